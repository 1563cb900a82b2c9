"""Placement and matching in the three set games (r7, r8, r10, r11; D9-D15)."""

from __future__ import annotations

import pytest

from parlour.core import IllegalMove
from parlour.games.colomino.cards import LETTER_CLASS, oriented_face
from parlour.games.colomino.common import visible_counts, visible_squares
from parlour.games.colomino import GAME

from .helpers import cid, notations, place, scoring

ALL_GREEN = (
    "G01",
    "G02",
    "G03",
    "G04",
    "G05",
    "G06",
    "G07",
    "G08",
    "G09",
    "G10",
    "G11",
    "G12",
    "G13",
    "G14",
    "G15",
    "G16",
    "G17",
    "G18",
    "G19",
    "G20",
    "G21",
    "G22",
    "G23",
    "G24",
)


def _classes(column: str) -> str:
    return "".join(str(LETTER_CLASS[c]) for c in column)


def test_rule7_yellow_green_white_match_each_other() -> None:
    """r7: "the colours yellow, green and white are considered the same colour".
    Y16 (left RBMW) and G17 (left RBMG) both follow Y06 in Sideways: W and G stand for Y."""
    state = scoring("sideways", [("Y01",), ("Y16", "G17", "Y17")], ("Y06^ @0,0",), turn=1)
    assert {"Y16^ @1,1", "G17^ @1,1", "Y17^ @1,1"} <= notations(state)


def test_leader_may_lead_any_card_either_end_up() -> None:
    """r8: "To start a set, players commence with any card"; r6: either end up (D8)."""
    state = scoring("sideways", [("Y06", "G20"), ("G01",)])
    assert notations(state) == {"Y06^ @0,0", "Y06v @0,0", "G20^ @0,0", "G20v @0,0"}


def test_sideways_follow_shifts_the_left_column_up() -> None:
    """r8: "the top colour of the previous card becomes the bottom colour of the following card"
    (D9): after Y06 upright (left 0123) the next left column must be 1230, one right, one down."""
    state = scoring("sideways", [("Y01",), ALL_GREEN], ("Y06^ @0,0",), turn=1)
    moves = notations(state)
    assert moves == {"G16^ @1,1", "G17^ @1,1"}
    for text in moves:
        move = place(text)
        assert _classes(oriented_face(move.card, move.orient)[0]) == "1230"


def test_sideways_wrong_orientation_and_wrong_place_are_illegal() -> None:
    """r8 (D9): G16 turned shows left MGBR (3021), which does not match; nor may it go level."""
    state = scoring("sideways", [("Y01",), ("G16",)], ("Y06^ @0,0",), turn=1)
    with pytest.raises(IllegalMove) as turned:
        GAME.play(state, place("G16v @1,1"))
    assert "r7" in turned.value.rule
    with pytest.raises(IllegalMove) as level:
        GAME.play(state, place("G16^ @1,0"))
    assert "r8" in level.value.rule


def test_sideways_turned_preceding_card() -> None:
    """r8 with a turned card (D8): Y06 turned shows left BWMR (2031); up gives 0312,
    which G02 upright (GMRB) and G04 upright (WMRB) show."""
    state = scoring("sideways", [("Y01",), ALL_GREEN], ("Y06v @0,0",), turn=1)
    assert notations(state) == {"G02^ @1,1", "G04^ @1,1"}


def test_threeways_follows_level_with_the_three_shift() -> None:
    """r11: "the top colour of each card must be the same ... The second colour of the first card
    becomes the last colour of the next card" (D11, D12): after 0123 comes 0231, level."""
    state = scoring("threeways", [("Y01",), ALL_GREEN], ("Y06^ @0,0",), turn=1)
    moves = notations(state)
    assert moves == {"G01^ @1,0", "G10^ @1,0"}
    for text in moves:
        move = place(text)
        assert _classes(oriented_face(move.card, move.orient)[0]) == "0231"


def test_threeways_set_is_three_cards() -> None:
    """r11: "There are three cards to each set"."""
    state = scoring("threeways", [("Y01", "Y02"), ("G10", "G03")], ("Y06^ @0,0",), turn=1)
    state = GAME.play(state, place("G10^ @1,0"))  # left 0231; next needs three(0231) = 0312
    assert state.table and state.turn == 0
    state = GAME.play(state, place("Y02^ @2,0"))  # Y02 upright: left YMRB = 0312
    assert state.table == () and len(state.sets) == 1


def test_fourways_offers_all_four_corners() -> None:
    """r10: "playing from any of the four corners of the preceding card ... against the left or
    right side ... extending above or below" (D13): RD L=up(PL), RU L=down(PL),
    LD R=up(PR), LU R=down(PR).  After Y06 upright: PL=0123, PR=1302."""
    state = scoring("fourways", [("Y01",), ALL_GREEN], ("Y06^ @0,0",), turn=1)
    by_anchor: dict[str, set[str]] = {}
    for text in notations(state):
        by_anchor.setdefault(text.split("@")[1], set()).add(text.split()[0])
    assert set(by_anchor) == {"1,1", "1,-1", "-1,1", "-1,-1"}
    wanted = {"1,1": (0, "1230"), "1,-1": (0, "3012"), "-1,1": (1, "3021"), "-1,-1": (1, "2130")}
    for anchor, (column, classes) in wanted.items():
        for name in by_anchor[anchor]:
            face = oriented_face(cid(name[:-1]), "^v".index(name[-1]))
            assert _classes(face[column]) == classes, (anchor, name)
    assert by_anchor["-1,1"] == {"G14v", "G15v"}


def test_fourways_may_not_reuse_an_anchor() -> None:
    """D14: a card may not be anchored where a card of the set already lies."""
    state = scoring("fourways", [("Y01",), ALL_GREEN], ("Y06^ @0,0", "G16^ @1,1"), turn=1)
    anchors = {text.split("@")[1] for text in notations(state)}
    assert "0,0" not in anchors and anchors <= {"2,2", "2,0", "0,2"}


def test_fourways_matches_only_the_preceding_card() -> None:
    """D14: "Only the preceding card is matched"; older cards may be partly covered (D15)."""
    state = scoring("fourways", [("Y01",), ALL_GREEN], ("Y06^ @0,0", "G16^ @1,1"), turn=1)
    # G16 upright: L=1230, R=RBGM=1203.  Left-down needs R = up(1203) = 2031, at 0,2.
    moves = {t for t in notations(state) if t.endswith("@0,2")}
    assert moves
    for text in moves:
        move = place(text)
        assert _classes(oriented_face(move.card, move.orient)[1]) == "2031"


def _painter(placements: list[tuple[str, int, int, int]]) -> dict[tuple[int, int], str]:
    """An independent model of stacking: later cards lie on top (D15)."""
    cells: dict[tuple[int, int], str] = {}
    for name, orient, x, y in placements:
        left, right = oriented_face(cid(name), orient)
        for row in range(4):
            cells[(x, y + row)] = left[row]
            cells[(x + 1, y + row)] = right[row]
    return cells


def test_stacking_leaves_the_top_right_square_exposed() -> None:
    """r8: "cover the right hand side of colours so as to leave the top right hand colour exposed"."""
    table = (place("Y06^ @0,0"), place("Y16^ @1,1"))
    cells = visible_squares(table)
    assert cells[(1, 0)] == "R"  # Y06's top-right square stays visible
    assert cells[(1, 2)] == "B"  # Y06's white square is covered by Y16's blue
    assert cells == _painter([("Y06", 0, 0, 0), ("Y16", 0, 1, 1)])
    assert visible_counts(table) == (2, 0)  # Y06's left Y and Y16's right Y


def test_stacking_over_older_cards_in_fourways() -> None:
    """D15: the visible square of a cell is that of the most recent card covering it."""
    texts = ("Y06^ @0,0", "G16^ @1,1", "G14v @0,2")
    cells = visible_squares(tuple(place(t) for t in texts))
    assert cells == _painter([("Y06", 0, 0, 0), ("G16", 0, 1, 1), ("G14", 1, 0, 2)])
