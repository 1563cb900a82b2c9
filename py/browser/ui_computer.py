"""The computer at the table: answers the requests the model issues, through the Thinker.

When the model has a computer seat to act, this asks (``ask_move``); when it
waits for a request this has not started, this starts it.  The answer goes
back as a transition naming the request, and the model drops it if it no
longer waits for that id (undo, replay or a new game came in between).
"""

from __future__ import annotations

import asyncio

from pyscript import window
from ui_worker import Thinker

from parlour.page.actions import answer_hint, answer_move, ask_move, drop_request
from parlour.page.model import Page, Play, Request, bot_seed, computer_to_act
from parlour.page.store import Store, Tasks

MIN_THINK = 0.35
"""Seconds a computer move takes at least, so people can follow the game (unless skipping)."""


class Computer:
    def __init__(self, store: Store, thinker: Thinker, tasks: Tasks) -> None:
        self.store, self.thinker, self.tasks = store, thinker, tasks
        self.started = 0  # the id of the latest request begun

    def on_change(self, page: Page) -> None:
        play = page.play
        if play is None:
            return
        if computer_to_act(play) is not None:
            self.store.dispatch(ask_move)
            return
        request = play.waiting
        if request is not None and request.id > self.started:
            self.started = request.id
            work = self.move(play, request) if request.kind == "move" else self.hint(play, request)
            self.tasks.spawn(work)

    async def move(self, play: Play, request: Request) -> None:
        started = window.performance.now()
        session = play.session
        view = session.state.view(request.seat)
        notation = await self.thinker.choose(
            play.game, view, session.seats[request.seat], bot_seed(session.record)
        )
        remaining = MIN_THINK - (window.performance.now() - started) / 1000
        if remaining > 0 and not self.skipping():
            await asyncio.sleep(remaining)
        self.store.dispatch(lambda page: answer_move(page, request.id, notation))

    def skipping(self) -> bool:
        """ "Skip to my turn" was pressed: no pause between the computers' moves."""
        play = self.store.page.play
        return play is not None and play.skipping

    async def hint(self, play: Play, request: Request) -> None:
        session = play.session
        try:
            hint = await self.thinker.hint(
                play.game, session.state.view(request.seat), bot_seed(session.record)
            )
        except Exception:
            self.store.dispatch(lambda page: drop_request(page, request.id))
            raise
        self.store.dispatch(lambda page: answer_hint(page, request.id, hint))
