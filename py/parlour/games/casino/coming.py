"""The next deal's cards, for play by messages to send their keys early.

A later deal is made when the dealer plays the round's last card (D2), and each player
is shown its next four then, never earlier.  Every seat but one may send its key of a
player's coming cards during the round before: the dealer holds its keys back and sends
them with that last play, the event itself; of the dealer's own coming cards the
leader (the seat on its left, who plays first in the new round) holds its key back and
sends it with its first play, before the dealer plays again.  So the leader can play at
once on the dealer's message, with no message of keys alone (docs/fair-deal.md,
"Counting messages", Casino).  With two players every key is held back: nothing goes
early.
"""

from __future__ import annotations

from parlour.chance import Coming, seat_mask
from parlour.core import GameState

from .cards import DECK_SIZE
from .rules import CARDS_PER_DEAL, CasinoState, later_deal_plan


def coming(state: GameState) -> tuple[Coming, ...]:
    """The positions of the next deal of the hand under way, each with its player."""
    if not isinstance(state, CasinoState) or state.chance is not None or not state.pack:
        return ()
    players, dealer = state.players, state.dealer
    leader = (dealer + 1) % players
    start = DECK_SIZE - len(state.stock)
    plan = later_deal_plan(players, dealer)[: min(players * CARDS_PER_DEAL, len(state.stock))]
    return tuple(
        Coming(
            f"hand {state.hand_number}",
            start + index,
            seat_mask(seat),
            frozenset({leader if seat == dealer else dealer}),
        )
        for index, seat in enumerate(plan)
        if seat is not None
    )
