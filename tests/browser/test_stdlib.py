"""The site's own standard library (issue 27): a module it left out still imports.

The site ships only the standard library its code uses (tools/build/stdlib.py); every other
browser test fails if a page fetches Pyodide's full library (conftest.py).  Here the
page's script and the AI worker's each get a few lines more (through a route: the
files are the built site's, with those lines added) that import modules the trim
left out: a whole package (``xml.dom.minidom``), a submodule of a package that is
shipped (``email.mime.text``) and a codec (``cp1252``, an ``encodings`` submodule).
Each interpreter fetches the full library once, says so in the console, and the
page still plays against the computer.
"""

from __future__ import annotations

import random
import zipfile
from collections.abc import Callable
from pathlib import Path

from tests.support.browser import LOAD_TIMEOUT_MS, MOVE_TIMEOUT_MS, play_one_move, ply, settle
from tests.support.chromium import FULL_STDLIB, ContextFactory

from tools.build import stdlib
from tools.build.stdlib import SITE_STDLIB

from playwright.sync_api import Route

LEFT_OUT = ("xml/dom/minidom.py", "email/mime/text.py", "encodings/cp1252.py")
MISSES = """
import xml.dom.minidom
from email.mime.text import MIMEText
_parlour_miss = "|".join([
    xml.dom.minidom.parseString("<a><b/></a>").documentElement.firstChild.tagName,
    MIMEText("hi").get_content_type(),
    "é".encode("cp1252").hex(),
])
"""
PAGE_MISSES = (
    MISSES
    + """
from pyscript import document as _document
_document.documentElement.dataset.stdlibMiss = _parlour_miss
"""
)
WORKER_MISSES = (
    MISSES
    + """
import js as _js
_js.BroadcastChannel.new("parlour-test").postMessage(_parlour_miss)
"""
)
LISTEN = """new BroadcastChannel("parlour-test").onmessage = (event) => {
  document.documentElement.dataset.workerMiss = event.data;
};"""
EXPECTED = "b|text/plain|e9"


def add_lines(lines: str) -> Callable[[Route], None]:
    """A route handler: the built file as served, with ``lines`` added at its end."""

    def handle(route: Route) -> None:
        response = route.fetch()
        route.fulfill(response=response, body=response.text() + lines)

    return handle


def test_the_trim_leaves_these_modules_out(dist: Path) -> None:
    with zipfile.ZipFile(dist / "pyodide" / SITE_STDLIB) as shipped:
        modules = {stdlib.module_name(member) for member in shipped.namelist()}
    assert not modules & {stdlib.module_name(member) for member in LEFT_OUT}
    assert {"email", "encodings", "typing"} <= modules


def test_a_left_out_module_imports_on_the_page_and_in_the_worker(
    new_context: ContextFactory, base_url: str
) -> None:
    ctx = new_context(full_stdlib=True, service_workers="block")
    ctx.add_init_script(LISTEN)
    ctx.route(base_url + "py/main.py", add_lines(PAGE_MISSES))
    ctx.route(base_url + "py/ai_worker.py", add_lines(WORKER_MISSES))
    page = ctx.new_page()
    console: list[str] = []
    errors: list[str] = []
    page.on("console", lambda message: console.append(message.text))
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(base_url + "?game=punto&seats=human,hard")
    page.wait_for_selector("html[data-stdlib-miss]", state="attached", timeout=LOAD_TIMEOUT_MS)
    assert page.get_attribute("html", "data-stdlib-miss") == EXPECTED
    page.wait_for_selector("html[data-worker-miss]", state="attached", timeout=LOAD_TIMEOUT_MS)
    assert page.get_attribute("html", "data-worker-miss") == EXPECTED
    # Once per interpreter: the page and the worker (three imports each).
    fetched = ctx.traffic.full_stdlib()  # type: ignore[attr-defined]
    assert len(fetched) == 2, fetched
    assert all(url.endswith(FULL_STDLIB) for url in fetched)
    assert sum("loading Pyodide's whole python_stdlib.zip" in line for line in console) >= 1
    # Both interpreters go on working: the human moves, the worker answers.
    page.wait_for_selector('body[data-ai-ready="1"]', state="attached", timeout=MOVE_TIMEOUT_MS)
    settle(page)
    play_one_move(page, random.Random(27))
    assert ply(page) >= 2
    assert errors == []
