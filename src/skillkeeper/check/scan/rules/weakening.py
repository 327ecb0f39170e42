"""System weakening: world-writable system folders, passwordless sudo, setuid shells, and
turning off SELinux/AppArmor, the firewall, Gatekeeper/SIP, Defender or UAC.

These are critical in instructions and scripts: a skill has no reason to lower the
machine's defences. Hardening guides that say the opposite ("keep SELinux enforcing",
"never chmod 777 /") are read as examples through the usual negation and teaching context.
"""

from __future__ import annotations

from collections.abc import Iterator

from skillkeeper.check.scan.registry import PatternRule, ScanContext, register, run_patterns, rx
from skillkeeper.check.scan.result import Finding

CATEGORY = "system-weakening"

_SYS_DIRS = r"(?:/|/\*|/etc|/usr|/var|/bin|/sbin|/lib|/opt|/root|/home|/Users|/System|/Library|~|\$HOME|C:\\)"

RULES = (
    PatternRule(
        "SK-WEAKEN-WORLD-WRITABLE",
        rx(
            rf"\bchmod\s+(?:-[a-zA-Z]+\s+)*(?:0?777|a\+rwx|ugo\+rwx|o\+w|a\+w)\s+(?:-[a-zA-Z]+\s+)*[\"']?{_SYS_DIRS}/?[\"']?(?=\s|$|;|&|\|)"
            # The Docker socket is root on the host: opening it to every local user is the same as 777 on /.
            r"|\bchmod\s+(?:-[a-zA-Z]+\s+)*(?:0?666|0?777|a\+rwx?|o\+rwx?|ugo\+rwx?)\s+[\"']?/(?:var/)?run/docker\.sock\b"
            r"|\bicacls\s+[\"']?C:\\[\"']?\s+/grant\s+Everyone:\(?F"
        ),
        "makes the root or a system folder world-writable",
        triggers=("chmod", "icacls"),
    ),
    PatternRule(
        "SK-WEAKEN-SUDOERS",
        rx(r"NOPASSWD\s*:\s*ALL\b|\bALL\s*=\s*\(\s*ALL(?:\s*:\s*ALL)?\s*\)\s*ALL\b[^\n]{0,80}sudoers|!authenticate\b"),
        "grants passwordless sudo by editing sudoers",
        triggers=("nopasswd", "sudoers", "!authenticate"),
    ),
    PatternRule(
        "SK-WEAKEN-SETUID-SHELL",
        rx(
            r"\bchmod\s+(?:u\+s|\+s|[24]7[57][57])\s+[\"']?(?:/usr)?/(?:s?bin)/(?:ba|z|da|k)?sh\b|\bchmod\s+(?:u\+s|\+s|4755)\s+[^\n]{0,30}\b(?:python[0-9.]*|perl|find|vim?|env|node)\b"
        ),
        "makes a shell or interpreter setuid root",
        triggers=("chmod",),
    ),
    PatternRule(
        "SK-WEAKEN-MAC",
        rx(
            r"\bsetenforce\s+(?:0|permissive)\b|\bSELINUX\s*=\s*(?:disabled|permissive)\b|\bselinux=0\b|\bapparmor=0\b"
            r"|\bsystemctl\s+(?:stop|disable|mask)\s+apparmor\b|\baa-teardown\b|\bservice\s+apparmor\s+(?:stop|teardown)\b"
        ),
        "turns off SELinux or AppArmor",
        triggers=("setenforce", "selinux", "apparmor", "aa-teardown"),
    ),
    PatternRule(
        "SK-WEAKEN-FIREWALL",
        rx(
            r"\bufw\s+disable\b|\bsystemctl\s+(?:stop|disable|mask)\s+(?:firewalld|ufw|iptables|nftables)\b|\biptables\s+-F\b"
            r"|\biptables\s+-P\s+INPUT\s+ACCEPT\b|\bnetsh\s+advfirewall\s+set\s+\w+\s+state\s+off\b|\bpfctl\s+-d\b"
            r"|\bSet-NetFirewallProfile\b[^\n]{0,60}-Enabled\s+(?:False|\$false|0)|socketfilterfw\s+--setglobalstate\s+off"
        ),
        "turns off the firewall",
        triggers=(
            "ufw",
            "firewalld",
            "iptables",
            "nftables",
            "netsh",
            "pfctl",
            "set-netfirewallprofile",
            "socketfilterfw",
        ),
    ),
    PatternRule(
        "SK-WEAKEN-OS-PROTECTION",
        rx(
            r"\bspctl\s+--(?:master|global)-disable\b|\bLSQuarantine\s+-bool\s+(?:false|no|0)\b|\bcsrutil\s+(?:disable|authenticated-root\s+disable)\b"
            r"|\bSet-MpPreference\b[^\n]{0,60}-Disable\w+\s+\$?(?:true|1)\b|\bAdd-MpPreference\b[^\n]{0,40}-ExclusionPath\s+[\"']?C:\\[\"']?(?:\s|$)"
            r"|\bEnableLUA\b[^\n]{0,40}/d\s+0\b|\bDisableAntiSpyware\b|\bkernel\.randomize_va_space\s*=\s*0\b"
        ),
        "turns off Gatekeeper, SIP, Defender, UAC or ASLR",
        triggers=(
            "spctl",
            "lsquarantine",
            "csrutil",
            "set-mppreference",
            "add-mppreference",
            "enablelua",
            "disableantispyware",
            "randomize_va_space",
        ),
    ),
    PatternRule(
        "SK-WEAKEN-SSH-ROOT",
        rx(
            r"\bPermitRootLogin\s+yes\b|\bPermitEmptyPasswords\s+yes\b|\becho\s+[\"']?root:[^\s\"']+[\"']?\s*\|\s*(?:sudo\s+)?chpasswd\b"
        ),
        "opens SSH to root logins or sets a root password",
        triggers=("permitrootlogin", "permitemptypasswords", "chpasswd"),
    ),
    PatternRule(
        "SK-WEAKEN-NO-PASSWORD",
        # An account left with no password at all: anyone at the console, su or sudo gets in unasked.
        # Locking (-l) and expiring (-e) an account are the opposite and are not matched.
        rx(
            r"\bpasswd\s+(?:-[a-zA-Z]*d[a-zA-Z]*|--delete)\b|\busermod\s+(?:-\w+\s+\S+\s+)*-p\s*(?:''|\"\")"
            r"|\bsed\b[^\n]*?s/\^?(?:root|\$USER|\$\{USER\}):[^/\n]*/(?:root|\$USER|\$\{USER\})::[^\n]*?/etc/shadow"
        ),
        "removes an account's password (passwd -d, an empty usermod -p, a blank shadow entry)",
        triggers=("passwd", "usermod", "/etc/shadow"),
    ),
)


@register(CATEGORY, RULES)
def check(ctx: ScanContext) -> Iterator[Finding]:
    return run_patterns(ctx, CATEGORY, RULES)
