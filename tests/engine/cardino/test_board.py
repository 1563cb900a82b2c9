"""The tiles and the board layout (rulebook setup, and decision D1)."""

from __future__ import annotations

from collections import Counter

from parlour.games.cardino.tiles import (
    BOARD_LAYOUT,
    FACE_BY_CODE,
    FACE_COUNT,
    FACE_VALUES,
    FULL_SET,
    HALF_BY_CODE,
    HALF_COUNT,
    JOKER,
    SPACE_FACE,
    grid_position,
    penalty_value,
)


def test_sixty_six_tiles_two_of_each_face_and_two_jokers() -> None:
    """Rulebook: "Cardino is played on a board with 66 tiles (64 with playing card type
    faces and 2 Jokers ...)"; "Two identical tiles eventually occupy each space"."""
    counts = Counter(FULL_SET)
    assert len(FULL_SET) == 66
    assert counts[JOKER] == 2
    assert all(counts[face] == 2 for face in range(FACE_COUNT))


def test_tile_point_values() -> None:
    """Rulebook "TILE POINT VALUES": "Ace 5 points, King 4, Queen 3, Jack 2,
    10's, 9's, 8's and 7's: 1 point each"."""
    expected = {"A": 5, "K": 4, "Q": 3, "J": 2, "10": 1, "9": 1, "8": 1, "7": 1}
    for rank, value in expected.items():
        for suit in "CDHS":
            assert FACE_VALUES[FACE_BY_CODE[rank + suit]] == value


def test_joker_penalty_is_six() -> None:
    """Rule 7: "A Joker counts 6 points as a penalty"."""
    assert penalty_value(JOKER) == 6
    assert penalty_value(FACE_BY_CODE["AS"]) == 5


def test_layout_rows_as_decided() -> None:
    """D1: rows read 10C 9C 8C 7C | 7D 8D 9D 10D, JC QC KC AC | AD KD QD JD, and
    the hearts/spades blocks mirror them vertically below."""
    assert BOARD_LAYOUT[0] == ("10C", "9C", "8C", "7C", "7D", "8D", "9D", "10D")
    assert BOARD_LAYOUT[1] == ("JC", "QC", "KC", "AC", "AD", "KD", "QD", "JD")
    assert BOARD_LAYOUT[2] == ("JH", "QH", "KH", "AH", "AS", "KS", "QS", "JS")
    assert BOARD_LAYOUT[3] == ("10H", "9H", "8H", "7H", "7S", "8S", "9S", "10S")


def test_every_face_has_exactly_one_space() -> None:
    """Rule 4: a tile goes "over its MATCHING FACE SPACE": each face is printed once."""
    assert sorted(SPACE_FACE) == list(range(FACE_COUNT))


def test_the_four_aces_meet_at_the_centre() -> None:
    """D1: aces towards the middle, so the four aces touch the centre of the 8 x 8 grid."""
    centre_rows = {3, 4}
    centre_columns = {3, 4}
    for ace in ("AC", "AD", "AH", "AS"):
        halves = [HALF_BY_CODE[f"{ace}/t"], HALF_BY_CODE[f"{ace}/b"]]
        rows = {grid_position(h)[0] for h in halves}
        columns = {grid_position(h)[1] for h in halves}
        assert rows & centre_rows and columns <= centre_columns


def test_each_suit_fills_one_corner_block() -> None:
    """D1: "The suits divide the board into four sections" (rule 3), 2 x 4 spaces each."""
    for suit, (row0, col0) in zip("CDHS", ((0, 0), (0, 4), (2, 0), (2, 4))):
        block = {BOARD_LAYOUT[r][c] for r in (row0, row0 + 1) for c in range(col0, col0 + 4)}
        assert {code[-1] for code in block} == {suit}
        assert len(block) == 8


def test_the_board_is_eight_tiles_square() -> None:
    """32 spaces, each with a top and a bottom half: 64 tile places in an 8 x 8 grid."""
    assert HALF_COUNT == 64
    assert {grid_position(h) for h in range(HALF_COUNT)} == {
        (r, c) for r in range(8) for c in range(8)
    }
