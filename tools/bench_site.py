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

import io
import json
import random
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, AnyStr, BinaryIO, cast

from tools import bench_phone, bench_snapshot, site
from tools.serve import DistHandler, DistServer, precompress

if TYPE_CHECKING:
    from _typeshed import SupportsRead, SupportsWrite
    from playwright.sync_api import Browser, BrowserContext, Page, ViewportSize

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
TIMEOUT_MS = 180_000
VIEWPORT: ViewportSize = {"width": 1000, "height": 800}

# Runs in every page before its own scripts: readiness marks, paint, long tasks.
INIT_SCRIPT = """
(() => {
  const b = window.__bench = {fcp: null, ready: null, aiReady: null, offlineReady: null,
                              thinking: [], longtasks: [], plies: []};
  const observe = (type, fn) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({type, buffered: true}); }
    catch (e) { /* not supported */ }
  };
  observe("paint", (e) => { if (e.name === "first-contentful-paint") b.fcp = e.startTime; });
  observe("longtask", (e) => b.longtasks.push([e.startTime, e.duration]));
  let lastThinking = null, thinkingSince = null;
  // The value an attribute took in record i: the next record's old value if the same
  // batch changed it again, else the value it has now (reading the element alone
  // would give every record of a batch the last value).
  const valueAt = (records, i) => {
    const r = records[i];
    const later = records.slice(i + 1).find((x) => x.target === r.target && x.attributeName === r.attributeName);
    return later ? later.oldValue : r.target.getAttribute(r.attributeName);
  };
  new MutationObserver((records) => {
    const now = performance.now();
    records.forEach((r, i) => {
      const d = r.target.dataset || {};
      if (r.attributeName === "data-ready" && d.ready === "1" && b.ready === null) b.ready = now;
      if (r.attributeName === "data-ai-ready" && d.aiReady === "1" && b.aiReady === null) b.aiReady = now;
      if (r.attributeName === "data-offline-ready" && b.offlineReady === null) b.offlineReady = now;
      if (r.attributeName === "data-ply") b.plies.push([now, Number(valueAt(records, i) || 0)]);
      const thinking = r.attributeName === "data-thinking" ? valueAt(records, i) : null;
      if (thinking !== null && thinking !== lastThinking) {
        lastThinking = thinking;
        thinkingSince = now;
        b.thinking.push([now, thinking, Number(d.ply || 0)]);
      }
      // A computer turn of several moves (Cardino's placements) stays "thinking" from
      // one move to the next: each new ply while thinking ends one move, starts the next
      // (not the human's move, drawn in the same batch that starts the thinking).
      if (r.attributeName === "data-ply" && lastThinking === "1" && now > thinkingSince) {
        b.thinking.push([now, "move", Number(valueAt(records, i) || 0)]);
      }
    });
  }).observe(document, {subtree: true, attributes: true, attributeOldValue: true,
      attributeFilter: ["data-ready", "data-ai-ready", "data-offline-ready", "data-thinking", "data-ply"]});
})();
"""

# The board's legal next clicks: data-targets is a JSON list (older pages: space-separated,
# though some targets contain spaces, such as casino's "play:AS t").
TARGETS_JS = """(board) => {
  const raw = board.dataset.targets || "";
  if (raw.startsWith("[")) return JSON.parse(raw);
  const legal = " " + raw + " ";
  const all = Array.from(board.querySelectorAll("[data-target]"), (e) => e.getAttribute("data-target"));
  return [...new Set(all)].filter((t) => legal.includes(" " + t + " "));
}"""
READY_PAGE = "?game=punto&seats=human,hard"
"""Where the load runs open the site: ``body[data-ready]`` is set once its board is drawn."""
LEGAL_TARGETS = f"() => ({TARGETS_JS})(document.getElementById('board'))"
# The human may act (legal targets shown), the board waits at a round's end, or the game is over.
SETTLED = f"""() => {{
  const b = document.body.dataset, board = document.getElementById("board");
  return b.over === "1" || !document.getElementById("pass").hidden || b.roundBreak === "1"
      || (b.thinking === "0" && !board.hidden && ({TARGETS_JS})(board).length > 0);
}}"""


# -- a server that counts what it sends --------------------------------------------
class Traffic:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        # (path, status, body bytes, when the request came: time.time())
        self.entries: list[tuple[str, int, int, float]] = []
        self.gzip_only = True
        """Serve gzip even to a browser that accepts brotli (bench_phone counts brotli)."""

    def reset(self) -> None:
        with self.lock:
            self.entries = []

    def snapshot(self, until: float | None = None) -> list[tuple[str, int, int, float]]:
        """What was sent, or what was asked for up to ``until`` (a time.time())."""
        with self.lock:
            return [e for e in self.entries if until is None or e[3] <= until]


class CountingHandler(DistHandler):
    """Counts what it sends; gzip only while ``traffic.gzip_only`` (bench_phone)."""

    traffic: Traffic

    def send_response(self, code: int, message: str | None = None) -> None:
        self._status = code
        super().send_response(code, message)

    def parse_request(self) -> bool:
        self._asked = time.time()
        return super().parse_request()

    def copyfile(self, source: SupportsRead[AnyStr], outputfile: SupportsWrite[AnyStr]) -> None:
        sent = 0
        while chunk := source.read(64 * 1024):
            outputfile.write(chunk)
            sent += len(chunk)
        with self.traffic.lock:
            self.traffic.entries.append((self.path.split("?")[0], self._status, sent, self._asked))

    def send_head(self) -> io.BytesIO | BinaryIO | None:
        if self.traffic.gzip_only:
            accept = self.headers.get("Accept-Encoding", "")
            del self.headers["Accept-Encoding"]
            self.headers["Accept-Encoding"] = ", ".join(
                part for part in accept.split(",") if part.split(";")[0].strip() != "br"
            )
        result = super().send_head()
        if result is None:  # 304 or an error: no body
            with self.traffic.lock:
                self.traffic.entries.append(
                    (self.path.split("?")[0], getattr(self, "_status", 0), 0, self._asked)
                )
        return result


def start_server(dist: Path) -> tuple[DistServer, str, Traffic]:
    traffic = Traffic()
    precompress(dist)
    handler = cast(
        "type[CountingHandler]", type("Handler", (CountingHandler,), {"traffic": traffic})
    )

    def make(*args: Any, **kwargs: Any) -> CountingHandler:
        return handler(*args, directory=str(dist), **kwargs)

    server = DistServer(("127.0.0.1", 0), make)
    threading.Thread(target=server.serve_forever, name="bench-server", daemon=True).start()
    host, port = str(server.server_address[0]), server.server_address[1]
    return server, f"http://{host}:{port}/", traffic


@contextmanager
def served_in_chromium(dist: Path) -> Iterator[tuple[Browser, str, Traffic]]:
    """``dist`` served on localhost (counting what it sends) and a headless Chromium:
    the browser, the site's address and the server's traffic, both shut down after."""
    from playwright.sync_api import sync_playwright

    server, base, traffic = start_server(dist)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            try:
                yield browser, base, traffic
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()


def summarise_traffic(entries: list[tuple[str, int, int, float]]) -> dict[str, Any]:
    files: dict[str, list[int]] = {}
    for path, _status, size, _asked in entries:
        files.setdefault(path, []).append(size)
    return {
        "bytes": sum(entry[2] for entry in entries),
        "requests": len(entries),
        "files": {path: sizes for path, sizes in sorted(files.items())},
        "entries": entries,
    }


# -- visits ------------------------------------------------------------------------------
def wait_mark(page: Page, name: str, timeout_ms: int = TIMEOUT_MS) -> float:
    page.wait_for_function(
        f"() => window.__bench && window.__bench.{name} !== null", timeout=timeout_ms
    )
    return float(page.evaluate(f"window.__bench.{name}"))


def wait_quietly(page: Page, test_js: str, timeout_ms: int = TIMEOUT_MS) -> float:
    """Wait until ``test_js`` (a JavaScript function of no arguments) holds on the page;
    return ``performance.now()`` then.  The page is not polled: a MutationObserver asks
    again after each change of its document.  (Playwright's ``wait_for_function`` polls on
    every animation frame, on the page's own thread: inside the tasks a bench measures.)"""
    script = f"""(ms) => new Promise((resolve, reject) => {{
      const test = {test_js};
      if (test()) return resolve(performance.now());
      const observer = new MutationObserver(() => {{
        if (test()) {{ observer.disconnect(); clearTimeout(timer); resolve(performance.now()); }}
      }});
      observer.observe(document, {{subtree: true, attributes: true, childList: true}});
      const timer = setTimeout(() => {{ observer.disconnect(); reject(new Error("timed out")); }}, ms);
    }})"""
    return float(page.evaluate(script, timeout_ms))


def visit(
    context: BrowserContext, url: str, traffic: Traffic, settle: bool
) -> tuple[Page, dict[str, Any]]:
    """Open ``url`` in a new page; time paint and readiness; count bytes until ready (and settled)."""
    traffic.reset()
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(url, wait_until="commit", timeout=TIMEOUT_MS)
    ready = wait_mark(page, "ready")
    fcp = wait_mark(page, "fcp", 10_000)
    result: dict[str, Any] = {
        "fcp_ms": fcp,
        "tti_ms": ready,
        "tbt_ms": blocking_ms(page, fcp, ready),
        "boot": page.get_attribute("html", "data-boot"),
    }
    # Up to ready: what was asked for before the page set its marker (performance.now()
    # from timeOrigin, on the same clock as the server's time.time()).
    ready_at = (float(page.evaluate("performance.timeOrigin")) + ready) / 1000
    result["traffic_ready"] = summarise_traffic(traffic.snapshot(until=ready_at))
    if settle:
        # The site goes on after readiness: the AI worker starts, the service worker precaches.
        result["ai_ready_ms"] = wait_mark(page, "aiReady")
        result["offline_ready_ms"] = wait_mark(page, "offlineReady")
        page.wait_for_timeout(500)
    result["traffic"] = summarise_traffic(traffic.snapshot())
    result["errors"] = errors
    return page, result


def blocking_ms(page: Page, start: float, end: float) -> float:
    """Total blocking time between two instants: each long task's part in them beyond 50 ms."""
    tasks = page.evaluate("window.__bench.longtasks")
    parts = (min(begin + length, end) - max(begin, start) for begin, length in tasks)
    return float(sum(max(0.0, part - 50) for part in parts))


def visit_settled(context: BrowserContext, url: str) -> None:
    """A visit that waits until its browser has made a snapshot (bench_snapshot)."""
    page = context.new_page()
    page.goto(url, wait_until="commit", timeout=TIMEOUT_MS)
    wait_mark(page, "ready")
    bench_snapshot.wait_for_snapshot(page)
    page.close()


def js_heap(page: Page) -> float:
    cdp = page.context.new_cdp_session(page)
    cdp.send("HeapProfiler.collectGarbage")
    usage = cdp.send("Runtime.getHeapUsage")
    cdp.detach()
    return float(usage["usedSize"])


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
                    cold["snapshot"] = bench_snapshot.wait_for_snapshot(page)
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


# -- the whole site benchmark ---------------------------------------------------------
def median_of(samples: list[dict[str, Any]], phase: str, key: str) -> float:
    return cast(float, statistics.median(s[phase][key] for s in samples))


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
