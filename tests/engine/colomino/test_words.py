"""Colomino speaks Portuguese: the board, the move log and the results (issue: translations)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from parlour.core import Highlights
from parlour.games.colomino import GAME
from parlour.games.colomino.moves import CANT, PASS
from parlour.games.colomino.sets import SetResult
from parlour.play import next_targets
from parlour.words import language, speaking

from .helpers import domino, link, place, scoring

SVG = "{http://www.w3.org/2000/svg}"


def _said_on_board(state: object, seat: int | None, highlights: Highlights) -> str:
    """What the board says in Portuguese: each text's lines joined, and every aria-label."""
    with speaking("pt"):
        svg = GAME.render(state.view(seat), highlights)  # type: ignore[attr-defined]
    root = ET.fromstring(svg)  # still well-formed XML with the Portuguese words in it
    texts = [" ".join(e.itertext()) for e in root.iter() if e.tag in (f"{SVG}text", f"{SVG}title")]
    labels = [e.get("aria-label", "") for e in root.iter()]
    return "\n".join(texts + labels)


def test_start_of_a_set_game_in_portuguese() -> None:
    state = GAME.initial_state(2, {"variant": "sideways"}, 5)
    said = _said_on_board(state, 0, Highlights(targets=next_targets(state.legal_moves(), ())))
    for phrase in (
        "Jogador 1 (você)",
        "Jogador 2",
        "Conjunto 1: 0 cartas",
        "É a sua vez",
        "Ainda não há conjuntos acabados",
        "empates 0 · nulos 0",
        "▲ Amarelo 0",
        "● Verde 0",
        "24 cartas",
        "; marca amarela; índice ",
    ):
        assert phrase in said, phrase
    for english in (
        "Player",
        "Set 1",
        "Your turn",
        "No set finished",
        "drawn 0",
        "Yellow",
        "Green",
        "cards",
        "; tab ",
    ):
        assert english not in said, english


def test_a_chosen_card_and_the_calls_in_portuguese() -> None:
    """The previews, the placement labels and the call buttons of a seat that may pass."""
    state = scoring("sideways", [("Y01",), ("Y16", "G01")], ("Y06^ @0,0",), turn=1)
    chosen = ("hand:Y16:0",)
    highlights = Highlights(targets=next_targets(state.legal_moves(), chosen), selected=chosen)
    said = _said_on_board(state, 1, highlights)
    option = state.view(1).options[0]
    assert f"▲{option.yellow} ●{option.green}" in said  # the badge: the sides' shapes
    assert "Jogar Carta amarela normal: esquerda " in said
    assert "; o conjunto ficaria com amarelo" in said
    assert "Y16" not in said and "Play" not in said and "Yellow" not in said
    calls = _said_on_board(state, 1, Highlights(targets=next_targets(state.legal_moves(), ())))
    assert {"Dizer passo", "Passo"} <= set(calls.splitlines())
    assert "Say pass" not in calls and "Pass" not in calls.splitlines()


def test_finished_set_game_in_portuguese() -> None:
    state = scoring(
        "sideways",
        [("Y15",), ()],
        ("Y06^ @0,0", "Y16^ @1,1", "Y07v @2,2"),
        turn=0,
        last_player=1,
        sets=(SetResult((), 0, 1),),
    )
    state = GAME.play(state, place("Y15v @3,3"))
    said = _said_on_board(state, 0, Highlights())
    assert "Jogo empatado: Amarelo 1 conjuntos, Verde 1 conjuntos (0 empatados, 0 anulados)" in said
    assert "Conjunto 2: ▲ Amarelo" in said and "à vista" in said
    assert "A sua mão está vazia" in said
    assert "Drawn game" not in said and "showing" not in said and "Your hand" not in said


def test_domino_star_lock_and_result_in_portuguese() -> None:
    locked = domino([("S1", "S2", "Y01"), ("G01",)]).apply(link("S1^"))
    said = _said_on_board(locked, 0, Highlights(targets=next_targets(locked.legal_moves(), ())))
    assert "Fila: 1 carta" in said and "★ BLOQUEIO: 1 de 4 estrelas na mesa" in said
    assert "cartas da sua cor e estrelas: 2" in said and "ponta aberta" in said
    assert {"Fim da vez", "Terminar a vez"} <= set(said.splitlines())
    assert "STAR LOCK" not in said and "Chain" not in said and "End turn" not in said
    spectator = _said_on_board(locked, None, Highlights())
    assert "A assistir" in spectator and "Spectating" not in spectator
    blocked = domino([("Y01", "Y02"), ("G01",)], ("Y06^",)).apply(CANT).apply(CANT)
    with speaking("pt"):
        summary = GAME.render(blocked.view(0), Highlights())
    assert (
        "Verde ganhou: o jogo ficou bloqueado, ninguém pôde continuar. Cartas da própria cor"
        " e estrelas ainda na mão: Amarelo 2, Verde 1"
    ) in " ".join(summary.split())


def test_move_log_in_portuguese() -> None:
    state = scoring("sideways", [("Y01",), ("Y16", "G01")], ("Y06^ @0,0",), turn=1)
    opening = scoring("sideways", [("Y06",), ("G01",)])
    chain = domino([("Y16", "G01"), ("G17",)], ("Y02^",))
    with speaking("pt"):
        played = GAME.describe_move(state.view(1), place("Y16^ @1,1"))
        passed = GAME.describe_move(state.view(1), PASS)
        led = GAME.describe_move(opening.view(0), place("Y06v @0,0"))
        linked = GAME.describe_move(chain.view(0), link("Y16^"))
        stuck = GAME.describe_move(chain.view(0), CANT)
    assert played.startswith(
        "Jogador 2 joga uma carta amarela abaixo e à direita da última carta: Amarelo "
    )
    assert played.endswith(" à vista")
    assert passed == "Jogador 2 diz “passo”"
    assert led == "Jogador 1 abre com uma carta amarela"
    assert linked == "Jogador 1 junta uma carta amarela à fila"
    assert stuck == "Jogador 1 diz “não posso”"
    assert GAME.describe_move(state.view(1), PASS) == "Player 2 says “pass”"


def test_language_is_restored_and_a_finished_game_is_reworded() -> None:
    """The outcome holds facts; its words are made when shown, so a finished game re-words."""
    state = domino([("Y01", "Y02"), ("G01",)], ("Y06^",)).apply(CANT).apply(CANT)
    outcome = state.outcome
    assert outcome is not None
    assert GAME.describe_outcome(outcome).startswith("Green won: the game was blocked")
    with speaking("pt"):
        assert language() == "pt"
        assert GAME.describe_outcome(outcome).startswith("Verde ganhou")
    assert language() == "en"
    assert state.outcome is outcome
