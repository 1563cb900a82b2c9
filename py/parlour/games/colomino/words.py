"""Colomino's own words (board, move log, results) in English and Portuguese.

The variants' names (Sideways, Fourways, Threeways, Domino) are the names
of games and stay as they are.  Card names (Y07, S1) are the notation's and
no player reads them: a card is named by what its face shows (its colour,
its squares) and a place by where it lies from the last card (D38).
The Portuguese follows the project's Portuguese rulebook for Colomino:
"conjunto" for a set, "marca" for a tab, "não posso" for "can't play".
"""

from __future__ import annotations

from parlour.core import Outcome
from parlour.words import Phrasebook, seat_name

SAY = Phrasebook(
    {
        "en": {
            # sides, colours and how a card lies
            "side.0": "Yellow",
            "side.1": "Green",
            "colours": "yellow|green|white|red|blue|mauve",
            "upright": "upright",
            "turned": "turned",
            "tab.Y": "Y",
            "tab.G": "G",
            "tab.S": "S",
            "seat": "{name} ({side})",
            # the header: seats and tallies
            "seat.you": " (you)",
            "seat.passed": "passed",
            "seat.to_move": "to move",
            "seat.aria": "{name}, {side}, {cards}",
            "cards.one": "{n} card",
            "cards.many": "{n} cards",
            "tally.rest": "drawn {drawn} \u00b7 void {void}",
            # the set being built and the last set
            "set.head": "Set {n}: {cards}{status}",
            "set.cant": " \u00b7 {n} can't play in a row",
            "set.none": "No set finished yet",
            "set.void": "void (blocked)",
            "set.draw": "draw",
            "set.result": "Set {n}: {verdict}",
            "set.showing": "{ys} yellow {yellow} \u00b7 {gs} green {green} showing",
            "card.label": "{name} {turn}: left {left}; right {right}",
            "ghost.label": "Play {card} here",
            "ghost.preview": "; the set would show yellow {yellow}, green {green}",
            "ghost.badge": "Y {yellow} \u00b7 G {green}",
            # the Domino chain
            "chain.head": "Chain: {cards}",
            "chain.lock": " \u00b7 \u2605 STAR LOCK: {n} of 4 stars down, only stars may follow",
            "chain.loop": " \u00b7 \u2605 star loop closed",
            "chain.idle.one": " \u00b7 {n} turn without a card",
            "chain.idle.many": " \u00b7 {n} turns without a card",
            "chain.burden": " \u00b7 your burden: {n}",
            "chain.open": "open end",
            # calls, status and hand
            "call.cant": "Can't play",
            "call.cant.aria": "Say can't play",
            "call.pass": "Pass",
            "call.pass.aria": "Say pass",
            "call.end": "End turn",
            "call.end.aria": "End the turn",
            "status.you": "Your turn",
            "status.turn": "{who} to move",
            "hand.spectating": "Spectating",
            "hand.empty": "Your hand is empty",
            "hand.card": "{card}; tab {tab}; index {tl}/{br}",
            "hand.turn": "Turn end over end: {name}",
            "svg.title": "Colomino {variant}: {status}",
            # the move log
            "log.lead": "{who} leads {card}",
            "log.place": "{who} plays {card} {where}: Yellow {yellow}, Green {green} showing",
            "log.link": "{who} adds {card} to the chain",
            "card.Y": "a yellow card",
            "card.G": "a green card",
            "card.S": "a star card",
            "name.Y": "Yellow card",
            "name.G": "Green card",
            "name.S": "Star card",
            "where.1,1": "below right of the last card",
            "where.1,-1": "above right of the last card",
            "where.-1,1": "below left of the last card",
            "where.-1,-1": "above left of the last card",
            "where.1,0": "right of the last card",
            "need.label": "The next card's {side} side must show, top to bottom: {colours}",
            "need.left": "left",
            "need.right": "right",
            "need.any": "yellow, green or white",
            "need.key": "Next card",
            "hand.fits.aria": "; fits the table",
            "log.cant": "{who} says \u201ccan't play\u201d",
            "log.pass": "{who} says \u201cpass\u201d",
            "log.end": "{who} ends the turn",
            # results
            "outcome.wins": "{side} wins",
            "outcome.drawn": "Drawn game",
            "outcome.sets": "{head}: Yellow {yellow} sets, Green {green} sets ({drawn} drawn, {void} void)",
            "outcome.out": "{side} went out",
            "outcome.both_out": "both sides were dealt out",
            "outcome.blocked": "blocked game",
            "outcome.burden": "{head} ({how}); burden left: Yellow {yellow}, Green {green}",
            # the hint's reason (explain_hint)
            "hint.kind.Y": "yellow card",
            "hint.kind.G": "green card",
            "hint.kinds.Y": "yellow cards",
            "hint.kinds.G": "green cards",
            "hint.squares.0.one": "{n} yellow square",
            "hint.squares.0.many": "{n} yellow squares",
            "hint.squares.1.one": "{n} green square",
            "hint.squares.1.many": "{n} green squares",
            "hint.kept.0.one": "your only yellow card",
            "hint.kept.0.many": "your {n} yellow cards",
            "hint.kept.1.one": "your only green card",
            "hint.kept.1.many": "your {n} green cards",
            "hint.lead.own": "Starts set {n} with {squares} showing for your side",
            "hint.lead.other": "Starts set {n} with a {kind} and keeps {kept} to follow with",
            "hint.lead.none": "Starts set {n}: you hold no {kind} to lead with",
            "hint.set.win": "Wins set {n} for {side}, {mine}-{theirs} in squares; {standing}",
            "hint.set.draw": "Holds set {n} to a draw at {mine} all, so {opponent} can't win it; "
            "{standing}",
            "hint.set.least": "Set {n} goes to {opponent} anyway; "
            "{theirs} to {mine} is the closest any card makes it",
            "hint.set.close": "Closes set {n}; {standing}",
            "hint.sets.lead": "{side} leads {a}-{b} in sets",
            "hint.sets.level": "sets level at {n}-{n}",
            "hint.game.won": "{side} wins the game {a}-{b} in sets",
            "hint.game.drawn": "the game ends drawn at {n}-{n} in sets",
            "hint.covers": "Covers {squares}",
            "hint.adds": "Adds {squares}",
            "hint.quiet": "Gives {opponent} no new squares",
            "hint.best": "The best showing any of your cards gives",
            "hint.follows": "Keeps the set going",
            "hint.left.one": "{n} card to go",
            "hint.left.many": "{n} cards to go",
            "hint.standing.lead": "{first}: {side} leads {a} to {b}, {left}",
            "hint.standing.level": "{first}: level at {a} all, {left}",
            "hint.pass.one": "Your one playable card helps {opponent}; "
            "passing keeps the set at Yellow {yellow}, Green {green}",
            "hint.pass.many": "All {n} cards you could play help {opponent}; "
            "passing keeps the set at Yellow {yellow}, Green {green}",
            "hint.cant": "None of your cards can follow the preceding card",
            "hint.domino.win": "Sheds your side's last burden card: {side} wins",
            "hint.star.lock": "Star {n} of 4 down: only stars may follow now",
            "hint.star.loop": "Closes the star loop: any colour may follow",
            "hint.sheds": "Sheds a {kind}: your burden drops to {burden}",
            "hint.no_burden": "Plays a {kind}, which is no burden to you",
            "hint.then.shed.one": "{first}; you can shed {n} more right after",
            "hint.then.shed.many": "{first}; you can shed {n} more right after",
            "hint.then.nobody": "{first}, and no one else can follow it",
            "hint.then.no_shed": "{first}, and {opponent} has no burden card that fits",
            "hint.end.none": "None of your cards fits the open end any more",
            "hint.end.block": "None of {opponent}'s burden cards fits the end as it is",
            "hint.end.spare": "Only {kind} fit, and they are no burden to you",
            "hint.end.stop": "Stops with your burden at {burden}",
            "hint.domino.cant": "None of your cards fits the open end of the chain",
            "hint.domino.cant.lock": "Only stars may follow now, and you hold none that fits",
        },
        "pt": {
            "side.0": "Amarelo",
            "side.1": "Verde",
            "colours": "amarelo|verde|branco|vermelho|azul|lilás",
            "upright": "normal",
            "turned": "invertida",
            "tab.Y": "amarela",
            "tab.G": "verde",
            "tab.S": "estrela",
            "seat": "{name} ({side})",
            "seat.you": " (você)",
            "seat.passed": "passou",
            "seat.to_move": "a jogar",
            "seat.aria": "{name}, {side}, {cards}",
            "cards.one": "{n} carta",
            "cards.many": "{n} cartas",
            "tally.rest": "empates {drawn} \u00b7 nulos {void}",
            "set.head": "Conjunto {n}: {cards}{status}",
            "set.cant": " \u00b7 {n} \u201cnão posso\u201d seguidos",
            "set.none": "Ainda não há conjuntos acabados",
            "set.void": "anulado (bloqueado)",
            "set.draw": "empate",
            "set.result": "Conjunto {n}: {verdict}",
            "set.showing": "{ys} amarelo {yellow} \u00b7 {gs} verde {green} à vista",
            "card.label": "{name} {turn}: esquerda {left}; direita {right}",
            "ghost.label": "Jogar {card} aqui",
            "ghost.preview": "; o conjunto ficaria com amarelo {yellow}, verde {green}",
            "ghost.badge": "A {yellow} \u00b7 V {green}",
            "chain.head": "Fila: {cards}",
            "chain.lock": " \u00b7 \u2605 BLOQUEIO: {n} de 4 estrelas na mesa, só podem seguir estrelas",
            "chain.loop": " \u00b7 \u2605 ciclo de estrelas fechado",
            "chain.idle.one": " \u00b7 {n} vez sem carta",
            "chain.idle.many": " \u00b7 {n} vezes sem carta",
            "chain.burden": " \u00b7 a sua carga: {n}",
            "chain.open": "ponta aberta",
            "call.cant": "Não posso",
            "call.cant.aria": "Dizer não posso",
            "call.pass": "Passo",
            "call.pass.aria": "Dizer passo",
            "call.end": "Fim da vez",
            "call.end.aria": "Terminar a vez",
            "status.you": "É a sua vez",
            "status.turn": "Vez de {who}",
            "hand.spectating": "A assistir",
            "hand.empty": "A sua mão está vazia",
            "hand.card": "{card}; marca {tab}; índice {tl}/{br}",
            "hand.turn": "Rodar de pernas para o ar: {name}",
            "svg.title": "Colomino {variant}: {status}",
            "log.lead": "{who} abre com {card}",
            "log.place": "{who} joga {card} {where}: Amarelo {yellow}, Verde {green} à vista",
            "log.link": "{who} junta {card} à fila",
            "card.Y": "uma carta amarela",
            "card.G": "uma carta verde",
            "card.S": "uma carta estrela",
            "name.Y": "Carta amarela",
            "name.G": "Carta verde",
            "name.S": "Carta estrela",
            "where.1,1": "abaixo e à direita da última carta",
            "where.1,-1": "acima e à direita da última carta",
            "where.-1,1": "abaixo e à esquerda da última carta",
            "where.-1,-1": "acima e à esquerda da última carta",
            "where.1,0": "à direita da última carta",
            "need.label": "O lado {side} da próxima carta tem de mostrar, de cima para baixo: {colours}",
            "need.left": "esquerdo",
            "need.right": "direito",
            "need.any": "amarelo, verde ou branco",
            "need.key": "Próxima carta",
            "hand.fits.aria": "; serve na mesa",
            "log.cant": "{who} diz \u201cnão posso\u201d",
            "log.pass": "{who} diz \u201cpasso\u201d",
            "log.end": "{who} termina a vez",
            "outcome.wins": "{side} ganha",
            "outcome.drawn": "Jogo empatado",
            "outcome.sets": "{head}: Amarelo {yellow} conjuntos, Verde {green} conjuntos "
            "({drawn} empatados, {void} anulados)",
            "outcome.out": "{side} livrou-se das cartas",
            "outcome.both_out": "os dois lados ficaram sem carga",
            "outcome.blocked": "jogo bloqueado",
            "outcome.burden": "{head} ({how}); carga restante: Amarelo {yellow}, Verde {green}",
            "hint.kind.Y": "carta amarela",
            "hint.kind.G": "carta verde",
            "hint.kinds.Y": "cartas amarelas",
            "hint.kinds.G": "cartas verdes",
            "hint.squares.0.one": "{n} quadrado amarelo",
            "hint.squares.0.many": "{n} quadrados amarelos",
            "hint.squares.1.one": "{n} quadrado verde",
            "hint.squares.1.many": "{n} quadrados verdes",
            "hint.kept.0.one": "a sua única carta amarela",
            "hint.kept.0.many": "as suas {n} cartas amarelas",
            "hint.kept.1.one": "a sua única carta verde",
            "hint.kept.1.many": "as suas {n} cartas verdes",
            "hint.lead.own": "Começa o conjunto {n} com {squares} à vista para o seu lado",
            "hint.lead.other": "Começa o conjunto {n} com uma {kind} e guarda {kept} para seguir",
            "hint.lead.none": "Começa o conjunto {n}: não tem nenhuma {kind} para abrir",
            "hint.set.win": "Ganha o conjunto {n} para o {side}, {mine}-{theirs} em quadrados; {standing}",
            "hint.set.draw": "Empata o conjunto {n} a {mine} e o {opponent} não o ganha; {standing}",
            "hint.set.least": "O conjunto {n} vai para o {opponent}, "
            "mas só por {theirs} a {mine}: o melhor possível",
            "hint.set.close": "Fecha o conjunto {n}; {standing}",
            "hint.sets.lead": "o {side} lidera por {a}-{b} em conjuntos",
            "hint.sets.level": "conjuntos empatados a {n}-{n}",
            "hint.game.won": "o {side} ganha o jogo por {a}-{b} em conjuntos",
            "hint.game.drawn": "o jogo acaba empatado a {n}-{n} em conjuntos",
            "hint.covers": "Tapa {squares}",
            "hint.adds": "Junta {squares}",
            "hint.quiet": "Não dá quadrados novos ao {opponent}",
            "hint.best": "A melhor contagem ao seu alcance",
            "hint.follows": "Mantém o conjunto em jogo",
            "hint.left.one": "falta {n} carta",
            "hint.left.many": "faltam {n} cartas",
            "hint.standing.lead": "{first}: o {side} vai à frente por {a} a {b}, {left}",
            "hint.standing.level": "{first}: empate a {a}, {left}",
            "hint.pass.one": "A sua única carta jogável ajuda o {opponent}; "
            "ao passar fica Amarelo {yellow}, Verde {green}",
            "hint.pass.many": "As {n} cartas que pode jogar ajudam o {opponent}; "
            "ao passar fica Amarelo {yellow}, Verde {green}",
            "hint.cant": "Nenhuma das suas cartas pode seguir a carta anterior",
            "hint.domino.win": "Larga a última carta de carga do seu lado: o {side} ganha",
            "hint.star.lock": "Estrela {n} de 4 na mesa: agora só podem seguir estrelas",
            "hint.star.loop": "Fecha o ciclo de estrelas: qualquer cor pode seguir",
            "hint.sheds": "Larga uma {kind}: a sua carga desce para {burden}",
            "hint.no_burden": "Joga uma {kind}, que não lhe pesa na carga",
            "hint.then.shed.one": "{first}; pode largar mais {n} logo a seguir",
            "hint.then.shed.many": "{first}; pode largar mais {n} logo a seguir",
            "hint.then.nobody": "{first}, e mais ninguém a pode seguir",
            "hint.then.no_shed": "{first}, e o {opponent} não tem carga que encaixe",
            "hint.end.none": "Já nenhuma das suas cartas encaixa na ponta aberta",
            "hint.end.block": "Nenhuma carta de carga do {opponent} encaixa na ponta como está",
            "hint.end.spare": "Só encaixam {kind}, que não lhe pesam na carga",
            "hint.end.stop": "Para com a sua carga em {burden}",
            "hint.domino.cant": "Nenhuma das suas cartas encaixa na ponta aberta da fila",
            "hint.domino.cant.lock": "Agora só podem seguir estrelas, e não tem nenhuma que encaixe",
        },
    }
)
"""Every player-facing text of Colomino; ``SAY(key, ...)`` in the current language."""


def side_name(side: int) -> str:
    """'Yellow' or 'Green' in the current language."""
    return SAY(f"side.{side}")


def seat_and_side(seat: int) -> str:
    """'Player 2 (Green)': the seat and its side, as the board and the move log name it."""
    return SAY("seat", name=seat_name(seat), side=side_name(seat % 2))


def describe_outcome(outcome: Outcome) -> str:
    """The winning side (or a draw), how the game ended, and its numbers."""
    head = (
        SAY("outcome.wins", side=side_name(outcome.winners[0] % 2))
        if outcome.winners
        else SAY("outcome.drawn")
    )
    if outcome.reason == "sets":
        return SAY(
            "outcome.sets",
            head=head,
            yellow=outcome.number("yellow"),
            green=outcome.number("green"),
            drawn=outcome.number("drawn"),
            void=outcome.number("void"),
        )
    if outcome.reason not in ("out", "both_out", "blocked"):
        return ""
    how = (
        SAY("outcome.out", side=side_name(outcome.number("side")))
        if outcome.reason == "out"
        else SAY(f"outcome.{outcome.reason}")
    )
    return SAY(
        "outcome.burden",
        head=head,
        how=how,
        yellow=outcome.number("yellow"),
        green=outcome.number("green"),
    )
