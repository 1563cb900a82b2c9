"""``parlour link``: play a game by messages from the command line, one seat a process.

Each seat keeps its game in a file of its own (``--save``); messages travel as text,
however the players like (a chat, a link, a pipe).  Every command prints lines that
start with a word saying what follows:

    invite parlour-...      the invitation for the other seats (``new``)
    message AR...           a message to pass to every other seat
    moves ["3D t", ...]     this seat's legal moves, when it is to move
    checked hand 0: fair    the decks this seat has checked so far (their seeds are in),
                            and what they showed: fair, or the faults
    status ...              whose turn it is, or the result at the end

- ``link new GAME --players N [--option K=V] --seat S --save FILE``
- ``link join INVITATION --seat S --save FILE``
- ``link open FILE MESSAGE...`` (``-``: one message a line on standard input)
- ``link play FILE MOVE`` (the move as the ``moves`` line lists it, one beginning with
  ``-`` or holding a space too: ``link play p0.json -1,-1``)
- ``link show FILE``

After each command the device sends, by itself, every message it owes that needs
no choice (a shuffle step, keys, its seeds).  A bad request or a refused message
prints one line and leaves the saved game as it was.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Iterable
from typing import Any

from parlour import fair, registry

from .invite import Invite
from .seat import LinkError, Seat

MAX_SAVE = 50_000_000
"""Bytes of a saved game, at most (a long game of many deals is a few megabytes)."""


def add_commands(commands: Any) -> None:
    """``link`` and its subcommands, on the CLI's subparsers."""
    link = commands.add_parser("link", help="play a game by messages, one seat a process")
    sub = link.add_subparsers(dest="link_command", required=True)

    new = sub.add_parser("new", help="host a new game: print the invitation")
    new.add_argument("game", help="game id (see the games command)")
    new.add_argument("--players", type=int, required=True)
    new.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    new.add_argument("--seat", type=int, default=0, help="the host's seat (default 0)")
    new.add_argument("--save", required=True, help="file this seat's game is kept in")
    new.set_defaults(run=_new)

    join = sub.add_parser("join", help="join a game from its invitation")
    join.add_argument("invitation")
    join.add_argument("--seat", type=int, required=True)
    join.add_argument("--save", required=True, help="file this seat's game is kept in")
    join.set_defaults(run=_join)

    opened = sub.add_parser("open", help="take messages from the other seats")
    opened.add_argument("file", help="this seat's saved game")
    opened.add_argument("messages", nargs="+", help="messages in order; - reads standard input")
    opened.set_defaults(run=_open)

    play = sub.add_parser("play", help="make this seat's move")
    play.add_argument("file", help="this seat's saved game")
    # Everything after the file is the move: a Punto move may begin with "-" ("-1,-1"),
    # which argparse would otherwise take for an option.
    play.add_argument("move", nargs=argparse.REMAINDER, help="the move, as the moves line lists it")
    play.set_defaults(run=_play)

    show = sub.add_parser("show", help="whose turn, the legal moves, or the result")
    show.add_argument("file", help="this seat's saved game")
    show.set_defaults(run=_show)


def _new(args: argparse.Namespace) -> int:
    options = dict(_option(text) for text in args.option)
    invite = Invite.new(args.game, args.players, options)
    seat = Seat.new(invite, args.seat)
    print(f"invite {invite.to_text()}")
    return _finish(args.save, seat, create=True)


def _join(args: argparse.Namespace) -> int:
    seat = Seat.new(Invite.from_text(args.invitation), args.seat)
    return _finish(args.save, seat, create=True)


def _open(args: argparse.Namespace) -> int:
    seat = _load(args.file)
    for text in _messages(args.messages):
        try:
            seat = seat.receive(text)
        except fair.Refused as error:
            raise LinkError(f"refused: {error}") from None
    return _finish(args.file, seat)


def _play(args: argparse.Namespace) -> int:
    move = " ".join(args.move[1:] if args.move[:1] == ["--"] else args.move)
    if not move:
        raise LinkError("give the move, as the moves line lists it")
    seat = _load(args.file)
    text, seat = seat.send(move)
    print(f"message {text}")
    return _finish(args.file, seat)


def _show(args: argparse.Namespace) -> int:
    _print_status(_load(args.file))
    return 0


def _finish(path: str, seat: Seat, create: bool = False) -> int:
    """Send what needs no choice, keep the game, say what comes next."""
    while seat.action == "send":
        text, seat = seat.send()
        print(f"message {text}")
    _save(path, seat, create)
    _print_status(seat)
    return 0


def _print_status(seat: Seat) -> None:
    action = seat.action
    checks = seat.checks()
    if checks.decks and action != "over":
        print(f"checked {', '.join(checks.decks)}: {'; '.join(checks.faults) or 'fair'}")
    spec = registry.get(seat.invite.game).spec
    where = f"{spec.title}, seat {seat.seat} of {seat.invite.players}"
    if action == "move":
        print(f"moves {json.dumps(list(seat.legal_moves()), ensure_ascii=False)}")
        print(f"status {where}: your move")
    elif action == "wait":
        print(f"status {where}: waiting for seat {seat.next_sender}")
    elif action == "over":
        faults, state = seat.result()
        outcome = state.outcome
        winners = ", ".join(f"seat {s}" for s in outcome.winners) if outcome else ""
        checked = "; ".join(faults) if faults else "every move and card checked"
        print(f"status {where}: over, won by {winners or 'nobody'}; {checked}")


def _messages(given: Iterable[str]) -> list[str]:
    found: list[str] = []
    for text in given:
        if text == "-":
            found += [line.strip() for line in sys.stdin.read(MAX_SAVE).splitlines()]
        else:
            found.append(text.strip())
    return [text for text in found if text]


def _option(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        raise LinkError(f"expected KEY=VALUE, not {text!r}")
    return key.strip(), value.strip()


def _load(path: str) -> Seat:
    try:
        with open(path, encoding="utf-8") as file:
            text = file.read(MAX_SAVE + 1)
    except OSError as error:
        raise LinkError(f"cannot read {path}: {error.strerror}") from None
    if len(text) > MAX_SAVE:
        raise LinkError(f"{path} is too large to be a saved game")
    try:
        return Seat.restore(text)
    except fair.Refused as error:
        raise LinkError(f"{path} is damaged: {error}") from None


def _save(path: str, seat: Seat, create: bool) -> None:
    if create and os.path.exists(path):
        raise LinkError(f"{path} exists already: choose another file for a new game")
    temporary = f"{path}.saving"
    try:
        with open(temporary, "w", encoding="utf-8") as file:
            file.write(seat.export())
        os.replace(temporary, path)
    except OSError as error:
        raise LinkError(f"cannot write {path}: {error.strerror}") from None
