"""Play by link with three or four (issue 26: "with 3 or 4 players, everyone posts each link
to a shared group"): one browser context a player, passing link text only.

The host gets one invitation a seat and sends each to one friend; each friend names
themselves and joins; from then on every link goes to the group and every device opens
every link, its own and those it already has included.  A three-player Punto game to the
end of its round and a four-player Casino game in partners to the second deal: on the way
no context holds a card its seat was not shown (a Punto board is the same public table on
every device that has the same links; a Casino hand is on no other page nor in its
storage), links opened again change nothing, and a link opened before a missing one names
whose link to open first and its number.  At the Punto game's end, the host's Play again
gives one invitation a seat, and each friend joins the new game.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from tests.support.browser import open_site
from playwright.sync_api import Page
from tests.support.links import (
    NAMES,
    WAIT_MS,
    assert_hidden,
    board_view,
    contexts,
    done_count,
    end_and_play_again,
    fits,
    join_as,
    kept,
    link_to_send,
    open_link,
    play_move,
    public_decks,
    reopen_changes_nothing,
    shot,
    wait_done,
)

pytestmark = pytest.mark.browser


def start_group(pages: list[Page], base_url: str, game: str, title: str, query: str) -> Group:
    """The host's table for ``len(pages)``, one invitation a seat, each friend joined: the
    group they post to."""
    players, host = len(pages), pages[0]
    seats = ",".join(["human"] * players)
    open_site(host, f"{base_url}?game={game}&start=0&seats={seats}&{query}")
    assert f"{players} people" in host.inner_text(".by-link")
    host.click("#setup-link")
    assert f"with {players - 1} friends" in host.inner_text("#friend-ask")
    join_as(host, NAMES[0])
    assert link_to_send(host) is None  # the invitations carry what the host has to say
    invitations = host.eval_on_selector_all(
        "#friend-invites-list input", "nodes => nodes.map(n => [n.value, n.dataset.says])"
    )
    assert [says for _, says in invitations] == [
        f"Ana invites you to {title} as player {seat + 1}" for seat in range(1, players)
    ]
    # The seat to shuffle first is a guest's (docs/fair-deal.md, "Counting messages").
    assert "Waiting for player 3 to open their invitation" in host.inner_text("#friend-turn")
    fits(host)
    shot(host, f"{game}-{players}-host-invitations")
    for seat, (url, _) in enumerate(invitations, start=1):
        page = pages[seat]
        open_site(page, url)
        page.wait_for_selector('body[data-link="name"]', state="attached", timeout=WAIT_MS)
        asked = page.inner_text("#friend-ask")
        assert f"Ana invites you to {title} as player {seat + 1} of {players}" in asked
        join_as(page, NAMES[seat])
        assert page.get_attribute("body", "data-link") != "error"
    return Group(pages)


def post_to_all(pages: list[Page], sender: int, url: str, skip: int | None = None) -> None:
    """``url`` opened by every device but its sender's (and ``skip``'s, held back)."""
    for seat, page in enumerate(pages):
        if seat in (sender, skip):
            continue
        open_link(page, url)
        assert page.get_attribute("body", "data-link") != "error", page.inner_text("#friend-error")


class Group:
    """The group chat: every link posted, in order, and who posted it."""

    def __init__(self, pages: list[Page]) -> None:
        self.pages = pages
        self.posted: list[tuple[int, str]] = []
        self.held: tuple[int, int, str] | None = None
        """A link kept from one device (the device, the sender, the link) to open later."""
        self.checked = {"missing": False, "twice": False, "own": False}
        self.holds = 0
        """Links held so far: a device whose keys the next link needs cannot skip one (the
        test then holds a later link from the next device round)."""
        self.shot = False

    def new_link(self) -> tuple[int, str] | None:
        for seat, page in enumerate(self.pages):
            url = link_to_send(page)
            if url and all(url != done for _, done in self.posted):
                return seat, url
        return None

    def play(self, choose: Any, after: Any, moves_at_most: int, hold_at: int = -1) -> int:
        """Post every link to everyone (``after`` each, its words remembered first), make
        the moves ``choose`` picks; the moves made.
        At the move ``hold_at`` one device misses a link and opens the next one first."""
        moves = 0
        for _ in range(2000):
            fresh = self.new_link()
            if fresh is not None:
                sender, url = fresh
                self.posted.append(fresh)
                if self.held is not None:
                    self.missing_then_in_order(sender, url)
                    continue
                players = len(self.pages)
                skip = (sender + 1 + self.holds % (players - 1)) % players
                if moves >= hold_at >= 0 and not self.checked["missing"]:
                    self.held = (skip, sender, url)
                    self.holds += 1
                post_to_all(self.pages, sender, url, skip if self.held else None)
                remember(self.pages, sender, url)
                after(sender, url, moves)
                continue
            mover = next(
                (
                    s
                    for s, p in enumerate(self.pages)
                    if p.get_attribute("body", "data-link") == "move"
                ),
                None,
            )
            # The device that missed a link opens it now, unless another device moves first
            # (a move's link then reaches it before the one it missed: named as missing).
            if self.held is not None and (mover is None or mover == self.held[0]):
                skip, sender, url = self.held
                self.held = None
                open_link(self.pages[skip], url)
                continue
            if mover is None or moves >= moves_at_most:
                return moves
            choose(mover)
            moves += 1
        return moves

    def missing_then_in_order(self, sender: int, url: str) -> None:
        """The device that missed a link opens the next one first: it names whose link
        is missing and its number, and the game is unchanged; then it opens both in order."""
        assert self.held is not None
        late, missed_from, missed = self.held
        self.held = None
        page = self.pages[late]
        if late != sender:
            count = page.get_attribute("#friend-board", "data-count")
            open_link(page, url)
            said = page.inner_text("#friend-error")
            number = re.search(r"no\. (\d+)", SAID[missed])
            assert number, SAID[missed]
            assert f"{NAMES[missed_from]}'s link no. {number.group(1)}" in said, said
            assert page.get_attribute("#friend-board", "data-count") == count
            self.checked["missing"] = True
        open_link(page, missed)
        post_to_all(self.pages, sender, url)

    def shot_once(self, seat: int, name: str) -> bool:
        """``shot()`` of one device mid-play, the first time only: whether it was taken."""
        if self.shot:
            return False
        self.shot = True
        shot(self.pages[seat], name)
        return True

    def reopen_checks(self, sender: int, url: str, moves: int) -> None:
        """Links opened again: one already taken, and a device's own."""
        if moves >= 2 and not self.checked["twice"]:
            self.checked["twice"] = True
            reopen_changes_nothing(self.pages[(sender + 1) % len(self.pages)], url, "already")
        if moves >= 3 and not self.checked["own"]:
            self.checked["own"] = True
            said = "This is your own link: post it to the group"
            reopen_changes_nothing(self.pages[sender], url, said)


SAID: dict[str, str] = {}
"""What each link said when it was posted (its number), for a device that asks for it."""


def remember(pages: list[Page], sender: int, url: str) -> None:
    says = str(pages[sender].get_attribute("#friend-url", "data-says"))
    assert f"{NAMES[sender]}'s" in says and "no. " in says, says
    SAID[url] = says


def check_storage(pages: list[Page]) -> None:
    """Each device stores the log alone, and every device the same public decks."""
    decks = []
    for page in pages:
        (record,) = kept(page).values()
        decks.append(public_decks(record))
    shared = min(len(d) for d in decks)
    assert shared and all(d[:shared] == decks[0][:shared] for d in decks)


def test_three_player_punto_by_the_group(new_context: Any, base_url: str) -> None:
    pages, errors = contexts(new_context, 3)
    group = start_group(pages, base_url, "punto", "Punto", "option.rounds_to_win=1")
    rng = random.Random(3)
    compared = {"views": 0}

    def after(sender: int, url: str, moves: int) -> None:
        check_storage(pages)
        # Devices that have taken the same links, and wait for the same keys, draw the same
        # public table: none holds the order of a deck, nor a card the others were not shown.
        alike: dict[tuple[str | None, str | None], list[dict[str, Any]]] = {}
        for page in pages:
            key = (
                page.get_attribute("#friend-board", "data-count"),
                page.get_attribute("#friend-board", "data-pending"),
            )
            view = {k: v for k, v in board_view(page).items() if k != "player"}
            if view.get("turn") is not None:  # dealt (a device may wait for its keys)
                alike.setdefault(key, []).append(view)
        for views in alike.values():
            if len(views) >= 2:
                assert all(view == views[0] for view in views[1:])
                compared["views"] += 1
        group.reopen_checks(sender, url, moves)
        if moves == 4:
            group.shot_once(1, "punto-3-mid-play")

    moves = group.play(lambda seat: play_move(pages[seat], "punto", rng), after, 400, hold_at=3)
    assert all(page.get_attribute("body", "data-link") == "over" for page in pages)
    for page in pages:
        assert "the game was fair" in page.inner_text("#friend-turn")
    assert all(group.checked.values()), group.checked
    assert moves >= 9 and compared["views"] >= moves // 2
    # The home page lists the game with the other two players' names.
    pages[1].click("#friend-menu")
    assert "Punto with Ana and Cy" in pages[1].inner_text("#links-list")
    before = done_count(pages[1])
    pages[1].click("#links-list .link-open")  # back to the game's end
    wait_done(pages[1], before)
    end_and_play_again(pages, "punto", "Punto")
    assert errors == []


def test_four_player_casino_in_partners_by_the_group(new_context: Any, base_url: str) -> None:
    pages, errors = contexts(new_context, 4)
    group = start_group(pages, base_url, "casino", "Casino", "option.target=11")
    rng = random.Random(5)
    checks = {"hands": 0}

    def after(sender: int, url: str, moves: int) -> None:
        for holder in pages:
            if holder.get_attribute("#friend-board", "data-pending") == "1":
                continue  # its board shows the table before its move: its hand of then
            hand = board_view(holder).get("hand") or []
            for other in pages:
                if other is holder:
                    continue
                seen = board_view(other)
                public = {c for pile in seen.get("captured", []) for c in pile}
                for item in seen.get("table", []):  # a card, or a build of cards
                    public |= set(item["cards"]) if isinstance(item, dict) else {item}
                held = [card for card in hand if card not in public]
                assert_hidden(other, held)
                checks["hands"] += bool(held)
        if moves == 5 and group.shot_once(2, "casino-4-mid-play"):
            fits(pages[2])

    moves = group.play(lambda seat: play_move(pages[seat], "casino", rng), after, 17)
    assert moves == 17
    views = [board_view(page) for page in pages]
    assert any(view["stock_count"] == 16 for view in views)  # the second deal is dealt
    hands = [set(view["hand"]) for view in views]
    assert all(not hands[a] & hands[b] for a in range(4) for b in range(a + 1, 4))
    assert checks["hands"] >= 17
    title = pages[3].inner_text("#friend-title")
    assert title == "Casino with Ana, Bo and Cy", title
    assert errors == []
