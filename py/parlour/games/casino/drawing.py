"""SVG pieces for Casino: cards, card backs, seat markers, fitted and wrapped texts.

Pure drawing: these functions know what a card looks like, nothing about
the rules.  Suits carry their own shapes (the pips), and each seat has a
marker shape as well as a colour, so colour is never the only signal.
"""

from __future__ import annotations

from parlour.core import Highlights
from parlour.games.casino.cards import RANK, SUIT, SUIT_SYMBOLS, SUITS, Card, RANKS
from parlour.games.casino.words import SAY
from parlour.highlight import ON_DARK, strokes
from parlour.svg import Element, tag, text_lines, wrap
from parlour.textfit import shorten

CARD_W, CARD_H = 58, 84
RED, BLACK = "#b3261e", "#1d1d1f"
SEAT_COLOURS = ("#d64541", "#2e86de", "#e1a100", "#8e44ad")
SEAT_SHAPES = ("circle", "square", "triangle", "diamond")
FONT = "Helvetica, Arial, sans-serif"


def card_words(card: Card) -> str:
    """ "ace of clubs", in the current language."""
    return SAY("card", rank=SAY.seq("ranks")[RANK[card] - 1], suit=SAY.seq("suits")[SUIT[card]])


def outline(
    target: str, highlights: Highlights, x: float, y: float, w: float, h: float
) -> list[Element]:
    """Inline rings, one per highlight state, so they show even without the site's stylesheet."""
    rings = []
    for k, stroke in enumerate(strokes(target, highlights, ON_DARK)):
        gap = 3 + 2 * k
        rings.append(
            tag(
                "rect",
                x=f"{x - gap:.1f}",
                y=f"{y - gap:.1f}",
                width=f"{w + 2 * gap:.1f}",
                height=f"{h + 2 * gap:.1f}",
                rx=8,
                fill="none",
                **stroke.attributes(),
            )
        )
    return rings


def card_face(
    card: Card, x: float, y: float, w: float = CARD_W, h: float = CARD_H
) -> list[Element]:
    suit = SUITS[SUIT[card]]
    colour = RED if suit in "DH" else BLACK
    pip = SUIT_SYMBOLS[suit]
    rank = RANKS[RANK[card] - 1]
    big = h * 0.42
    return [
        _card_rect(x, y, w, h, fill="#fffdf7", stroke="#7a7a7a", stroke_width=1),
        tag(
            "text",
            rank,
            x=f"{x + 4:.1f}",
            y=f"{y + 18:.1f}",
            font_size=18,
            font_weight=700,
            font_family="Georgia, serif",
            fill=colour,
        ),
        tag("text", pip, x=f"{x + 4:.1f}", y=f"{y + 34:.1f}", font_size=16, fill=colour),
        tag(
            "text",
            pip,
            x=f"{x + w / 2:.1f}",
            y=f"{y + h / 2 + big / 3:.1f}",
            font_size=f"{big:.1f}",
            text_anchor="middle",
            fill=colour,
        ),
        tag(
            "text",
            rank,
            x=f"{x + w - 4:.1f}",
            y=f"{y + h - 6:.1f}",
            font_size=16,
            font_weight=700,
            text_anchor="end",
            font_family="Georgia, serif",
            fill=colour,
        ),
    ]


def card_back(x: float, y: float, w: float = CARD_W, h: float = CARD_H) -> Element:
    return _card_rect(x, y, w, h, fill="url(#casino-back)", stroke="#f4f4f4", stroke_width=2)


def _card_rect(
    x: float, y: float, w: float, h: float, *, fill: str, stroke: str, stroke_width: int
) -> Element:
    """A card's outline, face up or down: one shape, so both sides always match."""
    return tag(
        "rect",
        x=f"{x:.1f}",
        y=f"{y:.1f}",
        width=f"{w:.1f}",
        height=f"{h:.1f}",
        rx=6,
        fill=fill,
        stroke=stroke,
        stroke_width=stroke_width,
    )


def seat_marker(seat: int, cx: float, cy: float, r: float = 8) -> Element:
    """A shape and colour per seat, with a dark edge so it shows on any ground."""
    shape = SEAT_SHAPES[seat % 4]
    paint: dict[str, object] = {
        "fill": SEAT_COLOURS[seat % 4],
        "stroke": "#111",
        "stroke_width": 1.5,
    }
    if shape == "circle":
        return tag("circle", cx=f"{cx:.1f}", cy=f"{cy:.1f}", r=f"{r:.1f}", **paint)
    if shape == "square":
        return tag(
            "rect",
            x=f"{cx - r:.1f}",
            y=f"{cy - r:.1f}",
            width=f"{2 * r:.1f}",
            height=f"{2 * r:.1f}",
            **paint,
        )
    if shape == "triangle":
        points = f"{cx:.1f},{cy - r:.1f} {cx + r:.1f},{cy + r:.1f} {cx - r:.1f},{cy + r:.1f}"
    else:
        points = f"{cx:.1f},{cy - r:.1f} {cx + r:.1f},{cy:.1f} {cx:.1f},{cy + r:.1f} {cx - r:.1f},{cy:.1f}"
    return tag("polygon", points=points, **paint)


def text(
    x: float,
    y: float,
    content: str,
    size: int = 14,
    fill: str = "#f5f1e6",
    anchor: str = "start",
    weight: str = "400",
) -> Element:
    return tag(
        "text",
        content,
        x=f"{x:.1f}",
        y=f"{y:.1f}",
        font_size=size,
        fill=fill,
        text_anchor=anchor,
        font_weight=weight,
        font_family=FONT,
    )


def fitted(
    x: float,
    y: float,
    content: str,
    width: float,
    size: int,
    fill: str = "#f5f1e6",
    anchor: str = "start",
    weight: str = "400",
) -> Element:
    """One line; when cut, it ends in an ellipsis and the whole is its tooltip and name."""
    shown = shorten(content, width, size)
    cut = shown != content
    return tag(
        "text",
        tag("title", content) if cut else None,
        shown,
        x=f"{x:.1f}",
        y=f"{y:.1f}",
        font_size=size,
        fill=fill,
        text_anchor=anchor,
        font_weight=weight,
        font_family=FONT,
        aria_label=content if cut else None,
    )


def wrapped(
    x: float,
    y: float,
    content: str,
    width: float,
    size: int,
    fill: str = "#f5f1e6",
    weight: str = "400",
) -> tuple[Element, float]:
    """The text wrapped to ``width``, and the baseline below its last line."""
    lines = wrap(content, size, width)
    return (
        text_lines(x, y, lines, size, fill=fill, font_weight=weight, font_family=FONT),
        y + len(lines) * size * 1.2,
    )


def defs() -> Element:
    return tag(
        "defs",
        tag(
            "pattern",
            tag("rect", width=8, height=8, fill="#1f3f8f"),
            tag("rect", width=4, height=8, fill="#2f57b5"),
            id="casino-back",
            width=8,
            height=8,
            patternUnits="userSpaceOnUse",
            patternTransform="rotate(45)",
        ),
        tag(
            "radialGradient",
            tag("stop", offset="0%", stop_color="#2f7d4f"),
            tag("stop", offset="100%", stop_color="#17472c"),
            id="casino-felt",
            cx="50%",
            cy="45%",
            r="70%",
        ),
        tag(
            "filter",
            tag("feDropShadow", dx=1, dy=2, stdDeviation=1.5, flood_opacity=0.35),
            id="casino-shadow",
            x="-10%",
            y="-10%",
            width="130%",
            height="130%",
        ),
    )
