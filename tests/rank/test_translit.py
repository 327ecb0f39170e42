"""Cyrillic loanwords back to the catalog's Latin words."""

from skillkeeper.rank import translit

CATALOG = translit.Vocabulary.of_skills(
    [
        ("docker-compose", "Run Docker containers locally."),
        ("python-testing", "pytest fixtures for Python code."),
        ("git-advanced-workflows", "Rebase, bisect and worktrees with Git."),
        ("gitlab-ci-patterns", "GitLab CI/CD pipelines."),
        ("kubernetes-deployment", "Deploy to Kubernetes clusters."),
        ("prometheus-configuration", "Prometheus metrics and alerts."),
        ("dataframes", "Faster pandas DataFrames; purely in memory."),
        ("get-started", "Get the project running."),
        ("preference-optimization", "Align a model with DPO, ORPO or KTO."),
    ]
)


def test_a_loanword_spelled_in_cyrillic_finds_the_catalog_word() -> None:
    assert CATALOG.match("докер") == "docker"
    assert CATALOG.match("кубернетес") == "kubernetes"


def test_spellings_that_sound_alike_meet_in_one_skeleton() -> None:
    assert translit.skeleton("python") == translit.skeleton(translit.transliterate("питон"))
    assert CATALOG.match("прометеус") == "prometheus"  # no 'h' in the Russian spelling


def test_a_case_or_adjective_ending_is_stripped() -> None:
    assert CATALOG.match("гитлабе") == "gitlab"
    assert CATALOG.match("пандасе") == "pandas"
    assert CATALOG.match("питоновский") == "python"


def test_a_short_word_comes_back_only_when_it_spells_a_word_of_a_skills_name() -> None:
    assert CATALOG.match("гит") == "git"
    # 'get' shares git's skeleton; a three-letter Russian word must spell it letter for letter.
    assert CATALOG.match("гет") == "get"
    assert CATALOG.match("гат") is None
    assert CATALOG.match("кто") is None  # 'kto' is only in a description


def test_vowels_of_another_kind_keep_words_apart() -> None:
    assert CATALOG.match("пароль") is None  # p-r-l like 'purely', but back vowels where it has front ones


def test_words_the_catalog_does_not_have_stay_out() -> None:
    assert CATALOG.match("ансибл") is None
    assert translit.loanwords("почему тесты падают", CATALOG) == []


def test_loanwords_keep_query_order_and_come_once() -> None:
    query = "докер и питон, снова докер в Kubernetes"
    assert translit.loanwords(query, CATALOG) == ["docker", "python"]
    assert translit.has_cyrillic(query)
    assert not translit.has_cyrillic("docker and python")
