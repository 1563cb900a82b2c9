"""The home page's cards made at build time (tools/home.py): pictures and lesson names."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.home import card_extras, picture_svg, write_pictures  # noqa: E402

from parlour import registry  # noqa: E402


def test_each_card_names_its_lessons_in_every_language() -> None:
    extras = card_extras(registry.get("colomino"))
    assert extras["picture"] == "static/boards/colomino"
    assert extras["lessons"] == [
        {
            "id": "colomino-sets",
            "short": {"en": "Learn the set games", "pt": "Aprender os jogos de conjuntos"},
        },
        {"id": "colomino-domino", "short": {"en": "Learn Domino", "pt": "Aprender o Dominó"}},
    ]


def test_the_pictures_are_the_games_own_boards_per_language(tmp_path: Path) -> None:
    games = registry.all_games()
    write_pictures(tmp_path, games)
    for game in games:
        for code in ("en", "pt"):
            svg = (tmp_path / "static" / "boards" / f"{game.id}.{code}.svg").read_text("utf-8")
            root = ET.fromstring(svg)  # a whole SVG document an <img> can show
            assert root.tag == "{http://www.w3.org/2000/svg}svg"
    # Punto's picture is where its lesson ends: the five reds of the winning row.
    assert picture_svg(registry.get("punto")).count("winning row") >= 1
