"""Cardino's guide: the rules panel and the options, in the player's words.

Written for a player reading a side panel, from the rulebooks and the
decisions in ``docs/rules/cardino.md``.  The keys are those ``parlour.guide`` lists.
"""

from __future__ import annotations

from parlour.core import Guide
from parlour.games.cardino.examples import EXAMPLES
from parlour.words import Phrasebook

WORDS = Phrasebook(
    {
        "en": {
            "summary.1": (
                "Score points by placing tiles next to other tiles; the highest score at the end "
                "wins."
            ),
            "summary.2": (
                "There are 66 tiles: two of each card from 7 to ace in the four suits, and two "
                "jokers. The board has one space for each card, split into a top and a bottom half, "
                "in four suit sections."
            ),
            "summary.3": (
                "Each player holds five tiles, hidden from the others. The player with the lowest "
                "tile (7♣, then 7♦, 7♥, 7♠, 8♣ …) starts."
            ),
            "turn.1": (
                "Place one or more tiles, each on a free half of the space of its own card. All the "
                "tiles of one turn must be of one suit."
            ),
            "turn.2": "Then end your turn and draw back up to five tiles while the pile lasts.",
            "turn.3": (
                "A joker goes on any free half and stands for that space's card. In a later turn the "
                "real tile may replace it, and the joker then leaves the game."
            ),
            "turn.4": "Only a player who cannot place anything passes.",
            "scoring.1": "Values: ace 5, king 4, queen 3, jack 2, and 10, 9, 8, 7 one point each.",
            "scoring.2": (
                "A tile scores the values of its neighbours at that moment: the same half of the "
                "spaces to its left and right, and across the edge above or below (the bottom half of"
                " a space touches the top half of the space below it). Diagonals never count."
            ),
            "scoring.3": "Placing five tiles in one turn earns a bonus of 10.",
            "scoring.4": (
                "Once the pile is empty, play goes on until someone has no tiles left. Everyone else "
                "loses the value of the tiles they hold (a joker costs 6)."
            ),
            "decision.1": (
                "Board layout: in each suit section the outer row is 10 9 8 7 and the inner row J Q K"
                " A, so the four aces meet in the centre."
            ),
            "decision.2": (
                "A joker is never the lowest tile. If two players hold the same lowest tile, their "
                "next-lowest tiles decide."
            ),
            "decision.3": (
                "A joker takes the suit of its space: it counts for the one-suit rule and towards the"
                " bonus."
            ),
            "decision.4": (
                "A player who cannot place anything passes without drawing; if every player passes in"
                " turn, the game ends."
            ),
            "decision.5": "Players level on the highest score share the win.",
            "decision.6": (
                "The score track: the pawn goes round circles 1 to 20, with a chip for every 20."
            ),
            "example.cardino-place": (
                "The marked tile in the rack may go on the marked half of its own space."
            ),
            "example.cardino-board": "Some turns in: every tile lies on the space of its own card.",
            "option.same_space_neighbours": "Halves of a space are neighbours",
            "option.same_space_neighbours.help": (
                "The top and bottom halves of one space also score each other."
            ),
        },
        "pt": {
            "summary.1": (
                "Marque pontos pondo peças ao lado de outras peças; no fim, ganha a pontuação mais "
                "alta."
            ),
            "summary.2": (
                "Há 66 peças: duas de cada carta, do 7 ao ás, nos quatro naipes, e dois curingas. O "
                "tabuleiro tem um espaço para cada carta, dividido numa metade de cima e numa de "
                "baixo, em quatro secções, uma por naipe."
            ),
            "summary.3": (
                "Cada jogador tem cinco peças, escondidas dos outros. Começa quem tiver a peça mais "
                "baixa (7♣, depois 7♦, 7♥, 7♠, 8♣ …)."
            ),
            "turn.1": (
                "Ponha uma ou mais peças, cada uma numa metade livre do espaço da sua carta. Todas as"
                " peças de uma vez têm de ser do mesmo naipe."
            ),
            "turn.2": (
                "Depois termine a sua vez e volte a tirar peças do monte até ter cinco, enquanto "
                "houver."
            ),
            "turn.3": (
                "Um curinga vai para qualquer metade livre e vale pela carta desse espaço. Numa vez "
                "seguinte, a peça verdadeira pode substituí-lo, e o curinga sai do jogo."
            ),
            "turn.4": "Só passa quem não puder pôr nenhuma peça.",
            "scoring.1": "Valores: ás 5, rei 4, dama 3, valete 2, e 10, 9, 8, 7 um ponto cada.",
            "scoring.2": (
                "Uma peça vale a soma das vizinhas nesse momento: a mesma metade dos espaços à "
                "esquerda e à direita, e a que toca do outro lado da aresta, em cima ou em baixo (a "
                "metade de baixo de um espaço toca na metade de cima do espaço por baixo). As "
                "diagonais nunca contam."
            ),
            "scoring.3": "Pôr cinco peças numa só vez dá um bónus de 10.",
            "scoring.4": (
                "Quando o monte acabar, joga-se até alguém ficar sem peças. Os outros perdem o valor "
                "das peças que têm (um curinga custa 6)."
            ),
            "decision.1": (
                "Disposição do tabuleiro: em cada secção, a fila de fora é 10 9 8 7 e a de dentro J Q"
                " K A (valete, dama, rei, ás), de modo que os quatro ases se encontram no centro."
            ),
            "decision.2": (
                "Um curinga nunca é a peça mais baixa. Se dois jogadores tiverem a mesma peça mais "
                "baixa, decidem as seguintes mais baixas."
            ),
            "decision.3": (
                "Um curinga fica com o naipe do seu espaço: conta para a regra do naipe único e para "
                "o bónus."
            ),
            "decision.4": (
                "Quem não puder pôr nada passa sem tirar peças; se todos passarem seguidos, o jogo "
                "acaba."
            ),
            "decision.5": "Os jogadores empatados na pontuação mais alta partilham a vitória.",
            "decision.6": (
                "A pista de pontos: o peão percorre os círculos de 1 a 20, com uma ficha por cada 20."
            ),
            "example.cardino-place": (
                "A peça assinalada no suporte pode ir para a metade assinalada do seu espaço."
            ),
            "example.cardino-board": "Algumas vezes depois: cada peça está no espaço da sua carta.",
            "option.same_space_neighbours": "Metades do mesmo espaço são vizinhas",
            "option.same_space_neighbours.help": (
                "As metades de cima e de baixo de um espaço também pontuam uma com a outra."
            ),
        },
    }
)

GUIDE = Guide(words=WORDS, examples=EXAMPLES, rank=30)
