"""Autorun: code that runs when a folder is opened, an interpreter starts or a build begins.

The install hooks of `supply.py` run once, on install; these run every time, with no command
typed: an editor task that runs on folder open, a `.pth` or `sitecustomize.py` dropped into
site-packages, a direnv `.envrc`, a git `core.fsmonitor`, filter driver or alias set to a
command, `NODE_OPTIONS` requiring a downloaded file, `//go:generate` lines, Gradle `Exec` tasks and
Cargo `build.rs` scripts. Critical when the command goes online (a download, a pipe into a shell,
a URL) or the startup file runs code; the ordinary uses (build and test tasks, `fsmonitor true`,
`layout python`, `stringer`, `protoc`, a local tracing module) are not reported.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillkeeper.check.scan.gated import Gated
from skillkeeper.check.scan.hosts import placeholder, urls, well_known
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import PatternRule, ScanContext, register, run_patterns, rx
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.text import Doc

CATEGORY = "autorun"

# The command goes online: a download tool, a URL, or a pipe into a shell.
ONLINE = lazy(
    r"(?i)\b(?:curl|wget|iwr|Invoke-WebRequest|Invoke-RestMethod|urlopen|requests\.(?:get|post)|fetch)\b"
    r"|https?://|\|\s*(?:ba|z)?sh\b"
)
_RUNS_CODE = lazy(r"(?i)\bos\.system\(|\bexec\(|\bsubprocess\b|\burlopen\(|__import__\(|\beval\(")


def _online_here(m: re.Match[str], doc: Doc, sev: Severity) -> Severity | None:
    # The hook's own command (to the end of its line or JSON object) decides.
    end = doc.norm.find("\n", m.end())
    line = doc.norm[doc.norm.rfind("\n", 0, m.start()) + 1 : end if end >= 0 else len(doc.norm)]
    return sev if ONLINE.search(line) else None


def _online_in_doc(m: re.Match[str], doc: Doc, sev: Severity) -> Severity | None:
    return sev if ONLINE.search(doc.norm) else None


_SITE_PACKAGES = lazy(r"(?i)site-packages|\bget(?:user)?sitepackages\(|\bUSER_SITE\b|\bpurelib\b|\bsite\.\w+")


def _runs_code_in_doc(m: re.Match[str], doc: Doc, sev: Severity) -> Severity | None:
    # `.pth` is also PyTorch's checkpoint suffix: only a file written into site-packages starts with Python.
    if not _SITE_PACKAGES.search(doc.norm):
        return None
    return sev if _RUNS_CODE.search(doc.norm) or ONLINE.search(doc.norm) else None


# Tried only from the fetch commands whose URL, then output option, still follow on their line (`Gated`).
_DOWNLOAD_TO = Gated(
    lazy(r"(?i)\b(?:curl|wget|iwr|Invoke-WebRequest)\b[^\n]*https?://[^\n]*(?:-o|-O|>|OutFile)\s*[\"']?(\S+)"),
    ((r"\b(?:curl|wget|iwr|Invoke-WebRequest)\b", r"https?://", r"-o|-O|>|OutFile"),),
    re.I,
)


# A module loaded from /tmp or a hidden folder: nobody's project keeps its tracing hook there.
_HIDDEN_MODULE = lazy(r"(?:--require|--import|--loader|-r|=)\s*[\"']?(?:/tmp/|/var/tmp/|\S*/\.[\w-]+/)\S*\.[cm]?js\b")


def _fetched_module(m: re.Match[str], doc: Doc) -> bool:
    """Whether the hook loads a file that the same document downloads, or one kept in /tmp or a hidden folder."""
    if not re.match(r"(?i)node[_-]options|pythonstartup", m.group(0)):
        return False
    if _HIDDEN_MODULE.search(m.group(0)):
        return True
    for dl in _DOWNLOAD_TO.finditer(doc.norm):
        name = dl.group(1).strip("\"'").rsplit("/", 1)[-1]
        if name and name in m.group(0):
            return True
    return False


_SHELL_RUN = lazy(r"(?i)\|\s*(?:ba|z)?sh\b|\b(?:ba|z)?sh[\"']?\s*[,)]?\s*(?:\.arg\()?[\"']?-c\b")


def _build_step(m: re.Match[str], doc: Doc, sev: Severity) -> Severity | None:
    # A build step may download data; one that hands a download to a shell runs someone else's code.
    step = m.group(0)
    if not ((ONLINE.search(step) and _SHELL_RUN.search(step)) or _fetched_module(m, doc)):
        return None
    # `//go:generate` is a comment to the reader but a command to `go generate`: never an example.
    return "critical" if m.group(0).lstrip().startswith("//") else sev


def _outside_host(m: re.Match[str], doc: Doc, sev: Severity) -> Severity | None:
    hosts = [h for _, _, h, _ in urls(m.group(0))]
    return sev if any(not well_known(h) and not placeholder(h) for h in hosts) else None


# A DDE link's program or topic that runs a command: a shell or script host, an .exe, a `/c` or `-c` switch, a URL.
_DDE_RUNS = lazy(
    r"(?i)^(?:cmd|powershell|pwsh|mshta|rundll32|regsvr32|msexcel|msiexec|wscript|cscript|certutil|bitsadmin"
    r"|bash|sh|calc)$"
)
_DDE_TOPIC_RUNS = lazy(r"(?i)\.exe\b|(?:^|\s)[/-]c\b|https?://|\b(?:iex|iwr|curl|wget)\b")


def _dde_runs(m: re.Match[str], doc: Doc, sev: Severity) -> Severity | None:
    # A DDE link to a data server (`=REUTER|IDN!'EUR='`) only quotes prices; one to a program runs it.
    return sev if _DDE_RUNS.match(m.group(1)) or _DDE_TOPIC_RUNS.search(m.group(2)) else None


RULES = (
    PatternRule(
        "SK-AUTORUN-SHEET-DDE",
        # A cell that a spreadsheet reads as a formula (it starts with =, +, - or @) holding a DDE link,
        # `program|'topic'!item`: opening the file asks to start the program with the topic as its command line.
        rx(r"(?:^|[,;\t])[\"']?[=+\-@][^,;\t\n|]{0,60}?\b([A-Za-z][\w.]{0,30})\|\s*'([^'\n]{1,400})'\s*!", re.I | re.M),
        "a spreadsheet cell is a DDE link that starts a program (a shell) when the file is opened",
        refine=_dde_runs,
        triggers=("|",),
    ),
    PatternRule(
        "SK-AUTORUN-SHEET-CALL",
        # A formula that fetches a URL by itself when the sheet opens or recalculates (not HYPERLINK, which waits
        # for a click), with other cells joined into the address: the sheet's data leaves with the request.
        rx(
            r"\b(?:WEBSERVICE|IMPORTXML|IMPORTDATA|IMPORTHTML|IMPORTFEED|IMAGE)\s*\(\s*\"+https?://[^\"\s]+\"+"
            r"\s*&\s*\$?[A-Z]{1,3}\$?\d+"
        ),
        "a spreadsheet formula sends other cells' contents to a web address whenever the sheet is opened",
        refine=_outside_host,
        triggers=("webservice", "importxml", "importdata", "importhtml", "importfeed", "image"),
    ),
    PatternRule(
        "SK-AUTORUN-FOLDER-OPEN",
        rx(r"[\"']runOn[\"']\s*:\s*[\"']folderOpen[\"']"),
        "adds an editor task that runs a download or a shell pipe every time the folder is opened",
        refine=_online_in_doc,
        triggers=("folderopen",),
    ),
    PatternRule(
        "SK-AUTORUN-STARTUP-FILE",
        rx(
            r"[\w/.-]*\.pth[\"']|\b(?:site|user)customize\.py\b(?=[^\n]*(?:write|open\(|>|tee|cp\s|copy))"
            r"|[\"']?(?:site|user)customize\.py[\"']\s*\)\s*\.write_text"
        ),
        "drops a .pth or sitecustomize.py into site-packages that runs code whenever Python starts",
        refine=_runs_code_in_doc,
        triggers=(".pth", "customize.py"),
    ),
    PatternRule(
        "SK-AUTORUN-GIT-COMMAND",
        rx(
            r"\bgit\s+config\b[^\n]*?\b(?:core\.(?:fsmonitor|pager|editor|sshCommand|hooksPath)|filter\.[\w-]+\."
            r"(?:clean|smudge|process)|diff\.[\w-]+\.(?:command|textconv)|alias\.[\w-]+)\s+[\"']?[^\n]*"
        ),
        "sets a git setting that runs a command (fsmonitor, filter driver, alias) to one that goes online",
        refine=_online_here,
        triggers=("git config",),
    ),
    PatternRule(
        "SK-AUTORUN-BUILD-STEP",
        rx(
            r"//\s*go:generate\s+[^\n]+"
            r"|\bcommandLine\b[^\n]+|\bCommand::new\([^\n]+(?:\n[^\n]*){0,3}"
            r"|\bnode[_-]options\s*=\s*[\"']?[^\n]*--(?:require|import|loader)\b[^\n]*"
            r"|\bPYTHONSTARTUP\s*=[^\n]+"
        ),
        "runs a download or a shell pipe from a build step or startup hook (go:generate, Gradle, build.rs)",
        refine=_build_step,
        triggers=("go:generate", "commandline", "command::new", "node_options", "node-options", "pythonstartup"),
        multiline=True,
    ),
    PatternRule(
        "SK-AUTORUN-ENVRC",
        rx(r"(?:\bcurl|\bwget)\b[^\n]*(?:\|\s*(?:ba|z)?sh\b|https?://)"),
        "puts a download into a direnv .envrc, which runs on every cd into the project",
        triggers=("curl", "wget"),
    ),
)


@register(CATEGORY, RULES)
def check(ctx: ScanContext) -> Iterator[Finding]:
    yield from run_patterns(ctx, CATEGORY, RULES[:-1])
    # The .envrc rule reads every curl line; only a direnv file is worth it.
    envrc = [d for d in ctx.docs if d.path.rsplit("/", 1)[-1].lstrip(".") == "envrc"]
    if envrc:
        yield from run_patterns(ScanContext(ctx.skill, envrc), CATEGORY, RULES[-1:])
