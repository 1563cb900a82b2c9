"""Modules compiled into the memory snapshot, so that a restored page imports them at once.

A snapshot holds imported modules, but neither the interface's modules nor PyScript's can
be imported when it is made: they bind JavaScript objects (``js``, ``pyscript.window``)
at import, which a snapshot cannot keep.  Their code objects are plain Python, though.
``snapshot-maker.mjs`` calls ``install`` with the UI archive's bytes and PyScript's own
package (JSON text of sources by path);
after a restore, an import of one of those modules runs its code object instead of
parsing and compiling its source: on a phone, compiling them was 0.1-0.2 s of the start
(docs/performance.md, "The page's own start from a snapshot").

The snapshot is kept per build (the loader's BUILD covers the UI archive and PyScript's
bundle), so a code object never outlives its source.  A module runs its code once; a
reload reads the file as usual.  Nothing here imports PyScript, so this module itself is
in the snapshot.
"""

from __future__ import annotations

import io
import json
import os
import sys
import zipfile
from collections.abc import Sequence
from importlib.abc import Loader, MetaPathFinder
from importlib.machinery import ModuleSpec
from types import CodeType, ModuleType


class Precompiled(MetaPathFinder, Loader):
    """A meta path finder and loader for the modules compiled when the snapshot was made."""

    def __init__(self, code: dict[str, tuple[CodeType, bool]]) -> None:
        self.code = code  # module name -> its code, and whether it is a package
        self.installed = len(code)  # the code runs once, then leaves ``code``

    def find_spec(
        self, name: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        found = self.code.get(name)
        if found is None:
            return None
        code, package = found
        spec = ModuleSpec(name, self, origin=code.co_filename, is_package=package)
        spec.has_location = True  # __file__ names the source, for tracebacks
        if package:
            spec.submodule_search_locations = [os.path.dirname(code.co_filename)]
        return spec

    def create_module(self, spec: ModuleSpec) -> ModuleType | None:
        return None  # the default module

    def exec_module(self, module: ModuleType) -> None:
        code, _ = self.code.pop(module.__name__)
        exec(code, module.__dict__)


def compiled(sources: dict[str, str], root: str) -> dict[str, tuple[CodeType, bool]]:
    """Code for each source by its path under ``root`` ("pyscript/__init__.py" is the
    package ``pyscript``), named as the file PyScript writes there."""
    code = {}
    for path, text in sources.items():
        name = path.removesuffix(".py").replace("/", ".")
        package = name.endswith(".__init__")
        name = name.removesuffix(".__init__")
        filename = os.path.join(root, path)
        code[name] = (compile(text, filename, "exec", dont_inherit=True), package)
    return code


def archive_sources(archive: bytes | memoryview) -> dict[str, str]:
    """The Python sources in a zip, by path."""
    with zipfile.ZipFile(io.BytesIO(archive)) as opened:
        return {n: opened.read(n).decode() for n in opened.namelist() if n.endswith(".py")}


def install(ui_archive: bytes | memoryview, pyscript_sources: str) -> int:
    """Compile the UI archive's modules and PyScript's package (JSON text of sources by
    path) as they will be unpacked in the working directory; put their finder first."""
    sources = archive_sources(ui_archive)
    sources.update(json.loads(pyscript_sources))
    sources.pop(os.path.basename(__file__), None)  # this module is imported already
    code = compiled(sources, os.getcwd())
    sys.meta_path.insert(0, Precompiled(code))
    return len(code)
