"""Imports of the standard library the site left out still work (issue 27).

The site ships only the part of Pyodide's standard library that its code uses
(tools/build/stdlib.py).  The build puts this file into that zip as ``sitecustomize.py``,
which Python's ``site`` imports at start, in the page, the AI worker and the
snapshot maker alike.  It adds a finder at the end of ``sys.meta_path``: when an
import finds nothing and the name is a module of the full library, it fetches
Pyodide's whole ``python_stdlib.zip`` (once per interpreter; the loader says so in
the console), puts it on ``sys.path`` (and on the parent package's ``__path__``
for a submodule), and the import goes on from there.

Names that are not in the full library (optional C modules that the library tries
and does without, such as ``_hashlib``; packages the site does not have) are left
to the other finders, so they fail as usual, without a download.

Modules from the full library are compiled without their docstrings (as ``-OO``
does), like the shortened ones of the site's zip: the two must not mix, as in
``email.policy``, whose classes' docstrings extend their bases' (from
``email._policybase``, shipped shortened).
"""

from __future__ import annotations

import sys
import zipimport
from collections.abc import Callable, Sequence
from importlib.machinery import ModuleSpec, PathFinder
from types import CodeType, ModuleType

FULL_ARCHIVE = "/lib/python_stdlib_full.zip"
"""Where the fetched full library is written in the interpreter's file system."""
LEFT_OUT = "__LEFT_OUT__"
"""The full library's modules that the site's zip lacks, space-separated (the build fills it)."""
_names: frozenset[str] = frozenset()


def left_out(name: str) -> bool:
    global _names
    if not _names:
        _names = frozenset(LEFT_OUT.split())
    return name in _names


def fetch_with_js(name: str) -> bytes:
    """The full library's bytes, fetched synchronously by the loader (pyodide-loader.mjs)."""
    import js

    return bytes(js.parlourFullStdlib(name).to_py())


fetch_archive: Callable[[str], bytes] = fetch_with_js
"""How the full library is fetched (tests put a stand-in here)."""


def _ensure_full_archive(name: str) -> None:
    import importlib
    import os

    if not os.path.exists(FULL_ARCHIVE):
        data = fetch_archive(name)
        with open(FULL_ARCHIVE + ".part", "wb") as out:
            out.write(data)
        os.replace(FULL_ARCHIVE + ".part", FULL_ARCHIVE)
        # A restored snapshot may remember that the archive was not there.
        for entry in [e for e in sys.path_importer_cache if e.startswith(FULL_ARCHIVE)]:
            del sys.path_importer_cache[entry]
        importlib.invalidate_caches()
    if FULL_ARCHIVE not in sys.path:
        sys.path.append(FULL_ARCHIVE)


class LeftOutFinder:
    """Last on ``sys.meta_path``: finds a left-out module in the full library."""

    @classmethod
    def find_spec(
        cls, name: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if not left_out(name):
            return None
        _ensure_full_archive(name)
        parent, _, _ = name.rpartition(".")
        if not parent:
            return PathFinder.find_spec(name, [FULL_ARCHIVE])
        package = sys.modules[parent]
        inside = f"{FULL_ARCHIVE}/{parent.replace('.', '/')}"
        if inside not in package.__path__:
            package.__path__.append(inside)
        return PathFinder.find_spec(name, package.__path__)

    @classmethod
    def invalidate_caches(cls) -> None:
        pass


class FullArchiveImporter(zipimport.zipimporter):
    """Imports from the fetched full library, without docstrings (see the module)."""

    def get_code(self, fullname: str) -> CodeType:
        source = self.get_source(fullname)
        if source is None:
            return super().get_code(fullname)
        path = self.get_filename(fullname)
        return compile(source, path, "exec", dont_inherit=True, optimize=2)


def full_archive_hook(path: str) -> FullArchiveImporter:
    if not path.startswith(FULL_ARCHIVE):
        raise ImportError("not the full library")
    return FullArchiveImporter(path)


def install() -> None:
    if LeftOutFinder not in sys.meta_path:
        sys.meta_path.append(LeftOutFinder)
    if full_archive_hook not in sys.path_hooks:
        sys.path_hooks.insert(0, full_archive_hook)


if __name__ == "sitecustomize":  # in the site's zip; not when a test imports it
    install()
