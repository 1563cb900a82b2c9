"""Whole games in the browser with computer seats, as the Punto and Colomino issues ask."""

from __future__ import annotations

import random

from tests.support.browser import click_target, open_site, play_until_over, start_game
from playwright.sync_api import Page


def test_three_player_punto_with_two_computers_to_the_end_of_a_round(
    page: Page, base_url: str
) -> None:
    """Punto issue: 'a browser test that plays a 3-player game with two computer seats to the end of
    a round'.  With rounds_to_win=1 the first round's end is the end of the match."""
    open_site(page, base_url)
    start_game(page, "punto", ["human", "easy", "random"], {"rounds_to_win": "1"})
    clicks = play_until_over(page, random.Random(3), click_target)
    assert clicks > 0
    # Told from the person's side (issue 14), in the one voice of every result (issue 37):
    # "You won: 1–0–0" or "You lost: ...".
    assert page.inner_text("#turn").startswith(("You won: ", "You lost: "))
    assert page.errors == []  # type: ignore[attr-defined]


def test_four_player_fourways_with_three_computers_to_its_end(page: Page, base_url: str) -> None:
    """Colomino issue: 'a browser test that plays a 4-player Fourways game with three computer seats
    to its end' (rule 10: Fourways, 48 cards, two sides seated alternately)."""
    open_site(page, base_url)
    start_game(page, "colomino", ["human", "random", "easy", "random"], {"variant": "fourways"})
    clicks = play_until_over(page, random.Random(4), click_target)
    assert clicks > 0
    assert page.inner_text("#turn").strip() != ""
    assert page.errors == []  # type: ignore[attr-defined]
