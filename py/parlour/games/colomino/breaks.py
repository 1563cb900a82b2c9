"""Where a Colomino set game pauses: after each finished set (see parlour.breaks).

While the page waits, the table keeps the finished set with its result
(``finished_view``); Domino has no sets, so it never pauses.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from parlour.core import GameState
from parlour.games.colomino.sets import SetResult
from parlour.games.colomino.view import ColominoView
from parlour.games.colomino.words import SAY, side_name


def set_verdict(result: SetResult) -> str:
    """The side that won the set, or that it was drawn or void."""
    if result.void:
        return SAY("set.void")
    return SAY("set.draw") if result.winner is None else side_name(result.winner)


def set_summary(result: SetResult, n: int) -> str:
    """ "Set 2: Yellow (Yellow 3, Green 1)": the verdict and the colours showing."""
    showing = f"{side_name(0)} {result.yellow}, {side_name(1)} {result.green}"
    return f"{SAY('set.result', n=n, verdict=set_verdict(result))} ({showing})"


def round_end(before: GameState, after: GameState) -> str | None:
    sets_before: tuple[Any, ...] = getattr(before, "sets", ())  # Domino has no sets
    sets_after: tuple[Any, ...] = getattr(after, "sets", ())
    if len(sets_after) == len(sets_before):
        return None
    return set_summary(sets_after[-1], len(sets_after))


def finished_view(before: GameState, after: GameState, seat: int | None) -> ColominoView | None:
    """The set just finished back on the table, with nothing to play on it."""
    sets: tuple[SetResult, ...] = getattr(after, "sets", ())
    if len(sets) == len(getattr(before, "sets", ())):
        return None
    view = after.view(seat)
    assert isinstance(view, ColominoView)
    finished = sets[-1].placements
    return replace(view, table=finished, options=(), needs=(), cant_count=0, set_over=True)
