"""The hint's reason: explain_hint says why a move is good, from the mover's rack and the board."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from tests.support.hint_checks import assert_every_move_explained
from parlour import registry
from parlour.games.cardino import GAME
from parlour.games.cardino.heuristics import explain_hint
from parlour.games.cardino.rules import CardinoState
from parlour.games.cardino.tiles import FACE_CODES, HALF_CODES, HALF_COUNT, SPACE_FACE
from parlour.page.hints import Hint, hint_reason
from parlour.words import speaking

Builder = Callable[..., CardinoState]
Play = Callable[..., CardinoState]


def reason(state: CardinoState, notation: str, language: str = "en") -> str:
    with speaking(language):
        return explain_hint(state.view(state.to_move), state.parse_move(notation))


# -- placements ----------------------------------------------------------------


def test_the_fifth_tile_of_a_suit_earns_the_bonus(position: Builder, play: Play) -> None:
    state = play(
        position(racks=(("7D", "8D", "9D", "10D", "JD"), ("7C",))), "7D/t", "8D/t", "9D/t", "10D/t"
    )
    assert reason(state, "JD/t") == "Five diamonds in one turn: this one earns the 10-point bonus."


def test_a_first_tile_on_the_way_to_five_counts_the_bonus(position: Builder) -> None:
    """7♦ 8♦ 9♦ 10♦ J♦ in a row on the top halves: 0 + 1 + 1 + 1 + 1 + 10 bonus."""
    state = position(racks=(("7D", "8D", "9D", "10D", "JD"), ("7C",)))
    assert (
        reason(state, "7D/t")
        == "On course for five diamonds this turn: 14 points with the 10-point bonus."
    )


def test_the_neighbours_and_what_the_rest_of_the_suit_adds(position: Builder) -> None:
    """K♦ beside A♦ scores 5; Q♦ beside K♦ then adds 4."""
    state = position(placed={"AD/t": "AD"}, racks=(("KD", "QD"), ("7C",)))
    assert reason(state, "KD/t") == "Next to A♦; your other diamonds can add 4 points after it."
    assert (
        reason(state, "KD/t", "pt")
        == "Ao lado de A♦; as outras de ouros podem somar 4 pontos depois."
    )


def test_the_best_score_now_is_called_so(position: Builder) -> None:
    state = position(placed={"AD/t": "AD"}, racks=(("KD", "7C"), ("7H",)))
    assert reason(state, "KD/t") == "Next to A♦: no other tile of yours scores more now."


def test_a_lesser_score_only_names_its_neighbours(position: Builder) -> None:
    """K♦ on top scores A♦ (5); on the bottom it would score Q♦ and K♠ (7)."""
    state = position(
        placed={"AD/t": "AD", "QD/b": "QD", "KS/t": "KS"}, racks=(("KD", "7C"), ("7H",))
    )
    assert reason(state, "KD/t") == "Scores off A♦ beside it."
    assert reason(state, "KD/b") == "Next to Q♦ and K♠: no other tile of yours scores more now."


def test_a_pointless_tile_that_sets_up_the_next(position: Builder) -> None:
    state = position(racks=(("KD", "QD"), ("7C",)))
    assert reason(state, "KD/t") == "Opens the way: your other diamonds can add 4 points after it."


def test_tiles_that_score_nothing_are_shed(position: Builder) -> None:
    state = position(racks=(("KD", "7C", "*"), ("7H",)))
    assert (
        reason(state, "*:10H/t")
        == "Spends the joker: left in hand at the end it would cost 6 points."
    )
    assert reason(state, "KD/t") == "Scores nothing, but swaps K♦ for a fresh tile from the pile."
    dry = position(racks=(("KD", "7C"), ("7H",)), pile=())
    assert reason(dry, "KD/t") == "Sheds K♦, which would cost 4 points at the end."
    assert reason(dry, "KD/t", "pt") == "Livra-se de K♦, que custaria 4 pontos no fim."


def test_the_last_tile_with_the_pile_empty_ends_the_game(position: Builder, play: Play) -> None:
    state = position(racks=(("KD",), ("7H",)), pile=())
    assert reason(state, "KD/t").startswith("Your last tile with the pile empty: the game ends")
    assert reason(play(state, "KD/t"), "end").startswith("You are out of tiles: the game ends")


# -- ending the turn and passing --------------------------------------------------


@pytest.mark.parametrize(
    "rack, expected",
    [
        (("KD",), "Your rack is empty: ending the turn draws 5 tiles."),
        (("KD", "7C"), "None of your other diamonds fits, so the turn is done."),
        (("KD", "7D"), "Your other diamonds would score nothing now: keep them for later."),
        (("KD", "QD"), "Your other diamonds would add only 4 points now: keep them for later."),
        (("KD", "*"), "Keeps your joker for a bigger score later."),
    ],
)
def test_why_end_the_turn(
    position: Builder, play: Play, rack: tuple[str, ...], expected: str
) -> None:
    state = play(position(racks=(rack, ("7H",))), "KD/t")
    assert reason(state, "end") == expected


def test_a_stuck_player_is_told_passing_is_all_there_is(position: Builder) -> None:
    full = {HALF_CODES[h]: FACE_CODES[SPACE_FACE[h // 2]] for h in range(HALF_COUNT)}
    state = position(placed=full, racks=(("*",), ("*",)), pile=())
    assert [str(m) for m in state.legal_moves()] == ["pass"]
    assert (
        reason(state, "pass") == "None of your tiles fits a free half, so passing is the only move."
    )
    assert (
        reason(state, "pass", "pt")
        == "Nenhuma das suas peças cabe numa metade livre: só pode passar."
    )


# -- every move, and the hint's text ----------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_legal_move_of_random_games_has_a_short_reason(players: int) -> None:
    rng = random.Random(players)
    state = GAME.initial_state(players, None, players)
    assert_every_move_explained(GAME, state, rng, longest=90)


def test_hint_reason_shows_the_explanation(position: Builder) -> None:
    state = position(placed={"AD/t": "AD"}, racks=(("KD", "QD"), ("7C",)))
    shown = hint_reason(registry.get("cardino"), state, Hint("KD/t", ("rack:KD", "half:KD/t"), 0.6))
    assert shown.explained == "Next to A♦; your other diamonds can add 4 points after it."
    assert shown.described.startswith("Player 1 plays K♦ on the top of K♦: 5 points")
