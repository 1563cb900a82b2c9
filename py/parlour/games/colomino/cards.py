"""The Colomino pack: 24 yellow-tab, 24 green-tab and 4 STAR cards.

A card face is two columns of four squares (decision D1).  Each column
holds red, blue, mauve and one "special" square (yellow, green or white),
so a column is a permutation of the colour classes 0..3 (0 = special,
1 = red, 2 = blue, 3 = mauve; D2).  Rule 7 matches squares by class, so
two columns match when their class permutations are equal.

The layout of the pack is the project's reconstruction (D6, D7): for each
ordering P of the classes, a card ``P | plus1(three(P))`` in a yellow and a
green copy, plus four white-only STAR cards forming a closed loop.  All the
tables bots need are precomputed here once, so the rules code only looks
things up.
"""

from __future__ import annotations

from itertools import permutations

Column = tuple[int, int, int, int]
"""A column's colour classes, top to bottom."""

SPECIAL, RED, BLUE, MAUVE = 0, 1, 2, 3
CLASS_LETTER = {RED: "R", BLUE: "B", MAUVE: "M"}
LETTER_CLASS = {
    "R": RED,
    "B": BLUE,
    "M": MAUVE,
    "Y": SPECIAL,
    "G": SPECIAL,
    "W": SPECIAL,
    "T": SPECIAL,
}
"""'T' stands for the team square (Y or G) while the pack is being built."""

YELLOW_TAB, GREEN_TAB, STAR_TAB = "Y", "G", "S"
SIDE_COLOUR = ("Y", "G")
"""Side 0 plays for yellow, side 1 for green (D34: the choice is immaterial)."""

UPRIGHT, ROTATED = 0, 1
"""Orientation: as printed in the table (index TL <= BR), or turned 180 degrees (D8)."""

INDEX_ORDER = ((0, 0), (0, 1), (0, 2), (0, 3), (1, 1), (1, 2), (1, 3), (2, 2), (2, 3), (3, 3))
"""Rule 6's hand order by index type, with the 2/2 that the scan omits (D3)."""

PERMS: tuple[Column, ...] = tuple(permutations((0, 1, 2, 3)))  # type: ignore[arg-type]
PERM_INDEX: dict[Column, int] = {p: i for i, p in enumerate(PERMS)}


def up(column: Column) -> Column:
    """Sideways follow-on: the top colour becomes the bottom colour (r8)."""
    return (column[1], column[2], column[3], column[0])


def down(column: Column) -> Column:
    """The inverse of ``up``: the bottom colour becomes the top one (Fourways RU/LU)."""
    return (column[3], column[0], column[1], column[2])


def three(column: Column) -> Column:
    """Threeways follow-on: top stays, 2nd goes last, 3rd and 4th move up (r11)."""
    return (column[0], column[2], column[3], column[1])


def plus1(column: Column) -> Column:
    return tuple((k + 1) % 4 for k in column)  # type: ignore[return-value]


UP = tuple(PERM_INDEX[up(p)] for p in PERMS)
DOWN = tuple(PERM_INDEX[down(p)] for p in PERMS)
THREE = tuple(PERM_INDEX[three(p)] for p in PERMS)


def _letters(column: Column, special: str) -> str:
    return "".join(special if k == SPECIAL else CLASS_LETTER[k] for k in column)


def _table_orientation(left: str, right: str) -> tuple[str, str]:
    """Turn a face so its index reads TL <= BR (r6), ties by the smaller left column."""
    turned = (right[::-1], left[::-1])
    key = _index_key(left, right), _classes(left)
    turned_key = _index_key(*turned), _classes(turned[0])
    return (left, right) if key <= turned_key else turned


def _classes(letters: str) -> str:
    return "".join(str(LETTER_CLASS[c]) for c in letters)


def _index_key(left: str, right: str) -> tuple[bool, int, int]:
    tl, br = LETTER_CLASS[left[0]], LETTER_CLASS[right[3]]
    return (tl > br, tl, br)


def _coloured_layouts() -> list[tuple[str, str]]:
    """The 24 layouts in table order, the special squares as 'T' (team) and 'W'."""
    layouts = []
    for perm in PERMS:
        right = plus1(three(perm))
        layouts.append(_table_orientation(_letters(perm, "T"), _letters(right, "W")))
    return sorted(
        layouts,
        key=lambda lr: (
            INDEX_ORDER.index((LETTER_CLASS[lr[0][0]], LETTER_CLASS[lr[1][3]])),
            _classes(lr[0]),
            _classes(lr[1]),
        ),
    )


def _star_layouts() -> list[tuple[str, str]]:
    """S_k = up^(k-1)(0123) | up^k(0123): the closed Domino loop (D7)."""
    column: Column = (0, 1, 2, 3)
    stars = []
    for _ in range(4):
        stars.append((_letters(column, "W"), _letters(up(column), "W")))
        column = up(column)
    return stars


def _build() -> tuple[tuple[str, ...], tuple[str, ...], tuple[tuple[str, str], ...]]:
    names, tabs, faces = [], [], []
    for tab in (YELLOW_TAB, GREEN_TAB):
        for number, (left, right) in enumerate(_coloured_layouts(), start=1):
            names.append(f"{tab}{number:02d}")
            tabs.append(tab)
            faces.append((left.replace("T", tab), right.replace("T", tab)))
    for number, face in enumerate(_star_layouts(), start=1):
        names.append(f"S{number}")
        tabs.append(STAR_TAB)
        faces.append(face)
    return tuple(names), tuple(tabs), tuple(faces)


NAMES, TABS, FACES = _build()
"""Card id -> name ('Y07'), tab ('Y', 'G' or 'S') and face (left, right letters, upright)."""
CARD_COUNT = len(NAMES)
CARD_ID = {name: card for card, name in enumerate(NAMES)}
COLOURED_CARDS = tuple(c for c in range(CARD_COUNT) if TABS[c] != STAR_TAB)
STAR_CARDS = tuple(c for c in range(CARD_COUNT) if TABS[c] == STAR_TAB)


def mask_of(cards: object) -> int:
    """The bitmask of an iterable of card ids."""
    result = 0
    for card in cards:  # type: ignore[attr-defined]
        result |= 1 << card
    return result


def cards_of(mask: int) -> tuple[int, ...]:
    """The card ids in a bitmask, ascending."""
    return tuple(c for c in range(CARD_COUNT) if mask >> c & 1)


TAB_MASK = {
    tab: mask_of(c for c in range(CARD_COUNT) if TABS[c] == tab)
    for tab in (YELLOW_TAB, GREEN_TAB, STAR_TAB)
}
COLOURED_MASK = TAB_MASK[YELLOW_TAB] | TAB_MASK[GREEN_TAB]
FULL_MASK = COLOURED_MASK | TAB_MASK[STAR_TAB]


def oriented_face(card: int, orient: int) -> tuple[str, str]:
    """(left, right) column letters of a card as it lies (180-degree turn for ROTATED)."""
    left, right = FACES[card]
    return (left, right) if orient == UPRIGHT else (right[::-1], left[::-1])


ORIENTED = tuple(tuple(oriented_face(c, o) for o in (UPRIGHT, ROTATED)) for c in range(CARD_COUNT))
LEFT_PERM = tuple(
    tuple(
        PERM_INDEX[tuple(LETTER_CLASS[x] for x in ORIENTED[c][o][0])]  # type: ignore[index]
        for o in (UPRIGHT, ROTATED)
    )
    for c in range(CARD_COUNT)
)
RIGHT_PERM = tuple(
    tuple(
        PERM_INDEX[tuple(LETTER_CLASS[x] for x in ORIENTED[c][o][1])]  # type: ignore[index]
        for o in (UPRIGHT, ROTATED)
    )
    for c in range(CARD_COUNT)
)


def _by_column(table: tuple[tuple[int, ...], ...]) -> tuple[tuple[tuple[int, int], ...], ...]:
    found: list[list[tuple[int, int]]] = [[] for _ in PERMS]
    for card in range(CARD_COUNT):
        for orient in (UPRIGHT, ROTATED):
            found[table[card][orient]].append((card, orient))
    return tuple(tuple(entries) for entries in found)


BY_LEFT = _by_column(LEFT_PERM)
"""Perm index -> every (card, orientation) whose left column has those classes."""
BY_RIGHT = _by_column(RIGHT_PERM)


def index_type(card: int) -> tuple[int, int]:
    """Rule 6's index TL/BR: classes of the top-left and bottom-right squares, upright."""
    left, right = FACES[card]
    return LETTER_CLASS[left[0]], LETTER_CLASS[right[3]]


def hand_order(cards: object) -> tuple[int, ...]:
    """Rule 6's reading order: by index type, then by card id."""
    return tuple(sorted(cards, key=lambda c: (INDEX_ORDER.index(index_type(c)), c)))  # type: ignore[call-overload]
