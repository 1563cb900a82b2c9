"""The home page to choose from (issue 14): a picture, a line, players and length, Learn."""

from __future__ import annotations

from browser_helpers import READY, open_site, shipped_game_ids
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
        play: c.querySelectorAll("[data-game]").length,
    }))""",
    )


def test_every_card_shows_its_board_what_it_is_players_and_length(
    page: Page, base_url: str
) -> None:
    page.goto(base_url)  # the static menu, before Python starts
    page.wait_for_function(
        "() => [...document.querySelectorAll('img.card-picture')].every(i => i.complete)"
    )
    facts = card_facts(page)
    assert sorted(f["id"] for f in facts) == sorted(shipped_game_ids())
    for fact in facts:
        assert fact["picture"] == f"./static/boards/{fact['id']}.en.svg" and fact["drawn"]
        assert len(str(fact["about"])) > 20
        assert "players" in str(fact["meta"]) and "minutes" in str(fact["meta"])
        assert fact["play"] == 1 and fact["learn"] == (2 if fact["id"] == "colomino" else 1)
    page.wait_for_selector(READY, state="attached", timeout=90_000)
    assert page.text_content("#status") == "Ready"
    page.select_option("#lang", "pt")
    assert page.text_content("#status") == "Pronto"  # the header's status is retold too
    for fact in card_facts(page):
        assert fact["picture"] == f"./static/boards/{fact['id']}.pt.svg"
        assert "jogadores" in str(fact["meta"]) and "minutos" in str(fact["meta"])
    assert page.text_content('#game-list [data-lesson="colomino-domino"]') == "Aprender o Dominó"


def test_continue_shows_on_the_card_of_the_saved_game(page: Page, base_url: str) -> None:
    open_site(page, base_url)
    assert page.locator("#game-list [data-continue]:visible").count() == 0
    page.click('#game-list [data-game="casino"]')
    page.click("#setup-start")
    page.wait_for_selector("#board svg")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=90_000)
    assert page.is_visible('#game-list [data-continue="casino"]')
    assert page.locator("#game-list [data-continue]:visible").count() == 1
    page.click('#game-list [data-continue="casino"]')
    page.wait_for_selector("#play:not([hidden]) #board svg")
    assert page.text_content("#play-title") == "Casino"
