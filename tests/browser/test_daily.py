"""The deal of the day on the site (issue 38, "The daily deal", its tests): two browsers on
the same (faked) day get the same deal and another the next day; the shared line holds no
spoiler; a friend who opens the result link sees it checked, plays the same deal and sees
both results; a result link whose moves or score were altered is refused and nothing kept
changes."""

from __future__ import annotations

import json
import os
import random
import re
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta

from tests.support.browser import (
    MOVE_TIMEOUT_MS,
    click_target,
    log_lines,
    open_site,
    play_until_over,
    settle,
    targets,
)
from tests.support.chromium import ContextFactory
from playwright.sync_api import Page

from parlour.learn import daily
from parlour import registry

DAY = date(2026, 12, 6)
GAME, VARIANT = "colomino", "fourways"
"""The shortest daily deal: about 60 moves in all."""
RESULTS_KEY = "parlour.daily.results"

FAKE_DATE = """(() => {
  const fixed = FIXED, Real = Date, start = Real.now();
  const now = () => fixed + (Real.now() - start);
  class FakeDate extends Real {
    constructor(...args) { if (args.length) super(...args); else super(now()); }
    static now() { return now(); }
  }
  globalThis.Date = FakeDate;
})();"""
"""Date.now() and new Date() on the faked day, the clock running on from it."""


def on_day(new_context: ContextFactory, day: date, **options: object) -> Page:
    moment = datetime(day.year, day.month, day.day, 10, 0, tzinfo=UTC)
    context = new_context(**options)
    context.add_init_script(FAKE_DATE.replace("FIXED", str(int(moment.timestamp() * 1000))))
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.errors = errors  # type: ignore[attr-defined]
    return page


def start_deal(page: Page, day: date = DAY) -> None:
    card = f'#game-list [data-card="{GAME}"]'
    page.click(f"{card} .card-daily summary")
    page.select_option(f'{card} [data-daily-variant="{GAME}"]', VARIANT)
    page.click(f'{card} [data-daily="{GAME}"][data-day="{day.isoformat()}"]')
    page.wait_for_selector(f'body[data-daily-game="{GAME}|{VARIANT}|{day.isoformat()}"]')
    settle(page)


def first_hand(page: Page) -> tuple[str, list[str]]:
    """What the board shows before the first move, and the moves it offers."""
    return page.inner_html("#board svg"), sorted(targets(page))


def kept(page: Page) -> str | None:
    return page.evaluate(f"() => localStorage.getItem('{RESULTS_KEY}')")


def test_the_same_day_gives_the_same_deal_and_the_next_day_another(
    new_context: ContextFactory, base_url: str
) -> None:
    hands = []
    for day in (DAY, DAY, DAY + timedelta(days=1)):
        page = on_day(new_context, day)
        open_site(page, base_url)
        start_deal(page, day)
        hands.append(first_hand(page))
        assert page.errors == []  # type: ignore[attr-defined]
    assert hands[0] == hands[1]
    assert hands[0] != hands[2]


def test_a_result_shared_checked_played_by_a_friend_and_compared(
    new_context: ContextFactory, base_url: str
) -> None:
    # Ana plays the day's deal to its end and shares her result.
    ana = on_day(new_context, DAY)
    open_site(ana, base_url)
    start_deal(ana)
    play_until_over(ana, random.Random(38), click_target)
    ana.wait_for_selector("#end-daily:not([hidden]) .daily-compare")
    shared = ana.input_value("#end-daily-text")
    line, url = shared.split("\n")
    assert re.fullmatch(
        r"Parlour Colomino Fourways, deal of 6 Dec: (won|lost|drew) \d+\u2013\d+", line
    ), line
    assert url.startswith(base_url) and "#d1." in url
    # No spoiler: none of the game's moves, nor a card, is in the line.
    for said in log_lines(ana):
        assert said not in line
    assert not re.search(r"\d+,-?\d+|red|blue|green|yellow|card", line, re.IGNORECASE)
    stored = kept(ana)
    assert stored is not None and f'"day":"{DAY.isoformat()}"' in stored
    ana.click("#btn-menu")
    streak = ana.inner_text(f'[data-card="{GAME}"] .card-daily summary')
    assert "1-day streak" in streak

    # Bea opens the link on the same day: Ana's result, checked; she plays the same deal.
    bea = on_day(new_context, DAY)
    open_site(bea, base_url)
    bea.goto(url)
    bea.wait_for_selector("#daily-dialog[open] [data-friend-line]")
    assert bea.get_attribute("#daily-dialog [data-friend-line]", "data-friend-line") == line
    assert "checked" in bea.inner_text("#daily-dialog .daily-checked")
    assert bea.get_attribute("#daily-dialog .daily-compare", "data-sides") == "1"
    bea.click("#daily-dialog [data-daily-play]")
    bea.wait_for_selector(f'body[data-daily-game="{GAME}|{VARIANT}|{DAY.isoformat()}"]')
    settle(bea)
    play_until_over(bea, random.Random(6), click_target)
    bea.wait_for_selector('#end-daily:not([hidden]) .daily-compare[data-sides="2"]')
    heads = bea.locator("#end-daily .daily-compare thead th").all_inner_texts()
    assert heads == ["You", "Your friend"]
    ana_score = line.rsplit(" ", 1)[1]
    assert bea.locator("#end-daily .daily-compare tbody tr").nth(1).inner_text().endswith(ana_score)

    # Each can watch the other's game: Bea watches Ana's, from its first move.
    bea.click('#end-daily [data-daily-watch="friend"]')
    bea.wait_for_function(
        "() => !document.getElementById('replay-bar').hidden", timeout=MOVE_TIMEOUT_MS
    )
    assert "Your friend" in bea.inner_text("#log")

    # Ana opens Bea's result: both side by side at once.
    bea_shared = bea_result(bea)
    ana.goto(bea_shared)
    ana.wait_for_selector('#daily-dialog[open] .daily-compare[data-sides="2"]')
    ana.click('#daily-dialog [data-daily-watch="friend"]')
    ana.wait_for_function(
        "() => !document.getElementById('replay-bar').hidden", timeout=MOVE_TIMEOUT_MS
    )
    for page in (ana, bea):
        assert page.errors == []  # type: ignore[attr-defined]


def bea_result(page: Page) -> str:
    """Bea's result link, from her kept result (her end screen has it too)."""
    stored = kept(page)
    assert stored is not None
    payload = re.search(r'"payload":"(d1\.[A-Za-z0-9_-]+)"', stored)
    assert payload is not None
    return page.url.split("#")[0] + "#" + payload.group(1)


def altered_links() -> list[tuple[str, str]]:
    """A result of the day's deal made in CPython, then altered: its score, a move, a
    character (each but the last with a checksum that matches)."""
    deal = daily.daily_deal(GAME, DAY, VARIANT)
    game = registry.get(GAME)
    record, state = deal.record(), deal.record().initial_state()
    rng = random.Random(1)
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        record, state = record.with_move(str(move)), game.play(state, move)
    result = daily.result_of(deal, record)
    good = daily.result_payload(result)
    score = replace(result, scores=(result.scores[0] + 1, *result.scores[1:]))
    moves = replace(result, moves=(*result.moves[:-2], 999, result.moves[-1]))
    cut = replace(result, moves=result.moves[:-1])
    flipped = good[:20] + ("A" if good[20] != "A" else "B") + good[21:]
    return [
        (daily.result_payload(score), "score does not match"),
        (daily.result_payload(moves), "is not a legal move"),
        (daily.result_payload(cut), "does not end"),
        (flipped, "damaged"),
    ]


def test_an_altered_result_link_is_refused_and_nothing_kept_changes(
    new_context: ContextFactory, base_url: str
) -> None:
    page = on_day(new_context, DAY)
    open_site(page, base_url)
    stored = '{"format":"daily/1","results":[]}'
    page.evaluate(f"() => localStorage.setItem('{RESULTS_KEY}', '{stored}')")
    before = page.evaluate("() => JSON.stringify(Object.entries(localStorage).sort())")
    for payload, why in altered_links():
        page.goto(f"{base_url}#{payload}")
        page.wait_for_function(
            "() => !document.getElementById('notice').hidden", timeout=MOVE_TIMEOUT_MS
        )
        said = page.inner_text("#notice-text")
        assert said.startswith("This result link cannot be opened") and why in said, said
        assert "\n" not in said
        assert not page.evaluate("() => document.getElementById('daily-dialog').open")
        after = page.evaluate("() => JSON.stringify(Object.entries(localStorage).sort())")
        assert after == before
        page.click("#notice-close")
    assert page.errors == []  # type: ignore[attr-defined]


def test_an_unreadable_store_of_results_is_named_and_left_as_it_is(
    new_context: ContextFactory, base_url: str
) -> None:
    page = on_day(new_context, DAY)
    open_site(page, base_url)
    page.evaluate(f"() => localStorage.setItem('{RESULTS_KEY}', '{{not json')")
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', state="attached")
    page.wait_for_function("() => !document.getElementById('notice').hidden")
    said = page.inner_text("#notice-text")
    assert RESULTS_KEY in said and "could not be read" in said and "\n" not in said
    assert kept(page) == "{not json"
    assert page.errors == []  # type: ignore[attr-defined]


def made_result(seed: int) -> str:
    """A result of the day's deal played in CPython (seeded random moves): its payload."""
    deal = daily.daily_deal(GAME, DAY, VARIANT)
    game = registry.get(GAME)
    record, state = deal.record(), deal.record().initial_state()
    rng = random.Random(seed)
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        record, state = record.with_move(str(move)), game.play(state, move)
    return daily.result_payload(daily.result_of(deal, record))


def test_a_friends_result_is_kept_and_both_results_survive_a_reload(
    new_context: ContextFactory, base_url: str
) -> None:
    """Bea's own result of the day is kept (made in CPython here: the playing is tested
    above); she opens Ana's result link, then reloads: the card offers both results side by
    side again, Ana's checked anew."""
    bea = on_day(new_context, DAY, viewport={"width": 390, "height": 844})
    open_site(bea, base_url)
    mine = daily.open_result(made_result(1)).result
    entry = json.dumps(
        {
            "format": "daily/1",
            "results": [
                {
                    "game": GAME,
                    "variant": VARIANT,
                    "day": DAY.isoformat(),
                    "played": DAY.isoformat(),
                    "payload": daily.result_payload(mine),
                    "result": mine.result,
                    "scores": list(mine.scores),
                }
            ],
        }
    )
    bea.evaluate("([key, text]) => localStorage.setItem(key, text)", [RESULTS_KEY, entry])
    ana_payload = made_result(2)
    bea.goto(f"{base_url}#{ana_payload}")
    bea.wait_for_selector('#daily-dialog[open] .daily-compare[data-sides="2"]')
    line = bea.get_attribute("#daily-dialog [data-friend-line]", "data-friend-line")
    assert bea.get_attribute("body", "data-daily-friend-kept") == "1"
    stored = kept(bea)
    assert stored is not None and ana_payload in stored
    bea.reload()
    bea.wait_for_selector('body[data-ready="1"]', state="attached")
    assert bea.locator("#daily-dialog[open]").count() == 0
    card = f'#game-list [data-card="{GAME}"]'
    bea.click(f"{card} .card-daily summary")
    bea.select_option(f'{card} [data-daily-variant="{GAME}"]', VARIANT)
    bea.click(f"{card} [data-daily-friend]")
    bea.wait_for_selector('#daily-dialog[open] .daily-compare[data-sides="2"]')
    assert bea.get_attribute("#daily-dialog [data-friend-line]", "data-friend-line") == line
    heads = bea.locator("#daily-dialog .daily-compare thead th").all_inner_texts()
    assert heads == ["You", "Your friend"]
    assert "checked" in bea.inner_text("#daily-dialog .daily-checked")
    assert kept(bea) == stored  # opened again: nothing kept changed
    phone_shot(bea, "daily-friend-after-reload")
    # In Portuguese too (the card's button and the dialog in the page's language).
    bea.click("#daily-dialog [data-daily-close]")
    bea.select_option("#lang", "pt")
    if bea.locator(f"{card} .card-daily[open]").count() == 0:  # the cards drawn anew
        bea.click(f"{card} .card-daily summary")
    bea.click(f"{card} [data-daily-friend]")
    bea.wait_for_selector('#daily-dialog[open] .daily-compare[data-sides="2"]')
    heads = bea.locator("#daily-dialog .daily-compare thead th").all_inner_texts()
    assert heads == ["Você", "O seu amigo"], heads
    phone_shot(bea, "daily-friend-after-reload-pt")
    assert kept(bea) == stored
    assert bea.errors == []  # type: ignore[attr-defined]


def phone_shot(page: Page, name: str) -> None:
    """The screen as a phone shows it, when asked for (``PARLOUR_SHOTS=<folder>``)."""
    if folder := os.environ.get("PARLOUR_SHOTS"):
        page.screenshot(path=f"{folder}/{name}-390.png")
