"""Cards laid by hand that several Punto tests build positions from (``position`` in
conftest.py lays them in order): one copy of each, so the tests agree on what it shows.

Each is a list of (x, y, card) placements.
"""

RED_FOUR = [
    (0, 0, "R1"),
    (0, 1, "B1"),
    (1, 0, "R2"),
    (1, 1, "B2"),
    (2, 0, "R3"),
    (2, 1, "B3"),
    (3, 0, "R4"),
    (3, 1, "B4"),
]
"""Red 1-4 along y=0 with blue 1-4 below: red 8 completes five at 4,0 or -1,0."""

RED_FOUR_CAPPED = [*RED_FOUR, (-1, 0, "B9")]
"""The same with the left end taken by a blue 9 that red 8 cannot cover."""

RED_BY_BOTH = [
    (0, 0, "R1"),
    (0, 1, "B1"),
    (1, 0, "R2"),
    (1, 1, "G1"),
    (2, 0, "R3"),
    (2, 1, "B2"),
    (3, 0, "R4"),
    (3, 1, "G2"),
]
"""The team game: red 1-4 along y=0, blue and green (the other team) along y=1: a red 9
at 4,0 makes five in a row for red's team."""

RED_17 = [(0, 0, "R5"), (1, 0, "R4"), (2, 0, "R8")]
"""Four players, rows of 3 count: red 5+4+8=17 against blue 3+7+5=15 (``BLUE_15``), the
rulebook's example of a round nobody completes."""

BLUE_15 = [(0, 2, "B3"), (1, 2, "B7"), (2, 2, "B5")]
