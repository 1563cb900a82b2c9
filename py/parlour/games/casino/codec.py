"""Casino states and views read back from JSON; BadPosition names what is wrong.

Cards, table items and options are read by cardjson.py; the values encode
themselves (``to_json``).
"""

from __future__ import annotations

from parlour.core import JSON, BadPosition, ParlourError
from parlour.games.casino import cardjson
from parlour.games.casino.cardjson import side_count
from parlour.games.casino.rules import SPEC, CasinoState, check_state
from parlour.games.casino.scoring import ScoreRow
from parlour.games.casino.view import CasinoView


def state_from_json(data: JSON) -> CasinoState:
    """The state ``data`` describes; BadPosition names what is wrong with it."""
    try:
        state = _decode(data)
        check_state(state)
        return state
    except BadPosition:
        raise
    except (ValueError, TypeError, KeyError, AttributeError) as error:
        raise BadPosition(f"not a Casino position: {error}") from None
    except ParlourError as error:  # a bad option (BadOption) is a position fault too
        raise BadPosition(f"not a Casino position: {error}") from None


def _decode(data: JSON) -> CasinoState:
    if not isinstance(data, dict):
        raise ValueError("a position must be a JSON object")
    f = cardjson.field
    players = cardjson.int_from_json(f(data, "players"), "players", 2, 4)
    rules = cardjson.rules_from_json(f(data, "options"), SPEC.resolve_options)
    sides = side_count(players, rules)
    piles = f(data, "captured")
    hands = f(data, "hands")
    if not isinstance(hands, list) or len(hands) != players:
        raise ValueError(f"hands must be a list of {players} hands")
    if not isinstance(piles, list) or len(piles) != players:
        raise ValueError(f"captured must be a list of {players} piles")
    last_hand = f(data, "last_hand")
    if not isinstance(last_hand, list) or len(last_hand) not in (0, sides):
        raise ValueError(f"last_hand must be empty or hold {sides} score rows")
    notes = f(data, "announcements")
    if not isinstance(notes, list) or not all(isinstance(n, str) for n in notes):
        raise ValueError("announcements must be a list of strings")
    last_move, seed = f(data, "last_move"), f(data, "seed")
    if not isinstance(last_move, str) or not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError("last_move must be text and seed an integer")
    last_capturer, winner = f(data, "last_capturer"), f(data, "winner")
    dealing = data.get("dealing", False)
    if not isinstance(dealing, bool):
        raise ValueError("dealing must be true or false")
    pack = cardjson.cards_from_json(data.get("pack", []), "pack")
    return CasinoState(
        players,
        rules,
        seed,
        cardjson.int_from_json(f(data, "hand_number"), "hand_number", 0, 10_000),
        cardjson.int_from_json(f(data, "dealer"), "dealer", 0, players - 1),
        cardjson.int_from_json(f(data, "to_move"), "to_move", 0, players - 1),
        tuple(cardjson.cards_from_json(h, "a hand") for h in hands),
        cardjson.items_from_json(f(data, "table"), players),
        cardjson.cards_from_json(f(data, "stock"), "stock"),
        tuple(cardjson.cards_from_json(p, "a capture pile") for p in piles),
        cardjson.ints_from_json(f(data, "sweeps"), "sweeps", players, 52),
        None
        if last_capturer is None
        else cardjson.int_from_json(last_capturer, "last_capturer", 0, players - 1),
        cardjson.ints_from_json(f(data, "scores"), "scores", sides),
        tuple(ScoreRow.from_json(r) for r in last_hand),
        tuple(notes),
        last_move,
        None if winner is None else cardjson.int_from_json(winner, "winner", 0, sides - 1),
        dealing,
        pack,
    )


def view_from_json(data: JSON) -> CasinoView:
    try:
        return _decode_view(data)
    except (ValueError, TypeError, KeyError, AttributeError, ParlourError) as error:
        raise BadPosition(f"not a Casino view: {error}") from None


def _decode_view(data: JSON) -> CasinoView:
    if not isinstance(data, dict):
        raise ValueError("a view must be a JSON object")
    f = cardjson.field
    players = cardjson.int_from_json(f(data, "players"), "players", 2, 4)
    rules = cardjson.rules_from_json(f(data, "options"), SPEC.resolve_options)
    sides = side_count(players, rules)
    player, to_move = f(data, "player"), f(data, "to_move")
    last_capturer, winner = f(data, "last_capturer"), f(data, "winner")
    piles = f(data, "captured")
    if not isinstance(piles, list) or len(piles) != players:
        raise ValueError(f"captured must be a list of {players} piles")
    last_hand, notes = f(data, "last_hand"), f(data, "announcements")
    if not isinstance(last_hand, list) or not isinstance(notes, list):
        raise ValueError("last_hand and announcements must be lists")
    return CasinoView(
        None if player is None else cardjson.int_from_json(player, "player", 0, players - 1),
        players,
        rules,
        cardjson.int_from_json(f(data, "hand_number"), "hand_number", 0, 10_000),
        cardjson.int_from_json(f(data, "dealer"), "dealer", 0, players - 1),
        None if to_move is None else cardjson.int_from_json(to_move, "to_move", 0, players - 1),
        cardjson.cards_from_json(f(data, "hand"), "hand"),
        cardjson.ints_from_json(f(data, "hand_counts"), "hand_counts", players, 4),
        cardjson.items_from_json(f(data, "table"), players),
        cardjson.int_from_json(f(data, "stock_count"), "stock_count", 0, 52),
        tuple(cardjson.cards_from_json(p, "a capture pile") for p in piles),
        cardjson.ints_from_json(f(data, "sweeps"), "sweeps", players, 52),
        None
        if last_capturer is None
        else cardjson.int_from_json(last_capturer, "last_capturer", 0, players - 1),
        cardjson.ints_from_json(f(data, "scores"), "scores", sides),
        tuple(ScoreRow.from_json(r) for r in last_hand),
        tuple(str(n) for n in notes),
        str(f(data, "last_move")),
        None if winner is None else cardjson.int_from_json(winner, "winner", 0, sides - 1),
    )
