"""The literals a script must hold before taint.py walks it (the rest of the bundle costs nothing)."""

from __future__ import annotations

from skillkeeper.check.scan.sensitive import SENSITIVE_HINTS

# Literals a script must hold to be walked (the rest cost nothing): a download and an evaluator,
# a sensitive source and a send, or a file a download writes.
FETCH_HINTS = ("curl", "wget", "http", "download", "urlopen", "iwr", "irm", "invoke-", "fetch", "net::", "uri.open")
EXEC_HINTS = (
    "eval",
    "exec",
    "system",
    "popen",
    "invoke-expression",
    "iex",
    "scriptblock",
    "sh -c",
    "shell=true",
    "compile",
    *("pickle", "marshal", "yaml.", "runin", "function(", "qx"),
)
DROP_HINTS = ("-outfile", "downloadfile", "urlretrieve", "writefile")
SECRET_HINTS = (*SENSITIVE_HINTS, "environ", "process.env", "env", "getenv")
SEND_HINTS = ("post", "put", "upload", "send", "write", "curl", "wget", "fsockopen", "body", "urlopen", "request(")
NAMED_HINTS = (
    *("getenv", "process.env", "env[", "env.fetch", "$env:", "environmentvariable", "env::var", "env.get", "environ"),
    *("token", "secret", "password", "passwd", "api_key", "apikey", "access_key", "private_key", "credential"),
)
