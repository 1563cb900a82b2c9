"""Casino: the classic fishing game for 2-4 players, to 21 points."""

from parlour.core import Game, Lesson
from parlour.games.casino.breaks import round_end, round_pause
from parlour.games.casino.coming import coming
from parlour.games.casino.codec import state_from_json, view_from_json
from parlour.games.casino.guide import GUIDE
from parlour.games.casino.heuristics import HEURISTICS, describe_move, explain_hint
from parlour.games.casino.render import render
from parlour.games.casino.rules import DEALER, SPEC, determinize_view, new_state
from parlour.games.casino.strip import scores
from parlour.games.casino.words import describe_outcome


def lessons() -> tuple[Lesson, ...]:
    """Loaded when asked for: opening a game never pays for its lessons."""
    from parlour.games.casino.lessons import LESSONS

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
