"""Everything a seat keeps secret in one shuffle, derived from one seed of its own.

A seat draws a fresh 32-byte seed from ``secrets`` for every shuffle, commits to
its hash when the shuffle starts, and derives from it alone: its lock (the one
key of its first pass), its permutation, its key for each position (from a 16-byte
key seed, which is what it releases to show that position: ``key_seed``, ``key_scalar``),
and its Diffie-Hellman key for keys sealed to one seat. So revealing the seed at the
end lets every other seat recompute all of it, and tells nothing about another
shuffle, whose seed was drawn apart. Every hash here starts with its own label
(domain separation), so no two derivations can give the same value.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from functools import cached_property

from . import curve

SEED_BYTES = 32
KEY_SEED_BYTES = 16
"""A released key: the 16-byte key seed a position's key scalar comes from (``key_scalar``)."""
LABEL = b"parlour-fair/1 "


def frame(*parts: bytes | str | int) -> bytes:
    """Parts joined without ambiguity: each one length-prefixed."""
    out = bytearray()
    for part in parts:
        data = (
            part.encode()
            if isinstance(part, str)
            else part.to_bytes(4, "big")
            if isinstance(part, int)
            else part
        )
        out += len(data).to_bytes(2, "big") + data
    return bytes(out)


def scalar(*parts: bytes | str | int) -> int:
    """A nonzero scalar mod N from SHA-512 (512 bits reduced: the bias is 2^-256)."""
    digest = hashlib.sha512(LABEL + frame(*parts)).digest()
    return int.from_bytes(digest, "big") % (curve.N - 1) + 1


def short(*parts: bytes | str | int) -> bytes:
    """The first ``KEY_SEED_BYTES`` of SHA-256 of the framed parts (a key seed, a pad)."""
    return hashlib.sha256(LABEL + frame(*parts)).digest()[:KEY_SEED_BYTES]


def key_seed(seed: bytes, position: int) -> bytes:
    """A seat's key seed for ``position``: what it releases to show that position's key."""
    return short("card key", seed, position)


def key_scalar(key_seed: bytes) -> int:
    """The key a key seed gives: the scalar the seat puts on its position and takes off."""
    return scalar("card key scalar", key_seed)


def seal(key_seed: bytes, pad: bytes) -> bytes:
    """A key seed XOR a pad (``pad``): sealing and unsealing are the same."""
    return bytes(a ^ b for a, b in zip(key_seed, pad, strict=True))


def new_seed() -> bytes:
    return secrets.token_bytes(SEED_BYTES)


def commitment(game: str, deck: str, seat: int, seed: bytes) -> bytes:
    """What a seat publishes when the shuffle starts: binds the seed to this game, deck, seat."""
    return hashlib.sha256(LABEL + frame("commit", game, deck, seat, seed)).digest()


def card_point(game: str, deck: str, index: int, code: str) -> curve.Point:
    """Card ``index`` of the deck's public order as a group element by a public hash: no
    seat chooses it, and two copies of one card (index differs) get different elements."""
    return curve.hash_to_point(*card_parts(game, deck, index, code))


def card_parts(game: str, deck: str, index: int, code: str) -> tuple[bytes, bytes]:
    """What ``card_point`` hashes (``curve.hash_tries`` reads a point's card from them)."""
    return LABEL + b"card", frame(game, deck, index, code)


def permutation(seed: bytes, size: int) -> tuple[int, ...]:
    """A uniform permutation of range(size) (Fisher-Yates on SHA-512 draws)."""
    order = list(range(size))
    for top in range(size - 1, 0, -1):
        digest = hashlib.sha512(LABEL + frame("shuffle", seed, top)).digest()
        pick = int.from_bytes(digest, "big") % (top + 1)
        order[top], order[pick] = order[pick], order[top]
    return tuple(order)


@dataclass(frozen=True)
class Secrets:
    """One seat's secrets for one shuffle, all from ``seed``."""

    seed: bytes
    size: int

    @cached_property
    def lock(self) -> int:
        return scalar("lock", self.seed)

    @cached_property
    def unlock(self) -> int:
        return pow(self.lock, -1, curve.N)

    @cached_property
    def order(self) -> tuple[int, ...]:
        return permutation(self.seed, self.size)

    @cached_property
    def key_seeds(self) -> tuple[bytes, ...]:
        """What the seat releases for each position (16 bytes each)."""
        return tuple(key_seed(self.seed, position) for position in range(self.size))

    @cached_property
    def keys(self) -> tuple[int, ...]:
        """The key scalar on each position, from its key seed."""
        return tuple(map(key_scalar, self.key_seeds))

    @cached_property
    def exchange(self) -> int:
        """The Diffie-Hellman secret for keys sealed to one other seat."""
        return scalar("exchange", self.seed)

    @cached_property
    def exchange_point(self) -> curve.Point:
        point = curve.multiply(self.exchange, curve.G)
        assert point is not None  # exchange is nonzero mod N
        return point


def pad(shared: curve.Point, game: str, deck: str, sender: int, to: int, position: int) -> bytes:
    """What hides a key seed sealed from ``sender`` to ``to`` (XOR, ``seal``): only the two
    know ``shared``."""
    return short("pad", curve.encode(shared), game, deck, sender, to, position)


def shared_point(own: int, other: curve.Point) -> curve.Point:
    point = curve.multiply(own, other)
    assert point is not None  # own is nonzero, other a group point of prime order
    return point
