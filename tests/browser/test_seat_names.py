"""One name per seat, everywhere (issue 14): the turn line, board, log and result agree.

Each game opens from a share link a few moves before a seeded game's end, is played to
its end with random clicks, and every text the page showed meanwhile is checked: the
names come from ``parlour.words.Seating`` (docs/architecture.md, Seat names).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable

import pytest
from tests.support.browser import click_target, log_lines, open_site, play_until_over
from playwright.sync_api import BrowserContext, Page

from parlour.page import share
from parlour.page.session import Session

GAMES = {
    "punto": {"rounds_to_win": 1},
    "casino": {"target": 11},
    "cardino": {},
    "colomino": {"variant": "sideways"},
}
MOVES_LEFT = {"punto": 4, "casino": 4, "cardino": 12, "colomino": 6}
"""How many moves before the seeded game's end the link opens (a Cardino turn is several
placements and an end: the computer must still move after the page opens)."""

# Every text the turn line shows, kept as it changes (a computer's "thinking" is brief).
WATCH_TURN = """() => {
  window.turnTexts = [document.getElementById("turn").textContent];
  new MutationObserver(() => window.turnTexts.push(document.getElementById("turn").textContent))
    .observe(document.getElementById("turn"), {childList: true, characterData: true, subtree: true});
}"""


def near_the_end(base_url: str, game_id: str, seats: tuple[str, ...]) -> str:
    """A link to ``game_id`` with ``seats``, some moves before a random game's end."""
    options = GAMES[game_id]
    whole = Session.new(game_id, seats, dict(options), seed=7)
    rng = random.Random(7)
    while not whole.state.is_over:
        whole = whole.play(str(rng.choice(whole.state.legal_moves())))
    session = Session.new(game_id, seats, dict(options), seed=7)
    for notation in whole.record.moves[: -MOVES_LEFT[game_id]]:
        session = session.play(notation)
    return f"{base_url}#{share.encode(session)}"


def board_text(page: Page) -> str:
    """The board's and its panel's words: SVG text and aria labels."""
    return page.evaluate(
        """() => [...document.querySelectorAll("#board svg, #board-panel svg")].map(svg =>
             svg.textContent + " " + [...svg.querySelectorAll("[aria-label]")]
               .map(n => n.getAttribute("aria-label")).join(" ")).join(" ")"""
    )


def play_and_watch(page: Page, link: str, seed: int) -> tuple[list[str], str, str]:
    """Open ``link``, play it to the end: (turn line texts, board words seen, result)."""
    open_site(page, link)
    page.evaluate(WATCH_TURN)
    boards = [board_text(page)]

    def click_and_look(where: Page, target: str) -> None:
        boards.append(board_text(page))
        click_target(where, target)

    play_until_over(page, random.Random(seed), click_and_look)  # type: ignore[arg-type]
    boards.append(board_text(page))
    return page.evaluate("window.turnTexts"), " ".join(boards), page.inner_text("#turn")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_against_the_computer_you_are_you_everywhere(
    page: Page, base_url: str, game_id: str
) -> None:
    turns, board, result = play_and_watch(
        page, near_the_end(base_url, game_id, ("human", "random")), 1
    )
    bot = "Computer (random)"
    assert any(text == f"{bot} is thinking…" for text in turns), turns
    assert all("thinking" not in text or text.startswith(bot) for text in turns), turns
    assert "You" in board and bot in board
    assert "Player" not in board and "(you)" not in board
    lines = log_lines(page)
    assert lines and all(line.startswith(("You ", f"{bot} ")) for line in lines), lines
    assert any(line.startswith("You ") for line in lines)
    assert result.startswith(("You won", "You lost", "You tied", "A draw", "Drawn")), result
    assert "Player" not in result
    assert page.errors == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("game_id", ["punto", "colomino"])
def test_people_sharing_the_device_are_players_everywhere(
    page: Page, base_url: str, game_id: str
) -> None:
    turns, board, result = play_and_watch(
        page, near_the_end(base_url, game_id, ("human", "human")), 2
    )
    assert {"Player 1 to play", "Player 2 to play"} & set(turns), turns
    assert "Player 1" in board and "Player 2" in board
    assert not re.search(r"\bYou\b", board)  # "Your turn" is for the person at the device
    lines = log_lines(page)
    assert all(line.startswith(("Player 1 ", "Player 2 ")) for line in lines), lines
    assert not re.search(r"\bYou\b", result)
    assert page.errors == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("game_id", ["casino", "cardino"])
def test_computers_only_are_numbered_everywhere_in_portuguese(
    new_context: Callable[..., BrowserContext], base_url: str, game_id: str
) -> None:
    page = new_context(locale="pt-PT").new_page()
    page.on("pageerror", lambda exc: pytest.fail(str(exc)))
    link = near_the_end(base_url, game_id, ("random", "random"))
    open_site(page, link)
    page.evaluate(WATCH_TURN)
    page.wait_for_selector('body[data-over="1"]', state="attached", timeout=120_000)
    names = ("Computador 1 (ao acaso)", "Computador 2 (ao acaso)")
    turns = page.evaluate("window.turnTexts")
    assert any(text in (f"{n} está a pensar…" for n in names) for text in turns), turns
    board = board_text(page)
    assert all(name in board for name in names) and "Jogador" not in board
    lines = log_lines(page)
    assert lines and all(line.startswith(names) for line in lines), lines
    result = page.inner_text("#turn")
    assert result.startswith(names) and "ganh" in result, result
