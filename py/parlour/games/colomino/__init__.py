"""Colomino (Waddy Productions): Sideways, Fourways, Threeways and Domino."""

from parlour.core import Game
from parlour.games.colomino.codec import state_from_json, view_from_json
from parlour.games.colomino.guide import GUIDE
from parlour.games.colomino.heuristics import HEURISTICS, describe_move
from parlour.games.colomino.render import render
from parlour.games.colomino.rules import SPEC, determinize_view, new_state
from parlour.games.colomino.strip import scores
from parlour.games.colomino.words import describe_outcome

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
