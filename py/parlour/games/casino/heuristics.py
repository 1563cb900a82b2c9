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
    ACES,
    BIG_CASINO,
    FULL_DECK,
    LITTLE_CASINO,
    MAX_VALUE,
    PRETTY,
    SPADES,
    SUIT,
    VALUE,
    Build,
    Card,
    Item,
    item_cards,
)
from parlour.games.casino.moves import BUILD, CAPTURE, TRAIL, CasinoMove, TableIndex, generate_moves
from parlour.games.casino.rules import CasinoState
from parlour.games.casino.scoring import score_hand
from parlour.games.casino.view import CasinoView
from parlour.games.casino.words import SAY
from parlour.words import seat_name

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
        points[side] += sum(
            WORTH[c] - CARD_SHARE - (SPADE_SHARE if SUIT[c] == SPADES else 0.0) for c in pile
        )
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


# Search budgets: one iteration cost ~1.3 ms when set (CPython 3.11, 2 players, default
# options); measured again (match --games 2, processor time per move), hard took 225 ms.
ITERATIONS = (("medium", 120), ("hard", 500))

HEURISTICS = Heuristics(
    move_priority=move_priority, evaluate=evaluate, playout_depth=12, iterations=ITERATIONS
)


def describe_move(view: Any, move: Move) -> str:
    """A log line such as "Player 1 takes 3♥ + 4♦, 7♠ with 7♣"."""
    assert isinstance(move, CasinoMove)
    seat = view.to_move if view.to_move is not None else -1
    who = seat_name(seat) if seat >= 0 else SAY("nobody")
    card = PRETTY[move.card]
    if move.kind == CAPTURE:
        listed = ", ".join(" + ".join(_pretty(i) for i in g) for g in move.groups)
        sweep = view.rules.sweeps and len(move.items) == len(view.table)
        key = "log.sweep" if sweep else "log.take"
        return SAY.about(seat, key, who=who, items=listed, card=card)
    if move.kind == BUILD:
        listed = ", ".join(" + ".join(_pretty(i) for i in g) for g in move.groups if g)
        return SAY.about(
            seat,
            "log.raise" if move.is_raise else "log.build",
            who=who,
            card=card,
            items=listed,
            value=move.value,
        )
    return SAY.about(seat, "log.trail", who=who, card=card)


def _pretty(item: Item) -> str:
    if isinstance(item, int):
        return PRETTY[item]
    kind = "multiple" if item.multiple else "single"
    cards = " + ".join(PRETTY[card] for card in item.cards)  # as loose cards are joined
    return SAY(f"build.logged.{kind}", cards=cards, value=item.value)


# --- the hint's reason -----------------------------------------------------------
# One sentence on why the hard player suggests a move, from the mover's view
# alone: what a capture is worth, what a build sets up, why a trail is safe.
# The move itself is already shown beside it, so the reason never repeats it.


def explain_hint(view: Any, move: Move) -> str:
    """Why ``move`` is good for the player to move, in one short sentence."""
    assert isinstance(view, CasinoView) and isinstance(move, CasinoMove)
    if move.kind == CAPTURE:
        return _capture_reason(view, move)
    if move.kind == BUILD:
        return _build_reason(view, move)
    return _trail_reason(view, move)


def _capture_reason(view: CasinoView, move: CasinoMove) -> str:
    taken = (move.card, *(c for i in move.items for c in item_cards(i)))
    sweep = view.rules.sweeps and len(move.items) == len(view.table)
    row = score_hand([list(taken)], [int(sweep)], view.rules.sweeps)[0]
    points = row.big_casino + row.little_casino + row.aces + row.sweeps
    counts = SAY.count(row.cards, "hint.cards")
    if row.spades:
        counts += ", " + SAY.count(row.spades, "hint.spades")
    if points:
        return SAY.count(
            points, "hint.take.points", what=", ".join(_scorers(taken, sweep)), counts=counts
        )
    rival = _rival_owner(view, move)
    if rival is not None:
        return SAY("hint.denies", counts=counts, owner=seat_name(rival))
    return SAY("hint.take.spades" if row.spades else "hint.take.cards", counts=counts)


def _scorers(taken: tuple[Card, ...], sweep: bool) -> list[str]:
    """What in a capture scores a point: the sweep, the casinos, the aces."""
    named = [SAY("hint.sweep")] if sweep else []
    named += [PRETTY[c] for c in (BIG_CASINO, LITTLE_CASINO) if c in taken]
    return named + [PRETTY[c] for c in sorted(taken) if c in ACES]


def _rival_owner(view: CasinoView, move: CasinoMove) -> int | None:
    """The owner of an opponent's build among the items ``move`` uses, if any."""
    mover = view.to_move if view.to_move is not None else 0
    for item in move.items:
        if isinstance(item, Build) and view.side_of(item.owner) != view.side_of(mover):
            return item.owner
    return None


def _build_reason(view: CasinoView, move: CasinoMove) -> str:
    cards = (move.card, *(c for i in move.items for c in item_cards(i)))
    keeper = next(c for c in view.hand if c != move.card and VALUE[c] == move.value)
    rival = _rival_owner(view, move)
    if rival is None:
        reason = SAY("hint.build", card=PRETTY[keeper], n=len(cards))
    else:
        reason = SAY("hint.build.steal", card=PRETTY[keeper], n=len(cards), owner=seat_name(rival))
    scorers = _scorers(cards, sweep=False)
    return SAY("hint.with", reason=reason, what=", ".join(scorers)) if scorers else reason


def _trail_reason(view: CasinoView, move: CasinoMove) -> str:
    """The two strongest of: nothing else works, the table stays unsweepable, the card is cheap."""
    facts: list[str] = []
    mover = view.to_move if view.to_move is not None else 0
    plays = generate_moves(view.hand, view.table, mover, view.rules)
    if all(play.kind == TRAIL for play in plays):
        facts.append(SAY("hint.trail.nothing"))
    if view.rules.sweeps and not _clearable((*view.table, move.card)):
        facts.append(SAY("hint.trail.safe"))
    facts.append(_trail_card_fact(view, move.card))
    sentence = facts[0] if len(facts) == 1 else SAY("hint.both", first=facts[0], second=facts[1])
    return sentence[0].upper() + sentence[1:]


def _trail_card_fact(view: CasinoView, card: Card) -> str:
    if WORTH[card] <= min(WORTH[c] for c in view.hand):
        return SAY("hint.trail.cheapest", card=PRETTY[card])
    if not _scorers((card,), sweep=False):
        return SAY("hint.trail.pointless", card=PRETTY[card])
    return SAY("hint.trail.keep")


def _clearable(table: tuple[Item, ...]) -> bool:
    """Whether one card could take every item on ``table``: a sweep for the next player."""
    if len(table) == 1:
        return True  # a number card takes its value, a face card its match
    index = TableIndex(table)
    everything = (1 << len(table)) - 1
    return any(everything in index.unions_of(value) for value in range(1, MAX_VALUE + 1))


__all__ = ["HEURISTICS", "describe_move", "evaluate", "explain_hint", "move_priority"]
