"""Where a Colomino set game pauses: after each finished set (see parlour.breaks).

Domino has no sets, so it never pauses.
"""

from __future__ import annotations

from typing import Any

from parlour.core import GameState
from parlour.games.colomino.words import SAY, side_name


def round_end(before: GameState, after: GameState) -> str | None:
    sets_before: tuple[Any, ...] = getattr(before, "sets", ())  # Domino has no sets
    sets_after: tuple[Any, ...] = getattr(after, "sets", ())
    if len(sets_after) == len(sets_before):
        return None
    result = sets_after[-1]
    verdict = (
        SAY("set.void")
        if result.void
        else (SAY("set.draw") if result.winner is None else side_name(result.winner))
    )
    showing = f"{side_name(0)} {result.yellow}, {side_name(1)} {result.green}"
    return f"{SAY('set.result', n=len(sets_after), verdict=verdict)} ({showing})"
