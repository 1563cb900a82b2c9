"""Shared steps of the player-experience browser tests: start, move, wait."""

from __future__ import annotations

import json
import pkgutil
import random
from collections.abc import Callable

import parlour.games

from playwright.sync_api import Frame, Page

READY = 'body[data-ready="1"]'
LOAD_TIMEOUT_MS = 90_000
MOVE_TIMEOUT_MS = 60_000
# The human may act (legal targets shown), must pass the device, must continue after a
# round's end, or the game is over.
SETTLED = """() => {
  const b = document.body.dataset, board = document.getElementById("board");
  return b.over === "1" || !document.getElementById("pass").hidden || b.roundBreak === "1"
      || (b.thinking === "0" && !board.hidden && (board.dataset.targets || "[]") !== "[]");
}"""

Where = Page | Frame


def shipped_game_ids() -> tuple[str, ...]:
    """The games the site lists: the packages under parlour.games.

    Not the registry, where engine tests may have added a test-only game.
    """
    return tuple(sorted(info.name for info in pkgutil.iter_modules(parlour.games.__path__)))


def open_site(page: Page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT_MS)


def start_game(
    page: Where,
    game_id: str,
    seats: list[str],
    options: dict[str, str] | None = None,
    undo: bool = True,
) -> None:
    page.click(f'#game-list [data-game="{game_id}"]')
    # The form offers only playable setups, so an option value may first have to make the
    # player count available (Colomino's Domino for 3), or the count the value (Punto's teams).
    for name, value in (options or {}).items():
        option = f'#setup [data-option="{name}"] option[value="{value}"]'
        if page.locator(option).count():
            page.select_option(f'#setup [data-option="{name}"]', value)
    page.select_option("#setup-players", str(len(seats)))
    for name, value in (options or {}).items():
        page.select_option(f'#setup [data-option="{name}"]', value)
    for i, seat in enumerate(seats):
        page.select_option(f"#seat{i}", seat)
    page.set_checked("#setup-undo", undo)
    page.click("#setup-start")
    settle(page)


def settle(page: Where) -> None:
    page.wait_for_function(SETTLED, timeout=MOVE_TIMEOUT_MS)


def targets(page: Where) -> list[str]:
    found: list[str] = json.loads(page.get_attribute("#board", "data-targets") or "[]")
    return found


def ply(page: Where) -> int:
    return int(page.get_attribute("body", "data-ply") or "0")


def play_one_move(page: Where, rng: random.Random) -> None:
    """Click legal targets until the human's move is made and the computer has answered."""
    continue_after_round(page)
    start = ply(page)
    while ply(page) == start:
        click_target(page, rng.choice(targets(page)))
    settle(page)


def continue_after_round(page: Where) -> bool:
    """Press "Continue" if the board shows a round's end; True if it did."""
    if page.get_attribute("body", "data-round-break") != "1":
        return False
    # Clicked by script: play may have gone on by itself meanwhile (ui_breaks.AUTO_CONTINUE),
    # and a Continue that comes late changes nothing.
    page.evaluate("() => document.getElementById('round-break-continue').click()")
    settle(page)
    return True


def click_target(page: Where, target: str) -> None:
    """Click a board target (as a click event: cards may overlap) and wait for the redraw."""
    renders = int(page.get_attribute("body", "data-renders") or "0")
    page.locator(f'#board [data-target="{target}"]').first.dispatch_event("click")
    page.wait_for_function(
        f"() => Number(document.body.dataset.renders) > {renders}", timeout=MOVE_TIMEOUT_MS
    )


def play_until_over(
    page: Where, rng: random.Random, click: Callable[[Where, str], None], max_clicks: int = 400
) -> int:
    """Click random legal targets for the humans (passing the device when asked) until the end."""
    for clicks in range(max_clicks):
        settle(page)
        if page.get_attribute("body", "data-over") == "1":
            return clicks
        if page.is_visible("#pass"):
            page.click("#pass-btn")
            continue
        if continue_after_round(page):
            continue
        click(page, rng.choice(targets(page)))
    raise AssertionError(f"the game did not end after {max_clicks} clicks")


def log_lines(page: Where) -> list[str]:
    return [line.strip() for line in page.locator("#log li[data-ply]").all_text_contents()]
