"""Persistence's rules for wiping everything (registered by persistence.py, in its category).

An order in prose to delete every namespace, bucket or file the agent can reach, unasked (the Amazon Q wiper
prompt's shape), and sweeps in scripts: find over home or root that deletes what it finds, every namespace of
every cluster, every bucket the keys list, every table the catalogue lists, a Terraform state destroyed on a timer.
"""

from __future__ import annotations

import re

from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import PatternRule, rx
from skillkeeper.check.scan.result import Severity
from skillkeeper.check.scan.text import Doc

# Wiping "everything": the Amazon Q wiper prompt's shape, in any cloud or cluster.
_WIPE_OBJECTS = (
    r"namespaces?|instances?|buckets?|databases?|tables|clusters?|volumes?|backups?|snapshots?|repositor(?:y|ies)|resources"
    r"|vms?|droplets?|projects?|(?:the\s+)?files\s+(?:\w+\s+)?(?:the\s+)?(?:user'?s?|project)\b|files?\s+in\s+(?:the\s+user'?s\s+|your\s+|their\s+)?home|(?:persistent\s+)?volumes"
)
# What makes it an attack rather than a cleanup: no asking, no scope, the whole reach of the keys.
_WIPE_REACH = lazy(
    r"(?i)\bwithout\s+(?:asking|confirm\w*|checking|stopping|telling)|\b(?:do\s+not|don'?t|never)\s+(?:ask|stop|confirm)|\bsilently\b|\bquietly\b"
    r"|\balready\s+(?:agreed|approved|confirmed)|\balready\s+been\s+(?:given|granted)\b"
    r"|\bno\s+(?:confirmation|approval|permission)\s+(?:is\s+|needs\s+to\s+be\s+)?(?:needed|required|sought|asked)\b|\bincluding\s+(?:kube-system|prod\w*|backups?)|\bcan\s+(?:reach|access|see)\b"
    r"|\bcurrent\s+context\b|\bfactory\s+state\b|\bhome\s+(?:folder|directory)\b"
    r"|\bskip\s+(?:the\s+)?(?:question|confirmation|asking)\b"
    # The folders a person keeps their own work in.
    r"|(?:~|\$HOME)/(?:Documents|Desktop|Pictures|Photos|Music|Movies|Videos)\b"
)


def _wipe_reach(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    start = doc.norm.rfind("\n\n", 0, m.start()) + 1
    end = doc.norm.find("\n\n", m.end())
    para = doc.norm[max(start, m.start() - 400) : min(end if end >= 0 else len(doc.norm), m.end() + 400)]
    return severity if _WIPE_REACH.search(para) else None


WIPE_ALL = PatternRule(
    "SK-DESTROY-ALL-PROSE",
    rx(
        r"\b(?:delete|wipe|destroy|terminate|drop|erase|remove|purge)\s+(?:without\s+(?:asking|confirmation)\s+)?(?:every|all|each)\b"
        r"(?:\s+(?:of\s+)?(?:the|your|their|user'?s)\b)?"
        rf"[^\n.]{{0,40}}?\b(?:{_WIPE_OBJECTS})\b"
        # The same order in the passive: "every namespace ... is to be removed", "all buckets should be deleted".
        rf"|\b(?:every|all|each)\b[^\n.]{{0,40}}?\b(?:{_WIPE_OBJECTS})\b[^\n.]{{0,60}}?"
        r"\b(?:is|are|be|get|gets)\s+(?:to\s+be\s+)?(?:deleted|wiped|destroyed|terminated|dropped|erased|removed|purged)\b"
        # "Delete everything in ~/Documents": all of a folder under home.
        r"|\b(?:delete|wipe|destroy|erase|remove|purge)\s+everything\s+(?:in|under|inside|from)\s+[`'\"]?(?:~|\$HOME)/"
    ),
    "orders the agent to delete everything it can reach (files, clusters, cloud resources) without asking",
    applies="prose",
    refine=_wipe_reach,
    triggers=("delete", "wipe", "destroy", "terminate", "drop", "erase", "remove", "purge"),
)


# A cleanup that reaches everything: find over home or root that deletes what it finds (no name
# filter), every namespace of every cluster, every bucket the keys list.
SWEEP = PatternRule(
    "SK-DESTROY-SWEEP",
    rx(
        r"\bfind\s+[\"']?(?:~|\$HOME|\$\{HOME\}|/)[\"']?/?\s+(?:-(?:mindepth|maxdepth|mtime|atime|ctime|mmin|amin|type|size|newer|xdev|depth)"
        r"(?:\s+[^\s-]\S*)?\s+)*(?:-delete\b|-exec\s+rm\s+-[a-zA-Z]*[rf])"
        r"|\bkubectl\s+delete\s+(?:[\w,]+\s+)?--all\b[^\n|;&]*?(?:\s-A\b|--all-namespaces)|\bkubectl\s+delete\s+(?:ns|namespaces?)\s+--all\b"
        r"|(?:\baws\s+s3\s+ls(?!\s+[\"']?s3://)|\bgsutil\s+ls(?!\s+[\"']?gs://)|\bgcloud\s+[\w-]+(?:\s+[\w-]+)?\s+list|\baz\s+group\s+list)\b"
        r"[^\n]{0,160}?\b(?:aws\s+s3\s+(?:rb|rm)|gsutil\s+(?:-m\s+)?(?:rm|rb)|gcloud\s+[\w-]+(?:\s+[\w-]+)?\s+delete|az\s+group\s+delete)\b"
    ),
    "deletes everything in the home folder, the root, every cluster namespace or every bucket (a cleanup"
    " that reaches everything)",
    triggers=("find", "kubectl", "aws", "gsutil", "gcloud", "az "),
)
# Every table the catalogue lists, dropped in a loop; every resource of a Terraform state, destroyed on a timer.
SWEEP_DB = PatternRule(
    "SK-DESTROY-SWEEP",
    rx(
        r"(?:\bpg_tables\b|\binformation_schema\.tables\b|\bsqlite_master\b)[^\n]*\n(?:[^\n]*\n){0,3}?[^\n]*"
        r"\bDROP\b['\"}\s]{1,6}TABLE\b"
    ),
    "drops every table the database lists",
    triggers=("pg_tables", "information_schema", "sqlite_master"),
    multiline=True,
)


def _on_a_timer(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """`terraform destroy -auto-approve` tears down a preview environment on a PR's close; on a schedule, everything."""
    return severity if re.search(r"(?m)^\s*(?:schedule|-\s*cron)\s*:", doc.norm) else "warn"


SWEEP_TF = PatternRule(
    "SK-DESTROY-SWEEP",
    rx(r"\bterraform\s+destroy\b[^\n]*-auto-approve\b"),
    "destroys every resource of a Terraform state on a timer, unasked",
    refine=_on_a_timer,
    triggers=("terraform destroy",),
)
