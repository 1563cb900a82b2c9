"""The play screen's view: draws a ``Play`` and turns its events into transitions.

It holds only what belongs to the page itself, not the game: the keyboard
focus, the board drawn last (its pieces fly to the next one: ui_moves.py), the
render count the tests wait on and the last ply read out.  Everything else
comes from the model.  The board, its log and hint are drawn, and its clicks and keys
taken, by the scene a game by link shares (``ui_scene``).
"""

from __future__ import annotations

import json
from typing import Any

from dom import announce, el, on, set_text
from pyscript import document
from text import t
from ui_board import hint_words, log_line, log_lines, player_name, turn_text
from ui_moves import Frame, Moves
from ui_scene import PLAY, BoardInput, Scene
from ui_strip import draw_strip

from parlour.core import ParlourError
from parlour.page.actions import cancel, click, in_play, pass_device, tap_felt
from parlour.page.model import (
    News,
    Play,
    hint_said,
    human_to_act,
    may_redo,
    may_replay,
    may_undo,
    next_steps,
    pass_to,
    shown,
)
from parlour.page.store import Store


class PlayView:
    """Draws the game in play; board clicks and keys become ``click`` and ``cancel``."""

    def __init__(self, store: Store, moves: Moves) -> None:
        self.store, self.moves = store, moves
        self.scene = Scene(PLAY, moves)
        self.input = BoardInput(
            "board",
            self.choose,
            lambda: self.store.dispatch(in_play(tap_felt)),
            lambda: self.store.dispatch(in_play(cancel)),
            self.store.refresh,
        )
        self.renders = 0
        self.number = 0  # the game last drawn (Play.number)
        self.passing = False
        self.said: News | None = None
        self.spoken = 0  # the last ply read out

    def wire(self) -> None:
        self.input.wire()
        on(el("pass-btn"), "click", lambda e: self.store.dispatch(in_play(pass_device)))
        on(el("btn-cancel"), "click", lambda e: self.store.dispatch(in_play(cancel)))

    # -- drawing -----------------------------------------------------------------
    def draw(self, play: Play) -> None:
        new = play.number != self.number
        if new:
            self.number, self.said, self.spoken = play.number, None, play.ply
            set_text("play-title", play.game.spec.title)
        seat = pass_to(play)
        if seat is None:
            self.draw_board(play)
        else:
            self.draw_pass(play, seat)
        self.draw_panel(play)
        draw_strip(play)
        self.set_markers(play)
        self.speak(play)
        if new:
            if seat is None:  # the button that began it is hidden now: the keyboard goes on
                el("board").focus()  # at the board, not at the top of the page
            scroll_to_board()

    def draw_pass(self, play: Play, seat: int) -> None:
        """Hot seat: the board stays hidden until the next person says they have the device."""
        name = player_name(play.session, seat)
        set_text("pass-text", t("pass.heading", player=name))
        set_text("pass-btn", t("pass.button", player=name))
        el("pass-btn").dataset.seat = str(seat)
        el("board").hidden = el("board-panel").hidden = True
        self.scene.markup = ""  # drawn afresh for the next person
        el("pass").hidden = False
        if not self.passing:
            el("pass-btn").focus()
        self.passing = True

    def draw_board(self, play: Play) -> None:
        """The board as the model shows it (``model.shown``), drawn by the scene a game by
        link's is: the move shown flies from the board before it once the page is drawn."""
        shown_ = shown(play, self.input.focus)
        board, panel = el("board"), el("board-panel")
        board.hidden = False
        el("pass").hidden = True
        self.passing = False
        frame = Frame(play.number, play.shown, play.shown_ply, play.replay_at is not None)
        drawn = self.moves.step_from(play, frame)
        old = self.scene.draw_before(shown_, play.game.render, drawn, frame != self.moves.frame)
        self.scene.draw_after(shown_, play.game.render, old)
        self.moves.after(play, frame, old, [board, panel], board)
        # The clicks that build the move on, for tests and tools (the chosen targets and
        # the first steps stay clickable too while a move is half-built: model.targets).
        board.dataset.targets = json.dumps(sorted(next_steps(play)))
        board.dataset.selection = json.dumps(list(play.selection))
        board.dataset.hint = json.dumps(list(play.hint.path)) if play.hint else ""
        self.input.restore_focus(shown_.marks.targets)

    def draw_panel(self, play: Play) -> None:
        set_text("turn", turn_text(play.session, play.thinking))
        replaying = play.replay_at is not None
        told = play.ply if replaying else play.shown_ply  # no move before it is shown
        self.scene.log(log_lines(play, told), play.shown_ply if replaying else None, {})
        self.scene.hint(self.hint_words(play))
        el("replay-bar").hidden = not replaying
        if replaying:
            set_text("replay-pos", t("replay.position", n=play.shown_ply, total=play.ply))
        session = play.session
        el("btn-undo").hidden = el("btn-redo").hidden = not session.undo_allowed
        el("btn-undo").disabled = not may_undo(play)
        el("btn-redo").disabled = not may_redo(play)
        el("btn-hint").disabled = human_to_act(play) is None
        el("btn-hint").hidden = not session.hints_allowed  # a daily deal: a fair comparison
        el("btn-replay").disabled = not may_replay(play)

    @staticmethod
    def hint_words(play: Play) -> str:
        return hint_words(play.hint_pending, hint_said(play))

    def set_markers(self, play: Play) -> None:
        """Readiness markers on <body>, for tests and tools."""
        seat = play.shown_state.current_player
        data = document.body.dataset
        data.turn = "" if seat is None else str(seat)
        data.over = "1" if play.session.state.is_over else "0"
        data.thinking = "1" if play.thinking else "0"
        data.ply = str(play.ply)
        data.replay = "" if play.replay_at is None else str(play.replay_at)
        data.undoUsed = "1" if play.session.undo_used else "0"
        self.renders += 1
        data.renders = str(self.renders)

    def speak(self, play: Play) -> None:
        """Tell screen readers each move as the board shows it, the result and the hint."""
        news = play.news
        if news is not None and news != self.said and news.kind == "hint":
            self.said = news
            announce(self.hint_words(play))
            keep_on_screen(el("hint"))
        ply = play.shown_ply if play.replay_at is None else self.spoken
        if ply < self.spoken:  # taken back: nothing to say
            self.spoken = ply
        if ply <= self.spoken:
            return
        self.spoken = ply
        if ply == play.ply and play.session.state.is_over:
            announce(t("announce.over", result=turn_text(play.session, False)))
        else:
            announce(t("announce.move", text=log_line(play, ply).text))

    # -- the board's clicks and keys (``ui_scene.BoardInput``) ----------------------
    def choose(self, target: str) -> None:
        page = self.store.page
        before = page.play.selection if page.play is not None else ()
        try:
            self.store.dispatch(in_play(lambda play: click(play, target)))
        except ParlourError as error:  # the game stays as it was
            set_text("status", t("play.illegal", reason=error))
        play = self.store.page.play
        if play is not None and len(play.selection) > len(before):
            self.input.focus_next(next_steps(play))


def scroll_to_board(top_id: str = "board-col", last_id: str = "btn-undo") -> None:
    """A game begins: show the strip and the board (``top_id``) from the top of the screen,
    or the top of the page when all down to ``last_id`` fits below the site's header anyway
    (issue 24); a game by link's Play again alike, from its note to its invitation."""
    column = el(top_id)
    controls = el(last_id)
    window = column.ownerDocument.defaultView
    top = float(column.getBoundingClientRect().top) + float(window.scrollY)
    bottom = float(controls.getBoundingClientRect().bottom) + float(window.scrollY)
    if bottom <= float(window.innerHeight):
        window.scrollTo(0, 0)
    else:
        window.scrollTo(0, max(0.0, top - 4))


def keep_on_screen(node: Any) -> None:
    """Scroll just enough for ``node`` to show whole (the hint, under the board: the hand it
    names stays in sight above it), and not at all when it shows already (issue 37)."""
    box = node.getBoundingClientRect()
    window = node.ownerDocument.defaultView
    below = float(box.bottom) + 8 - float(window.innerHeight)
    above = float(box.top) - 8
    if below > 0:
        window.scrollBy(0, min(below, max(0.0, above)))  # its top never above the screen's
    elif above < 0:
        window.scrollBy(0, above)
