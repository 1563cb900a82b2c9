"""Small DOM helpers shared by the browser modules."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_once_callable, create_proxy
from pyscript import document, window
from text import esc as esc  # re-exported: the modules here escape through dom

_PROXIES: list[Any] = []
"""Event-handler proxies, kept alive for the page's lifetime."""


def el(element_id: str) -> Any:
    return document.getElementById(element_id)


def on(element: Any, event: str, handler: Callable[[Any], object]) -> None:
    proxy = create_proxy(handler)
    _PROXIES.append(proxy)
    element.addEventListener(event, proxy)


def set_text(element_id: str, text: str) -> None:
    el(element_id).textContent = text


def storage_get(key: str) -> str | None:
    try:
        value = window.localStorage.getItem(key)
    except Exception:  # noqa: BLE001 - storage may be disabled
        return None
    return value if isinstance(value, str) else None  # JS null arrives as jsnull, not None


def storage_set(key: str, value: str) -> bool:
    try:
        window.localStorage.setItem(key, value)
    except Exception:  # noqa: BLE001 - full or disabled storage
        return False
    return True


def storage_remove(key: str) -> None:
    with contextlib.suppress(Exception):  # full or disabled storage
        window.localStorage.removeItem(key)


def count_marker(name: str, node: Any = None) -> None:
    """A marker for tests and tools: one more of something on ``node`` (the page's body)."""
    node = node if node is not None else document.body
    node.setAttribute(name, str(int(node.getAttribute(name) or 0) + 1))


def announce(text: str) -> None:
    """Say ``text`` to screen readers through the polite live region."""
    el("announce").textContent = text


FRAME_WAIT_MS = 100
"""The longest wait for a frame: a page out of sight draws none."""


async def after_frame() -> None:
    """Back once the browser has drawn a frame (or after ``FRAME_WAIT_MS``): what was put on
    the page is laid out in the browser's own rendering, not in the next task of ours that
    measures the page (issue 36: no main-thread task over 100 ms)."""
    loop = asyncio.get_event_loop()
    drawn = loop.create_future()

    def go(*_: Any) -> None:
        if not drawn.done():
            drawn.set_result(None)

    window.requestAnimationFrame(
        create_once_callable(lambda _: window.setTimeout(create_once_callable(go), 0))
    )
    window.setTimeout(create_once_callable(go), FRAME_WAIT_MS)
    await drawn
