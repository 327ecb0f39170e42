"""Folders that stand for other paths: a container's mount of a home folder, a staging folder.

Three readings for the resolved view (same lines, nothing run):
- a compose service that mounts `~/.aws:/data` reads `/data` in its own lines as `~/.aws`, so its
  `curl -T /data/credentials ...` shows the host file it sends;
- a Kubernetes container that mounts the node's `/` (or a home folder, or /etc) at `/host` reads
  `/host/root/.kube` in the manifest's lines as `/root/.kube`;
- a folder one bundled shell script fills with secret-bearing files (`cp ~/.netrc /tmp/stage/`)
  reads, on a line of any bundled shell script that uses the network, as the folder plus those
  files, so `tar cz -C /tmp stage | curl ...` shows what it sends.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from skillkeeper.check.scan.flow import SENSITIVE_PATH
from skillkeeper.check.scan.lazyre import lazy

COMPOSE_FILE = lazy(r"(?i)(?:^|/)(?:docker-)?compose[\w.-]*\.ya?ml$")
# `- ~/.aws:/data:ro`, `- "${HOME}/.ssh:/keys"`: a home folder mounted at a container path.
_HOME_MOUNT = lazy(
    r"""^([ \t]*)-[ \t]*["']?((?:~|\$\{?HOME\}?|/root|/home/[\w.-]+|/Users/[\w.-]+)(?:/[\w.-]+)*)/?:(/[\w./-]*[\w-])"""
    r"""(?::r[ow])?["']?[ \t]*$""",
    re.M,
)
_COPY = lazy(r"^[ \t]*(?:sudo[ \t]+)?(?:cp|mv|rsync|install|ln)[ \t]+([^\n;&|#]+)", re.M)
_NET_WORD = lazy(r"\b(?:curl|wget|nc|ncat|scp|rsync|rclone|gsutil|aws|az|gh|https?://)")
_MAX_STAGED = 20
_MAX_FOLDERS = 16  # staging folders read per skill: each is matched on every network line
MAX_MOUNTS = 16  # host-path mounts read per manifest: each is matched on every line


def _service_span(lines: list[str], at: int) -> tuple[int, int]:
    """The lines of the compose service whose `volumes:` list holds line `at`."""
    indent = len(lines[at]) - len(lines[at].lstrip())
    start = at
    while start > 0 and (not lines[start].strip() or len(lines[start]) - len(lines[start].lstrip()) >= indent):
        start -= 1
    while start > 0 and lines[start].strip() and len(lines[start]) - len(lines[start].lstrip()) >= indent - 2:
        start -= 1  # past the `volumes:` key to the service's own name
    head = len(lines[start]) - len(lines[start].lstrip())
    end = start + 1
    while end < len(lines) and (not lines[end].strip() or len(lines[end]) - len(lines[end].lstrip()) > head):
        end += 1
    return start, end


def compose_mounts(text: str) -> str:
    """A compose file with each service's mounted home paths read in its own lines (same lines)."""
    if "volumes" not in text:
        return text
    lines = text.split("\n")
    for m in _HOME_MOUNT.finditer(text):
        at = text.count("\n", 0, m.start())
        host, inside = m.group(2), m.group(3)
        use = re.compile(r"(?<![\w.~/$-])" + re.escape(inside) + r"(?=/|[\s\"'\]]|$)")
        start, end = _service_span(lines, at)
        for i in range(start, end):
            if i != at:
                lines[i] = use.sub(host.replace("\\", "\\\\"), lines[i])
    return "\n".join(lines)


# A Kubernetes pod's volumes: `- name: host` then `hostPath: {path: /}` (or `path:` on the next line), and the
# container's `{name: host, mountPath: /host}` (either key first, inline or on two lines).
_HOST_VOLUME = lazy(
    r"""-[ \t]*name:[ \t]*["']?([\w.-]+)["']?[ \t]*\n"""
    r"""[ \t]*hostPath:[ \t]*(?:\{[ \t]*|\n[ \t]*)path:[ \t]*["']?(/[^\s,}"']*)"""
)
_MOUNT_PATH = lazy(
    r"""name:[ \t]*["']?([\w.-]+)["']?[ \t]*[,\n][ \t]*(?:-[ \t]*)?mountPath:[ \t]*["']?(/[\w./-]*)"""
    r"""|mountPath:[ \t]*["']?(/[\w./-]*)["']?[ \t]*[,\n][ \t]*(?:-[ \t]*)?name:[ \t]*["']?([\w.-]+)"""
)
# Host folders whose mount exposes the user's or the node's secrets: the root, home folders, /etc.
_EXPOSED_HOST = lazy(r"^/(?:$|root\b|home\b|Users\b|etc\b)")


def host_path_mounts(text: str) -> str:
    """A Kubernetes manifest with container paths mounted from the node's root, homes or /etc read as the node's
    own paths (`/host/root/.kube` as `/root/.kube`), in the lines that use them (same lines)."""
    if "hostPath" not in text or "mountPath" not in text:
        return text
    hosts = {m.group(1): m.group(2).rstrip("/") for m in _HOST_VOLUME.finditer(text) if _EXPOSED_HOST.match(m.group(2))}
    if not hosts:
        return text
    lines = text.split("\n")
    mounts = 0
    for m in _MOUNT_PATH.finditer(text):
        name, inside = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        host = hosts.get(name)
        if host is None or not inside or inside == "/":
            continue
        mounts += 1
        if mounts > MAX_MOUNTS:
            break
        inside = inside.rstrip("/")
        use = re.compile(r"(?<![\w.~/$-])" + re.escape(inside) + r"(?=/)")
        for i, line in enumerate(lines):
            if inside in line and "mountPath" not in line:
                lines[i] = use.sub(host.replace("\\", "\\\\"), line)
    return "\n".join(lines)


def staged_folders(texts: Iterable[str]) -> dict[str, list[str]]:
    """Folders bundled shell scripts copy secret-bearing files into, with those files."""
    staged: dict[str, list[str]] = {}
    for text in texts:
        if "cp" not in text and "mv" not in text and "rsync" not in text and "install" not in text:
            continue
        for m in _COPY.finditer(text):
            words = [w.strip("\"'") for w in m.group(1).split() if not w.startswith("-") and not re.match(r"\d?>", w)]
            if len(words) < 2:
                continue
            secrets = [w for w in words[:-1] if SENSITIVE_PATH.search(w)]
            folder = words[-1].rstrip("/")
            if not secrets or not folder or folder in {".", "~", "$HOME"}:
                continue
            if folder in staged or len(staged) < _MAX_FOLDERS:
                files = staged.setdefault(folder, [])  # distinct, bounded: a fill repeated line by line adds nothing
                files.extend(s for s in dict.fromkeys(secrets) if s not in files)
                del files[_MAX_STAGED:]
    return staged


def staged_sends(text: str, staged: dict[str, list[str]]) -> str:
    """A shell script whose network lines name a staging folder read as naming the files in it (same lines)."""
    lines = text.split("\n")
    for folder, files in staged.items():
        parent, _, name = folder.rpartition("/")
        # `tar -C /tmp stage` names /tmp/stage too.
        forms = [re.escape(folder)] + (
            [r"-C[ \t]+" + re.escape(parent) + r"[ \t]+" + re.escape(name)] if parent else []
        )
        use = re.compile(r"(?<![\w./-])(?:" + "|".join(forms) + r")/?(?![\w/.-])")
        added = " " + " ".join(files)
        for i, line in enumerate(lines):
            if _NET_WORD.search(line) and not _COPY.match(line):
                lines[i] = use.sub(r"\g<0>" + added.replace("\\", "\\\\"), line)
    return "\n".join(lines)
