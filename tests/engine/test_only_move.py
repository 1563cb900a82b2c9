"""A computer seat's only move, answered by the page without a search (issue 15).

``parlour.page.model.only_move`` finds it from the seat's view; it must be exactly
the move every bot plays there (``ai.base.Bot.choose`` plays a lone legal move
without searching), and it must say nothing when there is a choice.
"""

from __future__ import annotations

import random

import pytest

from parlour import registry
from parlour.page.model import only_move
from parlour.page.thinking import computer_move
from tests.support.toy_game import TOY_GAME

OPTIONS = {"colomino": {"variant": "domino"}}


@pytest.mark.parametrize(
    "game_id", [g.spec.id for g in registry.all_games() if g.spec.id != TOY_GAME.id]
)
def test_only_move_is_the_bots_move_and_only_when_there_is_one(game_id: str) -> None:
    game = registry.get(game_id)
    seen_only = seen_choice = 0
    for seed in range(3):
        state = game.initial_state(2, dict(OPTIONS.get(game_id, {})), seed)
        rng = random.Random(seed)
        for _ in range(150):
            seat = state.current_player
            if seat is None:
                break
            view = state.view(seat)
            moves = state.legal_moves()
            answer = only_move(game, view)
            if len(moves) == 1:
                seen_only += 1
                assert answer == str(moves[0])
                for level in ("random", "easy", "hard"):
                    assert computer_move(game, view, level, seed) == answer
            else:
                seen_choice += 1
                assert answer is None
            state = game.play(state, rng.choice(moves))
    assert seen_only > 0 and seen_choice > 0, "both cases were met"
