"""What the bots know about Punto: which placements look good, who is ahead.

``move_priority`` makes the greedy bot win at once when it can, block a
cell where an opponent's face-up card would win, and otherwise grow its
own lines and break the opponents'.  ``evaluate`` turns round wins and
lines on the table into a match-win estimate for playouts cut short.
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache

from parlour.core import GameState, Heuristics, Move, View
from parlour.games.punto.board import maximal_runs, run_length
from parlour.games.punto.cards import card_colour, card_name, colour_name
from parlour.games.punto.places import place_words
from parlour.games.punto.rules import Place, PuntoState, determinize_view, with_board
from parlour.games.punto.view import PuntoView
from parlour.games.punto.words import SAY
from parlour.words import seat_name, seat_names

WIN = 1000.0
BLOCK = 300.0
SAFE_BLOCK = 100.0
"""Extra for a block the threatening card cannot simply cover."""
LINE_WEIGHT = 3.0
BREAK_WEIGHT = 2.0
PLAYOUT_DEPTH = 1
"""Playouts stop after one reply, as evaluate already reads threats: measured best
against the greedy bot (see docs/rules/punto.md, "Bots")."""
SURE_WIN = 0.95
"""Round-win chance of a player to move who can complete a row now."""
THREAT_BOOST = 3.0
"""Weight on an opponent's lines when it threatens a win the player to move can block."""
UNSTOPPABLE_BOOST = 40.0
"""Weight on an opponent's lines when it threatens a win that cannot be blocked."""
LINE_BASE = 4.0
"""A line of n cards weighs LINE_BASE ** (n - 1) in a side's round chances."""


def move_priority(state: GameState, move: Move) -> float:
    """Higher is better for the player to move: win, block, build lines, break lines."""
    assert isinstance(state, PuntoState) and isinstance(move, Place) and state.turn is not None
    seat, cell = state.turn, move.cell
    card = state.revealed[seat]
    if state.completes_row(cell, card):
        return WIN
    seats = state.seating
    score = _block_score(state, seat, cell, card % 10)
    tag = card // 10
    if seats.side_of_tag[tag] >= 0:
        score += LINE_WEIGHT * sum(run_length(state.tops, cell, d, tag) ** 2 for d in range(4))
    covered = state.tops[cell] // 10
    owner = seats.side_of_tag[covered] if covered else -1
    if owner >= 0 and owner != seats.side_of_seat[seat]:
        broken = sum((run_length(state.tops, cell, d, covered) - 1) ** 2 for d in range(4))
        score += BREAK_WEIGHT * (1 + broken)
    return score


def _block_score(state: PuntoState, seat: int, cell: int, value: int) -> float:
    seats = state.seating
    mine = seats.side_of_seat[seat]
    score = 0.0
    for other in range(state.players):
        if seats.side_of_seat[other] == mine or not state.revealed[other]:
            continue
        if cell in state.winning_cells(other):
            score += BLOCK + (SAFE_BLOCK if value >= state.revealed[other] % 10 else 0.0)
    return score


def evaluate(state: GameState, seat: int) -> float:
    """Chance that ``seat`` wins the match: round wins so far plus the table now."""
    assert isinstance(state, PuntoState)
    if state.outcome is not None:
        return state.outcome.reward(seat)
    seats = state.seating
    needed = tuple(
        state.rounds_to_win - state.rounds_won[side_seats[0]] for side_seats in seats.seats_of_side
    )
    return _match_odds(needed, round_odds(state))[seats.side_of_seat[seat]]


def round_odds(state: PuntoState) -> tuple[float, ...]:
    """Each side's chance to win the round being played, from threats and lines."""
    seats = state.seating
    mover = state.turn
    assert mover is not None
    mine = seats.side_of_seat[mover]
    if state.winning_cells(mover):
        return tuple(
            SURE_WIN if side == mine else (1 - SURE_WIN) / (seats.sides - 1)
            for side in range(seats.sides)
        )
    strength = line_strength(state)
    card = state.revealed[mover]
    for other in range(state.players):
        threats = state.winning_cells(other)
        if not threats or seats.side_of_seat[other] == mine:
            continue
        # One threat is blocked by a card the threatening card cannot cover.
        cell = next(iter(threats))
        blockable = (
            len(threats) == 1
            and cell in state.legal_cells(card)
            and card % 10 >= state.revealed[other] % 10
        )
        strength[seats.side_of_seat[other]] *= THREAT_BOOST if blockable else UNSTOPPABLE_BOOST
    total = sum(strength)
    return tuple(s / total for s in strength)


def line_strength(state: PuntoState) -> list[float]:
    """Per side: 1 plus 4^(length-1) for each line of two or more of its cards."""
    seats = state.seating
    strength = [1.0] * seats.sides
    for run in maximal_runs(state.tops, 2):
        side = seats.side_of_tag[state.tops[run[0]] // 10]
        if side >= 0:
            strength[side] += LINE_BASE ** (len(run) - 1)
    return strength


def _match_odds(needed: tuple[int, ...], round_odds: tuple[float, ...]) -> tuple[float, ...]:
    """Each side's chance to win the match, this round by ``round_odds``, later ones even."""
    odds = [0.0] * len(needed)
    for side, chance in enumerate(round_odds):
        after = tuple(n - (s == side) for s, n in enumerate(needed))
        later = (
            (1.0 if s == side else 0.0 for s in range(len(needed)))
            if after[side] == 0
            else _even_odds(after)
        )
        for other, value in enumerate(later):
            odds[other] += chance * value
    return tuple(odds)


@cache
def _even_odds(needed: tuple[int, ...]) -> tuple[float, ...]:
    even = 1.0 / len(needed)
    return _match_odds(needed, (even,) * len(needed))


def describe_move(view: View, move: Move) -> str:
    """ "Player 1 plays red 7 right of blue 3": the place as the table shows it (places.py)."""
    assert isinstance(view, PuntoView) and isinstance(move, Place)
    if view.turn is None:
        return str(move)
    card = view.revealed[view.turn]
    where = place_words(view, move.cell, card)
    return SAY("log.place", player=seat_name(view.turn), card=card_name(card), where=where)


def explain_hint(view: View, move: Move) -> str:
    """Why the hint's placement is good, in one sentence: win, block, build or break."""
    assert isinstance(view, PuntoView) and isinstance(move, Place)
    if view.turn is None:
        return SAY("hint.quiet")
    if not view.placements:
        return SAY("hint.first")
    # A determinized state gives the rules' own questions; only the table and the
    # face-up cards are read, never the order of the decks it shuffled.
    state = determinize_view(view, random.Random(0))
    seat, cell = view.turn, move.cell
    card = view.revealed[seat]
    if state.completes_row(cell, card):
        won = state.rounds_won[seat] + 1 >= state.rounds_to_win
        return SAY("hint.win_match" if won else "hint.win_round", length=state.seating.win_length)
    return (
        _block_reason(state, seat, cell, card)
        or _line_reason(state, seat, cell, card)
        or SAY("hint.quiet")
    )


def _block_reason(state: PuntoState, seat: int, cell: int, card: int) -> str | None:
    """Opponents whose face-up card could complete a row now and no longer can after ``card``."""
    seats = state.seating
    after = with_board(replace(state, placements=(*state.placements, (cell, card))))
    threats = [
        other
        for other in range(state.players)
        if seats.side_of_seat[other] != seats.side_of_seat[seat] and state.winning_cells(other)
    ]
    stopped = tuple(other for other in threats if not after.winning_cells(other))
    if len(stopped) == 1:
        return SAY(
            "hint.block.one",
            who=seat_name(stopped[0]),
            length=seats.win_length,
            card=card_name(state.revealed[stopped[0]]),
        )
    if stopped:
        return SAY("hint.block.many", who=seat_names(stopped), length=seats.win_length)
    narrowed = tuple(
        other for other in threats if state.winning_cells(other) - after.winning_cells(other)
    )
    return SAY("hint.block_some", who=seat_names(narrowed)) if narrowed else None


def _line_reason(state: PuntoState, seat: int, cell: int, card: int) -> str | None:
    """The line of its own colour ``card`` makes, and the opponent's line it covers."""
    seats = state.seating
    tag = card // 10
    built = _longest_line(state, cell, tag) if seats.side_of_tag[tag] >= 0 else 1
    covered = state.tops[cell] // 10
    covered_side = seats.side_of_tag[covered] if covered else -1
    opponent = covered_side >= 0 and covered_side != seats.side_of_seat[seat]
    broken = _longest_line(state, cell, covered) if opponent else 1
    colour = colour_name(card_colour(card))
    other = colour_name(covered - 1) if opponent else ""
    if built >= seats.win_length - 1 and broken < 2:
        return SAY("hint.threat", colour=colour, length=built)
    if built >= 2 and broken >= 2:
        return SAY("hint.line_break", colour=colour, length=built, other=other, broken=broken)
    if built >= 2:
        return SAY("hint.line", colour=colour, length=built)
    if broken >= 2:
        return SAY("hint.break", colour=other, length=broken)
    return None


def _longest_line(state: PuntoState, cell: int, tag: int) -> int:
    """The longest line of ``tag`` top cards through ``cell``, counting ``cell`` as that colour."""
    return max(run_length(state.tops, cell, direction, tag) for direction in range(4))


# Search budgets: one iteration cost ~2.7 ms when set (CPython 3.11, 2 players, default
# options); measured again once the game got faster (match --games 2, processor time per
# move), hard took 56 ms a move, the fastest of the games: there is room to grow.
ITERATIONS = (("medium", 80), ("hard", 250))

HEURISTICS = Heuristics(
    move_priority=move_priority,
    evaluate=evaluate,
    playout_depth=PLAYOUT_DEPTH,
    iterations=ITERATIONS,
)
