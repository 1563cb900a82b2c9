"""Fitting a renderer's texts into their box: one line cut with an ellipsis.

(Wrapping is ``parlour.svg.wrap``; the markup is always built with ``parlour.svg``.)

SVG text neither wraps nor clips itself, so a renderer that puts a long text in a
box of known width cuts it here.  Widths are estimates (no fonts are measured):
``CHAR_EM`` is a wide average glyph of the sans and serif faces the games use, so
that a fitted text stays inside its box in every browser.
"""

from __future__ import annotations

CHAR_EM = 0.56
"""The estimated advance of an average glyph, in em (digits and capitals are wider than 0.5)."""
ELLIPSIS = "…"


def chars_that_fit(width: float, font_size: float) -> int:
    return max(1, int(width / (font_size * CHAR_EM)))


def shorten(text: str, width: float, font_size: float) -> str:
    """The text, or its start and an ellipsis when it would not fit ``width``."""
    room = chars_that_fit(width, font_size)
    return text if len(text) <= room else text[: max(1, room - 1)].rstrip() + ELLIPSIS
