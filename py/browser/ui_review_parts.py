"""The review's parts as both review screens draw them (the play screen's, ``ui_review``,
and a game by link's, ``ui_review_link``): the progress, the summary, the list of marked
moves, a decision's head line and the marks on the move log.  Each screen names its own
elements and says how a move made is put into words (its log's line)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from dom import el, esc, set_text
from text import t

from parlour.page.reviewing import SYMBOLS, ReviewState, progress_text
from parlour.page.reviewing import summary_text as reviewing_summary

if TYPE_CHECKING:
    from parlour.learn.review import Decision

MadeWords = Callable[["Decision"], str]
"""The move a decision made, in the move log's words."""


def draw_progress(prefix: str, state: ReviewState) -> None:
    """The progress bar and its words, Run and Stop (``{prefix}-run`` and so on)."""
    el(f"{prefix}-run").hidden = state.complete
    el(f"{prefix}-stop").hidden = not state.running
    progress = el(f"{prefix}-progress")
    progress.max = max(1, state.total or 1)
    progress.value = state.done
    set_text(f"{prefix}-status", progress_text(state, t))


def summary_text(state: ReviewState) -> str | None:
    """The summary line ("so far" while running); None before a decision with a choice."""
    return reviewing_summary(state, t)


def list_html(state: ReviewState, made: MadeWords, ply_attr: str) -> str:
    """A button for each marked decision (``ply_attr`` holds its ply), the chosen one current."""
    items = []
    for decision in state.marked:
        symbol = SYMBOLS[decision.mark or ""]
        said_mark = t(f"review.mark.{decision.mark}")
        label = t("review.item", move=decision.ply + 1, symbol=symbol, made=made(decision))
        here = ' aria-current="true"' if state.selected == decision.ply else ""
        items.append(
            f'<li><button type="button" class="review-pick review-{esc(decision.mark)}"'
            f' {ply_attr}="{decision.ply}"{here}>'
            f'<span aria-hidden="true">{esc(label)}</span>'
            f'<span class="visually-hidden">{esc(label.replace(symbol, said_mark, 1))}</span>'
            "</button></li>"
        )
    return "".join(items)


def detail_head(decision: Decision, made: str) -> str:
    """A decision's line: the move, its mark, what it cost against the better move."""
    mark = decision.mark
    head = t(
        "review.detail",
        move=decision.ply + 1,
        mark=t(f"review.mark.{mark}") if mark else "",
        symbol=SYMBOLS.get(mark or "", ""),
        made=made,
    )
    cost = t(
        "review.cost",
        percent=round(decision.cost * 100),
        made=round((decision.made_value or 0) * 100),
        best=round((decision.best_value or 0) * 100),
    )
    stop = "" if head.endswith((".", "!", "?", "…")) else "."
    return f"{head}{stop} {cost}"


def mark_log(log: Any, state: ReviewState, ply_attr: str) -> None:
    """The marked decisions on the move log: a class, the sign, and the words for it."""
    for decision in state.marked:
        item = log.querySelector(f'li[data-ply="{decision.ply + 1}"]')
        if not item or item.classList.contains("review-mark"):
            continue
        item.classList.add("review-mark", f"review-{decision.mark}")
        item.setAttribute(ply_attr, str(decision.ply))
        said_mark = t(f"review.mark.{decision.mark}")
        item.insertAdjacentHTML(
            "beforeend",
            f' <span class="review-sign" aria-hidden="true">{SYMBOLS[decision.mark or ""]}'
            f'</span><span class="visually-hidden"> ({esc(said_mark)})</span>',
        )
