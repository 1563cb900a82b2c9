"""Set scoring, leading and the end of the set games (r8, r10, r11; D16, D23-D25, D35)."""

from __future__ import annotations

from parlour.games.colomino import GAME
from parlour.games.colomino.common import visible_counts
from parlour.games.colomino.sets import SetResult

from .helpers import place, scoring
from .test_placement import _painter


def test_completed_set_goes_to_the_side_whose_colour_predominates() -> None:
    """r8: "Four cards form a set and each set counts to the side whose colour predominates"."""
    texts = ("Y06^ @0,0", "Y16^ @1,1", "Y07v @2,2")
    state = scoring("sideways", [("G01", "Y15"), ("G05", "G18")], texts, turn=1, last_player=0)
    state = GAME.play(state, place("G18v @3,3"))  # G18 turned: left MGRB = 3012 = up(2301)
    result = state.sets[-1]
    cells = _painter([("Y06", 0, 0, 0), ("Y16", 0, 1, 1), ("Y07", 1, 2, 2), ("G18", 1, 3, 3)])
    squares = "".join(cells.values())
    assert (result.yellow, result.green) == (squares.count("Y"), squares.count("G"))
    expected = None if result.yellow == result.green else (0 if result.yellow > result.green else 1)
    assert result.winner == expected
    assert state.turn == 1 and state.table == ()  # r8: "The player to complete a set continues"


def test_equal_colours_make_a_drawn_set() -> None:
    """r8: "When opposing colours are equal, the set is considered a draw" (D16, including 0-0)."""
    assert SetResult((), 2, 2).winner is None
    assert SetResult((), 0, 0).winner is None
    assert SetResult((), 3, 1).winner == 0 and SetResult((), 1, 3).winner == 1


def test_void_set_counts_for_nobody() -> None:
    """D23: an incomplete, blocked set is void even if one colour shows more."""
    assert SetResult((place("Y06^ @0,0"),), 1, 0, void=True).winner is None


def test_only_yellow_and_green_squares_count() -> None:
    """D16: "White, red, blue and mauve are ignored"."""
    assert visible_counts((place("G06^ @0,0"),)) == (0, 1)


def test_game_ends_when_cards_are_exhausted_and_most_sets_wins() -> None:
    """r8: "play continues until the cards are exhausted, the winners being the side who has won
    the most sets"; D25: equal numbers make a drawn game."""
    state = scoring(
        "sideways",
        [("Y15",), ()],
        ("Y06^ @0,0", "Y16^ @1,1", "Y07v @2,2"),
        turn=0,
        last_player=1,
        sets=(SetResult((), 1, 0),),
    )
    state = GAME.play(state, place("Y15v @3,3"))
    assert state.outcome is not None and state.current_player is None
    yellow_sets = sum(r.winner == 0 for r in state.sets)
    assert state.outcome.winners == ((0,) if yellow_sets > 1 else ())
    assert state.outcome.scores[0] == yellow_sets


def test_drawn_game_on_equal_sets() -> None:
    """D25: equal numbers of sets won make a drawn game."""
    state = scoring(
        "sideways",
        [("Y15",), ()],
        ("Y06^ @0,0", "Y16^ @1,1", "Y07v @2,2"),
        turn=0,
        last_player=1,
        sets=(SetResult((), 0, 1),),
    )
    state = GAME.play(state, place("Y15v @3,3"))
    squares = "".join(
        _painter([("Y06", 0, 0, 0), ("Y16", 0, 1, 1), ("Y07", 1, 2, 2), ("Y15", 1, 3, 3)]).values()
    )
    assert squares.count("Y") > squares.count("G")  # this set goes to Yellow: one set each
    assert state.outcome is not None and state.outcome.winners == ()
    assert "Drawn game" in GAME.describe_outcome(state.outcome)


def test_last_card_leaving_an_incomplete_set_makes_it_void() -> None:
    """r8/D23: "If the last card leaves a set incomplete, that set is blocked and void"."""
    state = scoring("sideways", [("Y16",), ()], ("Y06^ @0,0",), turn=0, last_player=1)
    state = GAME.play(state, place("Y16^ @1,1"))
    assert state.sets[-1].void and state.outcome is not None


def test_empty_hands_are_passed_over() -> None:
    """D35: a seat with no cards can't play; the engine passes it over and counts it."""
    state = scoring(
        "sideways", [("Y16", "Y01"), (), ("Y17",), ()], ("Y06^ @0,0",), turn=2, last_player=1
    )
    state = GAME.play(state, place("Y17^ @1,1"))
    assert state.turn == 0 and state.cant_count == 1
