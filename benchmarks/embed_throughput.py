"""How fast the corpus's descriptions and body chunks are embedded: model load, texts/s per thread count and batch.

    PYTHONPATH=src:benchmarks .venv/bin/python benchmarks/embed_throughput.py [--corpus ../shared/corpus]
        [--sample 600] [--chunk-sample 60] [--configs 1x16,1x64,2x16,2x64]

Parses every skill folder of the corpus (first of each name; what an import would store), then
encodes a fixed-seed sample of their `doc_text`s with a freshly loaded MiniLM per configuration
THREADSxBATCH (ONNX Runtime intra-op threads, texts per forward pass), and the body chunks of
a sample of skills with the default configuration. Prints wall and process CPU per text, and
what the whole corpus would take at that rate. The machine's other load is in the wall figures:
read CPU s / text as the cost, texts/s wall as what a user waits for.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from pathlib import Path

from _corpus import DEFAULT_CORPUS
from skillkeeper.errors import SkillkeeperError
from skillkeeper.rank import semantic
from skillkeeper.rank.minilm import MiniLM
from skillkeeper.skill.folder import find_skill_dirs, parse_skill_dir


def corpus_texts(corpus: Path) -> tuple[list[str], list[list[str]]]:
    """The `doc_text` and the body chunks of each distinct skill of the corpus."""
    seen: dict[str, tuple[str, list[str]]] = {}
    for folder in find_skill_dirs(corpus):
        try:
            skill = parse_skill_dir(folder)
        except SkillkeeperError:
            continue
        if skill.name and skill.name not in seen:
            chunks = semantic.body_chunks(skill.name, skill.body or "", limit=semantic.spec().body_chunks)
            seen[skill.name] = (semantic.doc_text(skill.name, skill.description), chunks)
    return [d for d, _ in seen.values()], [c for _, c in seen.values()]


def timed(fn: object, *args: object, **kw: object) -> tuple[float, float]:
    """(wall s, process CPU s) of one call."""
    wall, cpu = time.perf_counter(), time.process_time()
    fn(*args, **kw)  # type: ignore[operator]
    return time.perf_counter() - wall, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--sample", type=int, default=600, help="descriptions per configuration")
    parser.add_argument("--chunk-sample", type=int, default=60, help="skills whose body chunks are encoded")
    parser.add_argument("--configs", default="1x16,1x64,2x16,2x64", help="THREADSxBATCH, comma-separated")
    args = parser.parse_args()
    path = semantic.model_dir()
    if path is None:
        raise SystemExit("the semantic extra is not installed")
    docs, chunks = corpus_texts(args.corpus)
    n_chunks = sum(len(c) for c in chunks)
    print(
        f"{len(docs)} distinct skills, {n_chunks} body chunks (model {semantic.spec().key}, "
        f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f})"
    )
    rng = random.Random(18)
    sample = rng.sample(docs, min(args.sample, len(docs)))
    print("| threads x batch | load s | texts/s wall | CPU ms / text | whole corpus, wall s |")
    print("|---|---|---|---|---|")
    for config in args.configs.split(","):
        threads, batch = (int(x) for x in config.split("x"))
        start = time.perf_counter()
        model = MiniLM(path, threads=threads)
        model.encode(["warm up the encoder"])
        load = time.perf_counter() - start
        wall, cpu = timed(model.encode, sample, batch_size=batch)
        rate = len(sample) / wall
        per_text = cpu / len(sample) * 1000
        print(
            f"| {threads} x {batch} | {load:.1f} | {rate:.1f} | {per_text:.1f} | {len(docs) / rate:.0f} |", flush=True
        )
    model = MiniLM(path, threads=1)
    picked = rng.sample(chunks, min(args.chunk_sample, len(chunks)))
    flat = [t for c in picked for t in c]
    wall, cpu = timed(model.encode, flat)
    rate = len(flat) / wall
    print(
        f"\nbody chunks, 1 thread: {len(flat)} chunks of {len(picked)} skills in {wall:.1f} s wall "
        f"({cpu:.1f} s CPU): {rate:.1f} chunks/s, {len(picked) / wall:.2f} skills/s; the whole corpus "
        f"({n_chunks} chunks) about {n_chunks / rate:.0f} s"
    )


if __name__ == "__main__":
    main()
