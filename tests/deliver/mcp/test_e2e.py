"""End to end over real processes: `skillkeeper mcp` (stdio) and `skillkeeper serve` (HTTP) with the SDK client."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import anyio
import httpx
import pytest
from mcp import Client, StdioServerParameters

from skillkeeper.access.tokens import create_token
from skillkeeper.rank import semantic
from skillkeeper.store import vectors
from skillkeeper.store.search_caches import served_keys
from tests.deliver.mcp.conftest import World
from tests.serving import free_port

pytestmark = pytest.mark.e2e
SKILLKEEPER = str(Path(sys.executable).with_name("skillkeeper"))


def env_for(db_url: str, home: Path, token: str | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SKILLKEEPER_")}
    env.update(SKILLKEEPER_DATABASE_URL=db_url, SKILLKEEPER_HOME=str(home))
    if token:
        env["SKILLKEEPER_TOKEN"] = token
    return env


def make_token(world: World, principal: str, scopes: str) -> str:
    with world.keeper.store.write() as conn:
        return create_token(conn, world.acme, principal, scopes).token


@pytest.fixture
def served(world: World, db_url: str, tmp_path: Path) -> Iterator[str]:
    """`skillkeeper serve` on a free port; yields its base URL and always stops it."""
    port = free_port()
    proc = subprocess.Popen(
        [SKILLKEEPER, "serve", "--port", str(port), "--quiet"],
        env=env_for(db_url, tmp_path),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            if proc.poll() is not None:
                pytest.fail(f"serve exited: {proc.stderr.read().decode() if proc.stderr else ''}")
            try:
                if httpx.get(base + "/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                pytest.fail("serve did not become healthy within 30 s")
            time.sleep(0.1)  # polling a starting process, bounded by the deadline above
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
        if proc.stderr is not None:
            proc.stderr.close()


@pytest.mark.parametrize("era", ["legacy", "auto"])
async def test_stdio_token_scopes_and_local_tenant(world: World, db_url: str, tmp_path: Path, era: str) -> None:
    reader = make_token(world, "stdio-reader", "skills:read")
    params = StdioServerParameters(command=SKILLKEEPER, args=["mcp"], env=env_for(db_url, tmp_path, reader))
    async with Client(params, mode=era) as client:
        tools = [t.name for t in (await client.list_tools()).tools]
        found = await client.call_tool("search_skills", {"query": "pdf forms"})
        got = await client.call_tool("get_skill", {"name": "pdf-tools"})
        hidden = await client.call_tool("get_skill", {"name": "staged-one"})
    assert tools == ["list_skills", "search_skills", "get_skill", "read_skill_file", "resolve_flow_template"]
    assert found.structured_content["results"][0]["name"] == "pdf-tools"
    assert got.structured_content["content"].startswith("---")
    assert hidden.is_error
    local = StdioServerParameters(command=SKILLKEEPER, args=["mcp"], env=env_for(db_url, tmp_path))
    async with Client(local, mode=era) as client:
        local_tools = [t.name for t in (await client.list_tools()).tools]
        empty = await client.call_tool("list_skills", {})
    assert len(local_tools) == 8 and empty.structured_content["skills"] == []


@pytest.mark.skipif(not semantic.available(), reason="semantic extra not installed")
async def test_stdio_on_auto_embeds_the_served_skills_that_have_no_vectors(
    world: World, db_url: str, tmp_path: Path
) -> None:
    # The world was written with the lexical ranker (no vectors), like a command-line import on auto.
    with world.keeper.store.read() as conn:
        served = sorted({rid for rid, _ in served_keys(conn)})
        assert not vectors.load_vectors(conn, served)
    reader = make_token(world, "stdio-reader", "skills:read")
    params = StdioServerParameters(command=SKILLKEEPER, args=["mcp"], env=env_for(db_url, tmp_path, reader))
    async with Client(params) as client:
        found = await client.call_tool("search_skills", {"query": "pdf forms"})
        deadline = time.monotonic() + 120
        while True:
            with world.keeper.store.read() as conn:
                have = vectors.load_vectors(conn, served)
            if len(have) == len(served) or time.monotonic() > deadline:
                break
            await anyio.sleep(0.1)  # polling another process's background work, bounded by the deadline
    assert sorted(have) == served
    assert found.structured_content["results"][0]["name"] == "pdf-tools"


def test_stdio_with_a_bad_token_fails_with_one_line(db_url: str, world: World, tmp_path: Path) -> None:
    done = subprocess.run(
        [SKILLKEEPER, "mcp"], env=env_for(db_url, tmp_path, "skk_nope"), input=b"", capture_output=True, timeout=60
    )
    assert done.returncode == 1
    assert done.stderr.decode().strip().startswith("error: SKILLKEEPER_TOKEN is not a valid token")
    assert "Traceback" not in done.stderr.decode()


@pytest.mark.parametrize("era", ["legacy", "auto"])
async def test_serve_answers_mcp_per_token(world: World, served: str, era: str) -> None:
    import httpx2
    from mcp.client.streamable_http import streamable_http_client

    tokens = {
        "read": make_token(world, "http-reader", "skills:read"),
        "write": make_token(world, "http-writer", "skills:read,skills:write"),
    }
    seen = {}
    for kind, tok in tokens.items():
        http = httpx2.AsyncClient(headers={"authorization": f"Bearer {tok}"}, timeout=30)
        async with http, Client(streamable_http_client(served + "/mcp", http_client=http), mode=era) as client:
            seen[kind] = [t.name for t in (await client.list_tools()).tools]
            result = await client.call_tool("get_skill", {"name": "pdf-tools"})
            assert not result.is_error
    assert len(seen["read"]) == 5 and len(seen["write"]) == 8
    bad = httpx.post(
        served + "/mcp",
        json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
        headers={"authorization": "Bearer skk_nope", "accept": "application/json, text/event-stream"},
    )
    assert bad.status_code == 401 and "resource_metadata=" in bad.headers["www-authenticate"]


# --- the MCP Inspector CLI (a real client that is not ours)

ROOT = Path(__file__).resolve().parents[3]
INSPECTOR = ROOT / ".cache" / "inspector" / "node_modules" / ".bin" / "mcp-inspector"


@pytest.fixture(scope="session")
def inspector() -> Path:
    if shutil.which("node") is None or shutil.which("npm") is None:
        pytest.skip("Node.js is absent, so the MCP Inspector CLI cannot run (install node to run these checks)")
    if not INSPECTOR.exists():
        subprocess.run(
            ["npm", "install", "--prefix", str(INSPECTOR.parents[2]), "@modelcontextprotocol/inspector@^2.12"],
            check=True,
            timeout=600,
            capture_output=True,
        )
    return INSPECTOR


def run_inspector(inspector: Path, target: list[str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(inspector), "--cli", *target, *args], capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)  # the Inspector checks the wire, not the engine
@pytest.mark.parametrize("era", ["legacy", "modern"])
@pytest.mark.parametrize("transport", ["stdio", "http"])
def test_inspector_cli_lists_calls_and_verifies_skills(
    world: World, db_url: str, tmp_path: Path, inspector: Path, served: str, era: str, transport: str
) -> None:
    from tests.deliver.mcp.conftest import set_settings

    reader = make_token(world, f"inspector-{transport}-{era}", "skills:read")
    set_settings(world, world.acme, public_catalog=True)
    # pdf-tools bundles a binary asset; the Inspector reads it back as a blob and checks its digest too.
    targets = {}
    if transport == "stdio":
        for who, tok in (("token", reader), ("anonymous", None)):
            env = env_for(db_url, tmp_path, tok)
            flags = [f"-e{k}={v}" for k, v in env.items() if k.startswith("SKILLKEEPER_")]
            if tok is None:
                flags.append("-eSKILLKEEPER_TENANT=acme")  # no token: the local tenant
            targets[who] = [SKILLKEEPER, "mcp", *flags]
    else:
        targets["token"] = [served + "/mcp", "--transport", "http", "--header", f"Authorization: Bearer {reader}"]
        targets["anonymous"] = [served + "/mcp?tenant=acme", "--transport", "http"]
    for who, target in targets.items():
        era_flag = ["--protocol-era", era]
        listed = run_inspector(inspector, target, *era_flag, "--method", "tools/list", "--strict")
        assert listed.returncode == 0, (who, listed.stderr)
        assert "search_skills" in listed.stdout
        search = run_inspector(
            inspector,
            target,
            *era_flag,
            "--method",
            "tools/call",
            "--tool-name",
            "search_skills",
            "--tool-arg",
            "query=pdf",
        )
        assert search.returncode == 0 and "pdf-tools" in search.stdout, (who, search.stderr)
        got = run_inspector(
            inspector,
            target,
            *era_flag,
            "--method",
            "tools/call",
            "--tool-name",
            "get_skill",
            "--tool-arg",
            "name=pdf-tools",
        )
        assert got.returncode == 0 and "name: pdf-tools" in got.stdout, (who, got.stderr)
        verify = run_inspector(inspector, target, *era_flag, "--method", "skills/list", "--verify")
        assert verify.returncode == 0, (who, verify.stdout, verify.stderr)
        assert '"outcome":"verified"' in verify.stdout
        one = run_inspector(
            inspector,
            target,
            *era_flag,
            "--method",
            "skills/get",
            "--uri",
            "skill://pdf-tools/SKILL.md",
            "--verify",
            "--require-digests",
        )
        assert one.returncode == 0, (who, one.stdout, one.stderr)
