"""Games played by messages (issue 25's join): each device holds one ``Seat``.

``invite`` names the game a host opens; ``seat`` is one seat's game, the fair deal
(``parlour.fair``) joined to the rules played from partial knowledge
(``parlour.link.partial``); ``duties`` says who sends next and which keys a message carries.
docs/fair-deal.md, "Play by messages", describes it; ``parlour link`` is its CLI.

``Seat`` and ``LinkError`` are imported when first asked for: the page reads a link's
envelope at start (``envelope``), and the seat's machinery, the fair deal and the games'
statements wait until a game by link is opened (issue 27: a first visit imports only what
it shows).

``partial`` is the rules played from one seat's partial knowledge (``PartialTable``: the
public moves, the cards its seat was shown, stand-ins for the rest); ``checkpoint`` keeps
a seat's last checked state; ``desk`` answers the page's worker; ``report`` is what a seat
tells the page.

May import: the toolkit and ``fair``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .invite import BadInvite, Invite

if TYPE_CHECKING:
    from .seat import LinkError, Seat

__all__ = ["BadInvite", "Invite", "LinkError", "Seat"]


def __getattr__(name: str) -> Any:
    if name in ("LinkError", "Seat"):
        from . import seat

        return getattr(seat, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
