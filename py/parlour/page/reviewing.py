"""The review of a finished game on the page (issue 38), as data.

``ReviewState`` is what the page knows of the review of the game on screen: which record
and seat, the seat's decisions (the plies, once the worker has listed them), the decisions
judged so far, whether it is running, and the decision selected.  It lives in the ``Play``
(``Play.review``), so a new game drops it and the game on screen keeps it.  The worker
judges one decision per request (``ai_worker.review``); ``next_ply`` says which to ask for,
and an answer is taken only while the review runs and only for the decision it asked
(``got_decision``), so a review left midway (Stop, Menu, a new game) asks nothing more and
drops a late answer.  Nothing here imports the page model: ``parlour.page.review_actions``
joins it to ``Play``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # parlour.learn.review imports the search: the page loads it only when reviewing
    from parlour.learn.review import Decision, Review, Summary

SYMBOLS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}
"""The move log's sign of each mark, as chess annotators write them."""


@dataclass(frozen=True)
class ReviewState:
    key: str
    """``parlour.learn.review.record_key`` of the record reviewed."""
    seat: int
    plies: tuple[int, ...] | None = None
    """The seat's decisions (None until the worker has listed them)."""
    decisions: tuple[Decision, ...] = ()
    """The decisions judged so far, in order."""
    running: bool = False
    selected: int | None = None
    """The ply of the decision shown on the board, if any."""
    failed: str | None = None
    """Why the review stopped by itself (the worker failed), in one line."""

    @property
    def done(self) -> int:
        return len(self.decisions)

    @property
    def total(self) -> int | None:
        return None if self.plies is None else len(self.plies)

    @property
    def complete(self) -> bool:
        return self.plies is not None and tuple(d.ply for d in self.decisions) == self.plies

    @property
    def summary(self) -> Summary:
        from parlour.learn.review import summarize

        return summarize(self.decisions)

    @property
    def marked(self) -> tuple[Decision, ...]:
        """The costly decisions (marked), in the order played."""
        return tuple(d for d in self.decisions if d.mark is not None)

    def decision_at(self, ply: int | None) -> Decision | None:
        for decision in self.decisions:
            if decision.ply == ply:
                return decision
        return None

    def kept(self) -> Review:
        """The review as it is kept beside the record (``Review.to_json``)."""
        from parlour.learn.review import Review

        return Review(self.key, self.seat, self.decisions)


def status(state: ReviewState | None) -> str:
    """The page's marker of the review (``body[data-review]``): "" (none), "running", "done",
    "failed" or "stopped"."""
    if state is None:
        return ""
    if state.running:
        return "running"
    if state.complete:
        return "done"
    return "failed" if state.failed else "stopped"


def begun(key: str, seat: int, kept: Review | None = None) -> ReviewState:
    """A review of record ``key`` for ``seat``, running, from what was kept of it (a kept
    review of another record or seat is not used)."""
    decisions = kept.decisions if kept and kept.record == key and kept.seat == seat else ()
    return ReviewState(key, seat, decisions=decisions, running=True)


def resumed(state: ReviewState) -> ReviewState:
    """Run again from where it stopped (nothing to do when complete)."""
    return replace(state, running=not state.complete, failed=None)


def next_ply(state: ReviewState | None) -> int | None:
    """The decision to ask the worker for now, or None (stopped, complete, or the plies are
    not known yet: ask for them first, ``wants_plies``)."""
    if state is None or not state.running or state.plies is None:
        return None
    if state.done >= len(state.plies):
        return None
    return state.plies[state.done]


def wants_plies(state: ReviewState | None) -> bool:
    return state is not None and state.running and state.plies is None


def got_plies(state: ReviewState, key: str, plies: tuple[int, ...]) -> ReviewState:
    """The worker listed the seat's decisions; a kept part that does not fit is dropped."""
    if key != state.key or not state.running or state.plies is not None:
        return state
    done = tuple(d.ply for d in state.decisions)
    decisions = state.decisions if plies[: len(done)] == done else ()
    listed = replace(state, plies=plies, decisions=decisions)
    return replace(listed, running=not listed.complete)


def got_decision(state: ReviewState, key: str, decision: Decision) -> ReviewState:
    """A decision judged arrives: taken if the review still runs and asked for it."""
    if key != state.key or next_ply(state) != decision.ply or decision.seat != state.seat:
        return state
    grown = replace(state, decisions=(*state.decisions, decision))
    return replace(grown, running=not grown.complete)


def stopped(state: ReviewState) -> ReviewState:
    """Stop asking (the decisions judged so far stay)."""
    return replace(state, running=False)


def failed(state: ReviewState, key: str, reason: str) -> ReviewState:
    if key != state.key:
        return state
    return replace(state, running=False, failed=reason)


def selected(state: ReviewState, ply: int | None) -> ReviewState:
    """Show decision ``ply`` (a judged one), or none."""
    if ply is not None and state.decision_at(ply) is None:
        return state
    return replace(state, selected=ply)


def costliest_move(summary: Summary) -> int | None:
    """The move log's number of the costliest marked decision."""
    return None if summary.costliest is None else summary.costliest + 1


# -- in words ----------------------------------------------------------------------------
# Every number a player reads is a move of the game as the move log numbers it (the ply
# + 1): the progress, the list, the marks and the summary.  "Your moves" count only the
# seat's own.  ``say`` is the page's catalogue (``text.t``): the words are the page's,
# what they say is decided here, so CPython tests read both languages.
Say = Callable[..., str]


def progress_text(state: ReviewState, say: Say) -> str:
    """The progress line: "Reviewing move 9 (5 of your 48 moves)…" while it runs."""
    total = state.total
    if state.failed:
        return say("review.failed", reason=state.failed)
    if state.plies is None or total is None:
        return say("review.preparing")
    if state.complete:
        return say("review.finished", total=total)
    move = state.plies[state.done] + 1  # the decision being judged, or the next one
    if state.running:
        return say("review.progress", move=move, n=state.done + 1, total=total)
    return say("review.stopped", move=move, n=state.done, total=total)


def summary_text(state: ReviewState, say: Say) -> str | None:
    """The summary line ("So far: …" while it runs); None before a decision with a choice.
    It names the costliest move and its drop in the chance to win, never a sum of drops
    (``parlour.learn.review.Summary``)."""
    summary = state.summary
    if not summary.decisions:
        return None
    move = costliest_move(summary)
    if move is None:
        text = say("review.clean", count=summary.decisions)
    else:
        said = {
            "costly": summary.costly,
            "count": summary.decisions,
            "move": move,
            "best": round(summary.chance_best * 100),
            "made": round(summary.chance_made * 100),
        }
        text = say("review.summary_one" if summary.costly == 1 else "review.summary", **said)
    return text if state.complete else say("review.so_far", text=text)


KEPT_PREFIX = "parlour.review."
"""localStorage key of a kept review: the prefix and the record's key (beside the autosave)."""


def kept_key(key: str, seat: int = 0) -> str:
    """Where the review of ``seat`` is kept: the first seat's under the record's key alone,
    another seat's (hot seat: each person reviews their own moves) with ``.<seat>`` after."""
    return KEPT_PREFIX + key + (f".{seat}" if seat else "")


def read_kept(text: str | None, key: str) -> tuple[Review | None, str | None]:
    """A kept review from its text: (the review, None); (None, None) when there is none or it
    is another record's; (None, the reason in one line) when it cannot be read.  A review that
    cannot be read is only ignored: the game is never touched."""
    if text is None:
        return None, None
    from parlour.core import ParlourError
    from parlour.reader import load_json
    from parlour.learn.review import BadReview, Review

    try:
        review = Review.from_json(load_json(text, BadReview, "the review"))
    except ParlourError as error:
        return None, str(error)
    return (review, None) if review.record == key else (None, None)
