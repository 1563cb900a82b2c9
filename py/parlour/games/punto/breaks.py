"""Where a Punto match pauses: after each round but the last (see parlour.breaks).

A new round is dealt in the same move that ends one, so the finished table
is rebuilt for the pause: the cards before the last move plus that last
card, with the round's summary, so the renderer rings the winning row.
"""

from __future__ import annotations

from dataclasses import replace

from parlour.core import GameState
from parlour.games.punto.rules import PuntoState
from parlour.games.punto.view import PuntoView


def round_end(before: GameState, after: GameState) -> str | None:
    assert isinstance(before, PuntoState) and isinstance(after, PuntoState)
    if len(after.rounds) == len(before.rounds):
        return None
    return after.view(None).round_text(len(after.rounds) - 1)


def finished_view(before: GameState, after: GameState, seat: int | None) -> PuntoView | None:
    """The table as the round ended: ``before``'s cards and the card that ended it."""
    assert isinstance(before, PuntoState) and isinstance(after, PuntoState)
    if len(after.rounds) == len(before.rounds):
        return None
    tops = dict(before.view(seat).stacks)
    last = [
        (cell, card)
        for cell, card in after.rounds[-1].final_tops
        if cell not in tops or tops[cell][-1] != card
    ]
    return replace(
        before.view(seat),
        turn=None,
        placements=before.placements + tuple(last),
        rounds=after.rounds,
        rounds_won=after.rounds_won,
        removed=after.removed,
    )
