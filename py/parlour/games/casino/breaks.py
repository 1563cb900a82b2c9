"""Where a Casino game pauses: after each hand but the last (see parlour.breaks).

The summary gives each side's points with the reason for each.  The board shows
the state the hand's last play led to, taken and scored with the next pack not
dealt yet: its view has nobody to move, so the renderer draws the score table
over the felt (hand_end.py).
"""

from __future__ import annotations

from parlour.core import GameState
from parlour.games.casino.rules import CasinoState
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
            "won": "{who} won hand {n}, {points}\u2013{rest}",
            "won.most": "{who} won hand {n} with {points} points",
            "level": "Hand {n} level at {points} points each",
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
            "won": "{who} ganhou a ronda {n}, {points}\u2013{rest}",
            "won.most": "{who} ganhou a ronda {n} com {points} pontos",
            "level": "Ronda {n} empatada a {points} pontos",
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
    # Settled, the next hand is dealt (its number is one more); by link, the state after
    # the move waits for that deal (dealing, the number unchanged): both ended the hand.
    # The deal itself (from a state already dealing) ends nothing.
    ended = after.dealing or after.hand_number != before.hand_number
    if before.dealing or not ended:
        return None
    sides = []
    for side, row in enumerate(after.last_hand):
        who = seat_names(after.seats_of(side), " & ")
        sides.append(
            SAY("side", who=who, points=row.total, reasons=_reasons(row))
            if row.total
            else SAY("side.nothing", who=who)
        )
    said = SAY("hand", n=before.hand_number + 1, sides=" · ".join(sides))
    top, target = max(after.scores), after.rules.target
    if top >= target and after.winner is None:  # D12: a tie for the lead plays another hand
        said += ". " + SAY("tied", points=top, target=target)
    return said


def round_pause(before: GameState, after: GameState) -> str | None:
    """Who won the hand and by how much, for the countdown: a hand is a real break (the
    cards are gathered, scored and dealt again), so the page waits there."""
    assert isinstance(before, CasinoState) and isinstance(after, CasinoState)
    totals = [row.total for row in after.last_hand]
    n, top = before.hand_number + 1, max(totals)
    leaders = [side for side, total in enumerate(totals) if total == top]
    if len(leaders) > 1:
        return SAY("level", n=n, points=top)
    who = seat_names(after.seats_of(leaders[0]), " & ")
    if len(totals) == 2:
        return SAY("won", who=who, n=n, points=top, rest=min(totals))
    return SAY("won.most", who=who, n=n, points=top)
