"""Every registered game (and the toy) against the protocol of docs/protocol.md.

Seeded random playouts; cheap checks at every step, expensive ones (apply
every legal move, JSON and view round trips, determinization, rendering)
at a sample of steps so that the whole run stays well under a minute.
A failure here is a bug in that game: report it, do not weaken the test.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from parlour import registry
from parlour.core import BadOption, BadPosition, Game, GameState
from tests.support.toy_game import TOY_GAME, register_toy


from tests.support.conformance import check_deeply, checked_playout

ROOT = Path(__file__).resolve().parents[2]

REAL_GAMES = [game for game in registry.all_games() if game.id != TOY_GAME.id]
register_toy()
GAMES = [*REAL_GAMES, TOY_GAME]

PLAYOUTS = 3
"""Seeded random games per variant."""
SAMPLED_STEPS = 8
"""About this many steps of each playout get the expensive checks."""
MAX_STEPS = 5000
MAX_VARIANTS = 6


def variants(game: Game) -> list[tuple[int, dict[str, Any]]]:
    """Each player count with default options, then each other option value once
    (with the first player count the game accepts for it)."""
    spec = game.spec
    found: list[tuple[int, dict[str, Any]]] = [
        (n, {}) for n in spec.player_counts if _accepts(game, n, {})
    ]
    for option in spec.options:
        for choice in option.choices:
            players = next(
                (n for n in spec.player_counts if _accepts(game, n, {option.name: choice})), None
            )
            if choice != option.default and players is not None:
                found.append((players, {option.name: choice}))
    return found[: max(MAX_VARIANTS, len(spec.player_counts))]


def _accepts(game: Game, players: int, options: dict[str, Any]) -> bool:
    """Some games allow only some player counts with some options (Colomino's variants)."""
    try:
        game.initial_state(players, options, 0)
    except BadOption:
        return False
    return True


CASES = [
    pytest.param(
        game,
        players,
        options,
        id=f"{game.id}-{players}p-"
        + ("-".join(f"{k}={v}" for k, v in options.items()) or "default"),
    )
    for game in GAMES
    for players, options in variants(game)
]


@pytest.mark.parametrize(("game", "players", "options"), CASES)
def test_random_playouts_follow_the_protocol(
    game: Game, players: int, options: dict[str, Any]
) -> None:
    """docs/protocol.md, every section: legality, notation, paths, JSON, views, rendering, records,
    and every chance state met (the opening deal, each hand or round dealt anew)."""
    for playout in range(PLAYOUTS):
        seed = 1_000_003_117 + 7919 * playout
        rng = random.Random(f"conformance/{game.id}/{players}/{options}/{playout}")
        every = max(1, _estimated_length(game, players) // SAMPLED_STEPS)
        checked_playout(game, players, options, seed, rng, every, check_deeply, MAX_STEPS)


def _estimated_length(game: Game, players: int) -> int:
    return {"punto": 60, "casino": 100, "cardino": 60, "colomino": 80}.get(game.id, 12)


GARBAGE: list[Any] = [None, 7, "position", [], {}, {"board": "nonsense"}, [1, 2, 3]]


@pytest.mark.parametrize("game", GAMES, ids=[game.id for game in GAMES])
@pytest.mark.parametrize("garbage", GARBAGE, ids=[repr(g) for g in GARBAGE])
def test_state_from_json_rejects_garbage_with_bad_position(game: Game, garbage: Any) -> None:
    """docs/protocol.md + brief: state_from_json of garbage raises BadPosition with a message."""
    with pytest.raises(BadPosition) as caught:
        game.state_from_json(garbage)
    assert str(caught.value).strip()


@pytest.mark.parametrize("game", GAMES, ids=[game.id for game in GAMES])
def test_damaged_positions_raise_bad_position_or_load(game: Game) -> None:
    """Brief: "state_from_json of garbage raises parlour.core.BadPosition": a position with
    one field dropped or set to None loads (an optional field) or raises BadPosition, nothing else."""
    state = game.initial_state(game.spec.player_counts[0], {}, 5)
    data = state.to_json()
    assert isinstance(data, dict), "positions are JSON objects"
    for key in data:
        for broken in ({k: v for k, v in data.items() if k != key}, {**data, key: None}):
            try:
                loaded = game.state_from_json(broken)
            except BadPosition as error:
                assert str(error).strip()
            else:
                assert isinstance(loaded, GameState)


@pytest.mark.parametrize("game", GAMES, ids=[game.id for game in GAMES])
def test_spec_is_consistent(game: Game) -> None:
    """docs/protocol.md "Values": GameSpec with player counts and options whose defaults are allowed."""
    spec = game.spec
    assert spec.id and spec.title and spec.rules_version
    assert spec.player_counts and all(n >= 1 for n in spec.player_counts)
    assert registry.get(spec.id) is game
    for option in spec.options:
        assert option.default in option.choices
        assert spec.resolve_options({option.name: option.default})[option.name] == option.default
