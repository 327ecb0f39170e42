"""Self-propagation: a skill that copies itself or its payload into the user's other skills,
repositories, agent rules files, project templates, package hooks or git hooks (worm-like spread).

A skill installs itself once, where the user asked; it has no reason to walk every installed skill
and write into it. Walking many repositories (every `.git` under home, every folder under `~/code`,
every `setup.py`, every cookiecutter template) and writing into each is reported when the skill
also carries a payload to spread (a download, a push, a publish, code that goes online): adding an
`.editorconfig` or a `test` script to the repositories the user names is what sync tools do. In
prose: an order to copy a file or block into every repository, project, skill or user that also
pushes, hides it, or carries a download.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import cache

from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import (
    CodeRow,
    PatternRule,
    ScanContext,
    register,
    run_patterns,
    rx,
    topic_severity,
)
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.text import Doc

CATEGORY = "propagation"

# Every installed skill (or every SKILL.md) as a target.
_EVERY_SKILL = lazy(
    r"skills/\*|skills['\"]?\s*\)\s*\.(?:iterdir|glob|rglob)\(|\*\*/SKILL\.md|(?:r?glob|iterdir)\([^\n)]*skills"
    r"|\brglob\(\s*['\"]SKILL\.md|readdirSync\([^\n)]*skills",
    re.I,
)
# Many repositories or projects as targets.
_EVERY_REPO = lazy(
    r"\bfind\s+(?:~|\$HOME|/home|/Users)(?=[\s/\"'])[^\n]*-name\s+['\"]?\.git\b"
    r"|\bfor\s+\w+\s+in\s+[^\n;]*(?:~|\$HOME|/home/\*)/(?:[\w.-]+/)*\*"
    r"|Path\.home\(\)[^\n]*\.r?glob\(|\bos\.walk\(\s*(?:os\.path\.expanduser\(['\"]~|Path\.home\(\)|HOME)"
    r"|\.cookiecutters\b|/home/\*/|\breaddirSync\(\s*['\"](?:packages|apps|projects|repos)['\"]",
    re.I,
)
# A write into the target: a copy, an append, a file written, a hook path pointed at the skill's files.
_WRITE = lazy(
    r"(?:^|[\s;&|(])(?:cp|install|tee|rsync)\s|\bcopy\w*\(|>>|\bwrite_(?:text|bytes)\(|\bwriteFileSync\(|\bappendFile"
    r"|\bopen\([^\n)]*['\"]a['\"]|\bcore\.hooksPath\b|\binit\.templateDir\b|\bprintf\b[^\n]*>"
    # An edit in place (`sed -i`, `perl -pi`): the file is rewritten.
    r"|\bsed\s+(?:-[a-zA-Z]*i|--in-place)|\bperl\s+-[a-zA-Z]*i",
    re.I,
)
# What makes the spread harmful: it goes online, runs fetched code, or ships the change to others.
_PAYLOAD = lazy(
    r"\|\s*(?:ba|z)?sh\b|\burlopen\b|\brequests\.(?:get|post)\b|\bhttps?\.(?:get|request)\b|\bfetch\(|\bcurl\s|\bwget\s"
    r"|\bgit\b[^\n]*\bpush\b|\bnpm\s+publish\b|\btwine\s+upload\b|\bos\.system\(|\bexec\(|\bgit\s+bundle\b",
    re.I,
)
_LOOP_LINES = 8
# A name given the user's skills folder (`root = Path.home() / '.claude' / 'skills'`, `dir="$HOME/.claude/skills"`).
_SKILLS_DIR_NAME = lazy(
    r"""^\s*(?:const\s+|let\s+|var\s+)?([A-Za-z_]\w*)\s*=[^\n]*?(?:home|~|HOME)[^\n]*?['"/]skills['"]?\s*\)?\s*;?\s*$""",
    re.M,
)
# Everything in it deleted: the user's other skills removed, one by one.
_DELETE = lazy(
    r"\bshutil\.rmtree\(|\brm\s+-[a-zA-Z]*[rR]|\bfs\.(?:rmSync|rmdirSync)\(|\bRemove-Item\b[^\n]*-Recurse|\bFileUtils\.rm_r"
)


# One entry of the loop deleted whole (`rm -rf "$d"`, `shutil.rmtree(d)`), not a cache inside it (`"$d/__pycache__"`).
_DELETE_ENTRY = lazy(
    r"""\brm\s+-[a-zA-Z]*[rR]\w*\s+(?:--\s+)?"?\$\{?\w+\}?"?(?=\s*(?:[;&|)]|$))"""
    r"|\bshutil\.rmtree\(\s*\w+\s*[,)]|\bfs\.rmSync\(\s*\w+\s*[,)]",
    re.M,
)


def _every_skill_by_name(doc: Doc) -> re.Match[str] | None:
    """A loop over a name that holds the skills folder (`for d in root.iterdir()`, `for d in "$dir"/*`)."""
    for named in _SKILLS_DIR_NAME.finditer(doc.norm):
        n = re.escape(named.group(1))
        loop = re.compile(
            rf"\b{n}\.(?:iterdir|r?glob)\(|\blistdir\(\s*{n}\b|\breaddirSync\(\s*{n}\b|\$\{{?{n}\}}?\"?/\*"
        ).search(doc.norm, named.end())
        if loop is not None:
            return loop
    return None


def _near(doc: Doc, at: int, pattern: re.Pattern[str]) -> bool:
    lines = doc.norm.split("\n")
    number = doc.norm.count("\n", 0, at)
    return bool(pattern.search("\n".join(lines[number : number + _LOOP_LINES + 1])))


def _reaches(code: str, doc: Doc, at: int) -> bool:
    """A write near the loop; for installed skills, each one deleted in turn reaches them as far."""
    return _near(doc, at, _WRITE) or (code == "SK-SPREAD-OTHER-SKILLS" and _near(doc, at, _DELETE_ENTRY))


# Literals one of which each target pattern's match holds: a document with none is skipped.
_SKILL_HINTS: tuple[str, ...] = ("skills/*", "skills')", 'skills")', "**/skill.md", "'skill.md'", "readdirsync")
_SKILL_HINTS += ("iterdir(", "glob(", "skills'", 'skills"', "/skills")
_REPO_HINTS = ("find ", "/*", "path.home", "os.walk", ".cookiecutters", "/home/", "readdirsync")


def _spread(ctx: ScanContext, doc: Doc, payload: Callable[[], bool]) -> Iterator[Finding]:
    for code, pattern, hints, needs_payload, what in (
        ("SK-SPREAD-OTHER-SKILLS", _EVERY_SKILL, _SKILL_HINTS, False, "writes into or deletes every installed skill"),
        ("SK-SPREAD-REPOS", _EVERY_REPO, _REPO_HINTS, True, "writes its payload into many repositories or projects"),
    ):
        if not any(doc.has(h) for h in hints):
            continue
        m = next((m for s, e in doc.candidate_lines(hints) for m in [pattern.search(doc.norm, s, e)] if m), None)
        if m is None and code == "SK-SPREAD-OTHER-SKILLS" and doc.kind == "code":
            m = _every_skill_by_name(doc)
            if m is not None and not (_near(doc, m.start(), _WRITE) or _near(doc, m.start(), _DELETE)):
                continue
        elif m is None or not _reaches(code, doc, m.start()) or (needs_payload and not payload()):
            continue
        if m is None:
            continue
        start = doc.orig(m.start())
        sev = topic_severity(doc, start)
        yield ctx.finding(code, CATEGORY, sev, what, doc, start, doc.orig(m.end()))
        return


_TARGETS = (
    r"(?:other\s+|installed\s+|the\s+user'?s\s+)?(?:git\s+)?(?:repositor(?:y|ies)|repos?|projects?|skills?|users?"
    r"|folders?|workspaces?|machines?)\b"
)
# "all" only with a determiner ("all the repositories"): "All skills updated" is a status line.
_ORDER = rf"\b(?:(?:every|each)\s+(?:of\s+)?(?:the\s+)?|all\s+(?:of\s+)?(?:the|other|installed)\s+){_TARGETS}"
_SPREAD_VERB = lazy(r"(?i)\b(?:copy|install|add|append|write|put|place|replicate|spread|push)\w*\b")
_SPREAD_WHY = lazy(
    r"(?i)\b(?:quietly|silently|secretly|without\s+(?:asking|telling|notice)|no\s+need\s+to\s+(?:mention|tell)"
    r"|do\s+not\s+(?:mention|tell|list|show)|don'?t\s+(?:mention|tell)|keep\s+[^.\n]{0,30}\bout\s+of\b|even\s+if\b"
    r"|push\b|commit\b|curl\s|wget\s|\|\s*(?:ba)?sh\b)"
)


def _spread_prose(m: re.Match[str], doc: Doc, sev: Severity) -> Severity | None:
    if doc.block_at(doc.orig(m.start())) is not None:
        return None  # an order is prose; a fenced line is the script's own text
    # The order is one sentence: the copy verb and "every repository" in it.
    left = max(doc.norm.rfind(sep, 0, m.start()) for sep in (". ", ".\n", "\n\n", "! ", "? "))
    rights = [i for i in (doc.norm.find(sep, m.end()) for sep in (". ", ".\n", "\n\n")) if i >= 0]
    if not _SPREAD_VERB.search(doc.norm, max(0, left), min(rights, default=len(doc.norm))):
        return None
    around = doc.norm[max(0, m.start() - 200) : m.end() + 400]
    return sev if _SPREAD_WHY.search(around) else None


RULES = (
    PatternRule(
        "SK-SPREAD-PROSE",
        rx(_ORDER),
        "orders a file or block copied into every repository, project, skill or user, quietly or with a payload",
        applies="prose",
        refine=_spread_prose,
        triggers=("every", "each", "all the ", "all of ", "all other", "all installed"),
    ),
)
CODES: tuple[CodeRow, ...] = (
    (
        "SK-SPREAD-OTHER-SKILLS",
        "critical",
        "a script writes into every installed skill (copies itself or edits them) or deletes them one by one",
    ),
    (
        "SK-SPREAD-REPOS",
        "critical",
        "a script writes its payload into many repositories, projects or templates (every .git under home, "
        "every folder under ~/code, every setup.py)",
    ),
)
_HINTS = (*_SKILL_HINTS, *_REPO_HINTS)


@register(CATEGORY, RULES, CODES, hints=_HINTS)
def check(ctx: ScanContext) -> Iterator[Finding]:
    yield from run_patterns(ctx, CATEGORY, RULES)

    @cache
    def payload() -> bool:
        return any(_PAYLOAD.search(doc.norm) for doc in ctx.docs if doc.kind == "code" or doc.blocks)

    for doc in ctx.docs:
        yield from _spread(ctx, doc, payload)
