"""Remote code execution: piping downloads into a shell, download-chmod-run, PowerShell
download-and-execute, reverse shells, fake "prerequisite" installers and password-protected archives, Windows system
binaries that fetch code (certutil, mshta, bitsadmin) and installers taken from paste sites.

Piping a download into a shell from a short list of well-known installer URLs (rustup, uv,
Homebrew, nvm, ...) is warn rather than critical: it is still remote code, but it is the
documented way to install those tools.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillkeeper.check.scan.hosts import official_installer, placeholder, risk, urls, well_known
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.packages import file_squats, install_squats
from skillkeeper.check.scan.pyast import doc_facts
from skillkeeper.check.scan.registry import (
    CodeRow,
    PatternRule,
    ScanContext,
    gated_rx,
    register,
    run_patterns,
    rx,
    severity_in,
)
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.taint import TAINT_HINTS, skill_taints
from skillkeeper.check.scan.text import Doc

CATEGORY = "remote-exec"

# Runs what it downloads: the only context where a raw IP or a throwaway domain is critical.
_EXEC_CONTEXT = lazy(
    r"(?i)\|\s*(?:sudo\s+)?(?:env\s+)?(?:ba|z|da|k)?sh\b|\b(?:ba|z)?sh\s+-c\b|\|\s*(?:sudo\s+)?(?:python[0-9.]*|perl|ruby|node)\b"
    r"|\b(?:iex|Invoke-Expression)\b|\bsource\s+<\(|--index-url|--extra-index-url|--registry\b|&&\s*(?:sudo\s+)?(?:ba)?sh\s"
    r"|chmod\s+\+x"
)
_RUN_CONTEXT = lazy(
    r"(?i)\|\s*(?:sudo\s+)?(?:env\s+)?(?:ba|z|da|k)?sh\b|\b(?:ba|z)?sh\s+-c\b|\|\s*(?:sudo\s+)?(?:python[0-9.]*|perl|ruby|node)\b"
    r"|\b(?:iex|Invoke-Expression|source)\b|--index-url|--extra-index-url|--registry|\b(?:pip|pip3|uv|npm|pnpm|yarn|gem|cargo|go)\s+"
    r"(?:install|add|get)\b|\bprerequisite|\binstall|\bdownload|\s-o\s|\s-O\s"
)


def _first_url(text: str) -> tuple[str, str] | None:
    found = urls(text)
    return (found[0][2], found[0][3]) if found else None


def _installer_host(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    url = _first_url(m.group(0))
    # Only an exact allow-listed host and path counts: sh.rustup.rs.mirror.cc is not rustup.
    if url is not None and official_installer(*url):
        return "warn" if severity == "critical" else severity
    return severity


def _download_run(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    window = doc.norm[m.start() : m.start() + 600]
    if not re.search(r"(?i)chmod\s+(?:[ugoa]*\+x|[0-7]*[1357][0-7]{0,2})\b|\bxattr\s+-[dcr]", window):
        return None
    lower = window.lower()
    step = min((i for i in (lower.find("chmod"), lower.find("xattr")) if i >= 0), default=0)
    if not re.search(r"(?:^|[\s;&|])(?:\./|/tmp/|~/|\$HOME/|\$TMPDIR|sudo\s+\./|open\s+)", window[step:]):
        return None
    return _installer_host(m, doc, severity)


_SAVED_AS = lazy(
    r"(?:\s-[a-zA-Z]*o\s*|\s-O\s+|--output[ =]|--output-document[ =]|>\s*|https?://\S+\s+(?:to|as|into)\s+)[\"'`]?([\w./$~{}%\\-]+)"
)


def _download_then_run(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    saved = _SAVED_AS.search(m.group(0))
    if saved is None:
        return None
    name = re.split(r"[/\\]", saved.group(1).rstrip("."))[-1]
    if not name or name in {"-", "dev", "null"}:
        return None
    window = doc.norm[m.end() : m.end() + 300]
    runner = (
        r"(?:^|[\s;&|(`])(?:sudo\s+)?(?:(?:ba|z|da)?sh|bash|source|\.|python[0-9.]*|node|perl|ruby|(?P<pkg>"
        r"installer\s+-pkg|msiexec(?:\.exe)?\s+/[ia]|dpkg\s+-i|rpm\s+-[iU]\w*|hdiutil\s+attach|open)"
        # Windows: `start /b %TEMP%\\x.exe` or Start-Process runs what was just saved.
        r"|start(?:\s+/b)?(?:\s+\"\")?|(?i:start-process))\s+"
        rf"(?:-\w+\s+)*[\"']?[\w./$~{{}}%\\-]*{re.escape(name)}\b"
    )
    run = re.search(runner, m.group(0)[saved.end() :] + "\n" + window)
    if run is None:
        return None
    if run.group("pkg"):
        # Installing a downloaded package is how vendors ship (AWS CLI .pkg); critical only from a
        # raw IP, a look-alike or throwaway host, or over plain http.
        url = _first_url(m.group(0))
        if url is None or not (risk(url[0]) or "http://" in m.group(0)):
            return "warn" if severity == "critical" else severity
    return _installer_host(m, doc, severity)


def _docker_add_run(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """An image step that runs what ADD fetched from a URL with no checksum, from a host not well known."""
    url, dest = m.group("url"), m.group("dest")
    if any(well_known(h) or placeholder(h) for _, _, h, _ in urls(url)):
        return None
    name = (url.rstrip("/").rsplit("/", 1)[-1] if dest.endswith("/") else dest.rsplit("/", 1)[-1]).split("?")[0]
    rest = doc.norm[m.end() : m.end() + 2000]
    for run in re.finditer(r"(?im)^\s*(?:RUN|ENTRYPOINT|CMD)\b([^\n]*)", rest):
        if name and re.search(rf"(?<![\w.-]){re.escape(name)}(?![\w.-])", run.group(1)):
            return severity
    return None


# Paste and snippet sites: nobody ships a real installer from one (ClawHavoc's glot.io lures).
_PASTE_HOSTS = (
    r"glot\.io|pastebin\.com|paste\.ee|rentry\.(?:co|org)|hastebin\.(?:com|skyra\.pw)|ghostbin\.\w+|controlc\.com"
    r"|justpaste\.it|dpaste\.(?:org|com)|termbin\.com|paste\.rs|bpa\.st|0bin\.net|privatebin\.\w+|snippet\.host|pastes\.dev"
)
_PASTE_TRIGGERS = (
    "glot.io", "pastebin", "paste.ee", "rentry", "hastebin", "ghostbin", "controlc", "justpaste", "dpaste", "termbin",
    "paste.rs", "bpa.st", "0bin", "privatebin", "snippet.host", "pastes.dev",
)  # fmt: skip
_PASTE_RUN = lazy(
    r"(?i)\b(?:run|runs|execute|exec|launch|install|installer|one-liner)\b|\bpaste\s+(?:it|this|that|them|the\s+\w+)\s+(?:in|into)\b"
    r"|\bterminal\b|\|\s*(?:sudo\s+)?(?:ba|z)?sh\b|\biex\b"
)


def _paste_run(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    # The order may come before or after the link ("open <url>, copy the command and paste it into Terminal").
    para_start = doc.norm.rfind("\n\n", 0, m.start()) + 1
    para_end = doc.norm.find("\n\n", m.end())
    window = doc.norm[
        max(para_start, m.start() - 250) : min(m.end() + 250, para_end if para_end >= 0 else len(doc.norm))
    ]
    return severity if _PASTE_RUN.search(window.replace(m.group(0), " ")) else None


RULES = (
    PatternRule(
        "SK-RCE-PIPE-SHELL",
        rx(
            r"\b(?:curl|wget|fetch|iwr|Invoke-WebRequest)\b[^\n|;]{0,300}\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:env\s+)?"
            # A shell started through a wrapper: another root (`chroot /host sh`), namespace or timeout.
            r"(?:(?:chroot|nsenter)\s+(?:-\S+\s+)*(?:[\w/.-]+\s+)?|nohup\s+|timeout\s+\d+\w?\s+)?(?:ba|z|k|da|fi)?sh\b"
            r"|\b(?:curl|wget)\b[^\n|;]{0,300}\|\s*(?:sudo\s+)?(?:python[0-9.]*|perl|ruby|node|php)\b(?!\s+-m\s+json)"
            r"|(?:ba|z)?sh\s+(?:-c\s+)?[\"']?\s*(?:<\(|\$\()\s*(?:curl|wget)\b[^\n]{0,300}"
            r"|\b(?:source|\.)\s+<\(\s*(?:curl|wget)\b[^\n]{0,300}"
        ),
        "pipes a download straight into an interpreter",
        refine=_installer_host,
        triggers=("curl", "wget", "fetch", "iwr", "invoke-webrequest"),
    ),
    PatternRule(
        "SK-RCE-DOWNLOAD-CHMOD-RUN",
        rx(r"\b(?:curl|wget)\b[^\n]{0,300}?(?:-[a-zA-Z]*o\s*|-O\b|--output[ =]|>\s*)[^\n]{0,200}"),
        "downloads a file, makes it executable and runs it",
        refine=_download_run,
        triggers=("curl", "wget"),
    ),
    PatternRule(
        "SK-RCE-POWERSHELL",
        rx(
            r"\b(?:IEX|Invoke-Expression)\b[^\n]{0,200}(?:DownloadString|Invoke-WebRequest|iwr|irm|Invoke-RestMethod|Net\.WebClient|http)"
            r"|(?:DownloadString|Invoke-WebRequest|iwr|irm|Invoke-RestMethod)\b[^\n]{0,300}\|\s*(?:iex|Invoke-Expression)\b"
            r"|\bDownloadFile\s*\([^\n]{0,300}(?:Start-Process|\.exe|\.ps1|\.bat)|powershell(?:\.exe)?\s+[^\n]{0,100}-(?:e|en|enc|encodedcommand)\s+[A-Za-z0-9+/=]{20,}"
        ),
        "PowerShell downloads and executes code",
        refine=_installer_host,
        triggers=(
            "iex",
            "invoke-expression",
            "downloadstring",
            "invoke-webrequest",
            "iwr",
            "irm",
            "invoke-restmethod",
            "downloadfile",
            "powershell",
        ),
    ),
    PatternRule(
        "SK-RCE-REVERSE-SHELL",
        rx(
            r"(?:ba)?sh\s+-i\s*[^\n]{0,20}>&\s*/dev/tcp/|/dev/tcp/[\w.-]+/\d+[^\n]{0,40}(?:0>&1|<&|>&)|\b(?:nc|ncat|netcat)\b[^\n]{0,80}\s-(?:e|c)\s+(?:/bin/)?(?:ba)?sh\b"
            r"|\bmkfifo\b[^\n]{0,80}\b(?:nc|ncat)\b|\bsocat\b[^\n]{0,120}exec:[\"']?(?:/bin/)?(?:ba)?sh|\bsocket\.socket\([^\n]{0,300}\bdup2\b"
            r"|New-Object\s+System\.Net\.Sockets\.TCPClient\([^\n]{0,400}(?:iex|Invoke-Expression|GetStream)"
            # Perl, Ruby and PHP one-liners: a socket, then a shell started on it.
            r"|\b(?:socket|TCPSocket|fsockopen)\b[^\n]{0,400}\b(?:exec|system|spawn|proc_open|popen)\s*\(?\s*[\"']?(?:/bin/)?(?:ba)?sh\b"
            # Python over two lines: a shell whose stdin is a socket's descriptor, or the socket made stdin.
            r"|\b(?:Popen|call|run|spawnv?p?)\s*\(\s*\[?\s*[\"'](?:/bin/)?(?:ba|z)?sh[\"'][^\n]{0,160}\bstdin\s*=\s*\w+\.fileno\(\)"
            r"|\bos\.dup2\(\s*\w+\.fileno\(\)\s*,\s*0\s*\)"
        ),
        "opens a reverse shell",
        triggers=("/dev/tcp", "nc ", "ncat", "netcat", "mkfifo", "socat", "socket", "tcpclient", "fsockopen", "fileno"),
    ),
    PatternRule(
        "SK-RCE-PASSWORD-ARCHIVE",
        rx(
            r"\bpassword[- ]protected\s+(?:zip|archive|file|rar|7z)"
            r"|\b(?:zip|archive|rar|7z|extract(?:ion)?|unpack|unzip|decompress)\b[^\n]{0,60}\b(?:password|passphrase|pass)\s*(?:(?:is\s+|[:=]\s*)[`\"']?|[`\"'])[\w!@#$%-]{3,}"
            # Extracting with a given password; `7z a -p` (making your own encrypted archive) is not a lure.
            r"|\b(?:7za?\s+[xe]\b|unzip|unrar)[^\n]{0,60}\s-p\s*[\"']?(?!-)\S+"
        ),
        "password-protected archive (hides its contents from scanners)",
        triggers=("pass", " -p"),
    ),
    PatternRule(
        "SK-RCE-FAKE-PREREQUISITE",
        gated_rx(
            r"\b(?:download|install|get|grab)\b[^\n]{0,120}https?://[^\s)\"'>]+\.(?:exe|msi|dmg|pkg|app\.zip|scr|bat|cmd|vbs|jar|apk|deb|rpm|appimage|run|bin)\b"
            r"|https?://[^\s)\"'>]+\.(?:exe|msi|dmg|pkg|scr|vbs|appimage)\b[^\n]{0,120}\b(?:run|execute|open|install|launch|double-click)\b"
            r"|\b(?:before|prior to)\s+(?:using|running)\s+(?:this\s+)?skill[^\n]{0,120}\b(?:download|run|execute)\b[^\n]{0,80}(?:installer|setup|\.exe|\.zip|\.dmg|binary|https?://)",
            (r"\b(?:download|install|get|grab)\b", r"https?://"),
            (r"https?://", r"\."),
            (r"\b(?:before|prior to)\s",),
            runs={r"https?://": r"[^\s)\"'>]*"},  # a later URL in the run fails as the first one did
        ),
        "asks to download and run an installer binary (fake prerequisite)",
        triggers=("http", "before", "prior to"),
    ),
    PatternRule(
        "SK-RCE-LOLBIN",
        rx(
            r"\bcertutil(?:\.exe)?\s+[^\n]{0,40}-urlcache\b[^\n]{0,80}https?://|\bbitsadmin(?:\.exe)?\s+/transfer\b[^\n]{0,200}https?://"
            r"|\bmshta(?:\.exe)?\s+[\"']?(?:https?://|vbscript:|javascript:)|\bregsvr32(?:\.exe)?\s+[^\n]{0,40}/i:\s*https?://"
            r"|\brundll32(?:\.exe)?\s+[^\n]{0,40}javascript:"
        ),
        "a Windows system binary fetches or runs remote code (certutil, mshta, bitsadmin, regsvr32)",
        refine=_installer_host,
        triggers=("certutil", "bitsadmin", "mshta", "regsvr32", "rundll32"),
    ),
    PatternRule(
        "SK-RCE-PASTE-SITE-RUN",
        rx(rf"https?://(?:www\.)?(?:{_PASTE_HOSTS})/[^\s)\"'>`]*"),
        "asks to run a command or installer taken from a paste or snippet site",
        refine=_paste_run,
        triggers=_PASTE_TRIGGERS,
    ),
    PatternRule(
        "SK-RCE-GATEKEEPER",
        rx(
            r"\bxattr\s+(?:-r\s+)?-[dc]\s+(?:-r\s+)?(?:com\.apple\.quarantine)?|\bspctl\s+--master-disable|\bSet-ExecutionPolicy\s+(?:Unrestricted|Bypass)\b[^\n]{0,40}-Force"
        ),
        "removes the OS quarantine on downloaded code",
        triggers=("xattr", "spctl", "set-executionpolicy"),
    ),
    PatternRule(
        "SK-RCE-DOCKER-ADD-RUN",
        rx(r"^\s*ADD\s+(?!--checksum)(?:--[\w-]+=\S+\s+)*(?P<url>https?://\S+)\s+(?P<dest>\S+)\s*$", re.I | re.M),
        "a Dockerfile ADDs a file from an outside URL with no checksum and runs it in the image",
        refine=_docker_add_run,
        triggers=("add",),
    ),
    PatternRule(
        "SK-RCE-DOWNLOAD-THEN-RUN",
        rx(
            r"\b(?:curl|wget)\b[^\n]{0,300}?(?:\s-[a-zA-Z]*o\s*|\s-O\s+|--output[ =]|--output-document[ =]|>\s*)"
            r"[^\n]{0,200}"
            # In words: "download https://x/prep.sh to /tmp/prep.sh. Then run `bash /tmp/prep.sh`".
            r"|\b(?:download|fetch|save|grab)\s+(?:the\s+\w+\s+(?:at|from)\s+)?https?://\S+\s+(?:to|as|into)\s+[^\n]{0,200}"
        ),
        "downloads a script to a file and runs it with an interpreter",
        refine=_download_then_run,
        triggers=("curl", "wget", "download", "fetch", "save", "grab"),
    ),
)


CODES: tuple[CodeRow, ...] = (
    ("SK-RCE-PY-FETCH-EXEC", "critical", "Python runs code downloaded at run time"),
    ("SK-RCE-PY-REVSHELL", "critical", "Python connects a socket to a shell (reverse shell)"),
    (
        "SK-RCE-LOOKALIKE-HOST",
        "critical",
        "downloads or installs from a look-alike host, a raw IP or a throwaway domain",
    ),
    ("SK-RCE-TYPOSQUAT", "critical", "installs or depends on a look-alike of a popular package (typosquat)"),
    ("SK-RCE-FETCH-EXEC-FLOW", "critical", "a script runs what it downloaded (through a variable or a helper)"),
    ("SK-RCE-DROP-RUN-FLOW", "critical", "a script starts a file it downloaded"),
)
_TAINT_CODES = {"fetch-exec": "SK-RCE-FETCH-EXEC-FLOW", "drop-run": "SK-RCE-DROP-RUN-FLOW"}
# Literals one of which every install line holds (the typosquat walk only reads those lines).
_INSTALL_TRIGGERS = ("install", " add", " get", "npx")


@register(CATEGORY, RULES, CODES, hints=TAINT_HINTS)
def check(ctx: ScanContext) -> Iterator[Finding]:
    yield from run_patterns(ctx, CATEGORY, RULES)
    taints = skill_taints(ctx.docs)
    for doc in ctx.docs:
        for fact, offset in doc_facts(doc):
            if fact.category == CATEGORY:
                sev = severity_in(doc.context(offset), RULES[0])
                yield ctx.finding(fact.code, CATEGORY, sev, fact.message, doc, offset, offset + 1)
        yield from _risky_hosts(ctx, doc)
        yield from _typosquats(ctx, doc)
        for t in taints.get(doc.path, ()):
            if t.kind in _TAINT_CODES:
                what = "runs" if t.kind == "fetch-exec" else "starts"
                message = f"{what} {t.source} (downloaded)"
                yield ctx.line_finding(_TAINT_CODES[t.kind], CATEGORY, RULES[0], message, doc, t.line)


def _typosquats(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    """Install lines and dependency files naming a look-alike of a popular package."""
    for squat in file_squats(doc.path, doc.text):
        yield ctx.finding(
            "SK-RCE-TYPOSQUAT",
            CATEGORY,
            "critical",
            f"depends on {squat.name!r}, a look-alike of the {squat.ecosystem} package {squat.imitates!r}",
            doc,
            squat.offset,
            squat.offset + len(squat.name),
        )
    if doc.lower is None:
        return
    for start, end in doc.candidate_lines(_INSTALL_TRIGGERS):
        for name, target, eco, off in install_squats(doc.norm[start:end]):
            o_start = doc.orig(start + off)
            sev = severity_in(doc.context(o_start), RULES[0])
            yield ctx.finding(
                "SK-RCE-TYPOSQUAT",
                CATEGORY,
                sev,
                f"installs {name!r}, a look-alike of the {eco} package {target!r}",
                doc,
                o_start,
                o_start + len(name),
            )


def _risky_hosts(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    """URLs on look-alike hosts (critical where the line downloads, installs or runs)."""
    if "://" not in doc.norm:
        return
    seen: set[int] = set()
    # (pattern, line number) -> whether the pattern is on that line: a line of many URLs is read once, not per URL.
    on_line: dict[tuple[re.Pattern[str], int], bool] = {}

    def line_has(pattern: re.Pattern[str], o_start: int, number: int) -> bool:
        if (pattern, number) not in on_line:
            on_line[pattern, number] = pattern.search(doc.line_text(o_start)) is not None
        return on_line[pattern, number]

    for start, end, host, path in urls(doc.norm):
        o_start = doc.orig(start)
        number = doc.line_col(o_start)[0]
        # Only a URL the line downloads, installs or runs from matters; plain links are left alone.
        if not line_has(_RUN_CONTEXT, o_start, number):
            continue
        why = "" if official_installer(host, path) else risk(host)
        if not why or number in seen:
            continue
        if not why.startswith("look-alike") and not line_has(_EXEC_CONTEXT, o_start, number):
            continue  # raw IPs and throwaway domains outside installs are the exfiltration rules' business
        seen.add(number)
        sev = severity_in(doc.context(o_start), RULES[0])
        yield ctx.finding(
            "SK-RCE-LOOKALIKE-HOST",
            CATEGORY,
            sev,
            f"downloads or installs from {host} ({why})",
            doc,
            o_start,
            doc.orig(end),
        )
