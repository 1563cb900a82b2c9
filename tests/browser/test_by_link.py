"""Play a friend by link (issue 26): two browser contexts, one a player, passing link text only.

A whole two-player Punto game (one round to win): the host names herself and sends the
invitation, the friend joins, and every move goes across as a link (the test picks the
moves: the host plays the easy bot's move from her own board's view, the friend a seeded
random one).  On the way: neither context ever holds more than its seat's view (the
board's view is the other seat's in all but the seat, once both have the same links;
storage keeps the export, the invitation's public deck and messages only), a reload in
the middle resumes from storage, a link opened twice changes nothing, a tampered link is
refused with the game unchanged, and at the end both devices say the game was checked.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from browser_helpers import open_site
from playwright.sync_api import BrowserContext, Page

from parlour import registry
from parlour.ai import make_bot

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
WAIT_MS = 120_000
"""A link's work in the worker: the worker's start (the first), then a shuffle step or a move."""


def done_count(page: Page) -> int:
    return int(page.get_attribute("body", "data-link-done") or "0")


def wait_done(page: Page, before: int) -> None:
    page.wait_for_function(
        f"() => Number(document.body.dataset.linkDone || 0) > {before}", timeout=WAIT_MS
    )


def link_to_send(page: Page) -> str | None:
    if page.locator("#friend-send").is_hidden():
        return None
    return page.input_value("#friend-url")


def open_link(page: Page, url: str) -> None:
    """Open ``url`` as a player would (the page may load again or only take the fragment)."""
    page.evaluate("() => document.body.removeAttribute('data-link-done')")
    page.goto(url)
    wait_done(page, 0)


def board_view(page: Page) -> dict[str, Any]:
    view: dict[str, Any] = json.loads(page.get_attribute("#friend-board", "data-view") or "{}")
    return view


def kept(page: Page) -> dict[str, Any]:
    """The games by link this context keeps, by table."""
    items: dict[str, str] = page.evaluate("() => Object.assign({}, window.localStorage)")
    return {
        key.removeprefix("parlour.link."): json.loads(value)
        for key, value in items.items()
        if key.startswith("parlour.link.")
        and key not in ("parlour.link.index", "parlour.link.name")
    }


def public_decks(record: dict[str, Any]) -> list[list[str]]:
    """The decks' public orders in a kept game: the only cards storage may name."""
    log = json.loads(record["export"])["fair"]["log"]
    assert {entry[0] for entry in log} <= {"begin", "message"}, "storage holds only the log"
    return [entry[4:] for entry in log if entry[0] == "begin"]


compared = {"views": 0}


def check_private(sender: Page, receiver: Page) -> None:
    """The receiver holds no more than its seat's view: the same public table as the sender,
    and storage with the log alone (decks in their public order, which both seats share)."""
    mine, theirs = board_view(receiver), board_view(sender)
    dealt = mine["turn"] is not None and theirs["turn"] is not None
    if dealt and mine["round"] == theirs["round"]:  # both past the same deal's set-up
        compared["views"] += 1
        public = ("placements", "turn", "round", "rounds_won", "removed", "rounds")
        assert {k: mine[k] for k in public} == {k: theirs[k] for k in public}
        # The receiver's own next card is the sender's to see too (Punto shows it), but the
        # sender's new card is a placeholder on its own board until the receiver's keys come.
        receiver_seat = int(mine["player"])
        assert mine["revealed"][receiver_seat] == theirs["revealed"][receiver_seat]
    (table,) = kept(receiver)
    mine_decks, theirs_decks = (
        public_decks(kept(receiver)[table]),
        public_decks(kept(sender)[table]),
    )
    shared = min(len(mine_decks), len(theirs_decks))  # one may have begun the next deck
    assert shared and mine_decks[:shared] == theirs_decks[:shared]
    assert set(kept(receiver)[table]) == {
        "game",
        "seat",
        "players",
        "names",
        "export",
        "action",
        "next",
        "sending",
        "last",
    }


def play_move(page: Page, chooser: Any) -> None:
    game = registry.get("punto")
    view = game.view_from_json(board_view(page))
    move = chooser.choose(game, view)
    legal = json.loads(page.get_attribute("#friend-board", "data-legal") or "[]")
    assert str(move) in legal
    before = done_count(page)
    for target in move.path:
        page.locator(f'#friend-board [data-target="{target}"]').first.dispatch_event("click")
    wait_done(page, before)


def start(ana: Page, bo: Page, base_url: str) -> str:
    open_site(ana, base_url + "?game=punto&start=0&option.rounds_to_win=1")
    ana.click("#setup-link")
    ana.fill("#friend-name-input", "Ana")
    before = done_count(ana)
    ana.click("#friend-go")
    wait_done(ana, before)
    invitation = link_to_send(ana)
    assert invitation and "#L1.punto." in invitation
    assert "Ana invites you to Punto" in str(ana.get_attribute("#friend-url", "data-says"))
    open_site(bo, invitation)
    bo.wait_for_selector('body[data-link="name"]', state="attached", timeout=WAIT_MS)
    assert "Ana invites you to Punto" in bo.inner_text("#friend-ask")
    bo.fill("#friend-name-input", "Bo")
    before = done_count(bo)
    bo.click("#friend-go")
    wait_done(bo, before)
    assert "Send this link back to Ana" in bo.inner_text("#friend-send-text")
    return invitation


def test_punto_by_link(new_context: Any, base_url: str) -> None:
    contexts: list[BrowserContext] = [new_context(viewport=PHONE) for _ in range(2)]
    ana, bo = (context.new_page() for context in contexts)
    errors: list[str] = []
    for page in (ana, bo):
        page.on("pageerror", lambda exc: errors.append(str(exc)))
    invitation = start(ana, bo, base_url)
    seats = {0: ana, 1: bo}
    choosers = {0: make_bot("easy", 7), 1: make_bot("random", 11)}
    delivered: dict[int, str | None] = {0: invitation, 1: None}
    checked = {"reload": False, "twice": False, "tampered": False}
    moves = 0
    for _ in range(400):
        sent = False
        for seat, page in seats.items():
            url = link_to_send(page)
            if url and url != delivered[seat]:
                other = seats[1 - seat]
                if moves >= 4 and not checked["tampered"]:
                    checked["tampered"] = True
                    tamper(other, url)
                open_link(other, url)
                assert other.get_attribute("body", "data-link") != "error", other.inner_text(
                    "#friend-error"
                )
                delivered[seat], sent = url, True
                check_private(page, other)
                if moves >= 3 and not checked["twice"]:
                    checked["twice"] = True
                    count = other.get_attribute("#friend-board", "data-count")
                    open_link(other, url)
                    assert "already" in other.inner_text("#friend-error")
                    assert other.get_attribute("#friend-board", "data-count") == count
        if sent:
            continue
        mover = next(
            (s for s, p in seats.items() if p.get_attribute("body", "data-link") == "move"), None
        )
        if mover is None:
            break
        play_move(seats[mover], choosers[mover])
        moves += 1
        if moves == 2 and not checked["reload"]:
            checked["reload"] = True
            reload_and_resume(seats[1 - mover])
    assert all(page.get_attribute("body", "data-link") == "over" for page in (ana, bo))
    for page in (ana, bo):
        assert "the game was fair" in page.inner_text("#friend-turn")
    assert all(checked.values()), checked
    assert compared["views"] >= moves // 2
    assert errors == []


def reload_and_resume(page: Page) -> None:
    """A reload in the middle: the home page lists the game; opening it draws it again."""
    view, count = board_view(page), page.get_attribute("#friend-board", "data-count")
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=WAIT_MS)
    item = page.locator("#links-list .link-open").first
    assert "Punto with" in item.inner_text()
    before = done_count(page)
    item.click()
    wait_done(page, before)
    assert board_view(page) == view
    assert page.get_attribute("#friend-board", "data-count") == count


def tamper(receiver: Page, url: str) -> None:
    """One character of the message changed: refused, in one line; the game as it was."""
    count = receiver.get_attribute("#friend-board", "data-count")
    view = board_view(receiver)
    head, _, message = url.rpartition(".")
    middle = len(message) // 2
    bad = message[:middle] + ("A" if message[middle] != "A" else "B") + message[middle + 1 :]
    open_link(receiver, f"{head}.{bad}")
    said = receiver.inner_text("#friend-error")
    assert said.startswith("This link was refused") and "\n" not in said.strip()
    assert receiver.get_attribute("#friend-board", "data-count") == count
    assert board_view(receiver) == view
