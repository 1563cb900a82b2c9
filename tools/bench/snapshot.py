"""The site's start from a memory snapshot and the computer's first move (issue 15).

Part of the site benchmark (tools/bench/site.py).  After each run's cold visit its
browser makes a snapshot (static/pyodide-loader.mjs); the run then visits the site
from that snapshot, and again without it (the warm visit: every file from the
service worker, a plain start).  The first computer move is timed on a first visit
(a fresh context) and from a snapshot: with the computer first (Punto, seat 0 opens:
from navigation to its move on the board) and with the human moving the moment the
board is ready (from that click to the reply on the board).  Ratios are to the bare
page of the same run: cold to cold, snapshot and warm to warm.
"""

from __future__ import annotations

import statistics
import sys
from typing import TYPE_CHECKING, Any

from tools.bench.browser import (
    INIT_SCRIPT,
    SNAPSHOT_TIMEOUT_MS,
    VIEWPORT,
    Traffic,
    visit,
    visit_settled,
    wait_for_snapshot,
    wait_mark,
)

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page


COMPUTER_FIRST = "?game=punto&seats=hard,human"
HUMAN_FIRST = "?game=punto&seats=human,hard"
# Clicks legal targets (the first each time) until the human's move is made; returns when.
MOVE_AT_ONCE = """() => {
  const board = document.getElementById("board"), body = document.body;
  const at = performance.now();
  for (let i = 0; i < 10 && Number(body.dataset.ply) === 0; i++) {
    const target = JSON.parse(board.dataset.targets || "[]")[0];
    if (target === undefined) break;
    board.querySelector(`[data-target="${CSS.escape(target)}"]`).dispatchEvent(new MouseEvent("click", {bubbles: true}));
  }
  return at;
}"""


def forget_snapshot(page: Page) -> None:
    page.evaluate("caches.delete('parlour-snapshot')")


def snapshot_visits(page: Page, base: str, traffic: Traffic) -> dict[str, Any]:
    """After a cold visit: its snapshot made, a visit from it, and the snapshot gone again."""

    made = wait_for_snapshot(page)
    page, restored = visit(page.context, base, traffic, settle=False)
    restored["made"] = made
    forget_snapshot(page)
    page.close()
    return {"snapshot": restored}


def ply_time(page: Page, ply: int) -> float:
    page.wait_for_function(
        f"() => window.__bench.plies.some(p => p[1] >= {ply})", timeout=SNAPSHOT_TIMEOUT_MS
    )
    return float(page.evaluate(f"window.__bench.plies.find(p => p[1] >= {ply})[0]"))


def first_moves(context: BrowserContext, base: str) -> dict[str, Any]:
    """The computer's first move: computer first (from navigation), human first (from the click)."""

    page = context.new_page()
    page.goto(base + COMPUTER_FIRST, wait_until="commit")
    ready = wait_mark(page, "ready")
    computer_first = {
        "ms": ply_time(page, 1),
        "ready_ms": ready,
        "boot": page.get_attribute("html", "data-boot"),
    }
    page.close()
    page = context.new_page()
    page.goto(base + HUMAN_FIRST, wait_until="commit")
    ready = wait_mark(page, "ready")
    page.wait_for_selector("#board[data-targets]", state="attached")
    clicked = float(page.evaluate(MOVE_AT_ONCE))
    human_first = {
        "ms": ply_time(page, 2) - clicked,
        "ready_ms": ready,
        "boot": page.get_attribute("html", "data-boot"),
    }
    page.close()
    return {"computer_first": computer_first, "human_first": human_first}


def first_move_runs(browser: Browser, base: str, runs: int, progress: bool) -> list[dict[str, Any]]:

    samples = []
    for run in range(runs):
        if progress:
            print(f"  first computer move: run {run + 1}/{runs}…", file=sys.stderr, flush=True)
        context = browser.new_context(viewport=VIEWPORT)
        context.add_init_script(INIT_SCRIPT)
        try:
            first = first_moves(
                context, base
            )  # a first visit: no snapshot, the AI worker not ready
            visit_settled(context, base)
            again = first_moves(context, base)
        finally:
            context.close()
        samples.append({"first_visit": first, "snapshot": again})
    return samples


def summarise(
    loads: dict[str, list[dict[str, Any]]], moves: list[dict[str, Any]]
) -> dict[str, Any]:
    """Medians, and their ratios to the bare page's start (cold to first visits, warm to repeats)."""
    site, bare = loads["site"], loads["bare"]

    def median(values: list[float]) -> float:
        return float(statistics.median(values))

    bare_cold = median([r["cold"]["tti_ms"] for r in bare])
    bare_warm = median([r["warm"]["tti_ms"] for r in bare])
    out: dict[str, Any] = {"bare_cold_tti_ms": bare_cold, "bare_warm_tti_ms": bare_warm}
    for phase in ("cold", "warm", "snapshot"):
        tti = median([r[phase]["tti_ms"] for r in site])
        out[f"{phase}_tti_ms"] = tti
        out[f"{phase}_tti_ratio"] = tti / (bare_cold if phase == "cold" else bare_warm)
        out[f"{phase}_tbt_ms"] = median([r[phase]["tbt_ms"] for r in site])
        out[f"{phase}_boots"] = [r[phase]["boot"] for r in site]
    for phase in ("cold", "warm"):
        out[f"bare_{phase}_tbt_ms"] = median([r[phase]["tbt_ms"] for r in bare])
    out["snapshot_tbt_ratio"] = out["snapshot_tbt_ms"] / max(out["bare_warm_tbt_ms"], 1.0)
    for visit_kind, bare_tti in (("first_visit", bare_cold), ("snapshot", bare_warm)):
        for who in ("computer_first", "human_first"):
            values = [m[visit_kind][who]["ms"] for m in moves]
            out[f"{visit_kind}_{who}_ms"] = median(values)
            out[f"{visit_kind}_{who}_ms_all"] = values
            out[f"{visit_kind}_{who}_ratio"] = median(values) / bare_tti
            out[f"{visit_kind}_{who}_boots"] = [m[visit_kind][who]["boot"] for m in moves]
    return out


# Issue 15's targets, as ratios to the bare page's start in the same run (the first two
# as issue 27 set them: 0.5 and 1.1 before).
TARGETS = {
    "repeat_ready_ratio": ("snapshot_tti_ratio", 0.4),
    "first_ready_ratio": ("cold_tti_ratio", 1.05),
    "computer_first_ratio": ("snapshot_computer_first_ratio", 1.5),
    "computer_first_ratio_1st": ("first_visit_computer_first_ratio", 1.5),
    "reply_at_ready_ratio": ("snapshot_human_first_ratio", 0.5),
    "reply_at_ready_ratio_1st": ("first_visit_human_first_ratio", 0.5),
    "repeat_blocking_ratio": ("snapshot_tbt_ratio", 0.3),
}


def targets(start: dict[str, Any]) -> dict[str, Any]:
    return {name: {"value": start[key], "limit": limit} for name, (key, limit) in TARGETS.items()}


def table_lines(start: dict[str, Any]) -> list[str]:
    def ms(value: float) -> str:
        return f"{value:,.0f}"

    lines = [
        "",
        "Start and the first computer move (issue 15): medians, ms; ratio to the bare page "
        "(cold to cold; snapshot, warm and repeat visits to warm)",
    ]
    header = f"{'what':<46} {'site':>8} {'bare':>8} {'ratio':>6}"
    lines += [header, "-" * len(header)]
    bare = {"cold": start["bare_cold_tti_ms"], "warm": start["bare_warm_tti_ms"]}
    rows = [
        ("ready, cold (first visit)", start["cold_tti_ms"], bare["cold"]),
        ("ready, warm (files cached, no snapshot)", start["warm_tti_ms"], bare["warm"]),
        ("ready, from a snapshot", start["snapshot_tti_ms"], bare["warm"]),
        (
            "computer first, its move: first visit",
            start["first_visit_computer_first_ms"],
            bare["cold"],
        ),
        (
            "computer first, its move: from a snapshot",
            start["snapshot_computer_first_ms"],
            bare["warm"],
        ),
        (
            "reply to a move at ready: first visit",
            start["first_visit_human_first_ms"],
            bare["cold"],
        ),
        (
            "reply to a move at ready: from a snapshot",
            start["snapshot_human_first_ms"],
            bare["warm"],
        ),
        (
            "blocking time, first paint to ready: cold",
            start["cold_tbt_ms"],
            start["bare_cold_tbt_ms"],
        ),
        (
            "blocking time, first paint to ready: warm",
            start["warm_tbt_ms"],
            start["bare_warm_tbt_ms"],
        ),
        (
            "blocking time, first paint to ready: snapshot",
            start["snapshot_tbt_ms"],
            start["bare_warm_tbt_ms"],
        ),
    ]
    for label, value, reference in rows:
        lines.append(
            f"{label:<46} {ms(value):>8} {ms(reference):>8} {value / max(reference, 1.0):>6.2f}"
        )
    boots = {b for key, v in start.items() if key.endswith("_boots") for b in v}
    lines.append(
        f"  how the visits started: cold {start['cold_boots']}, warm {start['warm_boots']}, "
        f"snapshot {start['snapshot_boots']} (all kinds seen: {sorted(boots)})"
    )
    for kind in ("first_visit", "snapshot"):
        for who in ("computer_first", "human_first"):
            lines.append(
                f"  {kind} {who} all runs: "
                + " ".join(ms(v) for v in start[f"{kind}_{who}_ms_all"])
            )
    return lines
