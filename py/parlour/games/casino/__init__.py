"""Casino: the classic fishing game for 2-4 players, to 21 points."""

from parlour.core import Game
from parlour.games.casino.codec import state_from_json, view_from_json
from parlour.games.casino.guide import GUIDE
from parlour.games.casino.heuristics import HEURISTICS, describe_move
from parlour.games.casino.render import render
from parlour.games.casino.rules import SPEC, determinize_view, new_state
from parlour.games.casino.strip import scores
from parlour.games.casino.words import describe_outcome

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
    scores=scores,
)
