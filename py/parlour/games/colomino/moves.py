"""Colomino moves and their notation.

* ``Place``: a card, an orientation and an anchor cell in the current set
  (Sideways, Fourways, Threeways): ``Y07^ @1,1`` ('^' upright, 'v' turned).
* ``Link``: a card and an orientation added to the Domino chain: ``Y07v``.
* ``Call``: ``cant`` ("can't play"), ``pass`` (rule 9) or ``end`` (finish a
  Domino turn).

Click paths: ``("hand:Y07:0", "place:1,1")``.  The hand target carries the
orientation, so the UI's rotate toggle is simply the same card's other
orientation target; choosing it restarts the selection (``parlour.play``)
and the renderer then offers that orientation's placements.  Calls are a
single target, so no path is a prefix of another.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from parlour.games.colomino.cards import NAMES, UPRIGHT

ORIENT_MARK = ("^", "v")
CALLS = ("cant", "pass", "end")
CHAIN_PLACE = "place:chain"


def hand_target(card: int, orient: int) -> str:
    return f"hand:{NAMES[card]}:{orient}"


def place_target(x: int, y: int) -> str:
    return f"place:{x},{y}"


@dataclass(frozen=True)
class Place:
    """A card laid in the current set with its top-left square at cell (x, y)."""

    card: int
    orient: int
    x: int
    y: int

    def __str__(self) -> str:
        return f"{NAMES[self.card]}{ORIENT_MARK[self.orient]} @{self.x},{self.y}"

    @property
    def path(self) -> tuple[str, ...]:
        return (hand_target(self.card, self.orient), place_target(self.x, self.y))


@dataclass(frozen=True)
class Link:
    """A card added to the right-hand, open end of the Domino chain."""

    card: int
    orient: int = UPRIGHT

    def __str__(self) -> str:
        return f"{NAMES[self.card]}{ORIENT_MARK[self.orient]}"

    @property
    def path(self) -> tuple[str, ...]:
        return (hand_target(self.card, self.orient), CHAIN_PLACE)


@dataclass(frozen=True)
class Call:
    """A spoken move: 'cant', 'pass' or 'end'."""

    declaration: ClassVar[bool] = True  # says something, puts nothing down

    word: str

    def __str__(self) -> str:
        return self.word

    @property
    def path(self) -> tuple[str, ...]:
        return (self.word,)


CANT, PASS, END = Call("cant"), Call("pass"), Call("end")
