"""Computer players for every registered game, through the protocol alone.

``make_bot(level, seed)`` gives a ``Bot`` whose ``choose(game, view)``
returns a legal move.  Levels: ``random`` (uniform), ``easy`` (greedy on
the game's ``move_priority``), ``medium`` and ``hard`` (information-set
Monte Carlo tree search, see ``ismcts``, with the budgets of ``budget``).
A bot sees a seat's view only: it never reads the full state.

May import: the toolkit only.
"""

from __future__ import annotations

from parlour.ai.base import Bot, BotError
from parlour.ai.budget import DEFAULT_ITERATIONS, search_settings
from parlour.ai.ismcts import IsmctsBot, SearchSettings
from parlour.ai.simple import GreedyBot, RandomBot
from parlour.core import Game

__all__ = [
    "DEFAULT_ITERATIONS",
    "HINT_LEVEL",
    "LEVELS",
    "Bot",
    "BotError",
    "SearchSettings",
    "make_bot",
]

LEVELS = ("random", "easy", "medium", "hard")
HINT_LEVEL = "hard"
"""The level whose search gives the Hint and judges a review: the strongest."""


def make_bot(
    level: str, seed: int, *, iterations: int | None = None, seconds: float | None = None
) -> Bot:
    """A bot of ``level`` ("random", "easy", "medium", "hard") seeded with ``seed``.

    ``iterations``/``seconds`` set the search budget of medium and hard
    (both given: whichever runs out first); the other levels ignore them.
    """
    if iterations is not None and iterations < 1:
        raise BotError(f"iterations must be at least 1, not {iterations}")
    if seconds is not None and seconds <= 0:
        raise BotError(f"seconds must be positive, not {seconds}")
    if level == "random":
        return RandomBot(level, seed)
    if level == "easy":
        return GreedyBot(level, seed)
    if level in DEFAULT_ITERATIONS:

        def settings(game: Game) -> SearchSettings:
            return search_settings(level, game, iterations, seconds)

        return IsmctsBot(level, seed, settings)
    raise BotError(f"unknown bot level {level!r}; levels: {', '.join(LEVELS)}")
