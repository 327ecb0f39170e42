"""A failed exchange with the server, told apart: no answer at all (offline) or an answer that is an error.

The one rule the agent's errors, its tick line, `doctor --node` and `fleet nodes` share: an unreachable
server (connection refused, a name that does not resolve, a timeout) is offline; a server that answered
404, 401, 403 or 500 is not, and the user is told what it answered and what to do next. The admin
commands' `--server` (admin/remote.py, admin/remote_import.py) follow it too, as `COMMAND`.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from http import HTTPStatus

from skillkeeper.errors import mint_command, mint_hint


@dataclass(frozen=True)
class Client:
    """Who asked the server, as a hint names it: what to do with a redirect's URL, who may be out of date,
    and the option that gives it a token besides SKILLKEEPER_TOKEN (None when it reads only the variable)."""

    retarget: str
    outdated: str
    token_option: str | None = None


AGENT = Client("give the agent the URL it redirects to", "this agent")
COMMAND = Client("pass the URL it redirects to as --server", "this skillkeeper")
# `import` and `export` also take `--token`, which wins over the variable.
TOKEN_COMMAND = Client(COMMAND.retarget, COMMAND.outdated, token_option="--token")
_SCOPE = re.compile(r'scope="([a-z:,]{1,200})"')


def no_answer(base: str, reason: str) -> str:
    """One line for a server that did not answer at all."""
    return f"cannot reach {base} ({reason}); is `skillkeeper serve` running there?"


def answered(
    base: str,
    status: int,
    *,
    scope: str = "fleet:report",
    tenant: str | None = None,
    location: str | None = None,
    client: Client = AGENT,
) -> str:
    """One line for a server that answered `status` instead of what was asked: what it answered, the next step."""
    step = next_step(status, scope=scope, tenant=tenant, location=location, client=client)
    return f"the server at {base} answered {status}: {step}"


def told(
    base: str,
    status: int,
    body: bytes,
    *,
    scope: str,
    challenge: str | None,
    location: str | None,
    tenant: str | None = None,
    client: Client = COMMAND,
) -> str:
    """One line for an error answer (an admin command's or the node agent's): the server's own message when
    it says more than the status does, else the rule's next step (a 401's always: it names SKILLKEEPER_TOKEN;
    and a 403 for a missing fleet:report: a node wants a token of its own principal, where the server would
    add the scope to whoever's token was sent); the scope a 401 or 403 needed is the one the server's
    challenge names, else `scope`."""
    said = server_said(body, status)
    named = _SCOPE.search(challenge or "")
    needed = named.group(1) if named else scope
    if said and status != 401 and not (status == 403 and named and needed == "fleet:report"):
        return f"the server at {base} answered {status}: {said}"
    return answered(base, status, scope=needed, tenant=tenant, location=location, client=client)


def server_said(body: bytes, status: int) -> str | None:
    """The one-line message of a JSON error body (`{"error": {"message"}}`, `{"error": "..."}` or
    `{"detail": "..."}`), at most 500 characters; None without one, or when it only repeats the status
    (`Not Found` for a path the server does not have)."""
    try:
        data = json.loads(body)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    error = data.get("error")
    message = error.get("message") if isinstance(error, dict) else error if error is not None else data.get("detail")
    if not isinstance(message, str):
        return None
    line = " ".join(message.split())[:500]
    return None if not line or line.lower() == _phrase(status).lower() else line


def _phrase(status: int) -> str:
    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return ""


def next_step(
    status: int,
    *,
    scope: str = "fleet:report",
    tenant: str | None = None,
    location: str | None = None,
    client: Client = AGENT,
) -> str:
    """What an answer of `status` means and what to do about it; `scope` is what the request needed."""
    # fleet:report is a node's own token when the agent asks; `export --server` sends a person's.
    node = scope == "fleet:report" and client is AGENT
    who, principal = ("the node token", "NODE") if node else ("the token", "NAME")
    mint = _mint(scope, tenant, principal)
    if status == 401:
        give = (
            f"pass a valid token with scope {scope} as {client.token_option} (it wins over SKILLKEEPER_TOKEN) "
            "or set SKILLKEEPER_TOKEN to one"
            if client.token_option
            else f"set SKILLKEEPER_TOKEN to a valid token with scope {scope}"
        )
        return f"{who} was refused (unknown, expired or revoked); {give}, minted with {mint}"
    if status == 403:
        where = f" in tenant {tenant}" if tenant else ""
        return f"{who} lacks scope {scope}; mint one{where} with {mint}"
    if status == 404:
        return "is the URL the server's root? (`skillkeeper serve` prints the URL it listens on)"
    if 300 <= status < 400:
        to = f" to {location[:300]}" if location else ""
        return f"it redirects{to}; {client.retarget} (redirects are not followed)"
    if status >= 500:
        return "the server failed; see its log"
    return f"the server refused the request; see its log (is {client.outdated} older than the server?)"


def _mint(scope: str, tenant: str | None, principal: str) -> str:
    if tenant:
        return f"`{mint_command(scope, tenant=tenant, principal=principal)}`"
    return mint_hint(scope, principal=principal)


def proposed_as_node(base: str, tenant: str | None) -> str:
    """One line for a proposal refused because it was sent with a node agent's token (fleet:report)."""
    where = f" in tenant {tenant}" if tenant else ""
    return (
        f"the server at {base} answered 403: SKILLKEEPER_TOKEN holds a node agent's token (fleet:report), which "
        f"syncs and reports but does not write skills; run `local propose` with a token of your own with scope "
        f"skills:write (mint one{where} with {_mint('skills:write', tenant, 'NAME')})"
    )


def sync_state(since: str, status: int | None) -> str:
    """How a node's failing syncs read: `offline since T` without an answer, else what the server answers."""
    if status is None:
        return f"offline since {since}"
    return f"syncs failing since {since}, the server answering {status}"
