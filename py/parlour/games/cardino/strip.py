"""Cardino's score line: each player's points (``Game.scores``); at the end, net of the
tiles left in the racks (rule 8), as the outcome counts them."""

from __future__ import annotations

from parlour.core import Scores, Tally, View
from parlour.games.cardino.view import CardinoView
from parlour.words import Phrasebook, seat_name

SAY = Phrasebook({"en": {"counts": "points"}, "pt": {"counts": "pontos"}})


def scores(view: View) -> Scores:
    assert isinstance(view, CardinoView)
    penalties = view.penalties or (0,) * len(view.scores)
    return Scores(
        tuple(
            Tally((seat,), seat_name(seat, short=True), str(points - penalty))
            for seat, (points, penalty) in enumerate(zip(view.scores, penalties))
        ),
        SAY("counts"),
    )
