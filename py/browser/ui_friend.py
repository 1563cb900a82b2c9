"""Play a friend by link (issues 26, 36): the forms, the requests, the links to send.

The page holds no secret and does no cryptography: each request goes to the ``ai`` worker
(``parlour.link.desk``), which answers with a ``SeatReport``: this seat's view, its legal
moves with their clicks, the log, the messages to send.  What the page makes of it is the
model's (``parlour.page.bylink``: whose turn, what to send, the hint; ``parlour.page.
kept_links``: what is kept); the game on screen is drawn by its view (``ui_link_view``, the
play screen's scene).  What is left here is what only a game by link has: the name forms,
the requests, the link and its Send/Copy, the invitations, backup and Play again.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from dom import count_marker, el, on, set_text, storage_get, storage_set
from pyodide.ffi import to_js
from pyscript import document, window
from text import t
from ui_friend_invite import draw_invites, on_invites_click
from ui_kept import backup, chosen_backup, keep, load
from ui_link_view import LinkView
from ui_moves import Moves
from ui_play import scroll_to_board
from ui_said import others_text, say
from ui_share import clear_fragment, page_base, send_field
from ui_worker import Thinker

from parlour import registry, words
from parlour.link.envelope import BadLink, CutLink, Envelope, clean_name, read
from parlour.link.report import SeatReport, answer_from_json
from parlour.page import bylink, link_asks
from parlour.page.actions import close_link, in_link, took_link
from parlour.page.bylink import LinkPlay, Result, Words
from parlour.page.kept_links import NAME
from parlour.page.store import Store


SEND = ("friend-url", "friend-copied")
"""The link to send and where the page says it was copied."""


class FriendScreen:
    """The friend screen: name forms, the requests to the worker, the link to send; the
    game on screen is drawn by its ``view``."""

    def __init__(self, store: Store, thinker: Thinker, moves: Moves, show: Callable[[], None]):
        self.store, self.thinker, self.show_screen = store, thinker, show
        self.view = LinkView(store, moves, thinker, self.choose, self.drop)
        self.pending: Callable[[str], Any] | None = None

    @property
    def link(self) -> LinkPlay | None:
        return self.view.link

    @property
    def names(self) -> list[str]:
        return self.view.names

    def wire(self) -> None:
        on(el("friend-name"), "submit", self.on_name)
        self.view.wire()
        on(el("friend-copy"), "click", lambda e: self.spawn(self.send(sharing=False)))
        on(el("friend-share"), "click", lambda e: self.spawn(self.send(sharing=True)))
        on(el("friend-invites"), "click", lambda e: on_invites_click(e, self.spawn))
        on(el("friend-backup"), "click", lambda e: self.backup())
        on(el("friend-again"), "click", lambda e: self.spawn(self.again()))
        on(el("links-restore"), "change", lambda e: self.spawn(self.restore(e.target)))

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
        then = lambda name: self.request(link_asks.new_game(game_id, options, players, name))  # noqa: E731
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
            self.spawn(self.request(link_asks.open_link(envelope, kept, opening.names)))

    def join_form(self, envelope: Envelope) -> None:
        """An invitation: the friend names themselves and takes the seat it is for."""
        title, seat, players = envelope.title, envelope.seat_to_join(), envelope.players
        said = {"name": envelope.name, "title": title, "number": seat + 1, "players": players}
        ask = t("link.join_ask_seat" if players > 2 else "link.join_ask", **said)
        join = lambda name: self.request(link_asks.join(envelope, name))  # noqa: E731
        self.open_form(title, ask, t("link.join_go"), join)

    async def resume(self, table: str, note: str = "") -> None:
        if (kept := load(table)) is not None:
            await self.request(link_asks.show(table, kept), note=note)

    async def request(self, ask: link_asks.Ask, note: str = "") -> None:
        """Ask the worker, keep what it answers, draw it; a refusal leaves the game as kept."""
        self.view.busy = True
        document.body.dataset.link = "busy"
        set_text("status", t("link.working"))
        names = list(ask.names)
        try:
            # The bench splits a link's time at these (docs/performance.md).
            window.performance.mark("parlour:link-asked")
            answer = answer_from_json(await self.thinker.link(ask.to_json(words.language())))
            window.performance.mark("parlour:link-answered")
        except Exception as error:  # noqa: BLE001 - no worker: say so, keep the game
            self.view.busy = False
            self.fail(t("link.no_worker", reason=str(error)))
            return
        finally:
            set_text("status", "")
        if not isinstance(answer, SeatReport):
            self.view.busy = False
            self.fail(say(bylink.refusal(answer, len(names)), names))
            return
        if (key := link_asks.note_after(ask, answer, keep(answer, names), bool(note))) is not None:
            note = t(key)
        jump = link_asks.jumps(ask, self.view.scene.moves.pace == "off")
        self.view.answered(self.link, answer, jump)
        self.store.dispatch(took_link(answer, names, jump))  # the board jumps to where it is
        await asyncio.sleep(0)  # the answer kept; the drawing in tasks of its own
        self.view.busy = False  # (a tap meanwhile would be on the board before this answer)
        await self.view.show(lambda: self.draw(note))
        done()
        if ask.op == "open" and answer.taken:
            self.view.read_out()

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
        if self.link is not None and not self.view.busy:
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
        self.view.draw_words()
        self.draw_send(title)
        draw_invites(report, bylink.invited_seats(report, self.names), self.names[0], title)
        self.view.draw_end()
        self.show_screen()
        board = el("friend-board")
        board.dataset.count = str(report.count)
        board.dataset.action = report.action
        document.body.dataset.link = report.action

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

    # -- the end's Play again ----------------------------------------------------------
    async def again(self) -> None:
        """Play again: a new game by link with the same game, options and table size; the
        invitation is on screen at once, ready to send to the same friends."""
        link = self.link
        if link is None or self.view.busy:
            return
        report, others = link.report, bylink.others(link.report, self.names)
        name = self.names[report.seat] or storage_get(NAME) or ""
        await self.request(link_asks.again(report, name, self.names))
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
        if link is None or self.view.busy or not bylink.can_choose(link):
            return
        built, move = bylink.chose(link, target)
        self.store.dispatch(in_link(lambda _: built))
        if move is None:
            self.view.input.focus_next(bylink.targets(built))
        elif (kept := load(link.report.table)) is None:
            self.fail(t("link.not_kept"))
        else:
            chosen = link_asks.move(link.report.table, kept, str(move), self.names)
            self.spawn(self.after_move(chosen))

    def drop(self) -> None:
        """The move being built dropped (a tap on the felt, Escape)."""
        if not self.view.busy:
            self.store.dispatch(in_link(bylink.dropped))

    async def after_move(self, ask: link_asks.Ask) -> None:
        await self.request(ask)
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
            await self.request(link_asks.show(table, kept))
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
