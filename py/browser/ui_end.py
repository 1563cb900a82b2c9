"""The end screen (issue 24): the result, the scores in the game's terms, Play again, Rematch,
New setup, and your record against the computer at this game.

It shows under the board (beside it on a wide screen: static/style.css) whenever the game in
play is over and not being replayed (``parlour.page.model.ended``); the board keeps the final
position, and the two show in one screen (issue 37, item 8).  A game that has just ended by a
move on this page is counted in the record first (``parlour.page.model.just_ended``,
``ui_record.count``), and the board with the result is brought into view then.
"""

from __future__ import annotations

from typing import Any

from dom import el, esc
from text import t
from ui_board import result_text
from ui_record import count, record_table, show_on_cards
from ui_saves import storage_denied
from ui_strip import is_yours, named

from parlour import words
from parlour.core import Scores
from parlour.page.model import Play, ended, just_ended
from parlour.page.standings import skipped


class EndScreen:
    def __init__(self) -> None:
        self.drawn: tuple[int, int, str] | None = None  # the game, its ply, the language
        self.counted: tuple[int, int] | None = None
        self.note: tuple[int, str] = (0, "")  # the game, and what its counting said

    def draw(self, play: Play) -> None:
        shown = ended(play)
        el("end").hidden = not shown
        # The end screen says the result: the strip keeps the score, and its turn line,
        # which says the result too, is left to screen readers.
        el("turn").classList.toggle("visually-hidden", shown)
        if not shown:
            self.drawn = None
            return
        fresh = just_ended(play) and self.counted != (play.number, play.ply)
        if fresh:  # counted once, as the game ends on this page (never on a reload)
            self.counted = (play.number, play.ply)
            self.note = (play.number, self.count_note(play))
        key = (play.number, play.ply, words.language())
        if key != self.drawn:
            self.drawn = key
            self.fill(play)
        if fresh:
            show_with_the_board()

    def count_note(self, play: Play) -> str:
        if count(play.session) is not None:
            show_on_cards()  # the home cards say it at once, not after a reload
            return "" if storage_denied() else "end.counted"  # an embed denied storage
        reason = skipped(play.session)
        return f"end.skipped.{reason}" if reason in ("undo", "people") else ""

    def fill(self, play: Play) -> None:
        session = play.session
        show_result("end", result_text(session), play.game.scores(session.state.view(play.shown)))
        note = self.note[1] if self.note[0] == play.number else ""
        el("end-note").hidden = not note
        el("end-note").textContent = t(note) if note else ""
        el("end-record").hidden = words.you_seat() is None
        el("end-record").innerHTML = record_table(play.game.id)

    def redraw(self, play: Play | None) -> None:
        """After the record changed (cleared): draw it again."""
        self.drawn = None
        if play is not None:
            self.draw(play)


def show_result(end: str, headline: str, scores: Scores | None) -> None:
    """An end screen's headline and its table of scores in the game's terms: the play
    screen's (``end``) and a game by link's (``friend-end``) alike."""
    el(f"{end}-result").textContent = headline
    table = el(f"{end}-scores")
    table.hidden = scores is None
    table.innerHTML = "" if scores is None else scores_table(scores)


def scores_table(scores: Scores) -> str:
    """Each side and its score, in the game's order (yours marked), under what they count."""
    rows = "".join(
        f'<tr class="{"yours" if is_yours(tally) else ""}">'
        f'<th scope="row">{esc(named(tally))}</th><td>{esc(tally.score)}</td></tr>'
        for tally in scores.tallies
    )
    return f"<caption>{esc(t('end.scores'))}: {esc(scores.counts)}</caption><tbody>{rows}</tbody>"


def show_with_the_board(strip_id: str = "strip", last_id: str = "end-again") -> None:
    """Scroll so that the final board and the result under it show together: from the top of
    the page when they fit below the site's header, else from the strip over the board (a
    game by link's end alike: its strip, down to its Play again)."""
    strip = el(strip_id)
    window = strip.ownerDocument.defaultView
    scrolled = float(window.scrollY)
    top = float(strip.getBoundingClientRect().top) + scrolled
    bottom = float(el(last_id).getBoundingClientRect().bottom) + scrolled
    window.scrollTo(0, 0 if bottom <= float(window.innerHeight) else max(0.0, top - 4))


def bring_into_view(node: Any) -> None:
    """Scroll so ``node``'s top shows, unless it is on screen already."""
    box = node.getBoundingClientRect()
    window = node.ownerDocument.defaultView
    if float(box.top) < 0 or float(box.bottom) > float(window.innerHeight):
        window.scrollTo(0, max(0.0, float(box.top) + float(window.scrollY) - 8))
