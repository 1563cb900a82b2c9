"""While the computer thinks, the board says so; before its first move, that it is getting ready.

Issue 14: "There is a visible 'thinking' state on the board. Before the very
first move, a short message says that the computer is getting ready."
"""

from __future__ import annotations

from tests.support.browser import LOAD_TIMEOUT_MS, MOVE_TIMEOUT_MS, open_site, settle
from playwright.sync_api import Route

GETTING_READY = "The computer is getting ready…"


def start_with_computer_first(page) -> None:  # noqa: ANN001
    page.click('#game-list [data-game="punto"]')
    page.select_option("#setup-players", "2")
    page.select_option("#seat0", "easy")
    page.select_option("#seat1", "human")
    page.click("#setup-start")


def test_the_first_computer_move_says_the_computer_is_getting_ready(
    new_context, base_url: str
) -> None:  # noqa: ANN001
    context = new_context(locale="en-GB")
    held: list[Route] = []
    context.route("**/pyscript-ai.json", lambda route: held.append(route))  # the worker waits
    page = context.new_page()
    open_site(page, base_url)
    start_with_computer_first(page)
    badge = page.locator("#thinking")
    badge.wait_for(state="visible", timeout=MOVE_TIMEOUT_MS)
    assert page.get_attribute("body", "data-thinking") == "1"
    assert badge.text_content() == GETTING_READY
    page.wait_for_function("() => true")  # let the page run while the worker is held
    assert held, "the worker's configuration was never asked for"
    for route in held:
        route.continue_()
    settle(page)
    assert not badge.is_visible()  # the computer moved; the human's turn shows no badge
    assert page.get_attribute("body", "data-ply") == "1"


def test_a_computer_move_shows_who_is_thinking_on_the_board(new_context, base_url: str) -> None:  # noqa: ANN001
    page = new_context(locale="pt-PT").new_page()
    open_site(page, base_url)
    page.wait_for_selector("body[data-ai-ready]", state="attached", timeout=LOAD_TIMEOUT_MS)
    start_with_computer_first(page)
    badge = page.locator("#thinking")
    badge.wait_for(state="visible", timeout=MOVE_TIMEOUT_MS)
    words = badge.text_content() or ""
    assert words == page.text_content("#turn") and "pensar" in words  # the seat's own name
    settle(page)
    assert not badge.is_visible()
