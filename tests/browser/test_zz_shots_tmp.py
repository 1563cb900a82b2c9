"""Temporary (not committed): screenshots of a game by link at 390x844 in both languages."""

from __future__ import annotations

import random
from typing import Any

import pytest
from browser_helpers import open_site
from link_helpers import PHONE, WAIT_MS, exchange, join_as, link_to_send, play_move

OUT = "/tmp/shots36"


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_shots(new_context: Any, base_url: str, lang: str) -> None:
    pages = []
    for _ in range(2):
        context = new_context(viewport=PHONE, pace="slow", reduced_motion="no-preference")
        context.add_init_script(f"localStorage.setItem('parlour.lang', '{lang}')")
        pages.append(context.new_page())
    ana, bo = pages
    open_site(ana, f"{base_url}?game=punto&start=0&option.rounds_to_win=1")
    ana.click("#setup-link")
    join_as(ana, "Ana")
    invitation = link_to_send(ana)
    assert invitation
    open_site(bo, invitation)
    bo.wait_for_selector('body[data-link="name"]', state="attached", timeout=WAIT_MS)
    join_as(bo, "Bo")
    taken = {"flight": 0}

    def on_delivered(sender: Any, receiver: Any, url: str, moves: int, before: bool) -> None:
        if before or taken["flight"] >= 2:
            return
        if receiver.get_attribute("body", "data-link-showing"):
            taken["flight"] += 1
            receiver.screenshot(path=f"{OUT}/midflight-{lang}-{taken['flight']}.png")

    rng = random.Random(5)
    delivered: dict[int, str | None] = {0: invitation, 1: None}
    exchange(
        {0: ana, 1: bo}, delivered, on_delivered, lambda *a: None,
        lambda seat: play_move(pages[seat], "punto", rng),
    )
    for name, page in (("ana", ana), ("bo", bo)):
        page.wait_for_selector("#friend-end:not([hidden])", timeout=WAIT_MS)
        page.locator("#friend-end").scroll_into_view_if_needed()
        page.screenshot(path=f"{OUT}/end-{lang}-{name}.png")
        page.screenshot(path=f"{OUT}/end-{lang}-{name}-full.png", full_page=True)
    ana.locator("#friend-paste").scroll_into_view_if_needed()
    ana.screenshot(path=f"{OUT}/friend-paste-{lang}.png")
    open_site(bo, base_url)
    bo.locator("#home-paste").scroll_into_view_if_needed()
    bo.screenshot(path=f"{OUT}/home-paste-{lang}.png")
    assert taken["flight"] >= 1
