"""The Punto lesson does what its words say (rulebook 002_da36c05bff356ce3.txt)."""

from __future__ import annotations

from typing import cast

from parlour.games.punto.board import cell_of
from parlour.games.punto.cards import card_text
from parlour.games.punto.rules import PuntoState
from parlour.lesson import lesson

LESSON = lesson("punto")
STATES = [cast(PuntoState, s) for s in LESSON.positions]


def top(state: PuntoState, x: int, y: int) -> str:
    card = state.tops[cell_of(x, y)]
    return card_text(card) if card else ""


def test_the_cards_the_texts_name_are_the_ones_face_up() -> None:
    assert [card_text(s.revealed[0]) for s in STATES[:-1]] == ["R5", "R6", "R8", "R4", "R9"]


def test_the_first_card_goes_in_the_middle() -> None:
    # "He reveals his top card and places it in the middle."
    assert STATES[0].placements == () and LESSON.steps[0].move == "0,0"
    assert top(STATES[1], 0, 0) == "R5"


def test_the_red_6_touches_the_red_5() -> None:
    # "With edge or corner touching an already lying card"
    assert top(STATES[2], 1, 0) == "R6" and top(STATES[2], 0, 0) == "R5"


def test_the_red_8_covers_the_lower_blue_3() -> None:
    # "must have more points than the card underneath it (color doesn't matter)"
    assert top(STATES[2], 2, 0) == "B3"
    assert top(STATES[3], 2, 0) == "R8"


def test_the_last_red_completes_five_in_a_row_and_wins_the_round() -> None:
    # "As soon as a player has 4 or 5 of his own cards in the same color in a row ... he
    # wins the round"; with two players five (docs/rules/punto.md, Seats).
    assert [top(STATES[4], x, 0) for x in range(4)] == ["R5", "R6", "R8", "R4"]
    summary = STATES[5].rounds[-1]
    assert summary.winners == (0,) and summary.reason == "row"
    assert summary.row == tuple(cell_of(x, 0) for x in range(5))
    assert STATES[5].outcome is not None and STATES[5].outcome.winners == (0,)
