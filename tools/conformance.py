"""The protocol's invariants (docs/protocol.md), checked on any state of any game.

Shared by the conformance tests (tests/engine/test_conformance.py) and the soak
(``python3 build.py soak``), so both check exactly the same things.  A failed
check raises AssertionError with the reason; the caller adds the game and seed.
"""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET
from collections.abc import Callable
from typing import Any

from parlour.core import Game, GameState, Highlights, IllegalMove, Move, Outcome
from parlour.play import next_targets
from parlour.record import Record
from parlour.words import LANGUAGES, speaking

SVG = "{http://www.w3.org/2000/svg}"


def expect_illegal(action: Callable[[], object], what: str) -> None:
    """``action`` must raise IllegalMove."""
    try:
        action()
    except IllegalMove:
        return
    raise AssertionError(f"{what} must raise IllegalMove")


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
        assert longer[: len(shorter)] != shorter, (
            f"path {shorter} is equal to or a prefix of {longer}"
        )


def check_deeply(game: Game, state: GameState, players: int, seed: int, rng: random.Random) -> None:
    """Every rules invariant (``check_rules``), plus rendering and the move's description."""
    check_rules(game, state, players, seed, rng)
    if state.current_player is None:
        return
    moves = state.legal_moves()
    check_render(game, state, moves, rng)
    view = state.view(state.current_player)
    description = game.describe_move(view, rng.choice(moves))
    assert isinstance(description, str) and description.strip()


def check_rules(game: Game, state: GameState, players: int, seed: int, rng: random.Random) -> None:
    """The JSON round trip, what views hide, and that every legal move parses and applies."""
    check_json(game, state)
    check_views(game, state, players, seed, rng)
    if state.current_player is None:
        expect_illegal(lambda: state.parse_move("anything"), "parse_move after the end")
        return
    for move in state.legal_moves():
        assert state.parse_move(str(move)) == move, f"{move} does not round-trip parse_move"
        assert isinstance(state.apply(move), GameState)


def check_json(game: Game, state: GameState) -> None:
    data = state.to_json()
    assert game.state_from_json(data) == state, "state_from_json(to_json()) must equal the state"
    assert game.state_from_json(json.loads(json.dumps(data))) == state, "JSON text round trip"


def check_views(game: Game, state: GameState, players: int, seed: int, rng: random.Random) -> None:
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
            assert sorted(map(str, sample.legal_moves())) == sorted(
                map(str, state.legal_moves())
            ), "the legal moves of the player to move must depend only on its view"


def check_render(game: Game, state: GameState, moves: tuple[Move, ...], rng: random.Random) -> None:
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
    texts = []  # issue 17: facts in the outcome, words from the game's phrasebook
    for code in LANGUAGES:
        with speaking(code):
            texts.append(game.describe_outcome(outcome))
    assert all(texts) and len(set(texts)) == len(texts), texts
    expect_illegal(lambda: state.apply(object()), "apply of a non-move")  # type: ignore[arg-type]


def check_record(
    game: Game,
    players: int,
    options: dict[str, Any],
    seed: int,
    notations: list[str],
    final: GameState,
) -> None:
    record = Record.start(game.id, players, options, seed)
    for notation in notations:
        record = record.with_move(notation)
    again = Record.from_json(json.loads(json.dumps(record.to_json())))
    assert again == record
    assert again.replay() == final, "a record of the moves replays to the same state"
