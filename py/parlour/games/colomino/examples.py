"""Colomino's example positions for the rules panel: a Sideways set, a Domino chain."""

from __future__ import annotations

from parlour import examples
from parlour.core import Example, Game, GameState, Move
from parlour.games.colomino.moves import Link, Place

FOURTH_CELL = (3, 3)
"""Where the fourth card of a Sideways set goes: one column right and one row down."""


def _fourth_card(state: GameState, move: Move) -> bool:
    return isinstance(move, Place) and (move.x, move.y) == FOURTH_CELL


def _chain_card(state: GameState, move: Move) -> bool:
    return isinstance(move, Link)


def sideways(game: Game) -> Example:
    """A Sideways set with three cards down and the fourth about to follow."""
    return examples.before(game, _fourth_card, 3, options={"variant": "sideways"}, skip=4)


def domino(game: Game) -> Example:
    """A Domino chain a few cards long."""
    return examples.after(game, _chain_card, 6, options={"variant": "domino"}, skip=5)


EXAMPLES = (("colomino-sideways", sideways), ("colomino-domino", domino))
