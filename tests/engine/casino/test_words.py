"""Casino speaks Portuguese: board, menu, announcements, move log and results."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

from parlour.core import Highlights
from parlour.games.casino import GAME
from parlour.games.casino.rules import CasinoState
from parlour.play import next_targets
from parlour.words import language, speaking

SVG = "{http://www.w3.org/2000/svg}"


def _labels(svg: str) -> set[str]:
    return {g.get("aria-label") or "" for g in ET.fromstring(svg).iter(SVG + "g")}


def _menu_for(state: CasinoState, hand_card: str) -> Highlights:
    """The highlights after clicking ``hand_card`` and one table item: the play menu shows."""
    moves = state.legal_moves()
    chosen: tuple[str, ...] = (hand_card,)
    targets = next_targets(moves, chosen)
    table_step = sorted(t for t in targets if t.startswith("table:"))[0]
    chosen += (table_step,)
    return Highlights(targets=next_targets(moves, chosen), selected=chosen)


def test_the_opening_in_portuguese() -> None:
    state = GAME.initial_state(2, seed=1)
    with speaking("pt"):
        svg = GAME.render(state.view(0), Highlights())
    ET.fromstring(svg)
    for phrase in (
        "Casino, ronda 1: vez de Jogador 1",
        "Jogador 1 (você)",
        "Jogador 2",
        "Baralho 40",
        "Ronda 1 · primeiro a 21",
        "monte 0",
        "▶ a jogar",
        "na sua mão",
        "na mesa",
        "cartas por dar",
    ):
        assert phrase in svg
    read = re.sub(r' data-[a-z]+="[^"]*"', "", svg)  # ids for the page (data-zone="pile:0")
    for english in (
        "Player",
        "hand 1",
        "Deck",
        "first to",
        "pile",
        "to play",
        "in your hand",
        "on the table",
        "undealt",
    ):
        assert english not in read


def test_cards_builds_and_the_menu_in_portuguese(position) -> None:
    state = position([["3C", "7H", "AS"], ["KC"]], ["4D", ("2S+5D", 7, 1), "AD"])
    with speaking("pt"):
        svg = GAME.render(state.view(0), _menu_for(state, "hand:3C"))
    labels = _labels(svg)
    assert {
        "3 de Paus na sua mão",
        "Ás de Ouros na mesa",
        "combinação simples de 7 (2 de Espadas, 5 de Ouros), do Jogador 2",
    } <= labels
    assert "Construir 7: 3♣ em 4♦" in labels and "Escolha uma jogada" in svg
    assert "Comb. 7" in svg and "simples" in svg
    assert "Build" not in svg and "single" not in svg and "of clubs" not in svg


def test_announcements_are_stored_as_codes_and_shown_in_words(position) -> None:
    """The state keeps the code "Building 7s" (saved games stay readable in any
    language); the banner says it in the language being spoken."""
    state = position([["3C", "7H"], ["KC"]], ["4D"])
    with speaking("pt"):
        after = GAME.play(state, state.parse_move("3C b7 on 4D"))
        svg = GAME.render(after.view(1), Highlights())
    assert after.announcements == ("Building 7s",)
    assert "Construção de 7" in svg and "Building" not in svg
    assert "Building 7s" in GAME.render(after.view(1), Highlights())


def test_a_sweep_in_the_log_and_banner(position) -> None:
    state = position([["9C", "2C"], ["5D", "6H"]], ["4S", "5S"])
    move = state.parse_move("9C x 4S+5S")
    with speaking("pt"):
        line = GAME.describe_move(state.view(0), move)
        svg = GAME.render(GAME.play(state, move).view(0), Highlights())
    assert line == "Jogador 1 tira 4♠ + 5♠ com 9♣ (mesa limpa!)"
    assert "Mesa limpa" in svg and "Sweep" not in svg
    assert GAME.describe_move(state.view(0), move) == "Player 1 takes 4♠ + 5♠ with 9♣ (sweep!)"


def test_the_move_log_in_portuguese(position) -> None:
    state = position([["3C", "7H", "KD"], ["KC"]], ["4D", ("2S+5D", 7, 1)])
    view = state.view(0)
    with speaking("pt"):
        build = GAME.describe_move(view, state.parse_move("3C b7 on 4D"))
        take = GAME.describe_move(view, state.parse_move("7H x [2S+5D=7]"))
        trail = GAME.describe_move(view, state.parse_move("KD t"))
    assert build == "Jogador 1 joga 3♣ sobre 4♦ e faz uma combinação de 7"
    assert take == "Jogador 1 tira a combinação de 7 (2♠ + 5♦) com 7♥"
    assert trail == "Jogador 1 põe K♦ na mesa"


def test_a_finished_game_in_portuguese() -> None:
    state = GAME.initial_state(4, seed=2)
    rng = random.Random(2)
    while state.outcome is None:
        state = GAME.play(state, rng.choice(state.legal_moves()))
    with speaking("pt"):
        assert state.outcome is not None
        summary = GAME.describe_outcome(state.outcome)
        svg = GAME.render(state.view(None), Highlights())
    root = ET.fromstring(svg)
    assert "ganharam o jogo" in (root.findtext(SVG + "title") or "")
    assert summary.startswith("Jogador ") and " e Jogador " in summary and " ganharam: " in summary
    for phrase in (
        "Última ronda",
        "Cartas",
        "Grande Casino",
        "Pequeno Casino",
        "cartas, ♠: nº/pontos",
        "ganham!",
    ):
        assert phrase in svg
    assert "Last hand" not in svg and "won the game" not in svg and "Little" not in svg


def test_the_language_comes_back_after_speaking() -> None:
    before = language()
    state = GAME.initial_state(2, seed=1)
    with speaking("pt"):
        GAME.render(state.view(0), Highlights())
    assert language() == before
    assert "Player 1 (you)" in GAME.render(state.view(0), Highlights())


def test_a_build_is_told_in_words_not_in_notation(position) -> None:
    """Issue 37: the hint read "Play 2♦ on [A♦+2♥] … raise to 5s"; the log and the hint tell
    a build by its value and its cards, in words, in both languages."""
    state = position([["2D", "5C"], ["KC"]], [("AD+2H", 3, 0)])
    view = state.view(0)
    raised = [m for m in state.legal_moves() if str(m).startswith("2D b5")]
    assert raised, sorted(map(str, state.legal_moves()))
    said = {}
    for code in ("en", "pt"):
        with speaking(code):
            said[code] = GAME.describe_move(view, raised[0])
    assert said["en"] == "Player 1 plays 2♦ on the build of 3 (A♦ + 2♥), raising the build to 5"
    assert said["pt"] == (
        "Jogador 1 joga 2♦ sobre a combinação de 3 (A♦ + 2♥) e sobe a combinação para 5"
    )
    for text in said.values():
        assert "[" not in text and not re.search(r"\d+s\b", text), text
