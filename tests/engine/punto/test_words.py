"""Punto speaks Portuguese: board, move log, round summaries and results."""

import xml.etree.ElementTree as ET

from parlour.core import Highlights, Outcome
from parlour.games.punto import GAME
from parlour.games.punto.heuristics import describe_move
from parlour.words import language, seated, speaking
from tests.support.svg_text import shown_texts
from tests.engine.punto.placements import BLUE_15, RED_17, RED_BY_BOTH, RED_FOUR


def svg_in(code: str, state, seat=0, **marks) -> str:
    targets = frozenset(m.path[0] for m in state.legal_moves())
    with speaking(code):
        return GAME.render(state.view(seat), Highlights(targets=targets, **marks))


def test_the_start_of_a_match_in_portuguese() -> None:
    svg = svg_in("pt", GAME.initial_state(3, {}, 4))
    ET.fromstring(svg)
    for phrase in (
        "Punto, ronda 1: ganha 4 em linha",
        "Jogador 1 (você)",
        "Jogador 2",
        "Verde é neutro",
        "no baralho",
        "Fora do jogo: nenhuma",
        "a seguir ▸",
    ):
        assert phrase in svg
    for english in ("Player", "round 1", "in deck", "Out of the game", "next ▸", "neutral"):
        assert english not in svg


def test_a_game_in_play_in_portuguese(position) -> None:
    state = position(2, [(0, 0, "R5"), (1, 0, "B3")], revealed={0: "Y4"})
    svg = svg_in("pt", state, selected=("cell:1,0",), marked=frozenset({"cell:1,0"}))
    root = ET.fromstring(svg)
    labels = {g.get("aria-label") for g in root.iter("{http://www.w3.org/2000/svg}g")}
    assert {
        "vermelho 5",
        "azul 3",
        "Pôr amarelo 4 abaixo do azul 3",
        "Pôr amarelo 4 sobre azul 3",
    } <= labels
    assert "<title>última jogada</title>" in svg and "moldura" in svg
    assert "Place" not in svg and "last move" not in svg and "red 5" not in svg


def test_the_move_log_in_portuguese(position) -> None:
    state = position(2, [(0, 0, "R5")], revealed={1: "B7"}, turn=1)
    move = state.parse_move("0,0")
    with speaking("pt"):
        assert describe_move(state.view(0), move) == "Jogador 2 joga azul 7 sobre vermelho 5"
    assert describe_move(state.view(0), move) == "Player 2 plays blue 7 on red 5"


def test_a_tie_break_summary_in_portuguese(position, place) -> None:
    """The round summary keeps its numbers and says them in Portuguese."""
    state = position(
        4, RED_17 + [(0, 1, "G2")] + BLUE_15, revealed={3: "G1"}, turn=3, empty_decks=(0,)
    )
    state = place(state, "-1,-1")
    with speaking("pt"):
        text = state.view(None).round_text(0)
    assert text == (
        "Ronda 1: Jogador 2 ganhou por menos pontos: 1 linha (15 pts) contra 1 linha (17 pts),"
        " 0 linhas (0 pts), 0 linhas (0 pts). Jogador 1 não pôde jogar, por isso contaram as"
        " linhas de 3."
    )


def test_a_match_won_by_partners_in_portuguese(position, place) -> None:
    state = place(
        position(4, RED_BY_BOTH, revealed={0: "R9"}, turn=0, teams=True, rounds_to_win=1), "4,0"
    )
    with speaking("pt"):
        assert state.outcome is not None
        summary = GAME.describe_outcome(state.outcome)
        svg = GAME.render(state.view(None), Highlights())
    assert summary == "Jogador 1 e Jogador 3 ganharam: a partida, 1 ronda a 0"
    ET.fromstring(svg)
    said = shown_texts(svg)  # results wrap to the panel's width
    assert summary in said and "ganhas · equipa A" in said
    assert "Ronda 1: Jogador 1 & Jogador 3 ganharam com uma linha de 5" in said
    assert " won: " not in svg and "won with" not in svg


def test_the_final_board_in_portuguese(position, place) -> None:
    state = place(position(2, RED_FOUR, revealed={0: "R8"}, rounds_to_win=1), "4,0")
    svg = svg_in("pt", state, None)
    ET.fromstring(svg)
    assert svg.count("<title>linha vencedora</title>") == 5
    assert "Jogador 1 ganhou: a partida, 1 ronda a 0" in shown_texts(svg)
    assert "winning row" not in svg and "Player" not in svg


def test_the_language_comes_back_after_speaking(position) -> None:
    before = language()
    svg_in("pt", position(2, [(0, 0, "R5")], revealed={1: "B7"}, turn=1))
    assert language() == before
    assert "Player 1 (you)" in GAME.render(GAME.initial_state(2, {}, 1).view(0), Highlights())


def test_a_finished_match_summary_switches_language(position, place) -> None:
    """Issue 17: the outcome holds facts (who won, the record), not an English sentence, so a
    match finished and shown in English reads in Portuguese after switching (and back)."""
    state = place(
        position(4, RED_BY_BOTH, revealed={0: "R9"}, turn=0, teams=True, rounds_to_win=1), "4,0"
    )
    english_svg = svg_in("en", state, None)
    outcome = state.outcome
    assert outcome is not None and outcome.reason == "won" and outcome.numbers("record") == (1, 0)
    assert GAME.describe_outcome(outcome) == "Player 1 and Player 3 won: the match, 1 round to 0"
    assert "Player 1 and Player 3 won: the match, 1 round to 0" in shown_texts(english_svg)
    portuguese_svg = svg_in("pt", state, None)
    with speaking("pt"):
        assert (
            GAME.describe_outcome(state.outcome)
            == "Jogador 1 e Jogador 3 ganharam: a partida, 1 ronda a 0"
        )
    assert "Jogador 1 e Jogador 3 ganharam: a partida, 1 ronda a 0" in shown_texts(portuguese_svg)
    assert " won: " not in portuguese_svg
    assert state.outcome is outcome  # still the one cached value: only the words changed
    assert "Player 1 and Player 3 won: the match, 1 round to 0" in shown_texts(
        svg_in("en", state, None)
    )


def test_the_match_result_says_the_match_and_its_rounds_from_your_side(position, place) -> None:
    """Issue 36's phone walk: "You won: 1–0" said only the rounds.  The result names the
    match and counts its rounds (rulebook, "Ending the Game": "Whoever has won 2 rounds has
    won the whole game"), told from your side, in both languages."""
    state = place(position(2, RED_FOUR, revealed={0: "R8"}, rounds_to_win=1), "4,0")
    assert state.outcome is not None
    for you, english, portuguese in (
        (0, "You won: the match, 1 round to 0", "Você ganhou: a partida, 1 ronda a 0"),
        (1, "You lost: the match, 0 rounds to 1", "Você perdeu: a partida, 0 rondas a 1"),
    ):
        with seated(("human", "hard") if you == 0 else ("hard", "human")):
            assert GAME.describe_outcome(state.outcome) == english
            with speaking("pt"):
                assert GAME.describe_outcome(state.outcome) == portuguese


def test_a_match_of_three_names_every_others_rounds() -> None:
    """Three sides: the winner's rounds against each other side's, in seat order."""
    outcome = Outcome((1,), (1.0, 2.0, 0.0), "won", (("record", (1, 2, 0)),))
    assert GAME.describe_outcome(outcome) == "Player 2 won: the match, 2 rounds to 1 and 0"
    with speaking("pt"):
        assert GAME.describe_outcome(outcome) == "Jogador 2 ganhou: a partida, 2 rondas a 1 e 0"


def test_a_round_won_with_a_row_leads_with_the_winner(position, place) -> None:
    """Rulebook: "As soon as a player has 4 or 5 of his own cards in the same color in a row
    ... he wins the round": the line says who won the round and how."""
    state = place(position(2, RED_FOUR, revealed={0: "R8"}), "4,0")
    assert state.view(None).round_text(0) == "Round 1: Player 1 won with a row of 5"
    with speaking("pt"):
        assert state.view(None).round_text(0) == "Ronda 1: Jogador 1 ganhou com uma linha de 5"
