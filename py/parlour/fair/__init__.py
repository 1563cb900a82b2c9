"""Fair dealing with no dealer (issue 25): a deck shuffled jointly by every seat, so that
no device knows the whole deck, and a card is read only by the seats it is shown to.

Mental poker over secp256k1 with a key per card (docs/fair-deal.md gives the protocol
message by message, the threat model and why this group): ``curve`` is the group,
``derive`` a seat's secrets from its seed, ``wire`` the message layout, ``shuffle`` one
deck's steps, ``ledger`` a seat's whole state (``Ledger``: the transcript, the shuffles)
and every check on receipt.  It knows no game: decks are card codes in a public order.

May import: the standard library only (nothing else of ``parlour``).
"""

from .ledger import Damaged, MoveCheck, Refused, Reveal, Ledger

__all__ = ["Damaged", "MoveCheck", "Refused", "Reveal", "Ledger"]
