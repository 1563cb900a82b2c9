"""What one seat may see in Cardino, and rebuilding a full state from it.

A seat sees the board, its own rack, how many tiles everyone holds, the
pile's size and the scores.  Other racks and the pile order stay hidden
until the game ends, when the racks are shown for the penalties.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from parlour.core import JSON, BadPosition
from parlour.games.cardino.moves import Placement, placement_from_json
from parlour.games.cardino.rules import CardinoState
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

    @property
    def last_mover(self) -> int | None:
        """Who made ``last_turn``: the seat before the one to move."""
        if not self.last_turn or self.to_move is None:
            return None
        return (self.to_move - 1) % self.players

    def to_json(self) -> JSON:
        return {
            "player": self.player, "players": self.players, "board": list(self.board),
            "rack": None if self.rack is None else list(self.rack),
            "rack_sizes": list(self.rack_sizes), "pile_size": self.pile_size,
            "scores": list(self.scores), "to_move": self.to_move,
            "turn": [p.to_json() for p in self.turn],
            "last_turn": [p.to_json() for p in self.last_turn],
            "passes": self.passes, "retired_jokers": self.retired_jokers,
            "same_space_neighbours": self.same_space_neighbours,
            "revealed": None if self.revealed is None else [list(r) for r in self.revealed],
            "penalties": None if self.penalties is None else list(self.penalties),
            "winners": None if self.winners is None else list(self.winners),
        }


def view_of(state: CardinoState, player: int | None) -> CardinoView:
    over = state.game_over
    outcome = state.outcome
    return CardinoView(
        player=player, players=state.players, board=state.board,
        rack=None if player is None else state.racks[player],
        rack_sizes=tuple(len(r) for r in state.racks), pile_size=len(state.pile),
        scores=state.scores, to_move=state.current_player, turn=state.turn,
        last_turn=state.last_turn, passes=state.passes, retired_jokers=state.retired_jokers,
        same_space_neighbours=state.same_space_neighbours,
        revealed=state.racks if over else None,
        penalties=state.penalties if over else None,
        winners=outcome.winners if outcome is not None else None,
    )


def _optional_ints(value: Any) -> tuple[int, ...] | None:
    return None if value is None else tuple(value)


def view_from_json(data: JSON) -> CardinoView:
    """The view ``data`` describes; BadPosition if it is malformed."""
    try:
        return CardinoView(
            player=data["player"], players=data["players"], board=tuple(data["board"]),
            rack=_optional_ints(data["rack"]), rack_sizes=tuple(data["rack_sizes"]),
            pile_size=data["pile_size"], scores=tuple(data["scores"]), to_move=data["to_move"],
            turn=tuple(placement_from_json(p) for p in data["turn"]),
            last_turn=tuple(placement_from_json(p) for p in data["last_turn"]),
            passes=data["passes"], retired_jokers=data["retired_jokers"],
            same_space_neighbours=bool(data["same_space_neighbours"]),
            revealed=None if data["revealed"] is None else tuple(tuple(r) for r in data["revealed"]),
            penalties=_optional_ints(data["penalties"]), winners=_optional_ints(data["winners"]),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise BadPosition(f"cardino: malformed view: {error}") from None


def unseen_tiles(view: CardinoView) -> list[int]:
    """The tiles the viewer cannot locate: the set less the board, own rack and retired jokers."""
    unseen = Counter(FULL_SET)
    unseen.subtract(t for t in view.board if t != EMPTY)
    unseen.subtract(view.rack or ())
    unseen[JOKER] -= view.retired_jokers
    return sorted(unseen.elements())


def determinize_view(view: CardinoView, rng: random.Random) -> CardinoState:
    """A full state consistent with ``view``: hidden racks and pile re-dealt from unseen tiles."""
    racks, pile = _deal_unseen(view, rng)
    return CardinoState(
        players=view.players, seed=rng.getrandbits(32), board=view.board, racks=racks, pile=pile,
        scores=view.scores, to_move=0 if view.to_move is None else view.to_move, turn=view.turn,
        last_turn=view.last_turn, passes=view.passes, retired_jokers=view.retired_jokers,
        same_space_neighbours=view.same_space_neighbours,
    )


def _known_racks(view: CardinoView) -> tuple[tuple[int, ...] | None, ...]:
    """Racks the viewer knows: its own, or all of them once revealed."""
    if view.revealed is not None:
        return view.revealed
    return tuple(view.rack if seat == view.player else None for seat in range(view.players))


def _deal_unseen(view: CardinoView, rng: random.Random) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    known = _known_racks(view)
    unseen = Counter(unseen_tiles(view))
    for seat, rack in enumerate(known):
        if rack is not None and seat != view.player:
            unseen.subtract(rack)
    tiles = sorted(unseen.elements())
    rng.shuffle(tiles)
    hidden = sum(size for seat, size in enumerate(view.rack_sizes) if known[seat] is None)
    if hidden + view.pile_size != len(tiles) or min(unseen.values(), default=0) < 0:
        raise BadPosition("cardino: the view's rack sizes and pile do not match the unseen tiles")
    racks: list[tuple[int, ...]] = []
    start = 0
    for seat, size in enumerate(view.rack_sizes):
        rack = known[seat]
        if rack is None:
            rack = tuple(sorted(tiles[start:start + size]))
            start += size
        racks.append(rack)
    return tuple(racks), tuple(tiles[start:])


__all__ = ["CardinoView", "view_of", "view_from_json", "determinize_view", "unseen_tiles"]
