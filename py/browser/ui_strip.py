"""The strip over the board: whose turn it is, each side's score, and Cancel (issue 24).

On a phone the players-and-score panel is below the buttons, out of sight; the strip
keeps the turn and the score on the board's edge, in one or two short lines.  The
score line is the game's (``Game.scores``, each game's ``strip.py``); the page only
lays it out, marks the side to move and yours, and offers Cancel while a move is
half-built (``parlour.page.model.half_built``).
"""

from __future__ import annotations

from dom import el, esc
from text import t

from parlour import words
from parlour.core import Scores, Tally
from parlour.page.model import Play, half_built


def draw_strip(play: Play) -> None:
    state = play.shown_state
    scores = play.game.scores(state.view(play.shown))
    line = el("scores")
    line.hidden = scores is None
    line.innerHTML = "" if scores is None else scores_html(scores, state.current_player)
    el("btn-cancel").hidden = not half_built(play)


def scores_html(scores: Scores, mover: int | None) -> str:
    """Each side's name and score (the side to move and yours marked), then what they count."""
    items = []
    for tally in scores.tallies:
        classes = ["tally"]
        if mover is not None and mover in tally.seats:
            classes.append("to-move")
        if is_yours(tally):
            classes.append("yours")
        items.append(
            f'<span class="{" ".join(classes)}"><span class="tally-name">{esc(named(tally))}'
            f'</span> <b class="tally-score">{esc(tally.score)}</b></span>'
        )
    return "".join(items) + f'<span class="counts">{esc(scores.counts)}</span>'


def is_yours(tally: Tally) -> bool:
    you = words.you_seat()
    return you is not None and you in tally.seats


def named(tally: Tally) -> str:
    """The side's name; a side named by its colour (Colomino's) says when it is yours."""
    you = words.you_seat()
    if you is not None and you in tally.seats and words.seat_name(you) not in tally.name:
        return f"{tally.name} {t('strip.you')}"
    return tally.name
