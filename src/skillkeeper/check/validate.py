"""Validate a skill against the Agent Skills spec rules and our caps."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from skillkeeper.check.caps import Caps
from skillkeeper.errors import InvalidInput, InvalidSkill
from skillkeeper.skill.archive import read_skill
from skillkeeper.skill.folder import refused_file
from skillkeeper.skill.model import Skill
from skillkeeper.skill.names import name_problems, path_problem, show, tree_problem
from skillkeeper.skill.parse import SKILL_FILE

__all__ = [
    "HARNESS_FIELDS",
    "NAME_DESCRIPTION_CODES",
    "SPEC_FIELDS",
    "Caps",
    "FolderReport",
    "Issue",
    "ValidationReport",
    "validate_folder",
    "validate_skill",
]

MAX_DESCRIPTION_CHARS = 1024
MAX_COMPATIBILITY_CHARS = 500
DEFAULT_CAPS = Caps()

SPEC_FIELDS = frozenset({"name", "description", "license", "compatibility", "metadata", "allowed-tools"})
# Fields real harnesses read; strict validation warns on them instead of failing, since
# authors write them on purpose and rejecting them is the most common complaint.
HARNESS_FIELDS = frozenset(
    {
        # Claude Code
        "argument-hint",
        "disable-model-invocation",
        "user-invocable",
        "model",
        "effort",
        "context",
        "agent",
        "hooks",
        "paths",
        "shell",
        # OpenClaw
        "homepage",
        "command-dispatch",
        "command-tool",
        "command-arg-mode",
        # packaging metadata that registries and several harnesses carry
        "version",
        "author",
        "authors",
        "tags",
        "keywords",
        "repository",
    }
)
HIDDEN_ALLOWED = frozenset({".gitignore", ".gitkeep", ".gitattributes", ".npmignore", ".editorconfig", ".env.example"})
TEXT_SUFFIXES = frozenset(
    {
        *(".md", ".markdown", ".mdx", ".txt", ".rst", ".py", ".sh", ".bash", ".zsh", ".fish", ".ps1"),
        *(".bat", ".cmd", ".js", ".mjs", ".cjs", ".ts", ".tsx", ".jsx", ".json", ".jsonl", ".yaml"),
        *(".yml", ".toml", ".ini", ".cfg", ".conf", ".csv", ".tsv", ".xml", ".xsd", ".html", ".htm"),
        *(".css", ".svg", ".tex", ".bib", ".sty", ".sql", ".rb", ".go", ".rs", ".java", ".kt", ".cs"),
        *(".c", ".h", ".cpp", ".hpp", ".php", ".pl", ".lua", ".r", ".swift", ".j2", ".jinja"),
        *(".template", ".dot", ".mplstyle", ".env", ".example"),
    }
)
# Codes of the spec's name and description rules (what the reference validator checks).
NAME_DESCRIPTION_CODES = frozenset(
    {
        "name.missing",
        "name.type",
        "name.empty",
        "name.length",
        "name.case",
        "name.hyphen-edge",
        "name.hyphen-double",
        "name.chars",
        "name.nfkc",
        "name.ascii",
        "name.folder-mismatch",
        "description.missing",
        "description.type",
        "description.empty",
        "description.length",
    }
)


@dataclass(frozen=True)
class Issue:
    """One problem found: a stable code, a one-line actionable message, and where."""

    code: str
    message: str
    field_or_path: str = ""

    def to_dict(self) -> dict[str, str]:
        return {"code": self.code, "message": self.message, "field_or_path": self.field_or_path}


@dataclass
class ValidationReport:
    """Errors block a write; warnings are shown and let it through."""

    errors: list[Issue] = field(default_factory=list)
    warnings: list[Issue] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.errors

    def error(self, code: str, message: str, where: str = "") -> None:
        self.errors.append(Issue(code, message, where))

    def warn(self, code: str, message: str, where: str = "") -> None:
        self.warnings.append(Issue(code, message, where))

    def to_dict(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "errors": [i.to_dict() for i in self.errors],
            "warnings": [i.to_dict() for i in self.warnings],
        }


@dataclass
class FolderReport:
    """The result of validating one skill folder on disk, or one archive file."""

    path: Path
    name: str | None
    report: ValidationReport

    @property
    def ok(self) -> bool:
        return self.report.ok

    def to_dict(self) -> dict[str, Any]:
        return {"path": str(self.path), "name": self.name, **self.report.to_dict()}


_show = show


def _check_name(report: ValidationReport, frontmatter: dict[str, Any], folder_name: str | None) -> None:
    if "name" not in frontmatter:
        report.error("name.missing", "front matter has no 'name'; add name: <lowercase-hyphenated-name>", "name")
        return
    raw = frontmatter["name"]
    if raw is not None and not isinstance(raw, str):
        report.error("name.type", f"name must be a string, got {type(raw).__name__}; quote it", "name")
        return
    problems = name_problems(raw or "")
    for code, message in problems:
        report.error(code, message, "name")
    name = (raw or "").strip()
    if name and folder_name is not None and folder_name != name:
        report.error(
            "name.folder-mismatch",
            f"name {_show(name)} differs from its folder {_show(folder_name)}; "
            + _rename_hint(name, folder_name, name_ok=not problems),
            "name",
        )


def _rename_hint(name: str, folder: str, *, name_ok: bool) -> str:
    """Which of the two to change: the valid one stays; with both valid, the folder follows the name."""
    if not name_ok and not name_problems(folder):
        return f"set name: {folder} in SKILL.md (the folder's name is a valid skill name)"
    if name_ok:
        return (
            f"rename the folder to {_show(name)} (agents know the skill by its name), "
            f"or set name: {folder} in SKILL.md if the folder's name is the one you want"
            if not name_problems(folder)
            else f"rename the folder to {_show(name)} (agents know the skill by its name)"
        )
    return "fix the name first, then rename the folder to match it"


def _check_description(report: ValidationReport, frontmatter: dict[str, Any], caps: Caps) -> None:
    if "description" not in frontmatter:
        report.error(
            "description.missing",
            "front matter has no 'description'; say what the skill does and when to use it",
            "description",
        )
        return
    raw = frontmatter["description"]
    if raw is not None and not isinstance(raw, str):
        report.error(
            "description.type", f"description must be a string, got {type(raw).__name__}; quote it", "description"
        )
        return
    if raw is None or not raw.strip():
        report.error(
            "description.empty", "description is empty; say what the skill does and when to use it", "description"
        )
        return
    if len(raw) > MAX_DESCRIPTION_CHARS:
        report.error(
            "description.length",
            f"description is {len(raw)} characters; shorten it to {MAX_DESCRIPTION_CHARS} or fewer",
            "description",
        )
    size = len(raw.encode("utf-8", "surrogatepass"))
    if size > caps.description_bytes:
        report.error(
            "description.bytes",
            f"description is {size} bytes, over the {caps.description_bytes}-byte cap; shorten it",
            "description",
        )


def _check_optional_fields(report: ValidationReport, frontmatter: dict[str, Any]) -> None:
    if "compatibility" in frontmatter:
        compat = frontmatter["compatibility"]
        if not isinstance(compat, str):
            report.error(
                "compatibility.type", f"compatibility must be a string, got {type(compat).__name__}", "compatibility"
            )
        elif len(compat) > MAX_COMPATIBILITY_CHARS:
            report.error(
                "compatibility.length",
                f"compatibility is {len(compat)} characters; shorten it to {MAX_COMPATIBILITY_CHARS} or fewer",
                "compatibility",
            )
    if "metadata" in frontmatter and not isinstance(frontmatter["metadata"], dict):
        report.error("metadata.type", "metadata must be a mapping of keys to values (key: value lines)", "metadata")
    if "license" in frontmatter and isinstance(frontmatter["license"], dict | list):
        report.error("license.type", "license must be a string such as 'MIT' or a file name", "license")
    tools = frontmatter.get("allowed-tools")
    if "allowed-tools" in frontmatter and not (
        isinstance(tools, str) or (isinstance(tools, list) and all(isinstance(t, str) for t in tools))
    ):
        report.error(
            "allowed-tools.type",
            "allowed-tools must be a space-separated string or a list of tool names",
            "allowed-tools",
        )


def _check_fields(report: ValidationReport, frontmatter: dict[str, Any], strict: bool) -> None:
    for key in sorted(frontmatter):
        if key in SPEC_FIELDS:
            continue
        if key in HARNESS_FIELDS:
            report.warn(
                "field.harness",
                f"field {_show(key)} is a harness extension, not part of the Agent Skills spec; some clients ignore it",
                key,
            )
        elif strict:
            report.error(
                "field.unknown",
                f"field {_show(key)} is not allowed by the Agent Skills spec; move it under metadata:",
                key,
            )
        else:
            report.warn(
                "field.unknown", f"field {_show(key)} is not part of the Agent Skills spec; consider metadata:", key
            )


def _check_body(report: ValidationReport, skill: Skill, caps: Caps) -> None:
    size = len(skill.body.encode("utf-8", "surrogatepass"))
    if size > caps.body_bytes:
        report.error(
            "body.bytes",
            f"SKILL.md body is {size} bytes, over the {caps.body_bytes}-byte cap; move detail into references/",
            SKILL_FILE,
        )
    elif not skill.body.strip():
        report.warn("body.empty", "SKILL.md has no instructions after the front matter; add a body", SKILL_FILE)


def _check_bundle(report: ValidationReport, skill: Skill, caps: Caps) -> None:
    if len(skill.files) > caps.max_files:
        report.error(
            "bundle.files", f"bundle has {len(skill.files)} files, over the {caps.max_files}-file cap; trim it", ""
        )
    total = skill.total_size
    if total > caps.total_bytes:
        report.error(
            "bundle.size",
            f"skill is {total} bytes in all, over the {caps.total_bytes}-byte cap; move large assets out",
            "",
        )
    tree = tree_problem([SKILL_FILE, *(f.path for f in skill.files)])
    if tree is not None:
        report.error(tree[0], tree[1], "")
    for f in skill.files:
        problem = path_problem(f.path)
        if problem is not None:
            report.error(problem[0], problem[1], f.path)
            continue
        if f.is_link:
            report.error("path.link", f"{f.path} is a link; replace it with the file itself", f.path)
            continue
        hidden = [p for p in f.path.split("/") if p.startswith(".")]
        if hidden and not (len(hidden) == 1 and f.path.split("/")[-1] in HIDDEN_ALLOWED):
            report.error("path.hidden", f"{f.path} is a hidden file or folder; remove it or rename it", f.path)
            continue
        if PurePosixPath(f.path).suffix.lower() in TEXT_SUFFIXES:
            if b"\x00" in f.data:
                report.error("file.binary", f"{f.path} should be text but contains NUL bytes; fix or rename it", f.path)
            elif f.text() is None:
                report.error("file.encoding", f"{f.path} is not valid UTF-8 text: save it as UTF-8", f.path)


def validate_skill(
    skill: Skill, *, folder_name: str | None = None, strict: bool = False, caps: Caps = DEFAULT_CAPS
) -> ValidationReport:
    """Check a parsed skill against the spec rules and `caps`; never raises for bad content.

    `folder_name` defaults to the folder the skill was read from (`skill.folder`), so a folder
    on disk or in an archive is held to the spec's name-equals-folder rule on every path.
    """
    report = ValidationReport()
    fm = skill.frontmatter
    _check_name(report, fm, folder_name if folder_name is not None else skill.folder)
    _check_description(report, fm, caps)
    _check_optional_fields(report, fm)
    _check_fields(report, fm, strict)
    _check_body(report, skill, caps)
    _check_bundle(report, skill, caps)
    return report


def validate_folder(path: str | Path, strict: bool = False, caps: Caps = DEFAULT_CAPS) -> FolderReport:
    """Parse and validate one skill folder or archive; an unreadable skill gets a report with one error."""
    folder = Path(path)
    try:
        skill = read_skill(folder)
    except InvalidSkill as exc:
        report = ValidationReport()
        code = exc.details.get("code") if isinstance(exc.details, dict) else None
        report.error(str(code or "skill.unparseable"), exc.message, refused_file(exc))
        return FolderReport(folder, None, report)
    except InvalidInput as exc:  # an archive swapped for a link or grown since it was collected
        report = ValidationReport()
        report.error("skill.unreadable", exc.message, "")
        return FolderReport(folder, None, report)
    except OSError as exc:
        report = ValidationReport()
        report.error("skill.unreadable", f"cannot read the skill folder: {exc.strerror or exc}; check permissions", "")
        return FolderReport(folder, None, report)
    report = validate_skill(skill, strict=strict, caps=caps)
    return FolderReport(folder, skill.name or None, report)


DUPLICATE = "import.duplicate"


def duplicate_message(name: str, kept: Path) -> str:
    """Why a later folder whose name an earlier valid one holds is refused, and the fix."""
    return (
        f"name {name!r} is taken by {kept}; an import keeps that one only: "
        "rename one of the two (its folder and name: in SKILL.md)"
    )


def validate_folders(paths: list[Path], strict: bool = False) -> list[FolderReport]:
    """validate_folder over each; a later valid folder of a name an earlier valid one holds fails, as on import."""
    results: list[FolderReport] = []
    first: dict[str, Path] = {}
    for path in paths:
        result = validate_folder(path, strict=strict)
        if result.ok and result.name:
            if result.name in first:
                result.report.error(DUPLICATE, duplicate_message(result.name, first[result.name]), "name")
            else:
                first[result.name] = path
        results.append(result)
    return results
