"""Browser tests: dist/ served from a thread, Debian's Chromium driven by Playwright.

dist/ is built once per session when it is missing or older than its inputs
(`python3 build.py test` builds it first and sets PARLOUR_PREBUILT=1).  Every page records all the
requests of its browser context, and a test fails if any left 127.0.0.1, or if any asked for
Pyodide's full standard library: the site's own one (tools/stdlib.py) must hold every module
that the site imports, and the full one is fetched only when an import misses (issue 27).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
for folder in (ROOT, Path(__file__).parent):  # the repo (tools/) and browser_helpers.py
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from tools import site  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
FULL_STDLIB = "/pyodide/python_stdlib.zip"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if Path(item.path).is_relative_to(Path(__file__).parent):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def dist() -> Path:
    # PARLOUR_PREBUILT=1 uses dist/ as it is (build.py test sets it after building).
    if os.environ.get("PARLOUR_PREBUILT") != "1" and site.is_stale():
        site.build()
    return site.DIST


@pytest.fixture(scope="session")
def base_url(dist: Path) -> Iterator[str]:
    server, url = serve_in_thread(dist)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: apt-get install -y chromium")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


PACE_SCRIPT = """try { if (!localStorage.getItem("parlour.pace"))
  localStorage.setItem("parlour.pace", "PACE"); } catch (error) {}"""
"""Before the page's own scripts, on every page and frame: storage may be full or denied."""


class Traffic:
    """Every request a browser context makes, and the failures among them."""

    def __init__(self, base_url: str) -> None:
        self.origin = "{0.scheme}://{0.netloc}".format(urlsplit(base_url))
        self.urls: list[str] = []
        self.failed: list[str] = []
        self.bytes = 0

    def on_request(self, request) -> None:  # noqa: ANN001
        self.urls.append(request.url)

    def on_response(self, response) -> None:  # noqa: ANN001
        if response.status >= 400:
            self.failed.append(f"{response.status} {response.url}")

    def full_stdlib(self) -> list[str]:
        return [u for u in self.urls if urlsplit(u).path.endswith(FULL_STDLIB)]

    def foreign(self) -> list[str]:
        return [
            u
            for u in self.urls
            if not u.startswith(("blob:", "data:")) and not u.startswith(self.origin + "/")
        ]


class ContextFactory:
    """New browser contexts whose traffic is checked when the test ends.

    ``allow`` adds origins a test may use besides the site's own (a host
    page on another origin that embeds the site, for instance); ``full_stdlib``
    lets a test fetch Pyodide's full standard library (the import-miss test).
    """

    def __init__(self, browser: Browser, base_url: str) -> None:
        self.browser = browser
        self.base_url = base_url
        self.opened: list[tuple[BrowserContext, Traffic, tuple[str, ...], bool]] = []

    def __call__(
        self,
        allow: tuple[str, ...] = (),
        full_stdlib: bool = False,
        pace: str = "off",
        **options: object,
    ) -> BrowserContext:
        """``pace``: how the computer's moves are shown (README: "Moves seen"); off, each one
        lands at once, as the tests of everything else expect."""
        settings: dict[str, object] = {
            "viewport": {"width": 1000, "height": 800},
            "reduced_motion": "reduce",
        }
        settings.update(options)
        ctx = self.browser.new_context(**settings)  # type: ignore[arg-type]
        ctx.add_init_script(PACE_SCRIPT.replace("PACE", pace))
        traffic = Traffic(self.base_url)
        ctx.on("request", traffic.on_request)
        ctx.on("response", traffic.on_response)
        ctx.traffic = traffic  # type: ignore[attr-defined]
        self.opened.append((ctx, traffic, allow, full_stdlib))
        return ctx

    def close_and_check(self) -> None:
        for ctx, traffic, allow, full_stdlib in self.opened:
            ctx.close()
            foreign = [
                u for u in traffic.foreign() if not u.startswith(tuple(o + "/" for o in allow))
            ]
            assert foreign == [], f"requests left the site's origin: {foreign}"
            assert traffic.failed == [], f"failed requests: {traffic.failed}"
            assert full_stdlib or traffic.full_stdlib() == [], (
                "an import missed the site's standard library and fetched the full one "
                "(tools/stdlib_paths.py should reach that code path)"
            )


@pytest.fixture
def new_context(browser: Browser, base_url: str) -> Iterator[ContextFactory]:
    factory = ContextFactory(browser, base_url)
    yield factory
    factory.close_and_check()


@pytest.fixture
def context(new_context: ContextFactory) -> BrowserContext:
    return new_context()


@pytest.fixture
def page(context: BrowserContext) -> Page:
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.errors = errors  # type: ignore[attr-defined]
    return page
