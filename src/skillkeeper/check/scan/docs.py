"""docs/rules.md, generated from the rule catalogue: `python -m skillkeeper.check.scan.docs > docs/rules.md`."""

from __future__ import annotations

from skillkeeper.check.scan.catalog import OWASP_LLM_2025, show
from skillkeeper.check.scan.registry import catalog


def rules_markdown() -> str:
    """The catalogue as Markdown: one section per rule with its examples."""
    rules = catalog()
    lines = [
        "# Sentinel rules",
        "",
        "Generated from the rule catalogue (`python -m skillkeeper.check.scan.docs > docs/rules.md`);",
        "a test fails when this file is stale. Skip rules with `skillkeeper scan --skip CODE` or the",
        "tenant setting `scan_skip` (structure rules cannot be skipped). OWASP: Top 10 for LLM",
        "Applications 2025.",
        "",
        "| code | category | severity | OWASP | summary |",
        "|---|---|---|---|---|",
    ]
    for r in rules.values():
        lines.append(
            f"| [{r.id}](#{r.id.lower()}) | {r.category} | {r.severity} | {', '.join(r.owasp)} | {r.summary} |"
        )
    for r in rules.values():
        lines += [
            "",
            f"## {r.id}",
            "",
            f"{r.summary}.",
            "",
            f"Category `{r.category}`, default severity `{r.severity}`, OWASP LLM 2025: "
            + ", ".join(f"{o} ({OWASP_LLM_2025.get(o, o)})" for o in r.owasp)
            + ".",
        ]
        if r.generated:
            lines += ["", f"Bad: {r.generated} (generated in the tests)."]
        for label, files in (("Bad", r.bad), ("Good", r.good)):
            for path, text in files.items():
                lines += ["", f"{label} (`{path}`):", "", "````text", show(text).rstrip("\n"), "````"]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(rules_markdown(), end="")
