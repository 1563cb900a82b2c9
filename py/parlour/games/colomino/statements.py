"""A side out, in Colomino's Domino played by link (D30, D40 in docs/rules/colomino.md).

A side is out when none of its members holds its colour or a star, which only each member
knows of its own hand.  A seat says ``OUT`` on the message that leaves it none (its move,
or the first message it sends once it has read its hand after the deal), and every
device's stand-ins give the seats that said so none of those cards and every other seat at
least one (``OutSaid``, drawn to meet it by ``stand_ins.draw``).  At the reveal the true
game is replayed, and a seat that said it falsely, or did not say it when it should, is
named.  The set variants state nothing.

Wired as ``Game.statements`` (docs/fair-deal.md, "Statements").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from parlour.chance import Order
from parlour.core import GameState, Knowledge, Statement, Statements
from parlour.games.colomino.domino import DominoState
from parlour.games.colomino.pack import DECK
from parlour.games.colomino.stand_ins import OutSaid, burden

OUT = "out"
"""What a Domino seat says once it holds none of its side's colour and no star."""


def to_say(knowledge: Knowledge, said: tuple[Statement, ...]) -> str:
    """``OUT`` once this seat's Domino hand holds none of its burden (and it has not said so)."""
    state = knowledge.state
    if not isinstance(state, DominoState) or state.dealing:
        return ""
    known = knowledge.known.get(DECK, {})
    if any(p not in known for p in range(knowledge.seat, len(state.order), state.players)):
        return ""  # its hand is not read yet
    if any(s.seat == knowledge.seat and s.word == OUT for s in said):
        return ""
    return OUT if burden(state, knowledge.seat) == 0 else ""


def heard(
    knowledge: Knowledge, seat: int, word: str, shown: Mapping[str, frozenset[int]]
) -> tuple[Statement, ...]:
    """A seat's ``OUT``, said after the message's move."""
    return (Statement(seat, knowledge.ply, word=OUT),) if word == OUT else ()


def facts(knowledge: Knowledge, said: tuple[Statement, ...]) -> tuple[OutSaid, ...]:
    """In Domino from the deal on, when nobody has said anything too: every seat that said
    ``OUT`` holds none of its burden, every other seat some (else a device whose stand-ins
    leave a side none would end the game, and show its own hand, on a move that does not)."""
    if not isinstance(knowledge.state, DominoState):
        return ()
    out = frozenset(s.seat for s in said if s.word == OUT)
    return (OutSaid(knowledge.seat, out),)


def audit(
    orders: Mapping[str, Order], truth: Sequence[GameState], said: tuple[Statement, ...]
) -> tuple[str, ...]:
    """The true game replayed: each seat says ``OUT`` with the move that left it none of its
    burden (or, out from the deal, before its first move), and only then."""
    opening = truth[0] if truth else None
    if not isinstance(opening, DominoState):
        return ()
    first_out, first_move = _true_plies(opening, truth)
    told = {s.seat: s.ply for s in said if s.word == OUT}
    faults = []
    for seat in range(opening.players):
        when, out, late = told.get(seat), first_out.get(seat), first_move.get(seat)
        honest = when == out or (out == 0 and when is not None and (late is None or when <= late))
        if out is None and when is not None:
            faults.append(f"seat {seat} said it held none of its colour, but it held some")
        elif not honest and out is not None:
            faults.append(
                f"seat {seat} held none of its colour after move {out} but did not say so"
            )
    return tuple(faults)


def _true_plies(
    opening: DominoState, truth: Sequence[GameState]
) -> tuple[dict[int, int], dict[int, int]]:
    """In the true game, the move after which each seat first held none of its burden (0:
    from the deal), and each seat's first move (the move after the last true state counts:
    the one the true decks refused, if any)."""
    players = opening.players
    first_out = {seat: 0 for seat in range(players) if burden(opening, seat) == 0}
    first_move: dict[int, int] = {}
    for ply, before in enumerate(truth, start=1):
        if before.current_player is not None:
            first_move.setdefault(before.current_player, ply)
        after = truth[ply] if ply < len(truth) else None
        if not isinstance(after, DominoState):
            break
        for seat in range(players):
            if burden(after, seat) == 0:
                first_out.setdefault(seat, ply)
    return first_out, first_move


STATEMENTS = Statements(
    words=frozenset({OUT}), to_say=to_say, heard=heard, facts=facts, audit=audit
)
