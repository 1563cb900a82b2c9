"""Builds: making, multiple builds, calls, raising, and the owner's duties."""

from __future__ import annotations

import pytest

from parlour.core import IllegalMove
from parlour.games.casino.cards import Build, parse_card
from parlour.games.casino.moves import BUILD, CasinoMove
from parlour.games.casino import GAME


def _build_on_table(state) -> Build:
    builds = [i for i in state.table if isinstance(i, Build)]
    assert len(builds) == 1
    return builds[0]


@pytest.mark.parametrize(
    "hand, table, present, absent",
    [
        # Portuguese: "um jogador pode combinar um 2 da sua mão com um 6 no meio para construir
        # um 8 se ele/ela tiver um 8 na sua mão."
        (["2C", "8H"], ["6D"], {"2C b8 on 6D"}, set()),
        # English: "The player must have a card in his hand which can take the build he announced."
        (["2C", "9H"], ["6D"], set(), {"2C b8 on 6D"}),
        # English: "if he lays a 3 on a 4, he announces, 'building 7s.'" and may add other
        # sets of 7 from the middle: a multiple build.
        (
            ["3C", "7H"],
            ["4D", "7S", "5H", "2S"],
            {"3C b7 on 4D", "3C b7 on 4D, 7S", "3C b7 on 4D, 5H+2S", "3C b7 on 4D, 5H+2S, 7S"},
            set(),
        ),
        # Pagat: a build may use several table cards with the hand card (ace on A+2+3 = 7).
        (["AC", "7H"], ["AD", "2S", "3H"], {"AC b7 on AD+2S+3H"}, set()),
        # Face cards never enter a build (Portuguese: "não podem fazer parte de uma combinação").
        (["2C", "QH"], ["QD"], set(), {"2C b12 on QD"}),
    ],
)
def test_making_builds(position, legal, hand, table, present, absent) -> None:
    moves = legal(position([hand, ["KC"]], table))
    assert present <= moves
    assert not absent & moves


def test_build_is_announced_and_owned(position) -> None:
    """English: 'he announces, "building 7s."'; the maker owns the build (pagat)."""
    state = position([["3C", "7H"], ["KC"]], ["4D"])
    after = GAME.play(state, state.parse_move("3C b7 on 4D"))
    build = _build_on_table(after)
    assert (build.value, build.owner, build.multiple) == (7, 0, False)
    assert after.announcements == ("Building 7s",)
    assert after.view(1).announcements == ("Building 7s",)


def test_call_pairs_equal_cards(position, legal) -> None:
    """Portuguese: "Um jogador pode adicionar um 8 da sua mão a um 8 no meio e anuncia a
    chamada de 8." A call is a multiple build of 8 (options: calls)."""
    state = position([["8C", "8H"], ["KC"]], ["8S"])
    assert "8C b8 on 8S" in legal(state)
    build = _build_on_table(GAME.play(state, state.parse_move("8C b8 on 8S")))
    assert build.value == 8 and build.multiple
    off = position([["8C", "8H"], ["KC"]], ["8S"], calls=False)
    assert "8C b8 on 8S" not in legal(off)


def test_call_onto_a_build_made_the_same_turn(position, legal) -> None:
    """Portuguese: "jogar um 5 no 2 para construir um 7. Depois, no mesmo turno, adicionar o
    7 construído a um 7 no meio para chamar o 7." One move: a multiple build of 7."""
    state = position([["5C", "7H"], ["KC"]], ["2D", "7S"])
    after = GAME.play(state, state.parse_move("5C b7 on 2D, 7S"))
    build = _build_on_table(after)
    assert build.multiple and build.value == 7 and len(build.cards) == 3


def test_same_value_built_twice(position, legal) -> None:
    """English: "he must either capture it or put another card from his hand onto it"
    -- adding to one's own build of 7 keeps its value 7 and makes it multiple; a second,
    separate build of 7 is also allowed, and one 7 later takes both (D9)."""
    state = position([["4C", "7H", "7D"], ["KC"]], [("3H+4D", 7, 0), "3S"])
    moves = legal(state)
    assert "4C b7 on 3S, [3H+4D=7]" in moves
    assert "4C b7 on 3S" in moves
    twice = GAME.play(state, state.parse_move("4C b7 on 3S"))
    assert sum(isinstance(i, Build) for i in twice.table) == 2
    back = GAME.play(twice, twice.parse_move("KC t"))
    assert "7H x [3H+4D=7], [3S+4C=7]" in legal(back)


def test_raising_a_single_build(position, legal) -> None:
    """English: "the player could lay a 3 on a build of 7s consisting of a 3 and a 4. He
    would then announce, 'Building 10s.'" The raiser now owns it."""
    state = position([["8C", "7C"], ["3C", "10D"]], [("3H+4D", 7, 0)], to_move=1)
    assert "3C b10 on [3H+4D=7]" in legal(state)
    build = _build_on_table(GAME.play(state, state.parse_move("3C b10 on [3H+4D=7]")))
    assert (build.value, build.owner, build.multiple) == (10, 1, False)


def test_refusing_to_raise_a_multiple_build(position, legal) -> None:
    """English: "A multiple build, or a build that has more than one set of cards equaling
    the capture number, cannot be added to. For example, a build of 7s consisting of two
    7s, a 5, and a 2 is a multiple build and must be captured with a 7." """
    state = position([["8C", "7C"], ["AC", "8D"]], [("2D+5C+7S", 7, 0)], to_move=1)
    assert not any(" b8 " in m for m in legal(state))
    raise_it = CasinoMove(parse_card("AC"), BUILD, 8, ((state.table[0],),), (state.table[0],))
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, raise_it)
    assert error.value.rule == "multiple build"


def test_raising_needs_a_card_from_hand_only(position, legal) -> None:
    """Decision D5 (pagat): a build is raised by one hand card, never with table cards."""
    state = position([["8C", "7C"], ["AC", "9D"]], [("3H+4D", 7, 0), "AS"], to_move=1)
    assert "AC b9 on AS+[3H+4D=7]" not in legal(state)
    assert not any("AS+[" in m for m in legal(state))


@pytest.mark.parametrize("duty", ["no-trail", "capture-or-add"])
def test_build_owner_may_not_trail(position, legal, duty) -> None:
    """English: "If a player starts a build, he must either capture it or put another card
    from his hand onto it"; Portuguese: "Um jogador que criou uma combinação não pode
    seguir uma carta na sua próxima vez" (D6)."""
    state = position([["8C", "9H", "KS"], ["KC"]], [("3H+5D", 8, 0), "9S"], owner_duty=duty)
    moves = legal(state)
    assert not any(m.endswith(" t") for m in moves)
    assert "8C x [3H+5D=8]" in moves
    assert ("9H x 9S" in moves) == (duty == "no-trail")
    trail = position([["KS", "8C"], ["KC"]], ["9S"]).parse_move("KS t")
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, trail)
    assert error.value.rule == "build owner"


def test_owner_keeps_a_card_of_the_build_value(position, legal) -> None:
    """Pagat (D7): "you are not allowed to play so as to leave yourself with no card equal
    to the value of this build" -- the only 8 may take a loose 8 only with the build."""
    state = position([["8C", "2H"], ["KC"]], [("3H+5D", 8, 0), "8S"])
    moves = legal(state)
    assert "8C x 8S" not in moves
    assert "8C x 8S, [3H+5D=8]" in moves or "8C x [3H+5D=8], 8S" in moves


def test_no_trail_after_other_player_takes_the_build(position, legal) -> None:
    """The duty lasts only while the build is yours: once taken, you may trail again."""
    state = position([["8C", "2H"], ["8H", "KC"]], [("3H+5D", 8, 0)], to_move=1)
    after = GAME.play(state, state.parse_move("8H x [3H+5D=8]"))
    assert "2H t" in legal(after)


@pytest.mark.parametrize("mover", [0, 1])
def test_a_multiple_build_cannot_be_added_to(position, legal, mover) -> None:
    """English: "A multiple build, or a build that has more than one set of cards equaling
    the capture number, cannot be added to" (D5, option ``add_to_multiple`` off by default):
    neither its owner nor anyone else joins a set of 7 or a lone 7 to it; a separate build
    of 7 is still allowed (D9)."""
    hands = (
        [["4C", "7C", "7H"], ["4H", "7D", "10S"]] if mover == 0 else [["KC"], ["4C", "7C", "7H"]]
    )
    state = position(hands, [("2D+5C+7S", 7, 0), "3S"], to_move=mover)
    moves = legal(state)
    assert "4C b7 on 3S" in moves
    assert "4C b7 on 3S, [2D+5C+7S=7]" not in moves
    assert "7C b7 on [2D+5C+7S=7]" not in moves
    multiple = state.table[0]
    add = CasinoMove(parse_card("7C"), BUILD, 7, ((), (multiple,)), (multiple,))
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, add)
    assert error.value.rule == "multiple build"
    assert "7C x [2D+5C+7S=7]" in moves  # it must be captured as it is


def test_adding_to_a_multiple_build_is_an_option(position, legal) -> None:
    """Option ``add_to_multiple`` (D5): players who let a multiple build grow may join
    another set of its value, or a lone card of its value (a call), to it."""
    state = position(
        [["KC"], ["4C", "7C", "7H"]], [("2D+5C+7S", 7, 0), "3S"], to_move=1, add_to_multiple=True
    )
    moves = legal(state)
    assert {"4C b7 on 3S, [2D+5C+7S=7]", "7C b7 on [2D+5C+7S=7]"} <= moves
    grown = GAME.play(state, state.parse_move("4C b7 on 3S, [2D+5C+7S=7]"))
    build = _build_on_table(grown)
    assert (build.value, build.owner, len(build.cards)) == (7, 1, 5)
