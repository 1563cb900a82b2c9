"""Every lesson completes in the page, in English and in Portuguese (issue 14).

Each lesson is opened from its game's card on the home page, one wrong
click is made and must be explained, the highlighted targets are clicked
until the end, and the lesson's closing button starts a real game.  The
rules panel offers the same lessons.
"""

from __future__ import annotations

import pytest
from browser_helpers import LOAD_TIMEOUT_MS, open_site

from parlour import registry
from parlour.lesson import Lesson, LessonRun, lessons_for
from parlour.words import speaking
from playwright.sync_api import Page

LESSONS = [found for game in registry.all_games() for found in lessons_for(game.id)]
BOARD = "#lesson-board"


def renders(page: Page) -> int:
    return int(page.get_attribute(BOARD, "data-renders") or "0")


def click(page: Page, target: str) -> None:
    before = renders(page)
    page.locator(f'{BOARD} [data-target="{target}"]').first.dispatch_event("click")
    page.wait_for_function(
        f"() => Number(document.querySelector('{BOARD}').dataset.renders) > {before}"
    )


def other_target(page: Page, wanted: str) -> str | None:
    shown = page.eval_on_selector_all(
        f"{BOARD} [data-target]", "ns => ns.map(n => n.dataset.target)"
    )
    others = [t for t in shown if t != wanted]
    return others[0] if others else None


def complete(page: Page, found: Lesson, lang: str) -> None:
    page.click(f'#game-list [data-lesson="{found.id}"]')
    page.wait_for_selector("#lesson:not([hidden])")
    run = LessonRun(found)
    explained = False
    with speaking(lang):
        assert page.text_content("#lesson-title") == found.title
        while not run.done:
            assert page.text_content("#lesson-text") == found.say(run.step.text)
            wanted = page.get_attribute(BOARD, "data-expected")
            assert wanted == run.expected_target()
            assert page.locator(f'{BOARD} [data-target="{wanted}"].lesson-target').count() >= 1
            other = other_target(page, wanted)
            if not explained and other is not None:
                click(page, other)
                assert page.is_visible("#lesson-wrong")
                assert page.text_content("#lesson-wrong") == found.say(run.step.wrong)
                assert page.get_attribute(BOARD, "data-expected") == wanted  # nothing moved
                explained = True
            click(page, wanted)
            run = run.click(wanted).run
        assert page.get_attribute(BOARD, "data-done") == "1"
        assert page.text_content("#lesson-text") == found.finale
    assert explained, f"{found.id}: no wrong click was tried"
    page.click("#lesson-play")
    page.wait_for_selector("#play:not([hidden]) #board svg")
    title = registry.get(found.game_id).spec.title
    assert page.text_content("#play-title") == title
    page.click("#btn-menu")
    assert page.is_visible(f'#game-list [data-continue="{found.game_id}"]')


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_every_lesson_completes_from_the_home_page(new_context, base_url: str, lang: str) -> None:  # noqa: ANN001
    page = new_context(locale={"en": "en-GB", "pt": "pt-PT"}[lang]).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_site(page, base_url)
    assert page.input_value("#lang") == lang
    for found in LESSONS:
        complete(page, found, lang)
    assert errors == []


def test_the_rules_panel_offers_the_lessons(page: Page, base_url: str) -> None:
    open_site(page, base_url)
    page.click('#game-list [data-game="colomino"]')
    page.click("#setup-rules")
    page.wait_for_selector('#rules-dialog[open] [data-lesson="colomino-domino"]')
    assert page.locator('#rules-dialog [data-lesson="colomino-sets"]').count() == 1
    page.click('#rules-dialog [data-lesson="colomino-domino"]')
    page.wait_for_selector("#lesson:not([hidden])", timeout=LOAD_TIMEOUT_MS)
    assert not page.eval_on_selector("#rules-dialog", "d => d.open")
    with speaking("en"):
        assert page.text_content("#lesson-title") == lessons_for("colomino")[1].title


def test_every_lesson_screen_passes_axe(page: Page, base_url: str) -> None:
    from test_accessibility import check  # the same axe-core run as every other screen

    found: dict[str, list[str]] = {}
    open_site(page, base_url)
    for item in LESSONS:
        page.click(f'#game-list [data-lesson="{item.id}"]')
        page.wait_for_selector("#lesson:not([hidden]) #lesson-board svg")
        other = other_target(page, page.get_attribute(BOARD, "data-expected") or "")
        if other is not None:
            click(page, other)  # with the explanation of a wrong click showing
        check(page, f"lesson {item.id}", found)
        page.click("#lesson-exit")
    assert found == {}
