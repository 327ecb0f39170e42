"""HTML rendering for the inbox pages: autoescaped Jinja templates, hidden characters made visible, headers."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import quote

from fastapi import Request
from fastapi.responses import HTMLResponse
from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup, escape

from skillkeeper.review.detail import hidden_char
from skillkeeper.review.states import Status
from skillkeeper.web.pages.session import csrf_token, remember_csrf

HERE = Path(__file__).parent
STYLESHEET = HERE / "static" / "inbox.css"

# Pages load nothing but their own stylesheet: no scripts, no frames, forms post only here.
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; script-src 'none'; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}


def reveal(value: object) -> Markup:
    """Escape `value` and show each invisible character as a marked `\\u{XXXX}` so reviewers can see it."""
    text = "" if value is None else str(value)
    if not any(hidden_char(ch) for ch in text):
        return escape(text)
    out: list[str] = []
    for ch in text:
        if hidden_char(ch):
            out.append(f'<span class="hidden-char" title="invisible character">\\u{{{ord(ch):04X}}}</span>')
        else:
            out.append(str(escape(ch)))
    return Markup("".join(out))


# A Markdown code span as our error messages write commands: `skillkeeper tokens create ...`.
_CODE_SPAN = re.compile(r"`([^`\n]+)`")


def message(value: object) -> Markup:
    """A message as HTML: each `code` span as <code>, all text escaped (invisibles shown), never read as HTML."""
    text = "" if value is None else str(value)
    out: list[Markup] = []
    at = 0
    for span in _CODE_SPAN.finditer(text):
        out += [reveal(text[at : span.start()]), Markup("<code>%s</code>") % reveal(span.group(1))]
        at = span.end()
    out.append(reveal(text[at:]))
    return Markup("").join(out)


def diff_lines(diff: str | None) -> list[tuple[str, str]]:
    """A unified diff as (css class, line) pairs."""
    if not diff:
        return []
    lines: list[tuple[str, str]] = []
    for line in diff.splitlines():
        if line.startswith(("+++", "---")):
            kind = "diff-file"
        elif line.startswith("@@"):
            kind = "diff-hunk"
        elif line.startswith("+"):
            kind = "diff-add"
        elif line.startswith("-"):
            kind = "diff-del"
        elif line.startswith("\\"):
            kind = "diff-note"
        else:
            kind = "diff-context"
        lines.append((kind, line))
    return lines


def location(finding: dict[str, Any]) -> str:
    """`file:line` of a finding, or '' when it has no location."""
    loc = finding.get("location") or {}
    file = str(loc.get("file") or "")
    line = loc.get("line") or 0
    return f"{file}:{line}" if file and line else file


def acknowledgeable(card: dict[str, Any]) -> list[str]:
    """The critical finding codes an admin reviewer may acknowledge to approve a quarantined card."""
    if "approve" not in card["actions"] or card["status"] not in (Status.QUARANTINED, Status.ACTIVE):
        return []
    return sorted({f["code"] for f in card["findings"] if f.get("severity") == "critical" and not f.get("fatal")})


def when(value: object, seconds: bool = False) -> str:
    """An ISO 8601 UTC time as `YYYY-MM-DD HH:MM[:SS] UTC` ('' when there is none), so no reader guesses the zone."""
    text = "" if value is None else str(value)
    return f"{text[: 19 if seconds else 16].replace('T', ' ')} UTC" if text else ""


def segment(value: object) -> str:
    """A value quoted as one URL path segment."""
    return quote(str(value), safe="")


# Process-wide on purpose: the templates ship with the package (immutable).
@cache
def environment() -> Environment:
    env = Environment(
        loader=FileSystemLoader(HERE / "templates"),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["reveal"] = reveal
    env.filters["message"] = message
    env.filters["segment"] = segment
    env.filters["when"] = when
    env.globals["diff_lines"] = diff_lines
    env.globals["location"] = location
    env.globals["acknowledgeable"] = acknowledgeable
    return env


def page(request: Request, template: str, context: dict[str, Any], *, status: int = 200) -> HTMLResponse:
    """Render `template` with a CSRF token for its forms and the pages' security headers."""
    token, nonce = csrf_token(request)
    html = (
        environment().get_template(template).render({"who": None, "flash": None, "root": "", **context, "csrf": token})
    )
    response = HTMLResponse(html, status_code=status, headers=SECURITY_HEADERS)
    if nonce:
        remember_csrf(response, request, nonce)
    return response
