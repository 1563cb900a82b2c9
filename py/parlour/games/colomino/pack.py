"""Colomino's one deck, ``"deal"``: dealt out one card at a time from seat 0 (r4).

Position ``p`` of the shuffled pack goes to seat ``p % players``.  A card is
shown to its holder when dealt and to everyone once it is played; at the end of
a Domino game every hand is shown (D30).  Cards are unique, so a card's
position is found from the order.
"""

from __future__ import annotations

from collections.abc import Mapping

from parlour.chance import PUBLIC, Chance, Order, Shown, seat_mask
from parlour.core import ParlourError
from parlour.games.colomino.cards import CARD_ID, COLOURED_MASK, FULL_MASK, NAMES, cards_of

DECK = "deal"


def pack_of(variant: str) -> tuple[int, ...]:
    """The cards in play, in their canonical order: stars only in Domino (r4)."""
    return cards_of(FULL_MASK if variant == "domino" else COLOURED_MASK)


def chance(variant: str, players: int) -> Chance:
    cards = tuple(NAMES[c] for c in pack_of(variant))
    return Chance(DECK, cards, tuple(seat_mask(p % players) for p in range(len(cards))))


def parse(order: Order) -> tuple[int, ...]:
    return tuple(CARD_ID[name] for name in order)


def hands_of(order: tuple[int, ...], players: int) -> tuple[int, ...]:
    """Each seat's hand (a card mask) from the dealt order."""
    hands = [0] * players
    for position, card in enumerate(order):
        hands[position % players] |= 1 << card
    return tuple(hands)


def shown(order: tuple[int, ...], hands: tuple[int, ...], revealed: bool) -> Shown:
    """Held cards are their holder's (everyone's once ``revealed``); played cards are public."""
    players = len(hands)
    masks = tuple(
        seat_mask(p % players) if hands[p % players] >> card & 1 and not revealed else PUBLIC
        for p, card in enumerate(order)
    )
    return {DECK: masks} if order else {}


def orders(order: tuple[int, ...]) -> dict[str, Order]:
    return {DECK: tuple(NAMES[c] for c in order)} if order else {}


def reordered(
    order: tuple[int, ...], hands: tuple[int, ...], orders: Mapping[str, Order]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The order and hands had the pack been dealt as ``orders`` says: only cards still
    held may move, each staying with a seat that was dealt that position."""
    if set(orders) - {DECK}:
        raise ParlourError(f"Colomino deals only {DECK!r}")
    if DECK not in orders:
        return order, hands
    new_order = orders[DECK]
    if not order:
        raise ParlourError("this Colomino position was not dealt by a dealer: it tracks no deck")
    new = parse(new_order)
    if sorted(new) != sorted(order):
        raise ParlourError("an order of the deal must hold the same cards")
    players = len(hands)
    held = [0] * players
    for position, (old, card) in enumerate(zip(order, new)):
        seat = position % players
        if hands[seat] >> old & 1:
            held[seat] |= 1 << card
        elif old != card:
            raise ParlourError("a card already played cannot be dealt otherwise")
    return new, tuple(held)
