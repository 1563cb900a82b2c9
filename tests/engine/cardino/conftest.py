"""Builders for Cardino positions, offered as fixtures (tests use importlib mode)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence

import pytest

from parlour.games.cardino.rules import CardinoState
from parlour.games.cardino import GAME
from parlour.games.cardino.tiles import (
    EMPTY,
    FULL_SET,
    HALF_BY_CODE,
    HALF_COUNT,
    JOKER,
    TILE_BY_CODE,
)

Builder = Callable[..., CardinoState]


def build_position(
    placed: Mapping[str, str] | None = None,
    racks: Sequence[Sequence[str]] = (("7C",), ("7D",)),
    pile: Sequence[str] | None = None,
    to_move: int = 0,
    retired_jokers: int = 0,
    same_space_neighbours: bool = False,
    scores: Sequence[int] | None = None,
) -> CardinoState:
    """A state with tiles on the board by half code ({"QD/t": "QD", "KD/b": "*"}).

    Tiles not placed, held or retired form the pile (sorted) unless ``pile`` is given.
    """
    board = [EMPTY] * HALF_COUNT
    for half, tile in (placed or {}).items():
        board[HALF_BY_CODE[half]] = TILE_BY_CODE[tile]
    rack_tiles = tuple(tuple(sorted(TILE_BY_CODE[t] for t in rack)) for rack in racks)
    left = Counter(FULL_SET)
    left.subtract(t for t in board if t != EMPTY)
    for rack in rack_tiles:
        left.subtract(rack)
    left[JOKER] -= retired_jokers
    assert min(left.values()) >= 0, "the position uses a tile more often than the set has it"
    if pile is None:
        pile_tiles = tuple(sorted(left.elements()))
    else:
        pile_tiles = tuple(TILE_BY_CODE[t] for t in pile)
    return CardinoState(
        players=len(racks),
        seed=1,
        board=tuple(board),
        racks=rack_tiles,
        pile=pile_tiles,
        scores=tuple(scores) if scores is not None else (0,) * len(racks),
        to_move=to_move,
        retired_jokers=retired_jokers,
        same_space_neighbours=same_space_neighbours,
    )


@pytest.fixture
def position() -> Builder:
    return build_position


def play_all(state: CardinoState, *notations: str) -> CardinoState:
    for notation in notations:
        state = GAME.play(state, state.parse_move(notation))  # type: ignore[assignment]
    return state


@pytest.fixture
def play() -> Callable[..., CardinoState]:
    return play_all
