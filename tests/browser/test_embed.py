"""The embed: a host page on another origin shows Parlour in an iframe, and a move is played."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from tests.support.browser import LOAD_TIMEOUT_MS, READY, ply, play_one_move, settle
from playwright.sync_api import BrowserContext

from tools.build.serve import serve_in_thread

HOST_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head>
<body><h1>A blog post with a game</h1>
<iframe src="{src}" width="700" height="640" title="Parlour" style="border:0"></iframe>
</body></html>"""


@pytest.fixture
def host_origin(tmp_path: Path, base_url: str) -> Iterator[str]:
    """A second server; reached as localhost, it is another origin than 127.0.0.1."""
    src = f"{base_url}?embed=1&game=punto&seats=human,random&option.rounds_to_win=1"
    (tmp_path / "host.html").write_text(HOST_PAGE.format(src=src), encoding="utf-8")
    server, url = serve_in_thread(tmp_path)
    yield url.replace("127.0.0.1", "localhost").rstrip("/")
    server.shutdown()
    server.server_close()


def test_a_page_on_another_origin_embeds_a_game_and_plays_it(
    new_context: Callable[..., BrowserContext], host_origin: str, base_url: str
) -> None:
    page = new_context(allow=(host_origin,)).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(f"{host_origin}/host.html")
    assert page.evaluate("location.origin") != base_url.rstrip("/")
    frame = page.locator("iframe").element_handle().content_frame()
    assert frame is not None
    frame.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT_MS)
    settle(frame)  # the query started the game: no menu, no setup
    assert frame.get_attribute("body", "data-screen") == "play"
    assert frame.is_hidden(".topbar") and frame.is_hidden(".footer")
    fits = frame.evaluate(
        "() => { const e = document.scrollingElement; return e.scrollWidth <= e.clientWidth; }"
    )
    assert fits, "the embed is wider than its frame"
    play_one_move(frame, random.Random(8))
    assert ply(frame) >= 2
    assert errors == []


def test_the_embed_dialog_gives_an_iframe_snippet(
    new_context: Callable[..., BrowserContext], base_url: str
) -> None:
    page = new_context().new_page()
    page.goto(f"{base_url}?game=casino&seats=human,hard&option.target=11")
    page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT_MS)
    settle(page)
    page.click("#btn-embed")
    snippet = page.input_value("#embed-code")
    assert snippet.startswith("<iframe ") and "embed=1" in snippet
    assert (
        "game=casino" in snippet and "seats=human,hard" in snippet and "option.target=11" in snippet
    )
