"""The home page's cards made at build time (tools/build/home.py): pictures and lesson names."""

from __future__ import annotations

import pkgutil
import xml.etree.ElementTree as ET
from pathlib import Path


from tools.build.home import DRAWINGS, PICTURE_BOX, card_extras, write_pictures

import parlour.games
from parlour import registry

ROOT = Path(__file__).resolve().parents[1]


def test_each_card_names_its_lessons_in_every_language() -> None:
    extras = card_extras(registry.get("colomino"))
    assert extras["picture"] == "static/boards/colomino.svg"
    assert extras["lessons"] == [
        {
            "id": "colomino-sets",
            "short": {"en": "Learn the set games", "pt": "Aprender os jogos de conjuntos"},
        },
        {"id": "colomino-domino", "short": {"en": "Learn Domino", "pt": "Aprender o Dominó"}},
    ]


def test_the_colomino_card_names_its_four_games() -> None:
    """Issue 24: the card never said that Colomino is four games."""
    assert card_extras(registry.get("colomino"))["variants"] == {
        "en": ["Sideways", "Fourways", "Threeways", "Domino"],
        "pt": ["Sideways", "Fourways", "Threeways", "Dominó"],
    }
    assert "variants" not in card_extras(registry.get("punto"))


SVG = "{http://www.w3.org/2000/svg}"
PHONE_SCALE = 120 / PICTURE_BOX[0]
"""A picture is drawn 120 px wide on a phone (static/style.css)."""


def test_the_pictures_are_drawn_for_the_card_and_legible_on_a_phone(tmp_path: Path) -> None:
    """Issue 24: a few of the game's own pieces, large, not a whole board shrunk to a card:
    no words (one picture for every language), and any index on a card or tile is 11 px or
    more at a phone's card size."""
    shipped = [info.name for info in pkgutil.iter_modules(parlour.games.__path__)]
    assert sorted(DRAWINGS) == sorted(shipped)  # (engine tests may register a toy game too)
    games = [registry.get(game_id) for game_id in shipped]
    write_pictures(tmp_path, games)
    for game in games:
        svg = (tmp_path / "static" / "boards" / f"{game.id}.svg").read_text("utf-8")
        root = ET.fromstring(svg)  # a whole SVG document an <img> can show
        assert root.tag == f"{SVG}svg"
        assert root.get("viewBox") == f"0 0 {PICTURE_BOX[0]} {PICTURE_BOX[1]}"
        pieces = [n for n in root.iter() if n.get("class") == "piece"]
        assert 3 <= len(pieces) <= 8, f"{game.id}: {len(pieces)} pieces"
        for text in root.iter(f"{SVG}text"):
            size = float(text.get("font-size") or 0)
            assert size * PHONE_SCALE >= 11, (
                f"{game.id}: {text.text!r} at {size * PHONE_SCALE:.1f}px"
            )
            assert not any(c.isalpha() and c.islower() for c in text.text or ""), (
                f"{game.id}: words in a picture: {text.text!r}"
            )
