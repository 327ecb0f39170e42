"""What the labelled sets from dev7 on are written with: one builder per set and one skill-folder helper."""

from __future__ import annotations

import json

from tests.check.scan.labelled import Labelled


class CaseSet:
    """The cases of one labelled set, in the order they are written."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.cases: list[Labelled] = []

    def mal(self, kind: str, id_: str, files: dict[str, str]) -> None:
        self.cases.append(Labelled(id_, kind, True, files, self.name))

    def ben(self, kind: str, id_: str, files: dict[str, str]) -> None:
        self.cases.append(Labelled(id_, kind, False, files, self.name))


def sk(name: str, body: str, files: dict[str, str] | None = None, fm: str = "") -> dict[str, str]:
    """A skill folder: SKILL.md with `name`, a stock description, extra front matter `fm` and `body`, plus `files`."""
    out = {"SKILL.md": f"---\nname: {name}\ndescription: {name.replace('-', ' ')} helper.\n{fm}---\n\n{body.strip()}\n"}
    out.update(files or {})
    return out


def agent(name: str, use_when: str, body: str, files: dict[str, str] | None = None) -> dict[str, str]:
    """A skill folder as an agent writes it through create_skill: a "Use when" description and its body."""
    description = json.dumps(f"Use when {use_when}", ensure_ascii=False)
    out = {"SKILL.md": f"---\nname: {name}\ndescription: {description}\n---\n\n{body.strip()}\n"}
    out.update(files or {})
    return out


def tags(text: str) -> str:
    """Text spelled in Unicode tag characters (invisible in most renderers)."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def sentinel_flags(case: Labelled) -> bool:
    """Whether Sentinel quarantines or refuses the case, scanned from memory (never written to disk, never run)."""
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile

    files = [BundleFile(p, t.encode()) for p, t in case.files.items() if p != "SKILL.md"]
    return scan_skill(build_skill(case.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}
