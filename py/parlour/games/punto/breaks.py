"""Where a Punto match pauses: after each round but the last (see parlour.breaks).

The move that ends a round leads to a state that keeps the finished table, with
the round's summary, while the next round waits for its decks: the board shows
it, and the renderer rings the winning row.
"""

from __future__ import annotations

from parlour.core import GameState
from parlour.games.punto.rules import PuntoState


def round_end(before: GameState, after: GameState) -> str | None:
    assert isinstance(before, PuntoState) and isinstance(after, PuntoState)
    if len(after.rounds) == len(before.rounds):
        return None
    return after.view(None).round_text(len(after.rounds) - 1)
