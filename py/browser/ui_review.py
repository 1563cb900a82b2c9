"""The review of a finished game on the page (issue 38): the end screen's Review, its
progress, the marks on the move log, the better move on the board, Try it.

The model is ``parlour.page.reviewing`` (``Play.review``) and its transitions
``parlour.page.review_actions``; this view draws it and asks the ``ai`` worker for one
decision at a time (``ai_worker.review``), so the page stays responsive and a review left
midway (Stop, Menu, a new game) asks nothing more.  Each decision judged is kept in
localStorage beside the autosave (``parlour.review.<record key>``) and in memory, so a
review opens again at once; one that cannot be read is left aside with one line.
An answer of the worker changes the review alone, and only the review's parts are drawn
for it (``update``: the progress, the summary, the list and the log's new marks), not the
board and the log (``parlour.page.redraw``; issue 38: no main-thread task over 100 ms).
Markers for tests: ``body[data-review]`` ("", "running", "stopped", "done", "failed"),
``data-review-done`` (decisions judged), ``data-review-longest`` (the most milliseconds
the page spent on one answer of the worker: the model and every view drawn) and
``data-review-spent`` (the milliseconds spent on all the answers: with the count, what an
answer costs as a rule, apart from the one the machine's load stretched most).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from dom import announce, el, esc, on, set_text, storage_get, storage_set
from pyscript import document, window
from text import t
import ui_review_parts as parts
from ui_board import hint_text, log_line, player_name, show_hint
from ui_end import bring_into_view
from ui_worker import Thinker

from parlour.page.actions import in_play
from parlour.page.model import Page, Play, ended
from parlour.words import language as words_language
from parlour.page.review_actions import (
    back_to_review,
    close_decision,
    got_decision,
    got_plies,
    may_review,
    review_seat,
    review_seats,
    review_failed,
    show_decision,
    start_review,
    stop_review,
    try_it,
)
from parlour.page.reviewing import (
    ReviewState,
    kept_key,
    next_ply,
    read_kept,
    status,
    wants_plies,
)
from parlour.page.store import Store
from parlour.reader import shorten
from parlour.page.hints import Hint, hint_reason_in_view

if TYPE_CHECKING:
    from parlour.learn.review import Decision, Review


class ReviewView:
    def __init__(
        self,
        store: Store,
        thinker: Thinker,
        spawn: Callable[..., object],
        notice: Callable[[str], None],
    ) -> None:
        self.store, self.thinker, self.spawn, self.notice = store, thinker, spawn, notice
        self.busy = False  # one request in the worker at a time
        self.kept: dict[str, Review] = {}  # the reviews made on this page, by record key
        self.saved: tuple[str, int] | None = None  # the review last written to storage (where)
        self.said: tuple[str, int, bool] | None = None
        self.longest = 0.0  # ms: the longest the page took over one answer of the worker
        self.spent = 0.0  # ms: what the page took over all the answers
        self.listed: tuple[object, ...] | None = None  # what the list of marked moves shows

    def wire(self) -> None:
        on(el("end-review"), "click", lambda e: self.start())
        seats = document.createElement("span")  # hot seat: one button per person
        seats.id, seats.className, seats.hidden = "end-review-seats", "review-seats", True
        el("end-review").after(seats)
        on(seats, "click", self.on_seat)
        on(el("review-stop"), "click", lambda e: self.dispatch(stop_review))
        on(el("review-list"), "click", self.on_pick)
        on(el("log"), "click", self.on_pick)
        on(el("review-close"), "click", lambda e: self.close())
        on(el("review-try"), "click", lambda e: self.try_selected())
        on(el("review-back"), "click", lambda e: self.store.dispatch(back_to_review))

    def on_seat(self, event: Any) -> None:
        button = event.target.closest("[data-review-seat]")
        if button:
            self.start(int(str(button.getAttribute("data-review-seat"))))

    def dispatch(self, change: Callable[[Play], Play]) -> None:
        self.store.dispatch(in_play(change))

    # -- starting, and the worker --------------------------------------------------
    def start(self, seat: int | None = None) -> None:
        """Review the seat's moves: ``seat`` in hot seat (each person their own), else the
        one ``review_seat`` names."""
        play = self.store.page.play
        if play is None or not ended(play) or seat not in (None, *review_seats(play)):
            return
        who = review_seat(play) if seat is None else seat
        if who is None:
            return
        el("end-review").hidden = True  # at once: the tap is taken
        self.spawn(self.begin(play, seat, who))

    async def begin(self, play: Play, seat: int | None, who: int) -> None:
        """The review begun in tasks of its own: the search's module and the record's key,
        then the model and its drawing (one task of both was 100 ms and more on a phone)."""
        from parlour.learn.review import record_key  # the search's module: loaded when reviewing

        key = record_key(play.session.record)
        where = kept_key(key, who)
        kept = self.kept.get(where)
        if kept is None:
            kept, problem = read_kept(storage_get(where), key)
            if problem is not None:  # left aside, never the game: it is made again
                self.notice(t("review.kept_bad", reason=shorten(problem, 200)))
        await asyncio.sleep(0)
        if self.store.page.play is not play:  # the game moved on meanwhile (a new one, Menu)
            return
        self.dispatch(lambda p: start_review(p, key, kept, seat))
        el("review").focus()

    def on_change(self, page: Page) -> None:
        """The store's subscriber: ask the worker for what the running review needs next."""
        play = page.play
        state = None if play is None else play.review
        document.body.dataset.review = status(state)
        # whose review it is: in hot seat each person's has its own (tests wait on both)
        document.body.dataset.reviewSeat = "" if state is None else str(state.seat)
        if play is None or page.screen != "play" or self.busy:
            return
        if state is None or not state.running:
            return
        if wants_plies(state):
            self.busy = True
            self.spawn(self.ask(play, state, None))
        elif (ply := next_ply(state)) is not None:
            self.busy = True
            self.spawn(self.ask(play, state, ply))

    async def ask(self, play: Play, state: ReviewState, ply: int | None) -> None:
        payload = {"record": play.session.record.to_json(), "seat": state.seat, "ply": ply}
        key = state.key
        try:
            worker = await self.thinker.worker()
            answer: Any = json.loads(str(await worker.review(json.dumps(payload))))
            from parlour.learn.review import Decision

            decision = None if ply is None else Decision.from_json(answer)
        except Exception as error:  # noqa: BLE001 - said in the review, the game stays
            self.busy = False
            reason = shorten(str(error) or type(error).__name__, 200)
            self.dispatch(lambda p: review_failed(p, key, reason))
            return
        self.busy = False  # before the dispatch: its subscribers ask for the next one
        started = window.performance.now()
        if decision is None:
            plies = tuple(int(p) for p in answer["plies"])
            self.dispatch(lambda p: got_plies(p, key, plies))
        else:
            self.dispatch(lambda p: got_decision(p, key, decision))
        # The page's own work for each answer (the model, every view drawn), for the bench.
        took = float(window.performance.now() - started)
        self.longest, self.spent = max(self.longest, took), self.spent + took
        document.body.dataset.reviewLongest = str(round(self.longest))
        document.body.dataset.reviewSpent = str(round(self.spent))

    # -- choosing a decision, Try it ------------------------------------------------
    def on_pick(self, event: Any) -> None:
        item = event.target.closest("[data-review-ply]")
        if item:
            ply = int(str(item.getAttribute("data-review-ply")))
            self.dispatch(lambda p: show_decision(p, ply))
            bring_into_view(el("review"))
            el("review-try").focus()  # the list gives way to the decision: focus stays in it

    def close(self) -> None:
        self.dispatch(close_decision)
        el("review").focus()

    def try_selected(self) -> None:
        play = self.store.page.play
        if play is None or play.review is None or play.review.selected is None:
            return
        ply = play.review.selected
        self.store.dispatch(lambda page: try_it(page, ply))

    # -- drawing ---------------------------------------------------------------------
    def draw(self, play: Play) -> None:
        """The review with the play screen drawn anew (its log without marks)."""
        self.draw_trial(play)
        self.draw_review(play, board=True)

    def update(self, play: Play) -> None:
        """Only the review changed (an answer of the worker, Stop): the board, the log
        and the decision shown stay as drawn; the log gets the new marks only."""
        self.draw_review(play, board=False)

    def draw_review(self, play: Play, board: bool) -> None:
        state = play.review
        busy = state is not None and (state.running or state.complete)  # Stop is in the review
        el("end-review").hidden = not may_review(play) or busy
        if state is not None:
            el("end-review").textContent = t("review.again" if state.done else "review.button")
        self.draw_seats(play, state)
        shown = state is not None and (play.replay_at is None or state.selected is not None)
        el("review").hidden = not shown
        data = document.body.dataset
        if state is None or not shown:
            data.review = ""
            return
        self.keep(state)
        data.review = status(state)
        data.reviewDone = str(state.done)
        self.draw_progress(state)
        self.draw_summary(state)
        self.draw_list(play, state)
        if board:  # else the decision shown is the one drawn, its better move on the board
            self.draw_detail(play, state)
        # A decision shown takes the list's place, so it and the board fit a phone's screen.
        detail = not el("review-detail").hidden
        el("review-list").hidden = detail
        el("review-summary").hidden = detail or not state.summary.decisions
        self.mark_log(play, state)

    def draw_seats(self, play: Play, state: ReviewState | None) -> None:
        """Hot seat: a Review button for each person's own moves (in place of the one), but
        for the seat whose review is on screen."""
        seats = review_seats(play) if ended(play) else ()
        several = len(seats) > 1
        box = el("end-review-seats")
        box.hidden = not several
        if not several:
            box.innerHTML = ""
            return
        el("end-review").hidden = True
        on_screen = state.seat if state is not None and (state.running or state.complete) else None
        html = "".join(
            f'<button type="button" data-review-seat="{seat}">'
            f"{esc(t('review.button_seat', name=player_name(play.session, seat)))}</button>"
            for seat in seats
            if seat != on_screen
        )
        if box.innerHTML != html:
            box.innerHTML = html

    def draw_trial(self, play: Play) -> None:
        trial = el("review-trial")
        trial.hidden = play.back is None or play.tried is None
        if not trial.hidden:
            set_text("review-trial-text", t("review.trial", move=(play.tried or 0) + 1))

    def draw_progress(self, state: ReviewState) -> None:
        parts.draw_progress("review", state)

    def draw_summary(self, state: ReviewState) -> None:
        text = parts.summary_text(state)
        box = el("review-summary")
        box.hidden = text is None  # nothing to say before a decision with a choice
        if text is None:
            return
        box.textContent = text
        said = (state.key, state.done, state.complete)
        if state.complete and self.said != said:
            self.said = said
            announce(text)

    def draw_list(self, play: Play, state: ReviewState) -> None:
        # Put into words again only when a mark came, the choice moved or the language
        # changed: most answers of the worker mark nothing.
        marks = tuple((decision.ply, decision.mark) for decision in state.marked)
        listed = (state.key, marks, state.selected, words_language(), play.number)
        if listed == self.listed:
            return
        self.listed = listed
        html = parts.list_html(state, lambda d: log_line(play, d.ply + 1).text, "data-review-ply")
        if el("review-list").innerHTML != html:
            el("review-list").innerHTML = html

    def draw_detail(self, play: Play, state: ReviewState) -> None:
        decision = state.decision_at(state.selected)
        box = el("review-detail")
        box.hidden = decision is None or play.replay_at != decision.ply
        if decision is None or box.hidden:
            return
        made = log_line(play, decision.ply + 1).text
        set_text("review-made", parts.detail_head(decision, made))
        set_text("review-better", t("review.better", text=better_words(play, decision)))
        board = el("board")
        board.dataset.hint = json.dumps(list(decision.best_path))
        show_hint(board, decision.best_path)  # as a hint is marked
        for node in board.querySelectorAll("[data-target]"):  # shown, not for clicking
            node.removeAttribute("tabindex")
            node.setAttribute("aria-disabled", "true")

    def mark_log(self, play: Play, state: ReviewState) -> None:
        parts.mark_log(el("log"), state, "data-review-ply")

    def keep(self, state: ReviewState) -> None:
        """Each decision judged is kept: in memory and in localStorage (best effort)."""
        where = kept_key(state.key, state.seat)
        if self.saved == (where, state.done) or not state.decisions:
            return
        self.saved = (where, state.done)
        review = state.kept()
        self.kept[where] = review
        storage_set(where, json.dumps(review.to_json(), separators=(",", ":")))


def better_words(play: Play, decision: Decision) -> str:
    """The better move and why, in the game's words, from the seat's view at the time."""
    before = play.session.states[decision.ply]
    move = before.parse_move(decision.best)
    hint = Hint(decision.best, decision.best_path, decision.best_value)
    view = before.view(decision.seat)
    return hint_text(hint_reason_in_view(play.game, view, move, hint))
