"""Ends of rounds, hands and sets in the page: the board waits, the log marks them.

``parlour.breaks`` finds the plies that ended a round and words their
summary.  After such a ply the board stays on the finished round (each
renderer draws the last round's result: Punto's final table with its row,
Casino's score table, Colomino's last set) with the summary and a
"Continue" button above it; nobody moves until it is pressed.  A game of
computers only goes on by itself after ``AUTO_CONTINUE`` seconds.  The move
log gets the summary as a separator after that ply.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from dom import announce, el, esc
from pyscript import document
from text import t
from ui_board import prepare_board

from parlour import registry
from parlour.breaks import break_plies, finished_view
from parlour.core import Highlights
from parlour.session import Session

AUTO_CONTINUE = 3.0
"""Seconds a computers-only game shows a round's end before going on."""


class RoundBreaks:
    """Which plies ended a round, and which of those the player has continued past."""

    def __init__(self, go_on: Callable[[], None]) -> None:
        self.go_on = go_on
        self.continued: set[int] = set()
        self.key: tuple[int, int, str] | None = None  # the session, its last state, the language
        self.plies: dict[int, str] = {}

    def wire(self) -> None:
        from dom import on

        on(el("round-break-continue"), "click", lambda event: self.go_on())

    def new_game(self, session: Session) -> None:
        """A game opened at a round's end (a save, a link) does not stop there again."""
        self.continued = {len(session.record.moves)}
        self.key = None

    def found(self, session: Session) -> dict[int, str]:
        from parlour import words

        key = (id(session), id(session.state), words.language())
        if key != self.key:
            self.key, self.plies = key, break_plies(session.record.game, session.states)
        return self.plies

    def waiting(self, session: Session | None) -> str | None:
        """The summary the board is waiting on, if the last move ended a round."""
        if session is None:
            return None
        ply = len(session.record.moves)
        return None if ply in self.continued else self.found(session).get(ply)

    def go_past(self, session: Session) -> None:
        self.continued.add(len(session.record.moves))

    def hold(self, session: Session, generation: Callable[[], int]) -> bool:
        """Stop before the next move while a round's end is shown; computers wait a little."""
        summary = self.waiting(session)
        if summary is None:
            return False
        announce(summary)
        if not any(session.is_human(seat) for seat in range(len(session.seats))):
            asyncio.ensure_future(self.auto_continue(session, generation))
        return True

    async def auto_continue(self, session: Session, generation: Callable[[], int]) -> None:
        started, ply = generation(), len(session.record.moves)
        await asyncio.sleep(AUTO_CONTINUE)
        if generation() == started and len(session.record.moves) == ply and self.waiting(session):
            self.go_on()

    def draw(self, session: Session | None, replaying: bool, seat: int | None) -> None:
        """The summary and "Continue" above the board, and the log's separators."""
        summary = None if replaying else self.waiting(session)
        panel = el("round-break")
        panel.hidden = summary is None
        el("round-break-text").textContent = summary or ""
        document.body.dataset.roundBreak = "1" if summary else "0"
        if session is None:
            return
        self.mark_log(self.found(session))
        if summary is not None:
            el("turn").textContent = t("break.waiting")
            self.draw_finished_round(session, seat)

    @staticmethod
    def draw_finished_round(session: Session, seat: int | None) -> None:
        """Where the next deal cleared the table, keep the finished one on the board."""
        before, after = session.states[-2], session.states[-1]
        view = finished_view(session.record.game, before, after, seat)
        if view is None:
            return
        board = el("board")
        board.innerHTML = registry.get(session.record.game).render(view, Highlights())
        prepare_board(board, frozenset())

    @staticmethod
    def mark_log(plies: dict[int, str]) -> None:
        log = el("log")
        for ply, summary in plies.items():
            item = log.querySelector(f'li[data-ply="{ply}"]')
            if item:
                item.insertAdjacentHTML("afterend", f'<li class="log-break">{esc(summary)}</li>')
