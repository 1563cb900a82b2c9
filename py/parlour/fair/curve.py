"""secp256k1 in pure Python: the group the fair deal encrypts cards in.

The curve y^2 = x^3 + 7 over the prime field p has prime order n and cofactor 1,
so every point on it is in the one group of prime order: checking that a point
is on the curve is the whole group-membership check (SEC 2, section 2.4.1).

Points are affine ``(x, y)`` tuples; the point at infinity never travels (a card
is never it, and ``decode`` refuses it). Inside a multiplication points are
Jacobian ``(X, Y, Z)`` with x = X/Z^2, y = Y/Z^3, so that only one inverse is
taken at the end. A multiplication splits its scalar with the curve's
endomorphism (GLV: k = k1 + k2*lambda, both halves about 128 bits, and
lambda*(x, y) = (beta*x, y)) and adds windowed non-adjacent forms (wNAF) of the
halves with shared doublings (Straus), so a 256-bit multiplication costs about
128 doublings. Every step is ordinary Python integers; ``pow(x, -1, p)`` inverts.

None of this is constant time: it runs on the player's own device, and what it
computes with secret scalars goes into messages every seat reads anyway.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

P = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC2F
N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
B = 7
G = (
    0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798,
    0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8,
)
POINT_BYTES = 33
"""A compressed point: 02 or 03 (the parity of y), then x in 32 big-endian bytes."""

# The endomorphism: LAMBDA^3 = 1 mod N, BETA^3 = 1 mod P, LAMBDA*(x, y) = (BETA*x, y).
LAMBDA = 0x5363AD4CC05C30E0A5261C028812645A122E22EA20816678DF02967C1B23BD72
BETA = 0x7AE96A2B657C07106E64479EAC3434E99CF0497512F58995C1396C28719501EE
# A short basis of the lattice {(a, b): a + b*LAMBDA = 0 mod N} (a1 + b1*LAMBDA = 0, and a2, b2).
_A1 = 0x3086D221A7D46BCDE86C90E49284EB15
_B1 = -0xE4437ED6010E88286F547FA90ABFE4C3
_A2 = 0x114CA50F7A8E2F3F657C1108D9D44CFD8
_B2 = _A1
_SQRT_EXPONENT = (P + 1) // 4  # P = 3 mod 4: a square root is a power
WINDOW = 5  # wNAF width: tables of the 8 odd multiples P, 3P, ..., 15P

Point = tuple[int, int]
Jacobian = tuple[int, int, int]
INFINITY: Jacobian = (1, 1, 0)


class NotAPoint(ValueError):
    """Bytes that are not a point of the group; the message says why, in one line."""


def on_curve(point: Point) -> bool:
    x, y = point
    return 0 <= x < P and 0 <= y < P and (y * y - x * x * x - B) % P == 0


def sqrt_of(value: int) -> int | None:
    """A square root mod P, or None when ``value`` is not a square."""
    root = pow(value, _SQRT_EXPONENT, P)
    return root if root * root % P == value % P else None


def encode(point: Point) -> bytes:
    x, y = point
    return bytes((2 | (y & 1),)) + x.to_bytes(32, "big")


def decode(data: bytes) -> Point:
    """The point that ``data`` compresses, checked to be on the curve (so in the group)."""
    if len(data) != POINT_BYTES:
        raise NotAPoint(f"a point has {POINT_BYTES} bytes, not {len(data)}")
    prefix = data[0]
    if prefix not in (2, 3):
        raise NotAPoint(f"a compressed point starts with 02 or 03, not {prefix:02x}")
    x = int.from_bytes(data[1:], "big")
    if x >= P:
        raise NotAPoint("the x coordinate is not below the field prime")
    y = sqrt_of((x * x * x + B) % P)
    if y is None:
        raise NotAPoint("no point of the curve has that x coordinate")
    if y & 1 != prefix & 1:
        y = P - y
    return (x, y)


def hash_to_point(*parts: bytes) -> Point:
    """A point nobody knows the logarithm of: x from SHA-256 of ``parts``, tried with
    a counter until x^3 + 7 is a square (about two tries), y taken even."""
    prefix = _hash_prefix(parts)
    counter = 0
    while True:
        x = _hash_try(prefix, counter)
        y = sqrt_of((x * x * x + B) % P) if x < P else None
        if y is not None:
            return (x, y if y & 1 == 0 else P - y)
        counter += 1


def hash_tries(count: int, *parts: bytes) -> list[int]:
    """The first ``count`` x values ``hash_to_point(*parts)`` tries: only hashing, no
    square root, so a point's x names its parts cheaply (``shuffle.Plan.card_at``)."""
    prefix = _hash_prefix(parts)
    return [_hash_try(prefix, counter) for counter in range(count)]


def _hash_prefix(parts: Sequence[bytes]) -> bytes:
    return b"".join(len(part).to_bytes(2, "big") + part for part in parts)


def _hash_try(prefix: bytes, counter: int) -> int:
    return int.from_bytes(hashlib.sha256(prefix + counter.to_bytes(4, "big")).digest(), "big")


def negate(point: Point) -> Point:
    return (point[0], (P - point[1]) % P)


# --- Jacobian arithmetic (a = 0) ---------------------------------------------------


def _double(point: Jacobian) -> Jacobian:
    x, y, z = point
    if z == 0 or y == 0:
        return INFINITY
    yy = y * y % P
    s = 4 * x * yy % P
    m = 3 * x * x % P
    x3 = (m * m - 2 * s) % P
    return (x3, (m * (s - x3) - 8 * yy * yy) % P, 2 * y * z % P)


def _add_affine(point: Jacobian, other: Point) -> Jacobian:
    """``point + other`` with ``other`` affine (a mixed addition: 11 products)."""
    x1, y1, z1 = point
    if z1 == 0:
        return (other[0], other[1], 1)
    zz = z1 * z1 % P
    h = (other[0] * zz - x1) % P
    r = (other[1] * zz * z1 - y1) % P
    if h == 0:
        return _double(point) if r == 0 else INFINITY
    hh = h * h % P
    hhh = h * hh % P
    v = x1 * hh % P
    x3 = (r * r - hhh - 2 * v) % P
    return (x3, (r * (v - x3) - y1 * hhh) % P, z1 * h % P)


def _add(point: Jacobian, other: Jacobian) -> Jacobian:
    if other[2] == 0:
        return point
    if point[2] == 0:
        return other
    x1, y1, z1 = point
    x2, y2, z2 = other
    z1z1 = z1 * z1 % P
    z2z2 = z2 * z2 % P
    u1 = x1 * z2z2 % P
    s1 = y1 * z2z2 * z2 % P
    h = (x2 * z1z1 - u1) % P
    r = (y2 * z1z1 * z1 - s1) % P
    if h == 0:
        return _double(point) if r == 0 else INFINITY
    hh = h * h % P
    hhh = h * hh % P
    v = u1 * hh % P
    x3 = (r * r - hhh - 2 * v) % P
    return (x3, (r * (v - x3) - s1 * hhh) % P, z1 * z2 * h % P)


def to_affine_all(points: Sequence[Jacobian]) -> list[Point | None]:
    """Affine forms of many points with one inversion (Montgomery's trick); None for infinity."""
    prefix: list[int] = []
    running = 1
    for _, _, z in points:
        prefix.append(running)
        if z:
            running = running * z % P
    inverse = pow(running, -1, P)
    result: list[Point | None] = [None] * len(points)
    for index in range(len(points) - 1, -1, -1):
        x, y, z = points[index]
        if not z:
            continue
        z_inverse = inverse * prefix[index] % P
        inverse = inverse * z % P
        zz = z_inverse * z_inverse % P
        result[index] = (x * zz % P, y * zz * z_inverse % P)
    return result


# --- scalars -----------------------------------------------------------------------


def split(scalar: int) -> tuple[int, int]:
    """(k1, k2) with k1 + k2*LAMBDA = scalar mod N and |k1|, |k2| < 2^129 (GLV)."""
    k = scalar % N
    c1 = (_B2 * k + N // 2) // N
    c2 = (-_B1 * k + N // 2) // N
    return k - c1 * _A1 - c2 * _A2, -c1 * _B1 - c2 * _B2


def wnaf(scalar: int, width: int = WINDOW) -> list[int]:
    """Digits, least significant first, each 0 or odd with |digit| < 2^(width-1)."""
    digits: list[int] = []
    full, half = 1 << width, 1 << (width - 1)
    while scalar > 0:
        if scalar & 1:
            digit = scalar & (full - 1)
            if digit >= half:
                digit -= full
            scalar -= digit
        else:
            digit = 0
        digits.append(digit)
        scalar >>= 1
    return digits


def _odd_multiples(points: Sequence[Point], count: int) -> list[list[Point]]:
    """For each point Q: [Q, 3Q, 5Q, ...] (``count`` of them), affine; two inversions in all."""
    doubles = to_affine_all([_double((x, y, 1)) for x, y in points])
    jacobians: list[Jacobian] = []
    for point, twice in zip(points, doubles):
        if twice is None:
            raise ValueError("a group point of order 2")  # none: the order N is odd
        current: Jacobian = (point[0], point[1], 1)
        jacobians.append(current)
        for _ in range(count - 1):
            current = _add_affine(current, twice)
            jacobians.append(current)
    flat = to_affine_all(jacobians)
    if any(entry is None for entry in flat):
        raise ValueError("a small multiple of a group point is infinity")  # never for order N
    entries = [entry for entry in flat if entry is not None]
    return [entries[start : start + count] for start in range(0, len(entries), count)]


def multiply_sum(terms: Sequence[tuple[int, Point]]) -> Jacobian:
    """Sum of scalar*point over ``terms`` (Straus: the doublings are shared by all terms).

    Each scalar is split in two halves of about 128 bits (GLV); the second half
    multiplies LAMBDA*point, whose table is the first table with x times BETA."""
    count = 1 << (WINDOW - 2)
    tables = _odd_multiples([point for _, point in terms], count)
    rows: list[tuple[list[int], list[Point], bool]] = []
    for (scalar, _), table in zip(terms, tables):
        k1, k2 = split(scalar)
        if k1:
            rows.append((wnaf(abs(k1)), table, k1 < 0))
        if k2:
            rows.append((wnaf(abs(k2)), [(BETA * x % P, y) for x, y in table], k2 < 0))
    if not rows:
        return INFINITY
    return _straus(rows)


def _straus(rows: Sequence[tuple[list[int], list[Point], bool]]) -> Jacobian:
    """The sum over rows of (wNAF digits) * (table[0]), the table's sign flipped when asked.

    The doubling and the mixed addition are written out in the loop: this loop is
    nearly all of a shuffle's time, and a call per step would cost a fifth more."""
    x, y, z = 1, 1, 0
    for bit in range(max(len(digits) for digits, _, _ in rows) - 1, -1, -1):
        if z:
            yy = y * y % P
            s = 4 * x * yy % P
            m = 3 * x * x % P
            x3 = (m * m - 2 * s) % P
            z = 2 * y * z % P
            y = (m * (s - x3) - 8 * yy * yy) % P
            x = x3
        for digits, table, flip in rows:
            if bit >= len(digits):
                continue
            digit = digits[bit]
            if not digit:
                continue
            ax, ay = table[abs(digit) >> 1]
            if (digit < 0) != flip:
                ay = P - ay
            if not z:
                x, y, z = ax, ay, 1
                continue
            zz = z * z % P
            h = (ax * zz - x) % P
            r = (ay * zz * z - y) % P
            if h == 0:
                x, y, z = _double((x, y, z)) if r == 0 else INFINITY
                continue
            hh = h * h % P
            hhh = h * hh % P
            v = x * hh % P
            x3 = (r * r - hhh - 2 * v) % P
            y = (r * (v - x3) - y * hhh) % P
            z = z * h % P
            x = x3
    return (x, y, z)


def multiply(scalar: int, point: Point) -> Point | None:
    """scalar*point, affine; None for infinity (scalar = 0 mod N)."""
    return to_affine_all([multiply_sum([(scalar, point)])])[0]


def multiply_each(pairs: Sequence[tuple[int, Point]]) -> list[Point]:
    """[k*Q for (k, Q) in pairs], with one inversion for all; every k must be nonzero mod N."""
    results = to_affine_all([multiply_sum([pair]) for pair in pairs])
    if any(point is None for point in results):
        raise ValueError("a scalar was 0 mod N")
    return [point for point in results if point is not None]


def equal(point: Jacobian, other: Jacobian) -> bool:
    """Whether two Jacobian points are the same group element."""
    x1, y1, z1 = point
    x2, y2, z2 = other
    if z1 == 0 or z2 == 0:
        return z1 == z2 == 0
    z1z1, z2z2 = z1 * z1 % P, z2 * z2 % P
    return (x1 * z2z2 - x2 * z1z1) % P == 0 and (y1 * z2z2 * z2 - y2 * z1z1 * z1) % P == 0


def subtract(point: Jacobian, other: Jacobian) -> Jacobian:
    return _add(point, (other[0], (P - other[1]) % P, other[2]))
