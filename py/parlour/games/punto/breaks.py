"""Where a Punto match pauses: after each round but the last (see parlour.breaks).

The move that ends a round leads to a state that keeps the finished table, with
the round's summary, while the next round waits for its decks: the board shows
it, and the renderer rings the winning row.
"""

from __future__ import annotations

from parlour.core import GameState
from parlour.games.punto.rules import PuntoState
from parlour.games.punto.words import SAY
from parlour.words import seat_names


def round_end(before: GameState, after: GameState) -> str | None:
    assert isinstance(before, PuntoState) and isinstance(after, PuntoState)
    if len(after.rounds) == len(before.rounds):
        return None
    return after.view(None).round_text(len(after.rounds) - 1)


def round_pause(before: GameState, after: GameState) -> str | None:
    """Who won the round, for the countdown: a round is a real break (the rulebook deals
    again and the match is best of three), so the page waits there."""
    assert isinstance(after, PuntoState)
    summary = after.rounds[-1]
    count = summary.number + 1
    if not summary.winners:
        return SAY("round.won.nobody", round=count)
    who = seat_names(summary.winners, " & ")
    return SAY.count(len(summary.winners), "round.won", who=who, round=count)
