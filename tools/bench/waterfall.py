"""The throttled first visit's request waterfall, site against the bare page (issue 27).

    python3 -m tools.bench.waterfall [--dist DIR] [--runs N] [--only site|bare]
    python3 -m tools.bench.waterfall --dist DIR --against OLD_DIR --runs 3 --summary

Serves the site (a private build, or ``--dist``) as ``build.py serve`` does (brotli),
opens the site's ready page and ``bench/bare.html`` cold, each in a fresh context whose
page has ``bench_phone.PROFILE`` (the 4G-like throttle), and prints, from Chromium's own
Network events (CDP), every request the page made until it was ready: when it was asked
for, when its first and last bytes came (ms from the navigation), its bytes on the wire,
its priority and what asked for it (the parser, a preload, a script), and which requests
were served from a preload.  A second table gives the page's own marks on the same clock
(what the loader and Pyodide were doing) and the CPU the renderers used until ready.
``--against`` visits the site of another build too (as "other"), alternating, and
``--summary`` prints only each visit's key instants and their medians.  The figures
are a few visits'; the structure (what waits on what) is the point, not a single
timing on a shared machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tools.bench import browser as bench_browser
from tools.bench import phone as bench_phone
from tools.build import site

if TYPE_CHECKING:
    from playwright.sync_api import Browser

# Marks on the page's clock (performance.now()): when Pyodide's big pieces arrive and
# are compiled, from wrappers an init script puts around the browser's own functions.
MARKS_SCRIPT = """
(() => {
  const marks = window.__marks = [];
  const mark = (what) => marks.push([performance.now(), what]);
  const wrap = (object, name, label) => {
    const original = object[name];
    if (!original) return;
    object[name] = function (...args) {
      const what = label(args);
      mark(`${what} start`);
      const result = original.apply(this, args);
      if (result && result.then) result.then(() => mark(`${what} done`), () => mark(`${what} failed`));
      return result;
    };
  };
  wrap(WebAssembly, "instantiateStreaming", () => "wasm instantiateStreaming");
  wrap(WebAssembly, "instantiate", () => "wasm instantiate");
  wrap(WebAssembly, "compileStreaming", () => "wasm compileStreaming");
  document.addEventListener("DOMContentLoaded", () => mark("DOMContentLoaded"));
  // PyScript's own steps ("Loading interpreter", "Loaded files", ...) and its script events.
  addEventListener("py:progress", (event) => mark(`pyscript: ${event.detail}`));
  for (const name of ["py:ready", "py:done"]) document.addEventListener(name, () => mark(name), true);
  new MutationObserver(() => {
    const d = document.documentElement.dataset;
    if (d.boot && !marks.some((m) => m[1].startsWith("boot"))) mark(`boot: ${d.boot}`);
  }).observe(document.documentElement, {attributes: true});
})();
"""


@dataclass
class Request:
    """One request of the page, its times in ms from the navigation's start."""

    url: str
    asked: float
    priority: str
    initiator: str
    first_byte: float | None = None
    done: float | None = None
    bytes: int = 0
    status: int = 0
    preloaded: bool = False
    cached: bool = False
    notes: list[str] = field(default_factory=list)


def short(url: str, base: str) -> str:
    return url[len(base) - 1 :] if url.startswith(base) else url[:60]


def initiator_text(initiator: dict[str, Any], base: str) -> str:
    kind = str(initiator.get("type", "?"))
    url = initiator.get("url")
    if not url:
        frames = (initiator.get("stack") or {}).get("callFrames") or []
        url = frames[0]["url"] if frames else ""
    return f"{kind} {short(url, base)}" if url else kind


def renderer_cpu(browser_cdp: Any) -> float:
    """CPU seconds used so far by the browser's renderer processes (all their threads)."""
    info = browser_cdp.send("SystemInfo.getProcessInfo")["processInfo"]
    return float(sum(p["cpuTime"] for p in info if p["type"] == "renderer"))


def visit(browser: Browser, url: str, base: str) -> tuple[list[Request], list[tuple[float, str]]]:
    """One throttled cold visit; its requests until ready and its marks."""
    context = browser.new_context(viewport=bench_browser.VIEWPORT)
    context.add_init_script(bench_browser.INIT_SCRIPT)
    context.add_init_script(MARKS_SCRIPT)
    requests: dict[str, Request] = {}
    origin: list[float] = []  # the navigation request's monotonic timestamp (s)

    def ms(timestamp: float) -> float:
        return (timestamp - origin[0]) * 1000 if origin else 0.0

    def will_send(event: dict[str, Any]) -> None:
        if not origin:
            origin.append(event["timestamp"])
        entry = Request(
            url=short(event["request"]["url"], base),
            asked=ms(event["timestamp"]),
            priority=str(event["request"].get("initialPriority", "")),
            initiator=initiator_text(event.get("initiator", {}), base),
        )
        requests[event["requestId"]] = entry

    def response(event: dict[str, Any]) -> None:
        entry = requests.get(event["requestId"])
        if entry is None:
            return
        entry.first_byte = ms(event["timestamp"])
        entry.status = int(event["response"].get("status", 0))
        entry.cached = bool(event["response"].get("fromDiskCache"))

    def finished(event: dict[str, Any]) -> None:
        entry = requests.get(event["requestId"])
        if entry is not None:
            entry.done = ms(event["timestamp"])
            entry.bytes = int(event.get("encodedDataLength", 0))

    def preload_used(event: dict[str, Any]) -> None:
        entry = requests.get(event["requestId"])
        if entry is not None:
            entry.preloaded = True

    browser_cdp = browser.new_browser_cdp_session()
    before = renderer_cpu(browser_cdp)
    try:
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.on("Network.requestWillBeSent", will_send)
        cdp.on("Network.responseReceived", response)
        cdp.on("Network.loadingFinished", finished)
        cdp.on("Network.requestServedFromCache", preload_used)
        cdp.send("Network.enable")
        cdp.send("Performance.enable")
        cdp.send("Network.setCacheDisabled", {"cacheDisabled": False})
        cdp.send("Network.emulateNetworkConditions", bench_phone.PROFILE)
        page.goto(url, wait_until="commit", timeout=bench_browser.TIMEOUT_MS)
        ready = bench_browser.wait_mark(page, "ready")
        marks = [(float(t), str(w)) for t, w in page.evaluate("window.__marks")]
        # The page's own performance marks (main.py's "parlour:imported": its imports done).
        marks += [
            (float(t), str(w))
            for t, w in page.evaluate(
                "performance.getEntriesByType('mark').map((m) => [m.startTime, m.name])"
            )
        ]
        # The page's clock starts at the navigation; CDP's at the request: line them up.
        nav_start = float(page.evaluate("performance.timing.navigationStart"))
        time_origin = float(page.evaluate("performance.timeOrigin"))
        shift = time_origin - nav_start
        marks = [(t + shift, w) for t, w in marks] + [(ready + shift, "READY (body[data-ready])")]
        # The page thread's work until now (CPU seconds, whatever the load made them take).
        metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
        for name in ("TaskDuration", "ScriptDuration", "LayoutDuration", "RecalcStyleDuration"):
            marks.append(
                (ready + shift, f"page thread {name}: {metrics.get(name, 0) * 1000:,.0f} ms")
            )
        used = renderer_cpu(browser_cdp) - before
        marks.append(
            (ready + shift, f"renderer processes' CPU, every thread: {used * 1000:,.0f} ms")
        )
    finally:
        context.close()
    return sorted(requests.values(), key=lambda r: r.asked), sorted(marks)


def table(requests: list[Request], marks: list[tuple[float, str]]) -> list[str]:
    ready = max(t for t, w in marks if w.startswith("READY"))

    def at(value: float | None) -> str:
        return "-" if value is None else f"{value:,.0f}"

    header = f"{'asked':>7} {'1st byte':>8} {'done':>7} {'KB':>7} {'prio':<8} {'what':<44} asked by"
    lines = [header, "-" * len(header)]
    for r in requests:
        if r.asked > ready:
            continue
        flags = (" [preload used]" if r.preloaded else "") + (" [cache]" if r.cached else "")
        lines.append(
            f"{at(r.asked):>7} {at(r.first_byte):>8} {at(r.done):>7} {r.bytes / 1000:>7.1f} "
            f"{r.priority:<8} {r.url[:44]:<44} {r.initiator}{flags}"
        )
    twice = sorted({r.url for r in requests if [q.url for q in requests].count(r.url) > 1})
    lines.append(f"asked for twice: {', '.join(twice) or 'nothing'}")
    lines.append("marks (ms from the navigation):")
    lines += [f"  {t:>7,.0f}  {w}" for t, w in marks]
    return lines


def summary(kind: str, requests: list[Request], marks: list[tuple[float, str]]) -> dict[str, Any]:
    """One visit's key instants (ms from the navigation) and its renderers' CPU (ms)."""

    def first(prefix: str) -> float | None:
        return next((t for t, w in marks if w.startswith(prefix)), None)

    wasm = next((r.done for r in requests if r.url.endswith("/pyodide.asm.wasm")), None)
    cpu = next(w for _t, w in marks if w.startswith("renderer"))
    return {
        "page": kind,
        "wasm arrived": wasm,
        "wasm compiled": first("wasm instantiateStreaming done"),
        "Python started": first("pyscript: Loaded interpreter"),
        "ready": first("READY"),
        "renderer CPU": float(cpu.split(": ")[1].split(" ")[0].replace(",", "")),
    }


def summary_lines(rows: list[dict[str, Any]]) -> list[str]:
    keys = [k for k in rows[0] if k != "page"]
    header = f"{'page':<8}" + "".join(f"{k:>16}" for k in keys)
    lines = [header, "-" * len(header)]

    def cell(value: float | None) -> str:
        return f"{'-' if value is None else f'{value:,.0f}':>16}"

    for row in rows:
        lines.append(f"{row['page']:<8}" + "".join(cell(row[k]) for k in keys))
    lines.append("medians:")
    for kind in dict.fromkeys(r["page"] for r in rows):
        mine = [r for r in rows if r["page"] == kind]
        values = {k: [r[k] for r in mine if r[k] is not None] for k in keys}
        lines.append(
            f"{kind:<8}"
            + "".join(cell(statistics.median(v) if v else None) for v in values.values())
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dist", type=Path, help="a built dist/ (default: a private build)")
    parser.add_argument(
        "--against", type=Path, help="another built dist/: its site visited as 'other'"
    )
    parser.add_argument("--runs", type=int, default=1, help="visits of each page (default 1)")
    parser.add_argument("--only", choices=("site", "bare"), help="one page only")
    parser.add_argument(
        "--summary", action="store_true", help="a line per visit and the medians, no waterfall"
    )
    args = parser.parse_args(argv)
    if args.dist:
        return waterfalls(args.dist, args.against, args.runs, args.only, args.summary)
    with tempfile.TemporaryDirectory(prefix="parlour-waterfall-") as tmp:
        dist = Path(tmp) / "dist"
        site.build(dist)
        return waterfalls(dist, args.against, args.runs, args.only, args.summary)


def waterfalls(dist: Path, against: Path | None, runs: int, only: str | None, short: bool) -> int:
    """Visit the pages ``runs`` times, alternating their order; print what was asked."""
    from playwright.sync_api import sync_playwright

    servers = {"site": bench_browser.start_server(dist)}
    if against is not None:
        servers["other"] = bench_browser.start_server(against)
    bases = {kind: base for kind, (_server, base, _traffic) in servers.items()}
    for _server, _base, traffic in servers.values():
        traffic.gzip_only = False  # brotli, as build.py serve sends Chromium
    pages = {kind: base + bench_browser.READY_PAGE for kind, base in bases.items()}
    pages["bare"] = bases["site"] + "bench/bare.html"
    bases["bare"] = bases["site"]
    kinds = [only] if only else list(pages)
    rows: list[dict[str, Any]] = []
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(
                executable_path=bench_browser.CHROMIUM, args=bench_browser.CHROMIUM_ARGS
            )
            try:
                for run in range(runs):
                    for kind in kinds if run % 2 == 0 else kinds[::-1]:
                        requests, marks = visit(browser, pages[kind], bases[kind])
                        rows.append(summary(kind, requests, marks))
                        if short:
                            print(
                                f"  {kind}, run {run + 1}: ready {rows[-1]['ready']:,.0f} ms",
                                file=sys.stderr,
                                flush=True,
                            )
                            continue
                        print(f"\n{kind}, run {run + 1}: {bench_phone.PROFILE_TEXT}, brotli")
                        print("\n".join(table(requests, marks)), flush=True)
            finally:
                browser.close()
    finally:
        for server, _base, _traffic in servers.values():
            server.shutdown()
            server.server_close()
    print(f"\n{bench_phone.PROFILE_TEXT}, brotli; ms from the navigation")
    print("\n".join(summary_lines(rows)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
