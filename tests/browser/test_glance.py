"""Issue 24, item 7 in the page: Punto between people passes no device, and the setup form
says why a team game allows 4 players only."""

from __future__ import annotations

from tests.support.browser import open_site, play_one_move, ply, start_game

from playwright.sync_api import Page
import random


def test_punto_between_people_shows_no_pass_screen(page: Page, base_url: str) -> None:
    """Nothing in Punto is one person's secret: the board stays for the next person."""
    open_site(page, base_url)
    start_game(page, "punto", ["human", "human", "human"])
    rng = random.Random(2)
    for expected in range(1, 4):
        assert page.is_hidden("#pass") and page.is_visible("#board svg")
        play_one_move(page, rng)
        assert ply(page) == expected
    assert page.is_hidden("#pass")


def test_new_game_after_a_team_game_says_why_only_four_play(page: Page, base_url: str) -> None:
    open_site(page, base_url)
    start_game(page, "punto", ["human", "easy", "easy", "easy"], {"teams": "true"})
    page.click("#btn-new")
    page.wait_for_selector("#setup:not([hidden])")
    counts = page.eval_on_selector_all("#setup-players option", "os => os.map(o => o.value)")
    assert counts == ["4"]
    said = page.text_content("#setup .field:has(#setup-players) small") or ""
    assert (
        said == "Team game: Yes is for 4 players only. Change Team game to play with other numbers."
    )
    page.select_option("#opt-teams", "false")
    page.wait_for_function("() => document.querySelectorAll('#setup-players option').length === 3")
    assert page.locator("#setup .field:has(#setup-players) small").count() == 0
