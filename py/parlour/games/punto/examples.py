"""Punto's example positions for the rules panel: a card laid on a lower one, a won row."""

from __future__ import annotations

import random

from parlour import examples
from parlour.core import Example, Game, GameState, Move
from parlour.games.punto.rules import Place, PuntoState


def _covers(state: GameState, move: Move) -> bool:
    """Whether ``move`` lays the card on top of one already on the board."""
    assert isinstance(state, PuntoState)
    return isinstance(move, Place) and move.cell in state.occupied


def cover(game: Game) -> Example:
    """A card just laid on top of a lower card, a few cards into the round."""
    for seed in examples.SEEDS:
        state: GameState = game.initial_state(examples.player_count(game), {}, seed)
        rng = random.Random(f"example/punto/cover/{seed}")
        for count in range(12):
            if state.is_over:
                break
            moves = state.legal_moves()
            covers = [move for move in moves if _covers(state, move)]
            if count >= 6 and covers:
                move = rng.choice(covers)
                return Example(game.play(state, move), examples.targets(move))
            fresh = [move for move in moves if not _covers(state, move)]
            # Keep the board spread out until the cover.
            state = game.play(state, rng.choice(fresh or list(moves)))
    return Example(examples.walk(game, 8))


def row(game: Game) -> Example:
    """The final board of a one-round match, won by a row."""
    return examples.finished(game, {"rounds_to_win": 1}, lambda state: state.is_over)


EXAMPLES = (("punto-cover", cover), ("punto-row", row))
