"""Who owns which colours, and how long a winning row is, for each seating.

A *side* is what wins a round: a player, or a team of two partners in the
team game.  Every colour belongs to one side, except the neutral colour of
the three-player game, which belongs to nobody.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

NEUTRAL_COLOUR_3P = 3
"""In the game of three the fourth colour (green) is the neutral one."""
TWO_PLAYER_COLOURS = ((0, 2), (1, 3))
"""Two players: red and yellow against blue and green (seats 0 and 1)."""
NEUTRAL_PER_PLAYER = 6
"""Three players: "6 random cards of the fourth, neutral color" each."""


@dataclass(frozen=True)
class Seating:
    players: int
    teams: bool
    side_of_seat: tuple[int, ...]
    side_of_tag: tuple[int, ...]
    """Indexed by colour tag (colour + 1; index 0 unused): the owning side, -1 for none."""
    seats_of_side: tuple[tuple[int, ...], ...]
    colours_of_side: tuple[tuple[int, ...], ...]
    neutral: int | None
    win_length: int

    @property
    def sides(self) -> int:
        return len(self.seats_of_side)

    @property
    def tie_break_length(self) -> int:
        """Rows counted when nobody completed a row: one short of a win (D8)."""
        return self.win_length - 1

    def colours_of_seat(self, seat: int) -> tuple[int, ...]:
        return self.colours_of_side[self.side_of_seat[seat]]


@cache
def seating(players: int, teams: bool) -> Seating:
    """The (cached) seating for a player count; ``teams`` matters only for four."""
    if players == 2:
        colours = TWO_PLAYER_COLOURS
        return _make(players, False, (0, 1), colours, None, 5)
    if players == 3:
        return _make(players, False, (0, 1, 2), ((0,), (1,), (2,)), NEUTRAL_COLOUR_3P, 4)
    if teams:
        # Partners sit opposite: seats 0 and 2 play red+yellow, 1 and 3 blue+green.
        return _make(players, True, (0, 1, 0, 1), TWO_PLAYER_COLOURS, None, 5)
    return _make(players, False, (0, 1, 2, 3), ((0,), (1,), (2,), (3,)), None, 4)


def _make(
    players: int,
    teams: bool,
    side_of_seat: tuple[int, ...],
    colours_of_side: tuple[tuple[int, ...], ...],
    neutral: int | None,
    win_length: int,
) -> Seating:
    side_of_tag = [-1] * 5
    for side, colours in enumerate(colours_of_side):
        for colour in colours:
            side_of_tag[colour + 1] = side
    seats_of_side = tuple(
        tuple(s for s in range(players) if side_of_seat[s] == side)
        for side in range(len(colours_of_side))
    )
    return Seating(
        players,
        teams,
        side_of_seat,
        tuple(side_of_tag),
        seats_of_side,
        colours_of_side,
        neutral,
        win_length,
    )
