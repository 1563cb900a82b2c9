"""Share links: a record packed into the URL fragment, and read back safely.

Format ``g2.``: URL-safe base64 (unpadded) of the zlib-compressed save JSON
(``Session.to_save``), followed by the CRC-32 of that JSON (4 bytes, big-endian).
A link is opened only if the compressed stream ends where it should and both
zlib's own Adler-32 and the CRC-32 match, so a link that lost its last
characters, or had one changed, is refused instead of opening something else.
``g1.`` links (the same without the CRC) still open when their stream is whole.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib

from parlour import registry
from parlour.core import ParlourError
from parlour.reader import MAX_CHARS, load_json
from parlour.page.session import Session

LINK_PREFIX = "g2."
OLD_PREFIX = "g1."
MAX_LINK_BYTES = 200_000
CHECK_BYTES = 4


class BadLink(ParlourError):
    """A share link that is malformed or tampered with."""


def encode(session: Session) -> str:
    """The fragment (without '#') that reopens this exact game."""
    text = json.dumps(session.to_save(), separators=(",", ":"), sort_keys=True).encode("utf-8")
    packed = zlib.compress(text, 9) + zlib.crc32(text).to_bytes(CHECK_BYTES, "big")
    return LINK_PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def reveals_hidden(session: Session) -> bool:
    """Whether a link shows what a player may not see: the seed rebuilds every hand and the deck."""
    return registry.get(session.record.game).spec.hidden_information and not session.state.is_over


def decode(fragment: str) -> Session:
    """The session a fragment describes; BadLink names what is wrong."""
    fragment = fragment.lstrip("#")
    if not fragment.startswith((LINK_PREFIX, OLD_PREFIX)):
        raise BadLink("the link is not a Parlour game link (unknown prefix)")
    body = fragment[len(LINK_PREFIX) :]
    if len(body) > MAX_LINK_BYTES:
        raise BadLink(
            f"the link is too long ({len(body):,} characters; at most {MAX_LINK_BYTES:,})"
        )
    raw = _unpack(body, checked=fragment.startswith(LINK_PREFIX))
    data = load_json(raw, BadLink, "the link's game")
    try:
        return Session.from_save(data)
    except ParlourError as error:
        raise BadLink(f"the link's game cannot be opened: {error}") from None


def _unpack(body: str, checked: bool) -> bytes:
    """The JSON bytes of a link body, verified whole."""
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_CHARS + 1)
    except (binascii.Error, ValueError, zlib.error):
        raise BadLink("the link is damaged: its data cannot be decoded") from None
    if inflater.unconsumed_tail or len(raw) > MAX_CHARS:
        raise BadLink("the link's game is too large")
    if not inflater.eof:
        raise BadLink("the link is damaged: it is cut short")
    expected = zlib.crc32(raw).to_bytes(CHECK_BYTES, "big") if checked else b""
    if inflater.unused_data != expected:
        raise BadLink("the link is damaged: its checksum does not match")
    return raw
