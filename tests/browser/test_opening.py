"""A link that opens a game goes straight to its board (static/opening.js).

Until Python has drawn the board, such a link shows "Opening the game…" and not
the menu, which would flash and vanish; a plain visit shows the menu at once, and
a link that cannot be opened falls back to the menu with its notice.
"""

from __future__ import annotations

from tests.support.browser import LOAD_TIMEOUT_MS, READY
from playwright.sync_api import Page, Route

HELD = "**/pyodide/pyodide.asm.wasm"


def hold_python(page: Page) -> list[Route]:
    """Keep Pyodide's wasm from arriving until the caller lets it go (so nothing races)."""
    held: list[Route] = []

    def hold(route: Route) -> None:
        held.append(route)

    page.route(HELD, hold)
    return held


def open_held(page: Page, url: str) -> list[Route]:
    """Open ``url`` with Pyodide's wasm asked for and held back."""
    held = hold_python(page)
    with page.expect_request(HELD, timeout=LOAD_TIMEOUT_MS):
        page.goto(url)
    for _ in range(100):  # each call to the page lets Playwright run the route handler
        if held:
            break
        page.evaluate("1")
    assert held, "the page asked for Pyodide"
    return held


def let_go(page: Page, held: list[Route]) -> None:
    for route in held:
        route.continue_()
    page.unroute(HELD)


def test_a_game_link_shows_opening_not_the_menu(page: Page, base_url: str) -> None:
    held = open_held(page, base_url + "?game=punto&seats=human,hard")
    assert page.is_visible("#opening")
    assert not page.is_visible("#menu")
    assert "Opening the game" in (page.text_content("#opening") or "")
    let_go(page, held)
    page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT_MS)
    assert page.is_visible("#board svg")
    assert not page.is_visible("#opening")
    assert not page.is_visible("#menu")


def test_a_plain_visit_shows_the_menu_and_no_opening_note(page: Page, base_url: str) -> None:
    held = open_held(page, base_url)
    assert page.is_visible("#menu h1")
    assert not page.is_visible("#opening")
    let_go(page, held)
    page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT_MS)
    assert page.is_visible("#menu h1")


def test_a_link_that_cannot_open_falls_back_to_the_menu(page: Page, base_url: str) -> None:
    page.goto(base_url + "?game=nosuchgame")
    page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT_MS)
    assert page.is_visible("#menu h1")
    assert page.is_visible("#notice")
    assert not page.is_visible("#opening")
