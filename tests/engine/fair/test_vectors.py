"""The test vectors of docs/fair-deal.md ("Test vectors"), and the doc's wire and recipes
checked against them.

- the vectors are what the code makes, byte for byte (``tests.support.fair_vectors``, the file
  ``fair_vectors.json`` beside this test);
- every block the doc quotes says what the file says;
- every message decodes with a decoder written here from "The wire, byte by byte" alone
  (base64url, varints, sections, checksum: not ``parlour.fair.wire``), field by field as
  the file lays it out, and to what ``wire.from_bytes`` reads;
- the transcript hashes, the derivations, the steps of the small shuffle and the Casino
  game's first step, the invitation's check and the game id follow "Every derivation, step
  by step" and "The link around the messages", recomputed here with ``hashlib`` and plain
  integers (no ``parlour.fair`` module).
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
from pathlib import Path
from typing import Any

import pytest

from parlour import registry
from parlour.fair import curve, wire

from tests.support import fair_vectors

ROOT = Path(__file__).resolve().parents[3]

DOC = ROOT / "docs" / "fair-deal.md"
VECTORS = Path(__file__).with_name("fair_vectors.json")


def vectors() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(VECTORS.read_text(encoding="utf-8"))
    return data


def at(data: Any, path: str) -> Any:
    for part in path.split("."):
        data = data[int(part)] if isinstance(data, list) else data[part]
    return data


# --- 1. the file is what the code makes ----------------------------------------------------


def test_the_vectors_file_is_what_the_code_makes_byte_for_byte() -> None:
    """docs/fair-deal.md, "Test vectors": ``python3 -m tests.support.fair_vectors --write`` made it."""
    made = fair_vectors.dumps(fair_vectors.vectors()) + "\n"
    assert made == VECTORS.read_text(encoding="utf-8"), (
        "the code's vectors changed: if on purpose, run python3 -m tests.support.fair_vectors --write "
        "and update the blocks of docs/fair-deal.md (--doc prints them)"
    )


def test_the_vectors_are_made_alike_twice() -> None:
    """No clock and no global random in them: two runs give the same text."""
    assert fair_vectors.dumps(fair_vectors.vectors()) == fair_vectors.dumps(fair_vectors.vectors())


# --- 2. the doc quotes the file ------------------------------------------------------------

BLOCK = re.compile(r"^```(vectors|layout [^\n]+)\n(.*?)^```$", re.M | re.S)


def doc_blocks() -> list[tuple[str, str]]:
    return [(kind, body) for kind, body in BLOCK.findall(DOC.read_text(encoding="utf-8"))]


def values_of(body: str) -> dict[str, str]:
    """A ``vectors`` block: ``path = value`` lines, a value going on over the lines indented
    by four below it (joined with nothing between)."""
    found: dict[str, str] = {}
    path = ""
    for line in body.splitlines():
        if line.startswith("    "):
            assert path, f"a continued value with no name before it: {line!r}"
            assert line == line.rstrip() and line[4] != " ", f"a continued value: {line!r}"
            found[path] += line[4:]
        else:
            path, equals, value = line.partition(" =")
            assert equals, f"not a 'path = value' line: {line!r}"
            assert path not in found, f"{path} quoted twice in one block"
            found[path] = value.strip()
    return found


def shown(value: Any) -> str:
    if isinstance(value, list):
        assert all(" " not in str(item) for item in value), "lists of longer text go by index"
        return " ".join(str(item) for item in value)
    return str(value)


def rows_of(body: str) -> list[list[Any]]:
    """A ``layout`` block: offset | size | field | bytes; ``…`` rows leave rows out."""
    lines = body.splitlines()
    assert lines[0].split("|")[0].strip() == "offset"
    rows: list[list[Any]] = []
    for line in lines[1:]:
        offset, size, name, value = (cell.strip() for cell in line.split(" | "))
        if offset == "…":
            rows.append(["…", "…", name, value])
        else:
            rows.append([int(offset), int(size), name, value])
    return rows


def test_every_block_the_doc_quotes_says_what_the_file_says() -> None:
    """docs/fair-deal.md, "Test vectors": each ``vectors`` and ``layout`` block."""
    data = vectors()
    blocks = doc_blocks()
    quoted: set[str] = set()
    layouts: set[str] = set()
    for kind, body in blocks:
        if kind == "vectors":
            for path, value in values_of(body).items():
                assert value == shown(at(data, path)), f"the doc's {path} is not the file's"
                quoted.add(path)
            continue
        path = kind.split(" ", 1)[1].strip()
        layouts.add(path)
        expected = at(data, path)["layout"]
        index, gap = 0, False
        for row in rows_of(body):
            if row[0] == "…":
                gap = True
                continue
            if gap:
                later = [i for i in range(index + 1, len(expected)) if expected[i][0] == row[0]]
                assert later, f"the doc's {path} leaves out rows that are not there"
                index, gap = later[0], False
            assert index < len(expected), f"the doc's {path} has rows past the message's end"
            assert row == expected[index], f"the doc's {path}: {row} is not {expected[index]}"
            index += 1
        assert index == len(expected) and not gap, f"the doc's {path} stops before the checksum"
    assert {"derive.lock", "derive.permutation", "derive.card_AC_index_0", "casino.fair_id"} <= (
        quoted
    )
    assert {f"table.messages.{n}.text" for n in range(5)} <= quoted
    assert {"casino.invitation", "casino.links.0", "casino.messages.0.text"} <= quoted
    assert {"casino.messages.3.text", "casino.links.4"} <= quoted
    assert {"table.messages.0", "table.messages.2", "casino.messages.0", "casino.messages.3"} <= (
        layouts
    )


# --- 3. a decoder from the doc alone -------------------------------------------------------

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
P = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC2F
N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
G = (
    0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798,
    0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8,
)
TAGS = {1: "STEP", 2: "KEYS", 3: "SEED"}


def from_base64url(text: str) -> bytes:
    """ "The text": base64url without padding; no other character."""
    assert text and all(char in ALPHABET for char in text) and len(text) % 4 != 1
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def point_y(data: bytes) -> int:
    """ "Its pieces", point: 02/03 and x; y from the square root, its parity the prefix's."""
    assert len(data) == 33 and data[0] in (2, 3)
    x = int.from_bytes(data[1:], "big")
    assert x < P
    y = pow((x**3 + 7) % P, (P + 1) // 4, P)
    assert y * y % P == (x**3 + 7) % P, "no point of the curve has that x"
    return y if y & 1 == data[0] & 1 else P - y


class Decoder:
    """A message's bytes read field by field, named as the doc's layout blocks name them."""

    def __init__(self, text: str) -> None:
        data = from_base64url(text)
        self.body, check = data[:-4], data[-4:]
        assert hashlib.sha256(self.body).digest()[:4] == check, "the checksum"
        self.at = 0
        self.rows: list[list[Any]] = []

    def take(self, size: int, name: str) -> bytes:
        assert self.at + size <= len(self.body), f"the message ends inside {name}"
        chunk = self.body[self.at : self.at + size]
        self.rows.append([self.at, size, name, chunk.hex()])
        self.at += size
        return chunk

    def byte(self, name: str) -> int:
        return self.take(1, name)[0]

    def varint(self, name: str) -> int:
        start, value, shift = self.at, 0, 0
        while True:
            assert self.at < len(self.body), f"the message ends inside {name}"
            part = self.body[self.at]
            self.at += 1
            value |= (part & 0x7F) << shift
            if not part & 0x80:
                break
            shift += 7
            assert shift <= 28, f"{name} takes more than 5 bytes"
        self.rows.append([start, self.at - start, name, self.body[start : self.at].hex()])
        return value

    def text(self, name: str) -> str:
        size = self.varint(f"{name}: length")
        assert size <= 4000
        return self.take(size, name).decode() if size else ""

    def message(self) -> dict[str, Any]:
        """ "The message" and "The sections"."""
        assert self.byte("version") == 3
        message: dict[str, Any] = {"game": self.text("game"), "seat": self.byte("seat")}
        message["number"] = self.varint("number")
        message["previous"] = self.take(32, "transcript hash")
        message["move"] = self.text("move")
        sections: list[tuple[Any, ...]] = []
        while self.at < len(self.body):
            at = f"section {len(sections) + 1}"
            tag = self.body[self.at]
            assert tag in TAGS, f"a section of unknown kind {tag}"
            self.byte(f"{at}: tag ({TAGS[tag]})")
            deck = self.text(f"{at}: deck")
            if tag == 1:
                step = self.byte(f"{at}: step")
                digest = self.take(8, f"{at}: deck digest") if step == 0 else None
                flags = self.byte(f"{at}: flags")
                assert not flags & ~7, "a bad flag"
                commitment = self.take(32, f"{at}: commitment") if flags & 1 else None
                exchange = self.take(33, f"{at}: exchange point") if flags & 2 else None
                seed = self.take(32, f"{at}: seed") if flags & 4 else None
                count = self.varint(f"{at}: card count")
                assert count <= 10_000
                cards = tuple(self.take(33, f"{at}: card {card}") for card in range(count))
                for point in (*cards, *([exchange] if exchange else [])):
                    point_y(point)
                sections.append(("STEP", deck, step, digest, commitment, exchange, seed, cards))
            elif tag == 2:
                keys = []
                for number in range(self.varint(f"{at}: key count")):
                    position = self.varint(f"{at}: key {number}: position")
                    to = self.byte(f"{at}: key {number}: to")
                    key = self.take(16, f"{at}: key {number}: key seed")
                    keys.append((position, to, key))
                sections.append(("KEYS", deck, tuple(keys)))
            else:
                sections.append(("SEED", deck, self.take(32, f"{at}: seed")))
        message["sections"] = sections
        self.rows.append([len(self.body), 4, "checksum", hashlib.sha256(self.body).hexdigest()[:8]])
        return message


def as_wire_reads(text: str) -> dict[str, Any]:
    """What ``parlour.fair.wire`` reads, in the decoder's shape: the reference."""
    message = wire.from_bytes(wire.from_text(text))
    sections: list[tuple[Any, ...]] = []
    for section in message.sections:
        if isinstance(section, wire.Step):
            exchange = curve.encode(section.exchange) if section.exchange is not None else None
            sections.append(
                ("STEP", section.deck, section.step, section.digest, section.commitment)
                + (exchange, section.seed, section.points.encodings)
            )
        elif isinstance(section, wire.Keys):
            keys = tuple((key.position, key.to, key.key) for key in section.keys)
            sections.append(("KEYS", section.deck, keys))
        else:
            sections.append(("SEED", section.deck, section.seed))
    return {
        "game": message.game,
        "seat": message.seat,
        "number": message.number,
        "previous": message.previous,
        "move": message.move,
        "sections": sections,
    }


MESSAGES = [f"table.messages.{n}" for n in range(5)] + [f"casino.messages.{n}" for n in range(4)]


@pytest.mark.parametrize("path", MESSAGES)
def test_a_decoder_from_the_doc_alone_reads_what_wire_reads(path: str) -> None:
    """docs/fair-deal.md, "The wire, byte by byte": the fields in the file's layout, and the
    values ``wire.from_bytes`` reads."""
    record = at(vectors(), path)
    decoder = Decoder(record["text"])
    decoded = decoder.message()
    assert decoder.rows == record["layout"]
    assert decoded == as_wire_reads(record["text"])
    assert decoded["seat"] == record["seat"] and decoded["number"] == record["number"]
    assert decoded["move"] == record["move"]
    assert len(decoder.body) + 4 == record["bytes"] and len(record["text"]) == record["characters"]
    if "hex" in record:
        assert from_base64url(record["text"]).hex() == record["hex"]


def test_the_decoder_refuses_what_the_doc_says_a_reader_refuses() -> None:
    """ "The checksum, and one form only", "The text": a changed character, a cut text."""
    text = vectors()["table"]["messages"][3]["text"]
    changed = text[:20] + ("A" if text[20] != "A" else "B") + text[21:]
    for bad in (changed, text[:-3], text + "="):
        with pytest.raises(AssertionError):
            Decoder(bad).message()
        with pytest.raises(wire.Unreadable):
            wire.from_bytes(wire.from_text(bad))


# --- the recipes, recomputed ---------------------------------------------------------------

L = b"parlour-fair/1 "
Point = tuple[int, int]


def frame(*parts: bytes | str | int) -> bytes:
    """ "Every derivation": each part with its length in 2 bytes; an integer in 4."""
    out = b""
    for part in parts:
        data = part.encode() if isinstance(part, str) else part
        data = data.to_bytes(4, "big") if isinstance(data, int) else data
        out += len(data).to_bytes(2, "big") + data
    return out


def scalar(*parts: bytes | str | int) -> int:
    return int.from_bytes(hashlib.sha512(L + frame(*parts)).digest(), "big") % (N - 1) + 1


def key_seed(seed: bytes, position: int) -> bytes:
    """ "A key seed": the first 16 bytes of SHA-256 of ("card key", seed, position)."""
    return hashlib.sha256(L + frame("card key", seed, position)).digest()[:16]


def card_key(seed: bytes, position: int) -> int:
    """ "A position's key": the scalar from the key seed."""
    return scalar("card key scalar", key_seed(seed, position))


def permutation(seed: bytes, size: int) -> list[int]:
    order = list(range(size))
    for top in range(size - 1, 0, -1):
        pick = int.from_bytes(hashlib.sha512(L + frame("shuffle", seed, top)).digest(), "big")
        pick %= top + 1
        order[top], order[pick] = order[pick], order[top]
    return order


def add(a: Point | None, b: Point | None) -> Point | None:
    if a is None or b is None:
        return a or b
    if a[0] == b[0] and (a[1] + b[1]) % P == 0:
        return None
    if a == b:
        slope = 3 * a[0] * a[0] * pow(2 * a[1], -1, P) % P
    else:
        slope = (b[1] - a[1]) * pow(b[0] - a[0], -1, P) % P
    x = (slope * slope - a[0] - b[0]) % P
    return (x, (slope * (a[0] - x) - a[1]) % P)


def times(k: int, point: Point) -> Point:
    result: Point | None = None
    for bit in bin(k % N)[2:]:
        result = add(result, result)
        if bit == "1":
            result = add(result, point)
    assert result is not None
    return result


def encode(point: Point) -> str:
    return (bytes((2 | (point[1] & 1),)) + point[0].to_bytes(32, "big")).hex()


def decode(hexa: str) -> Point:
    data = bytes.fromhex(hexa)
    return (int.from_bytes(data[1:], "big"), point_y(data))


def card_tries(game: str, deck: str, index: int, code: str) -> tuple[Point, list[int]]:
    """ "A card's point": the point, and every x tried before and at it."""
    a, b = L + b"card", frame(game, deck, index, code)
    prefix = len(a).to_bytes(2, "big") + a + len(b).to_bytes(2, "big") + b
    tried = []
    for counter in range(64):
        x = int.from_bytes(hashlib.sha256(prefix + counter.to_bytes(4, "big")).digest(), "big")
        tried.append(x)
        y = pow((x**3 + 7) % P, (P + 1) // 4, P)
        if x < P and y * y % P == (x**3 + 7) % P:
            return (x, y if y % 2 == 0 else P - y), tried
    raise AssertionError("no point in 64 tries")


def digest(game: str, deck: str, codes: list[str], order: list[int], kind: str) -> str:
    return hashlib.sha256(L + frame("plan", game, deck, *codes, bytes(order), kind)).hexdigest()[
        :16
    ]


def final_order(seeds: list[bytes], size: int) -> list[int]:
    """ "The order dealt": the seeds in shuffle order."""
    order = list(range(size))
    for seed in seeds:
        step = permutation(seed, size)
        order = [order[step[j]] for j in range(size)]
    return order


def h(hexa: str) -> str:
    return hashlib.sha256(bytes.fromhex(hexa)).hexdigest()


def test_the_derivations_follow_the_recipes() -> None:
    """docs/fair-deal.md, "Every derivation, step by step", with "The derivations"."""
    d = vectors()["derive"]
    seed, other = bytes.fromhex(d["inputs"]["seed"]), bytes.fromhex(d["inputs"]["other_seed"])
    assert seed == hashlib.sha256(d["inputs"]["seed_words"].encode()).digest()
    assert other == hashlib.sha256(d["inputs"]["other_seed_words"].encode()).digest()
    game, deck, size = d["inputs"]["game"], d["inputs"]["deck"], d["inputs"]["size"]
    assert frame("commit", game, deck, 1, seed).hex() == d["frame"]
    lock = scalar("lock", seed)
    assert f"{lock:064x}" == d["lock"]
    assert f"{pow(lock, -1, N):064x}" == d["unlock"]
    assert [key_seed(seed, j).hex() for j in range(3)] == d["key_seeds"]
    assert [f"{card_key(seed, j):064x}" for j in range(3)] == d["keys"]
    assert permutation(seed, size) == d["permutation"]
    exchange, theirs = scalar("exchange", seed), scalar("exchange", other)
    assert f"{exchange:064x}" == d["exchange"]
    assert encode(times(exchange, G)) == d["exchange_point"]
    assert encode(times(theirs, G)) == d["other_exchange_point"]
    commitment = hashlib.sha256(L + frame("commit", game, deck, 1, seed)).hexdigest()
    assert commitment == d["commitment_seat_1"]
    shared = times(exchange, times(theirs, G))
    assert encode(shared) == d["shared_point"] == encode(times(theirs, times(exchange, G)))
    pad = hashlib.sha256(L + frame("pad", bytes.fromhex(encode(shared)), game, deck, 0, 1, 2))
    assert pad.digest()[:16].hex() == d["pad_0_to_1_position_2"]
    sealed = bytes(a ^ b for a, b in zip(key_seed(seed, 2), pad.digest()[:16], strict=True))
    assert sealed.hex() == d["sealed_0_to_1_position_2"]
    point, tried = card_tries(game, deck, 0, "AC")
    assert encode(point) == d["card_AC_index_0"]
    assert len(tried) - 1 == d["card_AC_index_0_counter"]
    assert [f"{x:064x}" for x in tried] == d["card_AC_index_0_tries"]
    assert encode(card_tries(game, deck, 1, "AC")[0]) == d["card_AC_index_1"]
    start = hashlib.sha256(L + frame("transcript", game, 2)).hexdigest()
    assert start == d["transcript_start_2_seats"]
    assert (
        digest(game, deck, list("abcd"), [1, 0], "closed sealing")
        == (d["plan_digest_abcd_order_1_0_sealing"])
    )
    assert digest(game, "split", list("xyz"), [0, 1], "open") == d["plan_digest_xyz_order_0_1_open"]
    assert final_order([seed, other], 8) == d["final_order_two_seats"]


@pytest.mark.parametrize("game", ["table", "casino"])
def test_the_transcript_hash_chains_over_every_message(game: str) -> None:
    """ "The transcript hash": h₀, then h' = SHA-256(h ‖ the message's bytes)."""
    data = vectors()[game]
    game_id = data["inputs"]["game"] if game == "table" else data["fair_id"]
    head = hashlib.sha256(L + frame("transcript", game_id, 2)).hexdigest()
    assert head == data["transcript_start"]
    for number, record in enumerate(data["messages"]):
        assert record["number"] == number and record["transcript_before"] == head
        assert Decoder(record["text"]).message()["previous"].hex() == head
        head = h(head + from_base64url(record["text"]).hex())
        assert record["transcript_after"] == head
        assert hashlib.sha256(record["text"].encode()).hexdigest() == record["text_sha256"]


def test_the_small_shuffle_follows_the_recipes() -> None:
    """ "The steps", "The order dealt", "Reading position j", with "A small shuffle, whole":
    every point of ``main`` recomputed from the seeds, every key, the seeds of ``split``."""
    data = vectors()["table"]
    game = data["inputs"]["game"]
    seed = {
        (seat, deck): bytes.fromhex(data["inputs"]["seeds"][f"seat {seat} {deck}"])
        for seat in (0, 1)
        for deck in ("main", "split")
    }
    for (seat, deck), value in seed.items():
        words = f"parlour vectors: seat {seat} deck {deck}"
        assert value == hashlib.sha256(words.encode()).digest()
    steps = [Decoder(record["text"]).message()["sections"] for record in data["messages"]]
    codes = ["a", "b", "c", "d"]
    cards = [card_tries(game, "main", index, code)[0] for index, code in enumerate(codes)]
    lock = {seat: scalar("lock", seed[(seat, "main")]) for seat in (0, 1)}
    keys = {seat: [card_key(seed[(seat, "main")], j) for j in range(4)] for seat in (0, 1)}
    released = {seat: [key_seed(seed[(seat, "main")], j) for j in range(4)] for seat in (0, 1)}
    perm = {seat: permutation(seed[(seat, "main")], 4) for seat in (0, 1)}

    def points(section: tuple[Any, ...]) -> list[Point]:
        return [decode(card.hex()) for card in section[7]]

    # message 0: seat 0's step 0 of both decks, its commitments and exchange point
    main0, split0 = steps[0]
    assert main0[:3] == ("STEP", "0", 0) and split0[:3] == ("STEP", "1", 0)
    assert main0[3].hex() == digest(game, "main", codes, [0, 1], "closed sealing")
    assert split0[3].hex() == digest(game, "split", ["x", "y", "z"], [0, 1], "open")
    for deck, section in (("main", main0), ("split", split0)):
        commitment = hashlib.sha256(L + frame("commit", game, deck, 0, seed[(0, deck)]))
        assert section[4] == commitment.digest()
    assert main0[5].hex() == encode(times(scalar("exchange", seed[(0, "main")]), G))
    assert split0[5:] == (None, None, ())
    assert points(main0) == [times(lock[0], cards[perm[0][j]]) for j in range(4)]
    # message 1: seat 1's step 1, the last of the first pass: its keys on
    main1, split1, keys1 = steps[1]
    assert points(main1) == [times(keys[1][j], points(main0)[perm[1][j]]) for j in range(4)]
    assert (
        main1[4] == hashlib.sha256(L + frame("commit", game, "main", 1, seed[(1, "main")])).digest()
    )
    assert split1[2:] == (1, None, None, None, seed[(1, "split")], ())
    assert keys1 == ("KEYS", "0", ((0, 255, released[1][0]),))
    # message 2: seat 0's step 2, its lock off and its keys on
    main2, split2, keys2 = steps[2]
    unlock = pow(lock[0], -1, N)
    last = [times(keys[0][j] * unlock % N, points(main1)[j]) for j in range(4)]
    assert points(main2) == last
    assert split2[2:] == (2, None, None, None, seed[(0, "split")], ())
    assert keys2 == ("KEYS", "0", ((1, 255, released[0][1]), (2, 255, released[0][2])))
    # message 3 and 4: the other key of the public card, the seeds of main
    assert steps[3] == [
        ("KEYS", "0", ((2, 255, released[1][2]),)),
        ("SEED", "0", seed[(1, "main")]),
    ]
    assert steps[4] == [("SEED", "0", seed[(0, "main")])]
    # the order dealt, and each position read with both keys
    order = final_order([seed[(0, "main")], seed[(1, "main")]], 4)
    assert [codes[i] for i in order] == data["main_order"]
    for j in range(4):
        card = times(pow(keys[0][j] * keys[1][j] % N, -1, N), last[j])
        assert card == cards[order[j]]
    for seat, shown_to in data["shown"].items():
        for where, code in shown_to.items():
            assert data["main_order"][int(where.split()[1])] == code, seat
    split = final_order([seed[(0, "split")], seed[(1, "split")]], 3)
    assert [["x", "y", "z"][i] for i in split] == data["split_order"]


def test_the_casino_links_follow_the_recipes() -> None:
    """ "The link around the messages" (the invitation, its check, the game id, the
    envelope) and "Every derivation" (the digest, the commitment and every point of Bo's
    step 0), with "The first links of a Casino game"."""
    data = vectors()["casino"]
    inputs = data["inputs"]
    game, players, options, table = (
        inputs["game"],
        inputs["players"],
        inputs["options"],
        inputs["table"],
    )
    spec = registry.get(game).spec
    marks = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    choices = "".join(marks[option.choices.index(options[option.name])] for option in spec.options)
    check = hashlib.sha256(f"{game}-{players}-{choices}-{table}".encode()).hexdigest()[:4]
    assert data["invitation"] == f"parlour-{game}-{players}-{choices}-{check}-{table}"
    hashed = json.dumps([game, players, options], sort_keys=True)
    assert hashed == data["fair_id_hashed"]
    d = base64.urlsafe_b64encode(hashlib.sha256(hashed.encode()).digest()[:6]).decode()
    assert data["fair_id"] == f"{game[:12]}.{table}.{d}"
    name = [base64.urlsafe_b64encode(n.encode()).decode().rstrip("=") for n in inputs["names"]]
    assert data["links"][0] == f"#L1.{game}.{table}.0.{name[0]}.{data['invitation']}."
    for number, record in enumerate(data["messages"], 1):
        seat = record["seat"]
        assert data["links"][number] == f"#L1.{game}.{table}.{seat}.{name[seat]}..{record['text']}"
    seed = {seat: bytes.fromhex(inputs["seeds"][f"seat {seat} {data['deck']}"]) for seat in (0, 1)}
    assert seed[1] == hashlib.sha256(b"parlour vectors: casino seat 1").digest()
    step = Decoder(data["messages"][0]["text"]).message()["sections"][0]
    # Bo shuffles first (the game's first deal is never begun by the host): order 1, 0
    assert step[3].hex() == digest(data["fair_id"], data["deck"], data["codes"], [1, 0], "closed")
    commitment = hashlib.sha256(L + frame("commit", data["fair_id"], data["deck"], 1, seed[1]))
    assert step[4] == commitment.digest() and step[5] is None and step[6] is None
    lock, perm = scalar("lock", seed[1]), permutation(seed[1], 52)
    cards = [
        card_tries(data["fair_id"], data["deck"], index, code)[0]
        for index, code in enumerate(data["codes"])
    ]
    assert [decode(card.hex()) for card in step[7]] == [
        times(lock, cards[perm[j]]) for j in range(52)
    ]
    moved = Decoder(data["messages"][3]["text"]).message()
    assert moved["sections"] == [("KEYS", "0", ((7, 255, key_seed(seed[0], 7)),))]
