"""Game knowledge for Cardino's bots, and the move log text.

``move_priority`` makes one-move-at-a-time greedy play follow the best
whole turn: a placement is worth what it scores now plus the most the
rest of the rack can still add this turn after it (a small exhaustive
search over the rack's face tiles of that suit, at most five deep).  So
the ``easy`` bot, which takes the highest priority each step, plays the
turn that scores the most now, bonus included.
"""

from __future__ import annotations

import math
import random

from parlour.core import GameState, Heuristics, Move, View
from parlour.games.cardino.moves import End, Pass, Place, Placement
from parlour.games.cardino.rules import (
    CardinoState,
    determinize_view,
    face_fits,
    placement_points,
)
from parlour.games.cardino.tiles import (
    BONUS_POINTS,
    BONUS_TILES,
    EMPTY,
    FACE_HALVES,
    HALF_SUIT,
    HALF_VALUE,
    HAND_SIZE,
    JOKER,
    NEIGHBOURS,
    penalty_value,
    suit_of,
    tile_symbol,
)
from parlour.games.cardino.moves import face_name
from parlour.games.cardino.view import CardinoView
from parlour.games.cardino.words import SAY
from parlour.words import seat_name

SHED_VALUE = 0.1
"""A tile played is a fresh tile drawn and one fewer to be penalised: a small plus."""
JOKER_COST = 1.5
"""Jokers place anywhere, so keep them for a big score rather than spend them cheaply."""
PENALTY_WEIGHT = 0.35
"""How much of a rack's penalty value the evaluation expects to pay in the end."""
MARGIN_SCALE = 8.0
"""Points of lead that make a win about 73% likely in ``evaluate``."""
PLAYOUT_DEPTH = 6
"""About one turn of each player: longer playouts of the greedy policy proved noisier
(hard beat easy 10 of 17 at depth 16, against 6 of the first 7 on the same seeds at 6)."""


def _turn_bonus(placed_before: int) -> int:
    return BONUS_POINTS if placed_before + 1 == BONUS_TILES else 0


def best_continuation(
    board: tuple[int, ...],
    turn: tuple[Placement, ...],
    extra: frozenset[int],
    rest: tuple[int, ...],
    placed: int,
    same_space: bool,
) -> int:
    """The most that the face tiles ``rest`` (all of this turn's suit) can still score.

    ``turn`` is the turn's placements on ``board`` so far; ``extra`` holds the
    halves filled later in this search, so no board is copied; racks hold at
    most five tiles, so the search stays tiny.
    """
    best = 0
    previous = -1
    for index, tile in enumerate(rest):
        if tile == previous:
            continue  # a second copy gives the same options
        previous = tile
        others = rest[:index] + rest[index + 1 :]
        for half in FACE_HALVES[tile]:
            if half in extra or not face_fits(board, turn, half):
                continue
            gain = _points_with(board, extra, half, same_space) + _turn_bonus(placed)
            if others:
                gain += best_continuation(
                    board, turn, extra | {half}, others, placed + 1, same_space
                )
            best = max(best, gain)
    return best


def _points_with(board: tuple[int, ...], extra: frozenset[int], half: int, same_space: bool) -> int:
    total = 0
    for neighbour in NEIGHBOURS[same_space][half]:
        if board[neighbour] != EMPTY or neighbour in extra:
            total += HALF_VALUE[neighbour]
    return total


def placement_value(state: CardinoState, move: Place) -> float:
    """Points now plus the best follow-up this turn (see the module docstring)."""
    placed = len(state.turn)
    gain = placement_points(state.board, move.half, state.same_space_neighbours) + _turn_bonus(
        placed
    )
    if move.tile == JOKER:
        return gain - JOKER_COST
    suit = suit_of(move.tile)
    rest = [t for t in state.racks[state.to_move] if t != JOKER and suit_of(t) == suit]
    rest.remove(move.tile)
    if rest:
        gain += best_continuation(
            state.board,
            state.turn,
            frozenset((move.half,)),
            tuple(rest),
            placed + 1,
            state.same_space_neighbours,
        )
    return gain + SHED_VALUE


def move_priority(state: GameState, move: Move) -> float:
    if not isinstance(state, CardinoState) or not isinstance(move, Place):
        return 0.0  # end and pass: the baseline a placement must beat
    return placement_value(state, move)


def evaluate(state: GameState, seat: int) -> float:
    """Win chance from the lead in score less the expected penalties."""
    assert isinstance(state, CardinoState)
    outcome = state.outcome
    if outcome is not None:
        return outcome.reward(seat)
    net = [
        score - PENALTY_WEIGHT * penalty for score, penalty in zip(state.scores, state.penalties)
    ]
    mine = net[seat]
    rival = max(value for other, value in enumerate(net) if other != seat)
    return 1.0 / (1.0 + math.exp(-(mine - rival) / MARGIN_SCALE))


# Search budgets: one iteration cost ~0.6 ms when set (CPython 3.11, 2 players, default
# options); measured again (match --games 2, processor time per move), hard took 120 ms.
ITERATIONS = (("medium", 250), ("hard", 1000))

HEURISTICS = Heuristics(
    move_priority=move_priority,
    evaluate=evaluate,
    playout_depth=PLAYOUT_DEPTH,
    iterations=ITERATIONS,
)


def describe_move(view: object, move: Move) -> str:
    """A log line such as "Player 2 plays Q♦ on the bottom of Q♦: 3 points"."""
    assert isinstance(view, CardinoView)
    seat = view.to_move if view.to_move is not None else -1
    who = seat_name(seat) if seat >= 0 else SAY("someone")
    if isinstance(move, End):
        return SAY.about(seat, "log.end", who=who, points=SAY.count(view.turn_points, "points"))
    if isinstance(move, Pass):
        return SAY.about(seat, "log.pass", who=who)
    assert isinstance(move, Place)
    return f"{who} {_placement_text(view, move)}"


def _placement_text(view: CardinoView, move: Place) -> str:
    part, face = SAY.seq("parts")[move.half % 2], face_name(move.half)
    points = placement_points(view.board, move.half, view.same_space_neighbours)
    bonus = _turn_bonus(len(view.turn))
    seat = view.to_move if view.to_move is not None else -1
    if move.tile == JOKER:
        action = SAY.about(seat, "log.joker", part=part, face=face)
    else:
        action = SAY.about(seat, "log.place", tile=tile_symbol(move.tile), part=part, face=face)
    if view.board[move.half] == JOKER:
        action += SAY("log.replacing")
    scored = SAY.count(points, "points")
    if bonus:
        scored += SAY("log.bonus", bonus=bonus)
    return f"{action}: {scored}"


def explain_hint(view: View, move: Move) -> str:
    """Why the hint's move is good, in one sentence, from the mover's rack and the board."""
    assert isinstance(view, CardinoView)
    rack = view.rack or ()
    if isinstance(move, Pass):
        return SAY("hint.pass")
    if isinstance(move, End):
        return _end_reason(view, rack)
    assert isinstance(move, Place)
    return _placement_reason(view, rack, move)


def _placement_reason(view: CardinoView, rack: tuple[int, ...], move: Place) -> str:
    """The game's end, the bonus, the points now and what the rest of the suit adds after."""
    left = list(rack)
    left.remove(move.tile)
    if not left and view.pile_size == 0:
        return SAY("hint.last_tile")
    placed = len(view.turn)
    suit = _suit_word(HALF_SUIT[move.half])
    if _turn_bonus(placed):
        return SAY("hint.bonus", suit=suit)
    rest = tuple(t for t in left if t != JOKER and suit_of(t) == HALF_SUIT[move.half])
    more = _follow_up(view, move.half, rest, placed + 1)
    # Counting from BONUS_TILES placed, no later tile can be the fifth: the plan without bonus.
    if more > _follow_up(view, move.half, rest, BONUS_TILES):
        points = placement_points(view.board, move.half, view.same_space_neighbours) + more
        return SAY("hint.bonus_ahead", suit=suit, points=SAY.count(points, "points"))
    return _points_reason(view, move, suit, more)


def _follow_up(view: CardinoView, half: int, rest: tuple[int, ...], placed: int) -> int:
    if not rest:
        return 0
    return best_continuation(
        view.board, view.turn, frozenset((half,)), rest, placed, view.same_space_neighbours
    )


def _points_reason(view: CardinoView, move: Place, suit: str, more: int) -> str:
    """Which neighbours score, whether anything scores more now, or what playing it saves."""
    points = placement_points(view.board, move.half, view.same_space_neighbours)
    if points:
        tiles = _listing(
            [
                face_name(h)
                for h in NEIGHBOURS[view.same_space_neighbours][move.half]
                if view.board[h] != EMPTY
            ]
        )
        if more:
            return SAY("hint.scores_more", tiles=tiles, suit=suit, points=SAY.count(more, "points"))
        return SAY(
            "hint.scores.best" if points >= _best_points_now(view) else "hint.scores", tiles=tiles
        )
    if more:
        return SAY("hint.opens", suit=suit, points=SAY.count(more, "points"))
    cost = SAY.count(penalty_value(move.tile), "points")
    if move.tile == JOKER:
        return SAY("hint.joker", points=cost)
    if view.pile_size == 0:
        return SAY("hint.shed", tile=tile_symbol(move.tile), points=cost)
    return SAY("hint.fresh", tile=tile_symbol(move.tile))


def _best_points_now(view: CardinoView) -> int:
    """The most any legal placement scores at once (the rack is the viewer's own, so exact)."""
    # Only the mover's rack and the board decide its legal moves, not the tiles dealt.
    state = determinize_view(view, random.Random(0))
    return max(
        (
            placement_points(view.board, m.half, view.same_space_neighbours)
            for m in state.legal_moves()
            if isinstance(m, Place)
        ),
        default=0,
    )


def _end_reason(view: CardinoView, rack: tuple[int, ...]) -> str:
    """Out of tiles, nothing more of the suit fits, it would score too little, or a joker kept."""
    if not rack:
        if view.pile_size == 0:
            return SAY("hint.end.over")
        return SAY("hint.end.refill", tiles=SAY.count(min(HAND_SIZE, view.pile_size), "tiles"))
    turn_suit = HALF_SUIT[view.turn[0].half]
    suit = _suit_word(turn_suit)
    rest = tuple(t for t in rack if t != JOKER and suit_of(t) == turn_suit)
    if any(face_fits(view.board, view.turn, h) for t in rest for h in FACE_HALVES[t]):
        more = best_continuation(
            view.board, view.turn, frozenset(), rest, len(view.turn), view.same_space_neighbours
        )
        if more:
            return SAY("hint.end.keep", suit=suit, points=SAY.count(more, "points"))
        return SAY("hint.end.nothing", suit=suit)
    return SAY("hint.end.joker") if JOKER in rack else SAY("hint.end.no_suit", suit=suit)


def _suit_word(suit: int) -> str:
    return SAY.seq("suits")[suit].lower()


def _listing(names: list[str]) -> str:
    """ "K♦", "K♦ and A♦", "K♦, A♦ and Q♦"."""
    if len(names) < 2:
        return "".join(names)
    return f"{', '.join(names[:-1])}{SAY('and')}{names[-1]}"
