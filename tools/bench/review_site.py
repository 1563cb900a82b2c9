"""The review of a whole game in the browser (issue 38, "Benchmark"): a Casino game of two
players to 11, reviewed on the site from its end screen, with its worker.

    python3 build.py bench --only review-site [--quick] [--runs N] [--json]
    python3 -m tools.bench.review_site [--runs N] [--astray N] [--trace] [--json]

The game: seat 0, the person reviewed, plays as the easy bot does but one move in
``ASTRAY`` at random (seeded: some cost points and are marked, as a learner's would), seat 1
is the easy bot (``tools.bench.review``'s
options and seed); it opens on the site as a share link (``#g…``), at its end.  A private
build of the site is served on localhost (tools.bench.site's server) and driven in headless
Chromium at 390x844.  The context visits the site first, until its snapshot is made (so no
third Pyodide start competes with the review); each run opens the game in a new tab, waits
for the worker (``data-ai-ready``) and the end screen, forgets any review kept of it, and
taps Review.  From that tap (``performance.now()``):

* *first judged*: the first decision's answer drawn (``data-review-done`` 1);
* *first mark*: the first mark on the move log (``#log li.review-mark``);
* *done*: ``body[data-review="done"]``, every decision judged;
* *longest task*: the longest main-thread task ('longtask' entries, 50 ms or more: 0 when
  there was none) from the tap to done, and, to show the observer at work, the longest
  before the tap (the page's start);
* *tasks of 50 ms or more*: each with when it began after the tap and how many decisions
  were judged then (0: the tap's own tasks; all of them: the end's), to tell which part of
  the review a slow task belongs to;
* with ``--trace``, a Chrome trace of each run (``TRACED``): the longest
  main-thread task by the clock and by the thread's own processor time (on a loaded machine
  a task waits for a core: the clock says the load, the processor time the page's work);
* *page per answer*: the most the page spent on one answer (``data-review-longest``: the
  model and the views it drew), and the mean (``data-review-spent`` over the answers: the
  decisions and the list of them): the code's cost as a rule, where the most is what the
  machine's load stretched;

The bench waits on the page without polling it (``bench_browser.wait_quietly``): Playwright's
own polling runs on the page's thread, every frame, inside the tasks measured.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tools.bench import review as bench_review
from tools.build import site
from tools.bench.bylink_site import longest_task
from tools.bench.browser import (
    INIT_SCRIPT,
    served_in_chromium,
    wait_for_snapshot,
    wait_mark,
    wait_quietly,
)

if str(site.ROOT / "py") not in sys.path:
    sys.path.insert(0, str(site.ROOT / "py"))

from parlour import registry  # noqa: E402
from parlour.page import share  # noqa: E402
from parlour.ai import make_bot  # noqa: E402
from parlour.page.model import Page, ended  # noqa: E402
from parlour.page import actions  # noqa: E402
from parlour.page.review_actions import may_review  # noqa: E402
from parlour.page.session import Session  # noqa: E402

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page as BrowserPage, ViewportSize

PHONE: ViewportSize = {"width": 390, "height": 844}
GAME = "casino"
SEATS = ("human", "easy")
ASTRAY = 4
"""One move of the person's in this many is random (``--astray``: 1 plays every move at
random; Casino's search still marks few of them, as its noise is wide at the site's budget:
one in two runs of 6 December)."""
REVIEW_MS = 600_000
TARGET_WHOLE_S = 30.0
TARGET_FIRST_MARK_S = 5.0
""""The first marks appear within a few seconds" (issue 38): a few taken as five."""
TARGET_TASK_MS = 100
TRACED = ["devtools.timeline", "disabled-by-default-devtools.timeline"]
"""The trace's categories: the second holds the main thread's tasks (``RunTask``)."""
FORGET_REVIEWS = """() => Object.keys(localStorage)
  .filter((k) => k.startsWith('parlour.review.')).forEach((k) => localStorage.removeItem(k))"""
TAP = """() => {
  const r = window.__review = {judged: null, marked: null, answers: []};
  new MutationObserver(() => {
    const now = performance.now();
    const done = Number(document.body.dataset.reviewDone || 0);
    const last = r.answers[r.answers.length - 1];
    if (!last || last[1] !== done) r.answers.push([now, done]);
    if (r.judged === null && Number(document.body.dataset.reviewDone || 0) >= 1) r.judged = now;
    if (r.marked === null && document.querySelector('#log li.review-mark')) r.marked = now;
  }).observe(document, {subtree: true, attributes: true, childList: true});
  const at = performance.now();
  document.getElementById('end-review').click();
  return at;
}"""
"""Taps Review; from then on notes when the first decision is judged and the first mark
appears on the log (a review may mark none)."""
DONE = "() => ['done', 'failed'].includes(document.body.dataset.review)"


def finished_game(astray_one_in: int = ASTRAY) -> tuple[str, int, int]:
    """The game reviewed: its share link (without '#'), its moves and seat 0's decisions."""
    game = registry.get(GAME)
    options = bench_review.OPTIONS.get(GAME, {})
    session = Session.new(GAME, SEATS, options, bench_review.SEED)
    rng, bots = random.Random(bench_review.SEED), (make_bot("easy", 1), make_bot("easy", 2))
    while (seat := session.state.current_player) is not None:
        astray = seat == 0 and rng.randrange(astray_one_in) == 0
        view = session.state.view(seat)
        move = rng.choice(session.state.legal_moves()) if astray else bots[seat].choose(game, view)
        session = session.play(str(move))
    record = session.record
    page = actions.begin(Page(), session)
    if page.play is None or not ended(page.play) or not may_review(page.play):
        raise RuntimeError("the bench's game is not a finished game to review")
    decisions = sum(
        1 for ply in range(len(record.moves)) if session.states[ply].current_player == 0
    )
    return share.encode(session), len(record.moves), decisions


def settled_context(context: BrowserContext, base: str) -> None:
    """The site visited once, until its service worker holds every file and its snapshot
    is made: the runs' tabs start from it, and nothing else starts a Pyodide meanwhile."""
    page = context.new_page()
    page.goto(base, wait_until="commit", timeout=REVIEW_MS)
    wait_mark(page, "ready")
    wait_mark(page, "offlineReady")
    wait_for_snapshot(page)
    page.close()


def at_the_end(page: BrowserPage, moves: int) -> None:
    """The game at its end, Review offered, the worker started, the page settled."""
    wait_mark(page, "ready")
    wait_mark(page, "aiReady")
    over = f"() => document.body.dataset.over === '1' && document.body.dataset.ply === '{moves}'"
    wait_quietly(page, over, REVIEW_MS)
    wait_quietly(page, "() => !document.getElementById('end-review').hidden", REVIEW_MS)
    if page.get_attribute("html", "data-boot") == "snapshot":  # its files unpacked late
        wait_quietly(page, "() => document.documentElement.dataset.engineFiles", REVIEW_MS)


def review_once(
    context: BrowserContext, url: str, moves: int, trace: Path | None = None
) -> dict[str, Any]:
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(url, wait_until="commit", timeout=REVIEW_MS)
    at_the_end(page, moves)
    page.evaluate(FORGET_REVIEWS)
    browser = context.browser
    if trace is not None and browser is not None:
        browser.start_tracing(page=page, path=str(trace), categories=TRACED)
    tapped = float(page.evaluate(TAP))
    done = wait_quietly(page, DONE, REVIEW_MS)
    if trace is not None and browser is not None:
        browser.stop_tracing()
    if page.get_attribute("body", "data-review") != "done":
        raise RuntimeError(f"the review failed: {page.text_content('#review-status')}")
    first, marked = page.evaluate("[window.__review.judged, window.__review.marked]")
    result = {
        "whole_s": (done - tapped) / 1000,
        "first_judged_s": (float(first) - tapped) / 1000,
        "first_mark_s": (float("nan") if marked is None else float(marked) - tapped) / 1000,
        "longest_task_ms": longest_task(page, tapped, done),
        # The page's start, before the tap: its long tasks show the observer at work (a
        # review with no task over 50 ms reads 0 above).
        "start_task_ms": longest_task(page, 0.0, tapped),
        "page_answer_ms": float(page.get_attribute("body", "data-review-longest") or "nan"),
        "page_answer_mean_ms": float(page.get_attribute("body", "data-review-spent") or "nan")
        / (int(page.get_attribute("body", "data-review-done") or "0") + 1),
        "judged": int(page.get_attribute("body", "data-review-done") or "0"),
        "marked": page.locator("#log li.review-mark").count(),
        "boot": page.get_attribute("html", "data-boot"),
        "errors": errors,
        "slow_tasks": slow_tasks(page, tapped, done),
        "traced": traced_tasks(trace) if trace is not None else None,
    }
    page.close()
    if errors:
        raise RuntimeError(f"the page failed during the review: {errors[0]}")
    return result


SLOW_MS = 50
"""Tasks this long or longer are listed, each with where in the review it fell."""


def slow_tasks(page: BrowserPage, tapped: float, done: float) -> list[tuple[int, int, int]]:
    """The tasks of SLOW_MS or more from the tap to done: (ms after the tap, ms long, the
    decisions judged when it began), to tell the tap's tasks, an answer's and the end's."""
    tasks, answers = page.evaluate("[window.__bench.longtasks, window.__review.answers]")
    slow = []
    for begin, length in tasks:
        if begin + length > tapped and begin < done and length >= SLOW_MS:
            judged = max((d for at, d in answers if at <= begin), default=0)
            slow.append((round(begin - tapped), round(length), int(judged)))
    return slow


def traced_tasks(trace: Path) -> dict[str, Any]:
    """The page's main-thread tasks in a Chrome trace of the review: the longest by the
    clock and the longest by the thread's own processor time, and each of SLOW_MS or more
    as (clock ms, processor ms).  On a loaded machine a task waits for a core: its clock
    time is the load's, its processor time the page's work."""
    data = json.loads(trace.read_text())
    events = data["traceEvents"] if isinstance(data, dict) else data
    main = {
        (e["pid"], e["tid"])
        for e in events
        if e.get("name") == "thread_name" and e["args"].get("name") == "CrRendererMain"
    }
    tasks = [
        (e["dur"] / 1000, e.get("tdur", 0) / 1000)
        for e in events
        if e.get("name") == "RunTask" and e.get("ph") == "X" and (e["pid"], e["tid"]) in main
    ]
    return {
        "tasks": len(tasks),
        "longest_clock_ms": max((clock for clock, _ in tasks), default=0.0),
        "longest_cpu_ms": max((cpu for _, cpu in tasks), default=0.0),
        "slow": [(round(clock), round(cpu, 1)) for clock, cpu in tasks if clock >= SLOW_MS],
    }


def summarise(samples: list[dict[str, Any]], moves: int, decisions: int) -> dict[str, Any]:
    out: dict[str, Any] = {"runs": len(samples), "moves": moves, "decisions": decisions}
    for name in (
        "whole_s",
        "first_judged_s",
        "first_mark_s",
        "page_answer_ms",
        "page_answer_mean_ms",
    ):
        out[name] = statistics.median(s[name] for s in samples)
        out[name + "_all"] = [round(s[name], 2) for s in samples]
    # The search's noise may mark a move in one run and not in another: the runs that marked.
    marking = [s["first_mark_s"] for s in samples if not math.isnan(s["first_mark_s"])]
    out["first_mark_s"] = statistics.median(marking) if marking else float("nan")
    out["longest_task_ms"] = max(s["longest_task_ms"] for s in samples)
    out["longest_task_ms_all"] = [round(s["longest_task_ms"]) for s in samples]
    out["start_task_ms_all"] = [round(s["start_task_ms"]) for s in samples]
    out["judged"] = samples[0]["judged"]
    out["marked"] = max(s["marked"] for s in samples)
    out["per_decision_s"] = out["whole_s"] / max(1, out["judged"])
    out["boots"] = sorted({str(s["boot"]) for s in samples})
    out["slow_tasks"] = [s["slow_tasks"] for s in samples]
    out["traced"] = [s.get("traced") for s in samples if s.get("traced")]
    return out


def targets(summary: dict[str, Any]) -> list[tuple[str, float, float]]:
    """(what, figure, most allowed), as issue 38 sets them.  A game whose review marks
    nothing (Casino's marks are rare: a move seldom costs ten points of win rate) is timed
    to its first decision judged, where the progress first moves."""
    marked = summary["marked"] > 0
    first = summary["first_mark_s" if marked else "first_judged_s"]
    return [
        ("whole Casino game's review (2 players, to 11), s", summary["whole_s"], TARGET_WHOLE_S),
        ("first mark on the move log, s" if marked else "first decision judged (no mark), s",
         first, TARGET_FIRST_MARK_S),
        ("longest main-thread task during the review, ms", summary["longest_task_ms"],
         TARGET_TASK_MS),
    ]  # fmt: skip


def table(summary: dict[str, Any], load: tuple[float, float, float]) -> list[str]:
    s = summary
    lines = [
        f"Review of a whole Casino game (2 players, to 11: {s['moves']} moves, {s['decisions']}"
        f" decisions of the person's, {s['judged']} judged, {s['marked']} marked) in the"
        f" browser, {s['runs']} runs, medians (load average {load[0]:.2f} {load[1]:.2f}"
        f" {load[2]:.2f}; started {s['boots']})",
        f"  whole review      {s['whole_s']:>7.1f} s   (every run: {s['whole_s_all']});"
        f" {s['per_decision_s']:.2f} s a decision",
        f"  first judged      {s['first_judged_s']:>7.2f} s   (every run: {s['first_judged_s_all']})",
        f"  first mark        {s['first_mark_s']:>7.2f} s   (every run: {s['first_mark_s_all']})",
        f"  longest task      {s['longest_task_ms']:>7.0f} ms  (every run: {s['longest_task_ms_all']};"
        f" 0: none of 50 ms or more; before the tap, the page's start: {s['start_task_ms_all']})",
        f"  page per answer   {s['page_answer_ms']:>7.0f} ms  (every run: {s['page_answer_ms_all']};"
        f" the mean: {s['page_answer_mean_ms_all']})",
        f"  tasks >= {SLOW_MS} ms   (ms after the tap, ms long, decisions judged):",
        *(f"    run {n + 1}: {tasks}" for n, tasks in enumerate(s["slow_tasks"])),
        *(
            f"  traced run {n + 1}: {t['tasks']} tasks, the longest {t['longest_clock_ms']:.0f} ms"
            f" by the clock, {t['longest_cpu_ms']:.1f} ms of the thread's processor time; those"
            f" of {SLOW_MS} ms or more (clock ms, processor ms): {t['slow']}"
            for n, t in enumerate(s.get("traced", []))
        ),
        "Targets (issue 38)",
    ]  # fmt: skip
    for what, figure, most in targets(summary):
        verdict = "ok" if figure <= most else "MISSED"
        lines.append(f"  {what:<52} {figure:>8,.2f} <= {most:>6,}  {verdict}")
    return lines


def run(runs: int, progress: bool, astray: int = ASTRAY, trace: bool = False) -> dict[str, Any]:
    fragment, moves, decisions = finished_game(astray)
    with tempfile.TemporaryDirectory(prefix="parlour-bench-") as tmp:
        dist = Path(tmp) / "dist"
        site.build(dist)
        with served_in_chromium(dist) as (browser, base, _traffic):
            context = browser.new_context(viewport=PHONE)
            context.add_init_script(INIT_SCRIPT)
            started = time.perf_counter()
            try:
                settled_context(context, base)
                samples = []
                for number in range(runs):
                    if progress:
                        print(f"  review on the site: run {number + 1}/{runs}…", file=sys.stderr)
                    traced = Path(tmp) / f"trace-{number}.json" if trace else None
                    samples.append(review_once(context, f"{base}#{fragment}", moves, traced))
            finally:
                context.close()
            return {
                "samples": samples,
                "summary": summarise(samples, moves, decisions),
                "seconds": time.perf_counter() - started,
                "chromium": browser.version,
            }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="reviews timed (default 3)")
    parser.add_argument("--quick", action="store_true", help="one run")
    parser.add_argument(
        "--astray", type=int, default=ASTRAY, help="one move of the person's in N at random"
    )
    parser.add_argument(
        "--trace", action="store_true", help="trace each run: tasks by the clock and by processor"
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    runs = 1 if args.quick else args.runs
    result = run(runs, not args.json, max(1, args.astray), args.trace)
    load = os.getloadavg()
    if args.json:
        print(json.dumps({"load": load, **result}, indent=1))
        return 0
    print("\n".join(table(result["summary"], load)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
