"""A game you can follow at a glance on a phone (issue 24), on a 390x844 touch screen.

- Touch selection in every game: "tap again to deselect, tap another card to switch, tap
  the felt to cancel, and a visible Cancel" (Punto's moves take one tap: a tap on the felt
  does nothing there).
- "Starting a game scrolls to the board": the strip's top at the top of the screen.
- The end screen: the result and the scores, "Play again" (same setup), "Rematch" (seats
  moved one on), "New setup"; the record against each computer level, counted once (not
  again on a reload), shown on the home card, cleared after a question, and a corrupted
  record set aside with a message.
Positions open as share links (tests/support/layouts.py), so each test is one page load or two.
"""

from __future__ import annotations

import json
import random
import re

from tests.support.browser import READY, LOAD_TIMEOUT_MS, settle, targets
from tests.support.chromium import ContextFactory
from playwright.sync_api import Page

from parlour.page import share
from parlour.page.session import Session
from tests.support.layouts import CASES, Position, measure, open_position, positions, resize

PHONE = {"width": 390, "height": 844}

POINT_IN_JS = """(target) => {
  // A point where a tap lands on this target and not on a card drawn over it.
  const el = document.querySelector(`#board [data-target="${target}"]`);
  el.scrollIntoView({block: "nearest", inline: "nearest"});
  const r = el.getBoundingClientRect();
  for (let fy = 0.5; fy < 1; fy += 0.1) for (let fx = 0.5; fx > 0; fx -= 0.1) {
    const x = r.left + r.width * fx, y = r.top + r.height * fy;
    const hit = document.elementFromPoint(x, y);
    if (hit && hit.closest("[data-target]") === el) return [x, y];
  }
  return null;
}"""

FELT_JS = """() => {
  // A point on the board's playing area with no target within 16 px: the felt (a touch
  // screen moves a tap near a button onto it).
  const area = document.querySelector("#board svg");
  const r = area.getBoundingClientRect();
  const bare = (x, y) => {
    const hit = document.elementFromPoint(x, y);
    return hit && hit.closest("#board") && !hit.closest("[data-target]");
  };
  for (let fy = 0.98; fy > 0.02; fy -= 0.02) for (let fx = 0.02; fx < 0.98; fx += 0.02) {
    const x = r.left + r.width * fx, y = r.top + r.height * fy;
    if (y < 40 || y > innerHeight - 40) continue;
    let clear = true;
    for (const dx of [-16, 0, 16]) for (const dy of [-16, 0, 16]) clear = clear && bare(x + dx, y + dy);
    if (clear) return [x, y];
  }
  return null;
}"""


def phone_page(new_context: ContextFactory, base_url: str) -> Page:
    context = new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.errors = errors  # type: ignore[attr-defined]
    page.goto(base_url)
    page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT_MS)
    return page


def renders(page: Page) -> int:
    return int(page.get_attribute("body", "data-renders") or "0")


def redrawn(page: Page, before: int) -> None:
    page.wait_for_function(f"() => Number(document.body.dataset.renders) > {before}")


def tap(page: Page, target: str) -> None:
    point = page.evaluate(POINT_IN_JS, target)
    assert point is not None, f"{target} cannot be tapped: something covers it"
    before = renders(page)
    page.touchscreen.tap(*point)
    redrawn(page, before)


def tap_felt(page: Page) -> None:
    point = page.evaluate(FELT_JS)
    assert point is not None, "no bare felt on the board"
    before = renders(page)
    page.touchscreen.tap(*point)
    redrawn(page, before)


def selection(page: Page) -> list[str]:
    return json.loads(page.get_attribute("#board", "data-selection") or "[]")


def test_a_half_built_move_changes_by_touch_in_every_game(
    new_context: ContextFactory, base_url: str
) -> None:
    page = phone_page(new_context, base_url)
    for game in ("casino", "cardino", "colomino"):
        case = next(c for c in CASES if c.game == game)
        start = positions(case)[0]
        open_position(page, start)
        first = [t for t in targets(page) if t.startswith(("hand:", "rack:"))]
        assert len(first) >= 2, f"{case.name}: fewer than two cards to choose from"
        tap(page, first[0])
        assert selection(page) == [first[0]] and page.is_visible("#btn-cancel"), case.name
        tap(page, first[0])  # tapped again: put back
        assert selection(page) == [] and not page.is_visible("#btn-cancel"), case.name
        tap(page, first[0])
        tap(page, first[1])  # another card: switched to it
        assert selection(page) == [first[1]], case.name
        tap_felt(page)  # the felt: dropped
        assert selection(page) == [], case.name
        tap(page, first[0])
        before = renders(page)
        page.tap("#btn-cancel")
        redrawn(page, before)
        assert selection(page) == [] and not page.is_visible("#btn-cancel"), case.name
        assert page.get_attribute("body", "data-ply") == str(start.ply), case.name
    punto = positions(next(c for c in CASES if c.game == "punto"))[0]
    open_position(page, punto)
    tap_felt(page)  # a one-tap game: the felt does nothing
    assert page.get_attribute("body", "data-ply") == str(punto.ply)
    tap(page, targets(page)[0])
    assert page.get_attribute("body", "data-ply") == str(punto.ply + 1)
    assert page.errors == []  # type: ignore[attr-defined]


def test_starting_a_game_scrolls_to_the_strip_and_the_board(
    new_context: ContextFactory, base_url: str
) -> None:
    """Issue 24: "Casino: start from the setup form and the page is at scrollY 332, with
    'Your turn' and the top of the table off screen"."""
    page = phone_page(new_context, base_url)
    page.tap('#game-list [data-game="casino"]')
    page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
    assert page.evaluate("() => window.scrollY") > 0
    page.tap("#setup-start")
    settle(page)
    # The strip (turn and score), the board and Undo below it, all on the screen.
    strip = page.locator("#strip").bounding_box()
    undo = page.locator("#btn-undo").bounding_box()
    assert strip is not None and undo is not None
    assert strip["y"] >= 0 and undo["y"] + undo["height"] <= PHONE["height"], (strip, undo)
    assert page.inner_text("#turn") == "Your turn"
    # On a smaller phone Colomino's table and hand fill the screen: the strip goes to the top.
    resize(page, 360, 740)
    page.tap("#btn-menu")
    page.tap('#game-list [data-game="colomino"]')
    page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
    page.tap("#setup-start")
    settle(page)
    strip = page.locator("#strip").bounding_box()
    undo = page.locator("#btn-undo").bounding_box()
    assert strip is not None and undo is not None and 0 <= strip["y"] <= 8, strip
    assert undo["y"] + undo["height"] <= 740


def one_move_from_the_end(seed: int) -> tuple[Session, str]:
    """A Punto match of one round whose next move, the person's, ends it."""
    session = Session.new("punto", ("human", "hard"), {"rounds_to_win": 1}, seed)
    rng = random.Random(seed)
    while True:
        state = session.state
        if state.current_player == 0:
            for move in state.legal_moves():
                if state.apply(move).is_over:
                    return session, move.path[0]
        session = session.play(str(rng.choice(state.legal_moves())))
        assert not session.state.is_over, "the game ended on the computer's move"


def finish(page: Page, seed: int) -> Session:
    """Open the match a move from its end and make that move: the game ends on the page."""
    session, target = one_move_from_the_end(seed)
    open_position(page, position_of(session))
    tap(page, target)
    page.wait_for_selector("#end:not([hidden])")
    session = session.play(next_notation(session, target))
    return session


def next_notation(session: Session, target: str) -> str:
    return str(next(m for m in session.state.legal_moves() if m.path == (target,)))


def position_of(session: Session) -> Position:
    return Position("end", share.encode(session), len(session.record.moves))


def stored(page: Page, key: str) -> object:
    text = page.evaluate(f"() => localStorage.getItem({json.dumps(key)})")
    return None if text is None else json.loads(text)


def test_the_end_screen_offers_what_next_and_keeps_your_record(
    new_context: ContextFactory, base_url: str
) -> None:
    page = phone_page(new_context, base_url)
    ended = finish(page, 1)
    result = page.inner_text("#end-result")
    assert result.startswith(("You won", "You lost")), result
    scores = page.inner_text("#end-scores")
    assert "You" in scores and "Computer" in scores
    # What they count is said once on a phone, in the strip just over the final board.
    assert "rounds won" in page.inner_text("#scores")
    assert page.inner_text("#end-note") == "Counted in your record."
    assert page.locator("#end-record tbody tr").all_inner_texts() == [
        "Hard\t1\t0\t0" if result.startswith("You won") else "Hard\t0\t1\t0"
    ]
    counted = stored(page, "parlour.results")
    page.reload()  # the page again, and the finished game opened again: not counted again
    page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT_MS)
    open_position(page, position_of(ended))
    assert page.is_visible("#end") and page.is_hidden("#end-note")
    assert stored(page, "parlour.results") == counted
    # Play again: the same seats and options, a new deal.
    finish(page, 2)
    before = renders(page)
    page.tap("#end-again")
    redrawn(page, before)
    settle(page)
    save = stored(page, "parlour.save")
    assert isinstance(save, dict)
    assert save["seats"] == ["human", "hard"] and save["record"]["options"]["rounds_to_win"] == 1
    assert page.is_hidden("#end")
    # Rematch: everyone one seat on, so the computer now has the first seat.
    finish(page, 3)
    page.tap("#end-rematch")
    page.wait_for_function(
        "() => JSON.parse(localStorage.getItem('parlour.save')).seats[0] === 'hard'"
    )
    # New setup: the form, filled in with this game's setup.
    finish(page, 4)
    page.tap("#end-setup")
    page.wait_for_selector("#setup:not([hidden])")
    assert page.input_value("#setup-game") == "punto" and page.input_value("#seat1") == "hard"
    # The home card shows the record; Clear asks, then forgets it.
    page.tap("#setup-back")
    line = page.locator('[data-card="punto"] .card-record')
    assert line.count() == 1 and "Hard" in line.inner_text()
    page.tap('[data-card="punto"] .record-clear')
    assert page.is_visible("#clear-dialog")
    assert "Punto" in page.inner_text("#clear-question")
    page.tap("#clear-yes")
    page.wait_for_selector('[data-card="punto"] .card-record', state="detached")
    games = stored(page, "parlour.results")
    assert isinstance(games, dict) and "punto" not in games["games"]
    assert page.errors == []  # type: ignore[attr-defined]


def boxes_outside_the_window(page: Page, selectors: tuple[str, ...], height: int) -> list[str]:
    """The elements (each shown) whose box is not wholly inside the window's height."""
    outside = []
    for selector in selectors:
        box = page.locator(selector).bounding_box()
        assert box is not None, f"{selector} is not shown"
        if box["y"] < -0.5 or box["y"] + box["height"] > height + 0.5:
            outside.append(f"{selector}: {box['y']:.0f} to {box['y'] + box['height']:.0f}px")
    return outside


FINAL = (
    "#strip",
    "#board",
    "#end-result",
    "#end-scores",
    "#end-again",
    "#end-rematch",
    "#end-setup",
)
"""What shows together once a game ends: the final board under its strip, the result, the
scores and the buttons to go on."""


def test_the_final_board_shows_with_the_result(new_context: ContextFactory, base_url: str) -> None:
    """Issue 37, item 8: "The end screen pushes the final board off screen, so the winning row
    is not seen beside the result".  As the last move ends the game, the page shows the final
    board and, under it, the result, the scores and what next, all inside the 390x844 window;
    at 1280x800 the end screen stands beside the board, both inside the window."""
    page = phone_page(new_context, base_url)
    finish(page, 2)
    assert boxes_outside_the_window(page, FINAL, PHONE["height"]) == []
    board = page.locator("#board").bounding_box()
    result = page.locator("#end-result").bounding_box()
    assert board is not None and result is not None and result["y"] >= board["y"] + board["height"]
    resize(page, 1280, 800)
    finish(page, 3)
    assert boxes_outside_the_window(page, FINAL, 800) == []
    board = page.locator("#board").bounding_box()
    end = page.locator("#end").bounding_box()
    assert board is not None and end is not None and end["x"] >= board["x"] + board["width"], (
        "the end screen is not beside the board"
    )
    assert page.errors == []  # type: ignore[attr-defined]


def test_the_home_card_shows_the_record_as_soon_as_a_game_ends(
    new_context: ContextFactory, base_url: str
) -> None:
    """Issue 37: "Finish a game, tap Games: the game's card shows no record until a reload
    or a language switch" (Punto, and Casino after Rematch)."""
    page = phone_page(new_context, base_url)
    assert page.locator('[data-card="punto"] .card-record').count() == 0
    finish(page, 1)  # no reload: the page the game ended on
    won = page.inner_text("#end-result").startswith("You won")
    page.tap("#btn-menu")
    page.wait_for_selector("#menu:not([hidden])")
    line = page.locator('[data-card="punto"] .card-record .record-line')
    assert line.all_inner_texts() == ["Hard 1–0–0" if won else "Hard 0–1–0"]
    assert page.errors == []  # type: ignore[attr-defined]


def test_a_new_game_is_not_called_in_progress_at_move_0(
    new_context: ContextFactory, base_url: str
) -> None:
    """Issue 37: "The home page says 'game of Punto in progress (move 0)' after Play again"."""
    page = phone_page(new_context, base_url)
    finish(page, 1)
    before = renders(page)
    page.tap("#end-again")
    redrawn(page, before)
    settle(page)
    assert page.get_attribute("body", "data-ply") == "0"  # the person has the first move
    page.tap("#btn-menu")
    page.wait_for_selector("#resume:not([hidden])")
    assert page.inner_text("#resume-text") == "Your new game of Punto awaits its first move."
    assert page.errors == []  # type: ignore[attr-defined]


def ask_hint(page: Page) -> str:
    """Tap Hint and wait for its reason (not "Looking for a good move…")."""
    page.tap("#btn-hint")
    page.wait_for_function(
        """() => { const hint = document.getElementById("hint");
                   return !hint.hidden && !hint.textContent.endsWith("\u2026"); }""",
        timeout=60_000,
    )
    return page.inner_text("#hint")


def on_screen_under_the_board(page: Page) -> None:
    hint = page.locator("#hint").bounding_box()
    board = page.locator("#board").bounding_box()
    undo = page.locator("#btn-undo").bounding_box()
    assert hint is not None and board is not None and undo is not None
    assert hint["y"] >= 0 and hint["y"] + hint["height"] <= PHONE["height"], hint
    assert board["y"] + board["height"] <= hint["y"] <= board["y"] + board["height"] + 16
    assert hint["y"] + hint["height"] <= undo["y"]  # beside the board, before the buttons


def test_the_hint_shows_under_the_board_on_screen_in_words(
    new_context: ContextFactory, base_url: str
) -> None:
    """Issue 37: "After Hint in Casino the text appears below the buttons, cut at the bottom
    edge, and reads 'Play 2♦ on [A♦+2♥] … raise to 5s'"."""
    page = phone_page(new_context, base_url)
    page.goto(f"{base_url}?game=casino&seats=human,easy")
    page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT_MS)
    settle(page)
    said = ask_hint(page)
    on_screen_under_the_board(page)
    assert "[" not in said and not re.search(r"\d+s\b", said), said
    page.select_option("#lang", "pt")  # the same hint, told again in Portuguese
    page.wait_for_function("() => document.documentElement.lang.startsWith('pt')")
    page.wait_for_function("(said) => document.getElementById('hint').innerText !== said", arg=said)
    told = page.inner_text("#hint")
    assert told.startswith("Experimente"), told
    assert "[" not in told and not re.search(r"\d+s\b", told), told
    on_screen_under_the_board(page)
    assert page.errors == []  # type: ignore[attr-defined]


def test_the_auto_pass_checkbox_is_a_touch_target(
    new_context: ContextFactory, base_url: str
) -> None:
    """Issue 37: "The auto-pass checkbox is 13×13 px"."""
    page = phone_page(new_context, base_url)
    finish(page, 1)  # any game: the setting is under every board
    box = page.locator("#auto-forced").bounding_box()
    assert box is not None and box["width"] >= 24 and box["height"] >= 24, box
    assert page.errors == []  # type: ignore[attr-defined]


def test_an_unreadable_record_is_set_aside_with_a_message(
    new_context: ContextFactory, base_url: str
) -> None:
    page = phone_page(new_context, base_url)
    page.evaluate("() => localStorage.setItem('parlour.results', '{\"version\": 1, \"games\": [')")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT_MS)
    notice = page.inner_text("#notice-text")
    assert notice.startswith("Your record of results could not be read") and "set aside" in notice
    aside = page.evaluate(
        "() => Object.keys(localStorage).filter((k) => k.startsWith('parlour.results.unreadable.'))"
    )
    assert len(aside) == 1
    assert page.evaluate("() => localStorage.getItem('parlour.results')") is None
    finish(page, 1)  # the game and the new record go on
    assert page.inner_text("#end-note") == "Counted in your record."
    assert page.errors == []  # type: ignore[attr-defined]


def test_the_end_screen_and_the_clear_dialog_fit_every_screen_in_both_languages(
    new_context: ContextFactory, base_url: str
) -> None:
    """tests/browser/test_layout.py's limits (targets >= 24 px, text >= 11 px, nothing cut
    off or outside the window) on the end screen with a record, and on the dialog Clear opens."""
    page = phone_page(new_context, base_url)
    found: list[str] = []
    for language in ("en", "pt"):
        if language == "pt":
            page.select_option("#lang", "pt")
            page.wait_for_function("() => document.documentElement.lang === 'pt'")
        finish(page, 5 if language == "en" else 6)
        for width, height in ((360, 740), (390, 844), (768, 1024), (1280, 800)):
            resize(page, width, height)
            found += [f"end {language} {width}x{height}: {p}" for p in measure(page)["problems"]]
            page.click("#end-record .record-clear")
            found += [f"dialog {language} {width}x{height}: {p}" for p in measure(page)["problems"]]
            page.click("#clear-dialog .dialog-close")
        resize(page, PHONE["width"], PHONE["height"])
    assert found == [], "\n".join(found[:40])
