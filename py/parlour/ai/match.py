"""Bots playing each other: the engine of ``python -m parlour match``."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from parlour.ai import make_bot
from parlour.ai.base import BotError
from parlour.core import JSON, Game, GameState, rng_for

MAX_MOVES_PER_GAME = 20_000
"""A game still running after this many moves is a bug in that game, not a long game."""


@dataclass
class BotTally:
    """What one bot (one entry of --seats) achieved over the match."""

    label: str
    level: str
    wins: int = 0
    score_sum: float = 0.0
    moves: int = 0
    seconds: float = 0.0
    slowest: float = 0.0
    """The longest single move, in seconds: what a player waits for at worst."""
    cpu_seconds: float = 0.0
    """Processor time: unlike the wall clock, not inflated when the machine is shared."""

    def to_json(self, games: int) -> JSON:
        return {
            "label": self.label,
            "level": self.level,
            "wins": self.wins,
            "win_rate": self.wins / games if games else 0.0,
            "mean_score": self.score_sum / games if games else 0.0,
            "moves": self.moves,
            "ms_per_move": self.ms_per_move,
            "max_ms": 1000.0 * self.slowest,
            "cpu_ms_per_move": 1000.0 * self.cpu_seconds / self.moves if self.moves else 0.0,
        }

    @property
    def ms_per_move(self) -> float:
        return 1000.0 * self.seconds / self.moves if self.moves else 0.0


@dataclass
class MatchResult:
    game: str
    players: int
    options: dict[str, Any]
    seed: int
    games: int = 0
    draws: int = 0
    total_moves: int = 0
    bots: list[BotTally] = field(default_factory=list)

    def to_json(self) -> JSON:
        return {
            "game": self.game,
            "players": self.players,
            "options": self.options,
            "seed": self.seed,
            "games": self.games,
            "draws": self.draws,
            "mean_moves": self.total_moves / self.games if self.games else 0.0,
            "bots": [bot.to_json(self.games) for bot in self.bots],
        }


def bot_labels(levels: Sequence[str]) -> list[str]:
    """Levels as labels, numbered where a level appears twice ("hard#1", "hard#2")."""
    return [
        f"{level}#{levels[:i].count(level) + 1}" if levels.count(level) > 1 else level
        for i, level in enumerate(levels)
    ]


def seat_owners(players: int, bots: int, game_index: int) -> list[int]:
    """Which bot (index in --seats) sits in each seat: rotated by one each game."""
    return [(seat + game_index) % bots for seat in range(players)]


def run_match(
    game: Game,
    levels: Sequence[str],
    players: int,
    options: Mapping[str, object],
    games: int,
    seed: int,
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    progress: Callable[[int, MatchResult], None] | None = None,
) -> MatchResult:
    """Play ``games`` games between bots of ``levels``; every bot plays every seat in turn."""
    if not levels:
        raise BotError("a match needs at least one bot")
    if len(levels) > players:
        raise BotError(f"{len(levels)} bots cannot share {players} seats")
    game.spec.check_players(players)
    resolved = game.spec.resolve_options(options)
    result = MatchResult(
        game.id,
        players,
        resolved,
        seed,
        bots=[BotTally(label, level) for label, level in zip(bot_labels(levels), levels)],
    )
    for index in range(games):
        _play_one(game, result, index, iterations, seconds)
        if progress is not None:
            progress(index, result)
    return result


def _play_one(
    game: Game, result: MatchResult, index: int, iterations: int | None, seconds: float | None
) -> None:
    owners = seat_owners(result.players, len(result.bots), index)
    bots = [
        make_bot(
            t.level,
            rng_for(result.seed, "bot", index, k).getrandbits(32),
            iterations=iterations,
            seconds=seconds,
        )
        for k, t in enumerate(result.bots)
    ]
    state = game.initial_state(
        result.players, result.options, rng_for(result.seed, "game", index).getrandbits(32)
    )
    moves = 0
    while (seat := state.current_player) is not None:
        tally = result.bots[owners[seat]]
        started, cpu_started = time.perf_counter(), time.process_time()
        move = bots[owners[seat]].choose_for_state(game, state, seat)
        spent = time.perf_counter() - started
        tally.cpu_seconds += time.process_time() - cpu_started
        tally.seconds += spent
        tally.slowest = max(tally.slowest, spent)
        tally.moves += 1
        state = game.play(state, move)
        moves += 1
        if moves > MAX_MOVES_PER_GAME:
            raise BotError(f"{game.id} game {index} did not end within {moves} moves")
    _score(result, owners, state)
    result.total_moves += moves


def _score(result: MatchResult, owners: list[int], state: GameState) -> None:
    outcome = state.outcome
    assert outcome is not None
    result.games += 1
    if outcome.is_draw:
        result.draws += 1
    for k, tally in enumerate(result.bots):
        seats = [seat for seat, owner in enumerate(owners) if owner == k]
        if any(seat in outcome.winners for seat in seats):
            tally.wins += 1
        tally.score_sum += sum(outcome.scores[seat] for seat in seats) / len(seats)
