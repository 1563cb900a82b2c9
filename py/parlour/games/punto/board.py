"""The geometry of the Punto table: cells, neighbours and lines.

The first card of a round lies at (0, 0) and every card must fit in a
6 x 6 box with it, so no card can ever lie more than 5 cells away from the
origin.  The table is therefore an 11 x 11 grid, indexed row by row, and
every table below is computed once at import.
"""

from __future__ import annotations

from functools import cache

from parlour.core import BadPosition

FRAME = 6
"""All cards of a round fit in a FRAME x FRAME box ("a grid of maximum 6 x 6")."""
REACH = FRAME - 1
SIDE = 2 * REACH + 1
CELLS = range(SIDE * SIDE)
ORIGIN = REACH * SIDE + REACH
DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))
"""Horizontal, vertical and the two diagonals, each walked both ways."""

Box = tuple[int, int, int, int]
"""Occupied or allowed region as (min x, min y, max x, max y)."""


def cell_of(x: int, y: int) -> int:
    return (y + REACH) * SIDE + (x + REACH)


def on_table(x: int, y: int) -> bool:
    return -REACH <= x <= REACH and -REACH <= y <= REACH


X = tuple(c % SIDE - REACH for c in CELLS)
Y = tuple(c // SIDE - REACH for c in CELLS)


def _neighbours(cell: int) -> tuple[int, ...]:
    x, y = X[cell], Y[cell]
    return tuple(
        cell_of(x + dx, y + dy)
        for dy in (-1, 0, 1)
        for dx in (-1, 0, 1)
        if (dx or dy) and on_table(x + dx, y + dy)
    )


def _ray(cell: int, dx: int, dy: int) -> tuple[int, ...]:
    """Cells from ``cell`` (excluded) in one direction; a row never exceeds FRAME."""
    x, y = X[cell], Y[cell]
    steps: list[int] = []
    for k in range(1, FRAME):  # a loop, not a generator: this table is built at every start
        if not on_table(x + k * dx, y + k * dy):
            break  # a straight line that has left the table does not come back
        steps.append(cell_of(x + k * dx, y + k * dy))
    return tuple(steps)


NEIGHBOURS = tuple(_neighbours(c) for c in CELLS)
NEIGHBOURHOOD = tuple(frozenset((*NEIGHBOURS[c], c)) for c in CELLS)
"""A cell with its up to eight neighbours."""
RAYS = tuple(tuple((_ray(c, dx, dy), _ray(c, -dx, -dy)) for dx, dy in DIRECTIONS) for c in CELLS)
"""RAYS[cell][d] = (forward cells, backward cells) for direction d."""


def cell_text(cell: int) -> str:
    """ "x,y" with the first card at 0,0, x to the right and y downwards."""
    return f"{X[cell]},{Y[cell]}"


_CELL_OF_TEXT = {cell_text(cell): cell for cell in CELLS}
"""Every cell's canonical text, read first: positions name cells thousands of times."""


def parse_cell(text: object) -> int:
    found = _CELL_OF_TEXT.get(text) if isinstance(text, str) else None
    if found is not None:
        return found
    try:
        assert isinstance(text, str)
        x_text, y_text = text.split(",")
        x, y = int(x_text), int(y_text)
    except (AssertionError, ValueError):
        raise BadPosition(f"a cell is written 'x,y' like '-1,2', not {text!r}") from None
    if not on_table(x, y):
        raise BadPosition(f"cell {text} is beyond the 6 x 6 frame around 0,0")
    return cell_of(x, y)


def grow_box(box: Box | None, cell: int) -> Box:
    x, y = X[cell], Y[cell]
    if box is None:
        return (x, y, x, y)
    return (min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y))


def allowed_box(box: Box | None) -> Box:
    """Where a card may still go so that everything fits in FRAME x FRAME."""
    if box is None:
        return (0, 0, 0, 0)
    return (box[2] - REACH, box[3] - REACH, box[0] + REACH, box[1] + REACH)


@cache
def cells_in(box: Box) -> frozenset[int]:
    """Every table cell inside ``box``: few distinct boxes occur, so they are cached."""
    return frozenset(c for c in CELLS if box[0] <= X[c] <= box[2] and box[1] <= Y[c] <= box[3])


def run_through(tops: tuple[int, ...], cell: int, direction: int, tag: int) -> tuple[int, ...]:
    """The cells of the line of ``tag``-coloured top cards through ``cell`` in one direction.

    ``cell`` is counted as if it held that colour (it is usually the card
    just placed).  The result is ordered from one end to the other.
    """
    forward, backward = RAYS[cell][direction]
    ahead = []
    for other in forward:
        if tops[other] // 10 != tag:
            break
        ahead.append(other)
    behind = []
    for other in backward:
        if tops[other] // 10 != tag:
            break
        behind.append(other)
    return (*reversed(behind), cell, *ahead)


def run_length(tops: tuple[int, ...], cell: int, direction: int, tag: int) -> int:
    """How long the ``tag`` line through ``cell`` is; the hot path of win checks."""
    forward, backward = RAYS[cell][direction]
    length = 1
    for other in forward:
        if tops[other] // 10 != tag:
            break
        length += 1
    for other in backward:
        if tops[other] // 10 != tag:
            break
        length += 1
    return length


def maximal_runs(tops: tuple[int, ...], min_length: int) -> list[tuple[int, ...]]:
    """Every maximal straight line of one colour of at least ``min_length`` top cards."""
    runs = []
    for cell in CELLS:
        tag = tops[cell] // 10
        if not tag:
            continue
        for direction in range(len(DIRECTIONS)):
            backward = RAYS[cell][direction][1]
            if backward and tops[backward[0]] // 10 == tag:
                continue  # not the start of this line; it is found from its start
            run = run_through(tops, cell, direction, tag)
            if len(run) >= min_length:
                runs.append(run)
    return runs
