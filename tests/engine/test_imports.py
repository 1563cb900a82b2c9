"""Imports inside ``py/`` go one way: no module reaches itself again.

Every import counts, whether at module level, under ``if TYPE_CHECKING`` or
inside a function: an import deferred into a function still ties the two
modules together, it only hides the cycle from Python (issue 17; the order
inside a game package is in docs/protocol.md).
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.support.imports import PY, find_cycle, import_graph, loaded_from


def test_the_import_graph_of_py_has_no_cycle() -> None:
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


LAYERS = {
    "view": 1,
    "punto.places": 2,
    "colomino.scoring": 2,
    "colomino.domino": 2,
    "rules": 3,
    "colomino.stand_ins": 3,
    "coming": 4,
    "codec": 4,
    "statements": 4,
    "heuristics": 5,
    "style": 5,
    "layout": 5,
    "panel": 6,
    "casino.hand_end": 6,
    "colomino.needs": 6,
    "render": 7,
    "examples": 5,
    "guide": 6,
    "lessons": 5,
    "breaks": 5,
    "strip": 5,
}
"""The documented order inside a game package (docs/protocol.md): words and the
pieces modules (layer 0) <- view <- rules (Colomino's two states and Punto's places below
it; Colomino's stand-ins for a table played by link beside it; the cards coming, for
early keys, and the statements of a game by link above it) <- codec <- heuristics, render
(render's own layout, style, panel, needs and hand_end modules below it), examples,
lessons, breaks, strip <- guide."""


def layer_of(module: str) -> int:
    game, short = module.split(".")[2:4]
    return LAYERS.get(f"{game}.{short}", LAYERS.get(short, 0))


def test_each_game_package_imports_down_the_documented_layers() -> None:
    graph = import_graph()
    for name, targets in sorted(graph.items()):
        parts = name.split(".")
        if len(parts) != 4 or parts[:2] != ["parlour", "games"]:
            continue  # not a module inside a game package (the package itself wires them all)
        prefix = ".".join(parts[:3]) + "."
        layer = layer_of(name)
        not_below = sorted(
            t for t in targets if t.startswith(prefix) and layer_of(t) >= max(layer, 1)
        )
        assert not not_below, f"{name} (layer {layer}) imports {not_below}, not below it"


GAMES = "parlour.games"
REGISTRY = "parlour.registry"


def game_of(module: str) -> str | None:
    """The game package ``module`` is part of (``parlour.games.<id>``), or None."""
    parts = module.split(".")
    return ".".join(parts[:3]) if len(parts) >= 3 and parts[:2] == GAMES.split(".") else None


def imports_of_games(graph: dict[str, set[str]]) -> list[str]:
    """``module -> target`` for every import of ``parlour.games`` or anything under it that
    is not a game's import of its own modules, but the registry's."""
    found = []
    for name, targets in sorted(graph.items()):
        for target in sorted(targets):
            into_games = target == GAMES or target.startswith(GAMES + ".")
            if into_games and name != REGISTRY and game_of(target) != game_of(name):
                found.append(f"{name} -> {target}")
    return found


def test_no_module_outside_a_game_imports_it() -> None:
    """Issue 36: everything about a game reaches the rest through its ``Game`` (its spec and
    every hook, docs/protocol.md), so no module of ``py/`` outside the game packages imports
    ``parlour.games`` or anything under it, and no game imports another's modules.  The
    registry alone does, by name, to discover the games.  This holds for the engine and the
    page alike: ``py/browser/`` reaches a game through the registry only.  Every import
    counts, under ``if TYPE_CHECKING`` and inside functions too.  ``tests/`` and ``tools/``
    are not in ``py/``: a rules test or a bench may import a game's modules."""
    found = imports_of_games(import_graph())
    assert not found, "imports of a game from outside it:\n" + "\n".join(found)


def test_the_check_finds_a_game_imported_anywhere_outside_it(tmp_path: Path) -> None:
    deferred = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from parlour.games.toy import rules\n"
        "def later():\n    import parlour.games.toy.view\n"
    )
    files = {
        "parlour/__init__.py": "",
        "parlour/games/__init__.py": "",
        "parlour/games/toy/__init__.py": "from parlour.games.toy import rules\n",
        "parlour/games/toy/rules.py": "from . import view\n",
        "parlour/games/toy/view.py": "",
        "parlour/games/other/__init__.py": "from parlour.games.toy.view import View\n",
        "parlour/registry.py": "from parlour import games\nimport parlour.games.toy\n",
        "parlour/link.py": deferred,
        "browser/page.py": "from parlour.games import toy\nfrom parlour import registry\n",
    }
    write_tree(tmp_path, files)
    assert imports_of_games(import_graph(tmp_path)) == [
        "page -> parlour.games.toy",
        "parlour.games.other -> parlour.games.toy.view",
        "parlour.link -> parlour.games.toy.rules",  # under if TYPE_CHECKING
        "parlour.link -> parlour.games.toy.view",  # inside a function
    ]


def write_tree(root: Path, files: dict[str, str]) -> None:
    """A little ``py/`` for the walkers' own tests: the package ``pkg``, ``browser/`` and
    ``files`` (their folders made as needed)."""
    (root / "pkg").mkdir()
    (root / "browser").mkdir()
    (root / "pkg" / "__init__.py").write_text("")
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)


def test_the_walker_sees_function_level_and_submodule_imports(tmp_path: Path) -> None:
    write_tree(
        tmp_path,
        {
            "pkg/rules.py": "def later():\n    from pkg import view\n",
            "pkg/view.py": "from . import rules\nfrom .rules import later\n",
            "browser/page.py": "import pkg.view\n",
        },
    )
    graph = import_graph(tmp_path)
    assert graph["pkg.rules"] == {"pkg.view"}
    assert graph["pkg.view"] == {"pkg.rules"}
    assert graph["page"] == {"pkg.view"}
    assert find_cycle(graph) == ["pkg.view", "pkg.rules", "pkg.view"]


def test_find_cycle_names_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert find_cycle(graph) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_the_page_starts_without_the_games_or_the_play_by_link_machinery() -> None:
    """Issue 27: a first visit imports what it shows.  The page's script (main.py) loads no
    game (``registry.get`` imports the one opened) and none of a game by link's seat, fair
    deal or statements (imported when such a game is opened)."""
    loaded = loaded_from("main")
    assert "ui_app" in loaded and "parlour.link.envelope" in loaded  # the walk reached them
    assert sorted(m for m in loaded if m.startswith("parlour.games.")) == []
    late = ("parlour.link.seat", "parlour.link.statements", "parlour.fair", "parlour.link.partial")
    assert sorted(loaded & set(late)) == []


def test_the_load_walker_skips_function_level_and_type_checking_imports(tmp_path: Path) -> None:
    top = (
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import typed\n"
        "def later():\n    from pkg import late\ntry:\n    from . import now\nexcept ImportError:\n    pass\n"
    )
    files = {"pkg/late.py": "", "pkg/typed.py": "", "pkg/now.py": "", "pkg/top.py": top}
    write_tree(tmp_path, {**files, "browser/page.py": "import pkg.top\n"})
    assert loaded_from("page", tmp_path) == {"page", "pkg", "pkg.top", "pkg.now"}


ROOMS_MAY_IMPORT = {
    "toolkit": set(),
    "games": {"toolkit"},
    "ai": {"toolkit"},
    "fair": set(),
    "link": {"toolkit", "fair"},
    "learn": {"toolkit", "ai"},
    "page": {"toolkit", "ai", "link", "learn"},
    "command line": {"toolkit", "ai", "link"},
    "browser": {"toolkit", "ai", "link", "learn", "page"},
}
"""Issue 39: the rooms of ``py/`` and the rooms each may import besides itself (each room's
``__init__`` docstring says the same; docs/architecture.md draws it).  The toolkit is what a
game author uses (``parlour``'s own modules); the games use it alone; ``fair`` is the
protocol and knows no game; ``link`` plays a game by link on it; ``learn`` is the review and
the daily deal; ``page`` is the site's model; ``browser`` is the page and its workers.  The
registry alone reaches the games, by name (``test_no_module_outside_a_game_imports_it``)."""

ROOMS = ("ai", "games", "fair", "link", "learn", "page")


def room_of(module: str) -> str:
    """The room ``module`` (a dotted name under ``py/``, or a page module's bare name) is in."""
    parts = module.split(".")
    if parts[0] != "parlour":
        return "browser"
    if len(parts) > 1 and parts[1] in ROOMS:
        return parts[1]
    if len(parts) > 1 and parts[1] in ("cli", "__main__"):
        return "command line"
    return "toolkit"


def imports_across_rooms(graph: dict[str, set[str]]) -> list[str]:
    """``module -> target (from room to room)`` for every import its room may not make."""
    found = []
    for name, targets in sorted(graph.items()):
        for target in sorted(targets):
            here, there = room_of(name), room_of(target)
            allowed = there == here or there in ROOMS_MAY_IMPORT[here]
            if not allowed and not (name == REGISTRY and target.startswith(GAMES)):
                found.append(f"{name} -> {target} ({here} -> {there})")
    return found


def test_each_room_imports_only_the_rooms_below_it() -> None:
    """Every import counts, under ``if TYPE_CHECKING`` and inside functions too."""
    found = imports_across_rooms(import_graph())
    assert not found, "imports against the rooms' directions:\n" + "\n".join(found)


def test_the_rooms_check_names_an_import_against_the_directions(tmp_path: Path) -> None:
    files = {
        "parlour/__init__.py": "",
        "parlour/core.py": "def later():\n    from parlour.page import model\n",
        "parlour/fair/__init__.py": "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from parlour import core\n",
        "parlour/page/__init__.py": "",
        "parlour/page/model.py": "from parlour import core\nfrom parlour.fair import wire\n",
        "parlour/fair/wire.py": "",
        "browser/page.py": "from parlour.page import model\n",
    }
    write_tree(tmp_path, files)
    assert imports_across_rooms(import_graph(tmp_path)) == [
        "parlour.core -> parlour.page.model (toolkit -> page)",  # inside a function
        "parlour.fair -> parlour.core (fair -> toolkit)",  # under if TYPE_CHECKING
        "parlour.page.model -> parlour.fair.wire (page -> fair)",
    ]


def test_every_room_says_what_it_holds_and_what_it_may_import() -> None:
    for room in ROOMS:
        doc = ast.get_docstring(ast.parse((PY / "parlour" / room / "__init__.py").read_text()))
        assert doc and "May import" in doc, f"parlour/{room}/__init__.py: say what it may import"
