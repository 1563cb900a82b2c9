"""`python3 build.py bench`: the engine and site benchmarks, as one table or as JSON."""

from __future__ import annotations

import json
import os
import platform
import sys
import time
from collections.abc import Callable
from typing import Any

from tools.bench import engine as bench_engine

# Issue 8's targets.
FIRST_PAINT_MS = 500
TTI_RATIO = 1.15
EXTRA_BYTES = 400 * 1024
HARD_MS = 2000
LONGEST_TASK_MS = 100


def run(
    runs: int = 5,
    games: int = 200,
    quick: bool = False,
    engine: bool = True,
    site: bool = True,
    progress: bool = True,
) -> dict[str, Any]:
    result: dict[str, Any] = {
        "machine": {
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
            "load_before": os.getloadavg(),
        },
        "options": {"runs": runs, "games": games, "quick": quick},
    }
    started = time.perf_counter()
    if engine:
        result["engine"] = bench_engine.run(games, quick, progress=progress)
    if site:
        from tools.bench import site as bench_site

        result["site"] = bench_site.run(runs, replies=2 if quick else 5, progress=progress)
    result["machine"]["load_after"] = os.getloadavg()
    result["seconds"] = time.perf_counter() - started
    if site:
        from tools.bench import phone as bench_phone, snapshot as bench_snapshot

        result["targets"] = {
            **targets(result["site"]),
            **bench_snapshot.targets(result["site"]["start"]),
            **bench_phone.targets(result["site"]["phone"]),
        }
    return result


def targets(site: dict[str, Any]) -> dict[str, Any]:
    load = site["load"]
    bare_bytes = load["bare"]["cold_bytes"]
    hard = [g for g in site["computer_hard"].values() if g.get("replies")]
    return {
        "first_paint_ms": {
            "value": max(load["site"]["cold_fcp_ms"], load["site"]["warm_fcp_ms"]),
            "limit": FIRST_PAINT_MS,
        },
        "tti_ratio_cold": {"value": load["ratio"]["cold_tti_ms"], "limit": TTI_RATIO},
        "tti_ratio_warm": {"value": load["ratio"]["warm_tti_ms"], "limit": TTI_RATIO},
        "first_visit_bytes": {
            "value": load["site"]["cold_bytes"],
            "limit": bare_bytes + EXTRA_BYTES,
        },
        "hard_worst_ms": {
            "value": max((g["worst_ms"] for g in hard), default=None),
            "limit": HARD_MS,
        },
        "longest_task_ms": {
            "value": max((g["longest_task_ms"] for g in hard), default=None),
            "limit": LONGEST_TASK_MS,
        },
    }


# -- the table --------------------------------------------------------------------
def _ms(value: float | None) -> str:
    if value is None:
        return "-"
    return f"{value:,.0f}" if value >= 10 else f"{value:.2f}"


def _mb(value: float) -> str:
    return f"{value / 1e6:.2f} MB"


def table(result: dict[str, Any]) -> str:
    lines: list[str] = []
    machine = result["machine"]
    lines.append(
        f"Parlour benchmark: {machine['cpus']} CPUs, Python {machine['python']}, "
        f"load average {' '.join(f'{x:.1f}' for x in machine['load_before'])} before, "
        f"{' '.join(f'{x:.1f}' for x in machine['load_after'])} after; {result['seconds']:.0f} s"
    )
    engine = result.get("engine")
    if engine:
        lines.append("")
        lines.append("Engine (CPython, 2 players, default options); bot ms per move: mean / p95")
        header = f"{'game':<10} {'games/s':>8} {'plies':>6}   {'easy':>13}   {'medium':>15}   {'hard':>15}"
        lines += [header, "-" * len(header)]
        for game_id, r in engine.items():
            cells = [
                f"{_ms(r[lv]['mean_ms'])} / {_ms(r[lv]['p95_ms'])}" for lv in bench_engine.LEVELS
            ]
            lines.append(
                f"{game_id:<10} {r['games_per_s']:>8.1f} {r['plies_per_game']:>6.0f}   "
                f"{cells[0]:>13}   {cells[1]:>15}   {cells[2]:>15}"
            )
        moves = engine[next(iter(engine))]
        lines.append(
            "(positions timed per game: "
            + ", ".join(f"{lv} {moves[lv]['moves']}" for lv in bench_engine.LEVELS)
            + ")"
        )
    site = result.get("site")
    if site:
        load = site["load"]
        lines.append("")
        lines.append(
            f"Site (headless {site['chromium']}, localhost, {site['runs']} runs alternating; "
            "medians, ms)"
        )
        header = (
            f"{'page':<6} {'cold FCP':>9} {'cold TTI':>9} {'warm FCP':>9} {'warm TTI':>9} "
            f"{'1st visit':>10} {'to ready':>10} {'warm':>9} {'JS heap':>9}"
        )
        lines += [header, "-" * len(header)]
        for kind in ("site", "bare"):
            e = load[kind]
            lines.append(
                f"{kind:<6} {_ms(e['cold_fcp_ms']):>9} {_ms(e['cold_tti_ms']):>9} "
                f"{_ms(e['warm_fcp_ms']):>9} {_ms(e['warm_tti_ms']):>9} {_mb(e['cold_bytes']):>10} "
                f"{_mb(e['cold_bytes_to_ready']):>10} {_mb(e['warm_bytes']):>9} "
                f"{_mb(e['heap_bytes']):>9}"
            )
        r = load["ratio"]
        lines.append(
            f"{'ratio':<6} {r['cold_fcp_ms']:>9.2f} {r['cold_tti_ms']:>9.2f} "
            f"{r['warm_fcp_ms']:>9.2f} {r['warm_tti_ms']:>9.2f}   "
            f"(paired per run: cold TTI {load['ratio_paired']['cold_tti_ms']:.2f}, "
            f"warm TTI {load['ratio_paired']['warm_tti_ms']:.2f})"
        )
        for kind in ("site", "bare"):
            e = load[kind]
            lines.append(
                f"  {kind} TTI all runs, cold: {' '.join(_ms(v) for v in e['cold_tti_ms_all'])}; "
                f"warm: {' '.join(_ms(v) for v in e['warm_tti_ms_all'])}"
            )
        if load["extra_over_bare"]:
            lines.append(
                "  first visit, fetched beyond the bare page: "
                + ", ".join(
                    f"{p} {n / 1024:.0f} KB"
                    for p, n in sorted(load["extra_over_bare"].items(), key=lambda x: -x[1])
                )
            )
        if load["repeated_downloads"]:
            lines.append(
                "  downloaded more than once on the first visit: "
                + ", ".join(
                    f"{p} x{len([s for s in sizes if s])}"
                    for p, sizes in load["repeated_downloads"].items()
                )
            )
        lines.append("")
        lines.append(
            "Computer (hard) in the browser, each move timed until it is on the board "
            "(includes the page's 350 ms minimum)"
        )
        header = f"{'game':<10} {'moves':>7} {'median ms':>10} {'worst ms':>9} {'longest task':>13} {'JS heap':>9}"
        lines += [header, "-" * len(header)]
        for game_id, g in site["computer_hard"].items():
            if not g.get("replies"):
                lines.append(f"{game_id:<10} {'0':>7}")
                continue
            lines.append(
                f"{game_id:<10} {g['replies']:>7} {_ms(g['median_ms']):>10} {_ms(g['worst_ms']):>9} "
                f"{_ms(g['longest_task_ms']):>13} {_mb(g['heap_bytes']):>9}"
            )
        from tools.bench import phone as bench_phone, snapshot as bench_snapshot

        lines += bench_snapshot.table_lines(site["start"])
        lines += bench_phone.table_lines(site["phone"])
        lines.append("")
        lines.append("Targets (issue 8; the ratios: issues 15 and 27)")
        for name, t in result["targets"].items():
            value, limit = t["value"], t["limit"]
            ok = "?" if value is None else ("ok" if value <= limit else "MISSED")
            show: Callable[[float], str] = (
                (lambda v: _mb(v))
                if "bytes" in name and "ratio" not in name
                else (lambda v: f"{v:.2f}" if v < 10 else _ms(v))
            )
            lines.append(
                f"  {name:<24} {('-' if value is None else show(value)):>10}  "
                f"<= {show(limit):>10}  {ok}"
            )
    return "\n".join(lines)


def main(
    runs: int, games: int, quick: bool, as_json: bool, engine: bool = True, site: bool = True
) -> int:
    result = run(runs, games, quick, engine, site, progress=True)
    if as_json:
        print(json.dumps(result, indent=1))
    else:
        print(table(result))
    sys.stdout.flush()
    return 0
