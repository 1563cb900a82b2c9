"""A seat's last checked state, kept in its export, so that opening a link costs the same
at message 150 as at message 10 (issue 36, "Any length of game").

Without it a restore (``Seat.restore``: a link opened in a new tab) takes every stored
message again: each card read again (a curve multiplication), each deck's seeds checked
again by re-doing its steps, each move checked against stand-ins searched again, work
that grows with the game.  The checkpoint is what that work found, for the seat as it was
when the export was written:

- ``decks``: the protocol table's state of each deck (``parlour.fair.checkpoint``): the
  cards this seat read, the keys it took and unsealed, the seeds and commitments;
- ``engine``: the game as this seat knows it: the public events, its stand-ins, the cards
  it was shown, the moves kept as claims, the positions it waits for; its boards are
  replayed from these with the rules alone (no search, no check);
- ``said``, ``last_sender``.

Nothing in it is another seat's secret: every value is one this seat already held (the
cards it was shown, its own stand-ins, keys sent to it).

It is bound to the log it sits beside: ``messages`` and ``entries`` say how much of the
log it covers, ``head`` is the transcript's hash after those messages (recomputed from the
log's messages, hashing only), and ``digest`` a SHA-256 of all of it.  A checkpoint whose
head is not the log's, whose digest does not match, or that does not read is refused with
one line (``CheckpointRefused``): the device wrote the log and the checkpoint together,
so either changed alone means the store was changed or damaged, and a store that was
changed is not trusted in any part (docs/fair-deal.md, "A checkpoint in the kept game").
A checkpoint of another ``VERSION`` is passed over: the log alone restores the seat.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from parlour import fair, registry
from parlour.core import ParlourError, Statement
from parlour.fair import checkpoint as fair_checkpoint
from parlour.fair import wire
from parlour.link.partial import Claim, _Deal, _Moved
from parlour.link.partial import PartialTable

from . import statements
from .invite import Invite


class Checkpointed(Protocol):
    """What a checkpoint is made of: a seat's protocol table, its engine, the last sender
    and what was said (``parlour.link.seat.Seat``, named here without importing it: the
    seat imports this module)."""

    @property
    def fair(self) -> fair.Ledger: ...

    @property
    def engine(self) -> PartialTable: ...

    @property
    def last_sender(self) -> int | None: ...

    @property
    def said(self) -> tuple[Statement, ...]: ...


@dataclasses.dataclass(frozen=True)
class Resumed:
    """What a checkpoint restores: a seat's protocol table, engine, last sender and what
    was said, and how many of the log's messages it covers."""

    table: fair.Ledger
    engine: PartialTable
    last_sender: int | None
    said: tuple[Statement, ...]
    covered: int


JSON = Any
VERSION = 2
"""The checkpoint's layout; one of another is passed over (the log restores the seat).
2: keys stored as key seeds (16 bytes, protocol version 3)."""
LABEL = b"parlour-checkpoint/1 "


class CheckpointRefused(ParlourError):
    """A kept checkpoint that does not match its log, or is damaged: one line.
    ``log_differs``: it reads, but the log beside it is not the one it was made with."""

    def __init__(self, line: str, log_differs: bool = False) -> None:
        super().__init__(line)
        self.log_differs = log_differs


def made(seat: Checkpointed) -> JSON:
    """The checkpoint of ``seat`` as it is now, with its digest."""
    body = {
        "version": VERSION,
        "messages": len(seat.fair.transcript),
        "entries": len(seat.fair.log),
        "head": seat.fair.head.hex(),
        "log": _log_digest(seat.fair.log),
        "last_sender": seat.last_sender,
        "said": [[s.seat, s.ply, s.word, *(s.shown or (None, None))] for s in seat.said],
        "decks": fair_checkpoint.state(seat.fair),
        "engine": _engine_state(seat.engine),
    }
    return {**body, "digest": _digest(body)}


def _log_digest(log: Sequence[Sequence[str]]) -> str:
    """The covered log's entries hashed: its seeds and decks as well as its messages."""
    canonical = json.dumps([list(entry) for entry in log], separators=(",", ":")).encode()
    return hashlib.sha256(LABEL + b"log " + canonical).hexdigest()


def _digest(body: Mapping[str, Any]) -> str:
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.sha256(LABEL + canonical).hexdigest()


def _engine_state(engine: PartialTable) -> JSON:
    events = [
        {"deal": e.deck} if isinstance(e, _Deal) else {"seat": e.seat, "move": e.notation}
        for e in engine.events
    ]
    return {
        "events": events,
        "stand_ins": {deck: list(order) for deck, order in sorted(engine.orders.items())},
        "earlier": _earlier_stand_ins(engine),
        "known": {
            deck: sorted([position, card] for position, card in cards.items())
            for deck, cards in sorted(engine.known.items())
        },
        "claims": [[c.ply, c.seat, c.move] for c in engine.claims],
        "pending": sorted([deck, position] for deck, position in engine.pending),
    }


def _earlier_stand_ins(engine: PartialTable) -> JSON:
    """Where each board of the game held other stand-ins than the board before it (a deck
    just dealt: than the seat holds now), by the board's index.  Each board keeps the
    stand-ins it was made with (a move was taken on those that made it legal), and the
    page draws every board of the log."""
    found: dict[str, dict[str, list[list[Any]]]] = {}
    before: dict[str, tuple[str, ...]] = {}
    for index, state in enumerate(engine.states):
        held = state.orders()
        changed = {
            deck: [[p, card] for p, card in enumerate(order) if card != reference[p]]
            for deck, order in sorted(held.items())
            if (reference := before.get(deck, engine.orders[deck])) != order
        }
        if changed:
            found[str(index)] = changed
        before = held
    return found


def resumed(
    data: JSON, invite: Invite, seat: int, entropy: int, log: Sequence[Sequence[str]]
) -> Resumed | None:
    """What the checkpoint ``data`` holds of the seat, and how many of the log's messages
    it covers (those after it are still to take); None for a checkpoint of another version,
    or one whose boards do not replay.  ``CheckpointRefused`` when it does not match the log
    or is damaged."""
    if not isinstance(data, dict) or data.get("version") != VERSION:
        return None
    try:
        body = {key: value for key, value in data.items() if key != "digest"}
        if data["digest"] != _digest(body):
            raise CheckpointRefused(
                "the saved game's checkpoint is damaged: it does not match its digest"
            )
        covered = list(log[: int(data["entries"])])
        messages = [entry[1] for entry in covered if entry[0] == "message"]
        head = bytes.fromhex(data["head"])
        if (
            len(covered) != int(data["entries"])
            or len(messages) != int(data["messages"])
            or data["log"] != _log_digest(covered)
            or head != fair_checkpoint.head_of(invite.fair_id, invite.players, messages)
        ):
            raise CheckpointRefused(
                "the saved game's checkpoint does not match its log: the store was changed",
                log_differs=True,
            )
        return _resumed(data, invite, seat, entropy, covered, head, len(messages))
    except (ValueError, KeyError, TypeError, IndexError, AttributeError, wire.Unreadable):
        raise CheckpointRefused(
            "the saved game's checkpoint is damaged: it does not read"
        ) from None
    except CheckpointRefused:
        raise
    except ParlourError:
        # It matches the log, but its boards do not replay (a move that is not legal on the
        # stand-ins it kept: seen once in a whole Casino game, in the CLI's test): passed
        # over, as a checkpoint of another version.  The messages are the game and are all
        # taken again with every check; the checkpoint only saves that work, so no game is
        # refused for one.
        return None


def _resumed(
    data: JSON,
    invite: Invite,
    seat: int,
    entropy: int,
    covered: Sequence[Sequence[str]],
    head: bytes,
    messages: int,
) -> Resumed:
    game = registry.get(invite.game)
    start = PartialTable.sit(game, invite.players, invite.options, seat, entropy)
    table = fair_checkpoint.resumed(
        fair.Ledger.new(invite.fair_id, invite.players, seat), covered, head, data["decks"]
    )
    engine = _engine_from(start, data["engine"])
    said = tuple(
        Statement(int(s), int(ply), str(word), None if deck is None else (str(deck), int(pos)))
        for s, ply, word, deck, pos in data["said"]
    )
    # What the holders said binds the stand-ins, as when the last message was taken (the
    # facts are functions of what is public and said: made again, not stored).
    engine = dataclasses.replace(engine, facts=statements.facts(table, engine, said))
    last = data["last_sender"]
    return Resumed(table, engine, None if last is None else int(last), said, messages)


def _engine_from(start: PartialTable, data: JSON) -> PartialTable:
    """``start`` (the seat's table before the first deal) with the events of ``data`` and
    its stand-ins: each board replayed with the rules and the stand-ins it was made with,
    each move as it was taken (no search, no check)."""
    orders = {str(deck): tuple(map(str, order)) for deck, order in data["stand_ins"].items()}
    earlier = data["earlier"]

    def stand_ins(index: int, before: Mapping[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
        """The stand-ins board ``index`` was made with (``before``: the board before's)."""
        made = {deck: list(before.get(deck, order)) for deck, order in orders.items()}
        for deck, cards in earlier.get(str(index), {}).items():
            for position, card in cards:
                made[str(deck)][int(position)] = str(card)
        return {deck: tuple(order) for deck, order in made.items()}

    states = [start.states[0]]
    events: list[_Deal | _Moved] = []
    for index, event in enumerate(data["events"], 1):
        state = states[-1]
        wanted = stand_ins(index, state.orders())
        if "deal" in event:
            deck = str(event["deal"])
            after = state.deal(wanted[deck])
            events.append(_Deal(deck))
        else:
            move = state.parse_move(str(event["move"]))
            after = state._apply_legal(move)
            events.append(_Moved(int(event["seat"]), move, str(move)))
        held = after.orders()
        changed = {deck: wanted[deck] for deck, order in held.items() if order != wanted[deck]}
        states.append(after.with_orders(changed) if changed else after)
    return dataclasses.replace(
        start,
        states=tuple(states),
        events=tuple(events),
        orders=orders,
        known={
            str(deck): {int(p): str(card) for p, card in cards}
            for deck, cards in data["known"].items()
        },
        claims=tuple(Claim(int(ply), int(s), str(move)) for ply, s, move in data["claims"]),
        pending=frozenset((str(deck), int(p)) for deck, p in data["pending"]),
    )
