"""The score track: a pawn on circles 1-20 plus chips worth 20 each.

Pure arithmetic, shared by the renderer and the tests.
"""

from __future__ import annotations

from dataclasses import dataclass

TRACK_LENGTH = 20
CHIP_VALUE = 20


@dataclass(frozen=True)
class TrackPosition:
    """Where a score shows on the track.

    ``pawn`` is the circle (1-20), or 0 for the starting place beside
    circle 1 (a score of 0, or a negative net score: decision D13).
    """

    chips: int
    pawn: int


def track_position(score: int) -> TrackPosition:
    """Chips and pawn circle for ``score``.

    A chip is earned when the pawn passes circle 20 ("collecting a chip
    each time he passes circle 20"), so an exact multiple of 20 leaves
    the pawn on 20 (D12): 22 -> one chip and circle 2, 88 -> 4 chips and 8.
    """
    if score <= 0:
        return TrackPosition(chips=0, pawn=0)
    chips = (score - 1) // CHIP_VALUE
    return TrackPosition(chips=chips, pawn=score - chips * CHIP_VALUE)


def track_score(position: TrackPosition) -> int:
    """The score a track position shows (Example 2: 4 chips and 8 -> 88)."""
    return position.chips * CHIP_VALUE + position.pawn
