"""Starting from a Pyodide memory snapshot (issue 15; static/pyodide-loader.mjs).

A first visit starts plainly and then makes a snapshot in a worker; later visits
restore it, the AI worker too.  Anything wrong with a snapshot means a plain start
that still plays.  The snapshot is made once for the module and planted into each
test's fresh browser context (Cache Storage belongs to a context).  Service workers
are blocked here: they would serve the site from their precache, and these tests
are about what the loader does with the files it is served.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import shutil
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tests.support.browser import LOAD_TIMEOUT_MS, MOVE_TIMEOUT_MS, play_one_move, settle
from tests.support.chromium import FULL_STDLIB, ContextFactory

from tools.build import site
from tools.build.serve import serve_in_thread

from parlour.link.desk import Desk
from parlour.link.envelope import envelope_for
from parlour.link.report import SeatReport

from playwright.sync_api import Browser, BrowserContext, Page

# Where the loader keeps the snapshot (static/pyodide-loader.mjs).
CACHE = "parlour-snapshot"
KEY = "pyodide/parlour.snapshot"
PLANT = "planted.snapshot"
# Punto: seat 0 opens, so the computer moves first.
COMPUTER_FIRST = "?game=punto&seats=hard,human"

READ_SNAPSHOT = """async ([name, key]) => {
  const response = await (await caches.open(name)).match(key);
  if (!response) return null;
  const blob = await response.blob();
  const data = await new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result.slice(reader.result.indexOf(",") + 1));
    reader.readAsDataURL(blob);
  });
  return { headers: Object.fromEntries(response.headers), data };
}"""
# The page's CSP (index.html) must let the loader, the maker and the restore through.
VIOLATIONS = """document.addEventListener("securitypolicyviolation", (e) => {
  (window.cspViolations = window.cspViolations || []).push(`${e.violatedDirective} ${e.blockedURI}`);
});"""
# ... and the note that the page looks for before it opens Cache Storage.
PUT_SNAPSHOT = """async ([name, key, plant]) => {
  await (await caches.open(name)).put(key, await fetch(plant));
  localStorage.setItem(name, "planted");
}"""


class Snapshot:
    def __init__(self, data: bytes, headers: dict[str, str]) -> None:
        self.data = data
        self.headers = headers


def boot(page: Page) -> str:
    """How the page started, and why when it started plainly."""
    how = str(page.get_attribute("html", "data-boot"))
    return how if how == "snapshot" else f"{how}: {page.evaluate('globalThis.parlourBoot.why')}"


@pytest.fixture(scope="module")
def snapshot(browser: Browser, base_url: str) -> Iterator[Snapshot]:
    """A first visit: it starts plainly, and then its browser makes and keeps a snapshot."""
    ctx = browser.new_context(service_workers="block")
    ctx.add_init_script(VIOLATIONS)
    urls: list[str] = []
    ctx.on("request", lambda request: urls.append(request.url))
    page = ctx.new_page()
    page.goto(base_url)
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=LOAD_TIMEOUT_MS)
    assert boot(page) == "plain: no snapshot yet"
    page.wait_for_selector(
        'html[data-snapshot="saved"], html[data-snapshot="failed"]',
        state="attached",
        timeout=LOAD_TIMEOUT_MS,
    )
    assert page.get_attribute("html", "data-snapshot") == "saved"
    assert page.evaluate("window.cspViolations || []") == []
    # The maker imports every engine module from the site's own standard library (issue 27).
    assert [url for url in urls if url.endswith(FULL_STDLIB)] == []
    kept: dict[str, Any] | None = page.evaluate(READ_SNAPSHOT, [CACHE, base_url + KEY])
    assert kept is not None
    ctx.close()
    yield Snapshot(base64.b64decode(kept["data"]), dict(kept["headers"]))


def plant(ctx: BrowserContext, origin_url: str, data: bytes, headers: dict[str, str]) -> None:
    """Put a snapshot where the loader looks, in this context, before the site is opened."""
    ctx.route(
        origin_url + PLANT, lambda route: route.fulfill(status=200, body=data, headers=headers)
    )
    page = ctx.new_page()
    page.goto(origin_url + "static/style.css")  # any page of the origin
    page.evaluate(PUT_SNAPSHOT, [CACHE, origin_url + KEY, origin_url + PLANT])
    page.close()


def open_page(ctx: BrowserContext, url: str) -> Page:
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.errors = errors  # type: ignore[attr-defined]
    page.goto(url)
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=LOAD_TIMEOUT_MS)
    return page


def computer_moved_and_human_plays(page: Page) -> None:
    page.wait_for_function("Number(document.body.dataset.ply) >= 1", timeout=MOVE_TIMEOUT_MS)
    settle(page)
    play_one_move(page, random.Random(3))
    assert int(page.get_attribute("body", "data-ply") or "0") >= 3
    assert page.errors == []  # type: ignore[attr-defined]


def test_a_repeat_visit_starts_from_the_snapshot(
    new_context: ContextFactory, base_url: str, snapshot: Snapshot, dist: Path
) -> None:
    ctx = new_context(service_workers="block")
    ctx.add_init_script(VIOLATIONS)
    plant(ctx, base_url, snapshot.data, snapshot.headers)
    page = open_page(ctx, base_url + COMPUTER_FIRST)
    assert boot(page) == "snapshot"
    page.wait_for_selector(
        'html[data-ai-boot="snapshot"]', state="attached", timeout=LOAD_TIMEOUT_MS
    )
    # The restored worker installs the engine with micropip too, and then plays the replies.
    page.wait_for_selector('body[data-ai-ready="1"]', state="attached", timeout=LOAD_TIMEOUT_MS)
    computer_moved_and_human_plays(page)
    # The interface's and PyScript's modules came compiled in the snapshot
    # (py/browser/precompiled.py): the page's start imported them from there, not from
    # source.  The engine's files are unpacked once the page is settled.
    page.wait_for_selector(
        'html[data-engine-files="unpacked"]', state="attached", timeout=LOAD_TIMEOUT_MS
    )
    wheel = next((dist / "wheels").glob("*.whl"))
    files = [n for n in zipfile.ZipFile(wheel).namelist() if not n.endswith("/")]
    assert page.get_attribute("html", "data-engine-files-written") == str(len(files))
    held = int(page.get_attribute("html", "data-precompiled") or "0")
    left = int(page.get_attribute("html", "data-precompiled-left") or "-1")
    shipped = zipfile.ZipFile(dist / site.UI_ARCHIVE).namelist()
    assert held == len(shipped) - 1 + len(site.pyscript_sources())  # all but precompiled.py
    assert 0 <= left <= held - len(("ui_app", "pyscript", "pyscript.context", "dom", "text"))
    assert page.get_attribute("html", "data-snapshot") is None  # nothing to make again
    assert page.evaluate("window.cspViolations || []") == []


def invitation_fragment() -> str:
    """A real invitation to a Casino game by link, as the host's page would hand it on."""
    host = Desk().handle({"op": "new", "game": "casino", "players": 2, "options": {}})
    return envelope_for(SeatReport.from_json(host), "Ana", invitation=True).to_fragment()


def test_a_link_in_the_address_lets_the_worker_load_before_the_page_restores(
    new_context: ContextFactory, base_url: str, snapshot: Snapshot
) -> None:
    """With a game by link in the address, the page's restore (one long run of its thread)
    waits until the AI worker's loader runs, so the two starts overlap
    (docs/performance.md, "The worker's start beside the page's"); both still restore,
    and the link opens.  A page with no link does not wait."""
    ctx = new_context(service_workers="block")
    ctx.add_init_script(VIOLATIONS)
    plant(ctx, base_url, snapshot.data, snapshot.headers)
    page = open_page(ctx, base_url + invitation_fragment())
    assert boot(page) == "snapshot"
    # "yes <ms>" once the worker's loader said it runs, "no <ms>" if it took over 0.5 s.
    waited = str(page.get_attribute("html", "data-worker-loading"))
    assert waited.split(" ")[0] in ("yes", "no") and waited.split(" ")[1].isdigit(), waited
    page.wait_for_selector(
        'html[data-ai-boot="snapshot"]', state="attached", timeout=LOAD_TIMEOUT_MS
    )
    page.wait_for_selector('body[data-link="name"]', state="attached", timeout=LOAD_TIMEOUT_MS)
    assert page.errors == []  # type: ignore[attr-defined]
    assert page.evaluate("window.cspViolations || []") == []
    plain = open_page(ctx, base_url)
    assert boot(plain) == "snapshot"
    assert plain.get_attribute("html", "data-worker-loading") is None


@pytest.mark.parametrize("damage", ["a flipped byte", "not a snapshot"])
def test_a_damaged_snapshot_falls_back_and_still_plays(
    new_context: ContextFactory, base_url: str, snapshot: Snapshot, damage: str
) -> None:
    ctx = new_context(service_workers="block")
    if damage == "a flipped byte":  # caught by the digest kept beside it
        data = bytearray(snapshot.data)
        data[len(data) // 2] ^= 0xFF
        planted, headers = bytes(data), snapshot.headers
    else:  # its own digest matches: Pyodide itself refuses it, mid-start
        planted = bytes(range(256)) * 64
        headers = {**snapshot.headers, "x-parlour-sha256": hashlib.sha256(planted).hexdigest()}
    plant(ctx, base_url, planted, headers)
    page = open_page(ctx, base_url + COMPUTER_FIRST)
    expected = (
        "plain: snapshot damaged"
        if damage == "a flipped byte"
        else "plain: Snapshot has invalid magic number"
    )
    assert boot(page) == expected
    computer_moved_and_human_plays(page)


@pytest.fixture
def two_builds(tmp_path: Path, dist: Path) -> Iterator[tuple[str, Path, Path]]:
    """One URL whose files can switch from this build to a newer one (a text changed)."""
    newer = tmp_path / "newer"
    shutil.copytree(dist, newer)
    with (newer / "py" / "text.py").open("a", encoding="utf-8") as text:
        text.write("\n# a newer build\n")
    assert site.stamp(newer) != (dist / "BUILD").read_text().strip()
    served = tmp_path / "served"
    served.symlink_to(dist, target_is_directory=True)
    server, url = serve_in_thread(served)
    yield url, served, newer
    server.shutdown()
    server.server_close()


def test_a_new_build_ignores_the_old_snapshot(
    new_context: ContextFactory, snapshot: Snapshot, two_builds: tuple[str, Path, Path]
) -> None:
    url, served, newer = two_builds
    ctx = new_context(allow=(url.rstrip("/"),), service_workers="block")
    plant(ctx, url, snapshot.data, snapshot.headers)
    old = open_page(ctx, url)
    assert boot(old) == "snapshot"  # the snapshot suits the build it was made for
    old.wait_for_selector(
        'html[data-ai-boot="snapshot"]', state="attached", timeout=LOAD_TIMEOUT_MS
    )
    old.close()  # its AI worker has started: it cannot load the newer build's loader
    served.unlink()
    served.symlink_to(newer, target_is_directory=True)
    page = open_page(ctx, url + COMPUTER_FIRST)
    assert boot(page).startswith("plain: snapshot of build ")
    computer_moved_and_human_plays(page)


def test_the_snapshot_compiles_the_pyscript_sources_its_bundle_writes(dist: Path) -> None:
    # py/browser/precompiled.py: the code the snapshot holds for PyScript's package must be
    # the package PyScript's bundle writes at every start (tools/build/site.py reads it from the
    # pinned @pyscript/core), or a restored page would run other code than its files.
    bundle = "".join(p.read_text(encoding="utf-8") for p in (dist / "pyscript").glob("core-*.js"))
    sources = site.pyscript_sources()
    assert "pyscript/__init__.py" in sources and len(sources) >= 10
    for source in sources.values():
        assert json.dumps(source, ensure_ascii=False)[1:-1] in bundle


# Chrome warns of a preload still unused three seconds after the load event: the page is
# watched until then (its own clock, polled), not for a fixed time.
AFTER_THE_PRELOADS_WARNING = """() => {
  const [load] = performance.getEntriesByType("navigation");
  return load !== undefined && load.loadEventEnd > 0 && performance.now() - load.loadEventEnd > 3500;
}"""


def warnings_on_load(ctx: BrowserContext, url: str) -> tuple[str, list[str]]:
    """How the page started, and every warning and error in the console (the page's and its
    workers') while the page starts, the AI worker starts and the engine's files are unpacked."""
    page = ctx.new_page()
    said: list[str] = []
    page.on(
        "console",
        lambda m: said.append(f"{m.type}: {m.text}") if m.type in ("warning", "error") else None,
    )
    page.goto(url)
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=LOAD_TIMEOUT_MS)
    page.wait_for_selector('body[data-ai-ready="1"]', state="attached", timeout=LOAD_TIMEOUT_MS)
    page.wait_for_selector(
        'html[data-engine-files="unpacked"]', state="attached", timeout=LOAD_TIMEOUT_MS
    )
    page.wait_for_function(AFTER_THE_PRELOADS_WARNING, polling=250, timeout=LOAD_TIMEOUT_MS)
    how = boot(page)
    page.close()
    return how, said


def test_the_console_stays_quiet_on_a_first_visit_and_a_restored_one(
    new_context: ContextFactory, base_url: str, snapshot: Snapshot
) -> None:
    """Issue 37: "A PyScript 'SharedArrayBuffer' warning on every load and 'preloaded … .whl
    not used' after a reload in the console".  The AI worker's PyScript is told it needs no
    SharedArrayBuffer (static/pyodide-loader.mjs, syncMainOnly); a restored page does not
    preload the engine wheel it unpacks late, nor the page the script PyScript asks for only
    once Python has started."""
    # With the service worker as a visitor has it (blocking it is a warning of its own).
    first = new_context()
    assert warnings_on_load(first, base_url + COMPUTER_FIRST) == ("plain: no snapshot yet", [])
    again = new_context()
    plant(again, base_url, snapshot.data, snapshot.headers)
    assert warnings_on_load(again, base_url + COMPUTER_FIRST) == ("snapshot", [])
