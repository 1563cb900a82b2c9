"""Forced moves are made for the player, unless they turn that off; "Skip to my turn" (issue 14).

The position: Colomino Sideways, deal 4; you lead Y01, the computer covers it, and
no card of yours can follow, so your only move is "can't play" (rulebook
004_79a9f6842e015dc3.txt rule 9; tests/engine/test_page_forced.py finds it).
"""

from __future__ import annotations

import random

from tests.support.browser import (
    LOAD_TIMEOUT_MS,
    MOVE_TIMEOUT_MS,
    READY,
    click_target,
    continue_after_round,
    log_lines,
    open_site,
    ply,
    settle,
    start_game,
    targets,
)
from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from parlour.page import share
from parlour.page.session import Session

FORCED_PAUSE_MS = 1200
"""ui_forced.FORCED_PAUSE: how long a forced move shows before it is made."""


def at_cant_link(base_url: str) -> str:
    session = Session.new("colomino", ("human", "easy"), {"variant": "sideways"}, seed=4)
    for notation in ("Y01^ @0,0", "Y05v @1,1"):
        session = session.play(notation)
    assert [str(m) for m in session.state.legal_moves()] == ["cant"]
    return f"{base_url}#{share.encode(session)}"


def test_your_only_move_is_shown_then_made_for_you(page: Page, base_url: str) -> None:
    open_site(page, at_cant_link(base_url))
    page.wait_for_selector('body[data-forced="1"]', state="attached")
    notice = page.text_content("#forced") or ""
    assert page.is_visible("#forced") and "can't play" in notice
    assert notice in (page.text_content("#announce") or "")  # read out too
    assert targets(page) == []  # nothing to click: it is made for you
    assert page.locator('#board .selected[data-target="cant"]').count() == 1  # shown chosen
    page.wait_for_function("() => Number(document.body.dataset.ply) > 2", timeout=MOVE_TIMEOUT_MS)
    assert "can't play" in log_lines(page)[2]
    assert not page.is_visible("#forced")
    assert page.errors == []  # type: ignore[attr-defined]


def test_with_the_setting_off_the_move_waits_for_you(page: Page, base_url: str) -> None:
    open_site(page, base_url)
    start_game(page, "colomino", ["human", "easy"], {"variant": "sideways"})
    page.uncheck("#auto-forced")  # on the play screen, below the controls
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT_MS)
    assert not page.is_checked("#auto-forced")  # the setting is kept
    page.goto(at_cant_link(base_url))
    settle(page)
    assert targets(page) == ["cant"] and page.get_attribute("body", "data-forced") == "0"
    page.wait_for_timeout(FORCED_PAUSE_MS + 800)  # long after it would have been made
    assert ply(page) == 2
    click_target(page, "cant")
    assert ply(page) >= 3 and "can't play" in log_lines(page)[2]
    assert page.errors == []  # type: ignore[attr-defined]


def test_skip_to_my_turn_plays_the_computers_stretch(page: Page, base_url: str) -> None:
    """Sideways for four: after your card three computers play; the button skips them."""
    open_site(page, base_url)
    start_game(page, "colomino", ["human", "easy", "easy", "easy"], {"variant": "sideways"})
    rng = random.Random(3)
    for _ in range(20):
        continue_after_round(page)
        click_target(page, rng.choice(targets(page)))  # your card; then three computers play
        try:
            page.wait_for_selector("#btn-skip", state="visible", timeout=MOVE_TIMEOUT_MS)
        except PlaywrightTimeout:
            settle(page)
            continue  # a set ended before the second computer move: try the next stretch
        page.click("#btn-skip")
        settle(page)
        assert page.is_hidden("#btn-skip")  # at your turn or a set's end, skipping ends
        assert page.errors == []  # type: ignore[attr-defined]
        return
    raise AssertionError("the computers never played two moves in a row")
