"""What the page asks the worker for a game by link (issue 36): typed, frozen requests.

The page holds no secret: every step of a game by link is a request to the worker's desk
(``parlour.link.desk``), which answers with a ``SeatReport``.  Which request a step makes,
with which names, is decided here from what the page knows (the link read, the game this
browser keeps, the move chosen), so the browser layer only sends it (``Ask.to_json``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Literal

from parlour.link.envelope import Envelope
from parlour.link.report import SeatReport
from parlour.page.kept_links import KeptGame

Op = Literal["new", "join", "open", "show", "move"]

SENT: dict[str, tuple[str, ...]] = {
    "new": ("game", "players", "options"),
    "join": ("invite", "seat", "messages"),
    "open": ("table", "export", "messages"),
    "show": ("table", "export"),
    "move": ("table", "export", "move"),
}
"""What the desk reads of each request, besides its language and names."""


@dataclass(frozen=True)
class Ask:
    """One request: what the desk is to do, and the table's names as the page knows them
    (a seat not named yet is "")."""

    op: Op
    names: tuple[str, ...]
    game: str = ""
    players: int = 0
    options: dict[str, object] = field(default_factory=dict)
    invite: str = ""
    seat: int = 0
    table: str = ""
    export: str = ""
    messages: tuple[str, ...] = ()
    move: str = ""

    def to_json(self, language: str) -> dict[str, object]:
        """The request as the desk reads it."""
        request: dict[str, object] = {"op": self.op, "lang": language, "names": list(self.names)}
        for name in SENT[self.op]:
            value = getattr(self, name)
            request[name] = list(value) if isinstance(value, tuple) else value
        return request


def new_game(game: str, options: Mapping[str, object], players: int, name: str) -> Ask:
    """A new game by link hosted by ``name`` at seat 0; the others named by their links."""
    names = (name,) + ("",) * (players - 1)
    return Ask("new", names, game=game, players=players, options=dict(options))


def join(envelope: Envelope, name: str) -> Ask:
    """An invitation taken: ``name`` sits at the seat it is for, its host already named."""
    seat = envelope.seat_to_join()
    names = [""] * envelope.players
    names[envelope.sender] = envelope.name
    names[seat] = name
    messages = envelope.messages
    return Ask("join", tuple(names), invite=envelope.invite, seat=seat, messages=messages)


def open_link(envelope: Envelope, kept: KeptGame, names: Sequence[str]) -> Ask:
    """A link of a game this browser keeps: its messages taken by the kept seat."""
    return Ask(
        "open",
        tuple(names),
        table=envelope.table,
        export=kept.export,
        messages=envelope.messages,
    )


def show(table: str, kept: KeptGame) -> Ask:
    """The kept game shown again, as it is (a reload, the language changed, a backup)."""
    return Ask("show", kept.names, table=table, export=kept.export)


def move(table: str, kept: KeptGame, chosen: str, names: Sequence[str]) -> Ask:
    """This seat's move, made by the kept seat (its link to send comes with the answer)."""
    return Ask("move", tuple(names), table=table, export=kept.export, move=chosen)


def again(report: SeatReport, name: str, names: Sequence[str] = ()) -> Ask:
    """Play again: a new game by link of the same game, options and table size, hosted by
    this seat (``name``): the friend of two is the same one (its seat is the other), and
    is named before the link says so; a group's seats are for whoever takes each
    invitation, so they wait for their links' names."""
    ask = new_game(report.game, report.options, report.players, name)
    if report.players == 2 and len(names) == 2:
        return replace(ask, names=(name, names[1 - report.seat]))
    return ask


def note_after(ask: Ask, answer: SeatReport, kept: bool, noted: bool = False) -> str | None:
    """The text key of the line over the board after an answer, if it needs one: the game
    could not be kept in this browser, or a link brought nothing new (this seat's own, or
    one taken before), unless the page has its own line for that (``noted``)."""
    if not kept:
        return "link.not_kept"
    return "link.seen" if ask.op == "open" and not answer.taken and not noted else None


def jumps(ask: Ask, pace_off: bool) -> bool:
    """The board goes straight to where the answer leaves it (no move shown flying): the
    pace is off, or the game is only shown again."""
    return pace_off or ask.op == "show"
