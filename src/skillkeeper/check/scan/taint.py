"""Data flow in scripts of any language, line by line: what was fetched is run, what is secret is sent.

The shell, JavaScript and Python walks (flow.py, pyast.py) know their languages well; this
walk knows none well and every one a little (Go, Ruby, Perl, PowerShell, PHP, Lua, and
Python or shell helpers split across files). A name assigned from a download (curl in
backticks, http.Get, DownloadString, urlopen, Net::HTTP...) is *fetched*; a name assigned
from a sensitive file or the whole environment is *secret*; a name assigned from either
inherits it, and so does a function that returns one (across the bundle's files). A fetched
name reaching an evaluator (eval, exec, Invoke-Expression, a script block, `sh -c`) is
remote code; a secret reaching a network call is exfiltration; a file a download wrote,
then started, is a dropped binary. Each is reported once per line; nothing is run.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from skillkeeper.check.scan.flow import BUILD_FILE, SENSITIVE_PATH
from skillkeeper.check.scan.gated import Gated
from skillkeeper.check.scan.hosts import well_known
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.signin import AUTH_PART, URL_HOST, authenticates
from skillkeeper.check.scan.tainthints import (
    DROP_HINTS,
    EXEC_HINTS,
    FETCH_HINTS,
    NAMED_HINTS,
    SECRET_HINTS,
    SEND_HINTS,
)
from skillkeeper.check.scan.text import Doc

_FETCH = lazy(
    r"`\s*(?:curl|wget)\b|\$\(\s*(?:curl|wget)\b|\bqx\s*[({]\s*(?:curl|wget)|\burlopen\s*\(|\burlretrieve\b|\brequests\.get\s*\("
    r"|\bhttpx\.get\s*\(|\bhttp\.Get\s*\(|\bDownloadString\s*\(|\bDownloadData\s*\(|\bInvoke-(?:WebRequest|RestMethod)\b"
    r"|\b(?:iwr|irm)\s+|\bNet::HTTP\.get\b|\bURI\.open\b|\bopen-uri\b|\bHTTP::Tiny\b|\bLWP::Simple\b|\bget\s*\(\s*[\"']https?://"
    r"|\bfile_get_contents\s*\(\s*[\"']https?://|\bfetch\s*\(|\baxios\.get\s*\(|\bio\.ReadAll\s*\(\s*\w+\.Body",
    re.I,
)
_ENV_ALL = lazy(
    r"\bos\.environ\b(?!\s*[\[.]\s*(?:get\b|[\"']))|\bprocess\.env\b(?!\s*[.\[])|\bENV\.to_h\b|%ENV\b|\bos\.Environ\s*\(\)"
    r"|Get-ChildItem\s+env:|\bgci\s+env:|\bprintenv\b|\bgetenv\s*\(\s*\)"
)
# One environment variable read by a secret's name (`os.Getenv("AWS_SECRET_ACCESS_KEY")`,
# `process.env['OPENAI_API_KEY']`, `$env:GH_TOKEN`), names built from parts resolved first (resolve.py).
_SECRET_NAME = r"[A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY|PRIVATE_KEY|CREDENTIALS?)[A-Z0-9_]*"
_ENV_SECRET = lazy(
    rf"""\bos\.Getenv\(\s*"({_SECRET_NAME})"|\bprocess\.env(?:\.({_SECRET_NAME})\b|\[\s*['"`]({_SECRET_NAME})['"`])"""
    rf"""|\bENV(?:\.fetch\(\s*|\[\s*)['"]({_SECRET_NAME})['"]|\$env:({_SECRET_NAME})\b"""
    rf"""|GetEnvironmentVariable\(\s*['"]?({_SECRET_NAME})\b|\benv::var\(\s*"({_SECRET_NAME})"|\bDeno\.env\.get\(\s*['"]({_SECRET_NAME})['"]"""
    rf"""|\bos\.(?:environ(?:\.get\(\s*|\[\s*)|getenv\(\s*)['"]({_SECRET_NAME})['"]"""
    # Shell and PowerShell-less scripts: `$GITHUB_TOKEN`, `${NPM_TOKEN}` (upper case, as the environment names them).
    rf"""|\$\{{?({_SECRET_NAME})\b"""
)
# `for n in GITHUB_TOKEN NPM_TOKEN; do ... ${!n}`: the loop variable names secrets read by indirection.
_FOR_NAMES = lazy(r"^\s*for\s+([A-Za-z_]\w*)\s+in\s+([^;\n]*)")
_FOR_SECRETS = lazy(rf"^\s*for\s+\w+\s+in\s+[^;\n]*\b{_SECRET_NAME}\b", re.M)
_URL = lazy(r"https?://[^\s\"'`]+")
_URL_TAIL = lazy(r"""["'`]\s*(?:\+|\.|<>)\s*([A-Za-z_]\w*)""")
_EXEC = lazy(
    r"\b(?:eval|exec|execSync|system|popen|Invoke-Expression|iex|compile)\b\s*[(\s$\"'`]|\[scriptblock\]::Create\s*\("
    r"|\bexec\.Command\s*\(\s*[\"'](?:/bin/)?(?:ba|z)?sh[\"']|\b(?:ba|z)?sh\s+-c\b|Kernel\.send\s*\(\s*:system|\binstance_eval\b"
    r"|\bshell\s*=\s*True"
    # Deserialisers and sandboxes that run what they load.
    r"|\b(?:pickle|marshal|dill|cloudpickle)\.loads?\s*\(|\byaml\.(?:unsafe_)?load\s*\(|\brunIn(?:New|This)?Context\s*\("
    r"|\bnew\s+Function\s*\(|\bIO\.popen\b|\bqx\s*[({]",
    re.I,
)
# Run on one line at a time; a curl, Invoke-* or fetch only where its send option follows on the line (`Gated`).
_CURL_SENDS = r"(?:\s-d\b|\s-F\b|\s-T\b|--data|--upload-file|--post-|-X\s*(?:POST|PUT))"
_SEND_CALL = (
    r"\bhttp\.Post(?:Form)?\s*\(|\bNet::HTTP\.post(?:_form)?\b|\.post\s*\(|\.put\s*\(|\bUploadString\s*\("
    r"|\bUploadFile\s*\(|\bUploadData\s*\(|\bsendall\s*\(|\.send\s*\(|\.write\s*\(|\bsyswrite\b|\bfsockopen\b"
    r"|\bHTTP::Request->new\s*\(\s*POST|\bhttp\.NewRequest\s*\(\s*\"(?:POST|PUT)\"|\bureq::(?:post|put)\b|\.send_string\s*\("
    # A request built with a fixed URL and a body (`Request('https://x/v', data, ...)`), sent a line or two later.
    r"|\bRequest\s*\(\s*[\"']https?://[^\"'\s]+[\"']\s*,"
)
_NET_SEND = Gated(
    lazy(
        rf"\b(?:curl|wget)\b[^\n]*{_CURL_SENDS}|\bInvoke-(?:WebRequest|RestMethod)\b[^\n]*-(?:Body|InFile|Method\s+P)"
        r"|\bfetch\s*\([^\n]*\bbody\s*:|\burlopen\s*\([^)\n]*,|\bfile_get_contents\s*\([^)\n]*stream_context"
        rf"|{_SEND_CALL}",
        re.I,
    ),
    (
        (r"\b(?:curl|wget)\b", _CURL_SENDS),
        (r"\bInvoke-(?:WebRequest|RestMethod)\b", r"-(?:Body|InFile|Method\s+P)"),
        (r"\bfetch\s*\(", r"\bbody\s*:"),
        (rf"\burlopen\s*\(|\bfile_get_contents\s*\(|{_SEND_CALL}",),
    ),
    re.I,
)
_BUILT_REQUEST = lazy(r"\bRequest\s*\(\s*[\"']https?://", re.I)
_WROTE = lazy(
    r"-OutFile\s+[\"']?(\$?[\w:\\/.${}-]+)|\bDownloadFile\s*\([^,\n]+,\s*[\"']?(\$?[\w:\\/.${}-]+)|\burlretrieve\s*\([^,\n]+,\s*[\"']?([\w./${}-]+)"
    r"|\bos\.WriteFile\s*\(\s*[\"']?([\w./${}-]+)",
    re.I,
)
_START = lazy(
    r"\bStart-Process\b|^\s*&\s|\bInvoke-Item\b|\bstartfile\b|\bexec\.Command\s*\(|\b(?:ba|z)?sh\s+|\bchmod\s+\+x|\bsubprocess\.\w+\s*\(",
    re.I,
)
# Blank runs possessive: what follows each is not a blank, so a long blank run is never split every way.
_ASSIGN = lazy(
    r"^\s*+(?:if\s++)?(?:(?:my|our|local|const|let|var|set)\s++)?\(?\s*+\$?([A-Za-z_]\w*+)"
    r"(?:\s*+,\s*+\$?[A-Za-z_]\w*+)*\s*+\)?\s*+(?::=|=(?!=)|<-)\s*(.*)$"
)
_DEF = lazy(
    r"^\s*(?:def|func|function|sub)\s+([A-Za-z_]\w*)|^\s*(?:export\s+)?(?:const|let)\s+([A-Za-z_]\w*)\s*=\s*(?:async\s*)?\("
)
_RETURN = lazy(r"^\s*return\b(.*)$")
_COMMENT = lazy(r"^\s*(?:#|//|--|rem\s|REM\s|<#)")


@dataclass(frozen=True)
class Taint:
    """A tainted value reaching a sink: "fetch-exec", "secret-send" or "drop-run"; the 1-based line."""

    kind: str
    line: int
    source: str


class _Names(dict[str, str]):
    """Tainted names -> where their value came from, with one compiled pattern for all of them."""

    _pattern: re.Pattern[str] | None = None

    def __setitem__(self, name: str, origin: str) -> None:
        if name not in self:
            self._pattern = None
        super().__setitem__(name, origin)

    def used_in(self, line: str) -> str:
        """The origin of the first tainted name `line` uses ("" for none)."""
        if not self:
            return ""
        if self._pattern is None:
            alts = "|".join(map(re.escape, sorted(self, key=len, reverse=True)))
            self._pattern = re.compile(rf"(?:(?<![\w.])|(?<=\$\{{))(?:{alts})\b")
        m = self._pattern.search(line)
        return self[m.group(0)] if m else ""


def returning_fetch(text: str) -> set[str]:
    """Functions in `text` that return what they downloaded (helpers a script in another file calls)."""
    out: set[str] = set()
    current = ""
    fetched: set[str] = set()
    for line in text.split("\n"):
        d = _DEF.match(line)
        if d:
            current, fetched = d.group(1) or d.group(2), set()
            continue
        if not current:
            continue
        a = _ASSIGN.match(line)
        if a and _FETCH.search(a.group(2)):
            fetched.add(a.group(1))
        r = _RETURN.match(line)
        if r and (_FETCH.search(r.group(1)) or any(re.search(rf"\b{re.escape(n)}\b", r.group(1)) for n in fetched)):
            out.add(current)
    return out


_PACKED_TO = lazy(r"(?i)-DestinationPath\s+[\"']?\$?([\w]+)|\bZipFile\.CreateFromDirectory\([^,\n]+,\s*\$?(\w+)")
# A script defining a function at all (most one-off scripts do not): only then are helpers sought.
_DEF_HINT = lazy(
    r"^[ \t]*(?:def|func|function|sub)\s|^[ \t]*(?:export\s+)?(?:const|let)\s+\w+\s*=\s*(?:async\s*)?\(", re.M
)
# What a helper does to go online (not `f.write(x)`, which `_NET_SEND` also counts).
_HELPER_SEND = lazy(
    r"\bfetch\s*\([^\n]*\bbody\s*:|\burlopen\s*\([^)\n]*,|\b(?:requests|httpx|axios|session)\.(?:post|put)\s*\("
    r"|\bhttp\.Post(?:Form)?\s*\(|\bNet::HTTP\.post|\bInvoke-(?:WebRequest|RestMethod)\b[^\n]*-(?:Body|InFile|Method\s+P)"
    r"|\bUpload(?:String|File|Data)\s*\(|\b(?:curl|wget)\b[^\n]*(?:\s-d\b|\s-F\b|\s-T\b|--data|--upload-file)"
    r"|\bureq::(?:post|put)\b|\bsendall\s*\(",
    re.I,
)
_HELPER_SEND_HINTS = ("fetch(", "urlopen", ".post", ".put", "upload", "curl", "wget", "invoke-", "sendall", "ureq")


def sending_helpers(text: str) -> set[str]:
    """Functions in `text` whose body sends over the network (`ship(data)`, `const report = (t) => fetch(...)`)."""
    out: set[str] = set()
    lower = text.lower()
    if not any(h in lower for h in _HELPER_SEND_HINTS):
        return out
    current = ""
    for line in text.split("\n"):
        d = _DEF.match(line)
        if d:
            current = d.group(1) or d.group(2)
            if _HELPER_SEND.search(line[d.end() :]):
                out.add(current)
            continue
        # A line back at the left margin (not a closing brace or `end`) is outside any function.
        if line[:1].strip() and not line.startswith(("}", "end", ")")):
            current = ""
        if current and _HELPER_SEND.search(line):
            out.add(current)
    return out


def _named_secret(text: str) -> str:
    m = _ENV_SECRET.search(text)
    return "$" + next(g for g in m.groups() if g) if m else ""


# From a run's first blank only, runs possessive (a bracket or quote follows): a blank line is not split every way.
_URL_START = lazy(r"""(?<!\s)\s*+\(?\s*+f?["'`]https?://""")


def _bracketed(rhs: str, lines: list[str], number: int) -> str:
    """`rhs` with the lines after it joined while a bracket it opens is open (Python's implicit continuation)."""
    out, depth = rhs, rhs.count("(") - rhs.count(")")
    for nxt in lines[number : number + 8]:
        if depth <= 0:
            break
        out += " " + nxt.strip()
        depth += nxt.count("(") - nxt.count(")")
    return out


def _url_carries(line: str, named: _Names) -> str:
    """A secret named in a URL's query or path (`curl "https://x/v?t=$NPM_TOKEN"`): sent with the request."""
    if "://" not in line:
        return ""
    for m in _URL.finditer(line):
        # A query left open and completed by concatenation (`'https://x/v?t=' + token`) carries the name too.
        tail = _URL_TAIL.match(line, m.end()) if m.group(0).endswith(("=", "/")) else None
        if src := named.used_in(m.group(0) + (" " + tail.group(1) if tail else "")) or _named_secret(m.group(0)):
            return src
    return ""


def taints(
    doc: Doc,
    helpers: frozenset[str] | set[str] = frozenset(),
    *,
    sends: bool = True,
    senders: frozenset[str] | set[str] = frozenset(),
) -> list[Taint]:
    """Fetched values run, secrets sent and downloads started in `doc` (`helpers` return downloads).

    With `sends` off (a language with its own walk), only what that walk does not follow is sent:
    a secret environment variable read by name, or anything handed to a `senders` helper.
    """
    fetched, secret, dropped = _Names({h: f"{h}()" for h in helpers}), _Names(), _Names()
    named = _Names()
    # Names holding a URL built with a named secret in it, to the URL expression (its host judged where it is fetched).
    urls_named = _Names()
    lines = doc.norm.split("\n")
    alts = "|".join(map(re.escape, sorted(senders)))
    sender_call = re.compile(rf"(?<![\w.])(?:{alts})\s*\(") if senders else None
    out: list[Taint] = []
    # Secrets by name are looked for line by line only in a script that names one.
    has_named = _ENV_SECRET.search(doc.norm) is not None or _FOR_SECRETS.search(doc.norm) is not None
    for number, line in enumerate(lines, 1):
        if not line.strip() or _COMMENT.match(line):
            continue
        a = _ASSIGN.match(line)
        rhs = a.group(2) if a else line
        path = SENSITIVE_PATH.search(rhs)
        got = _FETCH.search(rhs)
        from_fetch = "a download" if got else fetched.used_in(rhs)
        from_secret = path.group(0).strip(" '\"=(") if path else ("the environment" if _ENV_ALL.search(rhs) else "")
        from_secret = from_secret or secret.used_in(rhs)
        if has_named:
            full = _bracketed(rhs, lines, number) if a else rhs
            from_named = _named_secret(full) or named.used_in(full)
            if a and from_named:
                named[a.group(1)] = from_named
                if _URL_START.match(full):
                    urls_named[a.group(1)] = full
            # A URL built with the secret, fetched here: the secret rides in it toward the host the URL names.
            url_expr = urls_named.used_in(line) if _FETCH.search(line) or _NET_SEND.search(line) else ""
            src = url_expr and (_named_secret(url_expr) or named.used_in(url_expr))
            if src and not authenticates(url_expr, src, helper=False, carried=True):
                out.append(Taint("secret-send", number, f"the {src} variable"))
                continue
            loop = _FOR_NAMES.match(line)
            if loop and (secret_word := re.search(rf"\b{_SECRET_NAME}\b", loop.group(2))):
                named[loop.group(1)] = "$" + secret_word.group(0)
        # A secret packed into a file: the file carries it (`Compress-Archive -Path ~/.ssh -DestinationPath $z`).
        if from_secret and (packed := _PACKED_TO.search(line)):
            secret[next(g for g in packed.groups() if g)] = from_secret
        wrote = _WROTE.search(line)
        if wrote:
            target = next(g for g in wrote.groups() if g)
            dropped[target.lstrip("$").strip("{}")] = "a download"
        if a:
            if from_fetch:
                fetched[a.group(1)] = from_fetch
            if from_secret:
                secret[a.group(1)] = from_secret
            if a.group(1) in fetched or a.group(1) in secret:
                continue
        if _EXEC.search(line):
            src = fetched.used_in(line) or ("a download" if got and not a else "")
            if src:
                out.append(Taint("fetch-exec", number, src))
                continue
        via_helper = sender_call is not None and not _DEF.match(line) and sender_call.search(line)
        if (sends or via_helper) and (via_helper or _NET_SEND.search(line)):
            src = secret.used_in(line) or (from_secret if path or _ENV_ALL.search(line) else "")
            if src and (sends or via_helper):
                out.append(Taint("secret-send", number, src))
                continue
        if not has_named:
            src = ""
        elif via_helper or _NET_SEND.search(line):
            src = named.used_in(line) or _named_secret(line)
        else:
            src = _url_carries(line, named)
        held = a is not None and a.group(1) in named and not _BUILT_REQUEST.search(line)
        if src and not held:
            # A header signs in only when the secret is in it: one left once headers and auth are taken out is sent.
            rest = AUTH_PART.sub(" ", rhs)
            carried = bool(named.used_in(rest) or _named_secret(rest))
            if not authenticates(line, src, helper=bool(via_helper), carried=carried):
                out.append(Taint("secret-send", number, f"the {src} variable"))
                continue
        if dropped and _START.search(line) and not wrote:
            src = dropped.used_in(line)
            if src:
                out.append(Taint("drop-run", number, "a downloaded file"))
    return out


TAINT_HINTS = (*FETCH_HINTS, *EXEC_HINTS, *DROP_HINTS, *SECRET_HINTS, *SEND_HINTS, *NAMED_HINTS)
# Languages whose own walk (flow.py, pyast.py) already follows secrets to the network.
_WALKED = frozenset({"python", "shell", "javascript"})


def _worth(doc: Doc, helpers: set[str]) -> tuple[bool, bool]:
    """Whether to walk `doc`, and whether to look for secrets sent (languages without their own walk)."""
    has = doc.has
    runs = any(has(h) for h in EXEC_HINTS) and (any(has(h) for h in FETCH_HINTS) or any(h in doc.norm for h in helpers))
    drops = any(has(h) for h in DROP_HINTS)
    sends = doc.lang not in _WALKED and any(has(h) for h in SEND_HINTS) and any(has(h) for h in SECRET_HINTS)
    return runs or drops or sends, sends


def _worth_named(doc: Doc, senders: set[str]) -> bool:
    """Whether a script may send a secret by name or through a helper (what the language walks miss)."""
    if not any(doc.has(h) for h in SEND_HINTS) and not ("?" in doc.norm and "://" in doc.norm):
        return False  # no body sent; a query may still carry a secret (`urlopen('https://x/v?t=' + token)`)
    calls = bool(senders) and any(n + "(" in doc.norm for n in senders)
    # A secret sent by name is reported only toward a fixed host that is not well known (or through a helper).
    if not calls and not any(not well_known(h) for h in URL_HOST.findall(doc.norm)):
        return False
    if any(doc.has(h) for h in NAMED_HINTS) and (_ENV_SECRET.search(doc.norm) or _FOR_SECRETS.search(doc.norm)):
        return True
    return calls and bool(SENSITIVE_PATH.search(doc.norm) or _ENV_ALL.search(doc.norm))


def skill_taints(docs: list[Doc]) -> dict[str, list[Taint]]:
    """Taints per script path (resolved views included), helpers shared across the bundle; cached on the first doc."""
    if not docs:
        return {}
    cached = docs[0].cache.get("taints")
    if isinstance(cached, dict):
        return cached
    scripts = [d for d in docs if d.kind == "code"]
    helpers: set[str] = set()
    senders: set[str] = set()
    for d in scripts:
        if "return" in d.norm and any(d.has(h) for h in FETCH_HINTS):
            helpers |= returning_fetch(d.norm)
        if any(d.has(h) for h in SEND_HINTS) and _DEF_HINT.search(d.norm):
            senders |= sending_helpers(d.norm)
    out = {}
    for d in scripts:
        walk, sends = _worth(d, helpers)
        walk = walk or _worth_named(d, senders)
        if walk and (found := taints(d, helpers, sends=sends, senders=senders)):
            out[d.path] = found
    # Recipes, RUN lines and CI steps are shell too: a secret named there and sent off is the same send.
    for d in docs:
        if d.kind != "code" and not d.origin and BUILD_FILE.search(d.path) and _worth_named(d, set()):
            found = [t for t in taints(d, sends=False) if t.kind == "secret-send"]
            if found:
                out[d.path] = found
    docs[0].cache["taints"] = out
    return out
