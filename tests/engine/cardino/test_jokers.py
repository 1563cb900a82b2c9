"""Jokers: any vacant half, the suit of their space, and replacement (scoring rules 6-7)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from parlour.core import IllegalMove
from parlour.games.cardino.moves import Place
from parlour.games.cardino.rules import CardinoState
from parlour.games.cardino.tiles import HALF_BY_CODE, HALF_COUNT, JOKER, SUIT_HALVES, TILE_BY_CODE
from parlour.games.cardino import GAME

Builder = Callable[..., CardinoState]
Play = Callable[..., CardinoState]


def _joker_halves(state: CardinoState) -> set[int]:
    return {m.half for m in state.legal_moves() if isinstance(m, Place) and m.tile == JOKER}


def test_a_joker_goes_on_any_vacant_half(position: Builder) -> None:
    """Rule 6: jokers "can be placed in any turn as any value and suit, but must be placed
    on a VACANT half space only"."""
    state = position(placed={"QD/t": "QD", "AS/b": "*"}, racks=(("*",), ("7C",)))
    taken = {HALF_BY_CODE["QD/t"], HALF_BY_CODE["AS/b"]}
    assert _joker_halves(state) == set(range(HALF_COUNT)) - taken
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, Place(JOKER, HALF_BY_CODE["QD/t"]))
    assert error.value.rule == "vacant half"


def test_a_joker_takes_the_suit_of_its_space(position: Builder, play: Play) -> None:
    """D7: a joker stands for its space's suit, so after a diamond the joker stays in the
    diamond section, and after a joker on a spade space only spades may follow."""
    state = play(position(racks=(("QD", "*", "KS"), ("7C",))), "QD/t")
    assert _joker_halves(state) == set(SUIT_HALVES[1]) - {HALF_BY_CODE["QD/t"]}
    state = play(position(racks=(("QD", "*", "KS"), ("7C",))), "*:AS/t")
    assert {str(m) for m in state.legal_moves()} == {"KS/t", "KS/b", "end"}


def test_a_joker_scores_its_neighbours(position: Builder, play: Play) -> None:
    """Rule 6 with rule 3: a joker is placed like other tiles and scores its neighbours."""
    state = play(position(placed={"AD/t": "AD", "QD/t": "QD"}, racks=(("*",), ("7C",))), "*:KD/t")
    assert state.scores[0] == 8


def test_a_matching_tile_replaces_a_joker(position: Builder, play: Play) -> None:
    """Rule 7: "A player may ... place a tile on the space of a previously placed Joker tile
    if it matches the space value and suit of that space. The Joker is then permanently
    removed from the game"; the placement scores as usual (D8)."""
    state = position(placed={"KD/t": "*", "AD/t": "AD"}, racks=(("KD",), ("7C",)))
    assert {str(m) for m in state.legal_moves()} == {"KD/t", "KD/b"}
    after = play(state, "KD/t")
    assert after.board[HALF_BY_CODE["KD/t"]] == TILE_BY_CODE["KD"]
    assert after.retired_jokers == 1
    jokers_left = (
        after.board.count(JOKER)
        + after.pile.count(JOKER)
        + sum(r.count(JOKER) for r in after.racks)
    )
    assert jokers_left == 1  # the other joker is still in the pile
    assert after.scores[0] == 5


def test_only_the_matching_face_replaces_a_joker(position: Builder) -> None:
    """Rule 7: the tile must match "the space value and suit of that space"."""
    state = position(placed={"KD/t": "*"}, racks=(("QD",), ("7C",)))
    assert "KD/t" not in {m.path[-1].removeprefix("half:") for m in state.legal_moves()}
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, Place(TILE_BY_CODE["QD"], HALF_BY_CODE["KD/t"]))
    assert error.value.rule == "matching face space"


def test_a_joker_cannot_replace_a_joker(position: Builder) -> None:
    """Rule 6: a joker needs a VACANT half; a joker's half is not vacant."""
    state = position(placed={"KD/t": "*"}, racks=(("*",), ("7C",)))
    assert HALF_BY_CODE["KD/t"] not in _joker_halves(state)


def test_joker_notation(position: Builder) -> None:
    """Notation ``*:QD/t`` and click path (rack:*, half:QD/t)."""
    move = position(racks=(("*",), ("7C",))).parse_move("*:QD/t")
    assert isinstance(move, Place) and move.tile == JOKER
    assert move.path == ("rack:*", "half:QD/t")


def test_a_joker_placed_this_turn_is_not_replaced_this_turn(position: Builder, play: Play) -> None:
    """Rule 7: "place a tile on the space of a *previously placed* Joker" (D8): a joker put
    down in the turn in progress stays there for that turn, so its neighbours do not score
    twice, both tiles do not count toward the bonus and the joker's penalty is not dodged."""
    state = play(position(placed={"AD/t": "AD"}, racks=(("*", "KD"), ("7C",))), "*:KD/t")
    assert {str(m) for m in state.legal_moves()} == {"KD/b", "end"}
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, Place(TILE_BY_CODE["KD"], HALF_BY_CODE["KD/t"]))
    assert error.value.rule == "previously placed joker"


def test_a_joker_from_an_earlier_turn_is_replaced(position: Builder, play: Play) -> None:
    """Rule 7 (D8): once the turn that placed the joker has ended, its face may replace it."""
    state = play(
        position(placed={"AD/t": "AD"}, racks=(("*", "KD"), ("7C", "7D"))),
        "*:KD/t",
        "end",
        "7C/t",
        "end",
    )
    assert "KD/t" in {str(m) for m in state.legal_moves()}
    after = play(state, "KD/t")
    assert after.retired_jokers == 1 and after.scores[0] == 5 + 5


def test_the_bots_turn_search_leaves_a_joker_placed_this_turn(
    position: Builder, play: Play
) -> None:
    """D8: the greedy turn search (heuristics) follows the same rule as legal_moves: with the
    joker on K♦ top placed this turn, the K♦ can only go on the bottom half."""
    from parlour.games.cardino.heuristics import best_continuation

    state = play(
        position(placed={"AD/t": "AD", "QD/t": "QD"}, racks=(("*", "KD"), ("7C",))), "*:KD/t"
    )
    rest = (TILE_BY_CODE["KD"],)
    # On the joker's half K♦ would score A♦ + Q♦ = 8; the bottom half, with no neighbours, 0.
    assert best_continuation(state.board, (), frozenset(), rest, 1, False) == 8
    assert best_continuation(state.board, state.turn, frozenset(), rest, 1, False) == 0
