"""What the next card must match, drawn from the view's ``needs`` (the renderer judges nothing).

In the set games the next card's touching column lies over the preceding
card, so its colours are not drawn there (they would hide the table):
each open place gets a dashed outline with an arrow from the last card, and
a "Next card" key beside the set shows, under the same arrow, the four
colours that column must have.  Domino's open end is free table, so the
chain draws the colours in place (``render._chain_area``).
"""

from __future__ import annotations

from parlour.games.colomino.style import ACCENT, TEXT, need_face, need_label
from parlour.games.colomino.view import ColominoView, Need
from parlour.games.colomino.words import SAY
from parlour.svg import Element, group, tag

ARROWS = {
    (1, 1): "\u2198",
    (1, -1): "\u2197",
    (-1, 1): "\u2199",
    (-1, -1): "\u2196",
    (1, 0): "\u2192",
}
"""The way from the last card to an open place (rows grow downward)."""
KEY_CELL = 38.0
"""A square of the key at most: about 28 px on a 390 px phone."""
KEY_PITCH = KEY_CELL + 12
KEY_TITLE_SIZE = 17
KEY_HEAD = 2 * KEY_TITLE_SIZE + 16
"""The title and the arrows above the key's squares."""


def arrow(view: ColominoView, need: Need) -> str:
    """The arrow from the set's last card to ``need``'s place."""
    if not view.table:
        return ""
    last = view.table[-1]
    return ARROWS.get((need.x - last.x, need.y - last.y), "")


def key_width(needs: list[Need]) -> float:
    """Room the key takes at the right of the set area (none without open places)."""
    return len(needs) * KEY_PITCH + 14 if needs else 0.0


def key(
    view: ColominoView, needs: list[Need], right: float, top: float, height: float
) -> list[Element]:
    """ "Next card" and, per open place, its arrow over the colours its touching column needs,
    in ``height`` below ``top``."""
    if not needs:
        return []
    left = right - key_width(needs) + 14
    cell = min(KEY_CELL, (height - KEY_HEAD - 4) / 4)
    parts: list[Element] = [
        tag(
            "text",
            SAY("need.key"),
            x=f"{right - 4:.1f}",
            y=f"{top + KEY_TITLE_SIZE:.1f}",
            text_anchor="end",
            font_size=KEY_TITLE_SIZE,
            fill=TEXT,
        )
    ]
    for k, need in enumerate(needs):
        x = left + k * KEY_PITCH
        parts.append(
            group(
                tag(
                    "text",
                    arrow(view, need),
                    x=f"{x + cell / 2:.1f}",
                    y=f"{top + 2 * KEY_TITLE_SIZE + 6:.1f}",
                    text_anchor="middle",
                    font_size=20,
                    fill=ACCENT,
                ),
                need_face(0, need.colours, x, top + KEY_HEAD, cell),
                class_="need",
                aria_label=need_label(need.column, need.colours),
            )
        )
    return parts


def open_place(view: ColominoView, need: Need, x: float, y: float, cell: float) -> Element:
    """The dashed outline of an open place on the table, its arrow in the corner away from
    the last card (free table, where the glyph hides nothing)."""
    way = arrow(view, need)
    dx, dy = next((d for d, a in ARROWS.items() if a == way), (1, 1))
    corner_x = x + (1.5 if dx > 0 else 0.5) * cell
    corner_y = y + (3.5 if dy >= 0 else 0.5) * cell
    return group(
        tag(
            "rect",
            x=f"{x - 1.5:.1f}",
            y=f"{y - 1.5:.1f}",
            width=f"{2 * cell + 3:.1f}",
            height=f"{4 * cell + 3:.1f}",
            rx=3,
            fill="none",
            stroke=ACCENT,
            stroke_width=2,
            stroke_dasharray="5 4",
        ),
        tag(
            "text",
            way,
            x=f"{corner_x:.1f}",
            y=f"{corner_y + cell * 0.3:.1f}",
            text_anchor="middle",
            font_size=f"{max(14.0, cell * 0.8):.0f}",
            fill=ACCENT,
        ),
        class_="open",
        aria_hidden="true",
    )
