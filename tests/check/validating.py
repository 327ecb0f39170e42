"""What the validator's tests share: a description that passes, and the error codes of a report."""

from __future__ import annotations

from skillkeeper.check.validate import ValidationReport

DESC = "Fill PDF forms. Use when the user asks to fill or read a PDF form."


def codes(report: ValidationReport) -> set[str]:
    return {i.code for i in report.errors}
