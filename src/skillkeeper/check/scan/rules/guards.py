"""Guards taken away: a git credential helper that copies what git hands it, and security tooling switched off.

Git passes every username and password it needs to `credential.helper` (and asks `GIT_ASKPASS`): a
helper that is an inline shell function sending or writing its input, a script in a temporary folder
or a hidden file, or one the skill ships that goes online, sees every password the user types (the
store helpers a platform ships, `cache`, `store`, `gh auth git-credential` and other known ones are
how it is meant to work).
Security tooling switched off: the agent's hooks disabled or deleted from its settings, skillkeeper
itself uninstalled or bypassed, endpoint protection (CrowdStrike, SentinelOne, Defender, osquery,
Santa, ...) unloaded or stopped. Restarting, auditing or tuning such tools is not reported.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import CodeRow, ScanContext, register, topic_severity
from skillkeeper.check.scan.result import Finding
from skillkeeper.check.scan.text import Doc

CATEGORY = "guard-removal"

# `git config [--global] credential.helper VALUE`, or `helper = VALUE` in a [credential] section.
_HELPER_SET = lazy(
    r"\bgit\s+config\s+(?:--(?:global|system|local|add|replace-all)\s+)*credential(?:\.[\w:/.-]+)?\.helper\s+"
    r"(?:'([^'\n]*)'|\"((?:\\.|[^\"\\\n])*)\"|(\S+))"
    r"|^\s*helper\s*=\s*(.+)$"
    # The program git or ssh asks for a password: it sees every one the user types.
    r"|\b(?:GIT_ASKPASS|SSH_ASKPASS)=(?:'([^'\n]*)'|\"([^\"\n]*)\"|([^\s`'\";]+))"
    r"|\bgit\s+config\s+(?:--\w+\s+)*core\.askpass\s+(?:'([^'\n]*)'|\"([^\"\n]*)\"|([^\s`]+))",
    re.I | re.M,
)
# The helpers git and the platforms ship, and the CLIs that act as one.
_KNOWN_HELPER = lazy(
    r"^(?:osxkeychain|manager(?:-core)?|wincred|libsecret|gnome-keyring|cache(?:\s+--\S+)*|store(?:\s+--\S+)*"
    r"|!?\s*(?:/[\w/.-]+/)?(?:gh|glab)\s+auth\s+git-credential|!?\s*aws\s+codecommit\s+credential-helper\b.*"
    r"|!?\s*(?:/[\w/.-]+/)?gcloud\.?\w*\s.*|(?:/[\w/.-]+/)?git-credential-(?:osxkeychain|manager(?:-core)?|libsecret|wincred)"
    r"|(?:/[\w/.-]+/)?(?:ssh-askpass|ksshaskpass|x11-ssh-askpass|git-gui--askpass|lxqt-openssh-askpass)"
    r"|\"?\"?)$",
    re.I,
)
# A helper whose value itself sends or keeps what it is given.
_INLINE_THEFT = lazy(
    r"\b(?:curl|wget|nc|ncat|socat|scp|dig|nslookup)\b|https?://|/dev/tcp|\btee\b|>>?\s*[~/$\w]",
    re.I,
)
_HIDDEN_PATH = lazy(r"(?:^|/)(?:tmp|var/tmp|dev/shm)/|(?:^|/)\.[\w-]+$")
# A bundled script that reads its input and goes online.
_SENDS = lazy(r"\b(?:curl|wget|nc|ncat|socat)\b|\burlopen\b|\brequests\.post\b|\bfetch\(|/dev/tcp", re.I)


def _helper_value(m: re.Match[str]) -> str:
    value = next((g for g in m.groups() if g is not None), "").strip()
    # A .gitconfig value may be quoted as a whole (`helper = "!f() { ... }; f"`).
    return value[1:-1].strip() if len(value) > 1 and value[0] == value[-1] and value[0] in "\"'" else value


def _bundled_sender(name: str, docs: list[Doc]) -> bool:
    base = name.rstrip("/").rsplit("/", 1)[-1]
    return bool(base) and any(
        d.path.rsplit("/", 1)[-1] == base and not d.origin and _SENDS.search(d.norm) for d in docs
    )


def _helpers(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    for m in _HELPER_SET.finditer(doc.norm):
        # A bare `helper =` line counts only inside a [credential] section.
        if m.group(4) is not None and "[credential" not in doc.norm[max(0, m.start() - 400) : m.start()].lower():
            continue
        value = _helper_value(m)
        if _KNOWN_HELPER.match(value):
            continue
        path = value.lstrip("!").split()[0] if value.lstrip("!").split() else ""
        theft = (
            (value.startswith("!") and _INLINE_THEFT.search(value) is not None)
            or bool(_HIDDEN_PATH.search(path))
            or _bundled_sender(path, ctx.docs)
        )
        start, end = doc.orig(m.start()), doc.orig(m.end())
        sev = topic_severity(doc, start) if theft else "warn"
        what = "copies or sends the passwords git hands it" if theft else "is a helper git does not ship"
        yield ctx.finding(
            "SK-GUARD-CRED-HELPER", CATEGORY, sev, f"sets git's credential helper to one that {what}", doc, start, end
        )


# Switching off what watches the agent or the machine.
_GUARD_OFF = lazy(
    # The agent's hooks (where skillkeeper and other gates run) disabled or deleted.
    r"[\"']?disableAllHooks[\"']?\s*[:=]\s*[`\"']?(?:true|1)\b"
    r"|\b(?:delete|remove|drop|strip|empty|clear)\s+(?:the\s+)?[`\"']?hooks[`\"']?\s+(?:block|section|key|entry|entries|array)?"
    r"\s*(?:from|in|of)\s+[`\"']?~?/?\.(?:claude|codex|gemini|cursor)\b"
    r"|\[\s*[\"']hooks[\"']\s*\]\s*=\s*\{\s*\}|\bdel\s+\w+\[\s*[\"']hooks[\"']\s*\]|\bdel\(\.hooks\)"
    # skillkeeper itself removed, its agent gate uninstalled, or a skill let through by the skill's own order.
    r"|\bskillkeeper\s+allowlist\s+add\b[^\n]*['\"]\*['\"]|\bskillkeeper\s+skills\s+(?:release|approve)\b[^\n]*(?:--acknowledge\b|\byourself\b)"
    r"|\bpip3?\s+uninstall\s+(?:-y\s+)?skillkeeper\b|\bskillkeeper\s+agent\s+--uninstall\b"
    r"|\brm\s+-[a-zA-Z]*r[a-zA-Z]*\s+[\"']?(?:~|\$HOME)/\.skillkeeper\b|\bdelete\s+[`\"']?~/\.skillkeeper\b"
    # Endpoint protection unloaded, stopped or disabled.
    r"|\blaunchctl\s+(?:unload|bootout|disable|remove)\b[^\n]{0,80}?(?:crowdstrike|falcon|sentinel|carbonblack|cbdefense"
    r"|jamf\.protect|santa|osquery|sophos|eset|cylance|wdav|microsoft\.(?:wdav|defender)|tanium|elastic\.endpoint)"
    r"|\b(?:systemctl|service)\s+(?:stop|disable|mask|kill)\s+(?:--now\s+)?(?:falcon-sensor|sentinelone|cbagentd"
    r"|osqueryd|wazuh-agent|elastic-agent|mdatp|falco|clamav-daemon|tanium\w*)\b"
    r"|\b(?:sc(?:\.exe)?\s+(?:stop|delete)|Stop-Service(?:\s+-Name)?|Set-Service\s+(?:-Name\s+)?)\s*[\"']?"
    r"(?:WinDefend|Sense|WdNisSvc|CSFalconService|SentinelAgent)\b"
    r"|\bfalconctl\s+-[du]\b|\bsentinelctl\s+(?:unload|disable|unprotect)\b"
    r"|\bmdatp\s+config\s+real-time-protection\s+--value\s+disabled\b",
    re.I | re.M,
)
# Prose that only teaches: "never disable", "check whether it is disabled", "turn it back on".
_ONLY_AUDIT = lazy(r"(?i)\b(?:never|do\s+not|don'?t|detect\w*|alert\w*|check\s+(?:whether|if)|back\s+on)\b")


def _guards_off(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    for start, end in doc.candidate_lines(_GUARD_HINTS):
        m = _GUARD_OFF.search(doc.norm, start, end)
        if m is None:
            continue
        # Only words before the match on its line: "never disable X" teaches, "run X; do not wait" does not.
        if doc.kind == "prose" and _ONLY_AUDIT.search(doc.norm, start, m.start()):
            continue
        at = doc.orig(m.start())
        yield ctx.finding(
            "SK-GUARD-OFF",
            CATEGORY,
            topic_severity(doc, at),
            "switches off the agent's hooks, skillkeeper or endpoint protection",
            doc,
            at,
            doc.orig(m.end()),
        )


CODES: tuple[CodeRow, ...] = (
    (
        "SK-GUARD-CRED-HELPER",
        "critical",
        "sets git's credential helper (or GIT_ASKPASS, SSH_ASKPASS, core.askPass) to an inline command that sends "
        "or keeps what it is given, a hidden or temporary script, or a bundled script that goes online (warn: "
        "another unknown helper)",
    ),
    (
        "SK-GUARD-OFF",
        "critical",
        "switches off the agent's hooks (disableAllHooks, hooks deleted), uninstalls skillkeeper or lets a skill "
        "through it by its own order, or stops endpoint protection (CrowdStrike, SentinelOne, Defender, osquery, ...)",
    ),
)
_HELPER_HINTS = ("credential", "helper", "askpass")
# Narrow literals: "hooks" and "service" alone are on most lines of many docs.
_GUARD_HINTS = (
    *("disableallhooks", "the hooks", "`hooks`", "'hooks'", '"hooks"', ".hooks)", "delete hooks", "remove hooks"),
    *("skillkeeper", "launchctl", "systemctl", "service stop", "service disable", "service mask", "service kill"),
    *("sc stop", "sc.exe", "sc delete", "stop-service", "set-service", "falconctl", "sentinelctl", "mdatp"),
)


@register(CATEGORY, (), CODES, hints=(*_HELPER_HINTS, *_GUARD_HINTS))
def check(ctx: ScanContext) -> Iterator[Finding]:
    for doc in ctx.docs:
        if (doc.has("credential") and doc.has("helper")) or doc.has("askpass"):
            yield from _helpers(ctx, doc)
        if any(doc.has(h) for h in _GUARD_HINTS):
            yield from _guards_off(ctx, doc)
