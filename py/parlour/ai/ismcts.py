"""Single-observer information-set Monte Carlo tree search (Cowling, Powley, Whitehouse 2012).

Each iteration samples a full state from the bot's view (so the bot never
sees hidden cards), walks one shared tree keyed by move notation, choosing
only among children legal in that sample (availability-aware UCB),
expands one move, plays out with the game's move priorities and backs up
a reward per seat: each node keeps the reward of the player who moved
into it, which also serves games of three or four players.

The game's ``move_priority`` also guides the tree (progressive widening):
children are added best-first and their number grows with the square
root of the visits.  Without it, a small budget spread over a hundred
moves is noise, and the search lost to the one-ply greedy bot on Punto.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass

from parlour.ai.base import Bot
from parlour.core import Game, GameState, Heuristics, Move, View

Reward = Callable[[int], float]


@dataclass(frozen=True)
class SearchSettings:
    """How hard and how the search thinks; the budget is iterations, seconds or both."""

    iterations: int | None = 300
    seconds: float | None = None
    exploration: float = 0.7
    """UCB constant; rewards lie in [0, 1]."""
    epsilon: float = 0.15
    """Chance that a playout step is uniformly random instead of greedy."""
    sample: int = 6
    """A greedy playout step scores this many random candidate moves, not all,
    so that its cost does not grow with the branching factor."""
    widen_base: int = 2
    widen_factor: float = 0.5
    """Progressive widening: a node has at most base + factor * sqrt(visits)
    children, added best move_priority first, so a small budget is spent on
    the plausible moves instead of a few visits to each of a hundred."""
    ranked_depth: int = 2
    """Nodes this close to the root rank all their moves by priority once (the
    root's own moves, and the replies to them: an opponent's winning reply
    must not hide behind sampling); deeper nodes rank a sample."""


class Node:
    """Statistics of one move in the tree, for the player who made it."""

    __slots__ = ("mover", "children", "visits", "total", "available", "priorities")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.priorities: dict[str, float] | None = None
        """Priority of every move seen here, for nodes near the root."""

    def ucb(self, exploration: float) -> float:
        return self.total / self.visits + exploration * math.sqrt(
            math.log(self.available) / self.visits
        )


class IsmctsBot(Bot):
    """Medium and hard: the same search with different budgets."""

    def __init__(self, level: str, seed: int, settings: Callable[[Game], SearchSettings]) -> None:
        super().__init__(level, seed)
        self.settings = settings
        """The settings for a game (budgets may differ per game)."""

    def pick(
        self, game: Game, view: View, sample: GameState, moves: tuple[Move, ...], rng: random.Random
    ) -> Move:
        root = Node(mover=-1)
        search = _Search(game, view, rng, self.settings(game))
        search.run(root, first_sample=sample)
        return _most_visited(root, moves)

    def pick_in_steps(
        self,
        game: Game,
        view: View,
        sample: GameState,
        moves: tuple[Move, ...],
        rng: random.Random,
        slice_seconds: float,
    ) -> Generator[None, None, Move]:
        root = Node(mover=-1)
        search = _Search(game, view, rng, self.settings(game))
        yield from search.steps(root, sample, slice_seconds)
        return _most_visited(root, moves)


def _most_visited(root: Node, moves: tuple[Move, ...]) -> Move:
    def rank(indexed: tuple[int, Move]) -> tuple[int, float, int]:
        index, move = indexed
        child = root.children.get(str(move))
        if child is None or child.visits == 0:
            return (0, 0.0, -index)
        return (child.visits, child.total / child.visits, -index)

    return max(enumerate(moves), key=rank)[1]


class _Search:
    def __init__(
        self, game: Game, view: View, rng: random.Random, settings: SearchSettings
    ) -> None:
        self.game = game
        self.view = view
        self.rng = rng
        self.settings = settings
        self.heuristics: Heuristics = game.heuristics

    def run(self, root: Node, first_sample: GameState) -> None:
        for _ in self.steps(root, first_sample, None):
            pass

    def steps(
        self, root: Node, first_sample: GameState, slice_seconds: float | None
    ) -> Iterator[None]:
        """The search, pausing (yielding) after every ``slice_seconds`` of it; never if None."""
        now = time.perf_counter()
        deadline = None if self.settings.seconds is None else now + self.settings.seconds
        pause = None if slice_seconds is None else now + slice_seconds
        limit = self.settings.iterations
        done = 0
        sample: GameState | None = first_sample
        while limit is None or done < limit:
            if deadline is not None and done and time.perf_counter() >= deadline:
                break
            if pause is not None and slice_seconds is not None and time.perf_counter() >= pause:
                yield
                pause = time.perf_counter() + slice_seconds
            if sample is None:
                sample = self.game.determinize_view(self.view, self.rng)
            self.iterate(root, sample)
            sample = None
            done += 1

    def iterate(self, root: Node, state: GameState) -> None:
        visited, state = self.select_and_expand(root, state)
        self.back_up(root, visited, self.playout(state))

    @staticmethod
    def back_up(root: Node, visited: list[Node], reward: Reward) -> None:
        """The playout's reward counted on the root and on every node of the descent."""
        root.visits += 1
        for node in visited:
            node.visits += 1
            node.total += reward(node.mover)

    def select_and_expand(self, root: Node, state: GameState) -> tuple[list[Node], GameState]:
        node = root
        visited: list[Node] = []
        depth = 0
        while state.current_player is not None:
            available: list[tuple[Node, Move]] = []
            untried: list[tuple[str, Move]] = []
            for move in state.legal_moves():
                key = str(move)
                child = node.children.get(key)
                if child is None:
                    untried.append((key, move))
                else:
                    child.available += 1
                    available.append((child, move))
            if untried and (not available or len(node.children) < self.width(node)):
                key, move = self.pick_untried(state, untried, node, depth)
                child = Node(state.current_player)
                child.available = 1
                node.children[key] = child
                visited.append(child)
                return visited, self.advance(state, move)
            exploration = self.settings.exploration
            node, move = max(available, key=lambda pair: pair[0].ucb(exploration))
            visited.append(node)
            state = self.advance(state, move)
            depth += 1
        return visited, state

    def advance(self, state: GameState, move: Move) -> GameState:
        """The sample after ``move``, its next deal made from the sample's own seed.

        Moves come from legal_moves, so the legality check in apply is redundant."""
        after = state._apply_legal(move)
        return after if after.chance is None else self.game.settle(after)

    def width(self, node: Node) -> float:
        if self.heuristics.move_priority is None:
            return math.inf
        return self.settings.widen_base + self.settings.widen_factor * math.sqrt(node.visits)

    def pick_untried(
        self, state: GameState, untried: list[tuple[str, Move]], node: Node, depth: int
    ) -> tuple[str, Move]:
        """The untried move to add: the best by priority (of a sample, deep in the tree)."""
        priority = self.heuristics.move_priority
        if priority is None:
            return self.rng.choice(untried)
        if node.priorities is None and depth < self.settings.ranked_depth:
            # Ranked once, in the first sample that reaches the node: the moves of
            # the player to move depend on that player's view, which rarely changes.
            node.priorities = {str(move): priority(state, move) for move in state.legal_moves()}
        known = node.priorities or {}
        ranked = [km for km in untried if km[0] in known]
        if ranked:
            best = max(known[key] for key, _ in ranked)
            return self.rng.choice([km for km in ranked if known[km[0]] == best])
        candidates = self.rng.sample(untried, min(self.settings.sample, len(untried)))
        return max(candidates, key=lambda km: priority(state, km[1]))

    def playout(self, state: GameState) -> Reward:
        depth = self.heuristics.playout_depth
        evaluate = self.heuristics.evaluate
        steps = 0
        while state.current_player is not None:
            if depth > 0 and steps >= depth and evaluate is not None:
                return _evaluated(state, evaluate)
            state = self.advance(state, self.playout_move(state))
            steps += 1
        outcome = state.outcome
        assert outcome is not None, "a state with no player to move must have an outcome"
        return outcome.reward

    def playout_move(self, state: GameState) -> Move:
        moves = state.legal_moves()
        priority = self.heuristics.move_priority
        rng = self.rng
        if len(moves) == 1:
            return moves[0]
        if priority is None or rng.random() < self.settings.epsilon:
            return rng.choice(moves)
        count = min(self.settings.sample, len(moves))
        candidates = rng.sample(moves, count)
        return max(candidates, key=lambda move: priority(state, move))


def _evaluated(state: GameState, evaluate: Callable[[GameState, int], float]) -> Reward:
    cache: dict[int, float] = {}

    def reward(seat: int) -> float:
        if seat not in cache:
            cache[seat] = min(1.0, max(0.0, evaluate(state, seat)))
        return cache[seat]

    return reward
