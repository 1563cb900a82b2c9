"""Keyboard play: arrows and Tab move among legal targets, Enter plays, Escape cancels."""

from __future__ import annotations

from typing import Any

from parlour.page.stepping import step_focus

NEXT_KEYS = ("ArrowRight", "ArrowDown")
PREVIOUS_KEYS = ("ArrowLeft", "ArrowUp")
PLAY_KEYS = ("Enter", " ")


def target_order(board: Any) -> list[str]:
    """The focusable (legal) targets in the order the board draws them."""
    return [
        str(n.getAttribute("data-target"))
        for n in board.querySelectorAll('[data-target][tabindex="0"]')
    ]


def focus_target(board: Any, target: str | None) -> None:
    if target is None:
        return
    for node in board.querySelectorAll('[data-target][tabindex="0"]'):
        if node.getAttribute("data-target") == target:
            node.focus()
            return


def arrow_step(key: str) -> int:
    if key in NEXT_KEYS:
        return 1
    if key in PREVIOUS_KEYS:
        return -1
    return 0


def next_focus(board: Any, current: str | None, key: str) -> str | None:
    """The target an arrow key moves to, or None for other keys."""
    delta = arrow_step(key)
    if delta == 0:
        return None
    return step_focus(target_order(board), current, delta)


def focused_target(event: Any) -> str | None:
    node = event.target.closest("[data-target]") if hasattr(event.target, "closest") else None
    return str(node.getAttribute("data-target")) if node else None  # JS null is falsy
