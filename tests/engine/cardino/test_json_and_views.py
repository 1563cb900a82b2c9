"""Positions from JSON, what each seat sees, and determinization (protocol)."""

from __future__ import annotations

import json
import random

import pytest

from parlour.core import BadPosition
from parlour.games.cardino import GAME
from parlour.games.cardino.rules import CardinoState
from parlour.games.cardino.view import CardinoView, unseen_tiles


def _midgame(seed: int = 4, players: int = 3, moves: int = 40) -> CardinoState:
    state = GAME.initial_state(players, None, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        state = GAME.play(state, rng.choice(state.legal_moves()))
    assert isinstance(state, CardinoState)
    return state


def test_json_round_trip_through_text() -> None:
    state = _midgame()
    assert GAME.state_from_json(json.loads(json.dumps(state.to_json()))) == state


@pytest.mark.parametrize("garbage", [None, [], "x", {"players": 2}, {}])
def test_garbage_positions_are_refused(garbage: object) -> None:
    with pytest.raises(BadPosition):
        GAME.state_from_json(garbage)


def test_a_tile_too_many_is_refused() -> None:
    """Setup: two of each face, two jokers; a position with a third Q♦ is not Cardino."""
    data = _midgame().to_json()
    data["pile"].append(data["pile"][0])
    with pytest.raises(BadPosition, match="66 tiles"):
        GAME.state_from_json(data)


def test_a_tile_on_the_wrong_space_is_refused() -> None:
    data = _midgame().to_json()
    data["board"][0] = 31  # the Ace of Spades on the 10 of Clubs space
    with pytest.raises(BadPosition, match="cannot lie"):
        GAME.state_from_json(data)


def test_a_seat_sees_its_rack_only() -> None:
    """Rule 1: tiles stand "facing him, but not in view of other players"."""
    state = _midgame()
    view = state.view(1)
    text = json.dumps(view.to_json())
    assert view.rack == state.racks[1]
    assert view.revealed is None and "seed" not in text and 'pile"' not in text
    assert view.rack_sizes == tuple(len(r) for r in state.racks)
    assert state.view(None).rack is None


def test_views_ignore_what_the_seat_cannot_know() -> None:
    """Two states differing only in the hidden tiles look the same to the seat."""
    state = _midgame()
    other = GAME.determinize(state, 0, random.Random(9))
    assert other != state
    assert other.view(0) == state.view(0)


def test_determinization_deals_only_unseen_tiles() -> None:
    state = _midgame()
    view = state.view(2)
    assert isinstance(view, CardinoView)
    sample = GAME.determinize_view(view, random.Random(1))
    assert isinstance(sample, CardinoState)
    hidden = sorted(sample.pile + sum((r for s, r in enumerate(sample.racks) if s != 2), ()))
    assert hidden == unseen_tiles(view)
    assert sample.racks[2] == state.racks[2]


def test_the_end_reveals_racks_and_penalties(position, play) -> None:  # type: ignore[no-untyped-def]
    """Rule 7: the penalties are counted from the tiles left, so the end shows them."""
    state = play(position(racks=(("QD",), ("AS", "*")), pile=[]), "QD/t", "end")
    view = state.view(0)
    assert view.revealed == state.racks and view.penalties == (0, 11)
    assert view.winners == (0,)
