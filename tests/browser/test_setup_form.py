"""Issue 14: the setup form offers only what can be played, in the player's words."""

from __future__ import annotations

from typing import Any

from tests.support.browser import MOVE_TIMEOUT_MS, open_site, shipped_game_ids
from playwright.sync_api import Page

from parlour import registry
from parlour.core import Game
from parlour.guide import choice_label, option_help, option_label, value_text
from parlour.setups import choices_allowed, combinations, players_allowed
from parlour.words import speaking

PLAYERS = "#setup-players"


def _control(name: str) -> str:
    return PLAYERS if name == "players" else f'#setup [data-option="{name}"]'


def _offered(page: Page, name: str) -> list[str]:
    return page.eval_on_selector(_control(name), "s => Array.from(s.options, o => o.value)")


def _check_offers(page: Page, game: Game) -> None:
    """What the form offers now is exactly what the engine allows with the form's choices."""
    players = int(page.input_value(PLAYERS))
    options = {o.name: page.input_value(_control(o.name)) for o in game.spec.options}
    assert _offered(page, "players") == [str(n) for n in players_allowed(game.spec, options)]
    for option in game.spec.options:
        allowed = choices_allowed(game.spec, option, players)
        assert _offered(page, option.name) == [value_text(v) for v in allowed], option.name


def _choose(page: Page, game: Game, players: int, options: dict[str, Any]) -> None:
    """Reach a setup through the form, setting each control once the form offers its value."""
    wanted = {"players": str(players), **{k: value_text(v) for k, v in options.items()}}
    for _ in range(len(wanted) + 1):
        for name, value in wanted.items():
            if page.input_value(_control(name)) != value and value in _offered(page, name):
                page.select_option(_control(name), value)  # the form redraws itself
                _check_offers(page, game)
    reached = {name: page.input_value(_control(name)) for name in wanted}
    assert reached == wanted, f"the form does not offer {wanted}"


def test_every_setup_the_form_offers_starts(page: Page, base_url: str) -> None:
    """Each option value with each player count it allows, the other options at the values
    the form falls back to (parlour.setups.combinations), not the full cross product: every
    value and every count the form can offer is started once, and the board appears."""
    open_site(page, base_url)
    for game_id in shipped_game_ids():
        game = registry.get(game_id)
        page.click(f'#game-list [data-game="{game_id}"]')
        page.wait_for_selector('body[data-screen="setup"]')
        _check_offers(page, game)
        for players, options in combinations(game.spec):
            _choose(page, game, players, options)
            page.click("#setup-start")
            page.wait_for_selector('body[data-screen="play"] #board svg', timeout=MOVE_TIMEOUT_MS)
            assert "wrong" not in page.inner_text("#status"), (game_id, players, options)
            page.click("#btn-new")
            page.wait_for_selector('body[data-screen="setup"]')
        page.click("#setup-back")
    assert page.errors == []  # type: ignore[attr-defined]


def _english_words(game: Game) -> set[str]:
    """Every option label, help and value label in English that Portuguese words differently."""
    found: set[str] = set()
    for option in game.spec.options:
        texts = [(lambda o=option: option_label(game, o)), (lambda o=option: option_help(game, o))]
        texts += [(lambda o=option, v=value: choice_label(game, o, v)) for value in option.choices]
        for text in texts:
            with speaking("en"):
                english = text()
            with speaking("pt"):
                if text() != english:  # game names such as "Sideways" are the same in both
                    found.add(english)
    return found


def test_the_portuguese_setup_has_no_english_option_words(page: Page, base_url: str) -> None:
    open_site(page, base_url)
    page.select_option("#lang", "pt")
    page.wait_for_selector('html[lang="pt"]')
    for game_id in shipped_game_ids():
        game = registry.get(game_id)
        page.click(f'#game-list [data-game="{game_id}"]')
        page.wait_for_selector('body[data-screen="setup"]')
        for players in game.spec.player_counts:  # every value shows at some count
            if str(players) in _offered(page, "players"):
                page.select_option(PLAYERS, str(players))
            shown = page.eval_on_selector_all(
                "#setup label, #setup option, #setup small, #setup legend, #setup h2",
                "nodes => nodes.map(n => n.textContent.trim())",
            )
            leaked = sorted(set(shown) & _english_words(game))
            assert leaked == [], f"{game_id}: English in the Portuguese setup: {leaked}"
            for raw in ("(D", "rulebook", "livro de regras", "no-trail", "next-turn", "_"):
                assert not [text for text in shown if raw in text], (game_id, raw)
            helps = page.locator("#setup .field:has([data-option]) small").count()
            assert helps == len(game.spec.options)  # every option explains itself
        page.click("#setup-back")
    assert page.errors == []  # type: ignore[attr-defined]
