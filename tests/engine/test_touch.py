"""While a move is half-built, every game draws the targets a tap may use (issue 24).

Issue 24: "On touch, a selected card cannot be changed or cancelled. Tapping it again,
another card or the felt does nothing."  The page keeps the chosen targets and the first
steps live while a move is half-built (``parlour.play.live_targets``); each renderer must
draw them all as ``data-target`` so a tap reaches them.
"""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from parlour import registry
from parlour.core import Highlights
from parlour.play import live_targets, next_targets
from parlour.page.session import Session

SETUPS = (
    ("casino", 2, {}),
    ("cardino", 2, {}),
    ("colomino", 2, {"variant": "sideways"}),
    ("colomino", 3, {"variant": "domino"}),
)


def drawn_targets(svg: str) -> set[str]:
    return {str(e.get("data-target")) for e in ET.fromstring(svg).iter() if e.get("data-target")}


@pytest.mark.parametrize(("game_id", "players", "options"), SETUPS)
def test_the_chosen_card_and_the_other_cards_stay_tappable(
    game_id: str, players: int, options: dict[str, object]
) -> None:
    game = registry.get(game_id)
    session = Session.new(game_id, ("human",) * players, options, 8)
    rng = random.Random(8)
    checked = 0
    while not session.state.is_over and checked < 6:
        state = session.state
        moves = state.legal_moves()
        firsts = sorted(t for t in next_targets(moves, ()) if next_targets(moves, (t,)))
        if len(firsts) >= 2:
            chosen = (rng.choice(firsts),)
            live = live_targets(moves, chosen)
            view = state.view(state.current_player)
            svg = game.render(view, Highlights(targets=live, selected=chosen))
            assert live <= drawn_targets(svg), sorted(live - drawn_targets(svg))
            assert chosen[0] in live and set(firsts) <= live
            checked += 1
        session = session.play(str(rng.choice(moves)))
    assert checked, "no half-built move was seen"
