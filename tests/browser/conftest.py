"""Browser tests: dist/ served from a thread, Debian's Chromium driven by Playwright.

dist/ is built once per session when it is missing or older than its inputs
(`python3 build.py test` builds it first and sets PARLOUR_PREBUILT=1).  Every page records all the
requests of its browser context, and a test fails if any left 127.0.0.1, or if any asked for
Pyodide's full standard library: the site's own one (tools/build/stdlib.py) must hold every module
that the site imports, and the full one is fetched only when an import misses (issue 27).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tools.build import site
from tests.support.chromium import CHROMIUM, CHROMIUM_ARGS, ContextFactory
from tools.build.serve import serve_in_thread

from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

ROOT = Path(__file__).resolve().parents[2]


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
