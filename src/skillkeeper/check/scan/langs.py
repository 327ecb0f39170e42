"""A skill file's language: by extension, by shebang, or by the git hook name it carries."""

from __future__ import annotations

CODE_LANGS: dict[str, str] = {
    ".py": "python",
    ".pyw": "python",
    ".sh": "shell",
    ".bash": "shell",
    ".zsh": "shell",
    ".ksh": "shell",
    ".fish": "shell",
    ".command": "shell",
    ".ps1": "powershell",
    ".psm1": "powershell",
    ".bat": "batch",
    ".cmd": "batch",
    ".js": "javascript",
    ".mjs": "javascript",
    ".cjs": "javascript",
    ".ts": "javascript",
    ".rb": "ruby",
    ".pl": "perl",
    ".php": "php",
    ".lua": "lua",
    ".go": "go",
    ".rs": "rust",
    ".applescript": "applescript",
    ".scpt": "applescript",
    ".vbs": "vbscript",
}
# The names git runs as hooks (githooks(5)); a file so named in a folder is a hook script.
GIT_HOOKS = frozenset(
    {
        "applypatch-msg",
        "pre-applypatch",
        "post-applypatch",
        "pre-commit",
        "pre-merge-commit",
        "prepare-commit-msg",
        "commit-msg",
        "post-commit",
        "pre-rebase",
        "post-checkout",
        "post-merge",
        "pre-push",
        "pre-receive",
        "update",
        "proc-receive",
        "post-receive",
        "post-update",
        "reference-transaction",
        "push-to-checkout",
        "pre-auto-gc",
        "post-rewrite",
        "sendemail-validate",
        "fsmonitor-watchman",
        "post-index-change",
    }
)


def code_lang(path: str, text: str) -> str | None:
    """The language of a script by extension or shebang; None for prose and data."""
    lower = path.lower()
    dot = lower.rfind(".")
    ext = lower[dot:] if dot > lower.rfind("/") else ""
    if ext in CODE_LANGS:
        return CODE_LANGS[ext]
    folder, _, name = lower.rpartition("/")
    hook_folder = "hook" in folder or folder.endswith(".husky")
    if not ext and name in GIT_HOOKS and hook_folder and not text.startswith("#!"):
        # git (and husky, lefthook, core.hooksPath folders) runs a hook by its name; without a shebang, with sh.
        return "shell"
    if text.startswith("#!"):
        first = text.split("\n", 1)[0]
        if "python" in first:
            return "python"
        if "node" in first:
            return "javascript"
        if "pwsh" in first or "powershell" in first:
            return "powershell"
        return "shell"
    return None
