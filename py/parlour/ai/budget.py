"""How long the search bots think: defaults per level, overridden by each game.

Time budgets make a bot's choice depend on the machine's speed, so the
defaults count iterations: the same seed and view always give the same
move.  A game tunes its own in ``Heuristics.iterations`` so that ``hard``
stays under about one second per move in CPython (measure with
``python -m parlour match GAME --seats hard,random``).
"""

from __future__ import annotations

from dataclasses import replace

from parlour.ai.ismcts import SearchSettings
from parlour.core import Game

DEFAULT_ITERATIONS: dict[str, int] = {"medium": 200, "hard": 1000}
"""Iterations per move for each search level when neither budget nor game sets one."""


def default_iterations(level: str, game: Game) -> int:
    """The iterations a search level spends on a game when no budget is given."""
    return dict(game.heuristics.iterations).get(level, DEFAULT_ITERATIONS[level])


def search_settings(
    level: str, game: Game, iterations: int | None, seconds: float | None
) -> SearchSettings:
    """The settings for one search; explicit iterations/seconds beat the defaults."""
    if iterations is None and seconds is None:
        iterations = default_iterations(level, game)
    return replace(SearchSettings(), iterations=iterations, seconds=seconds)


SECONDS_CAP = 1.4
"""The longest a search thinks on the site, in the AI worker or on the page alike.

Pyodide runs the search about twice as slowly as CPython on slow machines, so
the site stops a search at this many seconds even if its iterations are not
spent: the computer then answers within 2 s (issue 8).  On a fast machine the
iterations run out first and the move is the same as in CPython."""
