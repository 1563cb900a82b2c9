"""Ends of rounds, hands and sets in the page: the board waits, the log marks them.

The model (``parlour.page.model.round_break``) holds play while the last move
ended a round; this view draws the summary and "Continue" above the board
(the board itself keeps the finished table where the next deal cleared it:
``model.board_view``), marks the move log with a separator after each such
ply, and lets a game of computers only go on by itself after
``AUTO_CONTINUE`` seconds.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from dom import announce, el, esc, on
from pyscript import document
from text import t

from parlour import words
from parlour.breaks import break_plies
from parlour.page.model import Play, humans, round_break

AUTO_CONTINUE = 3.0
"""Seconds a computers-only game shows a round's end before going on."""


class RoundBreaks:
    def __init__(self, go_on: Callable[[], None], spawn: Callable[..., object]) -> None:
        self.go_on, self.spawn = go_on, spawn
        self.key: tuple[int, int, str] | None = None  # the session, its last state, the language
        self.plies: dict[int, str] = {}
        self.shown: tuple[int, int] | None = None  # the game number and ply of the pause shown

    def wire(self) -> None:
        on(el("round-break-continue"), "click", lambda event: self.go_on())

    def found(self, play: Play) -> dict[int, str]:
        session = play.session
        key = (id(session), id(session.state), words.language())
        if key != self.key:
            self.key, self.plies = key, break_plies(session.record.game, session.states)
        return self.plies

    def draw(self, play: Play | None) -> None:
        summary = None if play is None else round_break(play)
        el("round-break").hidden = summary is None
        el("round-break-text").textContent = summary or ""
        document.body.dataset.roundBreak = "1" if summary else "0"
        if play is None:
            return
        self.mark_log(self.found(play))
        if summary is None:
            return
        el("turn").textContent = t("break.waiting")
        pause = (play.number, play.ply)
        if pause != self.shown:  # the first drawing of this pause
            self.shown = pause
            announce(summary)
            if humans(play.session):
                el("round-break-continue").focus()
            else:
                self.spawn(self.auto_continue(play))

    async def auto_continue(self, play: Play) -> None:
        pause = (play.number, play.ply)
        await asyncio.sleep(AUTO_CONTINUE)
        if self.shown == pause:
            self.go_on()

    @staticmethod
    def mark_log(plies: dict[int, str]) -> None:
        log = el("log")
        for ply, summary in plies.items():
            item = log.querySelector(f'li[data-ply="{ply}"]')
            if item and not (
                item.nextElementSibling and item.nextElementSibling.classList.contains("log-break")
            ):
                item.insertAdjacentHTML("afterend", f'<li class="log-break">{esc(summary)}</li>')
