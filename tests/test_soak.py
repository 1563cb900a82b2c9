"""`build.py soak`: a few hundred checked random games, skipped combinations counted, faults named."""

from __future__ import annotations

import dataclasses
import io
from pathlib import Path


from parlour import registry
from tests.support.toy_game import TOY_GAME
from tools.bench import soak

ROOT = Path(__file__).resolve().parents[1]

GAMES_EACH = 60


def test_a_few_hundred_games_of_every_game_pass_the_invariants() -> None:
    out = io.StringIO()
    results = soak.run(
        GAMES_EACH, base_seed=16, only=["punto", "casino", "cardino", "colomino"], every=12, out=out
    )
    assert sorted(r.game for r in results) == ["cardino", "casino", "colomino", "punto"]
    assert sum(r.games for r in results) == 4 * GAMES_EACH
    assert [f for r in results for f in r.failures] == []
    assert all(r.moves > r.games for r in results)
    assert "games/s" in out.getvalue() and "0 failures" in out.getvalue()


def test_combinations_cover_every_count_and_value_and_count_the_refused() -> None:
    """Colomino's set games need 2, 4 or 6 players; Punto's teams need 4 (docs/rules)."""
    punto, skipped = soak.combinations(registry.get("punto"))
    assert skipped == 2 and (4, {"teams": True}) in punto and (2, {"teams": True}) not in punto
    assert {players for players, _ in punto} == {2, 3, 4}
    assert len(punto) + skipped == 3 * (1 + 1 + 2)  # counts x (defaults, teams, two rounds values)
    colomino, skipped = soak.combinations(registry.get("colomino"))
    assert skipped == 6 and len(colomino) + skipped == 5 * 4


def test_a_fault_is_reported_with_its_seed() -> None:
    def forgetful(data: object) -> object:
        raise ValueError("state_from_json forgot the board")

    broken = dataclasses.replace(TOY_GAME, state_from_json=forgetful)
    result = soak.soak_game(broken, 3, base_seed=1, every=1)
    assert result.games == 3 and len(result.failures) == 3
    assert all("seed=" in f and "forgot the board" in f for f in result.failures)
