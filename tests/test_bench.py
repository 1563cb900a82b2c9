"""`build.py bench` runs and reports its keys (never its timings: the bench is a command)."""

from __future__ import annotations

import json
from pathlib import Path


from tools.bench import engine as bench_engine, fair as bench_fair, report as bench_report

ROOT = Path(__file__).resolve().parents[1]


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


def test_fair_bench_reports_every_figure() -> None:
    # Two seats, ten cards: one shuffle of 3 set-up messages, a deal, a move, the seeds.
    result = bench_fair.one_run(2, 10)
    assert len(result["setup"]) == 3 and all(size > 0 for size in result["setup"])
    assert result["move"] > 0 and result["deal"] > 0
    assert result["shuffle"] >= 0 and result["audit"] >= 0
    rows = [bench_fair.measure(2, 10, 1)]
    assert "| 2 | 10 | 3 x" in bench_fair.table(rows, "not run")


def test_review_site_bench_has_a_finished_game_and_reports_every_figure() -> None:
    from tools.bench import review_site as bench_review_site

    fragment, moves, decisions = bench_review_site.finished_game()
    assert fragment.startswith("g") and moves > decisions > 0
    sample = {
        "whole_s": 20.0,
        "first_judged_s": 0.5,
        "first_mark_s": 2.0,
        "longest_task_ms": 120.0,
        "start_task_ms": 300.0,
        "slow_tasks": [(5000, 120, 14)],
        "page_answer_ms": 30.0,
        "page_answer_mean_ms": 4.0,
        "judged": decisions,
        "marked": 3,
        "boot": "snapshot",
    }
    summary = bench_review_site.summarise([sample, sample | {"longest_task_ms": 80.0}], moves, 9)
    assert summary["longest_task_ms"] == 120.0 and summary["per_decision_s"] == 20.0 / decisions
    lines = bench_review_site.table(summary, (0.0, 0.0, 0.0))
    verdicts = [line.split()[-1] for line in lines[lines.index("Targets (issue 38)") + 1 :]]
    assert verdicts == ["ok", "ok", "MISSED"]
    assert "    run 1: [(5000, 120, 14)]" in lines  # where the slow task fell
    unmarked = bench_review_site.summarise([sample | {"first_mark_s": float("nan")}], moves, 9)
    assert "first decision judged" in "\n".join(
        bench_review_site.table(unmarked | {"marked": 0}, (0.0, 0.0, 0.0))
    )


def test_review_site_bench_reads_a_trace_by_the_clock_and_by_processor(tmp_path: Path) -> None:
    from tools.bench import review_site as bench_review_site

    main, other = {"pid": 1, "tid": 2}, {"pid": 1, "tid": 3}
    events = [
        main | {"name": "thread_name", "ph": "M", "args": {"name": "CrRendererMain"}},
        other | {"name": "thread_name", "ph": "M", "args": {"name": "Compositor"}},
        main | {"name": "RunTask", "ph": "X", "ts": 0, "dur": 130_000, "tdur": 3_300},
        main | {"name": "RunTask", "ph": "X", "ts": 200_000, "dur": 20_000, "tdur": 15_000},
        other | {"name": "RunTask", "ph": "X", "ts": 0, "dur": 900_000, "tdur": 900_000},
    ]
    trace = tmp_path / "trace.json"
    trace.write_text(json.dumps({"traceEvents": events}))
    traced = bench_review_site.traced_tasks(trace)
    assert traced == {
        "tasks": 2,
        "longest_clock_ms": 130.0,
        "longest_cpu_ms": 15.0,
        "slow": [(130, 3.3)],
    }
