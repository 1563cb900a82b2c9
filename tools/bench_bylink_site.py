"""Games by link in the browser (issue 26): from opening a move link to the board ready with
the move shown, with a snapshot and without one, as ratios to a bare ``loadPyodide`` in the
same run; the main thread's longest task meanwhile; the characters in each kind of link.

    python3 build.py bench --only bylink-site [--quick] [--runs N] [--json]
    python3 -m tools.bench_bylink_site [--runs N] [--moves M] [--json]

A private build of the site is served on localhost (tools.bench_site's server) and driven
in headless Chromium.  Two contexts, Ana and Bo, start a two-player Punto game by link
(one round) through the page, and pass links until ``--moves`` moves are made and Ana's
move link is for Bo: that link is the one timed.  Bo's kept game from before it is put
back in his storage before each visit, so every visit takes the link afresh.  Each run, in
an order that alternates:

* *bare*: bench/bare.html in its own context, files cached (its second visit on): the
  time to its ``data-ready`` (``loadPyodide`` done);
* *snapshot*: the move link opened in a new tab of Bo's context, with the page's memory
  snapshot in the browser (``html[data-boot]`` says how it started), files from the
  service worker;
* *no snapshot*: the same, the snapshot deleted first (the page makes it again after);
* *open page*: the link taken by a page already open on Bo's game (only the fragment
  changes, as when a chat opens the link in the same tab): the worker's work alone.

"Ready with the move shown" is the page's marker ``body[data-link-done]`` (set once the
board of the link's game is drawn) with Bo to move and the game's count of messages
grown; times are ``performance.now()`` from navigation (the open page: from the
fragment's change).  Long tasks are the 'longtask' entries in that span.  Links'
characters are those of every link the game passed (the fragment after ``#``); the
page's address comes before it.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tools import bench_snapshot, site
from tools.bench_site import INIT_SCRIPT, TIMEOUT_MS, served_in_chromium, visit, wait_mark

if str(site.ROOT / "py") not in sys.path:
    sys.path.insert(0, str(site.ROOT / "py"))

from parlour import registry  # noqa: E402

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page, ViewportSize

    from tools.bench_site import Traffic

PHONE: ViewportSize = {"width": 390, "height": 844}
LINK_SCRIPT = """
(() => {
  const l = window.__link = {done: null, action: null};
  new MutationObserver(() => {
    if (l.done === null && document.body && document.body.dataset.linkDone) {
      l.done = performance.now();
      l.action = document.body.dataset.link;
    }
  }).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-link-done"]});
})();
"""
KEPT = "Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith('parlour.link.')))"
PUT_BACK = """(items) => {
  Object.keys(localStorage).filter((k) => k.startsWith('parlour.link.')).forEach((k) => localStorage.removeItem(k));
  Object.entries(items).forEach(([k, v]) => localStorage.setItem(k, v));
}"""


# -- a game by link through the page -------------------------------------------------------
def done_count(page: Page) -> int:
    return int(page.get_attribute("body", "data-link-done") or "0")


def wait_done(page: Page, before: int) -> None:
    page.wait_for_function(
        f"() => Number(document.body.dataset.linkDone || 0) > {before}", timeout=TIMEOUT_MS
    )


def to_send(page: Page) -> tuple[str, str] | None:
    """The link this page offers to send and what it says it is, if any."""
    if page.locator("#friend-send").is_hidden():
        return None
    return page.input_value("#friend-url"), str(page.get_attribute("#friend-url", "data-says"))


def take(page: Page, url: str) -> None:
    """Open ``url`` (the page may load again, or only take the fragment)."""
    page.evaluate("() => document.body.removeAttribute('data-link-done')")
    page.goto(url)
    wait_done(page, 0)
    if page.get_attribute("body", "data-link") == "error":
        raise RuntimeError(page.inner_text("#friend-error"))


def name_and_go(page: Page, name: str) -> None:
    page.fill("#friend-name-input", name)
    before = done_count(page)
    page.click("#friend-go")
    wait_done(page, before)


def move(page: Page, game_id: str, rng: random.Random) -> None:
    """A random legal move of this board's own view, made by clicking its path."""
    game = registry.get(game_id)
    view = game.view_from_json(json.loads(page.get_attribute("#friend-board", "data-view") or ""))
    legal = json.loads(page.get_attribute("#friend-board", "data-legal") or "[]")
    chosen = game.determinize_view(view, random.Random(0)).parse_move(rng.choice(legal))
    before = done_count(page)
    for target in chosen.path:
        page.locator(f'#friend-board [data-target="{target}"]').first.dispatch_event("click")
    wait_done(page, before)


def kind_of_link(says: str, invitation: bool) -> str:
    if invitation:
        return "invitation"
    return "move" if "your turn" in says else "set-up"


def play_to_a_move_link(
    ana: Page, bo: Page, base: str, moves: int
) -> tuple[str, dict[str, list[int]]]:
    """Ana and Bo play Punto by link until Ana's move link for Bo, after ``moves`` moves:
    that link, and the characters of every link passed (by kind)."""
    ana.goto(f"{base}?game=punto&start=0&option.rounds_to_win=1")
    ana.wait_for_selector('body[data-ready="1"]', state="attached", timeout=TIMEOUT_MS)
    ana.click("#setup-link")
    name_and_go(ana, "Ana")
    sizes: dict[str, list[int]] = {"invitation": [], "move": [], "set-up": []}
    pages = {0: ana, 1: bo}
    sent: dict[int, str | None] = {0: None, 1: None}
    rng, made = random.Random(5), 0
    for _ in range(200):
        passed = False
        for seat, page in pages.items():
            offered = to_send(page)
            if offered is None or offered[0] == sent[seat]:
                continue
            url, says = offered
            kind = kind_of_link(says, sent[seat] is None and seat == 0)
            if kind == "move" and seat == 0 and made >= moves:
                return url, sizes
            sizes[kind].append(len(url.partition("#")[2]))
            sent[seat], passed = url, True
            if kind == "invitation":
                bo.goto(url)
                bo.wait_for_selector('body[data-link="name"]', state="attached", timeout=TIMEOUT_MS)
                name_and_go(bo, "Bo")
            else:
                take(pages[1 - seat], url)
        if passed:
            continue
        mover = next(s for s, p in pages.items() if p.get_attribute("body", "data-link") == "move")
        move(pages[mover], "punto", rng)
        made += 1
    raise RuntimeError("no move link for Bo came")


# -- the timed visits -------------------------------------------------------------------------
def longest_task(page: Page, start: float, end: float, begun: bool = False) -> float:
    """The longest main-thread task overlapping [start, end]; ``begun``: only those that
    began in it (the page sets its ready marker inside its start's last task, which ends
    just after it: that task is the start's, not the link's)."""
    tasks = page.evaluate("window.__bench.longtasks")
    inside = [
        length
        for begin, length in tasks
        if begin < end and begin + length > start and (begin >= start or not begun)
    ]
    return float(max(inside, default=0.0))


def open_in_new_tab(context: BrowserContext, url: str, count: int) -> dict[str, Any]:
    """The move link opened in a new tab: navigation to the board ready with the move."""
    page = context.new_page()
    page.goto(url, wait_until="commit", timeout=TIMEOUT_MS)
    page.wait_for_function("() => window.__link && window.__link.done !== null", timeout=TIMEOUT_MS)
    done = float(page.evaluate("window.__link.done"))
    ready = wait_mark(page, "ready")
    result = {
        "ms": done,
        "ready_ms": ready,
        "worker_ms": wait_mark(page, "aiReady"),
        "asked_ms": last_mark(page, "parlour:link-asked"),
        "answered_ms": last_mark(page, "parlour:link-answered"),
        "longest_task_ms": longest_task(page, 0.0, done),
        "longest_after_ready_ms": longest_task(page, ready, done, begun=True),
        "boot": page.get_attribute("html", "data-boot"),
    }
    check_shown(page, count)
    snapshot_made(page)  # the page makes one again if it had none: the next visit has it
    page.close()
    return result


def last_mark(page: Page, name: str) -> float:
    """When the page last set the performance mark ``name`` (ms from navigation)."""
    found = page.evaluate(
        "(name) => performance.getEntriesByName(name).map((entry) => entry.startTime)", name
    )
    return float(found[-1]) if found else float("nan")


def snapshot_made(page: Page) -> None:
    """Wait until this page has made its snapshot, if it started without one."""
    if page.get_attribute("html", "data-boot") != "snapshot":
        bench_snapshot.wait_for_snapshot(page)


def check_shown(page: Page, count: int) -> None:
    """The board is Bo's, to move, with the link's messages taken."""
    action = page.get_attribute("body", "data-link")
    taken = int(page.get_attribute("#friend-board", "data-count") or "0")
    if action != "move" or taken <= count:
        raise RuntimeError(f"the link was not shown: {action}, count {taken} (was {count})")


def take_in_open_page(page: Page, url: str, count: int) -> dict[str, Any]:
    """The move link taken by a page already open on the game (only the fragment changes),
    as when Bo waits on his board: the game opened from the home page's list first, so the
    worker holds the seat as it was before the link."""
    page.click("#friend-menu")
    before = done_count(page)
    page.locator("#links-list .link-open").first.click()
    wait_done(page, before)
    page.evaluate("window.__bench.longtasks = []")
    before = done_count(page)
    start = float(page.evaluate("performance.now()"))
    page.evaluate("(url) => { window.location.href = url; }", url)
    wait_done(page, before)
    end = float(page.evaluate("performance.now()"))
    check_shown(page, count)
    return {"ms": end - start, "longest_task_ms": longest_task(page, start, end)}


def runs_of(
    browser: Browser, base: str, traffic: Traffic, runs: int, moves: int, progress: bool
) -> dict[str, Any]:
    contexts = [browser.new_context(viewport=PHONE) for _ in range(3)]
    for context in contexts:
        context.add_init_script(INIT_SCRIPT)
        context.add_init_script(LINK_SCRIPT)
    ana_context, bo_context, bare_context = contexts
    try:
        ana, bo = ana_context.new_page(), bo_context.new_page()
        url, sizes = play_to_a_move_link(ana, bo, base, moves)
        kept = bo.evaluate(f"() => ({KEPT})")
        count = int(bo.get_attribute("#friend-board", "data-count") or "0")
        snapshot_made(bo)
        first_tab, bare_first = visit(bare_context, base + "bench/bare.html", traffic, False)
        first_tab.close()  # the bare page's files are cached from here on
        samples: list[dict[str, Any]] = []
        for run in range(runs):
            if progress:
                print(f"  by link on the site: run {run + 1}/{runs}…", file=sys.stderr, flush=True)
            sample: dict[str, Any] = {}
            order = ["bare", "snapshot", "no snapshot"]
            for kind in order if run % 2 == 0 else order[::-1]:
                if kind == "bare":
                    tab, bare = visit(bare_context, base + "bench/bare.html", traffic, False)
                    sample["bare"] = {
                        "ms": bare["tti_ms"],
                        "longest_task_ms": longest_task(tab, 0.0, bare["tti_ms"]),
                    }
                    tab.close()
                    continue
                bo.evaluate(PUT_BACK, kept)
                if kind == "no snapshot":
                    bench_snapshot.forget_snapshot(bo)
                sample[kind] = open_in_new_tab(bo_context, url, count)
            bo.evaluate(PUT_BACK, kept)
            sample["open page"] = take_in_open_page(bo, url, count)
            samples.append(sample)
        ana.close()
        bo.close()
    finally:
        for context in contexts:
            context.close()
    return {"samples": samples, "sizes": sizes, "bare_cold_ms": bare_first["tti_ms"]}


def summarise(result: dict[str, Any]) -> dict[str, Any]:
    samples = result["samples"]
    out: dict[str, Any] = {"runs": len(samples)}
    for kind in ("bare", "snapshot", "no snapshot", "open page"):
        out[kind] = {
            "ms": statistics.median(s[kind]["ms"] for s in samples),
            "ms_all": [round(s[kind]["ms"]) for s in samples],
            "longest_task_ms": max(s[kind]["longest_task_ms"] for s in samples),
        }
    for kind in ("snapshot", "no snapshot"):
        out[kind]["ratio"] = statistics.median(s[kind]["ms"] / s["bare"]["ms"] for s in samples)
        out[kind]["boots"] = sorted({str(s[kind]["boot"]) for s in samples})
        for part in ("ready_ms", "worker_ms", "asked_ms", "answered_ms"):
            out[kind][part] = statistics.median(s[kind][part] for s in samples)
        out[kind]["longest_after_ready_ms"] = max(
            s[kind]["longest_after_ready_ms"] for s in samples
        )
    out["sizes"] = {
        kind: {"count": len(v), "median": statistics.median(v), "max": max(v)}
        for kind, v in result["sizes"].items()
        if v
    }
    return out


def run(runs: int, moves: int, progress: bool) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="parlour-bench-") as tmp:
        dist = Path(tmp) / "dist"
        site.build(dist)
        with served_in_chromium(dist) as (browser, base, traffic):
            started = time.perf_counter()
            result = runs_of(browser, base, traffic, runs, moves, progress)
            result["seconds"] = time.perf_counter() - started
            result["chromium"] = browser.version
    return result


def table(summary: dict[str, Any], load: tuple[float, float, float]) -> list[str]:
    lines = [
        f"A Punto move link taken by the site, {summary['runs']} runs, medians "
        f"(load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f})",
        f"{'what':<52} {'ms':>7} {'ratio':>6} {'longest task':>13}",
    ]
    rows = (
        ("bare loadPyodide, files cached", "bare"),
        ("move link in a new tab, from a snapshot", "snapshot"),
        ("move link in a new tab, no snapshot", "no snapshot"),
        ("move link taken by the page already open", "open page"),
    )
    for label, kind in rows:
        entry = summary[kind]
        ratio = f"{entry['ratio']:.2f}" if "ratio" in entry else ""
        lines.append(
            f"{label:<52} {entry['ms']:>7,.0f} {ratio:>6} {entry['longest_task_ms']:>10,.0f} ms"
        )
    for kind in ("bare", "snapshot", "no snapshot", "open page"):
        lines.append(f"  {kind}, every run: {' '.join(map(str, summary[kind]['ms_all']))}")
    for kind in ("snapshot", "no snapshot"):
        entry = summary[kind]
        lines.append(
            f"  {kind}: page ready at {entry['ready_ms']:,.0f} ms, its worker at "
            f"{entry['worker_ms']:,.0f} ms, the link asked of it at {entry['asked_ms']:,.0f} ms "
            f"and answered at {entry['answered_ms']:,.0f} ms, the move shown at "
            f"{entry['ms']:,.0f} ms; longest "
            f"task after the page was ready {entry['longest_after_ready_ms']:,.0f} ms"
        )
    lines.append(
        f"  how the tabs started: snapshot {summary['snapshot']['boots']}, "
        f"no snapshot {summary['no snapshot']['boots']}"
    )
    lines.append("Characters of the links this game passed (the fragment after '#'):")
    for kind, entry in summary["sizes"].items():
        lines.append(
            f"  {kind:<11} {entry['count']:>3} links, median {entry['median']:>6,.0f}, "
            f"max {entry['max']:>6,}"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="visits of each kind (default 5)")
    parser.add_argument("--moves", type=int, default=6, help="moves before the timed link")
    parser.add_argument("--quick", action="store_true", help="two runs")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    runs = 2 if args.quick else args.runs
    result = run(runs, args.moves, progress=not args.json)
    summary = summarise(result)
    load = os.getloadavg()
    if args.json:
        print(json.dumps({"summary": summary, "load": load, **result}, indent=1))
        return 0
    print("\n".join(table(summary, load)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
