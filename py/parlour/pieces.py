"""Pieces and zones on a board, and the flights that show a move (issue 24).

A renderer marks what a player would follow with their eyes as a move is made:

- ``data-piece="<id>"`` on the group drawing one card, tile or stack top.  The id is
  the piece's identity, never its text: the same in every language and in every
  render where the piece shows, unique in one render.  Copies of one card or tile
  are ``<kind>#<n>`` (``numbered``), counted in an order that stays put as play goes
  on (the order they were laid, the board's order, then the hand's).
- ``data-zone="<zone>"`` on the group drawing a place pieces come from or go to:
  ``hand:<seat>`` (a hand or rack, face up or down), ``pile:<seat>`` (what a seat
  has captured), ``deck:<seat>`` (a seat's own deck) or ``deck`` (the stock).
- ``data-from="<zone>"`` on a piece that, when it is new, came from somewhere else
  than the mover's hand (a card dealt from the stock into your hand: ``deck``).

The page keeps the pieces of the position it showed and, drawing the next one,
``plan`` matches them by id: a piece that changed place flies there, a new piece
flies in from its ``data-from`` zone or the mover's hand, and a piece that went
flies to the mover's pile (captured) or, with no pile, stays until the others
have landed (covered).  Hidden cards have no identity in a view: a card a
computer plays from its hand appears, and comes from that seat's hand zone.
Everything here is plain data, so the matching is tested in CPython; the browser
measures the boxes and animates (py/browser/ui_moves.py).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

FlightKind = Literal["move", "enter", "leave"]

NEAR = 2.0
"""Pixels: a piece that moved less than this stayed where it was."""
ENTER_SCALE = 0.6
"""A piece flying in from a zone starts at this share of its size."""
MOST_FLIGHTS = 24
"""More pieces moving or coming at once than this is a whole new deal: shown still."""
MOST_HELD = 4
"""At most this many pieces gone without a pile (covered) stay until the rest have landed."""


def numbered(kinds: Iterable[str]) -> list[str]:
    """Piece ids for ``kinds`` in a stable order: ``R7``, then ``R7#1`` for a second copy."""
    seen: Counter[str] = Counter()
    ids = []
    for kind in kinds:
        ids.append(kind if not seen[kind] else f"{kind}#{seen[kind]}")
        seen[kind] += 1
    return ids


def kind_of(piece: str) -> str:
    """The kind of a piece id: copies of one card share it."""
    return piece.partition("#")[0]


def hand(seat: int) -> str:
    return f"hand:{seat}"


def pile(seat: int) -> str:
    return f"pile:{seat}"


def deck(seat: int | None = None) -> str:
    return "deck" if seat is None else f"deck:{seat}"


@dataclass(frozen=True)
class Box:
    """A rectangle on the screen, in CSS pixels."""

    x: float
    y: float
    width: float
    height: float

    @property
    def centre(self) -> tuple[float, float]:
        return self.x + self.width / 2, self.y + self.height / 2

    def near(self, other: Box) -> bool:
        return abs(self.x - other.x) < NEAR and abs(self.y - other.y) < NEAR

    def around(self, centre: tuple[float, float], scale: float) -> Box:
        """This box's size times ``scale``, centred on ``centre``."""
        width, height = self.width * scale, self.height * scale
        return Box(centre[0] - width / 2, centre[1] - height / 2, width, height)

    def meets(self, other: Box) -> bool:
        """Whether the two boxes overlap."""
        return (
            self.x < other.x + other.width
            and other.x < self.x + self.width
            and self.y < other.y + other.height
            and other.y < self.y + self.height
        )

    def inside(self, screen: Box) -> Box:
        """This box moved the least to lie on ``screen`` (a piece from a panel scrolled out of
        sight comes in from the screen's edge)."""
        x = min(max(self.x, screen.x), screen.x + screen.width - self.width)
        y = min(max(self.y, screen.y), screen.y + screen.height - self.height)
        return Box(x, y, self.width, self.height)


@dataclass(frozen=True)
class Piece:
    """A piece as drawn: its id, where it is, and where it would come from if new."""

    id: str
    box: Box
    origin: str | None = None


@dataclass(frozen=True)
class Flight:
    """One piece's way: ``move`` (same piece, new place), ``enter`` (new: from a zone) or
    ``leave`` (gone: to a zone, or held where it was until the rest land when ``end`` is
    ``start``).  ``piece`` is the id in the drawing it is animated in: the new one, or the
    old one for ``leave``."""

    kind: FlightKind
    piece: str
    start: Box
    end: Box


@dataclass(frozen=True)
class Plan:
    flights: tuple[Flight, ...]
    changed: tuple[str, ...]
    """The new drawing's pieces that moved or came, for a still highlight (reduced motion)."""
    zones: tuple[str, ...]
    """The zones pieces went to, highlighted too."""


def plan(
    before: Sequence[Piece],
    after: Sequence[Piece],
    zones_before: Mapping[str, Box],
    zones_after: Mapping[str, Box],
    mover: int | None,
) -> Plan:
    """The flights from the drawing ``before`` to the drawing ``after`` of the next position.

    Pieces are matched by id, except that a copy found where a copy of its kind was
    stays there (two copies of one card swap ids when a move changes their order).
    """
    moved, entered, left = _match(before, after)
    flights = [Flight("move", new.id, old.box, new.box) for old, new in moved]
    changed = [new.id for _, new in moved]
    for new in entered:
        zone = new.origin or (hand(mover) if mover is not None else None)
        found = zones_before.get(zone) or zones_after.get(zone) if zone else None
        changed.append(new.id)
        if found is not None:
            start = new.box.around(found.centre, ENTER_SCALE)
            flights.append(Flight("enter", new.id, start, new.box))
    if len(flights) > MOST_FLIGHTS:  # a deal: too much at once to follow
        return Plan((), tuple(changed), ())
    goes = pile(mover) if mover is not None else None
    taken_to = zones_after.get(goes) if goes is not None else None
    zones = (goes,) if taken_to is not None and goes is not None and left else ()
    held = len(left) <= MOST_HELD  # more gone at once is a scroll or a clearing: they just go
    for old in left:
        if taken_to is not None:
            flights.append(Flight("leave", old.id, old.box, old.box.around(taken_to.centre, 0.4)))
        elif held:
            flights.append(Flight("leave", old.id, old.box, old.box))
    return Plan(tuple(flights), tuple(changed), zones)


def _match(
    before: Sequence[Piece], after: Sequence[Piece]
) -> tuple[list[tuple[Piece, Piece]], list[Piece], list[Piece]]:
    """(moved pairs, entered, left): pieces that stayed are in none of them."""
    old_left = list(before)
    new_left: list[Piece] = []
    for new in after:  # a copy where one of its kind was: it stayed
        stayed = next(
            (o for o in old_left if kind_of(o.id) == kind_of(new.id) and o.box.near(new.box)), None
        )
        if stayed is not None:
            old_left.remove(stayed)
        else:
            new_left.append(new)
    moved: list[tuple[Piece, Piece]] = []
    entered: list[Piece] = []
    by_id = {old.id: old for old in old_left}
    for new in new_left:
        old = by_id.pop(new.id, None) or next(
            (o for o in by_id.values() if kind_of(o.id) == kind_of(new.id)), None
        )
        if old is None:
            entered.append(new)
            continue
        by_id.pop(old.id, None)
        moved.append((old, new))
    return moved, entered, list(by_id.values())


def on_screen(flights: Sequence[Flight], screen: Box, elsewhere: Box | None = None) -> list[Flight]:
    """The flights a person can see on ``screen``: those landing out of sight are left out.

    One from out of sight (another seat's hand in a panel scrolled below a phone's screen)
    starts from ``elsewhere`` when given (the caption that names the mover), else at the
    screen's edge; one going out of sight ends at the edge.
    """
    if elsewhere is not None and not elsewhere.meets(screen):
        elsewhere = None  # scrolled out of sight too
    shown = []
    for flight in flights:
        start, end = flight.start, flight.end
        if flight.kind == "leave":
            if start.meets(screen):
                shown.append(Flight(flight.kind, flight.piece, start, end.inside(screen)))
        elif end.meets(screen):
            if not start.meets(screen):
                start = (
                    end.around(elsewhere.centre, ENTER_SCALE) if elsewhere else start.inside(screen)
                )
            shown.append(Flight(flight.kind, flight.piece, start, end))
    return shown
