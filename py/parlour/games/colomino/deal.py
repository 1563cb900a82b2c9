"""Dealing hidden cards consistently with what was said at the table.

Every "can't play" tells the table that a seat holds none of the cards
that could have followed (``excluded``); every "pass" adds that it holds at
least one of a group of cards (``must_hold``).  A determinized deal must
respect both, or bots would reason about impossible hands.

Exclusions are met exactly by a randomised bipartite matching (Kuhn's
augmenting paths with capacities), which finds a deal whenever one exists;
the true deal always is one.  "At least one of" groups are met by
rejection, which almost always succeeds at once; if it keeps failing we
fall back to a deal that honours the exclusions only (documented as D36).

A table played by link (``stand_ins``) needs more: a seat that said it is not
out holds at least one card of its burden.  One such group a seat is met
exactly too (``matching_one_of``): the seat gets a place of its own that
only a card of the group may fill (D40).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from parlour.games.colomino.cards import cards_of

MAX_ATTEMPTS = 200
Hands = dict[int, int]


def deal_hidden(
    unseen: int,
    sizes: dict[int, int],
    excluded: dict[int, int],
    must_hold: dict[int, tuple[int, ...]],
    rng: random.Random,
    accept: Callable[[Hands], bool] = lambda hands: True,
) -> Hands:
    """Hands (seat -> card mask) for ``sizes``, drawn from the ``unseen`` cards.

    ``accept`` is any further public fact the deal must agree with (for
    example: the game is not over yet).
    """
    cards = list(cards_of(unseen))
    fallback: dict[int, int] | None = None
    for _ in range(MAX_ATTEMPTS):
        hands = _matching(cards, sizes, excluded, rng)
        if hands is None:
            break
        fallback = fallback or hands
        if all(all(hands[s] & group for group in must_hold.get(s, ())) for s in hands) and accept(
            hands
        ):
            return hands
    if fallback is None:  # the view's constraints contradict each other: relax them
        return _matching(cards, sizes, {}, rng) or {}
    return fallback


def matching_one_of(
    cards: list[int],
    sizes: dict[int, int],
    excluded: dict[int, int],
    one_of: dict[int, int],
    rng: random.Random,
) -> Hands | None:
    """Hands for ``sizes`` from ``cards``, none holding a card it is ``excluded`` from and
    each seat of ``one_of`` at least one card of its group; None when no hands can.

    Exact: each seat of ``one_of`` is split in a place of one card of its group and a place
    for the rest, so hands that meet every condition are exactly a matching of the cards
    to the places (the card of the group in the first; any other in the second).
    """
    places, barred = {}, {}
    for seat, size in sizes.items():
        group = one_of.get(seat)
        barred[2 * seat] = excluded.get(seat, 0)
        if group is None:
            places[2 * seat] = size
            continue
        if size == 0:
            return None
        allowed = group & ~excluded.get(seat, 0)
        places[2 * seat], places[2 * seat + 1] = size - 1, 1
        barred[2 * seat + 1] = ~allowed
    if sum(places.values()) != len(cards):
        return None
    filled = _matching(cards, places, barred, rng)
    if filled is None:
        return None
    return {seat: filled[2 * seat] | filled.get(2 * seat + 1, 0) for seat in sizes}


def _matching(
    cards: list[int], sizes: dict[int, int], excluded: dict[int, int], rng: random.Random
) -> dict[int, int] | None:
    order = cards[:]
    rng.shuffle(order)
    seats = [s for s in sizes if sizes[s] > 0]
    holder: dict[int, int] = {}
    held: dict[int, list[int]] = {s: [] for s in seats}
    for card in order:
        if not _place(card, seats, sizes, excluded, holder, held, set(), rng):
            return None
    return {s: sum(1 << c for c in held.get(s, [])) for s in sizes}


def _place(
    card: int,
    seats: list[int],
    sizes: dict[int, int],
    excluded: dict[int, int],
    holder: dict[int, int],
    held: dict[int, list[int]],
    visited: set[int],
    rng: random.Random,
) -> bool:
    """Give ``card`` to a seat, moving other cards along an augmenting path if needed."""
    allowed = [s for s in seats if not excluded.get(s, 0) >> card & 1 and s not in visited]
    rng.shuffle(allowed)
    for seat in allowed:
        if len(held[seat]) < sizes[seat]:
            _give(card, seat, holder, held)
            return True
    for seat in allowed:
        visited.add(seat)
        for other in list(held[seat]):
            held[seat].remove(other)
            if _place(other, seats, sizes, excluded, holder, held, visited, rng):
                _give(card, seat, holder, held)
                return True
            held[seat].append(other)
            holder[other] = seat
    return False


def _give(card: int, seat: int, holder: dict[int, int], held: dict[int, list[int]]) -> None:
    holder[card] = seat
    held[seat].append(card)
