"""How background work logs its failures: a database outage once while it lasts, anything else in full."""

from __future__ import annotations

import logging

from skillkeeper.store.db import is_outage


class OutageLog:
    """Logs a repeating task's failures without a traceback every round while the database is down."""

    def __init__(self, log: logging.Logger, what: str, meanwhile: str) -> None:
        self.log, self.what, self.meanwhile = log, what, meanwhile
        self.down = False

    def failed(self, exc: BaseException) -> None:
        """Note one failed round: an outage's first round in one line, any other error with its traceback."""
        if not is_outage(exc):
            self.log.warning("%s failed", self.what, exc_info=exc)
        elif not self.down:
            self.down = True
            self.log.warning("%s: the database is unavailable; %s", self.what, self.meanwhile)

    def ok(self) -> None:
        """Note a round that worked: says the outage is over, if one was said."""
        if self.down:
            self.down = False
            self.log.warning("%s: the database is back", self.what)
