"""Review benchmark in CPython (issue 38, "Benchmark"): a whole recorded game reviewed.

For every registered game (2 players; Casino to 11, as the issue's target says), a game of
two greedy players is recorded, and every decision of seat 0 is reviewed with one Hint's
iterations (``parlour.learn.review.Budget()``, no time cap, so the figures are the work itself).
Each decision with a choice is also given one Hint (``hint_for``, the same iterations), so
the ratio says what a review costs per decision against the Hint it must not exceed.

    python3 -m tools.bench.review            # every decision of each game
    python3 -m tools.bench.review --quick    # the first 8 decisions with a choice of each
    python3 build.py bench --only review     # the same, from the build script
"""

from __future__ import annotations

import argparse
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
from parlour.record import Record  # noqa: E402
from parlour.learn.review import judge, walk  # noqa: E402
from parlour.page.hints import hint_for  # noqa: E402

OPTIONS: dict[str, dict[str, Any]] = {"casino": {"target": 11}}
"""Options that differ from the defaults: the issue times a Casino game to 11."""
SEED = 7
SEAT = 0


def recorded_game(game_id: str) -> Record:
    game = registry.get(game_id)
    record = Record.start(game_id, 2, OPTIONS.get(game_id, {}), SEED)
    state = record.initial_state()
    bots = (make_bot("easy", 1), make_bot("easy", 2))
    while state.current_player is not None:
        seat = state.current_player
        move = bots[seat].choose(game, state.view(seat))
        record, state = record.with_move(str(move)), game.play(state, move)
    return record


def bench(game_id: str, most: int | None) -> dict[str, float]:
    walked = walk(recorded_game(game_id), SEAT)
    plies = [p for p in walked.plies if len(walked.states[p].legal_moves()) > 1]
    plies = plies[:most] if most is not None else plies
    reviews, hints = [], []
    for ply in plies:
        start = time.perf_counter()
        judge(walked, ply)
        reviews.append(time.perf_counter() - start)
        start = time.perf_counter()
        hint_for(walked.game, walked.view_at(ply), SEED)
        hints.append(time.perf_counter() - start)
    review, hint = statistics.mean(reviews), statistics.mean(hints)
    return {
        "decisions": len(plies),
        "review_s": review,
        "hint_s": hint,
        "ratio": review / hint,
        "whole_s": sum(reviews),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="8 decisions a game")
    parser.add_argument("--game", action="append", help="only these games (repeatable)")
    args = parser.parse_args(argv)
    games = args.game or [game.id for game in registry.all_games()]
    print(
        f"{'game':<10} {'decisions':>9} {'review s':>9} {'hint s':>8} {'ratio':>6} {'whole s':>8}"
    )
    for game_id in games:
        row = bench(game_id, 8 if args.quick else None)
        print(
            f"{game_id:<10} {row['decisions']:>9.0f} {row['review_s']:>9.3f} "
            f"{row['hint_s']:>8.3f} {row['ratio']:>6.2f} {row['whole_s']:>8.1f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
