"""One check shared by the games' hint-explainer tests."""

from __future__ import annotations

import random
from parlour.core import Game, GameState
from parlour.words import LANGUAGES, speaking


def assert_every_move_explained(
    game: Game,
    state: GameState,
    rng: random.Random,
    longest: int,
    plies: int | None = None,
) -> None:
    """Play random moves from ``state`` (all of them, or ``plies``); at each position every
    legal move's reason is a non-blank string of at most ``longest`` characters, in every language."""
    explain = game.explain_hint
    assert explain is not None, f"{game.id} explains its hints"
    played = 0
    while state.outcome is None and (plies is None or played < plies):
        view = state.view(state.current_player)
        for move in state.legal_moves():
            for code in LANGUAGES:
                with speaking(code):
                    reason = explain(view, move)
                assert isinstance(reason, str) and reason.strip(), reason
                assert len(reason) <= longest, reason
        state = game.play(state, rng.choice(state.legal_moves()))
        played += 1
