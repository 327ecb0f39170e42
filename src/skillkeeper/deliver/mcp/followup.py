"""The one line a write answer carries for the agent: what happened, whether it is served, what to do next.

The fields (status, pending_review, findings...) say the same to a program; an agent reads this line,
so it does not take a staged proposal for a published skill or retry a write that only waits.
"""

from __future__ import annotations

from typing import Any

from skillkeeper.review.states import Status

# After a critical finding the agent learns who decides now, never to reword its way past the scan.
HELD = "a human reviewer decides on it now; tell the user, and do not reword flagged text to get past the scan"


def next_step(answer: dict[str, Any], *, shown: bool = False) -> str:
    """The follow-up line of a create_skill / update_skill answer (a lifecycle write's to_dict).

    `shown`: the writer is served the staged skill already (its tenant's review gate is off).
    """
    status, findings = answer.get("status"), answer.get("findings") or []
    critical = sorted({str(f.get("code")) for f in findings if f.get("severity") == "critical"})
    flagged = f"the security scan flagged {', '.join(critical)} (findings say where)"
    if status == Status.ACTIVE and critical:
        return f"the edit is held back, {flagged}; the approved revision keeps being served; {HELD}"
    if status == Status.QUARANTINED:
        if critical:
            return f"quarantined, not served: {flagged}; {HELD}"
        return "quarantined, not served: a reviewer holds it back; tell the user it needs a reviewer to release it"
    if answer.get("withdrawn_edit") is not None:
        return "the served revision stays: the edit that waited for review was withdrawn, nothing waits now"
    if answer.get("pending_review"):
        again = "already waiting for review with this exact content" if answer.get("unchanged") else "waits for review"
        if status == Status.ACTIVE:
            return (
                f"{again}: the approved revision keeps being served (get_skill shows it) until a reviewer "
                "approves this edit; to change the edit, call update_skill again with the whole SKILL.md"
            )
        if shown:
            return (
                f"{again}; your tenant serves its skills before review (review gate off), so get_skill returns "
                "it already; to change it, call create_skill again with the whole SKILL.md"
            )
        return (
            f"{again}: it is not served (search_skills and get_skill will not find it) until a reviewer "
            "approves it; tell the user it awaits review; to change it, call create_skill again with the whole SKILL.md"
        )
    if answer.get("unchanged"):
        return "nothing changed: this is the revision already served"
    return "served now: get_skill returns it"
