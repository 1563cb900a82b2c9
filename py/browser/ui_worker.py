"""The computer's thinking: in the ``ai`` PyScript worker, or on the page when there is none."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from page_thinking import think_on_page
from pyscript import document, window, workers

from parlour import words
from parlour.core import Game, View
from parlour.page.model import only_move
from parlour.page.hints import Hint

WORKER_TIMEOUT = 120.0
"""Seconds to wait for the worker to start before thinking on the page instead."""


def _payload(game: Game, view: View, level: str, seed: int) -> str:
    return json.dumps(
        {
            "game": game.id,
            "view": view.to_json(),
            "level": level,
            "seed": seed,
            "lang": words.language(),
            "table": _table(),
        }
    )


def _table() -> dict[str, list[str]] | None:
    """The seat names in play, for the hint's reason to name seats as the page does."""
    table = words.table()
    return {"kinds": list(table.kinds), "links": list(table.links)} if table else None


class Thinker:
    """Bots and hints, given only a seat's view (never the whole state)."""

    def __init__(self) -> None:
        self.started = False
        self.ready = False

    def start(self) -> None:
        """Add the worker's script tag; PyScript boots it in the background."""
        # boot.js may have added it already: a game by link in the address starts it early.
        if self.started or document.querySelector('script[name="ai"]'):
            self.started = True
            return
        self.started = True
        script = document.createElement("script")
        script.type = "py"
        script.setAttribute("worker", "")
        script.setAttribute("name", "ai")
        script.setAttribute("src", "./py/ai_worker.py")
        # Its own config: the worker installs the engine with micropip (tools/build/site.py).
        script.setAttribute("config", "./pyscript-ai.json")
        document.body.append(script)

    async def worker(self) -> Any:
        if document.documentElement.getAttribute("data-storage") == "memory":
            # Storage is denied (an embed in a private window): PyScript cannot start
            # a worker there, so the bots think on the page.
            raise RuntimeError("no worker without storage")
        self.start()
        worker = await asyncio.wait_for(workers["ai"], WORKER_TIMEOUT)
        self.ready = True
        return worker

    async def warm(self) -> None:
        try:
            await self.worker()
            document.body.dataset.aiReady = "1"
        except Exception as exc:  # noqa: BLE001
            document.body.dataset.aiReady = "page"
            window.console.info(f"computer players think on the page: {exc!r}")

    async def choose(self, game: Game, view: View, level: str, seed: int) -> str:
        if (move := only_move(game, view)) is not None:
            return move  # what any bot plays: no search, no worker
        if not self.ready:  # the worker is still starting (warm), or cannot: think here, in steps
            return await think_on_page(game, view, level, seed)
        try:
            worker = await self.worker()
            return str(await worker.choose(_payload(game, view, level, seed)))
        except Exception as exc:  # noqa: BLE001 - fall back to thinking here
            window.console.info(f"AI worker unavailable, thinking on the page: {exc!r}")
            from parlour.page.thinking import computer_move  # the bots load here only then

            return computer_move(game, view, level, seed)

    async def hint(self, game: Game, view: View, seed: int) -> Hint:
        try:
            worker = await self.worker()
            answer = str(await worker.hint(_payload(game, view, "hard", seed)))
            return Hint.from_json(json.loads(answer))
        except Exception as exc:  # noqa: BLE001 - think on the page instead
            window.console.info(f"AI worker unavailable for the hint: {exc!r}")
            from parlour.page.thinking import computer_hint

            return computer_hint(game, view, seed)

    async def link(self, request: dict[str, Any]) -> dict[str, Any]:
        """A game by link's request, answered in the worker (``parlour.link.desk``): the
        page never shuffles or makes a key.  No worker, no game by link."""
        worker = await self.worker()
        answer: dict[str, Any] = json.loads(str(await worker.link(json.dumps(request))))
        return answer
