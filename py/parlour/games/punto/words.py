"""Punto's own words (board, move log, round summaries, results) in each language.

The Portuguese keeps close to the English length: the side panel is 262
pixels wide, and its lines are drawn at a fixed size.
"""

from __future__ import annotations

from parlour.core import Outcome
from parlour.words import Phrasebook, result_for_you, seat_names

SAY = Phrasebook(
    {
        "en": {
            "game": "Punto",
            "colours": "red|blue|yellow|green",
            "card": "{colour} {value}",
            "card.stacked.one": "{card}, on {n} covered",
            "card.stacked.many": "{card}, on {n} covered",
            "title": "Punto, round {round}: {length} in a row wins",
            "panel.round": "Round {round} · {length} in a row wins",
            "panel.match": "First to win {target} rounds takes the match",
            "panel.neutral": "{colour} is neutral: counts for nobody",
            "frame": "Cards may still go inside this frame (all cards fit in 6 x 6)",
            "ring.winning": "winning row",
            "ring.last": "last move",
            "place.the_card": "the card",
            "place.at": "Place {card} {where}",
            "deck": "{n} in deck",
            "next": "next ▸",
            "strip.card": "Card to play",
            "no_cards": "no cards",
            "rounds_won": "{won} of {target} rounds won",
            "won": "won",
            "won.team": "won · team {team}",
            "removed": "Out of the game:",
            "removed.none": "Out of the game: none",
            "last_board": "Final table of round {n}",
            "log.place": "{player} plays {card} {where}",
            "log.place.you": "You play {card} {where}",
            "where.middle": "in the middle",
            "where.on": "on {card}",
            "where.apart": "apart from the other cards",
            "where.left": "left of {card}",
            "where.right": "right of {card}",
            "where.above": "above {card}",
            "where.below": "below {card}",
            "where.above_left": "above left of {card}",
            "where.above_right": "above right of {card}",
            "where.below_left": "below left of {card}",
            "where.below_right": "below right of {card}",
            "round": "Round {n}: ",
            "round.stuck": "{player} could not play. ",
            "round.void": "tied on rows and points, nobody scores",
            "round.void.sentence": "Tied on rows and points, nobody scores",
            "round.row.one": "{who} completed a row of {length}",
            "round.row.many": "{who} completed a row of {length}",
            "round.tie_break.one": "{who} won on {reason}: {mine} against {others}",
            "round.tie_break.many": "{who} won on {reason}: {mine} against {others}",
            "reason.most rows": "most rows",
            "reason.fewer points": "fewer points",
            "tally.one": "{n} row ({points} pts)",
            "tally.many": "{n} rows ({points} pts)",
            "outcome.drawn": "Drawn: nobody won {target} rounds in {rounds}",
            "outcome.won.one": "{names} won the match ({record})",
            "outcome.won.many": "{names} won the match ({record})",
            "outcome.lost": "You lost the match ({record})",
            # The hint's reason: why the suggested placement is good.
            "hint.first": "The first card of a round always goes in the middle.",
            "hint.win_round": "Completes a row of {length}: you win the round.",
            "hint.win_match": "Completes a row of {length}: you win the match.",
            "hint.block.one": "Stops {who} completing a row of {length} with their {card}.",
            "hint.block.many": "Stops {who} completing a row of {length}.",
            "hint.block_some": "Takes away a cell where {who} would complete a row.",
            "hint.threat": "Makes a {colour} line of {length}: one card short of a row.",
            "hint.line": "Makes a {colour} line of {length}.",
            "hint.line_break": "Makes a {colour} line of {length} and breaks the {other} line of {broken}.",
            "hint.break": "Breaks the {colour} line of {length}.",
            "hint.quiet": "A quiet move: no line to complete, block or break with this card here.",
        },
        "pt": {
            "game": "Punto",
            "colours": "vermelho|azul|amarelo|verde",
            "card": "{colour} {value}",
            "card.stacked.one": "{card}, sobre {n} carta",
            "card.stacked.many": "{card}, sobre {n} cartas",
            "title": "Punto, ronda {round}: ganha {length} em linha",
            "panel.round": "Ronda {round} · ganha {length} em linha",
            "panel.match": "Ganha o jogo quem vencer {target} rondas",
            "panel.neutral": "{colour} é neutro: não conta para ninguém",
            "frame": "As cartas só podem ir dentro desta moldura (cabem todas em 6 x 6)",
            "ring.winning": "linha vencedora",
            "ring.last": "última jogada",
            "place.the_card": "a carta",
            "place.at": "Pôr {card} {where}",
            "deck": "{n} no baralho",
            "next": "a seguir ▸",
            "strip.card": "Carta a jogar",
            "no_cards": "sem cartas",
            "rounds_won": "{won} de {target} rondas ganhas",
            "won": "ganhas",
            "won.team": "ganhas · equipa {team}",
            "removed": "Fora do jogo:",
            "removed.none": "Fora do jogo: nenhuma",
            "last_board": "Mesa final da ronda {n}",
            "log.place": "{player} joga {card} {where}",
            "log.place.you": "{player} joga {card} {where}",
            "where.middle": "no meio",
            "where.on": "sobre {card}",
            "where.apart": "longe das outras cartas",
            "where.left": "à esquerda do {card}",
            "where.right": "à direita do {card}",
            "where.above": "acima do {card}",
            "where.below": "abaixo do {card}",
            "where.above_left": "acima e à esquerda do {card}",
            "where.above_right": "acima e à direita do {card}",
            "where.below_left": "abaixo e à esquerda do {card}",
            "where.below_right": "abaixo e à direita do {card}",
            "round": "Ronda {n}: ",
            "round.stuck": "{player} não pôde jogar. ",
            "round.void": "empate em linhas e pontos, ninguém marca",
            "round.void.sentence": "Empate em linhas e pontos, ninguém marca",
            "round.row.one": "{who} completou uma linha de {length}",
            "round.row.many": "{who} completaram uma linha de {length}",
            "round.tie_break.one": "{who} ganhou por {reason}: {mine} contra {others}",
            "round.tie_break.many": "{who} ganharam por {reason}: {mine} contra {others}",
            "reason.most rows": "mais linhas",
            "reason.fewer points": "menos pontos",
            "tally.one": "{n} linha ({points} pts)",
            "tally.many": "{n} linhas ({points} pts)",
            "outcome.drawn": "Empate: ninguém ganhou {target} rondas em {rounds}",
            "outcome.won.one": "{names} ganhou a partida ({record})",
            "outcome.won.many": "{names} ganharam a partida ({record})",
            "outcome.lost": "Você perdeu a partida ({record})",
            "hint.first": "A primeira carta de cada ronda vai sempre para o meio.",
            "hint.win_round": "Completa uma linha de {length}: ganha a ronda.",
            "hint.win_match": "Completa uma linha de {length}: ganha a partida.",
            "hint.block.one": "Impede {who} de completar uma linha de {length} com {card}.",
            "hint.block.many": "Impede {who} de completar uma linha de {length}.",
            "hint.block_some": "Tira ao {who} um dos lugares onde completaria uma linha.",
            "hint.threat": "Faz uma linha de {length} em {colour}: falta uma carta para ganhar.",
            "hint.line": "Faz uma linha de {length} em {colour}.",
            "hint.line_break": "Faz uma linha de {length} em {colour} e corta a de {broken} em {other}.",
            "hint.break": "Corta a linha de {length} em {colour}.",
            "hint.quiet": "Jogada calma: aqui esta carta não completa, não bloqueia nem corta linhas.",
        },
    }
)


def describe_outcome(outcome: Outcome) -> str:
    """How the match ended, in the current language."""
    if outcome.reason == "drawn":
        return SAY(
            "outcome.drawn", target=outcome.number("target"), rounds=outcome.number("rounds")
        )
    if outcome.reason == "won":
        record = "-".join(map(str, outcome.numbers("record")))
        if result_for_you(outcome.winners) == "lost":
            return SAY("outcome.lost", record=record)
        return SAY.count(
            len(outcome.winners), "outcome.won", names=seat_names(outcome.winners), record=record
        )
    return ""
