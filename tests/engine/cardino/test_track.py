"""Score track arithmetic ("Keeping Score", decisions D12-D13)."""

from __future__ import annotations

from hypothesis import given, strategies as st

from parlour.games.cardino.track import TrackPosition, track_position, track_score


def test_example_1_seventeen_plus_five() -> None:
    """Keeping Score, Example 1: "If a player had 17 points and in his turn scored 5 points
    ... collect a Poker Chip ... and then continue his pawn to 2"."""
    assert track_position(17) == TrackPosition(chips=0, pawn=17)
    assert track_position(17 + 5) == TrackPosition(chips=1, pawn=2)


def test_example_2_four_chips_and_pawn_on_eight() -> None:
    """Example 2: "4 chips in front of him and his pawn on 8, his score would be 88"."""
    assert track_score(TrackPosition(chips=4, pawn=8)) == 88
    assert track_position(88) == TrackPosition(chips=4, pawn=8)


def test_exactly_twenty_leaves_the_pawn_on_twenty() -> None:
    """D13: a chip is taken when the pawn *passes* circle 20 ("each time he passes circle 20")."""
    assert track_position(20) == TrackPosition(chips=0, pawn=20)
    assert track_position(21) == TrackPosition(chips=1, pawn=1)
    assert track_position(40) == TrackPosition(chips=1, pawn=20)


def test_zero_and_negative_scores_rest_at_the_start() -> None:
    """D13: the pawn starts "near the score board, by the circle Number 1"; a negative net
    score after penalties keeps it there (the number beside it shows the sign)."""
    assert track_position(0) == TrackPosition(chips=0, pawn=0)
    assert track_position(-7) == TrackPosition(chips=0, pawn=0)


@given(st.integers(min_value=1, max_value=10_000))
def test_track_round_trips_every_positive_score(score: int) -> None:
    """D13: chips x 20 + pawn is the score, with the pawn always on a circle 1-20."""
    position = track_position(score)
    assert 1 <= position.pawn <= 20
    assert track_score(position) == score
