"""Share links carry the whole record in the URL fragment and fail clearly."""

from __future__ import annotations

import base64
import json
import random
import zlib

import pytest

from parlour.page import share
from parlour.page.session import Session


def played_session(moves: int) -> Session:
    session = Session.new("punto", ("human", "hard"), None, seed=11)
    rng = random.Random(1)
    for _ in range(moves):
        session = session.play(str(rng.choice(session.state.legal_moves())))
    return session


def test_a_link_reopens_the_exact_position() -> None:
    session = played_session(9)
    fragment = share.encode(session)
    assert fragment.isascii() and "#" not in fragment
    assert share.decode("#" + fragment).state == session.state


def test_links_are_compact() -> None:
    fragment = share.encode(played_session(30))
    assert len(fragment) < 600


@pytest.mark.parametrize(
    "fragment, words",
    [
        ("hello", "not a Parlour game link"),
        (share.LINK_PREFIX + "%%%%", "damaged"),
        (share.LINK_PREFIX + base64.urlsafe_b64encode(b"not zlib").decode(), "damaged"),
    ],
)
def test_a_malformed_link_says_what_is_wrong(fragment: str, words: str) -> None:
    with pytest.raises(share.BadLink, match=words):
        share.decode(fragment)


def unpack(fragment: str) -> bytes:
    body = fragment[len(share.LINK_PREFIX) :]
    return zlib.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))


def pack(text: bytes, checksum: bool = True) -> str:
    """A link as share.encode writes it (g2), or in the old format without the CRC (g1)."""
    crc = zlib.crc32(text).to_bytes(4, "big") if checksum else b""
    prefix = share.LINK_PREFIX if checksum else share.OLD_PREFIX
    return prefix + base64.urlsafe_b64encode(zlib.compress(text) + crc).decode().rstrip("=")


def test_a_tampered_move_is_named() -> None:
    text = unpack(share.encode(played_session(3)))
    tampered = text.replace(b'"moves":["', b'"moves":["9,9')
    with pytest.raises(share.BadLink, match="move 1"):
        share.decode(pack(tampered))


def test_links_of_the_old_format_still_open() -> None:
    session = played_session(4)
    old = pack(unpack(share.encode(session)), checksum=False)
    assert old.startswith("g1.") and share.decode(old).state == session.state


@pytest.mark.parametrize("cut", range(1, 8))
def test_a_link_missing_its_last_characters_is_refused(cut: int) -> None:
    """Issue 16: a link missing its last 1 to 7 characters used to load."""
    fragment = share.encode(played_session(6))
    with pytest.raises(share.BadLink, match="damaged"):
        share.decode(fragment[:-cut])


def test_a_link_with_a_wrong_checksum_is_refused() -> None:
    text = unpack(share.encode(played_session(2)))
    body = zlib.compress(text) + (zlib.crc32(text) ^ 1).to_bytes(4, "big")
    with pytest.raises(share.BadLink, match="checksum"):
        share.decode(share.LINK_PREFIX + base64.urlsafe_b64encode(body).decode())


def test_an_old_link_with_trailing_bytes_is_refused() -> None:
    text = unpack(share.encode(played_session(2)))
    body = zlib.compress(text) + b"junk"
    with pytest.raises(share.BadLink, match="checksum"):
        share.decode(share.OLD_PREFIX + base64.urlsafe_b64encode(body).decode())


@pytest.mark.parametrize(
    "text, words",
    [
        (b"[" * 10_000, "nested too deeply"),
        (b'{"format": 1, "record": {"seed": 1' + b"9" * 5_000 + b"}}", "number too long"),
        (b"\xff\xfe{}", "not UTF-8"),
        (b"NaN", "NaN"),
    ],
)
def test_hostile_link_contents_are_refused_with_a_reason(text: bytes, words: str) -> None:
    """Issue 16: deep nesting used to overflow the parser's stack; a 5,000-digit seed raised."""
    with pytest.raises(share.BadLink, match=words):
        share.decode(pack(text))


def test_a_long_name_in_a_link_is_refused() -> None:
    """Issue 16: names are at most 40 characters (a 100k-character name widened the page)."""
    save = played_session(0).to_save()
    save["names"] = ["x" * 41, "Bob"]
    with pytest.raises(share.BadLink, match="names: an entry is 41 characters long; at most 40"):
        share.decode(pack(json.dumps(save).encode()))


def test_a_link_to_a_game_in_progress_with_hidden_cards_reveals_them() -> None:
    """Issue 16: the seed in a link rebuilds every hidden hand, so the dialog must say so."""
    casino = Session.new("casino", ("human", "random"), None, seed=2)
    assert share.reveals_hidden(casino)
    rng = random.Random(0)
    while not casino.state.is_over:
        casino = casino.play(str(rng.choice(casino.state.legal_moves())))
    assert not share.reveals_hidden(casino)  # over: every card has been shown
