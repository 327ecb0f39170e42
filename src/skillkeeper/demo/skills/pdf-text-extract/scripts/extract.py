"""Print the text of a PDF, page by page: extract.py FILE [--pages A-B]."""

import argparse

from pypdf import PdfReader


def page_range(spec: str, count: int) -> range:
    if not spec:
        return range(count)
    start, _, end = spec.partition("-")
    return range(int(start) - 1, min(int(end or start), count))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--pages", default="")
    args = parser.parse_args()
    reader = PdfReader(args.file)
    for i in page_range(args.pages, len(reader.pages)):
        print(f"--- page {i + 1} ---")
        print(reader.pages[i].extract_text() or "")


if __name__ == "__main__":
    main()
