"""parlour.play: the generic click controller, driven by the toy's two-step paths."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from parlour.core import Move
from parlour.play import choose, completed_move, live_targets, next_targets, step_back
from tests.support.toy_game import TOY_GAME, Pass, Play, ToyState

START = TOY_GAME.initial_state(2, {}, 2)
assert isinstance(START, ToyState)
HAND_STATE = replace(START, hands=((2, 5), (1, 3)), board=((1, 4),) + (None,) * 8)
MOVES: tuple[Move, ...] = HAND_STATE.legal_moves()


def test_first_targets_are_the_cards_in_hand() -> None:
    assert next_targets(MOVES, ()) == {"card-2", "card-5"}


def test_second_targets_are_where_that_card_may_go() -> None:
    cells_for_2 = next_targets(MOVES, ("card-2",))
    assert "a1" not in cells_for_2  # a 2 cannot cover the opponent's 4
    assert "a1" in next_targets(MOVES, ("card-5",))
    assert len(cells_for_2) == 8


def test_completing_a_path_gives_the_move_and_clears_the_selection() -> None:
    selection, move = choose(MOVES, (), "card-5")
    assert selection == ("card-5",) and move is None
    selection, move = choose(MOVES, selection, "a1")
    assert selection == () and move == Play(5, 0, 3)


def test_clicking_another_first_step_changes_ones_mind() -> None:
    selection, move = choose(MOVES, ("card-2",), "card-5")
    assert selection == ("card-5",) and move is None


def test_a_click_that_is_no_use_now_drops_the_half_built_move() -> None:
    """Issue 24: a tap on the felt, or on a card that cannot go on, cancels (a 2 cannot
    cover the opponent's 4 on a1); with nothing chosen it does nothing."""
    assert choose(MOVES, ("card-2",), "a1") == ((), None)
    assert choose(MOVES, (), "b2") == ((), None)


def test_tapping_the_chosen_target_again_takes_it_back() -> None:
    """Issue 24: tap again to deselect; the only chosen target gone is a cancel."""
    assert choose(MOVES, ("card-5",), "card-5") == ((), None)


def test_stepping_back_keeps_what_still_leads_to_a_move() -> None:
    """Taking back an earlier step keeps the later ones only if they still make a prefix."""
    three = (Path3("a", "b", "c"), Path3("a", "x", "c"))
    assert step_back(three, ("a", "b"), "b") == ("a",)
    assert step_back(three, ("a", "b"), "a") == ()  # ("b",) starts no move
    casino_like = (Path3("h", "t1", "t2"), Path3("h", "t2", "p"))
    assert step_back(casino_like, ("h", "t1", "t2"), "t1") == ("h", "t2")


def test_while_a_move_is_half_built_the_chosen_and_first_steps_stay_live() -> None:
    assert live_targets(MOVES, ()) == next_targets(MOVES, ())
    live = live_targets(MOVES, ("card-2",))
    assert live == next_targets(MOVES, ("card-2",)) | {"card-2", "card-5"}


def test_a_one_step_move_completes_at_once() -> None:
    assert completed_move((Pass(),), ("pass",)) == Pass()
    assert choose((Pass(),), (), "pass") == ((), Pass())


class Path3:
    """A move of any path, for the step-back cases the toy's two steps cannot show."""

    def __init__(self, *path: str) -> None:
        self.path = path

    def __str__(self) -> str:
        return " ".join(self.path)


@given(st.lists(st.sampled_from(sorted({t for m in MOVES for t in m.path} | {"zz"})), max_size=8))
def test_any_clicks_only_ever_complete_legal_moves(clicks: list[str]) -> None:
    selection: tuple[str, ...] = ()
    for target in clicks:
        selection, move = choose(MOVES, selection, target)
        assert move is None or move in MOVES
        assert move is None or selection == ()
        assert any(m.path[: len(selection)] == selection for m in MOVES)
        assert set(selection) <= live_targets(MOVES, selection) or not selection


@given(st.sampled_from(MOVES))
def test_following_a_path_selects_exactly_that_move(wanted: Move) -> None:
    selection: tuple[str, ...] = ()
    for index, target in enumerate(wanted.path):
        selection, move = choose(MOVES, selection, target)
        if index < len(wanted.path) - 1:
            assert move is None
    assert move == wanted
