"""Debian's Chromium as the browser tests and benches drive it: its flags, and browser
contexts whose every request is recorded and checked when the test ends (nothing may leave
the site's origin, nothing may fail, and Pyodide's full standard library is never fetched
unless a test allows it)."""

from __future__ import annotations

from urllib.parse import urlsplit

from playwright.sync_api import Browser, BrowserContext, Request, Response

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

    def on_request(self, request: Request) -> None:
        self.urls.append(request.url)

    def on_response(self, response: Response) -> None:
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
                "(tools/build/stdlib_paths.py should reach that code path)"
            )
