"""A message's header and the kinds of its sections, read without decoding its points.

``fair.Ledger.peek`` decodes every point of a message (a square root each); the join
needs only who sent it, its number, its move and what it carries, before and after
the table takes it.  The layout is ``parlour.fair.wire``'s.
"""

from __future__ import annotations

from dataclasses import dataclass

from parlour.fair import wire
from parlour.fair.curve import POINT_BYTES


@dataclass(frozen=True)
class Header:
    seat: int
    number: int
    move: str
    kinds: tuple[str, ...]
    """Each section's kind, in order: "step", "keys" or "seed"."""

    @property
    def keys_only(self) -> bool:
        """A message with no move, no shuffle step and no seed: keys alone."""
        return not self.move and set(self.kinds) <= {"keys"}


def read(text: str) -> Header:
    """The header of ``text``; ``wire.Unreadable`` if it is not a message."""
    data = wire.from_text(text)
    reader = wire._Reader(data[: -wire.CHECKSUM_BYTES])
    if reader.byte("the version") != wire.VERSION:
        raise wire.Unreadable("the message is of another protocol version")
    reader.text("the game")
    seat = reader.byte("the seat")
    number = reader.varint("the message number")
    reader.take(wire.HASH_BYTES, "the transcript hash")
    move = reader.text("the move")
    kinds = []
    while reader.at < len(reader.data):
        tag = reader.byte("a section")
        reader.text("a deck id")
        if tag == wire.STEP:
            step = reader.byte("a step")
            if step == 0:
                reader.take(wire.DIGEST_BYTES, "a deck digest")
            flags = reader.byte("a step")
            reader.take(
                (wire.HASH_BYTES if flags & wire.COMMITMENT else 0)
                + (POINT_BYTES if flags & wire.EXCHANGE else 0)
                + (wire.SEED_BYTES if flags & wire.STEP_SEED else 0),
                "a commitment",
            )
            reader.take(POINT_BYTES * reader.count("a card count"), "the cards")
            kinds.append("step")
        elif tag == wire.KEYS:
            for _ in range(reader.count("a key count")):
                reader.count("a position")
                reader.take(1 + wire.KEY_BYTES, "a key")
            kinds.append("keys")
        elif tag == wire.SEED:
            reader.take(wire.SEED_BYTES, "a seed")
            kinds.append("seed")
        else:
            raise wire.Unreadable(f"the message has a section of unknown kind {tag}")
    return Header(seat, number, move, tuple(kinds))
