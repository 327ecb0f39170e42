"""Surveillance: keystrokes, the screen, camera, microphone, clipboard, browser history or the agent's
own conversation captured and sent somewhere, or kept in a hidden file for later pickup.

Capturing alone is what screenshot, dictation and clipboard tools do, and is not reported. A
capture becomes surveillance when the same script (or fence) sends what it took to the network,
or keeps taking it in a loop into a hidden file; screenshots and the clipboard, which honest tools
also read once on request, need a loop or a background start besides. In prose: an order to record
keystrokes, the screen, every message or the conversation that also sends or collects it and says
to keep quiet or keep it running.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillkeeper.check.scan.hosts import placeholder, urls
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import (
    CodeRow,
    PatternRule,
    ScanContext,
    register,
    run_patterns,
    rx,
    topic_severity,
)
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.text import Doc

CATEGORY = "surveillance"

# What is captured, by kind. `quiet` kinds (screen, clipboard) are also read once by honest tools.
_CAPTURE = lazy(
    r"(?P<keys>\bpynput\b|\bkeyboard\.(?:on_press|hook|Listener|read_key|record)\b|\bGetAsyncKeyState\b"
    r"|\bSetWindowsHookEx\w*|\bCGEventTapCreate\b|\bu?iohook\b|\bxinput\s+(?:--)?test\b|\blogkeys\b|/dev/input/event"
    r"|\bkeylog\w*|\bgohook\b|\bhook\.KeyDown\b|\brdev::listen\b|node-global-key-listener|\bGlobalKeyboardListener\b)"
    r"|(?P<av>\bimagesnap\b|\bfswebcam\b|\bcv2\.VideoCapture\b|\bgetUserMedia\b|\barecord\b|\bparecord\b"
    r"|\bsounddevice\.rec\b|\bpyaudio\b|-f\s+(?:avfoundation|dshow|alsa|pulse|v4l2|x11grab|gdigrab)\b)"
    r"|(?P<history>(?:Chrome|Chromium|Edge|Brave)[^\n]{0,80}[/\\]History\b|\bplaces\.sqlite\b|\bmoz_places\b"
    r"|Safari/History\.db)"
    r"|(?P<transcript>\.claude/projects\b|\.codex/sessions\b|\.gemini/tmp\b|\.aider\.chat\.history)"
    r"|(?P<screen>\bscreencapture\b|\bscrot\b|\bgnome-screenshot\b|\bmaim\b|\bimport\s+-window\s+root\b|\bmss\.mss\b"
    r"|\bImageGrab\.grab\b|\bpyautogui\.screenshot\b|screenshot-desktop|\bdesktopCapturer\b|\bCopyFromScreen\b"
    r"|\bxwd\s+-root\b)"
    r"|(?P<clip>\bpbpaste\b|\bwl-paste\b|\bGet-Clipboard\b|\bxclip\b[^\n|]*\s-o\b|\bxsel\b[^\n|]*\s(?:-o|--output)\b"
    r"|\bclipboard\.readText\b|\bpyperclip\.paste\b|\bclipboardy\b)",
    re.I,
)
# A send of data (not a plain GET): an upload, a form, a POST body.
_SEND = lazy(
    r"\bcurl\b[^\n]*(?:\s-[a-zA-Z]*[FTd]\b|--data|--upload-file|--form|-X\s*(?:POST|PUT))|\bwget\b[^\n]*--post-"
    r"|\brequests\.(?:post|put)\(|\burlopen\([^\n)]*,|\bhttps?\.request\(|\bfetch\([^\n]*(?:POST|body)"
    r"|method:\s*['\"](?:POST|PUT)['\"]|\bInvoke-(?:WebRequest|RestMethod)\b[^\n]*-(?:Body|InFile)\b"
    r"|\bscp\s+[^\n]*\S+:|\bnc\s+\S+\s+\d+|\bhttp\.Post(?:Form)?\s*\(|\bhttp\.NewRequest\s*\(\s*\"(?:POST|PUT)\""
    r"|\bNet::HTTP\.post\b|\breqwest\b[^\n]*\.(?:post|put)\(|\bureq::(?:post|put)\b",
    re.I,
)
# Captures repeat or run unseen: a loop, a timer, a scheduler, a background start.
_KEEPS_GOING = lazy(
    r"\bwhile\b|\bsetInterval\b|\bthreading\.Timer\b|\bsleep\b|\bcrontab\b|\bnohup\b|&\s*$|\bListener\b|\bschedule\b",
    re.I | re.M,
)
_HIDDEN_APPEND = lazy(r">>\s*[\"']?(?:\$\w+|[~\w./$-]*/\.[\w.-]+)")
_NEAR_LINES = 15


def _outside_url(text: str) -> bool:
    hosts = [h for _, _, h, _ in urls(text)] + re.findall(r"\bhost:\s*['\"]([\w.-]+)['\"]", text)
    return any(not placeholder(h) and h not in {"localhost", "127.0.0.1"} for h in hosts)


def _capture_matches(doc: Doc) -> Iterator[re.Match[str]]:
    for start, end in doc.candidate_lines(_HINTS):
        yield from _CAPTURE.finditer(doc.norm, start, end)


def _captures(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    lines = doc.norm.split("\n")
    # Read once per line: a line of many captures would otherwise have its window read again for each.
    windows: dict[int, tuple[bool, bool, bool]] = {}
    for m in _capture_matches(doc):
        kind = m.lastgroup or ""
        number = doc.norm.count("\n", 0, m.start())
        if number not in windows:
            window = "\n".join(lines[max(0, number - _NEAR_LINES) : number + _NEAR_LINES + 1])
            going = bool(_KEEPS_GOING.search(window))
            sent = bool(_SEND.search(window)) and _outside_url(window)
            windows[number] = (sent, going, going and bool(_HIDDEN_APPEND.search(window)))
        sends, keeps_going, hoards = windows[number]
        if kind in {"screen", "clip"} and not keeps_going:
            continue
        if not (sends or hoards):
            continue
        start = doc.orig(m.start())
        sev = topic_severity(doc, start)
        what = "sends it out" if sends else "keeps it in a hidden file for pickup"
        message = f"captures the user's {_KIND_NAMES[kind]} and {what}"
        yield ctx.finding("SK-SURVEIL-CAPTURE-SEND", CATEGORY, sev, message, doc, start, doc.orig(m.end()))
        return


_KIND_NAMES = {
    "keys": "keystrokes",
    "av": "camera or microphone",
    "history": "browser history",
    "transcript": "agent transcripts",
    "screen": "screen",
    "clip": "clipboard",
}

# Prose: what the user types, sees, says or writes, named as something to record ...
_WATCHED = (
    r"\bkeystrokes?\b|\bkey\s*press(?:es)?\b|\bwhat\s+the\s+user\s+(?:types|says|writes|sends)\b"
    r"|\bthe\s+(?:screen|webcam|camera|microphone|clipboard)\b|\bbrows(?:ing|er)\s+history\b|\bconversation\b"
    r"|\btranscripts?\b|\bchat\s+history\b|\bthe\s+user'?s\s+(?:last\s+)?messages?\b|\b(?:every|each)\s+message\b"
    r"|\bsends\s+a\s+message\b"
)
_RECORD_VERB = lazy(
    r"(?i)\b(?:record|capture|log|save|write|copy|store|keep|listen\s+to|monitor|snapshot|grab|append)\w*\b"
)


# ... that sends or collects it ...
_SHIP = lazy(
    r"(?i)\b(?:upload|send|post|forward|sync|exfiltrat)\w*\b[^.\n]{0,80}?(?:https?://|\bto\s+(?:our|the|a)\b)"
    r"|\bPOST\s+it\b|\bpick\s*-?\s*up\b|\bpickup\b|\bcollect(?:s|ed)?\s+(?:it|them|that|the)\b"
)
# ... and keeps it from the user or keeps it running.
_UNSEEN = lazy(
    r"(?i)\b(?:do\s+not|don'?t|never)\s+(?:tell|mention|bring\s+it\s+up|show)|\bwithout\s+(?:telling|asking)\b"
    r"|\bsilently\b|\bquietly\b|\bsecretly\b|\bbackground\b|\bkeep\s+it\s+running\b|\bafter\s+the\s+session\b"
    r"|\bincluding\s+(?:any\s+)?(?:passwords?|keys|tokens|secrets)\b"
)


def _watch_prose(m: re.Match[str], doc: Doc, sev: Severity) -> Severity | None:
    if not _RECORD_VERB.search(doc.norm, max(0, m.start() - 100), m.end() + 100):
        return None
    around = doc.norm[max(0, m.start() - 300) : m.end() + 400]
    return sev if _SHIP.search(around) and _UNSEEN.search(around) else None


RULES = (
    PatternRule(
        "SK-SURVEIL-PROSE",
        rx(_WATCHED),
        "orders keystrokes, the screen, camera, microphone or the conversation recorded and sent or collected unseen",
        applies="prose",
        refine=_watch_prose,
        triggers=(
            "keystroke",
            "key press",
            "keypress",
            "the screen",
            "camera",
            "webcam",
            "microphone",
            "clipboard",
            "browsing history",
            "browser history",
            "chat history",
            "conversation",
            "transcript",
            "every message",
            "each message",
            "s message",
            "sends a message",
            "what the user",
        ),
    ),
)
CODES: tuple[CodeRow, ...] = (
    (
        "SK-SURVEIL-CAPTURE-SEND",
        "critical",
        "captures keystrokes, the screen, camera, microphone, clipboard, browser history or transcripts and sends "
        "them out (or hoards them in a hidden file)",
    ),
)
_HINTS = (
    *("gohook", "hook.keydown", "rdev::listen", "global-key-listener", "globalkeyboardlistener"),
    "pynput",
    "keyboard",
    "keylog",
    "imagesnap",
    "fswebcam",
    "videocapture",
    "arecord",
    "avfoundation",
    "/history",
    "\\history",
    "moz_places",
    "places.sqlite",
    ".claude/projects",
    ".codex/sessions",
    "screencapture",
    "scrot",
    "mss",
    "imagegrab",
    "screenshot",
    "pbpaste",
    "xclip",
    "xsel",
    "clipboard",
    "getusermedia",
    "pyaudio",
    "sounddevice",
    "parecord",
    "iohook",
    "dshow",
    "x11grab",
    "xinput",
    "copyfromscreen",
    "wl-paste",
    "getasynckeystate",
    "setwindowshookex",
    "cgeventtapcreate",
    "logkeys",
    "/dev/input",
    "gdigrab",
    "-f alsa",
    "-f pulse",
    "v4l2",
    "maim",
    "-window root",
    "desktopcapturer",
    "xwd",
    "pyperclip",
    ".gemini/tmp",
    ".aider.chat",
)


@register(CATEGORY, RULES, CODES, hints=_HINTS)
def check(ctx: ScanContext) -> Iterator[Finding]:
    yield from run_patterns(ctx, CATEGORY, RULES)
    for doc in ctx.docs:
        if any(doc.has(h) for h in _HINTS):
            yield from _captures(ctx, doc)
