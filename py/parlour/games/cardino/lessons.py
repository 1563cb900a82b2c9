"""Learn Cardino in six moves: a tile's own space, scoring neighbours, one suit a turn.

A real two-player deal (seed 5) with the tiles put in the lesson's order:
the learner holds the lowest tile (7♣), so starts; the opponent's turn is
a scripted reply.
"""

from __future__ import annotations

from parlour.core import GameState
from parlour.games.cardino.codec import state_from_json
from parlour.games.cardino.rules import seeded_start
from parlour.games.cardino.tiles import RANKS, SUIT_LETTERS, face_of
from parlour.lesson import Lesson, Step
from parlour.words import Phrasebook

LEARNER_RACK = ("7C", "JH", "QC", "KC", "AC")
OPPONENT_RACK = ("8D", "9H", "10S", "KS", "AD")


def _tile(code: str) -> int:
    return face_of(RANKS.index(code[:-1]), SUIT_LETTERS.index(code[-1]))


def start() -> GameState:
    data = seeded_start(2, {}, 5).to_json()
    del data["order"], data["drawn"]  # the racks are arranged below
    racks = [sorted(_tile(t) for t in rack) for rack in (LEARNER_RACK, OPPONENT_RACK)]
    pile = list(data["pile"]) + [t for rack in data["racks"] for t in rack]
    for tile in racks[0] + racks[1]:
        pile.remove(tile)
    data.update(racks=racks, pile=pile, to_move=0)
    return state_from_json(data)


SAY = Phrasebook(
    {
        "en": {
            "card.about": "Place tiles on their own spaces and score the tiles beside them.",
            "card.length": "about 10 minutes",
            "short": "Learn to play",
            "title": "Learn Cardino",
            "own_space": "You hold the lowest tile, 7♣, so you start. Every tile goes on a free "
            "half of its own space on the board. {Click} your 7♣, then the bottom half "
            "of the 7♣ space.",
            "own_space.wrong": "The 7♣ goes on its own space: the bottom half of 7♣, highlighted.",
            "below": "In one turn you may place several tiles, all of one suit. A tile scores "
            "the values of the tiles next to it: ace 5, king 4, queen 3, jack 2, the others "
            "1. Put the A♣ on the top half of its space, right under the 7♣ (1 point).",
            "below.wrong": "Choose your A♣, then the top half of the A♣ space, under the 7♣.",
            "end": "End your turn: you draw back to five tiles.",
            "end.wrong": '{Click} "End turn" to finish this turn.',
            "next_to_ace": "Your opponent put A♦ beside your A♣. Sideways, tiles on the same "
            "half score each other: put K♣ on the top half, left of the A♣, for "
            "5 points.",
            "next_to_ace.wrong": "Choose your K♣, then the top half of the K♣ space, beside the A♣.",
            "same_turn": "A tile placed earlier this turn counts too: put Q♣ on the top half "
            "beside the K♣ (4 points).",
            "same_turn.wrong": "Choose your Q♣, then the top half of the Q♣ space, beside the K♣.",
            "end_again": "End the turn to bank your points.",
            "end_again.wrong": '{Click} "End turn".',
            "finale": "Five tiles of one suit in a turn earn 10 more. A joker goes on any free half. When someone "
            "runs out of tiles, the others lose what they hold; the highest score wins.",
        },
        "pt": {
            "card.about": "Ponha peças nas suas casas e pontue as peças ao lado.",
            "card.length": "cerca de 10 minutos",
            "short": "Aprender a jogar",
            "title": "Aprender Cardino",
            "own_space": "Tem a peça mais baixa, o 7♣, por isso começa. Cada peça vai para uma "
            "metade livre da sua própria casa no tabuleiro. {Click} no seu 7♣, depois "
            "na metade de baixo da casa do 7♣.",
            "own_space.wrong": "O 7♣ vai para a sua casa: a metade de baixo do 7♣, assinalada.",
            "below": "Numa vez pode pôr várias peças, todas do mesmo naipe. Uma peça pontua os "
            "valores das peças ao lado: ás 5, rei 4, dama 3, valete 2, as outras 1. Ponha o "
            "A♣ na metade de cima da sua casa, mesmo por baixo do 7♣ (1 ponto).",
            "below.wrong": "Escolha o seu A♣, depois a metade de cima da casa do A♣, por baixo "
            "do 7♣.",
            "end": "Termine a sua vez: volta a ficar com cinco peças.",
            "end.wrong": '{Click} em "Terminar vez" para acabar esta vez.',
            "next_to_ace": "O adversário pôs o A♦ ao lado do seu A♣. Na horizontal, peças na "
            "mesma metade pontuam-se: ponha o K♣ na metade de cima, à esquerda do "
            "A♣, e ganhe 5 pontos.",
            "next_to_ace.wrong": "Escolha o seu K♣, depois a metade de cima da casa do K♣, ao "
            "lado do A♣.",
            "same_turn": "Uma peça posta antes nesta vez também conta: ponha a Q♣ na metade de "
            "cima ao lado do K♣ (4 pontos).",
            "same_turn.wrong": "Escolha a sua Q♣, depois a metade de cima da casa da Q♣, ao lado "
            "do K♣.",
            "end_again": "Termine a vez para guardar os pontos.",
            "end_again.wrong": '{Click} em "Terminar vez".',
            "finale": "Cinco peças do mesmo naipe numa vez dão mais 10. Um joker vai para qualquer metade livre. Quando "
            "alguém fica sem peças, os outros perdem o que têm na mão; ganha a maior "
            "pontuação.",
        },
    }
)

LESSONS = (
    Lesson(
        id="cardino",
        game_id="cardino",
        players=2,
        options={},
        start=start,
        say=SAY,
        steps=(
            Step("7C/b", "own_space", "own_space.wrong"),
            Step("AC/t", "below", "below.wrong"),
            Step("end", "end", "end.wrong", replies=("AD/t", "end")),
            Step("KC/t", "next_to_ace", "next_to_ace.wrong"),
            Step("QC/t", "same_turn", "same_turn.wrong"),
            Step("end", "end_again", "end_again.wrong"),
        ),
    ),
)
