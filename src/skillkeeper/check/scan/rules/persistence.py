"""Persistence and destruction: cron, shell rc files, launch agents, SSH backdoors, rm -rf of home
or root, orders to wipe everything the agent can reach, admin access handed to an outside account,
and disabling permission prompts or sandboxes.

Appending a PATH export to ~/.bashrc is how many tools install (info); appending code that
downloads, decodes or connects out is persistence (critical). The wipe and sweep rules are in wipes.py.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillkeeper.check.scan.hosts import placeholder, urls, well_known
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import PatternRule, ScanContext, register, run_patterns, rx
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.rules.wipes import SWEEP, SWEEP_DB, SWEEP_TF, WIPE_ALL
from skillkeeper.check.scan.sweep import home_sweeps
from skillkeeper.check.scan.text import Doc

CATEGORY = "persistence"

_RC = (
    r"~?/?(?:\$HOME/|~/)?\.(?:bashrc|zshrc|bash_profile|zprofile|profile|zshenv|bash_login|config/fish/config\.fish)\b"
)
_EVIL_PAYLOAD = lazy(
    r"(?i)\b(?:curl|wget|nc|ncat|base64|eval|python\s+-c|/dev/tcp|alias\s+(?:sudo|ls|cd|git|ssh|cat)=)"
)


def _rc_append(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    return severity if _EVIL_PAYLOAD.search(doc.line_text(doc.orig(m.start()))) else "info"


def _launch_agent(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """Warn only for prose that shows the program the agent runs, when nothing there downloads or connects out.

    A script that loads an agent, or prose that loads a plist whose program the reader cannot see, stays critical.
    """
    if doc.kind == "code" or _EVIL_PAYLOAD.search(doc.norm) or not _SHOWN_PROGRAM.search(doc.norm):
        return severity
    return "warn"


_SHOWN_PROGRAM = lazy(
    r"<key>Program(?:Arguments)?</key>|\b(?:running|runs|to\s+run|that\s+runs)\s+`/[\w./-]+"
    # `schtasks /create ... /tr "robocopy ..."`: the program is on the line, not a script host or shell.
    r"|\bschtasks(?:\.exe)?\s+/create\b[^\n]*/tr\s+[\"']?(?!(?:powershell|pwsh|cmd|mshta|wscript|cscript|rundll32"
    r"|regsvr32|bash|sh)\b)[\w\\/:.%-]+",
    re.I,
)


# `cat ~/.ssh/id_ed25519.pub | ssh you@host 'cat >> ~/.ssh/authorized_keys'`: the user's own key, on their server.
_OWN_KEY_REMOTE = lazy(
    r"(?i)\.ssh/[\w.-]+\.pub\b[^\n]{0,60}\|\s*ssh\s+[^\n]{0,80}[\"']\s*(?:mkdir[^\n]{0,40}&&\s*)?cat\s*>>"
)


# A public key written out in full: one the skill's author holds, not the user's own.
_SHIPPED_KEY = lazy(r"\b(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d+)\s+AAAA[0-9A-Za-z+/]{16,}")


def _own_key_to_remote(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    if m.group("told") is not None:
        return severity if _SHIPPED_KEY.search(doc.norm) else None
    return "info" if _OWN_KEY_REMOTE.search(doc.line_text(doc.orig(m.start()))) else severity


def _front_matter_only(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """`allowed-tools` is a grant only in a SKILL.md's front matter (elsewhere it is documentation)."""
    return severity if doc.orig(m.start()) < doc.frontmatter_end else None


# Advice that confines a no-prompt mode to a box that can be thrown away is a safety note, not an order.
_CONTAINED = lazy(
    r"(?i)\bonly\s+(?:ever\s+)?(?:in|inside|within)\s+(?:a|an|the)\s+(?:throwaway|disposable|isolated|ephemeral|sandboxed|dedicated)?\s*"
    r"(?:container|devcontainer|vm|virtual\s+machine|sandbox)\b"
    # The agent started inside a throwaway container with no network: `docker run --rm --network none ... claude ...`.
    r"|\b(?:docker|podman)\s+run\b[^\n]*?--net(?:work)?[= ]none\b"
    # "Inside the container only:" before the fenced command.
    r"|\b(?:in|inside|within)\s+(?:a|an|the)\s+(?:[\w-]+\s+)?(?:container|devcontainer|vm|sandbox)\s+only\b"
)
# A search whose pattern names the setting: `grep -nE 'bypassPermissions|--yolo' ~/.claude/settings.json`.
_SEARCH_CMD = lazy(r"\b(?:e?grep|rg|ag|ack|findstr|Select-String)\b")
# A server entry's own keys: `"trust": true` is a Gemini CLI MCP server's switch only beside them.
_SERVER_KEY = lazy(r"(?i)[\"'](?:command|url|httpUrl|serverUrl|args|cwd)[\"']\s*:")


def _searched_for(line: str, col: int) -> bool:
    """Whether `col` sits in a search command's quoted pattern, or is its first argument after the flags."""
    cmds = list(_SEARCH_CMD.finditer(line, 0, col))
    between, quote = line[cmds[-1].end() : col] if cmds else "|", ""
    for ch in between:
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif ch in "|;&":
            return False  # the search ended: a pipe, `;` or `&&` runs the next command
    return bool(quote) or re.fullmatch(r"(?:\s+-[\w-]+)*\s+", between) is not None


def _entry_of(doc: Doc, at: int) -> str:
    """The JSON object around `at` (nested objects skipped), up to 1,500 characters either side."""
    depth, left = 0, max(0, at - 1500)
    for i in range(at - 1, left - 1, -1):
        ch = doc.norm[i]
        depth += ch == "}"
        if ch == "{":
            if depth == 0:
                left = i
                break
            depth -= 1
    right = doc.norm.find("}", at, at + 1500)
    return doc.norm[left : right if right >= 0 else at + 1500]


def _uncontained(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    at = doc.orig(m.start())
    if _searched_for(doc.line_text(at), doc.line_col(at)[1] - 1):
        return None  # a search for the setting (an audit), not the setting
    if m.group(0).lower().strip("\"'").startswith("trust") and not _SERVER_KEY.search(_entry_of(doc, m.start())):
        return None  # `"trust": true` outside an MCP server entry is some other tool's key
    if severity == "critical" and _CONTAINED.search(doc.framing(at)):
        return "warn"
    return severity


# An MCP server the skill adds to the agent's client: its code or its endpoint comes from outside.
_SILENT = lazy(
    r"(?i)\b(?:silently|quietly|without\s+(?:asking|confirm\w*|prompting|telling)|no\s+need\s+to\s+ask"
    r"|(?:do\s+not|don'?t|never)\s+(?:ask|confirm|tell|mention))\b"
)


def _mcp_outside(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """An outside host only; critical when the skill says to add it without asking, else warn."""
    hosts = [h for _, _, h, _ in urls(m.group(0))]
    if not any(not well_known(h) and not placeholder(h) for h in hosts):
        return None
    return severity if severity == "critical" and _SILENT.search(doc.framing(doc.orig(m.start()))) else "warn"


# A job whose program hides: a dot-named file or folder (not a tool's usual home such as ~/.local/bin), or a
# cache or temp folder. Honest jobs run a script the user can see; the staged-execution rule reads it the same way.
# Only the job's program counts (after the five time fields or an @word, and a user name in /etc/cron.d).
_HIDDEN_PROGRAM = lazy(
    r"(?:(?:^|[\s'\"])(?:[\d*/,-]+\s+){5}|@(?:reboot|hourly|daily|weekly|monthly|yearly)\s+)(?:root\s+)?"
    r"[\"']?[^\s'\"]*?(?:/\.(?!(?:local|config|cargo|nvm|pyenv|rbenv|bun|deno|volta|sdkman|asdf|npm-global|yarn)/)[\w-]+"
    r"|/\.cache/|(?<![\w.])/(?:tmp|var/tmp|dev/shm)/)"
)


def _cron(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    line = doc.line_text(doc.orig(m.start()))
    return severity if _EVIL_PAYLOAD.search(line) or _HIDDEN_PROGRAM.search(line) else "warn"


RULES: tuple[PatternRule, ...] = (
    PatternRule(
        "SK-PERSIST-CRON",
        rx(
            r"\|\s*crontab\s+-(?:\s|$)|\bcrontab\s+-l\b[^\n]{0,200}\|\s*crontab|>>?\s*/etc/cron(?:tab|\.d/|\.daily|\.hourly)|/var/spool/cron|@reboot\s+\S"
        ),
        "installs a cron job",
        refine=_cron,
        triggers=("crontab", "/etc/cron", "/var/spool/cron", "@reboot"),
    ),
    PatternRule(
        "SK-PERSIST-SHELL-RC",
        rx(rf">>\s*[\"']?{_RC}|\btee\s+-a\s+{_RC}"),
        "appends code that runs on every shell start",
        refine=_rc_append,
        triggers=(">>", "tee"),
    ),
    PatternRule(
        "SK-PERSIST-LAUNCH-AGENT",
        rx(
            r"(?:>|cp|mv|tee|write|install|copy|save)[^\n]{0,120}Library/Launch(?:Agents|Daemons)/|\blaunchctl\s+(?:load|bootstrap|submit)\b"
            r"|\bschtasks(?:\.exe)?\s+/create\b|CurrentVersion[\\/]+Run(?:Once)?\b|\bRegister-ScheduledTask\b|Startup[\\/]+[^\n]{0,40}\.(?:lnk|bat|vbs|exe)"
        ),
        "installs a launch agent, scheduled task or Run key",
        refine=_launch_agent,
        triggers=(
            "launchagents",
            "launchdaemons",
            "launchctl",
            "schtasks",
            "currentversion",
            "register-scheduledtask",
            "startup",
        ),
    ),
    PatternRule(
        "SK-PERSIST-SSH-AUTHORIZED",
        rx(
            r">>\s*[\"']?(?:~|\$HOME|/root|/home/\w+)/\.ssh/authorized_keys|\btee\s+-a\s+(?:~|\$HOME)/\.ssh/authorized_keys"
            # The order in words ("append this key to ~/.ssh/authorized_keys"), kept when the skill ships the key.
            r"|(?P<told>\b(?:append|add|put|write|insert|paste)\b[^\n.]{0,60}?\bkeys?\b[^\n.]{0,40}?\b(?:to|into|in)\s+[`'\"]?"
            r"(?:~|\$HOME|/root|/home/\w+)/\.ssh/authorized_keys)"
        ),
        "adds a key to authorized_keys (SSH backdoor)",
        refine=_own_key_to_remote,
        triggers=("authorized_keys",),
    ),
    PatternRule(
        "SK-DESTROY-RM-ROOT",
        rx(
            r"\brm\s+(?:-[a-zA-Z]*[rR][a-zA-Z]*\s+(?:-[a-zA-Z]+\s+)*|--recursive\s+(?:--force\s+)?)(?:--no-preserve-root\s+)?[\"']?(?:/|~|\$HOME|/\*|~/\*|\$HOME/\*|/home|/Users|/etc|/usr|C:\\)/?[\"']?(?=\s|$|;|&|\|)"
            # `rm -rf "$HOME"/*` and `rm -rf ~/.[!.]*`: every entry of home, quoted or not.
            r"|\brm\s+-[a-zA-Z]*[rR][a-zA-Z]*\s+(?:-[a-zA-Z]+\s+)*[\"']?(?:\$HOME|\$\{HOME\}|~)[\"']?/(?:\*|\.\[!\.\]\*|\.\*|\{\*,\.\*\})(?=\s|$|;|&|\|)"
            r"|--no-preserve-root|\bmkfs(?:\.\w+)?\s+/dev/(?!loop)|\bdd\s+if=/dev/(?:zero|random|urandom)\s+of=/dev/(?:sd|nvme|disk|hd)"
            r"|:\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:|\bRemove-Item\s+[^\n]{0,40}(?:C:[\\/][\\/]?|~|\$env:USERPROFILE)\s[^\n]{0,40}-Recurse"
            # Every entry of home listed and piped into a recursive delete.
            r"|\b(?:Get-ChildItem|gci|ls|dir)\s+[\"']?(?:C:[\\/][\\/]?|~|\$env:USERPROFILE|\$HOME)[\"']?\s[^\n|]{0,40}\|\s*(?:Remove-Item|rm|ri|del)\b[^\n]*-Recurse"
            r"|\bformat\s+c:|\bdel\s+/[sfq]\s+/[sfq]\s+[^\n]{0,10}C:\\"
            # Script calls on the home folder itself (a home variable resolves to '~', see resolve.py).
            r"|\b(?:fs\.)?(?:rmSync|rmdirSync|rm)\(\s*(?:['\"]~/?['\"]|os\.homedir\(\))\s*,\s*\{[^}\n]*\brecursive\s*:\s*true"
            r"|\bshutil\.rmtree\(\s*(?:['\"]~/?['\"]|(?:pathlib\.)?Path\.home\(\)|os\.path\.expanduser\(\s*['\"]~/?['\"]\s*\))\s*[,)]"
        ),
        "destroys the home folder, the root filesystem or a disk",
        triggers=("rm", "no-preserve", "mkfs", "dd ", ":()", "remove-item", "format", "del ", "ri ", "rmtree"),
    ),
    PatternRule(
        "SK-PERSIST-TOOLS-GRANT",
        rx(
            r"^allowed[-_]tools\s*:[^\n]*?(?:(?:^|[\s,\[:])[\"']?\*[\"']?(?=[\s,\]]|$)|\b\w+\(\s*\*\s*(?::\s*\*)?\s*\)"
            r"|\(\s*(?:~|\$HOME|/(?:home|Users)/[^/\s)]+)/\.(?:ssh|aws|gnupg|kube|docker|config/gh|netrc|git-credentials)\b)",
            re.I | re.M,
        ),
        "front matter grants every tool, unrestricted commands or the user's credential folders",
        refine=_front_matter_only,
        triggers=("allowed-tools", "allowed_tools"),
    ),
    PatternRule(
        "SK-PERSIST-DISABLE-SAFETY",
        rx(
            r"--dangerously-skip-permissions|--dangerously-bypass-approvals-and-sandbox|\bbypassPermissions\b|--yolo\b"
            r"|--trust-all-tools\b|--allow-all-tools\b|\bapproval[_-]policy\s*[=:]\s*[\"']?never"
            r"|\b(?:disable|turn\s+off|skip|bypass)\s+(?:all\s+)?(?:the\s+)?(?:permission\s+prompts|approval\s+prompts|sandbox(?:ing)?|safety\s+checks|confirmation\s+prompts)\b"
            # Agent settings that approve every tool or command by themselves.
            r"|\byolo\s+mode\b|\bauto-?(?:approve|run|accept|execute)\w*\s+(?:for\s+|of\s+)?(?:all|every|any)\b"
            r"|\b(?:disable|turn\s+off|skip|bypass)\s+(?:all\s+)?(?:the\s+)?(?:tool\s+|command\s+)?(?:permission|approval|confirmation)s?\s+(?:prompts?|dialogs?|checks?|requests?)\b"
            r"|[\"'](?-i:Bash)\(\*\)[\"']|[\"']allow[\"']\s*:\s*\[[^\]]{0,300}?[\"'](?-i:Bash)[\"']\s*[,\]]|\bsandbox[_-]mode\s*[=:]\s*[\"']?danger-full-access|[\"'](?:chat\.tools\.)?autoApprove[\"']\s*:\s*true"
            r"|[\"']allow[\"']\s*:\s*\[\s*[\"']\*[\"']|[\"'](?:enableAllProjectMcpServers|autoAccept)[\"']\s*:\s*true"
            # The same keys assigned by a path (`jq '.autoAccept = true'`, `cfg["autoAccept"] = True`).
            r"|(?:\.|\[[\"'])(?:enableAllProjectMcpServers|autoAccept)(?:[\"']\])?\s*=\s*true\b"
            # A Gemini CLI MCP server entry trusted: none of its tool calls asks for confirmation.
            r"|[\"']trust[\"']\s*:\s*true\b"
            # Per-action auto-approval (Cline), aider's yes-always, tool lists approved with a wildcard.
            r"|[\"'](?:executeCommands|useMcp)[\"']\s*:\s*true|\byes-always\s*:\s*true|[\"'](?:alwaysAllow|autoApprove)[\"']\s*:\s*\[[^\]]{0,200}?[\"'][\w.-]*:?\*[\"']"
            r"|\ballow\s*-?list\s+to\s+[`'\"]?\*"
            # OpenClaw's exec approvals switched off (`tools.exec.ask` "off"): every command runs unreviewed.
            r"|[\"']ask[\"']\s*:\s*[\"']off[\"']|\bexec\.ask\b[^\n]{0,20}?\boff\b"
            # The same said to the agent: stop asking before it runs or deletes things.
            r"|\b(?:stop|quit|no\s+longer|never|don'?t|do\s+not)\s+ask(?:ing)?\s+(?:the\s+user\s+|them\s+|anyone\s+)?(?:for\s+)?"
            r"(?:confirmation|permission|approval)\s+(?:before|when|to)\s+(?:running|executing|deleting|removing|installing|run|execute|delete|install)\b"
        ),
        "disables permission prompts, the sandbox or OS protections",
        refine=_uncontained,
        triggers=(
            "dangerously",
            "trust",
            "allow-all-tools",
            "bypasspermissions",
            "yolo",
            "approval",
            "disable",
            "turn off",
            "skip",
            "bypass",
            "auto",
            "bash",
            "danger-full-access",
            "allow",
            "enableallprojectmcpservers",
            "executecommands",
            "usemcp",
            "yes-always",
            "alwaysallow",
            "autoapprove",
            "allow list",
            "allow-list",
            "allowlist",
            "confirmation",
            "permission",
            'ask"',
            "ask'",
            "exec.ask",
        ),
    ),
)


_REACH_RULES = (
    PatternRule(
        "SK-PERSIST-MCP-SERVER",
        rx(
            r"\bmcp\s+add\b[^\n]{0,120}?https?://\S+|\bmcp-remote\b[\"',\s]{1,6}https?://\S+"
            r"|\bnpx\b[\"',\s]{1,6}(?:-y[\"',\s]{1,6})?https?://\S+|\bnpx\b[^\n]{0,60}?https?://[^\s\"']+\.(?:tgz|tar\.gz)\b"
        ),
        "adds an MCP server to the agent's client whose code or endpoint is on an outside host (every later session)",
        refine=_mcp_outside,
        triggers=("mcp", "npx"),
    ),
    WIPE_ALL,
    PatternRule(
        "SK-PERSIST-ACCESS-GRANT",
        rx(
            r"\b(?:add|invite|grant|make)\b[^\n.]{0,80}?\b(?:admin|owner|maintainer)\b[^\n.]{0,30}?\b(?:collaborator|access|member|rights)\b"
            r"[^\n.]{0,60}?\b(?:every|all|each|any)\s+(?:of\s+)?(?:the\s+|your\s+|their\s+)?(?:user'?s\s+)?(?:repositor|repos?\b|org|project|workspace)"
        ),
        "hands an account admin access to every repository or organisation the agent can reach",
        triggers=("admin", "owner", "maintainer"),
    ),
)
RULES = RULES + _REACH_RULES + (SWEEP, SWEEP_DB, SWEEP_TF)


@register(CATEGORY, RULES, hints=("rmtree", "remove", "unlink", "rmdir"))
def check(ctx: ScanContext) -> Iterator[Finding]:
    yield from run_patterns(ctx, CATEGORY, RULES)
    for doc in ctx.docs:
        if (doc.lang == "python" or doc.kind == "prose") and any(doc.has(h) for h in ("rmtree", "remove", "unlink")):
            for line in sorted(set(home_sweeps(doc)))[:1]:
                yield ctx.line_finding(SWEEP.code, CATEGORY, SWEEP, SWEEP.message, doc, line)
