"""A link between friends: the protocol's messages in an envelope that names the game.

The site passes a game by messages as links to itself, the messages in the fragment
(``#L1.…``), so a link works on any static host and offline, and never reaches a server.
The protocol's messages say nothing a person can read; the envelope beside them says
what the link is for: the game, the table, which seat sent it and that seat's name, and,
on the invitation, the invitation itself.  Nothing in it is secret, and nothing in it is
trusted: the messages carry their own checks, and a name is only a name.

Layout, fields joined by ``.`` (no field holds one: base64url and ids only)::

    L1 . game . table . sender seat . name (base64url UTF-8) . invitation or "" . messages

with the messages joined by ``~``.  With three or four players the host hands out one
invitation a seat (there is no server to hand out seats): the invitation field is then
the invitation, ``~`` and the seat it is for (``parlour-…~2``).  Every link after that
goes to the group, and each device opens every link (docs/fair-deal.md, "A group").
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from parlour import registry
from parlour.core import ParlourError

from .invite import BadInvite, Invite

MARK = "L1"
MAX_NAME = 24
"""Characters of a player's name, at most."""
MAX_NAME_BYTES = 48
"""Bytes of a player's name in UTF-8, at most: 64 characters in every link it sends."""
MAX_LINK = 400_000
"""Characters of a link's fragment that ``read`` takes, at most."""
LINK_CHARS = 4_000
"""Characters of a whole link a chat takes in one message (Telegram's, WhatsApp's): every
link the site makes stays within it (``parlour.link.seat.SETUP_CHARS``), counting 40 for
the site's address.  An invitation is at most 300 (issue 36)."""
ADDRESS_CHARS = 40
"""The site's address before the fragment, as the limits above count it."""
_WORD = re.compile(r"^[A-Za-z0-9_-]*$")


NOT_YET: frozenset[tuple[str, str, str]] = frozenset()
"""Option values of a game that do not play through by messages (game, option, value):
none since Cardino's and Domino's statements (parlour.link.statements)."""


def offers(game: str) -> bool:
    """Whether the site offers ``game`` by link at all: every game it ships plays by link.
    (Asked on a click in the page: the one game is imported, not every game.)"""
    return registry.is_shipped(game)


def ready(game: str, players: int, options: Mapping[str, object]) -> bool:
    """Whether the site offers ``game`` by link with these players and options."""
    if players < 2 or not offers(game):
        return False
    return not any((game, name, str(value).lower()) in NOT_YET for name, value in options.items())


class BadLink(ParlourError):
    """A link that is not a game by link, or is damaged; one line says what is wrong."""


@dataclass(frozen=True)
class Envelope:
    game: str
    table: str
    sender: int
    name: str
    invite: str
    """The invitation's text on the host's first link, else ""."""
    messages: tuple[str, ...]
    guest: int | None = None
    """The seat an invitation is for (three or four players); None: the other of two."""

    def to_fragment(self) -> str:
        name = base64.urlsafe_b64encode(clean_name(self.name).encode()).rstrip(b"=").decode()
        invite = self.invite + (f"~{self.guest}" if self.invite and self.guest is not None else "")
        fields = (MARK, self.game, self.table, str(self.sender), name, invite)
        return "#" + ".".join((*fields, "~".join(self.messages)))

    @property
    def players(self) -> int:
        """The player count the invitation names (0 on a link without one)."""
        return Invite.from_text(self.invite).players if self.invite else 0

    def seat_to_join(self) -> int:
        """The seat an invitation gives whoever opens it."""
        return self.guest if self.guest is not None else 1 - self.sender

    @property
    def title(self) -> str:
        return registry.get(self.game).spec.title


def clean_name(name: str) -> str:
    """A name as a link carries it: one line, trimmed, at most ``MAX_NAME`` characters and
    ``MAX_NAME_BYTES`` bytes."""
    name = " ".join(name.split())[:MAX_NAME]
    while len(name.encode()) > MAX_NAME_BYTES:
        name = name[:-1]
    return name


def is_link(fragment: str) -> bool:
    return fragment.startswith("#" + MARK + ".")


def read(fragment: str) -> Envelope:
    """The envelope of a link's fragment (``#L1.…``), or ``BadLink`` saying what is wrong."""
    if len(fragment) > MAX_LINK:
        raise BadLink("the link is too long to be a game by link")
    fields = fragment.lstrip("#").strip().split(".")
    if len(fields) != 7 or fields[0] != MARK:
        raise BadLink("the link is cut short or damaged: copy the whole link again")
    _, game, table, sender, name, invite, messages = fields
    if game not in {known.id for known in registry.all_games()}:
        raise BadLink(f"the link names a game this site does not have ({game[:20]!r})")
    if not (table and _WORD.match(table) and len(table) <= 12 and sender.isdigit()):
        raise BadLink("the link is damaged: its table or seat does not read")
    try:
        said = base64.urlsafe_b64decode(name + "=" * (-len(name) % 4)).decode()
    except (binascii.Error, ValueError, UnicodeDecodeError):
        raise BadLink("the link is damaged: the sender's name does not read") from None
    invite, _, seat = invite.partition("~")
    guest = int(seat) if seat.isdigit() else None
    if invite:
        try:
            invited = Invite.from_text(invite)
        except (BadInvite, ParlourError) as error:
            raise BadLink(f"the invitation is damaged: {error}") from None
        if invited.game != game or invited.table != table:
            raise BadLink("the link's invitation is for another game")
        if seat and (guest is None or not 0 < guest < invited.players):
            raise BadLink("the invitation is damaged: the seat it is for does not read")
        if int(sender) >= invited.players:
            raise BadLink("the link is damaged: its seat is not at the table")
        if guest is None and invited.players != 2:
            raise BadLink("the invitation does not say which seat it is for")
    texts = tuple(text for text in messages.split("~") if text)
    if any(not _WORD.match(text) for text in texts):
        raise BadLink("the link is damaged: a message has characters a link never holds")
    return Envelope(game, table, int(sender), clean_name(said), invite, texts, guest)


def envelope_for(reply: Mapping[str, Any], name: str, invitation: bool) -> Envelope:
    """The link this seat hands over now: its outbox, with the invitation on the first."""
    return Envelope(
        str(reply["game"]),
        str(reply["table"]),
        int(reply["seat"]),
        name,
        str(reply["invite"]) if invitation else "",
        tuple(reply["outbox"]),
    )


def invitation_for(reply: Mapping[str, Any], name: str, guest: int) -> Envelope:
    """The host's invitation for seat ``guest`` of three or four: the invitation and the
    host's messages before anyone else's (none: a guest shuffles first; the rest the
    guest opens from the group)."""
    return Envelope(
        str(reply["game"]),
        str(reply["table"]),
        int(reply["seat"]),
        name,
        str(reply["invite"]),
        tuple(reply["opening"]),
        guest,
    )


def link_number(reply: Mapping[str, Any]) -> int:
    """A link's number in the group: its first message's, counted from 1.  A seat's
    messages in a row travel in one link, so the link a device lacks starts right after
    the last message it has: ``missing`` names it by the same number."""
    return int(reply["count"]) - len(reply["outbox"]) + 1
