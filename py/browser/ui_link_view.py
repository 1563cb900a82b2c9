"""The view of a game by link (issue 36): draws the page's ``LinkPlay`` as ``ui_play``'s
``PlayView`` draws a ``Play``, subscribed to the store.

What it shows is the model's (``parlour.page.bylink``: the board as a ``Shown``, whose turn,
the last move, the log with its round ends, the hint, the result); how it is drawn is the
play screen's scene (``ui_scene``: the picture, the flights and pace of ``ui_moves``, the
caption).  The forms, the requests to the worker and the links to send are ``ui_friend``'s.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

from dom import after_frame, announce, count_marker, el, on, set_text
from pyscript import document
from ui_board import hint_text, hint_words
from ui_end import show_result, show_with_the_board
from ui_moves import Moves
from ui_record import count_against_friends
from ui_review_link import LinkReviewView
from ui_said import say
from ui_scene import LINK, BoardInput, Render, Scene
from ui_worker import Thinker

from parlour import registry, words
from parlour.link.report import SeatReport
from parlour.page import bylink
from parlour.page.actions import in_link
from parlour.page.bylink import LinkPlay, Result, Words
from parlour.page.model import Page
from parlour.page.shown import Shown
from parlour.page.store import Store


class LinkView:
    """Draws the game by link on screen; its board's clicks and keys go to ``choose`` and
    ``drop`` (the friend screen's: a move complete goes to the worker)."""

    def __init__(
        self,
        store: Store,
        moves: Moves,
        thinker: Thinker,
        choose: Callable[[str], None],
        drop: Callable[[], None],
    ) -> None:
        self.store, self.thinker = store, thinker
        self.scene = Scene(LINK, moves)  # the play screen's scene: a link's move is seen alike
        self.input = BoardInput("friend-board", choose, drop, drop, self.redraw_board)
        self.drawn: LinkPlay | None = None  # the game by link whose board was drawn last
        self.drawings = 0  # boards drawn: a move's flight waits a frame, a newer board wins
        self.busy = False  # a request to the worker is under way: its answer draws next
        self.round_said = ""  # the round's end read out last
        self.ended_here = False  # the game ended by a link or move on this page: scroll to it
        self.review = LinkReviewView(thinker, lambda work: asyncio.ensure_future(work))
        store.subscribe(self.on_change)

    @property
    def link(self) -> LinkPlay | None:
        """The game by link on screen: the page's (``Page.link``), changed by transitions."""
        return self.store.page.link

    @property
    def names(self) -> list[str]:
        return list(self.link.names) if self.link is not None else []

    def wire(self) -> None:
        self.input.wire()
        on(el("friend-hint-btn"), "click", lambda e: asyncio.ensure_future(self.ask_hint()))
        self.review.wire()

    def said(self, words_: Words | Result) -> str:
        return say(words_, self.names)

    def on_change(self, page: Page) -> None:
        """A transition of the game by link on screen: its board drawn again if it changed
        (``bylink.redraws``); a new answer is drawn in parts (``show``)."""
        link = page.link
        if bylink.redraws(self.drawn, link) and not self.busy:
            self.draw_board()
            if link is not None and link.showing is None and link.report.over:
                self.draw_end()  # the last move seen: the end
                self.end_into_view()

    def answered(self, before: LinkPlay | None, answer: SeatReport, jump: bool) -> None:
        """An answer about to be taken: whether its end comes on this page."""
        self.ended_here = bylink.ends_here(before, answer, jump)

    async def show(self, draw_words: Callable[[], None]) -> None:
        """The answer drawn in parts, each its own main-thread task (a page that drew a long
        game's words, two boards and the flights at once held the thread for several hundred
        milliseconds: issue 36 asks for no task over 100 ms): the words (``draw_words``),
        laid out in the browser's next frame, then the board."""
        draw_words()
        await after_frame()
        flying = self.draw_board()
        self.end_into_view()
        if flying is not None:
            await flying  # the first move shown is on the board: the link is handled

    def read_out(self) -> None:
        """What a link just taken brought, and whose turn it is now, for a screen reader:
        the strip over the board changes on every drawing, so it is no live region."""
        said = [el("friend-last").textContent, el("friend-turn").textContent, self.round_said]
        announce(" ".join(str(part) for part in said if part))

    # -- the board -------------------------------------------------------------------------
    def draw_board(self) -> asyncio.Future[None] | None:
        """The board as the model says (``bylink.board``, a ``Shown`` as the play screen's),
        drawn by the play screen's scene: while a move a link brought is shown, the board
        before it, then after it in a task of its own (``fly_in``, returned)."""
        link = self.drawn = self.link
        self.drawings += 1
        if link is None:
            return None
        report, shown = link.report, bylink.board(link, self.input.focus)
        render = registry.get(report.game).render  # the seats named as the page's model says
        board = el("friend-board")
        board.dataset.view = json.dumps(report.view)  # this seat's own view: what it was shown
        board.dataset.legal = json.dumps(list(report.legal))
        board.dataset.pending = str(int(report.pending))
        el("friend-board-wrap").hidden = shown.view is None
        el("friend-not-dealt").hidden = el("friend-panel").hidden = shown.view is not None
        document.body.dataset.linkShowing = "" if shown.ply is None else str(shown.ply)
        self.scene.caption(None if shown.ply is None else report.log[shown.ply - 1].text)
        if self.scene.show_before(shown, render, False, True):
            return asyncio.ensure_future(self.fly_in(self.drawings, link, shown, render))
        if shown.view is not None:
            self.scene.draw_after(shown, render, None)
            self.input.restore_focus(shown.marks.targets)
        self.board_drawn(shown.view is not None)
        return None

    def redraw_board(self) -> None:
        """The board again (the keyboard's focus moved), any move shown flying again."""
        self.draw_board()

    async def fly_in(self, drawing: int, link: LinkPlay, shown: Shown, render: Render) -> None:
        """The board after the move shown, its pieces flying from the board before it, in a
        task of its own once the browser has drawn that one (issue 36 asks for no main-
        thread task over 100 ms), then the pace's pause."""
        await after_frame()
        if self.drawings != drawing:
            return  # another board drawn since (another link, game or move shown)
        old = self.scene.measure()
        self.scene.draw_after(shown, render, old)
        el("friend-board").dataset.step = str(shown.ply)
        self.scene.fly(old, shown.mover, shown=True)
        count_marker("data-link-seen")  # one more move a link brought, seen
        number, index = link.number, link.shown
        saw = in_link(lambda seen: bylink.saw(seen, number, index))
        self.scene.moves.pause_once(("link", number, index), lambda: self.store.dispatch(saw))
        self.board_drawn(True)

    def board_drawn(self, dealt: bool) -> None:
        self.draw_hint(el("friend-board") if dealt else None)
        count_marker("data-renders", el("friend-board"))

    def draw_hint(self, board: Any) -> None:
        """The play screen's Hint: the button while this seat may choose, the words and the
        path of the search's move for its own view (``bylink.hinted``)."""
        link = self.link
        assert link is not None
        el("friend-hint-bar").hidden = not bylink.can_choose(link)  # not while a move shows
        el("friend-hint-btn").disabled = bylink.hint_waiting(link)
        moving = link.report.action == "move"  # the words of a hint asked, as the play screen's
        reason = bylink.hint_said(link) if moving else None
        self.scene.hint(hint_words(moving and bylink.hint_waiting(link), reason))
        document.body.dataset.friendHint = "1" if link.hint else "0"
        if board is not None:
            board.dataset.hint = json.dumps(list(link.hint.path)) if link.hint else ""

    async def ask_hint(self) -> None:
        """The play screen's hint, for this seat's own view (the one the board draws)."""
        if self.link is None or self.busy or not bylink.can_choose(self.link):
            return
        self.store.dispatch(in_link(bylink.asking_hint))
        link = self.link
        game = registry.get(link.report.game)
        view = game.view_from_json(link.report.view)
        hint = await self.thinker.hint(game, view, link.report.count)
        self.store.dispatch(in_link(lambda now: bylink.hinted(now, link.number, hint)))
        if self.link is not None and (reason := bylink.hint_said(self.link)) is not None:
            announce(hint_text(reason))

    # -- the words over and under the board ------------------------------------------------
    def draw_words(self) -> None:
        """The strip's lines, the small print, the log with its round ends."""
        link = self.link
        assert link is not None
        report = link.report
        set_text("friend-turn", self.said(bylink.turn(link)))
        set_text("friend-last", self.said(bylink.last_move(report)))
        note = bylink.note(report) or bylink.checked(report)
        set_text("friend-note", self.said(note) if note is not None else "")
        self.scene.log(bylink.log_entries(report), None, bylink.round_ends(report))
        summary = bylink.round_summary(report)  # the last move's, if it ended a round: read
        document.body.dataset.friendRound = "1" if summary else "0"
        if summary and summary != self.round_said:
            announce(summary)
        self.round_said = summary

    # -- the end: the result in the game's terms, the check, your record -------------------
    def draw_end(self) -> None:
        """The end under the final board, once the moves the last link brought were seen
        (the last one flies first, as every other); brought into view when the game ended
        on this page, as the play screen's end is (``ui_end.show_with_the_board``)."""
        link = self.link
        report = link.report if link is not None else None
        over = report is not None and report.over and report.final is not None
        over = over and link is not None and link.showing is None
        el("friend-end").hidden = not over
        el("friend-turn").classList.toggle("visually-hidden", over)  # the end says it
        self.review.draw(report if over else None, self.names)
        if report is None or report.final is None or not over:
            return
        game = registry.get(report.game)
        with words.seated(["human"] * len(self.names), self.names):
            scores = game.scores(game.view_from_json(report.final))
        headline = bylink.headline(report, self.names)
        said = headline if isinstance(headline, str) else self.said(headline)
        show_result("friend-end", said, scores)
        el("friend-end-fair").textContent = self.said(bylink.fairness(bylink.result(report)))
        record = count_against_friends(report, self.names)  # beside the computer's
        el("friend-end-record").hidden = record is None
        el("friend-end-record").textContent = record or ""

    def end_into_view(self) -> None:
        """The game ended on this page and its end shows: the final board and the result
        brought into view together, once (never on a reload)."""
        if self.ended_here and not el("friend-end").hidden:
            self.ended_here = False
            show_with_the_board("friend-strip", "friend-again")
