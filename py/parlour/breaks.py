"""Ends of rounds, hands and sets: where a game pauses and what the summary says.

A game whose play has rounds inside it (Punto rounds, Casino hands,
Colomino sets) may hold ``breaks.py`` with ``round_end(before, after)``:
the one-line summary when the move from ``before`` to ``after`` finished a
round but not the game, else None.  The page waits there, and the move
log shows the summary as a separator.  Games without rounds need nothing.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence

from parlour.core import GameState, View

RoundEnd = Callable[[GameState, GameState], "str | None"]
FinishedView = Callable[[GameState, GameState, "int | None"], "View | None"]
_found: dict[str, RoundEnd | None] = {}
_finished_views: dict[str, FinishedView | None] = {}


def _round_end_of(game_id: str) -> RoundEnd | None:
    if game_id not in _found:
        package = f"parlour.games.{game_id}"
        try:
            module = importlib.import_module(f"{package}.breaks")
        except ModuleNotFoundError as error:
            if error.name not in (package, f"{package}.breaks"):
                raise
            module = None
        _found[game_id] = getattr(module, "round_end", None)
        _finished_views[game_id] = getattr(module, "finished_view", None)
    return _found[game_id]


def round_end(game_id: str, before: GameState, after: GameState) -> str | None:
    """The summary if the move from ``before`` to ``after`` ended a round (not the game)."""
    found = _round_end_of(game_id)
    if found is None or after.is_over:
        return None
    return found(before, after)


def break_plies(game_id: str, states: Sequence[GameState]) -> dict[int, str]:
    """For each ply (1-based, as the move log counts) that ended a round: its summary."""
    if _round_end_of(game_id) is None:
        return {}
    found = {}
    for ply in range(1, len(states)):
        text = round_end(game_id, states[ply - 1], states[ply])
        if text is not None:
            found[ply] = text
    return found


def finished_view(
    game_id: str, before: GameState, after: GameState, seat: int | None
) -> View | None:
    """What ``seat`` saw when the round ended, for games whose next deal clears the board.

    A game's ``breaks.finished_view(before, after, seat)`` gives it; without one the
    board shows ``after``, whose renderer already draws the last round's result.
    """
    _round_end_of(game_id)
    found = _finished_views.get(game_id)
    return None if found is None else found(before, after, seat)
