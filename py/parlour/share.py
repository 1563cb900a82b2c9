"""Share links: a record packed into the URL fragment, and read back safely."""

from __future__ import annotations

import base64
import binascii
import json
import zlib

from parlour.core import ParlourError
from parlour.session import Session

LINK_PREFIX = "g1."
MAX_LINK_BYTES = 200_000


class BadLink(ParlourError):
    """A share link that is malformed or tampered with."""


def encode(session: Session) -> str:
    """The fragment (without '#') that reopens this exact game."""
    data = session.to_save()
    text = json.dumps(data, separators=(",", ":"), sort_keys=True)
    packed = zlib.compress(text.encode("utf-8"), 9)
    return LINK_PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def decode(fragment: str) -> Session:
    """The session a fragment describes; BadLink names what is wrong."""
    fragment = fragment.lstrip("#")
    if not fragment.startswith(LINK_PREFIX):
        raise BadLink("the link is not a Parlour game link (unknown prefix)")
    body = fragment[len(LINK_PREFIX):]
    if len(body) > MAX_LINK_BYTES:
        raise BadLink("the link is too long")
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_LINK_BYTES * 20)
        if inflater.unconsumed_tail:
            raise BadLink("the link's game is too large")
        text = raw.decode("utf-8")
        data = json.loads(text)
    except (binascii.Error, ValueError, zlib.error):
        raise BadLink("the link is damaged: its data cannot be decoded") from None
    try:
        return Session.from_save(data)
    except ParlourError as error:
        raise BadLink(f"the link's game cannot be opened: {error}") from None
