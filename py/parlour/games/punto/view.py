"""What a seat sees of a Punto match, and states rebuilt from it for bots.

Everything in Punto is public except the order of each face-down deck
(D12): the view shows the table with its covered cards, every revealed
card, and which cards remain in each deck, but never their order or the seed.
The state's JSON is the spectator's view's public part plus the decks and the
seed, so the encoding lives here; decoding, which builds states, is codec.py's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from parlour.core import JSON, Outcome, cached
from parlour.games.punto.board import Box, cell_text
from parlour.games.punto.cards import card_text
from parlour.games.punto.rounds import RoundSummary, summary_parts
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

    @cached
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
        return " ".join(part for part in self.round_parts(number) if part)

    def round_parts(self, number: int) -> tuple[str, str]:
        """Round ``number``'s result and why its rows were counted (``summary_parts``)."""
        seats = seating(self.players, self.teams)
        return summary_parts(self.rounds[number], seats.side_of_seat, seats.tie_break_length)

    def to_json(self) -> JSON:
        data = public_json(self)
        data["player"] = self.player
        data["remaining"] = [cards_json(cards) for cards in self.remaining]
        return data


def cards_json(cards: tuple[int, ...]) -> list[str]:
    return [card_text(c) for c in cards]


def summary_to_json(summary: RoundSummary) -> JSON:
    return {
        "number": summary.number,
        "winners": list(summary.winners),
        "reason": summary.reason,
        "row": [cell_text(c) for c in summary.row],
        "removed_card": card_text(summary.removed_card) if summary.removed_card else None,
        "stuck_seat": summary.stuck_seat,
        "tallies": [[t.rows, t.points] for t in summary.tallies],
        "final_tops": [[cell_text(c), card_text(t)] for c, t in summary.final_tops],
    }


def public_json(view: PuntoView) -> dict[str, Any]:
    """The public part, shared by states and views."""
    return {
        "players": view.players,
        "teams": view.teams,
        "rounds_to_win": view.rounds_to_win,
        "round": view.round_no,
        "starter": view.starter,
        "turn": view.turn,
        "placements": [[cell_text(c), card_text(t)] for c, t in view.placements],
        "revealed": [card_text(c) if c else None for c in view.revealed],
        "removed": cards_json(view.removed),
        "rounds_won": list(view.rounds_won),
        "rounds": [summary_to_json(s) for s in view.rounds],
    }
