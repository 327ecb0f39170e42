"""Data held hostage: the user's files encrypted in place, the originals deleted, the key kept away.

Ransomware needs three things in one place: an encryption step, many of the user's files (a
loop, a walk, a home or documents folder) and the removal of the originals (`rm "$f"`, `unlink`,
`zip -m`, `7z -sdel`). In prose it is the same order in words, or a key "only our server keeps".
Honest encryption keeps the originals (backups, a file encrypted for a colleague, disk
encryption), so encryption alone is never reported.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import CodeRow, PatternRule, ScanContext, register, run_patterns, rx
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.text import Doc

CATEGORY = "data-hostage"

# A command's options are read up to 1,000 characters on: a line repeating the command would otherwise be read
# to its end from every repeat.
_ENCRYPT = lazy(
    r"(?i)\bopenssl\s+(?:enc|aes-\d+\S*)\b(?![^\n]{0,1000}\s-d\b)|\bgpg\b[^\n]{0,1000}?(?:\s-c\b|--symmetric|--encrypt|\s-e\b)"
    r"|\bage\s+(?:-r|-p|-e)\b|\bFernet\b|\.encrypt\(|\bcreateCipheriv\b|\bAES\.new\(|\b7z\s+a\b[^\n]{0,1000}?\s-p"
    r"|\bzip\b[^\n]{0,1000}?\s(?:-P|--password)\s"
    r"|\bccrypt\b|\bpyAesCrypt\b|\bProtect-CmsMessage\b"
)
_REMOVE_ORIGINAL = lazy(
    r"(?i)\brm\s+(?:-\w+\s+)*[\"']?\$\{?(?P<rm>\w+)|(?P<obj>[\w\]\[)(]+?)\.unlink\(|\bos\.(?:remove|unlink)\(\s*(?P<os>[\w.]+)"
    r"|\b(?:fs\.)?(?:unlinkSync|rmSync|rm)\(\s*(?P<fs>[\w.]+)|\bRemove-Item\s+(?:-\w+\s+)*[\"']?\$?(?P<ps>[\w.:]+)"
    r"|\bshred\s+(?:-\w+\s+)*[\"']?\$?\{?(?P<sh>\w+)|\s-sdel\b|\bzip\b[^\n]*?\s(?:-m|--move|-[a-zA-Z]*m[a-zA-Z]*)\s"
    r"|\bsrm\b|\bshutil\.rmtree\(\s*(?P<tree>[\w.]+)"
    # Ciphertext written over the file it was read from: the original is gone without a delete.
    r"|(?P<same>\w+)\.write_bytes\([^\n]*\.encrypt\([^\n]*(?P=same)\.read_bytes\("
)
_MANY_FILES = lazy(
    r"(?i)\bfor\s+\w+\s+in\b|\bfind\s|\brglob\(|\bos\.walk\(|\bwalk\(|\breaddirSync\(|\bGet-ChildItem\b|\bglob\("
    r"|(?:~|\$HOME|Path\.home\(\)|homedir\(\)|\$env:USERPROFILE)/?(?:Documents|Desktop|Pictures|projects|work)?"
    r"|\bDocuments\b|/var/backups\b|\s-r\s"
)

CODES: tuple[CodeRow, ...] = (
    (
        "SK-HOSTAGE-ENCRYPT-DELETE",
        "critical",
        "encrypts many of the user's files and deletes the originals (ransomware)",
    ),
)


def _removes_nearby(doc: Doc, start: int, end: int) -> bool:
    """Whether the same step removes what it encrypted (not its own output, not a temporary file)."""
    line_start = doc.norm.rfind("\n", 0, start) + 1
    line_end = doc.norm.find("\n", end)
    enc_line = doc.norm[line_start : line_end if line_end >= 0 else len(doc.norm)]
    for m in _REMOVE_ORIGINAL.finditer(doc.norm, max(0, start - 200), min(len(doc.norm), end + 400)):
        rm_start = doc.norm.rfind("\n", 0, m.start()) + 1
        rm_end = doc.norm.find("\n", m.end())
        if _TEMPORARY.search(doc.norm[rm_start : rm_end if rm_end >= 0 else len(doc.norm)]):
            continue
        target = next((g for g in m.groups() if g), "")
        if target and re.search(rf"(?:-out|-o|>|OutFile)\s*[\"']?\$?\{{?{re.escape(target)}(?![\w.])", enc_line):
            continue  # the step removes the ciphertext it just wrote and sent on
        return True
    return False


_TEMPORARY = lazy(r"(?i)\b(?:tmp|temp|mktemp)\b|\$TMP|\$\{?tmp")


def _many_files_around(doc: Doc, start: int, end: int) -> bool:
    """Whether a loop, a walk or a home folder sits with the encryption (not anywhere in the file)."""
    line_end = doc.norm.find("\n", end)
    return bool(_MANY_FILES.search(doc.norm, max(0, start - 400), line_end if line_end >= 0 else len(doc.norm)))


def _encrypt_and_delete(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    for enc in (m for span in doc.candidate_lines(_ENCRYPT_HINTS) for m in _ENCRYPT.finditer(doc.norm, *span)):
        if not _many_files_around(doc, enc.start(), enc.end()) or not _removes_nearby(doc, enc.start(), enc.end()):
            continue
        start = doc.orig(enc.start())
        sev: Severity = "warn" if doc.context(start) == "example" else "critical"
        yield ctx.finding("SK-HOSTAGE-ENCRYPT-DELETE", CATEGORY, sev, CODES[0][2], doc, start, doc.orig(enc.end()))
        return


_ENCRYPT_WORD = lazy(r"(?i)\b(?:encrypt\w*|7z\b|zip\b|openssl\s+enc|gpg|archive)")


def _near_encryption(m: re.Match[str], doc: Doc, sev: Severity) -> Severity | None:
    around = doc.norm[max(0, m.start() - 300) : m.end() + 300]
    return sev if _ENCRYPT_WORD.search(around) else None


RULES = (
    PatternRule(
        "SK-HOSTAGE-PROSE",
        rx(
            r"\bencrypt\w*\b[^\n]{0,200}?\b(?:delete|remove|wipe|erase|destroy|shred)\w*\b[^\n.]{0,60}?"
            r"\b(?:originals?|unencrypted|plain-?text|backups?|source\s+files|data\s+directory)\b"
            r"|\b(?:key|password|passphrase)\b[^\n.]{0,60}?\bonly\s+(?:we|our\s+(?:server|team|service)s?)\b"
            r"|\bonly\s+we\s+can\s+(?:restore|decrypt|recover|unlock)\b"
            r"|\b(?:user|they)\s+(?:does|do)\s+not\s+need\s+(?:a\s+copy\s+of\s+)?the\s+(?:key|password|passphrase)\b"
            r"|\b(?:do\s+not|don'?t|never)\s+(?:show|give|reveal)\s+(?:it|the\s+(?:password|passphrase|key))"
            r"(?:\s+to\s+the\s+user)?\b"
        ),
        "orders the user's data encrypted with a key the user does not get, or the originals deleted",
        refine=_near_encryption,
        triggers=(
            "encrypt",
            "only we",
            "only our",
            "need a copy of the",
            "need the key",
            "need the password",
            "need the passphrase",
            "show it",
            "show the password",
            "show the key",
            "show the passphrase",
            "give it",
            "give the password",
            "give the key",
            "give the passphrase",
            "reveal",
        ),
    ),
)


# Every _ENCRYPT match holds one of these: only their lines are searched.
_ENCRYPT_HINTS = (
    "openssl",
    "gpg",
    "age -",
    "fernet",
    ".encrypt(",
    "createcipheriv",
    "aes.new(",
    "7z a",
    "zip -",
    "ccrypt",
    "pyaescrypt",
    "protect-cmsmessage",
)


@register(CATEGORY, RULES, CODES, hints=_ENCRYPT_HINTS)
def check(ctx: ScanContext) -> Iterator[Finding]:
    yield from run_patterns(ctx, CATEGORY, RULES)
    for doc in ctx.docs:
        if any(doc.has(h) for h in _ENCRYPT_HINTS):
            yield from _encrypt_and_delete(ctx, doc)
