"""Summarise the columns of a CSV file: summary.py FILE."""

import csv
import statistics
import sys


def to_number(value: str) -> float | None:
    try:
        return float(value)
    except ValueError:
        return None


def main(path: str) -> None:
    with open(path, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    print(f"rows: {len(rows)}")
    for column in rows[0].keys() if rows else []:
        values = [r[column] for r in rows if r[column] not in ("", None)]
        numbers = [n for n in map(to_number, values) if n is not None]
        line = f"{column}: {len(values)} non-empty, {len(set(values))} distinct"
        if numbers and len(numbers) == len(values):
            line += f", min {min(numbers)}, max {max(numbers)}, mean {statistics.fmean(numbers):.3g}"
        print(line)


if __name__ == "__main__":
    main(sys.argv[1])
