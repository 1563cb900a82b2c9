"""Punto: place your cards to make a row of your colour (Bernhard Weber)."""

from parlour.core import Game
from parlour.games.punto.codec import state_from_json, view_from_json
from parlour.games.punto.guide import GUIDE
from parlour.games.punto.heuristics import HEURISTICS, describe_move
from parlour.games.punto.render import render
from parlour.games.punto.rules import SPEC, determinize_view, new_state
from parlour.games.punto.strip import scores
from parlour.games.punto.words import describe_outcome

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
