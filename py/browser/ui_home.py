"""The home page's game cards: which one offers "Continue", and what "Play" starts.

A card's "Play" starts a game against the computer at once (issue 24), at the
level the player last chose: every game begun from the page remembers its
computers' level in localStorage (``parlour.level``).
"""

from __future__ import annotations

from typing import Any

from dom import storage_get, storage_set
from pyscript import document
from text import t

from parlour.page.model import QUICK_LEVEL, QUICK_LEVELS
from parlour.words import computer_name

LEVEL_KEY = "parlour.level"


def mark_saved(game_id: str | None) -> None:
    """Show "Continue" on the card of the game in progress, and on no other."""
    for node in document.querySelectorAll("#game-list [data-continue]"):
        node.hidden = node.getAttribute("data-continue") != game_id


def remembered_level() -> str:
    level = storage_get(LEVEL_KEY)
    return level if level in QUICK_LEVELS else QUICK_LEVEL


def remember_level(seats: tuple[str, ...]) -> None:
    """The level of a new game's computers, for the next "Play" (a game of people alone
    keeps the level there was)."""
    level = next((kind for kind in seats if kind in QUICK_LEVELS), None)
    if level is not None and level != storage_get(LEVEL_KEY):
        storage_set(LEVEL_KEY, level)


def label_play_buttons(index: list[dict[str, Any]]) -> None:
    """Name each "Play" for screen readers and as a tooltip: which game, at which level."""
    titles = {str(game["id"]): str(game["title"]) for game in index}
    computer = computer_name(remembered_level())
    for node in document.querySelectorAll("#game-list [data-play]"):
        title = titles.get(str(node.dataset.play), "")
        node.title = t("menu.play.label", title=title, computer=computer)
        node.setAttribute("aria-label", node.title)
