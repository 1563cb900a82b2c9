"""The lesson screen: a game's lesson (``parlour.lesson``) played on its own board.

The engine decides everything (which target to highlight, whether a click
is the lesson's, what is said); this module only draws it and passes
clicks on.  Any ``[data-lesson]`` button on the page (the home page's game
cards, the rules panel) opens the lesson it names.  At the end the
learner starts a real game with the lesson's setup.  The board is shown in
parts as on the play screen (the panel below it on a phone), and the words
say "tap" rather than "click" on a touch screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ui_keyboard
from dom import el, esc, on
from pyscript import document, window
from text import t
from ui_board import prepare_board, show_picture

from parlour import registry
from parlour.core import Game, Move
from parlour.lesson import LessonRun, lesson, lessons_for
from parlour.svg import scoped
from parlour.words import seated

StartGame = Callable[[str, int, dict[str, object]], None]
"""Start a real game: game id, players, options."""
GameToResume = Callable[[], Callable[[], None] | None]
"""The game the page shows as a lesson opens that the learner goes back to after it
(a game by link, whose rules panel offered the lesson), if any."""


def lesson_buttons(game_id: str) -> str:
    """One "Learn" button per lesson of the game (Colomino has two)."""
    found = lessons_for(game_id)
    return "".join(
        f'<button type="button" class="lesson-link" data-lesson="{esc(item.id)}">'
        f"{esc(item.short)}</button>"
        for item in found
    )


class LessonScreen:
    """The lesson in progress, if any, and its drawing."""

    def __init__(
        self, show: Callable[[str], None], start_game: StartGame, to_resume: GameToResume
    ) -> None:
        self.show = show
        self.start_game = start_game
        self.to_resume = to_resume
        self.resume: Callable[[], None] | None = None
        self.run: LessonRun | None = None
        self.wrong = ""
        self.then = ""
        self.renders = 0
        self.touch = bool(window.matchMedia("(pointer: coarse)").matches)

    def on_pointer(self, event: Any) -> None:
        """A finger on the screen: the lesson says "tap" from now on."""
        if str(event.pointerType) == "touch" and not self.touch:
            self.touch = True
            if self.run is not None:
                self.render()

    def wire(self) -> None:
        on(document, "click", self.on_page_click)
        on(el("lesson"), "click", self.on_screen_click)
        on(el("lesson-board"), "keydown", self.on_key)
        on(document, "pointerdown", self.on_pointer)

    @property
    def game(self) -> Game:
        assert self.run is not None
        return registry.get(self.run.lesson.game_id)

    def open(self, lesson_id: str) -> None:
        dialog = el("rules-dialog")
        if dialog.open:
            dialog.close()
        if self.run is None or self.run.lesson.id != lesson_id:  # not "Start again"
            self.resume = self.to_resume()
        self.run, self.wrong, self.then = LessonRun(lesson(lesson_id)), "", ""
        self.show("lesson")
        self.render()
        el("lesson-text").focus()

    def open_pending(self) -> None:
        """A lesson chosen before Python was ready (static/boot.js kept its id)."""
        pending = str(getattr(window, "parlourPendingLesson", "") or "")
        game_id = pending.split("-")[0]
        if game_id.isidentifier() and any(pending == found.id for found in lessons_for(game_id)):
            self.open(pending)

    def on_page_click(self, event: Any) -> None:
        node = event.target.closest("[data-lesson]") if hasattr(event.target, "closest") else None
        if node:
            event.preventDefault()
            self.open(str(node.dataset.lesson))

    def on_screen_click(self, event: Any) -> None:
        node = event.target.closest("[data-target], button")
        if not node or self.run is None:
            return
        button = str(node.id or "")
        if button in ("lesson-exit", "lesson-play") and self.resume is not None:
            back, self.resume, self.run = self.resume, None, None
            back()  # the game by link the learner left for the lesson
        elif button == "lesson-exit":
            self.show("menu")
        elif button == "lesson-restart":
            self.open(self.run.lesson.id)
        elif button == "lesson-play":
            found = self.run.lesson
            self.start_game(found.game_id, found.players, dict(found.options))
        elif node.hasAttribute("data-target"):
            self.click(str(node.getAttribute("data-target")))

    def on_key(self, event: Any) -> None:
        target = ui_keyboard.focused_target(event)
        if str(event.key) in ui_keyboard.PLAY_KEYS and target is not None:
            event.preventDefault()
            self.click(target)

    def click(self, target: str) -> None:
        assert self.run is not None
        before = self.run
        result = before.click(target, self.touch)
        self.run, self.wrong = result.run, result.wrong
        if result.moved is not None:
            self.then = self.replies_text(before, result.moved)
        self.render()
        if self.wrong:
            return
        board = el("lesson-board")
        ui_keyboard.focus_target(board, self.run.expected_target())

    def replies_text(self, before: LessonRun, moved: Move) -> str:
        """What the other seats did after the learner's move, in the game's words."""
        state = before.state.apply(moved)
        said = []
        for reply in before.step.replies:
            move = state.parse_move(reply)
            with seated(None):  # a lesson's seats are "Player N", not the game in play's
                said.append(self.game.describe_move(state.view(before.lesson.seat), move))
            state = state.apply(move)
        return " · ".join(said)

    def render(self) -> None:
        run = self.run
        if run is None:
            return
        steps = len(run.lesson.steps)
        el("lesson-title").textContent = run.lesson.title
        el("lesson-count").textContent = (
            t("lesson.done") if run.done else t("lesson.step", n=run.step_no + 1, total=steps)
        )
        el("lesson-text").textContent = run.words(self.touch)
        el("lesson-then").textContent = self.then
        el("lesson-then").hidden = not self.then
        if self.wrong and not run.done:
            self.wrong = run.wrong_words(self.touch)  # said again as "tap" after a first touch
        el("lesson-wrong").textContent = self.wrong
        el("lesson-wrong").hidden = not self.wrong
        el("lesson-end").hidden = not run.done
        back = self.resume is not None  # a game by link waits: both buttons lead back to it
        el("lesson-play").textContent = t("lesson.back" if back else "lesson.play")
        el("lesson-exit").textContent = t("lesson.back_short" if back else "play.menu")
        self.draw_board(run)

    def draw_board(self, run: LessonRun) -> None:
        board = el("lesson-board")
        highlights = run.highlights()
        with seated(None):
            drawn = self.game.render(run.state.view(run.lesson.seat), highlights)
        picture = scoped(drawn, "lesson")  # its ids its own: the game's board may show too
        panel = el("lesson-panel")
        show_picture(board, panel, picture)  # a long hand keeps how far it was scrolled
        prepare_board(board, highlights.targets, panel)
        wanted = run.expected_target()
        board.dataset.expected = wanted or ""
        board.dataset.done = "1" if run.done else "0"
        self.renders += 1
        board.dataset.renders = str(self.renders)  # tests wait on it
        for node in board.querySelectorAll("[data-target]"):
            if node.getAttribute("data-target") in highlights.marked:
                node.classList.add("lesson-target")


def add_to_rules(game_id: str) -> None:
    """Put the game's "Learn" buttons at the top of the rules panel."""
    buttons = lesson_buttons(game_id)
    if buttons:
        el("rules-body").insertAdjacentHTML("afterbegin", f'<p class="lesson-links">{buttons}</p>')
