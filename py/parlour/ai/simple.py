"""The one-ply bots: uniform random and greedy on the game's move priority."""

from __future__ import annotations

import random

from parlour.ai.base import Bot
from parlour.core import Game, GameState, Move, View


class RandomBot(Bot):
    """A uniformly random legal move."""

    def pick(
        self, game: Game, view: View, sample: GameState, moves: tuple[Move, ...], rng: random.Random
    ) -> Move:
        return rng.choice(moves)


class GreedyBot(Bot):
    """The move with the highest ``move_priority``; random if the game gives none."""

    def pick(
        self, game: Game, view: View, sample: GameState, moves: tuple[Move, ...], rng: random.Random
    ) -> Move:
        priority = game.heuristics.move_priority
        if priority is None:
            return rng.choice(moves)
        scored = [(priority(sample, move), move) for move in moves]
        best = max(score for score, _ in scored)
        # Ties go to the seeded generator so equal moves are not always the first listed.
        return rng.choice([move for score, move in scored if score == best])
