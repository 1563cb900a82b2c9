"""JSON for Punto views (the state's JSON without the seed and deck order)."""

from __future__ import annotations

from parlour.core import JSON, BadPosition
from parlour.games.punto.cards import parse_card
from parlour.games.punto.codec import COMMON_KEYS, build_state, cards_json, common_to_json, expect_list
from parlour.games.punto.rules import PuntoState
from parlour.games.punto.view import PuntoView, view_of


def view_to_json(view: PuntoView) -> JSON:
    data = common_to_json(_public_state(view))
    data["player"] = view.player
    data["remaining"] = [cards_json(cards) for cards in view.remaining]
    return data


def _public_state(view: PuntoView) -> PuntoState:
    # The sorted deck contents stand in for the decks: the JSON never shows an order.
    return PuntoState(view.players, view.teams, view.rounds_to_win, 0, view.round_no, view.starter,
                      view.turn, view.placements, view.revealed, view.remaining, view.removed,
                      view.rounds_won, view.rounds)


def view_from_json(data: JSON) -> PuntoView:
    if not isinstance(data, dict) or "player" not in data or "remaining" not in data:
        raise BadPosition("a Punto view is a JSON object with player and remaining")
    fields = {key: data[key] for key in COMMON_KEYS if key in data}
    remaining = tuple(tuple(sorted(parse_card(c) for c in expect_list(cards, "remaining cards")))
                      for cards in expect_list(data["remaining"], "remaining"))
    players = data.get("players")
    if not isinstance(players, int) or isinstance(players, bool):
        raise BadPosition("players must be an integer")
    missing = [k for k in COMMON_KEYS if k not in fields]
    if missing:
        raise BadPosition(f"a Punto view lacks {', '.join(missing)}")
    state = build_state(fields, remaining, 0, players)
    player = data["player"]
    if player is not None and (not isinstance(player, int) or not 0 <= player < players):
        raise BadPosition(f"player must be a seat or null, not {player!r}")
    return view_of(state, player)

