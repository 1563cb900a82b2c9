"""Undo and redo against the computer, the hint, the move log and replay."""

from __future__ import annotations

import dataclasses

import json
import random

from tests.support.browser import (
    click_target,
    log_lines,
    open_site,
    ply,
    play_one_move,
    settle,
    start_game,
    targets,
)
from playwright.sync_api import Page

from parlour.page import share
from parlour.page.session import Session


def test_undo_takes_back_your_move_and_the_computers_reply(page: Page, base_url: str) -> None:
    open_site(page, base_url)
    start_game(page, "punto", ["human", "random"], {"rounds_to_win": "1"})
    assert page.is_disabled("#btn-undo")
    play_one_move(page, random.Random(1))
    first = ply(page)
    play_one_move(page, random.Random(2))
    assert ply(page) > first
    page.click("#btn-undo")
    settle(page)
    assert ply(page) == first
    assert len(log_lines(page)) == first
    assert page.get_attribute("body", "data-undo-used") == "1"
    assert json.loads(page.evaluate("localStorage.getItem('parlour.save')"))["undo_used"] is True
    page.click("#btn-redo")
    settle(page)
    assert ply(page) > first
    assert page.errors == []  # type: ignore[attr-defined]


def test_undo_can_be_switched_off_in_the_setup(page: Page, base_url: str) -> None:
    open_site(page, base_url)
    start_game(page, "punto", ["human", "random"], undo=False)
    play_one_move(page, random.Random(1))
    assert page.is_hidden("#btn-undo") and page.is_hidden("#btn-redo")


def test_a_hint_highlights_a_legal_target_and_gives_a_reason(page: Page, base_url: str) -> None:
    open_site(page, base_url)
    start_game(page, "casino", ["human", "random"])
    legal = targets(page)
    page.click("#btn-hint")
    page.wait_for_function("() => document.getElementById('board').dataset.hint")
    path = json.loads(page.get_attribute("#board", "data-hint"))
    assert path[0] in legal
    assert page.locator(f'#board [data-target="{path[0]}"].hinted').count() >= 1
    reason = page.text_content("#hint") or ""
    # Told as advice: "Take 5 with 5", not "Try: You take 5 with 5" (words.as_suggestion).
    assert reason.split()[0] in ("Take", "Play", "Trail") and len(reason) > 10
    # The game's explain_hint gives the reason, not the generic win rate.
    assert "simulated games" not in reason and "only move" not in reason
    # Playing the hint's path makes that move.
    for target in path:
        click_target(page, target)
    settle(page)
    assert ply(page) >= 1
    assert page.is_hidden("#hint")
    assert page.errors == []  # type: ignore[attr-defined]


def test_the_log_and_replay_step_through_the_game(page: Page, base_url: str) -> None:
    open_site(page, base_url)
    start_game(page, "punto", ["human", "random"], {"rounds_to_win": "1"})
    play_one_move(page, random.Random(1))
    play_one_move(page, random.Random(2))
    moves = ply(page)
    entries = page.locator("#log li[data-ply]")
    assert entries.count() == moves
    assert entries.first.get_attribute("title") is None  # issue 37: no notation on hover
    assert entries.first.text_content().startswith("You play ")  # the person's own move
    page.click("#btn-replay")
    page.wait_for_selector("#replay-bar:not([hidden])")
    assert page.get_attribute("body", "data-replay") == str(moves)
    page.click("#replay-prev")
    assert page.get_attribute("body", "data-replay") == str(moves - 1)
    page.click("#replay-first")
    assert page.get_attribute("body", "data-replay") == "0"
    assert page.get_attribute("#board", "data-targets") == "[]"
    page.click("#replay-next")
    assert page.get_attribute("body", "data-replay") == "1"
    assert page.text_content("#replay-pos") == f"Move 1 of {moves}"
    page.click("#replay-exit")
    settle(page)
    assert page.get_attribute("body", "data-replay") == "" and targets(page)
    assert page.errors == []  # type: ignore[attr-defined]


def finished_link(base_url: str) -> tuple[str, int]:
    """A share link to a finished game of Punto in which undo was used."""
    session = Session.new("punto", ("human", "random"), {"rounds_to_win": 1}, seed=21)
    rng = random.Random(21)
    while not session.state.is_over:
        session = session.play(str(rng.choice(session.state.legal_moves())))
    session = dataclasses.replace(session, undo_used=True)
    return f"{base_url}#{share.encode(session)}", len(session.record.moves)


def test_a_shared_finished_game_shows_undo_and_replays(page: Page, base_url: str) -> None:
    link, moves = finished_link(base_url)
    open_site(page, link)
    page.wait_for_selector('body[data-over="1"]')
    assert "(undo was used)" in page.text_content("#turn")
    assert ply(page) == moves and len(log_lines(page)) == moves
    page.click("#btn-replay")
    page.click("#replay-first")
    for step in range(1, 4):
        page.click("#replay-next")
        assert page.get_attribute("body", "data-replay") == str(step)
    page.click("#replay-last")
    assert page.get_attribute("body", "data-replay") == str(moves)


def test_the_rules_panel_shows_the_rules_with_diagrams(page: Page, base_url: str) -> None:
    open_site(page, base_url)
    page.click('#game-list [data-game="casino"]')
    page.click("#setup-rules")
    page.wait_for_selector("#rules-dialog[open] .rules h2")
    assert "Casino" in page.text_content("#rules-dialog h2")
    assert page.locator("#rules-dialog .rules-diagram svg").count() >= 1
    assert page.locator("#rules-dialog [data-target]:not([inert] *)").count() == 0
    page.keyboard.press("Escape")
    assert page.locator("#rules-dialog[open]").count() == 0
