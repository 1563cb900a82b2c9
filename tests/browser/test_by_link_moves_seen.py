"""A move a link brings is seen as a computer's move is (issue 36): the board shows the
position before it, then the move, its pieces flying, the game's own words for it as the
caption, the pace's pause, then where the game is.  Two phone-sized contexts pass link text
only, at the fast pace and with motion allowed (the other tests turn the showing off)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from link_helpers import PHONE, WAIT_MS, done_count, link_to_send, open_link, play_move, start
from playwright.sync_api import Page

pytestmark = pytest.mark.browser


def seen_count(page: Page) -> int:
    return int(page.get_attribute("body", "data-link-seen") or "0")


def deliver_and_watch(sender: Page, receiver: Page) -> bool:
    """``sender``'s link opened by ``receiver``; True if it brought a move that was shown:
    its caption is the log's words for it, its pieces flew, then the board came to rest."""
    url = link_to_send(sender)
    assert url
    seen = seen_count(receiver)
    log_before = receiver.locator("#friend-log li[data-ply]").count()
    open_link(receiver, url)
    assert receiver.get_attribute("body", "data-link") != "error"
    moves = receiver.locator("#friend-log li[data-ply]").count() - log_before
    if moves == 0:
        return False
    receiver.wait_for_function(
        f"() => Number(document.body.dataset.linkSeen || 0) >= {seen + moves}"
        ' && (document.body.dataset.linkShowing || "") === ""',
        timeout=WAIT_MS,
    )
    last = receiver.locator("#friend-log li[data-ply]").last
    assert receiver.text_content("#friend-caption") == last.text_content()
    board = receiver.locator("#friend-board")
    assert board.get_attribute("data-motion") == "fly"
    assert board.get_attribute("data-step") == last.get_attribute("data-ply")
    assert receiver.locator("#friend-caption").is_hidden()  # shown, then the strip again
    return True


def test_a_move_by_link_flies_with_its_caption(new_context: Any, base_url: str) -> None:
    pages = [
        new_context(viewport=PHONE, pace="fast", reduced_motion="no-preference").new_page()
        for _ in range(2)
    ]
    errors: list[str] = []
    for page in pages:
        page.on("pageerror", lambda exc: errors.append(str(exc)))
    ana, bo = pages
    start(ana, bo, base_url, "punto", "Punto", "option.rounds_to_win=1")
    rng, shown, sender = random.Random(3), 0, 1
    for _ in range(12):  # the set-up's links, then moves both ways
        receiver = pages[1 - sender]
        shown += deliver_and_watch(pages[sender], receiver)
        if shown >= 2:
            break
        if receiver.get_attribute("body", "data-link") == "move":
            before = done_count(receiver)
            play_move(receiver, "punto", rng)
            assert done_count(receiver) > before
        sender = 1 - sender
    assert shown >= 2, "two moves by link, each seen"
    assert errors == []
