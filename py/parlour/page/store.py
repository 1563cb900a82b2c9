"""The page's one store: the model, the way to change it, and who hears of a change.

As boardgame.io's client does: views subscribe, events dispatch pure
transitions from ``parlour.page.actions``, and every subscriber sees each
new model in turn.  A transition dispatched while subscribers run (the
computer asking for a move after a redraw) waits its turn, so they all see
every model in order.  ``Tasks`` keeps the page's running coroutines, so none
is lost and each failure is reported.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Callable, Coroutine
from typing import Any

from parlour.page.model import Page

Transition = Callable[[Page], Page]
Subscriber = Callable[[Page], None]


class Store:
    """The current ``Page``; ``dispatch`` replaces it and tells every subscriber."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self._subscribers: list[Subscriber] = []
        self._queue: deque[Transition] = deque()
        self._busy = False

    def subscribe(self, subscriber: Subscriber) -> None:
        self._subscribers.append(subscriber)

    def dispatch(self, transition: Transition) -> None:
        self._queue.append(transition)
        if self._busy:
            return
        self._busy = True
        try:
            while self._queue:
                self.page = self._queue.popleft()(self.page)
                for subscriber in self._subscribers:
                    subscriber(self.page)
        finally:
            self._busy = False
            self._queue.clear()

    def refresh(self) -> None:
        """Draw the model again, unchanged (the keyboard focus moved)."""
        self.dispatch(lambda page: page)


class Tasks:
    """The coroutines the page started, each reported to ``on_error`` if it fails."""

    def __init__(self, on_error: Callable[[BaseException], None]) -> None:
        self.running: set[asyncio.Future[Any]] = set()
        self.on_error = on_error

    def spawn(self, work: Coroutine[Any, Any, object]) -> asyncio.Future[Any]:
        task = asyncio.ensure_future(work)
        self.running.add(task)
        task.add_done_callback(self._done)
        return task

    def _done(self, task: asyncio.Future[Any]) -> None:
        self.running.discard(task)
        error = None if task.cancelled() else task.exception()
        if error is not None:
            self.on_error(error)
