"""Drawing the play screen: the board with its highlights, the panel, the markers.

A mixin of ``main.App``: it reads the app's session, selection, hint,
replay position and keyboard focus, and writes only to the page.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections import Counter
from typing import Any

import ui_keyboard
from dom import el, set_text
from pyscript import document
from text import t
from ui_board import (landed_pieces, log_html, piece_labels, player_name, prepare_board,
                      show_hint, show_landing, split_panel, turn_text)

from parlour import play
from parlour.core import Game, GameState, Highlights
from parlour.session import Session
from parlour.ui_logic import Hint, LogEntry


class PlayScreen(ABC):
    """What ``App`` holds that drawing needs (set in ``App.__init__``)."""

    session: Session | None
    selection: tuple[str, ...]
    shown: int | None
    thinking: bool
    renders: int
    log: list[LogEntry]
    hint: Hint | None
    hint_words: str
    replay_at: int | None
    focus: str | None
    keyboard: bool
    animated_ply: int
    landed: list[str]

    @property
    @abstractmethod
    def game(self) -> Game:
        """The game of the session in play (the App keeps the games by id)."""

    @abstractmethod
    def human_to_act(self) -> int | None:
        """The human seat whose move the board is waiting for, if any."""

    def show_pass(self, seat: int | None) -> None:
        if seat is None or self.session is None:
            return
        name = player_name(self.session, seat)
        set_text("pass-text", t("pass.heading", player=name))
        set_text("pass-btn", t("pass.button", player=name))
        el("pass-btn").dataset.seat = str(seat)
        el("board").hidden = el("board-panel").hidden = True
        el("pass").hidden = False
        set_text("turn", t("play.turn", player=name))
        self.bump_renders()
        el("pass-btn").focus()

    def on_pass_click(self, event: Any) -> None:
        self.shown = int(el("pass-btn").dataset.seat)
        self.render()

    def bump_renders(self) -> None:
        self.renders += 1
        document.body.dataset.renders = str(self.renders)

    def shown_state(self) -> tuple[GameState, int]:
        assert self.session is not None
        ply = len(self.session.record.moves) if self.replay_at is None else self.replay_at
        return self.session.states[ply], ply

    def last_path(self, ply: int) -> tuple[str, ...]:
        assert self.session is not None
        if ply == 0:
            return ()
        before = self.session.states[ply - 1]
        return tuple(before.parse_move(self.session.record.moves[ply - 1]).path)

    def highlights(self, ply: int) -> Highlights:
        assert self.session is not None
        seat = self.human_to_act()
        targets = (play.next_targets(self.session.state.legal_moves(), self.selection)
                   if seat is not None else frozenset())
        marked = frozenset(self.hint.path) if self.hint else frozenset(self.last_path(ply))
        focus = self.focus if self.focus in targets else None
        return Highlights(targets=targets, selected=self.selection, marked=marked, focus=focus)

    def render(self) -> None:
        if self.session is None:
            return
        state, ply = self.shown_state()
        marks = self.highlights(ply)
        board = el("board")
        fresh = ply == len(self.session.record.moves) and ply == self.animated_ply + 1
        before = piece_labels(board) if fresh else None
        board.innerHTML = self.game.render(state.view(self.shown), marks)
        split_panel(board, el("board-panel"))
        prepare_board(board, marks.targets, el("board-panel"))
        if self.hint is not None and self.replay_at is None:
            show_hint(board, self.hint.path)
        self.animate(board, before, marks.targets, ply)
        board.hidden = False
        el("pass").hidden = True
        board.dataset.targets = json.dumps(sorted(marks.targets))  # the legal next clicks, for tests
        board.dataset.hint = json.dumps(list(self.hint.path)) if self.hint else ""
        self.render_panel(state, ply)
        self.set_markers(state)
        self.restore_focus(marks.targets)

    def animate(self, board: Any, before: Counter[str] | None, targets: frozenset[str], ply: int) -> None:
        """Pieces a move put down land; renders of the same position keep them landing."""
        if self.replay_at is not None:
            return
        if before is not None:
            self.landed = landed_pieces(board, before, targets)
        elif ply != self.animated_ply:
            self.landed = []
        self.animated_ply = ply
        show_landing(board, self.landed)

    def render_panel(self, state: GameState, ply: int) -> None:
        assert self.session is not None
        set_text("turn", turn_text(self.session, self.thinking))
        el("log").innerHTML = log_html(self.log, ply if self.replay_at is not None else None)
        el("hint").hidden = not self.hint_words
        set_text("hint", self.hint_words)
        replaying = self.replay_at is not None
        el("replay-bar").hidden = not replaying
        if replaying:
            set_text("replay-pos", t("replay.position", n=ply, total=len(self.session.record.moves)))
        self.set_buttons(replaying)

    def set_buttons(self, replaying: bool) -> None:
        session = self.session
        assert session is not None
        el("btn-undo").hidden = el("btn-redo").hidden = not session.undo_allowed
        el("btn-undo").disabled = replaying or not session.can_undo()
        el("btn-redo").disabled = replaying or not session.can_redo()
        el("btn-hint").disabled = self.human_to_act() is None
        el("btn-replay").disabled = replaying or not session.record.moves

    def set_markers(self, state: GameState) -> None:
        """Readiness markers on <body>, for tests and tools."""
        assert self.session is not None
        seat = state.current_player
        data = document.body.dataset
        data.turn = "" if seat is None else str(seat)
        data.over = "1" if self.session.state.is_over else "0"
        data.thinking = "1" if self.thinking else "0"
        data.ply = str(len(self.session.record.moves))
        data.replay = "" if self.replay_at is None else str(self.replay_at)
        data.undoUsed = "1" if self.session.undo_used else "0"
        self.bump_renders()

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

