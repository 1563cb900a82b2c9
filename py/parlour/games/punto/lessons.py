"""Learn Punto in five moves: the first card, touching, covering, and a row of five.

The position is a real two-player deal (seed 7) whose decks are put in an
order that makes each point in turn; the opponent's cards are scripted
replies, placed where the rules allow.
"""

from __future__ import annotations

from collections.abc import Callable

from parlour.core import GameState, Move
from parlour.games.punto.board import DIRECTIONS, run_length
from parlour.games.punto.codec import state_from_json
from parlour.games.punto.rules import Place, PuntoState, seeded_start
from parlour.lesson import Lesson, Step
from parlour.words import Phrasebook

LEARNER_CARDS = ("R5", "R6", "R8", "R4", "R9")
OPPONENT_CARDS = ("B4", "B3", "B2", "G5")


def _arranged(cards: list[str], first: tuple[str, ...]) -> list[str]:
    rest = list(cards)
    for card in first:
        rest.remove(card)
    return [*first, *rest]


def start() -> GameState:
    """A dealt match for one round, with each seat's cards coming in the lesson's order."""
    data = seeded_start(2, {"teams": False, "rounds_to_win": 1}, 7).to_json()
    for seat, first in enumerate((LEARNER_CARDS, OPPONENT_CARDS)):
        cards = _arranged([data["revealed"][seat], *data["decks"][seat]], first)
        data["revealed"][seat], data["decks"][seat] = cards[0], cards[1:]
    return state_from_json(data)


def makes_line(length: int) -> Callable[[GameState, Move], bool]:
    """The step's aim: the learner's card makes a line of ``length`` of its colour (either
    end of a row does it)."""

    def aim(state: GameState, move: Move) -> bool:
        assert isinstance(state, PuntoState) and isinstance(move, Place)
        tag = state.revealed[state.turn or 0] // 10
        ways = range(len(DIRECTIONS))
        return any(run_length(state.tops, move.cell, way, tag) >= length for way in ways)

    return aim


SAY = Phrasebook(
    {
        "en": {
            "card.about": "Lay numbered cards to make a row of your colour; cover lower cards to block.",
            "card.length": "about 5 minutes",
            "short": "Learn to play",
            "title": "Learn Punto",
            "first": "You play red and yellow; your opponent blue and green. Your face-up card is "
            "red 5. The first card of a round goes in the middle: place it there.",
            "first.wrong": "The first card of a round always goes in the middle.",
            "touch": "Each next card must touch a card, by a side or a corner. Put your red 6 to "
            "the right of your red 5, to start a row.",
            "touch.wrong": "That cell is allowed, but this step builds your row: put the red 6 "
            "right of the red 5.",
            "cover": "Blue 3 blocks your row. A card may also go on top of a card of lower "
            "value, of any colour: cover the blue 3 with your red 8.",
            "cover.wrong": "Cover the blue 3: 8 is higher than 3, so your red 8 may go on it.",
            "extend": "Three reds in a row. Keep going: place red 4 at either end of the row.",
            "extend.wrong": "Put the red 4 at one end of your three reds, on the same line.",
            "win": "With two players, five in a row of one colour wins the round. Place red 9 "
            "to complete the row.",
            "win.wrong": "Only a cell at an end of your four reds completes five in a row.",
            "finale": "Five reds in a row: you win the round, and this lesson's one-round match. "
            "Rows count across, down and diagonally, and all cards must fit in a 6 x 6 "
            "square. A real match is won by the first to win 2 rounds (you may choose 1 "
            "to 3).",
        },
        "pt": {
            "card.about": "Ponha cartas numeradas para fazer uma linha da sua cor; tape as mais baixas para bloquear.",
            "card.length": "cerca de 5 minutos",
            "short": "Aprender a jogar",
            "title": "Aprender Punto",
            "first": "Joga com vermelho e amarelo; o adversário com azul e verde. A sua carta "
            "virada é o vermelho 5. A primeira carta de uma ronda vai para o centro: "
            "coloque-a lá.",
            "first.wrong": "A primeira carta de uma ronda vai sempre para o centro.",
            "touch": "Cada carta seguinte tem de tocar noutra, por um lado ou um canto. Ponha o "
            "vermelho 6 à direita do vermelho 5, para começar uma linha.",
            "touch.wrong": "Essa casa é permitida, mas este passo faz a sua linha: ponha o "
            "vermelho 6 à direita do vermelho 5.",
            "cover": "O azul 3 bloqueia a sua linha. Uma carta também pode ir por cima de uma "
            "carta de valor mais baixo, de qualquer cor: cubra o azul 3 com o vermelho 8.",
            "cover.wrong": "Cubra o azul 3: 8 é maior do que 3, por isso o vermelho 8 pode ir "
            "por cima.",
            "extend": "Três vermelhos em linha. Continue: coloque o vermelho 4 numa das pontas "
            "da linha.",
            "extend.wrong": "Ponha o vermelho 4 numa ponta dos seus três vermelhos, na mesma "
            "linha.",
            "win": "Com dois jogadores, cinco em linha da mesma cor ganham a ronda. Coloque o "
            "vermelho 9 para completar a linha.",
            "win.wrong": "Só uma casa numa ponta dos seus quatro vermelhos completa cinco em "
            "linha.",
            "finale": "Cinco vermelhos em linha: ganhou a ronda, e o jogo de uma ronda desta "
            "lição. As linhas contam na horizontal, na vertical e na diagonal, e todas as "
            "cartas cabem num quadrado de 6 x 6. Num jogo a sério ganha quem vencer primeiro "
            "2 rondas (pode escolher de 1 a 3).",
        },
    }
)

LESSONS = (
    Lesson(
        id="punto",
        game_id="punto",
        players=2,
        options={},
        start=start,
        say=SAY,
        steps=(
            Step("0,0", "first", "first.wrong", replies=("1,1",)),
            Step("1,0", "touch", "touch.wrong", replies=("2,0",)),
            Step("2,0", "cover", "cover.wrong", replies=("2,1",)),
            Step("3,0", "extend", "extend.wrong", replies=("3,1",), aim=makes_line(4)),
            Step("4,0", "win", "win.wrong", aim=makes_line(5)),
        ),
    ),
)
