"""Seats of one fair-deal game, each with its own Ledger, and a broadcast between them.

Every message one seat sends is taken by every other seat, in the order sent, as
the devices of a game would pass them on.
"""

from __future__ import annotations

from collections.abc import Iterable

from parlour.fair import MoveCheck, Reveal, Ledger
from parlour.fair.derive import Secrets
from parlour.fair.shuffle import final_order


class Game:
    def __init__(self, seats: int, game: str = "test-game") -> None:
        self.tables = [Ledger.new(game, seats, seat) for seat in range(seats)]
        self.sent: list[str] = []

    def begin(self, deck: str, codes: Iterable[str], first: int = 0) -> None:
        cards = tuple(codes)
        self.tables = [table.begin(deck, cards, first) for table in self.tables]

    def send(
        self,
        seat: int,
        move: str = "",
        reveal: Iterable[Reveal] = (),
        seeds: Iterable[str] = (),
        check_move: MoveCheck | None = None,
    ) -> str:
        text, self.tables[seat] = self.tables[seat].send(move, reveal, seeds)
        self.deliver(seat, text, check_move)
        return text

    def deliver(self, sender: int, text: str, check_move: MoveCheck | None = None) -> None:
        self.sent.append(text)
        for seat, table in enumerate(self.tables):
            if seat != sender:
                self.tables[seat] = table.receive(text, check_move)

    def shuffle(self, deck: str) -> list[str]:
        """Every seat sends the steps it owes until the deck is shuffled; the messages."""
        texts = []
        while not self.tables[0].shuffled(deck):
            seat = next(s for s, table in enumerate(self.tables) if deck in table.owes())
            texts.append(self.send(seat))
        return texts

    def truth(self, deck: str) -> tuple[str, ...]:
        """The true deck order, from every seat's seed (what no device may know in play)."""
        shuffle = self.tables[0].shuffle(deck)
        seeds = {seat: table.shuffle(deck).own.seed for seat, table in enumerate(self.tables)}
        return tuple(shuffle.plan.codes[i] for i in final_order(shuffle.plan, seeds))

    def seeds(self, deck: str) -> dict[int, Secrets]:
        size = self.tables[0].shuffle(deck).plan.size
        return {s: Secrets(t.shuffle(deck).own.seed, size) for s, t in enumerate(self.tables)}


def codes(size: int) -> tuple[str, ...]:
    """A deck of ``size`` cards with every card twice (as Punto's), to show copies apart."""
    return tuple(f"c{index // 2}" for index in range(size))
