"""Games played by messages (issue 25's join): each device holds one ``Seat``.

``invite`` names the game a host opens; ``seat`` is one seat's game, the fair deal
(``parlour.fair``) joined to the rules played from partial knowledge
(``parlour.table``); ``duties`` says who sends next and which keys a message carries.
docs/fair-deal.md, "Play by messages", describes it; ``parlour link`` is its CLI.
"""

from .invite import BadInvite, Invite
from .seat import LinkError, Seat

__all__ = ["BadInvite", "Invite", "LinkError", "Seat"]
