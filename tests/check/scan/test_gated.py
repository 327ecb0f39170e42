"""A gated pattern finds exactly what its plain pattern's finditer finds, on many generated lines and texts."""

from __future__ import annotations

import importlib
import pkgutil
import random
import re

import pytest

import skillkeeper.check.scan
from skillkeeper.check.scan.gated import Gated

# Pieces the gated patterns look for, so generated texts reach their triggers, tails and the parts between.
_PIECES = (
    *(" ", " ", "  ", "\t", "\n", "|", "| ", ">", ">> ", "-o ", "-O ", "-C ", "-d ", "-F x=@", "-X POST", "--data "),
    *("~", "~/", "$HOME", "/tmp/x", "'", '"', "[", "]", ".join(", "(", ")", ",", ":", "@", "=", "{", "}", ";", "&&"),
    *("`",),
    *("http://a.example/p", "https://b.io/x?q=DATA", "&k=<the key>", "smtp://m.example", "x@h.example:", "$TOKEN"),
    *("curl", "wget", "iwr", "tar", "gtar", "zip", "pg_dump", "sqlite3", ".dump", "redis-cli", "--rdb", "kubectl"),
    *("rsync", "scp", "ssh h.example", "nc 1.2.3.4", "sudo", "dirname", "$(", "$DIR", "echo", "cat", "env", "mail"),
    *("writeFileSync(", "download", "to", "Invoke-WebRequest", "-OutFile", "-Body", "fetch(", "body:", "urlopen("),
    *("strings.Join([]string{", "'.'", "--output ", "OutFile", "Send-MailMessage", ".post(", "stream_context", "a"),
    *("'-'.join([", "'a', 'b'", "])", "['a', '/b'", "].join('/')", "}, '/')", '"".join(["ev"', "] . join ( '' )"),
    *("| tar xz ", "-C $DIR", '-C "$(dirname', "| ssh h.example", "| nc 1.2.3.4 9", "pg_dump db ", "| gzip |"),
    *("tar c ~ ", "env >", "then ", "mongodump --archive=/tmp/d", " -f /tmp/d.sql", "kubectl get secrets", "tar\n"),
    *("fetch\n(",),
    *("with the secrets appended", "send the credentials to the url", "forward it to", "as cc", "a.b+c-d", "x?k=v"),
    *("open(", "'rb')", "http://", "0", ".", "+", "-", "?", "&", "@h.example", "forwarding", "email", "as bcc"),
    *("a@h.example as cc", "x.exe", ".exe and run it", "before using this skill", "download"),
    *("the", "official", "`a/b`", "x.y", "tool", "MCP server", "is", "are now deprecated", "whenever you", "instead"),
    *("when the", "tool is used by another", "before calling any other tool", "use"),
)
# Run on one line at a time (a match may cross lines where its gates do not look: `fetch\n(` for `_NET_SEND`).
_LINE_ONLY = {"rules.bulk._BULK_PIPE", "taint._NET_SEND"}


def _gated() -> dict[str, Gated]:
    found: dict[str, Gated] = {}
    scan = skillkeeper.check.scan
    for info in pkgutil.walk_packages(scan.__path__, "skillkeeper.check.scan."):
        module = importlib.import_module(info.name)
        for attr, value in vars(module).items():
            if isinstance(value, Gated):
                found[f"{info.name.removeprefix('skillkeeper.check.scan.')}.{attr}"] = value
        for rule in getattr(module, "RULES", ()):  # a rule set's gated patterns, by their code
            if isinstance(getattr(rule, "pattern", None), Gated):
                found[rule.code] = rule.pattern
    return found


_GATED = _gated()


def _text(rng: random.Random, lines: bool) -> str:
    text = "".join(rng.choice(_PIECES) + rng.choice(("", " ", " ")) for _ in range(rng.randint(1, 40)))
    return text.replace("\n", " ") if lines else text


def _found(matches: object) -> list[tuple[tuple[int, int], tuple[str | None, ...]]]:
    return [(m.span(), m.groups()) for m in matches]  # type: ignore[attr-defined]


def test_the_scanner_gates_the_patterns_that_scan_a_line_for_a_tail() -> None:
    assert {"rules.staged._SAVE", "rules.bulk._BULK_PIPE", "taint._NET_SEND", "literals._LIST_JOIN"} <= set(_GATED)
    assert {"rules.copies._UPLOADS", "resolve._ACTIVE", "SK-EXFIL-PROSE", "SK-SHADOW-TOOL-REPLACE"} <= set(_GATED)


@pytest.mark.parametrize("name", sorted(_GATED))
def test_a_gated_pattern_finds_what_its_plain_pattern_finds(name: str) -> None:
    gated, rng = _GATED[name], random.Random(name)
    plain: re.Pattern[str] = gated.compiled
    hits = 0
    for _ in range(3000):
        text = _text(rng, lines=name in _LINE_ONLY)
        pos, endpos = rng.choice(((0, len(text)), (rng.randint(0, len(text)), rng.randint(0, len(text) + 2))))
        expected = _found(plain.finditer(text, pos, endpos))
        assert _found(gated.finditer(text, pos, endpos)) == expected, (text, pos, endpos)
        hits += bool(expected)
    assert hits > 0  # the texts reached the pattern's matches, not only its misses


def test_a_gated_pattern_substitutes_as_its_plain_pattern_does() -> None:
    gated, rng = _GATED["literals._LIST_JOIN"], random.Random(7)
    for _ in range(2000):
        text = _text(rng, lines=False)
        assert gated.sub(lambda m: f"<{m.group(0)}>", text) == gated.compiled.sub(lambda m: f"<{m.group(0)}>", text)
