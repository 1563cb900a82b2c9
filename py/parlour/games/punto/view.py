"""What a seat sees of a Punto match, and states rebuilt from it for bots.

Everything in Punto is public except the order of each face-down deck
(D12): the view shows the table with its covered cards, every revealed
card, and which cards remain in each deck, but never their order or the seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property

from parlour.core import JSON, BadPosition, Outcome
from parlour.games.punto import board
from parlour.games.punto.board import Box
from parlour.games.punto.rounds import RoundSummary, summary_text
from parlour.games.punto.rules import PuntoState, with_board
from parlour.games.punto.seating import seating


@dataclass(frozen=True)
class PuntoView:
    player: int | None
    players: int
    teams: bool
    rounds_to_win: int
    round_no: int
    starter: int
    turn: int | None
    placements: tuple[tuple[int, int], ...]
    """(cell, card) of every card placed this round, in order: covered cards are public."""
    revealed: tuple[int, ...]
    remaining: tuple[tuple[int, ...], ...]
    """Each seat's face-down cards, sorted: which cards, never their order."""
    removed: tuple[int, ...]
    rounds_won: tuple[int, ...]
    rounds: tuple[RoundSummary, ...]
    frame: Box
    """Where cards may still go (min x, min y, max x, max y) so all fit in 6 x 6."""
    outcome: Outcome | None

    @property
    def colours(self) -> tuple[tuple[int, ...], ...]:
        """Each seat's colours (the neutral colour of the game of three excluded)."""
        seats = seating(self.players, self.teams)
        return tuple(seats.colours_of_seat(s) for s in range(self.players))

    @property
    def neutral(self) -> int | None:
        return seating(self.players, self.teams).neutral

    @property
    def win_length(self) -> int:
        return seating(self.players, self.teams).win_length

    @cached_property
    def stacks(self) -> dict[int, tuple[int, ...]]:
        """Cell -> its cards, bottom first."""
        stacks: dict[int, tuple[int, ...]] = {}
        for cell, card in self.placements:
            stacks[cell] = (*stacks.get(cell, ()), card)
        return stacks

    @property
    def last_cell(self) -> int | None:
        return self.placements[-1][0] if self.placements else None

    @property
    def last_round(self) -> RoundSummary | None:
        return self.rounds[-1] if self.rounds else None

    def round_text(self, number: int) -> str:
        """How round ``number`` ended, in one line (with the tie-break numbers)."""
        return summary_text(self.rounds[number], seating(self.players, self.teams).side_of_seat)

    def to_json(self) -> JSON:
        from parlour.games.punto.viewcodec import view_to_json  # it needs this class

        return view_to_json(self)


def view_of(state: PuntoState, player: int | None) -> PuntoView:
    if player is not None and not 0 <= player < state.players:
        raise ValueError(f"no seat {player} in a {state.players}-player game")
    return PuntoView(
        player, state.players, state.teams, state.rounds_to_win, state.round_no, state.starter,
        state.turn, state.placements, state.revealed, tuple(tuple(sorted(d)) for d in state.decks),
        state.removed, state.rounds_won, state.rounds, board.allowed_box(state.box), state.outcome)


def view_from_json(data: JSON) -> PuntoView:
    from parlour.games.punto.viewcodec import view_from_json as decode

    return decode(data)


def determinize_view(view: object, rng: random.Random) -> PuntoState:
    """A full state consistent with ``view``: each deck shuffled afresh, a new seed."""
    if not isinstance(view, PuntoView):
        raise BadPosition("determinize_view needs a Punto view")
    decks = []
    for cards in view.remaining:
        deck = list(cards)
        rng.shuffle(deck)
        decks.append(tuple(deck))
    state = PuntoState(view.players, view.teams, view.rounds_to_win, rng.getrandbits(62),
                       view.round_no, view.starter, view.turn, view.placements, view.revealed,
                       tuple(decks), view.removed, view.rounds_won, view.rounds)
    return with_board(state)

