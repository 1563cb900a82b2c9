"""Forced moves and "Skip to my turn" on the play screen (issue 14).

The model decides (``parlour.page.model.forced``, ``skippable``); this view
shows the forced declaration on the board with a notice, reads it out, and
makes it after ``FORCED_PAUSE`` seconds; it offers "Skip to my turn" while the
computers play a stretch, and keeps the player's setting in storage, as the
language is kept.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from dom import announce, el, on, storage_get, storage_set
from pyscript import document
from text import t

from parlour.page.actions import in_play, play_forced, set_auto_forced, skip_to_turn
from parlour.page.model import Page, forced, skippable
from parlour.page.store import Store
from parlour.page.log import log_entry

FORCED_PAUSE = 1.2
"""Seconds a forced move shows on the board before it is made."""
FORCED_KEY = "parlour.forced"


class ForcedMoves:
    def __init__(self, store: Store, spawn: Callable[..., object]) -> None:
        self.store, self.spawn = store, spawn
        self.shown: tuple[int, int] | None = None  # the game number and ply of the forced move

    def wire(self) -> None:
        box = el("auto-forced")
        box.checked = storage_get(FORCED_KEY) != "off"
        self.store.dispatch(lambda page: set_auto_forced(page, bool(box.checked)))
        on(box, "change", self.on_setting)
        on(el("btn-skip"), "click", lambda event: self.store.dispatch(in_play(skip_to_turn)))

    def on_setting(self, event: Any) -> None:
        on_now = bool(event.target.checked)
        storage_set(FORCED_KEY, "on" if on_now else "off")
        self.store.dispatch(lambda page: set_auto_forced(page, on_now))

    def draw(self, page: Page) -> None:
        play = page.play
        el("auto-forced").checked = page.auto_forced
        el("btn-skip").hidden = play is None or not skippable(play)
        move = None if play is None else forced(play)
        el("forced").hidden = move is None
        document.body.dataset.forced = "0" if move is None else "1"
        if play is None or move is None:
            self.shown = None  # shown again if it comes back (replay ends, setting on again)
            return
        text = log_entry(play.game, play.session.state, str(move), play.ply + 1).text
        notice = t("forced.notice", move=text)
        el("forced").textContent = notice
        at = (play.number, play.ply)
        if at != self.shown:  # the first drawing of this forced move
            self.shown = at
            said = str(el("announce").textContent or "")  # the move just made, read out
            announce(f"{said} {notice}".strip())
            self.spawn(self.make(*at))

    async def make(self, number: int, ply: int) -> None:
        await asyncio.sleep(FORCED_PAUSE)
        if self.store.page.screen != "play":  # the player left the game: made when they return
            self.shown = None
            return
        self.store.dispatch(in_play(lambda play: play_forced(play, number, ply)))
