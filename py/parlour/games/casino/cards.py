"""Cards and table items of Casino, encoded for speed.

A card is an int 0..51: ``suit * 13 + rank - 1`` with suits in the order
clubs, diamonds, hearts, spades and ranks ace=1 .. king=13.  Search calls
the rules hundreds of thousands of times, so every property is a lookup
in a precomputed table rather than an object attribute.
"""

from __future__ import annotations

from dataclasses import dataclass


Card = int

SUITS = "CDHS"
SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)
DECK_SIZE = 52
MAX_VALUE = 10
"""Builds and sums never exceed ten: the highest number card."""
FULL_DECK: tuple[Card, ...] = tuple(range(DECK_SIZE))


def make_card(rank: int, suit: int) -> Card:
    return suit * 13 + rank - 1


RANK: tuple[int, ...] = tuple(c % 13 + 1 for c in FULL_DECK)
SUIT: tuple[int, ...] = tuple(c // 13 for c in FULL_DECK)
VALUE: tuple[int, ...] = tuple(r if r <= 10 else 0 for r in RANK)
"""The capturing value of a number card (ace = 1); 0 marks a face card."""
NAME: tuple[str, ...] = tuple(RANKS[RANK[c] - 1] + SUITS[SUIT[c]] for c in FULL_DECK)
PRETTY: tuple[str, ...] = tuple(
    RANKS[RANK[c] - 1] + SUIT_SYMBOLS[SUITS[SUIT[c]]] for c in FULL_DECK
)
CARD_BY_NAME: dict[str, Card] = {NAME[c]: c for c in FULL_DECK}

BIG_CASINO = make_card(10, DIAMONDS)
LITTLE_CASINO = make_card(2, SPADES)
ACES = frozenset(make_card(1, s) for s in range(4))


def parse_card(text: str) -> Card:
    """The card named ``text`` ("7C", "10D", "QS"); ValueError otherwise."""
    try:
        return CARD_BY_NAME[text.strip().upper()]
    except KeyError:
        raise ValueError(f"{text!r} is not a card name such as 7C, 10D or QS") from None


@dataclass(frozen=True)
class Build:
    """Table cards bound together to be captured as one unit of ``value``.

    ``owner`` is the seat that last made or added to it: the owner's duty
    (decision D6) binds them on their next turn (both rulebooks: "he must
    either capture it or put another card from his hand onto it during his
    next turn"), or for as long as the build is theirs (pagat.com, an option).
    """

    cards: tuple[Card, ...]
    value: int
    owner: int
    duty_pending: bool = True
    """The owner made or added to it on their latest turn and has not played
    since: their next turn is still to come, so the next-turn duty binds."""

    @property
    def multiple(self) -> bool:
        """More than one group of ``value``: such a build may never be raised."""
        return sum(VALUE[c] for c in self.cards) > self.value

    @property
    def name(self) -> str:
        return "[" + "+".join(NAME[c] for c in self.cards) + f"={self.value}]"

    @property
    def pretty(self) -> str:
        return "+".join(PRETTY[c] for c in self.cards)


Item = Card | Build
"""One thing on the table: a loose card or a build."""


def item_name(item: Item) -> str:
    return NAME[item] if isinstance(item, int) else item.name


def item_cards(item: Item) -> tuple[Card, ...]:
    return (item,) if isinstance(item, int) else item.cards


def item_value(item: Item) -> int:
    """The value a capture or build uses for this item (0: a face card)."""
    return VALUE[item] if isinstance(item, int) else item.value


def sort_cards(cards: tuple[Card, ...] | list[Card]) -> tuple[Card, ...]:
    """Hands and builds are kept in rank order so that equal states compare equal."""
    return tuple(sorted(cards, key=lambda c: (RANK[c], SUIT[c])))
