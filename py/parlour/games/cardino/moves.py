"""Cardino's moves and the record of a placement.

Notation (ASCII, so records stay plain text): ``QD/b`` puts a Queen of
Diamonds on the bottom half of its space, ``*:QD/t`` puts a joker on the
top half of the Queen of Diamonds space, ``end`` ends the turn, ``pass``
is for a player who cannot place anything (decision D10).  The display
forms ``Q♦b`` and ``*:Q♦t`` are accepted as input too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from parlour.games.cardino.tiles import (
    FACE_SYMBOLS,
    HALF_CODES,
    HALF_COUNT,
    JOKER,
    PART_LETTERS,
    SPACE_FACE,
    SUIT_LETTERS,
    SUIT_SYMBOLS,
    tile_code,
)


def _notation(tile: int, half: int) -> str:
    where = HALF_CODES[half]
    return f"*:{where}" if tile == JOKER else where


@dataclass(frozen=True)
class Place:
    """Put ``tile`` from the rack on ``half`` of the board."""

    tile: int
    half: int

    def __str__(self) -> str:
        return _notation(self.tile, self.half)

    @property
    def path(self) -> tuple[str, ...]:
        return (f"rack:{tile_code(self.tile)}", f"half:{HALF_CODES[self.half]}")

    @property
    def is_joker(self) -> bool:
        return self.tile == JOKER


@dataclass(frozen=True)
class End:
    """Finish the turn (after at least one placement) and draw back to five."""

    declaration: ClassVar[bool] = True  # says something, puts nothing down

    def __str__(self) -> str:
        return "end"

    @property
    def path(self) -> tuple[str, ...]:
        return ("end",)


@dataclass(frozen=True)
class Pass:
    """Give up the turn: only when no tile can be placed (D10)."""

    declaration: ClassVar[bool] = True  # says something, puts nothing down

    def __str__(self) -> str:
        return "pass"

    @property
    def path(self) -> tuple[str, ...]:
        return ("pass",)


CardinoMove = Place | End | Pass
END = End()
PASS = Pass()
PLACES: tuple[tuple[Place, ...], ...] = tuple(
    tuple(Place(tile, half) for half in range(HALF_COUNT)) for tile in range(JOKER + 1)
)
"""Every placement, built once so legal_moves allocates nothing."""


@dataclass(frozen=True)
class Placement:
    """One tile placed this turn (or last turn): what it scored, for the display."""

    tile: int
    half: int
    points: int
    bonus: int = 0

    def to_json(self) -> list[int]:
        return [self.tile, self.half, self.points, self.bonus]


def display_to_ascii(text: str) -> str:
    """``Q♦b`` -> ``QD/b`` and ``*:Q♦t`` -> ``*:QD/t``; other text unchanged."""
    text = text.strip()
    for symbol, letter in zip(SUIT_SYMBOLS, SUIT_LETTERS):
        if symbol in text:
            text = text.replace(symbol, letter)
            if text[-1:] in PART_LETTERS and text[-2:-1] != "/":
                text = f"{text[:-1]}/{text[-1]}"
    return text


def face_name(half: int) -> str:
    """The face printed on the space of ``half``, with its suit symbol."""
    return FACE_SYMBOLS[SPACE_FACE[half // 2]]


def placement_from_json(data: Any) -> Placement:
    """A Placement from ``[tile, half, points, bonus]``; ValueError if malformed."""
    if (
        not isinstance(data, list)
        or len(data) != 4
        or not all(isinstance(x, int) and not isinstance(x, bool) for x in data)
    ):
        raise ValueError(f"a placement must be [tile, half, points, bonus], not {data!r}")
    tile, half, points, bonus = data
    if not 0 <= tile <= JOKER or not 0 <= half < HALF_COUNT or points < 0 or bonus < 0:
        raise ValueError(f"placement {data!r} is out of range")
    return Placement(tile, half, points, bonus)
