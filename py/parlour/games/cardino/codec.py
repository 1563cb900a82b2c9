"""Reading Cardino states and views back from JSON, with clear errors for bad input."""

from __future__ import annotations

from collections import Counter
from typing import Any

from parlour.core import JSON, BadPosition
from parlour.games.cardino.moves import Placement, placement_from_json
from parlour.games.cardino.rules import CardinoState
from parlour.games.cardino.view import CardinoView
from parlour.games.cardino.tiles import (
    EMPTY,
    FULL_SET,
    HALF_COUNT,
    HALF_SUIT,
    HAND_SIZE,
    JOKER,
    JOKER_COUNT,
    SPACE_FACE,
    tile_code,
)
from parlour.reader import Checker

_CHECK = Checker(BadPosition, "cardino: ")

STATE_KEYS = (
    "players",
    "seed",
    "board",
    "racks",
    "pile",
    "scores",
    "to_move",
    "turn",
    "last_turn",
    "passes",
    "retired_jokers",
    "options",
)


def _int(data: dict[str, Any], key: str, low: int, high: int | None = None) -> int:
    return _CHECK.integer(data[key], key, low, high)


def _tiles(value: Any, what: str, allow_empty: bool = False) -> tuple[int, ...]:
    low = EMPTY if allow_empty else 0
    if not isinstance(value, list) or not all(
        isinstance(t, int) and not isinstance(t, bool) and low <= t <= JOKER for t in value
    ):
        raise BadPosition(f"cardino: {what} must be a list of tile numbers 0-{JOKER}")
    return tuple(value)


def _placements(value: Any, what: str) -> tuple[Placement, ...]:
    if not isinstance(value, list):
        raise BadPosition(f"cardino: {what} must be a list")
    try:
        return tuple(placement_from_json(item) for item in value)
    except ValueError as error:
        raise BadPosition(f"cardino: {what}: {error}") from None


def _check_board(board: tuple[int, ...]) -> None:
    if len(board) != HALF_COUNT:
        raise BadPosition(f"cardino: the board must have {HALF_COUNT} halves, not {len(board)}")
    for half, tile in enumerate(board):
        if tile not in (EMPTY, JOKER, SPACE_FACE[half // 2]):
            raise BadPosition(f"cardino: tile {tile_code(tile)} cannot lie on half {half}")


def _check_tiles(
    board: tuple[int, ...], racks: tuple[tuple[int, ...], ...], pile: tuple[int, ...], retired: int
) -> None:
    """Every one of the 66 tiles is somewhere, exactly once."""
    seen = Counter(t for t in board if t != EMPTY)
    for rack in racks:
        seen.update(rack)
    seen.update(pile)
    seen[JOKER] += retired
    if seen != Counter(FULL_SET):
        raise BadPosition(
            "cardino: the tiles on the board, racks, pile and retired jokers "
            "are not exactly the 66 tiles of the set"
        )


def state_from_json(data: JSON) -> CardinoState:
    """The state ``data`` describes; BadPosition names the first fault."""
    if not isinstance(data, dict):
        raise BadPosition("cardino: a position must be a JSON object")
    missing = [key for key in STATE_KEYS if key not in data]
    if missing:
        raise BadPosition(f"cardino: the position lacks {', '.join(missing)}")
    players = _int(data, "players", 2, 4)
    board = _tiles(data["board"], "board", allow_empty=True)
    _check_board(board)
    if not isinstance(data["racks"], list) or len(data["racks"]) != players:
        raise BadPosition(f"cardino: racks must be a list of {players} racks")
    racks = tuple(_tiles(rack, f"rack {i}") for i, rack in enumerate(data["racks"]))
    if any(len(rack) > HAND_SIZE or list(rack) != sorted(rack) for rack in racks):
        raise BadPosition(f"cardino: each rack holds at most {HAND_SIZE} tiles, sorted")
    pile = _tiles(data["pile"], "pile")
    scores = data["scores"]
    if (
        not isinstance(scores, list)
        or len(scores) != players
        or not all(isinstance(s, int) and not isinstance(s, bool) for s in scores)
    ):
        raise BadPosition(f"cardino: scores must be {players} integers")
    retired = _int(data, "retired_jokers", 0, JOKER_COUNT)
    dealing = data.get("dealing", False)
    if not isinstance(dealing, bool):
        raise BadPosition("cardino: dealing must be true or false")
    if dealing:
        if any(t != EMPTY for t in board) or any(racks) or pile or retired:
            raise BadPosition("cardino: before the deal every tile is in the unshuffled set")
    else:
        _check_tiles(board, racks, pile, retired)
    options = data["options"]
    if not isinstance(options, dict) or not isinstance(options.get("same_space_neighbours"), bool):
        raise BadPosition("cardino: options must hold same_space_neighbours (true/false)")
    state = CardinoState(
        players=players,
        seed=_int(data, "seed", -(2**63)),
        board=board,
        racks=racks,
        pile=pile,
        scores=tuple(scores),
        to_move=_int(data, "to_move", 0, players - 1),
        turn=_placements(data["turn"], "turn"),
        last_turn=_placements(data["last_turn"], "last_turn"),
        passes=_int(data, "passes", 0, players),
        retired_jokers=retired,
        same_space_neighbours=options["same_space_neighbours"],
        dealing=dealing,
        order=_tiles(data.get("order", []), "order"),
        drawn=tuple(_positions(d) for d in _list(data.get("drawn", []), "drawn")),
    )
    _check_turn(state)
    if state.order or state.drawn:
        _check_order(state)
    return state


def _list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise BadPosition(f"cardino: {what} must be a list")
    return value


def _positions(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(
        isinstance(p, int) and not isinstance(p, bool) and 0 <= p < len(FULL_SET) for p in value
    ):
        raise BadPosition(f"cardino: drawn positions are numbers from 0 to {len(FULL_SET) - 1}")
    return tuple(value)


def _check_order(state: CardinoState) -> None:
    """The pile's order holds the 66 tiles, the undrawn ones are the pile, every drawn
    position was drawn by one seat, and each rack holds tiles that seat drew."""
    order, drawn = state.order, state.drawn
    if Counter(order) != Counter(FULL_SET) or len(drawn) != state.players:
        raise BadPosition("cardino: the order must hold the 66 tiles and drawn one list per seat")
    first = len(order) - len(state.pile)
    if order[first:] != state.pile or sorted(p for d in drawn for p in d) != list(range(first)):
        raise BadPosition("cardino: the drawn positions must be the front of the order")
    for seat, positions in enumerate(drawn):
        held = Counter(order[p] for p in positions)
        held.subtract(state.racks[seat])
        if min(held.values(), default=0) < 0:
            raise BadPosition(f"cardino: rack {seat} holds a tile that seat never drew")


def _check_turn(state: CardinoState) -> None:
    """The turn in progress lies on the board, in one suit section, at most five tiles."""
    turn = state.turn
    if len(turn) > HAND_SIZE:
        raise BadPosition(f"cardino: a turn has at most {HAND_SIZE} placements")
    if len({HALF_SUIT[p.half] for p in turn}) > 1:
        raise BadPosition("cardino: a turn's tiles must all lie in one suit section")
    if turn and state.passes:
        raise BadPosition("cardino: a turn in progress cannot follow a count of passes")
    for placement in turn:
        if state.board[placement.half] == EMPTY:
            raise BadPosition(
                f"cardino: the turn's placement on half {placement.half} is not on the board"
            )
        if placement.tile != JOKER and placement.tile != SPACE_FACE[placement.half // 2]:
            raise BadPosition("cardino: a placed tile must match its space")


def _optional_ints(value: Any) -> tuple[int, ...] | None:
    return None if value is None else tuple(value)


def view_from_json(data: JSON) -> CardinoView:
    """The view ``data`` describes; BadPosition if it is malformed."""
    try:
        return CardinoView(
            player=data["player"],
            players=data["players"],
            board=tuple(data["board"]),
            rack=_optional_ints(data["rack"]),
            rack_sizes=tuple(data["rack_sizes"]),
            pile_size=data["pile_size"],
            scores=tuple(data["scores"]),
            to_move=data["to_move"],
            turn=tuple(placement_from_json(p) for p in data["turn"]),
            last_turn=tuple(placement_from_json(p) for p in data["last_turn"]),
            passes=data["passes"],
            retired_jokers=data["retired_jokers"],
            same_space_neighbours=bool(data["same_space_neighbours"]),
            revealed=None
            if data["revealed"] is None
            else tuple(tuple(r) for r in data["revealed"]),
            penalties=_optional_ints(data["penalties"]),
            winners=_optional_ints(data["winners"]),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise BadPosition(f"cardino: malformed view: {error}") from None
