"""Cardino's example positions for the rules panel: a tile placed, a board filling up."""

from __future__ import annotations

from parlour import examples
from parlour.core import Example, Game, GameState, Move
from parlour.games.cardino.moves import Place


def _tile_on_its_space(state: GameState, move: Move) -> bool:
    return isinstance(move, Place) and not move.is_joker


def _any_tile(state: GameState, move: Move) -> bool:
    return isinstance(move, Place)


def placement(game: Game) -> Example:
    """A tile about to go on its own space, a few turns in."""
    return examples.before(game, _tile_on_its_space, 20, skip=14, greedy=True)


def board(game: Game) -> Example:
    """A board some turns into the game: the four suit sections filling up."""
    return examples.after(game, _any_tile, 40, skip=40, greedy=True)


EXAMPLES = (("cardino-place", placement), ("cardino-board", board))
