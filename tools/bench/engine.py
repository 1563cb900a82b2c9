"""Engine benchmark in CPython: random games per second and bot thinking time.

For every registered game (2 players, default options):

* ``games_per_s``: full games played with uniformly random legal moves;
* per level (easy, medium, hard): mean and 95th-percentile milliseconds of
  ``make_bot(level, seed).choose(game, view)`` on positions sampled from
  random games (positions with at least two legal moves, seat to move).

``profile(game_id)`` runs cProfile over random games and a few hard moves
and returns where the time goes (``python3 -m tools.bench.engine --profile``).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))

from parlour import registry  # noqa: E402
from parlour.ai import make_bot  # noqa: E402
from parlour.core import Game, GameState, Highlights  # noqa: E402
from parlour.play import next_targets  # noqa: E402

LEVELS = ("easy", "medium", "hard")
PLAYERS = 2
# Positions timed per level (default / --quick): hard dominates the run time.
MOVES = {"easy": 40, "medium": 12, "hard": 8}
QUICK_MOVES = {"easy": 5, "medium": 2, "hard": 1}
MAX_PLIES = 5000  # a random game longer than this is a bug, not a benchmark


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0..100) with linear interpolation, as numpy's default."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    pos = (len(ordered) - 1) * q / 100
    low = int(pos)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (pos - low)


def random_game(game: Game, seed: int) -> tuple[list[GameState], int]:
    """Play one game with random legal moves; return the decision states and the ply count."""
    rng = random.Random(seed)
    state = game.initial_state(PLAYERS, None, seed)
    positions: list[GameState] = []
    plies = 0
    while state.current_player is not None:
        moves = state.legal_moves()
        if len(moves) > 1:
            positions.append(state)
        state = game.play(state, rng.choice(moves))
        plies += 1
        if plies > MAX_PLIES:
            raise RuntimeError(f"{game.id}: random game {seed} passed {MAX_PLIES} plies")
    return positions, plies


def games_per_second(game: Game, games: int, seconds: float) -> dict[str, float]:
    """Random full games per second (at least one game, at most ``games`` or ``seconds``)."""
    played = plies = 0
    start = time.perf_counter()
    while played < games:
        _, n = random_game(game, 1000 + played)
        played += 1
        plies += n
        if time.perf_counter() - start >= seconds:
            break
    elapsed = time.perf_counter() - start
    return {"games": played, "games_per_s": played / elapsed, "plies_per_game": plies / played}


def sample_positions(game: Game, count: int, seed: int) -> list[GameState]:
    """``count`` positions drawn from random games, spread over their whole length."""
    rng = random.Random(seed)
    pool: list[GameState] = []
    game_seed = seed
    while len(pool) < max(count * 3, 10):
        positions, _ = random_game(game, game_seed)
        pool.extend(positions)
        game_seed += 1
    return rng.sample(pool, count)


def time_level(game: Game, level: str, positions: list[GameState]) -> dict[str, float]:
    # One untimed move first: lazy imports and caches are start-up, not thinking.
    first = positions[0]
    assert first.current_player is not None
    make_bot(level, 1).choose(game, first.view(first.current_player))
    times = []
    for i, state in enumerate(positions):
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        bot = make_bot(level, 7919 + i)
        start = time.perf_counter()
        bot.choose(game, view)
        times.append((time.perf_counter() - start) * 1000)
    return {
        "moves": len(times),
        "mean_ms": statistics.fmean(times),
        "p95_ms": percentile(times, 95),
        "max_ms": max(times),
    }


def render_time(game: Game, positions: list[GameState]) -> dict[str, float]:
    """Milliseconds to draw the board (SVG text) of the player to move, with its targets."""
    times = []
    for state in positions:
        seat = state.current_player
        view = state.view(seat)
        marks = Highlights(targets=next_targets(state.legal_moves(), ()))
        start = time.perf_counter()
        game.render(view, marks)
        times.append((time.perf_counter() - start) * 1000)
    return {
        "renders": len(times),
        "mean_ms": statistics.fmean(times),
        "p95_ms": percentile(times, 95),
    }


def bench_game(game: Game, games: int, quick: bool) -> dict[str, Any]:
    moves = QUICK_MOVES if quick else MOVES
    result: dict[str, Any] = games_per_second(game, games, 2.0 if quick else 20.0)
    result["render"] = render_time(game, sample_positions(game, 20 if quick else 100, seed=99))
    for index, level in enumerate(LEVELS):
        positions = sample_positions(game, moves[level], seed=index + 1)
        result[level] = time_level(game, level, positions)
    return result


def run(
    games: int = 200, quick: bool = False, only: list[str] | None = None, progress: bool = False
) -> dict[str, Any]:
    """Every registered game's figures, keyed by game id."""
    out: dict[str, Any] = {}
    for game in registry.all_games():
        if only and game.id not in only:
            continue
        if progress:
            print(f"  engine: {game.id}…", file=sys.stderr, flush=True)
        out[game.id] = bench_game(game, games, quick)
    return out


# -- profiling ----------------------------------------------------------------
HOT = ("legal_moves", "apply", "_apply_legal", "determinize_view", "determinize")


def profile(game: Game, games: int = 20, hard_moves: int = 3, top: int = 12) -> dict[str, Any]:
    """cProfile over ``games`` random games plus ``hard_moves`` hard moves."""
    profiler = cProfile.Profile()
    positions = sample_positions(game, hard_moves, seed=4)
    profiler.enable()
    for i in range(games):
        random_game(game, 5000 + i)
    for i, state in enumerate(positions):
        seat = state.current_player
        assert seat is not None
        make_bot("hard", i).choose(game, state.view(seat))
    profiler.disable()
    stats = pstats.Stats(profiler)
    total = stats.total_tt  # type: ignore[attr-defined]
    rows = []
    for (filename, line, name), (_cc, calls, tottime, cumtime, _callers) in stats.stats.items():  # type: ignore[attr-defined]
        rows.append(
            {
                "function": f"{_short(filename)}:{line}({name})",
                "name": name,
                "calls": calls,
                "self_pct": 100 * tottime / total,
                "cum_pct": 100 * cumtime / total,
            }
        )
    hot = [r for r in rows if r["name"] in HOT and "parlour/games" in r["function"]]
    hot.sort(key=lambda r: -r["cum_pct"])
    by_self = sorted(rows, key=lambda r: -r["self_pct"])[:top]
    return {"total_s": total, "hot": hot, "top_self": by_self}


def _short(filename: str) -> str:
    marker = "/py/parlour/"
    return "parlour/" + filename.split(marker, 1)[1] if marker in filename else Path(filename).name


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--profile", action="store_true", help="cProfile the hot paths instead")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("game", nargs="*", help="only these game ids")
    args = parser.parse_args(argv)
    if args.profile:
        for game in registry.all_games():
            if args.game and game.id not in args.game:
                continue
            found = profile(game)
            print(f"\n== {game.id}: {found['total_s']:.2f} s profiled (random games + hard moves)")
            print("   hot paths (cumulative share of the profiled time):")
            for r in found["hot"]:
                print(
                    f"   {r['cum_pct']:5.1f}% cum {r['self_pct']:5.1f}% self {r['calls']:>9} calls  {r['function']}"
                )
            print("   top functions by self time:")
            for r in found["top_self"]:
                print(
                    f"   {r['self_pct']:5.1f}% self {r['cum_pct']:5.1f}% cum {r['calls']:>9} calls  {r['function']}"
                )
        return 0
    result = run(args.games, args.quick, args.game or None, progress=not args.json)
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
