"""Every lesson completes in the page, in English and in Portuguese (issue 14).

Each lesson is opened from its game's card on the home page, one wrong
click is made and must be explained, the highlighted targets are clicked
until the end, and the lesson's closing button starts a real game.  The
rules panel offers the same lessons.
"""

from __future__ import annotations

import pytest
from tests.support.browser import LOAD_TIMEOUT_MS, open_site

from parlour import registry
from parlour.lesson import Lesson, LessonRun, lessons_for
from parlour.words import speaking
from playwright.sync_api import Page

LESSONS = [found for game in registry.shipped_games() for found in lessons_for(game.id)]
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
            assert page.text_content("#lesson-text") == run.words()  # a mouse: "click"
            wanted = page.get_attribute(BOARD, "data-expected")
            assert wanted == run.expected_target()
            assert page.locator(f'{BOARD} [data-target="{wanted}"].lesson-target').count() >= 1
            other = other_target(page, wanted)
            if not explained and other is not None:
                click(page, other)
                assert page.is_visible("#lesson-wrong")
                assert page.text_content("#lesson-wrong") == run.wrong_words()
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
    from tests.support.axe import check  # the same axe-core run as every other screen

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


def test_a_lesson_on_a_touch_screen_says_tap(new_context, base_url: str) -> None:  # noqa: ANN001
    """Issue 24: a phone is told to tap, in the step's words and in the wrong move's."""
    page = new_context(
        viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True
    ).new_page()
    open_site(page, base_url)
    page.click('#game-list [data-lesson="casino"]')
    page.wait_for_selector("#lesson:not([hidden]) #lesson-board svg")
    run = LessonRun(lessons_for("casino")[0])
    with speaking("en"):
        assert page.text_content("#lesson-text") == run.words(touch=True)
    assert "Tap your 7♥" in (page.text_content("#lesson-text") or "")
    page.locator(f'{BOARD} [data-target="hand:3H"]').first.tap()
    page.wait_for_selector("#lesson-wrong:not([hidden])")
    page.click("#lesson-exit")
    page.click('#game-list [data-lesson="colomino-sets"]')
    page.wait_for_selector("#lesson:not([hidden]) #lesson-board svg")
    page.locator(f"{BOARD} [data-target]:not(.lesson-target)").first.tap()
    page.wait_for_selector("#lesson-wrong:not([hidden])")
    assert "tap it" in (page.text_content("#lesson-wrong") or "")


def test_punto_lesson_takes_either_end_of_the_row_in_the_page(page: Page, base_url: str) -> None:
    """Issue 24: step 5 accepts the other end of the four reds, which also makes five."""
    open_site(page, base_url)
    page.click('#game-list [data-lesson="punto"]')
    page.wait_for_selector("#lesson:not([hidden]) #lesson-board svg")
    for target in ("cell:0,0", "cell:1,0", "cell:2,0", "cell:3,0"):
        click(page, target)
    assert page.locator(f'{BOARD} [data-target="cell:-1,0"].lesson-target').count() == 1
    click(page, "cell:-1,0")
    assert page.get_attribute(BOARD, "data-done") == "1" and page.is_hidden("#lesson-wrong")
