"""One scene for every game on screen (issue 36): the play screen's and a game by link's.

A game against the computer (``ui_play``) and a game by link (``ui_link_view``) are drawn by
the same code: the renderer's picture on a board, its ids its own, split into its parts,
its targets made focusable and the hint's marked; a move shown from the board before it,
its pieces flying (``ui_moves``) and its words as the caption; the log with its round
ends; the hint's words.  The board's clicks and keys are taken alike too (``BoardInput``).
Each screen names its elements (``Parts``); its model says what they show.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import ui_keyboard
from dom import el, esc, on, set_text
from ui_board import log_html, prepare_board, show_hint, show_picture
from ui_breaks import RoundBreaks
from ui_moves import Moves, Snapshot

from parlour.core import Highlights, View
from parlour.svg import scoped
from parlour.page.log import LogEntry
from parlour.page.shown import Shown

Render = Callable[[View, Highlights], str]
"""A view drawn with its marks: the game's renderer, the table's names around it."""


@dataclass(frozen=True)
class Parts:
    """The elements of a screen's scene, by id; ``prefix`` starts the ids of its picture
    (``svg.scoped``: two pictures on one page keep their references apart)."""

    prefix: str
    board: str
    panel: str
    caption: str
    log: str
    hint: str


PLAY = Parts("play", "board", "board-panel", "move-caption", "log", "hint")
LINK = Parts("link", "friend-board", "friend-panel", "friend-caption", "friend-log", "friend-hint")


class Scene:
    """A screen's board, panel, caption, log and hint, drawn the same on every screen."""

    def __init__(self, parts: Parts, moves: Moves) -> None:
        self.parts, self.moves = parts, moves
        self.markup = ""  # the picture drawn last, as its renderer gave it

    def hosts(self) -> list[Any]:
        """The board and its panel: where the pieces are (and fly from and to)."""
        return [el(self.parts.board), el(self.parts.panel)]

    def picture(self, markup: str, targets: frozenset[str], hint: tuple[str, ...] = ()) -> None:
        """The renderer's picture on the board in its parts (a long hand keeps its scroll),
        its ``targets`` focusable and the ``hint``'s targets marked."""
        board, panel = self.hosts()
        show_picture(board, panel, scoped(markup, self.parts.prefix))
        self.markup = markup
        prepare_board(board, targets, panel)
        if hint:
            show_hint(board, hint)

    def draw_before(self, shown: Shown, render: Render, drawn: bool, jump: bool) -> Snapshot | None:
        """The board before the move ``shown`` shows, measured for its pieces to fly from:
        the board on screen when it is that one (``drawn``), else drawn first.  None when no
        move is shown; with ``jump`` (not the board drawn last) what flies lands at once."""
        return self.measure() if self.show_before(shown, render, drawn, jump) else None

    def show_before(self, shown: Shown, render: Render, drawn: bool, jump: bool) -> bool:
        """``draw_before`` without the measuring: whether a move is shown, its board before
        on screen (measured later, once the browser has laid it out, the page spends no
        task laying it out itself)."""
        hosts = self.hosts()
        if drawn or shown.before is not None:
            self.moves.land(hosts)
            if not drawn and shown.before is not None:
                self.picture(render(shown.before, Highlights()), frozenset())
            return True
        if jump:
            self.moves.land(hosts)
        return False

    def draw_after(self, shown: Shown, render: Render, old: Snapshot | None) -> None:
        """The board ``shown`` draws: drawn again when it changed or a move flies onto it
        from ``old`` (else the board stays, pieces in flight too)."""
        assert shown.view is not None
        markup = render(shown.view, shown.marks)
        if old is not None or markup != self.markup:
            self.picture(markup, shown.marks.targets, shown.hinted)

    def measure(self) -> Snapshot:
        """The board as drawn now, measured: the next drawing's pieces fly from there."""
        return Snapshot(self.hosts())

    def fly(self, old: Snapshot, by: int | None, shown: bool) -> None:
        """The board was drawn again since ``old``: what seat ``by`` moved flies, at the pace
        of a move ``shown`` with its caption, else quickly (the player's own)."""
        caption = el(self.parts.caption) if shown else None
        self.moves.fly_from(old, self.hosts(), el(self.parts.board), by, caption)

    def caption(self, text: str | None) -> None:
        """The words of the move the board shows over it (None: no move shown)."""
        node = el(self.parts.caption)
        node.hidden = text is None
        if text is not None:
            node.innerHTML = f"<span>{esc(text)}</span>"  # clamped: CSS

    def log(self, entries: list[LogEntry], current: int | None, ends: dict[int, str]) -> None:
        """The move log, the move ``current`` marked (replay), and after each move that
        ended a round, its summary."""
        el(self.parts.log).innerHTML = log_html(entries, current)
        RoundBreaks.mark_log(ends, self.parts.log)

    def hint(self, words: str) -> None:
        el(self.parts.hint).hidden = not words
        set_text(self.parts.hint, words)


class BoardInput:
    """A board's clicks and keys, alike on every screen: a tap, Enter or Space on a target
    uses it (``use``), a tap elsewhere on the board (the felt) drops a half-built move
    (``drop``) as Escape does (``cancel``), and the arrows move the focus among the targets
    (``refresh`` draws it)."""

    def __init__(
        self,
        board: str,
        use: Callable[[str], None],
        drop: Callable[[], None],
        cancel: Callable[[], None],
        refresh: Callable[[], None],
    ) -> None:
        self.board, self.use, self.drop, self.cancel, self.refresh = (
            board,
            use,
            drop,
            cancel,
            refresh,
        )
        self.focus: str | None = None
        self.keyboard = False

    def wire(self) -> None:
        board = el(self.board)
        on(board, "click", self.on_click)
        on(board, "keydown", self.on_key)
        on(board, "focusin", self.on_focus)

    def on_click(self, event: Any) -> None:
        node = event.target.closest("[data-target]")
        self.keyboard = False
        if node:
            self.use(str(node.getAttribute("data-target")))
        else:
            self.drop()

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
            self.use(target)
        elif key == "Escape":
            self.keyboard = True
            self.cancel()
        elif (following := ui_keyboard.next_focus(el(self.board), self.focus, key)) is not None:
            event.preventDefault()
            self.keyboard = True
            self.focus = following
            self.refresh()

    def restore_focus(self, targets: frozenset[str]) -> None:
        """After a drawing, the keyboard's focus where it was (or on the first target)."""
        if not self.keyboard:
            return
        board = el(self.board)
        if not targets:
            board.focus()  # keep the keyboard on the board while the others play
            return
        wanted = self.focus if self.focus in targets else ui_keyboard.target_order(board)[0]
        self.focus = wanted
        ui_keyboard.focus_target(board, wanted)

    def focus_next(self, steps: frozenset[str]) -> None:
        """A step chosen by keyboard: the focus goes on to where the move may continue (the
        chosen target stays live, and Enter on it again would take it back)."""
        if not self.keyboard:
            return
        board = el(self.board)
        following = [target for target in ui_keyboard.target_order(board) if target in steps]
        if following:
            self.focus = following[0]
            ui_keyboard.focus_target(board, following[0])
