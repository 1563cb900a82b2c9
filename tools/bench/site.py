"""Site benchmark: dist/ served on localhost, driven in headless Chromium.

Each run visits the site at ``READY_PAGE`` (a Punto game against the computer:
"ready" means its board is on screen and playable, not just the menu) and the
bare page (bench/bare.html, which only runs ``loadPyodide`` from the same
files), alternating which goes first:

* cold: a fresh browser context (empty HTTP cache, no service worker);
* warm: a second page in the same context, after the first visit has settled
  (for the site: its service worker has precached everything and serves it).

Per visit: first-contentful-paint (Paint Timing API), time to interactive
(``performance.now()`` when ``body[data-ready="1"]`` appears, recorded by a
MutationObserver injected before any page script), and the bytes the server
sent (bodies only, counted by the server itself, so requests from workers and
the service worker count too), and the main thread's JS heap after readiness
(CDP ``Runtime.getHeapUsage``).

``computer_moves`` opens ``?game=ID&seats=human,hard`` for each game (the JS heap
is read once the game has started), clicks random human moves and times each
computer move: from the page marking ``data-thinking="1"`` (just after the
human's move) to the move on the board (``data-ply`` changes; the page stays
"thinking" through a computer turn of several moves, such as Cardino's
placements, so each move is timed on its own) or ``data-thinking="0"``, with
the longest main-thread task ('longtask' entries) in between.  The page waits
at least ``MIN_THINK`` (0.35 s, py/browser/main.py) per move.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tools.bench import phone as bench_phone, snapshot as bench_snapshot
from tools.bench.browser import (
    wait_for_snapshot,
    INIT_SCRIPT,
    LEGAL_TARGETS,
    READY_PAGE,
    SETTLED,
    TIMEOUT_MS,
    Traffic,
    VIEWPORT,
    js_heap,
    served_in_chromium,
    summarise_traffic,
    visit,
    wait_mark,
)
from tools.build import site

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page


def page_load_runs(
    browser: Browser, base: str, traffic: Traffic, runs: int, progress: bool
) -> dict[str, Any]:
    pages = {"site": base + READY_PAGE, "bare": base + "bench/bare.html"}
    samples: dict[str, list[dict[str, Any]]] = {"site": [], "bare": []}
    for run in range(runs):
        order = ("site", "bare") if run % 2 == 0 else ("bare", "site")
        for kind in order:
            if progress:
                print(f"  site: run {run + 1}/{runs} {kind}…", file=sys.stderr, flush=True)
            context = browser.new_context(viewport=VIEWPORT)
            context.add_init_script(INIT_SCRIPT)
            try:
                page, cold = visit(context, pages[kind], traffic, settle=kind == "site")
                cold["heap_bytes"] = js_heap(page)
                sample: dict[str, Any] = {"cold": cold}
                if kind == "site":
                    # The whole first visit: until its browser has made the snapshot too.
                    cold["snapshot"] = wait_for_snapshot(page)
                    cold["traffic_whole"] = summarise_traffic(traffic.snapshot())
                    # A visit from that snapshot, then one without it.
                    sample.update(bench_snapshot.snapshot_visits(page, pages[kind], traffic))
                page.close()
                page, warm = visit(context, pages[kind], traffic, settle=False)
                warm["controlled"] = page.evaluate(
                    "!!navigator.serviceWorker && !!navigator.serviceWorker.controller"
                )
                page.close()
            finally:
                context.close()
            samples[kind].append({**sample, "warm": warm})
    return samples


def start_game(page: Page, game_id: str, seats: list[str]) -> None:
    """Set up a game through the menu and the setup form."""
    page.click(f'#game-list [data-game="{game_id}"]')
    page.select_option("#setup-players", str(len(seats)))
    for i, seat in enumerate(seats):
        page.select_option(f"#seat{i}", seat)
    page.click("#setup-start")


# -- computer moves ------------------------------------------------------------------------
def computer_moves(
    browser: Browser, base: str, game_ids: list[str], replies: int, progress: bool, seed: int = 11
) -> dict[str, Any]:
    """For each game: open ``?game=ID&seats=human,hard`` (the page starts it), play random human moves."""
    rng = random.Random(seed)
    out: dict[str, Any] = {}
    context = browser.new_context(viewport=VIEWPORT)
    context.add_init_script(INIT_SCRIPT)
    try:
        page = context.new_page()
        for game_id in game_ids:
            if progress:
                print(f"  browser hard: {game_id}…", file=sys.stderr, flush=True)
            try:
                out[game_id] = one_game(page, base, game_id, replies, rng)
            except Exception as exc:  # noqa: BLE001 - report it, go on with the other games
                out[game_id] = {"replies": 0, "error": f"{type(exc).__name__}: {exc}"[:300]}
    finally:
        context.close()
    return out


def one_game(
    page: Page, base: str, game_id: str, replies: int, rng: random.Random
) -> dict[str, Any]:
    page.goto(f"{base}?game={game_id}&seats=human,hard", timeout=TIMEOUT_MS)
    wait_mark(page, "ready")
    wait_mark(page, "aiReady")  # the worker is up: its start-up is not a move
    if page.evaluate("document.body.dataset.screen") != "play":
        start_game(page, game_id, ["human", "hard"])  # a page without ?game= support
    page.wait_for_selector("#board svg", timeout=TIMEOUT_MS)
    page.wait_for_function(SETTLED, timeout=TIMEOUT_MS)
    heap = js_heap(page)
    return {"heap_bytes": heap, **play_replies(page, replies, rng)}


def play_replies(page: Page, replies: int, rng: random.Random) -> dict[str, Any]:
    page.evaluate("window.__bench.thinking = []; window.__bench.longtasks = []")
    clicks = 0
    while True:
        page.wait_for_function(SETTLED, timeout=TIMEOUT_MS)
        done = page.evaluate("window.__bench.thinking.filter(t => t[1] === '0').length")
        over = page.get_attribute("body", "data-over") == "1"
        if over or done > replies or clicks > 400:
            break
        if page.is_visible("#pass"):
            page.click("#pass-btn")
            continue
        if page.get_attribute("body", "data-round-break") == "1":  # a round, hand or set ended
            page.click("#round-break-continue")
            page.wait_for_function("() => document.body.dataset.roundBreak !== '1'")
            continue
        targets = page.evaluate(LEGAL_TARGETS)
        renders = int(page.get_attribute("body", "data-renders") or 0)
        target = json.dumps(rng.choice(targets))  # a CSS string: quotes and backslashes escaped
        page.locator(f"#board [data-target={target}]").first.click()
        page.wait_for_function(
            f"() => Number(document.body.dataset.renders) > {renders}", timeout=TIMEOUT_MS
        )
        clicks += 1
    marks = page.evaluate("window.__bench")
    spans = []
    start = None
    for t, value, _ply in marks["thinking"]:
        if value == "1":
            start = t
        elif value in ("0", "move") and start is not None:
            spans.append((start, t))
            start = t if value == "move" else None
    times = [end - begin for begin, end in spans]
    longest = [
        max([d for s, d in marks["longtasks"] if s < end and s + d > begin], default=0.0)
        for begin, end in spans
    ]
    if not times:
        return {"replies": 0}
    return {
        "replies": len(times),
        "median_ms": statistics.median(times),
        "worst_ms": max(times),
        "longest_task_ms": max(longest),
        "times_ms": times,
    }


def run(runs: int = 5, replies: int = 5, progress: bool = False) -> dict[str, Any]:
    """Build the site privately, then every part of the site benchmark."""

    # A private build: other people's `build.py test` may rebuild dist/ during the run.
    with tempfile.TemporaryDirectory(prefix="parlour-bench-") as tmp:
        dist = Path(tmp) / "dist"
        site.build(dist)
        return _run(dist, runs, replies, progress)


def _run(dist: Path, runs: int, replies: int, progress: bool) -> dict[str, Any]:
    with served_in_chromium(dist) as (browser, base, traffic):
        started = time.perf_counter()
        samples = page_load_runs(browser, base, traffic, runs, progress)
        games = [str(g["id"]) for g in site.game_list()]
        first_moves = bench_snapshot.first_move_runs(browser, base, runs, progress)
        moves = computer_moves(browser, base, games, replies, progress)
        pages = {"site": base + READY_PAGE, "bare": base + "bench/bare.html"}
        throttled = bench_phone.throttled_runs(browser, pages, traffic, runs, progress)
        elapsed = time.perf_counter() - started
        version = browser.version
    return {
        "chromium": version,
        "runs": runs,
        "seconds": elapsed,
        "load": summarise_loads(samples),
        "samples": samples,
        "computer_hard": moves,
        "first_moves": first_moves,
        "start": bench_snapshot.summarise(samples, first_moves),
        "phone": bench_phone.summarise(samples, throttled, dist),
    }


def summarise_loads(samples: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for kind, runs in samples.items():
        entry: dict[str, Any] = {}
        for phase in ("cold", "warm"):
            for key in ("fcp_ms", "tti_ms"):
                values = [r[phase][key] for r in runs]
                entry[f"{phase}_{key}"] = statistics.median(values)
                entry[f"{phase}_{key}_all"] = values
            entry[f"{phase}_bytes"] = statistics.median(r[phase]["traffic"]["bytes"] for r in runs)
            entry[f"{phase}_bytes_to_ready"] = statistics.median(
                r[phase]["traffic_ready"]["bytes"] for r in runs
            )
        entry["heap_bytes"] = statistics.median(r["cold"]["heap_bytes"] for r in runs)
        out[kind] = entry
    site_, bare = out["site"], out["bare"]
    out["ratio"] = {
        f"{phase}_{key}": site_[f"{phase}_{key}"] / bare[f"{phase}_{key}"]
        for phase in ("cold", "warm")
        for key in ("fcp_ms", "tti_ms")
    }
    # Per-run ratios (each run visits both pages back to back): their median is less load-sensitive.
    out["ratio_paired"] = {
        f"{phase}_tti_ms": statistics.median(
            s[phase]["tti_ms"] / b[phase]["tti_ms"]
            for s, b in zip(samples["site"], samples["bare"])
        )
        for phase in ("cold", "warm")
    }
    first = samples["site"][0]["cold"]["traffic"]["files"]
    bare_files = samples["bare"][0]["cold"]["traffic"]["files"]
    out["first_visit_files"] = {path: sizes for path, sizes in first.items()}
    out["extra_over_bare"] = {
        path: sum(sizes) for path, sizes in first.items() if path not in bare_files
    }
    out["repeated_downloads"] = {
        path: sizes for path, sizes in first.items() if len([s for s in sizes if s > 0]) > 1
    }
    return out
