"""Fast ranker iteration on the dev queries: no database, vectors cached on disk, failures explained.

    PYTHONPATH=src .venv/bin/python benchmarks/search_dev.py [--corpus ../shared/corpus]
        [--queries fresh_dev] [--no-distractors] [--show-misses] [--folds 5]

Ranks the same skills as benchmarks/search_eval.py (curated + openclaw distractors) with the
ranking code of store/search.py, minus the visibility gate and the database, so a change to
fusion or field weights is measured in seconds. Numbers to report come from search_eval.py;
this script is for dev-set work only (never point it at fresh_test while tuning).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import time
from pathlib import Path

import numpy as np

from _corpus import DEFAULT_CORPUS
from search_eval import CURATED, DISTRACTORS, QUERY_DIR, load_skills
from skillkeeper.rank import fusion, semantic
from skillkeeper.rank.lexical import DocText, LexicalIndex
from skillkeeper.rank.text import analyse

CACHE = Path("/tmp/skillkeeper-search-dev")


def cached_embed(texts: list[str], tag: str) -> np.ndarray:
    """Embeddings of texts, cached on disk by content (the model is slow on a busy machine)."""
    CACHE.mkdir(exist_ok=True)
    digest = hashlib.sha256(("\x00".join(texts) + tag).encode()).hexdigest()[:16]
    path = CACHE / f"{tag}-{digest}.npy"
    if path.exists():
        return np.load(path)
    start = time.perf_counter()
    vecs = semantic.embed_many(texts)
    print(f"embedded {len(texts)} texts ({tag}) in {time.perf_counter() - start:.0f} s")
    np.save(path, vecs)
    return vecs


def setup(
    argv: list[str] | None = None,
) -> tuple[argparse.Namespace, list[dict], list, LexicalIndex, object, np.ndarray, np.ndarray]:
    """Queries, skills, lexical index and subset, document and query vectors."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--corpus", type=Path, default=DEFAULT_CORPUS if DEFAULT_CORPUS.is_dir() else Path("/work/shared/corpus")
    )
    parser.add_argument("--queries", default="fresh_dev")
    parser.add_argument("--no-distractors", action="store_true")
    parser.add_argument("--show-misses", action="store_true")
    args = parser.parse_args(argv)
    if "test" in args.queries:
        raise SystemExit("fresh_test is frozen: tune on fresh_dev, report test through search_eval.py")
    queries = [json.loads(line) for line in (QUERY_DIR / f"{args.queries}.jsonl").read_text().splitlines() if line]
    curated = load_skills(args.corpus, CURATED)
    names = {s.name for s in curated}
    skills = curated
    if not args.no_distractors:
        skills = curated + [s for s in load_skills(args.corpus, DISTRACTORS) if s.name not in names]
    index = LexicalIndex()
    index.add(
        [
            DocText(i, s.content_hash, s.name, s.description, f"{s.summary} {' '.join(s.tags)}".strip(), s.body)
            for i, s in enumerate(skills)
        ]
    )
    subset = index.subset(np.arange(len(skills), dtype=np.int64))
    doc_vecs = cached_embed([semantic.doc_text(s.name, s.description) for s in skills], "doc")
    q_vecs = cached_embed([str(q["q"]) for q in queries], "query")
    print(f"{len(queries)} queries, {len(skills)} skills")
    return args, queries, skills, index, subset, doc_vecs, q_vecs


def main() -> None:
    args, queries, skills, index, subset, doc_vecs, q_vecs = setup()
    skill_names = [s.name for s in skills]

    def lexical(i: int) -> list[tuple[int, float]]:
        return index.score(analyse(str(queries[i]["q"])), subset, 100)

    def sem(i: int) -> list[tuple[int, float]]:
        cos = doc_vecs @ q_vecs[i]
        order = np.argsort(-cos, kind="stable")[:100]
        return [(int(j), float(cos[j])) for j in order if cos[j] >= semantic.MIN_COSINE]

    rankers = {
        "lexical": lexical,
        "semantic": sem,
        "hybrid": lambda i: fusion.score_fusion(lexical(i), sem(i)),
    }
    for label, rank in rankers.items():
        r1 = r5 = 0.0
        misses = []
        for i, q in enumerate(queries):
            expect = set(q["expect"])
            got = [skill_names[j] for j, _ in rank(i)[:10]]
            r1 += bool(expect & set(got[:1]))
            r5 += len(expect & set(got[:5])) / min(len(expect), 5)
            if not expect & set(got[:1]):
                misses.append((q, got[:3]))
        print(f"{label:10s} R@1 {r1 / len(queries):.3f}  R@5 {r5 / len(queries):.3f}")
        if args.show_misses:
            for q, got in misses:
                print(f"    [{q.get('kind', '')}] {q['q'][:70]!r} want {q['expect'][:2]} got {got}")


if __name__ == "__main__":
    main()
