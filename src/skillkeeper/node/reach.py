"""A failed exchange with the server, told apart: no answer at all (offline) or an answer that is an error.

The one rule the agent's errors, its tick line, `doctor --node` and `fleet nodes` share: an unreachable
server (connection refused, a name that does not resolve, a timeout) is offline; a server that answered
404, 401, 403 or 500 is not, and the user is told what it answered and what to do next.
"""

from __future__ import annotations

from skillkeeper.errors import mint_command, mint_hint


def no_answer(base: str, reason: str) -> str:
    """One line for a server that did not answer at all."""
    return f"cannot reach {base} ({reason}); is `skillkeeper serve` running there?"


def answered(
    base: str, status: int, *, scope: str = "fleet:report", tenant: str | None = None, location: str | None = None
) -> str:
    """One line for a server that answered `status` instead of what was asked: what it answered, the next step."""
    return f"the server at {base} answered {status}: {next_step(status, scope=scope, tenant=tenant, location=location)}"


def next_step(
    status: int, *, scope: str = "fleet:report", tenant: str | None = None, location: str | None = None
) -> str:
    """What an answer of `status` means and what to do about it; `scope` is what the request needed."""
    # fleet:report is a node's own token; the others (fleet:read, skills:write) are a person's.
    who, principal = ("the node token", "NODE") if scope == "fleet:report" else ("the token", "NAME")
    mint = (
        f"`{mint_command(scope, tenant=tenant, principal=principal)}`"
        if tenant
        else mint_hint(scope, principal=principal)
    )
    if status == 401:
        return (
            f"{who} was refused (unknown, expired or revoked); set SKILLKEEPER_TOKEN to a valid token with scope "
            f"{scope}, minted with {mint}"
        )
    if status == 403:
        where = f" in tenant {tenant}" if tenant else ""
        return f"{who} lacks scope {scope}; mint one{where} with {mint}"
    if status == 404:
        return "is the URL the server's root? (`skillkeeper serve` prints the URL it listens on)"
    if 300 <= status < 400:
        to = f" to {location[:300]}" if location else ""
        return f"it redirects{to}; give the agent the URL it redirects to (redirects are not followed)"
    if status >= 500:
        return "the server failed; see its log"
    return "the server refused the request; see its log (is this agent older than the server?)"


def sync_state(since: str, status: int | None) -> str:
    """How a node's failing syncs read: `offline since T` without an answer, else what the server answers."""
    if status is None:
        return f"offline since {since}"
    return f"syncs failing since {since}, the server answering {status}"
