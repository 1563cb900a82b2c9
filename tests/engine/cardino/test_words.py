"""Cardino's own texts (board, panel, move log, outcome) in Portuguese and back in English."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable

from parlour import words
from parlour.core import Highlights
from parlour.games.cardino import GAME
from parlour.games.cardino.moves import PASS
from parlour.games.cardino.rules import CardinoState
from parlour.games.cardino.tiles import HALF_CODES, HALF_COUNT, SPACE_FACE, tile_code
from parlour.play import next_targets
from tests.support.svg_text import shown_texts

Builder = Callable[..., CardinoState]
Play = Callable[..., CardinoState]

ENGLISH_WORDS = (
    "Player",
    "to move",
    "Draw pile",
    "tile",
    "joker",
    "Joker",
    "half",
    "section",
    "score",
    "penalty",
    "rack",
    "End turn",
    "Game over",
    "Spectating",
    "This turn",
)
"""Words of the English board; none may be left on a Portuguese one."""


def _shown_texts(svg: str) -> list[str]:
    """Everything a player reads or hears: text elements, the title and aria-labels."""
    root = ET.fromstring(svg)  # also proves the Portuguese SVG is well-formed XML
    texts = [
        element.text or "" for element in root.iter() if element.tag.endswith(("}text", "}title"))
    ]
    return texts + [
        element.get("aria-label") or "" for element in root.iter() if element.get("aria-label")
    ]


def _english_left(svg: str) -> list[str]:
    return [
        text
        for text in _shown_texts(svg)
        if any(re.search(rf"\b{word}", text) for word in ENGLISH_WORDS)
    ]


def _mid_turn(position: Builder, play: Play) -> CardinoState:
    """Player 1 has put J♦ next to Q♦ (3 points) and holds two K♦ and a joker."""
    state = position(placed={"QD/t": "QD", "KD/b": "*"}, racks=(("JD", "KD", "KD", "*"), ("7C",)))
    return play(state, "JD/t")


def test_start_position_in_portuguese() -> None:
    state = GAME.initial_state(2, None, 3)
    seat = state.current_player
    assert seat is not None
    with words.speaking("pt"):
        svg = GAME.render(
            state.view(seat), Highlights(targets=next_targets(state.legal_moves(), ()))
        )
    assert f"<title>Cardino: Jogador {seat + 1} joga</title>" in svg
    assert f"Jogador {seat + 1} (você) joga" in svg
    assert "Monte: 56 peças" in svg and "O seu suporte" in svg and "Terminar vez" in svg
    assert 'aria-label="Secção de Paus"' in svg and "5 peças na mão · pontos 0" in svg
    assert _english_left(svg) == []


def test_mid_turn_with_highlights_in_portuguese(position: Builder, play: Play) -> None:
    state = _mid_turn(position, play)
    highlights = Highlights(targets=next_targets(state.legal_moves(), ()), selected=("rack:*",))
    with words.speaking("pt"):
        svg = GAME.render(state.view(0), highlights)
    assert "Jogador 1 (você) joga: nesta vez +3" in shown_texts(svg) and "Nesta vez: +3" in svg
    assert 'aria-label="Metade de cima do espaço J♦: J♦"' in svg
    assert 'aria-label="Metade de baixo do espaço K♦: um curinga"' in svg
    assert 'aria-label="Metade de cima do espaço A♦: livre"' in svg
    assert 'aria-label="Peça do suporte: um curinga"' in svg and 'aria-label="mais um K♦"' in svg
    assert "Jogador 1 (você): 3 pontos, 0 fichas, peão no 3" in svg
    assert "Jogador 2: 0 pontos, 0 fichas, peão na partida" in svg
    assert _english_left(svg) == []


def test_the_pass_button_in_portuguese(position: Builder) -> None:
    placed = {HALF_CODES[h]: tile_code(SPACE_FACE[h // 2]) for h in range(HALF_COUNT)}
    state = position(placed=placed, racks=(("*",), ("*",)), pile=[])
    with words.speaking("pt"):
        svg = GAME.render(state.view(0), Highlights(targets=frozenset({"pass"})))
        line = GAME.describe_move(state.view(0), PASS)
    assert 'aria-label="Passar"' in svg and ">Passar</text>" in svg
    assert line == "Jogador 1 não pode pôr nenhuma peça e passa"


def test_game_over_in_portuguese(position: Builder, play: Play) -> None:
    state = play(position(racks=(("QD",), ("AS", "*")), pile=[]), "QD/t", "end")
    with words.speaking("pt"):
        svg = GAME.render(state.view(None), Highlights())
        assert state.outcome is not None
        summary = GAME.describe_outcome(state.outcome)
    assert "<title>Cardino: fim do jogo</title>" in svg and "Fim do jogo: Jogador 1 ganhou" in svg
    assert "pontos 0 − penalização 11 (A♠ Curinga)" in svg and "(sem peças)" in svg
    assert "A assistir: os suportes estão escondidos" in svg and "Monte: 0 peças" in svg
    assert _english_left(svg) == []
    assert summary == "Jogador 1 ganhou: Jogador 1 0, Jogador 2 -11"


def test_shared_wins_and_draws_in_portuguese(position: Builder, play: Play) -> None:
    shared = play(
        position(racks=(("QD",), ("AS",), ("7C",)), pile=[], scores=(5, 10, 3)), "QD/t", "end"
    )
    drawn = play(position(racks=(("QD",), ("AS",)), pile=[], scores=(5, 10)), "QD/t", "end")
    with words.speaking("pt"):
        shared_svg = GAME.render(shared.view(0), Highlights())
        assert shared.outcome is not None and drawn.outcome is not None
        shared_text, drawn_text = (
            GAME.describe_outcome(shared.outcome),
            GAME.describe_outcome(drawn.outcome),
        )
        drawn_svg = GAME.render(drawn.view(1), Highlights())
    assert "Fim: Jogador 1 e Jogador 2 ganharam" in shown_texts(shared_svg)
    assert "Fim do jogo: empate" in shown_texts(drawn_svg)
    assert shared_text.startswith("Jogador 1 e Jogador 2 ganharam: ")
    assert drawn_text == "Empate: 5–5"  # two players: the scores in seat order (issue 37)


def test_move_log_in_portuguese(position: Builder, play: Play) -> None:
    state = position(placed={"QD/t": "QD", "KD/b": "*"}, racks=(("JD", "KD", "*"), ("7C",)))
    view = state.view(0)
    with words.speaking("pt"):
        place = GAME.describe_move(view, state.parse_move("JD/t"))
        replace = GAME.describe_move(view, state.parse_move("KD/b"))
        joker = GAME.describe_move(view, state.parse_move("*:AD/t"))
        after = play(state, "JD/t")
        end = GAME.describe_move(after.view(0), after.parse_move("end"))
    assert place == "Jogador 1 põe J♦ na metade de cima de J♦: 3 pontos"
    assert replace == "Jogador 1 põe K♦ na metade de baixo de K♦, a substituir o curinga: 0 pontos"
    assert joker == "Jogador 1 põe um curinga como A♦ na metade de cima de A♦: 0 pontos"
    assert end == "Jogador 1 termina a vez com 3 pontos"


def test_the_five_tile_bonus_in_portuguese(position: Builder, play: Play) -> None:
    state = play(
        position(racks=(("7D", "8D", "9D", "10D", "JD"), ("7C",))), "7D/t", "8D/t", "9D/t", "10D/t"
    )
    with words.speaking("pt"):
        line = GAME.describe_move(state.view(0), state.parse_move("JD/t"))
    assert (
        line
        == "Jogador 1 põe J♦ na metade de cima de J♦: 0 pontos + 10 de bónus por cinco peças do mesmo naipe"
    )


def test_english_comes_back_after_the_block(position: Builder, play: Play) -> None:
    state = _mid_turn(position, play)
    over = play(position(racks=(("QD",), ("AS", "*")), pile=[]), "QD/t", "end")
    with words.speaking("pt"):
        assert over.outcome is not None and GAME.describe_outcome(over.outcome).startswith(
            "Jogador 1"
        )
    assert words.language() == "en"
    svg = GAME.render(state.view(0), Highlights())
    assert "Player 1 (you) to move: this turn +3" in shown_texts(svg) and "Jogador" not in svg
    assert (
        GAME.describe_move(state.view(0), state.parse_move("end"))
        == "Player 1 ends the turn with 3 points"
    )
    assert (
        over.outcome is not None
        and GAME.describe_outcome(over.outcome) == "Player 1 won: Player 1 0, Player 2 -11"
    )
