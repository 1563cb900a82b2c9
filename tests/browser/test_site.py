"""The built site in headless Chromium: loads locally, plays Punto, works offline."""

from __future__ import annotations

import random

from tests.support.browser import (
    LOAD_TIMEOUT_MS,
    MOVE_TIMEOUT_MS,
    READY,
    Where,
    open_site,
    play_until_over,
    ply,
    settle,
    targets,
)
from playwright.sync_api import BrowserContext, Page


# Unlike browser_helpers.start_game: picks the smallest value of the named options,
# leaves "Allow undo" as the form has it, and waits for the board rather than for a settled page.
def start_game(page: Page, game_id: str, seats: list[str], shortest: tuple[str, ...] = ()) -> None:
    """Set up a game from the menu; options named in ``shortest`` take their smallest value."""
    page.click(f'#game-list [data-game="{game_id}"]')
    page.select_option("#setup-players", str(len(seats)))
    for i, seat in enumerate(seats):
        page.select_option(f"#seat{i}", seat)
    for name in shortest:
        value = smallest_choice(page, name)
        if value is not None:
            page.select_option(f'#setup [data-option="{name}"]', value)
    page.click("#setup-start")
    page.wait_for_selector("#board svg", timeout=MOVE_TIMEOUT_MS)


def click_one_legal_target(page: Page, rng: random.Random) -> None:
    """Click a random legal next target on the SVG board and wait for the page to react."""
    mouse_click(page, rng.choice(targets(page)))


def mouse_click(page: Where, target: str) -> None:
    """A real mouse click, where browser_helpers.click_target dispatches a click event."""
    renders = int(page.get_attribute("body", "data-renders") or "0")
    page.locator(f'#board [data-target="{target}"]').first.click()
    page.wait_for_function(
        f"() => Number(document.body.dataset.renders) > {renders}", timeout=MOVE_TIMEOUT_MS
    )


def smallest_choice(page: Page, option: str) -> str | None:
    selector = f'#setup [data-option="{option}"]'
    if page.locator(selector).count() == 0:
        return None
    values = page.eval_on_selector(selector, "s => Array.from(s.options, o => o.value)")
    return min(values, key=lambda v: int(v) if v.lstrip("-").isdigit() else 0)


# The page's own requests (not the worker's, nor the service worker's): URL and initiator.
FETCHED_BY_THE_PAGE = (
    "performance.getEntriesByType('resource').map((e) => [e.name, e.initiatorType])"
)
PRELOADED = (
    "/pyodide/pyodide.asm.wasm",
    "/pyodide/parlour-stdlib.zip",
    "/pyscript.json",
    "/py/main.py",
    "/py/ui.zip",
    ".whl",
)


def test_loads_locally_and_becomes_ready(
    page: Page, context: BrowserContext, base_url: str
) -> None:
    page.goto(base_url)
    # The menu is static HTML: visible before Python has started.
    assert page.is_visible("#menu h1")
    page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT_MS)
    assert page.locator('#game-list [data-game="punto"]').count() == 1
    page.wait_for_selector('body[data-ai-ready="1"]', state="attached", timeout=LOAD_TIMEOUT_MS)
    assert page.errors == []  # type: ignore[attr-defined]
    urls = context.traffic.urls  # type: ignore[attr-defined]
    assert any(u.endswith("/pyodide/pyodide.asm.wasm") for u in urls)
    # The page unpacks the engine wheel itself; the AI worker installs it with the
    # pinned micropip (tools/build/site.py write_configs), which only the worker fetches.
    assert any(u.endswith("/pyodide/micropip-0.11.1-py3-none-any.whl") for u in urls)
    # Python's start began when the loader arrived, and PyScript joined it (issue 27).
    assert page.get_attribute("html", "data-early-start") == "joined"
    # What the start and PyScript fetch came once each, from the preloads that asked for it
    # early (index.html; the wheel and the UI zip once the wasm had arrived).
    loads = page.evaluate(FETCHED_BY_THE_PAGE)
    for name in PRELOADED:
        assert [how for url, how in loads if url.endswith(name)] == ["link"], (name, loads)


def test_human_plays_a_round_of_punto_against_the_computer(page: Page, base_url: str) -> None:
    open_site(page, base_url)
    start_game(page, "punto", ["human", "random"], shortest=("rounds_to_win",))
    clicks = play_until_over(page, random.Random(7), mouse_click)
    assert clicks > 0
    turn_text = page.text_content("#turn") or ""
    assert turn_text.strip(), "the outcome is shown"
    assert page.errors == []  # type: ignore[attr-defined]


def test_reloads_offline_and_still_plays(
    page: Page, context: BrowserContext, base_url: str
) -> None:
    open_site(page, base_url)
    # The service worker has precached everything once html[data-offline-ready] is set.
    page.wait_for_selector(
        'html[data-offline-ready="1"]', state="attached", timeout=LOAD_TIMEOUT_MS
    )
    context.set_offline(True)
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT_MS)
    assert page.evaluate("navigator.onLine") is False
    start_game(page, "punto", ["human", "random"])
    settle(page)
    before = ply(page)
    rng = random.Random(1)
    while ply(page) == before:  # a move may take several clicks
        click_one_legal_target(page, rng)
    # The computer (in the worker, also loaded offline) answers.
    page.wait_for_function(
        f"() => Number(document.body.dataset.ply) > {before + 1}"
        " || document.body.dataset.over === '1'",
        timeout=MOVE_TIMEOUT_MS,
    )
    assert page.errors == []  # type: ignore[attr-defined]
