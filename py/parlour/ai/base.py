"""What every computer player shares: the Bot interface and its seeded randomness."""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from collections.abc import Generator

from parlour.core import Game, GameState, Move, ParlourError, View, rng_for


class BotError(ParlourError):
    """A bot asked to do something impossible (unknown level, not its turn...)."""


class Bot(ABC):
    """A computer player.  It sees only a view, never the state."""

    def __init__(self, level: str, seed: int) -> None:
        self.level = level
        self.seed = seed

    def choose(self, game: Game, view: View) -> Move:
        """The move this bot plays from ``view``: the same seed and view give the same move."""
        rng = self.rng_for_view(view)
        sample = game.determinize_view(view, rng)
        moves = legal_moves_for(sample, view)
        if len(moves) == 1:
            return moves[0]
        return self.pick(game, view, sample, moves, rng)

    def choose_in_steps(
        self, game: Game, view: View, slice_seconds: float
    ) -> Generator[None, None, Move]:
        """``choose`` as a generator that pauses (yields) after every ``slice_seconds`` of
        thinking, so a caller on a page's only thread can let it paint and take clicks
        between steps; it returns the move ``choose`` would (when iterations, not seconds,
        bound the search)."""
        rng = self.rng_for_view(view)
        sample = game.determinize_view(view, rng)
        moves = legal_moves_for(sample, view)
        if len(moves) == 1:
            return moves[0]
        return (yield from self.pick_in_steps(game, view, sample, moves, rng, slice_seconds))

    def choose_for_state(self, game: Game, state: GameState, seat: int) -> Move:
        """Convenience for callers holding the state: only ``state.view(seat)`` goes further."""
        return self.choose(game, state.view(seat))

    def rng_for_view(self, view: View) -> random.Random:
        # Seeding from the view, not from a running generator, makes a bot's
        # choice a pure function of (seed, level, view): reproducible and
        # independent of what it was asked before.
        text = json.dumps(view.to_json(), sort_keys=True, separators=(",", ":"))
        return rng_for(self.seed, "bot", self.level, text)

    @abstractmethod
    def pick(
        self, game: Game, view: View, sample: GameState, moves: tuple[Move, ...], rng: random.Random
    ) -> Move:
        """Choose among ``moves`` (at least two), legal in every determinization of ``view``."""

    def pick_in_steps(
        self,
        game: Game,
        view: View,
        sample: GameState,
        moves: tuple[Move, ...],
        rng: random.Random,
        slice_seconds: float,
    ) -> Generator[None, None, Move]:
        """``pick`` in steps; a bot that thinks in one short go (random, greedy) just picks."""
        yield from ()
        return self.pick(game, view, sample, moves, rng)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(level={self.level!r}, seed={self.seed})"


def legal_moves_for(sample: GameState, view: View) -> tuple[Move, ...]:
    """The legal moves of the viewer, checking that it is the viewer's turn."""
    if sample.current_player is None:
        raise BotError("the game is over: there is no move to choose")
    if view.player is not None and sample.current_player != view.player:
        raise BotError(f"it is seat {sample.current_player}'s turn, not seat {view.player}'s")
    moves = sample.legal_moves()
    if not moves:
        raise BotError("the game reports no legal move although it is not over")
    return moves
