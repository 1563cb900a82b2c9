"""Colomino's score line (``Game.scores``): the sets each side has won, or in Domino the
cards each player still holds."""

from __future__ import annotations

from parlour.core import Scores, Tally, View
from parlour.games.colomino.common import SIDE_SYMBOLS
from parlour.games.colomino.view import ColominoView
from parlour.games.colomino.words import side_name
from parlour.words import Phrasebook, seat_name

SAY = Phrasebook(
    {
        "en": {"counts.sets": "sets won", "counts.cards": "cards in hand"},
        "pt": {"counts.sets": "conjuntos ganhos", "counts.cards": "cartas na mão"},
    }
)


def scores(view: View) -> Scores:
    assert isinstance(view, ColominoView)
    if view.variant == "domino":
        return Scores(
            tuple(
                Tally((seat,), seat_name(seat, short=True), str(cards))
                for seat, cards in enumerate(view.hand_sizes)
            ),
            SAY("counts.cards"),
        )
    won = [0, 0]
    for result in view.sets:
        if not result.void and result.winner is not None:
            won[result.winner] += 1
    return Scores(
        tuple(
            Tally(
                tuple(range(side, view.players, 2)),
                f"{SIDE_SYMBOLS[side]} {side_name(side)}",
                str(won[side]),
            )
            for side in (0, 1)
        ),
        SAY("counts.sets"),
    )
