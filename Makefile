# Two entry points: `make run` and `make test`. Both set everything up on a fresh machine.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
# No SKILLKEEPER_HOME here: `make run` and every `skillkeeper` command resolve the same home
# ($SKILLKEEPER_HOME, else ~/.skillkeeper) and database; `skillkeeper info` prints both.
SERVE_ARGS ?=

.PHONY: run test lint typecheck pytest clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q -e .
	touch $@

$(VENV)/.installed-dev: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q -e '.[dev]'
	touch $@ $(VENV)/.installed

run: $(VENV)/.installed
	$(BIN)/skillkeeper serve --demo $(SERVE_ARGS)

lint: $(VENV)/.installed-dev
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/ruff format --check src tests benchmarks
	$(BIN)/lint-imports --no-logo

typecheck: $(VENV)/.installed-dev
	$(BIN)/mypy

# The MCP Inspector CLI (a real MCP client) for tests/deliver/mcp; skipped when Node.js is absent.
INSPECTOR := .cache/inspector/node_modules/.bin/mcp-inspector
$(INSPECTOR):
	@if command -v npm >/dev/null 2>&1; then npm install --silent --no-fund --no-audit --prefix .cache/inspector @modelcontextprotocol/inspector@^2.12; \
	else echo "Node.js not found: the MCP Inspector checks will be skipped"; fi

# Debian's chromium for the Playwright page tests (tests/web/test_connect_page.py); never `playwright install`.
CHROMIUM := /usr/bin/chromium
$(CHROMIUM):
	@if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium

# Debian's nginx for the fleet drill (tests/benchmarks/test_fleet_reliability.py); RUNLEVEL=1 keeps the
# package from starting a system nginx: the drill runs its own, with the config docs/deploy.md shows.
NGINX := /usr/sbin/nginx
$(NGINX):
	@if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	$$SUDO apt-get update -qq && $$SUDO env DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -qq nginx

pytest: $(VENV)/.installed-dev $(INSPECTOR) $(CHROMIUM) $(NGINX)
	$(BIN)/pytest

test: lint typecheck pytest

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
