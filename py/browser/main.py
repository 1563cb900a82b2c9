"""The page: wires the DOM to the engine, the same way for every game.

The engine (``parlour``) knows the rules, renders the SVG, turns click
paths into moves and keeps the session (record, undo, saves, links);
``parlour.ui_logic`` holds the pure interface decisions.  The modules
beside this one draw the setup form (ui_setup), the play screen
(ui_board), saves (ui_saves), links and embeds (ui_share) and keyboard
play (ui_keyboard).  Computer players and hints run in the ``ai`` worker.
"""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import text
import ui_keyboard
from dom import announce, el, on, set_text
from pyscript import document, window
from text import menu_html, t
from ui_board import hint_text, humans, turn_text
from ui_breaks import RoundBreaks
from ui_home import mark_saved
from ui_language import apply_static_texts, choose_language, switch_language
from ui_lesson import LessonScreen, add_to_rules
from ui_play import PlayScreen
from ui_rules import open_rules
from ui_saves import (autosave, download_record, download_unreadable, keep_previous, load_autosave,
                      load_notice, release_unreadable)
from ui_thinking import show_thinking
from ui_setup import SetupChoice, default_choice, read_setup, setup_html
from ui_share import (clear_fragment, close_dialog, copy_field, current_fragment, embed_snippet,
                      open_dialog, open_share_dialog)
from ui_worker import Thinker

from parlour import play, registry, share
from parlour.core import Game, ParlourError
from parlour.reader import shorten
from parlour.session import Session
from parlour.ui_logic import (Hint, LogEntry, hint_reason, log_entries, log_entry, replay_step,
                              setup_from_query)

MIN_THINK = 0.35
"""Seconds a computer move takes at least, so people can follow the game."""


class LazyGames:
    """The games by id, each imported the first time it is opened.

    The menu's list (id, title, player counts) is written into the page at
    build time, so start-up does not pay for importing every game.
    """

    def __init__(self, index: list[dict[str, Any]]) -> None:
        self.index = index
        self.first_id = str(index[0]["id"]) if index else "punto"

    def __contains__(self, game_id: object) -> bool:
        return any(entry["id"] == game_id for entry in self.index)

    def __getitem__(self, game_id: str) -> Game:
        return registry.get(game_id)


class App(PlayScreen):
    def __init__(self) -> None:
        self.games = LazyGames(json.loads(str(el("game-index").textContent)))
        self.session: Session | None = None
        self.saved: Session | None = None
        self.choice: SetupChoice | None = None
        self.selection: tuple[str, ...] = ()
        self.shown: int | None = None
        self.thinking = False
        self.generation = 0
        self.thinker = Thinker()
        self.renders = 0
        self.log: list[LogEntry] = []
        self.hint: Hint | None = None
        self.hint_words = ""
        self.replay_at: int | None = None
        self.focus: str | None = None
        self.keyboard = False
        self.animated_ply = -1
        self.landed: list[str] = []
        self.lesson = LessonScreen(self.show, self.start_after_lesson)
        self.breaks = RoundBreaks(self.continue_after_round)

    @property
    def game(self) -> Game:
        assert self.session is not None
        return self.games[self.session.record.game]

    # -- start ---------------------------------------------------------------
    def start(self) -> None:
        choose_language()
        self.wire()
        self.apply_language()
        self.load_saved_game()
        self.open_from_address()
        on(window, "hashchange", lambda e: self.open_link(current_fragment()))
        self.status(t("status.ready"))
        pending = getattr(window, "parlourPending", None)
        if pending and pending in self.games and self.session is None:
            self.open_setup(default_choice(self.games[pending]))
        self.lesson.open_pending()
        document.body.dataset.ready = "1"

    def wire(self) -> None:
        clicks = {
            "btn-new": lambda e: self.open_setup(self.choice_for_new()),
            "btn-menu": lambda e: self.show_menu(),
            "pass-btn": self.on_pass_click, "btn-continue": self.on_continue,
            "notice-close": lambda e: self.hide_notice(),
            "notice-download": lambda e: self.download_record(),
            "notice-link": lambda e: self.open_share(), "notice-unreadable": lambda e: download_unreadable(),
            "notice-release": lambda e: self.release_unreadable(),
            "btn-undo": lambda e: self.undo(), "btn-redo": lambda e: self.redo(),
            "btn-hint": lambda e: asyncio.ensure_future(self.ask_hint()),
            "btn-replay": lambda e: self.start_replay(), "replay-exit": lambda e: self.stop_replay(),
            "replay-first": lambda e: self.step_replay(-10**6), "replay-prev": lambda e: self.step_replay(-1),
            "replay-next": lambda e: self.step_replay(1), "replay-last": lambda e: self.step_replay(10**6),
            "btn-rules": lambda e: self.show_rules(), "btn-share": lambda e: self.open_share(), "btn-embed": lambda e: self.open_embed(),
            "share-copy": lambda e: asyncio.ensure_future(copy_field("share-url", "share-done")),
            "embed-copy": lambda e: asyncio.ensure_future(copy_field("embed-code", "embed-done")),
            "game-list": self.on_menu_click, "setup": self.on_setup_click, "board": self.on_board_click,
        }
        for element_id, handler in clicks.items():
            on(el(element_id), "click", handler)
        on(el("setup"), "submit", self.on_setup_submit)
        on(el("setup"), "change", self.on_setup_change)
        on(el("board"), "keydown", self.on_board_key)
        on(el("board"), "focusin", self.on_board_focus)
        on(el("lang"), "change", self.on_language)
        self.lesson.wire()
        self.breaks.wire()
        for button in document.querySelectorAll(".dialog-close"):
            on(button, "click", close_dialog)

    # -- screens, notices, language -----------------------------------------
    def status(self, message: str) -> None:
        set_text("status", message)

    def show(self, screen: str) -> None:
        for name in ("menu", "setup", "play", "lesson"):
            el(name).hidden = name != screen
        document.body.dataset.screen = screen

    def show_notice(self, message: str, actions: tuple[str, ...] = ()) -> None:
        """``actions``: the ids of the notice's buttons to show (download, copy link...)."""
        set_text("notice-text", shorten(message, 600))  # text, never markup: it may quote a link
        for button in document.querySelectorAll("#notice .notice-action"):
            button.hidden = str(button.id) not in actions
        el("notice").hidden = False

    def hide_notice(self) -> None:
        el("notice").hidden = True

    def on_language(self, event: Any) -> None:
        switch_language(str(event.target.value))
        self.apply_language()

    def apply_language(self) -> None:
        apply_static_texts()
        if self.session is not None:  # the move log's lines are the game's words too
            self.log = log_entries(self.game, self.session.states, self.session.record.moves)
        self.redraw()

    def redraw(self) -> None:
        el("game-list").innerHTML = menu_html(self.games.index)
        self.refresh_resume()
        screen = str(document.body.getAttribute("data-screen") or "menu")
        if screen == "setup" and self.choice is not None:
            self.open_setup(read_setup())
        elif screen == "lesson":
            self.lesson.render()
        elif screen == "play" and self.session is not None:
            self.show_pass(self.session.seat_to_move) if not el("pass").hidden else self.render()

    # -- saves, links, query --------------------------------------------------
    def load_saved_game(self) -> None:
        loaded = load_autosave()
        if (notice := load_notice(loaded)) is not None:
            self.show_notice(*notice)
        self.saved = loaded.session
        self.refresh_resume()

    def resumable(self) -> Session | None:
        session = self.session or self.saved
        return session if session is not None and not session.state.is_over else None

    def refresh_resume(self) -> None:
        session = self.resumable()
        el("resume").hidden = session is None
        mark_saved(session.record.game if session is not None else None)
        if session is not None:
            title = self.games[session.record.game].spec.title
            set_text("resume-text", t("resume.text", title=title, ply=len(session.record.moves)))

    def on_continue(self, event: Any) -> None:
        session = self.resumable()
        if session is self.session and session is not None:
            self.show("play")
            self.render()
        elif session is not None:
            self.begin(session)

    def open_from_address(self) -> None:
        if current_fragment().startswith("#g"):
            self.open_link(current_fragment())
            return
        try:
            request = setup_from_query(str(window.location.search))
        except ParlourError as error:
            self.show_notice(t("query.bad", reason=shorten(str(error), 300)))
            return
        if request.game is None:
            return
        game = self.games[request.game]
        seats = list(request.seats) or default_choice(game).seats
        choice = SetupChoice(game.id, len(seats), seats, dict(request.options))
        if request.autostart:
            self.new_game(choice)
        else:
            self.open_setup(choice)

    def open_link(self, fragment: str) -> None:
        if not fragment.startswith("#g"):
            return
        try:
            session = share.decode(fragment)
        except ParlourError as error:
            self.show_notice(t("link.bad_named", link=shorten(fragment, 24),
                               reason=shorten(str(error), 300)))
            return
        finally:
            clear_fragment()
        self.hide_notice()
        keep_previous()
        self.begin(session)

    # -- menu and setup -------------------------------------------------------
    def show_menu(self) -> None:
        self.refresh_resume()
        self.show("menu")

    def on_menu_click(self, event: Any) -> None:
        card = event.target.closest("[data-game]")
        if event.target.closest("[data-continue]"):
            self.on_continue(event)
        elif card:
            self.open_setup(default_choice(self.games[str(card.dataset.game)]))

    def choice_for_new(self) -> SetupChoice:
        if self.session is None:
            return self.choice or default_choice(self.games[self.games.first_id])
        record = self.session.record
        return SetupChoice(record.game, record.players, list(self.session.seats),
                           dict(record.options), self.session.undo_allowed)

    def open_setup(self, choice: SetupChoice) -> None:
        self.choice = choice
        el("setup").innerHTML = setup_html(self.games[choice.game_id], choice)
        self.show("setup")
        el("setup-start").focus()

    def on_setup_change(self, event: Any) -> None:
        if event.target.id == "setup-players":
            self.open_setup(read_setup())

    def on_setup_click(self, event: Any) -> None:
        if event.target.id == "setup-back":
            self.show_menu()
        elif event.target.id == "setup-rules":
            open_rules(str(el("setup-game").value), text.LANG)
            add_to_rules(str(el("setup-game").value))

    def show_rules(self) -> None:
        if self.session is not None:
            open_rules(self.game.id, text.LANG)
            add_to_rules(self.game.id)

    def on_setup_submit(self, event: Any) -> None:
        event.preventDefault()
        try:
            self.new_game(read_setup())
        except ParlourError as error:
            self.status(t("status.failed", error=error))

    # -- a game begins ---------------------------------------------------------
    def new_game(self, choice: SetupChoice) -> None:
        seed = random.SystemRandom().randrange(2**31)
        self.choice = choice
        session = Session.new(choice.game_id, tuple(choice.seats[:choice.players]), choice.options,
                              seed, undo_allowed=choice.undo)
        self.begin(session)

    def start_after_lesson(self, game_id: str, players: int, options: dict[str, object]) -> None:
        choice = default_choice(self.games[game_id], players)
        self.new_game(SetupChoice(game_id, players, choice.seats, options))

    def begin(self, session: Session) -> None:
        self.generation += 1
        self.session, self.saved = session, None
        self.selection, self.thinking, self.replay_at = (), False, None
        self.clear_hint()
        people = humans(session)
        self.shown = people[0] if len(people) == 1 else None
        self.log = log_entries(self.game, session.states, session.record.moves)
        self.animated_ply = len(session.record.moves)
        self.breaks.new_game(session)
        self.autosave()
        set_text("play-title", self.game.spec.title)
        self.show("play")
        self.render()  # at once, so nothing of the previous game stays on screen
        asyncio.ensure_future(self.advance())

    def needs_pass(self, seat: int) -> bool:
        """Hot seat: hide the board while a different person takes the device."""
        assert self.session is not None
        return (self.game.spec.hidden_information and len(humans(self.session)) > 1
                and self.shown != seat)

    async def advance(self) -> None:
        """Play computer turns until a human must act or the game ends."""
        generation = self.generation
        while generation == self.generation and self.session is not None:
            session = self.session
            if self.breaks.hold(session, lambda: self.generation):
                self.render()
                el("round-break-continue").focus()
                return
            seat = session.seat_to_move
            if seat is None or session.is_human(seat):
                self.show_turn(seat)
                return
            self.thinking = True
            show_thinking(session, seat)
            self.render()
            notation = await self.computer_move(seat)
            if generation != self.generation:
                return
            self.thinking = False
            self.play_notation(notation)

    def show_turn(self, seat: int | None) -> None:
        if seat is not None and self.needs_pass(seat):
            self.show_pass(seat)
            return
        if seat is not None:
            self.shown = seat
        self.render()

    async def computer_move(self, seat: int) -> str:
        started = window.performance.now()
        notation = await self.bot_move(seat)
        remaining = MIN_THINK - (window.performance.now() - started) / 1000
        if remaining > 0:
            await asyncio.sleep(remaining)
        return notation

    def bot_seed(self) -> int:
        assert self.session is not None
        record = self.session.record
        return (record.seed * 1_000_003 + len(record.moves)) % 2**31

    async def bot_move(self, seat: int) -> str:
        assert self.session is not None
        view = self.session.state.view(seat)
        return await self.thinker.choose(self.game, view, self.session.seats[seat], self.bot_seed())

    # -- moves ---------------------------------------------------------------
    def play_notation(self, notation: str) -> None:
        assert self.session is not None
        before = self.session.state
        self.session.play(notation)
        entry = log_entry(self.game, before, notation, len(self.session.record.moves))
        self.log.append(entry)
        self.selection = ()
        self.clear_hint()
        self.autosave()
        over = self.session.state.outcome is not None
        announce(t("announce.over", result=turn_text(self.session, False)) if over
                 else t("announce.move", text=entry.text))

    def human_to_act(self) -> int | None:
        """The seat whose targets are live now, or None."""
        session = self.session
        if session is None or self.thinking or self.replay_at is not None:
            return None
        if self.breaks.waiting(session) is not None:
            return None  # the board shows a round's end until the player continues
        seat = session.seat_to_move
        if seat is None or not session.is_human(seat) or self.shown != seat:
            return None
        return seat

    def render(self) -> None:
        super().render()
        self.breaks.draw(self.session, self.replay_at is not None, self.shown)

    def continue_after_round(self) -> None:
        if self.session is None:
            return
        self.breaks.go_past(self.session)
        self.render()
        asyncio.ensure_future(self.advance())

    def choose_target(self, target: str) -> None:
        if self.human_to_act() is None or self.session is None:
            return
        moves = self.session.state.legal_moves()
        selection, move = play.choose(moves, self.selection, target)
        if move is None:
            self.selection = selection
            self.render()
            return
        try:
            self.play_notation(str(move))
        except ParlourError as error:
            self.status(t("play.illegal", reason=error))
            return
        self.render()
        asyncio.ensure_future(self.advance())

    def on_board_click(self, event: Any) -> None:
        node = event.target.closest("[data-target]")
        if node:
            self.keyboard = False
            self.choose_target(str(node.getAttribute("data-target")))

    def on_board_focus(self, event: Any) -> None:
        target = ui_keyboard.focused_target(event)
        if target is not None:
            self.focus = target

    def on_board_key(self, event: Any) -> None:
        key = str(event.key)
        target = ui_keyboard.focused_target(event)
        if key in ui_keyboard.PLAY_KEYS and target is not None:
            event.preventDefault()
            self.keyboard = True
            self.choose_target(target)
        elif key == "Escape":
            self.keyboard = True
            self.selection = ()
            self.clear_hint()
            self.render()
        else:
            self.move_focus(event, key)

    def move_focus(self, event: Any, key: str) -> None:
        following = ui_keyboard.next_focus(el("board"), self.focus, key)
        if following is None:
            return
        event.preventDefault()
        self.keyboard = True
        self.focus = following
        self.render()

    # -- undo, redo -------------------------------------------------------------
    def stop_thinking(self) -> None:
        self.generation += 1
        self.thinking = False

    def after_change(self) -> None:
        assert self.session is not None
        self.log = self.log[: len(self.session.record.moves)]
        self.selection, self.replay_at = (), None
        self.clear_hint()
        self.autosave()
        self.render()
        asyncio.ensure_future(self.advance())

    def undo(self) -> None:
        if self.session is None or not self.session.can_undo():
            return
        self.stop_thinking()
        self.session.undo()
        self.after_change()

    def redo(self) -> None:
        if self.session is None or not self.session.can_redo():
            return
        self.stop_thinking()
        self.session.redo()
        self.log = log_entries(self.game, self.session.states, self.session.record.moves)
        self.after_change()

    # -- hint -------------------------------------------------------------------
    def clear_hint(self) -> None:
        self.hint, self.hint_words = None, ""

    async def ask_hint(self) -> None:
        seat = self.human_to_act()
        if seat is None or self.session is None:
            return
        ply = len(self.session.record.moves)
        self.hint_words = t("hint.thinking")
        self.render()
        hint = await self.find_hint(seat)
        if self.session is None or len(self.session.record.moves) != ply or self.human_to_act() != seat:
            return
        self.hint = hint
        self.hint_words = hint_text(hint_reason(self.game, self.session.state, hint))
        self.selection = ()
        self.render()
        announce(self.hint_words)

    async def find_hint(self, seat: int) -> Hint:
        assert self.session is not None
        return await self.thinker.hint(self.game, self.session.state.view(seat), self.bot_seed())

    # -- replay -------------------------------------------------------------------
    def start_replay(self) -> None:
        if self.session is None or not self.session.record.moves:
            return
        self.stop_thinking()
        self.replay_at = len(self.session.record.moves)
        self.render()
        el("replay-prev").focus()

    def step_replay(self, delta: int) -> None:
        if self.session is None or self.replay_at is None:
            return
        self.replay_at = replay_step(self.replay_at, delta, len(self.session.record.moves))
        self.render()

    def stop_replay(self) -> None:
        self.replay_at = None
        asyncio.ensure_future(self.advance())
        el("btn-replay").focus()

    def autosave(self) -> None:
        assert self.session is not None
        notice = autosave(self.session)
        if notice is not None:
            self.show_notice(*notice)

    def download_record(self) -> None:
        if self.session is not None:
            download_record(self.session)

    def release_unreadable(self) -> None:
        release_unreadable()
        self.hide_notice()
        if self.session is not None:
            self.autosave()

    # -- share and embed ----------------------------------------------------------
    def open_share(self) -> None:
        if self.session is not None:
            open_share_dialog(self.session)

    def open_embed(self) -> None:
        if self.session is not None:
            open_dialog("embed-dialog", "embed-code", embed_snippet(self.session, self.game.spec.title))


async def main() -> None:
    app = App()
    try:
        app.start()
    except Exception as exc:
        app.status(t("status.failed", error=exc))
        raise
    # Only now, with the board interactive, start the second Pyodide for the bots.
    await asyncio.sleep(0.05)
    await app.thinker.warm()


asyncio.ensure_future(main())
