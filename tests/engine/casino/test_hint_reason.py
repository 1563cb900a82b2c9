"""The hint's reason: what a suggested capture wins, what a build sets up, why a trail is safe."""

from __future__ import annotations

import random

import pytest

from tests.support.hint_checks import assert_every_move_explained
from parlour import registry
from parlour.games.casino import GAME
from parlour.games.casino.heuristics import explain_hint
from parlour.games.casino.rules import CasinoState
from parlour.page.hints import Hint, hint_reason
from parlour.words import speaking

from .conftest import make_position


def _reason(state: CasinoState, notation: str) -> str:
    return explain_hint(state.view(state.to_move), state.parse_move(notation))


def test_a_sweep_names_its_points_and_the_cards_taken() -> None:
    state = make_position([["10C", "5H"], ["QC"]], ["10D"])
    assert _reason(state, "10C x 10D") == "Worth 3 points (sweep, 10♦): +2 cards"


def test_aces_and_spades_taken_are_counted() -> None:
    state = make_position([["AH", "9C"], ["QC"]], ["AS", "5D", "3S", "KH"])
    assert _reason(state, "AH x AS") == "Worth 2 points (A♥, A♠): +2 cards, +1 spade"


def test_a_pointless_capture_counts_cards_and_spades() -> None:
    state = make_position([["7C", "KD"], ["QC"]], ["3S", "4D", "10D"])
    assert _reason(state, "7C x 3S+4D") == (
        "+3 cards, +1 spade toward the points for most cards and spades"
    )


def test_without_sweeps_clearing_the_table_scores_nothing_extra() -> None:
    state = make_position([["5H", "9D"], ["QS"]], ["5C"], sweeps=False)
    assert _reason(state, "5H x 5C") == "+2 cards toward the 3 points for most cards"


def test_taking_an_opponents_build_says_they_lose_it() -> None:
    state = make_position([["8C", "2H"], ["8S"]], [("3H+5C", 8, 1), "KD"])
    assert _reason(state, "8C x [3H+5C=8]") == "+3 cards, and Player 2 loses a build"


def test_a_partners_build_is_not_called_lost() -> None:
    """Four players are partners 0&2 and 1&3: seat 2's build is the mover's side's own."""
    state = make_position([["8C", "2H"], ["QS"], ["8S"], ["QH"]], [("3H+5C", 8, 2), "KD"])
    assert "loses" not in _reason(state, "8C x [3H+5C=8]")


def test_a_build_names_the_card_that_will_take_it_and_its_points() -> None:
    state = make_position([["3H", "8D"], ["KC"]], ["4C", "AS"])
    assert _reason(state, "3H b8 on 4C+AS") == "Your 8♦ can take these 3 cards next turn, with A♠"


def test_raising_an_opponents_build_takes_it_over() -> None:
    state = make_position([["2C", "9H"], ["7S"]], [("3H+4D", 7, 1)])
    assert _reason(state, "2C b9 on [3H+4D=7]") == (
        "Takes over Player 2's build: your 9♥ can take its 3 cards"
    )


def test_a_forced_trail_says_nothing_else_works_and_the_table_is_safe() -> None:
    state = make_position([["9D", "KC"], ["QS"]], ["5C", "QH"])
    assert _reason(state, "9D t") == (
        "Nothing in your hand can take or build, and no single card can then clear the table"
    )


def test_a_trail_that_leaves_a_sweep_does_not_claim_safety() -> None:
    """3♥ + 4♣ + A♠ make 8, so an 8 could clear the table after the trail."""
    state = make_position([["3H", "8D"], ["KC"]], ["4C", "AS"])
    assert _reason(state, "3H t") == "3♥ is your least valuable card"


def test_trailing_a_card_worth_more_than_the_cheapest_says_it_scores_nothing() -> None:
    state = make_position([["9S", "5H"], ["QS"]], ["5C", "QH"], sweeps=False)
    assert _reason(state, "9S t") == "9♠ scores no points"


def test_the_reason_in_portuguese() -> None:
    sweep = make_position([["10C", "5H"], ["QC"]], ["10D"])
    build = make_position([["2C", "9H"], ["7S"]], [("3H+4D", 7, 1)])
    forced = make_position([["9D", "KC"], ["QS"]], ["5C", "QH"])
    with speaking("pt"):
        assert _reason(sweep, "10C x 10D") == "Vale 3 pontos (mesa limpa, 10♦): +2 cartas"
        assert _reason(build, "2C b9 on [3H+4D=7]") == (
            "Fica com a combinação do Jogador 2: o seu 9♥ pode tirar as 3 cartas"
        )
        assert _reason(forced, "9D t") == (
            "Nenhuma carta da sua mão tira ou constrói, e depois nenhuma carta sozinha limpa a mesa"
        )


def test_hint_reason_uses_the_explainer() -> None:
    state = make_position([["10C", "5H"], ["QC"]], ["10D"])
    move = state.parse_move("10C x 10D")
    reason = hint_reason(registry.get("casino"), state, Hint(str(move), move.path, 0.8))
    assert reason.explained == "Worth 3 points (sweep, 10♦): +2 cards"
    assert reason.percent == 80


@pytest.mark.parametrize(
    "players, options",
    [
        (2, {}),
        (3, {}),
        (4, {}),
        (4, {"partners": False}),
        (2, {"calls": False, "owner_duty": "capture-or-add", "sweeps": False}),
    ],
)
def test_every_legal_move_of_random_games_has_a_reason(
    players: int, options: dict[str, object]
) -> None:
    for seed in range(2):
        state = GAME.initial_state(players, options, seed)
        assert_every_move_explained(GAME, state, random.Random(seed), longest=95, plies=40)
