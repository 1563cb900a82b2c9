"""Games by link in the browser (issues 26 and 36): a move link opened in a new tab at
message 10, 50 and 150 of one Casino game to 21, from the tap to the board ready with the
move shown, with a snapshot and without one, as ratios to a bare ``loadPyodide`` in the
same run; the main thread's longest task while the link is taken; the characters of every
kind of link the game passed.

    python3 build.py bench --only bylink-site [--quick] [--runs N] [--json]
    python3 -m tools.bench.bylink_site [--runs N] [--at 10,50,150] [--json]

The game is made in CPython first, as two devices make it: two of the site worker's desks
(``parlour.link.desk``) play a two-player Casino game to 21 with random legal moves,
passing only the links' fragments (``parlour.link.envelope``); a game that ends before the
last point is played again.  For each point the link timed is the first move link whose
messages reach that count and that leaves its receiver to move; the receiver's kept game
from just before it (what the page keeps in localStorage, ``parlour.link.<table>``:
the worker's export and what the home page lists) is put in the browser's storage before
each visit, so every visit takes the link afresh from a device that holds the game up to
it.

A private build of the site is served on localhost (tools.bench.site's server) and driven
in headless Chromium at 390x844; the receiving context visits the site first, so its
service worker holds every file and its snapshot is made.  Each run, in an order that
alternates:

* *bare*: bench/bare.html in its own context, files cached (its second visit on): the
  time to its ``data-ready`` (``loadPyodide`` done);
* *snapshot*: each point's link opened in a new tab, with the page's memory snapshot in
  the browser (``html[data-boot]`` says how it started), files from the service worker;
* *no snapshot*: the same, the snapshot deleted first (the page makes it again after).

"Ready with the move shown" is the page's marker ``body[data-link-done]`` (set once the
board of the link's game is drawn) with the receiver to move and the game's count of
messages grown; times are ``performance.now()`` from navigation.  Long tasks are the
'longtask' entries that begin after the page is ready (its start's own last task ends just
after its marker), up to the move shown.  Links' characters are the fragment after ``#``;
the page's address comes before it (``envelope.ADDRESS_CHARS`` counted for the 4,000).
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
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tools.bench import snapshot as bench_snapshot
from tools.build import site
from tools.bench.browser import (
    wait_for_snapshot,
    INIT_SCRIPT,
    TIMEOUT_MS,
    served_in_chromium,
    visit,
    wait_mark,
    wait_quietly,
)

if str(site.ROOT / "py") not in sys.path:
    sys.path.insert(0, str(site.ROOT / "py"))

from parlour.fair import wire  # noqa: E402
from parlour.link.desk import Desk  # noqa: E402
from parlour.link.envelope import ADDRESS_CHARS, LINK_CHARS, envelope_for, parts, read  # noqa: E402
from parlour.link.report import SeatReport  # noqa: E402
from parlour.page.kept_links import INDEX, PREFIX, KeptGame  # noqa: E402

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page, ViewportSize

    from tools.bench.browser import Traffic

PHONE: ViewportSize = {"width": 390, "height": 844}
GAME, OPTIONS = "casino", {"target": 21}
NAMES = ["Ana", "Bo"]
POINTS = (10, 50, 150)
"""The messages a game has reached when the timed link opens (issue 36)."""
TRIES = 8
"""Games played at most to find one long enough for the last point."""
TARGET_RATIO = 0.6
TARGET_TASK_MS = 100
TARGET_INVITATION = 300
TARGET_MOVE_LINK = 300
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
PUT_BACK = """(items) => {
  Object.keys(localStorage).filter((k) => k.startsWith('parlour.link.')).forEach((k) => localStorage.removeItem(k));
  Object.entries(items).forEach(([k, v]) => localStorage.setItem(k, v));
}"""


# -- the game, made in CPython ------------------------------------------------------------------
@dataclass(frozen=True)
class Link:
    """One link the game passed, and its receiver's game just before and after it."""

    kind: str
    fragment: str
    """With its ``#``."""
    count: int
    """The game's messages once it is taken."""
    receiver: int
    kept_before: dict[str, Any]
    """The receiver's reply (a ``SeatReport`` as JSON) before the link."""
    action_after: str


def kind_of_link(messages: tuple[str, ...], invitation: bool) -> str:
    """What a link brings, from its messages' sections: the invitation; a move (keys may
    ride with it), a move with the next deal's shuffle step or with seeds; set-up (shuffle
    steps, no move); seeds (no move); keys alone."""
    if invitation:
        return "invitation"
    parsed = [wire.from_bytes(wire.from_text(text), checked=False) for text in messages]
    sections = [section for message in parsed for section in message.sections]
    moved = any(message.move for message in parsed)
    stepped = any(isinstance(section, wire.Step) for section in sections)
    seeded = any(isinstance(section, wire.Seed) for section in sections)
    if moved:
        return "move + shuffle step" if stepped else "move + seeds" if seeded else "move"
    return "set-up" if stepped else "seeds" if seeded else "keys only"


def played(seed: int) -> list[Link]:
    """A Casino game to 21 between two desks, random legal moves: every link it passed."""
    desks = {0: Desk(), 1: Desk()}
    host = desks[0].handle({"op": "new", "game": GAME, "players": 2, "options": OPTIONS})
    invitation = envelope_for(SeatReport.from_json(host), NAMES[0], invitation=True)
    link = read(invitation.to_fragment())
    join = {"op": "join", "invite": link.invite, "seat": 1, "messages": list(link.messages)}
    replies = {0: host, 1: desks[1].handle(join)}
    links = [Link("invitation", invitation.to_fragment(), 0, 1, {}, replies[1]["action"])]
    rng, sent = random.Random(seed), {0: True, 1: False}
    while True:
        for seat in (0, 1):
            reply = replies[seat]
            if reply["outbox"] and not sent[seat] and reply["action"] != "move":
                report, other = SeatReport.from_json(reply), 1 - seat
                for part in range(len(parts(report))):  # too long for one link: in order
                    envelope = envelope_for(report, NAMES[seat], invitation=False, part=part)
                    before = replies[other]
                    request = {"op": "open", "table": envelope.table, "export": before["export"]}
                    replies[other] = desks[other].handle(
                        request | {"messages": list(envelope.messages)}
                    )
                    if not replies[other]["ok"]:
                        raise RuntimeError(replies[other]["error"])
                    kind = kind_of_link(envelope.messages, invitation=False)
                    count, action = replies[other]["count"], replies[other]["action"]
                    links.append(Link(kind, envelope.to_fragment(), count, other, before, action))
                sent[seat], sent[other] = True, False
                break
        else:
            mover = next((s for s in (0, 1) if replies[s]["action"] == "move"), None)
            if mover is None:
                return links
            reply = replies[mover]
            request = {"op": "move", "table": reply["table"], "export": reply["export"]}
            replies[mover] = desks[mover].handle(request | {"move": rng.choice(reply["legal"])})
            sent[mover] = False


def timed_links(links: list[Link], points: tuple[int, ...]) -> dict[int, Link] | None:
    """For each point, the first move link that reaches it and leaves its receiver to move."""
    found = {}
    for point in points:
        link = next(
            (
                link
                for link in links
                if link.kind.startswith("move")
                and link.count >= point
                and link.action_after == "move"
            ),
            None,
        )
        if link is None:
            return None
        found[point] = link
    return found


def long_enough_game(points: tuple[int, ...]) -> tuple[list[Link], dict[int, Link]]:
    for seed in range(TRIES):
        links = played(seed)
        timed = timed_links(links, points)
        if timed is not None:
            return links, timed
    raise RuntimeError(f"no Casino game of {TRIES} reached message {max(points)}")


def kept_record(reply: dict[str, Any]) -> dict[str, str]:
    """The receiver's localStorage as the page writes it (``ui_kept.keep``)."""
    report = SeatReport.from_json(reply)
    kept = KeptGame.of(report, NAMES).to_text()
    return {PREFIX + report.table: kept, INDEX: json.dumps([report.table])}


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
    # Not wait_for_function: its polling would run in the frames measured.
    wait_quietly(page, "() => window.__link && window.__link.done !== null")
    done = float(page.evaluate("window.__link.done"))
    ready = wait_mark(page, "ready")
    result: dict[str, Any] = {
        "ms": done,
        "ready_ms": ready,
        "worker_ms": wait_mark(page, "aiReady"),
        "asked_ms": last_mark(page, "parlour:link-asked"),
        "answered_ms": last_mark(page, "parlour:link-answered"),
        "longest_task_ms": longest_task(page, 0.0, done),
        "longest_after_ready_ms": longest_task(page, ready, done, begun=True),
    }
    # Where the longest tasks are: the start's end up to the request, the worker's time,
    # the drawing of its answer (tasks that begin in each part).
    asked, answered = result["asked_ms"], result["answered_ms"]
    result["parts_ms"] = {
        "to asked": longest_task(page, ready, asked, begun=True),
        "to answered": longest_task(page, asked, answered, begun=True),
        "drawing": longest_task(page, answered, done, begun=True),
    }
    result["boot"] = page.get_attribute("html", "data-boot")
    # "yes <ms>": the page's restore went on at <ms>, once the AI worker's loader ran
    # ("no": after its wait ran out; none: no restore waited).
    result["worker_loading"] = page.get_attribute("html", "data-worker-loading")
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
        wait_for_snapshot(page)


def check_shown(page: Page, count: int) -> None:
    """The board is Bo's, to move, with the link's messages taken."""
    action = page.get_attribute("body", "data-link")
    taken = int(page.get_attribute("#friend-board", "data-count") or "0")
    if action != "move" or taken <= count:
        raise RuntimeError(f"the link was not shown: {action}, count {taken} (was {count})")


def receiving_context(browser: Browser, base: str) -> tuple[BrowserContext, Page]:
    """The receiving device: a context that visited the site until its service worker
    held every file and its snapshot was made, with that page left open (its storage is
    set through it)."""
    context = browser.new_context(viewport=PHONE)
    context.add_init_script(INIT_SCRIPT)
    context.add_init_script(LINK_SCRIPT)
    page = context.new_page()
    page.goto(base, wait_until="commit", timeout=TIMEOUT_MS)
    wait_mark(page, "ready")
    wait_mark(page, "offlineReady")
    wait_for_snapshot(page)
    return context, page


def one_run(
    run: int,
    contexts: tuple[BrowserContext, Page, BrowserContext],
    base: str,
    traffic: Traffic,
    timed: dict[int, Link],
) -> dict[str, Any]:
    """Each point's link opened with a snapshot and without, and the bare page, in an order
    that alternates from run to run."""
    device, home, bare_context = contexts
    sample: dict[str, Any] = {}
    order = ["bare", "snapshot", "no snapshot"]
    for kind in order if run % 2 == 0 else order[::-1]:
        if kind == "bare":
            tab, bare = visit(bare_context, base + "bench/bare.html", traffic, False)
            sample["bare"] = {"ms": bare["tti_ms"]}
            tab.close()
            continue
        for point, link in timed.items():
            home.evaluate(PUT_BACK, kept_record(link.kept_before))
            if kind == "no snapshot":
                bench_snapshot.forget_snapshot(home)
            count = int(link.kept_before["count"])
            sample[f"{kind} {point}"] = open_in_new_tab(device, base + link.fragment, count)
    return sample


def runs_of(
    browser: Browser, base: str, traffic: Traffic, runs: int, timed: dict[int, Link], progress: bool
) -> list[dict[str, Any]]:
    bare_context = browser.new_context(viewport=PHONE)
    bare_context.add_init_script(INIT_SCRIPT)
    device, home = receiving_context(browser, base)
    try:
        first_tab, _ = visit(bare_context, base + "bench/bare.html", traffic, False)
        first_tab.close()  # the bare page's files are cached from here on
        samples = []
        for run in range(runs):
            if progress:
                print(f"  by link on the site: run {run + 1}/{runs}…", file=sys.stderr, flush=True)
            samples.append(one_run(run, (device, home, bare_context), base, traffic, timed))
    finally:
        device.close()
        bare_context.close()
    return samples


def sizes_by_kind(links: list[Link]) -> dict[str, dict[str, Any]]:
    """The characters of the fragment after '#' of every link, by kind."""
    sizes: dict[str, list[int]] = {}
    for link in links:
        sizes.setdefault(link.kind, []).append(len(link.fragment) - 1)
    return {
        kind: {"count": len(found), "median": statistics.median(found), "max": max(found)}
        for kind, found in sizes.items()
    }


def summarise(
    samples: list[dict[str, Any]], links: list[Link], timed: dict[int, Link]
) -> dict[str, Any]:
    out: dict[str, Any] = {"runs": len(samples), "messages": links[-1].count}
    out["bare"] = {
        "ms": statistics.median(s["bare"]["ms"] for s in samples),
        "ms_all": [round(s["bare"]["ms"]) for s in samples],
    }
    for point, link in timed.items():
        for kind in ("snapshot", "no snapshot"):
            name = f"{kind} {point}"
            entry: dict[str, Any] = {
                "message": link.count,
                "link_kind": link.kind,
                "link_chars": len(link.fragment) - 1,
                "ms": statistics.median(s[name]["ms"] for s in samples),
                "ratio": statistics.median(s[name]["ms"] / s["bare"]["ms"] for s in samples),
                "ratios_all": [round(s[name]["ms"] / s["bare"]["ms"], 2) for s in samples],
                "boots": sorted({str(s[name]["boot"]) for s in samples}),
                "longest_after_ready_ms": max(s[name]["longest_after_ready_ms"] for s in samples),
                "parts_ms": {
                    part: max(s[name]["parts_ms"][part] for s in samples)
                    for part in ("to asked", "to answered", "drawing")
                },
            }
            for part in ("ready_ms", "worker_ms", "asked_ms", "answered_ms"):
                entry[part] = statistics.median(s[name][part] for s in samples)
            entry["worker_loading"] = [s[name].get("worker_loading") for s in samples]
            out[name] = entry
    out["sizes"] = sizes_by_kind(links)
    return out


def targets(summary: dict[str, Any], points: tuple[int, ...]) -> list[tuple[str, float, float]]:
    """(what, figure, most allowed), as issue 36 sets them."""
    sizes = summary["sizes"]
    found = [
        (
            f"move link from a snapshot at message {point}, x bare",
            summary[f"snapshot {point}"]["ratio"],
            TARGET_RATIO,
        )
        for point in (points[0], points[-1])
    ]
    longest = max(
        summary[f"{kind} {point}"]["longest_after_ready_ms"]
        for kind in ("snapshot", "no snapshot")
        for point in points
    )
    found.append(("longest main-thread task while a link is taken, ms", longest, TARGET_TASK_MS))
    found.append(("invitation, characters", sizes["invitation"]["max"], TARGET_INVITATION))
    if "move" in sizes:
        found.append(("move links, characters (max)", sizes["move"]["max"], TARGET_MOVE_LINK))
    largest = max(entry["max"] for entry in sizes.values())
    found.append(("largest link with the address, characters", largest + ADDRESS_CHARS, LINK_CHARS))
    return found


def run(runs: int, points: tuple[int, ...], progress: bool) -> dict[str, Any]:
    started = time.perf_counter()
    links, timed = long_enough_game(points)
    made_s = time.perf_counter() - started
    with tempfile.TemporaryDirectory(prefix="parlour-bench-") as tmp:
        dist = Path(tmp) / "dist"
        site.build(dist)
        with served_in_chromium(dist) as (browser, base, traffic):
            started = time.perf_counter()
            samples = runs_of(browser, base, traffic, runs, timed, progress)
            return {
                "samples": samples,
                "summary": summarise(samples, links, timed),
                "seconds": time.perf_counter() - started,
                "game_seconds": made_s,
                "chromium": browser.version,
            }


def table(
    summary: dict[str, Any], points: tuple[int, ...], load: tuple[float, float, float]
) -> list[str]:
    lines = [
        f"Move links of one Casino game to 21 by link ({summary['messages']} messages) opened in "
        f"a new tab, {summary['runs']} runs, medians (load average {load[0]:.2f} {load[1]:.2f} "
        f"{load[2]:.2f})",
        f"  bare loadPyodide, files cached: {summary['bare']['ms']:,.0f} ms "
        f"(every run: {' '.join(map(str, summary['bare']['ms_all']))})",
        f"{'at message':>10} {'link':>14} {'chars':>5} {'snapshot ms':>11} {'ratio':>5}"
        f" {'no snapshot ms':>14} {'ratio':>5} {'longest task after ready':>24}",
    ]
    for point in points:
        snap, cold = summary[f"snapshot {point}"], summary[f"no snapshot {point}"]
        longest = (
            f"{snap['longest_after_ready_ms']:,.0f} / {cold['longest_after_ready_ms']:,.0f} ms"
        )
        lines.append(
            f"{snap['message']:>10} {snap['link_kind']:>14} {snap['link_chars']:>5}"
            f" {snap['ms']:>11,.0f} {snap['ratio']:>5.2f} {cold['ms']:>14,.0f}"
            f" {cold['ratio']:>5.2f} {longest:>24}"
        )
    for point in points:
        for kind in ("snapshot", "no snapshot"):
            entry = summary[f"{kind} {point}"]
            lines.append(
                f"  message {entry['message']}, {kind}: ratios {' '.join(map(str, entry['ratios_all']))};"
                f" page ready {entry['ready_ms']:,.0f} ms, worker {entry['worker_ms']:,.0f},"
                f" link asked {entry['asked_ms']:,.0f}, answered {entry['answered_ms']:,.0f},"
                f" move shown {entry['ms']:,.0f}; started {entry['boots']}"
            )
            if any(entry["worker_loading"]):
                lines.append(
                    "    the restore went on (worker loading?, ms): "
                    + ", ".join(str(found) for found in entry["worker_loading"])
                )
            parts = entry["parts_ms"]
            lines.append(
                f"    longest task from ready to the request {parts['to asked']:,.0f} ms,"
                f" while the worker takes it {parts['to answered']:,.0f},"
                f" drawing its answer {parts['drawing']:,.0f}"
            )
    lines.append("Characters of every link of the game (the fragment after '#'), by kind:")
    for kind, entry in sorted(summary["sizes"].items(), key=lambda item: -item[1]["count"]):
        lines.append(
            f"  {kind:<20} {entry['count']:>4} links, median {entry['median']:>6,.0f}, "
            f"max {entry['max']:>6,}"
        )
    lines.append("Targets (issue 36)")
    for what, figure, most in targets(summary, points):
        verdict = "ok" if figure <= most else "MISSED"
        lines.append(f"  {what:<56} {figure:>8,.2f} <= {most:>7,}  {verdict}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="visits of each kind (default 5)")
    parser.add_argument(
        "--at", default=",".join(map(str, POINTS)), help="messages of the timed links (10,50,150)"
    )
    parser.add_argument("--quick", action="store_true", help="one run")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    runs = 1 if args.quick else args.runs
    points = tuple(int(point) for point in args.at.split(","))
    result = run(runs, points, progress=not args.json)
    load = os.getloadavg()
    if args.json:
        print(json.dumps({"load": load, **result}, indent=1))
        return 0
    print("\n".join(table(result["summary"], points, load)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
