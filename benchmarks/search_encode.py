"""CPU time of encoding queries for the semantic side, per query kind, with the encoder reading N words.

    PYTHONPATH=src:benchmarks .venv/bin/python benchmarks/search_encode.py
        [--queries qtype_dev,qtype_test] [--kinds long,error] [--caps 0,32,48,64] [--repeat 3]

Times `semantic.embed_query` (the cut of `querytext.encoder_text`, WordPiece and the model) on the
calling thread (`time.thread_time`, so waiting for a core on a loaded machine is not in it), each
query encoded afresh, the best of `--repeat` runs per query. Cap 0 reads the whole query. Only
latency: quality of a cap is measured with search_dev.py --encode-words.
"""

from __future__ import annotations

import argparse
import json
import time

from _corpus import percentile
from search_eval import QUERY_DIR
from skillkeeper.rank import querytext, semantic


def encode_cpu_ms(texts: list[str], cap: int, repeat: int) -> list[float]:
    """Per text, the least thread CPU (ms) of `repeat` fresh encodings with the encoder reading `cap` words."""
    saved = querytext.ENCODE_WORDS
    querytext.ENCODE_WORDS = cap
    try:
        out = []
        for text in texts:
            best = float("inf")
            for _ in range(repeat):
                semantic.forget_texts([text])
                start = time.thread_time()
                semantic.embed_query(text)
                best = min(best, (time.thread_time() - start) * 1000)
            out.append(best)
        return out
    finally:
        querytext.ENCODE_WORDS = saved


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", default="qtype_dev,qtype_test")
    parser.add_argument("--kinds", default="", help="comma-separated kinds (default: every kind)")
    parser.add_argument("--caps", default="0,32,48,64")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    kinds = {k for k in args.kinds.split(",") if k}
    by_kind: dict[str, list[str]] = {}
    for name in args.queries.split(","):
        for line in (QUERY_DIR / f"{name}.jsonl").read_text().splitlines():
            q = json.loads(line) if line.strip() else None
            if q and (not kinds or q.get("kind") in kinds):
                by_kind.setdefault(str(q.get("kind", "-")), []).append(str(q["q"]))
    semantic.load()
    semantic.embed_query("warm up the encoder")
    caps = [int(c) for c in args.caps.split(",")]
    print("| kind | n | words p50 | " + " | ".join(f"cap {c or 'none'} CPU p50 / p95 ms" for c in caps) + " |")
    print("|---|---|---|" + "---|" * len(caps))
    for kind, texts in by_kind.items():
        cells = []
        for cap in caps:
            ms = encode_cpu_ms(texts, cap, args.repeat)
            cells.append(f"{percentile(ms, 50):.2f} / {percentile(ms, 95):.2f}")
        words = percentile([float(len(t.split())) for t in texts], 50)
        print(f"| {kind} | {len(texts)} | {words:.0f} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
