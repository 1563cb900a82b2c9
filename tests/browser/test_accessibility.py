"""axe-core on every screen: no serious or critical violations.

axe-core is pinned in package.json and injected from node_modules (never a CDN).
"""

from __future__ import annotations

import random

from tests.support.browser import (
    LOAD_TIMEOUT_MS,
    READY,
    open_site,
    play_one_move,
    settle,
    shipped_game_ids,
    start_game,
)
from playwright.sync_api import Page

from tests.support.axe import AXE, check


def test_every_screen_passes_axe(page: Page, base_url: str) -> None:
    assert AXE.exists(), "npm ci installs axe-core"
    found: dict[str, list[str]] = {}
    open_site(page, base_url)
    check(page, "menu", found)
    for game_id in shipped_game_ids():
        start_game(page, game_id, ["human", "random"])
        check(page, f"board of {game_id}", found)
        page.click("#btn-menu")
    page.click('#game-list [data-game="casino"]')  # hands are private: the device is passed
    check(page, "setup", found)
    page.select_option("#seat1", "human")
    page.click("#setup-start")
    page.wait_for_selector("#pass:not([hidden])")
    check(page, "pass the device", found)
    page.click("#btn-new")
    page.select_option("#seat1", "random")
    page.click("#setup-start")
    settle(page)
    play_one_move(page, random.Random(1))
    page.click("#btn-hint")
    page.wait_for_selector("#hint:not([hidden])")
    page.click("#btn-replay")
    check(page, "replay and hint", found)
    page.click("#replay-exit")
    page.click("#btn-share")
    check(page, "share dialog", found)
    page.keyboard.press("Escape")
    page.click("#btn-embed")
    check(page, "embed dialog", found)
    page.keyboard.press("Escape")
    page.evaluate("localStorage.setItem('parlour.save', 'not a save')")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT_MS)
    page.wait_for_selector("#notice:not([hidden])")
    check(page, "notice", found)
    assert found == {}, "\n".join(f"{screen}: {p}" for screen, ps in found.items() for p in ps)
