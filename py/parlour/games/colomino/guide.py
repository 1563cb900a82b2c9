"""Colomino's guide: the rules panel and the options, in the player's words.

Written for a player reading a side panel, from the rulebooks and the
decisions in ``docs/rules/colomino.md``.  The keys are those ``parlour.guide`` lists.
"""

from __future__ import annotations

from parlour.core import Guide
from parlour.games.colomino.examples import EXAMPLES
from parlour.words import Phrasebook

WORDS = Phrasebook(
    {
        "en": {
            "summary.1": (
                "52 colour cards. Each face is two columns of four squares: red, blue and mauve, and "
                "one yellow, green or white square. 24 cards have a yellow tab, 24 a green tab; four "
                "white star cards are used in Domino only."
            ),
            "summary.2": (
                "Yellow, green and white squares match each other; red, blue and mauve match only "
                "themselves."
            ),
            "summary.3": (
                "Players form two sides, seated alternately: Yellow (players 1, 3, 5) against Green "
                "(players 2, 4, 6). Four games, chosen with the Game option: Sideways, Fourways and "
                "Threeways are won by sets, Domino by getting rid of your cards."
            ),
            "turn.1": (
                "Set games: the leader lays any card. Each next card must match the card before it "
                "where they touch: in Sideways it goes one column right and one row down, in Fourways"
                " off any of its four corners, in Threeways level and one column right, on its right "
                "column."
            ),
            "turn.2": "A card may be turned end over end (↻) before it is played.",
            "turn.3": (
                "With no card that fits, say “can't play”. You may pass instead when every card you "
                "could play has the other side's tab, but not again before someone plays a card."
            ),
            "turn.4": (
                "Domino: cards join side by side in one chain; the new card's left column must match "
                "the open end square for square. Play at least one card if you can, as many as you "
                "like, then end your turn. Once a star is down, only stars may follow until all four "
                "are down."
            ),
            "scoring.1": (
                "A set (four cards; three in Threeways) goes to the side with more squares of its "
                "colour showing; equal is a drawn set. Whoever completes a set leads the next one."
            ),
            "scoring.2": "When all the cards are played, the side with more sets wins.",
            "scoring.3": (
                "Domino: the side that first plays all its own-tab cards (and any stars it holds) "
                "wins. If nobody can play, the side with fewer such cards left wins."
            ),
            "decision.1": (
                "The rulebook's pictures are lost, so the pack is our reconstruction: every column "
                "holds red, blue and mauve once, plus one yellow, green or white square."
            ),
            "decision.2": "Player 1 leads first, and play goes round in seat order.",
            "decision.3": "A set that nobody can finish is void and scores for nobody.",
            "decision.4": (
                "Passing is allowed only when every card you could play has the opponents' tab."
            ),
            "decision.5": "A player with no cards left is skipped.",
            "decision.6": "Domino with 3 or 5 players makes uneven sides; even numbers are fairer.",
            "example.colomino-sideways": (
                "Sideways: three cards of the set are down; the fourth goes one column right and one "
                "row down, matching the card before it."
            ),
            "example.colomino-domino": "Domino: each card joins the open end of the chain.",
            "option.variant": "Game",
            "option.variant.help": (
                "Sideways, Fourways and Threeways are played in sets by two sides, so they take 2, 4 "
                "or 6 players; Domino takes 2 to 6."
            ),
            "option.variant.sideways": "Sideways",
            "option.variant.fourways": "Fourways",
            "option.variant.threeways": "Threeways",
            "option.variant.domino": "Domino",
        },
        "pt": {
            "summary.1": (
                "52 cartas de cores. Cada face tem duas colunas de quatro quadrados: vermelho, azul e"
                " lilás, e um quadrado amarelo, verde ou branco. 24 cartas têm a marca amarela, 24 a "
                "verde; quatro cartas brancas com estrela só se usam no Dominó."
            ),
            "summary.2": (
                "Os quadrados amarelos, verdes e brancos combinam entre si; o vermelho, o azul e o "
                "lilás só combinam com a mesma cor."
            ),
            "summary.3": (
                "Os jogadores formam dois lados, sentados alternadamente: Amarelo (jogadores 1, 3, 5)"
                " contra Verde (jogadores 2, 4, 6). Há quatro jogos, escolhidos na opção Jogo: "
                "Sideways, Fourways e Threeways ganham-se por conjuntos, o Dominó livrando-se das "
                "cartas."
            ),
            "turn.1": (
                "Jogos de conjuntos: quem abre joga qualquer carta. Cada carta seguinte tem de "
                "combinar com a anterior onde se tocam: no Sideways vai uma coluna para a direita e "
                "uma linha para baixo, no Fourways a partir de qualquer dos quatro cantos, no "
                "Threeways ao mesmo nível e uma coluna para a direita, sobre a coluna da direita."
            ),
            "turn.2": "Antes de jogar, pode rodar a carta de pernas para o ar (↻).",
            "turn.3": (
                "Sem nenhuma carta que sirva, diga “não posso”. Pode passar quando todas as cartas "
                "que podia jogar têm a marca do outro lado, mas não outra vez antes de alguém jogar "
                "uma carta."
            ),
            "turn.4": (
                "Dominó: as cartas juntam-se lado a lado numa só fila; a coluna da esquerda da nova "
                "carta tem de combinar, quadrado a quadrado, com a ponta aberta. Jogue pelo menos uma"
                " carta se puder, quantas quiser, e termine a vez. Depois de uma estrela ir para a "
                "mesa, só se jogam estrelas até estarem as quatro."
            ),
            "scoring.1": (
                "Um conjunto (quatro cartas; três no Threeways) é do lado com mais quadrados da sua "
                "cor à vista; igual é um conjunto empatado. Quem completa um conjunto abre o "
                "seguinte."
            ),
            "scoring.2": "Jogadas todas as cartas, ganha o lado com mais conjuntos.",
            "scoring.3": (
                "Dominó: ganha o lado que primeiro jogar todas as cartas da sua marca (e as estrelas "
                "que tiver). Se ninguém puder jogar, ganha o lado com menos dessas cartas na mão."
            ),
            "decision.1": (
                "As figuras do livro de regras perderam-se, por isso o baralho é uma reconstrução "
                "nossa: cada coluna tem vermelho, azul e lilás uma vez, e um quadrado amarelo, verde "
                "ou branco."
            ),
            "decision.2": "O Jogador 1 abre primeiro, e a vez passa pela ordem dos lugares.",
            "decision.3": "Um conjunto que ninguém consiga acabar é anulado e não conta para ninguém.",
            "decision.4": (
                "Só se pode passar quando todas as cartas jogáveis têm a marca do adversário."
            ),
            "decision.5": "Um jogador sem cartas é saltado.",
            "decision.6": (
                "O Dominó com 3 ou 5 jogadores faz lados desiguais; com números pares é mais justo."
            ),
            "example.colomino-sideways": (
                "Sideways: já há três cartas do conjunto na mesa; a quarta vai uma coluna para a "
                "direita e uma linha para baixo, combinando com a anterior."
            ),
            "example.colomino-domino": "Dominó: cada carta junta-se à ponta aberta da fila.",
            "option.variant": "Jogo",
            "option.variant.help": (
                "Sideways, Fourways e Threeways jogam-se por conjuntos entre dois lados, por isso são"
                " para 2, 4 ou 6 jogadores; o Dominó é para 2 a 6."
            ),
            "option.variant.sideways": "Sideways",
            "option.variant.fourways": "Fourways",
            "option.variant.threeways": "Threeways",
            "option.variant.domino": "Dominó",
        },
    }
)

GUIDE = Guide(words=WORDS, examples=EXAMPLES, rank=40)
