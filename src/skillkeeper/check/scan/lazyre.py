"""Regular expressions compiled on first use, so a scanner process compiles only what its text reaches.

`re` parses and compiles patterns in Python: the scanner's ~440 module-level patterns cost a
fresh process about 0.2 s, paid on every CLI command, while a small skill reaches fewer than
half of them (a pattern rule runs only on lines holding one of its triggers). `lazy` returns a
stand-in that compiles on its first use and then keeps the compiled pattern's bound methods in
its own attributes, so later calls go straight to them at the cost of a compiled pattern's own.
What a pattern matches does not change: the same source and flags reach `re.compile`.
"""

from __future__ import annotations

import re
from typing import Any, cast

# Methods bound onto the stand-in once compiled (everything the scanner calls on a pattern).
_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split", "scanner")


class LazyPattern:
    """Stands in for `re.compile(pattern, flags)`; compiles when anything but `pattern` is read."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self._flags = flags
        CREATED.append(self)

    def compile(self) -> re.Pattern[str]:
        """The compiled pattern (compiled now if not yet); raises re.error for a bad pattern."""
        compiled: re.Pattern[str] | None = self.__dict__.get("_compiled")
        if compiled is None:
            compiled = re.compile(self.pattern, self._flags)
            # Two threads may both get here; they store equal patterns, so either one may win.
            for name in _METHODS:
                self.__dict__[name] = getattr(compiled, name)
            self.__dict__["_compiled"] = compiled
        return compiled

    @property
    def compiled(self) -> bool:
        """Whether the pattern has been compiled yet."""
        return "_compiled" in self.__dict__

    def __getattr__(self, name: str) -> Any:
        # Reached only for names not in the instance yet: a first method call, or `flags`, `groups`...
        # Private names (copy, pickle, a half-built instance) are not the pattern's.
        if name.startswith("_") or name == "pattern":
            raise AttributeError(name)
        return getattr(self.compile(), name)

    def __repr__(self) -> str:
        return f"lazy({self.pattern!r}, {self._flags})"


# Every stand-in made, so a test can compile them all (a typo fails the suite, not a scan).
CREATED: list[LazyPattern] = []


def lazy(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """`re.compile(pattern, flags)`, deferred to the pattern's first use."""
    # Typed as the pattern it stands for: callers use it only through the methods above.
    return cast("re.Pattern[str]", LazyPattern(pattern, flags))
