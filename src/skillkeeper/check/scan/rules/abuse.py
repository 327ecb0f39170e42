"""Resource abuse: the user's machine, cluster or cloud account spent on someone else's work.

Coin miners (pool URLs, miner binaries, miner images), fork bombs, and fleets of instances or
replicas started with the user's credentials and left running. Nothing is stolen and nothing
persists, so the other rule sets miss it; the user pays the bill. A guide that explains how to
detect miners reads as an example through the usual teaching framing (warn).
"""

from __future__ import annotations

from collections.abc import Iterator

from skillkeeper.check.scan.registry import PatternRule, ScanContext, register, run_patterns, rx
from skillkeeper.check.scan.result import Finding

CATEGORY = "resource-abuse"

RULES = (
    PatternRule(
        "SK-ABUSE-MINER",
        rx(
            r"\bstratum\+(?:tcp|ssl|tls)://|\b(?:xmrig|cpuminer|cpuminer-opt|minerd|ethminer|nbminer|lolminer|nanominer|phoenixminer)\b"
            r"|\bpool\.(?:supportxmr|minexmr|hashvault|nanopool|2miners|moneroocean)\b"
            r"|(?:--image[= ]|\bimage:\s*|\bdocker\s+run\b[^\n]{0,60}?)[\w./-]*\b(?:xmr|monero|miner)\w*\b"
        ),
        "runs a cryptocurrency miner (pool URL, miner binary or miner image) on the user's machine or cluster",
        triggers=(
            "stratum",
            "xmrig",
            "cpuminer",
            "minerd",
            "ethminer",
            "nbminer",
            "lolminer",
            "nanominer",
            "phoenixminer",
            "supportxmr",
            "minexmr",
            "hashvault",
            "nanopool",
            "2miners",
            "moneroocean",
            "xmr",
            "monero",
            "miner",
        ),
    ),
    PatternRule(
        "SK-ABUSE-FORK-BOMB",
        rx(r":\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:|\b(\w+)\(\)\s*\{\s*\1\s*\|\s*\1\s*&\s*\}|%0\s*\|\s*%0"),
        "starts a fork bomb (the machine stops responding)",
        triggers=("&", "%0"),
    ),
    PatternRule(
        "SK-ABUSE-FLOOD",
        # An endless request loop with no pause, usually forked many times: a denial of service sent
        # from the user's machines. A poll that sleeps or breaks is a health check.
        rx(
            r"\bwhile\s+(?:true|:|\[\s*1\s*\])\s*;\s*do\s+(?:curl|wget|http|ab|hey|nc|hping3)\b"
            r"(?:(?!\bsleep\b|\bbreak\b)[^\n]){0,200}?\bdone\b"
        ),
        "floods a host with requests in an endless loop (denial of service from the user's machines)",
        triggers=("while true", "while :", "while [ 1"),
    ),
    PatternRule(
        "SK-ABUSE-CLOUD-FLEET",
        rx(
            r"\brun-instances\b[^\n]{0,200}?--count\s+(?:[2-9]\d|\d{3,})\b|--replicas[= ](?:[1-9]\d{2,})\b"
            r"|\bseq\s+1\s+(?:[2-9]\d|\d{3,})\b[^\n]{0,120}?\b(?:instances\s+create|vm\s+create|droplet\s+create|run-instances)\b"
            r"|\b(?:never|do\s+not|don'?t)\s+(?:delete|stop|terminate|shut\s+down|tear\s+down|scale\s+down)\s+(?:these|the|those|them)\b"
            r"[^.\n]{0,30}?\b(?:instances|vms|nodes|workers|clusters?|deployments?|replicas)\b"
        ),
        "starts a fleet of instances or replicas with the user's credentials, or orders them left running",
        line_markers=False,
        triggers=("instances", "replicas", "vms", "nodes", "workers", "cluster", "deployment", "vm create", "droplet"),
    ),
)


@register(CATEGORY, RULES)
def check(ctx: ScanContext) -> Iterator[Finding]:
    return run_patterns(ctx, CATEGORY, RULES)
