"""What the site's browser benches share: Debian's Chromium with its flags, a server of
dist/ that counts the bytes it sends, the script that marks the page's moments
(ready, first paint, long tasks), and one visit of a page measured."""

from __future__ import annotations

import io
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, AnyStr, BinaryIO, cast

from tools.build.serve import DistHandler, DistServer, precompress

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
SNAPSHOT_TIMEOUT_MS = 180_000


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
    wait_for_snapshot(page)
    page.close()


def js_heap(page: Page) -> float:
    cdp = page.context.new_cdp_session(page)
    cdp.send("HeapProfiler.collectGarbage")
    usage = cdp.send("Runtime.getHeapUsage")
    cdp.detach()
    return float(usage["usedSize"])


def wait_for_snapshot(page: Page) -> str:
    """The page's snapshot state once it is made or has failed: "saved" or "failed"."""
    page.wait_for_selector(
        'html[data-snapshot="saved"], html[data-snapshot="failed"]',
        state="attached",
        timeout=SNAPSHOT_TIMEOUT_MS,
    )
    return str(page.get_attribute("html", "data-snapshot"))
