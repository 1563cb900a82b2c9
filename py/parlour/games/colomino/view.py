"""What one seat may see, and rebuilding a full state from it for bots.

A view holds the table (public), the viewer's own hand, everyone's hand
size and the public inferences from "can't play" and "pass" calls.  It
never holds other hands or the seed.  ``options`` lists the viewer's legal
placements with the set's visible yellow and green if played there, so
the renderer can show previews without knowing any rules.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from parlour.core import JSON, BadPosition, Outcome, View
from parlour.games.colomino.cards import (
    COLOURED_MASK, FULL_MASK, NAMES, SIDE_COLOUR, STAR_TAB, TAB_MASK, cards_of, hand_order, mask_of,
)
from parlour.games.colomino.common import (
    card_json, field, parse_card, parse_link, parse_mask, parse_place, visible_counts,
)
from parlour.games.colomino.deal import deal_hidden
from parlour.games.colomino.domino import DominoState, side_burden
from parlour.games.colomino.moves import Link, Place
from parlour.games.colomino.scoring import ScoringState, SetResult

VARIANTS = ("sideways", "fourways", "threeways", "domino")


@dataclass(frozen=True)
class Option:
    """A legal placement for the viewer, with the set's visible (yellow, green) after it."""

    card: int
    orient: int
    x: int
    y: int
    yellow: int = 0
    green: int = 0

    def to_json(self) -> JSON:
        return [NAMES[self.card], self.orient, self.x, self.y, self.yellow, self.green]


@dataclass(frozen=True)
class ColominoView:
    """One seat's view (``player`` None: a spectator, who sees no hand)."""

    player: int | None
    variant: str
    players: int
    hand: tuple[int, ...] | None
    hand_sizes: tuple[int, ...]
    turn: int
    table: tuple[Place, ...] = ()
    sets: tuple[SetResult, ...] = ()
    cant_count: int = 0
    passed: tuple[int, ...] = ()
    last_player: int = 0
    chain: tuple[Link, ...] = ()
    played: int = 0
    idle: int = 0
    excluded: tuple[int, ...] = ()
    must_hold: tuple[tuple[int, ...], ...] = ()
    options: tuple[Option, ...] = ()
    outcome: Outcome | None = None
    revealed: tuple[int, ...] = ()
    """Every hand (card masks), shown once a Domino game is over so burdens can be counted."""

    @property
    def to_move(self) -> int | None:
        return None if self.outcome is not None else self.turn

    def to_json(self) -> JSON:
        return {
            "player": self.player, "variant": self.variant, "players": self.players,
            "hand": None if self.hand is None else [NAMES[c] for c in self.hand],
            "hand_sizes": list(self.hand_sizes), "turn": self.turn,
            "table": [str(p) for p in self.table], "sets": [r.to_json() for r in self.sets],
            "cant_count": self.cant_count, "passed": list(self.passed),
            "last_player": self.last_player, "chain": [str(link) for link in self.chain],
            "played": self.played, "idle": self.idle,
            "excluded": [card_json(m) for m in self.excluded],
            "must_hold": [[card_json(m) for m in groups] for groups in self.must_hold],
            "options": [o.to_json() for o in self.options],
            "outcome": None if self.outcome is None else self.outcome.to_json(),
            "revealed": [card_json(m) for m in self.revealed],
        }


def _own_hand(hands: tuple[int, ...], player: int | None) -> tuple[int, ...] | None:
    return None if player is None else hand_order(cards_of(hands[player]))


def scoring_view(state: ScoringState, player: int | None) -> ColominoView:
    options: tuple[Option, ...] = ()
    if player is not None and state.current_player == player:
        options = tuple(Option(m.card, m.orient, m.x, m.y, *visible_counts((*state.table, m)))
                        for m in state.legal_moves() if isinstance(m, Place))
    return ColominoView(
        player, state.variant, state.players, _own_hand(state.hands, player),
        tuple(h.bit_count() for h in state.hands), state.turn, state.table, state.sets,
        state.cant_count, tuple(s for s in range(state.players) if state.passed >> s & 1),
        state.last_player, excluded=state.excluded, must_hold=state.must_hold,
        options=options, outcome=state.outcome)


def domino_view(state: DominoState, player: int | None) -> ColominoView:
    options: tuple[Option, ...] = ()
    if player is not None and state.current_player == player:
        slot = len(state.chain)
        options = tuple(Option(m.card, m.orient, 2 * slot, 0)
                        for m in state.legal_moves() if isinstance(m, Link))
    return ColominoView(
        player, "domino", state.players, _own_hand(state.hands, player),
        tuple(h.bit_count() for h in state.hands), state.turn, chain=state.chain,
        played=state.played, idle=state.idle, excluded=state.excluded,
        options=options, outcome=state.outcome,
        revealed=state.hands if state.outcome is not None else ())


def own_burden(view: ColominoView) -> int | None:
    """Domino: own-colour cards and stars in the viewer's hand (D29)."""
    if view.hand is None or view.player is None:
        return None
    burden = TAB_MASK[SIDE_COLOUR[view.player % 2]] | TAB_MASK[STAR_TAB]
    return (mask_of(view.hand) & burden).bit_count()


# --- determinization -----------------------------------------------------------------

def _cards_out(view: ColominoView) -> int:
    """Cards no hand can hold: on the table, in finished sets, in the chain."""
    placed = [p.card for p in view.table] + [link.card for link in view.chain]
    placed += [p.card for result in view.sets for p in result.placements]
    return mask_of(placed)


def determinize_view(view: View, rng: random.Random) -> ScoringState | DominoState:
    """A full state consistent with ``view``: unseen cards dealt at random, honouring
    every "can't play" and "pass" (D33), with a fresh seed."""
    assert isinstance(view, ColominoView)
    if view.revealed:
        return state_for(view, view.revealed, rng.getrandbits(32))
    pack = FULL_MASK if view.variant == "domino" else COLOURED_MASK
    own = 0 if view.hand is None else mask_of(view.hand)
    hidden = [s for s in range(view.players) if s != view.player]

    def full_hands(dealt: dict[int, int]) -> tuple[int, ...]:
        return tuple(own if s == view.player else dealt[s] for s in range(view.players))

    def agrees_with_result(dealt: dict[int, int]) -> bool:
        """A Domino side with no burden left would have won already (D30)."""
        if view.variant != "domino":
            return True
        burdens = side_burden(full_hands(dealt), 0), side_burden(full_hands(dealt), 1)
        return 0 not in burdens

    dealt = deal_hidden(
        pack & ~own & ~_cards_out(view), {s: view.hand_sizes[s] for s in hidden},
        {s: view.excluded[s] for s in hidden},
        {s: view.must_hold[s] for s in hidden} if view.must_hold else {}, rng,
        agrees_with_result)
    return state_for(view, full_hands(dealt), rng.getrandbits(32))


def state_for(view: ColominoView, hands: tuple[int, ...], seed: int) -> ScoringState | DominoState:
    """The state with the view's public facts and the given hands."""
    if view.variant == "domino":
        return DominoState(view.players, seed, hands, view.chain, view.turn, view.played,
                           view.idle, view.excluded)
    return ScoringState(view.variant, view.players, seed, hands, view.table, view.turn,
                        view.cant_count, mask_of(view.passed), view.last_player, view.sets,
                        view.excluded, view.must_hold)


# --- JSON --------------------------------------------------------------------------

def view_from_json(data: JSON) -> ColominoView:
    """The view ``ColominoView.to_json`` wrote; BadPosition if it is not one."""
    variant = field(data, "variant", str)
    if variant not in VARIANTS:
        raise BadPosition(f"unknown Colomino variant {variant!r}")
    players = field(data, "players", int)
    hand = data.get("hand")
    return ColominoView(
        data.get("player"), variant, players,
        None if hand is None else tuple(parse_card(c) for c in field(data, "hand", list)),
        tuple(field(data, "hand_sizes", list)), field(data, "turn", int),
        tuple(parse_place(p) for p in field(data, "table", list)),
        tuple(set_from_json(r) for r in field(data, "sets", list)),
        field(data, "cant_count", int), tuple(field(data, "passed", list)),
        field(data, "last_player", int),
        tuple(parse_link(link) for link in field(data, "chain", list)),
        field(data, "played", int), field(data, "idle", int),
        tuple(parse_mask(m, "excluded") for m in field(data, "excluded", list)),
        tuple(tuple(parse_mask(m, "must_hold") for m in groups)
              for groups in field(data, "must_hold", list)),
        tuple(_option_from_json(o) for o in field(data, "options", list)),
        _outcome_from_json(data.get("outcome")),
        tuple(parse_mask(m, "revealed") for m in data.get("revealed", [])))


def set_from_json(data: JSON) -> SetResult:
    return SetResult(tuple(parse_place(p) for p in field(data, "cards", list)),
                     field(data, "yellow", int), field(data, "green", int),
                     bool(field(data, "void", bool)))


def _option_from_json(data: Any) -> Option:
    if not isinstance(data, list) or len(data) != 6:
        raise BadPosition(f"{data!r} is not an option [card, orient, x, y, yellow, green]")
    return Option(parse_card(data[0]), *(int(v) for v in data[1:]))


def _outcome_from_json(data: Any) -> Outcome | None:
    if data is None:
        return None
    return Outcome(tuple(field(data, "winners", list)),
                   tuple(float(s) for s in field(data, "scores", list)),
                   field(data, "summary", str))
