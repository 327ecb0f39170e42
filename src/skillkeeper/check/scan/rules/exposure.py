"""Exposure: a door opened for later, on the user's machine, cluster or cloud account.

A reverse tunnel that carries the machine's SSH, RDP or VNC port to someone else's relay (ssh
`-R`, autossh, `ngrok tcp 22`, cloudflared `ssh://`), the home folder served to the network, the
Docker API on plain TCP, remote desktop or screen sharing switched on with a known password or a
new administrator, a cloud owner role for an outside address, admin keys made for a new user, and
grants to anyone (every security group open on every port, cluster-admin for anonymous users,
every bucket public). Honest setups forward a local port to the user's own bastion (`-L`), share a
web port for a demo, bind to 127.0.0.1, or grant narrow roles to variables or the user's own group.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillkeeper.check.scan.hosts import placeholder
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import PatternRule, ScanContext, register, run_patterns, rx
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.text import Doc

CATEGORY = "exposure"

_REMOTE_PORTS = r"(?:22|3389|5900|5901)\b"
# Every resource the account can list, then a grant applied to each: opening all of them at once.
_EVERY_RESOURCE = lazy(
    r"(?i)\bdescribe-security-groups\b|\blist-buckets\b|\bs3\s+ls\b|\bget\s+(?:namespaces|ns)\b|\bprojects\s+list\b"
    r"|\bgh\s+repo\s+list\b|\b(?:every|all(?:\s+the)?|each)\s+(?:of\s+the\s+)?private\s+repo(?:s|sitor(?:y|ies))?\b"
)


def _outside_member(m: re.Match[str], doc: Doc, sev: Severity) -> Severity | None:
    domain = (m.group("dom") or m.group("dom2") or m.group("dom3") or "").lower()
    if not domain:
        return sev  # allUsers / allAuthenticatedUsers
    return None if placeholder(domain) else sev


def _admin_keys(m: re.Match[str], doc: Doc, sev: Severity) -> Severity | None:
    # An admin policy alone is routine for a human user; with a fresh access key beside it, it is a key to hand out.
    return sev if "create-access-key" in (doc.lower or doc.norm.lower()) else None


_ALL_PORTS = lazy(r"(?i)--protocol\s+(?:-1|all)\b|\bclusterrolebinding\b")


# Inside one object of a manifest (no `---`, fence or top-level `kind:` crossed); cluster-admin as the role; a
# group or user that is everyone.
_SAME_DOC = r"(?:(?!\n(?:---|```|kind:)).){0,800}?"
_ADMIN_REF = r"\bname:\s*[\"']?cluster-admin\b"
_EVERYONE = r"\bname:\s*[\"']?system:(?:anonymous|unauthenticated|authenticated|serviceaccounts)[\"']?\s*$"


def _open_to_all(m: re.Match[str], doc: Doc, sev: Severity) -> Severity | None:
    # One port for the world is a common tutorial shortcut (warn); every port, anonymous cluster-admin, or a
    # grant applied to every resource the account lists is a door for anyone.
    if _ALL_PORTS.search(m.group(0)) or _EVERY_RESOURCE.search(doc.norm):
        return sev
    return "warn"


RULES = (
    PatternRule(
        "SK-EXPOSE-REVERSE-TUNNEL",
        rx(
            r"\b(?:autossh|ssh)\b[^\n]{0,200}?(?:\s-R\s*|-R=)[\"']?(?:[\w.*-]+:)?\d+:"
            rf"(?:localhost|127\.0\.0\.1|\[?::1\]?|0\.0\.0\.0):{_REMOTE_PORTS}"
            # A launchd plist gives each argument its own <string>: `-R` then the forward.
            r"|<string>-R</string>\s*<string>(?:[\w.*-]+:)?\d+:[\w.:\[\]]*?:"
            + _REMOTE_PORTS
            + rf"|\bngrok\s+tcp\s+(?:[\w.]+:)?{_REMOTE_PORTS}"
            r"|\bcloudflared\s+(?:access\s+)?tunnel\b[^\n]{0,80}?--url\s+"
            r"[\"']?(?:ssh|rdp|vnc|tcp)://|\bbore\s+local\s+22\b"
            rf"|\btailscale\s+funnel\s+(?:--\S+\s+)*(?:tcp:)?{_REMOTE_PORTS}"
            rf"|\b(?:lt|localtunnel)\s+--port\s+{_REMOTE_PORTS}"
        ),
        "opens a reverse tunnel that carries the machine's SSH, RDP or VNC port to an outside relay",
        triggers=("ssh", "<string>-r</string>", "ngrok", "cloudflared", "bore", "tailscale", "--port"),
    ),
    PatternRule(
        "SK-EXPOSE-SERVE-HOME",
        rx(
            r"\bcd\s+[\"']?(?:~|\$HOME|\$\{HOME\})/?[\"']?\s*(?:&&|;)\s*(?:nohup\s+)?python3?\s+-m\s+http\.server\b"
            r"(?![^\n]*--bind\s+(?:127\.|localhost))"
            r"|\bpython3?\s+-m\s+http\.server\b[^\n]*(?:-d|--directory)\s+[\"']?(?:~|\$HOME|/)[\"']?(?:\s|$)"
            r"|\bphp\s+-S\s+(?:0\.0\.0\.0|\[::\]):\d+\s+-t\s+[\"']?(?:~|\$HOME|\$\{HOME\}|/)[\"']?(?:\s|$)"
            r"|\b(?:npx\s+)?http-server\s+[\"']?(?:~|\$HOME|/)[\"']?\s"
            r"|\bjupyter\s+(?:lab|notebook|server)\b[^\n]*--ip[= ][\"']?(?:0\.0\.0\.0|\*)[^\n]*"
            r"(?:token|password)=(?:''|\"\"|\s)"
        ),
        "serves the home folder or an unauthenticated notebook to the whole network",
        triggers=("http.server", "php -s", "http-server", "jupyter"),
    ),
    PatternRule(
        "SK-EXPOSE-DOCKER-TCP",
        rx(
            # The daemon's side (dockerd -H, daemon.json "hosts") bound to every interface; DOCKER_HOST and
            # `docker -H` on the client side only say where to connect.
            r"(?:\bdockerd\b[^\n]*?-H\s*|--host[= ]|\"hosts\"\s*:\s*\[[^\]]*?)[\"']?tcp://(?:0\.0\.0\.0|\*|\[::\])?:\d+\b"
            r"(?![^\n]*--tlsverify)"
        ),
        "puts the Docker API on a TCP port for the network (root on the host for anyone who reaches it)",
        triggers=("tcp://",),
    ),
    PatternRule(
        "SK-EXPOSE-REMOTE-DESKTOP",
        rx(
            r"\bkickstart\b[^\n]*-activate\b[^\n]*-access\s+-on\b|\bkickstart\b[^\n]*-setvncpw\b"
            r"|\bfDenyTSConnections\b[^\n]{0,60}?\b0\b|\bnet\s+localgroup\s+administrators\s+\S+\s+/add\b"
            r"|\bAdd-LocalGroupMember\b[^\n]*-Group\s+[\"']?Administrators\b"
            r"|\bdscl\s+\.\s+-append\s+/Groups/admin\s+GroupMembership\b|\bx11vnc\b[^\n]*-nopw\b"
        ),
        "turns on remote desktop or screen sharing, or adds a local administrator",
        triggers=("kickstart", "fdenytsconnections", "localgroup", "add-localgroupmember", "/groups/admin", "x11vnc"),
    ),
    PatternRule(
        "SK-EXPOSE-CLOUD-OWNER",
        rx(
            r"\badd-iam-policy-binding\b[^\n]*?--member[= ][\"']?(?:(?:user|serviceAccount):[\w.+-]+@(?P<dom>[\w.-]+)"
            r"|allUsers|allAuthenticatedUsers)[^\n]*?--role[= ][\"']?roles/(?:owner|editor|iam\.\w*[Aa]dmin\w*)"
            r"|\badd-iam-policy-binding\b[^\n]*?--role[= ][\"']?roles/(?:owner|editor|iam\.\w*[Aa]dmin\w*)[^\n]*?"
            r"--member[= ][\"']?(?:(?:user|serviceAccount):[\w.+-]+@(?P<dom2>[\w.-]+)|allUsers|allAuthenticatedUsers)"
            r"|\baz\s+role\s+assignment\s+create\b[^\n]*?--assignee\s+[\"']?[\w.+-]+@(?P<dom3>[\w.-]+)[^\n]*?"
            r"--role\s+[\"']?(?:Owner|Contributor|User\s+Access\s+Administrator)\b"
        ),
        "grants owner or editor on a cloud project to an outside address or to everyone",
        refine=_outside_member,
        triggers=("add-iam-policy-binding", "role assignment create"),
    ),
    PatternRule(
        "SK-EXPOSE-ADMIN-KEYS",
        rx(r"\battach-user-policy\b[^\n]*AdministratorAccess\b"),
        "makes a new cloud user an administrator and mints an access key for it",
        refine=_admin_keys,
        triggers=("attach-user-policy",),
    ),
    PatternRule(
        "SK-EXPOSE-OPEN-TO-ALL",
        rx(
            r"\bauthorize-security-group-ingress\b[^\n]*?--cidr\s+0\.0\.0\.0/0\b"
            r"|\bauthorize-security-group-ingress\b[^\n]*?--protocol\s+(?:-1|all)\b[^\n]*?--cidr\s+0\.0\.0\.0/0\b"
            r"|\bclusterrolebinding\b[^\n]*?cluster-admin\b[^\n]*?(?:system:anonymous|system:unauthenticated"
            r"|--group[= ]system:(?:authenticated|serviceaccounts)\b|--serviceaccount[= ]default:default\b)"
            r"|\bdelete-public-access-block\b"
            # Private repositories made public (one the user asks for is theirs to decide: warn).
            r"|\bgh\s+repo\s+edit\b[^\n]*?--visibility[= ][\"']?public\b"
            r"|\bgh\s+api\b[^\n]*?(?:-f|-F|--field|--raw-field)\s+(?:private=false|visibility=public)\b"
        ),
        "opens cloud resources or private repositories to anyone (every port to the internet, cluster-admin for "
        "anonymous, public buckets, every private repository made public)",
        refine=_open_to_all,
        triggers=(
            *("authorize-security-group-ingress", "clusterrolebinding", "delete-public-access-block"),
            *("--visibility", "private=false", "visibility=public"),
        ),
    ),
    PatternRule(
        "SK-EXPOSE-CLUSTER-ADMIN-ALL",
        # The manifest form of `kubectl create clusterrolebinding ... --group system:serviceaccounts`: one object
        # binding cluster-admin to every account, in either order of roleRef and subjects.
        rx(
            rf"\bkind:\s*ClusterRoleBinding\b{_SAME_DOC}(?:{_ADMIN_REF}{_SAME_DOC}{_EVERYONE}|{_EVERYONE}{_SAME_DOC}{_ADMIN_REF})",
            re.S | re.M,
        ),
        "a ClusterRoleBinding manifest gives cluster-admin to every user or service account (anonymous, "
        "authenticated, all service accounts)",
        triggers=("clusterrolebinding",),
        multiline=True,
    ),
)


@register(CATEGORY, RULES)
def check(ctx: ScanContext) -> Iterator[Finding]:
    return run_patterns(ctx, CATEGORY, RULES)
