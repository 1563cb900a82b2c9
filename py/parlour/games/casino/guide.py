"""Casino's guide: the rules panel and the options, in the player's words.

Written for a player reading a side panel, from the rulebooks and the
decisions in ``docs/rules/casino.md``.  The keys are those ``parlour.guide`` lists.
"""

from __future__ import annotations

from parlour.core import Guide
from parlour.games.casino.examples import EXAMPLES
from parlour.words import Phrasebook

WORDS = Phrasebook(
    {
        "en": {
            "summary.1": (
                "Take cards from the table with cards from your hand. Points come from the cards you "
                "take, and the first side to reach 21 wins."
            ),
            "summary.2": (
                "Each player gets four cards and four go face up on the table. When everyone has "
                "played their four, four more are dealt to each player (none to the table) until the "
                "pack runs out; the last deal is announced as “Last”."
            ),
            "summary.3": (
                "With four players, partners sit opposite and share one score (see the options)."
            ),
            "turn.1": "Play one card from your hand in one of these ways.",
            "turn.2": (
                "Capture: take table cards of the same value, or groups of cards that add up to it (a"
                " 7 takes 3 + 4 and another 7 at once). Ace counts 1. Jacks, queens and kings take "
                "only one matching card."
            ),
            "turn.3": (
                "Build: put your card on table cards to make a total you can take with another card "
                "still in your hand (“building 8s”). Other groups of that total may join it. Anyone "
                "holding that value may take the build, and a single build may be raised by adding "
                "one card from hand."
            ),
            "turn.4": (
                "Call: put your card on a table card of the same value (“calling 8s”), keeping "
                "another to take them both. A call stays at its value."
            ),
            "turn.5": (
                "Trail: put your card face up on the table. You may not trail on your next turn after"
                " making or adding to a build."
            ),
            "scoring.1": (
                "When the hand ends, the last player to capture takes the cards left on the table."
            ),
            "scoring.2": (
                "Most cards 3, most spades 1 (a tie scores nothing), 10♦ (Big Casino) 2, 2♠ (Little "
                "Casino) 1, each ace 1: 11 points a hand. Each sweep, a capture that clears the "
                "table, scores 1 more."
            ),
            "scoring.3": (
                "Hands go on until a side reaches 21; if several do in the same hand, the higher "
                "total wins."
            ),
            "decision.1": "Player 1 plays first in the first hand; the deal then passes to the left.",
            "decision.2": (
                "A build must include the card you play. A single build is raised with one card from "
                "hand alone, your own builds included; a multiple build is never raised."
            ),
            "decision.3": (
                "You own a build until it is taken or someone else changes it; while the duty lasts "
                "(see the options) you may not give up the last card of your hand that can take it."
            ),
            "decision.4": (
                "You may trail even when you could capture or build, unless the builder's duty binds "
                "you."
            ),
            "decision.5": "A capture takes whichever groups you choose, not necessarily all of them.",
            "decision.6": "A face card takes one matching face card, even when two lie on the table.",
            "decision.7": (
                "The point for spades goes to whoever took the most spades, where one rulebook "
                "says “most aces”: its own tie rule speaks of spades."
            ),
            "decision.8": (
                "A sweep on the very last play counts; taking the leftovers at the end does not. If "
                "nobody captured during a hand, the dealer takes the leftovers."
            ),
            "decision.9": "An exact tie for the highest total plays another hand.",
            "example.casino-capture": (
                "Capture: the marked card from the hand takes the marked table cards, whose values "
                "add up to it."
            ),
            "example.casino-build": (
                "Build: the marked hand card goes on the marked table card, making a total that "
                "another card in the hand can take on a later turn."
            ),
            "example.casino-built": (
                "The build on the table, labelled with its total and its owner: it can only be taken "
                "whole."
            ),
            "option.sweeps": "Sweeps",
            "option.sweeps.help": (
                "Taking every card on the table scores a point, and the next player has to put a card"
                " on the empty table."
            ),
            "option.target": "Points to win",
            "option.target.help": "The first to reach this score wins the game.",
            "option.partners": "Play in partners",
            "option.partners.help": (
                "With four players, the players sitting opposite share their cards and their score."
            ),
            "option.calls": "Pair equal cards",
            "option.calls.help": (
                "You may put a card on a table card of the same value and take the pair later with "
                "another card of that value. Without this, an equal card can only join a build."
            ),
            "option.owner_duty": "While you own a build",
            "option.owner_duty.help": (
                "What the owner of a build must do while the duty lasts: not trail, or capture or "
                "add to one of their builds with every card."
            ),
            "option.owner_duty.no-trail": "You may not trail",
            "option.owner_duty.capture-or-add": "You must capture or add",
            "option.duty_lasts": "The builder's duty lasts",
            "option.duty_lasts.help": (
                "The duty above binds the builder on their next turn only, or for as long as the "
                "build is theirs."
            ),
            "option.duty_lasts.next-turn": "For their next turn",
            "option.duty_lasts.while-owned": "As long as the build is theirs",
            "option.add_to_multiple": "Add to a multiple build",
            "option.add_to_multiple.help": (
                "Whether another set of its value may join a build that already holds two or more. If"
                " not, it must be taken as it is."
            ),
        },
        "pt": {
            "summary.1": (
                "Tire cartas da mesa com as cartas da sua mão. Os pontos vêm das cartas que tirar, e "
                "ganha o primeiro lado a chegar aos 21."
            ),
            "summary.2": (
                "Cada jogador recebe quatro cartas e ficam quatro viradas para cima no meio. Depois "
                "de todos jogarem as suas quatro, dão-se mais quatro a cada jogador (nenhuma para o "
                "meio) até acabar o baralho; a última distribuição é anunciada como “Última”."
            ),
            "summary.3": (
                "Com quatro jogadores, os parceiros sentam-se frente a frente e pontuam em conjunto "
                "(ver as opções)."
            ),
            "turn.1": "Jogue uma carta da mão de uma destas maneiras.",
            "turn.2": (
                "Tirar: leve as cartas do meio com o mesmo valor, ou grupos de cartas cuja soma dá "
                "esse valor (um 7 tira um 3 + 4 e outro 7 de uma vez). O ás vale 1. Valetes, damas e "
                "reis só tiram uma carta igual."
            ),
            "turn.3": (
                "Construção: ponha a sua carta sobre cartas do meio para formar um total que possa "
                "tirar com outra carta que ainda tem na mão (“construção de 8”). Outros grupos com "
                "esse total podem juntar-se. Quem tiver esse valor pode tirar a construção, e uma "
                "construção simples pode ser aumentada com uma carta da mão."
            ),
            "turn.4": (
                "Chamada: ponha a sua carta sobre uma carta do meio do mesmo valor (“chamada de 8”), "
                "guardando outra para tirar as duas. Uma chamada mantém o seu valor."
            ),
            "turn.5": (
                "Seguir: ponha a sua carta virada para cima no meio. Quem fez ou aumentou uma "
                "construção não pode seguir na sua próxima vez."
            ),
            "scoring.1": "No fim da mão, quem tirou cartas por último leva as que ficaram no meio.",
            "scoring.2": (
                "Mais cartas 3, mais espadas 1 (um empate não pontua), 10♦ (grande casino) 2, 2♠ "
                "(pequeno casino) 1, cada ás 1: 11 pontos por mão. Cada varrida (tirar cartas e "
                "deixar o meio vazio) vale mais 1."
            ),
            "scoring.3": (
                "Jogam-se mãos até um lado chegar aos 21; se vários chegarem na mesma mão, ganha o "
                "total mais alto."
            ),
            "decision.1": (
                "O Jogador 1 joga primeiro na primeira mão; depois, quem dá passa para a esquerda."
            ),
            "decision.2": (
                "Uma construção tem de incluir a carta jogada. Uma construção simples aumenta-se só "
                "com uma carta da mão, incluindo as próprias; uma construção múltipla nunca se "
                "aumenta."
            ),
            "decision.3": (
                "É dono de uma construção até ela ser tirada ou alterada por outro; enquanto o dever "
                "durar (ver as opções), não pode largar a última carta da mão que a consegue tirar."
            ),
            "decision.4": (
                "Pode seguir mesmo quando podia tirar ou construir, exceto se o dever de quem "
                "construiu o obrigar."
            ),
            "decision.5": "Ao tirar, leva os grupos que escolher, não necessariamente todos.",
            "decision.6": "Uma figura tira uma única figura igual, mesmo que haja duas no meio.",
            "decision.7": (
                "O ponto das espadas é de quem levou mais espadas, onde um dos livros de regras diz "
                "“mais ases”: a sua própria regra de empate fala de espadas."
            ),
            "decision.8": (
                "Uma varrida na última jogada conta; levar as sobras no fim não conta. Se ninguém "
                "tirou cartas durante a mão, as sobras vão para quem deu."
            ),
            "decision.9": "Um empate exato no total mais alto obriga a jogar mais uma mão.",
            "example.casino-capture": (
                "Tirar: a carta assinalada na mão leva as cartas assinaladas no meio, cuja soma dá o "
                "seu valor."
            ),
            "example.casino-build": (
                "Construção: a carta assinalada na mão vai para cima da carta assinalada no meio, "
                "formando um total que outra carta da mão pode tirar mais tarde."
            ),
            "example.casino-built": (
                "A construção na mesa, com o seu total e o seu dono: só pode ser tirada inteira."
            ),
            "option.sweeps": "Varridas",
            "option.sweeps.help": (
                "Levar todas as cartas do meio vale um ponto, e o jogador seguinte tem de pôr uma "
                "carta na mesa vazia."
            ),
            "option.target": "Pontos para ganhar",
            "option.target.help": "Ganha o jogo quem chegar primeiro a estes pontos.",
            "option.partners": "Jogar em parceria",
            "option.partners.help": (
                "Com quatro jogadores, quem está frente a frente junta as cartas e os pontos."
            ),
            "option.calls": "Chamadas",
            "option.calls.help": (
                "Pode pôr uma carta sobre uma carta do meio com o mesmo valor e levar o par mais "
                "tarde com outra carta desse valor. Sem isto, uma carta igual só pode juntar-se a uma"
                " construção."
            ),
            "option.owner_duty": "Enquanto tem uma construção",
            "option.owner_duty.help": (
                "O que o dono de uma construção tem de fazer enquanto dura o dever: não pôr cartas "
                "na mesa, ou tirar ou acrescentar a uma construção sua em cada jogada."
            ),
            "option.owner_duty.no-trail": "Não pode pôr na mesa",
            "option.owner_duty.capture-or-add": "Tem de tirar ou acrescentar",
            "option.duty_lasts": "O dever de quem construiu dura",
            "option.duty_lasts.help": (
                "O dever acima vale só na próxima vez de quem construiu, ou enquanto a construção "
                "for sua."
            ),
            "option.duty_lasts.next-turn": "Até à sua próxima vez",
            "option.duty_lasts.while-owned": "Enquanto a construção for sua",
            "option.add_to_multiple": "Acrescentar a uma construção múltipla",
            "option.add_to_multiple.help": (
                "Se outro grupo do seu valor pode juntar-se a uma construção que já tem dois ou mais."
                " Se não, tem de ser tirada como está."
            ),
        },
    }
)

GUIDE = Guide(words=WORDS, examples=EXAMPLES, rank=20)
