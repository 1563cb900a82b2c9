"""The import graph of a tree of Python modules, read from the source (``ast``), as the
import tests check it: every import counts, at module level, under ``if TYPE_CHECKING`` or
inside a function (a deferred import still ties two modules together; it only hides the
cycle from Python)."""

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
