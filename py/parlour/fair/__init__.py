"""Fair dealing with no dealer (issue 25): a deck shuffled jointly by every seat, so that
no device knows the whole deck, and a card is read only by the seats it is shown to.

Mental poker over secp256k1 with a key per card (docs/fair-deal.md gives the protocol
message by message, the threat model and why this group): ``curve`` is the group,
``derive`` a seat's secrets from its seed, ``wire`` the message layout, ``shuffle`` one
deck's steps, ``table`` a seat's whole state and every check on receipt. Standard
library only; it knows no game: decks are card codes in a public order.
"""

from .table import Damaged, MoveCheck, Refused, Reveal, Table

__all__ = ["Damaged", "MoveCheck", "Refused", "Reveal", "Table"]
