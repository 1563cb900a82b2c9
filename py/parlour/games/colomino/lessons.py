"""Learn Colomino: one lesson for the set games (through Sideways), one for Domino.

Both are real two-player deals (Sideways seed 0, Domino seed 1) played
from the start; the learner sits in seat 0 (Yellow) and the opponent's
moves are scripted replies, so every position is one the rules reached.
"""

from __future__ import annotations

from parlour.core import GameState
from parlour.games.colomino.rules import seeded_start
from parlour.lesson import Lesson, Step
from parlour.words import Phrasebook


def start_sets() -> GameState:
    return seeded_start(2, {"variant": "sideways"}, 0)


def start_domino() -> GameState:
    return seeded_start(2, {"variant": "domino"}, 1)


SETS = Phrasebook(
    {
        "en": {
            "card.about": "Match colour cards: win sets with your colour, or be first to shed it.",
            "card.length": "about 10 minutes",
            "short": "Learn the set games",
            "title": "Learn Colomino: the set games",
            "lead": "You play Yellow, your opponent Green. A set of four cards starts with any "
            "card: lead your highlighted card in the middle.",
            "lead.wrong": "Lead the highlighted card: {click} it, then the place in the middle.",
            "follow": "Each card must match the one before: one column right and one row down "
            "(the arrow), its left column showing the colours under \u201cNext card\u201d. "
            "A bar marks the cards that fit: play the highlighted one.",
            "follow.wrong": "That card or place does not match the card before here: play the "
            "highlighted card.",
            "turned": "Green completed the first set and it showed more green squares, so Green "
            "won it and leads the next one. Your highlighted card fits only turned "
            "end over end, so it is shown turned: play it where it fits.",
            "turned.wrong": "Play the highlighted card, turned as it is shown, then its place.",
            "complete": "The fourth card completes the set; the side with more of its colour "
            "showing wins it (equal squares: the set is drawn, for nobody). Play the "
            "highlighted card to win this set for Yellow.",
            "complete.wrong": "Play the highlighted card: with it Yellow shows more squares.",
            "finale": "Yellow won the set, 2 squares to 1. When you have no card that fits, say "
            '"Can\'t play"; if nobody can play, the set is void and nobody scores it. '
            "The game ends when all cards are played; the side with more sets wins. "
            "Fourways lets a card go from any corner; Threeways sets have three cards.",
        },
        "pt": {
            "card.about": "Combine cartas de cores: ganhe conjuntos com a sua cor, ou livre-se dela primeiro.",
            "card.length": "cerca de 10 minutos",
            "short": "Aprender os jogos de conjuntos",
            "title": "Aprender Colomino: os jogos de conjuntos",
            "lead": "Joga com o Amarelo, o adversário com o Verde. Um conjunto de quatro cartas "
            "começa com qualquer carta: jogue a carta assinalada no centro.",
            "lead.wrong": "Jogue a carta assinalada: {click} nela, depois no lugar do centro.",
            "follow": "Cada carta tem de combinar com a anterior: uma coluna à direita e uma "
            "linha abaixo (a seta), com a coluna da esquerda a mostrar as cores de "
            "\u201cPróxima carta\u201d. Uma barra marca as cartas que servem: jogue a assinalada.",
            "follow.wrong": "Essa carta ou lugar não combina aqui com a carta anterior: jogue a "
            "carta assinalada.",
            "turned": "O Verde completou o primeiro conjunto, que mostrava mais casas verdes: o "
            "Verde ganhou-o e começa o seguinte. A sua carta assinalada só serve "
            "virada ao contrário, por isso aparece virada: jogue-a onde serve.",
            "turned.wrong": "Jogue a carta assinalada, virada como aparece, depois o lugar.",
            "complete": "A quarta carta completa o conjunto; ganha-o o lado que mostra mais da "
            "sua cor (casas iguais: o conjunto fica empatado, para ninguém). Jogue a "
            "carta assinalada para o Amarelo ganhar este conjunto.",
            "complete.wrong": "Jogue a carta assinalada: com ela o Amarelo mostra mais casas.",
            "finale": "O Amarelo ganhou o conjunto, 2 casas contra 1. Quando nenhuma carta "
            'servir, diga "Não posso"; se ninguém puder jogar, o conjunto é anulado e '
            "não conta para ninguém. O jogo acaba quando todas as cartas forem jogadas; "
            "ganha o lado com mais conjuntos. No Fourways uma carta pode ir de qualquer "
            "canto; no Threeways os conjuntos têm três cartas.",
        },
    }
)

DOMINO = Phrasebook(
    {
        "en": {
            "short": "Learn Domino",
            "title": "Learn Colomino: Domino",
            "open": "You play Yellow: be the first side to get rid of all its yellow cards. "
            "You open the chain with any card: play the highlighted one.",
            "open.wrong": "Open with the highlighted card: {click} it, then the chain.",
            "link": "A new card's left column must match the open end, the right column of the "
            "last card, in all four squares. You may go on: add the highlighted card, "
            "turned round.",
            "link.wrong": "That card does not match the open end: add the highlighted card.",
            "end": 'You may stop whenever you like, after at least one card: say "End turn".',
            "end.wrong": 'Say "End turn" now.',
            "cant": 'None of your cards matches the open end, so say "Can\'t play".',
            "cant.wrong": 'No card fits here: say "Can\'t play".',
            "again": "Now one of your cards fits: add the highlighted card.",
            "again.wrong": "Add the highlighted card: it matches the open end.",
            "end_again": "End your turn.",
            "end_again.wrong": 'Say "End turn".',
            "finale": "Green cards you hold do not count against you: only your own colour and "
            "star cards do. Once a star is in the chain, only stars may follow until "
            "all four are down. If nobody can play, the side with fewer cards to shed "
            "wins.",
        },
        "pt": {
            "short": "Aprender o Dominó",
            "title": "Aprender Colomino: Dominó",
            "open": "Joga com o Amarelo: ganha o primeiro lado a livrar-se de todas as suas "
            "cartas amarelas. Abre a corrente com qualquer carta: jogue a assinalada.",
            "open.wrong": "Abra com a carta assinalada: {click} nela, depois na corrente.",
            "link": "A coluna da esquerda de uma nova carta tem de combinar com a ponta aberta, "
            "a coluna da direita da última carta, nas quatro casas. Pode continuar: "
            "junte a carta assinalada, virada ao contrário.",
            "link.wrong": "Essa carta não combina com a ponta aberta: junte a carta assinalada.",
            "end": 'Pode parar quando quiser, depois de pelo menos uma carta: diga "Fim da vez".',
            "end.wrong": 'Diga agora "Fim da vez".',
            "cant": 'Nenhuma das suas cartas combina com a ponta aberta, por isso diga "Não '
            'posso".',
            "cant.wrong": 'Nenhuma carta serve aqui: diga "Não posso".',
            "again": "Agora uma das suas cartas serve: junte a carta assinalada.",
            "again.wrong": "Junte a carta assinalada: combina com a ponta aberta.",
            "end_again": "Termine a sua vez.",
            "end_again.wrong": 'Diga "Fim da vez".',
            "finale": "As cartas verdes que tiver não contam contra si: só as da sua cor e as "
            "estrelas. Quando uma estrela entra na corrente, só podem seguir estrelas "
            "até estarem as quatro na mesa. Se ninguém puder jogar, ganha o lado com "
            "menos cartas por despachar.",
        },
    }
)

LESSONS = (
    Lesson(
        id="colomino-sets",
        game_id="colomino",
        players=2,
        options={"variant": "sideways"},
        start=start_sets,
        say=SETS,
        steps=(
            Step("Y04^ @0,0", "lead", "lead.wrong", replies=("G21v @1,1",)),
            Step("Y14^ @2,2", "follow", "follow.wrong", replies=("G14v @3,3", "G01^ @0,0")),
            Step("Y05v @1,1", "turned", "turned.wrong", replies=("G17v @2,2",)),
            Step("Y11^ @3,3", "complete", "complete.wrong"),
        ),
    ),
    Lesson(
        id="colomino-domino",
        game_id="colomino",
        players=2,
        options={"variant": "domino"},
        start=start_domino,
        say=DOMINO,
        steps=(
            Step("Y04^", "open", "open.wrong"),
            Step("Y06v", "link", "link.wrong"),
            Step("end", "end", "end.wrong", replies=("G23v", "end")),
            Step("cant", "cant", "cant.wrong", replies=("G08^", "end")),
            Step("Y11v", "again", "again.wrong"),
            Step("end", "end_again", "end_again.wrong"),
        ),
    ),
)
