"""Where a Casino game pauses: after each hand but the last (see parlour.breaks).

The summary gives each side's points with the reason for each; the board
keeps the hand's last table, taken and scored (``finished_view``), and the
renderer draws the score table over the felt, as the view has nobody to move.
"""

from __future__ import annotations

from dataclasses import replace

from parlour.core import GameState
from parlour.games.casino.rules import CasinoState, hand_as_ended
from parlour.games.casino.view import CasinoView
from parlour.games.casino.scoring import ScoreRow
from parlour.words import Phrasebook, seat_names

SAY = Phrasebook(
    {
        "en": {
            "hand": "Hand {n}: {sides}",
            "side": "{who} {points} ({reasons})",
            "side.nothing": "{who} 0",
            "cards": "most cards {n}",
            "spades": "most spades {n}",
            "big": "10♦ {n}",
            "little": "2♠ {n}",
            "aces": "aces {n}",
            "sweeps": "sweeps {n}",
            "tied": "Tied for the lead at {points}, with {target} reached: another hand decides",
        },
        "pt": {
            "hand": "Ronda {n}: {sides}",
            "side": "{who} {points} ({reasons})",
            "side.nothing": "{who} 0",
            "cards": "mais cartas {n}",
            "spades": "mais espadas {n}",
            "big": "10♦ {n}",
            "little": "2♠ {n}",
            "aces": "ases {n}",
            "sweeps": "mesas limpas {n}",
            "tied": "Empate na frente a {points}, com {target} atingidos: outra ronda decide",
        },
    }
)


def _reasons(row: ScoreRow) -> str:
    points = (
        ("cards", row.cards_points),
        ("spades", row.spades_points),
        ("big", row.big_casino),
        ("little", row.little_casino),
        ("aces", row.aces),
        ("sweeps", row.sweeps),
    )
    return ", ".join(SAY(key, n=n) for key, n in points if n)


def round_end(before: GameState, after: GameState) -> str | None:
    assert isinstance(before, CasinoState) and isinstance(after, CasinoState)
    if after.hand_number == before.hand_number:
        return None
    sides = []
    for side, row in enumerate(after.last_hand):
        who = seat_names(after.seats_of(side), " & ")
        sides.append(
            SAY("side", who=who, points=row.total, reasons=_reasons(row))
            if row.total
            else SAY("side.nothing", who=who)
        )
    said = SAY("hand", n=after.hand_number, sides=" · ".join(sides))
    top, target = max(after.scores), after.rules.target
    if top >= target and after.winner is None:  # D12: a tie for the lead plays another hand
        said += ". " + SAY("tied", points=top, target=target)
    return said


def finished_view(before: GameState, after: GameState, seat: int | None) -> CasinoView | None:
    """The hand's end as ``seat`` sees it: the table taken, the piles full, nobody to move."""
    assert isinstance(before, CasinoState) and isinstance(after, CasinoState)
    if after.hand_number == before.hand_number:
        return None
    last = next(move for move in before.moves if before.apply(move) == after)
    return replace(hand_as_ended(before, last).view(seat), to_move=None)
