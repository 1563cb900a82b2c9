"""Punto states and views read back from JSON, with checks that name the fault.

The encoding is the values' own ``to_json`` (view.py, rules.py).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from parlour.core import JSON, BadPosition, ParlourError
from parlour.games.punto.board import CELLS, NEIGHBOURS, Box, cell_text, grow_box, parse_cell
from parlour.games.punto.cards import NO_CARD, card_text, colour_cards, parse_card
from parlour.games.punto.rounds import MAX_ROUNDS, RoundSummary, Tally
from parlour.games.punto.rules import SPEC, PuntoState, cells_for, with_board
from parlour.games.punto.view import PuntoView
from parlour.reader import Checker

_CHECK = Checker(BadPosition)


def summary_from_json(data: JSON) -> RoundSummary:
    fields = _expect_object(
        data,
        "a round summary",
        (
            "number",
            "winners",
            "reason",
            "row",
            "removed_card",
            "stuck_seat",
            "tallies",
            "final_tops",
        ),
    )
    reason = fields["reason"]
    if reason not in ("row", "most rows", "fewer points", "tie"):
        raise BadPosition(f"unknown round-end reason {reason!r}")
    removed = fields["removed_card"]
    stuck = fields["stuck_seat"]
    return RoundSummary(
        expect_int(fields["number"], "round number"),
        tuple(expect_int(s, "winner seat") for s in expect_list(fields["winners"], "winners")),
        reason,
        tuple(parse_cell(c) for c in expect_list(fields["row"], "row")),
        NO_CARD if removed is None else parse_card(removed),
        None if stuck is None else expect_int(stuck, "stuck seat"),
        tuple(_tally(t) for t in expect_list(fields["tallies"], "tallies")),
        tuple(_cell_card(pair) for pair in expect_list(fields["final_tops"], "final tops")),
    )


def _tally(data: JSON) -> Tally:
    pair = expect_list(data, "a tally")
    if len(pair) != 2:
        raise BadPosition("a tally is [rows, points]")
    return Tally(expect_int(pair[0], "rows"), expect_int(pair[1], "points"))


def _cell_card(data: JSON) -> tuple[int, int]:
    pair = expect_list(data, "a placement")
    if len(pair) != 2:
        raise BadPosition("a placement is [cell, card], like ['0,0', 'R7']")
    return parse_cell(pair[0]), parse_card(pair[1])


COMMON_KEYS = (
    "players",
    "teams",
    "rounds_to_win",
    "round",
    "starter",
    "turn",
    "placements",
    "revealed",
    "removed",
    "rounds_won",
    "rounds",
)


def state_from_json(data: JSON) -> PuntoState:
    """The state ``data`` describes; BadPosition says what is wrong with it."""
    fields = _expect_object(data, "a Punto position", (*COMMON_KEYS, "seed", "decks"))
    players = expect_int(fields["players"], "players")
    decks = tuple(
        tuple(parse_card(c) for c in expect_list(d, "a deck"))
        for d in expect_list(fields["decks"], "decks")
    )
    state = build_state(fields, decks, expect_int(fields["seed"], "seed"), players)
    dealt = expect_list(fields.get("dealt", data.get("dealt", [])), "dealt")
    for deck in dealt:
        chance = state.chance
        if chance is None:
            raise BadPosition("decks are dealt only between rounds, and no more than a round has")
        order = tuple(expect_list(deck, "a dealt deck"))
        if not all(isinstance(card, str) for card in order):
            raise BadPosition("a dealt deck is a list of cards like 'R7'")
        try:
            dealt_state = state.deal(order)
        except ParlourError as error:
            raise BadPosition(str(error)) from None
        if not isinstance(dealt_state, PuntoState) or dealt_state.chance is None:
            raise BadPosition("a state between rounds holds fewer decks than the round")
        state = dealt_state
    return state


def view_from_json(data: JSON) -> PuntoView:
    if not isinstance(data, dict) or "player" not in data or "remaining" not in data:
        raise BadPosition("a Punto view is a JSON object with player and remaining")
    fields = {key: data[key] for key in COMMON_KEYS if key in data}
    remaining = tuple(
        tuple(sorted(parse_card(c) for c in expect_list(cards, "remaining cards")))
        for cards in expect_list(data["remaining"], "remaining")
    )
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
    return state.view(player)


def build_state(
    fields: dict[str, Any], decks: tuple[tuple[int, ...], ...], seed: int, players: int
) -> PuntoState:
    """A checked state from the public fields plus the decks and seed."""
    if players not in SPEC.player_counts:
        raise BadPosition(f"Punto is for 2 to 4 players, not {players}")
    teams = fields["teams"]
    if not isinstance(teams, bool) or (teams and players != 4):
        raise BadPosition("teams must be true or false, and true only for four players")
    rounds_to_win = expect_int(fields["rounds_to_win"], "rounds_to_win")
    if rounds_to_win not in SPEC.option("rounds_to_win").choices:
        raise BadPosition(f"rounds_to_win cannot be {rounds_to_win}")
    turn = fields["turn"]
    state = with_board(
        PuntoState(
            players,
            teams,
            rounds_to_win,
            seed,
            expect_int(fields["round"], "round"),
            _seat(fields["starter"], players, "starter"),
            None if turn is None else _seat(turn, players, "turn"),
            tuple(_cell_card(p) for p in expect_list(fields["placements"], "placements")),
            tuple(
                NO_CARD if c is None else parse_card(c)
                for c in expect_list(fields["revealed"], "revealed")
            ),
            decks,
            tuple(sorted(parse_card(c) for c in expect_list(fields["removed"], "removed"))),
            tuple(
                expect_int(w, "rounds won") for w in expect_list(fields["rounds_won"], "rounds_won")
            ),
            tuple(summary_from_json(s) for s in expect_list(fields["rounds"], "rounds")),
        )
    )
    check_state(state)
    return state


def check_state(state: PuntoState) -> None:
    """Raise BadPosition unless the cards, seats and table are consistent."""
    players = state.players
    if (
        len(state.revealed) != players
        or len(state.decks) != players
        or len(state.rounds_won) != players
    ):
        raise BadPosition(f"revealed, decks and rounds_won need one entry per player ({players})")
    opening = state.turn is None and not state.rounds
    if not 0 <= state.round_no < MAX_ROUNDS or len(state.rounds) != state.round_no + (
        state.turn is None and not opening
    ):
        raise BadPosition("the round number does not match the round summaries")
    if opening:
        if state.round_no or state.placements or any(state.revealed) or any(state.decks):
            raise BadPosition("before the first round no card is dealt")
        if state.removed or any(state.rounds_won):
            raise BadPosition("before the first round nobody has won or removed anything")
        return
    if state.turn is not None and state.turn != (state.starter + len(state.placements)) % players:
        raise BadPosition(
            "the player to move does not follow from the starter and the cards placed"
        )
    for seat, won in enumerate(state.rounds_won):
        if won != sum(seat in summary.winners for summary in state.rounds):
            raise BadPosition(f"player {seat + 1}'s rounds won do not match the round summaries")
    everything = Counter(c for deck in state.decks for c in deck)
    everything.update(c for c in state.revealed if c)
    everything.update(card for _, card in state.placements)
    everything.update(state.removed)
    if state.turn is None and state.rounds and state.rounds[-1].removed_card:
        # The match is over and its final board stays: the card taken out of the
        # game by the last winner is still on it.
        everything[state.rounds[-1].removed_card] -= 1
    full = Counter(c for colour in range(4) for c in colour_cards(colour))
    if everything != full:
        raise BadPosition(
            "the cards in decks, revealed, on the table and removed are not the 72 cards"
        )
    _check_ownership(state)
    _check_table(state)


def _check_ownership(state: PuntoState) -> None:
    seats = state.seating
    for seat in range(state.players):
        allowed = {c + 1 for c in seats.colours_of_seat(seat)}
        if seats.neutral is not None:
            allowed.add(seats.neutral + 1)
        cards = (*state.decks[seat], state.revealed[seat])
        if any(c and c // 10 not in allowed for c in cards):
            raise BadPosition(f"player {seat + 1} holds a card of a colour that is not theirs")


def _check_table(state: PuntoState) -> None:
    """Replay this round's placements: each must have been legal when it was made.

    The table is grown one card at a time (not rebuilt per card), so a long
    round costs linear time to check.
    """
    tops = [NO_CARD] * len(CELLS)
    box: Box | None = None
    reachable: set[int] = set()
    occupied: set[int] = set()
    for index, (cell, card) in enumerate(state.placements):
        if cell not in cells_for(card, tops, box, reachable, occupied):
            raise BadPosition(
                f"placement {index + 1} ({card_text(card)} at {cell_text(cell)}) "
                "breaks the placement rules"
            )
        tops[cell] = card
        box = grow_box(box, cell)
        reachable.update(NEIGHBOURS[cell])
        reachable.add(cell)
        occupied.add(cell)


def _seat(value: object, players: int, what: str) -> int:
    seat = expect_int(value, what)
    if not 0 <= seat < players:
        raise BadPosition(f"{what} must be a seat from 0 to {players - 1}, not {seat}")
    return seat


def expect_int(value: object, what: str) -> int:
    return _CHECK.integer(value, what)


def expect_list(value: object, what: str) -> list[Any]:
    return _CHECK.lst(value, what)


def _expect_object(data: object, what: str, keys: tuple[str, ...]) -> dict[str, Any]:
    return _CHECK.obj(data, what, keys)
