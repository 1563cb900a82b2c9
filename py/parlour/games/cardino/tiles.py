"""Cardino's tiles and board as data: faces, values, the layout, neighbours.

Everything here is a precomputed table, because search calls the rules
hundreds of thousands of times and table look-ups keep that cheap.

A tile is an int: a face is ``rank * 4 + suit`` (0..31, so the natural
order 7C < 7D < 7H < 7S < 8C ... is the rulebook's "lowest valued tile"
order) and the joker is 32.  The board has 32 spaces (4 rows of 8); each
space has a top and a bottom half, so a half is ``2 * space + part``
(0..63) and the halves form an 8 x 8 grid of tiles.
"""

from __future__ import annotations

RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
SUIT_LETTERS = ("C", "D", "H", "S")
SUIT_SYMBOLS = ("♣", "♦", "♥", "♠")
SUIT_WORDS = ("Clubs", "Diamonds", "Hearts", "Spades")
RANK_VALUES = (1, 1, 1, 1, 2, 3, 4, 5)
"""Rulebook "Tile point values": Ace 5, King 4, Queen 3, Jack 2, 10-7 one each."""

FACE_COUNT = 32
JOKER = 32
EMPTY = -1
COPIES_PER_FACE = 2
JOKER_COUNT = 2
JOKER_PENALTY = 6
"""Rule 7 of "To Play the Game": "A Joker counts 6 points as a penalty"."""
HAND_SIZE = 5
BONUS_TILES = 5
BONUS_POINTS = 10
"""Scoring rule 5: "A bonus of 10 points ... play 5 tiles of the same suit in one turn"."""

PART_LETTERS = ("t", "b")

BOARD_LAYOUT: tuple[tuple[str, ...], ...] = (
    ("10C", "9C", "8C", "7C", "7D", "8D", "9D", "10D"),
    ("JC", "QC", "KC", "AC", "AD", "KD", "QD", "JD"),
    ("JH", "QH", "KH", "AH", "AS", "KS", "QS", "JS"),
    ("10H", "9H", "8H", "7H", "7S", "8S", "9S", "10S"),
)
"""The faces printed on the board, row by row (decision D1 in docs/rules/cardino.md).

Each suit fills a 2 x 4 corner block, tens towards the edge and aces
towards the centre, so the four aces meet in the middle.
"""

ROWS = len(BOARD_LAYOUT)
COLUMNS = len(BOARD_LAYOUT[0])
SPACE_COUNT = ROWS * COLUMNS
HALF_COUNT = 2 * SPACE_COUNT


def face_of(rank: int, suit: int) -> int:
    return rank * 4 + suit


def rank_of(tile: int) -> int:
    return tile // 4


def suit_of(tile: int) -> int:
    return tile % 4


FACE_CODES = tuple(RANKS[rank_of(f)] + SUIT_LETTERS[suit_of(f)] for f in range(FACE_COUNT))
FACE_SYMBOLS = tuple(RANKS[rank_of(f)] + SUIT_SYMBOLS[suit_of(f)] for f in range(FACE_COUNT))
FACE_BY_CODE = {code: face for face, code in enumerate(FACE_CODES)}
FACE_VALUES = tuple(RANK_VALUES[rank_of(f)] for f in range(FACE_COUNT))

SPACE_FACE = tuple(FACE_BY_CODE[code] for row in BOARD_LAYOUT for code in row)
FACE_SPACE = tuple(SPACE_FACE.index(face) for face in range(FACE_COUNT))
SPACE_SUIT = tuple(suit_of(face) for face in SPACE_FACE)

HALF_SUIT = tuple(SPACE_SUIT[h // 2] for h in range(HALF_COUNT))
HALF_VALUE = tuple(FACE_VALUES[SPACE_FACE[h // 2]] for h in range(HALF_COUNT))
"""What a tile on this half counts as a neighbour: every tile on a half is
either that space's face or a joker standing for it (decision D6)."""
HALF_CODES = tuple(
    f"{FACE_CODES[SPACE_FACE[h // 2]]}/{PART_LETTERS[h % 2]}" for h in range(HALF_COUNT)
)
HALF_BY_CODE = {code: half for half, code in enumerate(HALF_CODES)}
FACE_HALVES = tuple((2 * FACE_SPACE[f], 2 * FACE_SPACE[f] + 1) for f in range(FACE_COUNT))
SUIT_HALVES = tuple(
    tuple(h for h in range(HALF_COUNT) if HALF_SUIT[h] == suit) for suit in range(4)
)
ALL_HALVES = tuple(range(HALF_COUNT))


def half_of(space: int, part: int) -> int:
    return 2 * space + part


def grid_position(half: int) -> tuple[int, int]:
    """(row, column) of a half in the 8 x 8 grid of tiles."""
    space, part = divmod(half, 2)
    row, column = divmod(space, COLUMNS)
    return 2 * row + part, column


def _neighbours(half: int, same_space_adjacent: bool) -> tuple[int, ...]:
    """Halves that score for a tile placed on ``half`` (scoring rule 2).

    Sideways: the same half of the spaces left and right.  Vertically: a
    bottom half touches the top half of the space below.  Diagonals never
    count, and the other half of the same space only with the D5 variant.
    """
    space, part = divmod(half, 2)
    row, column = divmod(space, COLUMNS)
    found: list[int] = []
    for step in (-1, 1):
        if 0 <= column + step < COLUMNS:
            found.append(half_of(space + step, part))
    below_or_above = row + 1 if part == 1 else row - 1
    if 0 <= below_or_above < ROWS:
        found.append(half_of(below_or_above * COLUMNS + column, 1 - part))
    if same_space_adjacent:
        found.append(half_of(space, 1 - part))
    return tuple(sorted(found))


NEIGHBOURS: dict[bool, tuple[tuple[int, ...], ...]] = {
    flag: tuple(_neighbours(h, flag) for h in range(HALF_COUNT)) for flag in (False, True)
}
"""Neighbour halves of every half, keyed by the ``same_space_neighbours`` option."""

FULL_SET: tuple[int, ...] = tuple(
    sorted(
        [face for face in range(FACE_COUNT) for _ in range(COPIES_PER_FACE)] + [JOKER] * JOKER_COUNT
    )
)
"""All 66 tiles, sorted."""


def tile_code(tile: int) -> str:
    """ASCII name of a tile: ``QD``, ``10C`` or ``*`` for the joker."""
    return "*" if tile == JOKER else FACE_CODES[tile]


def tile_symbol(tile: int) -> str:
    """Display name of a tile: ``Q♦`` or ``Joker``."""
    return "Joker" if tile == JOKER else FACE_SYMBOLS[tile]


def penalty_value(tile: int) -> int:
    """What a tile left in hand costs at the end (rule 7)."""
    return JOKER_PENALTY if tile == JOKER else FACE_VALUES[tile]


TILE_BY_CODE = {**FACE_BY_CODE, "*": JOKER}
