"""The rulebook's eight scoring diagrams.  Their pictures are lost; only the captions
remain, so each position below is our reconstruction (decision D15 in
docs/rules/cardino.md) and the score is the caption's."""

from __future__ import annotations

from collections.abc import Callable

from parlour.games.cardino.rules import CardinoState
from parlour.games.cardino import GAME

Builder = Callable[..., CardinoState]


def _score_of(state: CardinoState, notation: str) -> int:
    after = GAME.play(state, state.parse_move(notation))
    assert isinstance(after, CardinoState)
    return after.scores[state.to_move] - state.scores[state.to_move]


def test_diagram_1_no_score(position: Builder) -> None:
    """Diagram No. 1, "NO SCORE: The tile played was not placed next to any other tile"."""
    state = position(racks=(("8C",), ("7D",)))
    assert _score_of(state, "8C/t") == 0


def test_diagram_2_one_point(position: Builder) -> None:
    """Diagram No. 2, "SCORE: 1 POINT: The tile was played next to one previously placed
    with a value of 1-point" (sideways, both on top halves)."""
    state = position(placed={"8C/t": "8C"}, racks=(("9C",), ("7D",)))
    assert _score_of(state, "9C/t") == 1


def test_diagram_3_no_score_sideways_on_other_half(position: Builder) -> None:
    """Diagram No. 3, "NO SCORE"; scoring rule 2: "For tiles to score points sideways they
    must be in the same top or bottom adjacent board space"."""
    state = position(placed={"8C/t": "8C"}, racks=(("9C",), ("7D",)))
    assert _score_of(state, "9C/b") == 0


def test_diagram_4_four_points(position: Builder) -> None:
    """Diagram No. 4, "SCORE: 4 POINTS: ... next to one previously placed with a value of
    4 points": the bottom half of 8♦ touches the top half of the K♦ space below it."""
    state = position(placed={"KD/t": "KD"}, racks=(("8D",), ("7C",)))
    assert _score_of(state, "8D/b") == 4


def test_diagram_5_no_score_vertical_wrong_halves(position: Builder) -> None:
    """Diagram No. 5, "NO SCORE"; rule 2: "in a vertical row one tile must be at the bottom
    half and the other at the top half of the adjacent board spaces"."""
    state = position(placed={"KD/t": "KD"}, racks=(("8D",), ("7C",)))
    assert _score_of(state, "8D/t") == 0


def test_diagram_6_no_score_diagonal(position: Builder) -> None:
    """Diagram No. 6, "NO SCORE": a diagonal neighbour is neither sideways nor vertical (rule 2)."""
    state = position(placed={"KD/t": "KD"}, racks=(("9D",), ("7C",)))
    assert _score_of(state, "9D/b") == 0


def test_diagram_7_no_score_other_half_of_same_space(position: Builder) -> None:
    """Diagram No. 7, "NO SCORE"; D5: the two halves of one space are not neighbours."""
    state = position(placed={"KD/t": "KD"}, racks=(("KD",), ("7C",)))
    assert _score_of(state, "KD/b") == 0


def test_diagram_8_three_tiles_score_three_plus_four(position: Builder) -> None:
    """Diagram No. 8, "SCORE: 7 POINTS ... The 1st tile was not played next to any other
    tile ... The 2nd tile was placed next to the Diamond Queen and scores 3 points. The 3rd
    tile was placed next to the Diamond King and scores 4 points. Total 7 points."""
    state = position(
        placed={"QD/t": "QD", "KD/b": "KD"}, racks=(("10D", "JD", "AD", "7C"), ("7H",))
    )
    points = []
    for notation in ("10D/t", "JD/t", "AD/b"):
        points.append(_score_of(state, notation))
        after = GAME.play(state, state.parse_move(notation))
        assert isinstance(after, CardinoState)
        state = after
    assert points == [0, 3, 4]
    assert state.scores[0] == 7
    assert [p.points for p in state.turn] == [0, 3, 4]
