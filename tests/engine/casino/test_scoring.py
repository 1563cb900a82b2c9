"""Scoring a hand and ending the game at 21."""

from __future__ import annotations

import pytest

from parlour.games.casino.cards import FULL_DECK, NAME, parse_card
from parlour.games.casino.scoring import game_winner, score_hand
from parlour.games.casino import GAME


def _pile(names: str) -> list[int]:
    return [parse_card(n) for n in names.split()]


def _rest_of_pack(*piles: list[int]) -> list[int]:
    used = {c for p in piles for c in p}
    return [c for c in FULL_DECK if c not in used]


def test_each_scoring_item() -> None:
    """English: "3 points to the one with the most cards, 1 point for the most [spades],
    1 point for each ace, 2 points for the 10 of diamonds or Big Casino, and 1 point for
    the 2 of spades or Little Casino"; sweeps 1 each."""
    first = _pile("10D 2S AC AH 3S 4S")
    second = _rest_of_pack(first)
    rows = score_hand([first, second], [2, 0], sweeps_count=True)
    assert (rows[0].big_casino, rows[0].little_casino, rows[0].aces, rows[0].sweeps) == (2, 1, 2, 2)
    assert (rows[1].cards_points, rows[1].spades_points, rows[1].aces) == (3, 1, 2)
    assert rows[0].total == 7 and rows[1].total == 6
    assert rows[0].total + rows[1].total - 2 == 11  # "There are 11 points possible."


def test_tie_for_cards_scores_nothing() -> None:
    """English: "(Ties for most cards or most spades are not awarded any points.)" --
    26 cards each: the hand is worth 8, not 11."""
    spades = [c for c in FULL_DECK if NAME[c].endswith("S")]
    first = (
        spades[:7]
        + [c for c in FULL_DECK if NAME[c].endswith("H")][:13]
        + [c for c in FULL_DECK if NAME[c].endswith("C")][:6]
    )
    second = _rest_of_pack(first)
    rows = score_hand([first, second], [0, 0], sweeps_count=True)
    assert rows[0].cards == rows[1].cards == 26
    assert rows[0].cards_points == rows[1].cards_points == 0
    assert rows[0].total + rows[1].total == 8


def _suit(letter: str) -> list[int]:
    return [c for c in FULL_DECK if NAME[c].endswith(letter)]


def test_tie_for_spades_scores_nothing() -> None:
    """English: "Ties for ... most spades are not awarded any points." Three players:
    5-5-3 spades scores no spade point; 4-4-5 gives it to the five."""
    spades, hearts = _suit("S"), _suit("H")
    a, b = spades[0:5] + hearts[0:5], spades[5:10] + hearts[5:10]
    tied = score_hand([a, b, _rest_of_pack(a, b)], [0, 0, 0], sweeps_count=True)
    assert [r.spades for r in tied] == [5, 5, 3]
    assert [r.spades_points for r in tied] == [0, 0, 0]
    a, b = spades[0:4] + hearts[0:5], spades[4:8] + hearts[5:10]
    unique = score_hand([a, b, _rest_of_pack(a, b)], [0, 0, 0], sweeps_count=True)
    assert [r.spades_points for r in unique] == [0, 0, 1]


def test_sweeps_do_not_count_when_option_off() -> None:
    """Option sweeps=false: the English rulebook's sweep is a custom ("Many players")."""
    first = _pile("AC")
    rows = score_hand([first, _rest_of_pack(first)], [3, 0], sweeps_count=False)
    assert rows[0].sweeps == 0


@pytest.mark.parametrize(
    "totals, winner",
    [
        ((20, 19), None),  # nobody has 21 yet
        ((21, 5), 0),  # "until someone reaches 21 points"
        ((23, 22), 0),  # D12: both pass 21 in one hand: the higher total wins
        ((22, 24), 1),
        ((22, 22), None),  # D12: an exact tie plays another hand
        ((22, 22, 25), 2),
        ((25, 25, 21), None),
    ],
)
def test_game_winner(totals: tuple[int, ...], winner: int | None) -> None:
    assert game_winner(totals, 21) == winner


def test_end_of_game_at_21_with_a_tie_plays_another_hand(position) -> None:
    """D12 in play: both sides pass 21 level, so a new hand is dealt; partners share
    the score (English: "they usually compete in teams of two")."""
    state = position([[], ["9C"]], ["4S"], to_move=1, last_capturer=0, rest_to=0, scores=(14, 20))
    # Seat 0 holds 47 captured cards + the residue; seat 1 the rest: seat 0 gets 3 (cards)
    # + 1 (spades) + 4 (aces) + 2 + 1 (casinos) = 11 -> 25; seat 1: nothing new -> 20.
    after = GAME.play(state, state.parse_move("9C t"))
    assert after.scores == (25, 20) and after.outcome is not None
    assert after.outcome.winners == (0,)
    level = position([[], ["9C"]], ["4S"], to_move=1, last_capturer=0, rest_to=0, scores=(11, 22))
    again = GAME.play(level, level.parse_move("9C t"))
    assert again.scores == (22, 22) and again.outcome is None
    assert again.hand_number == 1 and len(again.table) == 4


def test_partners_share_the_score(position) -> None:
    """English: "When four people play, they usually compete in teams of two and sit
    opposite their partner": seats 0 and 2 win together."""
    state = position(
        [[], [], [], ["9C"]], ["4S"], to_move=3, last_capturer=2, rest_to=2, scores=(18, 3)
    )
    after = GAME.play(state, state.parse_move("9C t"))
    assert after.outcome is not None
    assert after.outcome.winners == (0, 2)
    assert after.outcome.scores == (29.0, 3.0, 29.0, 3.0)
