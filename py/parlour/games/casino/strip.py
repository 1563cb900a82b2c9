"""Casino's score line: each side's points towards the target (``Game.scores``)."""

from __future__ import annotations

from parlour.core import Scores, Tally, View
from parlour.games.casino.view import CasinoView
from parlour.words import Phrasebook, seat_names

SAY = Phrasebook(
    {
        "en": {"counts": "points · first to {n}"},
        "pt": {"counts": "pontos · vence quem chegar a {n}"},
    }
)


def scores(view: View) -> Scores:
    assert isinstance(view, CasinoView)
    sides = [
        tuple(s for s in range(view.players) if view.side_of(s) == side)
        for side in range(len(view.scores))
    ]
    return Scores(
        tuple(
            Tally(seats, seat_names(seats, " & ", short=True), str(view.scores[side]))
            for side, seats in enumerate(sides)
        ),
        SAY("counts", n=view.rules.target),
    )
