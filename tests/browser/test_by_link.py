"""Play a friend by link (issue 26): two browser contexts, one a player, passing link text only.

A whole two-player Punto game (two rounds to win: a round's end shown, a hint asked): the
host names herself and sends the invitation, the friend joins, and every move goes across as a link (the test picks the
moves: the host plays the easy bot's move from her own board's view, the friend a seeded
random one).  On the way: neither context ever holds more than its seat's view (the
board's view is the other seat's in all but the seat, once both have the same links;
storage keeps the export, the invitation's public deck and messages only), a reload in
the middle resumes from storage, a link opened twice changes nothing, a tampered link is
refused with the game unchanged, and at the end both devices say the game was checked.
A whole two-player Casino game to 11 (the hands' ends and shuffles by link, a backup
restored into a fresh browser), and two games at once in one browser.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from tests.support.browser import open_site
from tests.support.links import (
    PHONE,
    assert_hidden,
    board_view,
    check_hint,
    check_round_end,
    check_storage,
    end_and_play_again,
    exchange,
    fits,
    kept,
    link_to_send,
    open_link,
    play_move,
    reload_and_resume,
    reopen_changes_nothing,
    start,
    tamper,
    two_contexts,
    wait_done,
)
from playwright.sync_api import Page, expect

from parlour.ai import make_bot

pytestmark = pytest.mark.browser


compared = {"views": 0}


def check_private(sender: Page, receiver: Page) -> None:
    """The receiver holds no more than its seat's view: the same public table as the sender,
    and storage with the log alone (decks in their public order, which both seats share)."""
    mine, theirs = board_view(receiver), board_view(sender)
    pending = sender.get_attribute("#friend-board", "data-pending") == "1"
    if mine["turn"] is not None and theirs["turn"] is not None and mine["round"] == theirs["round"]:
        # The sender's board waits for the key of the card its move drew (it shows the
        # table before the move); the receiver's shows the move made.
        placed = mine["placements"]
        assert (placed[:-1] if pending else placed) == theirs["placements"]
        assert mine["rounds_won"] == theirs["rounds_won"]
        compared["views"] += 1
    check_storage(sender, receiver)


def lesson_and_back(page: Page) -> None:
    """Issue 26: a game by link offers the lessons as any game does (Rules, then Learn),
    and the lesson leads back to the game by link, as it was."""
    count = page.get_attribute("#friend-board", "data-count")
    view = board_view(page)
    page.click("#friend-rules")
    page.click('#rules-dialog[open] [data-lesson^="punto"]')
    page.wait_for_selector("#lesson:not([hidden]) #lesson-board svg")
    assert page.inner_text("#lesson-exit") == "Your game"
    assert page.text_content("#lesson-play") == "Back to your game by link"
    before = int(page.get_attribute("body", "data-link-done") or "0")
    page.click("#lesson-exit")
    wait_done(page, before)
    assert page.locator("#friend").is_visible() and page.locator("#lesson").is_hidden()
    assert page.get_attribute("#friend-board", "data-count") == count
    assert board_view(page) == view


def test_punto_by_link(new_context: Any, base_url: str) -> None:
    ana, bo, errors = two_contexts(new_context)
    invitation = start(ana, bo, base_url, "punto", "Punto", "option.rounds_to_win=2")
    seats = {0: ana, 1: bo}
    choosers = {0: make_bot("easy", 7), 1: random.Random(11)}
    checked = dict.fromkeys(
        ("reload", "twice", "tampered", "own", "hint", "round", "lesson"), False
    )

    def on_delivered(sender: Page, receiver: Page, url: str, moves: int, before: bool) -> None:
        if before and moves >= 4 and not checked["tampered"]:
            checked["tampered"] = True
            tamper(receiver, url)
        if before:
            return
        check_private(sender, receiver)
        # what the link brought and whose turn, read out (issue 26: screen readers work)
        said = receiver.text_content("#announce") or ""
        assert receiver.inner_text("#friend-last") in said, said
        assert receiver.inner_text("#friend-turn") in said, said
        checked["round"] = checked["round"] or check_round_end(receiver)
        if moves >= 3 and not checked["twice"]:
            checked["twice"] = True
            reopen_changes_nothing(receiver, url, "already")
        if moves >= 5 and not checked["own"]:
            checked["own"] = True
            reopen_changes_nothing(sender, url, "This is your own link")

    def on_move(mover: Page, other: Page, moves: int) -> None:
        checked["round"] = checked["round"] or check_round_end(mover)
        if moves == 1:  # the button focused after a move says where the link goes
            send = mover.inner_text("#friend-send-text")
            expect(mover.locator("#friend-copy")).to_have_accessible_description(send)
        if moves == 2:
            fits(mover)
            checked["reload"] = True
            reload_and_resume(other)
        if moves == 3:
            checked["lesson"] = True
            lesson_and_back(other)

    def choose(seat: int) -> None:
        if seat == 1 and not checked["hint"] and board_view(bo)["placements"]:
            checked["hint"] = True
            check_hint(bo, "punto")
        play_move(seats[seat], "punto", choosers[seat])
        assert seats[seat].locator("#friend-hint").is_hidden()  # the next move asks anew

    moves = exchange(
        seats,
        {0: invitation, 1: None},
        on_delivered,
        on_move,
        choose,
    )
    assert all(page.get_attribute("body", "data-link") == "over" for page in (ana, bo))
    for page in (ana, bo):
        assert "the game was fair" in page.inner_text("#friend-turn")
        assert page.locator("#friend-hint-bar").is_hidden()
    assert all(checked.values()), checked
    assert compared["views"] >= moves // 2
    end_and_play_again([ana, bo], "punto", "Punto")
    assert errors == []


def test_casino_by_link(new_context: Any, base_url: str) -> None:
    """A whole game of Casino for two, to 11: neither context ever holds the other's hand;
    at the second deal Bo's backup goes on in a fresh browser; the hands' ends (where the
    game goes on past the first), the next shuffles and the end of the game all go across
    as links, and both devices find the game fair; Play again, whose invitation the fresh
    browser takes with the name its backup brought."""
    ana, bo, errors = two_contexts(new_context)
    invitation = start(ana, bo, base_url, "casino", "Casino", "option.target=11")
    seats = {0: ana, 1: bo}
    rng = random.Random(5)
    hidden_seen = {"checks": 0}

    def on_delivered(sender: Page, receiver: Page, url: str, moves: int, before: bool) -> None:
        for holder, other in ((sender, receiver), (receiver, sender)):
            if holder.get_attribute("#friend-board", "data-pending") == "1":
                continue  # its board shows the table before its move: its hand of then
            hand = board_view(holder).get("hand") or []
            seen = board_view(other)
            public = {c for pile in seen["captured"] for c in pile}
            for item in seen["table"]:  # a card's name, or a build of cards (cardjson)
                public |= set(item["cards"]) if isinstance(item, dict) else {item}
            held = [card for card in hand if card not in public]
            assert_hidden(other, held)
            hidden_seen["checks"] += bool(held)

    delivered: dict[int, str | None] = {0: invitation, 1: None}
    moves = exchange(
        seats,
        delivered,
        on_delivered,
        lambda mover, other, moves: None,
        lambda seat: play_move(seats[seat], "casino", rng),
        moves_at_most=8,
    )
    assert moves == 8
    views = [board_view(page) for page in (ana, bo)]
    waiting = [page.get_attribute("#friend-board", "data-pending") == "1" for page in (ana, bo)]
    mover = [page.get_attribute("body", "data-link") == "move" for page in (ana, bo)]
    assert any(mover)
    for view, keys_to_come, moves_now in zip(views, waiting, mover, strict=True):
        # The second deal is dealt; a seat whose new hand's keys come with the other's next
        # link still shows the table before its last card was played (stock 40, that one
        # card in hand), never stand-ins for its new hand.
        if keys_to_come:
            assert view["stock_count"] == 40 and len(view["hand"]) <= 1
        else:
            assert (view["stock_count"], len(view["hand"])) == (32, 4)
        assert not (keys_to_come and moves_now)
    assert not set(views[0]["hand"]) & set(views[1]["hand"])
    assert hidden_seen["checks"] >= 8
    # Bo backs up his game and goes on in a fresh browser: the game goes on from there.
    with bo.expect_download() as download:
        bo.click("#friend-backup")
    backup = download.value.path()
    fresh = new_context(viewport=PHONE).new_page()
    fresh.on("pageerror", lambda exc: errors.append(str(exc)))
    open_site(fresh, base_url)
    fresh.set_input_files("#links-restore", backup)
    wait_done(fresh, 0)
    assert board_view(fresh) == board_view(bo)
    assert fresh.get_attribute("body", "data-link") == bo.get_attribute("body", "data-link")
    seats[1] = fresh
    count = int(ana.get_attribute("#friend-board", "data-count") or "0")
    assert (
        exchange(
            seats,
            delivered,
            on_delivered,
            lambda *_: None,
            lambda seat: play_move(seats[seat], "casino", rng),
            moves_at_most=2,
        )
        == 2
    )
    assert int(ana.get_attribute("#friend-board", "data-count") or "0") > count
    # The old backup again, over the newer game: the page asks first ("warn before
    # anything would lose them"), and declining keeps the newer game as it was.
    newer = kept(fresh)
    asked: list[str] = []
    fresh.once("dialog", lambda dialog: (asked.append(dialog.message), dialog.dismiss()))
    fresh.set_input_files("#links-restore", backup)
    fresh.wait_for_selector("#friend-error:not([hidden])", timeout=30_000)
    assert len(asked) == 1 and "older" in asked[0], asked
    assert "newer game is kept" in fresh.inner_text("#friend-error")
    assert kept(fresh) == newer
    # On to the end of the game: a hand ends and the next is shuffled, by links alone.
    exchange(
        seats,
        delivered,
        on_delivered,
        lambda *_: None,
        lambda seat: play_move(seats[seat], "casino", rng),
    )
    for page in (ana, fresh):
        assert page.get_attribute("body", "data-link") == "over"
        assert "the game was fair" in page.inner_text("#friend-turn")
        # every hand but the last ends with its summary in the move log (casino/breaks.py)
        # (the view numbers the last hand from 0: that many hands ended before it)
        ended_before = board_view(page)["hand_number"]
        breaks = page.locator("#friend-log .log-break")
        assert breaks.count() == ended_before
        assert ended_before == 0 or breaks.first.inner_text().startswith("Hand 1: ")
    end_and_play_again([ana, fresh], "casino", "Casino")
    assert errors == []


def test_two_games_at_once_each_link_to_its_game_and_a_stranger_refused(
    new_context: Any, base_url: str
) -> None:
    """Issue 26, "Kept in the browser": two games by link run at once in one browser, the
    home page lists both, and opening a link routes it to its own game; a link opened in
    a browser that holds neither seat of its game is named as such and changes nothing."""
    ana, bo, errors = two_contexts(new_context)
    start(ana, bo, base_url, "punto", "Punto", "option.rounds_to_win=1")
    punto_back = link_to_send(bo)
    start(ana, bo, base_url, "casino", "Casino", "option.target=11")
    casino_back = link_to_send(bo)
    assert punto_back and casino_back and punto_back != casino_back
    for url, title in ((casino_back, "Casino with Bo"), (punto_back, "Punto with Bo")):
        open_link(ana, url)
        assert ana.inner_text("#friend-title") == title
        assert ana.get_attribute("body", "data-link") != "error"
    assert len(kept(ana)) == len(kept(bo)) == 2
    ana.click("#friend-menu")
    listed = ana.locator("#links-list .link-open").all_inner_texts()
    assert sorted(item.split(" with ")[0] for item in listed) == ["Casino", "Punto"], listed
    stranger = new_context(viewport=PHONE).new_page()
    open_link(stranger, punto_back)
    assert stranger.get_attribute("body", "data-link") == "error"
    said = stranger.inner_text("#friend-error")
    assert "does not hold" in said and "Punto" in said, said
    assert stranger.evaluate(
        "() => Object.keys(localStorage).filter((k) => k.startsWith('parlour.link.') && k !== 'parlour.link.name')"
    ) in ([], ["parlour.link.index"])
    assert errors == []
