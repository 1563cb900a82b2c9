"""Shared look of Cardino's SVG: sizes, colours, CSS and the tile face."""

from __future__ import annotations

from parlour.games.cardino.tiles import JOKER, RANKS, SUIT_SYMBOLS, rank_of, suit_of
from parlour.highlight import ON_LIGHT, stylesheet
from parlour.svg import Element, tag

AREA_WIDTH = 540
"""The board and rack, 0..AREA_WIDTH: at a phone's width its texts (19 units) read at 11 px."""
PANEL_WIDTH = 330
WIDTH = AREA_WIDTH + PANEL_WIDTH
HEIGHT = 680
TEXT = 19
CELL = 60
"""One tile, i.e. half a space; the board is 8 x 8 tiles."""
SECTION_GAP = 10
BOARD_X = 22
BOARD_Y = 22
PANEL_X = AREA_WIDTH + 12
PANEL_INNER = PANEL_WIDTH - 24
RACK_Y = 550

SUIT_COLOURS = ("#1b7a3a", "#1f5fbf", "#c62828", "#26262b")
"""Four-colour deck (clubs green, diamonds blue, hearts red, spades black); the
suit symbol is always drawn too, so colour is never the only signal."""
SUIT_TINTS = ("#dcefe1", "#dde8f8", "#f8dede", "#e4e4ea")

FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
"""The page's own font for the board's words ("Your rack", "End turn"), as in every game."""
FACE_FONT = "Georgia, 'Times New Roman', serif"
"""A tile's rank and suit, printed as on a playing card."""

BUTTON_ON, BUTTON_OFF = "#2e7d32", "#e8e2d6"
"""A button's fill, enabled (white words) and disabled (BUTTON_OFF_INK: about 6:1)."""
BUTTON_OFF_INK, BUTTON_OFF_EDGE = "#57524a", "#8d8373"

SEAT_COLOURS = ("#b3261e", "#1d5fa8", "#c98a00", "#2e7d32")
SEAT_SHAPES = ("circle", "square", "triangle", "diamond")

STYLE = (
    stylesheet(".ring", ON_LIGHT, ".cardino")
    + stylesheet(".lift", ON_LIGHT, ".cardino")
    + ".cardino .target:hover .ring{stroke:#b8860b;fill:rgba(224,168,0,0.18)}"
    ".cardino .disabled:not(.button){opacity:0.45}"  # a button says it in its colours
)


def tile_face(
    tile: int, x: float, y: float, width: float, height: float, stands_for: int | None = None
) -> list[Element]:
    """A tile as players see it: ivory with rank and suit, or the purple MB joker."""
    if tile == JOKER:
        return _joker_face(x, y, width, height, stands_for)
    colour = SUIT_COLOURS[suit_of(tile)]
    rank, symbol = RANKS[rank_of(tile)], SUIT_SYMBOLS[suit_of(tile)]
    big = min(width, height)
    return [
        tag(
            "rect",
            x=x,
            y=y,
            width=width,
            height=height,
            rx=6,
            fill="#fffaf0",
            stroke="#8d7b5f",
            stroke_width=1.2,
        ),
        tag("rect", x=x + 2, y=y + height - 4, width=width - 4, height=3, rx=1.5, fill="#d9ccb4"),
        tag(
            "text",
            rank,
            x=x + 4,
            y=y + 19,
            font_size=TEXT,
            font_weight="bold",
            font_family=FACE_FONT,
            fill=colour,
        ),
        tag(
            "text",
            symbol,
            x=x + width - 4,
            y=y + height - 7,
            text_anchor="end",
            font_size=f"{max(TEXT, big * 0.5):.0f}",
            font_family=FACE_FONT,
            fill=colour,
        ),
    ]


def _joker_face(
    x: float, y: float, width: float, height: float, stands_for: int | None
) -> list[Element]:
    middle = x + width / 2
    face = [
        tag(
            "rect",
            x=x,
            y=y,
            width=width,
            height=height,
            rx=6,
            fill="#5e35b1",
            stroke="#311b92",
            stroke_width=1.2,
        ),
        tag(
            "text",
            "★",
            x=middle,
            y=y + 20,
            text_anchor="middle",
            font_size=TEXT,
            font_weight="bold",
            fill="#ffd54f",
        ),
    ]
    below = (
        "MB"
        if stands_for is None
        else f"={RANKS[rank_of(stands_for)]}{SUIT_SYMBOLS[suit_of(stands_for)]}"
    )
    face.append(
        tag(
            "text",
            below,
            x=middle,
            y=y + height - 7,
            text_anchor="middle",
            font_size=TEXT,
            font_weight="bold",
            fill="#fff",
        )
    )
    return face


def seat_marker(seat: int, cx: float, cy: float, r: float) -> Element:
    """A seat's pawn: its colour and its own shape."""
    colour = SEAT_COLOURS[seat % 4]
    shape = SEAT_SHAPES[seat % 4]
    paint: dict[str, object] = {"fill": colour, "stroke": "#fff", "stroke_width": 1.5}
    if shape == "circle":
        return tag("circle", cx=cx, cy=cy, r=r, **paint)
    if shape == "square":
        return tag("rect", x=cx - r, y=cy - r, width=2 * r, height=2 * r, **paint)
    if shape == "triangle":
        points = (
            f"{cx},{cy - r * 1.15} {cx + r * 1.1},{cy + r * 0.85} {cx - r * 1.1},{cy + r * 0.85}"
        )
    else:
        points = f"{cx},{cy - r * 1.2} {cx + r * 1.2},{cy} {cx},{cy + r * 1.2} {cx - r * 1.2},{cy}"
    return tag("polygon", points=points, **paint)
