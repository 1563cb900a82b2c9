"""The hint's reason: what a suggested card does to the set, or to the own-colour cards and
stars a Domino side must play out (its "burden", D31), in words a newcomer knows (issue 37)."""

from __future__ import annotations

import random

import pytest

from tests.support.hint_checks import assert_every_move_explained
from parlour import registry
from parlour.core import GameState
from parlour.games.colomino import GAME
from parlour.games.colomino.heuristics import explain_hint
from parlour.games.colomino.moves import CANT, END, PASS
from parlour.games.colomino.sets import SetResult
from parlour.page.hints import Hint, hint_reason
from parlour.words import speaking

from .helpers import domino, scoring

LAST_SET = ("Y06^ @0,0", "Y16^ @1,1", "Y07v @2,2")
"""Three cards of a Sideways set; Y15 turned completes it for Yellow (see test_sets)."""


def _reason(state: GameState, notation: str) -> str:
    return explain_hint(state.view(state.current_player), state.parse_move(notation))


# --- the set games -----------------------------------------------------------------


def test_completing_a_won_set_gives_the_squares_and_the_sets() -> None:
    state = scoring("sideways", [("Y15", "G01"), ("G05",)], LAST_SET, last_player=1)
    assert _reason(state, "Y15v @3,3") == (
        "Wins set 1 for Yellow, 2-0 in squares; Yellow leads 1-0 in sets"
    )


def test_completing_the_last_set_says_who_wins_the_game() -> None:
    state = scoring(
        "sideways", [("Y15",), ()], LAST_SET, last_player=1, sets=(SetResult((), 1, 0),)
    )
    assert _reason(state, "Y15v @3,3") == (
        "Wins set 2 for Yellow, 2-0 in squares; Yellow wins the game 2-0 in sets"
    )


def test_a_drawn_set_denies_the_opponents() -> None:
    state = scoring("sideways", [("G01", "Y15"), ("G05", "G18")], LAST_SET, turn=1, last_player=0)
    assert _reason(state, "G18v @3,3") == (
        "Holds set 1 to a draw at 1 all, so Yellow can't win it; sets level at 0-0"
    )


def test_a_following_card_says_what_it_covers_and_the_standing() -> None:
    state = scoring("sideways", [("Y09", "Y24", "Y07", "Y03", "G08"), ("Y01",)], ("G02v @0,0",))
    assert _reason(state, "Y24v @1,1") == (
        "Covers 1 green square: Yellow leads 1 to 0, 2 cards to go"
    )


def test_a_following_card_that_only_adds_says_so() -> None:
    state = scoring("sideways", [("Y01", "Y16", "G16"), ("G01",)], ("G06^ @0,0",))
    assert _reason(state, "Y16^ @1,1") == "Adds 1 yellow square: level at 1 all, 2 cards to go"


def test_leading_names_the_colour_shown_or_the_cards_kept() -> None:
    state = scoring("sideways", [("Y01", "G02", "Y03"), ("Y16", "G01")])
    assert _reason(state, "Y01^ @0,0") == "Starts set 1 with 1 yellow square showing for your side"
    assert _reason(state, "G02^ @0,0") == (
        "Starts set 1 with a green card and keeps your 2 yellow cards to follow with"
    )


def test_pass_and_cant_explain_the_rule_that_allows_them() -> None:
    may_pass = scoring("sideways", [("Y01",), ("Y16", "G01")], ("Y06^ @0,0",), turn=1)
    assert explain_hint(may_pass.view(1), PASS) == (
        "Your one playable card helps Yellow; passing keeps the set at Yellow 1, Green 0"
    )
    stuck = scoring("sideways", [("Y01",), ("G01",)], ("Y06^ @0,0",), turn=1)
    assert stuck.legal_moves() == (CANT,)
    assert explain_hint(stuck.view(1), CANT) == "None of your cards can follow the preceding card"


def test_set_reasons_in_portuguese() -> None:
    won = scoring("sideways", [("Y15", "G01"), ("G05",)], LAST_SET, last_player=1)
    lead = scoring("sideways", [("Y01", "G02", "Y03"), ("Y16", "G01")])
    with speaking("pt"):
        assert _reason(won, "Y15v @3,3") == (
            "Ganha o conjunto 1 para o Amarelo, 2-0 em quadrados; o Amarelo lidera por 1-0 "
            "em conjuntos"
        )
        assert _reason(lead, "G02^ @0,0") == (
            "Começa o conjunto 1 com uma carta verde e guarda as suas 2 cartas amarelas para seguir"
        )


# --- Domino ------------------------------------------------------------------------


def test_shedding_counts_the_burden_left_and_what_can_follow() -> None:
    state = domino([("Y19", "Y15", "Y13", "G15"), ("G08",)], ("G22^",), played=1)
    assert _reason(state, "Y19^") == (
        "Plays a yellow card: 2 own-colour cards and stars left; 1 more of them fits right after"
    )


def test_shedding_onto_an_end_no_opponent_burden_fits() -> None:
    state = domino([("G04", "Y08", "Y06", "G12"), ("G24",)], ("Y24^",))
    assert _reason(state, "Y06^") == (
        "Plays a yellow card: 1 own-colour card or star left; none of Green's own fits"
    )


def test_the_last_burden_card_wins() -> None:
    state = domino([("Y16",), ("G17",)], ("Y02^",))
    assert _reason(state, "Y16^") == ("Plays your side's last own-colour card or star: Yellow wins")


def test_stars_lock_the_chain_and_the_fourth_closes_the_loop() -> None:
    state = domino([("S1", "S2", "S3", "S4", "Y06", "G05"), ("G01",)], ("Y24^",))
    said = []
    for star in ("S1^", "S2^", "S3^", "S4^"):
        said.append(_reason(state, star))
        state = GAME.play(state, state.parse_move(star))  # type: ignore[assignment]
    assert said == [
        "Star 1 of 4 down: only stars may follow now; 1 more of them fits right after",
        "Star 2 of 4 down: only stars may follow now; 1 more of them fits right after",
        "Star 3 of 4 down: only stars may follow now; 1 more of them fits right after",
        "Closes the star loop: any colour may follow; 1 more of them fits right after",
    ]


def test_ending_the_turn_says_why_nothing_more_is_worth_playing() -> None:
    nothing_fits = domino([("G23", "Y02"), ("G10",)], ("G04^",), played=1)
    only_green = domino([("Y17", "G10"), ("G19",)], ("Y11v",), played=1)
    assert (
        explain_hint(nothing_fits.view(0), END) == "None of your cards fits the open end any more"
    )
    assert explain_hint(only_green.view(0), END) == ("Only green cards fit, none you must play out")


def test_cant_under_the_star_lock_names_it() -> None:
    state = domino([("Y01",), ("Y16", "G01")], ("S1^",), turn=1)
    assert explain_hint(state.view(1), CANT) == (
        "Only stars may follow now, and you hold none that fits"
    )


def test_a_blocking_link_is_true_of_the_hidden_hands() -> None:
    """Seed 0, two players, 52 random moves: G17 turned leaves an end that nobody else fits."""
    state = GAME.initial_state(2, {"variant": "domino"}, 0)
    rng = random.Random(0)
    for _ in range(52):
        state = GAME.play(state, rng.choice(state.legal_moves()))
    reason = _reason(state, "G17v")
    assert reason.endswith(", and no one else can follow it")
    after = GAME.play(state, state.parse_move("G17v")).apply(END)
    assert after.current_player != state.current_player
    assert after.legal_moves() == (CANT,)


def test_domino_reasons_in_portuguese() -> None:
    state = domino([("Y19", "Y15", "Y13", "G15"), ("G08",)], ("G22^",), played=1)
    with speaking("pt"):
        assert _reason(state, "Y19^") == (
            "Joga uma carta amarela: ficam 2 da sua cor e estrelas; mais 1 encaixa logo a seguir"
        )


# --- through the interface and over whole games -----------------------------------


def test_hint_reason_uses_the_explainer() -> None:
    state = scoring("sideways", [("Y15", "G01"), ("G05",)], LAST_SET, last_player=1)
    move = state.parse_move("Y15v @3,3")
    reason = hint_reason(registry.get("colomino"), state, Hint(str(move), move.path, None))
    assert reason.explained == "Wins set 1 for Yellow, 2-0 in squares; Yellow leads 1-0 in sets"


@pytest.mark.parametrize(
    "variant, players",
    [
        ("sideways", 2),
        ("sideways", 4),
        ("sideways", 6),
        ("fourways", 2),
        ("fourways", 4),
        ("fourways", 6),
        ("threeways", 2),
        ("threeways", 4),
        ("threeways", 6),
        ("domino", 2),
        ("domino", 3),
        ("domino", 4),
        ("domino", 5),
        ("domino", 6),
    ],
)
def test_every_legal_move_of_a_random_game_has_a_reason(variant: str, players: int) -> None:
    state = GAME.initial_state(players, {"variant": variant}, players)
    rng = random.Random(players)
    assert_every_move_explained(GAME, state, rng, longest=95)
