"""The labelled sets of issue 19: large enough, split by kind, and the test half frozen."""

from __future__ import annotations

from tests.check.scan.labelled import ALL, BENIGN, MALICIOUS, Labelled, digest

# Digest of the test half at the freeze (before any rule was tuned on the dev half).
FROZEN_TEST_DIGEST = "ce8a9c14e4d35df23a264ae5edb574b96a68b627f8f462da6feef65c09b83908"


def test_labelled_sets_are_large_enough() -> None:
    assert len(MALICIOUS) >= 80
    assert len(BENIGN) >= 60
    assert len({c.id for c in ALL}) == len(ALL)


def test_every_kind_has_cases_in_both_halves() -> None:
    for kind in {c.kind for c in ALL}:
        splits = {c.split for c in ALL if c.kind == kind}
        assert splits == {"dev", "test"}, kind


def test_frozen_test_half_is_unchanged() -> None:
    assert digest([c for c in ALL if c.split == "test"]) == FROZEN_TEST_DIGEST


# Digest of the held-out `test2` set, frozen before any tuning of the second stop.
FROZEN_TEST2_DIGEST = "0d168c052f03f7a7c558a047fa25c35fbaebeb8d77bc4dbd544df2226608be61"


def test_held_out_test2_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_test2 import TEST2

    assert digest(TEST2) == FROZEN_TEST2_DIGEST
    assert sum(c.malicious for c in TEST2) >= 30
    assert sum(not c.malicious for c in TEST2) >= 25
    assert not {c.id for c in TEST2} & {c.id for c in ALL}


def test_tuning_sets_dev_to_dev6_are_all_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev2 import DEV2
    from tests.check.scan.labelled_dev3 import DEV3
    from tests.check.scan.labelled_dev4 import DEV4
    from tests.check.scan.labelled_dev5 import DEV5
    from tests.check.scan.labelled_dev6 import DEV6

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    tuning = [*ALL, *DEV2, *DEV3, *DEV4, *DEV5, *DEV6]
    splits = {"dev", "dev2", "dev3", "dev4", "dev5", "dev6"}
    wrong = [c.id for c in tuning if c.split in splits and flagged(c) != c.malicious]
    assert wrong == []


# Digest of the held-out `test3` set, frozen before any tuning of the third stop.
FROZEN_TEST3_DIGEST = "b08b6d857f24a8f36c9288ad1b760d64bb9b97bbb0a37b70020f60cc103b5e72"


def test_held_out_test3_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev2 import DEV2
    from tests.check.scan.labelled_test2 import TEST2
    from tests.check.scan.labelled_test3 import TEST3

    assert digest(TEST3) == FROZEN_TEST3_DIGEST
    assert sum(c.malicious for c in TEST3) >= 30
    assert sum(not c.malicious for c in TEST3) >= 30
    assert not {c.id for c in TEST3} & {c.id for c in [*ALL, *DEV2, *TEST2]}


# Digest of the held-out `test4` set, frozen before any tuning of the fourth stop.
FROZEN_TEST4_DIGEST = "319921dfd638cfc5272e2e619e008dcf941aa2bc389570a82dd021ad514daa4a"


def test_held_out_test4_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev2 import DEV2
    from tests.check.scan.labelled_dev3 import DEV3
    from tests.check.scan.labelled_test2 import TEST2
    from tests.check.scan.labelled_test3 import TEST3
    from tests.check.scan.labelled_test4 import TEST4

    assert digest(TEST4) == FROZEN_TEST4_DIGEST
    assert sum(c.malicious for c in TEST4) >= 30
    assert sum(not c.malicious for c in TEST4) >= 30
    assert not {c.id for c in TEST4} & {c.id for c in [*ALL, *DEV2, *DEV3, *TEST2, *TEST3]}


def test_tuning_set_dev4_is_apart_from_every_held_out_set() -> None:
    from tests.check.scan.labelled_dev4 import DEV4
    from tests.check.scan.labelled_test2 import TEST2
    from tests.check.scan.labelled_test3 import TEST3
    from tests.check.scan.labelled_test4 import TEST4

    assert len({c.id for c in DEV4}) == len(DEV4)
    assert not {c.id for c in DEV4} & {c.id for c in [*ALL, *TEST2, *TEST3, *TEST4]}


# Digest of the held-out `test5` set, frozen before any tuning of the fifth stop.
FROZEN_TEST5_DIGEST = "f426a5180bffa0dd9da5c21cfa3935a1744369ab3eb99cff29f2566b7d85a440"


def test_held_out_test5_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev2 import DEV2
    from tests.check.scan.labelled_dev3 import DEV3
    from tests.check.scan.labelled_dev4 import DEV4
    from tests.check.scan.labelled_test2 import TEST2
    from tests.check.scan.labelled_test3 import TEST3
    from tests.check.scan.labelled_test4 import TEST4
    from tests.check.scan.labelled_test5 import TEST5

    assert digest(TEST5) == FROZEN_TEST5_DIGEST
    assert sum(c.malicious for c in TEST5) >= 30
    assert sum(not c.malicious for c in TEST5) >= 30
    earlier = [*ALL, *DEV2, *DEV3, *DEV4, *TEST2, *TEST3, *TEST4]
    assert not {c.id for c in TEST5} & {c.id for c in earlier}


def test_tuning_set_dev5_is_sized_and_apart_from_every_held_out_set() -> None:
    from tests.check.scan.labelled_dev5 import DEV5
    from tests.check.scan.labelled_test2 import TEST2
    from tests.check.scan.labelled_test3 import TEST3
    from tests.check.scan.labelled_test4 import TEST4
    from tests.check.scan.labelled_test5 import TEST5

    assert sum(c.malicious for c in DEV5) >= 40
    assert sum(not c.malicious for c in DEV5) >= 30
    assert len({c.id for c in DEV5}) == len(DEV5)
    assert not {c.id for c in DEV5} & {c.id for c in [*ALL, *TEST2, *TEST3, *TEST4, *TEST5]}


# Digest of the held-out `test6` set, frozen before any tuning of the sixth stop.
FROZEN_TEST6_DIGEST = "cb238f0c852dc5297efeb78826f3c5210a3a4301b3f5b352538144c1e9f75f57"


def test_held_out_test6_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev2 import DEV2
    from tests.check.scan.labelled_dev3 import DEV3
    from tests.check.scan.labelled_dev4 import DEV4
    from tests.check.scan.labelled_dev5 import DEV5
    from tests.check.scan.labelled_test2 import TEST2
    from tests.check.scan.labelled_test3 import TEST3
    from tests.check.scan.labelled_test4 import TEST4
    from tests.check.scan.labelled_test5 import TEST5
    from tests.check.scan.labelled_test6 import TEST6

    assert digest(TEST6) == FROZEN_TEST6_DIGEST
    assert sum(c.malicious for c in TEST6) >= 30
    assert sum(not c.malicious for c in TEST6) >= 25
    earlier = [*ALL, *DEV2, *DEV3, *DEV4, *DEV5, *TEST2, *TEST3, *TEST4, *TEST5]
    assert not {c.id for c in TEST6} & {c.id for c in earlier}


def test_tuning_set_dev6_is_sized_and_apart_from_every_held_out_set() -> None:
    from tests.check.scan.labelled_dev6 import DEV6
    from tests.check.scan.labelled_test2 import TEST2
    from tests.check.scan.labelled_test3 import TEST3
    from tests.check.scan.labelled_test4 import TEST4
    from tests.check.scan.labelled_test5 import TEST5
    from tests.check.scan.labelled_test6 import TEST6

    assert sum(c.malicious for c in DEV6) >= 30
    assert sum(not c.malicious for c in DEV6) >= 25
    assert len({c.id for c in DEV6}) == len(DEV6)
    assert not {c.id for c in DEV6} & {c.id for c in [*ALL, *TEST2, *TEST3, *TEST4, *TEST5, *TEST6]}


# Digest of the held-out `test7` set, frozen before any tuning of the seventh stop.
FROZEN_TEST7_DIGEST = "785c723bd74fbdeaff22dc608bf6647aaefb43bdae1e145932ccc5720e6ce183"


def test_held_out_test7_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev2 import DEV2
    from tests.check.scan.labelled_dev3 import DEV3
    from tests.check.scan.labelled_dev4 import DEV4
    from tests.check.scan.labelled_dev5 import DEV5
    from tests.check.scan.labelled_dev6 import DEV6
    from tests.check.scan.labelled_test2 import TEST2
    from tests.check.scan.labelled_test3 import TEST3
    from tests.check.scan.labelled_test4 import TEST4
    from tests.check.scan.labelled_test5 import TEST5
    from tests.check.scan.labelled_test6 import TEST6
    from tests.check.scan.labelled_test7 import TEST7

    assert digest(TEST7) == FROZEN_TEST7_DIGEST
    assert sum(c.malicious for c in TEST7) >= 30
    assert sum(not c.malicious for c in TEST7) >= 25
    assert len({c.id for c in TEST7}) == len(TEST7)
    earlier = [*ALL, *DEV2, *DEV3, *DEV4, *DEV5, *DEV6, *TEST2, *TEST3, *TEST4, *TEST5, *TEST6]
    assert not {c.id for c in TEST7} & {c.id for c in earlier}


def test_tuning_set_dev7_is_sized_and_apart_from_every_held_out_set() -> None:
    from tests.check.scan.labelled_dev7 import DEV7
    from tests.check.scan.labelled_test2 import TEST2
    from tests.check.scan.labelled_test3 import TEST3
    from tests.check.scan.labelled_test4 import TEST4
    from tests.check.scan.labelled_test5 import TEST5
    from tests.check.scan.labelled_test6 import TEST6
    from tests.check.scan.labelled_test7 import TEST7

    assert sum(c.malicious for c in DEV7) >= 30
    assert sum(not c.malicious for c in DEV7) >= 25
    assert len({c.id for c in DEV7}) == len(DEV7)
    held_out = [*ALL, *TEST2, *TEST3, *TEST4, *TEST5, *TEST6, *TEST7]
    assert not {c.id for c in DEV7} & {c.id for c in held_out}


# dev7's one known miss: a keychain dump in a fence whose only framing is the skill's title
# ("# Mac audit"); "audit" frames a block as teaching, and changing that moved other sets.
DEV7_KNOWN_MISSES = {"d7-keychain-dump"}


def test_tuning_set_dev7_is_classified_right_but_its_known_miss() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev7 import DEV7

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert {c.id for c in DEV7 if flagged(c) != c.malicious} == DEV7_KNOWN_MISSES


# Digest of the held-out `test8` set, frozen before any tuning of the eighth stop.
FROZEN_TEST8_DIGEST = "49a863dc9733df371fd549e1393e8b745c2a10298ea9ab34e324913a46c8c3c0"


def test_held_out_test8_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev7 import DEV7
    from tests.check.scan.labelled_test7 import TEST7
    from tests.check.scan.labelled_test8 import TEST8

    assert digest(TEST8) == FROZEN_TEST8_DIGEST
    assert sum(c.malicious for c in TEST8) >= 30
    assert sum(not c.malicious for c in TEST8) >= 25
    assert len({c.id for c in TEST8}) == len(TEST8)
    assert not {c.id for c in TEST8} & {c.id for c in [*ALL, *DEV7, *TEST7]}


def test_tuning_set_dev8_is_sized_apart_from_every_held_out_set_and_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev8 import DEV8
    from tests.check.scan.labelled_test7 import TEST7
    from tests.check.scan.labelled_test8 import TEST8

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert sum(c.malicious for c in DEV8) >= 30
    assert sum(not c.malicious for c in DEV8) >= 20
    assert len({c.id for c in DEV8}) == len(DEV8)
    assert not {c.id for c in DEV8} & {c.id for c in [*ALL, *TEST7, *TEST8]}
    assert [c.id for c in DEV8 if flagged(c) != c.malicious] == []


# Digest of the held-out `test9` set, frozen before any tuning of the ninth stop.
FROZEN_TEST9_DIGEST = "d26baf1162dae604ab0f03b888f7922ab3b8c7b0393775a1defd5651a4d01bdc"


def test_held_out_test9_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev8 import DEV8
    from tests.check.scan.labelled_test8 import TEST8
    from tests.check.scan.labelled_test9 import TEST9

    assert digest(TEST9) == FROZEN_TEST9_DIGEST
    assert sum(c.malicious for c in TEST9) >= 35
    assert sum(not c.malicious for c in TEST9) >= 25
    assert len({c.id for c in TEST9}) == len(TEST9)
    assert not {c.id for c in TEST9} & {c.id for c in [*ALL, *DEV8, *TEST8]}


def test_tuning_set_dev9_is_sized_apart_from_every_held_out_set_and_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev9 import DEV9
    from tests.check.scan.labelled_test8 import TEST8
    from tests.check.scan.labelled_test9 import TEST9

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert sum(c.malicious for c in DEV9) >= 30
    assert sum(not c.malicious for c in DEV9) >= 20
    assert len({c.id for c in DEV9}) == len(DEV9)
    assert not {c.id for c in DEV9} & {c.id for c in [*ALL, *TEST8, *TEST9]}
    assert [c.id for c in DEV9 if flagged(c) != c.malicious] == []


# Digest of the held-out `test10` set, frozen before any tuning of the tenth stop.
FROZEN_TEST10_DIGEST = "fcdfb430324de24c557800f2fbf567c2e1386469420a51a8082bd35ead196499"


def test_held_out_test10_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev9 import DEV9
    from tests.check.scan.labelled_test9 import TEST9
    from tests.check.scan.labelled_test10 import TEST10

    assert digest(TEST10) == FROZEN_TEST10_DIGEST
    assert sum(c.malicious for c in TEST10) >= 30
    assert sum(not c.malicious for c in TEST10) >= 25
    assert len({c.id for c in TEST10}) == len(TEST10)
    assert not {c.id for c in TEST10} & {c.id for c in [*ALL, *DEV9, *TEST9]}


def test_tuning_set_dev10_is_sized_apart_from_every_held_out_set_and_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev10 import DEV10
    from tests.check.scan.labelled_test9 import TEST9
    from tests.check.scan.labelled_test10 import TEST10

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert sum(c.malicious for c in DEV10) >= 25
    assert sum(not c.malicious for c in DEV10) >= 20
    assert len({c.id for c in DEV10}) == len(DEV10)
    assert not {c.id for c in DEV10} & {c.id for c in [*ALL, *TEST9, *TEST10]}
    assert [c.id for c in DEV10 if flagged(c) != c.malicious] == []


# Digest of the held-out `test11` set, frozen before any tuning of the eleventh stop.
FROZEN_TEST11_DIGEST = "aa4c7b15f34ac6e92b87b2255dd29f2aab6e13e2ba61c9a9e3325a1705f13565"


def test_held_out_test11_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev10 import DEV10
    from tests.check.scan.labelled_test10 import TEST10
    from tests.check.scan.labelled_test11 import TEST11

    assert digest(TEST11) == FROZEN_TEST11_DIGEST
    assert sum(c.malicious for c in TEST11) >= 30
    assert sum(not c.malicious for c in TEST11) >= 25
    assert len({c.id for c in TEST11}) == len(TEST11)
    assert not {c.id for c in TEST11} & {c.id for c in [*ALL, *DEV10, *TEST10]}


def test_tuning_set_dev11_is_sized_apart_from_every_held_out_set_and_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev11 import DEV11
    from tests.check.scan.labelled_test10 import TEST10
    from tests.check.scan.labelled_test11 import TEST11

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert sum(c.malicious for c in DEV11) >= 30
    assert sum(not c.malicious for c in DEV11) >= 20
    assert len({c.id for c in DEV11}) == len(DEV11)
    assert not {c.id for c in DEV11} & {c.id for c in [*ALL, *TEST10, *TEST11]}
    assert [c.id for c in DEV11 if flagged(c) != c.malicious] == []


# Digest of the held-out `test12` set, frozen before any tuning of the twelfth stop.
FROZEN_TEST12_DIGEST = "c22b040f6a64109f9748acf1d9c41754431fedc75e72c4655b0d6454cc5bd707"


def test_held_out_test12_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev11 import DEV11
    from tests.check.scan.labelled_test11 import TEST11
    from tests.check.scan.labelled_test12 import TEST12

    assert digest(TEST12) == FROZEN_TEST12_DIGEST
    assert sum(c.malicious for c in TEST12) >= 30
    assert sum(not c.malicious for c in TEST12) >= 25
    assert len({c.id for c in TEST12}) == len(TEST12)
    assert not {c.id for c in TEST12} & {c.id for c in [*ALL, *DEV11, *TEST11]}


def test_tuning_set_dev12_is_sized_apart_from_every_held_out_set_and_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev12 import DEV12
    from tests.check.scan.labelled_test11 import TEST11
    from tests.check.scan.labelled_test12 import TEST12

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert sum(c.malicious for c in DEV12) >= 30
    assert sum(not c.malicious for c in DEV12) >= 20
    assert len({c.id for c in DEV12}) == len(DEV12)
    assert not {c.id for c in DEV12} & {c.id for c in [*ALL, *TEST11, *TEST12]}
    assert [c.id for c in DEV12 if flagged(c) != c.malicious] == []


# Digest of the held-out `test13` set, frozen before any tuning of the thirteenth stop.
FROZEN_TEST13_DIGEST = "91cd846db691a6e978377cebbd0222ba972d708708556551ce50b53b9e0a5f24"


def test_held_out_test13_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev12 import DEV12
    from tests.check.scan.labelled_test12 import TEST12
    from tests.check.scan.labelled_test13 import TEST13

    assert digest(TEST13) == FROZEN_TEST13_DIGEST
    assert sum(c.malicious for c in TEST13) >= 30
    assert sum(not c.malicious for c in TEST13) >= 25
    assert len({c.id for c in TEST13}) == len(TEST13)
    assert not {c.id for c in TEST13} & {c.id for c in [*ALL, *DEV12, *TEST12]}


def test_tuning_set_dev13_is_sized_apart_from_every_held_out_set_and_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev13 import DEV13
    from tests.check.scan.labelled_test12 import TEST12
    from tests.check.scan.labelled_test13 import TEST13

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert sum(c.malicious for c in DEV13) >= 30
    assert sum(not c.malicious for c in DEV13) >= 20
    assert len({c.id for c in DEV13}) == len(DEV13)
    assert not {c.id for c in DEV13} & {c.id for c in [*ALL, *TEST12, *TEST13]}
    assert [c.id for c in DEV13 if flagged(c) != c.malicious] == []


# Digest of the held-out `test14` set, frozen before any tuning of the fourteenth stop.
FROZEN_TEST14_DIGEST = "4bd78e9f92aeed6f8b246e1a2956444dafbbd135cf54c174184adef80556e18c"


def test_held_out_test14_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev13 import DEV13
    from tests.check.scan.labelled_test13 import TEST13
    from tests.check.scan.labelled_test14 import TEST14

    assert digest(TEST14) == FROZEN_TEST14_DIGEST
    assert sum(c.malicious for c in TEST14) >= 40
    assert sum(not c.malicious for c in TEST14) >= 25
    assert len({c.id for c in TEST14}) == len(TEST14)
    assert not {c.id for c in TEST14} & {c.id for c in [*ALL, *DEV13, *TEST13]}


# Digest of the held-out `test15` set, frozen before any tuning of the fifteenth stop.
FROZEN_TEST15_DIGEST = "c36d2e848f2c0940659911c692fb980aedef289292955d9ece9db0cf3d978682"


def test_held_out_test15_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev14 import DEV14
    from tests.check.scan.labelled_test14 import TEST14
    from tests.check.scan.labelled_test15 import TEST15

    assert digest(TEST15) == FROZEN_TEST15_DIGEST
    assert sum(c.malicious for c in TEST15) >= 40
    assert sum(not c.malicious for c in TEST15) >= 25
    assert len({c.id for c in TEST15}) == len(TEST15)
    assert not {c.id for c in TEST15} & {c.id for c in [*ALL, *DEV14, *TEST14]}


# Digest of the held-out `test16` set, frozen before any tuning of the sixteenth stop.
FROZEN_TEST16_DIGEST = "61d4df5eb6dc3df4791c12a7caca033f51bedcf8db825cd739c3b9201fd276f1"


def test_held_out_test16_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev15 import DEV15
    from tests.check.scan.labelled_test15 import TEST15
    from tests.check.scan.labelled_test16 import TEST16

    assert digest(TEST16) == FROZEN_TEST16_DIGEST
    assert sum(c.malicious for c in TEST16) >= 40
    assert sum(not c.malicious for c in TEST16) >= 30
    assert len({c.id for c in TEST16}) == len(TEST16)
    assert not {c.id for c in TEST16} & {c.id for c in [*ALL, *DEV15, *TEST15]}


# Digest of the held-out `test17` set, frozen before any tuning of the seventeenth stop.
FROZEN_TEST17_DIGEST = "d235bbdd5d5ecd9b555862d466989c1d9b957d20d413e494c57e746d4f54b098"


def test_held_out_test17_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev16 import DEV16
    from tests.check.scan.labelled_test16 import TEST16
    from tests.check.scan.labelled_test17 import TEST17

    assert digest(TEST17) == FROZEN_TEST17_DIGEST
    assert sum(c.malicious for c in TEST17) >= 40
    assert sum(not c.malicious for c in TEST17) >= 30
    assert len({c.id for c in TEST17}) == len(TEST17)
    assert not {c.id for c in TEST17} & {c.id for c in [*ALL, *DEV16, *TEST16]}


# Digest of the held-out `test18` set, frozen before any tuning of the eighteenth stop.
FROZEN_TEST18_DIGEST = "fcf9aa4cb587e409f47d0588dcb09c4922dec2ad044c38b53e87d5c0e3993552"


def test_held_out_test18_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev17 import DEV17
    from tests.check.scan.labelled_test17 import TEST17
    from tests.check.scan.labelled_test18 import TEST18

    assert digest(TEST18) == FROZEN_TEST18_DIGEST
    assert sum(c.malicious for c in TEST18) >= 20
    assert sum(not c.malicious for c in TEST18) >= 15
    assert len({c.id for c in TEST18}) == len(TEST18)
    assert not {c.id for c in TEST18} & {c.id for c in [*ALL, *DEV17, *TEST17]}


def test_tuning_set_dev14_is_sized_apart_from_every_held_out_set_and_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev14 import DEV14
    from tests.check.scan.labelled_test13 import TEST13
    from tests.check.scan.labelled_test14 import TEST14

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert sum(c.malicious for c in DEV14) >= 40
    assert sum(not c.malicious for c in DEV14) >= 25
    assert len({c.id for c in DEV14}) == len(DEV14)
    assert not {c.id for c in DEV14} & {c.id for c in [*ALL, *TEST13, *TEST14]}
    assert [c.id for c in DEV14 if flagged(c) != c.malicious] == []


# dev15 cases the fifteenth stop leaves missed: a Postman pre-request script that posts the environment,
# and a review comment with no address to the agent that asks for code sending os.environ.
DEV15_KNOWN_MISSES = {"d15-postman-prerequest", "d15-review-comment-json"}


def test_tuning_set_dev15_is_sized_apart_from_every_held_out_set_and_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev15 import DEV15
    from tests.check.scan.labelled_test14 import TEST14
    from tests.check.scan.labelled_test15 import TEST15

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert sum(c.malicious for c in DEV15) >= 50
    assert sum(not c.malicious for c in DEV15) >= 25
    assert len({c.id for c in DEV15}) == len(DEV15)
    assert not {c.id for c in DEV15} & {c.id for c in [*ALL, *TEST14, *TEST15]}
    assert {c.id for c in DEV15 if flagged(c) != c.malicious} == DEV15_KNOWN_MISSES


def test_tuning_set_dev16_is_sized_apart_from_every_held_out_set_and_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev16 import DEV16
    from tests.check.scan.labelled_test15 import TEST15
    from tests.check.scan.labelled_test16 import TEST16

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert sum(c.malicious for c in DEV16) >= 45
    assert sum(not c.malicious for c in DEV16) >= 30
    assert len({c.id for c in DEV16}) == len(DEV16)
    assert not {c.id for c in DEV16} & {c.id for c in [*ALL, *TEST15, *TEST16]}
    assert [c.id for c in DEV16 if flagged(c) != c.malicious] == []


def test_tuning_set_dev17_is_sized_apart_from_every_held_out_set_and_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev17 import DEV17
    from tests.check.scan.labelled_test16 import TEST16
    from tests.check.scan.labelled_test17 import TEST17

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert sum(c.malicious for c in DEV17) >= 40
    assert sum(not c.malicious for c in DEV17) >= 30
    assert len({c.id for c in DEV17}) == len(DEV17)
    assert not {c.id for c in DEV17} & {c.id for c in [*ALL, *TEST16, *TEST17]}
    assert [c.id for c in DEV17 if flagged(c) != c.malicious] == []


def test_tuning_set_dev18_is_sized_apart_from_every_held_out_set_and_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev18 import DEV18
    from tests.check.scan.labelled_test17 import TEST17
    from tests.check.scan.labelled_test18 import TEST18

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert sum(c.malicious for c in DEV18) >= 20
    assert sum(not c.malicious for c in DEV18) >= 15
    assert len({c.id for c in DEV18}) == len(DEV18)
    assert not {c.id for c in DEV18} & {c.id for c in [*ALL, *TEST17, *TEST18]}
    assert [c.id for c in DEV18 if flagged(c) != c.malicious] == []


# Digest of the held-out `test19` set, frozen before any tuning of the nineteenth stop.
FROZEN_TEST19_DIGEST = "460f13d4ec0a12cab2471e143d0f6c49715396db3bdf63b093e5f82724edc0a6"


def test_held_out_test19_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev18 import DEV18
    from tests.check.scan.labelled_test18 import TEST18
    from tests.check.scan.labelled_test19 import TEST19

    assert digest(TEST19) == FROZEN_TEST19_DIGEST
    assert sum(c.malicious for c in TEST19) >= 30
    assert sum(not c.malicious for c in TEST19) >= 20
    assert len({c.id for c in TEST19}) == len(TEST19)
    assert not {c.id for c in TEST19} & {c.id for c in [*ALL, *DEV18, *TEST18]}


def test_tuning_set_dev19_is_sized_apart_from_every_held_out_set_and_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev19 import DEV19
    from tests.check.scan.labelled_test18 import TEST18
    from tests.check.scan.labelled_test19 import TEST19

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert sum(c.malicious for c in DEV19) >= 50
    assert sum(not c.malicious for c in DEV19) >= 30
    assert len({c.id for c in DEV19}) == len(DEV19)
    assert not {c.id for c in DEV19} & {c.id for c in [*ALL, *TEST18, *TEST19]}
    # Sources apart from test19's: dev19 restates dev cases, test19 held-out ones.
    assert not {c.id.split("-", 1)[1] for c in DEV19} & {c.id.split("-", 1)[1] for c in TEST19}
    assert [c.id for c in DEV19 if flagged(c) != c.malicious] == []


# Digest of the held-out `test20` set, frozen before any tuning of the twentieth stop.
FROZEN_TEST20_DIGEST = "31ec613d41d958b249fecb9a55f0f62f77a1242b652efdcd9097d81d712cc933"


def test_held_out_test20_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev19 import DEV19
    from tests.check.scan.labelled_test19 import TEST19
    from tests.check.scan.labelled_test20 import TEST20

    assert digest(TEST20) == FROZEN_TEST20_DIGEST
    assert sum(c.malicious for c in TEST20) >= 30
    assert sum(not c.malicious for c in TEST20) >= 20
    assert len({c.id for c in TEST20}) == len(TEST20)
    assert not {c.id for c in TEST20} & {c.id for c in [*ALL, *DEV19, *TEST19]}


def test_tuning_set_dev20_and_retired_test19_are_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev20 import DEV20
    from tests.check.scan.labelled_test19 import TEST19
    from tests.check.scan.labelled_test20 import TEST20

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert sum(c.malicious for c in DEV20) >= 30
    assert sum(not c.malicious for c in DEV20) >= 20
    assert len({c.id for c in DEV20}) == len(DEV20)
    assert not {c.id for c in DEV20} & {c.id for c in [*ALL, *TEST19, *TEST20]}
    assert [c.id for c in DEV20 if flagged(c) != c.malicious] == []
    # test19 was held out through the nineteenth stop and retired into tuning at the twentieth.
    assert [c.id for c in TEST19 if flagged(c) != c.malicious] == []


# Digest of the held-out `test21` set, frozen before any tuning of the twenty-first stop.
FROZEN_TEST21_DIGEST = "abee99b3bf4d7406123e0036a8eae4b100c0493be286438e67bedcd99fa3de49"


def test_held_out_test21_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev20 import DEV20
    from tests.check.scan.labelled_test20 import TEST20
    from tests.check.scan.labelled_test21 import TEST21

    assert digest(TEST21) == FROZEN_TEST21_DIGEST
    assert sum(c.malicious for c in TEST21) >= 20
    assert sum(not c.malicious for c in TEST21) >= 12
    assert len({c.id for c in TEST21}) == len(TEST21)
    assert not {c.id for c in TEST21} & {c.id for c in [*ALL, *DEV20, *TEST20]}


def test_retired_test20_is_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_test20 import TEST20

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    # test20 was held out through the twentieth stop and retired into tuning at the twenty-first.
    assert [c.id for c in TEST20 if flagged(c) != c.malicious] == []


def test_tuning_set_dev21_is_sized_apart_from_test21_and_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev21 import DEV21
    from tests.check.scan.labelled_test20 import TEST20
    from tests.check.scan.labelled_test21 import TEST21

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert sum(c.malicious for c in DEV21) >= 10
    assert sum(not c.malicious for c in DEV21) >= 6
    assert len({c.id for c in DEV21}) == len(DEV21)
    assert not {c.id for c in DEV21} & {c.id for c in [*ALL, *TEST20, *TEST21]}
    assert [c.id for c in DEV21 if flagged(c) != c.malicious] == []


# Digest of the `test22` set, frozen before any tuning of the twenty-second stop (held out through it).
FROZEN_TEST22_DIGEST = "9b5bb14cee24da2acc444a4284776a272b1f2a45e4354bd9c8e509d16c3fc79e"


def test_held_out_test22_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev21 import DEV21
    from tests.check.scan.labelled_test21 import TEST21
    from tests.check.scan.labelled_test22 import TEST22

    assert digest(TEST22) == FROZEN_TEST22_DIGEST
    assert sum(c.malicious for c in TEST22) >= 20
    assert sum(not c.malicious for c in TEST22) >= 12
    assert len({c.id for c in TEST22}) == len(TEST22)
    assert not {c.id for c in TEST22} & {c.id for c in [*ALL, *DEV21, *TEST21]}


def test_retired_test21_is_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_test21 import TEST21

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    # test21 was held out through the twenty-first stop and retired into tuning at the twenty-second.
    assert [c.id for c in TEST21 if flagged(c) != c.malicious] == []


def test_tuning_set_dev22_is_sized_apart_from_test22_and_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev22 import DEV22
    from tests.check.scan.labelled_test21 import TEST21
    from tests.check.scan.labelled_test22 import TEST22

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert sum(c.malicious for c in DEV22) >= 10
    assert sum(not c.malicious for c in DEV22) >= 6
    assert len({c.id for c in DEV22}) == len(DEV22)
    assert not {c.id for c in DEV22} & {c.id for c in [*ALL, *TEST21, *TEST22]}
    assert [c.id for c in DEV22 if flagged(c) != c.malicious] == []


def test_retired_test22_is_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_test22 import TEST22

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    # test22 was held out through the twenty-second stop and retired into tuning at the twenty-third.
    assert [c.id for c in TEST22 if flagged(c) != c.malicious] == []


# Digest of the held-out `test23` set (trojaned real skills), frozen before any tuning of the twenty-fourth stop.
FROZEN_TEST23_DIGEST = "0a67b9838be2f3db8024e7124d09c215242edca1a58652a9c5a948a5425ffc62"


def test_held_out_test23_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev22 import DEV22
    from tests.check.scan.labelled_test22 import TEST22
    from tests.check.scan.labelled_test23 import TEST23

    assert digest(TEST23) == FROZEN_TEST23_DIGEST
    assert sum(c.malicious for c in TEST23) >= 20
    assert sum(not c.malicious for c in TEST23) >= 16
    assert len({c.id for c in TEST23}) == len(TEST23)
    assert not {c.id for c in TEST23} & {c.id for c in [*ALL, *DEV22, *TEST22]}


def test_tuning_set_dev23_is_sized_apart_from_test23_and_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev23 import DEV23
    from tests.check.scan.labelled_test22 import TEST22
    from tests.check.scan.labelled_test23 import TEST23

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert sum(c.malicious for c in DEV23) >= 12
    assert sum(not c.malicious for c in DEV23) >= 8
    assert len({c.id for c in DEV23}) == len(DEV23)
    assert not {c.id for c in DEV23} & {c.id for c in [*ALL, *TEST22, *TEST23]}
    # Left for a later stop: a converter that uploads the user's converted documents to an unnamed host, and a Cargo
    # `[patch.crates-io]` pointing a crate at a look-alike owner's fork (the twenty-fifth stop caught the http
    # backend, the HTTPHandler, `<brand>.ai.<foreign>` and the token staged in a temp file).
    assert [c.id for c in DEV23 if flagged(c) != c.malicious] == [
        "d23-markitdown-upload-converted",
        "d23c-cargo-patch-fork",
    ]


def test_tuning_set_dev24_is_sized_apart_from_the_other_sets_and_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev23 import DEV23
    from tests.check.scan.labelled_dev24 import DEV24
    from tests.check.scan.labelled_test22 import TEST22
    from tests.check.scan.labelled_test23 import TEST23

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert sum(c.malicious for c in DEV24) >= 16
    assert sum(not c.malicious for c in DEV24) >= 12
    assert len({c.id for c in DEV24}) == len(DEV24)
    assert not {c.id for c in DEV24} & {c.id for c in [*ALL, *TEST22, *TEST23, *DEV23]}
    # Left for a later stop: dependency sources (uv, pre-commit, a GitHub Action) at a look-alike owner on a
    # well-known code host, and a backup uploaded to an unnamed host.
    assert [c.id for c in DEV24 if flagged(c) != c.malicious] == [
        "d24-anndata-uv-source-fork",
        "d24-precommit-lookalike-repo",
        "d24-gha-lookalike-action-secrets",
        "d24-db-backup-offsite",
    ]


# Digest of the held-out `test24` set (skills a prompt-injected agent proposes), frozen before any tuning of the
# twenty-sixth stop.
FROZEN_TEST24_DIGEST = "83e1bfa5879ef876ba44275a58250aea473a591fe71bd51b3375eb564f555442"


def test_held_out_test24_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev23 import DEV23
    from tests.check.scan.labelled_dev24 import DEV24
    from tests.check.scan.labelled_test23 import TEST23
    from tests.check.scan.labelled_test24 import TEST24

    assert digest(TEST24) == FROZEN_TEST24_DIGEST
    assert sum(c.malicious for c in TEST24) >= 20
    assert sum(not c.malicious for c in TEST24) >= 15
    assert len({c.id for c in TEST24}) == len(TEST24)
    assert not {c.id for c in TEST24} & {c.id for c in [*ALL, *TEST23, *DEV23, *DEV24]}


def test_tuning_set_dev25_is_sized_apart_from_test24_and_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev23 import DEV23
    from tests.check.scan.labelled_dev24 import DEV24
    from tests.check.scan.labelled_dev25 import DEV25
    from tests.check.scan.labelled_test24 import TEST24

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert sum(c.malicious for c in DEV25) >= 16
    assert sum(not c.malicious for c in DEV25) >= 12
    assert len({c.id for c in DEV25}) == len(DEV25)
    assert not {c.id for c in DEV25} & {c.id for c in [*ALL, *TEST24, *DEV23, *DEV24]}
    assert [c.id for c in DEV25 if flagged(c) != c.malicious] == []


# Digest of the held-out `test25` set (attacks composed across bundled files), frozen before any tuning of the
# twenty-seventh stop.
FROZEN_TEST25_DIGEST = "9e06ab345c133612604c1b3b89c2ef3a2d036e1598db8d6d22be7162f8a985f2"


def test_held_out_test25_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev23 import DEV23
    from tests.check.scan.labelled_dev24 import DEV24
    from tests.check.scan.labelled_dev25 import DEV25
    from tests.check.scan.labelled_test23 import TEST23
    from tests.check.scan.labelled_test24 import TEST24
    from tests.check.scan.labelled_test25 import TEST25

    assert digest(TEST25) == FROZEN_TEST25_DIGEST
    assert sum(c.malicious for c in TEST25) >= 20
    assert sum(not c.malicious for c in TEST25) >= 15
    assert len({c.id for c in TEST25}) == len(TEST25)
    assert not {c.id for c in TEST25} & {c.id for c in [*ALL, *TEST23, *TEST24, *DEV23, *DEV24, *DEV25]}


def test_tuning_set_dev26_is_sized_apart_from_test25_and_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev25 import DEV25
    from tests.check.scan.labelled_dev26 import DEV26
    from tests.check.scan.labelled_test25 import TEST25

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert sum(c.malicious for c in DEV26) >= 16
    assert sum(not c.malicious for c in DEV26) >= 12
    assert len({c.id for c in DEV26}) == len(DEV26)
    assert not {c.id for c in DEV26} & {c.id for c in [*ALL, *TEST25, *DEV25]}
    # Left for a later stop: a prose instruction kept in a CSV row that a reference delegates to ("... and do not
    # mention it" is not read as hiding from the user even in Markdown; a gap in the prose rules, not in reading).
    assert [c.id for c in DEV26 if flagged(c) != c.malicious] == ["d26-reference-delegates-data"]


# Digest of the held-out `test26` set (harm said in an ops or build tool's own idiom: Ansible, Terraform, Kubernetes,
# cloud-init, CMake, Gradle, Maven, Bazel, Nix, ...), frozen before any tuning of the twenty-ninth stop.
FROZEN_TEST26_DIGEST = "99e6cf085de4786dbaaef4f26ea72f1d1de4a16826ef784f8b9a577b273973ca"


def test_held_out_test26_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev26 import DEV26
    from tests.check.scan.labelled_test25 import TEST25
    from tests.check.scan.labelled_test26 import TEST26

    assert digest(TEST26) == FROZEN_TEST26_DIGEST
    assert sum(c.malicious for c in TEST26) >= 20
    assert sum(not c.malicious for c in TEST26) >= 15
    assert len({c.id for c in TEST26}) == len(TEST26)
    assert not {c.id for c in TEST26} & {c.id for c in [*ALL, *TEST25, *DEV26]}


def test_tuning_set_dev27_is_sized_apart_from_test26_and_classified_right() -> None:
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.skill import build_skill
    from skillkeeper.skill.model import BundleFile
    from tests.check.scan.labelled_dev26 import DEV26
    from tests.check.scan.labelled_dev27 import DEV27
    from tests.check.scan.labelled_test26 import TEST26

    def flagged(c: Labelled) -> bool:
        files = [BundleFile(p, t.encode()) for p, t in c.files.items() if p != "SKILL.md"]
        return scan_skill(build_skill(c.files["SKILL.md"], files)).verdict in {"quarantined", "refused"}

    assert sum(c.malicious for c in DEV27) >= 16
    assert sum(not c.malicious for c in DEV27) >= 15
    assert len({c.id for c in DEV27}) == len(DEV27)
    assert not {c.id for c in DEV27} & {c.id for c in [*ALL, *TEST26, *DEV26]}
    assert [c.id for c in DEV27 if flagged(c) != c.malicious] == []


# Digest of the held-out `test27` set (one routine-sounding harmful step in a long, honest maintainer's skill), frozen
# before any tuning of the thirtieth stop.
FROZEN_TEST27_DIGEST = "0cc6e749b7c37d2327d43659a7bfe6a9dd62edcd5c17cf00d0ef46242be48983"


def test_held_out_test27_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev27 import DEV27
    from tests.check.scan.labelled_test26 import TEST26
    from tests.check.scan.labelled_test27 import TEST27

    assert digest(TEST27) == FROZEN_TEST27_DIGEST
    assert sum(c.malicious for c in TEST27) >= 20
    assert sum(not c.malicious for c in TEST27) >= 15
    assert len({c.id for c in TEST27}) == len(TEST27)
    assert not {c.id for c in TEST27} & {c.id for c in [*ALL, *TEST26, *DEV27]}


def test_tuning_set_dev28_is_sized_apart_from_test27_and_classified_right() -> None:
    from tests.check.scan.casesets import sentinel_flags
    from tests.check.scan.labelled_dev27 import DEV27
    from tests.check.scan.labelled_dev28 import DEV28
    from tests.check.scan.labelled_test26 import TEST26
    from tests.check.scan.labelled_test27 import TEST27

    assert sum(c.malicious for c in DEV28) >= 20
    assert sum(not c.malicious for c in DEV28) >= 20
    assert len({c.id for c in DEV28}) == len(DEV28)
    assert not {c.id for c in DEV28} & {c.id for c in [*ALL, *TEST26, *TEST27, *DEV27]}
    assert [c.id for c in DEV28 if sentinel_flags(c) != c.malicious] == []


# Digest of the held-out `test28` set (harm in a helper script written in a language the rules read least: Perl,
# Ruby, PHP, Lua, PowerShell, batch, R, Julia, C#, Swift, Kotlin, Elixir, Groovy, Dart, Go, Rust, Deno), frozen
# before any tuning of the thirty-first stop.
FROZEN_TEST28_DIGEST = "b1f8c390de4d75505e969de9446413dfae0d63c081a007e21269f067d699d3c0"


def test_held_out_test28_is_unchanged_and_sized() -> None:
    from tests.check.scan.labelled_dev28 import DEV28
    from tests.check.scan.labelled_test27 import TEST27
    from tests.check.scan.labelled_test28 import TEST28

    assert digest(TEST28) == FROZEN_TEST28_DIGEST
    assert sum(c.malicious for c in TEST28) >= 20
    assert sum(not c.malicious for c in TEST28) >= 15
    assert len({c.id for c in TEST28}) == len(TEST28)
    assert not {c.id for c in TEST28} & {c.id for c in [*ALL, *TEST27, *DEV28]}


def test_tuning_set_dev29_is_sized_apart_from_test28_and_classified_right() -> None:
    from tests.check.scan.casesets import sentinel_flags
    from tests.check.scan.labelled_dev28 import DEV28
    from tests.check.scan.labelled_dev29 import DEV29
    from tests.check.scan.labelled_test28 import TEST28

    assert sum(c.malicious for c in DEV29) >= 12
    assert sum(not c.malicious for c in DEV29) >= 10
    assert len({c.id for c in DEV29}) == len(DEV29)
    assert not {c.id for c in DEV29} & {c.id for c in [*ALL, *TEST28, *DEV28]}
    assert [c.id for c in DEV29 if sentinel_flags(c) != c.malicious] == []
