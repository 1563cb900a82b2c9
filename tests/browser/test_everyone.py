"""Everyone can play: the keyboard alone, screen-reader announcements, Portuguese."""

from __future__ import annotations

from collections.abc import Callable

from tests.support.browser import LOAD_TIMEOUT_MS, READY, open_site, ply, settle, shipped_game_ids
from playwright.sync_api import BrowserContext, Page


GAMES = shipped_game_ids()
ACTIVE_TARGET = (
    "() => !!(document.activeElement && document.activeElement.closest('#board [data-target]'))"
)


def keyboard_start(page: Page, game_id: str) -> None:
    """Open a game's setup and start it with Enter alone (human against random)."""
    page.focus(f'#game-list [data-game="{game_id}"]')
    page.keyboard.press("Enter")
    page.wait_for_selector("#setup-start")
    page.focus("#seat1")
    page.select_option("#seat1", "random")  # a select driven by the keyboard is the browser's job
    page.focus("#setup-start")
    page.keyboard.press("Enter")
    settle(page)


def tab_to_board(page: Page, game_id: str = "") -> None:
    visited = []
    for _ in range(40):
        if page.evaluate(ACTIVE_TARGET):
            return
        page.keyboard.press("Tab")
        visited.append(page.evaluate("document.activeElement.id || document.activeElement.tagName"))
    raise AssertionError(f"{game_id}: Tab never reached a board target; visited {visited}")


def test_every_game_is_playable_with_the_keyboard_alone(page: Page, base_url: str) -> None:
    open_site(page, base_url)
    for game_id in GAMES:
        keyboard_start(page, game_id)
        start = ply(page)
        tab_to_board(page, game_id)
        first = page.evaluate("document.activeElement.dataset.target")
        page.keyboard.press("ArrowRight")
        moved = page.evaluate("document.activeElement.dataset.target")
        targets = page.get_attribute("#board", "data-targets")
        assert moved in targets and (moved != first or targets.count('"') == 2)
        page.keyboard.press("Escape")
        for _ in range(12):  # Enter on whatever has focus until a move is made
            if ply(page) > start:
                break
            assert page.evaluate(ACTIVE_TARGET), (
                f"{game_id}: focus left the board: "
                + page.evaluate(
                    "[document.activeElement.id, document.activeElement.tagName, document.body.dataset.ply,"
                    " document.body.dataset.thinking, document.getElementById('board').dataset.targets].join(' ')"
                )
            )
            page.keyboard.press("Enter")
        assert ply(page) > start, f"{game_id}: no move was made with the keyboard"
        settle(page)
        page.click("#btn-menu")
    assert page.errors == []  # type: ignore[attr-defined]


def test_after_play_the_keyboard_is_at_the_board(page: Page, base_url: str) -> None:
    """Issue 37: "After Play, keyboard focus jumps to the top of the page (it should go to
    the board)": the card's Play is hidden with the menu, so the focus goes on at the board,
    and one Tab reaches the first card to play."""
    open_site(page, base_url)
    page.focus('#game-list [data-play="punto"]')
    page.keyboard.press("Enter")
    settle(page)
    assert page.evaluate("document.activeElement.id") == "board"
    page.keyboard.press("Tab")
    assert page.evaluate(ACTIVE_TARGET)
    assert page.errors == []  # type: ignore[attr-defined]


def test_moves_are_announced_and_the_board_is_labelled(page: Page, base_url: str) -> None:
    open_site(page, base_url)
    keyboard_start(page, "punto")
    assert page.get_attribute("#board", "aria-label")
    assert page.locator("#board svg[aria-label]").count() == 1
    tab_to_board(page)
    page.keyboard.press("Enter")
    page.wait_for_function("() => Number(document.body.dataset.ply) >= 2")
    settle(page)
    said = page.text_content("#announce") or ""
    assert "Computer (random) plays" in said  # the computer's move, in words (its one name)
    assert page.get_attribute("#announce", "aria-live") == "polite"


def test_the_interface_speaks_portuguese(
    new_context: Callable[..., BrowserContext], base_url: str
) -> None:
    page = new_context(locale="pt-PT").new_page()
    page.goto(base_url)
    page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT_MS)
    assert page.get_attribute("html", "lang") == "pt"
    assert page.text_content("#menu h1") == "Escolha um jogo"
    assert page.input_value("#lang") == "pt"
    page.click('#game-list [data-game="punto"]')
    assert page.text_content("#setup-start") == "Começar"
    page.click("#setup-start")
    settle(page)
    assert page.text_content("#btn-undo") == "Anular"
    assert page.text_content("#turn") == "É a sua vez"
    board_title = "#board svg > title"  # the game's own words, drawn by its renderer
    assert (page.text_content(board_title) or "").startswith("Punto, ronda 1")
    page.select_option("#lang", "en")
    assert page.text_content("#btn-undo") == "Undo"
    assert (page.text_content(board_title) or "").startswith("Punto, round 1")
    assert page.get_attribute("html", "lang") == "en"
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT_MS)
    assert page.text_content("#menu h1") == "Choose a game"  # the choice is remembered
