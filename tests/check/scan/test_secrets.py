import subprocess
import sys
from pathlib import Path

from skillkeeper.check.scan.rules import secrets
from tests.check.scan.util import codes, only, scan


def test_real_looking_tokens_are_critical_and_redacted_in_the_excerpt() -> None:
    token = "ghp_4mZq8Lr2Vt6Xw0Yb3Nc7Hd1Jf5Kg9Ps2Ue6R"
    finding = only(scan("x", {"a.sh": f"export GH_TOKEN={token}\n"}), "SK-SECRET-GITHUB-TOKEN")
    assert finding.severity == "critical"
    assert finding.location is not None and token not in finding.location.excerpt


def test_documented_example_keys_and_sequences_are_ignored() -> None:
    assert scan("export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE").verdict == "clean"
    assert "SK-SECRET-ARTIFACTORY" not in codes(scan('seq = "APELLGGPSVFLFPPKPKDTLMISRTPEVTCVVVDVSHEDPEVKF"'))


def test_private_key_header_without_body_is_only_info() -> None:
    result = scan("Keys start with `-----BEGIN RSA PRIVATE KEY-----`.")
    assert result.verdict == "clean"


def test_the_detectors_imported_by_name_are_the_ones_detect_secrets_discovery_finds() -> None:
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class

    discovered = sorted(
        (cls.__name__, cls.secret_type)
        for cls in get_mapping_from_secret_type_to_class().values()
        if cls.__name__ in secrets._DETECTORS
    )
    assert sorted((type(p).__name__, t) for p, t, _ in secrets._plugins()) == discovered
    assert len(discovered) == len(secrets._DETECTORS)


def test_finding_a_token_does_not_load_requests_and_a_later_import_gets_the_real_module() -> None:
    probe = (
        "import sys\n"
        "from tests.check.scan.util import codes, scan\n"
        "found = codes(scan('export GH_TOKEN=ghp_4mZq8Lr2Vt6Xw0Yb3Nc7Hd1Jf5Kg9Ps2Ue6R'))\n"
        "print(sorted(found), sorted(m for m in ('requests', 'urllib3', 'charset_normalizer') if m in sys.modules))\n"
        "import requests\n"
        "print(type(requests).__name__, requests.post.__module__)\n"
    )
    root = Path(__file__).parents[3]
    run = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True, cwd=root
    )
    assert run.stdout.split("\n")[:2] == ["['SK-SECRET-GITHUB-TOKEN'] []", "module requests.api"]


def test_what_detect_secrets_reads_from_requests_comes_from_the_real_module() -> None:
    import detect_secrets.plugins.base
    import requests

    secrets._plugins()
    assert detect_secrets.plugins.base.requests.exceptions is requests.exceptions
