"""What one seat sees in Casino (rules.determinize_view imagines states from it).

Decision D11: captured cards were shown face up when they were taken, so
they are public knowledge (a careful player remembers them); the view
carries them and the renderer shows only the pile sizes.  The order of the
stock, other hands and the seed are never in a view.
"""

from __future__ import annotations

from dataclasses import dataclass

from parlour.core import JSON, View
from parlour.games.casino import cardjson
from parlour.games.casino.cardjson import Rules, side_count
from parlour.games.casino.cards import Card, Item
from parlour.games.casino.scoring import ScoreRow


@dataclass(frozen=True)
class CasinoView:
    player: int | None
    players: int
    rules: Rules
    hand_number: int
    dealer: int
    to_move: int | None
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    table: tuple[Item, ...]
    stock_count: int
    captured: tuple[tuple[Card, ...], ...]
    sweeps: tuple[int, ...]
    last_capturer: int | None
    scores: tuple[int, ...]
    last_hand: tuple[ScoreRow, ...]
    announcements: tuple[str, ...]
    last_move: str
    winner: int | None

    @property
    def sides(self) -> int:
        return side_count(self.players, self.rules)

    def side_of(self, seat: int) -> int:
        return seat % self.sides

    @property
    def between_hands(self) -> bool:
        """Nobody is to move and nobody has won: the hand is over and the next not dealt."""
        return self.to_move is None and self.winner is None

    @property
    def last_deal(self) -> bool:
        """The dealer has announced "Last": the stock is used up."""
        return self.stock_count == 0

    def to_json(self) -> JSON:
        return {
            "player": self.player,
            "players": self.players,
            "options": self.rules.to_json(),
            "hand_number": self.hand_number,
            "dealer": self.dealer,
            "to_move": self.to_move,
            "hand": cardjson.cards_to_json(self.hand),
            "hand_counts": list(self.hand_counts),
            "table": [cardjson.item_to_json(i) for i in self.table],
            "stock_count": self.stock_count,
            "captured": [cardjson.cards_to_json(p) for p in self.captured],
            "sweeps": list(self.sweeps),
            "last_capturer": self.last_capturer,
            "scores": list(self.scores),
            "last_hand": [r.to_json() for r in self.last_hand],
            "announcements": list(self.announcements),
            "last_move": self.last_move,
            "winner": self.winner,
        }


_: type[View] = CasinoView  # CasinoView satisfies the View protocol
