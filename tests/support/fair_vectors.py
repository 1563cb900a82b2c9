"""The fair deal's test vectors (docs/fair-deal.md, "Test vectors"): fixed inputs, the
code's outputs, byte for byte.

    python3 -m tests.support.fair_vectors            # prints the vectors as JSON
    python3 -m tests.support.fair_vectors --write    # writes tests/engine/fair/fair_vectors.json

Three groups, each from fixed inputs only (no clock, no global random; the seeds are
SHA-256 of fixed words):

- ``derive``: every derivation of ``parlour.fair.derive`` (and the transcript's start, a
  deck's digest, a card's point, a sealed key's pad) for given inputs;
- ``table``: a whole small shuffle between two ``parlour.fair.Ledger`` seats (a closed deck
  of four cards with exchange points, an open deck of three, shuffled in the same
  messages), its keys and its seeds: five messages;
- ``casino``: the first four messages of a two-player Casino game by link
  (``parlour.link.Seat``: the invitation, the friend's step 0, the host's step 1 with keys,
  the friend's step 2 with keys, the host's first move), and the links that carry them.

Every message is given as its text, and its bytes field by field (``layout``): offset,
size, the field's name and its bytes in hex.  The layout is made from the decoded message
and checked to join up to the very bytes ``parlour.fair.wire`` writes.
``tests/engine/fair/test_vectors.py`` regenerates all of it and compares it with the JSON
file and with the blocks quoted in the doc.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))

from parlour import registry  # noqa: E402
from parlour.fair import Reveal, Ledger, curve, derive, wire  # noqa: E402
from parlour.fair.shuffle import Plan, final_order  # noqa: E402
from parlour.link import Invite, Seat  # noqa: E402
from parlour.link.envelope import Envelope  # noqa: E402

PATH = ROOT / "tests" / "engine" / "fair" / "fair_vectors.json"
SECTION_NAMES = {wire.STEP: "STEP", wire.KEYS: "KEYS", wire.SEED: "SEED"}


def fixed_seed(words: str) -> bytes:
    """A seed from fixed words: SHA-256 of their UTF-8."""
    return hashlib.sha256(words.encode()).digest()


def scalar_hex(value: int) -> str:
    return value.to_bytes(32, "big").hex()


def point_hex(point: curve.Point) -> str:
    return curve.encode(point).hex()


# --- a message, field by field -------------------------------------------------------------


def _varint(value: int) -> bytes:
    """Unsigned LEB128, as the wire writes it (checked below against ``wire.to_bytes``)."""
    out = bytearray()
    while True:
        low, value = value & 0x7F, value >> 7
        out.append(low | (0x80 if value else 0))
        if not value:
            return bytes(out)


def layout(text: str) -> list[list[Any]]:
    """The bytes of message ``text``, field by field: [offset, size, name, hex]."""
    whole = wire.from_text(text)
    message = wire.from_bytes(whole)
    rows: list[tuple[str, bytes]] = []

    def text_field(name: str, value: str) -> None:
        data = value.encode()
        rows.append((f"{name}: length", _varint(len(data))))
        if data:
            rows.append((name, data))

    rows.append(("version", bytes((wire.VERSION,))))
    text_field("game", message.game)
    rows.append(("seat", bytes((message.seat,))))
    rows.append(("number", _varint(message.number)))
    rows.append(("transcript hash", message.previous))
    text_field("move", message.move)
    for index, section in enumerate(message.sections, 1):
        at = f"section {index}"
        tag = (
            wire.STEP
            if isinstance(section, wire.Step)
            else wire.KEYS
            if isinstance(section, wire.Keys)
            else wire.SEED
        )
        rows.append((f"{at}: tag ({SECTION_NAMES[tag]})", bytes((tag,))))
        text_field(f"{at}: deck", section.deck)
        if isinstance(section, wire.Step):
            rows.append((f"{at}: step", bytes((section.step,))))
            if section.step == 0:
                rows.append((f"{at}: deck digest", section.digest or bytes(wire.DIGEST_BYTES)))
            flags = (
                (wire.COMMITMENT if section.commitment is not None else 0)
                | (wire.EXCHANGE if section.exchange is not None else 0)
                | (wire.STEP_SEED if section.seed is not None else 0)
            )
            rows.append((f"{at}: flags", bytes((flags,))))
            if section.commitment is not None:
                rows.append((f"{at}: commitment", section.commitment))
            if section.exchange is not None:
                rows.append((f"{at}: exchange point", curve.encode(section.exchange)))
            if section.seed is not None:
                rows.append((f"{at}: seed", section.seed))
            rows.append((f"{at}: card count", _varint(len(section.points))))
            for card, encoding in enumerate(section.points.encodings):
                rows.append((f"{at}: card {card}", encoding))
        elif isinstance(section, wire.Keys):
            rows.append((f"{at}: key count", _varint(len(section.keys))))
            for number, key in enumerate(section.keys):
                rows.append((f"{at}: key {number}: position", _varint(key.position)))
                rows.append((f"{at}: key {number}: to", bytes((key.to,))))
                rows.append((f"{at}: key {number}: key seed", key.key))
        else:
            rows.append((f"{at}: seed", section.seed))
    rows.append(("checksum", whole[-wire.CHECKSUM_BYTES :]))
    joined = b"".join(data for _, data in rows)
    assert joined == whole == wire.to_bytes(message), "the layout joins up to the message"
    out: list[list[Any]] = []
    offset = 0
    for name, data in rows:
        out.append([offset, len(data), name, data.hex()])
        offset += len(data)
    return out


def message_record(text: str, head_after: bytes, full: bool) -> dict[str, Any]:
    """A message: its text, sizes, header, the transcript hash after it, and its layout
    (``full``: its bytes in hex too, for the short messages)."""
    whole = wire.from_text(text)
    message = wire.from_bytes(whole)
    record: dict[str, Any] = {
        "seat": message.seat,
        "number": message.number,
        "move": message.move,
        "characters": len(text),
        "bytes": len(whole),
        "text_sha256": hashlib.sha256(text.encode()).hexdigest(),
        "transcript_before": message.previous.hex(),
        "transcript_after": head_after.hex(),
        "text": text,
    }
    if full:
        record["hex"] = whole.hex()
    record["layout"] = layout(text)
    return record


# --- the derivations -----------------------------------------------------------------------


def derivations() -> dict[str, Any]:
    """Every recipe of ``parlour.fair.derive`` and its neighbours, for fixed inputs."""
    seed = fixed_seed("parlour vectors: seed A")
    other = fixed_seed("parlour vectors: seed B")
    game, deck, size = "vectors", "main", 8
    own, theirs = derive.Secrets(seed, size), derive.Secrets(other, size)
    shared = derive.shared_point(own.exchange, theirs.exchange_point)
    assert shared == derive.shared_point(theirs.exchange, own.exchange_point)
    plan = Plan(game, deck, ("a", "b", "c", "d"), (1, 0), exchange=True)
    open_plan = Plan(game, "split", ("x", "y", "z"), (0, 1), open=True, exchange=False)
    card = derive.card_point(game, deck, 0, "AC")
    tries = curve.hash_tries(8, *derive.card_parts(game, deck, 0, "AC"))
    counter = next(
        n for n, x in enumerate(tries) if x == card[0]
    )  # the first try that is a point's x
    return {
        "inputs": {
            "seed": seed.hex(),
            "seed_words": "parlour vectors: seed A",
            "other_seed": other.hex(),
            "other_seed_words": "parlour vectors: seed B",
            "game": game,
            "deck": deck,
            "size": size,
        },
        "frame": derive.frame("commit", game, deck, 1, seed).hex(),
        "lock": scalar_hex(own.lock),
        "unlock": scalar_hex(own.unlock),
        "key_seeds": [key.hex() for key in own.key_seeds[:3]],
        "keys": [scalar_hex(key) for key in own.keys[:3]],
        "permutation": list(own.order),
        "exchange": scalar_hex(own.exchange),
        "exchange_point": point_hex(own.exchange_point),
        "commitment_seat_1": derive.commitment(game, deck, 1, seed).hex(),
        "other_exchange_point": point_hex(theirs.exchange_point),
        "shared_point": point_hex(shared),
        "pad_0_to_1_position_2": derive.pad(shared, game, deck, 0, 1, 2).hex(),
        "sealed_0_to_1_position_2": derive.seal(
            own.key_seeds[2], derive.pad(shared, game, deck, 0, 1, 2)
        ).hex(),
        "card_AC_index_0": point_hex(card),
        "card_AC_index_0_counter": counter,
        "card_AC_index_0_tries": [x.to_bytes(32, "big").hex() for x in tries[: counter + 1]],
        "card_AC_index_1": point_hex(derive.card_point(game, deck, 1, "AC")),
        "transcript_start_2_seats": hashlib.sha256(
            derive.LABEL + derive.frame("transcript", game, 2)
        ).hexdigest(),
        "plan_digest_abcd_order_1_0_sealing": plan.digest.hex(),
        "plan_digest_xyz_order_0_1_open": open_plan.digest.hex(),
        "final_order_two_seats": list(
            final_order(Plan(game, deck, tuple("abcdefgh"), (0, 1)), {0: seed, 1: other})
        ),
    }


# --- a small shuffle between two tables ----------------------------------------------------


def table_game() -> dict[str, Any]:
    """Two seats of ``fair.Ledger`` shuffle a closed deck of four (exchange points on) and an
    open deck of three in the same messages, show cards, and reveal their seeds."""
    game = "vectors"
    closed, opened = ("a", "b", "c", "d"), ("x", "y", "z")
    seeds = {
        (seat, deck): fixed_seed(f"parlour vectors: seat {seat} deck {deck}")
        for seat in (0, 1)
        for deck in ("main", "split")
    }
    tables = [Ledger.new(game, 2, seat) for seat in (0, 1)]
    for seat in (0, 1):
        tables[seat] = tables[seat].begin(
            "main", closed, seed=seeds[(seat, "main")], order=(0, 1), tag="0"
        )
        tables[seat] = tables[seat].begin(
            "split", opened, seed=seeds[(seat, "split")], order=(0, 1), open=True, tag="1"
        )
    plays: list[tuple[int, str, list[Reveal], list[str]]] = [
        (0, "", [], []),  # step 0 of both decks, with commitments
        (1, "", [Reveal("main", 0, frozenset({0}))], []),  # step 1, seat 0's first card
        (0, "play", [Reveal("main", 1, frozenset({1})), Reveal("main", 2)], []),  # step 2
        (1, "", [Reveal("main", 2)], ["main"]),  # the public card's other key, a seed
        (0, "", [], ["main"]),  # the other seed
    ]
    messages = []
    for sender, move, reveal, revealed in plays:
        text, tables[sender] = tables[sender].send(move, reveal, revealed)
        other = 1 - sender
        tables[other] = tables[other].receive(text)
        assert tables[other].head == tables[sender].head
        messages.append(message_record(text, tables[sender].head, full=True))
    shown = {
        f"seat {seat}": {
            f"main {p}": tables[seat].card("main", p)
            for p in range(4)
            if tables[seat].card("main", p) is not None
        }
        for seat in (0, 1)
    }
    return {
        "inputs": {
            "game": game,
            "seats": 2,
            "decks": [
                {"deck": "main", "tag": "0", "codes": list(closed), "order": [0, 1]},
                {"deck": "split", "tag": "1", "codes": list(opened), "order": [0, 1], "open": True},
            ],
            "seeds": {f"seat {seat} {deck}": seed.hex() for (seat, deck), seed in seeds.items()},
            "seed_words": "parlour vectors: seat S deck D",
        },
        "transcript_start": Ledger.new(game, 2, 0).head.hex(),
        "messages": messages,
        "shown": shown,
        "main_order": list(tables[0].deck_order("main") or ()),
        "split_order": [tables[0].card("split", p) for p in range(3)],
    }


# --- the first links of a Casino game ------------------------------------------------------


def casino_game() -> dict[str, Any]:
    """The invitation and the first four messages of a two-player Casino game by link: the
    table id, each seat's entropy and its seed of the first deck fixed; the host moves its
    first legal move in notation order."""
    invite = dataclasses.replace(Invite.new("casino", 2, {}), table="Vectors1")
    chance = registry.get("casino").opening(2, invite.options).chance
    assert chance is not None
    names = ("Ana", "Bo")
    seeds = {seat: fixed_seed(f"parlour vectors: casino seat {seat}") for seat in (0, 1)}
    seats = [Seat.new(invite, seat, 1000 + seat, {chance.deck: seeds[seat]}) for seat in (0, 1)]
    messages: list[dict[str, Any]] = []
    links: list[str] = [
        Envelope(invite.game, invite.table, 0, names[0], invite.to_text(), ()).to_fragment()
    ]
    while len(messages) < 4:
        actions = [seat.action for seat in seats]
        sender = next(s for s, action in enumerate(actions) if action in ("move", "send"))
        move = sorted(seats[sender].legal_moves())[0] if actions[sender] == "move" else ""
        text, seats[sender] = seats[sender].send(move)
        seats[1 - sender] = seats[1 - sender].receive(text)
        messages.append(message_record(text, seats[sender].fair.head, full=len(text) < 400))
        envelope = Envelope(invite.game, invite.table, sender, names[sender], "", (text,))
        links.append(envelope.to_fragment())
    return {
        "inputs": {
            "game": invite.game,
            "players": invite.players,
            "options": dict(invite.options),
            "table": invite.table,
            "names": list(names),
            "entropy": [1000, 1001],
            "seeds": {f"seat {seat} {chance.deck}": seed.hex() for seat, seed in seeds.items()},
            "seed_words": "parlour vectors: casino seat S",
            "moves": "the host's first legal move in notation order",
        },
        "invitation": invite.to_text(),
        "fair_id": invite.fair_id,
        "fair_id_hashed": json.dumps(
            [invite.game, invite.players, dict(invite.options)], sort_keys=True
        ),
        "deck": chance.deck,
        "codes": list(chance.cards),
        "transcript_start": Ledger.new(invite.fair_id, 2, 0).head.hex(),
        "links": links,
        "messages": messages,
    }


def vectors() -> dict[str, Any]:
    return {
        "about": "docs/fair-deal.md, 'Test vectors'; made by python3 -m tests.support.fair_vectors",
        "derive": derivations(),
        "table": table_game(),
        "casino": casino_game(),
    }


def dumps(value: Any, indent: str = "") -> str:
    """JSON with one line per list of plain values (a layout row, a permutation)."""
    inner = indent + " "
    if isinstance(value, dict):
        if not value:
            return "{}"
        items = (f"{inner}{json.dumps(k)}: {dumps(v, inner)}" for k, v in value.items())
        return "{\n" + ",\n".join(items) + "\n" + indent + "}"
    if isinstance(value, list) and any(isinstance(item, (dict, list)) for item in value):
        items = (inner + dumps(item, inner) for item in value)
        return "[\n" + ",\n".join(items) + "\n" + indent + "]"
    return json.dumps(value, ensure_ascii=False)


# --- the blocks docs/fair-deal.md quotes -----------------------------------------------------

WIDTH = 76
"""Characters of a quoted value a line; the rest continues on lines indented by four."""


def at(data: Any, path: str) -> Any:
    """The value at a dotted ``path`` (a list's items by their index)."""
    for part in path.split("."):
        data = data[int(part)] if isinstance(data, list) else data[part]
    return data


def shown(value: Any) -> str:
    """A value as a ``vectors`` block shows it: text as is, a number in decimal, a list of
    numbers joined by spaces."""
    if isinstance(value, list):
        return " ".join(str(item) for item in value)
    return str(value)


def values_block(data: dict[str, Any], paths: list[str]) -> str:
    """A ``vectors`` block: ``path = value`` a line, long values continued on lines indented
    by four spaces (joined with nothing between; a value with spaces is never cut)."""
    lines = ["```vectors"]
    for path in paths:
        value = shown(at(data, path))
        head = f"{path} = "
        if len(head) + len(value) <= WIDTH + 24 or " " in value:  # text with spaces: whole
            lines.append(head + value)
            continue
        lines.append(head.rstrip())
        lines += ["    " + value[i : i + WIDTH] for i in range(0, len(value), WIDTH)]
    return "\n".join([*lines, "```"])


def layout_block(data: dict[str, Any], path: str, skip: tuple[int, int] | None = None) -> str:
    """A ``layout`` block of the message at ``path``: offset | size | field | bytes, a row
    a field; ``skip``: the rows of the cards from ``skip[0]`` to ``skip[1]`` of its first
    section left out (one row of ``…``)."""
    lines = [f"```layout {path}", f"{'offset':>6} | {'size':>4} | {'field':<34} | bytes (hex)"]
    skipped = False
    for offset, size, name, value in at(data, path)["layout"]:
        card = re.fullmatch(r"section 1: card (\d+)", name)
        if skip and card and skip[0] <= int(card[1]) <= skip[1]:
            if not skipped:
                name = f"section 1: cards {skip[0]} to {skip[1]}"
                lines.append(f"{'…':>6} | {'…':>4} | {name:<34} | …")
                skipped = True
            continue
        lines.append(f"{offset:>6} | {size:>4} | {name:<34} | {value}")
    return "\n".join([*lines, "```"])


def doc_blocks(data: dict[str, Any]) -> list[str]:
    """Every block docs/fair-deal.md quotes, in its order."""
    derive_paths = [f"derive.inputs.{key}" for key in data["derive"]["inputs"]]
    for key, value in data["derive"].items():
        if key == "inputs":
            continue
        if isinstance(value, list) and value and isinstance(value[0], str):
            derive_paths += [f"derive.{key}.{index}" for index in range(len(value))]
        else:
            derive_paths.append(f"derive.{key}")
    table = data["table"]
    table_paths = [f"table.inputs.seeds.{key}" for key in table["inputs"]["seeds"]]
    table_paths.append("table.transcript_start")
    for number, _ in enumerate(table["messages"]):
        table_paths += [
            f"table.messages.{number}.text",
            f"table.messages.{number}.transcript_after",
        ]
    table_paths += [
        f"table.shown.{seat}.{position}"
        for seat, positions in table["shown"].items()
        for position in positions
    ]
    table_paths += ["table.main_order", "table.split_order"]
    casino = data["casino"]
    casino_paths = [f"casino.inputs.seeds.{key}" for key in casino["inputs"]["seeds"]]
    casino_paths += [
        "casino.inputs.entropy",
        "casino.invitation",
        "casino.fair_id",
        "casino.fair_id_hashed",
        "casino.transcript_start",
        "casino.links.0",
        "casino.messages.0.text",
    ]
    for number in (1, 2):
        casino_paths += [
            f"casino.messages.{number}.{field}"
            for field in ("characters", "bytes", "text_sha256", "transcript_after")
        ]
    casino_paths += ["casino.messages.3.text", "casino.links.4"]
    return [
        values_block(data, derive_paths),
        values_block(data, table_paths),
        layout_block(data, "table.messages.0"),
        layout_block(data, "table.messages.2"),
        layout_block(data, "table.messages.3"),
        values_block(data, casino_paths),
        layout_block(data, "casino.messages.0", (3, 49)),
        layout_block(data, "casino.messages.3"),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--write", action="store_true", help=f"write {PATH.relative_to(ROOT)}")
    parser.add_argument("--doc", action="store_true", help="print the blocks the doc quotes")
    args = parser.parse_args(argv)
    data = vectors()
    text = dumps(data) + "\n"
    if args.doc:
        print("\n\n".join(doc_blocks(data)))
    elif args.write:
        PATH.write_text(text, encoding="utf-8")
        print(f"wrote {PATH.relative_to(ROOT)}")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
