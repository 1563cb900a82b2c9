"""The page's text catalogue (``py/browser/text.py``) loaded in CPython, for tests.

``text.py`` imports its Portuguese sibling as ``text_pt``, as it does in the browser,
where ``py/browser`` is on the path.  Here the sibling is loaded first, by file, under
that name, so no test has to put ``py/browser`` on ``sys.path`` (where it would shadow
nothing today, but could tomorrow).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BROWSER = Path(__file__).resolve().parents[2] / "py" / "browser"


def _by_file(name: str, as_name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(as_name, BROWSER / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[as_name] = module  # dataclasses look their module up while building
    spec.loader.exec_module(module)
    return module


def load_text(as_name: str = "parlour_browser_text") -> ModuleType:
    """A fresh ``text`` module (``as_name``), speaking both languages."""
    if "text_pt" not in sys.modules:
        _by_file("text_pt", "text_pt")
    return _by_file("text", as_name)


def load_text_pt() -> ModuleType:
    """The Portuguese catalogue, the very module ``text`` reads."""
    return sys.modules.get("text_pt") or _by_file("text_pt", "text_pt")
