"""Hot-seat undo asks the person whose move it takes back (issue 24, item 7).

"In hot-seat, player 2 can undo player 1's move without asking": now the
undo dialog names player 1, "No" keeps the move, "Yes" takes it back.
"""

from __future__ import annotations

import random

from tests.support.browser import open_site, play_one_move, ply, settle, start_game
from playwright.sync_api import Page


def take_the_device(page: Page) -> None:
    if page.locator("#pass-btn").is_visible():
        page.click("#pass-btn")
        settle(page)


def test_player_two_must_ask_player_one_before_undoing_their_move(
    page: Page, base_url: str
) -> None:
    open_site(page, base_url)
    start_game(page, "casino", ["human", "human"])
    take_the_device(page)
    play_one_move(page, random.Random(5))
    assert ply(page) == 1
    take_the_device(page)
    page.click("#btn-undo")
    dialog = page.locator("#undo-dialog")
    assert dialog.is_visible()
    assert "Player 1" in dialog.inner_text()
    dialog.locator(".dialog-close").click()
    assert not dialog.is_visible() and ply(page) == 1  # "No, keep it": nothing is taken back
    page.click("#btn-undo")
    renders = int(page.get_attribute("body", "data-renders") or "0")
    page.click("#undo-yes")
    page.wait_for_function(f"() => Number(document.body.dataset.renders) > {renders}")
    settle(page)
    assert ply(page) == 0 and not dialog.is_visible()
    assert page.errors == []  # type: ignore[attr-defined]
