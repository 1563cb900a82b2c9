"""What the worker's desk answers the page, as frozen values (issue 36).

The page never shuffles or makes a key: it asks the worker (``parlour.link.desk``) and
draws the answer.  The answer crosses the worker's boundary as JSON; on both sides it is
one of these values, so the page reads fields with types, not a dict of about twenty keys:

- ``SeatReport``: this seat's game after the request: the view the board draws, its legal
  moves, the move log as facts, the messages it owes (``outbox``), whose link comes next,
  and the moves the request brought that the page has not shown yet (``fresh``: each with
  the board before it and after it, so the page shows it as it shows a computer's move);
- ``Refusal``: a link or request refused, with its one line, the game unchanged;
- ``Lacking``: a link that comes after one this seat has not taken.

Nothing here holds a secret: the view is the seat's own, and the export (which holds the
seat's seeds) is what the page already keeps for it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from parlour.core import JSON

Action = Literal["move", "send", "wait", "over"]
"""What this seat does next: choose a move, send a link, wait for one, or nothing (over)."""
RefusalKind = Literal["damaged", "another_device", "check", "bad"]


@dataclass(frozen=True)
class LoggedMove:
    """One move of the game as a fact: who made it, its notation, and its words (the game's
    ``describe_move`` from the mover's public position, in the page's language when the
    worker answered); ``round_end`` is the round's summary when the move ended a round and
    the board has shown it."""

    seat: int
    notation: str
    text: str
    round_end: str = ""


@dataclass(frozen=True)
class FreshMove:
    """A move this request brought that the page shows in turn: the board before it and
    after it, as this seat sees them (``ply``: its number in the log, from 1)."""

    ply: int
    before: JSON
    after: JSON


@dataclass(frozen=True)
class LegalMove:
    """A legal move of this seat as the page needs it: its notation and the click targets
    that choose it (the worker's engine listed both: the page rebuilds no legal move)."""

    notation: str
    path: tuple[str, ...]

    def __str__(self) -> str:
        return self.notation


@dataclass(frozen=True)
class SeatReport:
    """This seat's game as the page draws it (see the module's docstring)."""

    game: str
    table: str
    invite: str
    players: int
    seat: int
    action: Action
    next: int | None
    """The seat whose message comes next, as every device reckons it alike."""
    duty: str
    """What that next message brings: a move, keys, a shuffle step, seeds."""
    to_move: int | None
    view: JSON
    legal: tuple[str, ...]
    """The notations of this seat's legal moves (none unless it is to move)."""
    log: tuple[LoggedMove, ...]
    outbox: tuple[str, ...]
    """This seat's messages since it last heard from another: its next link."""
    opening: tuple[str, ...]
    """The host's messages before anyone else's: what each invitation of a group carries."""
    heard: tuple[int, ...]
    """The seats this game has taken a message from."""
    count: int
    """Messages in the game so far."""
    export: str
    options: Mapping[str, object] = field(default_factory=dict)
    pending: bool = False
    """A card shown to this seat waits for its key: the board shows the state before."""
    dealt: bool = True
    """The first deal is made (before it, the board has nothing to draw)."""
    taken: int = 0
    """Messages this request took that the game had not taken before."""
    seen: int = 0
    """Messages this request brought that the game had taken already."""
    fresh: tuple[FreshMove, ...] = ()
    faults: tuple[str, ...] = ()
    winners: tuple[int, ...] = ()
    final: JSON = None
    """The end's view, all cards as this seat was shown them (the game is over)."""
    outcome: JSON = None
    """The game's ``Outcome`` as JSON (the game is over): its words are the game's own."""
    checked: tuple[str, ...] = ()
    """The decks whose seeds are all in, each checked (docs/fair-deal.md, "The end: seeds")."""
    checked_faults: tuple[str, ...] = ()
    """What the moves and statements those decks decide showed wrong (none: all fair)."""
    paths: tuple[tuple[str, ...], ...] = ()
    """The click targets of each legal move, in ``legal``'s order."""

    @property
    def moves(self) -> tuple[LegalMove, ...]:
        """This seat's legal moves, each with its notation and its clicks."""
        return tuple(LegalMove(n, path) for n, path in zip(self.legal, self.paths, strict=True))

    @property
    def group(self) -> bool:
        """Three or four players: every link goes to a group that everyone opens."""
        return self.players > 2

    @property
    def over(self) -> bool:
        return self.action == "over"

    def to_json(self) -> dict[str, Any]:
        data = {name: getattr(self, name) for name in self.__dataclass_fields__}
        data["log"] = [
            [entry.seat, entry.notation, entry.text, entry.round_end] for entry in self.log
        ]
        data["fresh"] = [[move.ply, move.before, move.after] for move in self.fresh]
        data["options"] = dict(self.options)
        data["paths"] = [list(path) for path in self.paths]
        return {"ok": True} | {
            key: list(value) if isinstance(value, tuple) else value for key, value in data.items()
        }

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> SeatReport:
        """The report the worker sent (``to_json``); KeyError or TypeError if it is not one."""
        fields = {name: data[name] for name in SeatReport.__dataclass_fields__ if name in data}
        fields["log"] = tuple(
            LoggedMove(int(s), str(n), str(t), str(r)) for s, n, t, r in data["log"]
        )
        fields["fresh"] = tuple(FreshMove(int(p), b, a) for p, b, a in data.get("fresh", ()))
        fields["paths"] = tuple(tuple(str(t) for t in path) for path in data.get("paths", ()))
        for name in (
            "legal",
            "outbox",
            "opening",
            "heard",
            "faults",
            "winners",
            "checked",
            "checked_faults",
        ):
            fields[name] = tuple(data.get(name, ()))
        return SeatReport(**fields)


@dataclass(frozen=True)
class Refusal:
    """A link or request the desk refused: why (for the page's words) and its one line
    (the check's own, in English); the kept game is unchanged."""

    why: RefusalKind
    error: str

    def to_json(self) -> dict[str, Any]:
        return {"ok": False, "kind": "refused", "why": self.why, "error": self.error}


@dataclass(frozen=True)
class Lacking:
    """A link that comes after one this seat has not taken: the number of the first
    message it lacks and the seat that sends it by this seat's reckoning."""

    number: int
    sender: int | None
    error: str

    def to_json(self) -> dict[str, Any]:
        missing = {"number": self.number, "from": self.sender}
        return {"ok": False, "kind": "missing", "error": self.error} | missing


Answer = SeatReport | Refusal | Lacking


def answer_from_json(data: Mapping[str, Any]) -> Answer:
    """The desk's answer as the page receives it, typed again."""
    if data.get("ok"):
        return SeatReport.from_json(data)
    if data.get("kind") == "missing":
        sender = data.get("from")
        return Lacking(
            int(data["number"]), None if sender is None else int(sender), str(data["error"])
        )
    kind = _REFUSALS.get(str(data.get("why")), "check")
    return Refusal(kind, str(data.get("error", "")))


_REFUSALS: dict[str, RefusalKind] = {
    "damaged": "damaged",
    "another_device": "another_device",
    "check": "check",
    "bad": "bad",
}
