"""Every registered game (and the toy) against the protocol of docs/protocol.md.

Seeded random playouts; cheap checks at every step, expensive ones (apply
every legal move, JSON and view round trips, determinization, rendering)
at a sample of steps so that the whole run stays well under a minute.
A failure here is a bug in that game: report it, do not weaken the test.
"""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET
from typing import Any

import pytest

from parlour import registry
from parlour.core import BadOption, BadPosition, Game, GameState, Highlights, IllegalMove, Move, Outcome
from parlour.play import next_targets
from parlour.record import Record
from parlour.words import LANGUAGES, speaking
from tests.engine.toy_game import TOY_GAME, register_toy

REAL_GAMES = [game for game in registry.all_games() if game.id != TOY_GAME.id]
register_toy()
GAMES = [*REAL_GAMES, TOY_GAME]

PLAYOUTS = 3
"""Seeded random games per variant."""
SAMPLED_STEPS = 8
"""About this many steps of each playout get the expensive checks."""
MAX_STEPS = 5000
MAX_VARIANTS = 6
SVG = "{http://www.w3.org/2000/svg}"


def variants(game: Game) -> list[tuple[int, dict[str, Any]]]:
    """Each player count with default options, then each other option value once
    (with the first player count the game accepts for it)."""
    spec = game.spec
    found: list[tuple[int, dict[str, Any]]] = [
        (n, {}) for n in spec.player_counts if _accepts(game, n, {})]
    for option in spec.options:
        for choice in option.choices:
            players = next((n for n in spec.player_counts
                            if _accepts(game, n, {option.name: choice})), None)
            if choice != option.default and players is not None:
                found.append((players, {option.name: choice}))
    return found[:max(MAX_VARIANTS, len(spec.player_counts))]


def _accepts(game: Game, players: int, options: dict[str, Any]) -> bool:
    """Some games allow only some player counts with some options (Colomino's variants)."""
    try:
        game.initial_state(players, options, 0)
    except BadOption:
        return False
    return True


CASES = [pytest.param(game, players, options,
                      id=f"{game.id}-{players}p-" + ("-".join(f"{k}={v}" for k, v in options.items())
                                                      or "default"))
         for game in GAMES for players, options in variants(game)]


@pytest.mark.parametrize(("game", "players", "options"), CASES)
def test_random_playouts_follow_the_protocol(game: Game, players: int,
                                             options: dict[str, Any]) -> None:
    """docs/protocol.md, every section: legality, notation, paths, JSON, views, rendering, records."""
    for playout in range(PLAYOUTS):
        seed = 1_000_003_117 + 7919 * playout
        rng = random.Random(f"conformance/{game.id}/{players}/{options}/{playout}")
        state = game.initial_state(players, options, seed)
        every = max(1, _estimated_length(game, players) // SAMPLED_STEPS)
        notations: list[str] = []
        for step in range(MAX_STEPS):
            check_step(game, state, players)
            if step % every == 0:
                check_deeply(game, state, players, seed, rng)
            if state.current_player is None:
                break
            move = rng.choice(state.legal_moves())
            notations.append(str(move))
            state = state.apply(move)
        else:
            pytest.fail(f"{game.id} did not end within {MAX_STEPS} random moves")
        check_deeply(game, state, players, seed, rng)
        check_finished(game, state, players)
        check_record(game, players, options, seed, notations, state)


def _estimated_length(game: Game, players: int) -> int:
    return {"punto": 60, "casino": 100, "cardino": 60, "colomino": 80}.get(game.id, 12)


def check_step(game: Game, state: GameState, players: int) -> None:
    """The checks cheap enough for every step."""
    over = state.outcome is not None
    assert (state.current_player is None) == over, "current_player is None exactly when over"
    if over:
        return
    assert state.current_player in range(players)
    moves = state.legal_moves()
    assert moves, "legal_moves must not be empty before the game is over"
    texts = [str(move) for move in moves]
    assert len(set(texts)) == len(texts), f"duplicate notations: {_duplicates(texts)}"
    assert all(text and text == text.strip() for text in texts), "notation is non-empty, unpadded"
    check_paths(moves)


def _duplicates(items: list[str]) -> list[str]:
    return sorted({item for item in items if items.count(item) > 1})


def check_paths(moves: tuple[Move, ...]) -> None:
    paths = sorted(tuple(move.path) for move in moves)
    assert all(paths), "every move has a non-empty path"
    assert all(isinstance(step, str) and step for path in paths for step in path)
    for shorter, longer in zip(paths, paths[1:]):
        # Sorted order puts a prefix right before the paths it begins.
        assert longer[:len(shorter)] != shorter, (
            f"path {shorter} is equal to or a prefix of {longer}")


def check_deeply(game: Game, state: GameState, players: int, seed: int,
                 rng: random.Random) -> None:
    check_json(game, state)
    check_views(game, state, players, seed, rng)
    if state.current_player is None:
        with pytest.raises(IllegalMove):
            state.parse_move("anything")
        return
    moves = state.legal_moves()
    for move in moves:
        assert state.parse_move(str(move)) == move, f"{move} does not round-trip parse_move"
        assert isinstance(state.apply(move), GameState)
    check_render(game, state, moves, rng)
    view = state.view(state.current_player)
    description = game.describe_move(view, rng.choice(moves))
    assert isinstance(description, str) and description.strip()


def check_json(game: Game, state: GameState) -> None:
    data = state.to_json()
    assert game.state_from_json(data) == state, "state_from_json(to_json()) must equal the state"
    assert game.state_from_json(json.loads(json.dumps(data))) == state, "JSON text round trip"


def check_views(game: Game, state: GameState, players: int, seed: int,
                rng: random.Random) -> None:
    for seat in [*range(players), None]:
        view = state.view(seat)
        assert view.player == seat
        text = json.dumps(view.to_json())
        assert game.view_from_json(json.loads(text)) == view, "view_from_json(to_json())"
        assert str(seed) not in text, f"the view of seat {seat} reveals the seed"
        sample = game.determinize_view(view, rng)
        # Two states that differ only in what `seat` cannot see look the same to it.
        assert sample.view(seat) == view, f"determinize_view changes what seat {seat} sees"
        if seat is not None and seat == state.current_player:
            assert sorted(map(str, sample.legal_moves())) == sorted(map(str, state.legal_moves())), (
                "the legal moves of the player to move must depend only on its view")


def check_render(game: Game, state: GameState, moves: tuple[Move, ...],
                 rng: random.Random) -> None:
    view = state.view(state.current_player)
    first = next_targets(moves, ())
    found = targets_in_svg(game.render(view, Highlights(targets=first)))
    assert first <= found, f"render lacks data-target for {sorted(first - found)}"
    longer = sorted({m.path[0] for m in moves if len(m.path) > 1})
    if longer:
        chosen = (rng.choice(longer),)
        second = next_targets(moves, chosen)
        found = targets_in_svg(game.render(view, Highlights(targets=second, selected=chosen)))
        assert second <= found, f"render after {chosen} lacks {sorted(second - found)}"
    targets_in_svg(game.render(state.view(None), Highlights()))


def targets_in_svg(svg: str) -> set[str]:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg", "render returns one <svg> in the SVG namespace"
    assert root.get("viewBox"), "the <svg> has a viewBox"
    assert root.find(f".//{SVG}title") is not None, "the <svg> has a <title>"
    targets = set()
    for element in root.iter():
        target = element.get("data-target")
        if target is not None:
            assert element.get("role") == "button", f"target {target} lacks role=button"
            assert element.get("aria-label"), f"target {target} lacks an aria-label"
            targets.add(target)
    return targets


def check_finished(game: Game, state: GameState, players: int) -> None:
    outcome = state.outcome
    assert isinstance(outcome, Outcome)
    assert len(outcome.scores) == players, "one score per seat"
    assert set(outcome.winners) <= set(range(players))
    assert len(set(outcome.winners)) == len(outcome.winners)
    assert Outcome.from_json(json.loads(json.dumps(outcome.to_json()))) == outcome
    if game is not TOY_GAME:  # issue 17: facts in the outcome, words from the phrasebook
        texts = []
        for code in LANGUAGES:
            with speaking(code):
                texts.append(game.describe_outcome(outcome))
        assert all(texts) and len(set(texts)) == len(texts), texts
    with pytest.raises(IllegalMove):
        state.apply(object())  # type: ignore[arg-type]


def check_record(game: Game, players: int, options: dict[str, Any], seed: int,
                 notations: list[str], final: GameState) -> None:
    record = Record.start(game.id, players, options, seed)
    for notation in notations:
        record = record.with_move(notation)
    again = Record.from_json(json.loads(json.dumps(record.to_json())))
    assert again == record
    assert again.replay() == final, "a record of the moves replays to the same state"


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
