"""What each seat may see, determinization for bots, and JSON positions."""

import json
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parlour.core import BadPosition
from parlour.games.punto import GAME
from parlour.games.punto.rules import PuntoState


def played(players: int, seed: int, moves: int, **options: object) -> PuntoState:
    rng = random.Random(seed)
    state = GAME.initial_state(players, options, seed)
    for _ in range(moves):
        if state.outcome is not None:
            break
        state = GAME.play(state, rng.choice(state.legal_moves()))
    assert isinstance(state, PuntoState)
    return state


def test_view_hides_the_deck_order_and_the_seed() -> None:
    """D12: only the order of each face-down deck is hidden; the seed never shows."""
    state = played(2, 4, 9)
    shuffled = replace(state, decks=tuple(tuple(reversed(d)) for d in state.decks), seed=99)
    assert shuffled.view(0) == state.view(0)
    assert shuffled.view(None) == state.view(None)
    data = json.dumps(state.view(1).to_json())
    assert "seed" not in data and "decks" not in data


def test_view_shows_revealed_cards_and_what_each_deck_holds() -> None:
    """Rulebook: "Now every player reveals his top card." Everyone can count the cards left (D12)."""
    state = played(3, 2, 7)
    view = state.view(None)
    assert view.player is None
    assert view.revealed == state.revealed
    assert view.remaining == tuple(tuple(sorted(d)) for d in state.decks)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 1000), players=st.sampled_from([2, 3, 4]), moves=st.integers(0, 120))
def test_determinize_matches_the_view(seed: int, players: int, moves: int) -> None:
    """Protocol: determinize_view builds a full state consistent with the view, with a fresh seed."""
    state = played(players, seed, moves)
    seat = state.current_player if state.current_player is not None else 0
    guess = GAME.determinize(state, seat, random.Random(seed))
    assert isinstance(guess, PuntoState)
    assert guess.view(seat) == state.view(seat)
    assert [sorted(d) for d in guess.decks] == [sorted(d) for d in state.decks]
    assert guess.legal_moves() == state.legal_moves()
    assert GAME.state_from_json(guess.to_json()) == guess


@settings(max_examples=20, deadline=None)
@given(
    seed=st.integers(0, 1000),
    players=st.sampled_from([2, 3, 4]),
    moves=st.integers(0, 150),
    teams=st.booleans(),
)
def test_json_round_trips(seed: int, players: int, moves: int, teams: bool) -> None:
    """Protocol: state_from_json(s.to_json()) == s, through text too; views likewise."""
    state = played(players, seed, moves, **({"teams": True} if teams and players == 4 else {}))
    assert GAME.state_from_json(json.loads(json.dumps(state.to_json()))) == state
    view = state.view(0)
    assert GAME.view_from_json(json.loads(json.dumps(view.to_json()))) == view


@pytest.mark.parametrize("garbage", [None, 3, [], {}, {"players": 2}, "punto"])
def test_garbage_positions_are_refused(garbage: object) -> None:
    """Protocol: state_from_json of garbage raises BadPosition with a clear message."""
    with pytest.raises(BadPosition):
        GAME.state_from_json(garbage)


def test_inconsistent_positions_are_refused() -> None:
    """Protocol: a position must describe a valid state (72 cards, legal placements)."""
    data = played(2, 1, 5).to_json()
    extra = {**data, "decks": [data["decks"][0] + ["R1"], data["decks"][1]]}
    with pytest.raises(BadPosition, match="72 cards"):
        GAME.state_from_json(extra)
    moved = {**data, "placements": [["3,3", data["placements"][0][1]], *data["placements"][1:]]}
    with pytest.raises(BadPosition):
        GAME.state_from_json(moved)
    with pytest.raises(BadPosition, match="cell"):
        GAME.state_from_json({**data, "placements": [["a,b", "R1"]]})
