"""Dealing a round, and judging a round that ends without a completed row."""

from __future__ import annotations

import random
from dataclasses import dataclass

from parlour.core import rng_for
from parlour.games.punto.board import maximal_runs
from parlour.games.punto.cards import NO_CARD, card_colour, card_value, colour_cards, remove_one
from parlour.games.punto.seating import NEUTRAL_PER_PLAYER, Seating
from parlour.games.punto.words import SAY
from parlour.words import seat_name, seat_names

FIRST_STARTER = 0
"""The rulebook lets "the youngest player" start; we let seat 0 start the match (D1)."""
MAX_ROUNDS = 30
"""A match that has not been won after this many rounds (only void rounds can
cause it) ends as a draw, so that every match ends (D11)."""


@dataclass(frozen=True)
class Tally:
    """One side's rows one short of a win when a round ends without a win."""

    rows: int
    points: int


@dataclass(frozen=True)
class RoundSummary:
    """How a round ended: shown to everyone and kept for the whole match."""

    number: int
    winners: tuple[int, ...]
    """Every seat that won the round (partners included); empty for a void round."""
    reason: str
    """"row", "most rows", "fewer points" or "tie" (a void round, D10): an id, put
    into words by ``summary_text``."""
    row: tuple[int, ...]
    """The cells of the winning row (a completed row or the winner's counted rows)."""
    removed_card: int
    stuck_seat: int | None
    """The seat that could not place a card (None when a row was completed)."""
    tallies: tuple[Tally, ...]
    """Per side, the rows counted for the tie-break (empty when a row was completed)."""
    final_tops: tuple[tuple[int, int], ...]
    """(cell, top card) of the board when the round ended, for the UI."""


def deal_round(
    seating: Seating,
    seed: int,
    number: int,
    removed: tuple[int, ...],
    neutral_held: tuple[tuple[int, ...], ...],
    neutral_played: tuple[int, ...],
    starter: int,
) -> tuple[tuple[int, ...], ...]:
    """Every seat's shuffled deck for round ``number`` (before revealing a card).

    ``neutral_held`` are the neutral cards each seat still had, and
    ``neutral_played`` those on the table, when the previous round ended.
    """
    rng = rng_for(seed, "round", number)
    hands = _side_hands(seating, removed, rng)
    if seating.neutral is not None:
        neutral = _neutral_hands(seating, number, neutral_held, neutral_played, starter, rng)
        hands = [hand + extra for hand, extra in zip(hands, neutral)]
    decks = []
    for hand in hands:
        deck = list(hand)
        rng.shuffle(deck)
        decks.append(tuple(deck))
    return tuple(decks)


def _side_hands(
    seating: Seating, removed: tuple[int, ...], rng: random.Random
) -> list[tuple[int, ...]]:
    hands: list[tuple[int, ...]] = [() for _ in range(seating.players)]
    for side, colours in enumerate(seating.colours_of_side):
        pool = tuple(card for colour in colours for card in colour_cards(colour))
        for card in removed:
            if card_colour(card) in colours:
                pool = remove_one(pool, card)
        cards = list(pool)
        rng.shuffle(cards)
        seats = seating.seats_of_side[side]
        # Team game: the team's mixed cards are split in two halves (D6).
        for index, seat in enumerate(seats):
            hands[seat] = tuple(cards[index :: len(seats)])
    return hands


def _neutral_hands(
    seating: Seating,
    number: int,
    held: tuple[tuple[int, ...], ...],
    played: tuple[int, ...],
    starter: int,
    rng: random.Random,
) -> list[tuple[int, ...]]:
    """Neutral cards for the game of three.

    First round: six random ones each.  Later: each keeps the neutral cards
    not played, and the played ones are shuffled and dealt round the table
    starting with the player after the starter, so any remainder goes to
    those who play later in the round (D5).
    """
    assert seating.neutral is not None
    if number == 0:
        pool = list(colour_cards(seating.neutral))
        rng.shuffle(pool)
        return [
            tuple(pool[i * NEUTRAL_PER_PLAYER : (i + 1) * NEUTRAL_PER_PLAYER])
            for i in range(seating.players)
        ]
    pool = sorted(played)
    rng.shuffle(pool)
    hands = [list(cards) for cards in held]
    for index, card in enumerate(pool):
        hands[(starter + 1 + index) % seating.players].append(card)
    return [tuple(hand) for hand in hands]


def tally_rows(
    seating: Seating, tops: tuple[int, ...]
) -> tuple[tuple[Tally, ...], tuple[list[int], ...]]:
    """Each side's rows of ``tie_break_length`` or more, and the cells in them (D8, D9)."""
    rows = [0] * seating.sides
    points = [0] * seating.sides
    cells: tuple[list[int], ...] = tuple([] for _ in range(seating.sides))
    for run in maximal_runs(tops, seating.tie_break_length):
        side = seating.side_of_tag[tops[run[0]] // 10]
        if side < 0:
            continue  # the neutral colour counts for nobody
        rows[side] += 1
        points[side] += sum(card_value(tops[c]) for c in run)
        cells[side].extend(run)
    return tuple(Tally(r, p) for r, p in zip(rows, points)), cells


def tie_break_winner(tallies: tuple[Tally, ...]) -> tuple[int | None, str]:
    """The side that wins on most rows, then fewer points; None if still tied (D10)."""
    most = max(t.rows for t in tallies)
    leaders = [side for side, t in enumerate(tallies) if t.rows == most]
    if len(leaders) == 1:
        return leaders[0], "most rows"
    fewest = min(tallies[side].points for side in leaders)
    lowest = [side for side in leaders if tallies[side].points == fewest]
    if most > 0 and len(lowest) == 1:
        return lowest[0], "fewer points"
    return None, "tie"


def highest_card(cards: list[int]) -> int:
    """The card to take out of the game: highest value, then lowest colour (D4)."""
    if not cards:
        return NO_CARD
    return max(cards, key=lambda card: (card_value(card), -card_colour(card)))


def summary_text(summary: RoundSummary, side_of_seat: tuple[int, ...]) -> str:
    """One line on how a round ended, with the numbers of a tie-break."""
    head = SAY("round", n=summary.number + 1)
    stuck = (
        ""
        if summary.stuck_seat is None
        else SAY("round.stuck", player=seat_name(summary.stuck_seat))
    )
    if not summary.winners:
        return head + stuck + SAY("round.void.sentence" if stuck else "round.void")
    who = seat_names(summary.winners, " & ")
    if summary.reason == "row":
        return head + SAY.count(len(summary.winners), "round.row", who=who, length=len(summary.row))
    mine = summary.tallies[side_of_seat[summary.winners[0]]]
    others = ", ".join(
        _tally_text(t)
        for side, t in enumerate(summary.tallies)
        if side != side_of_seat[summary.winners[0]]
    )
    return (
        head
        + stuck
        + SAY.count(
            len(summary.winners),
            "round.tie_break",
            who=who,
            reason=SAY(f"reason.{summary.reason}"),
            mine=_tally_text(mine),
            others=others,
        )
    )


def _tally_text(tally: Tally) -> str:
    return SAY.count(tally.rows, "tally", points=tally.points)
