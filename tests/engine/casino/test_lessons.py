"""The Casino lesson does what its words say (rulebook 003_a2848a6d02509620.txt)."""

from __future__ import annotations

from typing import cast

from parlour.games.casino.cards import NAME, Build, Card, Item, item_name
from parlour.games.casino.rules import CasinoState
from parlour.lesson import lesson
from parlour.games.casino import GAME

LESSON = lesson("casino")
STATES = [cast(CasinoState, s) for s in LESSON.positions]


def names(items: tuple[Item, ...] | tuple[Card, ...]) -> set[str]:
    return {item_name(item) for item in items}


def taken(before: CasinoState, after: CasinoState) -> set[str]:
    return names(after.captured[0]) - names(before.captured[0])


def test_a_card_takes_a_card_of_its_value() -> None:
    # "a 5 could capture another 5"
    assert taken(STATES[0], STATES[1]) == {"7H", "7S"}


def test_a_card_takes_cards_that_add_up_to_it() -> None:
    # "... as well as a 2 and 3": 4 + 5 = 9
    assert taken(STATES[1], STATES[2]) == {"9C", "4D", "5S"}


def test_the_build_makes_8_and_the_builder_keeps_the_8() -> None:
    # "The player must have a card in his hand which can take the build he announced."
    after = GAME.play(STATES[2], STATES[2].parse_move(LESSON.steps[2].move))
    builds = [item for item in after.table if isinstance(item, Build)]
    assert len(builds) == 1 and builds[0].value == 8
    assert {NAME[c] for c in builds[0].cards} == {"3H", "5C"}
    assert "8D" in names(after.hands[0])


def test_one_card_takes_the_build_and_another_group_of_8() -> None:
    # "In capturing a build, a player may also take any sets of cards in the middle that
    # equal the capture number of the build."
    assert taken(STATES[3], STATES[4]) == {"8D", "3H", "5C", "2C", "6H"}


def test_a_king_takes_only_the_other_king() -> None:
    # "Face cards can only capture a matching face card and only one at a time."
    assert taken(STATES[4], STATES[5]) == {"KS", "KD"}


def test_the_trail_is_the_only_kind_of_play_left() -> None:
    # "If neither of these goals will work, a player can trail a card"
    assert all(str(m).endswith(" t") for m in STATES[5].legal_moves())
    assert "4C" in names(STATES[6].table)
