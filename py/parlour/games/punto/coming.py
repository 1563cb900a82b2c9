"""The cards Punto will turn, for play by messages to send their keys early.

A seat's next card is turned right after its placement (D12) and shown to everyone.
Its keys may go out long before: every seat but two sends its keys of a seat's deck
as soon as that deck is shuffled (in its set-up message), and the two hold theirs
back until each card is turned: the seat itself (its key goes with its placement, so
it never reads its own next card while choosing) and the seat after it, who moves
next, reads the card on the placement's message and sends its own key with its move
(docs/fair-deal.md, "Counting messages", Punto).  With two players these are both
seats, so nothing goes early.
"""

from __future__ import annotations

from parlour.chance import PUBLIC, UNSEEN, Coming
from parlour.core import GameState

from .rules import PuntoState

SEAT_DECK = " seat "
"""In a seat deck's name (``round n seat s``): a team's split or the neutral share is
shuffled in the open and has no keys to send."""


def coming(state: GameState) -> tuple[Coming, ...]:
    """Every face-down card of the seats' decks dealt so far, and of the one being dealt."""
    if not isinstance(state, PuntoState):
        return ()
    masks = dict(state.shown())
    if state.chance is not None:
        masks[state.chance.deck] = state.chance.dealt
    found: list[Coming] = []
    for deck, deck_masks in masks.items():
        if SEAT_DECK not in deck:
            continue
        seat = int(deck.rsplit(" ", 1)[1])
        withholders = frozenset({seat, (seat + 1) % state.players})
        found.extend(
            Coming(deck, position, PUBLIC, withholders)
            for position, mask in enumerate(deck_masks)
            if mask == UNSEEN
        )
    return tuple(found)
