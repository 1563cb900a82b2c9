"""Two builds of the site side by side in one run: which starts sooner (issue 15).

    python3 build.py                                   # the new build, in dist/
    git worktree add ../parlour-old <commit> && (cd ../parlour-old && python3 build.py)
    python3 -m tools.bench.ab ../parlour-old/dist dist --runs 8

Both builds are served at once and visited alternately, each visit a fresh
context (a first visit), so the machine's noise falls on both.  Per build it
prints the medians and every run of: ready with the human first
(``READY_PAGE``), ready and the computer's first move with the computer first,
and the bare ``loadPyodide`` page.  The site benchmark (``build.py bench``)
gives the ratios and targets; this compares two builds of the same machine
minute, as docs/performance.md does for changes that are smaller than the noise
between runs.
"""

from __future__ import annotations

import argparse
import statistics
from pathlib import Path

from playwright.sync_api import Browser, sync_playwright

from tools.bench import browser as bench_browser
from tools.bench import snapshot as bench_snapshot


def visit(browser: Browser, url: str, computer_first: bool) -> dict[str, float]:
    context = browser.new_context(viewport=bench_browser.VIEWPORT, service_workers="block")
    context.add_init_script(bench_browser.INIT_SCRIPT)
    page = context.new_page()
    page.goto(url, wait_until="commit", timeout=bench_browser.TIMEOUT_MS)
    times = {"ready": bench_browser.wait_mark(page, "ready")}
    if computer_first:
        times["computer move"] = bench_snapshot.ply_time(page, 1)
    context.close()
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    parser.add_argument("--runs", type=int, default=6)
    args = parser.parse_args()
    servers = {
        "old": bench_browser.start_server(args.old),
        "new": bench_browser.start_server(args.new),
    }
    pages = {
        "human first": (bench_browser.READY_PAGE, False),
        "computer first": (bench_snapshot.COMPUTER_FIRST, True),
        "bare": ("bench/bare.html", False),
    }
    results: dict[str, dict[str, list[float]]] = {name: {} for name in servers}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=bench_browser.CHROMIUM, args=bench_browser.CHROMIUM_ARGS
        )
        for run in range(args.runs):
            for name in ("old", "new") if run % 2 == 0 else ("new", "old"):
                base = servers[name][1]
                for what, (path, computer_first) in pages.items():
                    for mark, ms in visit(browser, base + path, computer_first).items():
                        results[name].setdefault(f"{what}: {mark}", []).append(ms)
            print(f"run {run + 1}/{args.runs}", flush=True)
        browser.close()
    for server, _, _ in servers.values():
        server.shutdown()
    for name, figures in results.items():
        print(f"{name} ({getattr(args, name)})")
        for what, values in figures.items():
            runs = " ".join(f"{v:,.0f}" for v in values)
            print(f"  {what:<30} median {statistics.median(values):7,.0f} ms   runs {runs}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
