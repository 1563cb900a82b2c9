"""Punto's own words (board, move log, round summaries, results) in each language.

The Portuguese keeps close to the English length: the side panel is 262
pixels wide, and its lines are drawn at a fixed size.
"""

from __future__ import annotations

from parlour.words import Phrasebook

SAY = Phrasebook({
    "en": {
        "game": "Punto",
        "colours": "red|blue|yellow|green",
        "card": "{colour} {value}",
        "card.stacked.one": "{card}, on {n} covered",
        "card.stacked.many": "{card}, on {n} covered",
        "seat": "Player {n}",
        "seat.you": "Player {n} (you)",
        "and": " and ",
        "title": "Punto, round {round}: {length} in a row wins",
        "panel.round": "Round {round} · {length} in a row wins · first to {target}",
        "panel.neutral": "{colour} is neutral: counts for nobody",
        "frame": "Cards may still go inside this frame (all cards fit in 6 x 6)",
        "ring.winning": "winning row",
        "ring.last": "last move",
        "place.the_card": "the card",
        "place.at": "Place {card} at {cell}",
        "place.on": "Place {card} on {covered} at {cell}",
        "deck": "{n} in deck",
        "next": "next ▸",
        "no_cards": "no cards",
        "rounds_won": "{won} of {target} rounds won",
        "won": "won",
        "won.team": "won · team {team}",
        "removed": "Out of the game:",
        "removed.none": "Out of the game: none",
        "last_board": "Final table of round {n}",
        "log.place": "{player} plays {card} at {cell}",
        "log.place_on": "{player} plays {card} at {cell} (on {covered})",
        "round": "Round {n}: ",
        "round.stuck": "{player} could not play; ",
        "round.void": "tied on rows and points, nobody scores",
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
    },
    "pt": {
        "game": "Punto",
        "colours": "vermelho|azul|amarelo|verde",
        "card": "{colour} {value}",
        "card.stacked.one": "{card}, sobre {n} carta",
        "card.stacked.many": "{card}, sobre {n} cartas",
        "seat": "Jogador {n}",
        "seat.you": "Jogador {n} (você)",
        "and": " e ",
        "title": "Punto, ronda {round}: ganha {length} em linha",
        "panel.round": "Ronda {round} · {length} em linha · primeiro a {target}",
        "panel.neutral": "{colour} é neutro: não conta para ninguém",
        "frame": "As cartas só podem ir dentro desta moldura (cabem todas em 6 x 6)",
        "ring.winning": "linha vencedora",
        "ring.last": "última jogada",
        "place.the_card": "a carta",
        "place.at": "Pôr {card} em {cell}",
        "place.on": "Pôr {card} sobre {covered} em {cell}",
        "deck": "{n} no baralho",
        "next": "a seguir ▸",
        "no_cards": "sem cartas",
        "rounds_won": "{won} de {target} rondas ganhas",
        "won": "ganhas",
        "won.team": "ganhas · equipa {team}",
        "removed": "Fora do jogo:",
        "removed.none": "Fora do jogo: nenhuma",
        "last_board": "Mesa final da ronda {n}",
        "log.place": "{player} joga {card} em {cell}",
        "log.place_on": "{player} joga {card} em {cell} (sobre {covered})",
        "round": "Ronda {n}: ",
        "round.stuck": "{player} não pôde jogar; ",
        "round.void": "empate em linhas e pontos, ninguém marca",
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
    },
})


def seat_name(seat: int) -> str:
    """"Player 1" for seat 0."""
    return SAY("seat", n=seat + 1)


def seat_names(seats: tuple[int, ...] | list[int], joiner: str) -> str:
    return joiner.join(seat_name(s) for s in seats)
