"""The review of a finished game in the page (issue 38): Review on the end screen, its
progress one decision at a time in the worker, the summary, a marked move shown with its
better move on the board, Try it; and a review left midway asks nothing more."""

from __future__ import annotations

import random
import re

from tests.support.browser import open_site
from tests.support.review_text import costliest_named

from playwright.sync_api import Page

from parlour.page import share
from parlour.page.reviewing import kept_key
from parlour.learn.review import record_key
from parlour.page.session import Session

REVIEW_TIMEOUT_MS = 120_000
PAGE_ERRORS: list[str] = []


def finished_punto(seed: int = 5) -> tuple[str, int]:
    """A one-round Punto game against the computer, played to its end by seeded random
    moves (a random player makes costly moves), as a share link."""
    session = Session.new("punto", ("human", "hard"), {"rounds_to_win": 1}, seed)
    rng = random.Random(seed)
    while not session.state.is_over:
        session = session.play(str(rng.choice(session.state.legal_moves())))
    return share.encode(session), len(session.record.moves)


def open_finished(page: Page, base_url: str, seed: int = 5) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.errors = errors  # type: ignore[attr-defined]
    open_site(page, base_url)
    fragment, moves = finished_punto(seed)
    page.evaluate("(f) => { location.hash = f; }", "#" + fragment)
    page.wait_for_function(
        "(n) => document.body.dataset.ply === String(n) && document.body.dataset.over === '1'",
        arg=moves,
    )
    page.wait_for_selector("#end-review:not([hidden])")


def test_review_shows_progress_marks_and_the_better_move(page: Page, base_url: str) -> None:
    open_finished(page, base_url)
    page.click("#end-review")
    page.wait_for_selector('body[data-review="running"]')
    page.wait_for_selector("#review-progress")
    page.wait_for_function(
        "() => Number(document.body.dataset.reviewDone || 0) >= 1", timeout=REVIEW_TIMEOUT_MS
    )
    # Stopped midway, the progress names the next move as the log numbers it, and counts
    # the person's own moves.
    page.click("#review-stop")
    page.wait_for_selector('body[data-review="stopped"]')
    status = page.text_content("#review-status") or ""
    said = re.fullmatch(
        r"Review stopped before move (\d+): (\d+) of your (\d+) moves reviewed\.", status
    )
    assert said is not None, status
    move, judged = int(said.group(1)), int(said.group(2))
    assert judged == int(page.get_attribute("body", "data-review-done") or "-1")
    assert page.locator(f'#log li[data-ply="{move}"]').count() == 1
    page.click("#end-review")  # "Continue the review"
    page.wait_for_selector('body[data-review="done"]', timeout=REVIEW_TIMEOUT_MS)
    summary = page.text_content("#review-summary") or ""
    marked = page.locator("#review-list button")
    assert marked.count() >= 1, summary  # a random player makes a costly move
    assert page.locator("#log li.review-mark").count() == marked.count()
    # The summary's costliest move is named by the number the list and the log show.
    costliest = costliest_named(summary)
    assert costliest is not None, summary
    listed = [text.split()[1] for text in marked.all_inner_texts()]  # "Move 7 ?? …"
    assert str(costliest) in listed, (summary, listed)
    assert page.locator(f'#log li.review-mark[data-ply="{costliest}"]').count() == 1
    # A marked move: the board at that ply, its better move marked, the reason, Try it.
    marked.first.press("Enter")  # by keyboard
    page.wait_for_selector("#review-detail:not([hidden])")
    ply = int(page.get_attribute("#review-list button >> nth=0", "data-review-ply") or "-1")
    assert page.get_attribute("body", "data-replay") == str(ply)
    assert (page.get_attribute("#board", "data-hint") or "") not in ("", "[]")
    assert page.locator("#board .hinted").count() >= 1
    assert (page.text_content("#review-better") or "").startswith("Better: ")
    page.click("#review-try")
    page.wait_for_selector("#review-trial:not([hidden])")
    page.wait_for_function("(n) => document.body.dataset.ply === String(n)", arg=ply)
    assert page.get_attribute("body", "data-over") == "0"
    page.click("#review-back")
    page.wait_for_selector('body[data-review="done"]')
    assert page.locator("#review-list button").count() == marked.count()  # kept, at once
    assert page.errors == []  # type: ignore[attr-defined]


def test_a_review_left_midway_stops_asking(page: Page, base_url: str) -> None:
    open_finished(page, base_url, seed=6)
    # A kept review that cannot be read is named in one line, left aside and made again.
    key = record_key(share.decode("#" + finished_punto(6)[0]).record)
    page.evaluate("(k) => localStorage.setItem(k, '{not json')", kept_key(key))
    page.click("#end-review")
    page.wait_for_selector("#notice:not([hidden])")
    assert "could not be read" in (page.text_content("#notice-text") or "")
    page.wait_for_function(
        "() => Number(document.body.dataset.reviewDone || 0) >= 1", timeout=REVIEW_TIMEOUT_MS
    )
    page.click("#btn-menu")
    page.wait_for_selector('body[data-review="stopped"]')
    # A new game against the computer plays at once: the worker is not kept reviewing.
    page.click('#game-list [data-play="punto"]')
    page.wait_for_function(
        "() => document.body.dataset.ply === '0' || document.body.dataset.ply === '1'"
    )
    assert page.get_attribute("body", "data-review") == ""
    page.wait_for_function(
        "() => document.body.dataset.thinking === '0' && document.body.dataset.turn === '0'",
        timeout=60_000,
    )
    assert page.is_hidden("#review")
    # The part reviewed was kept beside the autosave.
    kept = page.evaluate(
        "() => Object.keys(localStorage).filter((k) => k.startsWith('parlour.review.'))"
    )
    assert len(kept) == 1
    assert page.errors == []  # type: ignore[attr-defined]


def test_hot_seat_reviews_each_persons_own_moves(page: Page, base_url: str) -> None:
    """Issue 38: the end of a hot-seat game offers each person a review of their own moves
    (the board turned to their side), each kept apart."""
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    open_site(page, base_url)
    session = Session.new("punto", ("human", "human"), {"rounds_to_win": 1}, 5)
    rng = random.Random(5)
    while not session.state.is_over:
        session = session.play(str(rng.choice(session.state.legal_moves())))
    page.evaluate("(f) => { location.hash = f; }", "#" + share.encode(session))
    page.wait_for_function("() => document.body.dataset.over === '1'")
    buttons = page.locator("#end-review-seats button")
    page.wait_for_selector("#end-review-seats button >> nth=1")
    assert buttons.count() == 2 and page.locator("#end-review").is_hidden()
    assert all(text.startswith("Review ") for text in buttons.all_inner_texts())
    key = record_key(session.record)
    for seat in (1, 0):
        page.click(f'#end-review-seats [data-review-seat="{seat}"]')
        done = f'body[data-review="done"][data-review-seat="{seat}"]'  # this person's review
        page.wait_for_selector(done, timeout=REVIEW_TIMEOUT_MS)
        kept = page.evaluate("(k) => JSON.parse(localStorage.getItem(k))", kept_key(key, seat))
        assert kept["seat"] == seat and kept["decisions"]
        assert {d["seat"] for d in kept["decisions"]} == {seat}
        # the one on screen is not offered again; the other person's is
        assert page.locator("#end-review-seats button").count() == 1
        assert page.get_attribute("#end-review-seats button", "data-review-seat") == str(1 - seat)
    assert errors == []
