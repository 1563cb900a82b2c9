"""Punto's own words (board, move log, round summaries, results) in each language.

The Portuguese keeps close to the English length: the side panel is 262
pixels wide, and its lines are drawn at a fixed size.
"""

from __future__ import annotations

from parlour.core import Outcome
from parlour.words import Phrasebook, result_for_you, seat_names, you_seat

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
            "panel.match.one": "The first to win a round takes the match",
            "panel.match.many": "First to win {n} rounds takes the match",
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
            "rounds_won.one": "{won} of {n} round won",
            "rounds_won.many": "{won} of {n} rounds won",
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
            "round.stuck": "{player} could not play, so rows of {length} were counted.",
            "round.void": "nobody won, tied on rows and points.",
            "round.won.one": "{who} won round {round}",
            "round.won.many": "{who} won round {round}",
            "round.won.nobody": "Nobody won round {round}",
            "round.row.one": "{who} won with a row of {length}",
            "round.row.many": "{who} won with a row of {length}",
            "round.tie_break.one": "{who} won on {reason}: {mine} against {others}.",
            "round.tie_break.many": "{who} won on {reason}: {mine} against {others}.",
            "reason.most rows": "most rows",
            "reason.fewer points": "fewer points",
            "tally.one": "{n} row ({points} pts)",
            "tally.many": "{n} rows ({points} pts)",
            "outcome.drawn.one": "Drawn: nobody won a round in {rounds}",
            "outcome.drawn.many": "Drawn: nobody won {n} rounds in {rounds}",
            "outcome.won.one": "{names} won: the match, {rounds} to {others}",
            "outcome.won.many": "{names} won: the match, {rounds} to {others}",
            "outcome.lost": "You lost: the match, {rounds} to {others}",
            "rounds.one": "{n} round",
            "rounds.many": "{n} rounds",
            "and": " and ",
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
            "panel.match.one": "Ganha o jogo quem vencer uma ronda",
            "panel.match.many": "Ganha o jogo quem vencer {n} rondas",
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
            "rounds_won.one": "{won} de {n} ronda ganha",
            "rounds_won.many": "{won} de {n} rondas ganhas",
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
            "round.stuck": "{player} não pôde jogar, por isso contaram as linhas de {length}.",
            "round.void": "ninguém ganhou, empate em linhas e pontos.",
            "round.won.one": "{who} ganhou a ronda {round}",
            "round.won.many": "{who} ganharam a ronda {round}",
            "round.won.nobody": "Ninguém ganhou a ronda {round}",
            "round.row.one": "{who} ganhou com uma linha de {length}",
            "round.row.many": "{who} ganharam com uma linha de {length}",
            "round.tie_break.one": "{who} ganhou por {reason}: {mine} contra {others}.",
            "round.tie_break.many": "{who} ganharam por {reason}: {mine} contra {others}.",
            "reason.most rows": "mais linhas",
            "reason.fewer points": "menos pontos",
            "tally.one": "{n} linha ({points} pts)",
            "tally.many": "{n} linhas ({points} pts)",
            "outcome.drawn.one": "Empate: ninguém ganhou uma ronda em {rounds}",
            "outcome.drawn.many": "Empate: ninguém ganhou {n} rondas em {rounds}",
            "outcome.won.one": "{names} ganhou: a partida, {rounds} a {others}",
            "outcome.won.many": "{names} ganharam: a partida, {rounds} a {others}",
            "outcome.lost": "Você perdeu: a partida, {rounds} a {others}",
            "rounds.one": "{n} ronda",
            "rounds.many": "{n} rondas",
            "and": " e ",
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
    """How the match ended, in the current language: who won the match and by how many
    rounds to how many ("You won: the match, 2 rounds to 1"), from your side."""
    if outcome.reason == "drawn":
        return SAY.count(outcome.number("target"), "outcome.drawn", rounds=outcome.number("rounds"))
    if outcome.reason != "won":
        return ""
    lost = result_for_you(outcome.winners) == "lost"
    told = you_seat() if lost else outcome.winners[0]
    assert told is not None  # "lost" is said only to the table's one person
    rounds, others = _rounds_against(outcome, int(outcome.scores[told]))
    if lost:
        return SAY("outcome.lost", rounds=rounds, others=others)
    names = seat_names(outcome.winners)
    return SAY.count(len(outcome.winners), "outcome.won", names=names, rounds=rounds, others=others)


def _rounds_against(outcome: Outcome, mine: int) -> tuple[str, str]:
    """One side's rounds won ("2 rounds") and every other side's, in seat order ("1 and 0"):
    the record holds one count per side, the told side's among them."""
    rest = [str(n) for n in outcome.numbers("record")]
    rest.remove(str(mine))
    others = ", ".join(rest[:-1]) + SAY("and") + rest[-1] if len(rest) > 1 else rest[0]
    return SAY.count(mine, "rounds"), others
