"""``python3 build.py shots``: a PNG of every game at each screen size, start, middle and end.

Writes ``shots/<case>-<stage>-<width>x<height>.png`` (the folder is git-ignored) so anyone
can look over the whole site in a minute, and ``shots/summary.txt``: per game and size, the
smallest board target and the smallest text on screen, and any breach of the layout rules
(the measuring of tests/browser/test_layout.py, tests/support/layouts.py).  Then the home page at
each size and every lesson step on a phone (390x844, touch), in English and Portuguese:
``shots/home-<lang>-<w>x<h>.png`` and ``shots/lesson-<id>-<lang>-<clicks made>.png``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tools.build import site
from tests.support.layouts import (
    CASES,
    SIZES,
    lesson_clicks,
    measure,
    open_lesson,
    open_position,
    positions,
    resize,
)
from tools.build.serve import serve_in_thread

CHROMIUM = "/usr/bin/chromium"
OUT = site.ROOT / "shots"
READY = 'body[data-ready="1"]'


def main(only: str | None = None, out: Path = OUT) -> int:
    from playwright.sync_api import sync_playwright

    out.mkdir(exist_ok=True)
    server, url = serve_in_thread(site.DIST)
    written = 0
    smallest: dict[tuple[str, int, int], dict[str, Any]] = {}
    problems: list[str] = []
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(
                executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"]
            )
            page = browser.new_page(
                viewport={"width": 1280, "height": 800}, reduced_motion="reduce"
            )
            page.goto(url)
            page.wait_for_selector(READY, state="attached", timeout=120_000)
            for case in CASES:
                if only and only not in case.name:
                    continue
                for position in positions(case):
                    open_position(page, position)
                    stages = [position.stage]
                    if position.stage == "start" and pick_up(page):
                        stages.append("picked")  # a hand card chosen: the follow-up targets show
                    for stage in stages:
                        if stage == "picked":
                            pick_up(page, click=True)
                        for width, height in SIZES:
                            resize(page, width, height)
                            path = out / f"{case.name}-{stage}-{width}x{height}.png"
                            page.screenshot(path=str(path), full_page=True)
                            written += 1
                            found = measure(page)
                            problems += [f"{path.name}: {p}" for p in found["problems"]]
                            keep_smallest(
                                smallest.setdefault((case.game, width, height), {}), found
                            )
            for lang in ("en", "pt"):
                written += home_and_lessons(browser, url, lang, only, out)
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    report = summary(smallest, problems)
    (out / "summary.txt").write_text(report, encoding="utf-8")
    print(report, end="")
    print(f"wrote {written} screenshots and summary.txt to {out}")
    return 0


PHONE = (390, 844)


def home_and_lessons(browser: Any, url: str, lang: str, only: str | None, out: Path) -> int:
    """The home page at every size, then each lesson step by step on a phone."""
    from parlour import registry
    from parlour.lesson import lessons_for

    context = browser.new_context(
        viewport={"width": PHONE[0], "height": PHONE[1]},
        has_touch=True,
        is_mobile=True,
        locale={"en": "en-GB", "pt": "pt-PT"}[lang],
        reduced_motion="reduce",
    )
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=120_000)
    written = 0
    if not only or only in "home":
        for width, height in SIZES:
            resize(page, width, height)
            page.screenshot(path=str(out / f"home-{lang}-{width}x{height}.png"))
            written += 1
        resize(page, *PHONE)
    for game in registry.all_games():
        for found in lessons_for(game.id):
            if only and only not in f"lesson-{found.id}":
                continue
            open_lesson(page, found.id)
            for clicks in lesson_clicks(page):
                path = out / f"lesson-{found.id}-{lang}-{clicks:02d}.png"
                page.screenshot(path=str(path), full_page=True)
                written += 1
            page.click("#lesson-exit")
    context.close()
    return written


def pick_up(page: Any, click: bool = False) -> bool:
    """Whether the turn starts by choosing a hand card; with ``click``, choose the first."""
    hand = page.evaluate("""() => JSON.parse(document.getElementById("board").dataset.targets || "[]")
        .filter((t) => /^(hand|rack):/.test(t))""")
    if hand and click:
        renders = page.get_attribute("body", "data-renders")
        page.locator(f'#board [data-target="{hand[0]}"]').first.dispatch_event("click")
        page.wait_for_function(f"() => document.body.dataset.renders !== '{renders}'")
    return bool(hand)


def keep_smallest(kept: dict[str, Any], found: dict[str, Any]) -> None:
    for key, size in (("smallestTarget", "side"), ("smallestText", "px")):
        if found[key] and (key not in kept or found[key][size] < kept[key][size]):
            kept[key] = found[key]


def summary(smallest: dict[tuple[str, int, int], dict[str, Any]], problems: list[str]) -> str:
    lines = ["game      size       smallest target (CSS px, side)            smallest text (px)"]
    for (game, width, height), kept in sorted(smallest.items()):
        target, text = kept.get("smallestTarget"), kept.get("smallestText")
        target_words = f"{target['side']:.1f} {target['what']}" if target else "-"
        text_words = f"{text['px']:.1f} {text['what']}" if text else "-"
        lines.append(f"{game:<9} {width}x{height:<5} {target_words[:40]:<41} {text_words[:50]}")
    lines.append(f"{len(problems)} layout problems" + ("" if not problems else ":"))
    lines.extend(problems[:50])
    return "\n".join(lines) + "\n"
