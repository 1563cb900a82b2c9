"""The page: one store of the model, the views that draw it, the events that change it.

``main.py`` is the script PyScript runs; it only calls ``run`` here.  This module is in
the UI archive, which a memory snapshot holds compiled (``precompiled``), whereas a
script's source is parsed and compiled at every start.

What the page shows is a frozen ``parlour.page.model.Page``; every event
dispatches a pure transition from ``parlour.page.actions`` to the store
(``parlour.page.store``), and the subscribers draw the new model (``ui_screens``,
``ui_play``), save it (``ui_saves``) and put its requests to the computer
(``ui_computer``, thinking in the ``ai`` worker).  docs/architecture.md
follows a click from the board to the engine and back.
"""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Callable
from typing import Any

from dom import el, on, set_text
from pyscript import document, window
from text import menu_html, t
from ui_computer import Computer
from ui_daily import DailyView, is_result_link
from ui_breaks import RoundBreaks
from ui_end import EndScreen
from ui_forced import ForcedMoves
from ui_friend import FriendScreen
from ui_kept import KeptList, show_kept
from ui_home import label_play_buttons, mark_saved, remember_level, remembered_level
from ui_record import ClearRecord, load_results, show_on_cards
from ui_language import (
    apply_static_texts,
    choose_language,
    enable_choice,
    page_speaks_it,
    switch_language,
)
from ui_lesson import LessonScreen, add_to_rules
from ui_moves import Moves
from ui_paste import wire_paste
from ui_play import PlayView
from ui_review import ReviewView
from ui_rules import open_rules
from ui_saves import (
    autosave,
    download_record,
    download_unreadable,
    keep_previous,
    load_autosave,
    load_notice,
    release_unreadable,
)
from ui_screens import SetupView, default_new, draw_resume, form_now, show_screen
from ui_setup import redraws_setup
from ui_thinking import show_thinking
from ui_undo import UndoConsent
from ui_share import (
    clear_fragment,
    close_dialog,
    copy_field,
    current_fragment,
    embed_snippet,
    open_dialog,
    open_share_dialog,
)
from ui_worker import Thinker

from parlour import registry, words
from parlour.page import share
from parlour.core import ParlourError
from parlour.link import envelope
from parlour.page import actions
from parlour.page.actions import in_play
from parlour.page.model import (
    NewGame,
    Page,
    Play,
    choice_for_new,
    quick_game,
    resumable,
    seating,
)
from parlour.page.redraw import review_only
from parlour.page.store import Store, Tasks, Transition
from parlour.reader import shorten
from parlour.page.session import Session
from parlour.page.query import setup_from_query


class App:
    def __init__(self) -> None:
        self.index: list[dict[str, Any]] = json.loads(str(el("game-index").textContent))
        self.store = Store(Page())
        self.tasks = Tasks(self.report)
        self.thinker = Thinker()
        self.moves = Moves(self.store, self.tasks.spawn)
        self.play_view = PlayView(self.store, self.moves)
        self.setup_view = SetupView()
        self.computer = Computer(self.store, self.thinker, self.tasks)
        self.autosaved: Session | None = None
        self.status_said: tuple[str, dict[str, object]] | None = None
        self.lesson = LessonScreen(
            self.show_lesson_screen, self.start_after_lesson, self.game_by_link_to_resume
        )
        self.breaks = RoundBreaks(
            lambda: self.dispatch(in_play(actions.continue_round)), self.tasks.spawn
        )
        self.forced = ForcedMoves(self.store, self.tasks.spawn)
        self.end = EndScreen()
        self.clear_record = ClearRecord(self.record_changed)
        self.friend = FriendScreen(
            self.store, self.thinker, self.moves, lambda: self.dispatch(actions.show_friend)
        )
        self.drawn_screen = ""
        self.drawn: Page | None = None  # the model drawn last: what a change leaves alone
        self.review = ReviewView(self.store, self.thinker, self.tasks.spawn, self.show_notice)
        self.kept = KeptList(lambda table: self.friend.spawn(self.friend.resume(table)))
        self.daily = DailyView(
            self.index, self.begin_session, self.watch, self.show_notice, self.tasks.spawn
        )
        subscribers = (self.draw, self.autosave, self.computer.on_change, self.review.on_change)
        for subscriber in subscribers:
            self.store.subscribe(subscriber)

    def dispatch(self, transition: Transition) -> None:
        self.store.dispatch(transition)

    # -- start ---------------------------------------------------------------
    def start(self) -> None:
        choose_language()
        self.wire()
        if page_speaks_it():  # the static page as built: redrawing it would only repaint it
            enable_choice()
        else:
            self.apply_language()
        self.load_saved_game()
        self.load_record()
        show_kept()
        self.open_from_address()
        on(window, "hashchange", lambda e: self.open_link(current_fragment()))
        self.clear_status()  # ready: the header says nothing more (issue 24)
        label_play_buttons(self.index)
        pending = getattr(window, "parlourPending", None)
        playing = getattr(window, "parlourPendingPlay", None)
        if playing and any(g["id"] == playing for g in self.index):
            self.play_now(str(playing))
        elif (
            pending and any(g["id"] == pending for g in self.index) and self.store.page.play is None
        ):
            self.open_setup(default_new(str(pending)))
        self.lesson.open_pending()
        document.body.dataset.ready = "1"

    def wire(self) -> None:
        playing: dict[str, Callable[[Play], Play]] = {
            "btn-redo": actions.redo,
            "replay-first": lambda p: actions.step_replay(p, -(10**6)),
            "replay-prev": lambda p: actions.step_replay(p, -1),
            "replay-next": lambda p: actions.step_replay(p, 1),
            "replay-last": lambda p: actions.step_replay(p, 10**6),
        }
        for element_id, change in playing.items():
            self.on_click(element_id, in_play(change))
        clicks = {
            "btn-new": lambda e: self.open_setup(choice_for_new(self.store.page, self.default())),
            "btn-menu": lambda e: self.dispatch(actions.show_menu),
            "friend-menu": lambda e: self.dispatch(actions.show_menu),
            "btn-continue": lambda e: self.dispatch(actions.resume),
            "notice-close": lambda e: self.hide_notice(),
            "notice-download": self.for_play(lambda play: download_record(play.session)),
            "notice-link": self.for_play(self.open_share),
            "notice-unreadable": lambda e: download_unreadable(),
            "notice-release": lambda e: self.release_unreadable(),
            "btn-hint": lambda e: self.dispatch(actions.ask_hint),
            "btn-replay": self.for_play(self.start_replay),
            "replay-exit": self.for_play(self.stop_replay),
            "btn-rules": self.for_play(self.show_rules),
            "btn-share": self.for_play(self.open_share),
            "btn-embed": self.for_play(self.open_embed),
            "end-again": lambda e: self.start_anew(actions.play_again),
            "end-rematch": lambda e: self.start_anew(actions.rematch),
            "end-setup": lambda e: self.open_setup(choice_for_new(self.store.page, self.default())),
            "end-record": self.on_clear_click,
            "clear-yes": self.clear_record.confirm,
            "share-copy": lambda e: self.tasks.spawn(copy_field("share-url", "share-done")),
            "embed-copy": lambda e: self.tasks.spawn(copy_field("embed-code", "embed-done")),
            "game-list": self.on_menu_click,
            "friend-rules": lambda e: self.friend_rules(),
            "setup": self.on_setup_click,
        }
        for element_id, handler in clicks.items():
            on(el(element_id), "click", handler)
        self.play_view.wire()
        self.friend.wire()
        self.kept.wire()
        self.daily.wire()
        wire_paste(self.open_link)  # a pasted link opens as the address bar's would
        self.lesson.wire()
        self.breaks.wire()
        self.forced.wire()
        self.review.wire()
        self.moves.wire()
        UndoConsent(lambda: self.store.page.play, self.dispatch).wire()
        on(el("setup"), "submit", self.on_setup_submit)
        on(el("setup"), "change", self.on_setup_change)
        on(el("lang"), "change", self.on_language)
        for button in document.querySelectorAll(".dialog-close"):
            on(button, "click", close_dialog)

    def on_click(self, element_id: str, transition: Transition) -> None:
        on(el(element_id), "click", lambda e: self.dispatch(transition))

    # -- drawing and saving: the store's subscribers ----------------------------
    def draw(self, page: Page) -> None:
        before, self.drawn = self.drawn, page
        if before is not None and page.play is not None and review_only(before, page):
            self.review.update(page.play)  # an answer of the review's worker: its parts only
            return
        # Every text from here on names the seats of the game in play, as the model says
        # (docs/architecture.md, Seat names).
        words.use_seat_names(*self.daily.seating(page, seating(page)))
        if page.screen == "menu" and self.drawn_screen != "menu":
            show_kept()  # the games by link as they are kept now (a link moved one on)
        self.drawn_screen = page.screen
        show_screen(page.screen)
        draw_resume(page)
        self.mark_saved(page)
        if page.screen == "setup" and page.choice is not None:
            self.setup_view.draw(page.choice)
        else:
            self.setup_view.drawn = None  # drawn afresh when the form opens again
        self.moves.draw(page)  # the caption first: the board is measured as it will stay
        if page.screen == "play" and page.play is not None:
            if page.play.thinking and page.play.waiting is not None:
                show_thinking(page.play.session, page.play.waiting.seat)
            self.play_view.draw(page.play)
            self.breaks.draw(page.play)
            self.forced.draw(page)
            self.end.draw(page.play)
            self.daily.draw(page)
            self.review.draw(page.play)
            self.moves.fly_drawn()  # the board measured where the page around it put it
        elif page.screen == "lesson":
            self.lesson.render()
        if page.screen != "play":
            self.daily.draw(page)

    def mark_saved(self, page: Page) -> None:
        session = resumable(page)
        mark_saved(session.record.game if session is not None else None)

    # -- your record against the computer ----------------------------------------
    def load_record(self) -> None:
        notice = load_results()
        if notice is not None:
            self.show_notice(notice)
        show_on_cards()
        self.daily.show_on_cards()

    def on_clear_click(self, event: Any) -> None:
        button = event.target.closest("[data-clear-record]")
        if button:
            title = str(button.getAttribute("data-title"))
            self.clear_record.ask(str(button.getAttribute("data-clear-record")), title)

    def record_changed(self) -> None:
        show_on_cards()
        self.end.redraw(self.store.page.play)

    # -- lessons ---------------------------------------------------------------
    def show_lesson_screen(self, screen: str) -> None:
        if screen == "lesson":
            self.dispatch(actions.show_lesson)
        else:
            self.dispatch(actions.show_menu)

    def game_by_link_to_resume(self) -> Callable[[], None] | None:
        """A lesson opened from a game by link's rules leads back to that game."""
        if self.store.page.screen == "friend" and self.friend.game_id() is not None:
            return self.friend.back
        return None

    def start_after_lesson(self, game_id: str, players: int, options: dict[str, object]) -> None:
        game = registry.get(game_id)
        self.new_game(quick_game(game, remembered_level(), players, options))

    def autosave(self, page: Page) -> None:
        # A try of a better move (issue 38) is not saved over the game it came from.
        play = page.play
        if play is not None and play.back is None and play.session is not self.autosaved:
            self.save(play.session)

    def save(self, session: Session) -> None:
        self.autosaved = session
        notice = autosave(session)
        if notice is not None:
            self.show_notice(*notice)

    def release_unreadable(self) -> None:
        """The player gives up the unreadable save that held autosave back: save over it."""
        release_unreadable()
        self.hide_notice()
        if self.store.page.play is not None:
            self.save(self.store.page.play.session)

    # -- notices, language, failures ------------------------------------------
    def clear_status(self) -> None:
        self.status_said = None
        set_text("status", "")

    def status(self, key: str, **values: object) -> None:
        """The header's status line, kept as its key so a language switch retells it."""
        self.status_said = (key, values)
        set_text("status", t(key, **values))

    def report(self, error: BaseException) -> None:
        """A task failed: say so; the game stays as it was."""
        window.console.error(f"parlour: {error!r}")
        self.status("status.failed", error=error)

    def show_notice(self, message: str, buttons: tuple[str, ...] = ()) -> None:
        """``buttons``: the ids of the notice's buttons to show (download, copy link...)."""
        set_text("notice-text", shorten(message, 600))  # text, never markup: it may quote a link
        for button in document.querySelectorAll("#notice .notice-action"):
            button.hidden = str(button.id) not in buttons
        el("notice").hidden = False

    def hide_notice(self) -> None:
        el("notice").hidden = True

    def on_language(self, event: Any) -> None:
        switch_language(str(event.target.value))
        self.apply_language()

    def apply_language(self) -> None:
        apply_static_texts()
        if self.status_said is not None:
            key, values = self.status_said
            self.status(key, **values)
        el("game-list").innerHTML = menu_html(self.index)
        label_play_buttons(self.index)
        self.mark_saved(self.store.page)
        show_on_cards()
        self.daily.show_on_cards()
        show_kept()
        if self.store.page.screen == "friend":
            self.friend.redraw()  # the log and the turn line in the new language
        if self.store.page.screen == "lesson":
            self.lesson.render()
        if self.store.page.screen == "setup":
            self.open_setup(form_now())  # the form in the new language, as the player set it
        self.store.refresh()  # the move log's lines and the hint are the game's words too

    # -- saves, links, query --------------------------------------------------
    def load_saved_game(self) -> None:
        loaded = load_autosave()
        if (notice := load_notice(loaded)) is not None:
            self.show_notice(*notice)
        self.dispatch(lambda page: actions.found_save(page, loaded.session))

    def open_from_address(self) -> None:
        if envelope.is_link(current_fragment()):
            self.friend.open_link(current_fragment())
            return
        if current_fragment().startswith("#g") or is_result_link(current_fragment()):
            self.open_link(current_fragment())
            return
        try:
            request = setup_from_query(str(window.location.search), query_values)
        except ParlourError as error:
            self.show_notice(t("query.bad", reason=shorten(str(error), 300)))
            return
        if request.game is None:
            return
        seats = request.seats or default_new(request.game).seats
        choice = NewGame(request.game, seats, dict(request.options))
        if request.autostart:
            self.new_game(choice)
        else:
            self.open_setup(choice)

    def open_link(self, fragment: str) -> None:
        if envelope.is_link(fragment):  # a game by link (issue 26)
            self.hide_notice()
            self.friend.open_link(fragment)
            return
        if is_result_link(fragment):  # a friend's result of a deal of the day (issue 38)
            self.hide_notice()
            clear_fragment()
            self.daily.open_link(fragment)
            return
        if not fragment.startswith("#g"):
            return
        try:
            session = share.decode(fragment)
        except ParlourError as error:
            self.show_notice(
                t("link.bad_named", link=shorten(fragment, 24), reason=shorten(str(error), 300))
            )
            return
        finally:
            clear_fragment()
        self.hide_notice()
        keep_previous()
        self.dispatch(lambda page: actions.begin(page, session))

    # -- menu and setup -------------------------------------------------------
    def default(self) -> NewGame:
        """The first game the menu lists, with its default seats."""
        first = str(self.index[0]["id"]) if self.index else registry.all_games()[0].id
        return default_new(first)

    def on_menu_click(self, event: Any) -> None:
        card = event.target.closest("[data-game]")
        play = event.target.closest("[data-play]")
        if event.target.closest("[data-clear-record]"):
            self.on_clear_click(event)
        elif event.target.closest("[data-continue]"):
            self.dispatch(actions.resume)
        elif play:
            self.play_now(str(play.dataset.play))
        elif daily := event.target.closest("button[data-daily]"):
            self.daily.on_card_click(daily)
        elif friend := event.target.closest("[data-friend]"):
            self.with_a_friend(str(friend.dataset.friend))
        elif card:
            self.open_setup(default_new(str(card.dataset.game)))

    def with_a_friend(self, game_id: str) -> None:
        """A card's "With a friend": a game by link with the form's first options, or the
        form when those are not played by link yet."""
        choice = default_new(game_id)
        if envelope.ready(game_id, 2, choice.options):
            self.friend.host(game_id, dict(choice.options))
        else:
            self.open_setup(choice)

    def begin_session(self, session: Session) -> None:
        """A game begun as it stands (a deal of the day): the game in play, if any, is kept
        aside as a share link's game would be."""
        keep_previous()
        self.dispatch(lambda page: actions.begin(page, session))

    def watch(self, session: Session) -> None:
        """A finished game replayed from its first position (a deal of the day's)."""
        self.begin_session(session)
        self.dispatch(in_play(actions.start_replay))
        self.dispatch(in_play(lambda play: actions.step_replay(play, -(10**6))))
        el("replay-next").focus()

    def play_now(self, game_id: str) -> None:
        """A card's "Play": the game against the computer at once, at the level last used."""
        self.new_game(quick_game(registry.get(game_id), remembered_level()))

    def open_setup(self, choice: NewGame) -> None:
        self.dispatch(lambda page: actions.open_setup(page, choice))

    def on_setup_change(self, event: Any) -> None:
        if redraws_setup(event.target):  # the form offers what suits the choice made
            changed = str(event.target.id)
            self.open_setup(form_now())
            el(changed).focus()

    def on_setup_click(self, event: Any) -> None:
        if event.target.id == "setup-back":
            self.dispatch(actions.show_menu)
        elif event.target.id == "setup-link":
            choice = form_now()
            self.friend.host(choice.game_id, dict(choice.options), len(choice.seats))
        elif event.target.id == "setup-rules":
            open_rules(str(el("setup-game").value), words.language())
            add_to_rules(str(el("setup-game").value))

    def on_setup_submit(self, event: Any) -> None:
        event.preventDefault()
        try:
            self.new_game(form_now())
        except ParlourError as error:
            self.status("status.failed", error=error)

    def start_anew(self, how: Callable[[Page, int], Page]) -> None:
        """The end screen's Play again or Rematch, with a new deal."""
        seed = new_seed()
        self.dispatch(lambda page: how(page, seed))

    def new_game(self, choice: NewGame) -> None:
        remember_level(choice.seats)
        label_play_buttons(self.index)
        seed = new_seed()
        self.dispatch(lambda page: actions.new_game(page, choice, seed))

    # -- the play screen's dialogs and replay -------------------------------------
    def for_play(self, act: Callable[[Play], None]) -> Callable[[Any], None]:
        """A handler of the play screen's buttons: they act on the game in play."""

        def handler(event: Any) -> None:
            play = self.store.page.play
            if play is not None:
                act(play)

        return handler

    def friend_rules(self) -> None:
        if (game_id := self.friend.game_id()) is not None:
            open_rules(game_id, words.language())
            add_to_rules(game_id)

    def show_rules(self, play: Play) -> None:
        open_rules(play.game.id, words.language())
        add_to_rules(play.game.id)

    def open_share(self, play: Play) -> None:
        open_share_dialog(play.session)

    def open_embed(self, play: Play) -> None:
        open_dialog("embed-dialog", "embed-code", embed_snippet(play.session, play.game.spec.title))

    def start_replay(self, play: Play) -> None:
        self.dispatch(in_play(actions.start_replay))
        if play.session.record.moves:
            el("replay-prev").focus()

    def stop_replay(self, play: Play) -> None:
        self.dispatch(in_play(actions.stop_replay))
        el("btn-replay").focus()


def new_seed() -> int:
    return random.SystemRandom().randrange(2**31)


def query_values(query: str) -> dict[str, list[str]]:
    """The query's values as the browser reads them (``setup_from_query`` says why)."""
    values: dict[str, list[str]] = {}
    for pair in window.URLSearchParams.new(query).entries():
        values.setdefault(str(pair[0]), []).append(str(pair[1]))
    return values


async def main() -> None:
    # The benchmarks' split of the start: up to here the page's imports (docs/performance.md).
    window.performance.mark("parlour:imported")
    app = App()
    try:
        app.start()
    except Exception as exc:
        app.status("status.failed", error=exc)
        raise
    # Only now, with the board interactive, start the second Pyodide for the bots.
    await asyncio.sleep(0.05)
    await app.thinker.warm()


def run() -> None:
    """Start the page (``main.py``, the script PyScript runs, calls this)."""
    asyncio.ensure_future(main())
