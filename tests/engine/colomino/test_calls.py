"""Rule 9: "can't play", "pass" and the obligation after a pass (D18-D23)."""

from __future__ import annotations

import pytest

from parlour.core import IllegalMove
from parlour.games.colomino.moves import CANT, PASS
from parlour.games.colomino import GAME

from .helpers import cid, notations, place, scoring

# After Y06 upright in Sideways only left column 1230 follows: Y16, Y17, G16, G17 upright.


def test_cant_play_only_without_a_legal_card() -> None:
    """r9: "he calls 'can't play' indicating he has no card to follow"; D33: never falsely."""
    stuck = scoring("sideways", [("Y01",), ("G01", "G05")], ("Y06^ @0,0",), turn=1)
    assert notations(stuck) == {"cant"}
    able = scoring("sideways", [("Y01",), ("G01", "G17")], ("Y06^ @0,0",), turn=1)
    assert "cant" not in notations(able)
    with pytest.raises(IllegalMove) as error:
        GAME.play(able, CANT)
    assert "r9" in error.value.rule


def test_pass_when_every_playable_card_favours_the_opponents() -> None:
    """r9: "he may be able to play a card that favours the opposing side, in this case he can call
    'pass'" (D19, D20: all his playable cards carry the opponents' tab)."""
    state = scoring("sideways", [("Y01",), ("Y16", "G01")], ("Y06^ @0,0",), turn=1)
    assert notations(state) == {"Y16^ @1,1", "pass"}


def test_no_pass_with_a_playable_own_colour_card() -> None:
    """D20: holding a playable card of his own colour, a player may not pass."""
    state = scoring("sideways", [("Y01",), ("Y16", "G17")], ("Y06^ @0,0",), turn=1)
    assert "pass" not in notations(state)
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, PASS)
    assert "D20" in error.value.rule


def test_leader_may_not_pass() -> None:
    """D18: the leader must lead a card; rule 9 concerns playing to a set."""
    state = scoring("sideways", [("Y16",), ("G01",)])
    assert "pass" not in notations(state)
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, PASS)
    assert "D18" in error.value.rule


def test_obligation_after_a_pass() -> None:
    """r9: "If no one has played a card when his next turn comes, he must then play the card" (D22)."""
    state = scoring("sideways", [("Y01",), ("Y16", "G01")], ("Y06^ @0,0",), turn=1)
    state = GAME.play(state, PASS)
    assert state.turn == 0 and notations(state) == {"cant"}
    state = GAME.play(state, CANT)
    assert state.turn == 1
    assert notations(state) == {"Y16^ @1,1"}  # no pass, no cant: he must play
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, PASS)
    assert "D22" in error.value.rule


def test_obligation_lapses_once_a_card_is_played() -> None:
    """D22: "if a card was played, the obligation lapses" (4 players: partner plays in between)."""
    hands = [("Y01",), ("Y16", "G02"), ("Y05",), ("G17", "G03")]
    state = scoring("sideways", hands, ("Y06^ @0,0",), turn=1, last_player=0)
    state = GAME.play(state, PASS)  # seat 1 (green) passes
    state = GAME.play(state, CANT)  # seat 2 cannot follow
    state = GAME.play(state, place("G17^ @1,1"))  # seat 3, his partner, plays
    assert state.passed == 0 and state.turn == 0


def test_blocked_set_is_void_and_last_player_leads() -> None:
    """D23: when every player in turn can't play, the set is void and the last to play leads."""
    state = scoring(
        "sideways", [("Y01", "Y02"), ("G01", "G02")], ("Y06^ @0,0",), turn=1, last_player=0
    )
    state = GAME.play(state, CANT).apply(CANT)
    assert state.table == () and state.sets[-1].void
    assert state.turn == 0 and state.sets[-1].winner is None


def test_cant_is_remembered_for_determinization() -> None:
    """D33: saying "can't play" shows the table which cards the caller does not hold."""
    state = scoring("sideways", [("Y01",), ("G01", "G05")], ("Y06^ @0,0",), turn=1)
    after = GAME.play(state, CANT)
    for name in ("Y16", "Y17", "G16", "G17"):
        assert after.excluded[1] >> cid(name) & 1


def test_pass_records_what_the_passer_holds() -> None:
    """D20: a pass shows no own-colour card follows, and that an opponent-colour one does."""
    state = scoring("sideways", [("Y01",), ("Y16", "G01")], ("Y06^ @0,0",), turn=1)
    after = GAME.play(state, PASS)
    assert after.excluded[1] >> cid("G16") & 1 and after.excluded[1] >> cid("G17") & 1
    (group,) = after.must_hold[1]
    assert group >> cid("Y16") & 1 and not group >> cid("G16") & 1
