"""Whole random games of every variant and player count (r2; D25, D30, D31, D33)."""

from __future__ import annotations

import random

import pytest

from parlour.games.colomino import GAME
from parlour.games.colomino.scoring import ScoringState
from parlour.games.colomino.sets import tally

CASES = [(v, n) for v in ("sideways", "fourways", "threeways") for n in (2, 4, 6)] + [
    ("domino", n) for n in (2, 3, 4, 5, 6)
]


@pytest.mark.parametrize(("variant", "players"), CASES)
def test_random_games_end_with_a_consistent_result(variant: str, players: int) -> None:
    """Every game ends; bots' deals agree with the view and give the same legal moves (D33)."""
    for seed in range(3):
        state = GAME.initial_state(players, {"variant": variant}, seed)
        rng = random.Random(seed)
        for step in range(2000):
            seat = state.current_player
            if seat is None:
                break
            if step % 17 == 0:
                sample = GAME.determinize(state, seat, rng)
                assert sample.view(seat) == state.view(seat)
                assert sorted(map(str, sample.legal_moves())) == sorted(
                    map(str, state.legal_moves())
                )
            state = GAME.play(state, rng.choice(state.legal_moves()))
        outcome = state.outcome
        assert outcome is not None and len(outcome.scores) == players
        if isinstance(state, ScoringState):
            yellow, green, _, _ = tally(state.sets)
            cards = sum(len(r.placements) for r in state.sets)
            assert cards == 48 and not any(state.hands)  # "until the cards are exhausted"
            assert outcome.winners == (
                () if yellow == green else tuple(range(0 if yellow > green else 1, players, 2))
            )
