"""Whether a script's send of a secret signs in with it (a header, the service's own host) or carries it off.

Used by taint.py's walk: a token in an `Authorization` header, `auth=` or a `-H` argument is used, not taken; one in
a body (`-d`, `data=`) or a query toward a host that is not the service the secret is named for is sent away.
"""

from __future__ import annotations

import re

from skillkeeper.check.scan.hosts import registered, well_known
from skillkeeper.check.scan.lazyre import lazy

# A token sent to authenticate (a header, `auth=`) is used, not taken: only a body or a query carries it off.
AUTH_USE = lazy(r"(?i)authorization|bearer|\bheaders?\b|\bauth\s*[=:]|-H\s|x-api-key|basic_auth|\.SetBasicAuth\b")
URL_HOST = lazy(r"(?i)\bhttps?://([^\s/:?#\"'`<>)\]|]+)")
_GENERIC_WORDS = frozenset(
    {"API", "KEY", "TOKEN", "SECRET", "ACCESS", "BOT", "AUTH", "PERSONAL", "PRIVATE", "APP", "ID", "CLIENT", "OAUTH"}
)
# Names whose service lives on another host name.
_ALIASES = {
    **{"GH": ("github",), "GL": ("gitlab",), "HF": ("huggingface",), "TG": ("telegram",), "CF": ("cloudflare",)},
    **{"DO": ("digitalocean",), "GCP": ("google",), "AZURE": ("azure", "microsoft")},
}


# A request body's argument (`-d "t=$TOKEN"`, `--data-binary @x`, `-F k=$V`): what it holds is sent, whatever header
# the same command also carries.
_BODY_ARG = lazy(r"""(?:\s-d|\s--data(?:-binary|-raw|-urlencode)?|\s-F|\s--form)(?:\s+|=)("[^"\n]*"|'[^'\n]*'|\S+)""")


def _in_body(line: str, source: str) -> bool:
    names = set(re.findall(r"[A-Za-z_]\w*", source)) - {"the", "variable"}
    return any(re.search(rf"\b{n}\b", m.group(1)) for m in _BODY_ARG.finditer(line) for n in names)


# Where a call carries a token to sign in: a header dict or a name passed as the headers, `auth=...`, a `-H` argument.
AUTH_PART = lazy(
    r"""(?i)\bheaders?\s*[=:]\s*(?:\{(?:[^{}\n]|\{[^{}\n]*\})*\}|[\w.]+)|\bauth\s*=\s*(?:\([^()\n]*\)|[\w.]+)"""
    r"""|(?:-H|--header)\s+(?:"[^"\n]*"|'[^'\n]*'|\S+)"""
)


def authenticates(line: str, source: str, *, helper: bool, carried: bool = False) -> bool:
    """Whether the send uses the secret to sign in: an auth header, only well-known hosts, the host the secret
    is named for (`$TELEGRAM_BOT_TOKEN` in an api.telegram.org URL), or no fixed host at all (the user's URL;
    a helper's host is in its body, so a helper call needs none on its line).

    A header on the line signs in only when the secret is in it: `carried` says the secret is still on the line once
    the headers and auth arguments (AUTH_PART) are taken out, in the body or the query
    (`Request(url, data=json.dumps({'k': TOKEN}), headers=...)`).
    """
    if AUTH_USE.search(line) and not _in_body(line, source) and not carried:
        return True
    hosts = [h.lower() for h in URL_HOST.findall(line)]
    if not hosts:
        return not helper
    if all(well_known(h) for h in hosts):
        return True
    names = service_names(source)
    # The registered domain itself, not any label: `npm-stats.ex-tools.net` is not npm's.
    return bool(names) and all(registered(h).split(".")[0] in names for h in hosts)


def service_names(secret: str) -> list[str]:
    """The services a secret's name says it is for (`TELEGRAM_BOT_TOKEN` -> telegram); none for `API_KEY`."""
    words = [w for w in re.split(r"[^A-Z0-9]+", secret.upper()) if w and w not in _GENERIC_WORDS]
    return [n for w in words if len(w) >= 3 or w in _ALIASES for n in _ALIASES.get(w, (w.lower(),))]
