"""The play screen's view: draws a ``Play`` and turns its events into transitions.

It holds only what belongs to the page itself, not the game: the keyboard
focus, the board drawn last (its pieces fly to the next one: ui_moves.py), the
render count the tests wait on and the last ply read out.  Everything else
comes from the model.
"""

from __future__ import annotations

import json
from typing import Any

import ui_keyboard
from dom import announce, el, on, set_text
from pyscript import document
from text import t
from ui_board import (
    hint_text,
    log_html,
    player_name,
    prepare_board,
    show_hint,
    split_panel,
    turn_text,
)
from ui_moves import Frame, Moves

from parlour.core import Highlights, ParlourError
from parlour.page.actions import cancel, click, in_play, pass_device
from parlour.page.model import News, Play, board_view, highlights, human_to_act, pass_to
from parlour.page.store import Store
from parlour.svg import scoped


class PlayView:
    """Draws the game in play; board clicks and keys become ``click`` and ``cancel``."""

    def __init__(self, store: Store, moves: Moves) -> None:
        self.store, self.moves = store, moves
        self.renders = 0
        self.focus: str | None = None
        self.keyboard = False
        self.number = 0  # the game last drawn (Play.number)
        self.markup = ""  # the board drawn last, as its renderer gave it
        self.passing = False
        self.said: News | None = None
        self.spoken = 0  # the last ply read out

    def wire(self) -> None:
        on(el("board"), "click", self.on_click)
        on(el("board"), "keydown", self.on_key)
        on(el("board"), "focusin", self.on_focus)
        on(el("pass-btn"), "click", lambda e: self.store.dispatch(in_play(pass_device)))

    # -- drawing -----------------------------------------------------------------
    def draw(self, play: Play) -> None:
        if play.number != self.number:
            self.number, self.said, self.spoken = play.number, None, play.ply
            set_text("play-title", play.game.spec.title)
        seat = pass_to(play)
        if seat is None:
            self.draw_board(play)
        else:
            self.draw_pass(play, seat)
        self.draw_panel(play)
        self.set_markers(play)
        self.speak(play)

    def draw_pass(self, play: Play, seat: int) -> None:
        """Hot seat: the board stays hidden until the next person says they have the device."""
        name = player_name(play.session, seat)
        set_text("pass-text", t("pass.heading", player=name))
        set_text("pass-btn", t("pass.button", player=name))
        el("pass-btn").dataset.seat = str(seat)
        el("board").hidden = el("board-panel").hidden = True
        self.markup = ""  # drawn afresh for the next person
        el("pass").hidden = False
        if not self.passing:
            el("pass-btn").focus()
        self.passing = True

    def draw_board(self, play: Play) -> None:
        marks = highlights(play, self.focus)
        board, panel = el("board"), el("board-panel")
        board.hidden = False
        el("pass").hidden = True
        self.passing = False
        frame = Frame(play.number, play.shown, play.shown_ply, play.replay_at is not None)
        hosts = [board, panel]
        old = None
        if self.moves.step_from(play, frame):
            old = self.moves.before(hosts)
        elif play.showing == frame.ply:  # a move shown from a position not drawn (after a pass)
            self.put(play.game.render(board_view(play, frame.ply - 1), Highlights()), marks)
            old = self.moves.before(hosts)
        elif frame != self.moves.frame:  # a jump (undo, skip, a new game): nothing flies
            self.moves.land(hosts)
        markup = play.game.render(board_view(play), marks)
        if (
            old is not None or markup != self.markup
        ):  # else the board drawn stays, pieces in flight too
            self.put(markup, marks)
            if play.hint is not None and play.replay_at is None:
                show_hint(board, play.hint.path)
        self.moves.after(play, frame, old, hosts, board)
        board.dataset.targets = json.dumps(
            sorted(marks.targets)
        )  # the legal next clicks, for tests
        board.dataset.hint = json.dumps(list(play.hint.path)) if play.hint else ""
        self.restore_focus(marks.targets)

    def put(self, markup: str, marks: Highlights) -> None:
        """The renderer's picture on the board, its ids its own (``svg.scoped``), in parts."""
        board, panel = el("board"), el("board-panel")
        board.innerHTML = scoped(markup, "play")
        self.markup = markup
        split_panel(board, panel)
        prepare_board(board, marks.targets, panel)

    def draw_panel(self, play: Play) -> None:
        set_text("turn", turn_text(play.session, play.thinking))
        replaying = play.replay_at is not None
        told = play.log if replaying else play.log[: play.shown_ply]  # no move before it is shown
        el("log").innerHTML = log_html(list(told), play.shown_ply if replaying else None)
        words = self.hint_words(play)
        el("hint").hidden = not words
        set_text("hint", words)
        el("replay-bar").hidden = not replaying
        if replaying:
            set_text("replay-pos", t("replay.position", n=play.shown_ply, total=play.ply))
        session = play.session
        el("btn-undo").hidden = el("btn-redo").hidden = not session.undo_allowed
        el("btn-undo").disabled = replaying or not session.can_undo()
        el("btn-redo").disabled = replaying or not session.can_redo()
        el("btn-hint").disabled = human_to_act(play) is None
        el("btn-replay").disabled = replaying or not session.record.moves

    @staticmethod
    def hint_words(play: Play) -> str:
        if play.hint_pending:
            return t("hint.thinking")
        return hint_text(play.hint_reason) if play.hint_reason is not None else ""

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
        ply = play.shown_ply if play.replay_at is None else self.spoken
        if ply < self.spoken:  # taken back: nothing to say
            self.spoken = ply
        if ply <= self.spoken:
            return
        self.spoken = ply
        if ply == play.ply and play.session.state.is_over:
            announce(t("announce.over", result=turn_text(play.session, False)))
        else:
            announce(t("announce.move", text=play.log[ply - 1].text))

    # -- the keyboard ---------------------------------------------------------------
    def restore_focus(self, targets: frozenset[str]) -> None:
        if not self.keyboard:
            return
        board = el("board")
        if not targets:
            board.focus()  # keep the keyboard on the board while the others play
            return
        wanted = self.focus if self.focus in targets else ui_keyboard.target_order(board)[0]
        self.focus = wanted
        ui_keyboard.focus_target(board, wanted)

    def choose(self, target: str) -> None:
        try:
            self.store.dispatch(in_play(lambda play: click(play, target)))
        except ParlourError as error:  # the game stays as it was
            set_text("status", t("play.illegal", reason=error))

    def on_click(self, event: Any) -> None:
        node = event.target.closest("[data-target]")
        if node:
            self.keyboard = False
            self.choose(str(node.getAttribute("data-target")))

    def on_focus(self, event: Any) -> None:
        target = ui_keyboard.focused_target(event)
        if target is not None:
            self.focus = target

    def on_key(self, event: Any) -> None:
        key = str(event.key)
        target = ui_keyboard.focused_target(event)
        if key in ui_keyboard.PLAY_KEYS and target is not None:
            event.preventDefault()
            self.keyboard = True
            self.choose(target)
        elif key == "Escape":
            self.keyboard = True
            self.store.dispatch(in_play(cancel))
        else:
            self.move_focus(event, key)

    def move_focus(self, event: Any, key: str) -> None:
        following = ui_keyboard.next_focus(el("board"), self.focus, key)
        if following is None:
            return
        event.preventDefault()
        self.keyboard = True
        self.focus = following
        self.store.refresh()
