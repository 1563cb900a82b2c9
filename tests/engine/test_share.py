"""Share links carry the whole record in the URL fragment and fail clearly."""

from __future__ import annotations

import base64
import random
import zlib

import pytest

from parlour import share
from parlour.session import Session


def played_session(moves: int) -> Session:
    session = Session.new("punto", ("human", "hard"), None, seed=11)
    rng = random.Random(1)
    for _ in range(moves):
        session.play(str(rng.choice(session.state.legal_moves())))
    return session


def test_a_link_reopens_the_exact_position() -> None:
    session = played_session(9)
    fragment = share.encode(session)
    assert fragment.isascii() and "#" not in fragment
    assert share.decode("#" + fragment).state == session.state


def test_links_are_compact() -> None:
    fragment = share.encode(played_session(30))
    assert len(fragment) < 600


@pytest.mark.parametrize("fragment, words", [
    ("hello", "not a Parlour game link"),
    (share.LINK_PREFIX + "%%%%", "damaged"),
    (share.LINK_PREFIX + base64.urlsafe_b64encode(b"not zlib").decode(), "damaged"),
])
def test_a_malformed_link_says_what_is_wrong(fragment: str, words: str) -> None:
    with pytest.raises(share.BadLink, match=words):
        share.decode(fragment)


def test_a_tampered_move_is_named() -> None:
    text = zlib.decompress(base64.urlsafe_b64decode(
        share.encode(played_session(3))[len(share.LINK_PREFIX):] + "==")).decode()
    tampered = text.replace('"moves":["', '"moves":["9,9')
    packed = base64.urlsafe_b64encode(zlib.compress(tampered.encode())).decode()
    with pytest.raises(share.BadLink, match="move 1"):
        share.decode(share.LINK_PREFIX + packed)
