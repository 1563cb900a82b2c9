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

from parlour.chance import PUBLIC
from parlour.core import BadDeal, Game, GameState, Highlights, IllegalMove, Move, Outcome
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


def advance(game: Game, state: GameState, move: Move, players: int) -> GameState:
    """``move`` applied; each chance state it leads to checked (``check_chance``) and dealt
    by the game's seeded dealer, as records are."""
    state = state.apply(move)
    while state.chance is not None:
        check_chance(game, state, players)
        state = state.deal(game.dealer.order(state, state.chance))
    return state


def start(game: Game, players: int, options: dict[str, Any], seed: int) -> GameState:
    """The game's opening chance states checked and dealt: its first position."""
    state = game.opening(players, options, seed)
    while state.chance is not None:
        check_chance(game, state, players)
        state = state.deal(game.dealer.order(state, state.chance))
    assert state == game.initial_state(players, options, seed), "initial_state deals the same"
    return state


Check = Callable[[Game, GameState, int, int, random.Random], None]
"""A check of one position: ``check_rules``, or ``check_deeply`` with rendering too."""


def checked_playout(
    game: Game,
    players: int,
    options: dict[str, Any],
    seed: int,
    rng: random.Random,
    every: int,
    check: Check,
    max_moves: int,
) -> int:
    """One game of random legal moves from ``seed``'s deal, every step checked
    (``check_step``), every ``every``-th position and the last by ``check``, the end and the
    game's record too (the conformance test and the soak play alike); the number of moves.
    AssertionError on a fault, or when no end comes within ``max_moves``."""
    state = start(game, players, options, seed)
    notations: list[str] = []
    for step in range(max_moves):
        check_step(game, state, players)
        if step % every == 0:
            check(game, state, players, seed, rng)
        if state.current_player is None:
            break
        move = rng.choice(state.legal_moves())
        notations.append(str(move))
        state = advance(game, state, move, players)
    else:
        raise AssertionError(f"{game.id} did not end within {max_moves} random moves")
    check(game, state, players, seed, rng)
    check_finished(game, state, players)
    check_record(game, players, options, seed, notations, state)
    return len(notations)


def check_chance(game: Game, state: GameState, players: int) -> None:
    """A chance state (docs/protocol.md, Chance): nobody moves, it is not over, its deck is
    well formed, its JSON and views round-trip, and the deal gives what ``dealt`` says."""
    chance = state.chance
    assert chance is not None
    assert state.current_player is None and state.outcome is None, "nobody moves at a chance"
    assert state.legal_moves() == (), "a chance state has no legal moves"
    expect_illegal(lambda: state.parse_move("anything"), "parse_move at a chance state")
    assert chance.deck and all(isinstance(card, str) and card for card in chance.cards)
    check_json(game, state)
    rng = random.Random(chance.deck)
    check_views(game, state, players, state.seed, rng)
    check_decks(state)
    order = game.dealer.order(state, chance)
    chance.check(order)
    dealt = state.deal(order)
    shown = dealt.shown()
    if chance.deck in shown:
        masks = shown[chance.deck]
        for position, mask in enumerate(chance.dealt):
            assert masks[position] == PUBLIC or mask & ~masks[position] == 0, (
                f"{chance.deck} position {position}: the deal shows it to {mask}, "
                f"the dealt state only to {masks[position]}"
            )
    try:
        state.deal(order[1:])
    except BadDeal:
        pass
    else:
        raise AssertionError("a deal missing a card must raise BadDeal")


def check_decks(state: GameState) -> None:
    """``shown`` and ``orders`` name the same decks, a mask per card; dealt again in its
    own orders the state is the same."""
    shown, orders = state.shown(), state.orders()
    assert set(shown) == set(orders), "shown and orders name the same decks"
    for deck, masks in shown.items():
        assert len(masks) == len(orders[deck]), f"deck {deck}: a mask per position"
        assert all(isinstance(m, int) for m in masks)
    assert state.with_orders(orders) == state, "with_orders(orders()) is the same state"


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
    """The JSON round trip, what views hide, the decks in play, and that every legal move
    parses and applies."""
    check_json(game, state)
    check_views(game, state, players, seed, rng)
    check_decks(state)
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
