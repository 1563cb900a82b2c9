"""Why a move is illegal, naming the rule it breaks (for ``illegal_reason``).

Legality itself lives in ``legal_moves``; these functions only explain a
move that is not among them.
"""

from __future__ import annotations

from parlour.core import IllegalMove, Move
from parlour.games.colomino.cards import NAMES, SIDE_COLOUR, STAR_TAB, TABS
from parlour.games.colomino.domino import DominoState
from parlour.games.colomino.moves import CANT, END, PASS, Link, Place
from parlour.games.colomino.scoring import PLACEMENT_RULE, ScoringState


def _not_held(state: ScoringState | DominoState, card: int) -> IllegalMove | None:
    if not 0 <= card < len(NAMES) or not state.hands[state.turn] >> card & 1:
        name = NAMES[card] if 0 <= card < len(NAMES) else str(card)
        return IllegalMove("r4 deal", f"seat {state.turn} does not hold {name}")
    return None


def scoring_reason(state: ScoringState, move: Move) -> IllegalMove:
    rule = PLACEMENT_RULE[state.variant]
    if isinstance(move, Place):
        held = _not_held(state, move.card)
        if held:
            return held
        if not state.table:
            return IllegalMove("r8 start of a set", "the first card of a set goes at 0,0")
        if state.passed >> state.turn & 1 and not state.legal_moves():
            return IllegalMove(rule, "no card can follow")
        if (move.x, move.y) not in {(s.x, s.y) for s in state.slots}:
            return IllegalMove(rule, f"{move.x},{move.y} is not a place where a card may follow")
        return IllegalMove("r7 matching", f"{NAMES[move.card]} does not match the preceding "
                                          "card there in that orientation")
    if move == CANT:
        if not state.table:
            return IllegalMove("D18 leading", "the leader must lead a card")
        return IllegalMove("r9 can't play", "you hold a card that can be played")
    if move == PASS:
        if not state.table:
            return IllegalMove("D18 leading", "the leader may not pass")
        if state.passed >> state.turn & 1:
            return IllegalMove("r9 pass (D22)", "no card was played since you passed: you must play")
        if not state.legal_moves() or state.legal_moves() == (CANT,):
            return IllegalMove("r9 pass (D20)", "you hold no card that can be played: say cant")
        own = SIDE_COLOUR[state.turn % 2]
        return IllegalMove("r9 pass (D19, D20)",
                           f"you can play a card of your own colour ({own}), so you may not pass")
    return IllegalMove("legal moves", f"{move} is not a move of {state.variant}")


def domino_reason(state: DominoState, move: Move) -> IllegalMove:
    if isinstance(move, Link):
        held = _not_held(state, move.card)
        if held:
            return held
        if state.star_lock and TABS[move.card] != STAR_TAB:
            return IllegalMove("r12 star lock (D28)",
                               "after a STAR card the other stars must follow first")
        return IllegalMove("r12 matching", f"{move} does not match the open end of the chain")
    if move == END:
        return IllegalMove("D26 must play", "play at least one card before ending the turn")
    if move == CANT:
        if state.played:
            return IllegalMove("D26 end of turn", "you have played this turn: say end")
        return IllegalMove("r12 can't play", "you hold a card that fits the chain")
    if move == PASS:
        return IllegalMove("r9 pass", "pass applies to Sideways, Fourways and Threeways, not Domino")
    return IllegalMove("legal moves", f"{move} is not a Domino move")
