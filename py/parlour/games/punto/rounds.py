"""Dealing a round, and judging a round that ends without a completed row."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

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


@dataclass(frozen=True)
class SeededRound:
    """The shuffles ``rng_for(seed, "round", n)`` makes for one round, in the order it makes
    them: each side's pool (a team's is split between the partners, D6), the neutral
    cards of the game of three (D5), then each seat's deck."""

    sides: tuple[tuple[int, ...], ...]
    neutral: tuple[int, ...]
    decks: tuple[tuple[int, ...], ...]


@lru_cache(maxsize=64)
def seeded_round(
    seating: Seating,
    seed: int,
    number: int,
    removed: tuple[int, ...],
    neutral_held: tuple[tuple[int, ...], ...],
    neutral_played: tuple[int, ...],
    starter: int,
) -> SeededRound:
    """Every shuffle of round ``number`` as the seeded dealer makes it (kept for the next
    deck of the same round: each of its decks is asked for in turn).

    ``neutral_held`` are the neutral cards each seat still had, and
    ``neutral_played`` those on the table, when the previous round ended.
    """
    rng = rng_for(seed, "round", number)
    sides = []
    for pool in side_pools(seating, removed):
        cards = list(pool)
        rng.shuffle(cards)
        sides.append(tuple(cards))
    hands = [_hand_of(seating, seat, sides) for seat in range(seating.players)]
    neutral: tuple[int, ...] = ()
    if seating.neutral is not None:
        shuffled = list(neutral_pool(seating, number, neutral_played))
        rng.shuffle(shuffled)
        neutral = tuple(shuffled)
        extra = neutral_hands(seating, number, neutral, neutral_held, starter)
        hands = [hand + more for hand, more in zip(hands, extra)]
    decks = []
    for hand in hands:
        deck = list(hand)
        rng.shuffle(deck)
        decks.append(tuple(deck))
    return SeededRound(tuple(sides), neutral, tuple(decks))


def side_pools(seating: Seating, removed: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Each side's cards for a round, sorted: its colours less the cards removed."""
    pools = []
    for colours in seating.colours_of_side:
        pool = tuple(card for colour in colours for card in colour_cards(colour))
        for card in removed:
            if card_colour(card) in colours:
                pool = remove_one(pool, card)
        pools.append(pool)
    return tuple(pools)


def split_side(seating: Seating, side: int, order: tuple[int, ...]) -> list[tuple[int, ...]]:
    """A side's shuffled pool shared out: the team game's partners take turns (D6)."""
    seats = seating.seats_of_side[side]
    return [tuple(order[index :: len(seats)]) for index in range(len(seats))]


def _hand_of(
    seating: Seating, seat: int, sides: list[tuple[int, ...]] | tuple[tuple[int, ...], ...]
) -> tuple[int, ...]:
    side = seating.side_of_seat[seat]
    return split_side(seating, side, sides[side])[seating.seats_of_side[side].index(seat)]


def neutral_pool(seating: Seating, number: int, played: tuple[int, ...]) -> tuple[int, ...]:
    """The neutral cards shuffled for round ``number``: all of them at first, later those
    played in the round before (D5)."""
    assert seating.neutral is not None
    return colour_cards(seating.neutral) if number == 0 else tuple(sorted(played))


def neutral_hands(
    seating: Seating,
    number: int,
    order: tuple[int, ...],
    held: tuple[tuple[int, ...], ...],
    starter: int,
) -> list[tuple[int, ...]]:
    """Neutral cards for the game of three, from the shuffled ``order`` of ``neutral_pool``.

    First round: six random ones each.  Later: each keeps the neutral cards
    not played, and the played ones are dealt round the table starting with
    the player after the starter, so any remainder goes to those who play
    later in the round (D5).
    """
    if number == 0:
        return [
            tuple(order[i * NEUTRAL_PER_PLAYER : (i + 1) * NEUTRAL_PER_PLAYER])
            for i in range(seating.players)
        ]
    hands = [list(cards) for cards in held]
    for index, card in enumerate(order):
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


def summary_text(summary: RoundSummary, side_of_seat: tuple[int, ...], counted: int) -> str:
    """One line on how a round ended: who won it and how first, with the numbers of a
    tie-break, then why rows of ``counted`` cards were counted (a seat could not play)."""
    head, why = summary_parts(summary, side_of_seat, counted)
    return f"{head} {why}" if why else head


def summary_parts(
    summary: RoundSummary, side_of_seat: tuple[int, ...], counted: int
) -> tuple[str, str]:
    """The round's result ("Round 1: Ana won on most rows: ...") and, when nobody completed
    a row, why the rows were counted ("Bo could not play, so rows of 4 were counted."):
    where room is short the result is shown alone."""
    head = SAY("round", n=summary.number + 1)
    why = (
        ""
        if summary.stuck_seat is None
        else SAY("round.stuck", player=seat_name(summary.stuck_seat), length=counted)
    )
    if not summary.winners:
        return head + SAY("round.void"), why
    who = seat_names(summary.winners, " & ")
    if summary.reason == "row":
        return head + SAY.count(
            len(summary.winners), "round.row", who=who, length=len(summary.row)
        ), why
    side = side_of_seat[summary.winners[0]]
    others = ", ".join(_tally_text(t) for s, t in enumerate(summary.tallies) if s != side)
    won = SAY.count(
        len(summary.winners),
        "round.tie_break",
        who=who,
        reason=SAY(f"reason.{summary.reason}"),
        mine=_tally_text(summary.tallies[side]),
        others=others,
    )
    return head + won, why


def _tally_text(tally: Tally) -> str:
    return SAY.count(tally.rows, "tally", points=tally.points)
