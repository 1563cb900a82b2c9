"""How long the search bots think: defaults per level, overrides per game.

Time budgets make a bot's choice depend on the machine's speed, so the
defaults count iterations: the same seed and view always give the same
move.  Tune GAME_ITERATIONS so that ``hard`` stays under about one second
per move in CPython (measure with ``python -m parlour match GAME --seats
hard,random``).
"""

from __future__ import annotations

from dataclasses import replace

from parlour.ai.ismcts import SearchSettings

DEFAULT_ITERATIONS: dict[str, int] = {"medium": 200, "hard": 1000}
"""Iterations per move for each search level when no budget is given."""

GAME_ITERATIONS: dict[str, dict[str, int]] = {
    # Set when one iteration cost (CPython 3.11, 2 players, default options)
    # punto ~2.7 ms, casino ~1.3 ms, colomino ~1.0 ms, cardino ~0.6 ms.  Measured
    # again once the games got faster (match --games 2, processor time per
    # move), hard took punto 56 ms, cardino 120 ms, colomino 208 ms, casino
    # 225 ms, the slowest moves several times the mean: punto has room to grow.
    "punto": {"medium": 80, "hard": 250},
    "casino": {"medium": 120, "hard": 500},
    # Colomino's hard beat easy 30-0 in three of its games at 700 iterations: 400
    # keeps ample strength (measured over 200 games per game, docs/performance.md)
    # and answers in about half the time, which Pyodide's slower Python needs.
    "colomino": {"medium": 180, "hard": 400},
    "cardino": {"medium": 250, "hard": 1000},
}
"""Per-game overrides of DEFAULT_ITERATIONS: {game_id: {level: iterations}}."""


def default_iterations(level: str, game_id: str) -> int:
    """The iterations a search level spends on a game when no budget is given."""
    return GAME_ITERATIONS.get(game_id, {}).get(level, DEFAULT_ITERATIONS[level])


def search_settings(level: str, game_id: str, iterations: int | None,
                    seconds: float | None) -> SearchSettings:
    """The settings for one search; explicit iterations/seconds beat the defaults."""
    if iterations is None and seconds is None:
        iterations = default_iterations(level, game_id)
    return replace(SearchSettings(), iterations=iterations, seconds=seconds)


SECONDS_CAP = 1.4
"""The longest a search thinks on the site, in the AI worker or on the page alike.

Pyodide runs the search about twice as slowly as CPython on slow machines, so
the site stops a search at this many seconds even if its iterations are not
spent: the computer then answers within 2 s (issue 8).  On a fast machine the
iterations run out first and the move is the same as in CPython."""
