"""Programs in languages the flow walks do not parse, read as the shell lines they amount to (never run).

A helper in Perl, Ruby, PHP, Lua, PowerShell, VBScript, R, Julia, Nim, Crystal, Tcl, F#, C#, Swift, Kotlin, Elixir,
Groovy, Dart, Clojure, Go or Rust says a send, a fetch-and-run or a wipe with its own library, not with curl. Four
shapes are read: a dot-file under the home folder read in a program that sends to a URL literal is
`curl -d @~/FILE URL` on the send line; the whole environment (`ENV.to_h`, `Sys.getenv()`, `Dict(ENV)`) in such a
program is `env | curl -d @- URL`; a URL fetched into a name or path that the program then runs (`source(f)`,
`include(p)`, `eval(code)`, `Invoke-Expression`) is `curl URL | sh`; a recursive delete of the home folder itself
is `rm -rf ~`. The shell rules then judge the host and the file, so an API's own host or a project file stays quiet.
Each view keeps the file's line numbers.
"""

from __future__ import annotations

from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.text import Doc
from skillkeeper.check.scan.viewtext import view_text

# General-purpose languages whose library calls no flow walk reads (Python, shell and JavaScript have their own).
PROGRAM_EXTS = (
    ".pl", ".pm", ".rb", ".php", ".lua", ".ps1", ".psm1", ".vbs", ".r", ".jl", ".nim", ".cr", ".tcl", ".fsx",
    ".csx", ".cs", ".swift", ".kts", ".kt", ".exs", ".ex", ".groovy", ".dart", ".clj", ".bb", ".scala", ".sc",
    ".go", ".rs", ".raku", ".java",
)  # fmt: skip
# Where a program names the home folder.
_HOME = lazy(
    r"(?i)\bHOME\b|USERPROFILE|user\.home|NSHomeDirectory|getHomeDir|UserHomeDir|home_dir|homedir|Path\.home"
    r"|Dir\.home|SpecialFolder\.UserProfile|~[/\\]"
)
# A dot-file or dot-folder named in a string or after a path separator, and the quoted parts that follow it on the
# line (`Path.Combine(home, ".kube", "config")`, `file join $env(HOME) .netrc`).
_DOT_PATH = lazy(r"""(["'\s/\\]|^)(\.[A-Za-z][\w-]{1,30}(?:[/\\][\w.-]{1,60}){0,3})""")
_NEXT_PART = lazy(r"""["']?[ \t]{0,8},[ \t]{0,8}["']([\w.-]{1,60})["']""")
_CALL_AFTER = lazy(r"[ \t]{0,8}[({=]")
MAX_FILES = 8
# Send lines are written for the first few distinct URLs only: each carries one line per dot-file, so a URL
# repeated on every line would make the view hundreds of times its file's size.
MAX_URLS = 8
# A helper with no extension, named by its shebang (`#!/usr/bin/env perl`).
_SHEBANG = lazy(
    r"#![^\n]{0,80}?\b(?:perl|ruby|php|lua|Rscript|julia|tclsh|pwsh|powershell|groovy|kotlin|swift|elixir|dart|raku"
    r"|crystal|nim)\b"
)
# A URL literal, and a program that sends (a POST, a PUT, an upload, a query body) somewhere in its text.
_URL = lazy(r"""https?://[\w.-]{1,253}(?::\d{1,5})?(?:/[^\s"'`)<>]{0,200})?""")
_SENDS = lazy(r"(?i)\bpost|\bput\b|upload|-query\b|send_string|CURLOPT_POSTFIELDS|PostAsync|\.Send\b")
# The whole environment, as each language spells it.
_WHOLE_ENV = lazy(
    r"Dict\(ENV\)|\bENV\.to_h(?:ash)?\b|\bSys\.getenv\(\s*\)|\bSystem\.get_?env\(\s*\)|Platform\.environment\b"
    r"|\bgetenv\(\s*\)|os\.Environ\(\)|GetEnvironmentVariables\(\s*\)|%ENV\b|std::env::vars\(\)"
    r"|processInfo\.environment\b|\(System/getenv\)|popen\(\s*['\"](?:env|printenv|set)['\"]|\benv:\\?\s*\|"
)
# A fetch of a URL: the call, then the URL within the line.
_FETCH = lazy(
    r"(?i)\b(?:download(?:\.file|File|String)?|URI\.open|open-uri|Invoke-WebRequest|iwr|Invoke-RestMethod|irm"
    r"|urlopen|getContent|http::geturl|HTTP\.get|slurp)\b"
)
_ASSIGNED = lazy(r"(\$?[A-Za-z_]\w{0,40})[ \t]{0,8}(?:<-|:?=)(?!=)")
# A language's way to run code it holds or a file it names.
_RUNS = lazy(
    r"(?:\bsource|\binclude|\beval|\bdofile|\bloadstring|\bload|\bInvoke-Expression|\biex|Code\.eval_string"
    r"|\bload-file)[ \t]{0,8}\(?[ \t]{0,8}(\$?[A-Za-z_]\w{0,40})\b"
)
# A recursive delete whose argument is the home folder itself.
_HOME_EXPR = (
    r"(?:Path\.home(?:\.to_s)?|Dir\.home|ENV\[\s*['\"]HOME['\"]\s*\]|\$ENV\{HOME\}|os\.UserHomeDir\(\)"
    r"|dirs::home_dir\(\)(?:\.unwrap\(\))?|NSHomeDirectory\(\)|getHomeDir\(\)|System\.getProperty\(\s*\"user\.home\"\s*\)"
    r"|\$env:USERPROFILE|\$HOME|['\"]~/?['\"])"
)
_WIPE_HOME = lazy(
    r"\b(?:rm_rf!?|rm_r|remove_tree|rmtree|removeItem|RemoveAll|remove_dir_all|deleteRecursively|removeDir)"
    r"\s*\(\s*(?:atPath:\s*)?" + _HOME_EXPR + r"\s*[,)]"
)


def _home_files(src: list[str]) -> list[str]:
    """The dot-files a program that names the home folder reads, as `~/` paths (at most MAX_FILES)."""
    found: dict[str, None] = {}
    for line in src:
        for m in _DOT_PATH.finditer(line):
            if m.group(1).isspace() and _CALL_AFTER.match(line, m.end()):
                continue  # a method call or a field on a new line (`.filter {`), not a file
            path, at = m.group(2).replace("\\", "/"), m.end()
            while path.count("/") < 4 and (part := _NEXT_PART.match(line, at)):
                path, at = f"{path}/{part.group(1)}", part.end()
            if "/" in path or path.count(".") == 1:
                found[f"~/{path}"] = None
                if len(found) >= MAX_FILES:
                    return list(found)
    return list(found)


def _fetched_runs(src: list[str], text: str, lines: list[str]) -> None:
    """A URL fetched into a name (or a path) that the program then runs, as `curl URL | sh`."""
    run = set(_RUNS.findall(text))
    for i, line in enumerate(src):
        url = _URL.search(line)
        if url and _FETCH.search(line) and any(name in run for name in _ASSIGNED.findall(line)):
            lines[i] = f"curl -fsSL {url.group(0)} | sh"


def program_docs(docs: list[Doc]) -> list[Doc]:
    """Shell views of helper programs in the languages of PROGRAM_EXTS (only those with a shape to read)."""
    out = []
    for d in docs:
        if d.origin or not (d.path.lower().endswith(PROGRAM_EXTS) or _SHEBANG.match(d.text)):
            continue
        text = view_text(d.text)
        src = text.split("\n")
        lines = [""] * len(src)
        if _SENDS.search(text):
            files = _home_files(src) if _HOME.search(text) else []
            dumps = _WHOLE_ENV.search(text) is not None
            urls: set[str] = set()
            for i, line in enumerate(src):
                if not (files or dumps) or len(urls) >= MAX_URLS or not (url := _URL.search(line)):
                    continue
                if (to := url.group(0)) not in urls:
                    urls.add(to)
                    sends = [f"curl -s -d @{f} {to}" for f in files]
                    lines[i] = "; ".join([*sends, *([f"env | curl -s -d @- {to}"] if dumps else [])])
        if _FETCH.search(text):
            _fetched_runs(src, text, lines)
        for i, line in enumerate(src):
            if _WIPE_HOME.search(line):
                lines[i] = "rm -rf ~"
        if any(lines):
            out.append(Doc(f"{d.path} (as shell)", "\n".join(lines), "code", "shell", origin=d.path))
    return out
