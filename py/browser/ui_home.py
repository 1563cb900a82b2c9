"""The home page's game cards: which one offers "Continue"."""

from __future__ import annotations

from pyscript import document


def mark_saved(game_id: str | None) -> None:
    """Show "Continue" on the card of the game in progress, and on no other."""
    for node in document.querySelectorAll("#game-list [data-continue]"):
        node.hidden = node.getAttribute("data-continue") != game_id
