"""Your record against the computer, in this browser: counted at the end screen, shown there
and on each game's home card, cleared after a question (decisions in parlour.page.standings).

The home card's record is one small element (``.card-record``) added to the card the
menu draws, so it stays whatever the card holds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from dom import el, esc, storage_get, storage_set
from pyscript import document, window
from text import t
from ui_saves import BrowserStorage

from parlour import registry
from parlour.core import ParlourError
from parlour.link.report import SeatReport
from parlour.page import bylink
from parlour.page.session import Session
from parlour.page.standings import Line, Loaded, Result, Results
from parlour.words import SEATS

RESULTS = Results(BrowserStorage(), lambda: int(window.Date.now()))


def load_results() -> str | None:
    """Read the record; the notice to show when it could not be read."""
    return unreadable_notice(RESULTS.load())


def unreadable_notice(loaded: Loaded) -> str | None:
    if loaded.problem is None:
        return None
    if loaded.aside_key is not None:
        return t("record.unreadable", reason=loaded.problem, where=loaded.aside_key)
    return t("record.kept_in_place", reason=loaded.problem)


def count(session: Session) -> Result | None:
    return RESULTS.count(session)


def level_name(level: str) -> str:
    name = SEATS(f"level.{level}")
    return name[:1].upper() + name[1:]


def record_line(level: str, line: Line) -> str:
    """ "Easy 3–1–0": a level and its games won, lost and drawn."""
    return t("record.line", level=level_name(level), won=line.won, lost=line.lost, drawn=line.drawn)


def lines(game_id: str) -> tuple[tuple[str, Line], ...]:
    return RESULTS.standings.of(game_id)


def record_table(game_id: str) -> str:
    """The end screen's record of one game: a row per computer level, and Clear."""
    title = registry.get(game_id).spec.title
    heading = f'<h4 class="record-heading">{esc(t("record.heading", title=title))}</h4>'
    found = lines(game_id)
    if not found:
        return heading + f'<p class="record-none">{esc(t("record.none"))}</p>'
    head = "".join(
        f'<th scope="col">{esc(t(key))}</th>'
        for key in ("record.level", "record.won", "record.lost", "record.drawn")
    )
    rows = "".join(
        f'<tr><th scope="row">{esc(level_name(level))}</th><td>{line.won}</td>'
        f"<td>{line.lost}</td><td>{line.drawn}</td></tr>"
        for level, line in found
    )
    return (
        f'{heading}<table class="record-table"><thead><tr>{head}</tr></thead>'
        f"<tbody>{rows}</tbody></table>{clear_button(game_id, title)}"
    )


def clear_button(game_id: str, title: str) -> str:
    return (
        f'<button type="button" class="record-clear" data-clear-record="{esc(game_id)}" '
        f'data-title="{esc(title)}" '
        f'aria-label="{esc(t("record.clear_label", title=title))}">'
        f"{esc(t('record.clear'))}</button>"
    )


def show_on_cards() -> None:
    """Each home card with a record shows it in one line per level, with Clear."""
    for card in document.querySelectorAll("#game-list [data-card]"):
        game_id = str(card.getAttribute("data-card"))
        old = card.querySelector(".card-record")
        if old:
            old.remove()
        found = lines(game_id)  # no registry here: the menu needs no game imported
        if not found:
            continue
        named = card.querySelector(".card-title")
        title = str(named.textContent) if named else game_id
        said = "".join(
            f'<span class="record-line">{esc(record_line(level, line))}</span>'
            for level, line in found
        )
        box = document.createElement("div")
        box.className = "card-record"
        box.innerHTML = (
            f'<span class="record-title">{esc(t("record.card"))}</span>{said}'
            f"{clear_button(game_id, title)}"
        )
        actions = card.querySelector(".card-actions")
        if actions:
            card.insertBefore(box, actions)
        else:
            card.appendChild(box)


class ClearRecord:
    """Clear asks first (a dialog); once cleared, the card and the end screen are redrawn."""

    def __init__(self, redraw: Callable[[], None]) -> None:
        self.redraw = redraw
        self.game_id: str | None = None

    def ask(self, game_id: str, title: str) -> None:
        self.game_id = game_id
        el("clear-question").textContent = t("record.clear_ask", title=title)
        el("clear-dialog").showModal()
        el("clear-yes").focus()

    def confirm(self, event: Any) -> None:
        if self.game_id is not None:
            RESULTS.clear(self.game_id)
        el("clear-dialog").close()
        self.game_id = None
        self.redraw()


# -- your record against each friend, beside the computer's (games by link) -----------
def count_against_friends(report: SeatReport, names: Sequence[str]) -> str | None:
    """A game by link is over: your record against its friends, with it counted (once), in
    words; None with nobody named, or when the record kept cannot be read (it is then
    left as it is, never written over)."""
    try:
        record = bylink.read_friend_record(storage_get(bylink.RESULTS_KEY))
    except ParlourError:
        return None
    counted = record.counting(report, names)
    if counted is not record:
        storage_set(bylink.RESULTS_KEY, counted.to_text())
    who = bylink.opponents(report, names)
    if not who:
        return None
    line, title = counted.line(report.game, who), registry.get(report.game).spec.title
    return t("link.record", name=who, title=title, won=line.won, lost=line.lost, drawn=line.drawn)
