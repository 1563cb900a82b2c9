"""Every game at every screen size: the positions, the sizes and the in-page measuring.

Shared by ``python3 build.py shots`` (tests/support/shots.py) and the layout browser test
(tests/browser/test_layout.py).  Positions are played in CPython with seeded random
moves and opened in the page as share links (``#g1.…``), so one page shows them all.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))

from parlour.page import share  # noqa: E402
from parlour.page.session import Session  # noqa: E402


@dataclass(frozen=True)
class Case:
    """One game and variant: seat 0 is the human, the others play at random."""

    name: str
    game: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 11


CASES = (
    Case("punto-2", "punto", 2),
    Case("punto-3", "punto", 3),
    Case("punto-4-teams", "punto", 4, {"teams": True}),
    Case("casino-2", "casino", 2),
    Case("casino-4-partners", "casino", 4, {"partners": True}),
    Case("cardino-2", "cardino", 2),
    Case("cardino-4", "cardino", 4),
    Case("colomino-sideways-2", "colomino", 2, {"variant": "sideways"}),
    Case("colomino-sideways-6", "colomino", 6, {"variant": "sideways"}),
    Case("colomino-fourways-4", "colomino", 4, {"variant": "fourways"}),
    Case("colomino-threeways-2", "colomino", 2, {"variant": "threeways"}),
    Case("colomino-domino-3", "colomino", 3, {"variant": "domino"}),
)

SIZES = ((360, 740), (390, 844), (768, 1024), (1280, 800))
PHONE_MAX_WIDTH = 480


def played(case: Case) -> Session:
    """A whole game of random moves (seeded), seat 0 human and the rest computers."""
    seats = ("human",) + ("random",) * (case.players - 1)
    session = Session.new(case.game, seats, case.options, case.seed)
    rng = random.Random(case.seed)
    while not session.state.is_over:
        session = session.play(str(rng.choice(session.state.legal_moves())))
    return session


def cut(session: Session, length: int) -> Session:
    """The session as it was after ``length`` moves (its first human turn from there)."""
    states = session.states
    moves = len(session.record.moves)
    while length < moves and states[length].current_player != 0:
        length += 1
    return Session(session.record.truncated(length), session.seats, session.names)


@dataclass(frozen=True)
class Position:
    stage: str
    fragment: str
    ply: int


def positions(case: Case) -> list[Position]:
    """Share links of the stages: after the first moves, the middle, the end."""
    whole = played(case)
    moves = len(whole.record.moves)
    cuts = {
        "start": cut(whole, min(moves, 2 * case.players)),
        "middle": cut(whole, moves // 2),
        "end": whole,
    }
    return [Position(stage, share.encode(s), len(s.record.moves)) for stage, s in cuts.items()]


# Evaluated in the page: every breach of the layout rules, each naming its element.
MEASURE_JS = r"""
({phoneMaxWidth, minTarget, minHandCard, minText, boardId, panelId, screenId, stripId, actionIds, endIds}) => {
  const problems = [];
  const W = window.innerWidth, H = window.innerHeight;
  const eps = 0.05;  // rounding only: the limits are minimums
  const name = (el) => {
    const label = el.getAttribute("aria-label") || el.getAttribute("data-target") || el.id || "";
    const text = (el.textContent || "").trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}${el.getAttribute("class")
      ? "." + el.getAttribute("class").trim().replace(/\s+/g, ".") : ""}> ${JSON.stringify(label || text)}`;
  };
  const fmt = (r) => `${r.width.toFixed(1)}x${r.height.toFixed(1)} at (${r.left.toFixed(1)},${r.top.toFixed(1)})`;
  const doc = document.documentElement;
  if (doc.scrollWidth > W + eps) problems.push(`page scrolls sideways: ${doc.scrollWidth} > ${W}`);
  const board = document.getElementById(boardId);
  const pictures = [board, document.getElementById(panelId)].filter((el) => el && !el.hidden);
  const boardBox = board.getBoundingClientRect();
  let smallestTarget = null, smallestText = null;
  for (const el of board.querySelectorAll("[data-target]")) {
    const r = el.getBoundingClientRect();
    const side = Math.min(r.width, r.height);
    if (smallestTarget === null || side < smallestTarget.side)
      smallestTarget = {side, what: name(el)};
    if (r.width < minTarget - eps || r.height < minTarget - eps)
      problems.push(`target under ${minTarget}px: ${name(el)} ${fmt(r)}`);
    const id = el.getAttribute("data-target") || "";
    if (W <= phoneMaxWidth && /^(hand|rack):/.test(id) && r.width < minHandCard - eps)
      problems.push(`hand card under ${minHandCard}px wide: ${name(el)} ${fmt(r)}`);
  }
  const inside = (r, box) => r.left >= box.left - 1 && r.right <= box.right + 1
                             && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
  const shown = (el) => {
    for (let n = el; n && n.nodeType === 1; n = n.parentElement) {
      const s = getComputedStyle(n);
      if (s.display === "none" || s.visibility === "hidden" || Number(s.opacity) === 0) return false;
    }
    return true;
  };
  // A hand wider than the board scrolls sideways (ui_board.split_panel): what lies in it
  // must be inside the scroller's whole width, and the scroller inside the window.
  for (const el of board.querySelectorAll(".hand-scroll")) {
    const r = el.getBoundingClientRect();
    if (r.left < -1 || r.right > W + 1) problems.push(`hand outside the window: ${name(el)} ${fmt(r)}`);
  }
  const reachable = (r, el) => {
    const scroller = el.closest(".hand-scroll");
    if (!scroller) return r.left >= -1 && r.right <= W + 1;
    const box = scroller.getBoundingClientRect();
    const left = box.left - scroller.scrollLeft;
    return r.left >= left - 1 && r.right <= left + scroller.scrollWidth + 1;
  };
  for (const el of pictures.flatMap((host) => [...host.querySelectorAll("svg text")])) {
    if (!el.textContent.trim() || !shown(el)) continue;
    const r = el.getBoundingClientRect();
    const m = el.getScreenCTM();
    const scale = m ? Math.hypot(m.a, m.b) : 1;
    const px = parseFloat(getComputedStyle(el).fontSize) * scale;
    if (smallestText === null || px < smallestText.px) smallestText = {px, what: name(el)};
    if (px < minText - eps) problems.push(`text ${px.toFixed(1)}px tall: ${name(el)}`);
    const svg = el.ownerSVGElement;
    let top = svg;
    while (top.ownerSVGElement) top = top.ownerSVGElement;
    if (!inside(r, top.getBoundingClientRect()))
      problems.push(`text outside its board: ${name(el)} ${fmt(r)}`);
    if (!reachable(r, el)) problems.push(`text outside the window: ${name(el)} ${fmt(r)}`);
  }
  // The page's own texts and buttons: the screen (strip, end screen) and open dialogs.
  const roots = [document.getElementById(screenId), ...document.querySelectorAll("dialog[open]")];
  for (const root of roots) {
    for (const el of root.querySelectorAll("button")) {
      if (!shown(el) || el.closest("svg")) continue;
      const r = el.getBoundingClientRect();
      if (r.width < minTarget - eps || r.height < minTarget - eps)
        problems.push(`button under ${minTarget}px: ${name(el)} ${fmt(r)}`);
      if (r.left < -1 || r.right > W + 1) problems.push(`button outside the window: ${name(el)} ${fmt(r)}`);
    }
  }
  const seen = new Set();
  for (const root of roots) {
   const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
   for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || seen.has(el) || el.closest("svg") || !shown(el)) continue;
    seen.add(el);
    if (el.closest(".visually-hidden")) continue;
    const px = parseFloat(getComputedStyle(el).fontSize);
    if (px < minText - eps) problems.push(`text ${px.toFixed(1)}px tall: ${name(el)}`);
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) {
      if (r.left < -1 || r.right > W + 1) { problems.push(`text outside the window: ${name(el)} ${fmt(r)}`); break; }
    }
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "visible"
        && getComputedStyle(el).textOverflow !== "ellipsis")
      problems.push(`text cut off without an ellipsis: ${name(el)}`);
   }
  }
  // The strip (turn and score: issue 24), the board with your hand, and the turn's actions
  // fit on the screen together: the game's own buttons (board targets such as End turn)
  // are inside the board, then Undo and Hint.
  const strip = stripId ? document.getElementById(stripId) : null;
  if (strip && !board.hidden && !shown(strip)) problems.push("the strip over the board is not shown");
  const actions = actionIds.map((id) => document.getElementById(id))
    .filter((el) => el && shown(el));
  // Once the game is over, the result and what next show with the final board instead of
  // the turn's actions (issue 37, item 8: the end screen pushed the board off screen).
  const ending = (endIds || []).map((id) => document.getElementById(id)).filter((el) => el && shown(el));
  const below = ending.length ? ending : actions;
  const stacked = strip && shown(strip) ? [strip, ...below] : below;
  if (!board.hidden) {
    const top = Math.min(boardBox.top, ...stacked.map((el) => el.getBoundingClientRect().top));
    const bottom = Math.max(boardBox.bottom, ...stacked.map((el) => el.getBoundingClientRect().bottom));
    if (bottom - top > H + eps)
      problems.push(`strip, board and ${ending.length ? "result" : "actions"} need ${(bottom - top).toFixed(0)}px of height, the window has ${H}`);
    for (const el of actions) {
      const r = el.getBoundingClientRect();
      if (r.right > W + 1 || r.left < -1) problems.push(`action outside the window: ${name(el)} ${fmt(r)}`);
    }
  }
  return {problems, smallestTarget, smallestText, scrollY: window.scrollY};
}
"""

LIMITS = {"phoneMaxWidth": PHONE_MAX_WIDTH, "minTarget": 24, "minHandCard": 40, "minText": 11}
PLAY = {
    "boardId": "board",
    "panelId": "",
    "screenId": "play",
    "stripId": "strip",
    "actionIds": ["btn-undo", "btn-hint"],
    "endIds": ["end-result", "end-scores", "end-again"],
}
"""The play screen: its board's targets and texts, every text and button of the screen (the
end screen's too), the strip over the board, Undo and Hint; once the game is over, the
result, the scores and Play again in their place."""
LESSON = {
    "boardId": "lesson-board",
    "panelId": "lesson-panel",
    "screenId": "lesson",
    "stripId": "",
    "actionIds": [],
}
"""A lesson's screen: its board and its panel (drawn pictures), and every text of the screen."""

WAIT_SHOWN_JS = """(ply) => document.body.dataset.ply === String(ply)
  && document.body.dataset.thinking === "0" && document.getElementById("board").innerHTML !== ""
  && !location.hash"""


def open_position(page: Any, position: Position) -> None:
    """Open a share link in the page already showing the site, and wait until it is drawn."""
    page.evaluate("(f) => { location.hash = f; }", "#" + position.fragment)
    page.wait_for_function(WAIT_SHOWN_JS, arg=position.ply, timeout=60_000)


def resize(page: Any, width: int, height: int) -> None:
    """A new window size, waited for until the page sees it.

    The page lays out in CSS alone (no resize handlers), so a measurement taken once the
    window has its size reads the new layout.  Never await requestAnimationFrame in an
    evaluate: headless Chromium may not tick frames, and an evaluate has no timeout (the
    likely hang of the CI run of 4 December, which stopped in this test's lessons)."""
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_function(
        "([w, h]) => window.innerWidth === w && window.innerHeight === h",
        arg=[width, height],
        polling=50,  # a timer, not frames (see above)
        timeout=30_000,
    )


def measure(page: Any, screen: dict[str, Any] = PLAY) -> dict[str, Any]:
    result: dict[str, Any] = page.evaluate(MEASURE_JS, {**LIMITS, **screen})
    return result


def open_lesson(page: Any, lesson_id: str) -> None:
    """Open a lesson from its game's card on the home page (the page shows the menu)."""
    press(page, f'#game-list [data-lesson="{lesson_id}"]')
    page.wait_for_selector("#lesson:not([hidden]) #lesson-board svg")


def press(page: Any, selector: str) -> None:
    """Click a button as its handler sees it, without Playwright's actionability checks.

    A click waits for the element to be "stable" over two animation frames, and after many
    window resizes headless Chromium may stop drawing frames for a while: the CI run of 4
    December (evening) timed out clicking the lesson's Games button after its last resize.
    The tests that resize the window most press their buttons this way."""
    page.dispatch_event(selector, "click")


def lesson_clicks(page: Any) -> Iterator[int]:
    """Walk the open lesson by its highlighted targets, yielding before each click and once
    at the end (the number of clicks made so far)."""
    clicks = 0
    while page.get_attribute("#lesson-board", "data-done") != "1":
        yield clicks
        wanted = page.get_attribute("#lesson-board", "data-expected")
        renders = page.get_attribute("#lesson-board", "data-renders")
        page.locator(f'#lesson-board [data-target="{wanted}"]').first.dispatch_event("click")
        page.wait_for_function(
            f"() => document.getElementById('lesson-board').dataset.renders !== '{renders}'",
            polling=50,  # a timer, not frames (see press)
        )
        clicks += 1
    yield clicks


# Evaluated in the page: the open rules dialog at this size (issue 24).
MEASURE_DIALOG_JS = r"""
({dialogId, minTarget, minText}) => {
  const problems = [], W = window.innerWidth, H = window.innerHeight, eps = 0.05;
  const dialog = document.getElementById(dialogId);
  const name = (el) => `<${el.tagName.toLowerCase()}> ${JSON.stringify((el.textContent || "").trim().slice(0, 40))}`;
  const box = dialog.getBoundingClientRect();
  if (box.left < -1 || box.right > W + 1) problems.push(`the dialog is wider than the window: ${box.width}`);
  const close = dialog.querySelector(".dialog-close");
  const c = close.getBoundingClientRect();
  if (c.top < box.top - 1 || c.bottom > Math.min(box.bottom, H) + 1 || c.top > box.top + 80)
    problems.push(`no Close at the top: the first Close is at ${c.top.toFixed(0)}px`);
  for (const button of dialog.querySelectorAll("button")) {
    const r = button.getBoundingClientRect();
    if (r.width && (r.width < minTarget - eps || r.height < minTarget - eps))
      problems.push(`button under ${minTarget}px: ${name(button)} ${r.width.toFixed(1)}x${r.height.toFixed(1)}`);
  }
  // An example's long hand scrolls sideways as on the board (ui_board.split_panel): its
  // text must lie within the scroller's whole width, and the scroller inside the dialog.
  for (const scroller of dialog.querySelectorAll(".hand-scroll")) {
    const r = scroller.getBoundingClientRect();
    if (r.left < box.left - 1 || r.right > box.right + 1) problems.push(`hand outside the dialog: ${name(scroller)}`);
  }
  const inside = (r, el) => {
    const scroller = el.closest(".hand-scroll");
    if (!scroller) return r.left >= box.left - 1 && r.right <= box.right + 1;
    const left = scroller.getBoundingClientRect().left - scroller.scrollLeft;
    return r.left >= left - 1 && r.right <= left + scroller.scrollWidth + 1;
  };
  const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || el.closest("title")) continue;
    const r = el.getBoundingClientRect();
    if (!r.width) continue;
    let px = parseFloat(getComputedStyle(el).fontSize);
    if (el.closest("svg")) {
      const m = el.getScreenCTM();
      px *= m ? Math.hypot(m.a, m.b) : 1;
    }
    if (px < minText - eps) problems.push(`text ${px.toFixed(1)}px tall: ${name(el)}`);
    if (!inside(r, el)) problems.push(`text outside the dialog: ${name(el)}`);
  }
  return problems;
}
"""


def measure_rules(page: Any) -> list[str]:
    """The rules dialog's breaches, scrolled to its end (where its Close used to be alone)."""
    page.evaluate(
        "() => { const d = document.getElementById('rules-dialog'); d.scrollTop = d.scrollHeight; }"
    )
    problems: list[str] = page.evaluate(
        MEASURE_DIALOG_JS, {"dialogId": "rules-dialog", "minTarget": 24, "minText": 11}
    )
    return problems
