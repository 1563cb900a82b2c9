"""Placement: next to a card, on a lower card, inside the floating 6 x 6 frame."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parlour.core import IllegalMove
from parlour.games.punto import GAME
from parlour.games.punto.board import X, Y
from parlour.games.punto.rules import Place, PuntoState

ROW_OF_SIX = [(x, 0, card) for x, card in zip(range(-2, 4), ("R1", "B1", "R2", "B2", "Y1", "G1"))]


def notations(state: PuntoState) -> set[str]:
    return {str(m) for m in state.legal_moves()}


def test_next_to_a_card_by_edge_or_corner(position) -> None:
    """Rulebook: "With edge or corner touching an already lying card (or cards)." """
    state = position(2, [(0, 0, "R5")], revealed={1: "B3"}, turn=1)
    assert notations(state) == {f"{x},{y}" for x in (-1, 0, 1) for y in (-1, 0, 1)} - {"0,0"}


def test_a_card_touching_nothing_is_illegal(position) -> None:
    """Rulebook example: "This card doesn't adjoin another." """
    state = position(2, [(0, 0, "R5")], revealed={1: "B3"}, turn=1)
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, Place(2, 0))
    assert error.value.rule == "place next to a card"


def test_on_top_needs_more_points_whatever_the_colour(position) -> None:
    """Rulebook: "The card that you place on top of a card must have more points than the card underneath it (color doesn't matter)." """
    state = position(2, [(0, 0, "R5"), (1, 0, "B6")], revealed={0: "Y6"}, turn=0)
    legal = notations(state)
    assert "0,0" in legal  # 6 on the own-side red 5
    assert "1,0" not in legal  # 6 on a 6 is not more
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, Place(1, 0))
    assert error.value.rule == "placed on top"


def test_a_one_can_never_cover(position) -> None:
    """Rulebook: the card on top "must have more points than the card underneath it"."""
    state = position(2, [(0, 0, "R1")], revealed={1: "B1"}, turn=1)
    assert "0,0" not in notations(state)


def test_a_seventh_card_in_a_row_is_illegal(position) -> None:
    """Rulebook: "This card would be the 7th in the row (cards have a grid of maximum 6 x 6)." """
    state = position(2, ROW_OF_SIX, revealed={0: "R9"}, turn=0)
    legal = notations(state)
    assert "4,0" not in legal and "-3,0" not in legal
    assert "4,1" not in legal and "-3,-1" not in legal
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, Place(4, 0))
    assert error.value.rule == "6 x 6 grid"


def test_covering_at_the_edge_of_a_full_frame_is_allowed(position) -> None:
    """Rulebook: "All cards have a grid of maximum 6 x 6 cards!" covering adds no column."""
    state = position(2, ROW_OF_SIX, revealed={0: "R9"}, turn=0)
    assert {"-2,0", "3,0", "0,1", "3,-1"} <= notations(state)


def test_the_frame_floats_with_the_cards(position) -> None:
    """Rulebook: "All cards have a grid of maximum 6 x 6 cards!": the box is anywhere the cards make it."""
    left = position(
        2, [(0, 0, "R5"), (-1, 0, "B5"), (-2, 0, "R6"), (-3, 0, "B6")], revealed={0: "Y2"}
    )
    right = position(
        2, [(0, 0, "R5"), (1, 0, "B5"), (2, 0, "R6"), (3, 0, "B6")], revealed={0: "Y2"}
    )
    assert "-4,0" in notations(left) and "4,0" in notations(right)
    assert left.view(0).frame == (-5, -5, 2, 5)  # x from 0-5 to -3+5
    assert right.view(0).frame == (-2, -5, 5, 5)


def test_the_first_card_goes_only_in_the_middle() -> None:
    """Rulebook: "He reveals his top card and places it in the middle." (D18)"""
    state = GAME.initial_state(2, {}, 0)
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, Place(1, 0))
    assert error.value.rule == "first card"


def test_notation_round_trips_and_paths_are_distinct(position) -> None:
    """D13: a move is "x,y" with the first card at 0,0; the UI path is ("cell:x,y",)."""
    state = position(2, ROW_OF_SIX, revealed={0: "R9"}, turn=0)
    moves = state.legal_moves()
    assert len({str(m) for m in moves}) == len(moves)
    assert all(state.parse_move(str(m)) == m for m in moves)
    assert all(m.path == (f"cell:{m}",) for m in moves)
    assert len({m.path for m in moves}) == len(moves)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 4]))
def test_random_play_always_fits_in_six_by_six(seed: int, players: int) -> None:
    """Rulebook: "All cards have a grid of maximum 6 x 6 cards!" at every moment of any game."""
    import random

    rng = random.Random(seed)
    state = GAME.initial_state(players, {}, seed)
    for _ in range(200):
        if state.outcome is not None:
            break
        assert state.legal_moves()
        state = GAME.play(state, rng.choice(state.legal_moves()))
        assert isinstance(state, PuntoState)
        cells = {cell for cell, _ in state.placements}
        if cells:
            assert max(X[c] for c in cells) - min(X[c] for c in cells) < 6
            assert max(Y[c] for c in cells) - min(Y[c] for c in cells) < 6
