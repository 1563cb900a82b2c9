"""The end of a round, hand or set shows its result, once, and goes on (issues 14 and 24).

Issue 24: "A set's end shows its result once and goes on by itself after a few seconds,
unless you asked it to wait."  The board keeps the finished round with its result; the
strip over the board counts down, with Wait and Continue.  Colomino Sideways (rulebook
004_79a9f6842e015dc3.txt rule 8: "Four cards form a set") ends a set every four cards,
so a set's end comes within a few moves.
"""

from __future__ import annotations

import random

from browser_helpers import (
    MOVE_TIMEOUT_MS,
    click_target,
    open_site,
    ply,
    settle,
    start_game,
    targets,
)
from playwright.sync_api import Page

from parlour import share
from parlour.session import Session

AUTO_CONTINUE_MS = 6000
"""ui_breaks.AUTO_CONTINUE: how long a round's end shows before play goes on."""


def play_to_a_set_end(page: Page, rng: random.Random) -> None:
    for _ in range(60):
        settle(page)
        if page.get_attribute("body", "data-round-break") == "1":
            return
        click_target(page, rng.choice(targets(page)))
    raise AssertionError("no set ended")


def test_a_sets_end_shows_its_result_once_and_waits_when_asked(page: Page, base_url: str) -> None:
    open_site(page, base_url)
    start_game(page, "colomino", ["human", "easy"], {"variant": "sideways"})
    play_to_a_set_end(page, random.Random(5))
    summary = page.locator("#log li.log-break").all_text_contents()
    assert len(summary) == 1 and summary[0].startswith("Set 1: ")
    assert targets(page) == []  # nobody may move while the result shows
    # The board keeps the finished set, framed, with its result (colomino/breaks.py): said
    # once there, not again in the strip, whose countdown says when play goes on.
    assert page.locator("#board .set-over").count() == 1
    assert (page.text_content("#board") or "").count(summary[0]) == 1
    assert "Set 1" not in (page.inner_text("#strip") or "")
    assert (page.text_content("#round-break-text") or "").startswith("Going on in ")
    at = ply(page)
    page.click("#round-break-wait")  # asked to wait: nothing happens on its own
    assert page.text_content("#round-break-text") == "Waiting for you: press Continue"
    page.wait_for_timeout(AUTO_CONTINUE_MS + 1000)
    assert ply(page) == at and page.is_visible("#round-break")
    page.click("#round-break-continue")
    settle(page)
    assert not page.is_visible("#round-break")
    assert targets(page) != [] or ply(page) > at  # the next set has started
    assert page.locator("#board .set-over").count() == 0


def test_a_sets_end_goes_on_by_itself(page: Page, base_url: str) -> None:
    """Issue 24: "'Continue' must be pressed after every set (15 times in one game)"."""
    open_site(page, base_url)
    start_game(page, "colomino", ["human", "easy"], {"variant": "sideways"})
    play_to_a_set_end(page, random.Random(5))
    at = ply(page)
    page.wait_for_function(
        "() => document.body.dataset.roundBreak === '0'", timeout=AUTO_CONTINUE_MS + 10_000
    )
    settle(page)
    assert targets(page) != [] or ply(page) > at


def test_a_computers_only_game_goes_on_by_itself(page: Page, base_url: str) -> None:
    open_site(page, base_url)
    page.click('#game-list [data-game="colomino"]')
    page.select_option("#seat0", "easy")
    page.select_option("#seat1", "easy")
    page.click("#setup-start")
    page.wait_for_selector('body[data-round-break="1"]', state="attached", timeout=MOVE_TIMEOUT_MS)
    at = ply(page)
    assert page.locator("#log li.log-break").all_text_contents()[0].startswith("Set 1: ")
    page.wait_for_function(
        f"() => document.body.dataset.roundBreak === '0' && Number(document.body.dataset.ply) > {at}",
        timeout=MOVE_TIMEOUT_MS,
    )


def before_a_hands_end(seed: int) -> tuple[Session, tuple[str, ...]]:
    """A Casino game (first legal moves) where your next move ends a hand; and its clicks."""
    session = Session.new("casino", ("human", "easy"), {}, seed)
    while True:
        state = session.state
        if state.current_player == 0:
            for move in state.legal_moves():
                if state.apply(move).chance is not None:  # the hand is over, not yet dealt
                    return session, tuple(move.path)
        session = session.play(str(state.legal_moves()[0]))


def test_a_casino_hands_end_keeps_its_score_table_on_the_board(page: Page, base_url: str) -> None:
    """docs/rules/casino.md, "End of hand": each point with its reason, in Portuguese here."""
    session, path = before_a_hands_end(7)
    open_site(page, base_url)
    page.select_option("#lang", "pt")
    page.goto(f"{base_url}#{share.encode(session)}")
    settle(page)
    for target in path:
        click_target(page, target)
    page.wait_for_selector('body[data-round-break="1"]', state="attached", timeout=MOVE_TIMEOUT_MS)
    assert page.locator("#log li.log-break").all_text_contents()[-1].startswith("Ronda 2: ")
    assert page.text_content("#round-break-text") == "Continua em 6 s"
    table = page.locator("#board .hand-result")
    assert table.count() == 1
    words = table.text_content() or ""
    for label in ("Ronda 2: os pontos", "Mais cartas", "Mais espadas", "Grande Casino 10♦", "Ases"):
        assert label in words
    assert targets(page) == [] and page.locator("#board .hand-card").count() == 0
    page.click("#round-break-continue")
    settle(page)
    assert page.locator("#board .hand-result").count() == 0  # the next hand is dealt
    assert page.errors == []  # type: ignore[attr-defined]
