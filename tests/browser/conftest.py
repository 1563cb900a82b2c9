"""Browser tests: dist/ served from a thread, Debian's Chromium driven by Playwright.

dist/ is built once per session when it is missing or older than its inputs
(`python3 build.py test` builds it first and sets PARLOUR_PREBUILT=1).  Every page records all the
requests of its browser context, and a test fails if any left 127.0.0.1.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools import site  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

pytest.importorskip("playwright", reason="pip install -r requirements-dev.txt")
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-quic",
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

    def foreign(self) -> list[str]:
        return [u for u in self.urls
                if not u.startswith(("blob:", "data:")) and not u.startswith(self.origin + "/")]


@pytest.fixture
def context(browser: Browser, base_url: str) -> Iterator[BrowserContext]:
    ctx = browser.new_context(viewport={"width": 1000, "height": 800}, reduced_motion="reduce")
    traffic = Traffic(base_url)
    ctx.on("request", traffic.on_request)
    ctx.on("response", traffic.on_response)
    ctx.traffic = traffic  # type: ignore[attr-defined]
    yield ctx
    ctx.close()
    assert traffic.foreign() == [], f"requests left the site's origin: {traffic.foreign()}"
    assert traffic.failed == [], f"failed requests: {traffic.failed}"


@pytest.fixture
def page(context: BrowserContext) -> Page:
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.errors = errors  # type: ignore[attr-defined]
    return page
