"""Staged execution: something downloaded now and run later, where a reader of either step alone sees
nothing wrong.

The download and the run are found across the whole skill: a file saved by curl, wget,
Invoke-WebRequest, a "download URL to PATH" step, or a script writing what it fetched (a "cache");
then the same file, or a copy or rename of it, run by a scheduler (cron, `at`, systemd, launchd,
scheduled tasks), by an interpreter in a later step or another file, or read back into `exec`/`eval`.
A download run at once is `SK-RCE-DOWNLOAD-THEN-RUN`'s business; data that is only read (a word
list, JSON) is not run and not reported; files from well-known hosts and vendors' installers are left
alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from skillkeeper.check.scan.gated import Gated
from skillkeeper.check.scan.hosts import official_installer, placeholder, urls, well_known
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import CodeRow, ScanContext, register, topic_severity
from skillkeeper.check.scan.result import Finding
from skillkeeper.check.scan.text import Doc

CATEGORY = "staged-execution"


def _path(n: int) -> str:
    return rf"[\"'`]?(?P<path{n}>[~$%\w./\\{{}}-]*[\w}}-])[\"'`]?"


# A download saved to a path (curl's bare -O keeps the remote name and is followed by the URL, not a path).
# Run on one line at a time, from the triggers whose output option and path still follow on it (`Gated`).
_CURL_TO = r"(?:\s-[a-zA-Z]*o\s*|\s-[a-zA-Z]*O\s+|--output[ =]|--output-document[ =]|>\s*)" + _path(1)
_PS_TO = r"-(?:OutFile|Destination)\s+" + _path(2)
_SAVE = Gated(
    lazy(
        r"\b(?:curl|wget)\b[^\n]*?"
        + _CURL_TO
        + r"|\b(?:Invoke-WebRequest|iwr|Start-BitsTransfer)\b[^\n]*?"
        + _PS_TO
        + r"|\b(?:download|fetch|save|grab)\b[^\n]{0,60}?https?://\S+[^\n]{0,60}?\b(?:to|as|into)\s+"
        + _path(3)
        + r"|\bwriteFileSync\(\s*"
        + _path(4),
        re.I,
    ),
    (
        (r"\b(?:curl|wget)\b", _CURL_TO),
        (r"\b(?:Invoke-WebRequest|iwr|Start-BitsTransfer)\b", _PS_TO),
        (r"\b(?:download|fetch|save|grab)\b", r"https?://"),
        (r"\bwriteFileSync\(",),
    ),
    re.I,
)
# Python: `CACHE.write_bytes(urlopen(...).read())`; the path is CACHE's literal.
_PY_SAVE = lazy(r"\b(?P<var>\w+)\.write_(?:bytes|text)\([^\n]*\b(?:urlopen|requests\.get|httpx\.get|\.content)\b")
_FETCHES = lazy(r"\b(?:fetch|https?\.get|axios|urlopen|requests\.get)\b")
_COPY = lazy(
    r"\b(?:mv|cp|Copy-Item|Move-Item|Rename-Item|shutil\.(?:copy\w*|move)|os\.rename)\b[\s(]+(?:-\w+\s+)*"
    r"[\"']?(?P<src>[^\s\"',;&|)]+)[\"']?[\s,]+[\"']?(?P<dst>[^\s\"',;&|)]+)",
    re.I,
)
# A line that runs the named file later: a scheduler, an interpreter, or code that evaluates it.
_SCHEDULED = lazy(
    r"\bcrontab\b|^\s*[@*\d][^\n]*\*|\|\s*at\b|\bat\s+(?:now|midnight|noon|tomorrow|\d)|\bExecStart\b|<string>"
    r"|\bschtasks\b|ScheduledTask|\bsystemd-run\b|\bOnCalendar\b",
    re.I,
)
_INTERPRETER = (
    r"(?:^|[\s;&|('\"`])(?:sudo\s+)?(?:/bin/|/usr/bin/)?(?:(?:ba|z|da)?sh|source|\.|python[0-9.]*|node|perl|ruby"
    r"|pwsh|powershell)\s+(?:-\w+\s+)*[\"']?[~$%\w./\\{}-]*"
)
_EVAL = lazy(r"\b(?:exec|eval|compile|Function|iex|Invoke-Expression)\b")
_PROSE_RUN = lazy(
    r"(?i)\b(?:run|execute|source)\s+(?:that|the|this)\s+(?:saved|downloaded|stored|cached|fetched)\s+"
    r"(?:file|script|list|checklist|text|notes?)\b|\b(?:run|execute)\s+it\s+with\s+(?:ba)?sh\b"
)


@dataclass(frozen=True)
class _Saved:
    name: str
    doc: Doc
    offset: int
    end: int


def _name(path: str) -> str:
    if "://" in path:
        return ""
    name = re.split(r"[/\\]", path.strip("\"'`").rstrip("."))[-1]
    return "" if name in {"", "-", "null", "dev"} else name


def _trusted(line: str) -> bool:
    found = urls(line)
    return bool(found) and all(well_known(h) or placeholder(h) or official_installer(h, p) for _, _, h, p in found)


_SAVE_HINTS = ("curl", "wget", "invoke-webrequest", "iwr", "bitstransfer", "writefilesync")
_PROSE_SAVE_HINTS = ("download", "fetch", "save", "grab")


def _save_matches(doc: Doc) -> Iterator[re.Match[str]]:
    for start, end in doc.candidate_lines(_SAVE_HINTS):
        yield from _SAVE.finditer(doc.norm, start, end)
    for start, end in doc.candidate_lines(_PROSE_SAVE_HINTS):
        if "://" in doc.norm[start:end] and not any(h in (doc.lower or "")[start:end] for h in _SAVE_HINTS):
            yield from _SAVE.finditer(doc.norm, start, end)


def _saves(doc: Doc) -> Iterator[_Saved]:
    for m in _save_matches(doc):
        line = doc.line_text(doc.orig(m.start()))
        if _trusted(line) or (m.group(0).startswith("writeFileSync") and not _FETCHES.search(doc.norm)):
            continue
        name = _name(next((g for g in m.groups() if g), ""))
        if name:
            yield _Saved(name, doc, m.start(), m.end())
    for start, end in doc.candidate_lines(("write_bytes", "write_text")):
        py = _PY_SAVE.search(doc.norm, start, end)
        if py is None:
            continue
        assign = re.search(rf"(?m)^\s*{py.group('var')}\s*=([^\n]*)", doc.norm)
        literals = re.findall(r"['\"]([^'\"]+)['\"]", assign.group(1)) if assign else []
        if literals and not _trusted(doc.norm[py.start() : py.start() + 300]):
            yield _Saved(_name(literals[-1]), doc, py.start(), py.end())


def _names_with_copies(saved: list[_Saved], docs: list[Doc]) -> set[str]:
    names = {s.name for s in saved if s.name}
    for _ in range(2):
        for doc in docs:
            for m in _COPY.finditer(doc.norm):
                if _name(m.group("src")) in names:
                    names.add(_name(m.group("dst")))
    names.discard("")
    return names


# Where staged files hide: a dot name, a cache or temp folder, or a data name run as code.
_HIDING_PLACE = lazy(
    r"/\.[\w-]+/|(?:^|[/\s'\"])/?(?:tmp|var/tmp)/|%TEMP%|\$env:(?:TEMP|APPDATA|LOCALAPPDATA)|AppData"
    r"|Application Support/\.",
    re.I,
)
_DATA_NAME = lazy(r"(?i)\.(?:txt|json|md|dat|cache|bin|csv|png|jpe?g|log|list|db|xml|ya?ml|toml|ini|conf)$")


def _disguised(name: str, line: str) -> bool:
    return name.startswith(".") or bool(_DATA_NAME.search(name) or _HIDING_PLACE.search(line))


def _runs_later(doc: Doc, name: str, saved: _Saved, renamed: bool) -> int | None:
    """Where `doc` runs the file `name` later (not the step that saved it, not a run right after it)."""
    token = rf"(?<![\w-]){re.escape(name)}(?![\w-])"
    for m in re.finditer(token, doc.norm):
        if saved.doc is doc and saved.offset <= m.start() < saved.end:
            continue
        line_start = doc.norm.rfind("\n", 0, m.start()) + 1
        line_end = doc.norm.find("\n", m.end())
        line = doc.norm[line_start : line_end if line_end >= 0 else len(doc.norm)]
        scheduled = bool(_SCHEDULED.search(line))
        ran = re.search(_INTERPRETER + re.escape(name), line) or re.search(
            re.escape(name) + r"[^\n]{0,40}\|\s*(?:(?:ba|z)?sh|iex|Invoke-Expression)\b", line
        )
        evaluated = doc.kind == "code" and _EVAL.search(line)
        # A visible helper script run again later is how tools ship; staging hides what is run.
        if not (evaluated or ((ran or scheduled) and (renamed or _disguised(name, line)))):
            continue
        right_after = saved.doc is doc and 0 <= m.start() - saved.end < 300
        if right_after and not renamed and not scheduled:
            continue
        return m.start()
    if doc.kind == "code":
        assigned = re.finditer(rf"(?m)^\s*(?:const\s+|let\s+|var\s+)?(\w+)\s*=[^\n]*{token}", doc.norm)
        for var in {a.group(1) for a in assigned}:
            for m in re.finditer(rf"\b(?:exec|eval|compile)\s*\([^\n]*\b{re.escape(var)}\b", doc.norm):
                return m.start()
    return None


def _staged(ctx: ScanContext) -> Iterator[Finding]:
    saved = [s for doc in ctx.docs for s in _saves(doc)]
    if not saved:
        return
    names = _names_with_copies(saved, ctx.docs)
    originals = {s.name for s in saved}
    for doc in ctx.docs:
        for name in sorted(names):
            origin = next((s for s in saved if s.name == name), saved[0])
            at = _runs_later(doc, name, origin, name not in originals)
            if at is None:
                continue
            start = doc.orig(at)
            sev = topic_severity(doc, start)
            message = f"runs {name!r} later (downloaded in an earlier step, kept as a file)"
            yield ctx.finding("SK-STAGED-RUN-LATER", CATEGORY, sev, message, doc, start, start + len(name))
            return
    for s in saved:
        if s.doc.kind != "prose":
            continue
        run = _PROSE_RUN.search(s.doc.norm, s.end)
        if run is not None:
            start = s.doc.orig(run.start())
            message = "orders a downloaded file kept and run in a later step"
            yield ctx.finding("SK-STAGED-RUN-LATER", CATEGORY, "critical", message, s.doc, start, s.doc.orig(run.end()))
            return


CODES: tuple[CodeRow, ...] = (
    (
        "SK-STAGED-RUN-LATER",
        "critical",
        "downloads a file now and runs it later: by cron, `at`, systemd, launchd or a scheduled task, after a rename, "
        "in a later step or another file, or read back into exec/eval",
    ),
)
_HINTS = (*_SAVE_HINTS, *_PROSE_SAVE_HINTS, "write_bytes", "write_text")


@register(CATEGORY, (), CODES, hints=_HINTS)
def check(ctx: ScanContext) -> Iterator[Finding]:
    if any(doc.has(h) for doc in ctx.docs for h in _HINTS):
        yield from _staged(ctx)
