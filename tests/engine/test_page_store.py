"""The page's store: every subscriber sees every model in order; failed tasks are reported."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

import pytest

from parlour.page.model import Page
from parlour.page.store import Store, Tasks


def count(page: Page) -> Page:
    return replace(page, issued=page.issued + 1)


def test_subscribers_see_each_model_in_turn_even_when_one_dispatches() -> None:
    store = Store(Page())
    first: list[int] = []
    second: list[int] = []

    def asks_again(page: Page) -> None:  # as the computer does after a redraw
        first.append(page.issued)
        if page.issued == 1:
            store.dispatch(count)

    store.subscribe(asks_again)
    store.subscribe(lambda page: second.append(page.issued))
    store.dispatch(count)
    assert first == [1, 2] and second == [1, 2] and store.page.issued == 2


def test_a_failing_transition_leaves_the_model_and_the_store_usable() -> None:
    store = Store(Page())

    def broken(page: Page) -> Page:
        raise ValueError("bad input")

    with pytest.raises(ValueError, match="bad input"):
        store.dispatch(broken)
    assert store.page == Page()
    store.dispatch(count)
    assert store.page.issued == 1


def test_tasks_report_failures_and_forget_finished_work() -> None:
    failures: list[BaseException] = []

    async def fails() -> None:
        raise RuntimeError("worker gone")

    async def works() -> None:
        await asyncio.sleep(0)

    async def run() -> Tasks:
        tasks = Tasks(failures.append)
        await asyncio.gather(tasks.spawn(fails()), tasks.spawn(works()), return_exceptions=True)
        await asyncio.sleep(0)  # done callbacks run on the next turn of the loop
        return tasks

    # A thread of its own: when the whole suite runs, the browser tests' Playwright (sync API)
    # keeps an event loop running in this thread, and asyncio.run refuses to nest.
    with ThreadPoolExecutor(1) as pool:
        tasks = pool.submit(asyncio.run, run()).result()
    assert [str(error) for error in failures] == ["worker gone"] and not tasks.running
