"""Quoting a player's input back in an error message: short, on one line.

Its own module, below ``core`` and ``reader``, so both word their messages
the same way and ``core`` needs no import inside a function.
"""

from __future__ import annotations

MAX_ECHO = 40
"""Longest piece of the input quoted back in a message."""


def shorten(value: object, limit: int = MAX_ECHO) -> str:
    """``value`` as text of at most ``limit`` characters, for quoting input in a message."""
    text = value if isinstance(value, str) else repr(value)
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def quoted(value: object, limit: int = MAX_ECHO) -> str:
    """``repr``-like quoting of input, shortened: ``'punt…'``."""
    return repr(shorten(value, limit)) if isinstance(value, str) else shorten(value, limit)
