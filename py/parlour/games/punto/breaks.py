"""Where a Punto match pauses: after each round but the last (see parlour.breaks)."""

from __future__ import annotations

from parlour.core import GameState
from parlour.games.punto.rules import PuntoState


def round_end(before: GameState, after: GameState) -> str | None:
    assert isinstance(before, PuntoState) and isinstance(after, PuntoState)
    if len(after.rounds) == len(before.rounds):
        return None
    return after.view(None).round_text(len(after.rounds) - 1)
