"""Compressed copies of the site's large files, as a static host would serve them (issue 27).

``build.py`` writes ``NAME.gz`` (gzip -9) and ``NAME.br`` (brotli, quality 11) beside
each file of at least ``MIN_BYTES`` whose kind compresses (``SUFFIXES``), when that saves
at least ``MIN_SAVING`` of it: Pyodide's wasm and JavaScript, the site's standard library
(stored uncompressed for this, tools/build/stdlib.py), the page, its styles and scripts.  Zips
that are already deflated (the engine wheel, Pyodide's full library) gain nothing and get
none.  ``tools/build/serve.py`` sends whichever copy the browser accepts, as nginx's
``gzip_static``/``brotli_static`` do.

Brotli is for the build only (pinned in requirements-dev.txt): without the module the
build writes the gzip copies alone and says so.  Each copy is kept in ``.cache/compressed/``
under a hash of the file, so Pyodide's 9.6 MB wasm is compressed once per machine.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / ".cache" / "compressed"
SUFFIXES = frozenset(
    {".wasm", ".mjs", ".js", ".json", ".zip", ".py", ".svg", ".css", ".html", ".webmanifest"}
)
ENCODINGS = {"br": ".br", "gzip": ".gz"}
"""Content-Encoding -> the copy's suffix."""
COPY_SUFFIXES = tuple(ENCODINGS.values())
MIN_BYTES = 1024
MIN_SAVING = 0.05


def _gzip(data: bytes) -> bytes:
    return gzip.compress(data, compresslevel=9, mtime=0)


def _brotli() -> Callable[[bytes], bytes] | None:
    try:
        import brotli
    except ImportError:
        return None

    def compress(data: bytes) -> bytes:
        return bytes(brotli.compress(data, quality=11))

    return compress


def is_copy(path: Path) -> bool:
    return path.suffix in COPY_SUFFIXES


def candidates(dist: Path) -> list[Path]:
    return sorted(
        path
        for path in dist.rglob("*")
        if path.is_file()
        and path.suffix in SUFFIXES
        and path.stat().st_size >= MIN_BYTES
        and not is_copy(path)
    )


def _cached(data: bytes, suffix: str, compress: Callable[[bytes], bytes]) -> bytes:
    path = CACHE / f"{hashlib.sha256(data).hexdigest()[:32]}{suffix}"
    if path.exists():
        return path.read_bytes()
    body = compress(data)
    CACHE.mkdir(parents=True, exist_ok=True)
    path.with_suffix(".part").write_bytes(body)
    os.replace(path.with_suffix(".part"), path)
    return body


def write_copies(dist: Path, files: list[Path] | None = None) -> dict[str, int]:
    """Write (or refresh) the compressed copies of ``files`` (all candidates when None).

    Stale copies (of a file changed or gone) are removed.  Returns encoding -> bytes
    written, for the build's summary.
    """
    brotli = _brotli()
    if brotli is None:
        print(
            "note: no brotli module (pip install -r requirements-dev.txt): .gz copies only",
            file=sys.stderr,
        )
    compressors: dict[str, Callable[[bytes], bytes]] = {".gz": _gzip}
    if brotli is not None:
        compressors[".br"] = brotli
    totals = {suffix: 0 for suffix in compressors}
    for path in files if files is not None else candidates(dist):
        data = path.read_bytes()
        for suffix, compress in compressors.items():
            copy = path.with_name(path.name + suffix)
            body = _cached(data, suffix, compress)
            if len(body) <= len(data) * (1 - MIN_SAVING):
                copy.write_bytes(body)
                totals[suffix] += len(body)
            elif copy.exists():
                copy.unlink()
    for copy in [p for p in dist.rglob("*") if is_copy(p)]:
        if not copy.with_suffix("").exists():
            copy.unlink()
    return totals


def best_copy(path: str, accept_encoding: str) -> tuple[str, str] | None:
    """The compressed copy to send for ``path``, and its Content-Encoding, or None.

    A copy counts only if it is at least as new as the file (a file rewritten after
    the build, as a test does with ``site.stamp``, is sent as it is).
    """
    accepted = accepted_encodings(accept_encoding)
    try:
        mtime = os.stat(path).st_mtime_ns
    except OSError:
        return None
    for encoding, suffix in ENCODINGS.items():
        copy = path + suffix
        if encoding in accepted:
            try:
                if os.stat(copy).st_mtime_ns >= mtime:
                    return copy, encoding
            except OSError:
                continue
    return None


def accepted_encodings(header: str) -> set[str]:
    """The codings an Accept-Encoding header allows (``q=0`` refuses one)."""
    found = set()
    for part in header.split(","):
        name, _, params = part.strip().partition(";")
        params = params.strip()
        try:
            refused = params.startswith("q=") and float(params[2:]) == 0
        except ValueError:
            refused = True
        if name.strip() and not refused:
            found.add(name.strip().lower())
    return found
