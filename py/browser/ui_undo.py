"""Undo at a shared device: the person whose move it takes back is asked first.

Against the computer undo takes back your own move at once; in hot seat it may take
back another person's, so ``parlour.page.model.undo_asks`` names them and they agree.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dom import el, on, set_text
from text import t

from parlour import words
from parlour.page import actions
from parlour.page.actions import in_play
from parlour.page.model import Play, undo_asks
from parlour.page.store import Transition


class UndoConsent:
    def __init__(
        self, current: Callable[[], Play | None], dispatch: Callable[[Transition], None]
    ) -> None:
        self.current = current
        self.dispatch = dispatch

    def wire(self) -> None:
        on(el("btn-undo"), "click", self.asked)
        on(el("undo-yes"), "click", self.agreed)

    def asked(self, event: Any) -> None:
        play = self.current()
        if play is None:
            return
        seat = undo_asks(play)
        if seat is None:
            self.dispatch(in_play(actions.undo))
            return
        set_text("undo-question", t("undo.ask", player=words.seat_name(seat)))
        el("undo-dialog").showModal()

    def agreed(self, event: Any) -> None:
        el("undo-dialog").close()
        self.dispatch(in_play(actions.undo))
