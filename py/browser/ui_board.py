"""What the play screen says and shows: names, turn and result, the log, the hint."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from dom import esc
from text import t

from parlour import registry, words
from parlour.core import GameState
from parlour.page.model import Play, said
from parlour.page.session import Session
from parlour.page.hints import HintReason
from parlour.page.log import LogEntry

_said: dict[tuple[int, int, str, object], tuple[GameState, LogEntry]] = {}
"""The log's lines in words already made: by game, move, language and table, with the
state the move was made from (another line of play after an undo has another)."""


def log_line(play: Play, number: int) -> LogEntry:
    """Move ``number`` of the game in play in words, now: the model keeps the move as a
    fact, and its words are made once for each language and table it is drawn in."""
    before = play.session.states[number - 1]
    table = words.table()
    key = (play.number, number, words.language(), table and (table.kinds, table.links))
    kept = _said.get(key)
    if kept is not None and kept[0] is before:
        return kept[1]
    if len(_said) > 4096:  # a page kept open for many games: the oldest lines go
        _said.clear()
    entry = said(play, number)
    _said[key] = (before, entry)
    return entry


def log_lines(play: Play, upto: int) -> list[LogEntry]:
    return [log_line(play, number) for number in range(1, upto + 1)]


def player_name(session: Session, seat: int) -> str:
    """The seat's one name, the table's (``parlour.words.Seating``: "You", "Computer (hard)",
    "Player 2" or a link's name), as every game's texts say it: ``actions.begin`` seats
    ``session``'s table."""
    return words.seat_name(seat)


def result_text(session: Session) -> str:
    outcome = session.state.outcome
    assert outcome is not None
    described = registry.get(session.record.game).describe_outcome(outcome)
    if described:
        text = described
    elif not outcome.winners:
        text = t("play.draw")
    elif words.result_for_you(outcome.winners) == "won":
        text = t("play.you_win")
    elif words.result_for_you(outcome.winners) == "lost":
        text = t("play.you_lose")
    else:
        names = [player_name(session, w) for w in outcome.winners]
        text = (
            t("play.winner", player=names[0])
            if len(names) == 1
            else t("play.winners", players=", ".join(names))
        )
    return f"{text} {t('play.undo_used')}" if session.undo_used else text


def turn_text(session: Session, thinking: bool) -> str:
    if session.state.outcome is not None:
        return result_text(session)
    seat = session.seat_to_move
    assert seat is not None
    if thinking:
        return t("play.thinking", player=player_name(session, seat))
    if words.is_you(seat):
        return t("play.your_turn")
    return t("play.turn", player=player_name(session, seat))


def log_html(entries: list[LogEntry], current: int | None) -> str:
    """The move log in the game's words; no notation on hover: it is for records, not
    players ("4C b10 on 6C"), and the line already says the move (issue 37)."""
    if not entries:
        return f'<li class="empty">{esc(t("log.empty"))}</li>'
    items = []
    for entry in entries:
        here = ' aria-current="step"' if current == entry.number else ""
        items.append(
            f'<li value="{entry.number}" data-ply="{entry.number}"{here}>{esc(entry.text)}</li>'
        )
    return "".join(items)


def hint_text(reason: HintReason, advice: bool = True) -> str:
    """The hint's words: the move as advice ("Play red 5…", not "Try: You play…"), or as the
    log tells it (``advice=False``: a review's better move for a seat named by its player)."""
    move = words.as_suggestion(reason.described) if advice else reason.described
    if reason.explained:
        said = reason.explained.rstrip()  # some games' reasons end without a full stop
        said += "" if said.endswith((".", "!", "?", "…")) else "."
        return t("hint.explained", move=move, reason=said)
    if reason.percent is None:
        return t("hint.only", move=move)
    return t("hint.reason", move=move, percent=reason.percent)


def hint_words(waiting: bool, reason: HintReason | None) -> str:
    """The line under the board on every screen: "Looking for a good move…" while the
    search runs, then its move and why (nothing with no hint)."""
    if waiting:
        return t("hint.thinking")
    return hint_text(reason) if reason is not None else ""


def prepare_board(board: Any, targets: frozenset[str], panel: Any = None) -> None:
    """Make the legal targets focusable and name the board (and its panel) for screen readers."""
    svg = board.querySelector("svg")
    if svg and svg.getAttribute("role") == "img" and targets:
        svg.setAttribute("role", "group")  # an image cannot hold buttons
    for node in board.querySelectorAll("[data-target]"):
        if node.getAttribute("data-target") in targets:
            node.setAttribute("tabindex", "0")
            node.removeAttribute("aria-disabled")
        else:
            node.removeAttribute("tabindex")
            node.setAttribute("aria-disabled", "true")
    for host in (board, panel) if panel else (board,):
        for node in host.querySelectorAll("svg [aria-label]:not([role])"):
            # A label needs a role to be read (and allowed): a picture, or a group of buttons.
            node.setAttribute("role", "group" if node.querySelector("[data-target]") else "img")


HAND_MIN_SCALE = 0.76
"""CSS px per unit at least for a hand part: wider than the board, it scrolls sideways."""


def show_picture(board: Any, host: Any, picture: str) -> None:
    """Draw ``picture`` on the board in its parts (``split_panel``), keeping how far the hand
    was scrolled sideways."""
    scroller = board.querySelector(".hand-scroll")
    left = float(scroller.scrollLeft) if scroller else 0.0
    board.innerHTML = picture
    split_panel(board, host)
    scroller = board.querySelector(".hand-scroll")
    if scroller and left:
        scroller.scrollLeft = left


def split_panel(board: Any, host: Any) -> None:
    """Show the renderer's parts on their own (docs/protocol.md, Rendering).

    A renderer may draw its picture as nested parts: ``<svg data-part="area">``, the
    playing area, stays as the board (the root's viewBox cut to it); a ``hand`` part
    follows it in the board, below it on a narrow screen and beside it on a wide one; the
    ``panel`` (players and scores) moves to ``host``, beside the board on a wide screen
    and below its buttons on a narrow one.  Without parts, the host stays empty.
    """
    host.innerHTML = ""
    board.classList.remove("split")
    board.style.removeProperty("--area-fr")
    board.style.removeProperty("--hand-fr")
    root = board.querySelector("svg")
    area = root.querySelector(':scope > svg[data-part="area"]') if root else None
    panel = root.querySelector(':scope > svg[data-part="panel"]') if root else None
    host.hidden = not (area and panel)
    if not (area and panel):
        return
    root.setAttribute("viewBox", _box(area))
    root.classList.add("area")
    host.appendChild(_on_its_own(panel, "panel"))
    hand = root.querySelector(':scope > svg[data-part="hand"]')
    if hand:
        width = float(hand.getAttribute("width"))
        scroller = board.ownerDocument.createElement("div")
        scroller.className = "hand-scroll"
        part = _on_its_own(hand, "hand")
        area_width = float(area.getAttribute("width"))
        if width > area_width:  # a hand wider than the table scrolls rather than shrink
            part.style.minWidth = f"{width * HAND_MIN_SCALE:.0f}px"
        scroller.appendChild(part)
        board.appendChild(scroller)
        board.classList.add("split")
        # Side by side on a wide screen, each as wide as its share of the picture; a hand
        # wider than the table gets half (it scrolls), so the table's text stays readable.
        board.style.setProperty("--area-fr", f"{area_width:g}fr")
        board.style.setProperty("--hand-fr", f"{min(width, area_width):g}fr")


def _box(part: Any) -> str:
    return " ".join(str(part.getAttribute(name)) for name in ("x", "y", "width", "height"))


def _on_its_own(part: Any, name: str) -> Any:
    """A nested part made a picture of its own: sized by the page, its viewBox kept."""
    for attribute in ("x", "y", "width", "height"):
        part.removeAttribute(attribute)
    part.classList.add(name)
    return part


def show_hint(board: Any, path: Iterable[str]) -> None:
    """Mark the hint's targets in the page too, whatever the renderer draws for ``marked``."""
    wanted = set(path)
    for node in board.querySelectorAll("[data-target]"):
        if node.getAttribute("data-target") in wanted:
            node.classList.add("hinted")
