"""What the board shows now, one value whichever model gives it (issue 36: one play client).

A game against the computer (``model.shown``, from a ``Play``) and a game by link
(``bylink.board``, from a ``LinkPlay``) both answer with a ``Shown``; the browser's one
scene (``ui_scene.Scene.draw_before`` and ``draw_after``) draws it: the board before the
move being shown, then the board after it with that move's pieces flying, or the board
where the game is.
"""

from __future__ import annotations

from dataclasses import dataclass

from parlour.core import Highlights, View


@dataclass(frozen=True)
class Shown:
    """The board draws ``view`` with ``marks`` (no view: nothing dealt yet).  While a move
    not yet seen is shown, ``before`` is the board before it, ``mover`` the seat that made
    it and ``ply`` its number in the log (the caption's).  ``hinted``: the hint's targets,
    marked on the board as well as the renderer marks them."""

    view: View | None
    marks: Highlights
    before: View | None = None
    mover: int | None = None
    ply: int | None = None
    hinted: tuple[str, ...] = ()
