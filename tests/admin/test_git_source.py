from __future__ import annotations

import os
from contextlib import ExitStack
from pathlib import Path

import pytest

from skillkeeper.admin.git_source import GitSource, checkout, fetch_all, is_git_source, parse_source, relabel
from skillkeeper.errors import InvalidInput, Unavailable
from tests.admin.gitrepo import git, needs_git, skill_repo


@pytest.mark.parametrize(
    ("text", "url", "ref", "path"),
    [
        ("obra/superpowers", "https://github.com/obra/superpowers", None, ""),
        ("obra/superpowers#v4.0", "https://github.com/obra/superpowers", "v4.0", ""),
        ("https://github.com/obra/superpowers.git", "https://github.com/obra/superpowers.git", None, ""),
        (
            "https://github.com/obra/superpowers/tree/main/skills",
            "https://github.com/obra/superpowers",
            "main",
            "skills",
        ),
        (
            "https://github.com/o/r/blob/dev/skills/pdf/SKILL.md",
            "https://github.com/o/r",
            "dev",
            "skills/pdf",
        ),
        ("https://gitlab.com/g/r/-/tree/main/skills/", "https://gitlab.com/g/r", "main", "skills"),
        ("git@github.com:o/r.git", "git@github.com:o/r.git", None, ""),
        ("ssh://git@host.example/o/r.git#abc123", "ssh://git@host.example/o/r.git", "abc123", ""),
        ("file:///srv/skills", "file:///srv/skills", None, ""),
    ],
)
def test_a_repository_argument_splits_into_url_ref_and_folder(text: str, url: str, ref: str | None, path: str) -> None:
    assert parse_source(text) == GitSource(url=url, ref=ref, path=path)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("https://github.com/o/r/tree/main/../../etc", "climb out"),
        ("--upload-pack=touch /tmp/x", "not a repository"),
        ("http://skills.example.org/o/r.git", "plain http"),
        ("o/r#--output=x", "not a branch, tag or commit"),
    ],
)
def test_a_repository_argument_that_could_escape_or_inject_is_refused(text: str, said: str) -> None:
    with pytest.raises(InvalidInput, match=said):
        parse_source(text)


def test_a_local_folder_wins_over_the_github_shorthand(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert is_git_source("team/skills")
    (tmp_path / "team" / "skills").mkdir(parents=True)
    assert not is_git_source("team/skills")


def test_the_ext_transport_is_never_taken_for_a_repository() -> None:
    # git's ext:: runs a program named in the URL.
    assert not is_git_source("ext::sh -c touch% /tmp/pwned")


@needs_git
def test_a_checkout_holds_the_commit_and_is_gone_afterwards(tmp_path: Path) -> None:
    repo = skill_repo(tmp_path / "repo", {"pdf-tools": ""})
    with checkout(GitSource(url=repo.as_uri(), path="skills")) as got:
        assert (got.folder / "pdf-tools" / "SKILL.md").is_file()
        assert got.commit == git(repo, "rev-parse", "HEAD")
        where = got.folder
    assert not where.exists()


@needs_git
def test_a_checkout_of_a_named_branch_gets_that_branch(tmp_path: Path) -> None:
    repo = skill_repo(tmp_path / "repo", {"pdf-tools": ""})
    git(repo, "checkout", "-qb", "next")
    (repo / "skills" / "csv-tools").mkdir()
    (repo / "skills" / "csv-tools" / "SKILL.md").write_text("---\nname: csv-tools\ndescription: d\n---\nx\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "more")
    git(repo, "checkout", "-q", "main")
    with checkout(parse_source(f"{repo.as_uri()}#next")) as got:
        assert sorted(p.name for p in (got.folder / "skills").iterdir()) == ["csv-tools", "pdf-tools"]
    with checkout(parse_source(repo.as_uri())) as got:
        assert sorted(p.name for p in (got.folder / "skills").iterdir()) == ["pdf-tools"]


@needs_git
def test_a_folder_that_is_a_link_out_of_the_repository_is_refused(tmp_path: Path) -> None:
    secret = tmp_path / "home" / "secrets"
    secret.mkdir(parents=True)
    (secret / "SKILL.md").write_text("---\nname: secrets\ndescription: d\n---\nkey\n")
    repo = skill_repo(tmp_path / "repo", {"pdf-tools": ""})
    os.symlink(secret, repo / "skills" / "outside")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "link")
    with pytest.raises(InvalidInput, match="is a link"), checkout(GitSource(url=repo.as_uri(), path="skills/outside")):
        pass


@needs_git
def test_a_missing_folder_or_repository_is_one_clear_error(tmp_path: Path) -> None:
    repo = skill_repo(tmp_path / "repo", {"pdf-tools": ""})
    with pytest.raises(InvalidInput, match="no folder 'nope'"), checkout(GitSource(url=repo.as_uri(), path="nope")):
        pass
    with pytest.raises(Unavailable, match="git fetch"), checkout(GitSource(url=(tmp_path / "none").as_uri())):
        pass


@needs_git
def test_report_entries_name_the_repository_and_commit_not_the_temporary_folder(tmp_path: Path) -> None:
    repo = skill_repo(tmp_path / "repo", {"pdf-tools": ""})
    with ExitStack() as stack:
        folders, fetched = fetch_all([repo.as_uri(), str(tmp_path)], stack)
        assert folders[1] == tmp_path
        entry = {"path": str((folders[0] / "skills" / "pdf-tools").resolve())}
        local = {"path": str(tmp_path / "x")}
        relabel([entry, local], fetched)
    commit = git(repo, "rev-parse", "HEAD")
    assert entry["path"] == f"{repo.as_uri()}@{commit[:12]}/skills/pdf-tools"
    assert local["path"] == str(tmp_path / "x")


@needs_git
def test_a_repository_keeping_skills_only_in_harness_folders_is_read_there(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    git(repo, "init", "-q")
    for where in (".claude/skills/pdf-tools", ".agents/skills/csv-tools", ".hidden/skills/other"):
        (repo / where).mkdir(parents=True)
        (repo / where / "SKILL.md").write_text(f"---\nname: {Path(where).name}\ndescription: d\n---\nx\n")
    os.symlink(tmp_path, repo / ".github")  # a harness folder that is a link is never read
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "hidden")
    with ExitStack() as stack:
        folders, _ = fetch_all([repo.as_uri()], stack)
        assert sorted(f.relative_to(folders[0].parents[1]).as_posix() for f in folders) == [
            ".agents/skills",
            ".claude/skills",
        ]


def test_a_shorthand_that_fails_to_fetch_also_says_no_such_local_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PATH", str(tmp_path))  # no git here: the fetch fails at once, offline
    with (
        pytest.raises(Unavailable, match=r"^no folder team/skils here, and as a GitHub repository: .*git"),
        ExitStack() as stack,
    ):
        fetch_all(["team/skils"], stack)
