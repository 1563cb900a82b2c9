"""The site's own standard library (issue 27), in CPython: the pieces that build it.

The browser tests check the whole in Pyodide (tests/browser/test_stdlib.py); here the
finder that fetches the full library on a miss runs against a small zip standing in
for it, the shortening is checked on real sources, bytecode made as the build makes it
imports from a zip, and the zip's listing of modules.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import sys
import traceback
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest


from tools.build import stdlib, stdlib_compile, stdlib_fallback, stdlib_minify

ROOT = Path(__file__).resolve().parents[1]

# A stand-in "full library": a package the interpreter lacks and a submodule of one it has.
FULL = {
    "zz_left_out/__init__.py": '"""Docstring."""\nVALUE = "whole package"\n',
    "zz_left_out/inner.py": "VALUE = 'submodule'\n",
    "zz_shipped/extra.py": "VALUE = 'extra'\n",
}


@pytest.fixture
def fallback(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The finder installed, fetching the stand-in; yields the names it was fetched for."""
    archive = tmp_path / "full.zip"
    with zipfile.ZipFile(archive, "w") as out:
        for name, text in FULL.items():
            out.writestr(name, text)
    shipped = tmp_path / "shipped" / "zz_shipped"
    shipped.mkdir(parents=True)
    (shipped / "__init__.py").write_text("VALUE = 'shipped'\n")
    fetched: list[str] = []

    def fetch(name: str) -> bytes:
        fetched.append(name)
        return archive.read_bytes()

    monkeypatch.setattr(stdlib_fallback, "FULL_ARCHIVE", str(tmp_path / "fetched.zip"))
    monkeypatch.setattr(stdlib_fallback, "fetch_archive", fetch)
    monkeypatch.setattr(stdlib_fallback, "_names", frozenset())
    monkeypatch.setattr(
        stdlib_fallback,
        "LEFT_OUT",
        " ".join(["zz_left_out", "zz_left_out.inner", "zz_shipped.extra"]),
    )
    monkeypatch.syspath_prepend(str(tmp_path / "shipped"))
    saved_path = list(sys.path)
    stdlib_fallback.install()
    yield fetched
    sys.meta_path.remove(stdlib_fallback.LeftOutFinder)
    sys.path_hooks.remove(stdlib_fallback.full_archive_hook)
    sys.path[:] = saved_path
    for name in [n for n in sys.modules if n.startswith(("zz_left_out", "zz_shipped"))]:
        del sys.modules[name]
    importlib.invalidate_caches()


def test_a_left_out_module_is_fetched_once_and_imports(fallback: list[str]) -> None:
    import zz_shipped  # noqa: F401 - on the path already: no fetch

    assert fallback == []
    package = importlib.import_module("zz_left_out")
    inner = importlib.import_module("zz_left_out.inner")
    extra = importlib.import_module("zz_shipped.extra")  # a submodule the shipped package lacks
    assert (package.VALUE, inner.VALUE, extra.VALUE) == ("whole package", "submodule", "extra")
    assert fallback == ["zz_left_out"]  # once, for the first miss
    # Without docstrings, as the shortened modules of the site's zip are.
    assert package.__doc__ is None


def test_a_name_the_full_library_lacks_fails_without_a_fetch(fallback: list[str]) -> None:
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("zz_nowhere")
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("zz_shipped.nowhere")
    assert fallback == []


def test_the_build_names_each_module_of_a_zip() -> None:
    assert stdlib.module_name("email/mime/text.py") == "email.mime.text"
    assert stdlib.module_name("email/__init__.py") == "email"
    assert stdlib.module_name("asyncio/") is None
    assert stdlib.module_name("README.txt") is None
    source = stdlib.fallback_source(["a", "b.c"]).decode()
    assert 'LEFT_OUT = "a b.c"' in source and "__LEFT_OUT__" not in source


SAMPLE = '''"""Module docstring."""
# -*- a comment -*-
from __future__ import annotations

import os  # why


class Only:
    """Only a docstring: the body becomes pass."""


def kept(x):
    """Docstring."""

    # a comment line
    text = """a string
    # not a comment
    """
    return x + len(text)  # trailing
'''


def test_shortening_drops_docstrings_comments_and_blank_lines_only() -> None:
    short = stdlib_minify.minify(SAMPLE)
    assert "docstring" not in short.lower() and "comment -*-" not in short
    assert "# not a comment" in short  # inside a string: kept, as the blank-looking lines there
    assert "\n\n" not in short.replace('"""a string\n    # not a comment\n    """', "")
    assert stdlib_minify.same_program(SAMPLE, short)
    namespace: dict[str, object] = {}
    exec(compile(short, "short", "exec"), namespace)
    assert namespace["kept"](1) == 1 + len("a string\n    # not a comment\n    ")  # type: ignore[operator]


def test_shortening_keeps_real_modules_working() -> None:
    """Every module of this CPython's own standard library that the shortening touches:
    the shortened text parses to the same program, and it is shorter."""
    for module in (inspect, ast, zipfile, importlib):
        source = Path(str(module.__file__)).read_text(encoding="utf-8")
        short = stdlib_minify.minify(source)
        assert stdlib_minify.same_program(source, short), module.__name__
        assert len(short) < 0.8 * len(source), module.__name__


def test_a_changed_program_is_caught() -> None:
    assert not stdlib_minify.same_program("x = 1\n", "x = 2\n")
    assert not stdlib_minify.same_program("x = 1\n", "x = (\n")


def test_shortening_can_keep_every_line_in_its_place() -> None:
    """The site's own modules ship shortened with their line numbers (tools/build/site.py
    ``shipped_source``): a traceback's lines are the repository's."""
    short = stdlib_minify.minify(SAMPLE, keep_lines=True)
    assert short.count("\n") == SAMPLE.count("\n")
    assert "docstring" not in short.lower() and "# why" not in short
    original, kept = SAMPLE.splitlines(), short.splitlines()
    for number, line in enumerate(original):
        if line.strip().startswith(("return", "text =", "class", "def", "import")):
            assert kept[number].strip() == line.split("  #")[0].strip()
    assert stdlib_minify.shortened_or_same(SAMPLE, keep_lines=True) == short
    source = Path(str(zipfile.__file__)).read_text(encoding="utf-8")
    assert stdlib_minify.shortened_or_same(source, keep_lines=True).count("\n") == source.count(
        "\n"
    )


MODULE = """import warnings

def divide(a, b):
    total = a
    total = total / b
    return total

def warn_caller():
    warnings.warn("careful", UserWarning, stacklevel=2)
    return "warned"
"""


@pytest.fixture
def bytecode_only(tmp_path: Path) -> Iterator[str]:
    """A zip holding one module as tools/build/stdlib_compile.py compiles it, and no source."""
    archive = tmp_path / "lib.zip"
    with zipfile.ZipFile(archive, "w") as out:
        out.writestr("zz_compiled.pyc", stdlib_compile.pyc(MODULE, f"{archive}/zz_compiled.py"))
    sys.path.insert(0, str(archive))
    yield str(archive)
    sys.path.remove(str(archive))
    sys.modules.pop("zz_compiled", None)
    importlib.invalidate_caches()


def test_bytecode_in_a_zip_imports_and_runs_as_its_source(bytecode_only: str) -> None:
    module = importlib.import_module("zz_compiled")
    assert module.__file__ == f"{bytecode_only}/zz_compiled.pyc"
    assert module.divide(6, 3) == 2
    with pytest.warns(UserWarning, match="careful"):
        assert module.warn_caller() == "warned"


def test_bytecode_frames_name_their_function_and_its_first_line(bytecode_only: str) -> None:
    """tools/build/stdlib_compile.py: every instruction is on the function's first line, so a
    traceback through the module still has an integer line (no source line to show)."""
    module = importlib.import_module("zz_compiled")
    with pytest.raises(ZeroDivisionError) as caught:
        module.divide(1, 0)
    frame = caught.traceback[-1]
    assert frame.name == "divide" and frame.lineno + 1 == 3  # pytest counts from 0
    text = "".join(traceback.format_exception(caught.value))
    assert 'zz_compiled.py", line 3, in divide' in text
    assert all(line == 3 for _, _, line in module.divide.__code__.co_lines())


def test_bytecode_is_chosen_by_compiling_saved_for_the_bytes_it_adds() -> None:
    """tools/build/stdlib.py: within the budget, the members whose source is longest for the
    bytes their bytecode adds (gzip, each alone)."""
    sources = {
        "long.py": ("x = [" + ", ".join(str(i) for i in range(400)) + "]\n").encode(),
        "short.py": b"y = 1\n",
        "other.py": ("def f(a):\n    return a + 1\n" * 40).encode(),
    }
    compiled = {m: stdlib_compile.pyc(s.decode(), m) for m, s in sources.items()}
    extra = {
        m: max(1, stdlib.gzip_size(compiled[m]) - stdlib.gzip_size(sources[m])) for m in sources
    }
    everything = stdlib.bytecode_choice(sources, compiled, sum(extra.values()))
    assert everything == sorted(sources)
    assert stdlib.bytecode_choice(sources, compiled, 0) == []
    best = max(sources, key=lambda m: len(sources[m]) / extra[m])
    assert stdlib.bytecode_choice(sources, compiled, extra[best]) == [best]
