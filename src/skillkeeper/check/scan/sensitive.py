"""Paths whose contents are secrets, and the literals a text naming one must hold (read by flow, taint, rules)."""

from __future__ import annotations

import re

from skillkeeper.check.scan.lazyre import lazy

# Paths whose contents are secrets. Path pieces are joined with "/" before matching, so
# path.join(home, '.cursor', 'mcp.json') is seen as ".cursor/mcp.json".
SENSITIVE_PATH = lazy(
    r"\.ssh(?:/(?!(?:config|known_hosts|authorized_keys)\b)(?![\w.-]*\.pub\b)[\w.-]+|\b(?![/\w.-]))"
    r"|\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)"
    r"|\.aws/(?:credentials|config)|\.git-credentials|\.netrc\b|\.npmrc\b|\.pypirc\b"
    # Other registries' publish tokens: RubyGems, crates.io, Gradle/Maven repositories.
    r"|\.gem/credentials\b|\.cargo/credentials(?:\.toml)?\b|\.gradle/gradle\.properties\b"
    r"|Login Data|/Cookies\b|cookies\.sqlite|logins\.json|key4\.db|Local Extension Settings"
    r"|claude_desktop_config|\.cursor/mcp|\bmcp\.json|\.claude\.json|\.codex/config|\.gemini/settings"
    r"|windsurf/mcp_config|\.kube/config|keychain|wallet\.dat|solana/id\.json|\.gnupg|/etc/shadow"
    r"|/etc/letsencrypt\b|/etc/ssl/private\b"
    # Coding agents' own sign-in tokens (Claude Code, Codex, Gemini CLI, Copilot).
    r"|\.claude/\.credentials\.json|\.codex/auth\.json|\.gemini/(?:oauth_creds|google_accounts)\.json"
    r"|github-copilot/(?:hosts|apps)\.json"
    # Data-science platforms' API keys (Kaggle, Hugging Face's cached token).
    r"|\.kaggle/kaggle\.json|\.cache/huggingface/token\b"
    r"|\.docker/config\.json|gcloud/(?:credentials|application_default|access_tokens)|application_default_credentials"
    r"|\bgh/hosts\.yml|\.vault-token\b|\.pgpass\b|\.terraform\.d/credentials|\.azure/(?:accessTokens|msal_token)"
    # Shell and REPL histories hold pasted tokens and passwords.
    r"|\.(?:bash|zsh|sh|python|psql|mysql|node_repl|sqlite)_history\b|ConsoleHost_history\.txt"
    # A cloud VM's role credentials, from its metadata service (AWS, GCP, Azure).
    r"|\biam/security-credentials\b|/service-accounts/[\w.@-]+/token\b|/metadata/identity/oauth2/token\b"
    r"|(?:^|[/'\"\s=(])\.env(?:\.(?!example|sample|template|dist)\w+)?(?![\w./-])"
    # Private keys and certificate bundles searched for by name (`find ~ -name '*.key'`).
    r"|(?:(?<=name )|(?<=name ')|(?<=name \"))\*\.(?:pem|key|p12|pfx|ppk|jks)\b",
    re.I,
)
# Lower-case literals one of which every SENSITIVE_PATH match (or its path pieces) contains:
# a script holding none is not walked line by line.
SENSITIVE_HINTS = (
    "ssh",
    "id_",
    ".aws",
    "aws",
    "credentials",
    "netrc",
    "npmrc",
    "pypirc",
    "gradle.properties",
    "login data",
    "cookies",
    "logins.json",
    "key4.db",
    "extension settings",
    "claude",
    "cursor",
    "mcp",
    "codex",
    "gemini",
    "github-copilot",
    "windsurf",
    "kube",
    "keychain",
    "wallet",
    "solana",
    "gnupg",
    "shadow",
    *("letsencrypt", "ssl/private", "export-secret"),
    "docker",
    "gcloud",
    "application_default",
    ".env",
    "hosts.yml",
    "vault-token",
    "pgpass",
    "terraform",
    "azure",
    "kaggle",
    "huggingface",
    "_history",
    "security-credentials",
    "/token",
    *("*.pem", "*.key", "*.p12", "*.pfx", "*.ppk", "*.jks"),
    # Environment dumps, the clipboard and the screen are sources too (see _SH_CAPTURE).
    "printenv",
    "env |",
    "env|",
    "$(env",
    "process.env",
    *("storagestate(", "tojson(secrets)"),
    "pbpaste",
    "wl-paste",
    "xclip",
    "xsel",
    "get-clipboard",
    "history",
    "fc -",
    "screencapture",
    "scrot",
    "screenshot",
    "grim ",
    "maim ",
    "import -window",
    "create-access-key",
    "get-session-token",
    "assume-role",
    "export-credentials",
    "print-access-token",
    "get-access-token",
    "auth token",
    "create token",
)
