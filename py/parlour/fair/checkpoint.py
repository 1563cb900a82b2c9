"""A protocol table's checked state, kept beside its log so a restore need not take every
message again (issue 36, "Any length of game").

``state(table)`` is what taking the messages cost work to find: per deck the cards this
seat read (a curve multiplication and a look-up each), the keys sealed to it once
unsealed (a Diffie-Hellman point each), the keys and seeds taken (each checked when it
came, a seed by re-doing its sender's steps), the commitments and exchange points.  Every
value is one this seat already held: no other seat's secret is in it.

``resumed(log, count, state)`` is the table again from the log's first ``count`` messages
and that state: the decks' own entries (``begin``, ``name``) are made as a restore makes
them, each message is put on the transcript without a check, and a step's points are
read from the message that carried it, still compressed (``wire.Points``: decompressed
only if read).  No curve operation is made.  Whether ``state`` may be trusted is the
caller's to decide (``parlour.link.checkpoint`` binds it to the transcript's hash).
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Callable, Sequence
from typing import Any

from . import curve, wire
from .shuffle import Shuffle
from .ledger import Ledger

JSON = Any


def head_of(game: str, seats: int, messages: Sequence[str]) -> bytes:
    """The transcript's hash after ``messages``: the chain each message names as its
    previous (hashing only)."""
    head = Ledger.new(game, seats, 0).head
    for text in messages:
        head = hashlib.sha256(head + wire.from_text(text)).digest()
    return head


def state(table: Ledger) -> JSON:
    """Each deck's checked state, as JSON (see the module's docstring)."""
    return {deck: _shuffle_state(shuffle) for deck, shuffle in table.shuffles.items()}


def _shuffle_state(shuffle: Shuffle) -> JSON:
    """One deck's state; every list sorted, so equal states are equal text."""
    unsealed = {
        (seat, position): key
        for (seat, position), key in shuffle.mine.items()
        if shuffle.clear.get((seat, position)) != key
    }
    return {
        "steps": list(shuffle.carried),
        "commitments": {
            str(seat): [commitment.hex(), _hex(point[0]), _hex(point[1])]
            for seat, (commitment, point) in sorted(shuffle.commitments.items())
        },
        "clear": [[*where, key.hex()] for where, key in sorted(shuffle.clear.items())],
        "sealed": [[*where, key.hex()] for where, key in sorted(shuffle.sealed.items())],
        "unsealed": [[*where, key.hex()] for where, key in sorted(unsealed.items())],
        "seeds": {str(seat): seed.hex() for seat, seed in sorted(shuffle.seeds.items())},
        "names": list(shuffle.names) if shuffle.names is not None else None,
        "known": sorted([position, index] for position, index in shuffle.known.items()),
        "public": sorted(shuffle.public),
    }


def _hex(value: int) -> str:
    return format(value, "x")


def _key(text: str) -> bytes:
    """A key seed as stored (hex of ``wire.KEY_BYTES``)."""
    key = bytes.fromhex(text)
    if len(key) != wire.KEY_BYTES:
        raise ValueError(f"a stored key is {len(key)} bytes, not {wire.KEY_BYTES}")
    return key


def resumed(start: Ledger, log: Sequence[Sequence[str]], head: bytes, decks: JSON) -> Ledger:
    """``start`` (a new table) with the entries of ``log`` and the decks' state ``decks``
    (``state``), its transcript's hash ``head``.  ValueError, KeyError, TypeError or
    IndexError when ``decks`` does not fit the log."""
    table = start
    for entry in log:
        if entry[0] == "begin":
            table = table.begun_from(entry)
        elif entry[0] == "name":
            table = table.name(entry[1], entry[2:])
        else:
            text = entry[1]
            table = dataclasses.replace(
                table, transcript=(*table.transcript, text), log=(*table.log, ("message", text))
            )
    if set(decks) != set(table.shuffles):
        raise ValueError("the checkpoint names other decks than the log")
    parsed: dict[int, wire.Message] = {}

    def step_points(number: int, wire_name: str) -> wire.Points:
        if number not in parsed:
            parsed[number] = table.peek(table.transcript[number], checked=False)
        for section in parsed[number].sections:
            if isinstance(section, wire.Step) and section.deck == wire_name:
                return section.points
        raise ValueError(f"message #{number} carries no step of deck '{wire_name}'")

    shuffles = {
        deck: _shuffle_from(shuffle, decks[deck], step_points, table.seat)
        for deck, shuffle in table.shuffles.items()
    }
    return dataclasses.replace(table, shuffles=shuffles, head=head)


def _shuffle_from(
    shuffle: Shuffle, data: JSON, step_points: Callable[[int, str], wire.Points], seat: int
) -> Shuffle:
    """``shuffle`` (as begun) with the state ``data``; the keys this seat holds of the
    others (``mine``) are their clear keys and the sealed ones it unsealed."""
    wire_name = shuffle.plan.wire_name
    clear = {(int(s), int(p)): _key(k) for s, p, k in data["clear"]}
    mine = {key: value for key, value in clear.items() if key[0] != seat}
    mine.update({(int(s), int(p)): _key(k) for s, p, k in data["unsealed"]})
    commitments: dict[int, tuple[bytes, curve.Point]] = {
        int(s): (bytes.fromhex(c), (int(x, 16), int(y, 16)))
        for s, (c, x, y) in data["commitments"].items()
    }
    names = data["names"]
    return dataclasses.replace(
        shuffle,
        decks=tuple(step_points(int(number), wire_name) for number in data["steps"]),
        carried=tuple(int(number) for number in data["steps"]),
        commitments=commitments,
        clear=clear,
        sealed={(int(s), int(t), int(p)): _key(k) for s, t, p, k in data["sealed"]},
        mine=mine,
        seeds={int(s): bytes.fromhex(seed) for s, seed in data["seeds"].items()},
        names=tuple(names) if names is not None else None,
        known={int(p): int(i) for p, i in data["known"]},
        public=frozenset(int(p) for p in data["public"]),
    )
