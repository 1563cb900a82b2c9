"""`build.py bench` runs and reports its keys (never its timings: the bench is a command)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools import bench_engine, bench_report  # noqa: E402


def test_engine_bench_quick_returns_every_figure() -> None:
    result = bench_engine.run(games=2, quick=True, only=["cardino"])
    assert list(result) == ["cardino"]
    figures = result["cardino"]
    assert {"games", "games_per_s", "plies_per_game", "render", *bench_engine.LEVELS} <= set(
        figures
    )
    assert figures["render"]["renders"] > 0 and figures["render"]["mean_ms"] > 0
    for level in bench_engine.LEVELS:
        assert {"moves", "mean_ms", "p95_ms", "max_ms"} <= set(figures[level])
        assert figures[level]["moves"] == bench_engine.QUICK_MOVES[level]
    table = bench_report.table(
        {
            "machine": {
                "cpus": 2,
                "python": "3",
                "load_before": (0.0, 0.0, 0.0),
                "load_after": (0.0, 0.0, 0.0),
            },
            "seconds": 1.0,
            "engine": result,
        }
    )
    assert "cardino" in table and "games/s" in table


def test_percentile_interpolates() -> None:
    assert bench_engine.percentile([1.0, 2.0, 3.0, 4.0, 5.0], 95) == 4.8
    assert bench_engine.percentile([7.0], 95) == 7.0
