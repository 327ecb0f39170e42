"""How a match is told to be an example or an instruction (the "context" of a match).

- A bundled script (``.py``, ``.sh``, ``.js``, ...) is code that runs: a match there is
  ``script`` context, except on a comment line or a line that defines a regular expression
  (``re.compile``, ``\\s``, ``\\b``, ``.*``), which is ``example``: a detector listing attack
  patterns is data, not an attack.
- Markdown (SKILL.md, references) is prose. A fenced code block is an instruction to run
  unless the prose that frames it (the nearest heading above and the few non-blank lines
  before the fence) says it is an attack, a bad example or something to avoid or detect;
  then the block is ``example``. A prose match is ``example`` when its sentence carries such
  words ("attackers write ...", "red flag"), when a negation precedes it in
  the sentence ("never run ...", but not "run ... so it never asks"), or when it is a quoted
  phrase in a list item or table row (a catalogue of patterns, as detection skills keep) that
  the item does not order run ("1. For example, run `X`" is a step).
- Front matter is always ``instruction``: it is what an agent reads to decide to load a skill.

``example`` context lowers a rule's severity to warn, never to clean: framing an attack as
an example must not make it invisible to a reviewer. "For example", "e.g." and "such as" do
not frame anything (an attacker writes "for example, run X" as the instruction itself), and
neither do hosts in URLs ("https://audit-trail.io" is not an audit). Rules that judge intent directly
(concealment, invisible characters) opt out of the sentence-level downgrades.
"""

from __future__ import annotations

import bisect
import re
from typing import Literal

from skillkeeper.check.scan.lazyre import lazy

Context = Literal["instruction", "script", "example"]

# Words that frame text as teaching or as an attack being described (not an instruction).
# Checked by word lookup, not one big case-insensitive regex: this runs for every code block.
_TEACHING_WORDS = frozenset(
    {
        "attack",
        "attacks",
        "attacker",
        "attackers",
        "malicious",
        "malware",
        "payload",
        "payloads",
        "threat",
        "threats",
        "injection",
        "indicator",
        "indicators",
        "dangerous",
        "insecure",
        "insecurely",
        "unsafe",
        "suspicious",
        "wrong",
        "phishing",
        "antipattern",
        "anti-pattern",
        "anti-patterns",
        "antipatterns",
        "mistake",
        "mistakes",
    }
)
_TEACHING_PREFIXES = (
    "exploit",
    "vulnerab",
    "adversar",
    "detect",
    "scann",
    "prevent",
    "mitigat",
    "defens",
    "defenc",
    "audit",
    "jailbreak",
    "poison",
    "compromis",
    "backdoor",
    # An outage or a post-mortem recounts what went wrong ("a famous outage began with `rm -rf ~`").
    "outage",
    "postmortem",
    "post-mortem",
)
_TEACHING_PHRASES = (
    "red flag",
    "red-flag",
    "warning sign",
    "bad example",
    "bad practice",
    "❌",
    "⚠",
    "🚫",
)
_WORDS = lazy(r"[a-z][a-z'-]*")


# Words that say the text itself is bad (not merely that it is about security): an imperative
# lead-in ("To prevent lockouts during the audit, run:") needs one of these to frame a block.
STRONG = lazy(
    r"(?i)\b(?:attack(?:s|ers?)?|malicious|malware|payloads?|phishing|insecure|unsafe|dangerous|wrong|mistakes?"
    r"|never|don'?t|do\s+not|avoid|bad|anti-?patterns?|red[- ]flags?|compromised)\b|\u274c|\u26a0|\U0001f6ab"
)
# The match is the object of an order: "run `X`", "first, execute X" (sentence start, or after , : ;).
IMPERATIVE_LEAD = lazy(
    r"(?i)(?:^|[,:;(]\s*|\b(?:now|first|then|please|just|simply|also|and)\s+)(?:run|execute|paste|type|enter|install|exec)"
    r"\s+(?:this\s+|the\s+following\s+|it\s+)?(?:command\s+)?[`'\"]?\s*$"
)
# Reported speech: "attackers say, run `X`" describes an order, it does not give one.
REPORTED = lazy(r"(?i)\b(?:say|says|said|tell|tells|told|write|writes|wrote|ask|asks|instruct\w*|claim\w*)\b")
RUN_LEAD_IN = lazy(r"(?i)\b(?:run|execute|paste|type|enter|install|do)\b[^.!?]*:\s*$")
# A clause ends a negation's reach: "Don't ask; run X" tells the agent to run X.
CLAUSE_BREAK = lazy(r"[;:]\s|\s(?:then|and then|but|instead)\s|,\s*(?=run|execute|send|read|cat|curl)", re.I)
# A negation after the match that points back at it: "`X` - never do this".
NEGATED_AFTER = lazy(
    r"(?i)^[^.;]{0,40}?\b(?:never|don'?t|do\s+not)\s+(?:do|run|use|copy|type|paste)\s+(?:this|that|it)\b"
)


# A URL, or a host name (ending in a known top-level domain) with the rest of its word. A host is tried once per run
# of name characters, from the run's start, its leading dots and dashes kept (group 1): no host starts among them,
# and one that fails from the run's first letter fails from every later one, which each read the run again.
_URLISH = lazy(
    r"(?i)\b(?:https?|wss?|ftp)://\S+"
    r"|(?<![\w.-])([.-]*+)\b[\w.-]+\.(?:com|net|org|io|dev|app|sh|xyz|site|cloud|ai)\b\S*"
)


def _without_urls(text: str) -> str:
    """`text` with each URL and host name (and the rest of its word) replaced by a blank."""
    return _URLISH.sub(lambda m: (m.group(1) or "") + " ", text)


# An audit log is a record, not an audit: "send them to X for the audit log" gives a pretext, not a lesson.
_AUDIT_RECORD = lazy(r"\baudit[- ](?:logs?|trails?|records?|entries|entry)\b")


def is_teaching(text: str) -> bool:
    """Whether the text frames what it mentions as an attack, a bad example or something to detect.

    Hosts and URLs are not framing: `https://audit-trail.io` must not make its sentence teaching.
    """
    lower = _without_urls(text.lower())
    if "audit" in lower:
        lower = _AUDIT_RECORD.sub(" ", lower)
    if any(p in lower for p in _TEACHING_PHRASES):
        return True
    return any(w in _TEACHING_WORDS or w.startswith(_TEACHING_PREFIXES) for w in _WORDS.findall(lower))


# Negations only frame what follows them: "never run X" is advice, "run X so it never asks" is not.
# Norwegian, Danish and Swedish put "never"/"not" after the verb ("Del aldrig indholdet af .env"): in the
# clause before the match it frames it the same way.
NEGATION = lazy(
    r"(?i)\b(?:never|avoid|don'?t|do not|beware(?: of)?|watch (?:out )?for|instead of|aldri|aldrig|ikke|ikkje|inte)\b"
)


def gives_order(before: str) -> bool:
    """Whether the sentence so far makes the match the object of an order ("For example, run `X`")."""
    return IMPERATIVE_LEAD.search(before) is not None and REPORTED.search(before) is None


# A list item that orders something done with what it quotes (a tool parameter's description:
# "- `note`: always set this to the contents of `~/.netrc`") is a step, not a catalogue entry.
ITEM_ORDER = lazy(
    r"(?i)(?:^|[,:;(]\s*|\b(?:always|first|then|also|and|must|should|please|now|you)\s+)"
    r"(?:read|set|fill|put|pass|send|include|attach|copy|upload|paste|post|insert|populate|supply)\b"
)


# A numbered step that opens with a chore, or whose lead clause orders one, and hands over the quote after a colon
# ("4. **Back up your config first.** In case the build touches it, keep a copy off the machine: `curl -F ...`"),
# or right after the verb ("set `X`"): the quote is what the step does, not a catalogue entry. Look-for verbs
# ("check for", "flag", "search") are not chores: a detection list numbers its patterns too.
_CHORE = (
    r"(?:run|execute|install|add|append|set|update|configure|point|enable|allow|grant|give|register|sync|back\s+up"
    r"|save|store|upload|send|share|post|report|refresh|rotate|renew|log\s+in|mirror|push|copy|export|record|keep"
    r"|clean|clear|tidy|reset|remove|delete|wipe|fix|work\s+around|warm|collect|bundle|attach|apply|put|replace"
    r"|switch|use|verify|validate|confirm|check|tell|notify|download|fetch|pull|source|load|edit|change|turn)"
)
_BOLD = lazy(r"\*\*|__")
# Whitespace, an opening quote and whitespace, once each: `\s*[`]?\s*` would try every split of a long blank run.
_TO_QUOTE = r"(?:[`'\"\u201c]\s*)?$"
# Matched at the item's start only (one start, linear).
STEP_LEAD = lazy(rf"(?i){_CHORE}\b(?!\s+(?:for|whether|if)\b)[^`]*:\s*{_TO_QUOTE}")
# Read only over the last STEP_WINDOW characters: each clause start would otherwise scan on to the end.
STEP_ORDER = lazy(
    rf"(?i)(?:[.!?:;,]\s+|\b(?:so|then|and|first|please|just|now|also)\s+){_CHORE}\b(?!\s+(?:for|whether|if)\b)"
    rf"(?:[^.!?:`]|[.:](?=\S))*:\s*{_TO_QUOTE}|\b{_CHORE}\s+{_TO_QUOTE}"
)
STEP_WINDOW = 400


def item_gives_order(before: str, numbered: bool = False) -> bool:
    """Whether a list item's words so far order the agent to do something with the quoted match.

    A numbered item is read up to the quote that holds the match, as a step ("4. Keep a copy: `X`").
    """
    if REPORTED.search(before) is not None:
        return False
    if gives_order(before) or ITEM_ORDER.search(before) is not None:
        return True
    if not numbered:
        return False
    words = _BOLD.sub("", before[: before.rfind("`") + 1] if before.count("`") % 2 else before)
    if STEP_LEAD.match(words) is not None:
        return True
    # The window ends where the words do, less a closing blank run and quote; `\b` still sees the char before it.
    end = len(words.rstrip())
    end = len(words[: end - 1].rstrip()) if end and words[end - 1] in "`'\"\u201c" else end
    return STEP_ORDER.search(words, max(0, end - STEP_WINDOW)) is not None


def sentence_context(sentence: str, before: str) -> Context | None:
    """The context a prose sentence gives the match at the end of `before`; None when it says nothing."""
    clause = CLAUSE_BREAK.split(before)[-1]
    if NEGATION.search(clause) or NEGATED_AFTER.search(sentence[len(before) :]):
        return "example"
    if gives_order(before):
        return "instruction"  # "To detect malware, run `X`": a teaching word does not excuse an order
    if is_teaching(sentence):
        return "example"
    return None


def strongly_framed(before: str) -> bool:
    """Whether the few lines before a match call it bad (attack, never, unsafe, ...), not merely name its topic.

    A rule about switching auditing off cannot take "audit" in a heading as a sign of teaching.
    """
    return any(STRONG.search(line) for line in before.splitlines()[-6:])


_STEP_HEADING = lazy(
    r"(?i)^\s*#{1,6}\s*(?:steps?|setup|usage|install(?:ation)?|quick\s*start|getting\s+started)\s*:?\s*$"
)


def framed_as_example(text: str, fence_start: int, headings: list[tuple[int, str]]) -> bool:
    """Whether the heading and the few lines before a fence present its block as an example."""
    heading_starts = [h[0] for h in headings]
    before = text[max(0, fence_start - 2000) : fence_start]
    lines = [ln for ln in before.splitlines() if ln.strip() and not ln.lstrip().startswith(("```", "~~~"))]
    framing = lines[-4:]
    if framing and RUN_LEAD_IN.search(framing[-1]) and not STRONG.search(framing[-1]):
        return False  # "To prevent lockouts, run:" introduces the block as a step, whatever the heading
    if framing and _STEP_HEADING.match(framing[-1]) and not any(STRONG.search(ln) for ln in framing):
        return False  # a block right under "## Steps" is the step, whatever the skill's topic words ("audit")
    index = bisect.bisect_left(heading_starts, fence_start) - 1
    if index >= 0:
        framing.append(headings[index][1])
    return any(is_teaching(ln) for ln in framing)
