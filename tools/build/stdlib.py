"""The site's own standard library: only what its code uses, stored for the server to compress.

Pyodide's ``python_stdlib.zip`` is 2.5 MB on the wire whatever the server does (its
members are deflated), and the site imports about a quarter of it.  At build time
``tools/build/stdlib_record.mjs`` runs the page's and the AI worker's code paths under the
pinned Pyodide in Node (``tools/build/stdlib_paths.py``) and records every file of the
library they import; this module writes those files, without docstrings and comments
(``tools/build/stdlib_minify.py``), into ``pyodide/parlour-stdlib.zip``, *stored*, so that
gzip or brotli compress the whole (issue 27).  The modules Pyodide's own start imports go
in as bytecode (``tools/build/stdlib_compile.py``), those that save the most compiling for the
bytes they add, within ``BYTECODE_BUDGET``.  The loader (static/pyodide-loader.mjs)
gives it to Pyodide as ``stdLibURL`` on the page, in the AI worker and in the snapshot
maker.  Its ``sitecustomize.py`` (tools/build/stdlib_fallback.py) fetches the full library if
an import ever needs a module left out.

Recording takes Node about 10-30 s; it is cached in ``.cache/stdlib/`` under a hash of
everything it reads, and the shortened files under a hash of each one.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import tempfile
import time
import zipfile
import zlib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / ".cache" / "stdlib"
RECORDER = ROOT / "tools" / "build" / "stdlib_record.mjs"
RECORDER_FILES = ("stdlib_record.mjs", "stdlib_paths.py", "stdlib_minify.py", "stdlib_compile.py")
FALLBACK = ROOT / "tools" / "build" / "stdlib_fallback.py"
PYSCRIPT_STDLIB = ROOT / "node_modules" / "@pyscript" / "core" / "src" / "stdlib" / "pyscript.js"
SITE_STDLIB = "parlour-stdlib.zip"
"""In dist/pyodide/, beside the full ``python_stdlib.zip`` (the fallback's, and the bare page's)."""
FIXED_TIME = (2020, 1, 1, 0, 0, 0)
NODE_TIMEOUT_S = 900
BYTECODE_BUDGET = 200_000
"""How many bytes (gzip) bytecode may add to the site's zip.  Each 100 KB saves about
0.4 s of compiling on a first visit (docs/performance.md, "Pyodide's own start,
compiled"), and costs 0.09 s at 9 Mbit/s; the first visit's bytes must stay within
0.8 of the bare page's (issue 27), and this is what fits beside the rest."""


def module_name(member: str) -> str | None:
    """The module a zip member is (``email/mime/text.py`` -> ``email.mime.text``, and so
    for its bytecode ``.pyc``), or None."""
    if not member.endswith((".py", ".pyc")):
        return None
    parts = member.rsplit(".", 1)[0].split("/")
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts) if parts else None


def left_out_modules(full: zipfile.ZipFile, shipped: set[str]) -> list[str]:
    """The full library's modules that the site's zip lacks (the fallback's list)."""
    names = {module_name(member) for member in full.namelist()}
    return sorted(name for name in names if name is not None and name not in shipped)


def inputs_key(dist: Path, job: dict[str, Any]) -> str:
    """A hash of everything the recording reads: a change to any of them records again."""
    digest = hashlib.sha256()
    paths = [Path(job["pyodide"]) / "python_stdlib.zip", Path(job["pyodide"]) / "pyodide.mjs"]
    paths += [Path(p) for p in job["archives"] + job["scripts"]]
    paths += [
        Path(job["pyscript_stdlib"]),
        *(ROOT / "tools" / "build" / name for name in RECORDER_FILES),
    ]
    paths += sorted((dist / "pyodide").glob("micropip-*.whl"))
    for path in paths:
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    digest.update(json.dumps([job["snapshot_imports"], job["not_in_browser"]]).encode())
    return digest.hexdigest()[:24]


def record(dist: Path, snapshot_imports: str, not_in_browser: tuple[str, ...]) -> dict[str, Any]:
    """Which members of the full library the site's code paths read (cached; see the module)."""
    from tools.build.serve import serve_in_thread

    wheel = next((dist / "wheels").glob("parlour-*.whl"))
    job: dict[str, Any] = {
        "pyodide": str(dist / "pyodide"),
        "pyscript_stdlib": str(PYSCRIPT_STDLIB),
        "archives": [str(wheel), str(dist / "py" / "ui.zip")],
        "scripts": [str(dist / "py" / "main.py"), str(dist / "py" / "ai_worker.py")],
        "tools": str(ROOT / "tools" / "build"),
        "snapshot_imports": snapshot_imports,
        "not_in_browser": list(not_in_browser),
        "minify_cache": str(CACHE / "minified"),
    }
    key = inputs_key(dist, job)
    cached = CACHE / f"record-{key}.json"
    if cached.exists():
        return dict(json.loads(cached.read_text(encoding="utf-8")))
    started = time.perf_counter()
    print("Recording the standard library the site uses (Pyodide in Node)…", flush=True)
    server, base = serve_in_thread(dist)
    try:
        job["wheel_url"] = f"{base}wheels/{wheel.name}"
        with tempfile.TemporaryDirectory(prefix="parlour-stdlib-") as tmp:
            job_file = Path(tmp) / "job.json"
            job_file.write_text(json.dumps(job), encoding="utf-8")
            done = subprocess.run(
                ["node", str(RECORDER), str(job_file)],
                cwd=tmp,
                capture_output=True,
                text=True,
                timeout=NODE_TIMEOUT_S,
            )
    finally:
        server.shutdown()
        server.server_close()
    if done.returncode != 0:
        raise SystemExit(f"tools/build/stdlib_record.mjs failed:\n{done.stderr[-3000:]}")
    result: dict[str, Any] = json.loads(done.stdout)
    for problem in result["problems"]:
        print(f"warning: stdlib record: {problem}", file=sys.stderr)
    print(
        f"  {len(result['files'])} files recorded in {time.perf_counter() - started:.0f} s",
        flush=True,
    )
    CACHE.mkdir(parents=True, exist_ok=True)
    cached.write_text(json.dumps(result), encoding="utf-8")
    return result


def gzip_size(data: bytes) -> int:
    return len(zlib.compress(data, 9))


def bytecode_choice(
    sources: dict[str, bytes], compiled: dict[str, bytes], budget: int
) -> list[str]:
    """The members shipped as bytecode: those that save the most compiling for the bytes
    they add (a source's length stands for its compile time), while the growth, each
    member gzipped alone, fits ``budget``."""
    extra = {m: max(1, gzip_size(compiled[m]) - gzip_size(sources[m])) for m in compiled}
    chosen, spent = [], 0
    for member in sorted(compiled, key=lambda m: (-len(sources[m]) / extra[m], m)):
        if spent + extra[member] <= budget:
            chosen.append(member)
            spent += extra[member]
    return sorted(chosen)


def fallback_source(left_out: list[str]) -> bytes:
    source = FALLBACK.read_text(encoding="utf-8")
    assert source.count('"__LEFT_OUT__"') == 1
    return source.replace('"__LEFT_OUT__"', json.dumps(" ".join(left_out))).encode()


def write_site_stdlib(
    dist: Path, snapshot_imports: str, not_in_browser: tuple[str, ...]
) -> tuple[Path, list[tuple[str, int]]]:
    """Write dist/pyodide/parlour-stdlib.zip; return it and its (member, size) list."""
    recorded = record(dist, snapshot_imports, not_in_browser)
    minified: dict[str, str | None] = recorded["minified"]
    target = dist / "pyodide" / SITE_STDLIB
    members: list[tuple[str, int]] = []
    with zipfile.ZipFile(dist / "pyodide" / "python_stdlib.zip") as full:
        shipped = {str(module_name(m)) for m in recorded["files"] if module_name(m)}
        entries = {}
        for member in sorted(recorded["files"]):
            name = minified.get(member)
            entries[member] = (
                (CACHE / "minified" / name).read_bytes() if name else full.read(member)
            )
        compiled = {
            m: (CACHE / "minified" / n).read_bytes() for m, n in recorded["compiled"].items()
        }
        for member in bytecode_choice(entries, compiled, BYTECODE_BUDGET):
            del entries[member]
            entries[member[:-3] + ".pyc"] = compiled[member]
        entries["sitecustomize.py"] = fallback_source(left_out_modules(full, shipped))
    with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_STORED) as out:
        for member, data in sorted(entries.items()):
            info = zipfile.ZipInfo(member, date_time=FIXED_TIME)
            info.external_attr = 0o644 << 16
            out.writestr(info, data)
            members.append((member, len(data)))
    return target, members
