"""Stand-ins for a Domino table played by link, drawn to meet what is public (D40).

A device that plays by link holds stand-ins for the cards it has not been shown
(``parlour.link.partial``).  They must agree with every "can't play" (the seat holds no card
that fitted then: the state's ``excluded``), with the move being received (a "can't
play" now excludes what fits now), and with what the seats said of their hands: a seat
that said it is out holds none of its burden (its side's colour and the stars), every
other seat at least one (``OutSaid``, said in messages: ``statements``).

A search that swaps stand-ins a pair at a time can miss such hands when a seat holds
few cards (5 and 6 players); this draw cannot: the hands are a matching of the unseen
cards to the seats' places, one place of a seat not out kept for a card of its burden
(``deal.matching_one_of``), so it finds hands whenever any exist (the true ones do).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from parlour.chance import Order
from parlour.core import GameState, ParlourError
from parlour.games.colomino.cards import NAMES
from parlour.games.colomino.deal import matching_one_of
from parlour.games.colomino.domino import BURDEN_MASK, DominoState
from parlour.games.colomino.moves import CANT
from parlour.games.colomino.pack import DECK


def burden(state: DominoState, seat: int) -> int:
    """How many cards of its burden ``seat`` holds."""
    return (state.hands[seat] & BURDEN_MASK[seat % 2]).bit_count()


@dataclass(frozen=True)
class OutSaid:
    """What the Domino seats said of their hands, as how far a state's stand-ins are from
    it (a ``parlour.link.partial.Fact``): a seat that said ``out`` holds none of its burden, every
    other seat at least one (``seat``: the device's own, whose hand is known)."""

    seat: int
    out: frozenset[int]

    def __call__(self, state: GameState) -> int:
        if not isinstance(state, DominoState) or state.dealing:
            return 0
        total = 0
        for seat in range(state.players):
            if seat != self.seat:
                held = burden(state, seat)
                total += held if seat in self.out else int(held == 0)
        return total


def draw(
    state: GameState,
    unseen: Mapping[str, Sequence[int]],
    facts: tuple[object, ...],
    move: str | None,
    rng: random.Random,
) -> dict[str, Order] | None:
    """The ``unseen`` positions still held drawn again so that ``move`` (the notation of
    the player to move's move, None: no move) is legal and, after it, every exclusion and
    ``OutSaid`` holds; None where this is not a dealt Domino table or no hands can
    (``Game.stand_ins``; the table checks what it returns with ``legal_moves``)."""
    if not isinstance(state, DominoState) or state.dealing or not state.order:
        return None
    after = state if move is None else _made(state, move)
    if after is None:
        return None
    places: dict[int, list[int]] = {}
    for position in unseen.get(DECK, ()):
        seat, card = position % state.players, state.order[position]
        if after.hands[seat] >> card & 1:
            places.setdefault(seat, []).append(position)
    cards = [state.order[p] for ps in places.values() for p in ps]
    excluded = {seat: after.excluded[seat] if after.excluded else 0 for seat in places}
    one_of = {}
    for fact in facts:
        if not isinstance(fact, OutSaid):
            continue
        for seat in places:
            if seat == fact.seat:
                continue
            if seat in fact.out:
                excluded[seat] |= BURDEN_MASK[seat % 2]
            elif not _fixed(after, seat, places[seat]) & BURDEN_MASK[seat % 2]:
                one_of[seat] = BURDEN_MASK[seat % 2]
    sizes = {seat: len(ps) for seat, ps in places.items()}
    hands = matching_one_of(cards, sizes, excluded, one_of, rng)
    if hands is None:
        return None
    order = [NAMES[card] for card in state.order]
    for seat, positions in places.items():
        dealt = [card for card in range(len(NAMES)) if hands[seat] >> card & 1]
        rng.shuffle(dealt)
        for position, card in zip(positions, dealt):
            order[position] = NAMES[card]
    return {DECK: tuple(order)}


def _made(state: DominoState, notation: str) -> DominoState | None:
    """The state after the move ``notation``, which the draw is to make legal: a "can't
    play" (legal once the mover holds none of what fits: its ``excluded`` after it), or a
    move the stand-ins allow as they are (a link's card is shown, so it is held)."""
    after: GameState | None
    if notation.strip() == str(CANT):
        after = state._apply_legal(CANT) if state.played == 0 and not state.is_over else None
    else:
        try:
            after = state.apply(state.parse_move(notation))
        except ParlourError:
            return None
    return after if isinstance(after, DominoState) else None


def _fixed(state: DominoState, seat: int, drawn: list[int]) -> int:
    """The cards ``seat`` holds that are not drawn again (the known ones)."""
    mask = state.hands[seat]
    for position in drawn:
        mask &= ~(1 << state.order[position])
    return mask
