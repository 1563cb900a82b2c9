"""Soak: seeded random games of every game, player count and option value, checked at every move.

    python3 build.py soak [--games N] [--game ID] [--seed S] [--every K]

For each game, N games are spread round-robin over its combinations: every
player count with the default options, and with each other value of each
option.  A combination that ``initial_state`` refuses with BadOption (Colomino's
set games with 3 or 5 players, Punto's teams with 2) is skipped and counted.
After every move (every K-th with ``--every K``) the protocol's invariants are
checked (tests/support/conformance.py: legal moves while not over, every legal move
parses and applies, the JSON round trip, what each view hides, that the mover's
legal moves depend only on its view; the decks in play; every chance state, the opening
deal and each hand or round dealt anew); at the end, the outcome (a score per seat,
winners among the seats) and that the record replays to the same state.
Prints games per second per game and every failure with the seed that makes it.
"""

from __future__ import annotations

import random
import sys
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))

from parlour import registry  # noqa: E402
from parlour.core import BadOption, Game  # noqa: E402
from tests.support.conformance import check_rules, checked_playout  # noqa: E402

MAX_MOVES = 5000


@dataclass
class GameSoak:
    """One game's soak: what ran, what was skipped, what failed."""

    game: str
    combinations: int = 0
    skipped: int = 0
    games: int = 0
    moves: int = 0
    seconds: float = 0.0
    cpu_seconds: float = 0.0
    """Processor time: on a shared machine the fairer speed."""
    failures: list[str] = field(default_factory=list)

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    def line(self) -> str:
        return (
            f"{self.game:<10} {self.games:>6} games {self.moves:>9} moves "
            f"{self.seconds:>8.1f} s {self.games_per_s:>8.1f} games/s "
            f"({self.games / self.cpu_seconds if self.cpu_seconds else 0:.1f} per CPU s)  "
            f"{self.combinations} combinations, {self.skipped} skipped (BadOption), "
            f"{len(self.failures)} failures"
        )


def combinations(game: Game) -> tuple[list[tuple[int, dict[str, Any]]], int]:
    """Every player count with default options and with each other option value; and how many
    of those ``initial_state`` refuses (they are left out)."""
    spec = game.spec
    wanted: list[dict[str, Any]] = [{}]
    wanted += [
        {option.name: choice}
        for option in spec.options
        for choice in option.choices
        if choice != option.default
    ]
    found, skipped = [], 0
    for players in spec.player_counts:
        for options in wanted:
            try:
                game.initial_state(players, options, 0)
            except BadOption:
                skipped += 1
                continue
            found.append((players, options))
    return found, skipped


def play(game: Game, players: int, options: dict[str, Any], seed: int, every: int) -> int:
    """One random game, checked as it goes; the number of moves.  AssertionError on a fault."""
    rng = random.Random(f"soak/{game.id}/{seed}")
    return checked_playout(game, players, options, seed, rng, every, check_rules, MAX_MOVES)


def soak_game(game: Game, count: int, base_seed: int, every: int) -> GameSoak:
    result = GameSoak(game.id)
    found, result.skipped = combinations(game)
    result.combinations = len(found)
    started, cpu_started = time.perf_counter(), time.process_time()
    for index in range(count):
        players, options = found[index % len(found)]
        seed = random.Random(f"{base_seed}/{game.id}/{index}").randrange(2**31)
        try:
            result.moves += play(game, players, options, seed, every)
        except Exception as error:  # noqa: BLE001 - every fault is reported with its seed
            where = traceback.extract_tb(error.__traceback__)[-1]
            result.failures.append(
                f"FAIL {game.id} players={players} options={options} seed={seed}: "
                f"{type(error).__name__}: {error} ({where.filename}:{where.lineno})"
            )
        result.games += 1
    result.seconds = time.perf_counter() - started
    result.cpu_seconds = time.process_time() - cpu_started
    return result


def run(
    count: int, base_seed: int = 0, only: list[str] | None = None, every: int = 1, out: Any = None
) -> list[GameSoak]:
    """Soak every registered game (or ``only`` those); print one line per game as it ends."""
    results = []
    for game in registry.all_games():
        if only and game.id not in only:
            continue
        result = soak_game(game, count, base_seed, every)
        for failure in result.failures:
            print(failure, file=out, flush=True)
        print(result.line(), file=out, flush=True)
        results.append(result)
    games = sum(r.games for r in results)
    seconds = sum(r.seconds for r in results)
    failures = sum(len(r.failures) for r in results)
    print(
        f"total      {games:>6} games in {seconds:.1f} s, "
        f"{games / seconds if seconds else 0:.1f} games/s, {failures} failures",
        file=out,
        flush=True,
    )
    return results
