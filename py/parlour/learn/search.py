"""The review's search (``parlour.learn.review.judge_view``): the Hint's, but the move made keeps a
share of the iterations and each root move's rewards are squared for its standard error.

Apart from ``parlour.learn.review`` so that reading a review (its values and JSON, on the page)
does not load the search, which runs in the worker.
"""

from __future__ import annotations

import math
import random

from parlour.ai.ismcts import Node, SearchSettings, _Search
from parlour.core import Game, GameState, Move, View


class ReviewSearch(_Search):
    """The Hint's search, but the move made keeps at least MADE_SHARE of the iterations, and
    the squares of the rewards under each root move are kept for their standard errors."""

    def __init__(
        self,
        game: Game,
        view: View,
        rng: random.Random,
        settings: SearchSettings,
        made: str,
        made_share: float,
        variance_floor: float,
    ) -> None:
        super().__init__(game, view, rng, settings)
        self.made = made
        self.made_share, self.variance_floor = made_share, variance_floor
        self.done = 0
        self.squares: dict[int, float] = {}
        """Sum of squared rewards under each root child, by the child's id()."""

    def iterate(self, root: Node, state: GameState) -> None:
        self.done += 1
        made = root.children.get(self.made)
        if made is None or made.visits < self.made_share * self.done:
            visited, state = self._through_made(root, state)
        else:
            visited, state = self.select_and_expand(root, state)
        reward = self.playout(state)
        self.back_up(root, visited, reward)
        first = visited[0]
        self.squares[id(first)] = self.squares.get(id(first), 0.0) + reward(first.mover) ** 2

    def _through_made(self, root: Node, state: GameState) -> tuple[list[Node], GameState]:
        """One descent that begins with the move made (added to the tree if need be)."""
        move = _made(state.legal_moves(), self.made)
        for sibling in root.children.values():
            sibling.available += 1  # every root move is the seat's, legal in every sample
        made = root.children.get(self.made)
        if made is None:
            made = root.children[self.made] = Node(state.current_player or 0)
            made.available = 1
        visited, after = self.select_and_expand(made, self.advance(state, move))
        return [made, *visited], after

    def rating(self, root: Node, notation: str) -> tuple[float, float]:
        """The move's value and its standard error."""
        child = root.children.get(notation)
        if child is None or child.visits == 0:
            return 0.5, 0.5  # never reached: as unknown as a value can be
        mean = child.total / child.visits
        variance = self.squares.get(id(child), 0.0) / child.visits - mean * mean
        error = math.sqrt(max(variance, self.variance_floor) / child.visits)
        return min(1.0, max(0.0, mean)), error


def _made(moves: tuple[Move, ...], notation: str) -> Move:
    for move in moves:
        if str(move) == notation:
            return move
    raise ValueError(f"{notation!r} is not a legal move here")  # judge_view checked it
