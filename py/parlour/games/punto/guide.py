"""Punto's guide: the rules panel and the options, in the player's words.

Written for a player reading a side panel, from the rulebooks and the
decisions in ``docs/rules/punto.md``.  The keys are those ``parlour.guide`` lists.
"""

from __future__ import annotations

from parlour.core import Guide
from parlour.games.punto.examples import EXAMPLES
from parlour.words import Phrasebook

WORDS = Phrasebook(
    {
        "en": {
            "summary.1": (
                "Be the first to get a row of your own colour: five cards with two players or in the "
                "team game, four with three or four players. Rows may run across, down or diagonally."
            ),
            "summary.2": (
                "There are 72 cards: red, blue, yellow and green, each with two cards of every value "
                "from 1 to 9. Every colour also has its own pip shape."
            ),
            "summary.3": (
                "With two players each plays two colours (a row must still be of one colour). With "
                "three, each plays one colour plus six cards of neutral green, which counts for "
                "nobody. With four, one colour each."
            ),
            "turn.1": "Everyone's next card is face up. The first card of a round goes in the middle.",
            "turn.2": (
                "Place your card touching another card, by an edge or a corner, or on top of a card "
                "of lower value, whatever its colour."
            ),
            "turn.3": (
                "All the cards must fit inside a 6 × 6 square: the dashed frame shows where there is "
                "still room."
            ),
            "scoring.1": (
                "The first to complete a row wins the round and puts the highest card of that row out"
                " of the game for the rest of the match."
            ),
            "scoring.2": (
                "If the player to move cannot place their card, the round ends: whoever has the most "
                "rows one card short of a win (four with two players, three otherwise) wins it; if "
                "that is a tie, the fewer points in those rows wins."
            ),
            "scoring.3": "Win two rounds to win the match (see the options).",
            "decision.1": (
                "Player 1 starts the first round; each later round starts with the player after the "
                "winner of the last one."
            ),
            "decision.2": (
                "A card that completes two rows, or a longer row, wins all the same; the highest card"
                " of that row leaves the game."
            ),
            "decision.3": (
                "With three players, the neutral cards played in a round are dealt out evenly for the"
                " next one; each player keeps the neutral cards they did not play."
            ),
            "decision.4": (
                "A round in which the player to move cannot play ends by itself. If rows and points "
                "are both equal, nobody wins the round and a new one starts."
            ),
            "decision.5": (
                "Every player's next card is visible to all; only the order of each deck is hidden."
            ),
            "decision.6": (
                "A match still undecided after 30 rounds is a draw (in practice it never happens)."
            ),
            "example.punto-cover": (
                "The ringed card was laid on top of a lower one. The dashed frame is the room left "
                "inside the 6 × 6 square."
            ),
            "example.punto-row": "Five cards of one colour in a row win the round.",
            "option.teams": "Team game",
            "option.teams.help": (
                "Two teams of partners sitting opposite, each sharing two colours; five in a row of "
                "one colour wins for the team. For four players."
            ),
            "option.rounds_to_win": "Rounds to win",
            "option.rounds_to_win.help": "How many rounds a player must win to win the match.",
        },
        "pt": {
            "summary.1": (
                "Seja o primeiro a fazer uma linha da sua cor: cinco cartas com dois jogadores ou no "
                "jogo de equipas, quatro com três ou quatro jogadores. As linhas podem ser "
                "horizontais, verticais ou diagonais."
            ),
            "summary.2": (
                "Há 72 cartas: vermelhas, azuis, amarelas e verdes, com duas cartas de cada valor, de"
                " 1 a 9, em cada cor. Cada cor tem também a sua própria forma de pintas."
            ),
            "summary.3": (
                "Com dois jogadores, cada um joga com duas cores (mas uma linha tem de ser de uma só "
                "cor). Com três, cada um joga com uma cor e seis cartas da cor neutra, o verde, que "
                "não conta para ninguém. Com quatro, uma cor cada."
            ),
            "turn.1": (
                "A próxima carta de cada jogador está sempre virada para cima. A primeira carta de "
                "cada ronda vai para o meio."
            ),
            "turn.2": (
                "Ponha a sua carta a tocar noutra, por um lado ou por um canto, ou por cima de uma "
                "carta de valor mais baixo, seja qual for a cor."
            ),
            "turn.3": (
                "Todas as cartas têm de caber num quadrado de 6 × 6: a moldura tracejada mostra onde "
                "ainda há espaço."
            ),
            "scoring.1": (
                "Quem completar primeiro uma linha ganha a ronda e tira do jogo, até ao fim da "
                "partida, a carta mais alta dessa linha."
            ),
            "scoring.2": (
                "Se quem tem a vez não conseguir pôr a carta, a ronda acaba: ganha quem tiver mais "
                "linhas a uma carta da vitória (de quatro com dois jogadores, de três nos outros "
                "casos); em caso de empate, ganha quem tiver menos pontos nessas linhas."
            ),
            "scoring.3": "Quem ganhar duas rondas ganha a partida (ver as opções).",
            "decision.1": (
                "O Jogador 1 começa a primeira ronda; as seguintes começam com o jogador a seguir a "
                "quem ganhou a anterior."
            ),
            "decision.2": (
                "Uma carta que complete duas linhas, ou uma linha mais comprida, ganha na mesma; sai "
                "do jogo a carta mais alta dessa linha."
            ),
            "decision.3": (
                "Com três jogadores, as cartas neutras jogadas numa ronda são repartidas por igual "
                "para a seguinte; cada um guarda as cartas neutras que não jogou."
            ),
            "decision.4": (
                "Uma ronda em que quem tem a vez não pode jogar termina sozinha. Se as linhas e os "
                "pontos também empatarem, ninguém ganha a ronda e começa outra."
            ),
            "decision.5": (
                "A próxima carta de cada jogador está à vista de todos; só a ordem de cada baralho "
                "fica escondida."
            ),
            "decision.6": (
                "Uma partida ainda por decidir ao fim de 30 rondas é um empate (na prática, nunca "
                "acontece)."
            ),
            "example.punto-cover": (
                "A carta assinalada foi posta por cima de outra mais baixa. A moldura tracejada é o "
                "espaço que resta dentro do quadrado de 6 × 6."
            ),
            "example.punto-row": "Cinco cartas seguidas da mesma cor ganham a ronda.",
            "option.teams": "Jogo de equipas",
            "option.teams.help": (
                "Duas equipas de parceiros sentados frente a frente, cada uma com duas cores; cinco "
                "seguidas da mesma cor ganham para a equipa. Para quatro jogadores."
            ),
            "option.rounds_to_win": "Rondas para ganhar",
            "option.rounds_to_win.help": "Quantas rondas é preciso ganhar para vencer a partida.",
        },
    }
)

GUIDE = Guide(words=WORDS, examples=EXAMPLES, rank=10)
