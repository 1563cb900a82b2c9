"""Punto: place your cards to make a row of your colour (Bernhard Weber)."""

from parlour.core import Game, Lesson
from parlour.games.punto.breaks import round_end, round_pause
from parlour.games.punto.coming import coming
from parlour.games.punto.codec import state_from_json, view_from_json
from parlour.games.punto.guide import GUIDE
from parlour.games.punto.heuristics import HEURISTICS, describe_move, explain_hint
from parlour.games.punto.render import render
from parlour.games.punto.rules import DEALER, SPEC, determinize_view, new_state
from parlour.games.punto.strip import scores
from parlour.games.punto.words import describe_outcome


def lessons() -> tuple[Lesson, ...]:
    """Loaded when asked for: opening a game never pays for its lessons."""
    from parlour.games.punto.lessons import LESSONS

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
    round_pause=round_pause,
    lessons=lessons,
    explain_hint=explain_hint,
    scores=scores,
    coming=coming,
)
