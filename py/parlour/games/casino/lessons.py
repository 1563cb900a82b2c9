"""Learn Casino in six plays: pairs, sums, a build, taking it, face cards, and trailing.

A real two-player hand (seed 3) with the pack put in the order the lesson
needs: the learner leads, the opponent's plays are scripted replies, and
the second deal brings the king that takes the opponent's king.
"""

from __future__ import annotations

from parlour.core import GameState
from parlour.games.casino.codec import state_from_json
from parlour.games.casino.rules import seeded_start
from parlour.lesson import Lesson, Step
from parlour.words import Phrasebook

LEARNER_HAND = ["3H", "7H", "8D", "9C"]
OPPONENT_HAND = ["2C", "6H", "QS", "KD"]
TABLE = ["7S", "4D", "5S", "5C"]
SECOND_DEAL = ["KS", "4C", "AH", "AD", "2H", "10S", "JD", "9S"]
"""Dealt two at a time: learner, opponent, learner, opponent."""


def start() -> GameState:
    data = seeded_start(2, {}, 3).to_json()
    del data["pack"]  # the hands are arranged below: a pack consistent with them is made
    placed = [*LEARNER_HAND, *OPPONENT_HAND, *TABLE, *SECOND_DEAL]
    rest = [
        c
        for c in (*data["hands"][0], *data["hands"][1], *data["table"], *data["stock"])
        if c not in placed
    ]
    data.update(hands=[LEARNER_HAND, OPPONENT_HAND], table=TABLE, stock=[*SECOND_DEAL, *rest])
    return state_from_json(data)


SAY = Phrasebook(
    {
        "en": {
            "card.about": "Take table cards that match or add up to yours; build for the next turn.",
            "card.length": "about 15 minutes",
            "short": "Learn to play",
            "title": "Learn Casino",
            "pair": "Each turn you play one card from your hand. A card takes a table card of "
            "the same value: take the 7♠ with your 7♥. {Click} your 7♥, then the 7♠, then "
            "the play.",
            "pair.wrong": "Your 7♥ takes the 7♠ on the table: choose those two, then the play.",
            "sum": "A card also takes table cards that add up to its value: 4 + 5 = 9. Take the "
            "4♦ and 5♠ with your 9♣.",
            "sum.wrong": "Choose your 9♣, then the 4♦ and the 5♠ (4 + 5 = 9), then the play.",
            "build": "Build: put your 3♥ on the 5♣ to make 8, and take it next turn with the 8♦ "
            "you keep. You must hold the card that takes a build, and you may not just "
            "lay a card down on your next turn.",
            "build.wrong": 'Choose your 3♥, then the 5♣, then "Build 8s".',
            "take_build": "Now take your build of 8 with the 8♦, and the 2♣ and 6♥ too (2 + 6 "
            "= 8): one card can take several groups at once.",
            "take_build.wrong": "Choose your 8♦, then the 2♣, the 6♥ and the build, then the play.",
            "face": "A new deal: four more cards each. A jack, queen or king takes only one card "
            "of the same rank. Take the K♦ with your K♠.",
            "face.wrong": "Your K♠ takes the K♦, and only it: face cards never add up.",
            "trail": "Nothing here adds up to a card you hold, so trail: lay a card face up on "
            "the table. Trail your 4♣.",
            "trail.wrong": 'Choose your 4♣, then "Trail 4♣".',
            "finale": "At the end of a hand you score for the most cards, the most spades, the "
            "10♦ (2), the 2♠ and each ace (1), and each sweep, a take that clears the "
            "table (1). The first to 21 points wins.",
        },
        "pt": {
            "card.about": "Leve cartas da mesa iguais à sua ou que somem o seu valor; construa para a vez seguinte.",
            "card.length": "cerca de 15 minutos",
            "short": "Aprender a jogar",
            "title": "Aprender Casino",
            "pair": "Em cada vez joga uma carta da mão. Uma carta leva uma carta da mesa do "
            "mesmo valor: leve o 7♠ com o seu 7♥. {Click} no seu 7♥, depois no 7♠, "
            "depois na jogada.",
            "pair.wrong": "O seu 7♥ leva o 7♠ da mesa: escolha essas duas, depois a jogada.",
            "sum": "Uma carta também leva cartas da mesa que somem o seu valor: 4 + 5 = 9. Leve "
            "o 4♦ e o 5♠ com o seu 9♣.",
            "sum.wrong": "Escolha o seu 9♣, depois o 4♦ e o 5♠ (4 + 5 = 9), depois a jogada.",
            "build": "Construção: ponha o 3♥ sobre o 5♣ para fazer 8, e leve-a na próxima vez "
            "com o 8♦ que guarda. Tem de ter a carta que leva a construção, e na próxima vez "
            "não pode só pôr uma carta na mesa.",
            "build.wrong": 'Escolha o seu 3♥, depois o 5♣, depois "Construir 8".',
            "take_build": "Agora leve a sua construção de 8 com o 8♦, e também o 2♣ e o 6♥ "
            "(2 + 6 = 8): uma carta pode levar vários grupos de uma vez.",
            "take_build.wrong": "Escolha o seu 8♦, depois o 2♣, o 6♥ e a construção, depois a "
            "jogada.",
            "face": "Nova distribuição: mais quatro cartas para cada um. Um valete, dama ou rei "
            "leva só uma carta da mesma figura. Leve o K♦ com o seu K♠.",
            "face.wrong": "O seu K♠ leva o K♦, e só ele: as figuras nunca somam.",
            "trail": "Nada aqui soma o valor de uma carta sua, por isso ponha uma carta virada "
            "para cima na mesa. Ponha o seu 4♣ na mesa.",
            "trail.wrong": 'Escolha o seu 4♣, depois "Pôr 4♣ na mesa".',
            "finale": "No fim de cada mão pontua quem tem mais cartas, mais espadas, o 10♦ (2), "
            "o 2♠ e cada ás (1), e cada varrida, uma jogada que limpa a mesa (1). "
            "Ganha quem chegar primeiro a 21 pontos.",
        },
    }
)

LESSONS = (
    Lesson(
        id="casino",
        game_id="casino",
        players=2,
        options={},
        start=start,
        say=SAY,
        steps=(
            Step("7H x 7S", "pair", "pair.wrong", replies=("2C t",)),
            Step("9C x 4D+5S", "sum", "sum.wrong", replies=("6H t",)),
            Step("3H b8 on 5C", "build", "build.wrong", replies=("KD t",)),
            Step("8D x 2C+6H, [3H+5C=8]", "take_build", "take_build.wrong", replies=("QS t",)),
            Step("KS x KD", "face", "face.wrong", replies=("JD t",)),
            Step("4C t", "trail", "trail.wrong"),
        ),
    ),
)
