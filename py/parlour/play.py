"""Turning clicks into moves, the same way for every game.

Each move carries ``path``: the click targets that select it.  The UI
keeps the targets chosen so far; the legal moves say what may come next.
Games keep paths unique and never let one be a prefix of another, so a
completed path names exactly one move.
"""

from __future__ import annotations

from collections.abc import Sequence

from parlour.core import Move


def next_targets(moves: Sequence[Move], chosen: Sequence[str]) -> frozenset[str]:
    """The targets that extend ``chosen`` towards some legal move."""
    depth = len(chosen)
    prefix = tuple(chosen)
    return frozenset(
        m.path[depth] for m in moves if len(m.path) > depth and m.path[:depth] == prefix
    )


def completed_move(moves: Sequence[Move], chosen: Sequence[str]) -> Move | None:
    """The move whose whole path is ``chosen``, if there is one."""
    prefix = tuple(chosen)
    for move in moves:
        if move.path == prefix:
            return move
    return None


def choose(
    moves: Sequence[Move], chosen: Sequence[str], target: str
) -> tuple[tuple[str, ...], Move | None]:
    """Add ``target`` to the selection: the new selection and the move it completes.

    A target that does not extend the selection restarts it from that
    target, which is how a player changes their mind with one click.
    """
    candidate = (*chosen, target)
    if target not in next_targets(moves, chosen):
        candidate = (target,) if target in next_targets(moves, ()) else tuple(chosen)
    move = completed_move(moves, candidate)
    return ((), move) if move is not None else (candidate, None)
