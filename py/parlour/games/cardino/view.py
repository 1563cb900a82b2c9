"""What one seat may see in Cardino.

A seat sees the board, its own rack, how many tiles everyone holds, the
pile's size and the scores.  Other racks and the pile order stay hidden
until the game ends, when the racks are shown for the penalties.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from parlour.core import JSON
from parlour.games.cardino.moves import Placement
from parlour.games.cardino.tiles import EMPTY, FULL_SET, JOKER


@dataclass(frozen=True)
class CardinoView:
    """A seat's (or a spectator's, ``player`` None) picture of the game."""

    player: int | None
    players: int
    board: tuple[int, ...]
    rack: tuple[int, ...] | None
    """The viewer's own tiles; None for a spectator."""
    rack_sizes: tuple[int, ...]
    pile_size: int
    scores: tuple[int, ...]
    to_move: int | None
    """The seat to move, None once the game is over."""
    turn: tuple[Placement, ...]
    last_turn: tuple[Placement, ...]
    passes: int
    retired_jokers: int
    same_space_neighbours: bool
    revealed: tuple[tuple[int, ...], ...] | None = None
    """Every rack, shown once the game is over (for the penalties)."""
    penalties: tuple[int, ...] | None = None
    winners: tuple[int, ...] | None = None

    @property
    def turn_points(self) -> int:
        """Running total of the turn in progress, bonus included."""
        return sum(p.points + p.bonus for p in self.turn)

    def to_json(self) -> JSON:
        return {
            "player": self.player,
            "players": self.players,
            "board": list(self.board),
            "rack": None if self.rack is None else list(self.rack),
            "rack_sizes": list(self.rack_sizes),
            "pile_size": self.pile_size,
            "scores": list(self.scores),
            "to_move": self.to_move,
            "turn": [p.to_json() for p in self.turn],
            "last_turn": [p.to_json() for p in self.last_turn],
            "passes": self.passes,
            "retired_jokers": self.retired_jokers,
            "same_space_neighbours": self.same_space_neighbours,
            "revealed": None if self.revealed is None else [list(r) for r in self.revealed],
            "penalties": None if self.penalties is None else list(self.penalties),
            "winners": None if self.winners is None else list(self.winners),
        }


def unseen_tiles(view: CardinoView) -> list[int]:
    """The tiles the viewer cannot locate: the set less the board, own rack and retired jokers."""
    unseen = Counter(FULL_SET)
    unseen.subtract(t for t in view.board if t != EMPTY)
    unseen.subtract(view.rack or ())
    unseen[JOKER] -= view.retired_jokers
    return sorted(unseen.elements())


__all__ = ["CardinoView", "unseen_tiles"]
