"""A finished set of Sideways, Fourways or Threeways, and the sets' tally (r8)."""

from __future__ import annotations

from dataclasses import dataclass

from parlour.core import JSON
from parlour.games.colomino.moves import Place


@dataclass(frozen=True)
class SetResult:
    """A finished set: its cards, visible yellow and green, and whether it was void (D23)."""

    placements: tuple[Place, ...]
    yellow: int
    green: int
    void: bool = False

    @property
    def winner(self) -> int | None:
        """The side whose colour predominates; None for a draw (r8) or a void set."""
        if self.void or self.yellow == self.green:
            return None
        return 0 if self.yellow > self.green else 1

    def to_json(self) -> JSON:
        return {
            "cards": [str(p) for p in self.placements],
            "yellow": self.yellow,
            "green": self.green,
            "void": self.void,
        }


def tally(sets: tuple[SetResult, ...]) -> tuple[int, int, int, int]:
    """Sets won by Yellow, won by Green, drawn, and void."""
    won = [0, 0]
    drawn = void = 0
    for result in sets:
        if result.void:
            void += 1
        elif result.winner is None:
            drawn += 1
        else:
            won[result.winner] += 1
    return won[0], won[1], drawn, void
