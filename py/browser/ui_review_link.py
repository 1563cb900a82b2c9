"""The review of a game by link, for your own seat (issue 38): "Review my moves" on the friend
screen's end, its progress, the marks on the move log, and each costly move's position with
the better move drawn.

The model is the play screen's (``parlour.page.reviewing.ReviewState``: the decisions, the
one asked next, a late answer dropped); the ``ai`` worker judges one decision at a time from
the seat's own table (``ai_worker.review`` with the kept game: ``review.walk_table``), which
holds the cards this seat was shown and stand-ins for the rest, so the review reads this
seat's view alone.  The worker lists the decisions with this seat's view at each, and the
page draws a decision from that view: the friend screen holds no other.  Each decision
judged is kept in localStorage beside the kept game (``parlour.review.<link_key>``), so a
review opens again at once.  A game by link has no record to start from, so there is no
"Try it" here.  Markers for tests: ``body[data-link-review]`` ("", "running", "stopped",
"done", "failed") and ``data-link-review-done``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from dom import announce, el, on, set_text, storage_get, storage_set
from pyscript import document
from text import t
import ui_review_parts as parts
from ui_board import hint_text, prepare_board, show_hint, show_picture
from ui_end import bring_into_view
from ui_worker import Thinker

from parlour import registry, words
from parlour.core import Highlights
from parlour.link.report import SeatReport
from parlour.page import reviewing
from parlour.page.reviewing import ReviewState, kept_key, read_kept
from parlour.reader import shorten
from parlour.page.hints import Hint, hint_reason_in_view

if TYPE_CHECKING:
    from parlour.learn.review import Decision, Review

SECTION = """
<h3 id="friend-review-heading" class="review-heading" data-t="review.heading"></h3>
<div id="friend-review-run" class="review-run">
  <p id="friend-review-status" class="review-status" aria-live="polite"></p>
  <progress id="friend-review-progress" max="1" value="0"></progress>
  <button type="button" id="friend-review-stop" data-t="review.stop"></button>
</div>
<p id="friend-review-summary" class="review-summary" aria-live="polite" hidden></p>
<ul id="friend-review-list" class="review-list"></ul>
<div id="friend-review-detail" class="review-detail" hidden>
  <p id="friend-review-made" class="review-made"></p>
  <p id="friend-review-better" class="review-better"></p>
  <div id="friend-review-board" class="board" role="group" data-t-label="play.board"></div>
  <div id="friend-review-panel" class="board-panel" hidden></div>
  <div class="actions">
    <button type="button" id="friend-review-close" data-t="review.close"></button>
  </div>
</div>
"""
"""The review's part of the friend screen, made once (``wire``) below the end's result."""


class LinkReviewView:
    def __init__(self, thinker: Thinker, spawn: Callable[[Any], None]) -> None:
        self.thinker, self.spawn = thinker, spawn
        self.report: SeatReport | None = None  # the game by link over on screen
        self.names: list[str] = []
        self.state: ReviewState | None = None
        self.views: dict[int, Any] = {}  # this seat's view at each decision (the worker's)
        self.kept: dict[str, Review] = {}  # the reviews made on this page, by key
        self.asking = False  # one request in the worker at a time
        self.said: tuple[str, int] | None = None

    def wire(self) -> None:
        button = document.createElement("button")
        button.type = "button"
        button.id = "friend-review-btn"
        button.hidden = True
        button.setAttribute("data-t", "review.button")
        button.textContent = t("review.button")
        el("friend-again").after(button)
        section = document.createElement("section")
        section.id = "friend-review"
        section.className = "review"
        section.hidden = True
        section.tabIndex = -1
        section.setAttribute("aria-labelledby", "friend-review-heading")
        section.innerHTML = SECTION
        for node in section.querySelectorAll("[data-t]"):
            node.textContent = t(str(node.getAttribute("data-t")))
        el("friend-end").after(section)
        on(button, "click", lambda e: self.start())
        on(el("friend-review-stop"), "click", lambda e: self.change(reviewing.stopped))
        on(el("friend-review-list"), "click", self.on_pick)
        on(el("friend-log"), "click", self.on_pick)
        on(el("friend-review-close"), "click", lambda e: self.pick(None))

    # -- the hook: the friend screen's end drawn ------------------------------------------
    def draw(self, report: SeatReport | None, names: list[str]) -> None:
        """The friend screen drew its end (``report``: the game, over) or no end (None)."""
        same = (
            report is not None
            and self.report is not None
            and (report.table, report.seat) == (self.report.table, self.report.seat)
        )
        if not same:  # another game, or none: the review on screen ends (a late answer drops)
            self.state, self.views = None, {}
        self.report, self.names = report, names
        self.redraw()

    def change(self, step: Callable[[ReviewState], ReviewState]) -> None:
        if self.state is not None:
            self.state = step(self.state)
            self.redraw()

    # -- running ------------------------------------------------------------------------
    def start(self) -> None:
        report = self.report
        if report is None or self.asking:
            return
        from parlour.learn.review import link_key  # the review's module: loaded when reviewing

        key = link_key(report.table, report.seat)
        state = self.state
        if state is not None and state.key == key:
            self.state = reviewing.resumed(state)
        else:
            kept = self.kept.get(key)
            if kept is None:
                kept, problem = read_kept(storage_get(kept_key(key)), key)
                if problem is not None:  # left aside, never the game: it is made again
                    set_text("friend-error", t("review.kept_bad", reason=shorten(problem, 200)))
                    el("friend-error").hidden = False
            self.state = reviewing.begun(key, report.seat, kept)
        self.redraw()
        el("friend-review").focus()
        self.spawn(self.run(key))

    async def run(self, key: str) -> None:
        """Ask the worker for what the review needs next, one request at a time, while this
        review runs (Stop, another game or a form ends it: its answer is dropped)."""
        self.asking = True
        try:
            while (state := self.state) is not None and state.key == key and state.running:
                if not await self.step(state):
                    return
        finally:
            self.asking = False

    async def step(self, state: ReviewState) -> bool:
        """One request: the decisions (with this seat's view at each), or the next judged."""
        report = self.report
        assert report is not None
        key, ply = state.key, reviewing.next_ply(state)
        link = {"table": report.table, "export": report.export}
        request: dict[str, Any] = {"link": link, "seat": report.seat, "ply": ply}
        try:
            worker = await self.thinker.worker()
            answer: Any = json.loads(str(await worker.review(json.dumps(request))))
            from parlour.learn.review import Decision

            decision = None if ply is None else Decision.from_json(answer)
        except Exception as error:  # noqa: BLE001 - said in the review, the game stays
            reason = shorten(str(error) or type(error).__name__, 200)
            self.change(lambda s: reviewing.failed(s, key, reason))
            return False
        if decision is None:
            plies = tuple(int(p) for p in answer["plies"])
            if self.state is not None and self.state.key == key:
                self.views = dict(zip(plies, answer["views"], strict=True))
            self.change(lambda s: reviewing.got_plies(s, key, plies))
        else:
            self.change(lambda s: reviewing.got_decision(s, key, decision))
            self.keep()
        return True

    def keep(self) -> None:
        """Each decision judged is kept: in memory and in localStorage (best effort)."""
        state = self.state
        if state is None or not state.decisions:
            return
        review = state.kept()
        self.kept[state.key] = review
        storage_set(kept_key(state.key), json.dumps(review.to_json(), separators=(",", ":")))

    # -- choosing a costly move ----------------------------------------------------------
    def on_pick(self, event: Any) -> None:
        item = event.target.closest("[data-link-review-ply]")
        if item:
            self.pick(int(str(item.getAttribute("data-link-review-ply"))))
            bring_into_view(el("friend-review"))
            el("friend-review-close").focus()

    def pick(self, ply: int | None) -> None:
        self.change(lambda s: reviewing.selected(s, ply))
        if ply is None:
            el("friend-review").focus()

    # -- drawing ---------------------------------------------------------------------------
    def redraw(self) -> None:
        state, report = self.state, self.report
        busy = state is not None and (state.running or state.complete)
        button = el("friend-review-btn")
        button.hidden = report is None or busy
        if state is not None:
            button.textContent = t("review.again" if state.done else "review.button")
        data = document.body.dataset
        data.linkReview = reviewing.status(state)
        el("friend-review").hidden = state is None or report is None
        if state is None or report is None:
            return
        data.linkReviewDone = str(state.done)
        self.draw_progress(state)
        self.draw_summary(state)
        self.draw_list(report, state)
        self.draw_detail(report, state)
        detail = not el("friend-review-detail").hidden
        el("friend-review-list").hidden = detail
        el("friend-review-summary").hidden = detail or not state.summary.decisions
        self.mark_log(state)

    def draw_progress(self, state: ReviewState) -> None:
        parts.draw_progress("friend-review", state)

    def draw_summary(self, state: ReviewState) -> None:
        text = parts.summary_text(state)
        if text is None:
            return
        el("friend-review-summary").textContent = text
        if state.complete and self.said != (state.key, state.done):
            self.said = (state.key, state.done)
            announce(text)

    def draw_list(self, report: SeatReport, state: ReviewState) -> None:
        html = parts.list_html(state, lambda d: made(report, d), "data-link-review-ply")
        if el("friend-review-list").innerHTML != html:
            el("friend-review-list").innerHTML = html

    def draw_detail(self, report: SeatReport, state: ReviewState) -> None:
        decision = state.decision_at(state.selected)
        view = None if decision is None else self.views.get(decision.ply)
        box = el("friend-review-detail")
        box.hidden = decision is None or view is None
        if decision is None or view is None:
            return
        set_text("friend-review-made", parts.detail_head(decision, made(report, decision)))
        game = registry.get(report.game)
        board, panel = el("friend-review-board"), el("friend-review-panel")
        with words.seated(["human"] * len(self.names), self.names):
            shown = game.view_from_json(view)
            set_text("friend-review-better", t("review.better", text=better(game, shown, decision)))
            path = frozenset(decision.best_path)  # drawn as a hint is: its targets, marked
            marks = Highlights(targets=path, marked=path)
            show_picture(board, panel, game.render(shown, marks))
        board.setAttribute("aria-label", t("play.board"))
        board.dataset.hint = json.dumps(list(decision.best_path))
        prepare_board(board, frozenset(), panel)  # shown, not for clicking
        show_hint(board, decision.best_path)

    def mark_log(self, state: ReviewState) -> None:
        parts.mark_log(el("friend-log"), state, "data-link-review-ply")


def made(report: SeatReport, decision: Decision) -> str:
    """The move made, in the log's words (the worker's, in the page's language)."""
    log = report.log
    return log[decision.ply].text if decision.ply < len(log) else decision.made


def better(game: Any, view: Any, decision: Decision) -> str:
    """The better move and why, in the game's words, from this seat's view at the time: the
    move is read on a state drawn from that view (any such state has the same legal moves)."""
    state = game.determinize_view(view, random.Random(decision.ply))
    move = state.parse_move(decision.best)
    hint = Hint(decision.best, decision.best_path, decision.best_value)
    return hint_text(hint_reason_in_view(game, view, move, hint), advice=False)
