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
from parlour.words import LANGUAGES, Phrasebook, speaking

PICTURES = "static/boards"
"""Where the pictures go in dist/, as ``<game id>.<language>.svg``."""


def card_extras(game: Game) -> dict[str, object]:
    """What a game's card adds to the game index: its picture, lessons, line and length.

    The line on the game and its typical length are the first lesson's ``card.about`` and
    ``card.length``.  The lengths are a two-player game's moves per player with the greedy
    bots at about ten seconds a move: ``PYTHONPATH=py python3 -m parlour match <id> --seats
    easy,easy --games 4 --json`` gave mean_moves 64 (Punto), 156 (Casino), 91 (Cardino) and
    95 (Colomino Sideways).
    """
    found = lessons_for(game.id)
    lessons = [
        {"id": lesson.id, "short": _in_every_language(lesson.say, "short")} for lesson in found
    ]
    card: dict[str, object] = {}
    if found:
        card = {key: _in_every_language(found[0].say, f"card.{key}") for key in ("about", "length")}
    return {"picture": f"{PICTURES}/{game.id}", "lessons": lessons, **card}


def _in_every_language(say: Phrasebook, key: str) -> dict[str, str]:
    said = {}
    for code in LANGUAGES:
        with speaking(code):
            said[code] = say(key)
    return said


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
