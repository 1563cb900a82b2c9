"""The home page to choose from (issue 14): a picture, a line, players and length, Learn.

Issue 24: on a phone too: pictures drawn for the card, Colomino's four games named, two
cards above the fold at 390x844, "Play" starting a game against the computer at the level
last used (the form one tap away under "Options"), a header that speaks to a player.
"""

from __future__ import annotations

import json
import re

from tests.support.browser import READY, open_site, shipped_game_ids
from playwright.sync_api import Page

CARD = "#game-list [data-card]"


def card_facts(page: Page) -> list[dict[str, object]]:
    return page.eval_on_selector_all(
        CARD,
        """cards => cards.map(c => ({
        id: c.dataset.card,
        picture: c.querySelector("img.card-picture")?.getAttribute("src") || "",
        drawn: (c.querySelector("img.card-picture")?.naturalWidth || 0) > 0,
        about: c.querySelector(".card-about").textContent,
        meta: c.querySelector(".card-meta").textContent,
        learn: c.querySelectorAll("[data-lesson]").length,
        play: c.querySelectorAll("[data-play]").length,
        options: c.querySelectorAll("[data-game]").length,
        variants: c.querySelector(".card-variants")?.textContent || "",
    }))""",
    )


def test_every_card_shows_its_board_what_it_is_players_and_length(
    page: Page, base_url: str
) -> None:
    # The static menu, before Python starts, says "Getting the games ready…", not "Loading
    # Python": read from the page as served (once Python is ready the line is cleared, and
    # on a quick start that may come before a check of the live page).
    response = page.goto(base_url)
    assert response is not None
    served = re.search(r'<p id="status"[^>]*>([^<]*)<', response.text())
    assert served and served.group(1) == "Getting the games ready…"
    page.wait_for_function(
        "() => [...document.querySelectorAll('img.card-picture')].every(i => i.complete)"
    )
    facts = card_facts(page)
    assert sorted(f["id"] for f in facts) == sorted(shipped_game_ids())
    for fact in facts:
        assert fact["picture"] == f"./static/boards/{fact['id']}.svg" and fact["drawn"]
        assert len(str(fact["about"])) > 20
        assert "players" in str(fact["meta"]) and "minutes" in str(fact["meta"])
        assert fact["play"] == 1 and fact["options"] == 1
        assert fact["learn"] == (2 if fact["id"] == "colomino" else 1)
    colomino = next(f for f in facts if f["id"] == "colomino")
    assert colomino["variants"] == "4 games in one: Sideways, Fourways, Threeways, Domino"
    page.wait_for_selector(READY, state="attached", timeout=90_000)
    assert page.text_content("#status") == ""  # ready: nothing to say (no "Ready")
    page.select_option("#lang", "pt")
    assert page.text_content("#status") == ""
    for fact in card_facts(page):
        assert fact["picture"] == f"./static/boards/{fact['id']}.svg"  # no words: one picture
        assert "jogadores" in str(fact["meta"]) and "minutos" in str(fact["meta"])
    assert page.text_content('#game-list [data-lesson="colomino-domino"]') == "Aprender o Dominó"
    assert "4 jogos num só" in page.text_content('[data-card="colomino"] .card-variants')


def test_continue_shows_on_the_card_of_the_saved_game(page: Page, base_url: str) -> None:
    open_site(page, base_url)
    assert page.locator("#game-list [data-continue]:visible").count() == 0
    page.click('#game-list [data-play="casino"]')
    page.wait_for_selector("#board svg")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=90_000)
    assert page.is_visible('#game-list [data-continue="casino"]')
    assert page.locator("#game-list [data-continue]:visible").count() == 1
    page.click('#game-list [data-continue="casino"]')
    page.wait_for_selector("#play:not([hidden]) #board svg")
    assert page.text_content("#play-title") == "Casino"


def saved_seats(page: Page) -> list[str]:
    saved = page.evaluate("() => localStorage.getItem('parlour.save')")
    return list(json.loads(saved)["seats"])


def test_play_starts_a_game_at_once_at_the_level_last_used(page: Page, base_url: str) -> None:
    """Issue 24: "Play" is you against the computer, no form; the level is the last one
    chosen (easy the first time); "Options" opens the form."""
    open_site(page, base_url)
    assert page.evaluate("() => localStorage.getItem('parlour.level')") is None
    page.click('#game-list [data-play="punto"]')
    page.wait_for_selector("#play:not([hidden]) #board svg")
    assert saved_seats(page) == ["human", "easy"]
    page.click("#btn-menu")
    page.click('#game-list [data-game="cardino"]')  # "Options": the form, one tap away
    page.wait_for_selector("#setup:not([hidden])")
    page.select_option("#seat1", "hard")
    page.click("#setup-start")
    page.wait_for_selector("#play:not([hidden]) #board svg")
    assert saved_seats(page) == ["human", "hard"]
    page.click("#btn-menu")
    assert "Computer (hard)" in (page.get_attribute('[data-play="casino"]', "aria-label") or "")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=90_000)
    page.click('#game-list [data-play="casino"]')
    page.wait_for_selector("#play:not([hidden]) #board svg")
    assert saved_seats(page) == ["human", "hard"]
    assert page.text_content("#play-title") == "Casino"


def test_two_cards_show_above_the_fold_on_a_phone(new_context, base_url: str) -> None:  # noqa: ANN001
    """Issue 24: at 390x844 the first two cards, buttons and all, are on the first screen."""
    for lang in ("en", "pt"):
        page = new_context(
            viewport={"width": 390, "height": 844},
            locale={"en": "en-GB", "pt": "pt-PT"}[lang],
            has_touch=True,
            is_mobile=True,
        ).new_page()
        open_site(page, base_url)
        bottoms = page.eval_on_selector_all(
            CARD, "cards => cards.map(c => c.getBoundingClientRect().bottom)"
        )
        assert bottoms[1] <= 844, f"{lang}: the second card ends at {bottoms[1]:.0f}px"
        sizes = page.eval_on_selector_all(
            "#game-list img.card-picture",
            "imgs => imgs.map(i => [i.getBoundingClientRect().width, i.getBoundingClientRect().height])",
        )
        assert all(w == 120 and h == 90 for w, h in sizes), sizes
        small = page.eval_on_selector_all(
            "#game-list button, #game-list span",
            """nodes => nodes.filter(n => n.offsetParent).flatMap(n => {
              const r = n.getBoundingClientRect(), px = parseFloat(getComputedStyle(n).fontSize);
              const out = [];
              if (px < 11) out.push(`${n.textContent} text ${px}px`);
              if (n.tagName === "BUTTON" && (r.width < 24 || r.height < 24))
                out.push(`${n.textContent} button ${r.width}x${r.height}`);
              if (r.right > innerWidth) out.push(`${n.textContent} past the right edge`);
              return out;
            })""",
        )
        assert small == [], small


def test_play_pressed_while_python_loads_starts_the_game_once_ready(
    page: Page, base_url: str
) -> None:
    """The static menu takes the tap (static/boot.js) and the game starts when Python is up."""
    page.goto(base_url)
    page.click('#game-list [data-play="cardino"]')  # before body[data-ready], as a rule
    page.wait_for_selector("#play:not([hidden]) #board svg", timeout=90_000)
    assert page.text_content("#play-title") == "Cardino"
    assert saved_seats(page) == ["human", "easy"]


def test_with_a_friend_on_the_cards_of_games_played_by_link(page: Page, base_url: str) -> None:
    """Issue 26, "Start": the home page offers a game by link for every game that plays by
    link, one tap from the card to naming yourself as the host."""
    open_site(page, base_url)
    offered = page.eval_on_selector_all(
        "#game-list [data-friend]", "buttons => buttons.map(b => b.dataset.friend)"
    )
    assert sorted(offered) == sorted(shipped_game_ids())  # every game plays by link
    page.click('#game-list [data-friend="punto"]')
    page.wait_for_selector("#friend-name:not([hidden])")
    assert "Play Punto with a friend" in page.inner_text("#friend-ask")
    assert page.is_visible("#friend-name-input")
