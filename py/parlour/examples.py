"""Tools for a game's example positions, drawn by its renderer in the rules panel.

A game lists its examples in ``Guide.examples`` as (id, builder) pairs; a
builder takes the ``Game`` and returns an ``Example``.  Every position is
reached through the public protocol only: a seeded ``initial_state``, then
legal moves, the wanted one recognised by what it is (its type and fields),
never by its text.  So the diagrams can never show a position the engine
would not allow, and each example falls back to a plain seeded position when
the move it looks for is not found.

``example_svgs(game)`` maps the example ids to SVG strings, each with ids of its own
(``parlour.svg.scoped``).  Pure and deterministic.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping

from parlour.core import Example, Game, GameState, Highlights, Move, ParlourError
from parlour.svg import scoped

Want = Callable[[GameState, Move], bool]
"""Whether a move, in the position before it, is the one an example looks for."""

SEEDS = range(40)
"""Seeds tried, in order, when looking for a position."""
MAX_MOVES = 400
"""Moves walked per seed before giving up on it."""


def example_svgs(game: Game) -> dict[str, str]:
    """SVG diagrams for ``game``, keyed by example id."""
    svgs: dict[str, str] = {}
    for example_id, build in game.guide.examples:
        example = build(game)
        drawn = game.render(example.state.view(0), Highlights(marked=example.marked))
        svgs[example_id] = scoped(drawn, f"example-{example_id}")  # several on one page
    return svgs


def example_ids(game: Game) -> tuple[str, ...]:
    """The example ids ``example_svgs`` will produce for ``game``."""
    return tuple(example_id for example_id, _ in game.guide.examples)


# --- searching positions ---------------------------------------------------------


def pick(game: Game, state: GameState, rng: random.Random, greedy: bool) -> Move:
    """A seeded move: the game's own favourite when ``greedy``, else any."""
    moves = state.legal_moves()
    priority = game.heuristics.move_priority
    if greedy and priority is not None:
        return max(moves, key=lambda move: (priority(state, move), rng.random()))
    return rng.choice(moves)


def player_count(game: Game, wanted: int = 2) -> int:
    """Two players when the game allows it: the smallest, clearest board."""
    counts = game.spec.player_counts
    return wanted if wanted in counts else counts[0]


def options_for(game: Game, given: Mapping[str, object]) -> dict[str, object]:
    """Only the options this game still has, with values it still accepts."""
    known = {option.name: option for option in game.spec.options}
    kept: dict[str, object] = {}
    for name, value in given.items():
        option = known.get(name)
        if option is not None and value in option.choices:
            kept[name] = value
    return kept


def find(
    game: Game,
    want: Want,
    *,
    options: Mapping[str, object] = {},
    seat: int = 0,
    greedy: bool = False,
    skip: int = 0,
) -> tuple[GameState, Move] | None:
    """The first position (seat ``seat`` to move, after ``skip`` moves) with a wanted move."""
    players = player_count(game)
    for seed in SEEDS:
        try:
            state = game.initial_state(players, options_for(game, options), seed)
        except ParlourError:
            return None
        rng = random.Random(f"example/{game.id}/{seed}")
        for count in range(MAX_MOVES):
            if state.is_over:
                break
            if state.current_player == seat and count >= skip:
                for move in state.legal_moves():
                    if want(state, move):
                        return state, move
            state = game.play(state, pick(game, state, rng, greedy))
    return None


def walk(game: Game, moves: int, *, options: Mapping[str, object] = {}, seed: int = 1) -> GameState:
    """A plain seeded position ``moves`` moves into a game: the fallback of every example."""
    state = game.initial_state(player_count(game), options_for(game, options), seed)
    rng = random.Random(f"example/{game.id}/walk/{seed}")
    for _ in range(moves):
        if state.is_over:
            break
        state = game.play(state, pick(game, state, rng, greedy=True))
    return state


def targets(move: Move) -> frozenset[str]:
    """The board and hand targets of a move's click path (menu steps left out)."""
    return frozenset(step for step in move.path if not step.startswith("play:"))


def before(
    game: Game,
    want: Want,
    fallback_moves: int,
    *,
    options: Mapping[str, object] = {},
    skip: int = 0,
    greedy: bool = False,
) -> Example:
    """The position before a wanted move of seat 0, with that move's targets marked."""
    return around(game, want, fallback_moves, options, skip, greedy, played=False)


def after(
    game: Game,
    want: Want,
    fallback_moves: int,
    *,
    options: Mapping[str, object] = {},
    skip: int = 0,
    greedy: bool = False,
) -> Example:
    """The position after a wanted move of seat 0, with that move's targets marked."""
    return around(game, want, fallback_moves, options, skip, greedy, played=True)


def around(
    game: Game,
    want: Want,
    fallback_moves: int,
    options: Mapping[str, object],
    skip: int,
    greedy: bool,
    played: bool,
) -> Example:
    found = find(game, want, options=options, skip=skip, greedy=greedy)
    if found is None:
        return Example(walk(game, fallback_moves, options=options))
    state, move = found
    return Example(game.play(state, move) if played else state, targets(move))


def finished(
    game: Game, options: Mapping[str, object], good: Callable[[GameState], bool]
) -> Example:
    """The last position of a whole game played by the game's own greedy choice."""
    fallback: GameState | None = None
    for seed in SEEDS:
        state = game.initial_state(player_count(game), options_for(game, options), seed)
        rng = random.Random(f"example/{game.id}/end/{seed}")
        for _ in range(MAX_MOVES * 4):
            if state.is_over:
                break
            state = game.play(state, pick(game, state, rng, greedy=True))
        if good(state):
            return Example(state)
        fallback = fallback or state
    assert fallback is not None
    return Example(fallback)
