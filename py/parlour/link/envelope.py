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

Links travel through chats, which cut them, wrap them and stick text to them, so ``read``
takes a link from whatever text holds one (``found``): from ``#L1.`` on, the longest run
of the link's characters (base64url, ``.`` and ``~``) that reads whole, with the spaces
and line breaks inside dropped; a ``.`` or ``)`` after it, quotes or ``<…>`` around it and
words before or after it are no part of it.  What says where a link ends is its layout:
seven fields, and each message ends with its own checksum (``parlour.fair.wire``), so a
message with a chat's text stuck to it, or cut short, does not read whole.  A link that
ends early is named as cut (``CutLink``); the one cut no check sees is one that falls
exactly between two messages, and the next link then names the message that did not come
(``parlour.link.desk.Missing``).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
from collections.abc import Mapping
from dataclasses import dataclass

from parlour import registry
from parlour.core import ParlourError

from .invite import BadInvite, Invite
from .report import SeatReport

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
LONGEST_NAME = "é" * MAX_NAME
"""The most of a name a link carries: ``MAX_NAME`` characters of two bytes each."""
_WORD = re.compile(r"^[A-Za-z0-9_-]*$")
_FIELDS = 7
_RUN = re.compile(r"[A-Za-z0-9_.~-]*")
"""A run of the characters a link's fragment is made of."""
_ESCAPED = re.compile(r"%([0-9A-Fa-f]{2})")
_SPACES = re.compile(r"\s+")
_CHECKSUM_BYTES = 4
"""A message's last bytes: SHA-256's first of those before them (``parlour.fair.wire``,
not imported: the page reads a link's envelope before it imports the fair deal)."""


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

    kind = "bad"


class CutLink(BadLink):
    """A link that ends before its end (a chat cut it, or only part of it was copied);
    ``name`` is its sender's, when the part that came names them."""

    kind = "cut"

    def __init__(self, name: str = "") -> None:
        super().__init__("the link is cut short: copy the whole link again")
        self.name = name


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


def found(text: str) -> str | None:
    """The game by link in ``text`` (a link as a chat or a person left it) as a fragment,
    ``#L1.…``; None if ``text`` holds none.  Of the ways it may end (where its characters
    stop, or at a space or line break inside them), the longest that reads whole; if none
    does, the longest, for ``read`` to say what is wrong with it."""
    if len(text) > MAX_LINK:
        raise BadLink("the link is too long to be a game by link")
    candidates = _candidates(_ESCAPED.sub(lambda hexa: chr(int(hexa[1], 16)), text))
    for candidate in reversed(candidates):
        # ``_link_`` in a chat's markup: the marks are link characters, but not the link's.
        for trimmed in dict.fromkeys((candidate, candidate.rstrip("_"))):
            if _whole(trimmed):
                return trimmed
    return candidates[-1] if candidates else None


def _candidates(text: str) -> list[str]:
    """Each way the link in ``text`` may end, shortest first: at each space or line break
    inside its characters (dropped), then where they stop; past its seventh field, nothing
    is the link's (a sentence's full stop after it)."""
    pieces = _SPACES.split(text)
    compact = "".join(pieces)
    start = compact.find("#" + MARK + ".")
    if start < 0:
        return []
    stop = _run_end(compact, start + 1)
    ends: list[int] = []
    at = 0
    for piece in pieces[:-1]:
        at += len(piece)
        if start + 1 < at < stop:
            ends.append(at)
    fields = (compact[start + 1 : end].split(".")[:_FIELDS] for end in (*ends, stop))
    return list(dict.fromkeys("#" + ".".join(parts) for parts in fields))


def _run_end(text: str, start: int) -> int:
    """Where the run of link characters from ``start`` stops."""
    run = _RUN.match(text, start)
    return run.end() if run else start


def _whole(fragment: str) -> bool:
    """Whether a link's fragment has all its fields and its last message ends whole."""
    fields = fragment[1:].split(".")
    if len(fields) != _FIELDS:
        return False
    invite, messages = fields[-2], fields[-1]
    if not messages:
        return bool(invite)  # an invitation may carry no message; any other link does
    return whole_message(messages.split("~")[-1])


def whole_message(message: str) -> bool:
    """Whether ``message`` ends with its own checksum: one cut short, or with other text
    stuck to its end, does not."""
    if not message or not _WORD.match(message):
        return False
    try:
        data = base64.urlsafe_b64decode(message + "=" * (-len(message) % 4))
    except (binascii.Error, ValueError):
        return False
    body, sent = data[:-_CHECKSUM_BYTES], data[-_CHECKSUM_BYTES:]
    return len(data) > _CHECKSUM_BYTES and hashlib.sha256(body).digest()[:_CHECKSUM_BYTES] == sent


def _ends_early(message: str) -> bool:
    """Whether a message that does not check is one cut short (its layout ends before its
    bytes do), not one changed on its way."""
    from parlour.fair import wire  # only for a link that does not read: the page waits for it

    from .header import read as read_header

    if len(message) % 4 == 1:  # no base64 text of whole bytes is this long
        return True
    try:
        read_header(message)
    except wire.EndsEarly:
        return True
    except wire.Unreadable:
        return False
    return False


def _offered(game: str) -> bool:
    """Whether this site has ``game``, asking for that game alone: the full list
    (``registry.all_games``) reads the games' folders, which a page restored from a
    snapshot does not have yet when it reads the link in its address (its modules are
    imported already, their files unpacked later), so an invitation there was refused."""
    try:
        registry.get(game)
    except ParlourError:
        return False
    return True


def read(text: str) -> Envelope:
    """The envelope of the link in ``text`` (a fragment, ``#L1.…``, or a link as a chat left
    it: ``found``), or ``BadLink`` saying what is wrong (``CutLink``: cut short)."""
    fragment = found(text)
    if fragment is None:
        raise BadLink("it is not a link to a game by link")
    fields = fragment[1:].split(".")
    if len(fields) < _FIELDS:
        raise CutLink(_name(fields[4]) if len(fields) > 5 else "")
    _, game, table, sender, name, invite, messages = fields
    if not _offered(game):
        raise BadLink(f"the link names a game this site does not have ({game[:20]!r})")
    if not (table and _WORD.match(table) and len(table) <= 12 and sender.isdigit()):
        raise BadLink("the link is damaged: its table or seat does not read")
    said = _name(name)
    invite, _, seat = invite.partition("~")
    guest = int(seat) if seat.isdigit() else None
    if invite:
        _check_invitation(invite, game, table, int(sender), seat, guest)
    return Envelope(
        game, table, int(sender), said, invite, _messages(messages, invite, said), guest
    )


def _name(field: str) -> str:
    try:
        said = base64.urlsafe_b64decode(field + "=" * (-len(field) % 4)).decode()
    except (binascii.Error, ValueError, UnicodeDecodeError):
        raise BadLink("the link is damaged: the sender's name does not read") from None
    return clean_name(said)


def _check_invitation(
    invite: str, game: str, table: str, sender: int, seat: str, guest: int | None
) -> None:
    try:
        invited = Invite.from_text(invite)
    except (BadInvite, ParlourError) as error:
        raise BadLink(f"the invitation is damaged: {error}") from None
    if invited.game != game or invited.table != table:
        raise BadLink("the link's invitation is for another game")
    if seat and (guest is None or not 0 < guest < invited.players):
        raise BadLink("the invitation is damaged: the seat it is for does not read")
    if sender >= invited.players:
        raise BadLink("the link is damaged: its seat is not at the table")
    if guest is None and invited.players != 2:
        raise BadLink("the invitation does not say which seat it is for")


def _messages(field: str, invite: str, name: str) -> tuple[str, ...]:
    """The link's messages; ``CutLink`` if they end early.  A message changed on its way
    is the worker's to refuse (``desk``: damaged), as every check of a message is."""
    texts = field.split("~") if field else []
    if (not texts and not invite) or (texts and not texts[-1]):
        raise CutLink(name)  # cut right after its fields, or right after a ``~``
    texts = [text for text in texts if text]
    if texts and not whole_message(texts[-1]) and _ends_early(texts[-1]):
        raise CutLink(name)
    return tuple(texts)


def envelope_for(report: SeatReport, name: str, invitation: bool, part: int = 0) -> Envelope:
    """The link this seat hands over now: part ``part`` of its outbox (``parts``), with the
    invitation on the first."""
    invite = report.invite if invitation and part == 0 else ""
    messages = parts(report)[part]
    return Envelope(report.game, report.table, report.seat, name, invite, messages)


def parts(report: SeatReport) -> tuple[tuple[str, ...], ...]:
    """This seat's outbox as the links it is sent in, in order: one link, or, where one
    would pass ``LINK_CHARS`` (a move that ends a Punto team round with the seeds the round
    retires, then the next round's shuffle step: 4,061 characters), as few as keep each
    within it, each whole messages in order.  Counted with the longest name
    a link carries, so a seat's links are the same whatever its name."""
    return split(report.game, report.table, report.seat, report.outbox)


def split(
    game: str, table: str, seat: int, messages: tuple[str, ...]
) -> tuple[tuple[str, ...], ...]:
    """``messages`` in runs, each a link of at most ``LINK_CHARS`` (with the longest name
    and the site's address), each as long as fits: the fewest links, in order.  A message
    is never cut: one alone is a link of its own (every message these games make fits
    one: ``parlour.link.seat.SETUP_CHARS``)."""
    runs: list[tuple[str, ...]] = []
    for text in messages:
        longer = (*runs[-1], text) if runs else ()
        if runs and link_chars(Envelope(game, table, seat, LONGEST_NAME, "", longer)) <= LINK_CHARS:
            runs[-1] = longer
        else:
            runs.append((text,))
    return tuple(runs) or ((),)


def link_chars(envelope: Envelope) -> int:
    """A link's characters as a chat counts them: the site's address and the fragment."""
    return ADDRESS_CHARS + len(envelope.to_fragment())


def invitation_for(report: SeatReport, name: str, guest: int) -> Envelope:
    """The host's invitation for seat ``guest`` of three or four: the invitation and the
    host's messages before anyone else's (none: a guest shuffles first; the rest the
    guest opens from the group)."""
    return Envelope(
        report.game, report.table, report.seat, name, report.invite, report.opening, guest
    )


def link_number(report: SeatReport, part: int = 0) -> int:
    """A link's number in the group: its first message's, counted from 1.  A seat's
    messages in a row travel in one link (or several in order: ``parts``), so the link a
    device lacks starts right after the last message it has: ``missing`` names it by the
    same number."""
    before = sum(len(run) for run in parts(report)[:part])
    return report.count - len(report.outbox) + 1 + before
