"""Imports inside ``py/`` go one way: no module reaches itself again.

Every import counts, whether at module level, under ``if TYPE_CHECKING`` or
inside a function: an import deferred into a function still ties the two
modules together, it only hides the cycle from Python (issue 17; the order
inside a game package is in docs/protocol.md).
"""

from __future__ import annotations

import ast
from pathlib import Path

PY = Path(__file__).resolve().parents[2] / "py"


def module_files(root: Path) -> dict[str, Path]:
    """Module name -> file: packages under ``root`` (``parlour.*``), and the page's
    modules in ``root/browser``, which Pyodide imports by their bare names."""
    found: dict[str, Path] = {}
    for path in sorted(root.rglob("*.py")):
        if path.parent == root / "browser":
            continue
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    for path in sorted((root / "browser").glob("*.py")):
        found[path.stem] = path
    return found


def imported_modules(name: str, path: Path, known: set[str]) -> set[str]:
    """The known modules that ``path`` imports anywhere in its text."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets |= import_targets(node, package, known)
    return {target for target in targets if target in known and target != name}


def import_targets(node: ast.AST, package: str, known: set[str]) -> set[str]:
    """What one statement imports: its modules, a ``from`` import's submodule where there
    is one, else its package (nothing if ``node`` is not an import)."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names}
    if not isinstance(node, ast.ImportFrom):
        return set()
    base = absolute_base(package, node)
    return {f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names}


def absolute_base(package: str, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    parts = package.split(".")
    parts = parts[: len(parts) - (node.level - 1)]
    return ".".join([*parts, *([node.module] if node.module else [])])


def import_graph(root: Path = PY) -> dict[str, set[str]]:
    files = module_files(root)
    known = set(files)
    return {name: imported_modules(name, path, known) for name, path in files.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle as a list of modules (first == last), or None."""
    done: set[str] = set()
    for start in sorted(graph):
        if start in done:
            continue
        path: list[str] = []
        on_path: set[str] = set()
        stack: list[tuple[str, list[str]]] = [(start, sorted(graph[start]))]
        path.append(start)
        on_path.add(start)
        while stack:
            node, todo = stack[-1]
            if not todo:
                stack.pop()
                path.pop()
                on_path.discard(node)
                done.add(node)
                continue
            nxt = todo.pop(0)
            if nxt in on_path:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in done:
                stack.append((nxt, sorted(graph[nxt])))
                path.append(nxt)
                on_path.add(nxt)
    return None


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


def imported_at_load(name: str, path: Path, known: set[str]) -> set[str]:
    """The known modules that loading ``path`` imports: its module-level imports, not those
    inside functions nor under ``if TYPE_CHECKING`` (they run later, or never)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    todo = list(ast.parse(path.read_text(encoding="utf-8")).body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            todo += node.orelse
        elif isinstance(node, (ast.If, ast.Try)):
            todo += [*node.body, *node.orelse, *getattr(node, "finalbody", [])]
        else:
            targets |= import_targets(node, package, known)
    return {target for target in targets if target in known and target != name}


def loaded_from(start: str, root: Path = PY) -> set[str]:
    """Every module that importing ``start`` loads, the packages around each one included."""
    files = module_files(root)
    known = set(files)
    loaded: set[str] = set()
    todo = [start]
    while todo:
        name = todo.pop()
        if name in loaded:
            continue
        loaded.add(name)
        parents = [name.rsplit(".", k)[0] for k in range(1, name.count(".") + 1)]
        todo += [*imported_at_load(name, files[name], known), *parents]
    return loaded


def test_the_page_starts_without_the_games_or_the_play_by_link_machinery() -> None:
    """Issue 27: a first visit imports what it shows.  The page's script (main.py) loads no
    game (``registry.get`` imports the one opened) and none of a game by link's seat, fair
    deal or statements (imported when such a game is opened)."""
    loaded = loaded_from("main")
    assert "ui_app" in loaded and "parlour.link.envelope" in loaded  # the walk reached them
    assert sorted(m for m in loaded if m.startswith("parlour.games.")) == []
    late = ("parlour.link.seat", "parlour.link.statements", "parlour.fair", "parlour.table")
    assert sorted(loaded & set(late)) == []


def test_the_load_walker_skips_function_level_and_type_checking_imports(tmp_path: Path) -> None:
    top = (
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import typed\n"
        "def later():\n    from pkg import late\ntry:\n    from . import now\nexcept ImportError:\n    pass\n"
    )
    files = {"pkg/late.py": "", "pkg/typed.py": "", "pkg/now.py": "", "pkg/top.py": top}
    write_tree(tmp_path, {**files, "browser/page.py": "import pkg.top\n"})
    assert loaded_from("page", tmp_path) == {"page", "pkg", "pkg.top", "pkg.now"}
