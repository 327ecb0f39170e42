"""Destruction with the ordinary admin command for it: the user's folders, a disk, production data, whole
cloud resources and the main branch.

`persistence.py` reads the textbook wipes (`rm -rf /`, `mkfs /dev/sda`, "delete every bucket"). An attacker
who counts on the scanner not knowing the tool uses the everyday one instead: `rm -rf -- "$HOME"`, the
user's Documents and Desktop, `rsync --delete` of an empty folder over home, `wipefs`, `DROP DATABASE` or
`FLUSHALL` against production, `aws rds delete-db-instance`, `gcloud projects delete`, `pulumi destroy` on
the prod stack, `kubectl delete all --all`, a force-push over main. A cleanup of build output, a cache, a
test database, a preview namespace or one's own feature branch names none of these, and a lesson that
quotes the command ("never run ...") reads as an example through the usual framing (warn).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import PatternRule, ScanContext, register, run_patterns, rx
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.text import Doc

CATEGORY = "destruction"

# The home folder in any spelling a shell, PowerShell or a home-relative path gives it.
_HOME = (
    r"(?:~|\$HOME|\$\{HOME(?::?[?-][^}\n]*)?\}|\$env:USERPROFILE|\$env:HOME|%USERPROFILE%"
    r"|/(?:Users|home)/(?:\$USER|\$\{USER\}|\$\(whoami\)|\*))"
)
# The folders a person keeps their work in: deleting one is deleting the user's data, not a cache.
_USER_DIRS = (
    r"(?:Documents|Desktop|Downloads|Pictures|Photos|Music|Movies|Videos|Library"
    r"|OneDrive|Dropbox|projects?|src|code|work)"
)
# What a recursive delete's target may be: home itself, every entry of it, or a user folder (a brace list too).
_Q = r"[\"']?"
_TARGET = (
    rf"{_Q}{_HOME}{_Q}(?:[\\/]{_Q}(?:\*|\.\[!\.\]\*|\.\*|\{{[^}}\n]*\}}|{_USER_DIRS}[\\/]?\*?){_Q})?[\\/]?"
    rf"|{_Q}{_HOME}[\\/]{_USER_DIRS}{_Q}[\\/]?\*?"
)
_END = r"(?=[\s;&|)`'\"]|$)"
# Block devices that hold the machine's data (a loop device is an image file the skill made).
_DISK = r"/dev/(?:sd[a-z]|nvme\d|hd[a-z]|vd[a-z]|xvd[a-z]|disk\d|mmcblk\d|md\d|mapper/)"

_HOME_RULES = (
    PatternRule(
        "SK-DESTROY-HOME",
        rx(
            # rm -rf [--] <home or a user folder>, also inside os.system('...') and exec strings.
            rf"\brm\s+(?:-[a-zA-Z]*[rR][a-zA-Z]*|--recursive)(?:\s+(?:-[a-zA-Z]+|--[\w-]+))*\s+(?:--\s+)?(?:{_TARGET}){_END}"
            # find <user folders> ... -delete / -exec rm|shred
            rf"|\bfind\s+(?:{_Q}{_HOME}[\\/]{_USER_DIRS}{_Q}\s+)+[^\n|;]*?(?:-delete\b|-exec\s+(?:rm|shred)\b)"
            # shred over the user's folders
            rf"|\bshred\b[^\n]*?\s{_Q}{_HOME}[\\/]{_USER_DIRS}"
            # rsync --delete into the home folder itself: everything not in the source goes.
            rf"|\brsync\b[^\n]*?\s--delete\b[^\n]*?\s{_Q}{_HOME}{_Q}/?{_Q}\s*(?:$|[;&|\n])"
            # PowerShell's recursive delete of home or a user folder.
            rf"|\b(?:Remove-Item|rm|ri|del)\b[^\n]{{0,60}}?{_Q}(?:{_HOME})(?:[\\/]{_USER_DIRS})?{_Q}(?=[\s;|]|$)[^\n]*-Recurse"
            rf"|\b(?:Remove-Item|rm|ri|del)\b[^\n]*-Recurse\b[^\n]{{0,60}}?{_Q}(?:{_HOME})(?:[\\/]{_USER_DIRS})?{_Q}(?=[\s;|]|$)",
            re.M,
        ),
        "deletes the user's home folder or the folders they keep their work in (Documents, Desktop, ...)",
        # Literal enough to skip the lines that merely hold "rm" in a word (form, term, perform).
        triggers=("rm -", "find ", "shred", "rsync", "remove-item", "-recurse"),
    ),
    PatternRule(
        "SK-DESTROY-DISK",
        rx(
            rf"\b(?:wipefs\s+(?:-[a-zA-Z-]+\s+)*|shred\s+(?:-[a-zA-Z-]+(?:\s+\d+)?\s+)*|blkdiscard\s+(?:-[a-zA-Z-]+\s+)*"
            rf"|mkfs(?:\.\w+)?\s+(?:-[a-zA-Z-]+(?:\s+[\w.-]+)?\s+)*|sgdisk\s+(?:--zap-all|-Z)\s+){_DISK}"
        ),
        "wipes or reformats a disk that holds the machine's data (wipefs, shred, blkdiscard, mkfs)",
        triggers=("wipefs", "shred", "blkdiscard", "mkfs", "sgdisk"),
    ),
)

# Production named on the line: `prod`, `production` as a word or a name part (PROD_DATABASE_URL, Orders-prod,
# redis.prod.internal, RAILS_ENV=production), not "product" or "reproduce".
_PROD = lazy(r"(?i)(?<![a-z0-9])prod(?:uction)?(?![a-z])")
# Flags that skip the last safety net of a delete: no final snapshot, backups gone, no recovery window.
_NO_NET = lazy(
    r"(?i)--skip-final-snapshot\b|--delete-automated-backups\b|--force-delete-without-recovery\b"
    r"|\bDISABLE_DATABASE_ENVIRONMENT_CHECK=1"
)


def _names_production(m: re.Match[str], doc: Doc) -> bool:
    """Whether the command, or the two lines before it (where a client is made), names production or drops
    the safety net."""
    start = doc.orig(m.start())
    line_start = doc.text.rfind("\n", 0, start) + 1
    for _ in range(2):
        if line_start <= 0:
            break
        line_start = doc.text.rfind("\n", 0, line_start - 1) + 1
    window = doc.text[line_start : doc.text.find("\n", start) if "\n" in doc.text[start:] else len(doc.text)]
    return _PROD.search(window) is not None or _NO_NET.search(window) is not None


def _prod_target(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """A whole resource deleted: critical when it is production's, else a reviewer's matter (warn)."""
    return severity if _names_production(m, doc) else "warn"


def _prod_only(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """Data statements run all day against dev and test databases: only production is reported."""
    return severity if _names_production(m, doc) else None


_PROD_RULES = (
    PatternRule(
        "SK-DESTROY-PROD-DATA",
        rx(
            # SQL keywords in capitals (or TRUNCATE TABLE): "do not truncate long fields" is English.
            r"\b(?-i:DROP)\s+(?i:DATABASE|SCHEMA|TABLE|KEYSPACE)\b|\b(?-i:TRUNCATE)\s+(?:TABLE\s+)?[\w.\"`]+|\btruncate\s+table\b"
            r"|\b(?-i:DELETE)\s+FROM\s+[\w.\"`]+\s*(?:;|$|[`'\"])|\bFLUSH(?:ALL|DB)\b|\.flush(?:all|db)\(\)"
            r"|\bdrop(?:Database|Collection)\(\)|\bdb:(?:drop|reset|purge|schema:load)\b|\bmanage\.py\s+(?:flush|reset_db)\b"
            r"|\bmigrate:(?:fresh|reset)\b|\bdropdb\b|\bDISABLE_DATABASE_ENVIRONMENT_CHECK=1"
        ),
        "drops, truncates or flushes production data (a database, schema, table or cache named as production)",
        refine=_prod_only,
        triggers=(
            *("drop ", "dropdatabase", "dropcollection", "dropdb", "truncate", "delete from", "flush", "db:"),
            *("manage.py", "migrate:", "disable_database"),
        ),
    ),
    PatternRule(
        "SK-DESTROY-CLOUD",
        rx(
            r"\baws\s+(?:rds\s+delete-db-(?:instance|cluster)|dynamodb\s+delete-table|eks\s+delete-cluster|ecs\s+delete-cluster"
            r"|ec2\s+terminate-instances|s3\s+rb\b|s3\s+rm\s+[\"']?s3://[\w.-]+/?[\"']?\s+(?:[^\n]*\s)?--recursive"
            r"|elasticache\s+delete-\w+|redshift\s+delete-cluster|efs\s+delete-file-system|cloudformation\s+delete-stack"
            r"|docdb\s+delete-db-cluster|opensearch\s+delete-domain|es\s+delete-elasticsearch-domain)\b"
            r"|\bgcloud\s+(?:projects\s+delete|sql\s+instances\s+delete|container\s+clusters\s+delete|compute\s+instances\s+delete"
            r"|storage\s+(?:rm\s+(?:-r|--recursive)|buckets\s+delete)|spanner\s+instances\s+delete|firestore\s+databases\s+delete"
            r"|redis\s+instances\s+delete|bigtable\s+instances\s+delete)\b|\bgsutil\s+(?:-m\s+)?(?:rm\s+-r|rb)\b"
            r"|\baz\s+(?:group|aks|cosmosdb|storage\s+account|sql\s+(?:server|db)|postgres\s+(?:flexible-)?server|vm|keyvault)\s+delete\b"
            r"|\b(?:terraform|tofu)\s+(?:-chdir=\S+\s+)?(?:apply\s+-destroy|destroy)\b|\bpulumi\s+destroy\b|\bcdk\s+destroy\b"
            r"|\bkubectl\s+delete\s+(?:(?:ns|namespaces?)\s+[\w\"'${}-]+|(?:all|pvc|pv|persistentvolumeclaims?|statefulsets?|deploy(?:ments?)?)\s+--all)\b"
            r"|\bhelm\s+(?:uninstall|delete)\b|\bheroku\s+apps:destroy\b|\bfly(?:ctl)?\s+apps\s+destroy\b|\bgh\s+repo\s+delete\b"
        ),
        "deletes a whole cloud resource (a database, cluster, bucket, project, stack or namespace) named as production",
        refine=_prod_target,
        triggers=(
            *(
                "aws ",
                "gcloud ",
                "gsutil ",
                "az ",
                "terraform",
                "tofu ",
                "pulumi destroy",
                "cdk destroy",
                "kubectl delete",
            ),
            *("helm uninstall", "helm delete", "apps:destroy", "apps destroy", "gh repo delete"),
        ),
    ),
)

_BRANCH = r"(?:main|master|trunk)"
_GIT_RULES = (
    PatternRule(
        "SK-DESTROY-GIT-MAIN",
        rx(
            # A forced push whose refspec lands on main (not --force-with-lease, not another branch).
            rf"\bgit\s+push\b(?=[^\n]*?\s(?:--force(?![\w-])|-[a-zA-Z]*f[a-zA-Z]*\b))[^\n]*?(?:\s|:|refs/heads/){_BRANCH}\b(?![\w/-])"
            # `+ref:main` forces too; `:main` and --delete remove it.
            rf"|\bgit\s+push\b[^\n]*?\s\+(?:[\w./@{{}}^~-]+:)?(?:refs/heads/)?{_BRANCH}\b(?![\w/-])"
            rf"|\bgit\s+push\s+[\w.-]+\s+(?:--delete|-d)\s+(?:[\w./-]+\s+)*{_BRANCH}\b(?![\w/-])"
            rf"|\bgit\s+push\s+[\w.-]+\s+:(?:refs/heads/)?{_BRANCH}\b(?![\w/-])"
        ),
        "rewrites or deletes the remote's main branch (a force-push over main, main deleted)",
        triggers=("git push",),
    ),
)

# A logic bomb: the harm waits for a condition that a reviewer's one-off run does not meet (a date, a weekday
# or an hour, a random draw, the Nth run, the machine's name, user, locale or country).
_GATE = (
    r"\bdate\.today\(\)|\b(?-i:Date\.today|Time\.now)\b|\(\s*Get-Date\s*\)|\bdatetime\.(?:date\.today|datetime\.now|datetime\.utcnow|now|utcnow|today)\("
    r"|\.(?:iso)?weekday\(\)|\bDate\.(?:now|parse)\(|\bnew\s+Date\(\)|\.get(?:UTC)?(?:Day|Date|Hours|Month|FullYear)\(\)"
    r"|\$\(\s*date\s+\+%|\btime\.(?:time\(\)|localtime\(|tzname\b)|\brandom\.(?:random|randint|randrange)\("
    r"|\bMath\.random\(\)|\$RANDOM\b|\bsocket\.gethostname\(\)|\$\(\s*hostname\b|\bos\.hostname\(\)"
    r"|\bgetpass\.getuser\(\)|\$\{?(?:LANG|LC_ALL|LC_TIME)\b|\bcountry_?code\b|\bUSERDNSDOMAIN\b|%\s*\d+\s*===?\s*0\b"
)
# What it then does: drops a schema or database, deletes a tree, shreds, force-pushes, deletes from a cluster.
_HARM = (
    r"\b(?-i:DROP)\s+(?i:SCHEMA|DATABASE)\b|\bshutil\.rmtree\(|\bfs\.(?:rm|rmdir)(?:Sync)?\([^\n]*\brecursive\b"
    r"|\brm\s+-[a-zA-Z]*[rR][a-zA-Z]*\s|\bshred\b|\bgit\s+push\s[^\n]*(?:--force\b|\s-f\b)|\bkubectl\s+delete\b"
    r"|\bRemove-Item\b[^\n]*-Recurse|\bFileUtils\.rm_r[f]?\b|\bos\.RemoveAll\("
    # Whatever entry of the home folder a loop names, overwritten or deleted (not one named config file).
    r"|\b(?:fs\.)?(?:writeFileSync|unlinkSync|rmSync|truncateSync)\(\s*path\.join\(\s*os\.homedir\(\)\s*,\s*[A-Za-z_]\w*\s*\)"
    r"|\bos\.(?:remove|unlink)\(\s*os\.path\.join\(\s*os\.path\.expanduser\([\"']~[\"']\)\s*,\s*[A-Za-z_]\w*\s*\)"
    r"|\(\s*(?:pathlib\.)?Path\.home\(\)\s*/\s*[A-Za-z_]\w*\s*\)\.(?:write_text|write_bytes|unlink)\("
)
# A scoped cleanup (a cache, build output, temporary files, old logs or snapshots) is not the user's data.
_SCOPED = lazy(
    r"(?i)cache|\btmp|temp|build|dist\b|node_modules|__pycache__|venv|coverage|\.old\b|snapshots?|\blogs?\b|artifacts"
)
# A time compared with a file's age or a timeout measures elapsed time (expiry of what the script made), not the
# calendar.
_ELAPSED = lazy(r"(?i)m?time_?ns\b|[mca]time|\bage\b|ttl|expir|elapsed|timeout|deadline|\bstart(?:ed|_time)?\b|last_")
_IF = lazy(r"(?i)^\s*(?:if|elif|elsif|when|unless|case|while)\b|\bif\s*[\[(]|&&|\bthen\b|\?\s|\bif\s")


def _gated(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """The gate sits in a condition (its line, or the lines up to the harm, hold an if / && / case), and the
    harm is not a scoped cleanup."""
    start = doc.norm.rfind("\n", 0, m.start()) + 1
    harm = m.group("harm")
    line_end = doc.norm.find("\n", m.start("harm"))
    harm_line = doc.norm[doc.norm.rfind("\n", 0, m.start("harm")) + 1 : line_end if line_end >= 0 else len(doc.norm)]
    gate_end = doc.norm.find("\n", m.start())
    if _ELAPSED.search(doc.norm[start : gate_end if gate_end >= 0 else len(doc.norm)]):
        return None
    if not any(_IF.search(line) for line in doc.norm[start : m.start("harm")].split("\n")):
        return None
    return None if _SCOPED.search(harm_line) or not harm else severity


_TIMED_RULES = (
    PatternRule(
        "SK-DESTROY-LOGIC-BOMB",
        # A lookahead, so each gate is weighed on its own: an elapsed-time gate just before a calendar one
        # (a key's age printed, then `if date.today() >= ...`) does not swallow the second.
        rx(rf"(?=(?:{_GATE})(?:[^\n]*\n){{0,5}}?[^\n]*?(?P<harm>{_HARM}))"),
        "destroys data only when a date, hour, random draw, run count, host, user or locale condition is met "
        "(a logic bomb a one-off review does not set off)",
        applies="code",
        refine=_gated,
        triggers=(
            *("date", "weekday", "gethours", "getday", "time.", "random", "hostname", "getuser", "lang", "lc_"),
            *("country", "userdnsdomain", "%"),
        ),
        multiline=True,
    ),
)

RULES = _HOME_RULES + _PROD_RULES + _GIT_RULES + _TIMED_RULES


@register(CATEGORY, RULES)
def check(ctx: ScanContext) -> Iterator[Finding]:
    yield from run_patterns(ctx, CATEGORY, RULES)
