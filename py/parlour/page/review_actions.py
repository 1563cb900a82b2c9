"""The page's transitions of a review (issue 38): ``parlour.page.reviewing`` joined to the
``Play`` and ``Page``.  Each takes the model and returns the next one; one that does not
apply returns its input, so a late answer of the worker changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from parlour.page import reviewing
from parlour.page.actions import begin
from parlour.page.model import Page, Play, ended, humans
from parlour.page.reviewing import ReviewState
from parlour.page.session import Session

if TYPE_CHECKING:
    from parlour.learn.review import Decision, Review


def review_seat(play: Play) -> int | None:
    """Whose moves a review judges: the one person at the table, or in hot seat the seat
    the board shows; None when nobody's (computers only) or in a try."""
    if play.back is not None:
        return None
    people = humans(play.session)
    if len(people) == 1:
        return people[0]
    return play.shown if play.shown in people else None


def review_seats(play: Play) -> tuple[int, ...]:
    """Whose moves the end screen offers to review, each person their own: the one person at
    the table, or in hot seat everyone; nobody's in a try."""
    return () if play.back is not None else tuple(humans(play.session))


def may_review(play: Play) -> bool:
    """The end screen offers Review: the game is over, shown to a person."""
    return ended(play) and review_seat(play) is not None


def start_review(play: Play, key: str, kept: Review | None = None, seat: int | None = None) -> Play:
    """Review (or go on reviewing) the finished game: from the review on screen if it is this
    seat's, else from what was kept of it (``kept``), else from the start.  ``seat``: in hot
    seat, whose moves (one of ``review_seats``); the board turns to that seat's side."""
    if seat is not None:
        if seat not in review_seats(play):
            return play
        play = replace(play, shown=seat)
    seat = review_seat(play)
    if seat is None or not play.session.state.is_over:
        return play
    state = play.review
    if state is not None and state.key == key and state.seat == seat:
        return replace(play, review=reviewing.resumed(state))
    return replace(play, review=reviewing.begun(key, seat, kept))


def _on_review(change: Callable[[ReviewState], ReviewState]) -> Callable[[Play], Play]:
    def on_play(play: Play) -> Play:
        if play.review is None:
            return play
        changed = change(play.review)
        return play if changed is play.review else replace(play, review=changed)

    return on_play


def got_plies(play: Play, key: str, plies: tuple[int, ...]) -> Play:
    return _on_review(lambda state: reviewing.got_plies(state, key, plies))(play)


def got_decision(play: Play, key: str, decision: Decision) -> Play:
    return _on_review(lambda state: reviewing.got_decision(state, key, decision))(play)


def review_failed(play: Play, key: str, reason: str) -> Play:
    return _on_review(lambda state: reviewing.failed(state, key, reason))(play)


def stop_review(play: Play) -> Play:
    """Stop: the worker is asked nothing more; what was judged stays."""
    return _on_review(reviewing.stopped)(play)


def show_decision(play: Play, ply: int) -> Play:
    """The board at a judged decision, from the seat's side, the better move marked as a hint
    is (``model.highlights``): the replay at that ply."""
    state = play.review
    if state is None or state.decision_at(ply) is None:
        return play
    return replace(
        play,
        review=reviewing.selected(state, ply),
        replay_at=ply,
        shown=state.seat,
        hint=None,
        selection=(),
        waiting=None,
        skipping=False,
    )


def close_decision(play: Play) -> Play:
    """Back to the end of the game (the replay stops)."""
    if play.review is None:
        return play
    return replace(
        play, review=reviewing.selected(play.review, None), replay_at=None, seen=play.ply
    )


def try_it(page: Page, ply: int) -> Page:
    """ "Try it": the position of decision ``ply`` as a game in play, with undo, so the person
    can play the better move and see what follows.  It is a try: not counted in the record
    (the session says undo was used) and not autosaved; ``back_to_review`` returns."""
    play = page.play
    if play is None or play.review is None or play.review.decision_at(ply) is None:
        return page
    session = play.session
    tried = Session(
        session.record.truncated(ply),
        session.seats,
        session.names,
        undo_allowed=True,
        undo_used=True,
    )
    back = replace(play, review=reviewing.stopped(play.review), waiting=None)
    started = begin(page, tried)
    assert started.play is not None
    shown = (
        started.play
        if started.play.shown is not None
        else replace(started.play, shown=play.review.seat)
    )
    return replace(started, play=replace(shown, back=back, tried=ply))


def back_to_review(page: Page) -> Page:
    """Leave a try: the finished game and its review again (as a new game on screen, so
    answers meant for the try are dropped)."""
    play = page.play
    if play is None or play.back is None:
        return page
    number = play.number + 1
    return replace(page, screen="play", play=replace(play.back, number=number))
