"""Where each band of Colomino's column goes: one narrow column, taller than wide.

Title, seats, table, calls, then the hand in rows, so a phone held upright
shows it at a legible size.  The column's height depends only on the game
and the number of players (the hand keeps the rows of a full deal), so the
page does not jump as cards leave the hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from parlour.games.colomino.cards import CARD_COUNT, COLOURED_CARDS
from parlour.games.colomino.view import ColominoView

WIDTH = 480
"""Narrow enough that a 360 px wide phone shows a square of a hand card at about 10 px."""
MARGIN = 10
INNER = WIDTH - 2 * MARGIN
TITLE_H = 40
SEATS_PER_ROW = 2
SEAT_H, SEAT_PITCH = 34, 38
SET_AREA_H = 250
"""The set being built and, beside it, the last finished set."""
SET_AREA_W = 270
CHAIN_CELL = 15.0
CHAIN_STEP = 2 * CHAIN_CELL + 5  # side by side, so touching columns can be compared (r12)
CHAIN_PER_ROW = int((INNER - 20 + 5) // CHAIN_STEP)
CHAIN_ROWS_SHOWN = 3
"""Only the chain's last rows are drawn: the open end is what matters."""
CHAIN_HEAD_H = 52
"""Room for three lines of chain status above the first row of cards."""
CHAIN_ROW_PITCH = 4 * CHAIN_CELL + 34  # a star above each card, "open end" below the last
CHAIN_AREA_H = CHAIN_HEAD_H + CHAIN_ROWS_SHOWN * CHAIN_ROW_PITCH
CONTROLS_H = 40
HAND_MAX_PER_ROW = 13
HAND_MAX_CELL = 20.0
HAND_GAP = 8
TAB_H = 14
LIFT = 8
"""How far the chosen card rises out of the hand."""
BUTTON_W = 120
STATUS_SIZE = 15
TALLY_W = 104


@dataclass(frozen=True)
class Layout:
    """The bands of the column, top to bottom, for one game and number of players."""

    seat_rows: int
    table_y: float
    table_h: float
    controls_y: float
    hand_y: float
    """Top of the first row of hand cards (their tabs sit just above)."""
    hand_cell: float
    per_row: int
    hand_rows: int
    height: float

    @property
    def hand_pitch(self) -> float:
        return 4 * self.hand_cell + 50  # tab, card, rotate chip, and room to lift a card


def layout(view: ColominoView) -> Layout:
    """The column for ``view``: the hand has the rows of a full deal, in rows of at most 13."""
    pack = CARD_COUNT if view.variant == "domino" else len(COLOURED_CARDS)
    dealt = max(-(-pack // view.players), len(view.hand or ()))
    hand_rows = -(-dealt // HAND_MAX_PER_ROW)
    per_row = -(-dealt // hand_rows)
    cell = min(HAND_MAX_CELL, (INNER / per_row - HAND_GAP) / 2)
    seat_rows = -(-view.players // SEATS_PER_ROW)
    table_y = TITLE_H + seat_rows * SEAT_PITCH + 2
    table_h = CHAIN_AREA_H if view.variant == "domino" else SET_AREA_H
    controls_y = table_y + table_h + 10
    hand_y = controls_y + CONTROLS_H + 12 + TAB_H + LIFT
    pitch = 4 * cell + 50
    height = hand_y + (hand_rows - 1) * pitch + 4 * cell + 30
    return Layout(
        seat_rows, table_y, table_h, controls_y, hand_y, cell, per_row, hand_rows, round(height)
    )
