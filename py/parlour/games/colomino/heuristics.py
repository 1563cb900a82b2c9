"""Game knowledge for the bots, and the move log text.

Scoring games: a card is worth the set's visible own-minus-opponent colour
after it, weighted up when it completes the set (then the set is decided).
Domino: getting rid of own-colour cards and stars is what wins.
"""

from __future__ import annotations

import math

from parlour.core import GameState, Heuristics, Move, View
from parlour.games.colomino.cards import NAMES, SIDE_COLOUR, STAR_TAB, TABS
from parlour.games.colomino.common import seat_name, side_of, visible_counts
from parlour.games.colomino.domino import DominoState
from parlour.games.colomino.moves import CALLS, END, PASS, Link, Place
from parlour.games.colomino.scoring import SET_SIZE, ScoringState, tally
from parlour.games.colomino.view import ColominoView
from parlour.games.colomino.words import SAY

COMPLETION_WEIGHT = 3.0
"""A completed set is scored at once, so its margin counts more than a passing lead."""
PASS_BONUS = 0.25
"""Passing keeps the set as it is and may let a partner play a better card (r9)."""
PLAYOUT_DEPTH = 24
"""Playouts stop after this many moves and ``evaluate`` judges the position."""


def _margin(counts: tuple[int, int], side: int) -> int:
    return counts[side] - counts[1 - side]


def move_priority(state: GameState, move: Move) -> float:
    if isinstance(state, DominoState):
        return _domino_priority(state, move)
    assert isinstance(state, ScoringState)
    side = side_of(state.turn)
    if isinstance(move, Place):
        margin = float(_margin(state.counts_after(move), side))
        complete = len(state.table) + 1 == SET_SIZE[state.variant]
        return margin * COMPLETION_WEIGHT if complete else margin
    if move == PASS:
        return _margin(state.counts, side) + PASS_BONUS
    return 0.0


def _domino_priority(state: DominoState, move: Move) -> float:
    if isinstance(move, Link):
        tab = TABS[move.card]
        if tab == STAR_TAB:
            return 3.0  # stars lock the chain for everyone else and are a burden
        return 2.0 if tab == SIDE_COLOUR[side_of(state.turn)] else 0.5
    return 1.0 if move == END else 0.0


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def evaluate(state: GameState, seat: int) -> float:
    """Estimated chance that ``seat``'s side wins, from sets won or burden left."""
    outcome = state.outcome
    if outcome is not None:
        return outcome.reward(seat)
    side = side_of(seat)
    if isinstance(state, DominoState):
        own, opp = state.burdens[side], state.burdens[1 - side]
        return _logistic(1.5 * (opp - own) / math.sqrt(1 + own + opp))
    assert isinstance(state, ScoringState)
    yellow, green, _, _ = tally(state.sets)
    lead = float(yellow - green if side == 0 else green - yellow)
    lead += 0.3 * _sign(_margin(state.counts, side))
    cards_left = sum(h.bit_count() for h in state.hands) + len(state.table)
    sets_left = cards_left / SET_SIZE[state.variant]
    return _logistic(1.5 * lead / math.sqrt(1 + sets_left))


def _sign(value: int) -> int:
    return (value > 0) - (value < 0)


def describe_move(view: View, move: Move) -> str:
    """A log line such as 'Seat 2 (Green) plays G07 turned at 1,1: Yellow 2, Green 3 showing'."""
    assert isinstance(view, ColominoView)
    who = seat_name(view.turn)
    if isinstance(move, Place):
        turn = SAY("upright" if move.orient == 0 else "turned")
        card = NAMES[move.card]
        if not view.table:
            return SAY("log.lead", who=who, card=card, turn=turn)
        yellow, green = visible_counts((*view.table, move))
        return SAY("log.place", who=who, card=card, turn=turn, x=move.x, y=move.y,
                   yellow=yellow, green=green)
    if isinstance(move, Link):
        turn = SAY("upright" if move.orient == 0 else "turned")
        return SAY("log.link", who=who, card=NAMES[move.card], turn=turn)
    if str(move) in CALLS:
        return SAY(f"log.{move}", who=who)
    return f"{who} {move}"


HEURISTICS = Heuristics(move_priority, evaluate, PLAYOUT_DEPTH)
