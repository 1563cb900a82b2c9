"""Every hook a game offers is a field of ``Game`` (issue 25).

Round ends, the finished view, lessons, the hint's explanation and the dealer were
found by module name (``importlib``), so a misspelt hook was silently missing.  Now
each is a named field: a misspelt one fails where the game's ``Game`` is built, and
nothing in ``py/`` looks a game's module up by name any more (the registry still
discovers the game packages themselves).
"""

from __future__ import annotations

import ast
import importlib
from dataclasses import fields
from pathlib import Path

import pytest

from parlour import registry
from parlour.core import Game, SeededDealer
from parlour.page.hints import explainer
from tests.support.toy_game import TOY_GAME, register_toy

PY = Path(__file__).resolve().parents[2] / "py"
REAL = [g for g in registry.all_games() if g.id != "toy"]
HOOKS = (
    "dealer",
    "round_end",
    "round_pause",
    "finished_view",
    "lessons",
    "explain_hint",
    "stand_ins",
    "coming",
    "statements",
)


def test_the_hooks_are_fields_of_game() -> None:
    assert set(HOOKS) <= {f.name for f in fields(Game)}


def test_a_misspelt_hook_fails_when_the_game_is_built() -> None:
    wiring = {f.name: getattr(TOY_GAME, f.name) for f in fields(Game)}
    with pytest.raises(TypeError, match="explain_hnt"):
        Game(**{**wiring, "explain_hnt": lambda view, move: ""})  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="round_ends"):
        Game(**{**wiring, "round_ends": None})  # type: ignore[arg-type]


@pytest.mark.parametrize("game", REAL, ids=lambda g: g.id)
def test_each_game_wires_the_hooks_its_package_defines(game: Game) -> None:
    """A hook written in the package but not passed to ``Game`` would never run: the
    fields must be the package's own functions."""
    package = f"parlour.games.{game.id}"
    heuristics = importlib.import_module(f"{package}.heuristics")
    assert game.explain_hint is getattr(heuristics, "explain_hint", None)
    lessons = importlib.import_module(f"{package}.lessons")
    assert game.lessons() == lessons.LESSONS and game.lessons()
    try:
        breaks = importlib.import_module(f"{package}.breaks")
    except ModuleNotFoundError:
        breaks = None
    assert game.round_end is getattr(breaks, "round_end", None)
    assert game.round_pause is getattr(breaks, "round_pause", None)
    assert game.finished_view is getattr(breaks, "finished_view", None)
    rules = importlib.import_module(f"{package}.rules")
    assert isinstance(game.dealer, SeededDealer) and game.dealer is rules.DEALER
    try:
        stand_ins = importlib.import_module(f"{package}.stand_ins")
    except ModuleNotFoundError:
        stand_ins = None
    assert game.stand_ins is getattr(stand_ins, "draw", None)
    try:
        statements = importlib.import_module(f"{package}.statements")
    except ModuleNotFoundError:
        statements = None
    assert game.statements is getattr(statements, "STATEMENTS", None)


def test_a_game_with_no_hooks_has_none() -> None:
    register_toy()
    assert explainer(TOY_GAME) is None and TOY_GAME.round_end is None
    assert TOY_GAME.lessons() == () and isinstance(TOY_GAME.dealer, SeededDealer)
    assert TOY_GAME.statements is None


def test_no_game_hook_is_looked_up_by_module_name() -> None:
    """Only the registry imports by name: it discovers the game packages themselves."""
    found = []
    for path in sorted(PY.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom) and node.module == "importlib":
                names = ["importlib"]
            if "importlib" in names or any(n.startswith("importlib.") for n in names):
                found.append(str(path.relative_to(PY)))
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "__import__":
                found.append(str(path.relative_to(PY)))
    assert found == ["parlour/registry.py"]
