"""Assemble dist/: runtimes, the engine wheel, the browser layer, the service worker."""

from __future__ import annotations

import hashlib
import html
import importlib.util
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import cast

from tools.build.compress import candidates, is_copy, write_copies
from tools.build.icons import write_icons
from tools.build.stdlib import SITE_STDLIB, write_site_stdlib
from tools.build.stdlib_minify import shortened_or_same
from tools.build.wheel import build_wheel, write_zip

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
NODE = ROOT / "node_modules"
CACHE = ROOT / ".cache"

PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.js",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
)
# The npm pyodide package has no micropip wheel, and PyScript installs the engine
# wheel in the AI worker with micropip (see write_configs), so build.py fetches it
# from PyPI and pins its sha256, which also goes into the lock: Pyodide checks the
# integrity of what it loads.
MICROPIP_WHEEL = "micropip-0.11.1-py3-none-any.whl"
MICROPIP_SHA256 = "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"
# The PyScript chunks the page runs: the core and its error plugin (shows start-up
# errors on the page).  The other plugins (editor, terminal, game, donkey,
# deprecation warnings) are switched off in pyscript.json ("!name").  PyScript still
# imports every plugin for MicroPython ("mpy"), whose config we do not have, so
# those chunks are shipped as empty modules: a few bytes each instead of 33 KB
# (the editor and game plugins also pull in a TOML parser).
PYSCRIPT_KEEP = re.compile(r"^(core|error|pyodide_graph)[-.]")
PLUGINS_OFF = ("py-editor", "py-terminal", "py-game", "donkey", "deprecations-manager")
PLUGIN_CHUNK = re.compile(r"^(" + "|".join(PLUGINS_OFF) + r")-[\w-]+\.js$")
PLUGIN_STUB = "// Parlour: this PyScript plugin is switched off (tools/build/site.py).\nexport default null;\n"
PAGE_CONFIG = "pyscript.json"
LOADER = "pyodide/parlour-loader.mjs"
"""PyScript's "interpreter": restores a memory snapshot, else starts Pyodide plainly (static/)."""
SNAPSHOT_MAKER = "pyodide/snapshot-maker.mjs"
NOT_IN_BROWSER = ("parlour.__main__", "parlour.cli", "parlour.link.cli")
"""The command line's modules: the site never runs them (nor ships argparse for them)."""
# What a snapshot holds already imported: the standard library the page and the AI
# worker use, and every module of the engine.  PyScript's own modules cannot be in it (they hold JavaScript
# objects), nor can the UI modules, which import PyScript's.
SNAPSHOT_IMPORTS = f"""\
import asyncio, base64, binascii, collections, dataclasses, html, json, math, random, re, zlib
import importlib, pkgutil, parlour
# Every engine module, those imported late too: after a restore the AI worker's engine
# files are where micropip put them, not where the snapshot's modules came from.
for module in pkgutil.walk_packages(parlour.__path__, "parlour."):
    if module.name not in {NOT_IN_BROWSER!r}:
        importlib.import_module(module.name)
"""
WORKER_CONFIG = "pyscript-ai.json"
"""py/browser/ui_worker.py names this file for the worker's script tag."""
# Not precached by the service worker: the benchmark page, and Pyodide's full standard
# library (fetched only if an import misses the site's own, tools/build/stdlib_fallback.py).
NOT_PRECACHED = ("sw.js", "bench/", "pyodide/python_stdlib.zip")
# Written last, from templates in static/ and the content version of everything else.
GENERATED = ("sw.js", LOADER, SNAPSHOT_MAKER, "BUILD")


def ensure_node_modules() -> None:
    """Run ``npm ci`` when node_modules is missing or was installed from another lockfile.

    The lockfile's hash is the stamp, not its time: a checkout (a branch, a worktree
    sharing this folder) touches the file without changing the pins, and a needless
    ``npm ci`` empties the folder under whatever else is using it."""
    stamp = NODE / ".parlour-lock-sha256"
    lock = hashlib.sha256((ROOT / "package-lock.json").read_bytes()).hexdigest()
    if (NODE / ".package-lock.json").exists() and stamp.exists() and stamp.read_text() == lock:
        return
    print("npm ci (pinned pyodide and @pyscript/core)…", flush=True)
    subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
    stamp.write_text(lock)


def micropip_wheel() -> Path:
    """The micropip wheel from PyPI (cached in .cache/), checked against its pinned sha256."""
    path = CACHE / MICROPIP_WHEEL
    if not path.exists():
        CACHE.mkdir(exist_ok=True)
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--quiet",
                "--no-deps",
                "--only-binary=:all:",
                "--python-version",
                "3.14",
                "micropip==0.11.1",
                "-d",
                str(CACHE),
            ],
            check=True,
        )
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    if digest != MICROPIP_SHA256:
        path.unlink()
        raise SystemExit(f"{MICROPIP_WHEEL}: sha256 {digest} is not the pinned {MICROPIP_SHA256}")
    return path


def copy_pyodide(out: Path) -> None:
    src = NODE / "pyodide"
    out.mkdir(parents=True)
    for name in PYODIDE_FILES:
        if (src / name).exists():
            shutil.copy2(src / name, out / name)
    wheel = micropip_wheel()
    shutil.copy2(wheel, out / wheel.name)
    # Keep only micropip in the lock (the one package shipped) and point it at our wheel.
    lock = json.loads((src / "pyodide-lock.json").read_text())
    entry = lock["packages"]["micropip"]
    entry.update(file_name=wheel.name, sha256=MICROPIP_SHA256, depends=[])
    lock["packages"] = {"micropip": entry}
    (out / "pyodide-lock.json").write_text(json.dumps(lock, separators=(",", ":")))


def copy_pyscript(out: Path) -> None:
    src = NODE / "@pyscript" / "core" / "dist"
    out.mkdir(parents=True)
    for path in sorted(src.iterdir()):
        if path.suffix in (".js", ".css") and PYSCRIPT_KEEP.match(path.name):
            shutil.copy2(path, out / path.name)
        elif PLUGIN_CHUNK.match(path.name):
            (out / path.name).write_text(PLUGIN_STUB, encoding="utf-8")


def load_text_module() -> ModuleType:
    """py/browser/text.py: the UI catalogue, shared by the build and the page."""
    spec = importlib.util.spec_from_file_location(
        "parlour_text", ROOT / "py" / "browser" / "text.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(ROOT / "py"))  # it speaks through parlour.words
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(ROOT / "py"))
    return module


def game_list(pictures_to: Path | None = None) -> list[dict[str, object]]:
    """Every registered game, read from the engine at build time for the static menu.

    With ``pictures_to`` (dist/), the cards' board pictures are drawn there too.
    """
    sys.path.insert(0, str(ROOT / "py"))
    try:
        from parlour import registry
        from tools.build.home import card_extras, write_pictures

        games = registry.all_games()
        if pictures_to is not None:
            write_pictures(pictures_to, games)
        return [
            {
                "id": g.spec.id,
                "title": g.spec.title,
                "players": list(g.spec.player_counts),
                **card_extras(g),
            }
            for g in games
        ]
    except Exception as exc:  # the engine is optional for the static shell
        print(f"warning: no games listed in the static menu ({exc!r})", file=sys.stderr)
        return []
    finally:
        sys.path.remove(str(ROOT / "py"))


def pyscript_chunks(out: Path) -> list[str]:
    """The PyScript modules the page imports before it runs the page's script: the core
    chunk (core.js only re-exports it), the error plugin (the one plugin left on), and the
    stubs of the others (PyScript imports them for MicroPython, see PLUGIN_STUB)."""
    return [
        f"pyscript/{path.name}"
        for path in sorted((out / "pyscript").glob("*.js"))
        if re.match(r"^(core|error)-[\w-]+\.js$", path.name) or PLUGIN_CHUNK.match(path.name)
    ]


def preload_tags(out: Path) -> str:
    """The ``<head>``'s first tags: Python's start, begun at once, and what it needs (issue 27).

    The loader runs as an async module script: on the page it starts Pyodide the moment it
    has arrived (static/pyodide-loader.mjs), while the wasm, the standard library and
    Pyodide's modules, preloaded here, are on their way.  ``fetch`` preloads carry
    ``crossorigin`` so that they match the ``fetch()`` calls of Pyodide and PyScript and are
    not downloaded twice.  The engine wheel and the UI zip are not here: the loader preloads
    them once the wasm has arrived (AFTER_WASM).
    """
    modules = ["pyodide/pyodide.mjs", "pyodide/pyodide.asm.mjs"]
    fetched = ["pyodide/pyodide.asm.wasm", f"pyodide/{SITE_STDLIB}"]
    tags = [f'  <script type="module" async src="./{LOADER}"></script>']
    tags += [f'  <link rel="modulepreload" href="./{url}">' for url in modules]
    tags += [f'  <link rel="preload" href="./{url}" as="fetch" crossorigin>' for url in fetched]
    return "\n".join(tags)


def pyscript_tags(out: Path) -> str:
    """What PyScript fetches one after another before it asks for the interpreter, asked
    for at once: its modules and its config.  The page's script (main.py) is not here:
    PyScript asks for it only once Python has started, with its "files", so the loader
    preloads it with them (AFTER_WASM); preloaded here it lay unused for seconds after the
    load event on a slow start, and Chrome warned of it in the console (issue 37)."""
    tags = [f'  <link rel="modulepreload" href="./{url}">' for url in pyscript_chunks(out)]
    tags.append(f'  <link rel="preload" href="./{PAGE_CONFIG}" as="fetch" crossorigin>')
    return "\n".join(tags)


def render_index(out: Path, config_name: str) -> None:
    text = load_text_module()
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    page = page.replace("{{preloads}}", preload_tags(out))
    page = page.replace("{{pyscript_preloads}}", pyscript_tags(out))
    games = game_list(pictures_to=out)
    page = page.replace("{{games}}", text.menu_html(games))
    # The page reads the list from here, so it imports a game only when it is opened.
    page = page.replace("{{game_index}}", json.dumps(games).replace("</", "<\\/"))
    page = page.replace("{{config}}", config_name)
    page = re.sub(r"\{\{t:([a-z_.]+)\}\}", lambda m: html.escape(text.t(m.group(1))), page)
    leftover = re.findall(r"\{\{[^}]*\}\}", page)
    if leftover:
        raise SystemExit(f"index.html: unknown placeholders {leftover}")
    (out / "index.html").write_text(page, encoding="utf-8")


BARE_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>bare loadPyodide</title></head>
<body><p>bare loadPyodide benchmark</p>
<script type="module">
const t0 = performance.now();
const { loadPyodide } = await import("../pyodide/pyodide.mjs");
const py = await loadPyodide();
py.runPython("import sys");
document.body.dataset.ms = String(Math.round(performance.now() - t0));
document.body.dataset.ready = "1";
</script></body></html>
"""


def site_files(dist: Path, skip: tuple[str, ...]) -> list[str]:
    """Every file of the site but those under ``skip`` and the compressed copies (the
    server sends those in place of the file itself)."""
    return sorted(
        p.relative_to(dist).as_posix()
        for p in dist.rglob("*")
        if p.is_file() and not p.relative_to(dist).as_posix().startswith(skip) and not is_copy(p)
    )


def content_version(dist: Path) -> str:
    """A hash of every file but the generated ones, and of the templates these are made from."""
    digest = hashlib.sha256()
    for name in site_files(dist, GENERATED + ("bench/",)):
        digest.update(name.encode() + b"\0" + (dist / name).read_bytes())
    for template in ("sw.js", "pyodide-loader.mjs", "snapshot-maker.mjs"):
        digest.update((ROOT / "static" / template).read_bytes())
    digest.update(PYSCRIPT_STDLIB.read_bytes())  # compiled into the snapshot
    digest.update(SNAPSHOT_IMPORTS.encode())
    return digest.hexdigest()[:16]


def write_snapshot_scripts(dist: Path, version: str, wheel_name: str) -> None:
    """The snapshot loader and maker, next to pyodide.mjs (PyScript derives indexURL from it)."""
    loader = (ROOT / "static" / "pyodide-loader.mjs").read_text(encoding="utf-8")
    # What the page fetches once Python has started, relative to the loader (pyodide/):
    # the engine wheel (the loader's), PyScript's "files" and then the page's script.
    after_wasm = [f"../wheels/{wheel_name}", f"../{UI_ARCHIVE}", "../py/main.py"]
    loader = loader.replace("__BUILD__", version).replace("__AFTER_WASM__", json.dumps(after_wasm))
    loader = loader.replace("__ENGINE_WHEEL__", json.dumps(f"../wheels/{wheel_name}"))
    (dist / LOADER).write_text(loader, encoding="utf-8")
    maker = (ROOT / "static" / "snapshot-maker.mjs").read_text(encoding="utf-8")
    maker = maker.replace("__WHEEL__", wheel_name).replace("__IMPORTS__", SNAPSHOT_IMPORTS)
    maker = maker.replace("__UI_ARCHIVE__", f"../{UI_ARCHIVE}")
    maker = maker.replace("__PYSCRIPT_SOURCES__", json.dumps(pyscript_sources()))
    (dist / SNAPSHOT_MAKER).write_text(maker, encoding="utf-8")


PYSCRIPT_STDLIB = NODE / "@pyscript" / "core" / "src" / "stdlib" / "pyscript.js"
"""PyScript's own Python package, as its bundle writes it at every start (an artifact of
its build: one JS object of sources by folder)."""


def pyscript_sources() -> dict[str, str]:
    """PyScript's package by path ("pyscript/__init__.py": source), for the snapshot to hold
    compiled (py/browser/precompiled.py)."""
    text = PYSCRIPT_STDLIB.read_text(encoding="utf-8")
    tree = json.loads(text[text.index("{") : text.rindex("}") + 1])
    found: dict[str, str] = {}

    def walk(base: str, folder: dict[str, object]) -> None:
        for name, item in folder.items():
            if isinstance(item, str):
                found[base + name] = item
            else:
                walk(f"{base}{name}/", cast(dict[str, object], item))

    walk("", tree)
    return found


def write_service_worker(dist: Path, version: str) -> None:
    """sw.js precaching every file, under a cache name made from their content hashes."""
    files = site_files(dist, NOT_PRECACHED)
    urls = ["./"] + [f"./{name}" for name in files]
    template = (ROOT / "static" / "sw.js").read_text(encoding="utf-8")
    script = template.replace("__VERSION__", version).replace(
        "__FILES__", json.dumps(urls, indent=1)
    )
    (dist / "sw.js").write_text(script, encoding="utf-8")


def stamp(dist: Path) -> str:
    """Write what depends on the build's version (loader, maker, sw.js, BUILD); return it."""
    version = content_version(dist)
    wheel = next((dist / "wheels").glob("parlour-*.whl"))
    write_snapshot_scripts(dist, version, wheel.name)
    write_service_worker(dist, version)
    (dist / "BUILD").write_text(version + "\n")
    write_copies(dist, [dist / name for name in GENERATED if dist / name in candidates(dist)])
    return version


SCRIPTS = ("main.py", "ai_worker.py")
"""The page's and the worker's ``src``: PyScript runs them as scripts, not imports."""
UI_ARCHIVE = "py/ui.zip"
"""Every other module of py/browser, in one file for PyScript's "files" to fetch and unpack
(one request instead of 19)."""


def shipped_source(path: Path) -> bytes:
    """A file of the engine or the interface as the site ships it: Python without its
    docstrings and comments, every line in its place (tools/build/stdlib_minify.py), so that a
    traceback's line numbers are the repository's.  That is 0.1 MB (gzip) less on a
    first visit, which the standard library's bytecode spends (tools/build/stdlib.py)."""
    data = path.read_bytes()
    if path.suffix != ".py":
        return data
    return shortened_or_same(data.decode("utf-8"), keep_lines=True).encode("utf-8")


def write_browser_layer(dist: Path) -> None:
    """The two scripts as files, the modules they import in UI_ARCHIVE."""
    source = ROOT / "py" / "browser"
    (dist / "py").mkdir()
    for name in SCRIPTS:
        shutil.copy2(source / name, dist / "py" / name)
    modules = sorted(p for p in source.glob("*.py") if p.name not in SCRIPTS)
    write_zip(dist / UI_ARCHIVE, [(path.name, shipped_source(path)) for path in modules])


def write_configs(dist: Path, wheel_name: str) -> None:
    """pyscript.json for the page, pyscript-ai.json for the computer players' worker.

    Both get the same engine wheel in two ways.  On the page the loader unpacks it
    straight into Python's path (the working directory): installing it with micropip costs ~0.36 s of
    start-up (load micropip, import it, install; docs/performance.md), which alone
    would put time to interactive past 1.15x the bare Pyodide page (issue 8).
    The worker starts after the board is interactive, so it installs the wheel with
    the pinned micropip, as the design card asks, without delaying anyone.  Both
    name the snapshot loader as "interpreter" (issue 15): a restored worker has the
    whole engine imported already (SNAPSHOT_IMPORTS), and micropip installs it anyway.
    """
    shared = {"interpreter": f"./{LOADER}", "plugins": [f"!{name}" for name in PLUGINS_OFF]}
    # The page's engine wheel is the loader's to unpack (static/pyodide-loader.mjs,
    # unpackEngine): at once on a plain start, once the page is settled after a restore.
    page = {**shared, "files": {f"./{UI_ARCHIVE}": "./*"}}
    # The page calls the worker's exports (ai_worker.__export__) and the worker never uses
    # the page's window or document: PyScript's own "sync_main_only" says so, and then it
    # does not warn on every load that it lacks SharedArrayBuffer, which would need the
    # cross-origin isolation headers (COOP/COEP) the site must not ask of its hosts.
    worker = {**shared, "packages": [f"./wheels/{wheel_name}"], "sync_main_only": True}
    (dist / PAGE_CONFIG).write_text(json.dumps(page, indent=1))
    (dist / WORKER_CONFIG).write_text(json.dumps(worker, indent=1))


def build(dist: Path = DIST) -> str:
    """Build dist/ from scratch; return the content version."""
    ensure_node_modules()
    if dist.exists():
        shutil.rmtree(dist)
    dist.mkdir()
    copy_pyodide(dist / "pyodide")
    copy_pyscript(dist / "pyscript")
    wheel = build_wheel(
        ROOT / "py" / "parlour", dist / "wheels", "Classic table games engine", shipped_source
    )
    write_configs(dist, wheel.name)
    write_browser_layer(dist)
    write_site_stdlib(dist, SNAPSHOT_IMPORTS, NOT_IN_BROWSER)
    shutil.copytree(
        ROOT / "static", dist / "static", ignore=shutil.ignore_patterns("sw.js", "*.mjs")
    )
    write_icons(dist / "static")
    render_index(dist, f"./{PAGE_CONFIG}")
    (dist / "bench").mkdir()
    (dist / "bench" / "bare.html").write_text(BARE_PAGE, encoding="utf-8")
    version = stamp(dist)
    write_copies(dist)
    return version


def input_mtime() -> float:
    """Newest modification time among the build's inputs (for staleness checks)."""
    paths = [ROOT / "index.html", ROOT / "build.py", ROOT / "package-lock.json"]
    for folder in ("py", "static", "tools"):
        paths.extend(
            p for p in (ROOT / folder).rglob("*") if p.is_file() and "__pycache__" not in p.parts
        )
    return max(p.stat().st_mtime for p in paths if p.exists())


def is_stale(dist: Path = DIST) -> bool:
    stamp = dist / "BUILD"
    return not stamp.exists() or stamp.stat().st_mtime < input_mtime()
