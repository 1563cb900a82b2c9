"""The review of a game by link, for your own seat (issue 38: "The end screen of every game
(against the computer, hot-seat, and by link for your own seat) offers Review").

Two contexts play a Punto game to one round by link (each a seat, passing link text only,
seeded random moves clicked on the board).  At the end, Ana's end screen offers "Review my
moves"; the worker judges her decisions one at a time from her seat's own table; each is
kept beside her kept game, so after a reload the review opens again at once, judging
nothing.  A marked move (random play makes costly moves, but the deal is the devices' own,
so which ones is not fixed) shows its position from Ana's side with the better move marked.
"""

from __future__ import annotations

import json
import os
import random
from typing import Any

import pytest
from tests.support.links import (
    WAIT_MS,
    done_count,
    exchange,
    play_move,
    reload_and_resume,
    start,
    two_contexts,
    wait_done,
)
from tests.support.review_text import costliest_named
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser


def reviews_kept(page: Page) -> list[dict[str, Any]]:
    items: dict[str, str] = page.evaluate("() => Object.assign({}, window.localStorage)")
    return [json.loads(v) for k, v in items.items() if k.startswith("parlour.review.")]


def phone_shot(page: Page, name: str) -> None:
    """The review as a phone shows it, scrolled to its top, when asked for
    (``PARLOUR_SHOTS=<folder>``)."""
    if folder := os.environ.get("PARLOUR_SHOTS"):
        page.evaluate("() => document.getElementById('friend-review').scrollIntoView()")
        page.screenshot(path=f"{folder}/{name}-390.png")


def review_done(page: Page) -> None:
    page.wait_for_selector('body[data-link-review="done"]', state="attached", timeout=WAIT_MS)


def test_a_game_by_link_is_reviewed_for_your_own_seat(new_context: Any, base_url: str) -> None:
    ana, bo, errors = two_contexts(new_context)
    invitation = start(ana, bo, base_url, "punto", "Punto", "option.rounds_to_win=1")
    seats = {0: ana, 1: bo}
    rng = random.Random(5)
    exchange(
        seats,
        {0: invitation, 1: None},
        lambda *args, **kwargs: None,
        lambda *args: None,
        lambda seat: play_move(seats[seat], "punto", rng),
    )
    assert ana.get_attribute("body", "data-link") == "over"
    expect(ana.locator("#friend-end")).to_be_visible()
    assert reviews_kept(ana) == []
    button = ana.locator("#friend-review-btn")
    expect(button).to_have_text("Review my moves")
    button.click()
    review_done(ana)
    expect(button).to_be_hidden()  # the review is on screen
    summary = ana.inner_text("#friend-review-summary")
    (review,) = reviews_kept(ana)
    assert review["format"] == "review/1" and review["seat"] == 0
    decisions = review["decisions"]
    own = ana.locator("#friend-log li").count()
    assert 0 < len(decisions) < own  # Ana's decisions only, of the game's moves
    assert all(d["seat"] == 0 for d in decisions)
    assert int(ana.get_attribute("body", "data-link-review-done") or 0) == len(decisions)
    marked = [d for d in decisions if d["mark"]]
    # The costliest move, named by the log's number (ply + 1), or nothing costly.
    costliest = max(marked, key=lambda d: (d["cost"], -d["ply"]), default=None)
    assert costliest_named(summary) == (None if costliest is None else costliest["ply"] + 1)
    assert ana.locator("#friend-review-list .review-pick").count() == len(marked)
    assert ana.locator("#friend-log li.review-mark").count() == len(marked)
    if marked:
        ana.locator("#friend-review-list .review-pick").first.click()
        expect(ana.locator("#friend-review-detail")).to_be_visible()
        first = marked[0]
        assert f"Move {first['ply'] + 1}" in ana.inner_text("#friend-review-made")
        better = ana.inner_text("#friend-review-better")
        assert better.startswith("Better: Ana plays ") and "Try:" not in better, better
        hinted = ana.locator("#friend-review-board .hinted")
        assert hinted.count() >= 1
        assert (
            json.loads(ana.get_attribute("#friend-review-board", "data-hint") or "[]")
            == (first["best_path"])
        )
        phone_shot(ana, "review-by-link")
        # In Portuguese: the review is said again in the page's language, the move shown.
        before = done_count(ana)
        ana.select_option("#lang", "pt")
        wait_done(ana, before)
        assert ana.inner_text("#friend-review-heading") == "Revisão das suas jogadas"
        assert ana.inner_text("#friend-review-made").startswith(f"Jogada {first['ply'] + 1}")
        assert ana.locator("#friend-review-board .hinted").count() >= 1
        phone_shot(ana, "review-by-link-pt")
        before = done_count(ana)
        ana.select_option("#lang", "en")
        wait_done(ana, before)
        ana.click("#friend-review-close")
        expect(ana.locator("#friend-review-list")).to_be_visible()
    # Kept beside the game: after a reload the review opens again at once (nothing judged).
    reload_and_resume(ana)
    assert ana.get_attribute("body", "data-link-review") == ""
    ana.locator("#friend-review-btn").click()
    review_done(ana)
    assert reviews_kept(ana) == [review]
    assert ana.inner_text("#friend-review-summary") == summary
    assert not errors, errors
