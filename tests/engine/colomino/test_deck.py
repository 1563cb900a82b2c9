"""The pack (docs/rules/colomino.md D1-D7): 24 yellow-tab, 24 green-tab, 4 STAR cards."""

from __future__ import annotations

from collections import Counter

from parlour.games.colomino.cards import (
    BY_LEFT,
    BY_RIGHT,
    CARD_COUNT,
    FACES,
    INDEX_ORDER,
    LETTER_CLASS,
    NAMES,
    PERMS,
    STAR_CARDS,
    TABS,
    hand_order,
    index_type,
    oriented_face,
)

from .helpers import cid

# The model's full table, typed in from the design document (ID, left, right, upright).
MODEL_TABLE = """
Y01 WBMR RBMY|Y02 YMRB RBMW|Y03 WRMB YBMR|Y04 WMRB BYMR|Y05 WRBM YRMB|Y06 YRBM RMWB
Y07 YRMB RWMB|Y08 WBRM RYMB|Y09 YBRM RBWM|Y10 YBMR RWBM|Y11 RYBM BMWR|Y12 RYMB BWMR
Y13 RWBM MRYB|Y14 RBWM RMYB|Y15 RBYM BRWM|Y16 RBMW RBYM|Y17 RBMY BWRM|Y18 RMBW BRYM
Y19 BWRM MYRB|Y20 BRWM YMRB|Y21 BRMW YBRM|Y22 BMRW BYRM|Y23 MRBW YRBM|Y24 MBYR WRBM
S1 WRBM RBMW|S2 RBMW BMWR|S3 BMWR MWRB|S4 MWRB WRBM
"""


def _model() -> dict[str, tuple[str, str]]:
    rows = {}
    for entry in MODEL_TABLE.replace("\n", "|").split("|"):
        if entry.strip():
            name, left, right = entry.split()
            rows[name] = (left, right)
            if name.startswith("Y"):  # "Yk equals Gk with Y and G swapped"
                rows["G" + name[1:]] = (left.replace("Y", "G"), right.replace("Y", "G"))
    return rows


def test_pack_matches_the_model_table() -> None:
    """D6/D7: the generated layout is exactly the model's 52-card table."""
    model = _model()
    assert len(model) == CARD_COUNT == 52
    assert {NAMES[c]: FACES[c] for c in range(CARD_COUNT)} == model


def test_every_column_is_a_permutation_of_the_classes() -> None:
    """r5: "each part having four coloured squares, i.e., red, blue, mauve and EITHER yellow, green or white"."""
    for left, right in FACES:
        for column in (left, right):
            assert sorted(LETTER_CLASS[c] for c in column) == [0, 1, 2, 3]


def test_tab_square_and_white_squares() -> None:
    """D4/D5: a coloured card has one square of its tab colour and one W; stars have two W."""
    for card in range(CARD_COUNT):
        squares = Counter(FACES[card][0] + FACES[card][1])
        if TABS[card] == "S":
            assert squares["W"] == 2 and squares["Y"] == squares["G"] == 0
        else:
            other = "G" if TABS[card] == "Y" else "Y"
            assert squares[TABS[card]] == 1 and squares["W"] == 1 and squares[other] == 0


def test_counts_of_squares() -> None:
    """Model counts: 24 yellow, 24 green, 56 white, 104 each of red, blue, mauve."""
    squares = Counter("".join(left + right for left, right in FACES))
    assert squares == {"Y": 24, "G": 24, "W": 56, "R": 104, "B": 104, "M": 104}


def test_no_two_layouts_equal_up_to_turning() -> None:
    """D6: no duplicate cards, allowing the 180-degree turn, except the Yk/Gk pairs."""
    seen: dict[tuple[str, ...], str] = {}
    for card in range(CARD_COUNT):
        shapes = {tuple(LETTER_CLASS[c] for c in "".join(oriented_face(card, o))) for o in (0, 1)}
        key = tuple(sorted(str(s) for s in shapes))
        other = seen.get(key)
        assert other is None or other[1:] == NAMES[card][1:] and other[0] != NAMES[card][0]
        seen.setdefault(key, NAMES[card])


def test_uniform_supply_of_every_column() -> None:
    """D6 property 3: each ordering is the left column of exactly 4 coloured card-orientations
    (Y-visible, Y-white, G-visible, G-white), and the right column of exactly 4."""
    for perm in range(len(PERMS)):
        for table, side in ((BY_LEFT, 0), (BY_RIGHT, 1)):
            coloured = [(c, o) for c, o in table[perm] if TABS[c] != "S"]
            assert len(coloured) == 4
            specials = sorted(oriented_face(c, o)[side][PERMS[perm].index(0)] for c, o in coloured)
            assert specials == ["G", "W", "W", "Y"]


def test_stars_enter_from_exactly_eight_columns() -> None:
    """D7: one star-orientation has left column P for 0123, 1230, 2301, 3012 and their reverses."""
    allowed = {"0123", "1230", "2301", "3012", "3210", "0321", "1032", "2103"}
    for perm in range(len(PERMS)):
        stars = [(c, o) for c, o in BY_LEFT[perm] if c in STAR_CARDS]
        name = "".join(map(str, PERMS[perm]))
        assert len(stars) == (1 if name in allowed else 0)


def test_index_types() -> None:
    """r6 with D3: coloured cards per index type 4,4,8,4,4,4,8,4,4,4 and TL <= BR upright."""
    counts = Counter(index_type(c) for c in range(48))
    assert [counts[t] for t in INDEX_ORDER] == [4, 4, 8, 4, 4, 4, 8, 4, 4, 4]
    assert all(tl <= br for tl, br in map(index_type, range(CARD_COUNT)))
    assert sorted(index_type(c) for c in STAR_CARDS) == [(0, 0), (1, 1), (2, 2), (3, 3)]


def test_hand_sorting_example() -> None:
    """r6: "select all 0 colours that are top left or bottom right. Then 1's ..." (model's example)."""
    cards = [cid(n) for n in ("G17", "Y06", "S3", "Y01", "G21")]
    assert [NAMES[c] for c in hand_order(cards)] == ["Y01", "Y06", "G17", "S3", "G21"]
