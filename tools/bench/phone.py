"""The first visit as a phone sees it (issue 27): bytes on the wire and a throttled start.

Part of the site benchmark (tools/bench/site.py).  Its server sends what
``build.py serve`` sends, with one switch: the load runs are served *gzip* (the
server drops ``br`` from what the browser accepts), the encoding every static
host offers.  What the same visits would weigh in *brotli* is counted from the
``.br`` copies the build writes (tools/build/compress.py): each response that had one
would have been it.

- bytes: the whole first visit (everything the page, its AI worker, its service
  worker and the snapshot maker fetched until the snapshot was saved) and the
  part sent up to ready, site against the bare page of the same run;
- ready, cold, throttled: a fresh context whose page has Chromium's
  ``Network.emulateNetworkConditions`` set to ``PROFILE``, a 4G-like connection
  (9 Mbit/s down, 1.5 Mbit/s up, 150 ms added to every request's round trip;
  near the "Fast 4G" of Chrome's DevTools), site and bare page alternating,
  served as ``build.py serve`` serves Chromium: brotli (a phone on HTTPS gets it
  from most hosts; GitHub Pages sends gzip, the bytes figures above).
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tools.bench.browser import INIT_SCRIPT, TIMEOUT_MS, VIEWPORT, Traffic, wait_mark

if TYPE_CHECKING:
    from playwright.sync_api import Browser


PROFILE = {
    "offline": False,
    "latency": 150,
    "downloadThroughput": 9_000_000 / 8,
    "uploadThroughput": 1_500_000 / 8,
}
"""Bytes per second, milliseconds: a 4G-like phone connection."""
PROFILE_TEXT = "4G-like: 9 Mbit/s down, 1.5 Mbit/s up, 150 ms round trip"


def brotli_bytes(entries: list[tuple[str, int, int, float]], dist: Path) -> int:
    """What these responses would have weighed in brotli: a ``.br`` copy's size where the
    build wrote one, else what was sent."""
    total = 0
    for path, _status, size, _asked in entries:
        if size:
            name = path.lstrip("/") or "index.html"
            copy = dist / (name + ".br")
            size = copy.stat().st_size if copy.is_file() else size
        total += size
    return total


def throttled_runs(
    browser: Browser, pages: dict[str, str], traffic: Traffic, runs: int, progress: bool
) -> dict[str, list[float]]:
    """Cold visits under PROFILE: time to ready of the site and of the bare page, alternating."""

    ready: dict[str, list[float]] = {"site": [], "bare": []}
    traffic.gzip_only = False
    for run in range(runs):
        order = ("site", "bare") if run % 2 == 0 else ("bare", "site")
        for kind in order:
            if progress:
                print(f"  throttled: run {run + 1}/{runs} {kind}…", file=sys.stderr, flush=True)
            context = browser.new_context(viewport=VIEWPORT)
            context.add_init_script(INIT_SCRIPT)
            try:
                page = context.new_page()
                cdp = context.new_cdp_session(page)
                cdp.send("Network.enable")
                cdp.send("Network.emulateNetworkConditions", PROFILE)
                traffic.reset()
                page.goto(pages[kind], wait_until="commit", timeout=TIMEOUT_MS)
                ready[kind].append(wait_mark(page, "ready"))
            finally:
                context.close()
    traffic.gzip_only = True
    return ready


def summarise(
    samples: dict[str, list[dict[str, Any]]], throttled: dict[str, list[float]], dist: Path
) -> dict[str, Any]:
    """Medians of the byte counts (gzip as served, brotli as counted) and the throttled start."""

    def median(values: list[float]) -> float:
        return float(statistics.median(values))

    out: dict[str, Any] = {"profile": PROFILE_TEXT}
    for kind in ("site", "bare"):
        cold = [run["cold"] for run in samples[kind]]
        whole = [c.get("traffic_whole", c["traffic"]) for c in cold]
        out[f"{kind}_whole_gzip"] = median([w["bytes"] for w in whole])
        out[f"{kind}_ready_gzip"] = median([c["traffic_ready"]["bytes"] for c in cold])
        out[f"{kind}_whole_br"] = median([brotli_bytes(w["entries"], dist) for w in whole])
        out[f"{kind}_ready_br"] = median(
            [brotli_bytes(c["traffic_ready"]["entries"], dist) for c in cold]
        )
        out[f"{kind}_throttled_ms"] = median(throttled[kind]) if throttled[kind] else None
        out[f"{kind}_throttled_all"] = throttled[kind]
    for key in ("whole_gzip", "ready_gzip", "whole_br", "ready_br"):
        out[f"{key}_ratio"] = out[f"site_{key}"] / out[f"bare_{key}"]
    out["whole_over_ready"] = median(
        [
            c.get("traffic_whole", c["traffic"])["bytes"] / c["traffic_ready"]["bytes"]
            for c in (run["cold"] for run in samples["site"])
        ]
    )
    if throttled["site"] and throttled["bare"]:
        out["throttled_ratio"] = out["site_throttled_ms"] / out["bare_throttled_ms"]
        out["throttled_paired"] = median(
            [s / b for s, b in zip(throttled["site"], throttled["bare"])]
        )
    return out


# Issue 27's targets, as ratios to the bare page in the same run.
TARGETS = {
    "first_visit_bytes_gzip_ratio": ("whole_gzip_ratio", 0.8),
    "first_ready_throttled_ratio": ("throttled_ratio", 0.85),
    "whole_visit_over_ready": ("whole_over_ready", 1.1),
}


def targets(phone: dict[str, Any]) -> dict[str, Any]:
    return {
        name: {"value": phone.get(key), "limit": limit} for name, (key, limit) in TARGETS.items()
    }


def table_lines(phone: dict[str, Any]) -> list[str]:
    def mb(value: float) -> str:
        return f"{value / 1e6:.2f} MB"

    def ms(value: float | None) -> str:
        return "-" if value is None else f"{value:,.0f}"

    lines = [
        "",
        "The first visit as a phone sees it (issue 27): medians; ratio to the bare page",
    ]
    header = f"{'what':<46} {'site':>9} {'bare':>9} {'ratio':>6}"
    lines += [header, "-" * len(header)]
    for label, key in (
        ("bytes, whole first visit, gzip (as served)", "whole_gzip"),
        ("bytes, whole first visit, brotli (counted)", "whole_br"),
        ("bytes up to ready, gzip", "ready_gzip"),
        ("bytes up to ready, brotli", "ready_br"),
    ):
        lines.append(
            f"{label:<46} {mb(phone['site_' + key]):>9} {mb(phone['bare_' + key]):>9} "
            f"{phone[key + '_ratio']:>6.2f}"
        )
    if phone.get("throttled_ratio") is not None:
        lines.append(
            f"{'ready, cold, throttled (ms)':<46} {ms(phone['site_throttled_ms']):>9} "
            f"{ms(phone['bare_throttled_ms']):>9} {phone['throttled_ratio']:>6.2f}"
        )
        lines.append(
            f"  throttled: {phone['profile']}, served in brotli; paired per run {phone['throttled_paired']:.2f}; "
            f"site {' '.join(ms(v) for v in phone['site_throttled_all'])}; "
            f"bare {' '.join(ms(v) for v in phone['bare_throttled_all'])}"
        )
    lines.append(
        f"  the site's whole first visit is {phone['whole_over_ready']:.2f}x what it sent up "
        "to ready (the server answers revalidation with 304)"
    )
    return lines
