"""Turning clicks into moves, the same way for every game.

Each move carries ``path``: the click targets that select it.  The UI
keeps the targets chosen so far; the legal moves say what may come next.
Games keep paths unique and never let one be a prefix of another, so a
completed path names exactly one move.

A half-built move is as easy to change as to finish, by touch as by mouse:
tapping a chosen target again takes it back, tapping another first step
starts over from it, and tapping anything else on the board (the felt, a
card that cannot be played now) drops the selection (``choose``).
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


def live_targets(moves: Sequence[Move], chosen: Sequence[str]) -> frozenset[str]:
    """Every target a click may use now: the next steps and, while a move is half-built,
    the chosen targets (to take one back) and the first steps (to start over)."""
    steps = next_targets(moves, chosen)
    if not chosen:
        return steps
    return steps | frozenset(chosen) | next_targets(moves, ())


def completed_move(moves: Sequence[Move], chosen: Sequence[str]) -> Move | None:
    """The move whose whole path is ``chosen``, if there is one."""
    prefix = tuple(chosen)
    for move in moves:
        if move.path == prefix:
            return move
    return None


def _leads_somewhere(moves: Sequence[Move], chosen: tuple[str, ...]) -> bool:
    depth = len(chosen)
    return any(m.path[:depth] == chosen and len(m.path) > depth for m in moves)


def step_back(moves: Sequence[Move], chosen: Sequence[str], target: str) -> tuple[str, ...]:
    """The selection with the chosen ``target`` taken back.

    The others stay when they still lead to a legal move (Casino: a table card
    taken out of a capture); otherwise the selection goes back to before it.
    """
    at = tuple(chosen).index(target)
    without = tuple(chosen[:at]) + tuple(chosen[at + 1 :])
    return without if _leads_somewhere(moves, without) else tuple(chosen[:at])


def choose(
    moves: Sequence[Move], chosen: Sequence[str], target: str
) -> tuple[tuple[str, ...], Move | None]:
    """A click on ``target``: the new selection and the move it completes, if any.

    A target that extends the selection is added; failing that, a chosen one is
    taken back (``step_back``), a first step starts the selection over from it,
    which is how a player changes their mind with one click, and anything else
    (the felt, a card that cannot be played now) cancels the half-built move.
    """
    if target in next_targets(moves, chosen):
        candidate: tuple[str, ...] = (*chosen, target)
    elif target in chosen:
        return step_back(moves, chosen, target), None
    elif target in next_targets(moves, ()):
        candidate = (target,)
    else:
        return (), None
    move = completed_move(moves, candidate)
    return ((), move) if move is not None else (candidate, None)
