"""Cardino's score line: each player's points (``Game.scores``)."""

from __future__ import annotations

from parlour.core import Scores, Tally, View
from parlour.games.cardino.view import CardinoView
from parlour.words import Phrasebook, seat_name

SAY = Phrasebook({"en": {"counts": "points"}, "pt": {"counts": "pontos"}})


def scores(view: View) -> Scores:
    assert isinstance(view, CardinoView)
    return Scores(
        tuple(
            Tally((seat,), seat_name(seat, short=True), str(points))
            for seat, points in enumerate(view.scores)
        ),
        SAY("counts"),
    )
