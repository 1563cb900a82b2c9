"""Positions as JSON, views, and determinization that honours the calls (D33, D36)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parlour.core import BadPosition
from parlour.games.colomino import GAME
from parlour.games.colomino.cards import NAMES
from parlour.games.colomino.moves import CANT, PASS

VARIANTS = ("sideways", "fourways", "threeways", "domino")


def _played(variant: str, players: int, seed: int, steps: int):  # type: ignore[no-untyped-def]
    state = GAME.initial_state(players, {"variant": variant}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.current_player is None:
            break
        state = GAME.play(state, rng.choice(state.legal_moves()))
    return state


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(VARIANTS),
    st.sampled_from((2, 4, 6)),
    st.integers(0, 10**6),
    st.integers(0, 120),
)
def test_json_round_trip(variant: str, players: int, seed: int, steps: int) -> None:
    """Protocol: state_from_json(s.to_json()) == s, for positions reached in play."""
    state = _played(variant, players, seed, steps)
    assert GAME.state_from_json(state.to_json()) == state
    view = state.view(0)
    assert GAME.view_from_json(view.to_json()) == view


@pytest.mark.parametrize(
    "garbage",
    [
        None,
        [],
        {"variant": "chess"},
        {"variant": "sideways", "players": 3},
        {"variant": "domino", "players": 2, "seed": 1, "hands": [["Y01"], ["Y01"]]},
    ],
)
def test_garbage_positions_are_rejected(garbage: object) -> None:
    """Protocol: state_from_json of garbage raises BadPosition with a message."""
    with pytest.raises(BadPosition):
        GAME.state_from_json(garbage)


def test_tampered_table_is_rejected() -> None:
    """r8 placement: a set whose second card does not follow is not a valid position."""
    data = _played("sideways", 2, 3, 1).to_json()
    data["table"].append("Y06^ @5,5")
    data["hands"][1] = [c for c in data["hands"][1] if c != "Y06"]
    data["hands"][0] = [c for c in data["hands"][0] if c != "Y06"]
    with pytest.raises(BadPosition):
        GAME.state_from_json(data)


def test_view_hides_other_hands_and_the_seed() -> None:
    """D33: hands are hidden, the table is public; the view never holds the seed."""
    state = GAME.initial_state(4, {"variant": "fourways"}, 987654321)
    view = state.view(1)
    text = str(view.to_json())
    assert "987654321" not in text
    own = {NAMES[c] for c in view.hand or ()}
    dealt = {name for seat, h in enumerate(state.to_json()["hands"]) if seat != 1 for name in h}
    assert own and not (own & dealt)
    assert not (
        dealt & {w.strip("'\" ") for w in text.replace("[", ",").replace("]", ",").split(",")}
    )
    assert state.view(None).hand is None


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(VARIANTS))
def test_determinize_respects_every_call(seed: int, variant: str) -> None:
    """D33/D36: a determinized deal never gives a seat a card it showed it lacks by "can't play",
    and gives every passer a card of the group he showed he holds."""
    state = GAME.initial_state(2, {"variant": variant}, seed)
    rng = random.Random(seed)
    calls = 0
    while state.current_player is not None and calls < 6:
        moves = state.legal_moves()
        call = [m for m in moves if m in (CANT, PASS)]
        state = GAME.play(state, call[0] if call else rng.choice(moves))
        calls += bool(call)
    if state.current_player is None:
        return
    seat = state.current_player
    for _ in range(5):
        sample = GAME.determinize(state, seat, rng)
        assert sample.view(seat) == state.view(seat)
        for other in range(state.players):
            assert not sample.hands[other] & state.excluded[other]
            for group in getattr(state, "must_hold", ((),) * state.players)[other]:
                assert sample.hands[other] & group
