"""What a change of the page model asks the views to draw again (issues 36 and 38: no
main-thread task over 100 ms).

Transitions return new models that share every part they leave alone (``replace``), so a
part that is the same object was not changed.  An answer of the review's worker changes
only the review; drawing the whole play screen for it (the board's picture, the move log,
the strip) cost 40-300 ms a decision on a loaded phone, for a progress bar and one mark.
"""

from __future__ import annotations

from dataclasses import fields

from parlour.page.model import Page, Play


def review_only(before: Page, after: Page) -> bool:
    """``after`` differs from ``before`` (the page drawn last) in its game's review alone,
    with the same decision shown (or none): the board, the log and the rest stay as drawn.
    A review begun or dropped shows or hides the review's box alone."""
    old, new = before.play, after.play
    if old is None or new is None or old.review is new.review:
        return False
    if _selected(old) != _selected(new):
        return False
    return _same_but(before, after, "play") and _same_but(old, new, "review")


def _selected(play: Play) -> int | None:
    return None if play.review is None else play.review.selected


def _same_but(before: Page | Play, after: Page | Play, changed: str) -> bool:
    return all(
        getattr(before, field.name) is getattr(after, field.name)
        for field in fields(before)
        if field.name != changed
    )
