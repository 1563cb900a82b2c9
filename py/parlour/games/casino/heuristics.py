"""Casino knowledge for the bots, and the move log text.

Everything is measured in expected game points so the parts add up: a card
is worth about 3/27 of the "most cards" bonus, a spade about 1/7 of the
"most spades" point, and the scoring cards their face value.
"""

from __future__ import annotations

import math
from typing import Any

from parlour.core import GameState, Heuristics, Move
from parlour.games.casino.cards import (
    ACES, BIG_CASINO, FULL_DECK, LITTLE_CASINO, PRETTY, SPADES, SUIT, VALUE, Item,
    item_cards,
)
from parlour.games.casino.moves import BUILD, CAPTURE, CasinoMove
from parlour.games.casino.rules import CasinoState
from parlour.games.casino.words import SAY, seat_name

CARD_SHARE = 3 / 27
SPADE_SHARE = 1 / 7


def _worth(card: int) -> float:
    worth = CARD_SHARE + (SPADE_SHARE if SUIT[card] == SPADES else 0.0)
    if card in ACES:
        worth += 1.0
    if card == BIG_CASINO:
        worth += 2.0
    if card == LITTLE_CASINO:
        worth += 1.0
    return worth


WORTH: tuple[float, ...] = tuple(_worth(c) for c in FULL_DECK)
"""Expected points of capturing each card."""

CAPTURE_BONUS = 0.3
"""Taking cards also denies them and keeps the last-capture residue in reach."""
BUILD_SHARE = 0.6
"""A build is usually, not always, taken by its maker."""
SWEEP_RISK = 0.5
"""Chance-weighted cost of leaving the next player a table they can clear."""


def _items_worth(items: tuple[Item, ...]) -> float:
    return sum(WORTH[c] for i in items for c in item_cards(i))


def _sweepable(table: tuple[Item, ...]) -> bool:
    """A cheap test for "one card could clear this table": one item, or a small sum."""
    if not table:
        return False
    if len(table) == 1:
        return True
    total = 0
    for item in table:
        value = VALUE[item] if isinstance(item, int) else item.value
        if value == 0:
            return False
        total += value
    return total <= 10


def move_priority(state: GameState, move: Move) -> float:
    """Higher is better for the player to move; in rough expected points."""
    assert isinstance(state, CasinoState) and isinstance(move, CasinoMove)
    left = tuple(i for i in state.table if i not in move.items)
    sweeps = state.rules.sweeps
    if move.kind == CAPTURE:
        gain = WORTH[move.card] + _items_worth(move.items) + CAPTURE_BONUS
        if not left and sweeps:
            return gain + 1.0
        return gain - (SWEEP_RISK if sweeps and _sweepable(left) else 0.0)
    if move.kind == BUILD:
        return BUILD_SHARE * (WORTH[move.card] + _items_worth(move.items)) + 0.1
    after = (*left, move.card)
    risk = SWEEP_RISK if sweeps and _sweepable(after) else 0.0
    # Trail what is worth least, and keep low cards that make sums for opponents.
    return -WORTH[move.card] - risk - (0.05 * (11 - VALUE[move.card]) if VALUE[move.card] else 0.0)


def hand_points(state: CasinoState) -> list[float]:
    """Each side's points so far in the current hand, cards bonus pro rata."""
    sides = state.sides
    cards = [0] * sides
    spades = [0] * sides
    points = [0.0] * sides
    for seat, pile in enumerate(state.captured):
        side = state.side_of(seat)
        cards[side] += len(pile)
        spades[side] += sum(1 for c in pile if SUIT[c] == SPADES)
        points[side] += sum(WORTH[c] - CARD_SHARE - (SPADE_SHARE if SUIT[c] == SPADES else 0.0)
                            for c in pile)
        if state.rules.sweeps:
            points[side] += state.sweeps[seat]
    total_cards, total_spades = sum(cards), sum(spades)
    for side in range(sides):
        points[side] += 3.0 * (cards[side] / total_cards if total_cards else 1 / sides)
        points[side] += spades[side] / total_spades if total_spades else 1 / sides
    return points


def evaluate(state: GameState, seat: int) -> float:
    """The chance that ``seat``'s side wins: a logistic in the projected lead."""
    assert isinstance(state, CasinoState)
    outcome = state.outcome
    if outcome is not None:
        return outcome.reward(seat)
    projected = [score + extra for score, extra in zip(state.scores, hand_points(state))]
    mine = projected[state.side_of(seat)]
    best_other = max(p for side, p in enumerate(projected) if side != state.side_of(seat))
    distance = max(1.0, state.rules.target - max(projected))
    scale = 1.5 + 0.25 * distance
    chance = 1.0 / (1.0 + math.exp(-(mine - best_other) / scale))
    # Three or four rivals: an even position is worth a share, not a half.
    return math.pow(chance, math.log2(state.sides))


HEURISTICS = Heuristics(move_priority=move_priority, evaluate=evaluate, playout_depth=12)


def describe_move(view: Any, move: Move) -> str:
    """A log line such as "Player 1 takes 3♥ + 4♦, 7♠ with 7♣"."""
    assert isinstance(move, CasinoMove)
    who = seat_name(view.to_move) if view.to_move is not None else SAY("nobody")
    card = PRETTY[move.card]
    if move.kind == CAPTURE:
        listed = ", ".join(" + ".join(_pretty(i) for i in g) for g in move.groups)
        sweep = view.rules.sweeps and len(move.items) == len(view.table)
        return SAY("log.sweep" if sweep else "log.take", who=who, items=listed, card=card)
    if move.kind == BUILD:
        listed = ", ".join(" + ".join(_pretty(i) for i in g) for g in move.groups if g)
        return SAY("log.raise" if move.is_raise else "log.build", who=who, card=card, items=listed,
                   value=move.value)
    return SAY("log.trail", who=who, card=card)


def _pretty(item: Item) -> str:
    if isinstance(item, int):
        return PRETTY[item]
    kind = "multiple" if item.multiple else "single"
    return SAY(f"build.logged.{kind}", cards=item.pretty, value=item.value)


__all__ = ["HEURISTICS", "describe_move", "evaluate", "move_priority"]
