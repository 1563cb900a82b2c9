"""Messages as compact URL-safe text: bytes in a fixed layout, then base64url.

A message is one line of the characters A-Z a-z 0-9 - _ (base64url without
padding), so it fits in a link, a chat or a QR code as it is. Its bytes:

    version (1) | game (text) | seat (1) | number (varint) | transcript hash (32)
    | move (text) | sections... | checksum (4)

where text is a varint length then UTF-8, and each section is a tag byte, the
deck's name on the wire (text: its id, or the short tag it was begun with), then:

    STEP   step (1) | deck digest (8, on step 0 only) | what follows (1: bit 1 a
           commitment (32), bit 2 an exchange point (33), bit 4 a seed (32); the
           commitment and the exchange point on the sender's first step, the seed on an
           open deck's reveal step) | count (varint) | points (33 each; none in an open deck)
    KEYS   count (varint) | per key: position (varint), to (1: 255 = every seat), key seed
           (16: the key is a scalar hashed from it; sealed to one seat, XOR a pad)
    SEED   seed (32)

The checksum, the first 4 bytes of SHA-256 of all before it, catches a message
damaged on its way (a link cut short, a character mistyped): much of a message
is points that no seat can check before the seed reveal, and any other x of the
curve would pass as one. It is no defence against a cheat, who can recompute it.
Decoding checks only the layout, the checksum and that every point is on the
curve; what the values mean is checked by the table (parlour.fair.ledger).  A step's
points are kept as sent and each is decompressed when first read (``Points``): a
received message has all of them checked at once, a kept game's own log, checked when
it came, is read again without that (a restore then decompresses only the points it
uses; docs/performance.md).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import overload

from . import curve

VERSION = 3
HASH_BYTES = 32
DIGEST_BYTES = 8
KEY_BYTES = 16
"""A released key: its key seed (``parlour.fair.derive.key_seed``), clear or sealed."""
SEED_BYTES = 32
CHECKSUM_BYTES = 4
EVERYONE = 255
"""``to`` of a key released in clear: every seat reads it (a seat it is not meant for
still lacks the key of the seat it is meant for)."""
STEP, KEYS, SEED = 1, 2, 3
COMMITMENT, EXCHANGE, STEP_SEED = 1, 2, 4
"""The bits of a step's byte that says what follows its digest."""
MAX_TEXT = 4_000
"""Bytes of a text field (the game, a deck id, the move)."""
MAX_MESSAGE = 65_536
"""Characters of a message: room for several decks' steps in one, and a bound on the
work a hostile message can cost (about 1,500 points to decode)."""
MAX_COUNT = 10_000


class Unreadable(ValueError):
    """The text is not a message of this layout; the message says where, in one line."""


class EndsEarly(Unreadable):
    """The message's bytes end before its layout does: a message cut short."""


class Points(Sequence[curve.Point]):
    """A step's points, compressed as sent; each is decompressed (so checked to be in the
    group) when first read.  Decompression is a square root mod P: most of a restore's
    work when done for every point of every step up front."""

    __slots__ = ("encodings", "_decoded", "_what")

    def __init__(self, encodings: tuple[bytes, ...], what: str = "a step") -> None:
        self.encodings = encodings
        self._decoded: list[curve.Point | None] = [None] * len(encodings)
        self._what = what

    @staticmethod
    def of(points: Iterable[curve.Point]) -> Points:
        known = tuple(points)
        made = Points(tuple(curve.encode(point) for point in known))
        made._decoded = list(known)
        return made

    def __len__(self) -> int:
        return len(self.encodings)

    @overload
    def __getitem__(self, index: int) -> curve.Point: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[curve.Point]: ...
    def __getitem__(self, index: int | slice) -> curve.Point | Sequence[curve.Point]:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(len(self))[index])
        point = self._decoded[index]
        if point is None:
            try:
                point = curve.decode(self.encodings[index])
            except curve.NotAPoint as error:
                raise Unreadable(
                    f"card {index % len(self)} of {self._what} is not a point of the curve: {error}"
                ) from error
            self._decoded[index] = point
        return point

    def __iter__(self) -> Iterator[curve.Point]:
        return (self[index] for index in range(len(self)))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Points) and other.encodings == self.encodings

    def __hash__(self) -> int:
        return hash(self.encodings)

    def check(self) -> None:
        """Every point decompressed now: Unreadable names the first that is not one."""
        for _ in self:
            pass


@dataclass(frozen=True)
class Step:
    deck: str
    step: int
    points: Points
    digest: bytes | None = None
    commitment: bytes | None = None
    exchange: curve.Point | None = None
    seed: bytes | None = None
    """An open deck's seed, revealed in the sender's step (``parlour.fair.shuffle``)."""

    def __post_init__(self) -> None:
        points: Sequence[curve.Point] = self.points
        if not isinstance(points, Points):  # points made here (a test's), not read from a message
            object.__setattr__(self, "points", Points.of(points))


@dataclass(frozen=True)
class Key:
    position: int
    to: int  # a seat, or EVERYONE
    key: bytes  # the key seed (KEY_BYTES), or it sealed: XOR the pad to ``to``


@dataclass(frozen=True)
class Keys:
    deck: str
    keys: tuple[Key, ...]


@dataclass(frozen=True)
class Seed:
    deck: str
    seed: bytes


Section = Step | Keys | Seed


@dataclass(frozen=True)
class Message:
    game: str
    seat: int
    number: int
    previous: bytes
    move: str
    sections: tuple[Section, ...]


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        low = value & 0x7F
        value >>= 7
        if value:
            out.append(low | 0x80)
        else:
            out.append(low)
            return bytes(out)


def _text(value: str) -> bytes:
    data = value.encode()
    return _varint(len(data)) + data


def _section_bytes(section: Section) -> bytes:
    if isinstance(section, Step):
        out = bytearray((STEP,)) + _text(section.deck) + bytes((section.step,))
        if section.step == 0:
            out += section.digest or bytes(DIGEST_BYTES)
        flags = (
            (COMMITMENT if section.commitment is not None else 0)
            | (EXCHANGE if section.exchange is not None else 0)
            | (STEP_SEED if section.seed is not None else 0)
        )
        out.append(flags)
        out += section.commitment or b""
        out += curve.encode(section.exchange) if section.exchange is not None else b""
        out += section.seed or b""
        out += _varint(len(section.points))
        out += b"".join(section.points.encodings)
        return bytes(out)
    if isinstance(section, Keys):
        out = bytearray((KEYS,)) + _text(section.deck) + _varint(len(section.keys))
        for key in section.keys:
            if len(key.key) != KEY_BYTES:
                raise ValueError(f"a key is {KEY_BYTES} bytes, not {len(key.key)}")
            out += _varint(key.position) + bytes((key.to,)) + key.key
        return bytes(out)
    return bytes((SEED,)) + _text(section.deck) + section.seed


def section_size(section: Section) -> int:
    """The bytes ``section`` takes in a message."""
    return len(_section_bytes(section))


def text_size(data_size: int) -> int:
    """The characters of the text of a message of ``data_size`` bytes (no padding)."""
    return -(-data_size * 4 // 3)


def to_bytes(message: Message) -> bytes:
    out = bytearray((VERSION,)) + _text(message.game) + bytes((message.seat,))
    out += _varint(message.number) + message.previous + _text(message.move)
    for section in message.sections:
        out += _section_bytes(section)
    return bytes(out) + checksum(bytes(out))


def checksum(body: bytes) -> bytes:
    return hashlib.sha256(body).digest()[:CHECKSUM_BYTES]


def to_text(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def from_text(text: str) -> bytes:
    if len(text) > MAX_MESSAGE:
        raise Unreadable(f"the message is longer than {MAX_MESSAGE} characters")
    if not text or text.strip("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"):
        raise Unreadable("the message has characters other than A-Z a-z 0-9 - _")
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError) as error:
        raise Unreadable("the message is not base64url") from error


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.at = 0

    def take(self, count: int, what: str) -> bytes:
        if self.at + count > len(self.data):
            raise EndsEarly(f"the message ends inside {what}")
        chunk = self.data[self.at : self.at + count]
        self.at += count
        return chunk

    def byte(self, what: str) -> int:
        return self.take(1, what)[0]

    def varint(self, what: str) -> int:
        value = shift = 0
        while True:
            part = self.byte(what)
            value |= (part & 0x7F) << shift
            if not part & 0x80:
                return value
            shift += 7
            if shift > 28:
                raise Unreadable(f"{what} is too large")

    def text(self, what: str) -> str:
        size = self.varint(what)
        if size > MAX_TEXT:
            raise Unreadable(f"{what} is too long")
        try:
            return self.take(size, what).decode()
        except UnicodeDecodeError as error:
            raise Unreadable(f"{what} is not UTF-8") from error

    def point(self, what: str) -> curve.Point:
        try:
            return curve.decode(self.take(curve.POINT_BYTES, what))
        except curve.NotAPoint as error:
            raise Unreadable(f"{what} is not a point of the curve: {error}") from error

    def count(self, what: str) -> int:
        value = self.varint(what)
        if value > MAX_COUNT:
            raise Unreadable(f"{what} is too large")
        return value


def _step(reader: _Reader, deck: str) -> Step:
    step = reader.byte("a step")
    digest = reader.take(DIGEST_BYTES, "a deck digest") if step == 0 else None
    commitment = exchange = seed = None
    flags = reader.byte("a step")
    if flags & ~(COMMITMENT | EXCHANGE | STEP_SEED):
        raise Unreadable(f"step {step} of deck '{deck}' has a bad commitment flag")
    if flags & COMMITMENT:
        commitment = reader.take(HASH_BYTES, "a commitment")
    if flags & EXCHANGE:
        exchange = reader.point(f"the exchange point of step {step} of deck '{deck}'")
    if flags & STEP_SEED:
        seed = reader.take(SEED_BYTES, "a seed")
    count = reader.count("a card count")
    encodings = tuple(
        reader.take(curve.POINT_BYTES, f"card {index} of step {step} of deck '{deck}'")
        for index in range(count)
    )
    points = Points(encodings, f"step {step} of deck '{deck}'")
    return Step(deck, step, points, digest, commitment, exchange, seed)


def _keys(reader: _Reader, deck: str) -> Keys:
    keys = []
    for _ in range(reader.count("a key count")):
        position = reader.count("a position")
        to = reader.byte("a key")
        keys.append(Key(position, to, reader.take(KEY_BYTES, "a key")))
    return Keys(deck, tuple(keys))


def from_bytes(whole: bytes, checked: bool = True) -> Message:
    """The message ``whole`` holds; ``checked``: every point of its steps decompressed now
    (a message received), else each when first read (a kept game's own log)."""
    message = _message(whole)
    if checked:
        for section in message.sections:
            if isinstance(section, Step):
                section.points.check()
    return message


def _message(whole: bytes) -> Message:
    data, sent = whole[:-CHECKSUM_BYTES], whole[-CHECKSUM_BYTES:]
    if len(whole) <= CHECKSUM_BYTES or checksum(data) != sent:
        raise Unreadable("the message is damaged: its checksum does not match")
    reader = _Reader(data)
    version = reader.byte("the version")
    if version != VERSION:
        raise Unreadable(f"the message is of protocol version {version}, not {VERSION}")
    game = reader.text("the game")
    seat = reader.byte("the seat")
    number = reader.varint("the message number")
    previous = reader.take(HASH_BYTES, "the transcript hash")
    move = reader.text("the move")
    sections: list[Section] = []
    while reader.at < len(data):
        tag = reader.byte("a section")
        deck = reader.text("a deck id")
        if tag == STEP:
            sections.append(_step(reader, deck))
        elif tag == KEYS:
            sections.append(_keys(reader, deck))
        elif tag == SEED:
            sections.append(Seed(deck, reader.take(SEED_BYTES, "a seed")))
        else:
            raise Unreadable(f"the message has a section of unknown kind {tag}")
    return Message(game, seat, number, previous, move, tuple(sections))
