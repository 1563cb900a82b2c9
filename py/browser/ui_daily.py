"""The deal of the day (issue 38): offered on each home card, played as any game against
the computer, kept and shared at its end, and opened from a friend's result link.

The engine makes the deal and checks a result (``parlour.learn.daily``); the page model says
which game in play is a day's deal, what is kept and what is shown side by side
(``parlour.page.daily``).  This view draws those answers:

- each home card's "Deal of the day" (``.card-daily``): today's deal and the days
  before it (``last_days``), the variant for Colomino, the streak, and that it is for
  fun, not a ranking;
- the end screen's part (``#end-daily``) of a daily game: the result kept, "Share
  result" (the share sheet, or Copy), your friend's result beside yours once you have
  opened their link, and Watch for each game;
- a friend's result link (``#d1.…``): checked by replaying it on its deal, then shown in
  a dialog (``#daily-dialog``) with Play this deal and Watch their game, and kept with
  the day's results so both results side by side survive a reload; a link that fails the
  check is named in one line and nothing kept changes.

Markers for tests: ``body[data-daily-game]`` is the key of the daily game in play ("" when
the game in play is none), ``body[data-daily-kept]`` counts the results kept.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any

from dom import el, esc, on
from pyscript import document, window
from text import t
from ui_saves import BrowserStorage
from ui_share import copy_field, page_base, share_text

from parlour.learn import daily
from parlour import words
from parlour.core import ParlourError
from parlour.learn.daily import Checked, DailyDeal, DailyResult
from parlour.page import daily as kept_daily
from parlour.page.model import Page, Play, ended, just_ended
from parlour.reader import shorten
from parlour.page.session import Session

STORAGE = BrowserStorage()
PREFIX = "#" + daily.RESULT_PREFIX


def today() -> date:
    """The UTC day by this browser's clock: the day whose deal is played."""
    return daily.utc_day_of(float(window.Date.now()))


def is_result_link(fragment: str) -> bool:
    return fragment.startswith(PREFIX)


def result_words(result: int) -> str:
    return t({daily.WON: "daily.won", daily.LOST: "daily.lost"}.get(result, "daily.drawn"))


def score_text(score: tuple[int, ...]) -> str:
    return "\u2013".join(str(s) for s in score)


class DailyView:
    def __init__(
        self,
        index: list[dict[str, Any]],
        begin: Callable[[Session], None],
        watch: Callable[[Session], None],
        notice: Callable[[str], None],
        spawn: Callable[[Any], object],
    ) -> None:
        self.index = index
        self.begin = begin
        self.watch_session = watch
        self.notice = notice
        self.spawn = spawn
        self.variant: dict[str, str] = {}
        """The variant each card's deal is for (Colomino's select)."""
        self.friend: Checked | None = None
        """The friend's result opened on this page, checked."""
        self.watched: Session | None = None
        """The friend's game, when it is the one on the board."""
        self.deal_of: tuple[int, int, DailyDeal | None] | None = None
        """The deal of the game in play (its seed and game number, found once)."""
        self.recorded: tuple[int, int] | None = None
        self.drawn: tuple[object, ...] | None = None
        self.told = False
        self.refused: set[str] = set()
        """Kept friends' results that failed their check on this page (said once)."""

    # -- wiring -------------------------------------------------------------------
    def wire(self) -> None:
        end = el("end")
        box = document.createElement("div")
        box.id = "end-daily"
        box.className = "end-daily"
        box.hidden = True
        end.insertBefore(box, el("end-record"))
        on(box, "click", self.on_panel_click)
        dialog = document.createElement("dialog")
        dialog.id = "daily-dialog"
        dialog.className = "dialog daily-dialog"
        document.body.appendChild(dialog)
        on(dialog, "click", self.on_panel_click)
        on(el("game-list"), "change", self.on_card_change)
        on(el("game-list"), "click", self.on_friend_click)

    # -- the home cards ------------------------------------------------------------------
    def show_on_cards(self) -> None:
        kept = kept_daily.load(STORAGE)
        document.body.dataset.dailyKept = str(len(kept.entries))
        if kept.problem is not None and not self.told:  # named once, never written over
            self.told = True
            self.notice(
                t("daily.unreadable_load", where=kept_daily.RESULTS_KEY, reason=kept.problem)
            )
        day = today()
        for game in self.index:
            gid = str(game["id"])
            card = document.querySelector(f'#game-list [data-card="{gid}"]')
            if not card:
                continue
            old = card.querySelector(".card-daily")
            was_open = bool(old.open) if old else False
            if old:
                old.remove()
            box = document.createElement("details")
            box.className = "card-daily"
            box.open = was_open
            box.innerHTML = self.card_html(game, kept, day)
            # In the card's row of buttons, closed: on a phone it takes no line of its own.
            actions = card.querySelector(".card-actions")
            (actions or card).appendChild(box)

    def card_html(self, game: dict[str, Any], kept: kept_daily.Kept, day: date) -> str:
        gid, title = str(game["id"]), str(game["title"])
        offered: list[dict[str, Any]] = game.get("daily") or [{"variant": "", "names": {}}]
        codes = [str(item["variant"]) for item in offered]
        played = [e.variant for e in kept.entries if e.game == gid and e.variant in codes]
        variant = self.variant.get(gid, played[-1] if played else codes[0])
        if variant not in codes:
            variant = codes[0]
        run, best = kept_daily.streak_text_values(kept, gid, day)
        streak = f" · {t('daily.streak', n=run)}" if run else ""
        html = [
            f'<summary data-daily-summary="{esc(gid)}">{esc(t("daily.heading"))}'
            f'<span class="daily-streak">{esc(streak)}</span></summary>'
            f'<p class="daily-fun">{esc(t("daily.fun"))}</p>'
        ]
        if len(offered) > 1:
            options = "".join(
                f'<option value="{esc(item["variant"])}"'
                f"{' selected' if item['variant'] == variant else ''}>"
                f"{esc(_said(item.get('names')) or item['variant'])}</option>"
                for item in offered
            )
            html.append(
                f'<label class="daily-variant">{esc(t("daily.variant"))} '
                f'<select data-daily-variant="{esc(gid)}">{options}</select></label>'
            )
        days = daily.last_days(day, kept_daily.DAYS_SHOWN)
        mine = {e.day: e for e in kept.entries if e.game == gid and e.variant == variant}
        first = mine.get(day)
        label = t("daily.play_today.label", title=title)
        html.append(
            '<span class="daily-today">'
            f'<button type="button" class="primary" data-daily="{esc(gid)}" '
            f'data-day="{day.isoformat()}" aria-label="{esc(label)}">'
            f"{esc(t('daily.play_today'))}</button>"
        )
        if first is not None:
            said = t(
                "daily.kept", result=result_words(first.result), score=score_text(first.scores)
            )
            html.append(f'<span class="daily-result">{esc(said)}</span>')
        friend = kept.friend_at((gid, variant, day))
        if friend is not None:  # kept past a reload: both results again, checked as opened
            html.append(
                f'<button type="button" data-daily-friend="{esc(friend)}">'
                f"{esc(t('daily.compare'))}</button>"
            )
        html.append("</span>")
        if best > 1:
            html.append(f'<span class="daily-best">{esc(t("daily.best", n=best))}</span>')
        buttons = []
        for earlier in days[1:]:
            entry = mine.get(earlier)
            mark = " \u2713" if entry is not None else ""
            name = daily.day_label(earlier)
            aria = t("daily.play_day.label", title=title, day=name)
            buttons.append(
                f'<button type="button" class="daily-day" data-daily="{esc(gid)}" '
                f'data-day="{earlier.isoformat()}" aria-label="{esc(aria)}">'
                f"{esc(name)}{mark}</button>"
            )
        html.append(
            f'<span class="daily-days"><span class="daily-days-label">'
            f"{esc(t('daily.earlier'))}</span>{''.join(buttons)}</span>"
        )
        return "".join(html)

    def on_card_change(self, event: Any) -> None:
        select = event.target.closest("[data-daily-variant]")
        if select:
            gid = str(select.getAttribute("data-daily-variant"))
            self.variant[gid] = str(select.value)
            self.show_on_cards()
            found = document.querySelector(f'#game-list [data-daily-variant="{gid}"]')
            if found:
                found.focus()

    def on_friend_click(self, event: Any) -> None:
        """A card's "Compare with your friend": the friend's kept result, checked again and
        shown beside yours, as when its link was opened."""
        button = event.target.closest("[data-daily-friend]")
        if button:
            self.open_link("#" + str(button.getAttribute("data-daily-friend")))

    def on_card_click(self, button: Any) -> None:
        """A card's "Play today's deal" or an earlier day's: that deal begins."""
        gid = str(button.getAttribute("data-daily"))
        card = button.closest("[data-card]")
        select = card.querySelector("[data-daily-variant]") if card else None
        variant = str(select.value) if select else ""
        day = date.fromisoformat(str(button.getAttribute("data-day")))
        self.start(daily.daily_deal(gid, day, variant))

    def start(self, deal: DailyDeal) -> None:
        """The deal as an ordinary game against the computer, with no undo."""
        self.watched = None
        self.begin(kept_daily.session_for(deal))

    # -- the game in play -------------------------------------------------------------------
    def deal_in_play(self, play: Play | None) -> DailyDeal | None:
        if play is None:
            return None
        record = play.session.record
        if self.deal_of is None or self.deal_of[:2] != (play.number, record.seed):
            found = kept_daily.daily_of(record, play.session.seats, today())
            self.deal_of = (play.number, record.seed, found)
        return self.deal_of[2]

    def seating(
        self, page: Page, seats: tuple[Any, tuple[str, ...]]
    ) -> tuple[Any, tuple[str, ...]]:
        """The seats' names: your friend's game is theirs, not "You"."""
        watching = self.watched is not None
        if watching and page.play is not None and page.play.session is self.watched:
            return ("human", "human"), (
                t("daily.friend"),
                words.computer_name(daily.DAILY_LEVEL),
            )
        return seats

    def draw(self, page: Page) -> None:
        play = page.play if page.screen == "play" else None
        deal = self.deal_in_play(play)
        document.body.dataset.dailyGame = _key(deal) if deal is not None else ""
        box = el("end-daily")
        if play is None or deal is None or not ended(play):
            box.hidden = True
            self.drawn = None
            return
        if just_ended(play) and self.recorded != (play.number, play.ply):
            self.recorded = (play.number, play.ply)
            self.record(deal, play)
        key = (
            play.number,
            play.ply,
            words.language(),
            id(self.friend),
            str(document.body.dataset.dailyKept),
        )
        if key != self.drawn:
            self.drawn = key
            box.innerHTML = self.panel_html(deal, play)
        box.hidden = False

    def record(self, deal: DailyDeal, play: Play) -> None:
        """The day's deal ended by a move on this page: keep its result (the first one)."""
        if play.session is self.watched:
            return
        try:
            result = daily.result_of(deal, play.session.record)
        except ParlourError as error:
            self.notice(t("daily.not_kept", reason=shorten(str(error), 200)))
            return
        kept, stored = kept_daily.keep(STORAGE, result, today())
        if kept.problem is not None:
            self.notice(t("daily.unreadable", where=kept_daily.RESULTS_KEY, reason=kept.problem))
        elif not stored:
            self.notice(t("daily.not_kept", reason=t("daily.no_storage")))
        self.show_on_cards()

    def mine(self, deal: DailyDeal, play: Play | None) -> kept_daily.Entry | None:
        """Your result of ``deal``: the one kept, else the game on the board when it is
        yours and over (kept or not)."""
        found = kept_daily.load(STORAGE).of(deal)
        if found is not None or play is None or play.session is self.watched:
            return found
        if not play.session.state.is_over:
            return None
        try:
            return kept_daily.entry_for(daily.result_of(deal, play.session.record), today())
        except ParlourError:
            return None

    def theirs(self, deal: DailyDeal) -> DailyResult | None:
        """The friend's result of ``deal``: the one opened on this page, else the one kept
        with the day's results (checked again by replaying it, once a page)."""
        friend, key = self.friend, kept_daily.deal_key(deal)
        if friend is not None and kept_daily.deal_key(friend.result.deal) == key:
            return friend.result
        payload = kept_daily.load(STORAGE).friend_of(deal)
        if payload is None or payload in self.refused:
            return None
        try:
            self.friend = daily.open_result(payload)
        except ParlourError as error:  # the store was changed: said once, nothing shown
            self.refused.add(payload)
            self.notice(t("daily.bad", reason=shorten(str(error), 300)))
            return None
        return self.friend.result

    def panel_html(self, deal: DailyDeal, play: Play | None, dialog: bool = False) -> str:
        """The end screen's part, or the friend's link's dialog: the results side by side,
        Share, Watch, the streak, and that it is for fun."""
        name = daily.day_label(deal.day)
        title = self.title(deal)
        mine = self.mine(deal, play)
        theirs = self.theirs(deal)
        sides = kept_daily.side_by_side(mine, theirs)
        heading_id = "daily-dialog-title" if dialog else "end-daily-title"
        html = [f'<h4 id="{heading_id}">{esc(t("daily.of", title=title, day=name))}</h4>']
        if dialog and theirs is not None:
            line = daily.share_line(theirs, title).text
            quoted = t("daily.quoted", line=line)
            html.append(f'<p class="daily-line" data-friend-line="{esc(line)}">{esc(quoted)}</p>')
            html.append(f'<p class="daily-checked">{esc(t("daily.checked", day=name))}</p>')
        if sides:
            head = "".join(f'<th scope="col">{esc(t("daily.side." + s.whose))}</th>' for s in sides)
            results = "".join(f"<td>{esc(result_words(s.result))}</td>" for s in sides)
            scores = "".join(f"<td>{esc(score_text(s.score))}</td>" for s in sides)
            html.append(
                f'<table class="daily-compare" data-sides="{len(sides)}">'
                f"<thead><tr><td></td>{head}</tr></thead><tbody>"
                f'<tr><th scope="row">{esc(t("daily.result"))}</th>{results}</tr>'
                f'<tr><th scope="row">{esc(t("daily.score"))}</th>{scores}</tr>'
                "</tbody></table>"
            )
        if theirs is not None and not dialog:
            html.append(f'<p class="daily-checked">{esc(t("daily.checked", day=name))}</p>')
        buttons = []
        if mine is not None:
            line = daily.share_line(_result_for(deal, mine), title).text
            url = f"{page_base()}#{mine.payload}"
            if hasattr(window.navigator, "share"):
                buttons.append(
                    f'<button type="button" class="primary" data-daily-share>'
                    f"{esc(t('daily.share'))}</button>"
                )
            buttons.append(f'<button type="button" data-daily-copy>{esc(t("daily.copy"))}</button>')
            field = "daily-dialog-text" if dialog else "end-daily-text"
            html.append(
                f'<label class="daily-share-label" for="{field}">'
                f"{esc(t('daily.share_label'))}</label>"
                f'<textarea id="{field}" class="daily-share-text" rows="2" readonly '
                f'data-line="{esc(line)}" data-url="{esc(url)}">{esc(line)}\n{esc(url)}</textarea>'
            )
        else:
            buttons.append(
                f'<button type="button" class="primary" data-daily-play>'
                f"{esc(t('daily.play_this'))}</button>"
            )
        for s in sides:
            buttons.append(
                f'<button type="button" data-daily-watch="{s.whose}">'
                f"{esc(t('daily.watch.' + s.whose))}</button>"
            )
        html.append(f'<div class="actions">{"".join(buttons)}</div>')
        html.append(f'<p id="{field_done(dialog)}" class="muted" aria-live="polite"></p>')
        if mine is not None:
            run, best = kept_daily.streak_text_values(kept_daily.load(STORAGE), deal.game, today())
            if run:
                html.append(
                    f'<p class="daily-streak">{esc(t("daily.streak_best", n=run, best=best))}</p>'
                )
        html.append(f'<p class="daily-fun end-small">{esc(t("daily.fun"))}</p>')
        if dialog:
            html.append(
                f'<div class="actions"><button type="button" data-daily-close>'
                f"{esc(t('dialog.close'))}</button></div>"
            )
        return "".join(html)

    def title(self, deal: DailyDeal) -> str:
        for game in self.index:
            if str(game["id"]) == deal.game:
                for item in game.get("daily") or []:
                    if item["variant"] == deal.variant and deal.variant:
                        return f"{game['title']} {_said(item.get('names'))}"
                return str(game["title"])
        return deal.game

    # -- the panel's and dialog's buttons ----------------------------------------------
    def on_panel_click(self, event: Any) -> None:
        target = event.target
        in_dialog = bool(target.closest("#daily-dialog"))
        if in_dialog:
            deal = self.friend.result.deal if self.friend is not None else None
        else:
            deal = self.deal_of[2] if self.deal_of is not None else None
        if target.closest("[data-daily-close]"):
            el("daily-dialog").close()
        elif deal is None:
            return
        elif target.closest("[data-daily-play]"):
            self.close_dialog()
            self.start(deal)
        elif watch := target.closest("[data-daily-watch]"):
            self.close_dialog()
            self.watch(deal, str(watch.getAttribute("data-daily-watch")))
        elif target.closest("[data-daily-share]"):
            field = el("daily-dialog-text" if in_dialog else "end-daily-text")
            self.spawn(share_text(str(field.dataset.line), str(field.dataset.url)))
        elif target.closest("[data-daily-copy]"):
            field_id = "daily-dialog-text" if in_dialog else "end-daily-text"
            self.spawn(copy_field(field_id, field_done(in_dialog), None, "daily.copied"))

    def close_dialog(self) -> None:
        dialog = el("daily-dialog")
        if dialog.open:
            dialog.close()

    def watch(self, deal: DailyDeal, whose: str) -> None:
        """Your game or your friend's, replayed from its first move (checked record)."""
        if whose == "friend" and self.friend is not None:
            record = self.friend.record
        else:
            mine = kept_daily.load(STORAGE).of(deal)
            if mine is None:
                return
            try:
                record = daily.open_result(mine.payload).record
            except ParlourError as error:
                self.notice(t("daily.bad", reason=shorten(str(error), 300)))
                return
        session = kept_daily.session_for(deal, record)
        self.watched = session if whose == "friend" else None
        self.watch_session(session)

    # -- a friend's result link ------------------------------------------------------------
    def open_link(self, fragment: str) -> None:
        """Check the link by replaying it; show it, or name in one line why it is refused."""
        try:
            checked = daily.open_result(fragment)
        except ParlourError as error:
            self.notice(t("daily.bad", reason=shorten(str(error), 300)))
            return
        self.friend = checked
        self.drawn = None
        _, stored = kept_daily.keep_friend(STORAGE, checked.result)  # kept past a reload
        document.body.dataset.dailyFriendKept = "1" if stored else "0"
        self.show_on_cards()  # the card's "Compare with your friend"
        dialog = el("daily-dialog")
        dialog.innerHTML = self.panel_html(checked.result.deal, None, dialog=True)
        dialog.setAttribute("aria-labelledby", "daily-dialog-title")
        document.body.dataset.dailyFriend = _key(checked.result.deal)
        if not dialog.open:
            dialog.showModal()
        first = dialog.querySelector("button")
        if first:
            first.focus()


def field_done(dialog: bool) -> str:
    return "daily-dialog-done" if dialog else "end-daily-done"


def _key(deal: DailyDeal) -> str:
    return f"{deal.game}|{deal.variant}|{deal.day.isoformat()}"


def _result_for(deal: DailyDeal, entry: kept_daily.Entry) -> DailyResult:
    return DailyResult(deal, (), entry.scores, entry.result)


def _said(names: object) -> str:
    if not isinstance(names, dict):
        return ""
    return str(names.get(words.language()) or names.get("en") or "")
