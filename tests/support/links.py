"""Steps shared by the browser tests of games by link (issue 26): two contexts, one a seat,
passing link text only; the markers the friend screen sets; what a context keeps."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Sequence
from typing import Any

from tests.support.browser import open_site
from playwright.sync_api import Page, ViewportSize, expect

from parlour import registry

PHONE: ViewportSize = {"width": 390, "height": 844}
NAMES = ("Ana", "Bo", "Cy", "Di")
"""The players' names, by seat: the host first."""
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
    """The decks' public orders in a kept game: the only cards storage may name (a deck
    begun before the rules knew its cards is named once they do: Punto's seat decks)."""
    log = json.loads(record["export"])["fair"]["log"]
    kinds = {entry[0] for entry in log}
    assert kinds <= {"begin", "name", "message"}, "storage holds only the log"
    begun = [entry[4:] for entry in log if entry[0] == "begin"]
    return begun + [entry[2:] for entry in log if entry[0] == "name"]


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


def join_as(page: Page, name: str) -> None:
    """The friend screen's name asked for: ``name`` given, and its link work done."""
    page.fill("#friend-name-input", name)
    before = done_count(page)
    page.click("#friend-go")
    wait_done(page, before)


def start(ana: Page, bo: Page, base_url: str, game: str, title: str, query: str) -> str:
    open_site(ana, f"{base_url}?game={game}&start=0&{query}")
    ana.click("#setup-link")
    join_as(ana, "Ana")
    fits(ana)
    invitation = link_to_send(ana)
    assert invitation and f"#L1.{game}." in invitation
    assert f"Ana invites you to {title}" in str(ana.get_attribute("#friend-url", "data-says"))
    open_site(bo, invitation)
    bo.wait_for_selector('body[data-link="name"]', state="attached", timeout=WAIT_MS)
    assert f"Ana invites you to {title}" in bo.inner_text("#friend-ask")
    fits(bo)
    join_as(bo, "Bo")
    assert "Send this link back to Ana" in bo.inner_text("#friend-send-text")
    fits(bo)
    return invitation


def shot(page: Page, name: str) -> None:
    """Screenshots to look at, at the phone's size and the laptop's, when asked for
    (``PARLOUR_SHOTS=<folder>``)."""
    if folder := os.environ.get("PARLOUR_SHOTS"):
        page.screenshot(path=f"{folder}/{name}-390.png", full_page=True)
        page.set_viewport_size(ViewportSize(width=1280, height=800))
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


def contexts(new_context: Any, players: int) -> tuple[list[Page], list[str]]:
    """A phone-sized context a player, its page, and the page errors of all of them."""
    pages = [new_context(viewport=PHONE).new_page() for _ in range(players)]
    errors: list[str] = []
    for page in pages:
        page.on("pageerror", lambda exc: errors.append(str(exc)))
    return pages, errors


def two_contexts(new_context: Any) -> tuple[Page, Page, list[str]]:
    (ana, bo), errors = contexts(new_context, 2)
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


def assert_hidden(page: Page, cards: list[str], deduced: tuple[str, ...] = ()) -> None:
    """None of ``cards`` (another seat's hand) is on this page or in its storage.

    ``deduced``: the view's fields that name cards by public deduction, whoever holds them
    (a Domino seat's "can't play" excludes every card that would fit the chain)."""
    view = board_view(page)
    text = json.dumps({key: value for key, value in view.items() if key not in deduced})
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
    title = page.inner_text("#friend-title")  # "Punto with Bo"
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=WAIT_MS)
    item = page.locator("#links-list .link-open").first
    assert title in item.inner_text()
    before = done_count(page)
    item.click()
    wait_done(page, before)
    assert board_view(page) == view
    assert page.get_attribute("#friend-board", "data-count") == count


def tamper(receiver: Page, url: str) -> None:
    """One character of the message changed: refused, in one line; the game as it was."""
    count = receiver.get_attribute("#friend-board", "data-count")
    view, sending = board_view(receiver), link_to_send(receiver)
    head, _, message = url.rpartition(".")
    middle = len(message) // 2
    bad = message[:middle] + ("A" if message[middle] != "A" else "B") + message[middle + 1 :]
    open_link(receiver, f"{head}.{bad}")
    said = receiver.inner_text("#friend-error")
    assert said.startswith("This link was refused") and "\n" not in said.strip()
    assert receiver.get_attribute("#friend-board", "data-count") == count
    assert board_view(receiver) == view
    assert link_to_send(receiver) == sending  # the link it owes is still there to send


KEPT_FIELDS = {
    "game",
    "seat",
    "players",
    "names",
    "export",
    "action",
    "next",
    "sending",
    "last",
    "winners",
}
"""What a context keeps of a game by link: the export (the log) and what the home page lists."""


def check_storage(sender: Page, receiver: Page) -> None:
    """The receiver's storage holds the log alone: decks in their public order (the same as
    the sender's), messages, and the fields the home page lists."""
    (table,) = kept(receiver)
    mine_decks, theirs_decks = (
        public_decks(kept(receiver)[table]),
        public_decks(kept(sender)[table]),
    )
    shared = min(len(mine_decks), len(theirs_decks))  # one may have begun the next deck
    assert shared and mine_decks[:shared] == theirs_decks[:shared]
    assert set(kept(receiver)[table]) == KEPT_FIELDS


def end_and_play_again(
    pages: Sequence[Page], game: str, title: str, names: Sequence[str] = NAMES
) -> None:
    """The end of a game by link on every device (``pages``: one a seat, the host first)
    in the game's terms: the result from your side, the scores naming every player, the
    check, your record against those friends; then the host's Play again: a new game
    with the same friends, its invitation (one a seat, for three or four) ready to send,
    which each friend joins with their name already filled in."""
    players = len(pages)
    for seat, page in enumerate(pages):
        check_end(page, title, [n for other, n in enumerate(names[:players]) if other != seat])
    host, friends = pages[0], pages[1:]
    tables_before = [len(kept(friend)) for friend in friends]
    before = done_count(host)
    host.click("#friend-again")
    wait_done(host, before)
    expect(host.locator("#friend-end")).to_be_hidden()
    assert host.get_attribute("body", "data-link") != "error", host.inner_text("#friend-error")
    friends_named = ", ".join(names[1 : players - 1]) + " and " if players > 2 else ""
    to_whom = f"send the invitation to {friends_named}{names[players - 1]}."
    assert to_whom in host.inner_text("#friend-error"), host.inner_text("#friend-error")
    if players == 2:  # the friend of the last game, named before their link names them
        assert host.inner_text("#friend-title") == f"{title} with {names[1]}"
    # As a new game begins: scrolled back to the top, the invitation in view under the note
    # (a group's host hands out one a seat, from the list).
    assert host.evaluate("() => window.scrollY") == 0
    assert in_view(host, "#friend-send" if players == 2 else "#friend-invites-list li:first-child")
    invitations = new_invitations(host, game, players)
    for seat, (friend, invitation) in enumerate(zip(friends, invitations, strict=True), 1):
        friend.goto(invitation)  # an invitation asks for a name first: no link's work yet
        friend.wait_for_selector('body[data-link="name"]', state="attached", timeout=WAIT_MS)
        assert friend.input_value("#friend-name-input") == names[seat]
        before = done_count(friend)
        friend.click("#friend-go")
        wait_done(friend, before)
        assert friend.get_attribute("body", "data-link") != "error"
        if players == 2:
            assert f"Send this link back to {names[0]}" in friend.inner_text("#friend-send-text")
    assert [len(kept(friend)) for friend in friends] == [n + 1 for n in tables_before]


def in_view(page: Page, selector: str) -> bool:
    """Whether ``selector``'s box is wholly on screen."""
    box = page.locator(selector).bounding_box()
    height = page.evaluate("() => window.innerHeight")
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height


def check_end(page: Page, title: str, friends: Sequence[str]) -> None:
    """One device's end screen under the final board: the result in the play screen's one
    voice, from your side ("You won: 1–0"), every player's score, the game found fair, the
    record counted once.  The game ended on this page: the board's top and the result show
    together on the phone."""
    expect(page.locator("#friend-end")).to_be_visible()
    headline = page.inner_text("#friend-end-result")
    # "You won: …", "You and Cy won: …" (partners), "You lost: …", or a draw
    assert headline.startswith(("You ", "Draw")), headline
    above = page.evaluate(
        "() => document.getElementById('friend-board-wrap').compareDocumentPosition("
        "document.getElementById('friend-end')) & Node.DOCUMENT_POSITION_FOLLOWING"
    )
    assert above, "the end screen comes after the board"
    board = page.locator("#friend-board-wrap").bounding_box()
    assert board is not None and board["y"] >= 0, board
    assert in_view(page, "#friend-end-result")
    scores = page.locator("#friend-end-scores")
    expect(scores).to_be_visible()
    for name in friends:
        assert name in scores.inner_text(), scores.inner_text()
    assert "the game was fair" in page.inner_text("#friend-end-fair")
    record = page.inner_text("#friend-end-record")
    assert f"Your record against {', '.join(friends)} at {title}" in record, record
    won = " won" in headline.partition(":")[0]
    lost = headline.startswith("You lost")
    line = "won 1, lost 0" if won else "won 0, lost 1" if lost else "won 0, lost 0, drawn 1"
    assert line in record, (headline, record)


def new_invitations(host: Page, game: str, players: int) -> list[str]:
    """The host's invitations of a new game: the link to send (two), or one a seat."""
    if players == 2:
        invitation = link_to_send(host)
        assert invitation and f"#L1.{game}." in invitation
        return [invitation]
    assert link_to_send(host) is None  # the invitations carry what the host has to say
    invitations: list[str] = host.eval_on_selector_all(
        "#friend-invites-list input", "nodes => nodes.map(n => n.value)"
    )
    assert len(invitations) == players - 1
    assert all(f"#L1.{game}." in invitation for invitation in invitations)
    return invitations
