"""The deal of the day on the page (issue 38): which game in play is a day's deal, the
results this browser keeps, the streak, and the two results side by side.

The engine's side (the deal, the result link, its check, the shared line) is
``parlour.learn.daily``; this module decides what the page keeps and shows, in CPython
(``tests/engine/test_page_daily.py``).  A game in play is a day's deal when its record
is that deal's opening with its seats: nothing else marks it, so a reload, a save and
a replay all know it again (``daily_of``).

The results are kept in any key-value storage (the page's localStorage) under
``RESULTS_KEY`` as versioned JSON: for each deal the first result of it finished here
(a deal played again is not kept again), with the day it was played on.  A store the
page cannot read is never written over: ``Kept.problem`` names it in one line and
nothing is added until it is cleared by hand.  Beside them, the store keeps the friend's
result last opened for each deal (``friends``: its link's payload, checked again when
shown), so both results side by side survive a reload.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date
from typing import Any, TypeVar

from parlour.learn import daily
from parlour.learn.daily import DailyDeal, DailyResult
from parlour.record import Record
from parlour.page.saves import Storage
from parlour.page.session import Session

T = TypeVar("T")

RESULTS_KEY = "parlour.daily.results"
FORMAT = "daily/1"
KEEP = 400
"""How many results are kept (the oldest dropped first): more than a year of one game."""
DAYS_SHOWN = 7
"""Today and the six days before it: the home card's list of deals to play."""
DAYS_BACK = 400
"""How far back a game in play is looked for among the days' deals (``daily_of``)."""
MAX_TEXT = 200_000


@dataclass(frozen=True)
class Entry:
    """A daily result kept in this browser: its deal, the day it was finished on, the link's
    payload (``d1.…``, to share it again and to watch the game), and how it went."""

    game: str
    variant: str
    day: date
    played: date
    payload: str
    result: int
    scores: tuple[int, ...]

    @property
    def key(self) -> tuple[str, str, date]:
        return (self.game, self.variant, self.day)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "variant": self.variant,
            "day": self.day.isoformat(),
            "played": self.played.isoformat(),
            "payload": self.payload,
            "result": self.result,
            "scores": list(self.scores),
        }


@dataclass(frozen=True)
class Friend:
    """A friend's result opened by link, kept for its deal: the link's payload (``d1.…``)."""

    game: str
    variant: str
    day: date
    payload: str

    @property
    def key(self) -> tuple[str, str, date]:
        return (self.game, self.variant, self.day)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "variant": self.variant,
            "day": self.day.isoformat(),
            "payload": self.payload,
        }


@dataclass(frozen=True)
class Kept:
    """The results read from storage; ``problem``: why they could not be read (then
    ``entries`` is empty and nothing may be written over the store)."""

    entries: tuple[Entry, ...] = ()
    problem: str | None = None
    friends: tuple[Friend, ...] = ()
    """The friend's result last opened for each deal (older stores have none)."""

    def of(self, deal: DailyDeal) -> Entry | None:
        return next((e for e in self.entries if e.key == deal_key(deal)), None)

    def friend_of(self, deal: DailyDeal) -> str | None:
        """The payload of the friend's result kept for ``deal`` (to be checked again)."""
        return self.friend_at(deal_key(deal))

    def friend_at(self, key: tuple[str, str, date]) -> str | None:
        return next((f.payload for f in self.friends if f.key == key), None)

    def days_played(self, game: str) -> tuple[date, ...]:
        """The days whose own deal of ``game`` (any variant) was finished that same day:
        the streak's days.  An earlier day's deal played later fills no gap."""
        return tuple(e.day for e in self.entries if e.game == game and e.played == e.day)


def deal_key(deal: DailyDeal) -> tuple[str, str, date]:
    return (deal.game, deal.variant, deal.day)


def entry_for(result: DailyResult, played: date) -> Entry:
    deal = result.deal
    payload = daily.result_payload(result)
    return Entry(deal.game, deal.variant, deal.day, played, payload, result.result, result.scores)


# -- the store -------------------------------------------------------------------------
def read(text: str | None) -> Kept:
    """The kept results from the stored text (None: nothing stored yet)."""
    if text is None:
        return Kept()
    if len(text) > MAX_TEXT:
        return Kept(problem="it is too long")
    try:
        data = json.loads(text)
    except ValueError:
        return Kept(problem="it is not JSON")
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return Kept(problem=f"it is not in the format {FORMAT}")
    found = data.get("results")
    if not isinstance(found, list):
        return Kept(problem="it holds no list of results")
    entries, bad = _each(found, _entry)
    if bad:
        return Kept(problem=f"its result {bad} is damaged")
    found_friends = data.get("friends", [])
    if not isinstance(found_friends, list):
        return Kept(problem="its friends' results are not a list")
    friends, bad = _each(found_friends, _friend)
    if bad:
        return Kept(problem=f"its friend's result {bad} is damaged")
    return Kept(entries, friends=friends)


def _each(items: list[object], read_one: Callable[[object], T | None]) -> tuple[tuple[T, ...], int]:
    """Every item read, and the number (from 1) of the first damaged one, else 0."""
    done: list[T] = []
    for number, item in enumerate(items, start=1):
        if (one := read_one(item)) is None:
            return (), number
        done.append(one)
    return tuple(done), 0


def _deal_and_payload(item: object) -> tuple[str, str, date, str] | None:
    """What a kept result and a friend's both hold: the deal (game, variant, day) and the
    link's payload."""
    if not isinstance(item, dict):
        return None
    try:
        texts = [item[name] for name in ("game", "variant", "payload")]
        if not all(isinstance(text, str) for text in texts):
            return None
        return texts[0], texts[1], date.fromisoformat(item["day"]), texts[2]
    except (KeyError, TypeError, ValueError):
        return None


def _friend(item: object) -> Friend | None:
    found = _deal_and_payload(item)
    return None if found is None else Friend(*found)


def _entry(item: object) -> Entry | None:
    found = _deal_and_payload(item)
    if found is None or not isinstance(item, dict):
        return None
    game, variant, day, payload = found
    try:
        scores, result = item["scores"], item["result"]
        if not isinstance(scores, list) or not all(type(s) is int for s in scores):
            return None
        if type(result) is not int:
            return None
        played = date.fromisoformat(item["played"])
    except (KeyError, TypeError, ValueError):
        return None
    return Entry(game, variant, day, played, payload, result, tuple(scores))


def text_of(kept: Kept) -> str:
    data: dict[str, Any] = {"format": FORMAT, "results": [e.to_json() for e in kept.entries]}
    if kept.friends:  # written only once there is one: a store without stays as it was
        data["friends"] = [f.to_json() for f in kept.friends]
    return json.dumps(data, separators=(",", ":"))


def with_result(kept: Kept, entry: Entry) -> Kept:
    """``kept`` with ``entry`` added, unless its deal has a result already (the first one
    finished stays) or the store could not be read (it is never written over)."""
    if kept.problem is not None or any(e.key == entry.key for e in kept.entries):
        return kept
    return replace(kept, entries=(*kept.entries, entry)[-KEEP:])


def with_friend(kept: Kept, result: DailyResult) -> Kept:
    """``kept`` with ``result`` as the friend's result of its deal (the last opened replaces
    an earlier one), unless the store could not be read (it is never written over)."""
    deal = result.deal
    friend = Friend(deal.game, deal.variant, deal.day, daily.result_payload(result))
    if kept.problem is not None or friend in kept.friends:
        return kept
    others = tuple(f for f in kept.friends if f.key != friend.key)
    return replace(kept, friends=(*others, friend)[-KEEP:])


def load(storage: Storage) -> Kept:
    return read(storage.get(RESULTS_KEY))


def keep(storage: Storage, result: DailyResult, today: date) -> tuple[Kept, bool]:
    """Add ``result`` (finished ``today``) to the stored results, read afresh; whether the
    store now holds it (False: unreadable, or storage full or denied)."""
    kept = load(storage)
    entry = entry_for(result, today)
    after = with_result(kept, entry)
    if after is kept:
        return kept, kept.problem is None and kept.of(result.deal) is not None
    return after, storage.set(RESULTS_KEY, text_of(after))


def keep_friend(storage: Storage, result: DailyResult) -> tuple[Kept, bool]:
    """Keep a friend's checked result with the day's entries; whether the store holds it."""
    kept = load(storage)
    after = with_friend(kept, result)
    if after is kept:
        return kept, kept.problem is None
    return after, storage.set(RESULTS_KEY, text_of(after))


# -- the game in play --------------------------------------------------------------------
def session_for(deal: DailyDeal, record: Record | None = None) -> Session:
    """The deal as a game against the computer (or ``record``, a game of it replayed): no
    undo, and no Hint, so everyone's result is their own play against the same computer
    (docs/review-and-daily.md, "No Hint in the deal of the day")."""
    chosen = deal.record() if record is None else record
    return Session(chosen, deal.seats, undo_allowed=False, hints_allowed=False)


def daily_of(record: Record, seats: tuple[str, ...], today: date) -> DailyDeal | None:
    """The day's deal that ``record`` (with ``seats``) plays, looked for from ``today`` back
    ``DAYS_BACK`` days (and tomorrow, for a clock a little ahead), else None."""
    variant = str(record.options.get(daily.VARIANT_OPTION, ""))
    for back in range(-1, DAYS_BACK):
        day = date.fromordinal(today.toordinal() - back)
        if daily.daily_seed(record.game, variant, day) != record.seed:
            continue
        try:
            deal = daily.daily_deal(record.game, day, variant)
        except daily.BadResult:
            return None
        if deal.seats == tuple(seats) and deal.options == record.options:
            return deal
        return None
    return None


def streak_text_values(kept: Kept, game: str, today: date) -> tuple[int, int]:
    """The streak of days played at ``game`` up to today, and the best one."""
    days = kept.days_played(game)
    return daily.streak(days, today), daily.best_streak(days)


@dataclass(frozen=True)
class Side:
    """One column of the results side by side: whose, how it went, the scores (the
    person's first), and the payload to watch the game from."""

    whose: str
    """ "you" or "friend"."""
    result: int
    score: tuple[int, ...]
    payload: str


def side(whose: str, result: int, scores: tuple[int, ...], payload: str) -> Side:
    mine = scores[daily.DAILY_SEAT]
    others = tuple(s for seat, s in enumerate(scores) if seat != daily.DAILY_SEAT)
    return Side(whose, result, (mine, *others), payload)


def side_by_side(mine: Entry | None, theirs: DailyResult | None) -> tuple[Side, ...]:
    """Your result and your friend's for the same deal, yours first; only those there are.
    The friend's result is shown only with yours of the same deal (or alone)."""
    sides = []
    if mine is not None:
        sides.append(side("you", mine.result, mine.scores, mine.payload))
    if theirs is not None and (mine is None or mine.key == deal_key(theirs.deal)):
        payload = daily.result_payload(theirs)
        sides.append(side("friend", theirs.result, theirs.scores, payload))
    return tuple(sides)
