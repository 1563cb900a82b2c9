"""Where a Punto card goes, named by the cards a player sees around it (docs/rules/punto.md, D21).

The table has no fixed edge (the grid floats with the cards), so the log and
hints never say ``2,-1``: a card goes "in the middle" (the first of a round),
"on blue 3" (covering it) or beside a card already down ("right of red 7",
"below left of green 2").  The neighbour named is one whose card is the only
one of its kind on the table (and not the card being placed) when there is
one, and a side neighbour before a corner one, so the words point at one place.
"""

from __future__ import annotations

from parlour.games.punto.board import NEIGHBOURS, X, Y
from parlour.games.punto.cards import card_name
from parlour.games.punto.view import PuntoView
from parlour.games.punto.words import SAY

SIDE_FIRST = {
    (-1, 0): "left",
    (1, 0): "right",
    (0, -1): "above",
    (0, 1): "below",
    (-1, -1): "above_left",
    (1, -1): "above_right",
    (-1, 1): "below_left",
    (1, 1): "below_right",
}
"""From the neighbour to the new card (y grows down the table, D13): the sides, then corners."""


def place_words(view: PuntoView, cell: int, card: int = 0) -> str:
    """ "in the middle", "on blue 3" or "right of red 7": where ``cell`` is, as the table shows
    (a neighbour like ``card``, the card going there, is named last: "green 4 right of green 4"
    reads like a slip)."""
    stacks = view.stacks
    if not stacks:
        return SAY("where.middle")
    if cell in stacks:
        return SAY("where.on", card=card_name(stacks[cell][-1]))
    tops = [stack[-1] for stack in stacks.values()]
    beside = [n for n in NEIGHBOURS[cell] if n in stacks]
    if not beside:  # not a legal place; still say something true
        return SAY("where.apart")
    top = {n: stacks[n][-1] for n in beside}
    neighbour = min(
        beside, key=lambda n: (top[n] == card or tops.count(top[n]) > 1, _order(n, cell))
    )
    side = SIDE_FIRST[_offset(neighbour, cell)]
    return SAY(f"where.{side}", card=card_name(stacks[neighbour][-1]))


def _offset(neighbour: int, cell: int) -> tuple[int, int]:
    return X[cell] - X[neighbour], Y[cell] - Y[neighbour]


def _order(neighbour: int, cell: int) -> int:
    return list(SIDE_FIRST).index(_offset(neighbour, cell))
