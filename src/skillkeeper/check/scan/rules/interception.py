"""Interception: the user's traffic routed through, or trusted to, someone else.

A root certificate fetched from a URL and trusted machine-wide, a system or tool proxy pointed at
an outside host, an /etc/hosts line that sends a public name (a registry, GitHub) to another
address, a resolver rewritten to unknown name servers. Nothing is taken at once; everything the
user sends afterwards can be read or altered. Honest setups look different: the certificate is
the user's own or IT's file (warn), the proxy is a placeholder or the user's company's, hosts
entries name local test domains, resolvers are only queried. A service's key sent to a host that is
not the service's is in keyhosts.py.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterator

from skillkeeper.check.scan.framing import strongly_framed
from skillkeeper.check.scan.hosts import placeholder, raw_public_ip, registered, risk, urls, well_known
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import CodeRow, PatternRule, ScanContext, register, run_patterns, rx
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.rules.keyhosts import KEY_ELSEWHERE
from skillkeeper.check.scan.text import Doc

CATEGORY = "interception"

# A certificate file named by URL: the trust anchor comes from someone else's server.
_CERT_URL = lazy(r"(?i)\bhttps?://[^\s\"'`<>]+\.(?:pem|crt|cer|der|p7b|p12)\b")
# Whose proxy it is: the user's company or IT, or a value the user gives.
_OWN_PROXY = lazy(
    r"(?i)\b(?:corporate|company|your\s+(?:it|company|organi[sz]ation|network\s+admin)|it\s+department|"
    r"ask\s+the\s+user|the\s+user\s+gives|placeholder|replace\s+the)\b"
)


def _cert_from_url(doc: Doc) -> bool:
    return any(not placeholder(host) for _, _, host, _ in urls(" ".join(_CERT_URL.findall(doc.norm))))


def _trust_root(m: re.Match[str], doc: Doc, sev: Severity) -> Severity | None:
    # The user's or IT's own certificate file is a normal corporate setup: only a fetched one is critical.
    return sev if _cert_from_url(doc) else "warn"


def _proxy_host(m: re.Match[str], doc: Doc, sev: Severity) -> Severity | None:
    value = next(g for g in m.groups() if g is not None).strip("\"'`")
    env = m.group("env") is not None
    found = urls(value if "://" in value else f"http://{value}")
    host = found[0][2] if found else ""
    if not host or "$" in value or "{" in value or placeholder(host) or host in {"localhost", "127.0.0.1"}:
        return None
    if raw_public_ip(host) or risk(host):
        return sev
    if env:
        return None  # HTTPS_PROXY=proxy.company.net is how every corporate guide starts
    return "warn" if _OWN_PROXY.search(doc.norm) else sev


# Model providers whose APIs the agents' and SDKs' base-URL variables are pointed at in honest guides (OpenRouter,
# DeepSeek, Moonshot and others serve Anthropic- or OpenAI-compatible endpoints), beside the vendors' own hosts.
_MODEL_PROVIDERS = frozenset(
    {
        *("openrouter.ai", "deepseek.com", "together.xyz", "together.ai", "groq.com", "mistral.ai", "fireworks.ai"),
        *("googleapis.com", "x.ai", "perplexity.ai", "aliyuncs.com", "moonshot.ai", "moonshot.cn", "bigmodel.cn"),
        *("z.ai", "minimax.io", "minimaxi.com", "cerebras.ai", "deepinfra.com", "novita.ai", "siliconflow.cn"),
        *("siliconflow.com", "azure.com", "amazonaws.com", "cloudflare.com", "portkey.ai", "helicone.ai"),
    }
)
# An upstream that names a vendor it is not (`api.claude-relay.net`): made to pass for the real API.
_VENDOR_NAME = lazy(r"(?i)anthropic|claude|openai|chatgpt|gpt|gemini|skillkeeper")
# The variables a coding agent or this registry's own client reads for where to send every request and key.
_AGENT_UPSTREAM = frozenset({"anthropic_base_url", "anthropic_api_url", "skillkeeper_server"})
# The team's own upstream: a gateway or registry it says it runs, or a host named as internal. Teams route
# agents through LiteLLM-style gateways and their own registry every day; that is for a reviewer to see
# (warn), not a quarantine.
_OWN_UPSTREAM = lazy(
    r"(?i)\b(?:our|your)\s+(?:own\s+|team'?s?\s+|company'?s?\s+|internal\s+)?(?:llm\s+|model\s+|ai\s+|api\s+)?"
    r"(?:gateway|proxy|registry|skillkeeper|server|deployment|instance)\b|\blitellm\b|\bself-hosted\b|\bon-prem"
)
_INTERNAL_HOST = lazy(r"(?i)(?:^|[.-])(?:internal|intranet|intra|corp|lan)(?:$|[.-])|\.(?:local|home\.arpa)$")


def _upstream_host(m: re.Match[str], doc: Doc, sev: Severity) -> Severity | None:
    found = urls(m.group("val") if "://" in m.group("val") else f"http://{m.group('val')}")
    host = found[0][2] if found else ""
    if "." not in host or placeholder(host) or (_IP.fullmatch(host) and not _global(host)):
        return None  # a local model server, a compose service, a placeholder
    if well_known(host) or registered(host) in _MODEL_PROVIDERS:
        return None
    if raw_public_ip(host) or risk(host) or _VENDOR_NAME.search(registered(host)):
        return sev
    if m.group("var").lower() in _AGENT_UPSTREAM and not (
        _OWN_PROXY.search(doc.norm) or _OWN_UPSTREAM.search(doc.norm) or _INTERNAL_HOST.search(host)
    ):
        return sev
    return "warn"


RULES = (
    PatternRule(
        "SK-INTERCEPT-AGENT-UPSTREAM",
        # An agent's or model SDK's base URL set to a fixed host: every prompt, file read and API key goes there.
        rx(
            r"(?<![{\w])(?P<var>ANTHROPIC_BASE_URL|ANTHROPIC_API_URL|OPENAI_BASE_URL|OPENAI_API_BASE|SKILLKEEPER_SERVER)"
            r"[\"'\]]*\s*[=:]\s*[\"']?(?P<val>(?:https?://)?[\w.-]+\.[\w-]+(?::\d+)?[^\s\"'`,}]*)"
        ),
        "points the agent's model API (or the skill registry's server) at another host that sees every request",
        refine=_upstream_host,
        triggers=("_base_url", "_api_url", "_api_base", "skillkeeper_server"),
    ),
    PatternRule(
        "SK-INTERCEPT-TRUST-ROOT",
        rx(
            r"\bsecurity\s+add-trusted-cert\b|\bcertutil(?:\.exe)?\s+(?:-f\s+)?(?:-user\s+)?-addstore\s+(?:-f\s+)?"
            r"(?:-user\s+)?[\"']?(?:root|authroot|ca)\b|\bImport-Certificate\b[^\n]{0,200}?Cert:\\\w+\\Root\b"
            r"|\bupdate-ca-certificates\b|\bupdate-ca-trust\b|\btrust\s+anchor\s|\bNODE_EXTRA_CA_CERTS\s*="
            r"|\b(?:add|install|import|put)\b[^.\n]{0,80}?\b(?:trusted\s+root|root\s+(?:store|authorit\w+)|trust\s*store"
            r"|system\s+(?:ca\s+store|keychain)|ca\s+store)\b"
            r"|\btrust\w*\b[^\n]{0,120}?\b(?:system-wide|machine-wide|for\s+all\s+users)\b"
        ),
        "trusts a root certificate machine-wide that was fetched from a URL (HTTPS traffic can be read)",
        refine=_trust_root,
        triggers=(
            "add-trusted-cert",
            "addstore",
            "import-certificate",
            "update-ca-",
            "trust anchor",
            "node_extra_ca_certs",
            "trusted root",
            "root store",
            "root authorit",
            "trust store",
            "truststore",
            "system ca store",
            "system keychain",
            "ca store",
            "system-wide",
            "machine-wide",
            "for all users",
        ),
    ),
    PatternRule(
        "SK-INTERCEPT-PROXY",
        rx(
            r"\bnetworksetup\s+-set(?:secure)?webproxy\s+(?:\"[^\"]*\"|'[^']*'|\S+)\s+([\w.:-]+)"
            r"|\bnetworksetup\s+-setautoproxyurl\s+(?:\"[^\"]*\"|'[^']*'|\S+)\s+(\S+)"
            r"|\bnetsh\s+winhttp\s+set\s+proxy\s+(?:proxy-server=)?[\"']?([\w.:-]+)"
            r"|\bgit\s+config\s+(?:--global\s+|--system\s+)?https?\.proxy\s+[\"']?(\S+?)[\"']?(?:\s|$)"
            r"|\bnpm\s+config\s+set\s+(?:https-)?proxy\s+[\"']?(\S+?)[\"']?(?:\s|$)"
            r"|\bpip3?\s+config\s+set\s+global\.proxy\s+[\"']?(\S+?)[\"']?(?:\s|$)"
            r"|\b(?:https?|all)_proxy\s*=\s*[\"']?(?P<env>[^\s\"']+)"
        ),
        "routes the machine's or a tool's web traffic through an outside proxy",
        refine=_proxy_host,
        triggers=("webproxy", "autoproxyurl", "winhttp", ".proxy", "set proxy", "set https-proxy", "_proxy"),
    ),
    KEY_ELSEWHERE,
)

CODES: tuple[CodeRow, ...] = (
    (
        "SK-INTERCEPT-HOSTS",
        "critical",
        "points a public name (a registry, a code host) at another address in the hosts file",
    ),
    ("SK-INTERCEPT-DNS", "critical", "rewrites the machine's resolvers to unknown name servers"),
)

_HOSTS_FILE = lazy(r"(?i)/etc/hosts\b|drivers[\\/]+etc[\\/]+hosts\b")
_MAPPING = lazy(r"(?i)(?<![\w.])(\d{1,3}(?:\.\d{1,3}){3})[ \t]+((?:[a-z0-9-]+\.)+[a-z]{2,})\b")
_RESOLVER_FILE = lazy(
    r"(?i)/etc/resolv\.conf\b|resolved\.conf\b|\bresolvectl\s+dns\b|\bnetworksetup\s+-setdnsservers\b"
    r"|\bSet-DnsClientServerAddress\b|\bnetsh\s+interface\s+ipv?4?\s+set\s+dns"
)
_WRITES = lazy(
    r"(?i)\btee\b|>>?|\bwrite(?:_text)?\(|\bopen\([^)]*[\"'][wa]\+?[\"']|\bsed\s+-i\b|\bresolvectl\s+dns\b"
    r"|-setdnsservers\b|\bSet-DnsClientServerAddress\b|\bnetsh\b|\bDNS\s*=|\bnameserver\b"
)
_IP = lazy(r"(?<![\w.])(\d{1,3}(?:\.\d{1,3}){3})(?![\w.])")
# Public resolvers a guide may name (Cloudflare, Google, Quad9, OpenDNS, AdGuard, Yandex, CleanBrowsing).
_KNOWN_RESOLVERS = frozenset(
    {
        "1.1.1.1",
        "1.0.0.1",
        "8.8.8.8",
        "8.8.4.4",
        "9.9.9.9",
        "149.112.112.112",
        "208.67.222.222",
        "208.67.220.220",
        "94.140.14.14",
        "94.140.15.15",
        "77.88.8.8",
        "77.88.8.1",
        "185.228.168.9",
    }
)


def _global(ip: str) -> bool:
    try:
        return ipaddress.ip_address(ip).is_global
    except ValueError:
        return False


def _severity(doc: Doc, start: int, norm_start: int) -> Severity:
    # A sed line reads as a regex (example); only words that call the step bad make it one.
    example = doc.context(start) == "example"
    return "warn" if example and strongly_framed(doc.norm[max(0, norm_start - 600) : norm_start]) else "critical"


def _hosts_redirects(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    if not _HOSTS_FILE.search(doc.norm):
        return
    for m in _MAPPING.finditer(doc.norm):
        ip, name = m.group(1), m.group(2).lower()
        if not _global(ip) or placeholder(name) or name.endswith((".localhost", ".local")):
            continue
        start = doc.orig(m.start())
        sev = _severity(doc, start, m.start())
        yield ctx.finding("SK-INTERCEPT-HOSTS", CATEGORY, sev, CODES[0][2], doc, start, doc.orig(m.end()))
        return


def _resolver_rewrites(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    target = _RESOLVER_FILE.search(doc.norm)
    if target is None or not _WRITES.search(doc.norm):
        return
    for m in _IP.finditer(doc.norm):
        ip = m.group(1)
        if ip in _KNOWN_RESOLVERS or not _global(ip):
            continue
        start = doc.orig(target.start())
        sev = _severity(doc, start, target.start())
        yield ctx.finding("SK-INTERCEPT-DNS", CATEGORY, sev, CODES[1][2], doc, start, doc.orig(target.end()))
        return


@register(
    CATEGORY,
    RULES,
    CODES,
    hints=(
        "/etc/hosts",
        "etc\\hosts",
        "resolv.conf",
        "resolved.conf",
        "setdnsservers",
        "resolvectl",
        "set-dnsclientserveraddress",
        "set dns",
    ),
)
def check(ctx: ScanContext) -> Iterator[Finding]:
    yield from run_patterns(ctx, CATEGORY, RULES)
    for doc in ctx.docs:
        if doc.has("/etc/hosts") or doc.has("etc\\hosts"):
            yield from _hosts_redirects(ctx, doc)
        if any(
            doc.has(h)
            for h in (
                "resolv.conf",
                "resolved.conf",
                "setdnsservers",
                "resolvectl",
                "set-dnsclientserveraddress",
                "set dns",
            )
        ):
            yield from _resolver_rewrites(ctx, doc)
