"""Cardino: lay playing-card tiles next to others to score their values."""

from __future__ import annotations

from parlour.core import Game
from parlour.games.cardino.guide import GUIDE
from parlour.games.cardino.heuristics import HEURISTICS, describe_move
from parlour.games.cardino.render import render
from parlour.games.cardino.codec import state_from_json, view_from_json
from parlour.games.cardino.rules import SPEC, determinize_view, new_state
from parlour.games.cardino.strip import scores
from parlour.games.cardino.words import describe_outcome

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
    scores=scores,
)
