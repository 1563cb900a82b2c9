"""The deal, sweeps, the residue and the passing of the deal."""

from __future__ import annotations

import pytest

from parlour.games.casino import GAME
from parlour.games.casino.cards import NAME
from parlour.games.casino.rules import CasinoState


@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_deal(players: int) -> None:
    """English: "the dealer deals four cards face down to each player and four face up in
    the middle." D1: the last seat deals first, so seat 0 (the dealer's left) leads."""
    state = GAME.initial_state(players, seed=3)
    assert isinstance(state, CasinoState)
    assert [len(h) for h in state.hands] == [4] * players
    assert len(state.table) == 4
    assert len(state.stock) == 52 - 4 - 4 * players
    assert state.dealer == players - 1 and state.current_player == 0


def _play_out_deal(state: CasinoState) -> CasinoState:
    """Everyone plays all four cards (first legal move), ending the deal."""
    for _ in range(4 * state.players):
        state = GAME.play(state, state.legal_moves()[0])  # type: ignore[assignment]
    return state


@pytest.mark.parametrize("players, deals", [(2, 6), (3, 4), (4, 3)])
def test_later_deals_and_last(players: int, deals: int) -> None:
    """English: "a new hand begins with the dealer giving everyone four more from the
    undealt pile, but not adding any more to the middle ... The dealer must announce,
    'Last,' as he deals the deck's final round." """
    state = GAME.initial_state(players, seed=5)
    assert isinstance(state, CasinoState)
    for deal in range(2, deals + 1):
        state = _play_out_deal(state)
        assert [len(h) for h in state.hands] == [4] * players
        assert len(state.stock) == 52 - 4 - 4 * players * deal
        assert ("Last" in state.announcements) == (deal == deals)
    assert state.stock == ()


def test_deal_passes_left_after_each_hand() -> None:
    """English: "players switch dealers"; the deal passes to the left (D3), the next
    hand's pack is shuffled from rng_for(seed, "hand", n) and the dealer's left leads."""
    state = GAME.initial_state(2, seed=9)
    assert isinstance(state, CasinoState)
    for _ in range(6):
        state = _play_out_deal(state)
    assert state.hand_number == 1 and state.dealer == 0 and state.current_player == 1
    assert len(state.table) == 4 and "Hand over" in state.announcements
    assert len(state.last_hand) == 2


def test_sweep_scores_and_next_player_must_trail(position, legal) -> None:
    """English: "award one point to someone who clears all the cards from the middle
    during the game. This is called a sweep. The next player has no option but to trail." """
    state = position([["9C", "2C"], ["5D", "6H"]], ["4S", "5S"])
    after = GAME.play(state, state.parse_move("9C x 4S+5S"))
    assert after.sweeps == (1, 0) and after.table == ()
    assert after.announcements == ("Sweep",)
    assert legal(after) == {"5D t", "6H t"}


def test_no_sweep_points_when_option_off(position) -> None:
    """Options: sweeps. English: "Many players award one point" -- so it is optional."""
    state = position([["9C", "2C"], ["5D", "6H"]], ["4S", "5S"], sweeps=False)
    after = GAME.play(state, state.parse_move("9C x 4S+5S"))
    assert after.sweeps == (0, 0) and after.announcements == ()


def _last_play(position, table, last_capturer):
    """Seat 1 holds the final card of the final deal; seat 0's pile holds the rest."""
    return position([[], ["9C"]], table, to_move=1, last_capturer=last_capturer, rest_to=0)


def test_sweep_on_the_last_card_counts(position) -> None:
    """Decision D8: a capture that clears the table on the hand's last play is a sweep."""
    state = _last_play(position, ["4S", "5S"], 0)
    after = GAME.play(state, state.parse_move("9C x 4S+5S"))
    assert after.last_hand[1].sweeps == 1


def test_residue_goes_to_last_capturer_and_is_not_a_sweep(position) -> None:
    """English: "the player who made the final capture of the round gets to claim any
    remaining cards face up in the middle." Brief: "Taking what is left ... is not a sweep"."""
    state = _last_play(position, ["4S", "2D"], 1)
    after = GAME.play(state, state.parse_move("9C t"))
    row0, row1 = after.last_hand
    assert row1.sweeps == 0 and row0.sweeps == 0
    assert row1.cards == 3  # 4S, 2D and the trailed 9C
    assert row0.cards == 49


def test_little_casino_in_residue_counts(position) -> None:
    """The residue is captured cards like any other: 2 of spades scores for its taker."""
    state = _last_play(position, ["2S"], 1)
    after = GAME.play(state, state.parse_move("9C t"))
    assert after.last_hand[1].little_casino == 1
    assert "2S" not in {NAME[c] for c in after.captured[0]}
