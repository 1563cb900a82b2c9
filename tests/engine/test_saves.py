"""parlour.page.saves: an unreadable save is never lost, and a failed autosave is reported once.

Issue 16: "A 3 MB unreadable save cannot be copied aside when storage is full. The
message still says it was kept, and the next move overwrites it"; "Autosave fails
silently when localStorage is full".
"""

from __future__ import annotations

import json

from parlour.record import Record
from parlour.page.saves import ASIDE_PREFIX, PREVIOUS_KEY, SAVE_KEY, Saves, record_file
from parlour.page.session import Session


class FakeStorage:
    """localStorage with a quota in characters, like the browser's (which throws when full)."""

    def __init__(self, quota: int = 10**9) -> None:
        self.items: dict[str, str] = {}
        self.quota = quota

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def set(self, key: str, value: str) -> bool:
        used = sum(len(k) + len(v) for k, v in self.items.items() if k != key)
        if used + len(key) + len(value) > self.quota:
            return False
        self.items[key] = value
        return True

    def remove(self, key: str) -> None:
        self.items.pop(key, None)


def session() -> Session:
    game = Session.new("punto", ("human", "random"), {"rounds_to_win": 1}, seed=3)
    game = game.play(str(game.state.legal_moves()[0]))
    return game


def saves(storage: FakeStorage) -> Saves:
    return Saves(storage, lambda: 1234)


def test_a_good_save_is_loaded_and_nothing_moves() -> None:
    storage = FakeStorage()
    keeper = saves(storage)
    assert keeper.save(session()).saved
    loaded = saves(storage).load()
    assert loaded.session is not None and loaded.session.state == session().state
    assert loaded.problem is None and list(storage.items) == [SAVE_KEY]


def test_an_unreadable_save_is_copied_aside_and_the_key_freed() -> None:
    storage = FakeStorage()
    storage.items[SAVE_KEY] = "[" * 10_000
    keeper = saves(storage)
    loaded = keeper.load()
    assert loaded.session is None and loaded.problem and "nested too deeply" in loaded.problem
    assert loaded.aside_key == f"{ASIDE_PREFIX}1234"
    assert storage.items == {loaded.aside_key: "[" * 10_000}
    assert keeper.save(session()).saved


def test_an_unreadable_save_that_cannot_be_copied_stays_and_is_not_overwritten() -> None:
    storage = FakeStorage(quota=3_000_100)
    storage.items[SAVE_KEY] = "x" * 3_000_000  # 3 MB, and no room for a copy
    keeper = saves(storage)
    loaded = keeper.load()
    assert loaded.problem and loaded.aside_key is None
    first, second = keeper.save(session()), keeper.save(session())
    assert not first.saved and first.held and first.warn
    assert not second.saved and not second.warn  # said once
    assert storage.items == {SAVE_KEY: "x" * 3_000_000}
    keeper.keep_previous()
    assert PREVIOUS_KEY not in storage.items
    keeper.release()  # the player chose: now the game in progress may replace it
    assert keeper.save(session()).saved
    assert json.loads(storage.items[SAVE_KEY])["record"]["game"] == "punto"


def test_a_failed_autosave_warns_once_then_again_after_it_worked() -> None:
    storage = FakeStorage(quota=100)
    keeper = saves(storage)
    results = [keeper.save(session()) for _ in range(3)]
    assert [(r.saved, r.warn, r.held) for r in results] == [
        (False, True, False),
        (False, False, False),
        (False, False, False),
    ]
    assert storage.items == {}
    storage.quota = 10**9
    assert keeper.save(session()).saved
    storage.quota = 100
    assert keeper.save(session()).warn


def test_the_previous_game_is_kept_before_a_link_replaces_it() -> None:
    storage = FakeStorage()
    keeper = saves(storage)
    keeper.save(session())
    keeper.keep_previous()
    assert storage.items[PREVIOUS_KEY] == storage.items[SAVE_KEY]


def test_the_record_file_replays_to_the_game() -> None:
    game = session()
    name, text = record_file(game)
    assert name == "parlour-punto-move-1.json"
    assert Record.from_json(json.loads(text)).replay() == game.state
