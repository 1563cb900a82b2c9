"""Helpers shared by the scoring games and Domino: sides, seats, JSON checks."""

from __future__ import annotations

from typing import Any


from parlour.core import JSON, BadPosition, IllegalMove
from parlour.games.colomino.cards import CARD_ID, NAMES, ORIENTED, SIDE_COLOUR, cards_of, mask_of
from parlour.games.colomino.moves import ORIENT_MARK, Link, Place

SIDE_SYMBOLS = ("\u25b2", "\u25cf")
"""A shape per side (triangle for Yellow, disc for Green): colour is never the only signal."""


def side_of(seat: int) -> int:
    """Sides sit alternately (r8): even seats play yellow, odd seats green (D32 for 3 or 5)."""
    return seat % 2


def seats_of(side: int, players: int) -> tuple[int, ...]:
    return tuple(range(side, players, 2))


def not_held(hands: tuple[int, ...], seat: int, card: int) -> IllegalMove | None:
    """The fault of playing ``card`` that ``seat`` does not hold, else None."""
    if not 0 <= card < len(NAMES) or not hands[seat] >> card & 1:
        name = NAMES[card] if 0 <= card < len(NAMES) else str(card)
        return IllegalMove("r4 deal", f"seat {seat} does not hold {name}")
    return None


def first_seat_with_cards(hands: tuple[int, ...], start: int) -> int | None:
    """The first seat from ``start`` on, in turn order, that still holds cards."""
    players = len(hands)
    for step in range(players):
        seat = (start + step) % players
        if hands[seat]:
            return seat
    return None


def visible_squares(placements: tuple[Place, ...]) -> dict[tuple[int, int], str]:
    """The top square of every covered cell: later cards lie on earlier ones (D15)."""
    cells: dict[tuple[int, int], str] = {}
    for place in placements:
        left, right = ORIENTED[place.card][place.orient]
        for row in range(4):
            cells[(place.x, place.y + row)] = left[row]
            cells[(place.x + 1, place.y + row)] = right[row]
    return cells


CARD_CELLS = tuple(
    tuple(
        tuple(
            (column, row, ORIENTED[card][orient][column][row])
            for column in (0, 1)
            for row in range(4)
        )
        for orient in (0, 1)
    )
    for card in range(len(ORIENTED))
)
"""(dx, dy, letter) of the eight squares of each card in each orientation."""


def visible_counts(placements: tuple[Place, ...]) -> tuple[int, int]:
    """Visible (yellow, green) squares of a set: what decides it (r8, D16)."""
    squares = "".join(visible_squares(placements).values())
    return squares.count(SIDE_COLOUR[0]), squares.count(SIDE_COLOUR[1])


# --- JSON ----------------------------------------------------------------------


def card_json(mask: int) -> list[str]:
    return [NAMES[c] for c in cards_of(mask)]


def parse_card(name: object) -> int:
    if not isinstance(name, str) or name not in CARD_ID:
        raise BadPosition(f"{name!r} is not a Colomino card (Y01..Y24, G01..G24, S1..S4)")
    return CARD_ID[name]


def parse_mask(value: object, what: str) -> int:
    if not isinstance(value, list):
        raise BadPosition(f"{what} must be a list of card names")
    cards = [parse_card(name) for name in value]
    if len(set(cards)) != len(cards):
        raise BadPosition(f"{what} names a card twice")
    return mask_of(cards)


def parse_orient(mark: str) -> int:
    if mark not in ORIENT_MARK:
        raise BadPosition(f"orientation must be '^' or 'v', not {mark!r}")
    return ORIENT_MARK.index(mark)


def parse_place(text: object) -> Place:
    """``'Y07^ @1,-1'`` back to a Place."""
    try:
        assert isinstance(text, str)
        card_part, at = text.split(" @")
        x, y = (int(v) for v in at.split(","))
    except (AssertionError, ValueError):
        raise BadPosition(f"{text!r} is not a placement like 'Y07^ @1,1'") from None
    return Place(parse_card(card_part[:-1]), parse_orient(card_part[-1:]), x, y)


def parse_link(text: object) -> Link:
    if not isinstance(text, str) or len(text) < 2:
        raise BadPosition(f"{text!r} is not a chain card like 'Y07^'")
    return Link(parse_card(text[:-1]), parse_orient(text[-1]))


def field(data: JSON, key: str, kind: type) -> Any:
    """``data[key]`` checked to be of ``kind``; BadPosition names what is wrong."""
    if not isinstance(data, dict):
        raise BadPosition("a Colomino position must be a JSON object")
    if key not in data:
        raise BadPosition(f"the position lacks {key!r}")
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise BadPosition(f"{key!r} must be {kind.__name__}, not {type(value).__name__}")
    return value


def seat_field(data: JSON, key: str, players: int, allow_none: bool = False) -> Any:
    value = data.get(key) if isinstance(data, dict) else None
    if value is None and allow_none:
        return None
    value = field(data, key, int)
    if not 0 <= value < players:
        raise BadPosition(f"{key!r} must be a seat from 0 to {players - 1}, not {value}")
    return value


def count_field(data: JSON, key: str, limit: int) -> int:
    value: int = field(data, key, int)
    if not 0 <= value <= limit:
        raise BadPosition(f"{key!r} must be from 0 to {limit}, not {value}")
    return value
