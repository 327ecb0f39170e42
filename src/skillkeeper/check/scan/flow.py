"""Source-to-sink flow in shell and JavaScript scripts, read line by line (never run).

A *source* is a line that names a sensitive local file (agent and editor MCP configs, SSH
keys, cloud and registry credentials, .env files, browser and wallet stores) or uses a
variable assigned from one. A *sink* is a statement that talks to the network (curl, wget,
nc, /dev/tcp; fetch, http(s).request, axios, WebSocket, child_process running curl). Each
step is harmless alone; a source reaching a sink is exfiltration. The shell walk also
tracks variables assigned from a decoder (base64 -d, xxd -r) that reach eval or sh -c.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from skillkeeper.check.scan.jsfuncs import sink_helpers, whole_store
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.sensitive import SENSITIVE_HINTS as SENSITIVE_HINTS  # re-exported for the rules
from skillkeeper.check.scan.sensitive import SENSITIVE_PATH as SENSITIVE_PATH
from skillkeeper.check.scan.steps import FENCE_JS, FENCE_SHELL, command_lines
from skillkeeper.check.scan.text import Doc

# DNS lookups are a sink too: data in a subdomain reaches the attacker's name server.
_SH_SINK = lazy(
    r"(?:^|[\s|;&(`$])(?:curl|wget|nc|ncat|netcat|socat|telnet|ftp|scp|dig|nslookup|drill|host|ping)\b(?![-=.])"
    r"|/dev/(?:tcp|udp)/|(?:^|[\s|;&(`$])gh\s+(?:api|gist\s+create|release\s+upload)\b"
    # Cloud and sync tools copy to storage that may be anyone's.
    r"|(?:^|[\s|;&(`$])(?:aws\s+s3\s+(?:cp|sync|mv)|gsutil\s+(?:-m\s+)?(?:cp|rsync)|rclone\s+(?:copy|sync|move)"
    r"|az\s+storage\s+blob\s+upload)\b|(?:^|[\s|;&(`$])rsync\b[^\n]*\s[\w.-]+@?[\w.-]+:"
)
# An archive written from what the line reads: the archive is a source from then on (`tar czf /tmp/k.tgz ~/.ssh`).
_SH_ARCHIVE_TO = lazy(r"\btar\s+-?[a-zA-Z]*f\s+[\"']?([\w./~$-]+)|\b(?:zip|7z\s+a)\s+(?:-\w+\s+)*[\"']?([\w./~$-]+)")
# A secret written to a file: the file is a source from then on (`echo "$K" | base64 > d.json`).
_SH_WRITE_TO = lazy(r"(?<![\d&])>>?\s*[\"']?((?!/dev/)[\w./~$-]+)")
# Loop variables carry what the loop reads: `for c in $(xxd -p .env)`, `cat .env | while read l`,
# `while read l; do ...; done < .env` (the redirect is on the closing line, see _read_loop_sources).
_SH_FOR = lazy(r"^\s*for\s+([A-Za-z_]\w*)\s+in\s")
_SH_READ = lazy(
    r"\bwhile\s+(?:IFS=\S*\s+)?read\s+(?:-[rsea]+\s+|-[dpuntN]\s*\S+\s+)*([A-Za-z_]\w*(?:[ \t]+[A-Za-z_]\w*)*)"
)
_SH_DONE_FROM = lazy(r"^\s*done\s*<\s*[\"']?([^\s\"';|&]+)")
# Sources that are not files: the whole environment, the clipboard (as a command's output).
_SH_CAPTURE = lazy(
    r"(?:^|[\s|;&(`$])(?:printenv|env|set|export\s+-p|declare\s+-x)\s*(?=$|[|)`;>])"
    r"|(?:^|[\s|;&(`$])(?:pbpaste|wl-paste|Get-Clipboard)\b|\bxclip\b[^|\n]*\s-o(?:ut)?\b|\bxsel\b[^|\n]*\s(?:-o|--output|-b)\b"
    # The shell's own history, as a command's output (`history 1 | ...`, `fc -ln -1 | ...`).
    r"|(?:^|[\s|;&(`$])(?:history(?:\s+-?\d+)?|fc\s+-\w*l\w*(?:\s+-?\d+)*)\s*(?=[|)`])"
    # Commands that print a live credential: a new cloud access key or session, a CLI's bearer token.
    r"|\baws\s+(?:iam\s+create-access-key|sts\s+(?:get-session-token|assume-role)|configure\s+export-credentials)\b"
    r"|\bgcloud\s+auth\s+(?:application-default\s+)?print-access-token\b|\baz\s+account\s+get-access-token\b"
    r"|\bgh\s+auth\s+token\b|\bkubectl\s+create\s+token\b|\bgpg2?\s[^|\n]{0,500}--export-secret-(?:sub)?keys\b"
    # A CI workflow's whole secrets context, serialised into the step's script (GitHub Actions `toJSON(secrets)`).
    r"|(?i:\$\{\{\s*toJSON\(\s*secrets\s*\)\s*\}\})"
)
# A CLI's bearer token is made to be sent in an Authorization header (to the vendor's API or the user's own
# service): only a token sent any other way (a body, an upload) is carried out.
_BEARER_CMD = lazy(r"\b(?:gcloud|az|gh|kubectl)\s|security-credentials|/token\b")
# Reading the metadata service is not sending to it.
_METADATA_URL = lazy(r"https?://(?:169\.254\.169\.254|metadata\.google\.internal)\b")
_OTHER_URL = lazy(r"https?://(?!169\.254\.169\.254\b|metadata\.google\.internal\b)")
_AUTH_HEADER = lazy(r"(?i)\bAuthorization:|\bx-[\w-]*token:|\s--password-stdin\b")
# A screenshot written to a file: the file is a source from then on. The file is the first run after the command
# (before a `|;&` or the line's end) ending in an image name, read from the command's end or a run's first character.
_SH_SCREENSHOT_CMD = lazy(r"\b(?:screencapture|scrot|gnome-screenshot|grim|maim|spectacle|import\s+-window\s+root)\b")
_SH_SCREENSHOT_FILE = lazy(r"(?:[^|\n;&]*?(?<![\w./~$-]))??([\w./~$-]+\.(?:png|jpe?g|bmp|gif|tiff?))")
_STRETCH_END = lazy(r"[|\n;&]")
_SH_ASSIGN = lazy(r"^\s*(?:export\s+|local\s+|readonly\s+|declare\s+(?:-\w+\s+)?)?([A-Za-z_]\w*)=(.*)$")
_SH_DECODER = lazy(
    r"base64\s+(?:-d|--decode|-D)\b|xxd\s+-r|openssl\s+(?:enc\s+)?(?:-d\b|base64\s+-d)|\\x[0-9a-fA-F]{2}|\brev\b"
)
_SH_EVAL = lazy(r"^\s*(?:eval|(?:ba|z)?sh\s+-c|bash\s+-c|source\s+<\(|\.\s+<\()")
# `ssh -i key`, `IdentityFile key`: using a key to log in is not reading it out.
_SH_KEY_USE = lazy(r"(?:\s-i\s*|IdentityFile[\s=]+)[\"']?\S+")
_JS_ASSIGN = lazy(r"^\s*(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*=(?!=)\s*(.*)$")
_JS_SINK = lazy(
    r"\bfetch\s*\(|\bhttps?\.(?:request|get)\s*\(|\brequire\s*\(\s*['\"]https?['\"]\s*\)\s*\.(?:request|get)\s*\(|\baxios\b|\bgot\s*[.(]|\bneedle\b|\bsuperagent\b"
    r"|\bXMLHttpRequest\b|\bnew\s+WebSocket\b|\bnet\.(?:connect|createConnection)\b|\bdgram\b|\.(?:write|send|post|put)\s*\("
    r"|\b(?:exec|execSync|spawn|spawnSync|execFile)\s*\([^\n]*\b(?:curl|wget|nc|dig|nslookup)\b"
    r"|\bdns\.(?:promises\.)?(?:resolve\w*|lookup)\s*\(|\b(?:resolve(?:4|6|Txt|Any|Cname)?|lookup)\s*\(\s*`"
)
_JS_FOR = lazy(r"^\s*for\s*\(\s*(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s+(?:of|in)\s+(.*)$")
_JS_STRINGS = lazy(r"'([^'\n]*)'|\"([^\"\n]*)\"|`([^`\n]*)`")


@dataclass(frozen=True)
class Flow:
    """A source reaching a sink: what kind, and the line (1-based) of the sink."""

    kind: str  # "exfil" or "decode-eval"
    line: int
    source: str
    lang: str = "shell"  # the walk that found it: "shell" or "javascript"


def _logical_lines(text: str) -> list[tuple[int, str]]:
    """Shell lines with backslash continuations joined, each with its first line number."""
    out: list[tuple[int, str]] = []
    buf: list[str] = []
    first = 1
    for number, line in enumerate(text.split("\n"), 1):
        if not buf:
            first = number
        if line.endswith("\\"):
            buf.append(line[:-1])
            continue
        buf.append(line)
        out.append((first, " ".join(buf)))
        buf = []
    if buf:
        out.append((first, " ".join(buf)))
    return out


def _uses(line: str, names: set[str]) -> str:
    for name in names:
        if re.search(rf"\$\{{?{re.escape(name)}\b", line):
            return name
    return ""


def _read_loop_sources(lines: list[tuple[int, str]]) -> dict[int, str]:
    """Line number of each `while read` loop -> the sensitive file its `done < file` feeds it."""
    out: dict[int, str] = {}
    opened: list[int] = []
    for number, line in lines:
        if _SH_READ.search(line):
            opened.append(number)
        done = _SH_DONE_FROM.match(line)
        if done and opened:
            start = opened.pop()
            m = SENSITIVE_PATH.search(" " + done.group(1))
            if m:
                out[start] = m.group(0).strip(" '\"=(")
        elif line.strip().startswith("done") and opened:
            opened.pop()
    return out


def _loop_targets(line: str) -> list[str]:
    """The variables a `for` or `while read` header assigns."""
    m = _SH_FOR.match(line)
    if m:
        return [m.group(1)]
    m = _SH_READ.search(line)
    return m.group(1).split() if m else []


def _screenshot_file(probe: str) -> re.Match[str] | None:
    """The first screenshot command's image file on `probe` (group 1), reading each stretch up to `|;&` once."""
    read_to = -1
    for command in _SH_SCREENSHOT_CMD.finditer(probe):
        # A later command in a stretch already read without a file finds none: its runs are within the earlier's.
        if command.end() <= read_to:
            continue
        shot = _SH_SCREENSHOT_FILE.match(probe, command.end())
        if shot:
            return shot
        stop = _STRETCH_END.search(probe, command.end())
        read_to = stop.start() if stop else len(probe)
    return None


def shell_flows(text: str) -> list[Flow]:
    """Sensitive data or decoded text reaching the network or an evaluator in a shell script."""
    tainted: dict[str, str] = {}
    decoded: set[str] = set()
    shots: dict[str, str] = {}
    flows: list[Flow] = []
    lines = _logical_lines(text)
    redirected = _read_loop_sources(lines) if "done" in text else {}
    for number, raw in lines:
        line = raw.split(" #", 1)[0] if not raw.lstrip().startswith("#") else ""
        if not line.strip():
            continue
        probe = _SH_KEY_USE.sub(" ", line)
        m = SENSITIVE_PATH.search(probe)
        source = m.group(0).strip(" '\"=(") if m else _uses(probe, set(tainted))
        if not source:
            cap = _SH_CAPTURE.search(probe)
            shot = _screenshot_file(probe)
            if shot:
                shots[shot.group(1)] = "a screenshot"
            elif cap:
                source = cap.group(0).strip(" |;&(`$")
            else:
                source = next((origin for path, origin in shots.items() if path in probe), "")
        if source and source in tainted:
            source = tainted[source]
        assign = _SH_ASSIGN.match(line)
        loop_source = redirected.get(number) or source
        if loop_source:
            for name in _loop_targets(line):
                tainted[name] = loop_source
        if (
            _SH_SINK.search(probe)
            and source
            and not (_BEARER_CMD.search(source) and _AUTH_HEADER.search(probe))
            and not (_METADATA_URL.search(probe) and not _OTHER_URL.search(probe))
        ):
            flows.append(Flow("exfil", number, source))
        elif assign and source:
            tainted[assign.group(1)] = source
        elif source and (written := _SH_WRITE_TO.search(probe)):
            shots[written.group(1)] = source
        elif source and (archived := _SH_ARCHIVE_TO.search(probe)):
            shots[next(g for g in archived.groups() if g)] = source
        if assign and (_SH_DECODER.search(assign.group(2)) or _uses(assign.group(2), decoded)):
            decoded.add(assign.group(1))
        if _SH_EVAL.match(line) and _uses(line, decoded):
            flows.append(Flow("decode-eval", number, _uses(line, decoded)))
    return flows


def _js_joined(line: str) -> str:
    """The line with its string literals also joined by "/" (path.join pieces)."""
    parts = [next(g for g in m.groups() if g is not None) for m in _JS_STRINGS.finditer(line)]
    return line + "\n" + "/".join(parts)


def js_flows(text: str) -> list[Flow]:
    """Sensitive data reaching a network call in a JavaScript/TypeScript script (or a function of its own that
    makes one)."""
    tainted: dict[str, str] = {}
    flows: list[Flow] = []
    lines = text.split("\n")
    helpers, inside = sink_helpers(lines, _JS_SINK) if "function" in text or "=>" in text else (None, set())
    for index, line in enumerate(lines):
        stripped = line.lstrip()
        if stripped.startswith(("//", "/*", "*")):
            continue
        m = SENSITIVE_PATH.search(_js_joined(line))
        source = m.group(0).strip(" '\"=(") if m else ""
        if not source:
            source = whole_store(line)
        if not source:
            for name, origin in tainted.items():
                if re.search(rf"(?<![\w$.]){re.escape(name)}\b", line):
                    source = origin
                    break
        assign = _JS_ASSIGN.match(line) or _JS_FOR.match(line)
        if assign and source:
            tainted[assign.group(1)] = source
        if _JS_SINK.search(line) or (helpers is not None and index not in inside and helpers.search(line)):
            # A call spans lines: look at the statement up to its closing line.
            window = [line]
            for nxt in lines[index + 1 : index + 10]:
                window.append(nxt)
                if nxt.rstrip().endswith((");", "});", ")", "};")):
                    break
            stmt = "\n".join(window)
            hit = source if source and not assign else ""
            for name, origin in tainted.items():
                if re.search(rf"(?<![\w$.]){re.escape(name)}\b", stmt.split("=", 1)[-1] if assign else stmt):
                    hit = origin
                    break
            # The call's own later lines may hand it the whole store (`body: JSON.stringify({..., process.env})`).
            hit = hit or next((store for store in map(whole_store, window[1:]) if store), "")
            if hit:
                flows.append(Flow("exfil", index + 1, hit, "javascript"))
    return flows


# Literals `_worth_walking` looks up (rule sets that walk flows register them as trigger-index hints).
FLOW_HINTS = (*SENSITIVE_HINTS, "eval", "sh -c")


def _worth_walking(doc: Doc) -> bool:
    if any(doc.has(h) for h in SENSITIVE_HINTS):
        return True
    return doc.lang == "shell" and (doc.has("eval") or doc.has("sh -c")) and _SH_DECODER.search(doc.norm) is not None


# Files whose lines (recipes, RUN steps, `run:` keys) a shell runs.
BUILD_FILE = lazy(r"(?i)(?:^|/)(?:(?:gnu)?makefile|dockerfile|containerfile|justfile)$|\.(?:mk|ya?ml)$")

_PROMPT = lazy(r"^(\s*)(?:\$|%|>)\s", re.M)


def _walk(lang: str, text: str) -> list[Flow]:
    return shell_flows(text) if lang == "shell" else js_flows(text)


def doc_flows(doc: Doc) -> list[Flow]:
    """Flows in a shell or JavaScript script, or in a Markdown file's fenced blocks (cached per document).

    A flow in a fenced block carries the line number in the Markdown file.
    """
    cached = doc.cache.get("flows")
    if isinstance(cached, list):
        return cached
    flows: list[Flow] = []
    if doc.kind == "code" and doc.lang in {"shell", "javascript"} and _worth_walking(doc):
        flows = _walk(doc.lang, doc.norm)
    elif doc.lang == "data" and BUILD_FILE.search(doc.path) and _worth_walking(doc):
        # Makefile recipes, Dockerfile RUN lines and CI `run:` steps are shell commands.
        flows = shell_flows(doc.norm)
    elif doc.kind == "prose" and _worth_walking(doc):
        inline = command_lines(doc, ("curl", "wget", "nc ", "scp", "aws s3", "rclone", "gsutil", "gh "))
        flows = [f for f in shell_flows("\n".join(inline)) if inline[f.line - 1]] if inline else []
        for block in doc.blocks:
            lang = "shell" if block.lang in FENCE_SHELL else "javascript" if block.lang in FENCE_JS else ""
            if not lang:
                continue
            body = doc.text[block.start : block.end].removeprefix("\n")
            body = body.rsplit("\n", 1)[0] if "\n" in body else body
            lower = body.lower()
            if not any(h in lower for h in SENSITIVE_HINTS):
                continue
            if lang == "shell":
                body = _PROMPT.sub(r"\1", body)
            first = doc.line_col(block.start)[0] + 1
            flows.extend(Flow(f.kind, first + f.line - 1, f.source, f.lang) for f in _walk(lang, body))
    doc.cache["flows"] = flows
    return flows
