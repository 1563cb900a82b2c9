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
import os
import random
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
    pending = sender.get_attribute("#friend-board", "data-pending") == "1"
    if mine["turn"] is not None and theirs["turn"] is not None and mine["round"] == theirs["round"]:
        # The sender's board waits for the key of the card its move drew (it shows the
        # table before the move); the receiver's shows the move made.
        placed = mine["placements"]
        assert (placed[:-1] if pending else placed) == theirs["placements"]
        assert mine["rounds_won"] == theirs["rounds_won"]
        compared["views"] += 1
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


def play_move(page: Page, game_id: str, chooser: Any) -> None:
    """The move ``chooser`` picks from this board's own view, made by clicking its path."""
    game = registry.get(game_id)
    view = game.view_from_json(board_view(page))
    legal = json.loads(page.get_attribute("#friend-board", "data-legal") or "[]")
    if isinstance(chooser, random.Random):
        state = game.determinize_view(view, random.Random(0))
        move = state.parse_move(chooser.choice(legal))
    else:
        move = chooser.choose(game, view)
    assert str(move) in legal
    before = done_count(page)
    for target in move.path:
        page.locator(f'#friend-board [data-target="{target}"]').first.dispatch_event("click")
    wait_done(page, before)


def start(ana: Page, bo: Page, base_url: str, game: str, title: str, query: str) -> str:
    open_site(ana, f"{base_url}?game={game}&start=0&{query}")
    ana.click("#setup-link")
    ana.fill("#friend-name-input", "Ana")
    before = done_count(ana)
    ana.click("#friend-go")
    wait_done(ana, before)
    fits(ana)
    invitation = link_to_send(ana)
    assert invitation and f"#L1.{game}." in invitation
    assert f"Ana invites you to {title}" in str(ana.get_attribute("#friend-url", "data-says"))
    open_site(bo, invitation)
    bo.wait_for_selector('body[data-link="name"]', state="attached", timeout=WAIT_MS)
    assert f"Ana invites you to {title}" in bo.inner_text("#friend-ask")
    fits(bo)
    bo.fill("#friend-name-input", "Bo")
    before = done_count(bo)
    bo.click("#friend-go")
    wait_done(bo, before)
    assert "Send this link back to Ana" in bo.inner_text("#friend-send-text")
    fits(bo)
    return invitation


def shot(page: Page, name: str) -> None:
    """Screenshots to look at, at the phone's size and the laptop's, when asked for
    (``PARLOUR_SHOTS=<folder>``)."""
    if folder := os.environ.get("PARLOUR_SHOTS"):
        page.screenshot(path=f"{folder}/{name}-390.png", full_page=True)
        page.set_viewport_size({"width": 1280, "height": 800})
        page.screenshot(path=f"{folder}/{name}-1280.png")
        page.set_viewport_size(PHONE)


def check_hint(page: Page, game_id: str) -> None:
    """Hint on this seat's move: the play screen's hint, found from the board's own view,
    is one of the seat's legal moves, highlighted on the board and said in words."""
    page.click("#friend-hint-btn")
    page.wait_for_selector('body[data-friend-hint="1"]', state="attached", timeout=WAIT_MS)
    path = json.loads(page.get_attribute("#friend-board", "data-hint") or "[]")
    game = registry.get(game_id)
    state = game.determinize_view(game.view_from_json(board_view(page)), random.Random(0))
    legal = json.loads(page.get_attribute("#friend-board", "data-legal") or "[]")
    assert path in [list(state.parse_move(notation).path) for notation in legal]
    hinted = page.eval_on_selector_all(
        "#friend-board .hinted", "nodes => nodes.map(n => n.dataset.target)"
    )
    assert hinted and set(hinted) <= set(path)
    assert page.inner_text("#friend-hint").strip() not in ("", "Looking for a good move…")
    shot(page, "friend-hint")


def check_round_end(page: Page) -> bool:
    """A round just ended on this board: the board shows it, the move log marks it with the
    play screen's summary, after the move that ended it."""
    if page.get_attribute("body", "data-friend-round") != "1":
        return False
    summary = page.inner_text("#friend-log .log-break").strip()
    assert summary.startswith("Round 1: ")
    board = f"{page.text_content('#friend-board')} {page.text_content('#friend-panel')}"
    assert summary in board
    ended = page.locator("#friend-log .log-break").evaluate(
        "n => n.previousElementSibling.dataset.ply"
    )
    assert int(ended) == page.locator("#friend-log li[data-ply]").count()
    shot(page, "friend-round")
    return True


def fits(page: Page) -> None:
    """Nothing wider than the phone: the page never scrolls sideways."""
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")


def two_contexts(new_context: Any) -> tuple[Page, Page, list[str]]:
    contexts: list[BrowserContext] = [new_context(viewport=PHONE) for _ in range(2)]
    ana, bo = (context.new_page() for context in contexts)
    errors: list[str] = []
    for page in (ana, bo):
        page.on("pageerror", lambda exc: errors.append(str(exc)))
    return ana, bo, errors


def exchange(
    seats: dict[int, Page],
    delivered: dict[int, str | None],
    on_delivered: Any,
    on_move: Any,
    choose: Any,
    moves_at_most: int = 400,
) -> int:
    """Pass every link to the other context, make the moves ``choose`` picks; the moves made."""
    moves = 0
    for _ in range(1000):
        sent = False
        for seat, page in seats.items():
            url = link_to_send(page)
            if url and url != delivered[seat]:
                other = seats[1 - seat]
                on_delivered(page, other, url, moves, before=True)
                open_link(other, url)
                assert other.get_attribute("body", "data-link") != "error", other.inner_text(
                    "#friend-error"
                )
                delivered[seat], sent = url, True
                on_delivered(page, other, url, moves, before=False)
        if sent:
            continue
        mover = next(
            (s for s, p in seats.items() if p.get_attribute("body", "data-link") == "move"), None
        )
        if mover is None or moves >= moves_at_most:
            break
        choose(mover)
        moves += 1
        on_move(seats[mover], seats[1 - mover], moves)
    return moves


def test_punto_by_link(new_context: Any, base_url: str) -> None:
    ana, bo, errors = two_contexts(new_context)
    invitation = start(ana, bo, base_url, "punto", "Punto", "option.rounds_to_win=2")
    seats = {0: ana, 1: bo}
    choosers = {0: make_bot("easy", 7), 1: random.Random(11)}
    checked = dict.fromkeys(("reload", "twice", "tampered", "own", "hint", "round"), False)

    def on_delivered(sender: Page, receiver: Page, url: str, moves: int, before: bool) -> None:
        if before and moves >= 4 and not checked["tampered"]:
            checked["tampered"] = True
            tamper(receiver, url)
        if before:
            return
        check_private(sender, receiver)
        checked["round"] = checked["round"] or check_round_end(receiver)
        if moves >= 3 and not checked["twice"]:
            checked["twice"] = True
            reopen_changes_nothing(receiver, url, "already")
        if moves >= 5 and not checked["own"]:
            checked["own"] = True
            reopen_changes_nothing(sender, url, "This is your own link")

    def on_move(mover: Page, other: Page, moves: int) -> None:
        checked["round"] = checked["round"] or check_round_end(mover)
        if moves == 2:
            fits(mover)
            checked["reload"] = True
            reload_and_resume(other)

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
    assert errors == []


def test_casino_first_deal_by_link(new_context: Any, base_url: str) -> None:
    """Casino for two to the second deal: neither context ever holds the other's hand."""
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
    assert errors == []


def assert_hidden(page: Page, cards: list[str]) -> None:
    """None of ``cards`` (another seat's hand) is on this page or in its storage."""
    text = json.dumps(board_view(page))
    pieces = set(
        page.eval_on_selector_all(
            "#friend-board [data-piece], #friend-panel [data-piece]",
            "nodes => nodes.map(n => n.dataset.piece)",
        )
    )
    for table, record in kept(page).items():
        fair = json.loads(record["export"])["fair"]
        log = [entry for entry in fair["log"] if entry[0] != "begin"]  # begin: the public deck
        stored = json.dumps({**record, "export": {**fair, "log": log}})
        for card in cards:
            assert f'"{card}"' not in stored, f"{card} in storage of {table}"
    for card in cards:
        assert f'"{card}"' not in text, f"{card} in the board's view"
        assert card not in pieces, f"{card} drawn on the board"


def reopen_changes_nothing(page: Page, url: str, said: str) -> None:
    """``url`` opened on ``page`` again: one line naming why, and the game as it was."""
    count = page.get_attribute("#friend-board", "data-count")
    open_link(page, url)
    assert said in page.inner_text("#friend-error")
    assert page.get_attribute("#friend-board", "data-count") == count


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
