"""secp256k1 as parlour.fair.curve computes it, against the curve's published values.

The multiples k*G are Chuck Batson's published secp256k1 test vectors
(secp256k1_vectors.json says where from): k = 1..20, three large k, and
n-20 .. n-1, whose points are the negations of 20*G .. 1*G.
"""

from __future__ import annotations

import json
import secrets
from pathlib import Path

import pytest

from parlour.fair import curve

VECTORS = json.loads((Path(__file__).parent / "secp256k1_vectors.json").read_text())["vectors"]


def test_the_generator_is_on_the_curve_and_has_order_n() -> None:
    assert curve.on_curve(curve.G)
    assert curve.multiply(curve.N, curve.G) is None  # n*G is the point at infinity
    assert curve.multiply(curve.N - 1, curve.G) == curve.negate(curve.G)
    assert curve.multiply(curve.N + 1, curve.G) == curve.G


@pytest.mark.parametrize("vector", VECTORS, ids=lambda vector: vector["k"][:12])
def test_published_multiples_of_the_generator(vector: dict[str, str]) -> None:
    expected = (int(vector["x"], 16), int(vector["y"], 16))
    assert curve.multiply(int(vector["k"]), curve.G) == expected


def test_the_vectors_cover_small_large_and_near_n() -> None:
    ks = [int(vector["k"]) for vector in VECTORS]
    assert ks[:20] == list(range(1, 21))
    assert any(2**200 < k < curve.N - 20 for k in ks)
    assert ks[-20:] == list(range(curve.N - 20, curve.N))


def test_the_endomorphism_constants() -> None:
    assert pow(curve.LAMBDA, 3, curve.N) == 1 and pow(curve.BETA, 3, curve.P) == 1
    assert curve.multiply(curve.LAMBDA, curve.G) == (curve.BETA * curve.G[0] % curve.P, curve.G[1])
    for _ in range(200):
        k = secrets.randbelow(curve.N)
        k1, k2 = curve.split(k)
        assert (k1 + k2 * curve.LAMBDA - k) % curve.N == 0
        assert abs(k1) < 2**129 and abs(k2) < 2**129


def test_a_sum_of_multiples_is_the_sum_of_each() -> None:
    points = [curve.hash_to_point(b"sum test", bytes((index,))) for index in range(5)]
    scalars = [secrets.randbelow(curve.N) for _ in points]
    expected: curve.Jacobian = curve.INFINITY
    for scalar, point in zip(scalars, points):
        product = curve.multiply(scalar, point)
        assert product is not None
        expected = curve.subtract(expected, (product[0], curve.P - product[1], 1))
    assert curve.equal(curve.multiply_sum(list(zip(scalars, points))), expected)
    each = curve.multiply_each(list(zip(scalars, points)))
    assert each == [curve.multiply(scalar, point) for scalar, point in zip(scalars, points)]


def test_compression_round_trips() -> None:
    for vector in VECTORS:
        point = (int(vector["x"], 16), int(vector["y"], 16))
        data = curve.encode(point)
        assert len(data) == 33 and data[0] == 2 + (point[1] & 1)
        assert curve.decode(data) == point


def test_decode_refuses_what_is_not_a_point() -> None:
    x = 0
    while curve.sqrt_of((x**3 + curve.B) % curve.P) is not None:
        x += 1
    with pytest.raises(curve.NotAPoint, match="no point of the curve has that x"):
        curve.decode(b"\x02" + x.to_bytes(32, "big"))
    good = curve.encode(curve.G)
    for prefix in (0, 1, 4, 5, 6, 7, 0xFF):
        with pytest.raises(curve.NotAPoint, match="starts with 02 or 03"):
            curve.decode(bytes((prefix,)) + good[1:])
    for too_big in (curve.P, curve.P + 1, 2**256 - 1):
        with pytest.raises(curve.NotAPoint, match="not below the field prime"):
            curve.decode(b"\x02" + too_big.to_bytes(32, "big"))
    for length in (0, 32, 34, 65):
        with pytest.raises(curve.NotAPoint, match="a point has 33 bytes"):
            curve.decode(good[:length] if length <= 33 else good + bytes(length - 33))


def test_hashed_points_are_on_the_curve_and_distinct() -> None:
    points = {curve.hash_to_point(b"card", bytes((index,))) for index in range(100)}
    assert len(points) == 100
    assert all(curve.on_curve(point) and point[1] % 2 == 0 for point in points)
