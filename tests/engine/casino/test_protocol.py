"""Casino through the shared protocol: JSON, views, rendering, the log, the registry."""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET

import pytest

from parlour import registry
from parlour.core import BadPosition, Highlights
from parlour.games.casino import GAME
from parlour.games.casino.cards import NAME
from parlour.games.casino.codec import state_from_json, view_from_json
from parlour.games.casino.rules import CasinoState
from parlour.play import choose, next_targets

SVG = "{http://www.w3.org/2000/svg}"


def _midgame(players: int = 2, moves: int = 11, seed: int = 4) -> CasinoState:
    state = GAME.initial_state(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        state = GAME.play(state, rng.choice(state.legal_moves()))
    assert isinstance(state, CasinoState)
    return state


def test_registered() -> None:
    assert registry.get("casino") is GAME
    assert GAME.spec.player_counts == (2, 3, 4)


@pytest.mark.parametrize(
    "garbage, words",
    [
        (None, "JSON object"),
        ({}, "missing field"),
        ({"players": 9}, "players"),
    ],
)
def test_garbage_positions_raise_bad_position(garbage, words) -> None:
    with pytest.raises(BadPosition, match=words):
        state_from_json(garbage)


def test_position_faults_are_named() -> None:
    good = _midgame().to_json()
    duplicated = json.loads(json.dumps(good))
    duplicated["hands"][0][0] = duplicated["hands"][1][0]
    with pytest.raises(BadPosition, match="exactly once"):
        state_from_json(duplicated)
    bad_option = json.loads(json.dumps(good))
    bad_option["options"]["target"] = 7
    with pytest.raises(BadPosition, match="target"):
        state_from_json(bad_option)
    bad_card = json.loads(json.dumps(good))
    bad_card["stock"][0] = "11X"
    with pytest.raises(BadPosition, match="not a card"):
        state_from_json(bad_card)


def test_views_hide_what_a_seat_may_not_see() -> None:
    """A view holds its own hand only: no seed, no stock order, no other hand."""
    state = _midgame()
    view = state.view(0)
    text = json.dumps(view.to_json())
    assert "seed" not in text and 'stock"' not in text
    for card in state.hands[1]:
        assert f'"{NAME[card]}"' not in json.dumps(view.to_json()["hand"])
    assert view.hand == state.hands[0] and view.hand_counts[1] == len(state.hands[1])
    spectator = state.view(None)
    assert spectator.hand == () and spectator.player is None
    assert view_from_json(view.to_json()) == view
    assert view_from_json(spectator.to_json()) == spectator


def test_render_is_well_formed_and_clickable() -> None:
    state = _midgame()
    seat = state.current_player
    assert seat is not None
    moves = state.legal_moves()
    first = moves[0].path[0]
    highlights = Highlights(targets=next_targets(moves, (first,)), selected=(first,))
    svg = GAME.render(state.view(seat), highlights)
    root = ET.fromstring(svg)
    assert root.tag == SVG + "svg" and root.find(SVG + "title") is not None
    clickable = {g.get("data-target") for g in root.iter(SVG + "g") if g.get("data-target")}
    assert highlights.targets <= clickable
    for g in root.iter(SVG + "g"):
        if g.get("data-target"):
            assert g.get("role") == "button" and g.get("aria-label")


def test_clicking_through_the_menu_reaches_every_move() -> None:
    """Each legal move can be chosen by clicking its path; the menu offers the last step."""
    state = _midgame(moves=21)
    moves = state.legal_moves()
    for move in moves:
        chosen: tuple[str, ...] = ()
        done = None
        for target in move.path:
            chosen, done = choose(moves, chosen, target)
        assert done == move


def test_render_spectator_and_finished_game() -> None:
    state = GAME.initial_state(4, seed=2)
    rng = random.Random(2)
    while state.outcome is None:
        state = GAME.play(state, rng.choice(state.legal_moves()))
    svg = GAME.render(state.view(None), Highlights())
    root = ET.fromstring(svg)
    assert "won" in (root.findtext(SVG + "title") or "")
    assert "Last hand" in svg


def test_describe_move() -> None:
    state = _midgame()
    view = state.view(state.current_player)
    for move in state.legal_moves():
        line = GAME.describe_move(view, move)
        assert line.startswith(f"Player {view.to_move + 1} ")
    opening = GAME.initial_state(2, seed=1)
    trail = next(m for m in opening.legal_moves() if str(m).endswith(" t"))
    assert "trails" in GAME.describe_move(opening.view(0), trail)


def test_heuristics_in_range() -> None:
    state = _midgame(players=3)
    for seat in range(3):
        assert 0.0 <= GAME.heuristics.evaluate(state, seat) <= 1.0  # type: ignore[misc]
    priority = GAME.heuristics.move_priority
    assert priority is not None
    best = max(state.legal_moves(), key=lambda m: priority(state, m))
    assert str(best)
