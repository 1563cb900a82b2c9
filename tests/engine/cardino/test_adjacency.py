"""Which tiles score for a placement (scoring rules 1-4, decisions D5-D6)."""

from __future__ import annotations

from collections.abc import Callable

from parlour.games.cardino.rules import CardinoState, placement_points
from parlour.games.cardino.tiles import EMPTY, FACE_BY_CODE, HALF_BY_CODE, NEIGHBOURS
from parlour.games.cardino import GAME

Builder = Callable[..., CardinoState]


def _points(state: CardinoState, notation: str) -> int:
    after = GAME.play(state, state.parse_move(notation))
    assert isinstance(after, CardinoState)
    return after.turn[-1].points


def test_neighbours_of_a_tile(position: Builder) -> None:
    """Rule 2: sideways = same half of the spaces left and right; vertically a bottom half
    touches the top half below.  KD/b: AD/b and QD/b beside it, KS/t below it."""
    names = {
        code
        for code, half in HALF_BY_CODE.items()
        if half in NEIGHBOURS[False][HALF_BY_CODE["KD/b"]]
    }
    assert names == {"AD/b", "QD/b", "KS/t"}


def test_a_tile_sums_all_its_neighbours(position: Builder) -> None:
    """Rule 3: "A tile may be placed next to 1, 2, 3, or 4 other tiles and score points
    equalling the total of all their values": A 5 + Q 3 + K 4 = 12."""
    state = position(placed={"AD/b": "AD", "QD/b": "QD", "KS/t": "KS"}, racks=(("KD",), ("7C",)))
    assert _points(state, "KD/b") == 12


def test_neighbours_of_other_suits_score(position: Builder) -> None:
    """Rule 4: "The adjacent tiles can be different suits" (K♠ below K♦)."""
    state = position(placed={"KS/t": "KS"}, racks=(("KD",), ("7C",)))
    assert _points(state, "KD/b") == 4


def test_vertical_neighbours_across_the_club_heart_border(position: Builder) -> None:
    """Rule 2 and 4: the bottom of J♣ touches the top of J♥ below it."""
    state = position(placed={"JC/b": "JC"}, racks=(("JH",), ("7C",)))
    assert _points(state, "JH/t") == 2


def test_top_half_does_not_touch_the_space_below(position: Builder) -> None:
    """Rule 2: vertical scoring needs "one tile ... at the bottom half and the other at the
    top half": a top half is not next to the space below."""
    state = position(placed={"KS/t": "KS"}, racks=(("KD",), ("7C",)))
    assert _points(state, "KD/t") == 0


def test_a_tile_is_worth_nothing_by_itself(position: Builder) -> None:
    """Rule 1: "A tile has no scoring value the moment it is placed on the board"."""
    state = position(racks=(("AS",), ("7C",)))
    assert _points(state, "AS/t") == 0


def test_a_placed_tile_scores_later_for_others(
    position: Builder, play: Callable[..., CardinoState]
) -> None:
    """Rule 1: "if in the player's same turn, or any player's future turn it can score for
    the player placing a tile NEXT TO it"."""
    state = position(racks=(("AS", "7C"), ("KS", "7D")), pile=["8H", "8H"])
    state = play(state, "AS/t", "end")
    assert _points(state, "KS/t") == 5


def test_joker_counts_as_the_face_of_its_space(position: Builder) -> None:
    """D6: a joker on the board counts as the value of the face it stands for (the A♦)."""
    state = position(placed={"AD/b": "*"}, racks=(("KD",), ("7C",)))
    assert _points(state, "KD/b") == 5


def test_same_space_halves_score_only_in_the_variant(position: Builder) -> None:
    """D5: the halves of one space are not neighbours by default; the option
    same_space_neighbours turns them into neighbours."""
    plain = position(placed={"KD/t": "KD"}, racks=(("KD",), ("7C",)))
    variant = position(placed={"KD/t": "KD"}, racks=(("KD",), ("7C",)), same_space_neighbours=True)
    assert _points(plain, "KD/b") == 0
    assert _points(variant, "KD/b") == 4


def test_edge_halves_have_fewer_neighbours() -> None:
    """Rule 2 on the board's edge: 10♣/t (corner) has only 9♣/t beside it."""
    corner = HALF_BY_CODE["10C/t"]
    assert NEIGHBOURS[False][corner] == (HALF_BY_CODE["9C/t"],)
    board = tuple(EMPTY if h != HALF_BY_CODE["9C/t"] else FACE_BY_CODE["9C"] for h in range(64))
    assert placement_points(board, corner, False) == 1
