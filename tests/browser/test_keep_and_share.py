"""Autosave and resume, unreadable saves, share links (round trip, malformed, tampered)."""

from __future__ import annotations

import base64
import json
import random
import zlib

from tests.support.browser import (
    LOAD_TIMEOUT_MS,
    READY,
    log_lines,
    open_site,
    ply,
    play_one_move,
    start_game,
)
from playwright.sync_api import BrowserContext, Page

PUNTO_SHORT = {"rounds_to_win": "1"}


def test_a_game_is_saved_and_resumed_after_a_reload(page: Page, base_url: str) -> None:
    open_site(page, base_url)
    start_game(page, "punto", ["human", "random"], PUNTO_SHORT)
    play_one_move(page, random.Random(1))
    played, lines = ply(page), log_lines(page)
    assert played >= 2 and len(lines) == played
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT_MS)
    assert page.is_visible("#resume")
    assert "Punto" in page.text_content("#resume-text")
    page.click("#btn-continue")
    page.wait_for_selector("#board svg")
    assert ply(page) == played
    assert log_lines(page) == lines
    play_one_move(page, random.Random(2))
    assert ply(page) > played
    assert page.errors == []  # type: ignore[attr-defined]


def test_an_unreadable_save_is_set_aside_with_a_message(page: Page, base_url: str) -> None:
    open_site(page, base_url)
    page.evaluate("localStorage.setItem('parlour.save', '{\"format\": 1, \"record\": [broken')")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT_MS)
    assert page.is_visible("#notice")
    assert "not valid JSON" in page.text_content("#notice-text")
    kept = page.evaluate("""() => Object.keys(localStorage)
        .filter(k => k.startsWith('parlour.save.unreadable.')).map(k => localStorage.getItem(k))""")
    assert kept == ['{"format": 1, "record": [broken']
    assert page.evaluate("localStorage.getItem('parlour.save')") is None
    assert not page.is_visible("#resume")
    # The rest still works: a new game starts and is saved.
    page.click("#notice-close")
    start_game(page, "punto", ["human", "random"], PUNTO_SHORT)
    play_one_move(page, random.Random(3))
    assert page.evaluate("localStorage.getItem('parlour.save')") is not None
    assert page.errors == []  # type: ignore[attr-defined]


def test_a_share_link_reopens_the_exact_position(
    page: Page, context: BrowserContext, base_url: str
) -> None:
    open_site(page, base_url)
    start_game(page, "casino", ["human", "random"])
    play_one_move(page, random.Random(4))
    played, lines = ply(page), log_lines(page)
    page.click("#btn-share")
    assert page.is_visible("#share-dialog")
    link = page.input_value("#share-url")
    assert link.startswith(base_url) and "#g2." in link
    page.click("#share-dialog .dialog-close")
    other = context.new_page()
    open_site(other, link)
    other.wait_for_selector("#board svg")
    assert ply(other) == played
    assert log_lines(other) == lines
    assert other.title() and "#" not in other.url  # the link is consumed: a reload resumes the save
    assert page.errors == []  # type: ignore[attr-defined]


def _fragment(data: object) -> str:
    packed = zlib.compress(json.dumps(data).encode(), 9)
    return "g1." + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def test_a_malformed_or_tampered_link_says_what_is_wrong_and_keeps_the_game(
    page: Page, base_url: str
) -> None:
    open_site(page, base_url)
    start_game(page, "punto", ["human", "random"], PUNTO_SHORT)
    play_one_move(page, random.Random(5))
    saved = page.evaluate("localStorage.getItem('parlour.save')")
    lines = log_lines(page)
    page.evaluate("location.hash = '#g1.<img src=x onerror=alert(1)>'")
    page.wait_for_selector("#notice:not([hidden])")
    assert "damaged" in page.text_content("#notice-text")
    assert page.locator("#notice img").count() == 0
    tampered = json.loads(saved)
    tampered["record"]["moves"][0] = "9,9"
    page.evaluate(f"location.hash = '#{_fragment(tampered)}'")
    page.wait_for_function(
        "() => document.getElementById('notice-text').textContent.includes('move 1')"
    )
    assert page.evaluate("localStorage.getItem('parlour.save')") == saved
    assert log_lines(page) == lines and page.is_visible("#board svg")
    assert page.errors == []  # type: ignore[attr-defined]


def test_names_from_a_link_are_shown_as_text(page: Page, base_url: str) -> None:
    name = "<img src=x onerror=pwned=1>Eve"  # names are at most 40 characters
    save = {
        "format": 1,
        "record": {
            "game": "casino",  # hands are private: the device is passed, naming the person
            "version": "1",
            "options": {},
            "players": 2,
            "seed": 9,
            "moves": [],
        },
        "seats": ["human", "human"],
        "names": [name, "Bob"],
    }
    open_site(page, f"{base_url}#{_fragment(save)}")
    page.wait_for_selector("#pass:not([hidden])")
    assert name in page.text_content("#pass-text")
    assert page.locator("#play img").count() == 0
    assert page.evaluate("typeof pwned") == "undefined"
    assert page.errors == []  # type: ignore[attr-defined]
