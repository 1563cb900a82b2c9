"""The home page's game cards, made at build time: pictures, lesson names, variants.

Each card shows a picture drawn for the card (issue 24): a few of the game's
own pieces, large, drawn by the game's own drawing code, with no words, so
one picture serves every language and stays legible at a card's size (a
whole board shrunk to a card was not).  The page reads the lesson names and
the variants from the game index, so the menu needs no game imported to draw.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from parlour.learn import daily
from parlour import guide
from parlour.core import Game
from parlour.lesson import lessons_for
from parlour.link.envelope import offers
from parlour.svg import Element, group, svg, tag
from parlour.words import LANGUAGES, Phrasebook, speaking

PICTURES = "static/boards"
"""Where the pictures go in dist/, as ``<game id>.svg``."""
PICTURE_BOX = (168, 126)
"""A picture's size in SVG units: drawn at 1:1 on a wide screen and at 120 x 90 px on a phone,
where a playing card's 16-unit index is still 11 px tall."""


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
    variants = _variant_names(game)
    if variants:
        card["variants"] = variants
    picture = {"picture": f"{PICTURES}/{game.id}.svg"} if game.id in DRAWINGS else {}
    # A card offers "With a friend" for the games that play by link (issue 26), and the
    # deal of the day of each variant two can play (issue 38).
    return {
        **picture,
        "lessons": lessons,
        **card,
        "by_link": offers(game.id),
        "daily": _daily_variants(game),
    }


def _daily_variants(game: Game) -> list[dict[str, object]]:
    """The variants with a deal of the day (``parlour.learn.daily.variants``), each with its name
    in every language ("" and no names for a game without variants)."""
    option = next((o for o in game.spec.options if o.name == daily.VARIANT_OPTION), None)
    found: list[dict[str, object]] = []
    for variant in daily.variants(game):
        names = {}
        if option is not None:
            for code in LANGUAGES:
                with speaking(code):
                    names[code] = guide.choice_label(game, option, variant)
        found.append({"variant": variant, "names": names})
    return found


def _variant_names(game: Game) -> dict[str, list[str]]:
    """The names of the games a ``variant`` option holds (Colomino's four), in every language."""
    option = next((o for o in game.spec.options if o.name == "variant"), None)
    if option is None:
        return {}
    named = {}
    for code in LANGUAGES:
        with speaking(code):
            named[code] = [guide.choice_label(game, option, value) for value in option.choices]
    return named


def _in_every_language(say: Phrasebook, key: str) -> dict[str, str]:
    said = {}
    for code in LANGUAGES:
        with speaking(code):
            said[code] = say(key)
    return said


def _piece(drawn: Element | list[Element]) -> Element:
    """One piece of a picture, as its game draws it."""
    return group(drawn, class_="piece")


def _punto() -> list[Element]:
    """A red line of three on the felt, blue and green below it."""
    from parlour.games.punto.cards import make_card
    from parlour.games.punto.render import _card, _defs

    red, blue, green = 0, 1, 3
    cards = [(8, 12, red, 7), (62, 12, red, 8), (116, 12, red, 9), (35, 68, blue, 4)]
    cards.append((89, 68, green, 2))
    felt = tag("rect", width="100%", height="100%", rx=12, fill="url(#punto-felt)")
    return [_defs(), felt, *(_piece(_card(x, y, 44, make_card(c, v))) for x, y, c, v in cards)]


def _casino() -> list[Element]:
    """Four cards fanned on the felt: the ten of diamonds, an ace, a king, a seven."""
    from parlour.games.casino.cards import parse_card
    from parlour.games.casino.drawing import card_face, defs

    felt = tag("rect", width="100%", height="100%", rx=12, fill="url(#casino-felt)")
    spots = [("10D", 6, 26), ("AS", 40, 18), ("KH", 74, 18), ("7C", 104, 26)]
    return [defs(), felt, *(_piece(card_face(parse_card(c), x, y)) for c, x, y in spots)]


def _cardino() -> list[Element]:
    """Club tiles on the wooden board, and a heart and a diamond below them."""
    from parlour.games.cardino.style import tile_face
    from parlour.games.cardino.tiles import RANKS, SUIT_LETTERS, face_of

    def tile(code: str) -> int:
        return face_of(RANKS.index(code[:-1]), SUIT_LETTERS.index(code[-1]))

    wood = tag("rect", width="100%", height="100%", rx=12, fill="#6b4a2b")
    spots = [("AC", 7, 4), ("KC", 61, 4), ("QC", 115, 4), ("JH", 34, 64), ("9D", 88, 64)]
    return [wood, *(_piece(tile_face(tile(c), x, y, 46, 58)) for c, x, y in spots)]


def _colomino() -> list[Element]:
    """Four colour cards laid as a set: each one column right and one row down."""
    from parlour.games.colomino.style import STYLE, card_face, marks

    night = tag("rect", width="100%", height="100%", rx=12, fill="#1f3a5f")
    cards = [
        _piece(card_face(card, 0, 14 + 36 * k, 8 + 14 * k, 14))
        for k, card in enumerate((3, 17, 30, 44))
    ]
    return [tag("style", STYLE), tag("defs", marks()), night, group(cards, class_="colomino")]


DRAWINGS: dict[str, Callable[[], list[Element]]] = {
    "punto": _punto,
    "casino": _casino,
    "cardino": _cardino,
    "colomino": _colomino,
}
"""The card picture of each game: its own pieces, as its renderer draws them."""


def picture_svg(game: Game) -> str:
    """The game's card picture: no words, so one file serves every language."""
    width, height = PICTURE_BOX
    return str(svg(f"0 0 {width} {height}", *DRAWINGS[game.id](), width=width, height=height))


def write_pictures(dist: Path, games: list[Game]) -> None:
    folder = dist / PICTURES
    folder.mkdir(parents=True, exist_ok=True)
    for game in games:
        if game.id in DRAWINGS:
            (folder / f"{game.id}.svg").write_text(picture_svg(game), encoding="utf-8")
