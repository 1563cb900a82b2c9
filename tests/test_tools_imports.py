"""Issue 39: the tools are in rooms too, and their imports go one way, as in ``py/``.

``tools/build`` makes and serves the site; ``tests/support`` is what the tests share (and
the benches and ``build.py shots`` use); ``tools/bench`` measures.  A bench may use the
test support and the build; the test support may use the build; the build uses neither.
No test imports a bench, but the tests of the benches themselves.  No cycle, with every
import counted (inside functions and under ``if TYPE_CHECKING`` too).
"""

from __future__ import annotations

from pathlib import Path

from tests.support.imports import find_cycle, imported_modules

ROOT = Path(__file__).resolve().parents[1]
TOOL_ROOMS = {"tools.build": set(), "tests.support": {"tools.build"}}
TOOL_ROOMS["tools.bench"] = {"tools.build", "tests.support"}
BENCH_TESTS = ("tests.test_bench", "tests.test_soak")
"""The tests of the benches: they alone import ``tools.bench``."""


def tool_modules(root: Path = ROOT) -> dict[str, Path]:
    """Module name -> file for ``tools``, ``tests`` and ``build.py``."""
    found = {"build": root / "build.py"}
    for folder in ("tools", "tests"):
        for path in sorted((root / folder).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def tools_graph(root: Path = ROOT) -> dict[str, set[str]]:
    files = tool_modules(root)
    return {name: imported_modules(name, path, set(files)) for name, path in files.items()}


def room_of(module: str) -> str | None:
    return next((room for room in TOOL_ROOMS if module.startswith(room + ".")), None)


def imports_against_the_rooms(graph: dict[str, set[str]]) -> list[str]:
    found = []
    for name, targets in sorted(graph.items()):
        here = room_of(name)
        for target in sorted(targets):
            there = room_of(target)
            if here is not None and there not in (None, here, *TOOL_ROOMS[here]):
                found.append(f"{name} -> {target}")
            elif here is None and there == "tools.bench" and name not in ("build", *BENCH_TESTS):
                found.append(f"{name} -> {target} (a test importing a bench)")
    return found


def test_the_tools_have_no_import_cycle() -> None:
    cycle = find_cycle(tools_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_each_tool_room_imports_only_the_rooms_below_it() -> None:
    found = imports_against_the_rooms(tools_graph())
    assert not found, "imports against the tools' rooms:\n" + "\n".join(found)


def test_the_tools_check_names_imports_against_the_rooms(tmp_path: Path) -> None:
    files = {
        "build.py": "from tools.bench import site\n",
        "tools/build/site.py": "def later():\n    from tests.support import shots\n",
        "tests/support/shots.py": "from tools.build import site\n",
        "tools/bench/site.py": "from tests.support import shots\nfrom tools.build import site\n",
        "tests/engine/test_x.py": "from tools.bench import site\n",
        "tests/test_bench.py": "from tools.bench import site\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    graph = tools_graph(tmp_path)
    assert imports_against_the_rooms(graph) == [
        "tests.engine.test_x -> tools.bench.site (a test importing a bench)",
        "tools.build.site -> tests.support.shots",
    ]
    assert find_cycle(graph) == ["tests.support.shots", "tools.build.site", "tests.support.shots"]
