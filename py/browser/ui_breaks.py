"""Ends of rounds, hands and sets in the page: the board waits where the rules break, the
log marks them all.

The model (``parlour.page.model.round_break``) holds play while the last move
ended a round where the rules make a real break (Punto's rounds, Casino's hands:
``Game.round_pause``; never Colomino's sets, whose board says each set's result
beside the next set while play goes straight on, issue 37); this view keeps the
round as it ended on the board (the board draws ``model.board_view``: the state
before the next deal, Punto's last row, Casino's score table), which says how the
round went (issue 24); the strip over the board says who won it and counts down to
the next round with "Wait" and "Continue", and the summary is read out.  Every
round's end, a set's too, marks the move log.  The pause begins once the move that ended the
round has been shown (``round_break`` waits for ``Play.showing``).  Play goes on by
itself after ``AUTO_CONTINUE`` seconds (``AUTO_CONTINUE_ALONE`` in a game of
computers only), unless the player pressed Wait.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from dom import announce, el, esc, on
from pyscript import document
from text import t

from parlour import words
from parlour.breaks import break_plies
from parlour.page.model import Play, humans, round_break, round_winner

AUTO_CONTINUE = 6
"""Seconds a round's end shows before play goes on, unless the player asks to wait."""
AUTO_CONTINUE_ALONE = 3
"""The same in a game of computers only."""


class RoundBreaks:
    def __init__(self, go_on: Callable[[], None], spawn: Callable[..., object]) -> None:
        self.go_on, self.spawn = go_on, spawn
        self.key: tuple[int, int, str] | None = None  # the session, its last state, the language
        self.plies: dict[int, str] = {}
        self.shown: tuple[int, int] | None = None  # the game number and ply of the pause shown
        self.now: tuple[int, int] | None = None  # the pause on the board now, if any
        self.left = 0  # seconds before play goes on by itself
        self.waiting = False  # the player pressed Wait: only Continue goes on
        self.winner = ""  # who won the round the board waits on, as the countdown says it

    def wire(self) -> None:
        on(el("round-break-continue"), "click", lambda event: self.continue_now())
        on(el("round-break-wait"), "click", lambda event: self.wait())

    def found(self, play: Play) -> dict[int, str]:
        session = play.session
        key = (id(session), id(session.state), words.language())
        if key != self.key:
            self.key, self.plies = key, break_plies(play.game, session.states)
        return self.plies

    def draw(self, play: Play | None) -> None:
        summary = None if play is None else round_break(play)
        el("round-break").hidden = summary is None
        document.body.dataset.roundBreak = "1" if summary else "0"
        self.now = None if play is None or summary is None else (play.number, play.ply)
        if play is None:
            return
        self.mark_log(self.found(play))
        if summary is None:
            return
        self.winner = round_winner(play) or ""
        pause = (play.number, play.ply)
        if pause != self.shown:  # the first drawing of this pause
            self.shown, self.waiting = pause, False
            self.left = AUTO_CONTINUE if humans(play.session) else AUTO_CONTINUE_ALONE
            announce(summary)
            if humans(play.session):
                el("round-break-continue").focus()
            self.spawn(self.count_down(pause))
        self.say_countdown()

    def say_countdown(self) -> None:
        said = self.winner
        words_now = (
            t("break.waiting_now", said=said)
            if self.waiting
            else t("break.countdown", said=said, n=self.left)
        )
        el("round-break-text").textContent = words_now
        el("round-break-wait").hidden = self.waiting
        document.body.dataset.breakWaiting = "1" if self.waiting else "0"

    def continue_now(self) -> None:
        if self.now is not None:  # a click that comes after play went on changes nothing
            self.go_on()

    def wait(self) -> None:
        """The player wants to look at the round's end: it stays until Continue."""
        self.waiting = True
        self.say_countdown()
        el("round-break-continue").focus()

    async def count_down(self, pause: tuple[int, int]) -> None:
        while self.left > 0:
            await asyncio.sleep(1)
            if self.now != pause or self.waiting:
                return  # play went on (Continue, undo, a new game) or the player waits
            self.left -= 1
            self.say_countdown()
        if self.now == pause and not self.waiting:
            self.go_on()

    @staticmethod
    def mark_log(plies: dict[int, str], log_id: str = "log") -> None:
        """A separator with the summary after each move (``li[data-ply]``) that ended a round."""
        log = el(log_id)
        for ply, summary in plies.items():
            item = log.querySelector(f'li[data-ply="{ply}"]')
            if item and not (
                item.nextElementSibling and item.nextElementSibling.classList.contains("log-break")
            ):
                item.insertAdjacentHTML("afterend", f'<li class="log-break">{esc(summary)}</li>')
