"""Sabotage of the user's project: what a skill tells the agent to build into the user's own code.

A skill that asks the agent to turn certificate checks off, open CORS to any origin with
credentials, skip or backdoor authentication, build SQL from request strings, hard-code or
reveal secrets, run a fork's code in a privileged CI job, pin a dependency to someone else's
copy or ship a page that beacons visitors' cookies out is harmful even though nothing leaves
the user's machine while it runs: the damage ships with the user's product. Security-teaching
skills quote the same lines as the bad example; the usual negation and teaching framing turns
those into warn (see framing.py).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator

from skillkeeper.check.scan.hosts import placeholder, urls, well_known
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import PatternRule, ScanContext, register, run_patterns, rx
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.text import Doc

CATEGORY = "project-sabotage"

# A request object's user-supplied parts, in the web frameworks skills write for.
_REQUEST_INPUT = r"\b(?:req|request)\.(?:query|params|body|args|form|GET|POST|values|json)\b"


def _outside_url(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """Keep a match only when its line sends to a host that is neither well known nor a placeholder."""
    line = doc.line_text(doc.orig(m.start()))
    return severity if any(not well_known(h) and not placeholder(h) for _, _, h, _ in urls(line)) else None


# A standing order over the user's code: what turns a per-call switch into sabotage. A one-off
# `verify=False` against the user's own self-signed box is a reviewer's call (warn), not an attack.
_BROAD = lazy(
    r"(?i)\b(?:every|all|each|any)\s+(?:[\w']+\s+){0,4}?(?:client|request|call|module|package|file|service|project|repo"
    r"|code|workflow|environment|login|endpoint|app|transport|process|location|route|origin)s?\b"
    r"|\b(?:always|everywhere|globally|replace|remove|strip|instead\s+of|house\s+(?:style|rule)|by\s+default"
    r"|whole\s+(?:project|app|codebase)|including\s+production)\b"
)
# Per-call switches: one client, one token decode, one CORS setup. The rest (process- or
# machine-wide TLS off, bypass flags on by default, master passwords, open data rules) never are.
_PER_CALL = lazy(
    r"(?i)\bverify\s*=|InsecureSkipVerify|rejectUnauthorized|check_hostname|CERT_NONE|VERIFY_NONE|HostnameVerifier|trust"
    r"|verify_signature|\bnone\b|\bssl\s*=|TCPConnector|allow_origins|origin|Access-Control"
)
# A caveat that scopes the switch to a test box, or a call to the user's own machine: not an order.
_CAVEAT = lazy(
    r"(?i)\bnot\s+recommended\b|\b(?:only\s+)?for\s+(?:local\s+)?testing\b|\btesting\s+only\b"
    r"|https?://(?:localhost|127\.0\.0\.1|\[::1\])\b"
)


def _broad(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """Critical when the switch is process- or machine-wide, or ordered for the user's code at large; else warn."""
    if severity != "critical" or not _PER_CALL.search(m.group(0)):
        return severity
    framing = doc.framing(doc.orig(m.start()))
    return severity if _BROAD.search(framing) and not _CAVEAT.search(framing) else "warn"


def _fork_target(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """A Go replace or Cargo git source that is someone else's copy: not a local path, not the same owner."""
    if m.group("url"):  # Cargo: a git source on a host that is neither well known nor a placeholder
        hosts = [h for _, _, h, _ in urls(m.group("url"))]
        return severity if any(not well_known(h) and not placeholder(h) for h in hosts) else None
    source, target = m.group("src") or "", m.group("dst") or ""
    if not target or target.startswith((".", "/", "~")) or "<" in target or "{" in target:
        return None  # a local checkout, or a placeholder the user fills in
    return None if target.lower().startswith("/".join(source.split("/")[:2]).lower()) else severity


RULES = (
    PatternRule(
        "SK-SABOTAGE-TLS-OFF",
        rx(
            r"\bverify\s*=\s*False\b|\bInsecureSkipVerify\s*:\s*true\b|\bNODE_TLS_REJECT_UNAUTHORIZED\b\W{0,6}0\b"
            r"|\brejectUnauthorized\s*:\s*false\b|\b_create_default_https_context\s*=\s*ssl\._create_unverified_context"
            r"|\bhttp\.sslVerify\s+false\b|\bstrict-ssl\s+false\b|\bCURLOPT_SSL_VERIFYPEER\b\W{0,4}(?:false|0)\b"
            r"|\bssl\s*=\s*False\b[^\n]{0,40}\b(?:aiohttp|TCPConnector)|\bTCPConnector\([^)\n]{0,40}\bssl\s*=\s*False"
            r"|\bcheck_hostname\s*=\s*False\b|\bverify_mode\s*=\s*ssl\.CERT_NONE\b|\bverify_mode\s*=\s*OpenSSL::SSL::VERIFY_NONE\b"
            r"|\bHostnameVerifier\w*\s*\(\s*\(?\s*\w+\s*,\s*\w+\s*\)?\s*->\s*true\b|\btrust-?all\b[^\n]{0,20}\b(?:certs?|certificates|\w*TrustManager)"
            # Environment-wide: every Python, git or curl process the user starts skips the check.
            r"|\bPYTHONHTTPSVERIFY\s*=\s*[\"']?0|\bGIT_SSL_NO_VERIFY\s*=\s*[\"']?(?:true|1)"
            r"|\b(?:CURL_CA_BUNDLE|REQUESTS_CA_BUNDLE)\s*=\s*(?:\"\"|''|[`\s]|$)"
        ),
        "turns certificate verification off in the code or tools it sets up (TLS interception)",
        refine=_broad,
        triggers=(
            "verify",
            "insecureskipverify",
            "node_tls_reject_unauthorized",
            "rejectunauthorized",
            "_create_default_https_context",
            "sslverify",
            "strict-ssl",
            "curlopt_ssl_verifypeer",
            "aiohttp",
            "tcpconnector",
            "check_hostname",
            "cert_none",
            "verify_none",
            "hostnameverifier",
            "trust-all",
            "trustall",
            "pythonhttpsverify",
            "git_ssl_no_verify",
            "ca_bundle",
        ),
    ),
    PatternRule(
        "SK-SABOTAGE-CORS-ANY",
        rx(
            r"\ballow_origins\s*=\s*\[\s*[\"']\*[\"']\s*\][^\n]{0,80}\ballow_credentials\s*=\s*True"
            r"|\borigin\s*:\s*(?:true|[\"']\*[\"'])\s*,\s*credentials\s*:\s*true"
            r"|\bAccess-Control-Allow-Origin\b[\"':\s]{1,4}(?:\*|\$http_origin)[^\n]{0,120}Allow-Credentials[\"':\s]{1,4}true"
            r"|\b(?:remove|delete|drop|replace)\b[^.\n]{0,40}\b(?:origin\s+allow-?list|allowed\s+origins|stricter\s+CORS)\b"
        ),
        "opens the user's API to every origin with credentials (any site can act as the signed-in user)",
        refine=_broad,
        triggers=(
            "allow_origins",
            "credentials",
            "access-control-allow-origin",
            "allow-list",
            "allowlist",
            "allowed origins",
            "stricter cors",
        ),
    ),
    PatternRule(
        "SK-SABOTAGE-AUTH-OFF",
        rx(
            r"[\"']verify_signature[\"']\s*:\s*False\b|\balgorithms\s*=\s*\[\s*[\"']none[\"']\s*\]|\baccept\s+the\s+[`'\"]?none[`'\"]?\s+alg"
            r"|\b(?:SKIP|DISABLE|BYPASS|NO)_AUTH\w*[\"']\s*,\s*[\"'](?:1|true|yes|on)[\"']"
            r"|\bif\b[^\n]{0,40}\b(?:request\.)?headers\.get\(\s*[\"']X-(?:Debug|Bypass|Skip|Admin|Internal)[\w-]*[\"']\s*\)"
            r"|\b(?:password|passwd|pwd|pass)\s*==\s*[\"'][^\"'\s]{6,}[\"']\s*(?:or\b|:|\)\s*(?:\{|\|\||or\b))"
            r"|\b(?:remove|disable|drop|delete|comment\s+out|turn\s+off)\b(?:[^.\n]|\.(?=\w)){0,60}?(?:CsrfViewMiddleware|\bcsrf\s+(?:protection|middleware|checks?))"
            r"|\bproduction\b[^.\n]{0,60}\bDEBUG\s*=\s*True\b"
            # Access control opened to anyone: framework defaults, database rules, bucket ACLs.
            r"|\bDEFAULT_PERMISSION_CLASSES[\"']?\s*[:=]\s*[\[(]\s*[\"']rest_framework\.permissions\.AllowAny"
            r"|\bDEFAULT_AUTHENTICATION_CLASSES[\"']?\s*[:=]\s*[\[(]\s*[\])]|\b(?:add|put)\s+`?@csrf_exempt`?\s+(?:to|on)\s+(?:every|all|each)\b"
            r"|\ballow\s+(?:read\s*,\s*)?write(?:\s*,\s*read)?\s*:\s*if\s+true\b|\bdisable\s+row\s+level\s+security\b"
            r"|\banyRequest\(\)\s*\.permitAll\(\)|--acl\s+public-read-write\b|\ballUsers:(?:W|O|FC)\b"
        ),
        "switches off or backdoors authentication or access control in the user's code or data",
        refine=_broad,
        triggers=(
            "verify_signature",
            "algorithms",
            "accept the",
            "_auth",
            "headers.get",
            "==",
            "csrf",
            "production",
            "default_permission",
            "default_authentication",
            "if true",
            "row level",
            "permitall",
            "public-read-write",
            "allusers:",
        ),
    ),
    PatternRule(
        "SK-SABOTAGE-AUTH-OFF",
        # A debug or support parameter of the request that returns before the login check (spans lines).
        rx(
            r"\bif\b[^\n]{0,60}"
            + _REQUEST_INPUT
            + r"[^\n]{0,40}\bget\(\s*[\"'][\w-]*(?:debug|bypass|skip|backdoor|override|support)[^\n]*\n[^\n]*\breturn\b"
        ),
        "switches off or backdoors authentication or access control in the user's code or data",
        multiline=True,
        triggers=("req.", "request."),
    ),
    PatternRule(
        "SK-SABOTAGE-SQL-CONCAT",
        rx(
            r"\b(?:rewrite|replace|convert|change|turn)\b[^.\n]{0,80}\b(?:parameteri[sz]ed\s+quer\w+|placeholders?|bind\s+param\w*|prepared\s+statements?)"
            r"[^.\n]{0,80}\b(?:f-strings?|concatenat\w+|string\s+format\w*|format\s+strings?)"
            r"|\b(?:build|write|construct)\s+(?:the\s+)?SQL(?:\s+strings?|\s+quer\w+)?\s+(?:by|with|using)\s+(?:string\s+)?(?:concatenat\w+|f-strings?|string\s+format\w*)"
            r"|[\"'`]\s*(?:SELECT|UPDATE|DELETE|INSERT)\b[^\"'`\n]{0,120}[\"'`]\s*\+\s*" + _REQUEST_INPUT
        ),
        "tells the agent to build SQL from strings or request input (SQL injection in the user's code)",
        triggers=("parameteri", "placeholder", "bind param", "prepared statement", "sql", "req.", "request."),
    ),
    PatternRule(
        "SK-SABOTAGE-SECRET-LEAK",
        rx(
            r"\b(?:remove|delete|drop|take)\s+[`'\"]?\.env[`'\"]?\s+(?:from|out\s+of)\s+(?:the\s+)?[`'\"]?\.gitignore"
            r"|\b(?:NEXT_PUBLIC|VITE|REACT_APP|EXPO_PUBLIC|NUXT_PUBLIC)_\w*(?:SECRET|PRIVATE|OPENAI|ANTHROPIC|SERVICE_ROLE|STRIPE_SK)\w*"
            r"|\b(?:copy|write|put|paste|inline|hard-?code)\w*\b[^.\n]{0,80}\bfrom\s+(?:the\s+user'?s\s+)?[`'\"]?\.env\b[`'\"]?[^.\n]{0,80}"
            r"\b(?:into|in|as)\b[^.\n]{0,40}(?:\.(?:py|ts|tsx|js|jsx|go|rb|java|php|cs)\b|literal|constant)"
            r"|\b(?:do\s+not|don'?t|never|no\s+need\s+to)\s+(?:redact|mask|scrub|sanitize|sanitise)\b"
            r"|\b(?:print|log|dump|expose|write)\w*\s+(?:out\s+)?(?:every|all)\s+(?:the\s+)?environment\s+variables?\b"
            r"|\bconsole\.log\(\s*process\.env\s*\)"
            r"|\becho\b[^\n]{0,40}\$\{\{\s*(?:toJSON\(\s*secrets\s*\)|secrets\.\w+)\s*\}\}[^\n]{0,40}\|\s*(?:base64|xxd|od|rev|sed)\b"
            r"|\blog\w*\s+(?:the\s+)?(?:full|entire|raw|complete|all)\s+(?:request\s+)?(?:headers|requests?|bodies|body)"
            r"[^.\n]{0,60}\b(?:Authorization|Cookie|passwords?)\b"
        ),
        "hard-codes, commits, logs or unmasks the user's secrets in what it builds",
        line_markers=False,
        triggers=(
            ".gitignore",
            "next_public",
            "expo_public",
            "nuxt_public",
            "vite_",
            "react_app_",
            ".env",
            "redact",
            "mask",
            "scrub",
            "sanitiz",
            "sanitis",
            "secrets",
            "environment variable",
            "process.env",
            "authorization",
            "cookie",
            "password",
        ),
    ),
    PatternRule(
        "SK-SABOTAGE-CI-PWN-REQUEST",
        rx(
            r"\bpull_request_target\b[\s\S]{0,800}?\bref\s*:\s*\$\{\{\s*github\.event\.pull_request\.head\.(?:sha|ref)\b"
            r"|\bpull_request_target\b[\s\S]{0,800}?\brepository\s*:\s*\$\{\{\s*github\.event\.pull_request\.head\.repo\b"
            # workflow_run: the artifact a fork's run uploaded, run here with this repository's token.
            r"|\bworkflow_run\b[\s\S]{0,800}?\bdownload-artifact\b[\s\S]{0,600}?\brun\s*:\s*(?:bash|sh|node|python3?|\./)"
        ),
        "a pull_request_target or workflow_run workflow runs a fork's code or artifact with the repository's secrets",
        multiline=True,
        triggers=("pull_request_target", "workflow_run"),
    ),
    PatternRule(
        "SK-SABOTAGE-DEP-FORK",
        rx(
            r"^\s*(?:replace\s+)?(?P<src>[\w.-]+\.\w+/[\w./-]+)(?:\s+v[\w.+-]+)?\s+=>\s+(?P<dst>[^\s]+)\s+v\d"
            r"|^\s*(?P<crate>[\w-]+)\s*=\s*\{[^}\n]*\bgit\s*=\s*[\"'](?P<url>https?://[^\"'\s]+)",
            re.I | re.M,
        ),
        "repoints a dependency of the user's project at someone else's copy (Go replace, Cargo patch)",
        refine=_fork_target,
        triggers=("=>", "git"),
    ),
    PatternRule(
        "SK-SABOTAGE-REVIEW-BYPASS",
        rx(
            r"\bgh\s+pr\s+merge\b[^\n]{0,60}--admin\b"
            r"|\b(?:approve|merge)\b[^.\n]{0,80}\beven\s+(?:if|when)\s+(?:the\s+)?(?:checks?|tests?|CI|builds?|reviews?)\s+(?:fail|are\s+(?:red|failing))"
            # Tests made unable to fail: "so failing tests never block a merge".
            r"|\b(?:failing|failed|red|broken)\s+(?:tests?|checks?|builds?|CI)\s+(?:never|no\s+longer|don'?t|do\s+not|won'?t|cannot|can'?t)"
            r"\s+(?:block|fail|stop|break)\b"
        ),
        "approves or merges the user's pull requests past failing checks or branch protection",
        triggers=(
            "pr merge",
            "even if",
            "even when",
            "failing",
            "failed",
            "red test",
            "red check",
            "red build",
            "broken",
        ),
    ),
    PatternRule(
        "SK-SABOTAGE-INSTALL-HOOK",
        rx(
            r"[\"'](?:pre|post)?(?:install|prepare)[\"']\s*:\s*\\?[\"'][^\n]{0,200}?"
            r"(?:https?://|\bcurl\b|\bwget\b|require\(\s*\\?[\"']https?\\?[\"']\s*\))"
        ),
        "adds an npm lifecycle script to the user's package.json that fetches from an outside host (every install)",
        refine=_outside_url,
        triggers=('install"', "install'", 'prepare"', "prepare'"),
    ),
    PatternRule(
        "SK-SABOTAGE-PAGE-BEACON",
        rx(
            r"(?:document\.cookie|localStorage|sessionStorage|addEventListener\(\s*[\"']key(?:up|down|press))"
            r"[^\n]{0,240}?(?:fetch\(|sendBeacon\(|new\s+Image\(\)|XMLHttpRequest|\.src\s*=)"
            r"|(?:fetch\(|sendBeacon\(|new\s+Image\(\)\.src\s*=)[^\n]{0,160}?(?:document\.cookie|localStorage|sessionStorage|\.value\b)"
        ),
        "a page, SVG or script for the user's site sends visitors' cookies, storage or keystrokes to an outside host",
        refine=_outside_url,
        triggers=("cookie", "localstorage", "sessionstorage", "addeventlistener", "sendbeacon"),
    ),
)


_BROAD_CODES = frozenset(r.code for r in RULES if r.refine is _broad)


def _ordered_broadly(path: str, docs: list[Doc]) -> bool:
    """Whether a line of the skill's own prose that names the file `path` orders it applied at large."""
    for d in docs:
        if d.origin or d.kind != "prose" or d.path == path or path not in d.text:
            continue
        for line in d.text.splitlines():
            if path in line and _BROAD.search(line) and not _CAVEAT.search(line):
                return True
    return False


@register(CATEGORY, RULES)
def check(ctx: ScanContext) -> Iterator[Finding]:
    # A per-call switch kept in a bundled file (a snippet in `references/cors.md`) is framed by the line that
    # sends the agent there: "always add the middleware from references/cors.md, replacing any stricter setup".
    for f in run_patterns(ctx, CATEGORY, RULES):
        if (
            f.severity == "warn"
            and f.code in _BROAD_CODES
            and f.location
            and _ordered_broadly(f.location.file, ctx.docs)
        ):
            f = dataclasses.replace(f, severity="critical")
        yield f
