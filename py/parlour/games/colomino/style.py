"""Colomino's look: colours, the marks on the squares, the CSS and the card face."""

from __future__ import annotations

from parlour.games.colomino.cards import ORIENTED, TABS
from parlour.games.colomino.words import SAY
from parlour.highlight import ON_DARK, stylesheet
from parlour.svg import Element, group, tag

FILL = {
    "Y": "#f4c430",
    "G": "#2f9e5b",
    "W": "#f8f6ee",
    "R": "#d64545",
    "B": "#3c6fd1",
    "M": "#9457b8",
}
INK = {
    "Y": "#6b4e00",
    "G": "#0d3d20",
    "W": "#8a8670",
    "R": "#5e1111",
    "B": "#0f2552",
    "M": "#3a1552",
}
TAB_FILL = {"Y": FILL["Y"], "G": FILL["G"], "S": "#f8f6ee"}
TAB_SYMBOL = {"Y": "\u25b2", "G": "\u25cf", "S": "\u2605"}
COLOUR_LETTERS = "YGWRBM"
"""The square colours in the order of the phrasebook's "colours" list."""
TABLE_BG = "#1d3550"
PANEL_BG = "#274766"
TEXT = "#f3efe2"
ACCENT = "#ffd166"

STYLE = (
    stylesheet(".frame", ON_DARK, ".colomino")
    + ".colomino .ghost .face{opacity:.5}.colomino .ghost.target:hover .face{opacity:.9}"
    ".colomino text{font-family:'Trebuchet MS',Verdana,sans-serif}"
)


def marks() -> list[Element]:
    """A small mark per square colour, drawn in a darker ink of that colour."""
    shapes = {
        "Y": tag("path", d="M0,-5 L5,4 L-5,4 Z"),
        "G": tag("circle", r=4.5),
        "W": tag("circle", r=4, fill="none", stroke_width=1.6),
        "R": tag("rect", x=-5, y=-1.5, width=10, height=3),
        "B": tag("rect", x=-1.5, y=-5, width=3, height=10),
        "M": tag("path", d="M-4,-4 L4,4 M4,-4 L-4,4", stroke_width=2.2, fill="none"),
    }
    return [group(shape, id=f"mk-{c}", fill=INK[c], stroke=INK[c]) for c, shape in shapes.items()]


def _square(x: float, y: float, size: float, letter: str) -> list[Element]:
    scale = size / 18  # the mark fills about half the square, still visible on small cards
    return [
        tag(
            "rect",
            x=f"{x:.1f}",
            y=f"{y:.1f}",
            width=f"{size:.1f}",
            height=f"{size:.1f}",
            fill=FILL[letter],
            stroke="#00000033",
            stroke_width=0.6,
        ),
        tag(
            "use",
            href=f"#mk-{letter}",
            transform=f"translate({x + size / 2:.1f},{y + size / 2:.1f}) scale({scale:.2f})",
        ),
    ]


def card_face(card: int, orient: int, x: float, y: float, cell: float) -> list[Element]:
    """The 2 x 4 grid of a card as it lies, with its top-left corner at (x, y)."""
    left, right = ORIENTED[card][orient]
    parts = [
        tag(
            "rect",
            class_="frame",
            x=f"{x - 1.5:.1f}",
            y=f"{y - 1.5:.1f}",
            width=f"{2 * cell + 3:.1f}",
            height=f"{4 * cell + 3:.1f}",
            rx=3,
            fill="#fffdf5",
            stroke="#20202080",
            stroke_width=1.2,
        )
    ]
    for row in range(4):
        parts.extend(_square(x, y + row * cell, cell, left[row]))
        parts.extend(_square(x + cell, y + row * cell, cell, right[row]))
    return parts


def need_face(column: int, colours: str, x: float, y: float, cell: float) -> list[Element]:
    """Where the next card may go: the column of it that touches the preceding card, in a
    dashed frame, showing the colours it must have (smaller squares than a card's, on a dark
    ground, so they read as a stencil laid over the table, not as a card).  With no colours,
    the outline of the whole card: any card may go there."""
    inset = cell * 0.1
    left = x + column * cell if colours else x
    parts = [
        tag(
            "rect",
            x=f"{left - 2:.1f}",
            y=f"{y - 2:.1f}",
            width=f"{(cell if colours else 2 * cell) + 4:.1f}",
            height=f"{4 * cell + 4:.1f}",
            rx=4,
            fill=TABLE_BG if colours else "none",
            fill_opacity=0.85 if colours else None,
            stroke=ACCENT,
            stroke_width=2,
            stroke_dasharray="5 3",
        )
    ]
    left += inset
    for row, letter in enumerate(colours):
        top, size = y + row * cell + inset, cell - 2 * inset
        if letter in FILL:
            parts.extend(_square(left, top, size, letter))
        else:  # yellow, green or white all match (r7): the square shows all three
            parts.extend(_any_square(left, top, size))
    return parts


def _any_square(x: float, y: float, size: float) -> list[Element]:
    third = size / 3
    stripes = [
        tag(
            "rect",
            x=f"{x + k * third:.1f}",
            y=f"{y:.1f}",
            width=f"{third + 0.2:.1f}",
            height=f"{size:.1f}",
            fill=FILL[letter],
        )
        for k, letter in enumerate("YGW")
    ]
    edge = tag(
        "rect",
        x=f"{x:.1f}",
        y=f"{y:.1f}",
        width=f"{size:.1f}",
        height=f"{size:.1f}",
        fill="none",
        stroke="#00000055",
        stroke_width=0.8,
    )
    return [*stripes, edge]


def need_label(column: int, colours: str) -> str:
    """'The next card's left side must show red, yellow green or white, ...'."""
    words = dict(zip(COLOUR_LETTERS, SAY.seq("colours")))
    named = "; ".join(words.get(c) or SAY("need.any") for c in colours)
    return SAY("need.label", side=SAY("need.left" if column == 0 else "need.right"), colours=named)


def card_label(card: int, orient: int) -> str:
    left, right = ORIENTED[card][orient]
    return SAY(
        "card.label",
        name=SAY(f"name.{TABS[card]}"),
        turn=SAY("upright" if orient == 0 else "turned"),
        left=_colour_words(left),
        right=_colour_words(right),
    )


def _colour_words(column: str) -> str:
    words = dict(zip(COLOUR_LETTERS, SAY.seq("colours")))
    return " ".join(words[c] for c in column)
