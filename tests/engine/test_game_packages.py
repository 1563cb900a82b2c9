"""Issue 17: a game's package holds everything about it.

Its rules text, example positions, option words, search budgets and display
rank reach the rest through ``Game`` (its spec, heuristics and guide), so
nothing outside ``py/parlour/games/`` names a game, and a game defined in
the test suite alone shows up everywhere a real one does.
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from parlour import registry
from parlour.ai.budget import DEFAULT_ITERATIONS, default_iterations
from parlour.cli import main
from parlour.core import Game, Heuristics
from parlour.examples import example_svgs
from parlour.guide import choice_label, option_label, rules_html
from parlour.words import speaking
from tests.support.toy_game import RANK, TOY_GAME, register_toy
from tools.build import site

ROOT = Path(__file__).resolve().parents[2]
PY = ROOT / "py"
GAMES_DIR = PY / "parlour" / "games"

register_toy()


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string nodes that are docstrings: prose may name a game."""
    found: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (
            isinstance(body, list)
            and body
            and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Constant)
            and isinstance(body[0].value.value, str)
        ):
            found.add(id(body[0].value))
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            found.add(id(node.value))  # attribute docstrings after an assignment
    return found


def _places_naming(ids: list[str], path: Path, root: Path = ROOT) -> list[str]:
    """``file:line`` of every string, name or attribute in ``path`` that names a game id."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    prose = _docstrings(tree)
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, ids)) + r")\b")
    places = []
    for node in ast.walk(tree):
        text = None
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in prose:
            text = node.value
        elif isinstance(node, ast.Name):
            text = node.id
        elif isinstance(node, ast.Attribute):
            text = node.attr
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.alias)):
            text = getattr(node, "name", None)
        if text and pattern.search(text.replace("_", " ")):
            places.append(f"{path.relative_to(root)}:{getattr(node, 'lineno', '?')}: {text!r}")
    return places


def test_nothing_outside_the_game_packages_names_a_game() -> None:
    ids = [game.id for game in registry.all_games() if game is not TOY_GAME]
    files = [path for path in PY.rglob("*.py") if GAMES_DIR not in path.parents]
    places = [place for path in sorted(files) for place in _places_naming(ids, path)]
    assert not places, "game ids named outside py/parlour/games/:\n" + "\n".join(places)


def test_the_check_finds_a_game_named_in_code_but_not_in_prose(tmp_path: Path) -> None:
    source = tmp_path / "bad.py"
    source.write_text(
        '"""Punto and punto in prose are fine."""\n'
        'DEFAULT = "punto"\n'
        "def punto_board() -> None: ...\n"
    )
    assert sorted(_places_naming(["punto"], source, tmp_path)) == [
        "bad.py:2: 'punto'",
        "bad.py:3: 'punto_board'",
    ]


# --- a toy game from the test suite alone -------------------------------------------


def test_the_toy_is_in_the_registry_ranked_by_its_guide() -> None:
    listed = registry.all_games()
    assert TOY_GAME in listed and registry.get("toy") is TOY_GAME
    ranks = [game.guide.rank for game in listed]
    assert ranks == sorted(ranks) and listed[-1] is TOY_GAME and TOY_GAME.guide.rank == RANK


def test_the_toy_is_in_the_cli(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games"]) == 0
    assert any(line.startswith("toy ") for line in capsys.readouterr().out.splitlines())
    assert main(["games", "--json"]) == 0
    toy = next(g for g in json.loads(capsys.readouterr().out) if g["id"] == "toy")
    assert toy["title"] == "Toy Line" and toy["players"] == [2, 3]


def test_the_toy_is_in_the_sites_game_list() -> None:
    games = site.game_list()
    toy = next(g for g in games if g["id"] == "toy")  # with its card's picture and lessons
    assert (toy["title"], toy["players"], toy["lessons"]) == ("Toy Line", [2, 3], [])
    assert [g["id"] for g in games][-1] == "toy"  # ranked last, as in the registry
    menu = site.load_text_module().menu_html(games)
    assert 'data-game="toy"' in menu and "Toy Line" in menu


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_the_toys_rules_and_option_words_come_from_its_guide(lang: str) -> None:
    with speaking(lang):
        page = rules_html(TOY_GAME, example_svgs(TOY_GAME))
        style = TOY_GAME.spec.option("style")
        words = TOY_GAME.guide.words
        assert words is not None
        assert words("summary.1") in page and words("example.toy-corner") in page
        assert option_label(TOY_GAME, style) == words("option.style")
        assert choice_label(TOY_GAME, style, "fancy") == words("option.style.fancy")
    assert "<svg" in page and f'lang="{lang}"' in page


def test_the_toys_search_budget_comes_from_its_heuristics() -> None:
    assert default_iterations("hard", TOY_GAME) == 90
    assert default_iterations("medium", TOY_GAME) == 40
    bare = replace(TOY_GAME, heuristics=Heuristics())
    assert default_iterations("hard", bare) == DEFAULT_ITERATIONS["hard"]


@pytest.mark.parametrize(
    "game", [g for g in registry.all_games() if g is not TOY_GAME], ids=lambda game: game.id
)
def test_every_real_game_tunes_both_search_levels(game: Game) -> None:
    """The budgets live with the game's heuristics, measured for it (see the comment there)."""
    budgets = dict(game.heuristics.iterations)
    assert set(budgets) == {"medium", "hard"} and budgets["medium"] < budgets["hard"]


def test_the_site_lists_the_shipped_games_not_one_a_test_registered() -> None:
    """The browser tests walk the games the site ships; the toy, registered by this module,
    is among all games but not among the shipped ones (CI failed when it leaked in)."""
    shipped = {game.id for game in registry.shipped_games()}
    assert TOY_GAME.id in {game.id for game in registry.all_games()}
    assert TOY_GAME.id not in shipped
    assert shipped == {path.name for path in GAMES_DIR.iterdir() if (path / "__init__.py").exists()}
