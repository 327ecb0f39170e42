"""Orders split over files: a step that fetches and runs what another file of the skill names.

"Download the installer named in `references/sources.md` and pipe it into `sh`": no line holds both the
address and the order, so the download-and-run rules see neither. The sentence gives the order, the file
it points at gives the address; together they are one download-and-run from a host the skill chose.
Installers from vendors' own hosts (the allow-list), the known code hosts and placeholders are not
reported, nor is a sentence that forbids the step.
"""

from __future__ import annotations

from collections.abc import Iterator

from skillkeeper.check.scan.hosts import official_installer, placeholder, urls, well_known
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import CodeRow, ScanContext, register, topic_severity
from skillkeeper.check.scan.result import Finding
from skillkeeper.check.scan.text import Doc

CATEGORY = "split-orders"

_FETCH = lazy(r"(?i)\b(?:download|fetch|get|grab|pull|retrieve|curl|wget)\b")
_RUN = lazy(
    r"(?i)\b(?:pipe|piped|piping|feed)\b[^.\n]{0,40}?(?:\b(?:ba|z|da)?sh\b|\bbash\b|\bpython3?\b|\bnode\b|\bpwsh\b)"
    r"|\brun\s+(?:it|them|that|this|the\s+(?:script|installer|file|bootstrap))\b|\bexecute\s+(?:it|them|that|the)\b"
    r"|\b(?:with|through|into|in|using)\s+[`'\"]?(?:(?:ba|z|da)?sh|bash|pwsh|iex)\b"
)
_PATH = lazy(r"[`'\"]?((?:[\w.-]+/)+[\w.-]+\.\w+|[\w-]+\.(?:txt|md|json|ya?ml|toml|cfg|ini|conf|url|list))\b")
_FORBIDS = lazy(r"(?i)\b(?:never|don'?t|do\s+not|must\s+not|should\s+not|avoid)\b")
_SENTENCE = lazy(r"(?:[^\n.!?]|[.!?](?=\S))+[.!?]?")


def _outside_urls(doc: Doc) -> list[str]:
    return [
        h for _, _, h, p in urls(doc.norm) if not well_known(h) and not placeholder(h) and not official_installer(h, p)
    ]


def _split_runs(ctx: ScanContext, doc: Doc, by_path: dict[str, Doc]) -> Iterator[Finding]:
    for start, end in doc.candidate_lines(_RUN_HINTS):
        yield from _in_line(ctx, doc, by_path, start, end)


def _in_line(ctx: ScanContext, doc: Doc, by_path: dict[str, Doc], start: int, end: int) -> Iterator[Finding]:
    for m in _SENTENCE.finditer(doc.norm, start, end):
        sentence = m.group(0)
        if not _FETCH.search(sentence) or not _RUN.search(sentence) or _FORBIDS.search(sentence):
            continue
        for ref in _PATH.finditer(sentence):
            name = ref.group(1)
            target = by_path.get(name) or by_path.get(name.rsplit("/", 1)[-1])
            if target is None or target is doc:
                continue
            hosts = _outside_urls(target)
            if not hosts:
                continue
            at = doc.orig(m.start())
            if doc.block_at(at) is not None:
                break
            yield ctx.finding(
                "SK-CHAIN-FETCH-RUN",
                CATEGORY,
                topic_severity(doc, at),
                f"orders a download from the address {target.path} names ({hosts[0]}) run as code",
                doc,
                at,
                doc.orig(m.end()),
            )
            break


CODES: tuple[CodeRow, ...] = (
    (
        "SK-CHAIN-FETCH-RUN",
        "critical",
        "a step orders a download run as code (piped into a shell, run, executed) from an address kept in another "
        "file of the skill, on a host that is not a vendor's or a known code host",
    ),
)
_HINTS = ("download", "fetch", "get", "grab", "pull", "retrieve", "curl", "wget")
_RUN_HINTS = ("pipe", "feed", "run it", "run them", "run that", "run this", "run the", "execute", "sh", "iex")


@register(CATEGORY, (), CODES, hints=(*_HINTS, *_RUN_HINTS))
def check(ctx: ScanContext) -> Iterator[Finding]:
    prose = [d for d in ctx.docs if d.kind == "prose" and not d.origin]
    if len(ctx.docs) < 2 or not any("://" in d.norm for d in ctx.docs if not d.origin):
        return
    by_path: dict[str, Doc] = {}
    for d in ctx.docs:
        if not d.origin:
            by_path.setdefault(d.path, d)
            by_path.setdefault(d.path.rsplit("/", 1)[-1], d)
    for doc in prose:
        if any(doc.has(h) for h in _HINTS):
            yield from _split_runs(ctx, doc, by_path)
