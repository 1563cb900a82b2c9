"""The hint's reason: explain_hint says why a placement is good, from the seat's view."""

from __future__ import annotations

import random

import pytest

from tests.support.hint_checks import assert_every_move_explained
from parlour import registry
from parlour.games.punto import GAME
from parlour.games.punto.heuristics import explain_hint
from parlour.games.punto.rules import PuntoState
from parlour.page.hints import Hint, hint_reason
from parlour.words import speaking
from tests.engine.punto.placements import RED_FOUR, RED_FOUR_CAPPED


def reason(state: PuntoState, notation: str, language: str = "en") -> str:
    assert state.turn is not None
    with speaking(language):
        return explain_hint(state.view(state.turn), state.parse_move(notation))


def test_a_completed_row_wins_the_round_or_the_match(position) -> None:
    state = position(2, RED_FOUR, revealed={0: "R8"})
    assert reason(state, "4,0") == "Completes a row of 5: you win the round."
    last = position(2, RED_FOUR, revealed={0: "R8"}, rounds_won=(1, 0))
    assert reason(last, "-1,0") == "Completes a row of 5: you win the match."


def test_taking_the_only_winning_cell_with_a_card_too_high_to_cover_stops_the_row(position) -> None:
    state = position(2, RED_FOUR_CAPPED, revealed={0: "R8", 1: "G9"}, turn=1)
    assert reason(state, "4,0") == "Stops Player 1 completing a row of 5 with their red 8."


def test_a_card_the_threat_can_cover_is_no_block(position) -> None:
    """Red 8 may go on a green 7 ("a card on top must have more points"), so 4,0 blocks nothing."""
    state = position(2, RED_FOUR_CAPPED, revealed={0: "R8", 1: "G7"}, turn=1)
    assert "Stops" not in reason(state, "4,0")


def test_taking_one_of_two_winning_cells_says_so(position) -> None:
    state = position(2, RED_FOUR, revealed={0: "R8", 1: "G9"}, turn=1)
    assert reason(state, "4,0") == "Takes away a cell where Player 1 would complete a row."


def test_a_line_one_short_of_a_row_is_a_threat(position) -> None:
    state = position(
        2,
        [(0, 0, "R1"), (0, 1, "B1"), (1, 0, "R2"), (1, 1, "B2"), (2, 0, "R3")],
        revealed={0: "R5"},
    )
    assert reason(state, "3,0") == "Makes a red line of 4: one card short of a row."


def test_covering_an_opponents_line_breaks_it(position) -> None:
    cards = [(0, 0, "R1"), (0, 1, "B3"), (1, 1, "B4"), (2, 1, "B5"), (2, 0, "R2")]
    state = position(2, cards, revealed={0: "R9"}, turn=0)
    assert reason(state, "2,1") == "Makes a red line of 2 and breaks the blue line of 3."
    alone = position(2, cards, revealed={0: "Y9"}, turn=0)
    assert reason(alone, "0,1") == "Breaks the blue line of 3."


def test_the_first_card_and_a_quiet_move(position) -> None:
    start = GAME.initial_state(2, {}, 3)
    assert isinstance(start, PuntoState)
    assert reason(start, "0,0") == "The first card of a round always goes in the middle."
    second = position(2, [(0, 0, "R5")], revealed={1: "B3"}, turn=1)
    assert reason(second, "1,1").startswith("A quiet move")


def test_the_reason_in_portuguese(position) -> None:
    state = position(2, RED_FOUR_CAPPED, revealed={0: "R8", 1: "G9"}, turn=1)
    assert (
        reason(state, "4,0", "pt") == "Impede Jogador 1 de completar uma linha de 5 com vermelho 8."
    )
    line = position(
        2,
        [(0, 0, "R1"), (0, 1, "B1"), (1, 0, "R2"), (1, 1, "B2"), (2, 0, "R3")],
        revealed={0: "R5"},
    )
    assert (
        reason(line, "3,0", "pt") == "Faz uma linha de 4 em vermelho: falta uma carta para ganhar."
    )


@pytest.mark.parametrize("players, options", [(2, {}), (3, {}), (4, {}), (4, {"teams": True})])
def test_every_legal_move_of_random_games_has_a_short_reason(players: int, options: dict) -> None:
    rng = random.Random(players)
    state = GAME.initial_state(players, {**options, "rounds_to_win": 1}, players)
    assert_every_move_explained(GAME, state, rng, longest=90)


def test_hint_reason_shows_the_explanation(position) -> None:
    state = position(2, RED_FOUR, revealed={0: "R8"})
    shown = hint_reason(registry.get("punto"), state, Hint("4,0", ("cell:4,0",), 0.9))
    assert shown.explained == "Completes a row of 5: you win the round."
    assert shown.described == "Player 1 plays red 8 right of red 4"  # D21
