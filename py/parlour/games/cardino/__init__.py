"""Cardino: lay playing-card tiles next to others to score their values."""

from __future__ import annotations

from parlour.core import Game, Lesson
from parlour.games.cardino.guide import GUIDE
from parlour.games.cardino.heuristics import HEURISTICS, describe_move, explain_hint
from parlour.games.cardino.render import render
from parlour.games.cardino.codec import state_from_json, view_from_json
from parlour.games.cardino.rules import DEALER, SPEC, determinize_view, new_state
from parlour.games.cardino.statements import STATEMENTS
from parlour.games.cardino.strip import scores
from parlour.games.cardino.words import describe_outcome


def lessons() -> tuple[Lesson, ...]:
    """Loaded when asked for: opening a game never pays for its lessons."""
    from parlour.games.cardino.lessons import LESSONS

    return LESSONS


GAME = Game(
    spec=SPEC,
    new_state=new_state,
    state_from_json=state_from_json,
    view_from_json=view_from_json,
    determinize_view=determinize_view,  # type: ignore[arg-type]
    render=render,  # type: ignore[arg-type]
    describe_move=describe_move,
    describe_outcome=describe_outcome,
    heuristics=HEURISTICS,
    guide=GUIDE,
    dealer=DEALER,
    lessons=lessons,
    explain_hint=explain_hint,
    scores=scores,
    statements=STATEMENTS,
)
