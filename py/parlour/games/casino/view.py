"""What one seat sees in Casino, and the states a bot may imagine from it.

Decision D11: captured cards were shown face up when they were taken, so
they are public knowledge (a careful player remembers them); the view
carries them and the renderer shows only the pile sizes.  The order of the
stock, other hands and the seed are never in a view.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from parlour.core import JSON, BadPosition, ParlourError, View
from parlour.games.casino import codec
from parlour.games.casino.cards import FULL_DECK, VALUE, Build, Card, Item, item_cards, sort_cards
from parlour.games.casino.codec import Rules
from parlour.games.casino.moves import duty_binds
from parlour.games.casino.rules import SPEC, CasinoState, check_state, side_count
from parlour.games.casino.scoring import ScoreRow


@dataclass(frozen=True)
class CasinoView:
    player: int | None
    players: int
    rules: Rules
    hand_number: int
    dealer: int
    to_move: int | None
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    table: tuple[Item, ...]
    stock_count: int
    captured: tuple[tuple[Card, ...], ...]
    sweeps: tuple[int, ...]
    last_capturer: int | None
    scores: tuple[int, ...]
    last_hand: tuple[ScoreRow, ...]
    announcements: tuple[str, ...]
    last_move: str
    winner: int | None

    @property
    def sides(self) -> int:
        return side_count(self.players, self.rules)

    def side_of(self, seat: int) -> int:
        return seat % self.sides

    @property
    def last_deal(self) -> bool:
        """The dealer has announced "Last": the stock is used up."""
        return self.stock_count == 0

    def to_json(self) -> JSON:
        return {
            "player": self.player, "players": self.players, "options": self.rules.to_json(),
            "hand_number": self.hand_number, "dealer": self.dealer, "to_move": self.to_move,
            "hand": codec.cards_to_json(self.hand), "hand_counts": list(self.hand_counts),
            "table": [codec.item_to_json(i) for i in self.table],
            "stock_count": self.stock_count,
            "captured": [codec.cards_to_json(p) for p in self.captured],
            "sweeps": list(self.sweeps), "last_capturer": self.last_capturer,
            "scores": list(self.scores), "last_hand": [r.to_json() for r in self.last_hand],
            "announcements": list(self.announcements), "last_move": self.last_move,
            "winner": self.winner,
        }


def view_of(state: CasinoState, player: int | None) -> CasinoView:
    if player is not None and not 0 <= player < state.players:
        raise ValueError(f"there is no seat {player} in a {state.players}-player game")
    return CasinoView(
        player, state.players, state.rules, state.hand_number, state.dealer,
        state.current_player, state.hands[player] if player is not None else (),
        tuple(len(h) for h in state.hands), state.table, len(state.stock), state.captured,
        state.sweeps, state.last_capturer, state.scores, state.last_hand,
        state.announcements, state.last_move, state.winner)


def view_from_json(data: JSON) -> CasinoView:
    try:
        return _decode_view(data)
    except (ValueError, TypeError, KeyError, AttributeError, ParlourError) as error:
        raise BadPosition(f"not a Casino view: {error}") from None


def _decode_view(data: JSON) -> CasinoView:
    if not isinstance(data, dict):
        raise ValueError("a view must be a JSON object")
    f = codec.field
    players = codec.int_from_json(f(data, "players"), "players", 2, 4)
    rules = codec.rules_from_json(f(data, "options"), SPEC.resolve_options)
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
        None if player is None else codec.int_from_json(player, "player", 0, players - 1),
        players, rules,
        codec.int_from_json(f(data, "hand_number"), "hand_number", 0, 10_000),
        codec.int_from_json(f(data, "dealer"), "dealer", 0, players - 1),
        None if to_move is None else codec.int_from_json(to_move, "to_move", 0, players - 1),
        codec.cards_from_json(f(data, "hand"), "hand"),
        codec.ints_from_json(f(data, "hand_counts"), "hand_counts", players, 4),
        codec.items_from_json(f(data, "table"), players),
        codec.int_from_json(f(data, "stock_count"), "stock_count", 0, 52),
        tuple(codec.cards_from_json(p, "a capture pile") for p in piles),
        codec.ints_from_json(f(data, "sweeps"), "sweeps", players, 52),
        None if last_capturer is None else codec.int_from_json(
            last_capturer, "last_capturer", 0, players - 1),
        codec.ints_from_json(f(data, "scores"), "scores", sides),
        tuple(ScoreRow.from_json(r) for r in last_hand),
        tuple(str(n) for n in notes), str(f(data, "last_move")),
        None if winner is None else codec.int_from_json(winner, "winner", 0, sides - 1))


def determinize_view(view: Any, rng: random.Random) -> CasinoState:
    """A full state consistent with ``view``: unseen cards re-dealt at random.

    The only public constraint on hidden hands is that the owner of a build
    still bound by the duty holds a card of its value (they built it holding
    one and may not play so as to keep none, D7), so each such owner gets
    one first.  The seed is fresh from ``rng``.
    """
    if not isinstance(view, CasinoView):
        raise TypeError("determinize_view needs a CasinoView")
    seen = set(view.hand) | {c for i in view.table for c in item_cards(i)}
    seen |= {c for p in view.captured for c in p}
    unseen = [c for c in FULL_DECK if c not in seen]
    rng.shuffle(unseen)
    hands: list[list[Card]] = [[] for _ in range(view.players)]
    if view.player is not None:
        hands[view.player] = list(view.hand)
    for owner, value in _owner_needs(view):
        card = next((c for c in unseen if VALUE[c] == value), None)
        if card is None:
            raise BadPosition(f"no unseen card of value {value} for the build's owner")
        unseen.remove(card)
        hands[owner].append(card)
    for seat in range(view.players):
        missing = view.hand_counts[seat] - len(hands[seat])
        if missing < 0:
            raise BadPosition(f"seat {seat} owns more builds than it holds cards")
        hands[seat].extend(unseen[:missing])
        del unseen[:missing]
    if len(unseen) != view.stock_count:
        raise BadPosition("the view's card counts do not add up to a pack")
    state = CasinoState(
        view.players, view.rules, rng.getrandbits(48), view.hand_number, view.dealer,
        view.to_move if view.to_move is not None else 0,
        tuple(sort_cards(h) for h in hands), view.table, tuple(unseen), view.captured,
        view.sweeps, view.last_capturer, view.scores, view.last_hand, view.announcements,
        view.last_move, view.winner)
    check_state(state)
    return state


def _owner_needs(view: CasinoView) -> list[tuple[int, int]]:
    """(owner, value) for builds whose owner's hand is hidden from ``view`` and whom the
    duty binds (D6, D7); the build's ``duty_pending`` says whether it still does."""
    needs = {(i.owner, i.value) for i in view.table
             if isinstance(i, Build) and i.owner != view.player
             and duty_binds(i, i.owner, view.rules)}
    return sorted(needs)


_: type[View] = CasinoView  # CasinoView satisfies the View protocol
