"""Domino (r12; D26-D32): the chain, the star lock, the burden, winning and blocking."""

from __future__ import annotations

import pytest

from parlour.core import BadOption, IllegalMove
from parlour.games.colomino import GAME
from parlour.games.colomino.moves import CANT, END
from parlour.games.colomino.rules import seeded_start

from .helpers import domino, link, notations

# S1 WRBM|RBMW, S2 RBMW|BMWR, S3 BMWR|MWRB, S4 MWRB|WRBM: a closed loop (D7).


def test_cards_must_match_the_open_end() -> None:
    """r12: "the cards are placed side by side (the four colour side) and must match every time";
    after Y06 upright (right RMWB = 1302) the left column must be 1302."""
    state = domino([("Y14", "Y13", "G06"), ("G01",)], ("Y06^",))
    # Y14 upright: left RBWM = 1203, no; turned: left reverse(RMYB) = BYMR = 2031, no.
    # G06 turned: left reverse(RMWB) = BWMR = 2031, no.  Nothing fits: "can't play".
    assert notations(state) == {"cant"}
    # Y04 and Y12 turned show left RMYB and RMWB = 1302: they fit, upright they do not.
    fits = domino([("Y04", "Y12", "Y13"), ("G01",)], ("Y06^",))
    assert notations(fits) == {"Y04v", "Y12v"}


def test_first_card_is_free() -> None:
    """D27: seat 0 opens with any card, stars included, either end up."""
    state = domino([("Y06", "S2"), ("G01",)])
    assert notations(state) == {"Y06^", "Y06v", "S2^", "S2v"}


def test_turn_of_several_cards_then_end() -> None:
    """r12: "A player at each turn can play cards out as far as he can go" (D26: then 'end')."""
    state = domino([("S1", "S2", "Y01"), ("G01",)])
    state = GAME.play(state, link("S1^"))
    assert state.turn == 0 and notations(state) == {"S2^", "end"}
    state = GAME.play(state, link("S2^")).apply(END)
    assert state.turn == 1 and state.played == 0


def test_must_play_at_least_one_card_if_able() -> None:
    """D26: rule 9's pass is not part of Domino; a player who can play must play one card."""
    state = domino([("S2", "G05"), ("G01",)], ("S1^",))
    assert "end" not in notations(state) and "cant" not in notations(state)
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, END)
    assert "D26" in error.value.rule


def test_star_lock() -> None:
    """r12: "If a STAR care is played, the other three star cards must follow before going on
    with the other cards" (D28).  Y16 upright (left RBMW) matches S1's end but is locked out."""
    state = domino([("Y01",), ("Y16", "S2")], ("S1^",), turn=1)
    assert notations(state) == {"S2^"}
    locked = domino([("Y01",), ("Y16", "G01")], ("S1^",), turn=1)
    assert notations(locked) == {"cant"}
    with pytest.raises(IllegalMove) as error:
        GAME.play(locked, link("Y16^"))
    assert "star lock" in error.value.rule


def test_star_loop_closes_and_unlocks() -> None:
    """D7/D28: after the fourth star the open end is what it was before the first star."""
    state = domino([("S1", "S2", "S3", "S4", "Y06", "G05"), ("G01",)], ("Y24^",))
    before = state.end_perm
    state = GAME.play(state, link("S1^")).apply(link("S2^")).apply(link("S3^")).apply(link("S4^"))
    assert state.end_perm == before and not state.star_lock
    assert {"Y06^", "end"} <= notations(state)


def test_stars_can_run_backwards_turned() -> None:
    """D7: entered turned, the loop runs backward: S1 turned then S4 turned."""
    state = domino([("S1", "S4"), ("G01",)])
    state = GAME.play(state, link("S1v"))
    assert notations(state) == {"S4v", "end"}


def test_side_wins_on_disposing_of_own_colour_and_stars() -> None:
    """r12: "The side which first disposes of all their own colours ... and any star cards they
    hold, are the winners" (D29, D30): Yellow wins at once though it still holds green cards."""
    state = domino([("Y16", "G01", "G02"), ("G17",)], ("Y02^",))
    state = GAME.play(state, link("Y16^"))
    assert state.outcome is not None and state.outcome.winners == (0,)
    assert state.current_player is None


def test_stars_are_a_burden() -> None:
    """D29: stars must be got rid of by whichever side holds them."""
    state = domino([("Y16", "S3", "G01"), ("G17",)], ("Y02^",))
    state = GAME.play(state, link("Y16^"))
    assert state.outcome is None and state.burdens[0] == 1


def test_partners_share_the_burden() -> None:
    """D29: a side's burden is own-colour cards plus stars held by all its members."""
    state = domino([("Y16",), ("G01",), ("Y05",), ("G03",)], ("Y02^",))
    state = GAME.play(state, link("Y16^"))
    assert state.outcome is None and state.burdens == (1, 2)


def test_blocked_game_smaller_burden_wins() -> None:
    """D31: after a full round of "can't play" the game is over; the smaller burden wins."""
    state = domino([("Y01", "Y02"), ("G01",)], ("Y06^",))
    state = GAME.play(state, CANT)
    assert state.outcome is None and state.turn == 1
    state = GAME.play(state, CANT)
    assert state.outcome is not None and state.outcome.winners == (1,)
    assert state.outcome.reason == "blocked"  # D31
    assert "blocked" in GAME.describe_outcome(state.outcome)


def test_blocked_game_equal_burdens_is_a_draw() -> None:
    """D31: equal burdens make a drawn game."""
    state = domino([("Y01",), ("G01",)], ("Y06^",)).apply(CANT).apply(CANT)
    assert state.outcome is not None and state.outcome.winners == ()


def test_domino_takes_two_to_six_and_the_set_games_do_not_take_three_or_five() -> None:
    """r2: "'Sideways', Four-ways', and 'Threeways' are for two, four or six players ...
    'Domino' is for two to six players, using all cards"; D32: uneven sides with 3 or 5."""
    for players in (2, 3, 4, 5, 6):
        state = seeded_start(players, {"variant": "domino"}, 1)
        assert sum(h.bit_count() for h in state.hands) == 52
    assert [h.bit_count() for h in seeded_start(5, {"variant": "domino"}, 1).hands] == [
        11,
        11,
        10,
        10,
        10,
    ]
    for variant in ("sideways", "fourways", "threeways"):
        assert sum(h.bit_count() for h in seeded_start(4, {"variant": variant}, 1).hands) == 48
        for players in (3, 5):
            with pytest.raises(BadOption, match="2, 4 or 6"):
                seeded_start(players, {"variant": variant}, 1)
