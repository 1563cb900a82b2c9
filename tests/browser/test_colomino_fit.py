"""Colomino shows what the next card must match and marks the hand cards that fit (issue 14).

Rulebook 004_79a9f6842e015dc3.txt rule 8: "each following card must have the same colours on
the left hand side, except that the top colour of the previous card becomes the bottom colour
of the following card".  The marks come from the view's legal placements, so the cards marked
are the hand's clickable cards, and the key shows the colours in words for a screen reader.
"""

from __future__ import annotations

import random

from tests.support.browser import click_target, open_site, settle, start_game, targets
from playwright.sync_api import Page


def test_fitting_hand_cards_and_the_colours_to_match_are_on_the_board(
    page: Page, base_url: str
) -> None:
    open_site(page, base_url)
    start_game(page, "colomino", ["human", "easy"], {"variant": "sideways"})
    rng = random.Random(3)
    for _ in range(40):  # until the human follows a card (not leads a set)
        settle(page)
        hand = [t for t in targets(page) if t.startswith("hand:")]
        if hand and page.locator("#board .need").count():
            break
        click_target(page, rng.choice(targets(page)))
    else:
        raise AssertionError("the human never had to follow a card")
    marked = page.eval_on_selector_all(
        "#board [data-target]:has(rect.fits)", "gs => gs.map(g => g.dataset.target)"
    )
    assert sorted(marked) == sorted(hand)
    idle = page.locator("#board g.idle:has(> rect.fits)")
    assert idle.count() == 0  # a card that cannot go anywhere carries no mark
    label = page.get_attribute("#board .need", "aria-label") or ""
    assert label.startswith("The next card's left side must show, top to bottom: ")
    assert page.locator("#board .open").count() == 1  # Sideways: one place, right and down
