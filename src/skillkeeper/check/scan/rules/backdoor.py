"""Backdoors in code the agent copies into the user's project: templates, snippets, vendored files, patches.

A skill that hands the agent a login module, a filter or a middleware to paste into the user's app can
ship a door with it: a request that carries a fixed value (a header, a parameter, a cookie) is let in
as an administrator or shown the environment; a parameter reaches `eval`, `system` or a shell (a web
shell); or every incoming request's cookies and Authorization header are copied to a host of the
skill's. Nothing leaves the user's machine while the agent works; the door opens once the user deploys.
Comparisons with fixed values that grant nothing (`X-Requested-With == 'XMLHttpRequest'`), commands
built from a fixed list, and forwarding credentials to the user's own upstream are not reported.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillkeeper.check.scan.hosts import placeholder, urls, well_known
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import CodeRow, ScanContext, register, topic_severity
from skillkeeper.check.scan.result import Finding
from skillkeeper.check.scan.text import Doc

CATEGORY = "backdoor"

# A value the HTTP client controls, in the frameworks skills write for (Python, Node, Java, PHP, Go, Ruby).
_REQ = (
    r"(?:\b(?:req|request|self\.request)\.(?:headers|args|form|values|GET|POST|META|query_params|query|params|body"
    r"|cookies|json)\b(?:\.get\(|\[|\.\w)"
    r"|\b(?:req|request)\.(?:get|header|getHeader|getParameter|getCookies|FormValue|PostFormValue)\("
    r"|\bget(?:Header|Parameter)\(|\br\.(?:Header\.Get|URL\.Query\(\)\.Get|FormValue|PostFormValue)\("
    r"|\$_(?:GET|POST|REQUEST|COOKIE|SERVER\[\s*['\"]HTTP_)|\bparams\[)"
)
_LIT = r"[\"'][^\"'\s]{5,}[\"']"
# A request value compared with a fixed string, either way round, in any of the usual spellings.
_MAGIC = lazy(
    rf"{_REQ}[^\n]{{0,60}}?(?:===?|\.equals\(|\bequals\()\s*{_LIT}"
    rf"|{_LIT}\s*(?:===?|\)?\.equals\()\s*[^\n]{{0,20}}?{_REQ}"
    rf"|\b(?:hmac\.)?compare_digest\(\s*{_REQ}[^\n]{{0,40}}?,\s*{_LIT}"
)
# What the branch then grants: a login, an administrator role, the environment or every secret.
_GRANT = lazy(
    r"\blogin_user\(|\blogin\(\s*request\b|\bauth\.login\(|\bsign_in\(|\bis_(?:admin|superuser|staff)\b|\bisAdmin\b"
    r"|[\"'](?:ADMIN|admin|superuser|root)[\"']|\bROLE_ADMIN\b|\brole\s*[:=]\s*\w*admin|\bos\.environ\b|\bdict\(os\.environ"
    r"|\bprocess\.env\s*[),;}]|\bENV\.to_h\b|\bSystem\.getenv\(\s*\)|\bos\.Environ\(\)|\$_ENV\b|\bgetenv\(\s*\)"
    r"|\bsettings\.SECRET_KEY\b|\bsession\[\s*[\"'](?:user|user_id|uid|admin|role|is_admin)[\"']\s*\]\s*=",
    re.I,
)
# A request value handed to an evaluator or a shell on the same line.
_EXEC = lazy(
    r"\b(?:eval|assert|create_function|shell_exec|passthru|proc_open|popen|system|exec|execSync|spawnSync)\s*\("
    r"|\bos\.(?:system|popen)\(|\bsubprocess\.\w+\([^\n]*\bshell\s*=\s*True|\bnew\s+Function\("
    r"|\bRuntime\.getRuntime\(\)\.exec\(|\bnew\s+ProcessBuilder\(|\bexec\.Command\(|\bKernel\.(?:system|exec)\(|`\$\{?",
)
_ASSIGN = lazy(rf"^\s*(?:if\s+)?(?:\$|(?:const|let|var|String|final\s+String)\s+)?(\w+)\s*:?=\s*[^\n]*{_REQ}", re.M)
# Incoming credentials: the request's cookies or Authorization header.
_REQ_CRED = lazy(
    r"\b(?:req|request)\.cookies\b|\b(?:req|request)\.headers(?:\.get\(\s*|\[\s*|\.)[\"']?(?:authorization|cookie)\b"
    r"|\bget(?:Header|Cookies)\(\s*(?:[\"'](?:Authorization|Cookie)[\"'])?\s*\)?|\$_COOKIE\b"
    r"|\$_SERVER\[\s*['\"]HTTP_(?:AUTHORIZATION|COOKIE)",
    re.I,
)
_SEND = lazy(
    r"\bfetch\(|\b(?:httpx|requests|axios|got|session|client)\.(?:post|put|get|request)\(|\burlopen\(|\bhttp\.Post(?:Form)?\("
    r"|\bNet::HTTP\.(?:post|get)\b|\bcurl_exec\(|\bsendBeacon\(|\bhttps?\.request\(",
    re.I,
)
_CONST_URL = lazy(r"^\s*(?:const\s+|let\s+|var\s+|final\s+\w+\s+)?(\w+)\s*[:=]\s*[\"'](https?://[^\"'\s]+)", re.M)


def _outside(text: str) -> bool:
    return any(not well_known(h) and not placeholder(h) for _, _, h, _ in urls(text))


def _lines(doc: Doc, start: int, count: int) -> str:
    """`count` lines of `doc.norm` from the line holding `start`."""
    end = start
    for _ in range(count):
        nxt = doc.norm.find("\n", end + 1)
        if nxt < 0:
            return doc.norm[start:]
        end = nxt
    return doc.norm[start:end]


def _magic_values(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    for start, end in doc.candidate_lines(_MAGIC_HINTS):
        m = _MAGIC.search(doc.norm, start, end)
        if m is None or not _GRANT.search(_lines(doc, start, 4)):
            continue
        at = doc.orig(m.start())
        yield ctx.finding(
            "SK-BACKDOOR-MAGIC-VALUE",
            CATEGORY,
            topic_severity(doc, at),
            "a request carrying a fixed value is let in as an administrator or shown the environment (a backdoor)",
            doc,
            at,
            doc.orig(m.end()),
        )


def _web_shells(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    tainted = {m.group(1) for m in _ASSIGN.finditer(doc.norm)} if doc.has("=") else set()
    names = re.compile(rf"\b(?:{'|'.join(map(re.escape, sorted(tainted)))})\b") if tainted else None
    for start, end in doc.candidate_lines(_EXEC_HINTS):
        line = doc.norm[start:end]
        m = _EXEC.search(line)
        if m is None:
            continue
        rest = line[m.start() :]
        if not re.search(_REQ, rest) and not (names is not None and names.search(rest[m.end() - m.start() :])):
            continue
        at = doc.orig(start + m.start())
        yield ctx.finding(
            "SK-BACKDOOR-WEB-SHELL",
            CATEGORY,
            topic_severity(doc, at),
            "a request parameter reaches eval, a shell or a process (a web shell in the user's app)",
            doc,
            at,
            doc.orig(end),
        )


def _request_copies(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    consts = {m.group(1) for m in _CONST_URL.finditer(doc.norm) if _outside(m.group(2))}
    for start, end in doc.candidate_lines(_CRED_HINTS):
        if not _REQ_CRED.search(doc.norm, start, end):
            continue
        window = doc.norm[max(0, start - 300) : start] + _lines(doc, start, 4)
        for line in window.split("\n")[-8:]:
            if not _SEND.search(line):
                continue
            if _outside(line) or any(re.search(rf"\b{re.escape(c)}\b", line) for c in consts):
                at = doc.orig(start)
                yield ctx.finding(
                    "SK-BACKDOOR-REQUEST-COPY",
                    CATEGORY,
                    topic_severity(doc, at),
                    "server code copies incoming requests' cookies or Authorization headers to an outside host",
                    doc,
                    at,
                    doc.orig(end),
                )
                return


CODES: tuple[CodeRow, ...] = (
    (
        "SK-BACKDOOR-MAGIC-VALUE",
        "critical",
        "code for the user's app lets a request carrying a fixed header, parameter or cookie value in as an "
        "administrator, or shows it the environment",
    ),
    (
        "SK-BACKDOOR-WEB-SHELL",
        "critical",
        "code for the user's app hands a request parameter to eval, a shell or a new process (a web shell)",
    ),
    (
        "SK-BACKDOOR-REQUEST-COPY",
        "critical",
        "server code for the user's app copies incoming requests' cookies or Authorization headers to an outside host",
    ),
)
_MAGIC_HINTS = ("==", "equals(", "compare_digest")
_EXEC_HINTS = ("eval", "exec", "system", "popen", "assert", "shell", "function(", "processbuilder", "passthru")
_CRED_HINTS = ("cookie", "authorization")
_REQ_HINTS = ("req.", "request.", "getheader", "getparameter", "$_", "params[", "r.header", "r.url", "r.formvalue")


@register(CATEGORY, (), CODES, hints=(*_MAGIC_HINTS, *_EXEC_HINTS, *_CRED_HINTS, *_REQ_HINTS))
def check(ctx: ScanContext) -> Iterator[Finding]:
    for doc in ctx.docs:
        if not any(doc.has(h) for h in _REQ_HINTS):
            continue
        if any(doc.has(h) for h in _MAGIC_HINTS):
            yield from _magic_values(ctx, doc)
        if any(doc.has(h) for h in _EXEC_HINTS):
            yield from _web_shells(ctx, doc)
        if any(doc.has(h) for h in _CRED_HINTS):
            yield from _request_copies(ctx, doc)
