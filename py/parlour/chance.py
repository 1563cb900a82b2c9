"""Chance as data: the decks a game shuffles and who has been shown which of their positions.

A game never shuffles by itself.  When it needs a shuffled deck, its state is a
*chance state* (OpenSpiel's chance node): nobody is to move, and
``state.chance`` is a ``Chance`` naming the deck (an id unique within the game,
such as ``"hand 3"``) and its cards, the game's card notation in a canonical
public order.  A dealer (``parlour.core.Dealer``) answers with an ``Order``: the
same cards by position, position 0 first.  ``state.deal(order)`` is the state
after it.  From then on the state says, for every position of each deck it still
uses, which seats have been shown the card there (``state.shown()``): a bit per
seat, or ``PUBLIC`` once every seat, and onlookers, may see it.

Which positions are shown follows the rules alone (the deal gives positions 0-3 to
seat 1, a played card's position turns public), so a device that holds other
cards in the positions it was not shown (``parlour.link.partial``) computes the same
masks.  ``Chance.dealt`` gives the masks the deal itself makes, before any play,
so that whoever deals knows at once which positions go to whom.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

Order = tuple[str, ...]
"""A deck's cards by position, position 0 first: a permutation of ``Chance.cards``."""

PUBLIC = -1
"""The mask of a position every seat has been shown (all bits set: ``seen(PUBLIC, s)``)."""
UNSEEN = 0
"""The mask of a position nobody has been shown yet (a stock, a face-down deck)."""

Shown = dict[str, tuple[int, ...]]
"""For each deck still in use: a mask per position of the seats shown the card there."""


def seat_mask(*seats: int) -> int:
    """The mask of ``seats``."""
    mask = 0
    for seat in seats:
        mask |= 1 << seat
    return mask


def seen(mask: int, seat: int | None) -> bool:
    """Whether ``seat`` has been shown a position with this mask (None: an onlooker)."""
    if seat is None:
        return mask == PUBLIC
    return bool(mask >> seat & 1)


@dataclass(frozen=True)
class Chance:
    """A deck the game needs shuffled now: what a dealer answers.

    ``cards`` lists the deck's cards (a multiset: equal cards may repeat) in the
    game's canonical public order, so a cryptographic dealer can shuffle them as
    positions 0..n-1.  ``dealt`` is, per position, the mask the deal itself gives
    (``PUBLIC`` for the whole deck of a public shuffle, such as Punto's split of a
    team's cards); positions the rules show later are in the dealt state's
    ``shown()``.
    """

    deck: str
    cards: tuple[str, ...]
    dealt: tuple[int, ...]

    def __post_init__(self) -> None:
        if len(self.dealt) != len(self.cards):
            raise ValueError(f"deck {self.deck!r}: a mask per card, {len(self.cards)} of them")

    @property
    def public(self) -> bool:
        """The whole deck is shown to everyone as soon as it is dealt."""
        return all(mask == PUBLIC for mask in self.dealt)

    def check(self, order: Order) -> None:
        """ValueError unless ``order`` holds exactly this deck's cards."""
        if len(order) != len(self.cards) or Counter(order) != Counter(self.cards):
            raise ValueError(f"an order of deck {self.deck!r} must hold exactly its cards")


@dataclass(frozen=True)
class Coming:
    """A position the rules will show at a coming event, whose keys may go out before it
    (docs/fair-deal.md, "Counting messages", rule 2): every seat but ``withholders`` may
    send its key early, and each withholder sends its own only when the rules show the
    card.  So that nobody reads it early, every seat of ``mask`` (the seats it will be
    shown to) must lack some withholder's key: the withholders are two seats or more, or
    one that is not in ``mask``."""

    deck: str
    position: int
    mask: int
    withholders: frozenset[int]

    def safe(self, players: int) -> bool:
        """Whether no seat of the mask would hold every key before the event."""
        return all(self.withholders - {s} for s in range(players) if seen(self.mask, s))


def shown_to(shown: Shown, seat: int | None) -> set[tuple[str, int]]:
    """The (deck, position) pairs ``seat`` has been shown."""
    return {
        (deck, position)
        for deck, masks in shown.items()
        for position, mask in enumerate(masks)
        if seen(mask, seat)
    }


def newly_shown(before: Shown, after: Shown, seat: int | None) -> set[tuple[str, int]]:
    """The positions ``seat`` sees in ``after`` and did not in ``before``."""
    return shown_to(after, seat) - shown_to(before, seat)


def reveals(before: Shown, after: Shown, players: int) -> list[tuple[str, int, frozenset[int]]]:
    """Every position an event shows to more seats, with all the seats that may now see it
    (every seat for a public one): what a dealing protocol must open, and to whom."""
    found = []
    for deck, masks in after.items():
        old = before.get(deck, ())
        for position, mask in enumerate(masks):
            was = old[position] if position < len(old) else UNSEEN
            if mask != was:
                seats = frozenset(s for s in range(players) if seen(mask, s))
                found.append((deck, position, seats))
    return found
