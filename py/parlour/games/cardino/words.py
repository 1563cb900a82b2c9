"""Cardino's own words (board, panel, move log, outcome) in each language.

Tile faces (``Q♦``) and move notation stay as they are in every
language: the board prints them and records are written with them.
The Portuguese follows the Cardino rules panel (peça, monte, suporte,
metade de cima/de baixo, naipe, ficha, peão) and uses "curinga" for the
joker.
"""

from __future__ import annotations

from parlour.core import Outcome
from parlour.words import Phrasebook, result_for_you, seat_name, seat_names

SAY = Phrasebook(
    {
        "en": {
            "someone": "A player",
            "and": " and ",
            "suits": "Clubs|Diamonds|Hearts|Spades",
            "parts": "top|bottom",
            "joker": "joker",
            "a_joker": "a joker",
            "joker.tile": "Joker",
            "points.one": "{n} point",
            "points.many": "{n} points",
            "chips.one": "{n} chip",
            "chips.many": "{n} chips",
            # The board and the panel.
            "title.turn": "Cardino: {name} to move",
            "title.turn.you": "Cardino: your move",
            "title.over": "Cardino: game over",
            "status.turn": "{name} to move",
            "status.turn.you": "Your move",
            "status.turn_points": "{name} to move: this turn +{n}",
            "status.turn_points.you": "Your move: this turn +{n}",
            "status.draw": "Game over: a draw",
            "status.win.one": "Game over: {names} won",
            "status.win.many": "Game over: {names} won",
            "status.lost": "Game over: you lost",
            "pile.one": "Draw pile: {n} tile",
            "pile.many": "Draw pile: {n} tiles",
            "track.pawn": "{name}: {points}, {chips}, pawn on {pawn}",
            "track.start": "{name}: {points}, {chips}, pawn on start",
            "hand.one": "{n} tile in hand · score {score}",
            "hand.many": "{n} tiles in hand · score {score}",
            "final": "score {score} − penalty {penalty} (left: {tiles})",
            "final.none": "none",
            "section": "{suit} section",
            "half.top": "Top half of the {face} space: {content}",
            "half.bottom": "Bottom half of the {face} space: {content}",
            "half.vacant": "vacant",
            "rack.spectating": "Spectating: racks are hidden",
            "rack.yours": "Your rack",
            "rack.tile": "Rack tile {name}",
            "rack.copy": "another {name}",
            "button.end": "End turn",
            "button.pass": "Pass",
            "this_turn": "This turn: +{n}",
            # The move log.
            "log.end": "{who} ends the turn with {points}",
            "log.end.you": "You end the turn with {points}",
            "log.pass": "{who} cannot place a tile and passes",
            "log.pass.you": "You pass: no tile can be placed",
            "log.place": "plays {tile} on the {part} of {face}",
            "log.place.you": "play {tile} on the {part} of {face}",
            "log.joker": "plays a joker as {face} on the {part} of {face}",
            "log.joker.you": "play a joker as {face} on the {part} of {face}",
            "log.replacing": ", replacing the joker",
            "log.bonus": " + {bonus} bonus for five tiles of one suit",
            # The outcome.
            "outcome.draw": "Draw: {listing}",
            "outcome.win.one": "{names} won: {listing}",
            "outcome.win.many": "{names} won: {listing}",
            "outcome.lost": "You lost: {listing}",
            "outcome.tied": "You tied: {listing}",
            # The hint's reason: why the suggested move is good.
            "tiles.one": "{n} tile",
            "tiles.many": "{n} tiles",
            "hint.pass": "None of your tiles fits a free half, so passing is the only move.",
            "hint.last_tile": "Your last tile with the pile empty: the game ends, the others pay for theirs.",
            "hint.bonus": "Five {suit} in one turn: this one earns the 10-point bonus.",
            "hint.bonus_ahead": "On course for five {suit} this turn: {points} with the 10-point bonus.",
            "hint.scores_more": "Next to {tiles}; your other {suit} can add {points} after it.",
            "hint.scores.best": "Next to {tiles}: no other tile of yours scores more now.",
            "hint.scores": "Scores off {tiles} beside it.",
            "hint.opens": "Opens the way: your other {suit} can add {points} after it.",
            "hint.joker": "Spends the joker: left in hand at the end it would cost {points}.",
            "hint.shed": "Sheds {tile}, which would cost {points} at the end.",
            "hint.fresh": "Scores nothing, but swaps {tile} for a fresh tile from the pile.",
            "hint.end.over": "You are out of tiles: the game ends, the others pay for theirs.",
            "hint.end.refill": "Your rack is empty: ending the turn draws {tiles}.",
            "hint.end.no_suit": "None of your other {suit} fits, so the turn is done.",
            "hint.end.nothing": "Your other {suit} would score nothing now: keep them for later.",
            "hint.end.keep": "Your other {suit} would add only {points} now: keep them for later.",
            "hint.end.joker": "Keeps your joker for a bigger score later.",
        },
        "pt": {
            "someone": "Um jogador",
            "and": " e ",
            "suits": "Paus|Ouros|Copas|Espadas",
            "parts": "de cima|de baixo",
            "joker": "curinga",
            "a_joker": "um curinga",
            "joker.tile": "Curinga",
            "points.one": "{n} ponto",
            "points.many": "{n} pontos",
            "chips.one": "{n} ficha",
            "chips.many": "{n} fichas",
            "title.turn": "Cardino: {name} joga",
            "title.turn.you": "Cardino: a sua vez",
            "title.over": "Cardino: fim do jogo",
            "status.turn": "{name} joga",
            "status.turn.you": "A sua vez",
            "status.turn_points": "{name} joga: nesta vez +{n}",
            "status.turn_points.you": "A sua vez: nesta vez +{n}",
            "status.draw": "Fim do jogo: empate",
            "status.win.one": "Fim do jogo: {names} ganhou",
            "status.win.many": "Fim: {names} ganharam",  # two names must fit the panel's width
            "status.lost": "Fim do jogo: você perdeu",
            "pile.one": "Monte: {n} peça",
            "pile.many": "Monte: {n} peças",
            "track.pawn": "{name}: {points}, {chips}, peão no {pawn}",
            "track.start": "{name}: {points}, {chips}, peão na partida",
            "hand.one": "{n} peça na mão · pontos {score}",
            "hand.many": "{n} peças na mão · pontos {score}",
            "final": "pontos {score} − penalização {penalty} ({tiles})",  # five tiles must fit
            "final.none": "sem peças",
            "section": "Secção de {suit}",
            "half.top": "Metade de cima do espaço {face}: {content}",
            "half.bottom": "Metade de baixo do espaço {face}: {content}",
            "half.vacant": "livre",
            "rack.spectating": "A assistir: os suportes estão escondidos",
            "rack.yours": "O seu suporte",
            "rack.tile": "Peça do suporte: {name}",
            "rack.copy": "mais um {name}",
            "button.end": "Terminar vez",
            "button.pass": "Passar",
            "this_turn": "Nesta vez: +{n}",
            "log.end": "{who} termina a vez com {points}",
            "log.end.you": "{who} termina a vez com {points}",
            "log.pass": "{who} não pode pôr nenhuma peça e passa",
            "log.pass.you": "{who} não pode pôr nenhuma peça e passa",
            "log.place": "põe {tile} na metade {part} de {face}",
            "log.place.you": "põe {tile} na metade {part} de {face}",
            "log.joker": "põe um curinga como {face} na metade {part} de {face}",
            "log.joker.you": "põe um curinga como {face} na metade {part} de {face}",
            "log.replacing": ", a substituir o curinga",
            "log.bonus": " + {bonus} de bónus por cinco peças do mesmo naipe",
            "outcome.draw": "Empate: {listing}",
            "outcome.win.one": "{names} ganhou: {listing}",
            "outcome.win.many": "{names} ganharam: {listing}",
            "outcome.lost": "Você perdeu: {listing}",
            "outcome.tied": "Você empatou: {listing}",
            "tiles.one": "{n} peça",
            "tiles.many": "{n} peças",
            "hint.pass": "Nenhuma das suas peças cabe numa metade livre: só pode passar.",
            "hint.last_tile": "Última peça, com o monte vazio: o jogo acaba e os outros pagam as que têm.",
            "hint.bonus": "Cinco de {suit} na mesma vez: esta ganha o bónus de 10 pontos.",
            "hint.bonus_ahead": "A caminho de cinco de {suit} nesta vez: {points} com o bónus de 10.",
            "hint.scores_more": "Ao lado de {tiles}; as outras de {suit} podem somar {points} depois.",
            "hint.scores.best": "Ao lado de {tiles}: nenhuma outra peça sua marca mais agora.",
            "hint.scores": "Marca com {tiles} ao lado.",
            "hint.opens": "Abre caminho: as outras de {suit} podem somar {points} depois.",
            "hint.joker": "Gasta o curinga: se ficasse na mão no fim, custaria {points}.",
            "hint.shed": "Livra-se de {tile}, que custaria {points} no fim.",
            "hint.fresh": "Não marca, mas troca {tile} por uma peça nova do monte.",
            "hint.end.over": "Ficou sem peças: o jogo acaba e os outros pagam as que têm.",
            "hint.end.refill": "O suporte está vazio: ao terminar a vez tira {tiles} do monte.",
            "hint.end.no_suit": "Nenhuma outra peça sua de {suit} cabe: a vez está feita.",
            "hint.end.nothing": "As outras de {suit} não marcariam nada agora: guarde-as para depois.",
            "hint.end.keep": "As outras de {suit} só somariam {points} agora: guarde-as para depois.",
            "hint.end.joker": "Guarda o curinga para uma pontuação maior.",
        },
    }
)
"""Every player-facing text of Cardino; ``.one``/``.many`` pairs go through ``SAY.count``."""


def describe_outcome(outcome: Outcome) -> str:
    """Who won (rule 8, ties shared: D12) and every player's net score: "You won: 111–80"
    for two, in seat order as Casino says it (issue 37, one voice for results); by name for
    more, or where a score is below nought ("0–-11" would read as a typo)."""
    scores = outcome.scores
    listing = (
        "–".join(f"{score:g}" for score in scores)  # noqa: RUF001 - a score's dash
        if len(scores) == 2 and min(scores) >= 0
        else ", ".join(f"{seat_name(s, inside=s > 0)} {score:g}" for s, score in enumerate(scores))
    )
    told = result_for_you(outcome.winners)
    if outcome.reason == "drawn":
        return SAY("outcome.tied" if told else "outcome.draw", listing=listing)
    if told == "lost":
        return SAY("outcome.lost", listing=listing)
    if outcome.reason == "won":
        return SAY.count(
            len(outcome.winners), "outcome.win", names=seat_names(outcome.winners), listing=listing
        )
    return ""
