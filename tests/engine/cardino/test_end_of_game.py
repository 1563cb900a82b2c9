"""The end: out of tiles, penalties, the winner, and stuck players (rules 6-8, D10-D14)."""

from __future__ import annotations

from collections.abc import Callable

from parlour.games.cardino.moves import PASS
from parlour.games.cardino.rules import CardinoState
from parlour.games.cardino.tiles import FACE_BY_CODE, FULL_SET, HALF_COUNT, JOKER

Builder = Callable[..., CardinoState]
Play = Callable[..., CardinoState]


def test_going_out_ends_the_game_with_penalties(position: Builder, play: Play) -> None:
    """Rules 6-7: "play continues without drawing tiles until one player is out of tiles";
    the others are "penalized at their tile value ... A Joker counts 6 points"."""
    state = position(racks=(("QD",), ("AS", "*", "7C")), pile=[], scores=(10, 20))
    state = play(state, "QD/t")
    assert not state.is_over  # D14: the turn still has to be ended
    state = play(state, "end")
    outcome = state.outcome
    assert outcome is not None
    assert outcome.scores == (10.0, 20.0 - (5 + 6 + 1))
    assert outcome.winners == (0,)
    assert state.current_player is None and state.legal_moves() == ()


def test_drawing_refills_so_the_game_goes_on(position: Builder, play: Play) -> None:
    """Rule 5-6: while the pile lasts, a player who empties the rack draws again."""
    state = play(position(racks=(("QD",), ("AS",)), pile=["7C", "8C"]), "QD/t", "end")
    assert not state.is_over and len(state.racks[0]) == 2


def test_highest_net_score_wins(position: Builder, play: Play) -> None:
    """Rule 8: "The player then having the greatest score IS THE WINNER" (after penalties)."""
    state = play(position(racks=(("QD",), ("AS", "KS")), pile=[], scores=(10, 20)), "QD/t", "end")
    assert state.outcome is not None and state.outcome.winners == (1,)


def test_a_tie_for_the_top_is_shared(position: Builder, play: Play) -> None:
    """D12: seats level on the best net score all win; all seats level is a draw."""
    state = play(
        position(racks=(("QD",), ("AS",), ("7C",)), pile=[], scores=(5, 10, 3)), "QD/t", "end"
    )
    assert state.outcome is not None and state.outcome.winners == (0, 1)
    state = play(position(racks=(("QD",), ("AS",)), pile=[], scores=(5, 10)), "QD/t", "end")
    assert state.outcome is not None and state.outcome.is_draw


def _full_board_except(jokers_on: tuple[int, ...] = ()) -> dict[str, str]:
    from parlour.games.cardino.tiles import HALF_CODES, SPACE_FACE, tile_code

    return {
        HALF_CODES[h]: ("*" if h in jokers_on else tile_code(SPACE_FACE[h // 2]))
        for h in range(HALF_COUNT)
    }


def test_a_player_holding_only_a_joker_with_no_vacant_half_passes(
    position: Builder, play: Play
) -> None:
    """D10: with every half taken, a joker cannot be placed ("VACANT half space only"),
    so ``pass`` is the only move; D11: when every seat passes in a row the game ends."""
    placed = _full_board_except()
    state = position(placed=placed, racks=(("*",), ("*",)), pile=[])
    assert state.legal_moves() == (PASS,)
    state = play(state, "pass")
    assert state.current_player == 1 and state.legal_moves() == (PASS,)
    state = play(state, "pass")
    assert state.outcome is not None and state.outcome.scores == (-6.0, -6.0)
    assert state.outcome.is_draw


def test_a_stuck_player_passes_and_the_other_replaces_the_joker(
    position: Builder, play: Play
) -> None:
    """D10-D11: the joker holder cannot place on a full board and passes (drawing nothing);
    the holder of the last 10♣ replaces the joker on 10♣ (rule 7), goes out and ends the game."""
    placed = _full_board_except(jokers_on=(0,))  # a joker lies on 10C/t
    state = position(placed=placed, racks=(("*",), ("10C",)), pile=[])
    state = play(state, "pass")
    assert state.passes == 1 and state.current_player == 1
    assert {str(m) for m in state.legal_moves()} == {"10C/t"}
    state = play(state, "10C/t", "end")
    assert state.passes == 0
    assert state.outcome is not None
    assert state.outcome.scores == (-6.0, 1.0)  # 10C/t scores the 9C/t beside it
    assert state.outcome.winners == (1,)


def test_all_tiles_accounted_for_in_a_new_game() -> None:
    """Setup 4: the 66 tiles form the pile, from which everyone draws 5."""
    from parlour.games.cardino.rules import seeded_start

    state = seeded_start(4, {}, 11)
    assert sorted(state.pile + sum(state.racks, ())) == list(FULL_SET)
    assert FACE_BY_CODE["7C"] in FULL_SET and JOKER in FULL_SET
