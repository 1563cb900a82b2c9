"""Where each band of Colomino's picture goes: a table, a hand and a panel (three parts).

The table (the set or chain, the calls and the status) is a phone's width; the
hand holds its cards in at most two rows, each card wide enough to touch on a
phone, so a long hand (24 cards in a game of two) is wider than the table: the
page shows it beside the table on a wide screen and, on a phone, below it,
scrolling sideways (issue 24: the table and the hand on one screen).  The panel
holds the title, tallies, seats and the last finished set.  The table's height
depends only on the game and the number of players, so the set or chain never
moves.  The hand's has the rows of the cards in it: it loses its second row when
that empties, and what moves up is only what lies below it.
"""

from __future__ import annotations

from dataclasses import dataclass

from parlour.games.colomino.cards import CARD_COUNT, COLOURED_CARDS
from parlour.games.colomino.view import ColominoView

WIDTH = 460
"""The table's and the hand's width: a 360 px phone shows them at about 0.7 px per unit."""
PANEL_W = 300
PANEL_X = WIDTH + 14
PANEL_INNER = PANEL_W - 28
MARGIN = 10
INNER = WIDTH - 2 * MARGIN
SIZE = 17
"""The table's and hand's text size: 11 px or more on screen at a phone's width."""
SEAT_H, SEAT_PITCH = 40, 46
TALLY_W = (PANEL_INNER - 8) / 2
SET_AREA_H = 330
"""The set being built: room for the 7 rows of squares of a set and the next place, at about
25 px a square on a 390 px phone."""
LAST_SET_H = 240
"""The panel's box for the last finished set."""
CHAIN_CELL = 22.0
"""A chain square: about 16 px on a 390 px phone."""
CHAIN_GAP = 5  # side by side, so touching columns can be compared (r12)
CHAIN_ROWS_SHOWN = 2
"""Only the chain's last rows are drawn: the open end is what matters."""
CHAIN_HEAD_H = 62
"""Room for three lines of chain status above the first row of cards."""
CHAIN_SIZE = 16
CONTROLS_H = 48
HAND_SHORT_ROW = 7
"""A hand of up to twice this many cards keeps within the table's width."""
HAND_MAX_ROWS = 2
HAND_MAX_CELL = 27.0
HAND_GAP = 8
TAB_H = 34
"""The tab above a hand card, tall enough to touch: it turns the card when that is offered."""
LIFT = 8
"""How far the chosen card rises out of the hand."""
HAND_FOOT = 16
"""Below the last row of the hand: its fit bars (panel._fit_mark, 4 + 6 units) and a margin."""
BUTTON_W = 120
STATUS_SIZE = SIZE


@dataclass(frozen=True)
class Layout:
    """The bands of the table and hand, top to bottom, for one game and number of players."""

    table_y: float
    table_h: float
    controls_y: float
    hand_top: float
    """Where the hand part starts (the table part ends)."""
    hand_y: float
    """Top of the first row of hand cards (their tabs sit just above)."""
    hand_cell: float
    per_row: int
    hand_rows: int
    height: float
    hand_width: float = WIDTH
    """The hand part's width: the table's, or more for a long hand (it scrolls on a phone)."""
    chain_cell: float = CHAIN_CELL

    @property
    def chain_step(self) -> float:
        return 2 * self.chain_cell + CHAIN_GAP

    @property
    def chain_per_row(self) -> int:
        return int((INNER - 20 + CHAIN_GAP) // self.chain_step)

    @property
    def chain_row_pitch(self) -> float:
        return 4 * self.chain_cell + 36  # a star above each card, "open end" below the last

    @property
    def hand_pitch(self) -> float:
        return TAB_H + 4 * self.hand_cell + 14  # tab, card, and room to lift a card


def layout(view: ColominoView) -> Layout:
    """The bands for ``view``: the hand's cards in one or two rows (of at most 7 while they
    fit the table's width), as many per row as a full deal needs (so cards do not move
    between rows as others leave)."""
    pack = CARD_COUNT if view.variant == "domino" else len(COLOURED_CARDS)
    dealt = max(-(-pack // view.players), len(view.hand or ()))
    hand_rows = min(HAND_MAX_ROWS, -(-dealt // HAND_SHORT_ROW))
    per_row = -(-dealt // hand_rows)
    cell = (
        min(HAND_MAX_CELL, (INNER / per_row - HAND_GAP) / 2)
        if per_row <= HAND_SHORT_ROW
        else HAND_MAX_CELL
    )
    hand_width = max(WIDTH, per_row * (2 * cell + HAND_GAP) - HAND_GAP + 2 * MARGIN)
    table_y = MARGIN
    chain_cell = CHAIN_CELL
    if view.variant == "domino":
        table_h = CHAIN_HEAD_H + CHAIN_ROWS_SHOWN * (4 * chain_cell + 36)
    else:
        table_h = SET_AREA_H
    controls_y = table_y + table_h + 6
    hand_top = controls_y + CONTROLS_H + 4
    hand_y = hand_top + 6 + TAB_H
    pitch = TAB_H + 4 * cell + 14
    # The rows in hand now (a seat's view); a view without a hand keeps a full deal's.
    shown = hand_rows if view.hand is None else max(1, -(-len(view.hand) // per_row))
    height = hand_y + (shown - 1) * pitch + 4 * cell + HAND_FOOT
    return Layout(
        table_y,
        table_h,
        controls_y,
        hand_top,
        hand_y,
        cell,
        per_row,
        hand_rows,
        round(height),
        hand_width,
        chain_cell,
    )
