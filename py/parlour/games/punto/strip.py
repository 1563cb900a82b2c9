"""Punto's score line: the rounds each player (or team) has won (``Game.scores``)."""

from __future__ import annotations

from parlour.core import Scores, Tally, View
from parlour.games.punto.seating import seating
from parlour.games.punto.view import PuntoView
from parlour.words import Phrasebook, seat_names

SAY = Phrasebook(
    {
        "en": {"counts": "rounds won · first to {n}"},
        "pt": {"counts": "rondas ganhas · vence quem chegar a {n}"},
    }
)


def scores(view: View) -> Scores:
    assert isinstance(view, PuntoView)
    sides = seating(view.players, view.teams).seats_of_side
    return Scores(
        tuple(
            Tally(seats, seat_names(seats, " & ", short=True), str(view.rounds_won[seats[0]]))
            for seats in sides
        ),
        SAY("counts", n=view.rounds_to_win),
    )
