"""The end of a round, hand or set shows its result, once (issues 14, 24 and 37).

Issue 37: "Colomino's set games stop after every set.  A 'Going on in 6 s' bar with
Wait/Continue came 15 times in one Sideways game."  Rulebook 004_79a9f6842e015dc3.txt
rule 8: "Four cards form a set ... The player to complete a set continues the game by
playing the first card of the next set": no break, so the page never waits at a set's end
(docs/rules/colomino.md, D41).  The board shows the finished set, framed, beside the next
set's place with its result in words ("Set 1 to Green, 2 squares to 1"), and play goes
straight on.  A full-width countdown, with Wait and Continue, stays only where the rules
make a real break: Casino's hands (and Punto's rounds), and it says who won.
"""

from __future__ import annotations

import random
import re

from tests.support.browser import (
    LOAD_TIMEOUT_MS,
    MOVE_TIMEOUT_MS,
    READY,
    click_target,
    open_site,
    settle,
    start_game,
    targets,
)
from playwright.sync_api import Page

from parlour.page import share
from parlour.page.session import Session

SET_RESULT = re.compile(
    r"^Set (\d+) (to (Yellow|Green), \d+ squares? to \d+|drawn, \d+ squares? each|void: nobody could play)$"
)
"""A set's result in words (colomino/breaks.set_summary)."""

WATCH_BREAKS = """() => {
  window.breaksSeen = 0;
  window.showingSeen = [];
  window.statusWhileShowing = 0;
  const look = () => {
    const b = document.body.dataset;
    if (b.roundBreak === '1' || !document.getElementById('round-break').hidden) window.breaksSeen += 1;
    const status = document.querySelector('#board .turn-status');
    if (b.showing && status && getComputedStyle(status).visibility !== 'hidden')
      window.statusWhileShowing += 1;
    const last = window.showingSeen[window.showingSeen.length - 1];
    if (b.showing && b.showing !== last) window.showingSeen.push(b.showing);
  };
  look();
  new MutationObserver(look).observe(document.body,
    {attributes: true, attributeFilter: ['data-showing', 'data-round-break', 'data-ply']});
  new MutationObserver(look).observe(document.getElementById('round-break'),
    {attributes: true, attributeFilter: ['hidden']});
}"""
"""Counts every time the full-width break shows, each move the board shows in turn, and
the times the board's own turn line showed while a move was being shown."""

AT_REST = """() => {
  const b = document.body.dataset, board = document.getElementById('board');
  return b.showing === '' && (b.over === '1' || b.roundBreak === '1'
    || (b.thinking === '0' && (board.dataset.targets || '[]') !== '[]'));
}"""
"""Nothing left to show: the person may act, a break waits, or the game is over."""


def sets_ended(page: Page) -> list[str]:
    return [t.strip() for t in page.locator("#log li.log-break").all_text_contents()]


def test_a_sets_end_shows_its_result_on_the_board_and_play_goes_on(
    page: Page, base_url: str
) -> None:
    open_site(page, base_url)
    page.evaluate(WATCH_BREAKS)
    start_game(page, "colomino", ["human", "easy"], {"variant": "sideways"})
    rng = random.Random(5)
    for _ in range(80):
        settle(page)
        if sets_ended(page) and page.locator("#board .set-done").count():
            break  # the next set is not begun: the finished one is on the table beside it
        click_target(page, rng.choice(targets(page)))
    else:
        raise AssertionError("no set ended with the next set still to lead")
    summary = sets_ended(page)[-1]
    assert SET_RESULT.match(summary), summary
    # Said once on the board, as the heading over the finished set and the next set's place.
    assert (page.text_content("#board") or "").count(summary) == 1
    assert page.locator("#board .last-set").count() == 1
    assert targets(page) != []  # play goes on at once: the next set is led now
    assert page.evaluate("() => window.breaksSeen") == 0
    assert not page.is_visible("#round-break")
    assert page.errors == []  # type: ignore[attr-defined]


def test_a_sideways_game_at_the_fast_pace_never_stops_between_sets(
    new_context,
    base_url: str,  # noqa: ANN001
) -> None:
    """Issue 37's test: Sideways against the computer at the fast pace, on a phone.  From one
    of your moves to your next turn the board only shows the computer's moves, each once (the
    pauses counted, not timed), and no full-width bar appears after a set, while each set's
    result is said on the board."""
    page = new_context(
        pace="fast", viewport={"width": 390, "height": 844}, has_touch=True
    ).new_page()
    page.goto(f"{base_url}?game=colomino&seats=human,easy&option.variant=sideways")
    page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT_MS)
    page.evaluate(WATCH_BREAKS)
    rng = random.Random(2)
    said_on_board: set[str] = set()
    for _ in range(120):
        page.wait_for_function(AT_REST, timeout=MOVE_TIMEOUT_MS)
        if page.get_attribute("body", "data-over") == "1":
            break
        assert page.get_attribute("body", "data-round-break") == "0"
        ended = sets_ended(page)
        board = page.text_content("#board") or ""
        if ended and ended[-1] in board:
            said_on_board.add(ended[-1])
        start = int(page.get_attribute("body", "data-ply") or "0")
        while int(page.get_attribute("body", "data-ply") or "0") == start:
            if page.get_attribute("body", "data-forced") == "1":  # made for them (ui_forced)
                page.wait_for_function(f"() => Number(document.body.dataset.ply) > {start}")
                break
            click_target(page, rng.choice(targets(page)))
    else:
        raise AssertionError("the game did not end")
    ended = sets_ended(page)
    assert len(ended) >= 8, ended  # 48 cards, four to a set: a dozen sets, less the void ones
    assert all(SET_RESULT.match(text) for text in ended), ended
    assert page.evaluate("() => window.breaksSeen") == 0  # no full-width bar, ever
    # Each set's result was on the board at one of your turns after it (the last is the end).
    assert len(said_on_board) >= len(ended) // 2, (said_on_board, ended)
    # Every move of the computer was shown once, in turn, and nothing else held play up.
    shown = [int(n) for n in page.evaluate("() => window.showingSeen")]
    computer = [
        int(n)
        for n in page.eval_on_selector_all(
            "#log li[data-ply]",
            "items => items.filter(n => !n.textContent.startsWith('You ')).map(n => n.dataset.ply)",
        )
    ]
    assert shown == sorted(set(shown)) and set(computer) <= set(shown) | {0}
    # While the computer's move is shown, its caption says whose move it is: the board's own
    # "Your turn" waits (issue 37, item 6).
    assert page.evaluate("() => window.statusWhileShowing") == 0


def before_a_hands_end(seed: int) -> tuple[Session, tuple[str, ...]]:
    """A Casino game (first legal moves) where your next move ends a hand; and its clicks."""
    session = Session.new("casino", ("human", "easy"), {}, seed)
    while True:
        state = session.state
        if state.current_player == 0:
            for move in state.legal_moves():
                if state.apply(move).chance is not None:  # the hand is over, not yet dealt
                    return session, tuple(move.path)
        session = session.play(str(state.legal_moves()[0]))


def test_a_casino_hands_end_keeps_its_score_table_on_the_board(page: Page, base_url: str) -> None:
    """docs/rules/casino.md, "End of hand": each point with its reason, in Portuguese here."""
    session, path = before_a_hands_end(7)
    open_site(page, base_url)
    page.select_option("#lang", "pt")
    page.goto(f"{base_url}#{share.encode(session)}")
    settle(page)
    for target in path:
        click_target(page, target)
    page.wait_for_selector('body[data-round-break="1"]', state="attached", timeout=MOVE_TIMEOUT_MS)
    assert page.locator("#log li.log-break").all_text_contents()[-1].startswith("Ronda 2: ")
    # The countdown says who won the hand, and by how much (issue 37, item 7).
    said = page.text_content("#round-break-text") or ""
    assert re.fullmatch(
        r"(.+ ganhou a ronda 2, \d+\u2013\d+|Ronda 2 empatada a \d+ pontos)\. Continua em 6 s", said
    ), said
    table = page.locator("#board .hand-result")
    assert table.count() == 1
    words = table.text_content() or ""
    for label in ("Ronda 2: os pontos", "Mais cartas", "Mais espadas", "Grande Casino 10♦", "Ases"):
        assert label in words
    assert targets(page) == [] and page.locator("#board .hand-card").count() == 0
    page.click("#round-break-continue")
    settle(page)
    assert page.locator("#board .hand-result").count() == 0  # the next hand is dealt
    assert page.errors == []  # type: ignore[attr-defined]
