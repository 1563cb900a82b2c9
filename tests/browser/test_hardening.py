"""Issue 16 in the built site: hostile links and saves, full storage, the CSP, revealing links."""

from __future__ import annotations

import base64
import json
import random
import zlib
from pathlib import Path

from tests.support.browser import (
    LOAD_TIMEOUT_MS,
    READY,
    log_lines,
    open_site,
    ply,
    play_one_move,
    start_game,
)
from playwright.sync_api import Page

from parlour.record import Record

PUNTO_SHORT = {"rounds_to_win": "1"}
NESTED = "[" * 10_000
VIOLATIONS = """document.addEventListener("securitypolicyviolation", (e) => {
  (window.cspViolations = window.cspViolations || []).push(`${e.violatedDirective} ${e.blockedURI}`);
});"""
# Fill localStorage to its quota with junk, halving the piece each time it no longer fits.
FILL_STORAGE = """() => {
  let piece = "x".repeat(1 << 22), n = 0;
  while (piece.length >= 1) {
    try { localStorage.setItem("junk." + n++, piece); } catch { piece = piece.slice(Math.ceil(piece.length / 2)); }
  }
}"""


def packed(text: bytes) -> str:
    """A g2 link around ``text``, with a good checksum (parlour.page.share's format)."""
    body = zlib.compress(text) + zlib.crc32(text).to_bytes(4, "big")
    return "g2." + base64.urlsafe_b64encode(body).decode().rstrip("=")


def reload(page: Page) -> None:
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT_MS)


def test_the_site_boots_and_the_computer_moves_under_the_csp(page: Page, base_url: str) -> None:
    """Issue 16: the CSP meta policy (index.html) lets Pyodide, PyScript and the AI worker run."""
    page.add_init_script(VIOLATIONS)
    open_site(page, base_url)
    policy = page.get_attribute('meta[http-equiv="Content-Security-Policy"]', "content") or ""
    assert "default-src 'self'" in policy and "object-src 'none'" in policy
    start_game(page, "punto", ["human", "hard"], PUNTO_SHORT)
    play_one_move(page, random.Random(1))
    assert ply(page) >= 2  # the computer answered
    assert page.evaluate("window.cspViolations || []") == []
    assert page.errors == []  # type: ignore[attr-defined]


def test_a_nested_link_is_refused_named_and_cleared_and_the_game_kept(
    page: Page, base_url: str
) -> None:
    """Issue 16: a 49-character link of 10,000 nested '[' stopped the page for good."""
    open_site(page, base_url)
    start_game(page, "punto", ["human", "random"], PUNTO_SHORT)
    play_one_move(page, random.Random(2))
    saved = page.evaluate("localStorage.getItem('parlour.save')")
    link = packed(NESTED.encode())
    assert len(link) < 60
    open_site(page, f"{base_url}#{link}")
    assert "nested too deeply" in page.text_content("#notice-text")
    assert link[:10] in page.text_content("#notice-text")  # the link is named, shortened
    assert page.evaluate("location.hash") == ""
    assert page.evaluate("localStorage.getItem('parlour.save')") == saved
    reload(page)  # the bad link is gone: the page loads and offers the game
    assert page.is_visible("#resume") and not page.is_visible("#notice")
    assert page.errors == []  # type: ignore[attr-defined]


def test_a_nested_save_is_set_aside_with_a_message(page: Page, base_url: str) -> None:
    """Issue 16: a save of 10,000 nested '[' hung every load and was never moved aside."""
    open_site(page, base_url)
    page.evaluate(f"localStorage.setItem('parlour.save', '{NESTED}')")
    reload(page)
    assert "nested too deeply" in page.text_content("#notice-text")
    kept = page.evaluate("""() => Object.keys(localStorage)
        .filter(k => k.startsWith('parlour.save.unreadable.')).map(k => localStorage.getItem(k))""")
    assert kept == [NESTED] and page.evaluate("localStorage.getItem('parlour.save')") is None
    reload(page)
    assert not page.is_visible("#notice")
    assert page.errors == []  # type: ignore[attr-defined]


def test_an_unreadable_save_that_cannot_be_copied_is_kept_until_the_player_chooses(
    page: Page, base_url: str
) -> None:
    """Issue 16: with storage full, a 3 MB unreadable save was said to be kept, then overwritten."""
    open_site(page, base_url)
    page.evaluate("localStorage.setItem('parlour.save', 'x'.repeat(3000000))")
    page.evaluate(FILL_STORAGE)
    reload(page)
    assert "no room to set it aside" in page.text_content("#notice-text")
    assert page.is_visible("#notice-unreadable") and page.is_visible("#notice-release")
    with page.expect_download() as download:
        page.click("#notice-unreadable")
    assert Path(download.value.path()).read_text(encoding="utf-8") == "x" * 3_000_000
    start_game(page, "punto", ["human", "random"], PUNTO_SHORT)
    play_one_move(page, random.Random(3))
    assert page.evaluate("localStorage.getItem('parlour.save').length") == 3_000_000
    assert "not being saved" in page.text_content("#notice-text")
    page.click("#notice-release")
    assert page.is_hidden("#notice")
    save = json.loads(page.evaluate("localStorage.getItem('parlour.save')"))
    assert save["record"]["game"] == "punto" and len(save["record"]["moves"]) == ply(page)
    assert page.errors == []  # type: ignore[attr-defined]


def test_a_failed_autosave_says_so_once_and_offers_the_record(page: Page, base_url: str) -> None:
    """Issue 16: three moves were played with storage full, nothing saved, and no message."""
    open_site(page, base_url)
    page.evaluate(FILL_STORAGE)
    start_game(page, "punto", ["human", "random"], PUNTO_SHORT)
    assert "could not be saved" in page.text_content("#notice-text")
    assert page.is_visible("#notice-download") and page.is_visible("#notice-link")
    page.click("#notice-close")
    play_one_move(page, random.Random(4))
    assert page.is_hidden("#notice")  # said once
    with page.expect_download() as download:
        page.evaluate("document.getElementById('notice-download').click()")
    record = Record.from_json(json.loads(Path(download.value.path()).read_text(encoding="utf-8")))
    assert len(record.moves) == ply(page) and record.game == "punto"
    assert len(log_lines(page)) == ply(page)
    assert page.errors == []  # type: ignore[attr-defined]


def test_the_share_dialog_warns_that_the_link_reveals_the_hands(page: Page, base_url: str) -> None:
    """Issue 16: a link carries the seed, so whoever opens it can rebuild every hidden hand."""
    open_site(page, base_url)
    start_game(page, "casino", ["human", "random"])
    page.click("#btn-share")
    assert page.is_visible("#share-warning")
    assert "every hand" in page.text_content("#share-warning")
    assert page.errors == []  # type: ignore[attr-defined]


def test_long_input_is_shortened_in_messages(page: Page, base_url: str) -> None:
    """Issue 16: a 60k-character ?game= made a notice 15,000 px tall."""
    open_site(page, f"{base_url}?game={'x' * 60_000}")
    assert len(page.text_content("#notice-text") or "") < 300
    open_site(page, f"{base_url}?game={'y' * 1_500}&seats=human,hard")
    text = page.text_content("#notice-text") or ""
    assert "no game" in text and len(text) < 300
    assert page.evaluate("document.getElementById('notice').offsetHeight") < 200
    assert page.errors == []  # type: ignore[attr-defined]
