"""Fitting a renderer's texts into their box: wrapped lines, or one line cut with an ellipsis.

SVG text neither wraps nor clips itself, so a renderer that puts a long text in a
box of known width breaks it here.  Widths are estimates (no fonts are measured):
``CHAR_EM`` is a wide average glyph of the sans and serif faces the games use, so
that a fitted text stays inside its box in every browser.
"""

from __future__ import annotations

import textwrap
from xml.sax.saxutils import escape, quoteattr

CHAR_EM = 0.56
"""The estimated advance of an average glyph, in em (digits and capitals are wider than 0.5)."""
ELLIPSIS = "…"


def chars_that_fit(width: float, font_size: float) -> int:
    return max(1, int(width / (font_size * CHAR_EM)))


def wrap(text: str, width: float, font_size: float) -> list[str]:
    """The text broken into lines that fit ``width`` (long words are broken too)."""
    return textwrap.wrap(text, chars_that_fit(width, font_size), break_on_hyphens=False) or [""]


def shorten(text: str, width: float, font_size: float) -> str:
    """The text, or its start and an ellipsis when it would not fit ``width``."""
    room = chars_that_fit(width, font_size)
    return text if len(text) <= room else text[: max(1, room - 1)].rstrip() + ELLIPSIS


def fitted_text(
    text: str, x: float, y: float, width: float, font_size: float, attrs: str = ""
) -> str:
    """A one-line ``<text>``; when cut, the whole text is its tooltip and its accessible name."""
    shown = shorten(text, width, font_size)
    whole = "" if shown == text else f" aria-label={quoteattr(text)}"
    tip = "" if shown == text else f"<title>{escape(text)}</title>"
    return (
        f'<text x="{x:g}" y="{y:g}" font-size="{font_size:g}"{whole} {attrs}>'
        f"{tip}{escape(shown)}</text>"
    ).replace(" >", ">")


def wrapped_text(
    text: str,
    x: float,
    y: float,
    width: float,
    font_size: float,
    line_height: float,
    attrs: str = "",
) -> tuple[str, float]:
    """A ``<text>`` of wrapped lines (``<tspan>`` each) and the y below its last line."""
    lines = wrap(text, width, font_size)
    spans = "".join(
        f'<tspan x="{x:g}" y="{y + i * line_height:g}">{escape(line)}</tspan>'
        for i, line in enumerate(lines)
    )
    return (
        f'<text font-size="{font_size:g}" {attrs}>{spans}</text>'.replace(" >", ">"),
        y + len(lines) * line_height,
    )
