"""The computer's answers on the site: a bot's move and the hint, with the site's time cap.

The AI worker (``py/browser/ai_worker.py``) and the page's own fallback
(``py/browser/ui_worker.py``) both call these, so a search stops at
``SECONDS_CAP`` wherever it runs.  Both get a seat's view, never the state.
"""

from __future__ import annotations

from collections.abc import Generator

from parlour.ai import DEFAULT_ITERATIONS, make_bot
from parlour.ai.budget import SECONDS_CAP, default_iterations
from parlour.core import Game, View
from parlour.ai import HINT_LEVEL
from parlour.page.hints import Hint, hint_for


def computer_move(game: Game, view: View, level: str, seed: int) -> str:
    """The notation of the move the ``level`` bot plays from ``view``."""
    if level in DEFAULT_ITERATIONS:
        bot = make_bot(level, seed, iterations=default_iterations(level, game), seconds=SECONDS_CAP)
    else:
        bot = make_bot(level, seed)
    return str(bot.choose(game, view))


PAGE_SECONDS = 0.5
"""The budget of a search on the page's own thread while the AI worker still starts
(issue 15): the move comes soon; the worker's cap is SECONDS_CAP."""


def computer_move_in_steps(
    game: Game, view: View, level: str, seed: int, slice_seconds: float
) -> Generator[None, None, str]:
    """``computer_move`` with PAGE_SECONDS, pausing (yielding) after every ``slice_seconds``."""
    if level in DEFAULT_ITERATIONS:
        bot = make_bot(
            level, seed, iterations=default_iterations(level, game), seconds=PAGE_SECONDS
        )
    else:
        bot = make_bot(level, seed)
    return str((yield from bot.choose_in_steps(game, view, slice_seconds)))


def computer_hint(game: Game, view: View, seed: int) -> Hint:
    """The hard bot's move for ``view``, with its win rate."""
    return hint_for(game, view, seed, default_iterations(HINT_LEVEL, game), SECONDS_CAP)
