"""Where a card goes, in the words of the table (D21): no coordinates, which the board never draws.

Rulebook 002_da36c05bff356ce3.txt: "The next player ... places it adjacent to the card already
on the table (horizontal, vertical or diagonal) or on top of another card", so every place is
"on" a card or next to one; the first card "in the middle".
"""

from __future__ import annotations

from parlour.games.punto.board import cell_of
from parlour.games.punto.cards import parse_card
from parlour.games.punto.places import place_words
from parlour.words import speaking


def test_the_first_card_goes_in_the_middle(position) -> None:
    view = position(2).view(0)
    assert place_words(view, cell_of(0, 0)) == "in the middle"
    with speaking("pt"):
        assert place_words(view, cell_of(0, 0)) == "no meio"


def test_a_card_played_on_another_is_placed_on_the_card_on_top(position) -> None:
    view = position(2, [(0, 0, "R5"), (0, 0, "B7")]).view(0)
    assert place_words(view, cell_of(0, 0)) == "on blue 7"


def test_a_side_neighbour_is_named_before_a_corner_one(position) -> None:
    view = position(2, [(0, 0, "R5"), (1, 1, "B3")]).view(0)
    assert place_words(view, cell_of(1, 0)) == "right of red 5"  # above blue 3 too
    assert place_words(view, cell_of(0, 1)) == "left of blue 3"  # below red 5 too
    assert place_words(view, cell_of(-1, 0)) == "left of red 5"
    assert place_words(view, cell_of(2, 2)) == "below right of blue 3"
    assert place_words(view, cell_of(-1, -1)) == "above left of red 5"
    with speaking("pt"):
        assert place_words(view, cell_of(2, 2)) == "abaixo e à direita do azul 3"


def test_a_card_that_is_the_only_one_of_its_kind_is_named_first(position) -> None:
    """Two red 5s on the table: "next to red 5" could be either, so the blue 3 names it."""
    view = position(2, [(0, 0, "R5"), (2, 0, "R5"), (1, 1, "B3")]).view(0)
    assert place_words(view, cell_of(1, 0)) == "above blue 3"
    assert place_words(view, cell_of(3, 0)) == "right of red 5"  # the only neighbour


def test_a_neighbour_like_the_card_being_placed_is_named_last(position) -> None:
    """A green 4 going between a green 4 and a red 5 is placed by the red 5."""
    view = position(2, [(0, 0, "G4"), (1, 1, "R5")]).view(0)
    assert place_words(view, cell_of(1, 0)) == "right of green 4"
    assert place_words(view, cell_of(1, 0), parse_card("G4")) == "above red 5"
