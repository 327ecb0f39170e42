"""Agreement of `skillkeeper validate --strict` with the spec's reference validator (skills-ref).

Runs both over every skill folder of a corpus and prints the agreement on pass/fail of the
name and description rules, every disagreement, and how many skills pass/warn/fail ours.

    python benchmarks/validate_agreement.py [--corpus ../shared/corpus] [--agentskills PATH]

`--agentskills` is the `agentskills` console script of a venv with `pip install skills-ref`;
its rules are run through that venv's Python (one process for the whole corpus).
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

from skillkeeper.check.validate import NAME_DESCRIPTION_CODES, validate_folder
from skillkeeper.skill import find_skill_dirs

REPO = Path(__file__).resolve().parent.parent
DEFAULT_CORPUS = REPO.parent / "shared" / "corpus"
DEFAULT_AGENTSKILLS = Path("/work/peers/skills-ref/bin/agentskills")
PARSE_CODES = frozenset({"skill.unparseable", "skill.unreadable"})
REF_PARSE_PREFIXES = ("Invalid YAML", "SKILL.md must start", "SKILL.md frontmatter", "reference crashed")

# Runs inside the skills-ref venv. `full` is skills-ref's own validate(); `nd` applies its name and
# description rules to the front matter. strictyaml refuses YAML flow style ({...}, [...]) that
# YAML and every harness accept, so for `nd` the front matter is re-read with flow style allowed;
# without that, a JSON-style `metadata:` line would hide the name/description verdict entirely.
REFERENCE_SCRIPT = r"""
import json, sys
from pathlib import Path
import strictyaml
from skills_ref.errors import ParseError
from skills_ref.parser import find_skill_md, parse_frontmatter
from skills_ref.validator import _validate_description, _validate_name, validate

def nd(d):
    content = find_skill_md(d).read_text(encoding="utf-8")
    try:
        meta, _ = parse_frontmatter(content)
    except ParseError as exc:
        parts = content.split("---", 2)
        if not content.startswith("---") or len(parts) < 3:
            return {"parse": str(exc).splitlines()[0]}
        try:
            meta = strictyaml.dirty_load(parts[1], allow_flow_style=True).data
        except Exception as exc2:
            return {"parse": str(exc2).splitlines()[0]}
        if not isinstance(meta, dict):
            return {"parse": "front matter is not a mapping"}
    errors = []
    if "name" not in meta:
        errors.append("Missing required field in frontmatter: name")
    else:
        errors += _validate_name(meta["name"], d)
    if "description" not in meta:
        errors.append("Missing required field in frontmatter: description")
    else:
        errors += _validate_description(meta["description"])
    return {"errors": errors}

out = {}
for line in sys.stdin:
    d = Path(line.rstrip("\n"))
    try:
        full = validate(d)
    except Exception as exc:
        full = ["reference crashed: %s: %s" % (type(exc).__name__, str(exc).splitlines()[0])]
    try:
        res = nd(d)
    except Exception as exc:
        res = {"parse": "reference crashed: %s" % type(exc).__name__}
    out[str(d)] = {"full": full, **res}
json.dump(out, sys.stdout)
"""


def reference_python(agentskills: Path) -> Path:
    """The interpreter of the venv that holds the `agentskills` script."""
    first = agentskills.read_text(encoding="utf-8", errors="replace").splitlines()[0]
    if first.startswith("#!") and Path(first[2:].strip()).exists():
        return Path(first[2:].strip())
    return agentskills.parent / "python"


def run_reference(agentskills: Path, dirs: list[Path]) -> dict[str, dict[str, object]]:
    proc = subprocess.run(
        [str(reference_python(agentskills)), "-c", REFERENCE_SCRIPT],
        input="".join(f"{d}\n" for d in dirs),
        capture_output=True,
        text=True,
        check=True,
    )
    result: dict[str, dict[str, object]] = json.loads(proc.stdout)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--agentskills", type=Path, default=None, help="path to the skills-ref `agentskills` script")
    parser.add_argument("--limit", type=int, default=30, help="disagreements to list (0 = all)")
    args = parser.parse_args()
    agentskills = args.agentskills or (
        DEFAULT_AGENTSKILLS if DEFAULT_AGENTSKILLS.exists() else Path(shutil.which("agentskills") or "")
    )
    if not agentskills.is_file():
        print("error: skills-ref not found; pip install skills-ref in a venv and pass --agentskills", file=sys.stderr)
        return 2
    dirs = find_skill_dirs(args.corpus)
    print(f"corpus: {args.corpus} ({len(dirs)} skill folders)")

    started = time.perf_counter()
    ours = {str(d): validate_folder(d, strict=True) for d in dirs}
    ours_s = time.perf_counter() - started
    started = time.perf_counter()
    ref = run_reference(agentskills, dirs)
    ref_s = time.perf_counter() - started
    print(f"time: skillkeeper {ours_s:.1f}s, skills-ref {ref_s:.1f}s")

    agree = 0
    disagreements: list[str] = []
    ref_parse_fallback = 0
    full_agree = 0
    as_shipped_agree = 0
    for key, result in ours.items():
        r = ref[key]
        codes = {i.code for i in result.report.errors}
        ours_fail = bool(codes & (NAME_DESCRIPTION_CODES | PARSE_CODES))
        ref_fail = "parse" in r or bool(r.get("errors"))
        full = r["full"]
        assert isinstance(full, list)
        if full and any(str(e).startswith("Invalid YAML") for e in full) and "errors" in r:
            ref_parse_fallback += 1
        full_agree += (not full) == result.ok
        ref_parse = any(str(e).startswith(REF_PARSE_PREFIXES) for e in full)
        as_shipped_agree += ours_fail == (ref_parse or "parse" in r or bool(r.get("errors")))
        if ours_fail == ref_fail:
            agree += 1
            continue
        ours_why = [i.message for i in result.report.errors if i.code in NAME_DESCRIPTION_CODES | PARSE_CODES]
        ref_why = [r["parse"]] if "parse" in r else r.get("errors", [])
        disagreements.append(f"{key}\n    ours: {ours_why or 'pass'}\n    ref:  {ref_why or 'pass'}")

    n = len(dirs)
    print(f"name+description pass/fail agreement: {agree}/{n} ({100 * agree / n:.2f}%)")
    print(f"  (skills-ref front matter re-read with flow style allowed for {ref_parse_fallback} skills)")
    print(f"disagreements: {len(disagreements)}")
    for line in disagreements[: args.limit or None]:
        print("  " + line)
    print(
        f"  as shipped (strictyaml's refusal of flow-style YAML counted as a failure): "
        f"{as_shipped_agree}/{n} ({100 * as_shipped_agree / n:.2f}%)"
    )
    print(
        f"whole-skill strict pass/fail agreement (reference rejects harness fields, ours warns): "
        f"{full_agree}/{n} ({100 * full_agree / n:.2f}%)"
    )

    for strict in (False, True):
        reports = ours.values() if strict else [validate_folder(Path(k)) for k in ours]
        failed = sum(1 for f in reports if f.report.errors)
        warned = sum(1 for f in reports if not f.report.errors and f.report.warnings)
        label = "--strict" if strict else "default "
        print(f"skillkeeper validate {label}: {n - failed - warned} ok, {warned} warn, {failed} fail")
    causes = Counter(i.code for f in ours.values() for i in f.report.errors)
    print(
        "strict error codes: "
        + ", ".join(f"{c} {k}" for c, k in sorted(((v, k) for k, v in causes.items()), reverse=True))
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
