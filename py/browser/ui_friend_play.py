"""What a game by link shares with the play screen (issue 26): the hint and the round ends.

The hint is the play screen's: the hard bot's search (``Thinker.hint``, in the ``ai``
worker) given this seat's own view, the one the board draws, never the state the
device holds (its stand-ins for the others' cards), and its reason in the play
screen's words (``ui_board.hint_text``).  A round's end is the play screen's summary
(``parlour.breaks.round_end``, which the desk gives with the log once the board shows
the round's end): a separator in the move log (``ui_breaks``), read out; the board
itself shows how the round ended, so the result is shown once (issue 24).
"""

from __future__ import annotations

import json
from typing import Any

from dom import announce, el, set_text
from pyscript import document
from text import t
from ui_board import hint_text, show_hint
from ui_breaks import RoundBreaks
from ui_worker import Thinker

from parlour import registry, words
from parlour.core import Move
from parlour.link.report import SeatReport
from parlour.page.bylink import round_summary
from parlour.ui_logic import Hint, hint_reason_in_view


class FriendHint:
    """The Hint button's suggestion for the seat to move, for one reply of the desk."""

    def __init__(self, thinker: Thinker) -> None:
        self.thinker = thinker
        self.hint: Hint | None = None
        self.words = ""
        self.asked: object | None = None  # the reply the hint is for (a new one drops it)

    def clear(self) -> None:
        self.hint, self.words, self.asked = None, "", None

    def marked(self) -> frozenset[str]:
        return frozenset(self.hint.path) if self.hint is not None else frozenset()

    async def ask(self, report: SeatReport, moves: tuple[Move, ...], names: list[str]) -> bool:
        """Ask for this seat's hint; False if the game moved on meanwhile."""
        game = registry.get(report.game)
        view = game.view_from_json(report.view)  # the seat's own view, as drawn
        self.hint, self.words, self.asked = None, t("hint.thinking"), report
        self.draw(report, None)
        hint = await self.thinker.hint(game, view, report.count)
        move = next((m for m in moves if str(m) == hint.notation), None)
        if self.asked is not report:
            return False
        if move is None:  # not a move this seat may make: no hint rather than a wrong one
            self.clear()
            return False
        with words.seated(["human"] * len(names), names):
            reason = hint_reason_in_view(game, view, move, hint)
            self.hint, self.words = hint, hint_text(reason)
        announce(self.words)
        return True

    def draw(self, report: SeatReport, board: Any) -> None:
        """The button while the seat is to move, the hint's words, its path on ``board``."""
        to_move = report.action == "move"
        el("friend-hint-bar").hidden = not to_move
        el("friend-hint-btn").disabled = self.asked is not None and self.hint is None
        words_now = self.words if to_move else ""
        el("friend-hint").hidden = not words_now
        set_text("friend-hint", words_now)
        document.body.dataset.friendHint = "1" if self.hint else "0"
        if board is not None:
            board.dataset.hint = json.dumps(list(self.hint.path)) if self.hint else ""
            if self.hint is not None:
                show_hint(board, self.hint.path)


def draw_round_end(report: SeatReport, said: str) -> str:
    """Mark the log's round ends; the last move's summary, if it ended a round, is read out
    when it is new (``said``) and returned ("" for none)."""
    breaks = {ply: entry.round_end for ply, entry in enumerate(report.log, 1) if entry.round_end}
    RoundBreaks.mark_log(breaks, "friend-log")
    summary = round_summary(report)
    document.body.dataset.friendRound = "1" if summary else "0"
    if summary and summary != said:
        announce(summary)
    return summary
