"""The worker's side of a game by link: the seats this device holds, behind JSON.

The page never shuffles or makes a key (issue 26: a main-thread task stays under
100 ms); it asks the worker, which holds one ``Seat`` a table and answers with what the
page draws: the seat's *view* (never the state with its stand-ins), its legal moves,
the move log in the page's language, the messages this seat owes the others (its
``outbox``) and the export text the page keeps.  ``handle`` is the one entry point;
every request is a dict with ``op`` and a reply is a dict with ``ok``.

A kept game travels with every request (``export``); the desk keeps the seat it rebuilt
from it, so the restore runs once after a reload or in a new tab, not on each move, and
costs the same at any length of game: it starts from the checkpoint the export keeps
(``parlour.link.checkpoint``) and takes only the messages after it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from parlour import fair, registry, words
from parlour.breaks import round_end
from parlour.chance import shown_to
from parlour.core import ParlourError
from parlour.fair import wire

from dataclasses import replace

from . import header
from .invite import Invite
from .report import Answer, FreshMove, Lacking, LoggedMove, Refusal, RefusalKind, SeatReport
from .seat import Seat


class Missing(ParlourError):
    """A link that comes after one this seat has not taken: the message it lacks (its
    number) and the seat that sends it."""

    def __init__(self, number: int, sender: int | None) -> None:
        super().__init__(f"message #{number} from seat {sender} has not come")
        self.number = number
        self.sender = sender


class AnotherDevice(fair.Refused):
    """A seat's message this game took already, made again otherwise: another device
    joined as that seat, or the link was changed."""


def refusal_kind(error: Exception) -> RefusalKind:
    """What the page says of a refusal in the player's language (the line itself, in
    English, goes with it): a damaged link, another device's, a failed check, or a request
    that does not read (the page's own or a kept game's)."""
    if isinstance(error, fair.Damaged):
        return "damaged"
    if isinstance(error, AnotherDevice):
        return "another_device"
    return "check" if isinstance(error, fair.Refused) else "bad"


class Desk:
    def __init__(self) -> None:
        self.seats: dict[str, tuple[str, Seat]] = {}

    def handle(self, request: Mapping[str, Any]) -> dict[str, Any]:
        """``answer`` as JSON: what crosses the worker's boundary to the page."""
        return self.answer(request).to_json()

    def answer(self, request: Mapping[str, Any]) -> Answer:
        """Answer one request; a refused message or a bad request is a ``Refusal`` with one
        line (or ``Lacking``), and the kept game is unchanged."""
        words.set_language(str(request.get("lang", "en")))
        try:
            before, seat, taken, seen = self._act(request)
        except Missing as error:
            return Lacking(error.number, error.sender, str(error))
        except (fair.Refused, ParlourError, ValueError, KeyError, TypeError) as error:
            return Refusal(refusal_kind(error), str(error))
        export = seat.export()
        self.seats[seat.invite.table] = (export, seat)
        report = describe(seat, list(request.get("names", [])), export, shown_from=before)
        return replace(report, taken=taken, seen=seen)

    def _act(self, request: Mapping[str, Any]) -> tuple[int, Seat, int, int]:
        """The seat after the request, the moves it had readable before, and how many of the
        request's messages were new (taken) and known already (seen)."""
        op = request["op"]
        taken = seen = 0
        if op == "new":
            invite = Invite.new(str(request["game"]), int(request["players"]), request["options"])
            seat = Seat.new(invite, int(request.get("seat", 0)))
        elif op == "join":
            seat = Seat.new(Invite.from_text(str(request["invite"])), int(request["seat"]))
        else:
            seat = self.kept(str(request["table"]), str(request["export"]))
        if op == "move":
            _, seat = seat.send(str(request["move"]))
        # The moves the page has shown: on a move, the seat's own too (not shown again).
        before = readable_moves(seat) if op in ("open", "move") else 0
        for text in request.get("messages", []):
            seat, fresh = take(seat, str(text))
            taken += fresh
            seen += 1 - fresh
        while seat.action == "send":
            _, seat = seat.send()
        return before, seat, taken, seen

    def kept(self, table: str, export: str) -> Seat:
        """The seat kept for ``table``: the one held here if the page's copy is the same."""
        held = self.seats.get(table)
        if held is not None and held[0] == export:
            return held[1]
        seat = Seat.restore(export)
        self.seats[table] = (export, seat)
        return seat


def take(seat: Seat, text: str) -> tuple[Seat, int]:
    """``seat`` with the message taken (1), or as it was when it had it already (0);
    ``Missing`` when an earlier message has not come."""
    try:
        number = header.read(text.strip()).number
    except wire.Unreadable as error:
        raise fair.Damaged(f"the link is damaged: {error}") from None
    have = len(seat.messages)
    if number < have:
        if seat.messages[number] != text.strip():
            # The same seat's link made twice: another device joined as that seat (or
            # the link was changed); this game keeps the one it took.
            raise AnotherDevice(
                f"it is not the link this game already took from that player (message "
                f"#{number}): it was made on another device, or changed"
            )
        return seat, 0
    if number > have:
        raise Missing(have, seat.next_sender)
    return seat.receive(text), 1


def opening(seat: Seat) -> list[str]:
    """The host's messages before anyone else's: what each seat's invitation carries
    (none: the game's first deal is never begun by the host, ``seat.shuffle_order``)."""
    found: list[str] = []
    for text in seat.messages:
        if header.read(text).seat != 0:
            break
        found.append(text)
    return found


def outbox(seat: Seat) -> list[str]:
    """This seat's messages since it last heard from another: what its next link carries."""
    found: list[str] = []
    for text in reversed(seat.messages):
        if header.read(text).seat != seat.seat:
            break
        found.append(text)
    return found[::-1]


def readable_index(seat: Seat) -> int:
    """The index in ``seat.engine.states`` of the latest state in which this seat has read
    every card the rules show it.

    A card shown to the seat whose key is still to come is a stand-in in ``seat.state``
    (a Casino hand just dealt, Punto's next card after the seat's own move): drawn, it
    would look like a card the seat holds.  The board waits for the key instead."""
    engine = seat.engine
    known = {(deck, position) for deck, cards in engine.known.items() for position in cards}
    for index in range(len(engine.states) - 1, -1, -1):
        if shown_to(engine.states[index].shown(), seat.seat) <= known:
            return index
    return 0


def readable_moves(seat: Seat) -> int:
    """How many of the game's moves the board can show: those before the readable state."""
    shown = readable_index(seat)
    return sum(1 for index, _, _ in seat.engine.moved if index < shown)


def describe(
    seat: Seat, names: list[str], export: str = "", shown_from: int | None = None
) -> SeatReport:
    """What the page draws: the view, legal moves, the log, whose turn, the result; and the
    moves after the first ``shown_from`` that the board can show now (``fresh``), each with
    the board before and after it, so a move a link brings is seen as a computer's is."""
    game = registry.get(seat.invite.game)
    engine = seat.engine
    players = seat.invite.players
    names = [names[i] if i < len(names) and names[i] else "" for i in range(players)]
    shown = readable_index(seat)
    drawn = engine.states[shown]
    log: list[LoggedMove] = []
    fresh: list[FreshMove] = []
    with words.seated(["human"] * players, names):
        for index, mover, move in engine.moved:
            before, after = engine.states[index], engine.states[index + 1]
            text = game.describe_move(before.view(seat.seat), move)
            # Public (the round's table and points), once the board shows the round's end.
            summary = round_end(game, before, after) if index < shown else None
            log.append(LoggedMove(mover, str(move), text, summary or ""))
            seen_already = shown_from is None or len(log) <= shown_from
            if not seen_already and index < shown and mover != seat.seat:
                views = before.view(seat.seat).to_json(), after.view(seat.seat).to_json()
                fresh.append(FreshMove(len(log), *views))
    over = seat.action == "over"
    faults, final = seat.result() if over else ((), None)
    checks = seat.checks()
    outcome = final.outcome if final is not None else None
    legal = engine.legal_moves() if seat.action == "move" else ()
    return SeatReport(
        game=seat.invite.game,
        table=seat.invite.table,
        invite=seat.invite.to_text(),
        players=players,
        options=dict(seat.invite.options),
        seat=seat.seat,
        action=seat.action,
        next=seat.next_sender,
        duty=seat.duty.kind,
        to_move=seat.state.current_player,
        view=drawn.view(seat.seat).to_json(),
        legal=tuple(str(move) for move in legal),
        paths=tuple(move.path for move in legal),
        log=tuple(log),
        outbox=tuple(outbox(seat)),
        opening=tuple(opening(seat)) if seat.seat == 0 else (),
        heard=tuple(sorted({header.read(text).seat for text in seat.messages})),
        count=len(seat.messages),
        export=export,
        pending=drawn is not engine.state,
        # Before the first deal the rules' state is a deck waiting to be shuffled, which a
        # renderer draws as a hand that has ended (every score 0): the page draws no board.
        dealt=not (drawn is engine.states[0] and drawn.chance is not None),
        fresh=tuple(fresh),
        faults=tuple(faults),
        winners=tuple(outcome.winners) if outcome else (),
        final=final.view(seat.seat).to_json() if final is not None else None,
        outcome=outcome.to_json() if outcome else None,
        # Each deck is checked as soon as its seeds are in (a Casino hand at its end): the
        # page says so then, or names the fault, without waiting for the game's end.
        checked=checks.decks,
        checked_faults=checks.faults,
    )
