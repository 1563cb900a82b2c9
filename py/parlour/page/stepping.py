"""Stepping by keys: keyboard focus round the board's targets, and the replay's position."""

from __future__ import annotations

from collections.abc import Sequence


def step_focus(order: Sequence[str], current: str | None, delta: int) -> str | None:
    """The target ``delta`` places after ``current`` in ``order``, wrapping round."""
    if not order:
        return None
    if current not in order:
        return order[0] if delta >= 0 else order[-1]
    return order[(order.index(current) + delta) % len(order)]


def replay_step(index: int, delta: int, moves: int) -> int:
    """The replay position after stepping ``delta`` from ``index`` (0..moves)."""
    return max(0, min(moves, index + delta))
