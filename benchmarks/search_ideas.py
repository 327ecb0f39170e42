"""Ranking ideas of the eighth search pass, measured on the dev sets with cross-validation (none shipped).

    PYTHONPATH=src:benchmarks .venv/bin/python benchmarks/search_ideas.py \
        [--ideas feedback,...,names (IDEAS)] [search_dev.py options: --queries, --no-distractors]

Each idea is a family of variants of the shipped hybrid ranking (search_dev.py's harness: no
database, vectors cached on disk; it refuses the held-out sets). For every variant it prints
recall@1 / @5 over all queries, the dev and curated sets and per kind; then, per idea, the
recall of the variant chosen on four folds and scored on the fifth (three shuffles, the shipped
ranking among the candidates), as search_dev.py --folds does for the fusion constants:

- feedback: the lexical query gains the stems that at least `m` of the model's top `k`
  neighbours share in their name and description, at weight w * share (pseudo-relevance
  feedback from meaning to words); the neighbours are the semantic or the fused top.
- agreement: a bonus for skills in both the lexical and the semantic top K.
- sections: Markdown headings and the section under a "When ..." heading join the summary field.
- errors: in queries that look like errors, code identifiers (dotted paths, snake and camel
  case), the module a dotted path starts with (`stripe.error.X` -> stripe), and the remaining
  prose words weigh g, h and p.
- gated-feedback: feedback from the semantic top 3 (m 2) only for queries that pass a gate (GATES).
- saturation: a word a query repeats (pasted errors) weighs (k3 + 1) q / (k3 + q), not q.
- when-chunk: the section under a "When ..." heading as one more semantic chunk, or the only one.
- names: other weights of the exact-name bonus (lexical.NAME_MATCH_WEIGHT), and how many skills
  still come first for their own name.
"""

from __future__ import annotations

import argparse
import itertools
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import replace

import numpy as np

from search_dev import Ranked, _MixedVectors, cached_embed, chosen_on_folds, nearest, recall, setup
from skillkeeper.rank import fusion, semantic
from skillkeeper.rank import lexical as lexical_module
from skillkeeper.rank.lexical import DocText, LexicalIndex, Subset
from skillkeeper.rank.text import Query, analyse, camel_parts, content_stems, stem, words

IDEAS = ("feedback", "gated-feedback", "agreement", "sections", "when-chunk", "errors", "saturation", "names")
# When gated feedback expands a query: the top semantic neighbour is (not) in the lexical top 10, 4+ terms, top cosine.
GATES = ("agree10", "disagree10", "minterms4", "cos0.35")
# Queries that look like a pasted error: an exception or warning class, a traceback, `error:`.
ERROR_LIKE = re.compile(
    r"[A-Za-z]\w*(?:Error|Exception|Warning|Timeout)\b|Traceback|\b(?:error|warning)\b\s*[:\[]|^\s*File \"", re.M
)
# Code identifiers: dotted or Rust paths, snake_case, camelCase and CamelCase words.
IDENTIFIER = re.compile(
    r"[A-Za-z_]\w*(?:(?:\.|::)[A-Za-z_]\w*)+|\b\w*_\w+\b|\b[a-z]+[A-Z]\w*\b|\b[A-Z][a-z]+[A-Z]\w*\b"
)
# The module a dotted path to a class starts with (stripe.error.SignatureVerificationError), or a Rust crate.
MODULE_HEAD = re.compile(r"\b([a-z][a-z0-9_]+)(?:\.|::)[A-Za-z_]\w*(?:(?:\.|::)\w+)*\.[A-Z]\w*|\b([a-z][a-z0-9_]+)::")
_FENCE = re.compile(r"^\s*(```|~~~)")
_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*)$")


def feedback_query(query: Query, neighbours: list[set[str]], m: int, weight: float, most: int = 12) -> Query:
    """The query plus the stems at least `m` neighbours share (not already in it), at weight * share."""
    if not neighbours:
        return query
    counts = Counter(term for stems in neighbours for term in stems)
    extra = sorted(
        ((t, n) for t, n in counts.items() if n >= m and t not in query.terms), key=lambda tn: (-tn[1], tn[0])
    )
    terms = dict(query.terms)
    for term, n in extra[:most]:
        terms[term] = weight * n / len(neighbours)
    return replace(query, terms=terms)


def gated(gate: str, query: Query, lexical: Ranked, meaning: Ranked) -> bool:
    """Whether gated feedback expands this query (GATES)."""
    if not meaning:
        return False
    if gate in ("agree10", "disagree10"):
        return (meaning[0][0] in {j for j, _ in lexical[:10]}) == (gate == "agree10")
    if gate == "minterms4":
        return len(query.terms) >= 4
    return meaning[0][1] >= 0.35


def saturated(query: Query, k3: float) -> Query:
    """The query with a repeated word's weight q saturated to (k3 + 1) q / (k3 + q) (BM25's k3)."""
    return replace(query, terms={t: w if w <= 1 else (k3 + 1) * w / (k3 + w) for t, w in query.terms.items()})


def agreement_bonus(lexical: Ranked, meaning: Ranked, top: int, bonus: float) -> Ranked:
    """Fused ranking with `bonus` points for every skill in both rankers' first `top`."""
    fused = dict(fusion.score_fusion(lexical, meaning))
    for item in {j for j, _ in lexical[:top]} & {j for j, _ in meaning[:top]}:
        fused[item] += bonus
    return sorted(fused.items(), key=lambda kv: -kv[1])


def sections(body: str) -> tuple[str, str]:
    """(the Markdown headings, the text of the first section under a heading with "when") of a body."""
    heads: list[str] = []
    when: list[str] = []
    fenced = inside = False
    level = 0
    for line in body.splitlines():
        if _FENCE.match(line):
            fenced = not fenced
            continue
        if fenced:
            continue
        m = _HEADING.match(line)
        if m:
            heads.append(m.group(2))
            if inside and len(m.group(1)) <= level:
                inside = False
            if not inside and not when and re.search(r"\bwhen\b", m.group(2), re.I):
                inside, level = True, len(m.group(1))
        elif inside:
            when.append(line.strip())
    return " ".join(heads), " ".join(w for w in when if w)[:1500]


def error_query(text: str, query: Query, ident: float, head: float, prose: float) -> Query:
    """An error-looking query with its identifiers, module heads and other words weighted apart."""
    if not ERROR_LIKE.search(text):
        return query
    code = {stem(w) for tok in IDENTIFIER.findall(text) for w in [*words(tok), *camel_parts(tok)]}
    heads = {stem(a or b) for a, b in MODULE_HEAD.findall(text)}
    weights = {t: w * (head if t in heads else ident if t in code else prose) for t, w in query.terms.items()}
    return replace(query, terms=weights)


def cross_validated(queries: list[dict], names: list[str], variants: dict[object, list[Ranked]], folds: int = 5) -> str:
    """Recall@1 / @5 of the variant chosen (by recall@1, then @5) on the other folds, and the choices."""
    r1, r5, chosen = chosen_on_folds(queries, names, variants, folds)
    top = ", ".join(f"{k} x{c}" for k, c in chosen.most_common(3))
    return f"{r1:.3f} / {r5:.3f} (chosen: {top})"


def line(label: str, queries: list[dict], names: list[str], ranked: list[Ranked]) -> str:
    """One row: recall@1 / @5 over all queries, then per set group and kind."""
    groups: dict[str, list[int]] = {"all": list(range(len(queries)))}
    for i, q in enumerate(queries):
        groups.setdefault(str(q.get("kind", "curated")), []).append(i)
    cells = [f"{g} {a:.3f}/{b:.3f}" for g, ix in groups.items() for a, b in [recall(queries, names, ranked, ix)]]
    return f"{label:24s} " + " | ".join(cells)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ideas", default=",".join(IDEAS))
    own, rest = parser.parse_known_args()
    _, queries, skills, index, subset, doc_vecs, q_vecs = setup(rest)
    names = [s.name for s in skills]
    analysed = [analyse(str(q["q"])) for q in queries]
    meaning = [nearest(doc_vecs @ q_vecs[i]) for i in range(len(queries))]
    lexical = [index.score(a, subset, 100) for a in analysed]
    shipped = [fusion.score_fusion(lex, sem) for lex, sem in zip(lexical, meaning, strict=True)]
    print(line("shipped hybrid", queries, names, shipped))

    def fused_with(
        make: Callable[[int, Query], Query], scorer: LexicalIndex = index, sub: Subset = subset
    ) -> list[Ranked]:
        return [fusion.score_fusion(scorer.score(make(i, a), sub, 100), meaning[i]) for i, a in enumerate(analysed)]

    for idea in own.ideas.split(","):
        variants: dict[object, list[Ranked]] = {"shipped": shipped}
        if idea == "feedback":
            stems = [set(content_stems(f"{s.name.replace('-', ' ')} {s.description}")) for s in skills]
            for source, k, m, w in itertools.product(("semantic", "fused"), (3, 5), (1, 2), (0.1, 0.2, 0.35)):
                tops = meaning if source == "semantic" else shipped
                variants[(source, k, m, w)] = fused_with(
                    lambda i, a, k=k, m=m, w=w, tops=tops, stems=stems: feedback_query(
                        a, [stems[j] for j, _ in tops[i][:k]], m, w
                    )
                )
        elif idea == "agreement":
            for top, bonus in itertools.product((3, 5, 10), (2.0, 4.0, 8.0)):
                variants[(top, bonus)] = [
                    agreement_bonus(lex, sem, top, bonus) for lex, sem in zip(lexical, meaning, strict=True)
                ]
        elif idea == "sections":
            variants.update(section_variants(skills, fused_with))
        elif idea == "errors":
            for g, h, p in itertools.product((1.0, 1.5, 2.0), (1.0, 2.0, 3.0), (1.0, 0.7, 0.5)):
                variants[(g, h, p)] = fused_with(
                    lambda i, a, g=g, h=h, p=p: error_query(str(queries[i]["q"]), a, g, h, p)
                )
        elif idea == "names":
            variants.update(name_variants(skills, index, subset, fused_with))
        elif idea == "gated-feedback":
            stems = [set(content_stems(f"{s.name.replace('-', ' ')} {s.description}")) for s in skills]
            for gate, w in itertools.product(GATES, (0.1, 0.2)):
                variants[(gate, w)] = fused_with(
                    lambda i, a, gate=gate, w=w, stems=stems: (
                        feedback_query(a, [stems[j] for j, _ in meaning[i][:3]], 2, w)
                        if gated(gate, a, lexical[i], meaning[i])
                        else a
                    )
                )
        elif idea == "saturation":
            for k3 in (0.5, 1.0, 2.0, 4.0):
                variants[k3] = fused_with(lambda i, a, k3=k3: saturated(a, k3))
        elif idea == "when-chunk":
            variants.update(when_chunk_variants(skills, doc_vecs, q_vecs, lexical))
        else:
            raise SystemExit(f"unknown idea {idea!r}: pick from {', '.join(IDEAS)}")
        for key, ranked in variants.items():
            if key != "shipped":
                print(line(f"{idea} {key}", queries, names, ranked))
        print(f"{idea}: cross-validated {cross_validated(queries, names, variants)}", flush=True)


def section_variants(skills: list, fused_with: Callable[..., list[Ranked]]) -> dict[object, list[Ranked]]:
    """Rankings with headings and / or the 'when' section added to the summary field."""
    found = [sections(s.body or "") for s in skills]
    print(f"sections: {sum(bool(w) for _, w in found)} of {len(skills)} bodies have a 'when' section")
    out: dict[object, list[Ranked]] = {}
    for tag in ("headings", "when", "headings+when"):
        other = LexicalIndex()
        docs = []
        for i, (s, (heads, when)) in enumerate(zip(skills, found, strict=True)):
            extra = [heads if "headings" in tag else "", when if "when" in tag else ""]
            summary = " ".join([s.summary, *s.tags, *extra]).strip()
            docs.append(DocText(i, s.content_hash, s.name, s.description, summary, s.body))
        other.add(docs)
        out[tag] = fused_with(lambda i, a: a, other, other.subset(np.arange(len(skills), dtype=np.int64)))
    return out


def when_chunk_variants(
    skills: list, doc_vecs: object, q_vecs: np.ndarray, lexical: list[Ranked]
) -> dict[object, list[Ranked]]:
    """Rankings whose semantic side also reads the 'when' section (first 120 words) as a chunk, or only it."""
    model = semantic.spec()
    names_desc = cached_embed([semantic.doc_text(s.name, s.description) for s in skills], "doc")
    chunks = [semantic.body_chunks(s.name, s.body or "", limit=model.body_chunks) for s in skills]
    chunk_vecs = cached_embed([c for cs in chunks for c in cs], "chunks")
    whens = [" ".join(sections(s.body or "")[1].split()[:120]) for s in skills]
    when_vecs = cached_embed([f"{s.name}: {w}" for s, w in zip(skills, whens, strict=True) if w], "when")
    out: dict[object, list[Ranked]] = {}
    for mode in ("added", "only"):
        rows: list[np.ndarray] = []
        owners: list[int] = []
        c = w = 0
        for i, text in enumerate(whens):
            for _ in chunks[i]:
                if mode == "added":
                    rows.append(chunk_vecs[c])
                    owners.append(i)
                c += 1
            if text:
                rows.append(when_vecs[w])
                owners.append(i)
                w += 1
        mixed = _MixedVectors(names_desc, np.array(rows, dtype=np.float32), np.array(owners), model.body_mix)
        out[mode] = [fusion.score_fusion(lex, nearest(mixed @ q_vecs[i])) for i, lex in enumerate(lexical)]
    return out


def name_variants(
    skills: list, index: LexicalIndex, subset: Subset, fused_with: Callable[..., list[Ranked]]
) -> dict[object, list[Ranked]]:
    """Rankings at other weights of the exact-name bonus, and how often a skill's own name finds it first."""
    shipped_weight = lexical_module.NAME_MATCH_WEIGHT
    out: dict[object, list[Ranked]] = {}
    try:
        for weight in (0.0, 1.0, 2.0, 4.0):
            lexical_module.NAME_MATCH_WEIGHT = weight
            out[weight] = fused_with(lambda i, a: a)
        for weight in (shipped_weight, 0.0):
            lexical_module.NAME_MATCH_WEIGHT = weight
            own = sum([j for j, _ in index.score(analyse(s.name), subset, 1)] == [i] for i, s in enumerate(skills))
            print(f"names: weight {weight}: {own} of {len(skills)} skills first for their own name")
    finally:
        lexical_module.NAME_MATCH_WEIGHT = shipped_weight
    return out


if __name__ == "__main__":
    main()
