"""Whole games played through one ``parlour.link.partial.PartialTable`` per seat: time, moves and claims.

    python3 -m tools.bench.tables            # every game, player count and variant
    python3 -m tools.bench.tables casino     # only these game ids
    python3 -m tools.bench.tables --seeds 3

The truth is dealt by the game's seeded dealer (a dealer that knows every deck); each
seat's table is told only the public moves and the cards the rules show it, as in
tests/engine/test_table.py.  For each setup: CPU seconds per game (all seats' tables
together), moves, the moves kept as claims, how often stand-ins had to be chosen again
(``repairs``), and the most candidates one repair tried after its first descent
(``tries``: a descent by the mover's other moves, the mover's stand-ins drawn again, up
to 2,000, then up to 16 fresh draws).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from collections.abc import Iterator
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))

from parlour import registry  # noqa: E402
from parlour.chance import newly_shown  # noqa: E402
from parlour.core import GameState  # noqa: E402
from parlour.link.partial import PartialTable  # noqa: E402
from tests.support.setups import SETUPS  # noqa: E402


class Repairs:
    """Counts ``PartialTable._search`` calls and, for each, the candidates it tried beyond the
    first descent (the mover's stand-ins drawn again, then fresh draws): wraps it once."""

    def __init__(self) -> None:
        self.calls = 0
        self.most_tries = 0
        search, candidates = PartialTable._search, PartialTable._candidates
        tries = [0]

        def counted(
            table: PartialTable, target: Any, rng: random.Random
        ) -> Iterator[PartialTable | None]:
            for found in candidates(table, target, rng):
                tries[0] += 1
                yield found

        def searched(table: PartialTable, target: Any, rng: random.Random) -> PartialTable | None:
            tries[0] = 0
            try:
                return search(table, target, rng)
            finally:
                self.calls += 1
                self.most_tries = max(self.most_tries, tries[0] - 1)

        PartialTable._candidates = counted  # type: ignore[method-assign, assignment]
        PartialTable._search = searched  # type: ignore[method-assign, assignment]

    def reset(self) -> None:
        self.calls = self.most_tries = 0


def cards(state: GameState, positions: set[tuple[str, int]]) -> dict[tuple[str, int], str]:
    orders = state.orders()
    return {(d, p): orders[d][p] for d, p in positions}


def play(game_id: str, players: int, options: dict[str, Any], seed: int) -> tuple[int, int]:
    """One game through the tables; (moves, claims)."""
    game = registry.get(game_id)
    truth = game.opening(players, options, seed)
    tables = [PartialTable.sit(game, players, options, s, seed + s) for s in range(players)]
    rng, moves = random.Random(seed), 0
    while not truth.is_over:
        if truth.chance is not None:
            before = truth
            truth = truth.deal(game.dealer.order(truth, truth.chance))
            for s in range(players):
                dealt = cards(truth, newly_shown(before.shown(), truth.shown(), s))
                tables[s] = tables[s].dealt(dealt)
            continue
        mover = truth.current_player
        assert mover is not None
        notation = str(rng.choice(tables[mover].legal_moves()))
        before = truth
        truth = truth.apply(truth.parse_move(notation))
        tables[mover] = tables[mover].play(notation)[0]
        for s in range(players):
            shown = cards(truth, newly_shown(before.shown(), truth.shown(), s))
            tables[s] = (
                tables[s].learn(shown) if s == mover else tables[s].receive(mover, notation, shown)
            )
        moves += 1
    return moves, sum(len(t.claims) for t in tables)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seeds", type=int, default=1)
    parser.add_argument("game", nargs="*", help="only these game ids")
    args = parser.parse_args(argv)
    print(f"{'setup':<32}{'CPU s/game':>11}{'moves':>8}{'claims':>8}{'repairs':>9}{'tries':>7}")
    repairs = Repairs()
    for game_id, players, options in SETUPS:
        if args.game and game_id not in args.game:
            continue
        repairs.reset()
        moves = claims = 0
        started = time.process_time()
        for seed in range(args.seeds):
            found = play(game_id, players, options, seed + 3)
            moves, claims = moves + found[0], claims + found[1]
        spent = (time.process_time() - started) / args.seeds
        name = f"{game_id} {players}p " + " ".join(f"{k}={v}" for k, v in options.items())
        print(
            f"{name:<32}{spent:>11.2f}{moves:>8}{claims:>8}{repairs.calls:>9}"
            f"{repairs.most_tries:>7}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
