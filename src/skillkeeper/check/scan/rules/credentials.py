"""Credential and secret access: SSH keys, cloud credentials, .env, git credentials, browsers, MCP configs, keychains,
and the login password itself (fake password dialogs, sudo wrappers).

A sensitive path in a script is critical (the script reads it). In prose it is critical
only with an access verb on the same line ("cat ~/.ssh/id_rsa", "include the contents of
~/.aws/credentials"); a bare mention ("credentials live in ~/.aws/credentials") is info.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillkeeper.check.scan.framing import CLAUSE_BREAK, NEGATION
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import PatternRule, ScanContext, register, run_patterns, rx
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.text import DOTENV_FILE, Doc

CATEGORY = "credential-access"

_ACCESS = lazy(
    r"(?i)\bopen\s*\(|\b(?:cat|less|more|head|tail|type|read|reading|copy|cp|scp|rsync|upload|send|post|include|"
    r"attach|print|dump|base64|tar|zip|collect|grab|extract|exfiltrate|get-content|contents?\s+of|output|paste|"
    r"forward|share|steal|harvest|gather|sqlite3|strings|xxd|find-generic-password|find-internet-password|dump-keychain)\b"
    # curl's upload flags read the file they name (`-F k=@path`, `-T path`, `--data-binary @path`).
    # Case-sensitive: `ssh-add -t 3600` is a lifetime, not an upload.
    r"|(?-i:\s-F\s*['\"]?[\w.-]*=@|\s(?:-T|--upload-file)\s+|\s(?:-d|--data(?:-binary|-raw)?)\s+@)"
)
# An Ansible task that reads a file into the play (`slurp:` / `fetch:` then its `src:` on the next line).
# Never started inside a blank run (a match there would have started at the run's first blank, or ended just before
# it), runs possessive: a word follows, so giving blanks back never helps; a tab line cost its cube to try every way.
_READ_MODULE = lazy(r"(?:(?<![ \t])|(?![ \t]))[ \t]*+-?[ \t]*+(?:\w+\.\w+\.)?(?:slurp|fetch):[ \t]*")
_INTO = lazy(r"(?i)\b(?:into|to|in|inside)\b")
# "~/.ssh/id_rsa contents are sent/uploaded ..." names the path first.
_ACCESS_AFTER = lazy(
    r"(?i)^\S*\s+(?:(?:contents?|file|data)\s+)?(?:(?:is|are|was|were|be|gets?)\s+(?:to\s+be\s+)?)?"
    r"(?:sent|uploaded|posted|read|copied|attached|included|exfiltrated)\b|\|\s*(?:base64|curl|nc|xxd)"
)
# `cat ~/.npmrc | grep registry`: the read is filtered down to a setting that is not a secret.
_FILTERED = lazy(r"^\S*\s*\|\s*(?:grep|rg|jq|yq)\s+(?:-\w+\s+)*[\"']?([\w.@:-]+)")
_SECRET_WORD = lazy(r"(?i)key|token|secret|pass|auth|cred|cookie|session|private")
_WRITE_ONLY = lazy(r"(?i)\b(?:ssh-keygen|chmod|generate|create|add\s+(?:your|the)\s+public|\.pub\b)")


def _needs_access_verb(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    if doc.kind == "code":
        return severity
    if _ACCESS.search(m.group(0)):
        return severity  # the match is itself the read ("security find-generic-password")
    start = doc.orig(m.start())
    line = doc.line_text(start)
    if _WRITE_ONLY.search(line):
        return "info"
    before = line[: start - (doc.text.rfind("\n", 0, start) + 1)]
    above = doc.text.rfind("\n", 0, start)
    if above > 0 and _READ_MODULE.fullmatch(doc.text, doc.text.rfind("\n", 0, above) + 1, above):
        return severity  # the path is the `src:` of an Ansible module that reads it
    verbs = list(_ACCESS.finditer(before))
    after_path = line[len(before) :]
    filtered = _FILTERED.match(after_path)
    if filtered and not _SECRET_WORD.search(filtered.group(1)):
        return "warn" if severity == "critical" else severity
    if verbs:
        # "copy the snippet into ~/.cursor/mcp.json" writes the file; it does not read it.
        if _INTO.search(before[verbs[-1].end() :]):
            return "info"
        return severity
    if _ACCESS_AFTER.search(after_path):
        return severity
    return "info"


def _rule(code: str, pattern: str, what: str, triggers: tuple[str, ...]) -> PatternRule:
    return PatternRule(code, rx(pattern), f"accesses {what}", refine=_needs_access_verb, triggers=triggers)


# `security find-generic-password -s my-tool -w`: a skill reading back the one item it stored under
# its own service name. Browsers' "Safe Storage" keys, Wi-Fi, iCloud and other apps' items are theft.
_OWN_ITEM = lazy(r"\bfind-generic-password\b[^\n|;&]*?\s-s\s+[\"']?(?P<svc>[^\"'\s]+(?:\s+Safe\s+Storage)?)")
_OTHERS_ITEM = lazy(
    r"(?i)safe\s*storage|chrom|brave|edge|opera|vivaldi|firefox|safari|icloud|airport|wi-?fi|login|keychain|1password"
    r"|bitwarden|lastpass|slack|discord|telegram|signal|metamask|exodus|ledger|github|gitlab|aws|docker|ssh"
)


def _keychain(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    refined = _needs_access_verb(m, doc, severity)
    if refined != "critical":
        return refined
    line = doc.line_text(doc.orig(m.start()))
    own = _OWN_ITEM.search(line)
    if own and not _OTHERS_ITEM.search(own.group("svc")) and "dump-keychain" not in line:
        return "warn"
    return refined


def _not_negated(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """A read-out forbidden in its own clause ("Never print the contents of `.env`", in a rule file too) is advice."""
    start = doc.orig(m.start())
    clause = CLAUSE_BREAK.split(doc.text[doc.text.rfind("\n", 0, start) + 1 : start])[-1]
    return "info" if NEGATION.search(clause) else severity


RULES = (
    _rule(
        "SK-CRED-SSH-KEY",
        r"\.ssh/(?:id_[a-z0-9]+\b(?!\.pub)|identity\b|[\w.-]*\.pem\b)|\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)",
        "SSH private keys",
        triggers=(".ssh/", "id_"),
    ),
    _rule(
        "SK-CRED-CLOUD",
        r"\.aws/credentials|\.config/gcloud|application_default_credentials\.json|\.azure/(?:accessTokens|msal_token_cache|azureProfile)"
        r"|\.terraform\.d/credentials",
        "cloud credentials",
        triggers=(".aws/", "gcloud", "application_default", ".azure/", ".kube/", ".docker/", ".oci/", ".terraform.d"),
    ),
    PatternRule(
        "SK-CRED-TOOL-CONFIG",
        rx(r"\.kube/config\b|\.docker/config\.json|\.oci/config"),
        "reads a tool config that may hold cluster or registry tokens",
        severity="warn",
        refine=_needs_access_verb,
        triggers=(".kube/", ".docker/", ".oci/"),
    ),
    _rule(
        "SK-CRED-GIT",
        r"\.git-credentials|\.netrc\b|\.npmrc\b|\.pypirc\b|\bgh\s+auth\s+token\b|git\s+credential\s+fill",
        "git or package-registry credentials",
        triggers=(".git-credentials", ".netrc", ".npmrc", ".pypirc", "auth token", "credential fill"),
    ),
    _rule(
        "SK-CRED-BROWSER",
        r"Login\s+Data\b|(?-i:[/\\\\]Cookies\b)|cookies\.sqlite|logins\.json|key4\.db|Local\s+State\b|Chrome/User\s+Data|Google/Chrome/(?:Default|Profile)"
        r"|\.mozilla/firefox|BraveSoftware/Brave-Browser|Microsoft/Edge/User\s+Data",
        "browser profiles or cookies",
        triggers=(
            "login data",
            "cookies",
            "logins.json",
            "key4.db",
            "local state",
            "user data",
            "google/chrome",
            ".mozilla",
            "bravesoftware",
            "edge/user",
        ),
    ),
    _rule(
        "SK-CRED-MCP-CONFIG",
        r"claude_desktop_config\.json|\.cursor/mcp\.json|\.claude\.json\b|\.codeium/windsurf/mcp_config\.json|\.vscode/mcp\.json|\.openclaw/openclaw\.json|\.gemini/settings\.json|\.codex/config\.toml",
        "MCP client config files (tokens of other servers)",
        triggers=(
            "claude_desktop_config",
            ".cursor/",
            ".claude.json",
            "windsurf",
            ".vscode/mcp",
            ".openclaw/",
            ".gemini/settings",
            ".codex/config",
        ),
    ),
    PatternRule(
        "SK-CRED-KEYCHAIN",
        rx(
            r"\bsecurity\s+(?:find-generic-password|find-internet-password|dump-keychain)|login\.keychain|\bsecret-tool\s+lookup"
            r"|gnome-keyring|kwallet|\bcmdkey\s+/list|vaultcmd|CredentialManager"
        ),
        "accesses the OS keychain",
        refine=_keychain,
        triggers=(
            "security ",
            "keychain",
            "secret-tool",
            "gnome-keyring",
            "kwallet",
            "cmdkey",
            "vaultcmd",
            "credentialmanager",
        ),
    ),
    _rule(
        "SK-CRED-WALLET",
        r"wallet\.dat|\.electrum/|Exodus/exodus\.wallet|metamask|\.solana/id\.json|keystore/UTC--"
        # Browser wallet extensions by their store IDs (MetaMask, Phantom, Coinbase, Trust, TronLink, Binance).
        r"|nkbihfbeogaeaoehlefnkodbefgpgknn|bfnaelmomeimhlpmgjnjophhpkkoljpa|hnfanknocfeofbddgcijnmhnfnkdnaad"
        r"|egjidjbpglichdcondbcbdnbeeppgdph|ibnejdfjmmkpcnlpebklmnkoeoihofec|fhbohimaelbohpjbbldcngcnapndodjp",
        "crypto wallets",
        triggers=(
            "wallet",
            ".electrum",
            "exodus",
            "metamask",
            ".solana",
            "keystore",
            "nkbihfbeogaeaoehlefnkodbefgpgknn",
            "bfnaelmomeimhlpmgjnjophhpkkoljpa",
            "hnfanknocfeofbddgcijnmhnfnkdnaad",
            "egjidjbpglichdcondbcbdnbeeppgdph",
            "ibnejdfjmmkpcnlpebklmnkoeoihofec",
            "fhbohimaelbohpjbbldcngcnapndodjp",
        ),
    ),
    _rule(
        "SK-CRED-SYSTEM",
        r"/etc/shadow\b|/etc/sudoers\b|\bSAM\s+hive|lsass",
        "system password stores",
        triggers=("/etc/shadow", "/etc/sudoers", "sam", "lsass"),
    ),
    PatternRule(
        "SK-CRED-DOTENV",
        rx(
            r"\b(?:cat(?!\s*>)|type|print|dump|send|upload|post|paste|share|forward|exfiltrate|include|output)\b(?:[^\n.!?]|\.(?=\S)){0,60}"
            + DOTENV_FILE
            + r"|"
            + DOTENV_FILE
            + r"[^\n]{0,40}\b(?:to|into)\s+(?:the\s+)?(?:url|endpoint|webhook|server|request|parameter|response|chat)"
        ),
        "reads out a .env file of secrets",
        applies="prose",
        refine=_not_negated,
        triggers=(".env",),
    ),
    PatternRule(
        "SK-CRED-ENV-DUMP",
        rx(
            r"(?:^|[;&|(`$]\s*|\bthen\s+)(?:printenv|env|set|Get-ChildItem\s+env:|gci\s+env:)\s*(?:\||>|$)", re.I | re.M
        ),
        "dumps every environment variable (all secrets)",
        severity="warn",
        triggers=("env", "set"),
    ),
    PatternRule(
        "SK-CRED-PASSWORD-PROMPT",
        # The macOS stealers' trick: a fake system dialog with a hidden answer, checked with dscl.
        rx(r"\bdisplay\s+dialog\b[^\n]{0,300}\bhidden\s+answer\b|\bdscl\s+\.\s+-authonly\b"),
        "asks for the login password in a fake system dialog (osascript hidden answer, dscl -authonly)",
        triggers=("hidden answer", "authonly"),
    ),
    PatternRule(
        "SK-CRED-SUDO-WRAP",
        rx(
            r"(?<![\w.-])(?:function\s+)?sudo\s*\(\s*\)\s*\{|\balias\s+sudo\s*=\s*[\"'][^\"'\n]*\b(?:read|curl|wget|tee|nc)\b"
        ),
        "replaces sudo with a wrapper that reads the password",
        triggers=("sudo",),
    ),
)


# Config files a tool edits in place (MCP clients, cloud and registry configs): a script that
# reads one, writes it back and talks to no network is a config writer, not a thief.
_EDITABLE = frozenset({"SK-CRED-MCP-CONFIG", "SK-CRED-CLOUD", "SK-CRED-GIT", "SK-CRED-TOOL-CONFIG"})
_WRITES_FILE = lazy(
    r"writeFileSync|fs\.writeFile|\.write_text\(|json\.dump\(|toml\.dump|yaml\.(?:safe_)?dump\(|open\([^\n)]*,\s*['\"][wa]"
    r"|\bcfg\.write\(|>\s*[\"']?(?:\$\w+|~|/)"
)
_NETWORK = lazy(
    r"(?i)\b(?:requests|httpx|urllib|http\.client|socket|aiohttp|smtplib|websocket|axios|curl|wget|nc|ncat|scp|ftp)\b"
    r"|\bfetch\s*\(|\bhttps?\.(?:request|get)\b|https?://"
)


def _config_writer(doc: Doc) -> bool:
    """A script that writes files and has no network call anywhere in it."""
    return doc.kind == "code" and _WRITES_FILE.search(doc.norm) is not None and not _NETWORK.search(doc.norm)


_PATH_HEAD = lazy(r"[\w./-]*$")
_PATH_TAIL = lazy(r"[\w./-]*")


def _names_own_file(f: Finding, ctx: ScanContext, shipped: set[str]) -> bool:
    """The finding's path is a file the skill ships (`templates/.npmrc`): its own template, not the user's file."""
    loc = f.location
    doc = next((d for d in ctx.docs if d.path == loc.file and d.kind != "code"), None) if loc else None
    lines = doc.text.splitlines() if doc else []
    if loc is None or not 0 < loc.line <= len(lines) or loc.column < 1:
        return False
    line = lines[loc.line - 1]
    head, tail = _PATH_HEAD.search(line[: loc.column - 1]), _PATH_TAIL.match(line, loc.column - 1)
    path = ((head.group(0) if head else "") + (tail.group(0) if tail else "")).removeprefix("./")
    # A bare `.netrc` is the working folder's, whatever the skill ships beside SKILL.md.
    return "/" in path and path in shipped


@register(CATEGORY, RULES)
def check(ctx: ScanContext) -> Iterator[Finding]:
    writers: set[str] | None = None  # found only when needed: two passes over every script
    shipped = {bf.path for bf in ctx.skill.files}
    for f in run_patterns(ctx, CATEGORY, RULES):
        if f.severity == "critical" and f.code in _EDITABLE and _names_own_file(f, ctx, shipped):
            f = Finding(f.code, f.category, "info", f.message + " (a file this skill ships)", f.fatal, f.location)
        if f.severity == "critical" and f.code in _EDITABLE and f.location:
            if writers is None:
                writers = {doc.path for doc in ctx.docs if _config_writer(doc)}
            if f.location.file in writers:
                f = Finding(
                    f.code, f.category, "warn", f.message + " (edits it in place; no network)", f.fatal, f.location
                )
        yield f
