"""No ranking side channel: skills a viewer cannot see never change what its searches return or in which order.

The lexical index of a process holds every revision it analysed: other tenants' skills and hidden
revisions (the warm-up indexes every row's served or waiting revision). Scores, statistics, the
words a prefix expands to and the word a typo is corrected to are all taken from the viewer's
visible set, so a search answers the same with the rest of the index there or not.
"""

from __future__ import annotations

from skillkeeper.access.actor import Actor
from skillkeeper.keeper import Keeper
from tests.factories import agent, make_skill
from tests.store.searching import clean_scan, fill_catalog, new_tenant, scored

# More distinct words with one prefix than a prefix expands to (PREFIX_EXPANSIONS).
CROWD = " ".join(f"zqx{a}{b}" for a in "bcdfghjk" for b in "lmnprst")


def _after_the_rest_of_the_index(keeper: Keeper, tid: int, query: str) -> list[tuple[str, float]]:
    """`query` for `tid` after the warm-up put every tenant's served and waiting revisions in the index."""
    keeper.caches.search.clear()
    keeper.warm()
    return scored(keeper, tid, query)


def test_words_of_other_tenants_and_hidden_skills_do_not_crowd_out_a_prefix_match(keeper: Keeper) -> None:
    acme = new_tenant(keeper, "acme")
    fill_catalog(keeper, acme, [("field-notes", "Notes from the field.", "# Notes\n\nSee zqxmine for the steps.\n")])
    alone = scored(keeper, acme, "zqx")
    assert [name for name, _ in alone] == ["field-notes"]
    globex = new_tenant(keeper, "globex")
    fill_catalog(keeper, globex, [(f"crowd-{i}", "Crowded words.", f"# Crowd\n\n{CROWD}\n") for i in range(3)])
    for i in range(3):  # acme's own waiting skills, hidden from its agents
        keeper.lifecycle.write(agent(acme), make_skill(f"waiting-{i}", "Waiting words.", f"# W\n\n{CROWD}\n"))
    assert _after_the_rest_of_the_index(keeper, acme, "zqx") == alone


def test_the_word_a_typo_is_corrected_to_does_not_depend_on_other_tenants_skills(keeper: Keeper) -> None:
    # Two of acme's words are equally close to the typo and equally common in its catalog.
    acme, globex = new_tenant(keeper, "acme"), new_tenant(keeper, "globex")
    mine = [(f"alpha-{i}", "Alpha notes.", "# A\n\nblorpa steps.\n") for i in range(5)]
    mine += [(f"beta-{i}", "Beta notes.", "# B\n\nblorpe steps.\n") for i in range(5)]
    fill_catalog(keeper, acme, mine)
    alone = scored(keeper, acme, "blorpi")
    assert alone
    # globex's catalog makes the other word common in the index before acme's words are read again.
    keeper.lifecycle.scanner = clean_scan
    for i in range(5):
        skill = make_skill(f"gamma-{i}", "Gamma notes.", "# G\n\nblorpe steps.\n")
        keeper.lifecycle.write(Actor.operator(globex), skill, source="manual", status="active")
    keeper.caches.search.clear()
    assert scored(keeper, globex, "blorpi")  # globex's search reads its skills into the index first
    assert scored(keeper, acme, "blorpi") == alone
