"""Small example positions for the rules panel, drawn by each game's renderer.

Every position is reached through the public protocol only: a seeded
``initial_state``, then legal moves chosen by their notation (or, where a
notation may still change, by a seeded walk through ``legal_moves``).  So
the diagrams can never show a position the engine would not allow, and a
game whose notation changes still gets a diagram: each example falls back
to a plain seeded position when the move it looks for is not found.

``example_svgs(game_id)`` maps example ids (named in the rules content's
``diagrams``) to SVG strings.  Pure and deterministic.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from parlour import registry
from parlour.core import Game, GameState, Highlights, Move, ParlourError

Want = Callable[[GameState, Move], bool]


@dataclass(frozen=True)
class Example:
    """One diagram: the position to draw and the target ids to mark."""

    state: GameState
    marked: frozenset[str] = frozenset()


Builder = Callable[[Game], Example]

SEEDS = range(40)
"""Seeds tried, in order, when looking for a position."""
MAX_MOVES = 400
"""Moves walked per seed before giving up on it."""


def example_svgs(game_id: str) -> dict[str, str]:
    """SVG diagrams for ``game_id``, keyed by example id (empty for an unknown game)."""
    game = registry.get(game_id)
    svgs: dict[str, str] = {}
    for example_id, build in BUILDERS.get(game_id, ()):
        example = build(game)
        svgs[example_id] = game.render(example.state.view(0), Highlights(marked=example.marked))
    return svgs


def example_ids(game_id: str) -> tuple[str, ...]:
    """The example ids ``example_svgs`` will produce for ``game_id``."""
    return tuple(example_id for example_id, _ in BUILDERS.get(game_id, ()))


# --- searching positions ---------------------------------------------------------


def _pick(game: Game, state: GameState, rng: random.Random, greedy: bool) -> Move:
    """A seeded move: the game's own favourite when ``greedy``, else any."""
    moves = state.legal_moves()
    priority = game.heuristics.move_priority
    if greedy and priority is not None:
        return max(moves, key=lambda move: (priority(state, move), rng.random()))
    return rng.choice(moves)


def _players(game: Game, wanted: int = 2) -> int:
    counts = game.spec.player_counts
    return wanted if wanted in counts else counts[0]


def _options(game: Game, given: Mapping[str, object]) -> dict[str, object]:
    """Only the options this game still has, with values it still accepts."""
    known = {option.name: option for option in game.spec.options}
    kept: dict[str, object] = {}
    for name, value in given.items():
        option = known.get(name)
        if option is not None and value in option.choices:
            kept[name] = value
    return kept


def _find(
    game: Game,
    want: Want,
    *,
    options: Mapping[str, object] = {},
    seat: int = 0,
    greedy: bool = False,
    skip: int = 0,
) -> tuple[GameState, Move] | None:
    """The first position (seat ``seat`` to move, after ``skip`` moves) with a wanted move."""
    players = _players(game)
    for seed in SEEDS:
        try:
            state = game.initial_state(players, _options(game, options), seed)
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
            state = state.apply(_pick(game, state, rng, greedy))
    return None


def _walk(game: Game, moves: int, *, options: Mapping[str, object] = {}, seed: int = 1) -> GameState:
    """A plain seeded position ``moves`` moves into a game: the fallback of every example."""
    state = game.initial_state(_players(game), _options(game, options), seed)
    rng = random.Random(f"example/{game.id}/walk/{seed}")
    for _ in range(moves):
        if state.is_over:
            break
        state = state.apply(_pick(game, state, rng, greedy=True))
    return state


def _targets(move: Move) -> frozenset[str]:
    """The board and hand targets of a move's click path (menu steps left out)."""
    return frozenset(step for step in move.path if not step.startswith("play:"))


def _before(
    game: Game,
    want: Want,
    fallback_moves: int,
    *,
    options: Mapping[str, object] = {},
    skip: int = 0,
    greedy: bool = False,
) -> Example:
    """The position before a wanted move of seat 0, with that move's targets marked."""
    return _around(game, want, fallback_moves, options, skip, greedy, played=False)


def _after(
    game: Game,
    want: Want,
    fallback_moves: int,
    *,
    options: Mapping[str, object] = {},
    skip: int = 0,
    greedy: bool = False,
) -> Example:
    """The position after a wanted move of seat 0, with that move's targets marked."""
    return _around(game, want, fallback_moves, options, skip, greedy, played=True)


def _around(game: Game, want: Want, fallback_moves: int, options: Mapping[str, object],
            skip: int, greedy: bool, played: bool) -> Example:
    found = _find(game, want, options=options, skip=skip, greedy=greedy)
    if found is None:
        return Example(_walk(game, fallback_moves, options=options))
    state, move = found
    return Example(state.apply(move) if played else state, _targets(move))


def _finished(game: Game, options: Mapping[str, object], good: Callable[[GameState], bool]) -> Example:
    """The last position of a whole game played by the game's own greedy choice."""
    fallback: GameState | None = None
    for seed in SEEDS:
        state = game.initial_state(_players(game), _options(game, options), seed)
        rng = random.Random(f"example/{game.id}/end/{seed}")
        for _ in range(MAX_MOVES * 4):
            if state.is_over:
                break
            state = state.apply(_pick(game, state, rng, greedy=True))
        if good(state):
            return Example(state)
        fallback = fallback or state
    assert fallback is not None
    return Example(fallback)


def _text(move: Move) -> str:
    return str(move)


# --- Punto -------------------------------------------------------------------------


def _punto_cover(game: Game) -> Example:
    """A card just laid on top of a lower card, a few cards into the round."""
    played: list[str] = []

    def walk_and_cover() -> Example | None:
        for seed in SEEDS:
            state = game.initial_state(_players(game), {}, seed)
            rng = random.Random(f"example/punto/cover/{seed}")
            played.clear()
            for count in range(12):
                if state.is_over:
                    break
                moves = state.legal_moves()
                covers = [m for m in moves if _text(m) in played]
                if count >= 6 and covers:
                    move = rng.choice(covers)
                    return Example(state.apply(move), _targets(move))
                move = _pick(game, state, rng, greedy=False)
                if _text(move) in played:  # keep the board spread out until the cover
                    fresh = [m for m in moves if _text(m) not in played]
                    move = rng.choice(fresh) if fresh else move
                played.append(_text(move))
                state = state.apply(move)
        return None

    return walk_and_cover() or Example(_walk(game, 8))


def _punto_row(game: Game) -> Example:
    """The final board of a one-round match, won by a row."""
    return _finished(game, {"rounds_to_win": 1}, lambda state: state.is_over)


# --- Casino ------------------------------------------------------------------------


def _casino_sum_capture(state: GameState, move: Move) -> bool:
    text = _text(move)
    return " x " in text and "+" in text


def _casino_build(state: GameState, move: Move) -> bool:
    text = _text(move)
    if " b" not in text or "[" in text:
        return False
    # A build from a card of a different value: "3H b8 on 5C".
    card, _, rest = text.partition(" b")
    value = rest.split(" ", 1)[0]
    return card[:-1] != value and ", " not in rest


def _casino_capture(game: Game) -> Example:
    return _before(game, _casino_sum_capture, 6, options={"calls": True})


def _casino_make_build(game: Game) -> Example:
    return _before(game, _casino_build, 4, options={"calls": True})


def _casino_build_on_table(game: Game) -> Example:
    """The same kind of build once made: one labelled stack, taken only whole."""
    found = _find(game, _casino_build, options={"calls": True}, skip=3)
    if found is None:
        return Example(_walk(game, 5))
    state, move = found
    after = state.apply(move)
    built = frozenset(
        step
        for reply in after.legal_moves()
        for step in reply.path
        if step.startswith("table:[")
    )
    return Example(after, built)


# --- Cardino -----------------------------------------------------------------------


def _cardino_placement(game: Game) -> Example:
    """A tile about to go on its own space, a few turns in."""

    def placement(state: GameState, move: Move) -> bool:
        return _text(move) not in ("end", "pass") and not _text(move).startswith("*")

    return _before(game, placement, 20, skip=14, greedy=True)


def _cardino_board(game: Game) -> Example:
    """A board some turns into the game: the four suit sections filling up."""

    def placement(state: GameState, move: Move) -> bool:
        return _text(move) not in ("end", "pass")

    return _after(game, placement, 40, skip=40, greedy=True)


# --- Colomino ----------------------------------------------------------------------


def _colomino_sideways(game: Game) -> Example:
    """A Sideways set with three cards down and the fourth about to follow."""
    wanted = {"variant": "sideways"}

    def fourth(state: GameState, move: Move) -> bool:
        return "@3,3" in _text(move)

    return _before(game, fourth, 3, options=wanted, skip=4)


def _colomino_domino(game: Game) -> Example:
    """A Domino chain a few cards long."""
    wanted = {"variant": "domino"}

    def card(state: GameState, move: Move) -> bool:
        return _text(move) not in ("end", "pass", "cant")

    return _after(game, card, 6, options=wanted, skip=5)


BUILDERS: dict[str, tuple[tuple[str, Builder], ...]] = {
    "punto": (("punto-cover", _punto_cover), ("punto-row", _punto_row)),
    "casino": (
        ("casino-capture", _casino_capture),
        ("casino-build", _casino_make_build),
        ("casino-built", _casino_build_on_table),
    ),
    "cardino": (("cardino-place", _cardino_placement), ("cardino-board", _cardino_board)),
    "colomino": (("colomino-sideways", _colomino_sideways), ("colomino-domino", _colomino_domino)),
}
"""Example ids and builders per game; the rules content names the same ids."""
