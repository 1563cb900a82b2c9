"""Punto cards as small ints, and their text form.

A card is ``10 * tag + value`` where ``tag`` is the colour index plus one
(1..4) and ``value`` is 1..9.  Keeping the tag at least 1 lets the board use
0 for an empty cell and compare colours with ``card // 10`` in hot loops.
"""

from __future__ import annotations

from parlour.core import BadPosition
from parlour.games.punto.words import SAY

COLOUR_NAMES = ("red", "blue", "yellow", "green")
"""Colour ids for CSS classes; players read ``colour_name``."""
COLOUR_LETTERS = "RBYG"
VALUES = range(1, 10)
COPIES = 2
NO_CARD = 0
"""Stands for an empty cell or a player without a revealed card."""


def make_card(colour: int, value: int) -> int:
    return (colour + 1) * 10 + value


def card_colour(card: int) -> int:
    return card // 10 - 1


def card_value(card: int) -> int:
    return card % 10


def colour_cards(colour: int) -> tuple[int, ...]:
    """Both copies of 1..9 in one colour, sorted."""
    return tuple(make_card(colour, v) for v in VALUES for _ in range(COPIES))


def card_text(card: int) -> str:
    """ "R7" for the red 7."""
    return f"{COLOUR_LETTERS[card_colour(card)]}{card_value(card)}"


def colour_name(colour: int) -> str:
    """ "red" for colour 0, in the current language."""
    return SAY.seq("colours")[colour]


def card_name(card: int) -> str:
    """ "red 7" for the red 7: for logs and aria labels, in the current language."""
    return SAY("card", colour=colour_name(card_colour(card)), value=card_value(card))


_CARD_OF_TEXT = {
    f"{letter}{value}": make_card(colour, value)
    for colour, letter in enumerate(COLOUR_LETTERS)
    for value in range(1, 10)
}
"""Every card's text: a saved position names thousands of cards (round summaries too)."""


def parse_card(text: object) -> int:
    card = _CARD_OF_TEXT.get(text) if isinstance(text, str) else None
    if card is None:
        raise BadPosition(f"a card is a colour letter and a value like 'R7', not {text!r}")
    return card


def remove_one(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    """``cards`` without one copy of ``card`` (which must be there)."""
    index = cards.index(card)
    return cards[:index] + cards[index + 1 :]
