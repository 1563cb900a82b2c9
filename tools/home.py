"""The home page's game cards, made at build time: board pictures and lesson names.

Each card shows a picture of the game's board drawn by the game's own
renderer, from a real position (the one its first lesson reaches, or the
opening view), once per language because boards carry words.  The page
reads the lesson names from the game index, so the menu needs no game
imported to draw.
"""

from __future__ import annotations

from pathlib import Path

from parlour.core import Game, Highlights
from parlour.lesson import lessons_for
from parlour.words import LANGUAGES, speaking

PICTURES = "static/boards"
"""Where the pictures go in dist/, as ``<game id>.<language>.svg``."""


def card_extras(game: Game) -> dict[str, object]:
    """What a game's card adds to the game index: its picture and lessons."""
    lessons = []
    for lesson in lessons_for(game.id):
        names = {}
        for code in LANGUAGES:
            with speaking(code):
                names[code] = lesson.short
        lessons.append({"id": lesson.id, "short": names})
    return {"picture": f"{PICTURES}/{game.id}", "lessons": lessons}


def picture_svg(game: Game) -> str:
    """The board of the game's first lesson where it ends, else the opening position."""
    lessons = lessons_for(game.id)
    if lessons:
        state, seat = lessons[0].positions[-1], lessons[0].seat
    else:
        state, seat = game.initial_state(game.spec.player_counts[0]), 0
    return game.render(state.view(seat), Highlights())


def write_pictures(dist: Path, games: list[Game]) -> None:
    folder = dist / PICTURES
    folder.mkdir(parents=True, exist_ok=True)
    for game in games:
        for code in LANGUAGES:
            with speaking(code):
                (folder / f"{game.id}.{code}.svg").write_text(picture_svg(game), encoding="utf-8")
