"""The Cardino lesson does what its words say (rulebook 000_8de9a4953ae0da4b.txt)."""

from __future__ import annotations

from typing import cast

from parlour.games.cardino.rules import CardinoState, first_player
from parlour.games.cardino.tiles import HALF_BY_CODE, NEIGHBOURS, tile_code
from parlour.lesson import lesson

LESSON = lesson("cardino")
STATES = [cast(CardinoState, s) for s in LESSON.positions]


def on(state: CardinoState, half: str) -> str:
    tile = state.board[HALF_BY_CODE[half]]
    return "" if tile < 0 else tile_code(tile)


def gained(step: int, seat: int = 0) -> int:
    return STATES[step + 1].scores[seat] - STATES[step].scores[seat]


def test_the_holder_of_the_lowest_tile_starts() -> None:
    # Rule 2: "The player with the lowest valued tile (starting with the 7 of clubs ...)
    # plays first"
    assert first_player(STATES[0].racks) == 0 == STATES[0].current_player


def test_each_tile_goes_on_its_own_space() -> None:
    assert on(STATES[1], "7C/b") == "7C"
    assert on(STATES[2], "AC/t") == "AC"


def test_the_ace_under_the_7_scores_its_point() -> None:
    # Scoring rule 2: vertically "one tile must be at the bottom half and the other at the
    # top half of the adjacent board spaces"; the 7 is worth 1.
    assert HALF_BY_CODE["7C/b"] in NEIGHBOURS[False][HALF_BY_CODE["AC/t"]]
    assert gained(0) == 0 and gained(1) == 1


def test_ending_the_turn_draws_back_to_five() -> None:
    # "Then end the turn and draw back to five" (docs/rules/cardino.md, A turn)
    assert len(STATES[2].racks[0]) == 3 and len(STATES[3].racks[0]) == 5
    assert on(STATES[3], "AD/t") == "AD"


def test_the_king_beside_the_ace_scores_5_and_the_queen_beside_it_4() -> None:
    # Scoring rules 1 and 2: sideways, the same half; a tile placed earlier in the same
    # turn counts.
    assert gained(3) == 5 and gained(4) == 4
    assert STATES[6].scores[0] == 10 and STATES[6].current_player == 1
