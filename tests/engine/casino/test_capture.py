"""Capturing: number cards take groups of their value, face cards take one match."""

from __future__ import annotations

import pytest

from parlour.core import IllegalMove
from parlour.games.casino.cards import NAME
from parlour.games.casino import GAME


@pytest.mark.parametrize(
    "table, hand, expected, absent",
    [
        # English: "For example, a 5 could capture another 5 as well as a 2 and 3."
        (["5S", "2H", "3D"], ["5C"], {"5C x 5S", "5C x 2H+3D", "5C x 2H+3D, 5S"}, set()),
        # Portuguese: "um 7 da mão de um jogador pode tirar um 3 e um 4 do meio."
        (["3H", "4D", "9C"], ["7C"], {"7C x 3H+4D"}, {"7C x 3H+4D, 9C"}),
        # English: "Face cards can only capture a matching face card and only one at a time."
        (["KH", "KS", "5D"], ["KD"], {"KD x KH", "KD x KS"}, {"KD x KH, KS", "KD x KH+KS"}),
        # Portuguese: "Os reis, rainhas, e valetes não podem fazer parte de uma combinação."
        (["JH", "AD"], ["QC"], set(), {"QC x JH"}),
    ],
)
def test_capture_choices(position, legal, table, hand, expected, absent) -> None:
    """Captures offered: every chosen set of disjoint groups worth the card's value (D9)."""
    moves = legal(position([hand, ["KC"]], table))
    assert expected <= moves
    assert not absent & moves


def test_several_groups_taken_at_once(position) -> None:
    """English: "In capturing a build, a player may also take any sets of cards in the
    middle that equal the capture number of the build." Loose 7, a sum and a build in one play."""
    state = position([["7C", "KC"], ["QD"]], ["7S", "3H", "4D", ("2C+5D", 7, 1), "9H"])
    move = state.parse_move("7C x 3H+4D, 7S, [2C+5D=7]")
    after = GAME.play(state, move)
    assert after.table == state.table[-1:]
    pile = {"7C", "7S", "3H", "4D", "2C", "5D"}
    assert {NAME[c] for c in after.captured[0]} == pile
    assert after.last_capturer == 0


def test_build_never_part_of_a_sum(position, legal) -> None:
    """English: "Once a build is started, the cards that make it up can only be captured
    as a unit" -- a build of 7 and a loose 2 do not make 9."""
    state = position([["9C", "KC"], ["7D"]], [("3H+4D", 7, 1), "2S"])
    assert not any(m.startswith("9C x") for m in legal(state))


def test_build_taken_by_anyone_holding_its_value(position, legal) -> None:
    """English: "other players have the option of capturing the build if they hold that
    number card in their hand." Seat 1 captures seat 0's build of 8."""
    state = position([["8C", "2D"], ["8H", "KC"]], [("3H+5D", 8, 0)], to_move=1)
    assert "8H x [3H+5D=8]" in legal(state)
    after = state.parse_move("8H x [3H+5D=8]")
    assert GAME.play(state, after).table == ()


def test_card_usable_several_ways(position, legal) -> None:
    """English: capture, build or trail ("If neither of these goals will work, a player
    can trail"); each use is its own move with its own menu entry."""
    state = position([["4D", "9H", "5C"], ["KC"]], ["AC", "3D", "4H"])
    uses = {m for m in legal(state) if m.startswith("4D ")}
    assert uses == {
        "4D x AC+3D",
        "4D x 4H",
        "4D x AC+3D, 4H",
        "4D b5 on AC",
        "4D b9 on AC+4H",
        "4D t",
    }
    finals = [m.path[-1] for m in state.legal_moves() if str(m).startswith("4D ")]
    assert len(set(finals)) == len(finals)


def test_face_card_cannot_capture_number_sum(position) -> None:
    """Portuguese: kings, queens and jacks "Só podem ser emparelhadas e tomadas"."""
    state = position([["QC", "2C"], ["KC"]], ["QH", "5D", "7S"])
    queen_moves = [str(m) for m in state.legal_moves() if str(m).startswith("QC")]
    assert queen_moves == ["QC x QH", "QC t"]


def test_illegal_capture_names_the_rule(position) -> None:
    """Legality lives in legal_moves: a move from another position is refused with a rule."""
    other = position([["9C", "KC"], ["7D"]], ["9S"])
    state = position([["9C", "KC"], ["7D"]], ["8S"])
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, other.parse_move("9C x 9S"))
    assert error.value.rule == "table"
