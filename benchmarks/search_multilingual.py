"""Russian queries over English skills: the cosine floor for non-Latin queries, transliterated loanwords.

    PYTHONPATH=src:benchmarks .venv/bin/python benchmarks/search_multilingual.py [--queries multilingual_ru]

No database: search_models.py's corpus (curated + openclaw distractors) and its on-disk vector
cache (run `search_models.py --embed --no-chunks --model multilingual-e5-small` first), the
BM25F index of search_dev.py and `fusion.score_fusion`. For every variant (cosine floor and
points for queries mostly not in Latin letters; with or without the loanwords of `rank.translit`
added to the lexical query), R@1 / R@5 with and without the distractors. Tune on
`multilingual_ru` (dev) only; `multilingual_ru_test` is held out.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np

from search_eval import CURATED, DISTRACTORS, load_skills
from search_models import cached_embed, hits, load_corpus, queries_of
from skillkeeper.rank import fusion, route, semantic, translit
from skillkeeper.rank.text import analyse

MODEL = "multilingual-e5-small"
# (cosine floor, cosine points) for non-Latin queries, the shipped pair first; a semantic hit needs the
# floor too. Scaling the lexical side instead gives the same rankings: only the ratio counts.
GRID = tuple((f, p) for f in (0.8, 0.79, 0.78, 0.77, 0.76, 0.74) for p in (240.0, 400.0, 600.0))
Ranked = list[tuple[int, float]]


def nearest(cos: np.ndarray, ids: np.ndarray, floor: float) -> Ranked:
    """The top 100 (skill index, cosine) among `ids` at or above `floor`."""
    picked = cos[ids]
    order = np.argsort(-picked, kind="stable")[:100]
    return [(int(ids[j]), float(picked[j])) for j in order if picked[j] >= floor]


def variants(lex: list[Ranked], sem: np.ndarray, ids: np.ndarray, foreign: list[bool]) -> dict[str, list[Ranked]]:
    """Every ranking measured, by label, for one corpus."""
    spec = semantic.spec()
    shipped = [nearest(sem[i], ids, spec.min_cosine) for i in range(len(lex))]
    rows = {"lexical": lex, "semantic": shipped}
    for floor, points in GRID:
        label = f"non-Latin floor {floor:g} points {points:g}"
        sems = [nearest(sem[i], ids, floor) if f else shipped[i] for i, f in enumerate(foreign)]
        rows[f"semantic, {label}"] = sems
        rows[f"hybrid, {label}"] = [
            fusion.score_fusion(a, b, floor=floor if f else spec.floor, points=points if f else spec.points)
            for a, b, f in zip(lex, sems, foreign, strict=True)
        ]
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=Path("/work/shared/corpus"))
    parser.add_argument("--queries", default="multilingual_ru")
    parser.add_argument("--only", default="", help="print only variants whose label contains this")
    args = parser.parse_args()
    semantic.use(MODEL)
    corpus = load_corpus(args.corpus, MODEL, with_chunks=False)
    skills = load_skills(args.corpus, CURATED)
    names = {s.name for s in skills}
    skills += [s for s in load_skills(args.corpus, DISTRACTORS) if s.name not in names]
    assert [s.name for s in skills] == corpus.names
    # What the served search matches loanwords against: the visible skills' names and descriptions.
    vocab = translit.Vocabulary.of_skills((s.name, s.description) for s in skills)
    for set_name in args.queries.split(","):
        queries = queries_of(set_name)
        sem = cached_embed([str(q["q"]) for q in queries], MODEL, query=True) @ corpus.doc.T
        foreign = [not route.latin(str(q["q"])) for q in queries]
        print(f"{set_name} ({len(queries)}, {sum(foreign)} mostly non-Latin); R@1 / R@5")
        print("| variant | + distractors | curated only |")
        print("|---|---|---|")
        for loan in (False, True):
            texts = [_with_loanwords(str(q["q"]), vocab) if loan else str(q["q"]) for q in queries]
            cells: dict[str, list[str]] = {}
            for distractors in (True, False):
                index, subset, ids = corpus.lexical[distractors]
                lex = [[(int(ids[s]), sc) for s, sc in index.score(analyse(t), subset, 100)] for t in texts]
                for label, ranked in variants(lex, sem, ids, foreign).items():
                    r1, r5 = hits(corpus.names, queries, ranked).mean(0)
                    cells.setdefault(label + (" + loanwords" if loan else ""), []).append(f"{r1:.3f} / {r5:.3f}")
            for label, figures in cells.items():
                if args.only in label:
                    print(f"| {label} | {' | '.join(figures)} |", flush=True)


def _with_loanwords(query: str, vocab: translit.Vocabulary) -> str:
    extra = translit.loanwords(query, vocab)
    return f"{query} {' '.join(extra)}" if extra else query


if __name__ == "__main__":
    main()
