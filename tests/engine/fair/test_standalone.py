"""parlour.fair stands alone: the standard library and its own modules, nothing else.

So it runs the same in CPython and Pyodide, and the join can take it as it is
(docs/fair-deal.md: "over abstract decks"; it knows no game).
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

FAIR = Path(__file__).resolve().parents[3] / "py" / "parlour" / "fair"


def test_the_fair_package_imports_only_the_standard_library_and_itself() -> None:
    found: set[str] = set()
    for path in sorted(FAIR.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and not node.level:
                found.add((node.module or "").split(".")[0])
    assert found, "no imports read: the walk is broken"
    assert found <= set(sys.stdlib_module_names) | {"__future__"}, found - set(
        sys.stdlib_module_names
    )
