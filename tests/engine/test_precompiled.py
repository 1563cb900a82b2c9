"""``py/browser/precompiled.py``: modules compiled into the memory snapshot import from their
code, never from their files, and a package's other modules still import from its folder.

It imports nothing of PyScript's (the snapshot must hold it imported), so CPython loads it
as the page's snapshot maker does.
"""

from __future__ import annotations

import importlib.util
import io
import json
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

BROWSER = Path(__file__).resolve().parents[2] / "py" / "browser"


def load_precompiled() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "precompiled_under_test", BROWSER / "precompiled.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def ui_archive(files: dict[str, str]) -> bytes:
    """A UI archive's bytes, as the snapshot maker fetches it."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zipped:
        for name, text in files.items():
            zipped.writestr(name, text)
    return buffer.getvalue()


@pytest.fixture
def finders() -> Iterator[None]:
    """sys.meta_path and sys.modules as they were, after each test."""
    meta_path, modules = list(sys.meta_path), dict(sys.modules)
    yield
    sys.meta_path[:] = meta_path
    for name in set(sys.modules) - set(modules):
        del sys.modules[name]


def test_a_precompiled_module_runs_its_code_not_its_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, finders: None
) -> None:
    precompiled = load_precompiled()
    archive = ui_archive(
        {
            "pc_ui_one.py": "WHERE = 'compiled'\n",
            "precompiled.py": "raise SystemExit('never compiled: imported already')\n",
            "notes.txt": "not Python",
        }
    )
    package = {
        "pc_pkg/__init__.py": "from pc_pkg.inner import VALUE\n",
        "pc_pkg/inner.py": "VALUE = 7\n",
    }
    monkeypatch.chdir(tmp_path)
    assert precompiled.install(archive, json.dumps(package)) == 3
    # The files PyScript unpacks afterwards say otherwise: the compiled code wins, and
    # each module keeps the file name it will have, for tracebacks.
    (tmp_path / "pc_ui_one.py").write_text("WHERE = 'file'\n")
    sys.path.insert(0, str(tmp_path))
    try:
        one = importlib.import_module("pc_ui_one")
        assert one.WHERE == "compiled"
        assert one.__file__ == str(tmp_path / "pc_ui_one.py")
        pkg = importlib.import_module("pc_pkg")
        assert pkg.VALUE == 7 and pkg.__path__ == [str(tmp_path / "pc_pkg")]
        # A module of the package that was not compiled in comes from the package's folder.
        (tmp_path / "pc_pkg").mkdir()
        (tmp_path / "pc_pkg" / "late.py").write_text("LATE = True\n")
        assert importlib.import_module("pc_pkg.late").LATE is True
        # Its code runs once: a reload reads the file.
        assert importlib.reload(one).WHERE == "file"
    finally:
        sys.path.remove(str(tmp_path))


def test_a_syntax_error_in_a_source_fails_the_snapshot_not_the_page(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, finders: None
) -> None:
    # The maker's error means no snapshot, so a plain start (static/snapshot-maker.mjs).
    precompiled = load_precompiled()
    monkeypatch.chdir(tmp_path)
    before = list(sys.meta_path)
    with pytest.raises(SyntaxError):
        precompiled.install(ui_archive({"pc_broken.py": "def (:\n"}), "{}")
    assert sys.meta_path == before
