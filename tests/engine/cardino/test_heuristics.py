"""Bot knowledge: greedy play by move_priority plays the best-scoring turn."""

from __future__ import annotations

import random
from collections.abc import Callable

from hypothesis import given, settings, strategies as st

from parlour.games.cardino import GAME
from parlour.games.cardino.heuristics import evaluate, move_priority
from parlour.games.cardino.moves import End, Place
from parlour.games.cardino.rules import CardinoState

Builder = Callable[..., CardinoState]


def _greedy_turn(state: CardinoState) -> int:
    """Points of the turn that always takes the highest-priority move, as ``easy`` does."""
    seat = state.to_move
    start = state.scores[seat]
    while True:
        move = max(state.legal_moves(), key=lambda m: move_priority(state, m))
        state = GAME.play(state, move)  # type: ignore[assignment]
        if isinstance(move, End) or state.current_player != seat:
            return state.scores[seat] - start


def _best_face_turn(state: CardinoState) -> int:
    """Brute force: the most any sequence of face-tile placements scores this turn."""
    seat = state.to_move
    best = 0
    for move in state.legal_moves():
        if isinstance(move, Place) and not move.is_joker:
            after = GAME.play(state, move)
            assert isinstance(after, CardinoState)
            best = max(best, after.scores[seat] - state.scores[seat] + _best_face_turn(after))
    return best


def test_the_bigger_tile_goes_down_first(position: Builder) -> None:
    """Rule 1-3: the later of two neighbours scores the earlier one, so K♦ then Q♦ (4)
    beats Q♦ then K♦ (3); greedy priorities must see that."""
    state = position(racks=(("KD", "QD"), ("7C",)))
    best = max(state.legal_moves(), key=lambda m: move_priority(state, m))
    assert str(best) in ("KD/t", "KD/b")
    assert _greedy_turn(state) == 4


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 60))
def test_greedy_turn_scores_at_least_the_best_face_turn(seed: int, moves: int) -> None:
    """The easy bot "plays the turn that scores the most now": at a turn start, greedy play
    by move_priority scores at least as much as any sequence of face tiles (jokers only
    add: one is played only when it beats the best face plan)."""
    state = GAME.initial_state(2, None, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            return
        state = GAME.play(state, rng.choice(state.legal_moves()))
    while isinstance(state, CardinoState) and state.turn and not state.is_over:
        state = GAME.play(state, state.parse_move("end"))
    assert isinstance(state, CardinoState)
    if state.is_over:
        return
    assert _greedy_turn(state) >= _best_face_turn(state)


def test_evaluate_favours_the_leader(position: Builder) -> None:
    leading = position(racks=(("7C",), ("7D",)), scores=(40, 10))
    assert 0.5 < evaluate(leading, 0) <= 1.0
    assert 0.0 <= evaluate(leading, 1) < 0.5
