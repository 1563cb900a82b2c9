"""Bytecode for the standard-library modules that Pyodide's own start imports (issue 27).

Pyodide's start imports about 130 modules of its standard library (``asyncio``,
``typing``, ``inspect``, ``zipfile``, its own ``_pyodide`` and ``pyodide``...), and
Pyodide ships them as sources: every visit without a snapshot compiles them, about
1.3 of the 2 s of that start under Node (docs/performance.md, "Pyodide's own start,
compiled").  A ``.pyc`` in the site's zip is imported instead of compiled.

Bytecode is larger than source and compresses less, so the site ships it only within a
byte budget (``tools/build/stdlib.py``).  Two choices keep it small and the same program:
- the code is compiled from the shortened source (``tools/build/stdlib_minify.py``) at the
  default optimisation level, so asserts stay as in the source that would have run;
- its location table says "the first line of this function" for every instruction,
  without columns.  The full table (lines and columns) is 60 % of the compressed
  bytecode; with this one a traceback through these frames names the function and its
  first line (no source line: the zip holds no source for them), and every frame still
  has an integer line number, which ``warnings`` and ``traceback`` rely on.

Run inside Pyodide at build time (``tools/build/stdlib_record.mjs``): bytecode belongs to one
Python version (its magic number), and only Pyodide's own Python makes Pyodide's.  It
works the same in any CPython, for its own version (the tests run it so).
"""

from __future__ import annotations

import importlib.util
import marshal
import os
from types import CodeType

VERSION = "1"
"""Part of each cached file's name: a change to the compiling makes new ones."""
UNCHECKED_HASH = 0b01
"""The .pyc flags (PEP 552): hash-based, not checked against a source (there is none)."""
NO_COLUMNS = 13
"""The location table's entry kind for "a line, no columns" (Objects/locations.md)."""
MOST_UNITS = 8
"""Code units one location entry covers at most."""


def first_line_locations(code: CodeType) -> bytes:
    """A location table putting every instruction of ``code`` on its first line.

    Each entry covers up to eight code units (2 bytes each, inline caches included):
    a byte ``1 kind(4 bits) units-1(3 bits)`` and the line's change, a signed varint 0.
    """
    units = len(code.co_code) // 2
    table = bytearray()
    while units > 0:
        covered = min(MOST_UNITS, units)
        table += bytes([0x80 | (NO_COLUMNS << 3) | (covered - 1), 0])
        units -= covered
    return bytes(table)


def without_positions(code: CodeType) -> CodeType:
    """``code`` and the code objects in its constants, with first-line locations."""
    constants = tuple(
        without_positions(c) if isinstance(c, CodeType) else c for c in code.co_consts
    )
    return code.replace(co_consts=constants, co_linetable=first_line_locations(code))


def pyc(source: str, filename: str) -> bytes:
    """The ``.pyc`` of ``source`` for this Python, as ``filename`` (the path it imports from)."""
    code = compile(source, filename, "exec", dont_inherit=True)
    header = importlib.util.MAGIC_NUMBER + UNCHECKED_HASH.to_bytes(4, "little")
    return (
        header
        + importlib.util.source_hash(source.encode())
        + marshal.dumps(without_positions(code))
    )


def compile_members(prefix: str, sources: dict[str, str], cache: str) -> dict[str, str]:
    """Compile each member's shortened source (member -> its file in ``cache``) into
    ``cache``, unless there already; return member -> the ``.pyc`` file's name there.

    ``prefix`` is where the zip's members import from (``/lib/python314.zip/``).
    """
    magic = importlib.util.MAGIC_NUMBER.hex()
    names: dict[str, str] = {}
    for member, shortened in sources.items():
        name = f"{shortened.rsplit('.', 1)[0]}-{magic}-c{VERSION}.pyc"
        target = os.path.join(cache, name)
        if not os.path.exists(target):
            with open(os.path.join(cache, shortened), encoding="utf-8") as source:
                data = pyc(source.read(), prefix + member)
            with open(target + ".tmp", "wb") as out:
                out.write(data)
            os.replace(target + ".tmp", target)
        names[member] = name
    return names
