"""A turn: placements of one suit, then an explicit end and a draw (rules 3-5)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from parlour.core import IllegalMove
from parlour.games.cardino.moves import END, PASS, Place
from parlour.games.cardino.rules import CardinoState
from parlour.games.cardino.tiles import FACE_BY_CODE, HALF_BY_CODE, TILE_BY_CODE
from parlour.games.cardino import GAME

Builder = Callable[..., CardinoState]
Play = Callable[..., CardinoState]


def _notations(state: CardinoState) -> set[str]:
    return {str(m) for m in state.legal_moves()}


def test_a_tile_goes_on_either_half_of_its_own_space(position: Builder) -> None:
    """Rule 4: "A tile is placed ... over its MATCHING FACE SPACE; either at the top or
    bottom half of the space"."""
    state = position(racks=(("QD",), ("7C",)))
    assert _notations(state) == {"QD/t", "QD/b"}


def test_a_tile_on_another_space_is_refused_with_the_rule(position: Builder) -> None:
    """Rule 4: matching face space only."""
    state = position(racks=(("QD",), ("7C",)))
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, Place(FACE_BY_CODE["QD"], HALF_BY_CODE["KD/t"]))
    assert error.value.rule == "matching face space"


def test_an_occupied_half_is_refused(position: Builder) -> None:
    """Rule 4: "Once a tile has been placed it cannot be moved": its half is taken."""
    state = position(placed={"QD/t": "QD"}, racks=(("QD",), ("7C",)))
    assert _notations(state) == {"QD/b"}
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, Place(FACE_BY_CODE["QD"], HALF_BY_CODE["QD/t"]))
    assert error.value.rule == "vacant half"


def test_end_needs_at_least_one_tile(position: Builder, play: Play) -> None:
    """Rule 3: "A player must play at least ONE TILE in each turn"."""
    state = position(racks=(("QD", "KD"), ("7C",)))
    assert END not in state.legal_moves()
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, END)
    assert error.value.rule == "at least one tile"
    assert END in play(state, "QD/t").legal_moves()


def test_more_tiles_in_a_turn_must_share_the_suit(position: Builder, play: Play) -> None:
    """Rule 3: "he may play more than one tile in the same turn, but they must be of the
    same suit"."""
    state = play(position(racks=(("QD", "KD", "KS"), ("7C",))), "QD/t")
    assert _notations(state) == {"KD/t", "KD/b", "end"}
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, Place(FACE_BY_CODE["KS"], HALF_BY_CODE["KS/t"]))
    assert error.value.rule == "one suit per turn"


def test_the_player_keeps_the_turn_until_end(position: Builder, play: Play) -> None:
    """Rule 3 (several tiles in one turn), protocol: the seat stays until ``end``."""
    state = play(position(racks=(("QD", "KD"), ("7C",))), "QD/t")
    assert state.current_player == 0
    assert play(state, "end").current_player == 1


def test_ending_draws_back_to_five(position: Builder, play: Play) -> None:
    """Rule 5: "draws from the Draw Pile the number of tiles he has played, as all players
    must always start their turn with 5 tiles"; the pile is drawn from the front (D4)."""
    racks = (("QD", "KD", "7C", "8C", "9C"), ("7H", "8H", "9H", "10H", "JH"))
    state = position(racks=racks, pile=["AS", "KS", "QS"])
    state = play(state, "QD/t", "KD/t", "end")
    assert state.racks[0] == tuple(sorted(TILE_BY_CODE[t] for t in ("7C", "8C", "9C", "AS", "KS")))
    assert state.pile == (TILE_BY_CODE["QS"],)


def test_drawing_stops_when_the_pile_is_empty(position: Builder, play: Play) -> None:
    """Rules 5-6: draw "until the Draw Pile is exhausted"; then play goes on without drawing."""
    racks = (("QD", "KD", "7C"), ("7H", "8H"))
    state = play(position(racks=racks, pile=["AS"]), "QD/t", "KD/t", "end")
    assert len(state.racks[0]) == 2 and state.pile == ()
    assert not state.is_over


def test_pass_is_not_allowed_while_a_tile_can_be_placed(position: Builder) -> None:
    """D10: ``pass`` only when nothing can be placed."""
    state = position(racks=(("QD",), ("7C",)))
    assert PASS not in state.legal_moves()
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, PASS)
    assert error.value.rule == "pass only when stuck"


def test_display_notation_is_accepted(position: Builder) -> None:
    """Notation: ``Q♦b`` and ``QD/b`` name the same move; ``str`` gives the ASCII form."""
    state = position(racks=(("QD", "*"), ("7C",)))
    assert state.parse_move("Q♦b") == state.parse_move("QD/b")
    assert str(state.parse_move("*:Q♦t")) == "*:QD/t"
    assert state.parse_move("QD/b").path == ("rack:QD", "half:QD/b")


def test_copies_in_the_rack_give_one_move_each(position: Builder) -> None:
    """Notation is unique among legal moves even with two identical tiles in the rack."""
    state = position(racks=(("QD", "QD"), ("7C",)))
    notations = [str(m) for m in state.legal_moves()]
    assert sorted(notations) == ["QD/b", "QD/t"]
