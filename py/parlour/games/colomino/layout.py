"""Where each band of Colomino's picture goes: a table, a hand and a panel (three parts).

The table (the set or chain, the calls and the status) is a phone's width, and so
is the hand: its cards lie in rows of at most eight, each card's place at least
40 px wide on a 360 px phone, so a whole deal (24 cards in a game of two, 26 in a
Domino game of two) is on the screen without scrolling (issue 37: "about five
columns are off the right edge").  The page shows the hand beside the table on a
wide screen and below it on a phone.  The panel
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
SET_AREA_H = 310
"""The set being built: room for the 7 rows of squares of a set and the next place, at about
23 px a square on a 390 px phone (and the last set beside the next set's place)."""
LAST_SET_H = 240
"""The panel's box for the last finished set."""
CHAIN_CELL = 22.0
"""A chain square: about 16 px on a 390 px phone."""
CHAIN_CELL_SMALL = 19.5
CHAIN_GAP = 5  # side by side, so touching columns can be compared (r12)
CHAIN_ROWS_SHOWN = 2
"""Only the chain's last rows are drawn: the open end is what matters."""
CHAIN_HEAD_H = 62
"""Room for three lines of chain status above the first row of cards."""
CHAIN_SIZE = 16
CONTROLS_H = 48
HAND_SHORT_ROW = 7
"""A hand of up to twice this many cards lies in two rows of the biggest cards."""
HAND_ROW_MOST = 8
"""A longer hand has rows of at most this many cards: each card's place (the card and the
gap beside it, all of it a touch target) is 57 units, over 40 px on a 360 px phone."""
HAND_SIDE = 2
"""The hand's margin: its cards use the table's whole width."""
HAND_MAX_CELL = 27.0
HAND_GAP = 7.5
"""Between two hand cards (their frames take 3 units of it)."""
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
    """The hand part's width: the table's."""
    chain_cell: float = CHAIN_CELL
    hand_step: float = 2 * HAND_MAX_CELL + HAND_GAP
    """From one hand card's left edge to the next one's: each card's touch target."""
    chain_rows: int = CHAIN_ROWS_SHOWN
    """How many rows of the Domino chain are drawn (its last ones)."""

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
    """The bands for ``view``: the hand's cards in rows (two of at most 7 for a hand of up
    to 14, else rows of at most 8), as many per row as a full deal needs (so cards do not
    move between rows as others leave), the whole hand as wide as the table."""
    pack = CARD_COUNT if view.variant == "domino" else len(COLOURED_CARDS)
    dealt = max(-(-pack // view.players), len(view.hand or ()))
    most = HAND_SHORT_ROW if dealt <= 2 * HAND_SHORT_ROW else HAND_ROW_MOST
    hand_rows = -(-dealt // most)
    per_row = -(-dealt // hand_rows)
    step = min(2 * HAND_MAX_CELL + HAND_GAP, (WIDTH - 2 * HAND_SIDE) / per_row)
    # Three rows or more: cards the size of a row of eight's, so the hand stays short.
    widest = (WIDTH - 2 * HAND_SIDE) / HAND_ROW_MOST if hand_rows > 2 else step
    cell = min(HAND_MAX_CELL, (min(step, widest) - HAND_GAP) / 2)
    table_y = MARGIN
    # A hand of three rows or more leaves the chain less room: smaller squares (about 14 px
    # on a 390 px phone), and with four rows of hand only its last row, the open end.
    chain_cell = CHAIN_CELL if hand_rows < 3 else CHAIN_CELL_SMALL
    chain_rows = CHAIN_ROWS_SHOWN if hand_rows < 4 else 1
    if view.variant == "domino":
        table_h = CHAIN_HEAD_H + chain_rows * (4 * chain_cell + 36)
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
        WIDTH,
        chain_cell,
        step,
        chain_rows,
    )
