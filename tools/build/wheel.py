"""Build a pure-Python wheel of a package with the standard library alone.

The wheel follows the binary distribution format (PEP 427 / 491): the
package files, then ``<name>-<version>.dist-info/`` with METADATA, WHEEL
and RECORD (each file's urlsafe-base64 sha256 and size).  Entries are
written in sorted order with a fixed timestamp, so the same sources give
the same bytes.
"""

from __future__ import annotations

import base64
import hashlib
import re
import zipfile
from collections.abc import Callable
from pathlib import Path

FIXED_TIME = (2020, 1, 1, 0, 0, 0)


def package_version(package_dir: Path) -> str:
    """``__version__`` from the package's ``__init__.py`` (read, not imported)."""
    text = (package_dir / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r"^__version__\s*=\s*['\"]([^'\"]+)['\"]", text, re.M)
    return found.group(1) if found else "0.0.0"


def _record_hash(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return "sha256=" + digest.decode("ascii")


def _package_files(package_dir: Path) -> list[Path]:
    return sorted(
        p
        for p in package_dir.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix not in (".pyc", ".pyo")
    )


def build_wheel(
    package_dir: Path,
    out_dir: Path,
    summary: str = "",
    read: Callable[[Path], bytes] = Path.read_bytes,
) -> Path:
    """Write ``<name>-<version>-py3-none-any.whl`` into ``out_dir`` and return its path.

    ``read`` gives each file's bytes as shipped (the site shortens its sources).
    """
    name = package_dir.name
    version = package_version(package_dir)
    dist_info = f"{name}-{version}.dist-info"
    entries: list[tuple[str, bytes]] = [
        (f"{name}/{path.relative_to(package_dir).as_posix()}", read(path))
        for path in _package_files(package_dir)
    ]
    metadata = (
        "Metadata-Version: 2.1\n"
        f"Name: {name}\n"
        f"Version: {version}\n"
        f"Summary: {summary}\n"
        "Requires-Python: >=3.11\n"
    )
    wheel = (
        "Wheel-Version: 1.0\nGenerator: parlour-build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    )
    entries.append((f"{dist_info}/METADATA", metadata.encode()))
    entries.append((f"{dist_info}/WHEEL", wheel.encode()))
    record_lines = [f"{arc},{_record_hash(data)},{len(data)}" for arc, data in entries]
    record_lines.append(f"{dist_info}/RECORD,,")
    entries.append((f"{dist_info}/RECORD", ("\n".join(record_lines) + "\n").encode()))

    out_dir.mkdir(parents=True, exist_ok=True)
    return write_zip(out_dir / f"{name}-{version}-py3-none-any.whl", entries)


def write_zip(target: Path, entries: list[tuple[str, bytes]]) -> Path:
    """A zip of ``(name, bytes)`` in that order, with fixed times: same input, same bytes."""
    with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for arcname, data in entries:
            info = zipfile.ZipInfo(arcname, date_time=FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    return target
