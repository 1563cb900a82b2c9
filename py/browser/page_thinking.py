"""A computer move thought on the page, in short steps, while the AI worker still starts.

The worker is a second Pyodide: on a first visit it is ready seconds after the board
(issue 15).  Until then the page's own interpreter searches, with a shorter budget
(``parlour.page.thinking.PAGE_SECONDS``), and hands the event loop back after every
slice, so clicks and painting go on.
"""

from __future__ import annotations

import asyncio

from parlour.core import Game, View

SLICE_SECONDS = 0.03
"""Thinking between two returns to the event loop: well under a 50 ms long task."""


async def think_on_page(game: Game, view: View, level: str, seed: int) -> str:
    # Imported here: a plain start does not pay for the bots (a snapshot holds them already).
    from parlour.page.thinking import computer_move_in_steps

    steps = computer_move_in_steps(game, view, level, seed, SLICE_SECONDS)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return str(done.value)
        await asyncio.sleep(0)  # the page paints and takes input here
