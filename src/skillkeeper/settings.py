"""Process settings, read once from the environment (`SKILLKEEPER_*`)."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Where skillkeeper keeps its data and which database it talks to.

    One rule for every command, `serve` and `make run` alike: `SKILLKEEPER_DATABASE_URL` if
    set, else `skillkeeper.db` under `SKILLKEEPER_HOME`, else under `~/.skillkeeper`.
    `skillkeeper info` prints what this resolves to.
    """

    model_config = SettingsConfigDict(env_prefix="SKILLKEEPER_", extra="ignore")

    home: Path = Field(default_factory=lambda: Path.home() / ".skillkeeper")
    database_url: str | None = None
    token: str | None = None
    tenant: str = "default"
    # lexical (default), semantic or hybrid; the latter two need the `semantic` extra.
    search_ranker: str = "lexical"
    # The base URL clients use (`serve --public-url`); worker processes read it from here.
    public_url: str | None = None
    # One JSON line per request on stderr (what `serve` prints unless --quiet).
    request_log: bool = False

    @property
    def resolved_database_url(self) -> str:
        """The configured database URL, or a SQLite file under `home`."""
        if self.database_url:
            return self.database_url
        return f"sqlite:///{self.home.expanduser() / 'skillkeeper.db'}"

    @property
    def display_database_url(self) -> str:
        """The resolved database URL with any password replaced by `***` (safe to print)."""
        from sqlalchemy import make_url

        url = self.resolved_database_url
        try:
            return make_url(url).render_as_string(hide_password=True)
        except Exception:
            return "(malformed SKILLKEEPER_DATABASE_URL)"


def get_settings() -> Settings:
    """Read settings from the environment now (not cached, so tests can change it)."""
    return Settings()
