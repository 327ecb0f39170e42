"""Skill folders from a git repository: `skillkeeper import https://github.com/owner/repo/tree/main/skills`.

The repository is fetched shallowly into a temporary folder and the import then reads it like
any folder on disk, through the same validator, scan and review. Nothing from the repository is
run: no hooks (git never installs a repository's hooks), no submodules, no `ext::` transport,
and the folder named in the source must stay inside the checkout (a link out of it is refused).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from skillkeeper.errors import InvalidInput, Unavailable
from skillkeeper.skill.folder import HARNESS_FOLDERS, find_skill_dirs, missing_path

# How long one git command may take before the import gives up (a stalled network, a huge repository).
GIT_TIMEOUT_SECONDS = 300


_SHORTHAND = re.compile(r"^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})/[A-Za-z0-9._-]{1,100}$")
_SCP = re.compile(r"^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+:[^/\\].*$")  # git@host:owner/repo.git
_SCHEMES = ("https://", "http://", "ssh://", "git://", "file://")
# Web pages of a folder on the common forges: /tree/REF/PATH (GitHub, Gitea), /-/tree/REF/PATH (GitLab).
_TREE = re.compile(
    r"^(?P<repo>https://[^/]+/[^/]+/[^/]+?)(?:\.git)?/(?:-/)?(?:tree|blob)/(?P<ref>[^/]+)(?:/(?P<path>.*))?$"
)


@dataclass(frozen=True)
class GitSource:
    """A repository, the ref to fetch (None: its default branch) and the folder inside it to import."""

    url: str
    ref: str | None = None
    path: str = ""

    def label(self, commit: str | None = None) -> str:
        """How reports name a folder of this source: `URL@commit/path`."""
        at = f"@{commit[:12]}" if commit else (f"@{self.ref}" if self.ref else "")
        return self.url + at + (f"/{self.path}" if self.path else "")


def is_git_source(text: str) -> bool:
    """Whether an import argument names a repository rather than a folder on this machine.

    `owner/repo` counts only when no such local folder exists, so a local path always wins.
    """
    if text.startswith(_SCHEMES) or _SCP.match(text):
        return True
    return bool(_SHORTHAND.match(text.split("#", 1)[0])) and not Path(text).exists()


def parse_source(text: str) -> GitSource:
    """Split an import argument into repository URL, ref and folder; raises InvalidInput for a bad one.

    Accepted: `owner/repo` (GitHub), `https://github.com/owner/repo[.git]`, a forge's folder page
    `https://HOST/owner/repo/tree/REF/PATH`, any `https://`, `ssh://`, `git://`, `file://` or
    `git@host:owner/repo.git` URL; `#REF` at the end picks a branch, tag or commit.
    """
    raw = text.strip()
    if raw.startswith("-"):
        raise InvalidInput(f"{text!r} is not a repository; name it as https://HOST/OWNER/REPO or OWNER/REPO")
    raw, _, ref = raw.partition("#")
    if raw.startswith("http://") and not raw.startswith("http://127.0.0.1") and not raw.startswith("http://localhost"):
        raise InvalidInput(f"{raw} is plain http; use https:// so the skills cannot be altered on the way")
    if _SHORTHAND.match(raw) and not raw.startswith(_SCHEMES):
        raw = f"https://github.com/{raw}"
    path = ""
    tree = _TREE.match(raw)
    if tree:
        raw, ref, path = tree["repo"], ref or tree["ref"], tree["path"] or ""
        if path.endswith("SKILL.md"):  # a /blob/ link to the file itself: its folder
            path = str(PurePosixPath(path).parent).strip(".")
    if not (raw.startswith(_SCHEMES) or _SCP.match(raw)):
        raise InvalidInput(f"{text!r} is not a repository; name it as https://HOST/OWNER/REPO or OWNER/REPO")
    path = path.strip("/")
    if ".." in PurePosixPath(path).parts or "\\" in path:
        raise InvalidInput(f"{text}: the folder inside the repository must not climb out of it ('..')")
    if ref and (ref.startswith("-") or not re.fullmatch(r"[A-Za-z0-9._/-]{1,200}", ref)):
        raise InvalidInput(f"{text}: {ref!r} is not a branch, tag or commit name")
    return GitSource(url=raw.rstrip("/"), ref=ref or None, path=path)


@dataclass(frozen=True)
class Checkout:
    """A fetched repository: the folder to import from, and the commit it holds."""

    folder: Path
    commit: str


def _git(args: list[str], cwd: Path) -> str:
    """Run one git command without prompts, hooks or transports that run programs; raises Unavailable."""
    git = shutil.which("git")
    if git is None:
        raise Unavailable("importing a repository needs git on PATH; install git, or clone it and import the folder")
    env = {
        **os.environ,
        "GIT_TERMINAL_PROMPT": "0",  # a private repository fails instead of waiting for a password
        "GIT_ASKPASS": "",
    }
    safe = ["-c", "protocol.ext.allow=never", "-c", "core.hooksPath=/dev/null", "-c", "submodule.recurse=false"]
    try:
        done = subprocess.run(  # a fixed argv, no shell; the URL comes after `--`
            [git, *safe, *args],
            cwd=cwd,
            env=env,
            capture_output=True,
            text=True,
            timeout=GIT_TIMEOUT_SECONDS,
            check=False,
        )
    except subprocess.TimeoutExpired:
        raise Unavailable(f"git took longer than {GIT_TIMEOUT_SECONDS}s; check the network and retry") from None
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["git failed"])[-1]
        raise Unavailable(f"git {args[0]}: {last.removeprefix('fatal: ')}")
    return done.stdout.strip()


@contextmanager
def checkout(source: GitSource) -> Iterator[Checkout]:
    """Fetch `source` shallowly into a temporary folder, removed on exit; raises Unavailable or InvalidInput."""
    with tempfile.TemporaryDirectory(prefix="skillkeeper-git-") as tmp:
        repo = Path(tmp) / "repo"
        repo.mkdir()
        _git(["init", "-q"], repo)
        _git(["fetch", "-q", "--depth", "1", "--no-tags", "--", source.url, source.ref or "HEAD"], repo)
        _git(["-c", "advice.detachedHead=false", "checkout", "-q", "FETCH_HEAD"], repo)
        commit = _git(["rev-parse", "HEAD"], repo)
        yield Checkout(folder=_inside(repo, source), commit=commit)


def _inside(repo: Path, source: GitSource) -> Path:
    """The folder `source.path` names, checked to be a real folder inside the checkout; raises InvalidInput."""
    folder = repo
    for part in PurePosixPath(source.path).parts if source.path else ():
        folder = folder / part
        if folder.is_symlink():
            raise InvalidInput(f"{source.label()}: {part} is a link; skillkeeper never follows links out of a skill")
    if not folder.is_dir():
        raise InvalidInput(f"{source.label()}: no folder {source.path!r} in the repository")
    if not folder.resolve().is_relative_to(repo.resolve()):
        raise InvalidInput(f"{source.label()}: the folder leaves the repository")
    return folder


@dataclass(frozen=True)
class Fetched:
    """One repository argument of an import, fetched: where it came from and where it sits now."""

    source: GitSource
    checkout: Checkout

    def to_dict(self) -> dict[str, str | None]:
        source, commit = self.source, self.checkout.commit
        return {"url": source.url, "ref": source.ref, "path": source.path, "commit": commit}


def _local_typo(arg: str) -> str | None:
    """For `owner/repo` shorthand that is one letter off a folder here (`my-skills/csv-cleanr`), the
    missing-path line naming that folder, so a typo is not fetched from GitHub; else None."""
    if arg.startswith(_SCHEMES) or _SCP.match(arg) or not Path(arg).parent.is_dir():
        return None
    said = missing_path(arg)
    if "(did you mean " not in said:
        return None
    return f"{said} (for the GitHub repository, pass https://github.com/{arg})"


def fetch_all(args: list[str], stack: ExitStack) -> tuple[list[Path], list[Fetched]]:
    """Each import argument as a folder on disk, repositories fetched (kept until `stack` closes).

    Raises InvalidInput for a bad repository argument, Unavailable when git cannot fetch it.
    """
    folders: list[Path] = []
    fetched: list[Fetched] = []
    for arg in args:
        if not is_git_source(arg):
            folders.append(Path(arg))
            continue
        typo = _local_typo(arg)
        if typo:
            raise InvalidInput(typo)
        source = parse_source(arg)
        try:
            got = stack.enter_context(checkout(source))
        except Unavailable as exc:
            if arg.startswith(_SCHEMES) or _SCP.match(arg):
                raise
            # `owner/repo` was read as GitHub because no such folder exists here: a mistyped path, maybe.
            raise Unavailable(f"no folder {arg} here, and as a GitHub repository: {exc.message}") from None
        fetched.append(Fetched(source, got))
        folders.extend(_skill_roots(got.folder, source))
    return folders, fetched


def _skill_roots(folder: Path, source: GitSource) -> list[Path]:
    """The folder to import from; for a whole repository without visible skills, its harness folders."""
    if source.path or find_skill_dirs(folder):
        return [folder]
    hidden: list[Path] = []
    for name in HARNESS_FOLDERS:
        try:
            hidden.append(_inside(folder, GitSource(source.url, source.ref, name)))
        except InvalidInput:  # absent, or a link: not a place to read skills from
            continue
    return hidden or [folder]


def relabel(entries: Iterable[dict[str, Any]], fetched: list[Fetched]) -> None:
    """Name folders of fetched repositories as `URL@commit/path` in report entries, not by a temporary path."""
    roots = [(str(f.checkout.folder.resolve()), f.source.label(f.checkout.commit)) for f in fetched]
    for entry in entries:
        path = str(entry.get("path") or "")
        for root, label in roots:
            if path == root or path.startswith(root + os.sep):
                entry["path"] = label + path[len(root) :].replace(os.sep, "/")
                break
