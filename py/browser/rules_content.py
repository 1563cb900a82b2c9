"""The rules panel: each game's rules in short, in English and Portuguese.

Written for a player reading a side panel, from the rulebooks in
``/work/shared/seeds/`` and the decisions in ``docs/rules/<game>.md``.
``RULES[game_id][lang]`` is a ``RulesText``; ``rules_html`` turns one into
safe HTML, with the example diagrams of ``parlour.examples`` (their ids are
the second item of each ``diagrams`` pair).

Pure Python: importable without PyScript, and without the engine.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class OptionText:
    """One game option as the rules panel explains it."""

    label: str
    text: str


@dataclass(frozen=True)
class RulesText:
    """The rules of one game in one language."""

    title: str
    summary: tuple[str, ...]
    """Short paragraphs: the aim, the material, the seating."""
    turn: tuple[str, ...]
    """How a turn works, one point per item."""
    scoring: tuple[str, ...]
    """How points, rounds and the game are won."""
    options: Mapping[str, OptionText] = field(default_factory=dict)
    """Keyed by the option names of the game's spec."""
    decisions: tuple[str, ...] = ()
    """Our decisions where the rulebook is silent, summarised."""
    diagrams: tuple[tuple[str, str], ...] = ()
    """(caption, example id) pairs; the ids are those of ``parlour.examples``."""


LABELS: dict[str, dict[str, str]] = {
    "en": {
        "turn": "How a turn works",
        "scoring": "Scoring and winning",
        "options": "Options",
        "examples": "Examples",
        "decisions": "Our decisions where the rulebook is silent",
    },
    "pt": {
        "turn": "Como se joga",
        "scoring": "Pontuação e vitória",
        "options": "Opções",
        "examples": "Exemplos",
        "decisions": "As nossas decisões onde o livro de regras é omisso",
    },
}

# --- Punto -------------------------------------------------------------------------

_PUNTO_EN = RulesText(
    title="Punto",
    summary=(
        "Be the first to get a row of your own colour: five cards with two players or in the "
        "team game, four with three or four players. Rows may run across, down or diagonally.",
        "There are 72 cards: red, blue, yellow and green, each with two cards of every value "
        "from 1 to 9. Every colour also has its own pip shape.",
        "With two players each plays two colours (a row must still be of one colour). With "
        "three, each plays one colour plus six cards of neutral green, which counts for nobody. "
        "With four, one colour each.",
    ),
    turn=(
        "Everyone's next card is face up. The first card of a round goes in the middle.",
        "Place your card touching another card, by an edge or a corner, or on top of a card "
        "of lower value, whatever its colour.",
        "All the cards must fit inside a 6 × 6 square: the dashed frame shows where there is "
        "still room.",
    ),
    scoring=(
        "The first to complete a row wins the round and puts the highest card of that row out "
        "of the game for the rest of the match.",
        "If the player to move cannot place their card, the round ends: whoever has the most "
        "rows one card short of a win (four with two players, three otherwise) wins it; if that "
        "is a tie, the fewer points in those rows wins.",
        "Win two rounds to win the match (see the options).",
    ),
    options={
        "teams": OptionText(
            "Team game",
            "Four players only (default: no). Partners sit opposite; each team mixes two "
            "colours and shares them out. Five in a row of one colour wins for the team.",
        ),
        "rounds_to_win": OptionText(
            "Rounds to win",
            "How many rounds win the match: 1, 2 (the default, as in the rulebook) or 3.",
        ),
    },
    decisions=(
        "Player 1 starts the first round; each later round starts with the player after the "
        "winner of the last one.",
        "A card that completes two rows, or a longer row, wins all the same; the highest card "
        "of that row leaves the game.",
        "With three players, the neutral cards played in a round are dealt out evenly for the "
        "next one; each player keeps the neutral cards they did not play.",
        "A round in which the player to move cannot play ends by itself. If rows and points "
        "are both equal, nobody wins the round and a new one starts.",
        "Every player's next card is visible to all; only the order of each deck is hidden.",
        "A match still undecided after 30 rounds is a draw (in practice it never happens).",
    ),
    diagrams=(
        ("The ringed card was laid on top of a lower one. The dashed frame is the room left "
         "inside the 6 × 6 square.", "punto-cover"),
        ("Five cards of one colour in a row win the round.", "punto-row"),
    ),
)

_PUNTO_PT = RulesText(
    title="Punto",
    summary=(
        "Seja o primeiro a fazer uma linha da sua cor: cinco cartas com dois jogadores ou no "
        "jogo de equipas, quatro com três ou quatro jogadores. As linhas podem ser "
        "horizontais, verticais ou diagonais.",
        "Há 72 cartas: vermelhas, azuis, amarelas e verdes, com duas cartas de cada valor, de "
        "1 a 9, em cada cor. Cada cor tem também a sua própria forma de pintas.",
        "Com dois jogadores, cada um joga com duas cores (mas uma linha tem de ser de uma só "
        "cor). Com três, cada um joga com uma cor e seis cartas da cor neutra, o verde, que "
        "não conta para ninguém. Com quatro, uma cor cada.",
    ),
    turn=(
        "A próxima carta de cada jogador está sempre virada para cima. A primeira carta de "
        "cada ronda vai para o meio.",
        "Ponha a sua carta a tocar noutra, por um lado ou por um canto, ou por cima de uma "
        "carta de valor mais baixo, seja qual for a cor.",
        "Todas as cartas têm de caber num quadrado de 6 × 6: a moldura tracejada mostra onde "
        "ainda há espaço.",
    ),
    scoring=(
        "Quem completar primeiro uma linha ganha a ronda e tira do jogo, até ao fim da "
        "partida, a carta mais alta dessa linha.",
        "Se quem tem a vez não conseguir pôr a carta, a ronda acaba: ganha quem tiver mais "
        "linhas a uma carta da vitória (de quatro com dois jogadores, de três nos outros "
        "casos); em caso de empate, ganha quem tiver menos pontos nessas linhas.",
        "Quem ganhar duas rondas ganha a partida (ver as opções).",
    ),
    options={
        "teams": OptionText(
            "Jogo de equipas",
            "Só com quatro jogadores (por omissão: não). Os parceiros sentam-se frente a "
            "frente; cada equipa mistura duas cores e divide-as entre os dois. Cinco "
            "seguidas da mesma cor ganham para a equipa.",
        ),
        "rounds_to_win": OptionText(
            "Rondas para ganhar",
            "Quantas rondas é preciso ganhar para vencer a partida: 1, 2 (por omissão, como no "
            "livro de regras) ou 3.",
        ),
    },
    decisions=(
        "O Jogador 1 começa a primeira ronda; as seguintes começam com o jogador a seguir a "
        "quem ganhou a anterior.",
        "Uma carta que complete duas linhas, ou uma linha mais comprida, ganha na mesma; sai "
        "do jogo a carta mais alta dessa linha.",
        "Com três jogadores, as cartas neutras jogadas numa ronda são repartidas por igual "
        "para a seguinte; cada um guarda as cartas neutras que não jogou.",
        "Uma ronda em que quem tem a vez não pode jogar termina sozinha. Se as linhas e os "
        "pontos também empatarem, ninguém ganha a ronda e começa outra.",
        "A próxima carta de cada jogador está à vista de todos; só a ordem de cada baralho "
        "fica escondida.",
        "Uma partida ainda por decidir ao fim de 30 rondas é um empate (na prática, nunca "
        "acontece).",
    ),
    diagrams=(
        ("A carta assinalada foi posta por cima de outra mais baixa. A moldura tracejada é o "
         "espaço que resta dentro do quadrado de 6 × 6.", "punto-cover"),
        ("Cinco cartas seguidas da mesma cor ganham a ronda.", "punto-row"),
    ),
)

# --- Casino ------------------------------------------------------------------------

_CASINO_EN = RulesText(
    title="Casino",
    summary=(
        "Take cards from the table with cards from your hand. Points come from the cards you "
        "take, and the first side to reach 21 wins.",
        "Each player gets four cards and four go face up on the table. When everyone has "
        "played their four, four more are dealt to each player (none to the table) until the "
        "pack runs out; the last deal is announced as “Last”.",
        "With four players, partners sit opposite and share one score (see the options).",
    ),
    turn=(
        "Play one card from your hand in one of these ways.",
        "Capture: take table cards of the same value, or groups of cards that add up to it "
        "(a 7 takes 3 + 4 and another 7 at once). Ace counts 1. Jacks, queens and kings take "
        "only one matching card.",
        "Build: put your card on table cards to make a total you can take with another card "
        "still in your hand (“building 8s”). Other groups of that total may join it. Anyone "
        "holding that value may take the build, and a single build may be raised by adding "
        "one card from hand.",
        "Call: put your card on a table card of the same value (“calling 8s”), keeping "
        "another to take them both. A call stays at its value.",
        "Trail: put your card face up on the table. You may not trail on your next turn "
        "after making or adding to a build.",
    ),
    scoring=(
        "When the hand ends, the last player to capture takes the cards left on the table.",
        "Most cards 3, most spades 1 (a tie scores nothing), 10♦ (Big Casino) 2, 2♠ (Little "
        "Casino) 1, each ace 1: 11 points a hand. Each sweep, a capture that clears the "
        "table, scores 1 more.",
        "Hands go on until a side reaches 21; if several do in the same hand, the higher "
        "total wins.",
    ),
    options={
        "sweeps": OptionText(
            "Sweeps",
            "Yes (the default): clearing the table with a capture scores 1 and the next player "
            "must trail, as in the English rules. No: no sweeps, as in the Portuguese rules.",
        ),
        "target": OptionText(
            "Target",
            "The points needed to win: 11, 21 (the default, as in both rulebooks) or 31.",
        ),
        "partners": OptionText(
            "Partners",
            "With four players, opposite seats play as partners and share their captures and "
            "score (the default). No: all four play alone.",
        ),
        "calls": OptionText(
            "Calls",
            "Yes (the default): a card may be paired with a table card of the same value (the "
            "Portuguese “chamada”). No: a card of the same value can only be added to an existing build.",
        ),
        "owner_duty": OptionText(
            "Build owner's duty",
            "“no-trail” (the default): whoever owns a build may do anything except trail. "
            "“capture-or-add” (the English rules read literally): every play of the owner must "
            "capture or add to one of their builds.",
        ),
        "duty_lasts": OptionText(
            "How long the duty lasts",
            "“next-turn” (the default, as in both rulebooks): the builder's duty above (not "
            "trailing, or capturing or adding to the build) holds on their next turn only. "
            "“while-owned” (pagat.com): it holds as long as the build is theirs.",
        ),
        "add_to_multiple": OptionText(
            "Add to a multiple build",
            "No (the default, as in the English rules): a multiple build, with two or more sets "
            "of its value, cannot be added to; it must be taken as it is. Yes: another set of "
            "its value may join it.",
        ),
    },
    decisions=(
        "Player 1 plays first in the first hand; the deal then passes to the left.",
        "A build must include the card you play. A single build is raised with one card "
        "from hand alone, your own builds included; a multiple build is never raised.",
        "You own a build until it is taken or someone else changes it; while the duty lasts "
        "(see the options) you may not give up the last card of your hand that can take it.",
        "You may trail even when you could capture or build, unless the builder's duty binds "
        "you.",
        "A capture takes whichever groups you choose, not necessarily all of them.",
        "A face card takes one matching face card, even when two lie on the table.",
        "The English rulebook's “most aces” is read as “most spades”, as in its tie rule.",
        "A sweep on the very last play counts; taking the leftovers at the end does not. If "
        "nobody captured during a hand, the dealer takes the leftovers.",
        "An exact tie for the highest total plays another hand.",
    ),
    diagrams=(
        ("Capture: the marked card from the hand takes the marked table cards, whose values "
         "add up to it.", "casino-capture"),
        ("Build: the marked hand card goes on the marked table card, making a total that "
         "another card in the hand can take on a later turn.", "casino-build"),
        ("The build on the table, labelled with its total and its owner: it can only be "
         "taken whole.", "casino-built"),
    ),
)

_CASINO_PT = RulesText(
    title="Casino",
    summary=(
        "Tire cartas da mesa com as cartas da sua mão. Os pontos vêm das cartas que tirar, e "
        "ganha o primeiro lado a chegar aos 21.",
        "Cada jogador recebe quatro cartas e ficam quatro viradas para cima no meio. Depois de "
        "todos jogarem as suas quatro, dão-se mais quatro a cada jogador (nenhuma para o meio) "
        "até acabar o baralho; a última distribuição é anunciada como “Última”.",
        "Com quatro jogadores, os parceiros sentam-se frente a frente e pontuam em conjunto "
        "(ver as opções).",
    ),
    turn=(
        "Jogue uma carta da mão de uma destas maneiras.",
        "Tirar: leve as cartas do meio com o mesmo valor, ou grupos de cartas cuja soma dá "
        "esse valor (um 7 tira um 3 + 4 e outro 7 de uma vez). O ás vale 1. Valetes, damas e "
        "reis só tiram uma carta igual.",
        "Construção: ponha a sua carta sobre cartas do meio para formar um total que possa "
        "tirar com outra carta que ainda tem na mão (“construção de 8”). Outros grupos com esse "
        "total podem juntar-se. Quem tiver esse valor pode tirar a construção, e uma "
        "construção simples pode ser aumentada com uma carta da mão.",
        "Chamada: ponha a sua carta sobre uma carta do meio do mesmo valor (“chamada de 8”), "
        "guardando outra para tirar as duas. Uma chamada mantém o seu valor.",
        "Seguir: ponha a sua carta virada para cima no meio. Quem fez ou aumentou uma "
        "construção não pode seguir na sua próxima vez.",
    ),
    scoring=(
        "No fim da mão, quem tirou cartas por último leva as que ficaram no meio.",
        "Mais cartas 3, mais espadas 1 (um empate não pontua), 10♦ (grande casino) 2, 2♠ "
        "(pequeno casino) 1, cada ás 1: 11 pontos por mão. Cada varrida (tirar cartas e deixar o "
        "meio vazio) vale mais 1.",
        "Jogam-se mãos até um lado chegar aos 21; se vários chegarem na mesma mão, ganha o "
        "total mais alto.",
    ),
    options={
        "sweeps": OptionText(
            "Varridas",
            "Sim (por omissão): deixar o meio vazio ao tirar vale 1 ponto e o jogador seguinte "
            "tem de seguir, como nas regras inglesas. Não: sem varridas, como nas regras "
            "portuguesas.",
        ),
        "target": OptionText(
            "Pontos para ganhar",
            "Os pontos necessários para ganhar: 11, 21 (por omissão, como nos dois livros de "
            "regras) ou 31.",
        ),
        "partners": OptionText(
            "Parceiros",
            "Com quatro jogadores, os lugares frente a frente jogam em parceria e somam as "
            "cartas e os pontos (por omissão). Não: os quatro jogam sozinhos.",
        ),
        "calls": OptionText(
            "Chamadas",
            "Sim (por omissão): pode juntar-se uma carta a outra do meio com o mesmo valor (a "
            "combinação de chamada). Não: uma carta do mesmo valor só pode ser juntada a uma "
            "construção que já exista.",
        ),
        "owner_duty": OptionText(
            "Dever do dono da construção",
            "“no-trail” (por omissão): o dono de uma construção pode fazer tudo menos seguir. "
            "“capture-or-add” (as regras inglesas à letra): cada jogada do dono tem de tirar "
            "ou acrescentar a uma das suas construções.",
        ),
        "duty_lasts": OptionText(
            "Quanto dura o dever",
            "“next-turn” (por omissão, como nos dois livros de regras): o dever acima (não "
            "seguir, ou tirar ou acrescentar à construção) vale só na próxima vez de quem "
            "construiu. “while-owned” (pagat.com): vale enquanto a construção for sua.",
        ),
        "add_to_multiple": OptionText(
            "Acrescentar a uma construção múltipla",
            "Não (por omissão, como nas regras inglesas): uma construção múltipla, com dois ou "
            "mais grupos do seu valor, não pode ser aumentada nem receber mais cartas; tem de "
            "ser tirada como está. Sim: outro grupo do seu valor pode juntar-se a ela.",
        ),
    },
    decisions=(
        "O Jogador 1 joga primeiro na primeira mão; depois, quem dá passa para a esquerda.",
        "Uma construção tem de incluir a carta jogada. Uma construção simples aumenta-se só "
        "com uma carta da mão, incluindo as próprias; uma construção múltipla nunca se "
        "aumenta.",
        "É dono de uma construção até ela ser tirada ou alterada por outro; enquanto o dever "
        "durar (ver as opções), não pode largar a última carta da mão que a consegue tirar.",
        "Pode seguir mesmo quando podia tirar ou construir, exceto se o dever de quem "
        "construiu o obrigar.",
        "Ao tirar, leva os grupos que escolher, não necessariamente todos.",
        "Uma figura tira uma única figura igual, mesmo que haja duas no meio.",
        "O “most aces” do livro inglês lê-se como “mais espadas”, como na sua regra de "
        "empate.",
        "Uma varrida na última jogada conta; levar as sobras no fim não conta. Se ninguém "
        "tirou cartas durante a mão, as sobras vão para quem deu.",
        "Um empate exato no total mais alto obriga a jogar mais uma mão.",
    ),
    diagrams=(
        ("Tirar: a carta assinalada na mão leva as cartas assinaladas no meio, cuja soma dá "
         "o seu valor.", "casino-capture"),
        ("Construção: a carta assinalada na mão vai para cima da carta assinalada no meio, "
         "formando um total que outra carta da mão pode tirar mais tarde.", "casino-build"),
        ("A construção na mesa, com o seu total e o seu dono: só pode ser tirada inteira.",
         "casino-built"),
    ),
)

# --- Cardino -----------------------------------------------------------------------

_CARDINO_EN = RulesText(
    title="Cardino",
    summary=(
        "Score points by placing tiles next to other tiles; the highest score at the end wins.",
        "There are 66 tiles: two of each card from 7 to ace in the four suits, and two jokers. "
        "The board has one space for each card, split into a top and a bottom half, in four "
        "suit sections.",
        "Each player holds five tiles, hidden from the others. The player with the lowest tile "
        "(7♣, then 7♦, 7♥, 7♠, 8♣ …) starts.",
    ),
    turn=(
        "Place one or more tiles, each on a free half of the space of its own card. All the "
        "tiles of one turn must be of one suit.",
        "Then end your turn and draw back up to five tiles while the pile lasts.",
        "A joker goes on any free half and stands for that space's card. In a later turn the "
        "real tile may replace it, and the joker then leaves the game.",
        "Only a player who cannot place anything passes.",
    ),
    scoring=(
        "Values: ace 5, king 4, queen 3, jack 2, and 10, 9, 8, 7 one point each.",
        "A tile scores the values of its neighbours at that moment: the same half of the "
        "spaces to its left and right, and across the edge above or below (the bottom half "
        "of a space touches the top half of the space below it). Diagonals never count.",
        "Placing five tiles in one turn earns a bonus of 10.",
        "Once the pile is empty, play goes on until someone has no tiles left. Everyone else "
        "loses the value of the tiles they hold (a joker costs 6).",
    ),
    options={
        "same_space_neighbours": OptionText(
            "Halves of a space are neighbours",
            "No (the default): the top and bottom halves of one space do not score each "
            "other. Yes: they do, another reading of the rulebook.",
        ),
    },
    decisions=(
        "Board layout: in each suit section the outer row is 10 9 8 7 and the inner row "
        "J Q K A, so the four aces meet in the centre.",
        "A joker is never the lowest tile. If two players hold the same lowest tile, their "
        "next-lowest tiles decide.",
        "A joker takes the suit of its space: it counts for the one-suit rule and towards "
        "the bonus.",
        "A player who cannot place anything passes without drawing; if every player passes "
        "in turn, the game ends.",
        "Players level on the highest score share the win.",
        "The score track: the pawn goes round circles 1 to 20, with a chip for every 20.",
    ),
    diagrams=(
        ("The marked tile in the rack may go on the marked half of its own space.",
         "cardino-place"),
        ("Some turns in: every tile lies on the space of its own card.", "cardino-board"),
    ),
)

_CARDINO_PT = RulesText(
    title="Cardino",
    summary=(
        "Marque pontos pondo peças ao lado de outras peças; no fim, ganha a pontuação mais alta.",
        "Há 66 peças: duas de cada carta, do 7 ao ás, nos quatro naipes, e dois curingas. O "
        "tabuleiro tem um espaço para cada carta, dividido numa metade de cima e numa de "
        "baixo, em quatro secções, uma por naipe.",
        "Cada jogador tem cinco peças, escondidas dos outros. Começa quem tiver a peça mais "
        "baixa (7♣, depois 7♦, 7♥, 7♠, 8♣ …).",
    ),
    turn=(
        "Ponha uma ou mais peças, cada uma numa metade livre do espaço da sua carta. Todas as "
        "peças de uma vez têm de ser do mesmo naipe.",
        "Depois termine a sua vez e volte a tirar peças do monte até ter cinco, enquanto houver.",
        "Um curinga vai para qualquer metade livre e vale pela carta desse espaço. Numa vez "
        "seguinte, a peça verdadeira pode substituí-lo, e o curinga sai do jogo.",
        "Só passa quem não puder pôr nenhuma peça.",
    ),
    scoring=(
        "Valores: ás 5, rei 4, dama 3, valete 2, e 10, 9, 8, 7 um ponto cada.",
        "Uma peça vale a soma das vizinhas nesse momento: a mesma metade dos espaços à "
        "esquerda e à direita, e a que toca do outro lado da aresta, em cima ou em baixo (a "
        "metade de baixo de um espaço toca na metade de cima do espaço por baixo). As "
        "diagonais nunca contam.",
        "Pôr cinco peças numa só vez dá um bónus de 10.",
        "Quando o monte acabar, joga-se até alguém ficar sem peças. Os outros "
        "perdem o valor das peças que têm (um curinga custa 6).",
    ),
    options={
        "same_space_neighbours": OptionText(
            "Metades do mesmo espaço são vizinhas",
            "Não (por omissão): as metades de cima e de baixo de um espaço não pontuam "
            "uma com a outra. Sim: pontuam, outra leitura do livro de regras.",
        ),
    },
    decisions=(
        "Disposição do tabuleiro: em cada secção, a fila de fora é 10 9 8 7 e a de dentro "
        "J Q K A (valete, dama, rei, ás), de modo que os quatro ases se encontram no centro.",
        "Um curinga nunca é a peça mais baixa. Se dois jogadores tiverem a mesma peça mais "
        "baixa, decidem as seguintes mais baixas.",
        "Um curinga fica com o naipe do seu espaço: conta para a regra do naipe único e para o "
        "bónus.",
        "Quem não puder pôr nada passa sem tirar peças; se todos passarem seguidos, o jogo "
        "acaba.",
        "Os jogadores empatados na pontuação mais alta partilham a vitória.",
        "A pista de pontos: o peão percorre os círculos de 1 a 20, com uma ficha por cada 20.",
    ),
    diagrams=(
        ("A peça assinalada no suporte pode ir para a metade assinalada do seu espaço.",
         "cardino-place"),
        ("Algumas vezes depois: cada peça está no espaço da sua carta.", "cardino-board"),
    ),
)

# --- Colomino ----------------------------------------------------------------------

_COLOMINO_EN = RulesText(
    title="Colomino",
    summary=(
        "52 colour cards. Each face is two columns of four squares: red, blue and mauve, and "
        "one yellow, green or white square. 24 cards have a yellow tab, 24 a green tab; four "
        "white star cards are used in Domino only.",
        "Yellow, green and white squares match each other; red, blue and mauve match only "
        "themselves.",
        "Players form two sides, seated alternately: Yellow (players 1, 3, 5) against Green "
        "(players 2, 4, 6). Four games, chosen with the Game option: Sideways, Fourways and "
        "Threeways are won by sets, Domino by getting rid of your cards.",
    ),
    turn=(
        "Set games: the leader lays any card. Each next card must match the card before it "
        "where they touch: in Sideways it goes one column right and one row down, in Fourways "
        "off any of its four corners, in Threeways level and one column right, on its right "
        "column.",
        "A card may be turned end over end (↻) before it is played.",
        "With no card that fits, say “can't play”. You may pass instead when every card you "
        "could play has the other side's tab, but not again before someone plays a card.",
        "Domino: cards join side by side in one chain; the new card's left column must match "
        "the open end square for square. Play at least one card if you can, as many as you "
        "like, then end your turn. Once a star is down, only stars may follow until all four "
        "are down.",
    ),
    scoring=(
        "A set (four cards; three in Threeways) goes to the side with more squares of its "
        "colour showing; equal is a drawn set. Whoever completes a set leads the next one.",
        "When all the cards are played, the side with more sets wins.",
        "Domino: the side that first plays all its own-tab cards (and any stars it holds) "
        "wins. If nobody can play, the side with fewer such cards left wins.",
    ),
    options={
        "variant": OptionText(
            "Game",
            "Which game to play: Sideways (the default), Fourways, Threeways or Domino. The "
            "set games are for 2, 4 or 6 players, Domino for 2 to 6.",
        ),
    },
    decisions=(
        "The rulebook's pictures are lost, so the pack is our reconstruction: every column "
        "holds red, blue and mauve once, plus one yellow, green or white square.",
        "Player 1 leads first, and play goes round in seat order.",
        "A set that nobody can finish is void and scores for nobody.",
        "Passing is allowed only when every card you could play has the opponents' tab.",
        "A player with no cards left is skipped.",
        "Domino with 3 or 5 players makes uneven sides; even numbers are fairer.",
    ),
    diagrams=(
        ("Sideways: three cards of the set are down; the fourth goes one column right and "
         "one row down, matching the card before it.", "colomino-sideways"),
        ("Domino: each card joins the open end of the chain.", "colomino-domino"),
    ),
)

_COLOMINO_PT = RulesText(
    title="Colomino",
    summary=(
        "52 cartas de cores. Cada face tem duas colunas de quatro quadrados: vermelho, azul e "
        "lilás, e um quadrado amarelo, verde ou branco. 24 cartas têm a marca amarela, 24 a "
        "verde; quatro cartas brancas com estrela só se usam no Dominó.",
        "Os quadrados amarelos, verdes e brancos combinam entre si; o vermelho, o azul e o "
        "lilás só combinam com a mesma cor.",
        "Os jogadores formam dois lados, sentados alternadamente: Amarelo (jogadores 1, 3, 5) "
        "contra Verde (jogadores 2, 4, 6). Há quatro jogos, escolhidos na opção Jogo: "
        "Sideways, Fourways e Threeways ganham-se por conjuntos, o Dominó livrando-se das "
        "cartas.",
    ),
    turn=(
        "Jogos de conjuntos: quem abre joga qualquer carta. Cada carta seguinte tem de "
        "combinar com a anterior onde se tocam: no Sideways vai uma coluna para a direita e "
        "uma linha para baixo, no Fourways a partir de qualquer dos quatro cantos, no "
        "Threeways ao mesmo nível e uma coluna para a direita, sobre a coluna da direita.",
        "Antes de jogar, pode rodar a carta de pernas para o ar (↻).",
        "Sem nenhuma carta que sirva, diga “não posso”. Pode passar quando todas as cartas "
        "que podia jogar têm a marca do outro lado, mas não outra vez antes de alguém jogar "
        "uma carta.",
        "Dominó: as cartas juntam-se lado a lado numa só fila; a coluna da esquerda da nova "
        "carta tem de combinar, quadrado a quadrado, com a ponta aberta. Jogue pelo menos uma "
        "carta se puder, quantas quiser, e termine a vez. Depois de uma estrela ir para a "
        "mesa, só se jogam estrelas até estarem as quatro.",
    ),
    scoring=(
        "Um conjunto (quatro cartas; três no Threeways) é do lado com mais quadrados da sua "
        "cor à vista; igual é um conjunto empatado. Quem completa um conjunto abre o seguinte.",
        "Jogadas todas as cartas, ganha o lado com mais conjuntos.",
        "Dominó: ganha o lado que primeiro jogar todas as cartas da sua marca (e as estrelas "
        "que tiver). Se ninguém puder jogar, ganha o lado com menos dessas cartas na mão.",
    ),
    options={
        "variant": OptionText(
            "Jogo",
            "Qual dos jogos: Sideways (por omissão), Fourways, Threeways ou Dominó. Os jogos "
            "de conjuntos são para 2, 4 ou 6 jogadores, o Dominó para 2 a 6.",
        ),
    },
    decisions=(
        "As figuras do livro de regras perderam-se, por isso o baralho é uma reconstrução "
        "nossa: cada coluna tem vermelho, azul e lilás uma vez, e um quadrado amarelo, verde "
        "ou branco.",
        "O Jogador 1 abre primeiro, e a vez passa pela ordem dos lugares.",
        "Um conjunto que ninguém consiga acabar é anulado e não conta para ninguém.",
        "Só se pode passar quando todas as cartas jogáveis têm a marca do adversário.",
        "Um jogador sem cartas é saltado.",
        "O Dominó com 3 ou 5 jogadores faz lados desiguais; com números pares é mais justo.",
    ),
    diagrams=(
        ("Sideways: já há três cartas do conjunto na mesa; a quarta vai uma coluna para a "
         "direita e uma linha para baixo, combinando com a anterior.", "colomino-sideways"),
        ("Dominó: cada carta junta-se à ponta aberta da fila.", "colomino-domino"),
    ),
)

RULES: dict[str, dict[str, RulesText]] = {
    "punto": {"en": _PUNTO_EN, "pt": _PUNTO_PT},
    "casino": {"en": _CASINO_EN, "pt": _CASINO_PT},
    "cardino": {"en": _CARDINO_EN, "pt": _CARDINO_PT},
    "colomino": {"en": _COLOMINO_EN, "pt": _COLOMINO_PT},
}


def rules_for(game_id: str, lang: str) -> RulesText:
    """The rules of ``game_id`` in ``lang``, falling back to English."""
    by_lang = RULES[game_id]
    return by_lang.get(lang) or by_lang["en"]


def rules_html(game_id: str, lang: str, diagram_svgs: dict[str, str]) -> str:
    """The rules panel for ``game_id`` in ``lang`` (English if missing), as HTML.

    Every text is escaped.  ``diagram_svgs`` maps example ids to SVG drawn by
    the game's own renderer (trusted markup, put in as is, inside an inert
    wrapper so its click targets never act); a diagram without its SVG is left out.
    """
    rules = rules_for(game_id, lang)
    code = lang if lang in RULES[game_id] else "en"
    labels = LABELS.get(code, LABELS["en"])
    esc = html.escape
    parts = [
        f'<article class="rules" lang="{esc(code)}" data-game="{esc(game_id)}">',
        f"<h2>{esc(rules.title)}</h2>",
        *(f"<p>{esc(text)}</p>" for text in rules.summary),
        f'<h3>{esc(labels["turn"])}</h3>',
        _list(rules.turn),
        f'<h3>{esc(labels["scoring"])}</h3>',
        _list(rules.scoring),
    ]
    if rules.options:
        items = "".join(
            f'<dt>{esc(option.label)} <code>{esc(name)}</code></dt><dd>{esc(option.text)}</dd>'
            for name, option in rules.options.items()
        )
        parts += [f'<h3>{esc(labels["options"])}</h3>', f'<dl class="rules-options">{items}</dl>']
    figures = [
        f'<figure class="rules-diagram"><div class="rules-svg" inert aria-hidden="true">'
        f"{diagram_svgs[example_id]}</div><figcaption>{esc(caption)}</figcaption></figure>"
        for caption, example_id in rules.diagrams
        if example_id in diagram_svgs
    ]
    if figures:
        parts += [f'<h3>{esc(labels["examples"])}</h3>', *figures]
    if rules.decisions:
        parts += [
            f'<details class="rules-decisions"><summary>{esc(labels["decisions"])}</summary>',
            _list(rules.decisions),
            "</details>",
        ]
    parts.append("</article>")
    return "".join(parts)


def _list(items: tuple[str, ...]) -> str:
    return "<ul>" + "".join(f"<li>{html.escape(item)}</li>" for item in items) + "</ul>"
