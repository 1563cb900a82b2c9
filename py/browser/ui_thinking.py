"""The computer's thinking, shown on the board: who is thinking, or that it is getting ready.

The badge's text is set here; whether it shows follows ``body[data-thinking]``
(static/style.css), so every way thinking stops (a move, undo, a new game)
hides it.
"""

from __future__ import annotations

from dom import set_text
from pyscript import document
from text import t
from ui_board import player_name

from parlour.page.session import Session


def computer_ready() -> bool:
    """Has the computer players' worker started (or given way to the page)?"""
    return bool(document.body.getAttribute("data-ai-ready"))


def show_thinking(session: Session, seat: int) -> None:
    """Before the first computer move the worker is still starting: say so."""
    words = (
        t("play.thinking", player=player_name(session, seat))
        if computer_ready()
        else t("thinking.getting_ready")
    )
    set_text("thinking", words)
