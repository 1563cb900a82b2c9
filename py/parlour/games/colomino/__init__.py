"""Colomino (Waddy Productions): Sideways, Fourways, Threeways and Domino."""

from parlour.core import Game, Lesson
from parlour.games.colomino.breaks import round_end
from parlour.games.colomino.codec import state_from_json, view_from_json
from parlour.games.colomino.guide import GUIDE
from parlour.games.colomino.heuristics import HEURISTICS, describe_move, explain_hint
from parlour.games.colomino.render import render
from parlour.games.colomino.rules import DEALER, SPEC, determinize_view, new_state
from parlour.games.colomino.stand_ins import draw as draw_stand_ins
from parlour.games.colomino.statements import STATEMENTS
from parlour.games.colomino.strip import scores
from parlour.games.colomino.words import describe_outcome


def lessons() -> tuple[Lesson, ...]:
    """Loaded when asked for: opening a game never pays for its lessons."""
    from parlour.games.colomino.lessons import LESSONS

    return LESSONS


GAME = Game(
    spec=SPEC,
    new_state=new_state,
    state_from_json=state_from_json,
    view_from_json=view_from_json,
    determinize_view=determinize_view,
    render=render,
    describe_move=describe_move,
    describe_outcome=describe_outcome,
    heuristics=HEURISTICS,
    guide=GUIDE,
    dealer=DEALER,
    round_end=round_end,
    lessons=lessons,
    explain_hint=explain_hint,
    scores=scores,
    stand_ins=draw_stand_ins,
    statements=STATEMENTS,
)
