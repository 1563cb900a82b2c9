"""Play a friend by link (issues 26, 36): the forms, the link to send, the end.

The page holds no secret and does no cryptography: each request goes to the ``ai`` worker
(``parlour.link.desk``), which answers with a ``SeatReport``: this seat's view, its legal
moves with their clicks, the log, the messages to send.  What the page makes of it is the
model's (``parlour.page.bylink``: whose turn, what to send, what the board shows, the
hint; ``parlour.page.kept_links``: what is kept).  The board is the play screen's scene
(``ui_scene``: the picture, the flights and pace of ``ui_moves``, the caption, the log's
round ends, the hint; the clicks and keys); what is left here is what only a game by link
shows: the name forms, the link and its Send/Copy, the invitations, backup, the end's
fairness and record, Play again.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

from dom import after_frame, announce, count_marker, el, on, set_text, storage_get, storage_set
from pyodide.ffi import to_js
from pyscript import document, window
from text import t
from ui_board import hint_text, hint_words
from ui_end import show_result, show_with_the_board
from ui_friend_invite import draw_invites, on_invites_click
from ui_kept import backup, chosen_backup, keep, load
from ui_moves import Moves, Snapshot
from ui_play import scroll_to_board
from ui_record import count_against_friends
from ui_review_link import LinkReviewView
from ui_said import others_text, say
from ui_scene import LINK, BoardInput, Render, Scene
from ui_share import clear_fragment, page_base, send_field
from ui_worker import Thinker

from parlour import registry, words
from parlour.link.envelope import BadLink, CutLink, Envelope, clean_name, read
from parlour.link.report import SeatReport, answer_from_json
from parlour.page import bylink
from parlour.page.actions import close_link, in_link, took_link
from parlour.page.bylink import LinkPlay, Result, Words
from parlour.page.kept_links import NAME
from parlour.page.model import Page
from parlour.page.shown import Shown
from parlour.page.store import Store


SEND = ("friend-url", "friend-copied")
"""The link to send and where the page says it was copied."""


class FriendScreen:
    """The friend screen: name forms, the board of a game by link, the link to send."""

    def __init__(self, store: Store, thinker: Thinker, moves: Moves, show: Callable[[], None]):
        self.store, self.thinker, self.show_screen = store, thinker, show
        self.scene = Scene(LINK, moves)  # the play screen's scene: a link's move is seen alike
        self.input = BoardInput("friend-board", self.choose, self.drop, self.drop, self.draw_board)
        self.drawn: LinkPlay | None = None  # the game by link whose board was drawn last
        self.pending: Callable[[str], Any] | None = None
        self.busy = False
        self.round_said = ""  # the round's end read out last
        self.ended_here = False  # the game ended by a link or move on this page: scroll to it
        self.review = LinkReviewView(thinker, self.spawn)  # issue 38: your moves reviewed
        store.subscribe(self.on_change)

    @property
    def link(self) -> LinkPlay | None:
        """The game by link on screen: the page's (``Page.link``), changed by transitions."""
        return self.store.page.link

    @property
    def names(self) -> list[str]:
        return list(self.link.names) if self.link is not None else []

    def on_change(self, page: Page) -> None:
        """A transition of the game by link on screen: its board drawn again if it changed
        (``bylink.redraws``); a new report is drawn in parts (``show``)."""
        link = page.link
        if bylink.redraws(self.drawn, link) and not self.busy:
            self.draw_board()
            if link is not None and link.showing is None and link.report.over:
                self.draw_end(registry.get(link.report.game))  # the last move seen: the end
                self.end_into_view()

    def wire(self) -> None:
        on(el("friend-name"), "submit", self.on_name)
        self.input.wire()
        on(el("friend-copy"), "click", lambda e: self.spawn(self.send(sharing=False)))
        on(el("friend-share"), "click", lambda e: self.spawn(self.send(sharing=True)))
        on(el("friend-invites"), "click", lambda e: on_invites_click(e, self.spawn))
        on(el("friend-backup"), "click", lambda e: self.backup())
        on(el("friend-hint-btn"), "click", lambda e: self.spawn(self.ask_hint()))
        on(el("friend-again"), "click", lambda e: self.spawn(self.again()))
        on(el("links-restore"), "change", lambda e: self.spawn(self.restore(e.target)))
        self.review.wire()

    def spawn(self, work: Any) -> None:
        asyncio.ensure_future(work)

    def said(self, words_: Words | Result) -> str:
        return say(words_, self.names)

    # -- starting: the host and the friend name themselves ----------------------------
    def host(self, game_id: str, options: dict[str, object], players: int = 2) -> None:
        title = registry.get(game_id).spec.title
        group = players > 2
        ask = t(
            "link.host_ask_group" if group else "link.host_ask", title=title, others=players - 1
        )
        request = {"op": "new", "game": game_id, "players": players, "options": options}
        then = lambda name: self.request(request, [name] + [""] * (players - 1))  # noqa: E731
        self.open_form(title, ask, t("link.host_go"), then)

    def open_form(self, title: str, ask: str, go: str, then: Callable[[str], Any]) -> None:
        self.store.dispatch(close_link)
        self.pending = then
        set_text("friend-title", title)
        set_text("friend-ask", ask)
        set_text("friend-go", go)
        el("friend-name-input").value = storage_get(NAME) or ""
        for part in ("friend-send", "friend-invites", "friend-play", "friend-error"):
            el(part).hidden = True
        el("friend-name").hidden = False
        self.show_screen()
        el("friend-name-input").focus()
        document.body.dataset.link = "name"

    def on_name(self, event: Any) -> None:
        event.preventDefault()
        name = clean_name(str(el("friend-name-input").value))
        if not name or self.pending is None:
            return
        storage_set(NAME, name)
        then, self.pending = self.pending, None
        el("friend-name").hidden = True
        self.spawn(then(name))

    # -- links ---------------------------------------------------------------------------
    def open_link(self, fragment: str) -> None:
        """A link to this page with a game by link in its fragment."""
        clear_fragment()
        try:
            envelope = read(fragment)
        except CutLink as error:
            self.fail(t("link.cut", name=error.name or t("link.friend")))
            return
        except BadLink as error:
            self.fail(t("link.refused_bad", reason=str(error)))
            return
        kept = load(envelope.table)
        seat, names = (None, ()) if kept is None else (kept.seat, kept.names)
        opening = bylink.opening(envelope, seat, names, kept.game if kept else "")
        if opening.kind == "join":
            self.join_form(envelope)
        elif opening.kind == "unknown":
            self.fail(t("link.unknown", title=envelope.title, name=envelope.name))
        elif opening.kind == "other_game":
            self.fail(t("link.refused_bad", reason=t("link.other_game")))
        elif kept is not None and opening.kind == "own":
            own = say(bylink.own_link(kept.players, kept.seat, names), names)
            self.spawn(self.resume(envelope.table, own))
        elif kept is not None:
            request = {"op": "open", "table": envelope.table, "export": kept.export}
            messages = {"messages": list(envelope.messages)}
            self.spawn(self.request(request | messages, list(opening.names)))

    def join_form(self, envelope: Envelope) -> None:
        """An invitation: the friend names themselves and takes the seat it is for."""
        title, seat, players = envelope.title, envelope.seat_to_join(), envelope.players
        names = [""] * players
        names[envelope.sender] = envelope.name
        said = {"name": envelope.name, "title": title, "number": seat + 1, "players": players}
        ask = t("link.join_ask_seat" if players > 2 else "link.join_ask", **said)

        def join(name: str) -> Any:
            names[seat] = name
            request = {"op": "join", "invite": envelope.invite, "seat": seat}
            return self.request(request | {"messages": list(envelope.messages)}, names)

        self.open_form(title, ask, t("link.join_go"), join)

    async def resume(self, table: str, note: str = "") -> None:
        if (kept := load(table)) is not None:
            request = {"op": "show", "table": table, "export": kept.export}
            await self.request(request, list(kept.names), note=note)

    async def request(self, request: dict[str, Any], names: list[str], note: str = "") -> None:
        """Ask the worker, keep what it answers, draw it; a refusal leaves the game as kept."""
        self.busy = True
        document.body.dataset.link = "busy"
        set_text("status", t("link.working"))
        try:
            request |= {"lang": words.language(), "names": names}
            # The bench splits a link's time at these (docs/performance.md).
            window.performance.mark("parlour:link-asked")
            answer = answer_from_json(await self.thinker.link(request))
            window.performance.mark("parlour:link-answered")
        except Exception as error:  # noqa: BLE001 - no worker: say so, keep the game
            self.busy = False
            self.fail(t("link.no_worker", reason=str(error)))
            return
        finally:
            set_text("status", "")
        if not isinstance(answer, SeatReport):
            self.busy = False
            self.fail(say(bylink.refusal(answer, len(names)), names))
            return
        if not keep(answer, names):
            note = t("link.not_kept")
        elif request["op"] == "open" and not answer.taken:
            note = note or t("link.seen")  # its own, or taken before: nothing changes
        jump = self.scene.moves.pace == "off" or request["op"] == "show"
        self.ended_here = bylink.ends_here(self.link, answer, jump)
        self.store.dispatch(took_link(answer, names, jump))  # the board jumps to where it is
        await asyncio.sleep(0)  # the answer kept; the drawing in tasks of its own
        self.busy = False  # (a tap meanwhile would be on the board before this answer)
        await self.show(note)
        done()
        if request["op"] == "open" and answer.taken:
            self.read_out()

    def read_out(self) -> None:
        """What a link just taken brought, and whose turn it is now, for a screen reader:
        the strip over the board changes on every drawing, so it is no live region."""
        said = [el("friend-last").textContent, el("friend-turn").textContent, self.round_said]
        announce(" ".join(str(part) for part in said if part))

    def fail(self, message: str) -> None:
        """One line saying what is wrong; the games kept are unchanged.  A game on screen
        stays as it was drawn, with the link it still has to send."""
        el("friend-name").hidden = True
        set_text("friend-error", message)
        el("friend-error").hidden = False
        if self.link is None:
            set_text("friend-title", t("link.kept_heading"))
            for part in ("friend-play", "friend-send", "friend-invites"):
                el(part).hidden = True
        self.show_screen()
        document.body.dataset.link = "error"
        done()

    def game_id(self) -> str | None:
        return self.link.report.game if self.link is not None else None

    def back(self) -> None:
        """This game on screen again (after a lesson opened from its rules)."""
        self.show_screen()
        self.redraw()

    def redraw(self) -> None:
        """The game again in the page's language (the worker tells the log)."""
        if self.link is not None and not self.busy:
            self.spawn(self.resume(self.link.report.table))

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, note: str = "") -> None:
        link = self.link
        if link is None:
            return
        report = link.report
        game = registry.get(report.game)
        title = game.spec.title
        other = others_text(bylink.others(report, self.names))
        set_text("friend-title", t("link.title", title=title, name=other))
        el("friend-name").hidden = True
        el("friend-error").hidden = not note
        set_text("friend-error", note)
        el("friend-play").hidden = False
        self.draw_words()
        self.draw_send(title)
        draw_invites(report, bylink.invited_seats(report, self.names), self.names[0], title)
        self.draw_end(game)
        self.show_screen()
        board = el("friend-board")
        board.dataset.count = str(report.count)
        board.dataset.action = report.action
        document.body.dataset.link = report.action

    async def show(self, note: str) -> None:
        """What the worker answered drawn in parts, each its own main-thread task (a page
        that drew a long game's words, two boards and the flights at once held the thread
        for several hundred milliseconds: issue 36 asks for no task over 100 ms).  The
        words are laid out in the browser's next frame, not when the board is measured."""
        self.draw(note)
        await after_frame()
        self.draw_board()
        self.end_into_view()

    def draw_board(self) -> None:
        """The board as the model says (``bylink.board``, a ``Shown`` as the play screen's),
        drawn by the play screen's scene: while a move a link brought is shown, the board
        before it, then after it in a task of its own (``fly_in``)."""
        link = self.drawn = self.link
        if link is None:
            return
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
        old = self.scene.draw_before(shown, render, False, True)
        if old is not None:
            self.spawn(self.fly_in(link, shown, old, render))
        elif shown.view is not None:
            self.scene.draw_after(shown, render, None)
            self.input.restore_focus(shown.marks.targets)
            self.board_drawn(True)
        else:
            self.board_drawn(False)

    async def fly_in(self, link: LinkPlay, shown: Shown, old: Snapshot, render: Render) -> None:
        """The board after the move shown, its pieces flying from ``old``, in a task of its
        own (issue 36 asks for no main-thread task over 100 ms), then the pace's pause."""
        await asyncio.sleep(0)
        if self.link is not link:
            return  # another link or game since
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

    def draw_send(self, title: str) -> None:
        report = self.link.report if self.link is not None else None
        place_send(report is not None and report.over)
        el("friend-send").hidden = report is None or not bylink.sending(report)
        if report is None or not bylink.sending(report):
            return
        assert self.link is not None
        part = self.link.part  # an outbox too long for one chat message: one link at a time
        envelope = bylink.to_send(self.link, self.names[report.seat])
        el("friend-url").value = page_base() + envelope.to_fragment()
        set_text("friend-send-text", self.said(bylink.send_words(report, part)))
        copied = bylink.copied_words(self.link)
        set_text("friend-copied", self.said(copied) if copied is not None else "")
        el("friend-share").hidden = not hasattr(window.navigator, "share")
        said = bylink.says(report, envelope.name, title, bool(envelope.invite), part)
        el("friend-url").dataset.says = self.said(said)

    async def send(self, sharing: bool) -> None:
        if await send_field(*SEND, sharing=sharing):
            self.posted()

    def posted(self) -> None:
        """The link on screen was sent: the next one, where the seat's messages need two."""
        if self.link is not None and (moved := bylink.posted(self.link)) is not self.link:
            self.store.dispatch(in_link(lambda _: moved))
            self.draw_send(registry.get(moved.report.game).spec.title)

    # -- the end: the result in the game's terms, the check, your record, Play again --------
    def draw_end(self, game: Any) -> None:
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
        with words.seated(["human"] * len(self.names), self.names):
            scores = game.scores(game.view_from_json(report.final))
        headline = bylink.headline(report, self.names)
        show_result(
            "friend-end", headline if isinstance(headline, str) else self.said(headline), scores
        )
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

    async def again(self) -> None:
        """Play again: a new game by link with the same game, options and table size; the
        invitation is on screen at once, ready to send to the same friends."""
        link = self.link
        if link is None or self.busy:
            return
        report, others = link.report, bylink.others(link.report, self.names)
        name = self.names[report.seat] or storage_get(NAME) or ""
        await self.request(*bylink.again(report, name, self.names))
        if self.link is not None and self.link.report.table != report.table and others.named:
            set_text("friend-error", t("link.again_note", name=others_text(others)))
            el("friend-error").hidden = False
            # As a new game: from the top, down to the invitation (a group's: the list).
            scroll_to_board("friend-error", "friend-invites" if report.group else "friend-send")
            focus_send()

    # -- moves: the page's transitions of its ``LinkPlay``, dispatched ------------------
    def choose(self, target: str) -> None:
        """A target used (``ui_scene.BoardInput``): the move built on; once complete, the
        worker makes it and the link to send comes."""
        link = self.link
        if link is None or self.busy or not bylink.can_choose(link):
            return
        built, move = bylink.chose(link, target)
        self.store.dispatch(in_link(lambda _: built))
        if move is None:
            self.input.focus_next(bylink.targets(built))
        elif (kept := load(link.report.table)) is None:
            self.fail(t("link.not_kept"))
        else:
            request = {"op": "move", "table": link.report.table, "export": kept.export}
            self.spawn(self.after_move(request | {"move": str(move)}))

    def drop(self) -> None:
        """The move being built dropped (a tap on the felt, Escape)."""
        if not self.busy:
            self.store.dispatch(in_link(bylink.dropped))

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

    async def after_move(self, request: dict[str, Any]) -> None:
        await self.request(request, self.names)
        if self.link is not None and not el("friend-send").hidden:
            focus_send(keep_scroll=self.link.report.over)  # the end scrolled to the board

    # -- backup and restore: a game's secrets live only in this browser --------------------
    def backup(self) -> None:
        if self.link is not None:
            backup(self.link.report.table, self.link.report.game)

    async def restore(self, field: Any) -> None:
        chosen = await chosen_backup(field)
        if isinstance(chosen, str):
            self.fail(chosen)
        elif chosen is not None:
            table, kept = chosen
            names = list(kept.names)
            await self.request({"op": "show", "table": table, "export": kept.export}, names)
            if self.link is not None and self.link.report.table == table:
                # A fresh browser goes on as the backup's player: its next invitation (Play
                # again) asks for a name already known.
                storage_set(NAME, storage_get(NAME) or kept.own_name)


def place_send(over: bool) -> None:
    """The link to send over the board while the game goes on; once it is over, the last
    link (it lets the others check the game) in the end screen under the result, so the
    final board, the result and what is left to do show together."""
    send = el("friend-send")
    if over and send.parentNode != el("friend-end"):
        el("friend-end-fair").after(send)
    elif not over and send.parentNode == el("friend-end"):
        el("friend-invites").before(send)


def focus_send(keep_scroll: bool = False) -> None:
    button = el("friend-share" if not el("friend-share").hidden else "friend-copy")
    button.focus(to_js({"preventScroll": keep_scroll}, dict_converter=window.Object.fromEntries))


def done() -> None:
    """A marker for tests: one more link or request handled (``body[data-link-done]``)."""
    count_marker("data-link-done")
