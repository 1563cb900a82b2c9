"""Whole games of Cardino and Colomino by link (issue 26, "Tests"): two browser contexts, one a
seat, passing link text only, the test choosing each move (a seeded random one of the moves
the board offers, made by clicking its path).

On the way, after every link taken: the other context draws and keeps no tile or card its
seat has not been shown (Cardino's racks, a Domino hand), and its storage holds the log
alone.  Each side reloads in the middle and the game goes on from what it kept; at the end
both devices re-check the whole game and say it was fair, naming the same winner, and the
end screen's Play again starts a new game with the same friend.  Around
the Domino game: the invitation taken on a second device for the same seat, whose link the
host refuses with her game unchanged, and a link opened on a device that kept an older
game, which is named as coming after one it has not opened.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from tests.support.browser import open_site
from tests.support.links import (
    PHONE,
    assert_hidden,
    board_view,
    check_storage,
    done_count,
    end_and_play_again,
    exchange,
    join_as,
    kept,
    link_to_send,
    open_link,
    play_move,
    reload_and_resume,
    start,
    two_contexts,
    wait_done,
)
from playwright.sync_api import Page

from parlour.games.cardino.tiles import EMPTY, FULL_SET, tile_code
from parlour.pieces import kind_of

pytestmark = pytest.mark.browser


def pieces_drawn(page: Page) -> list[str]:
    """The kinds of the pieces the board and its panel draw (copies share a kind)."""
    drawn: list[str] = page.eval_on_selector_all(
        "#friend-board [data-piece], #friend-panel [data-piece]",
        "nodes => nodes.map(n => n.dataset.piece)",
    )
    return [kind_of(piece) for piece in drawn]


def settled(page: Page) -> bool:
    """Its board shows the latest state (not the table before its move, awaiting a key)."""
    return page.get_attribute("#friend-board", "data-pending") != "1"


def cardino_hidden(holder: Page, other: Page) -> int:
    """Cardino's racks are hidden (its rule 1): ``other`` draws the board and its own rack,
    no more, and nothing is revealed before the end; when both boards show the latest
    state, the two racks and the board together fit in the set (no tile in two places).
    1 when ``other`` was checked (its board not waiting for a key)."""
    if not settled(other):
        return 0
    mine = board_view(other)
    board = [tile_code(tile) for tile in mine["board"] if tile != EMPTY]
    rack = [tile_code(tile) for tile in mine["rack"]]
    assert Counter(pieces_drawn(other)) == Counter(board + rack)
    assert len(rack) == mine["rack_sizes"][mine["player"]]
    assert mine["revealed"] is None
    if settled(holder):
        theirs = board_view(holder)
        assert mine["board"] == theirs["board"]
        together = Counter(mine["rack"]) + Counter(theirs["rack"])
        together.update(tile for tile in mine["board"] if tile != EMPTY)
        assert not together - Counter(FULL_SET), "a tile in two places"
    return 1


def colomino_hidden(holder: Page, other: Page) -> int:
    """A Domino hand is hidden (D30): none of the holder's cards is in the other context's
    view, drawing or storage until it is played.  1 when a hand was checked."""
    if not (settled(holder) and settled(other)):
        return 0
    hand = board_view(holder).get("hand") or []
    public = {link.rstrip("^v") for link in board_view(other)["chain"]}
    held = [card for card in hand if card not in public]
    # "excluded" and "must_hold" are the public inferences from a seat's calls ("can't
    # play": none of the cards that would fit; colomino/scoring.py): they name every card
    # that would fit, wherever it is.
    assert_hidden(other, held, deduced=("excluded", "must_hold"))
    return int(bool(held))


def play_through(
    ana: Page, bo: Page, invitation: str, game: str, hidden: Any, extra: Any = None
) -> dict[str, int]:
    """The game played to its end; each side reloads once in the middle.  What was checked."""
    seats = {0: ana, 1: bo}
    rng = random.Random(3)
    checked = {"hidden": 0, "reloads": 0, "links": 0}

    def on_delivered(sender: Page, receiver: Page, url: str, moves: int, before: bool) -> None:
        if extra is not None:
            extra(sender, receiver, url, moves, before)
        if before:
            return
        checked["links"] += 1
        if receiver.get_attribute("body", "data-link") != "over":
            checked["hidden"] += hidden(sender, receiver) + hidden(receiver, sender)
            check_storage(sender, receiver)

    def on_move(mover: Page, other: Page, moves: int) -> None:
        if moves in (3, 8):  # the host, then the friend
            reload_and_resume(seats[0 if moves == 3 else 1])
            checked["reloads"] += 1

    exchange(
        seats,
        {0: invitation, 1: None},
        on_delivered,
        on_move,
        lambda seat: play_move(seats[seat], game, rng),
    )
    for page in (ana, bo):
        assert page.get_attribute("body", "data-link") == "over"
        assert "the game was fair" in page.inner_text("#friend-turn")
    assert ana.inner_text("#friend-turn") == bo.inner_text("#friend-turn")  # the same winner
    return checked


def test_cardino_by_link(new_context: Any, base_url: str) -> None:
    ana, bo, errors = two_contexts(new_context)
    invitation = start(ana, bo, base_url, "cardino", "Cardino", "")
    checked = play_through(ana, bo, invitation, "cardino", cardino_hidden)
    assert checked["reloads"] == 2 and checked["hidden"] >= 20, checked
    end_and_play_again([ana, bo], "cardino", "Cardino")
    assert errors == []


def test_colomino_domino_by_link(new_context: Any, base_url: str) -> None:
    ana, bo, errors = two_contexts(new_context)
    invitation = start(ana, bo, base_url, "colomino", "Colomino", "option.variant=domino")
    with bo.expect_download() as download:  # Bo's game as it is before any move
        bo.click("#friend-backup")
    early = download.value.path()
    laptop = new_context(viewport=PHONE).new_page()
    laptop.on("pageerror", lambda exc: errors.append(str(exc)))
    done = {"other_device": False, "missing": False}

    def extra(sender: Page, receiver: Page, url: str, moves: int, before: bool) -> None:
        # Before Bo's link reaches Ana (which draws her game again), and after Ana's.
        if before and sender is bo and moves >= 2 and not done["other_device"]:
            done["other_device"] = True
            other_device_refused(ana, laptop, invitation)
        if not before and sender is ana and moves >= 6 and not done["missing"]:
            done["missing"] = True
            missing_named(laptop, early, url)

    checked = play_through(ana, bo, invitation, "colomino", colomino_hidden, extra)
    assert checked["reloads"] == 2 and checked["hidden"] >= 10, checked
    assert all(done.values()), done
    end_and_play_again([ana, bo], "colomino", "Colomino")
    assert errors == []


def other_device_refused(ana: Page, laptop: Page, invitation: str) -> None:
    """Bo takes the invitation again on a second device, which joins as his seat too: its
    link back is refused by Ana in one line, and her game is unchanged."""
    open_site(laptop, invitation)
    laptop.wait_for_selector('body[data-link="name"]', state="attached")
    join_as(laptop, "Bo")
    url = link_to_send(laptop)
    assert url
    view, stored, sending = board_view(ana), kept(ana), link_to_send(ana)
    count = ana.get_attribute("#friend-board", "data-count")
    open_link(ana, url)
    assert ana.get_attribute("body", "data-link") == "error"
    said = ana.inner_text("#friend-error").strip()
    assert said.startswith("This link was refused") and "\n" not in said, said
    assert "made on another device" in said and "unchanged" in said, said
    assert ana.get_attribute("#friend-board", "data-count") == count
    assert board_view(ana) == view and kept(ana) == stored
    assert sending and link_to_send(ana) == sending  # her link to Bo is still there to send


def missing_named(laptop: Page, backup: Path, url: str) -> None:
    """The second device restores Bo's backup from before the first move and opens Ana's
    newest link: it comes after links this device never took, and the page says so, naming
    whom to ask; the game it keeps is the backup's."""
    before = done_count(laptop)
    laptop.set_input_files("#links-restore", backup)
    wait_done(laptop, before)
    stored = kept(laptop)
    restored = json.loads(Path(backup).read_text())["kept"]
    assert [record["export"] for record in stored.values()] == [restored["export"]]
    count = laptop.get_attribute("#friend-board", "data-count")
    open_link(laptop, url)
    assert laptop.get_attribute("body", "data-link") == "error"
    said = laptop.inner_text("#friend-error")
    assert "comes after one you have not opened" in said and "Ana" in said, said
    assert laptop.get_attribute("#friend-board", "data-count") == count
    assert kept(laptop) == stored
