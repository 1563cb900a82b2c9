"""Scoring one hand of Casino and deciding the game.

English rulebook: "3 points to the one with the most cards, 1 point for the
most [spades], 1 point for each ace, 2 points for the 10 of diamonds or Big
Casino, and 1 point for the 2 of spades or Little Casino. (Ties for most
cards or most spades are not awarded any points.)"
"""

from __future__ import annotations

from dataclasses import dataclass

from parlour.core import JSON
from parlour.games.casino.cards import ACES, BIG_CASINO, LITTLE_CASINO, SPADES, SUIT, Card

MOST_CARDS_POINTS = 3
MOST_SPADES_POINTS = 1
BIG_CASINO_POINTS = 2
LITTLE_CASINO_POINTS = 1
ACE_POINTS = 1
SWEEP_POINTS = 1


@dataclass(frozen=True)
class ScoreRow:
    """One side's line of the end-of-hand score table."""

    cards: int
    spades: int
    cards_points: int
    spades_points: int
    big_casino: int
    little_casino: int
    aces: int
    sweeps: int

    @property
    def total(self) -> int:
        return (
            self.cards_points
            + self.spades_points
            + self.big_casino
            + self.little_casino
            + self.aces
            + self.sweeps
        )

    def to_json(self) -> JSON:
        return [
            self.cards,
            self.spades,
            self.cards_points,
            self.spades_points,
            self.big_casino,
            self.little_casino,
            self.aces,
            self.sweeps,
        ]

    @classmethod
    def from_json(cls, data: JSON) -> ScoreRow:
        if (
            not isinstance(data, list)
            or len(data) != 8
            or not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in data)
        ):
            raise ValueError("a score row is a list of 8 non-negative integers")
        return cls(*data)


def _sole_leader(counts: list[int]) -> int | None:
    """The index of the unique maximum, None on a tie for first."""
    best = max(counts)
    leaders = [i for i, c in enumerate(counts) if c == best]
    return leaders[0] if len(leaders) == 1 else None


def score_hand(
    piles: list[list[Card]], sweeps: list[int], sweeps_count: bool
) -> tuple[ScoreRow, ...]:
    """The score table of one hand, one row per side (partners pooled)."""
    card_counts = [len(p) for p in piles]
    spade_counts = [sum(1 for c in p if SUIT[c] == SPADES) for p in piles]
    most_cards = _sole_leader(card_counts)
    most_spades = _sole_leader(spade_counts)
    rows = []
    for side, pile in enumerate(piles):
        held = set(pile)
        rows.append(
            ScoreRow(
                cards=card_counts[side],
                spades=spade_counts[side],
                cards_points=MOST_CARDS_POINTS if side == most_cards else 0,
                spades_points=MOST_SPADES_POINTS if side == most_spades else 0,
                big_casino=BIG_CASINO_POINTS if BIG_CASINO in held else 0,
                little_casino=LITTLE_CASINO_POINTS if LITTLE_CASINO in held else 0,
                aces=ACE_POINTS * len(ACES & held),
                sweeps=SWEEP_POINTS * sweeps[side] if sweeps_count else 0,
            )
        )
    return tuple(rows)


def game_winner(totals: tuple[int, ...], target: int) -> int | None:
    """The winning side once someone reaches ``target``, else None.

    Decision D12: if several sides reach the target in the same hand the
    higher total wins; an exact tie for the highest total plays another hand.
    """
    if max(totals) < target:
        return None
    return _sole_leader(list(totals))
