"""parlour.page.daily (issue 38, "The daily deal" on the page): which game in play is a
day's deal, the results kept in this browser, the streak, and two results side by side."""

from __future__ import annotations

import json
import random
from datetime import date, timedelta
from functools import cache

from parlour.learn import daily
from parlour import registry
from parlour.learn.daily import DailyResult
from parlour.page import daily as kept
from parlour.record import Record
from parlour.page.session import Session

DAY = date(2026, 12, 6)


class Memory:
    def __init__(self, items: dict[str, str] | None = None, full: bool = False) -> None:
        self.items = dict(items or {})
        self.full = full

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def set(self, key: str, value: str) -> bool:
        if self.full:
            return False
        self.items[key] = value
        return True

    def remove(self, key: str) -> None:
        self.items.pop(key, None)


@cache
def finished(
    game_id: str, day: date, variant: str = "", seed: int = 1
) -> tuple[Record, DailyResult]:
    deal = daily.daily_deal(game_id, day, variant)
    game = registry.get(game_id)
    record, state = deal.record(), deal.record().initial_state()
    rng = random.Random(seed)
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        record, state = record.with_move(str(move)), game.play(state, move)
    return record, daily.result_of(deal, record)


def test_a_game_in_play_is_known_as_the_days_deal_from_its_record_alone() -> None:
    """The mark survives a reload: the record is the deal's opening, with its seats."""
    for deal in daily.daily_deals(DAY - timedelta(days=3)):
        record = deal.record()
        assert kept.daily_of(record, deal.seats, DAY) == deal
        session = Session(record, deal.seats, undo_allowed=False)
        assert kept.daily_of(session.record, session.seats, DAY) == deal
    deal = daily.daily_deal("cardino", DAY)
    assert kept.daily_of(deal.record(), ("human", "easy"), DAY) is None  # another computer
    other = Record.start("cardino", 2, deal.options, 12345, deal.seats)
    assert kept.daily_of(other, deal.seats, DAY) is None  # an ordinary deal
    old = daily.daily_deal("cardino", DAY - timedelta(days=kept.DAYS_BACK + 1))
    assert kept.daily_of(old.record(), old.seats, DAY) is None  # too far back to look


def test_a_result_is_kept_once_per_deal_with_the_day_it_was_played() -> None:
    storage = Memory()
    _, result = finished("cardino", DAY)
    after, stored = kept.keep(storage, result, DAY)
    assert stored and len(after.entries) == 1
    entry = after.of(result.deal)
    assert entry is not None
    assert (entry.day, entry.played, entry.result, entry.scores) == (
        DAY,
        DAY,
        result.result,
        result.scores,
    )
    assert daily.open_result(entry.payload).result == result  # the link to share and watch
    _, again = finished("cardino", DAY, seed=2)  # the same deal played again: the first stays
    after, stored = kept.keep(storage, again, DAY)
    assert stored and after.entries == (entry,)
    assert kept.load(storage) == after


def test_an_unreadable_store_is_named_and_never_written_over() -> None:
    """A corrupt store is never written over and is named in one line."""
    for text, reason in (
        ("{not json", "it is not JSON"),
        ('{"format": "other"}', "it is not in the format daily/1"),
        ('{"format": "daily/1", "results": [{"game": 1}]}', "its result 1 is damaged"),
        ('{"format": "daily/1"}', "it holds no list of results"),
    ):
        storage = Memory({kept.RESULTS_KEY: text})
        loaded = kept.load(storage)
        assert loaded.problem == reason and "\n" not in reason
        _, result = finished("cardino", DAY)
        after, stored = kept.keep(storage, result, DAY)
        assert not stored and after.problem == reason
        assert storage.items[kept.RESULTS_KEY] == text


def test_storage_full_says_the_result_was_not_kept() -> None:
    _, result = finished("cardino", DAY)
    after, stored = kept.keep(Memory(full=True), result, DAY)
    assert not stored and after.of(result.deal) is not None


def test_the_store_keeps_the_newest_results() -> None:
    _, result = finished("cardino", DAY)
    entry = kept.entry_for(result, DAY)
    many = kept.Kept(
        tuple(
            kept.Entry("cardino", "", DAY - timedelta(days=n), DAY, "", 1, (1, 0))
            for n in range(kept.KEEP, 0, -1)
        )
    )
    after = kept.with_result(many, entry)
    assert len(after.entries) == kept.KEEP and after.entries[-1] == entry
    assert kept.read(kept.text_of(after)) == after


def test_the_streak_counts_the_days_deals_played_on_their_own_day() -> None:
    """An earlier day's deal replayed later fills no gap in the streak."""
    storage = Memory()
    for back in (0, 1, 2, 4):
        _, result = finished("cardino", DAY - timedelta(days=back))
        kept.keep(storage, result, DAY - timedelta(days=back))
    _, late = finished("cardino", DAY - timedelta(days=3))
    kept.keep(storage, late, DAY)  # day 3's deal played today
    loaded = kept.load(storage)
    assert kept.streak_text_values(loaded, "cardino", DAY) == (3, 3)
    assert kept.streak_text_values(loaded, "cardino", DAY + timedelta(days=1)) == (3, 3)
    assert kept.streak_text_values(loaded, "cardino", DAY + timedelta(days=2)) == (0, 3)
    assert kept.streak_text_values(loaded, "punto", DAY) == (0, 0)


def test_two_results_of_the_same_deal_side_by_side_yours_first() -> None:
    _, mine = finished("cardino", DAY)
    _, theirs = finished("cardino", DAY, seed=3)
    entry = kept.entry_for(mine, DAY)
    sides = kept.side_by_side(entry, theirs)
    assert [s.whose for s in sides] == ["you", "friend"]
    assert sides[0].score[0] == mine.scores[daily.DAILY_SEAT]
    assert sides[1].payload == daily.result_payload(theirs)
    assert [s.whose for s in kept.side_by_side(None, theirs)] == ["friend"]
    _, other_day = finished("cardino", DAY - timedelta(days=1))
    assert [s.whose for s in kept.side_by_side(entry, other_day)] == ["you"]


def test_the_kept_json_is_versioned() -> None:
    storage = Memory()
    _, result = finished("cardino", DAY)
    kept.keep(storage, result, DAY)
    data = json.loads(storage.items[kept.RESULTS_KEY])
    assert data["format"] == "daily/1"
    assert data["results"][0]["day"] == "2026-12-06"


def test_a_friends_result_is_kept_with_the_days_results_past_a_reload() -> None:
    """Both results side by side survive a reload: the friend's result opened by link is
    kept in the same store, one per deal (the last opened), and read back as it was."""
    storage = Memory()
    _, mine = finished("cardino", DAY)
    kept.keep(storage, mine, DAY)
    _, theirs = finished("cardino", DAY, seed=3)
    after, stored = kept.keep_friend(storage, theirs)
    assert stored
    reloaded = kept.load(storage)  # a new page reads the store afresh
    assert reloaded == after and reloaded.of(mine.deal) is not None
    payload = reloaded.friend_of(mine.deal)
    assert payload is not None and daily.open_result(payload).result == theirs
    sides = kept.side_by_side(reloaded.of(mine.deal), daily.open_result(payload).result)
    assert [s.whose for s in sides] == ["you", "friend"]
    _, another = finished("cardino", DAY, seed=4)  # a later friend's link of the same deal
    kept.keep_friend(storage, another)
    assert kept.load(storage).friend_of(mine.deal) == daily.result_payload(another)
    assert len(kept.load(storage).friends) == 1
    assert kept.load(storage).friend_of(daily.daily_deal("cardino", DAY - timedelta(1))) is None


def test_a_store_without_friends_reads_and_a_damaged_friend_is_named() -> None:
    storage = Memory()
    _, mine = finished("cardino", DAY)
    kept.keep(storage, mine, DAY)
    assert "friends" not in json.loads(storage.items[kept.RESULTS_KEY])  # as it was before
    assert kept.load(storage).friends == ()
    for friends, reason in (
        ([{"game": "cardino"}], "its friend's result 1 is damaged"),
        ({"game": "cardino"}, "its friends' results are not a list"),
    ):
        text = json.dumps({"format": "daily/1", "results": [], "friends": friends})
        damaged = Memory({kept.RESULTS_KEY: text})
        _, theirs = finished("cardino", DAY, seed=3)
        after, stored = kept.keep_friend(damaged, theirs)
        assert not stored and after.problem == reason
        assert damaged.items[kept.RESULTS_KEY] == text  # never written over


def test_a_daily_deal_offers_no_hint_and_keeps_it_so_past_a_reload() -> None:
    """docs/review-and-daily.md, "No Hint in the deal of the day": everyone's result is
    their own play against the same computer.  The page asks for no hint in it, and the
    autosave keeps that (a game of any other kind has hints, its save unchanged)."""
    from parlour.page import actions
    from parlour.page.model import Page

    deal = daily.daily_deal("casino", DAY)
    session = kept.session_for(deal)
    assert not session.hints_allowed and not session.undo_allowed
    page = actions.begin(Page(), session)
    assert page.play is not None and page.play.session.seat_to_move == daily.DAILY_SEAT
    assert actions.ask_hint(page) == page  # nothing asked of the search
    saved = Session.from_save(json.loads(json.dumps(session.to_save())))
    assert not saved.hints_allowed
    other = Session(deal.record(), deal.seats)
    assert other.hints_allowed and "hints_allowed" not in other.to_save()
    asked = actions.ask_hint(actions.begin(Page(), other))
    assert asked.play is not None and asked.play.waiting is not None
    watched = kept.session_for(deal, finished("casino", DAY)[0])
    assert not watched.hints_allowed and watched.state.is_over
