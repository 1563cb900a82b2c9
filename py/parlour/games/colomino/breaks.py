"""A Colomino set's end: its result in words, for the board and the move log (see
parlour.breaks).

Play goes straight on after a set (rulebook rules 8, 10 and 11: "The player to complete
a set continues the game by playing the first card of the next set"), so Colomino gives
no ``round_pause``: the page never stops there (issue 37).  The board shows the set just
finished, with this result, beside the next set until its first card is laid, and says
the result over the set after (render.py); Domino has no sets.
"""

from __future__ import annotations

from typing import Any

from parlour.core import GameState
from parlour.games.colomino.sets import SetResult
from parlour.games.colomino.words import SAY, side_name


def set_verdict(result: SetResult) -> str:
    """The side that won the set, or that it was drawn or void."""
    if result.void:
        return SAY("set.void")
    return SAY("set.draw") if result.winner is None else side_name(result.winner)


def set_summary(result: SetResult, n: int) -> str:
    """ "Set 3 to Green, 4 squares to 2": who won the set and the squares of each side's
    colour showing (D16); "Set 3 drawn, 2 squares each"; "Set 3 void: nobody could play"."""
    if result.void:
        return SAY("set.blocked", number=n)
    if result.winner is None:
        return SAY("set.drawn", number=n, each=SAY.count(result.yellow, "squares"))
    won, lost = (
        (result.yellow, result.green) if result.winner == 0 else (result.green, result.yellow)
    )
    return SAY(
        "set.won", number=n, side=side_name(result.winner), won=SAY.count(won, "squares"), lost=lost
    )


def round_end(before: GameState, after: GameState) -> str | None:
    sets_before: tuple[Any, ...] = getattr(before, "sets", ())  # Domino has no sets
    sets_after: tuple[Any, ...] = getattr(after, "sets", ())
    if len(sets_after) == len(sets_before):
        return None
    return set_summary(sets_after[-1], len(sets_after))
