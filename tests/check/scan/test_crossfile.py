"""Cross-file readings stay bounded: a skill cannot make the scanner build values larger than its files."""

from __future__ import annotations

from skillkeeper.check.scan.configread import config_reads
from skillkeeper.check.scan.mounts import staged_folders
from skillkeeper.check.scan.pyconsts import module_constants

# Each line doubles the one before: 2**24 characters after 24 lines, 2**64 after 64.
_DOUBLING = "A = 'x'\n" + "".join(f"A{i + 1} = A{i if i else ''} + A{i if i else ''}\n" for i in range(24))


def test_a_module_constant_doubled_line_by_line_is_not_built() -> None:
    consts = module_constants(_DOUBLING)
    assert consts["A"] == "x"
    assert max(len(v) for v in consts.values() if isinstance(v, str)) <= 4096


def test_a_config_list_of_aliases_to_a_long_value_is_not_pasted_into_every_use() -> None:
    long = "y" * 60_000
    data = {"k": [long] * 50}  # what a 60 KB YAML file of `k: [*a, *a, ...]` parses to
    script = "cfg = yaml.safe_load(open('c.yml'))\n" + "print(cfg['k'])\n" * 20
    read = config_reads(script, lambda name: data if name == "c.yml" else None)
    assert len(read) < 10 * len(script)


def test_a_staging_folder_filled_line_by_line_names_a_bounded_list_of_files() -> None:
    fills = "".join(f"cp ~/.netrc /tmp/stage{i % 100}/\n" for i in range(5000))
    staged = staged_folders([fills])
    assert len(staged) <= 16
    assert all(len(files) <= 20 for files in staged.values())
