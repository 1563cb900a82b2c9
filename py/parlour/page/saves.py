"""Autosave decisions, for any key-value storage (the page's localStorage, a dict in tests).

Three promises (issue 16):
- an unreadable save is never lost: it is copied aside, or, where the copy
  fails (storage full), left where it is and not overwritten until the player
  says so (``release``);
- a failed autosave is reported once (``SaveResult.warn``), so the page can
  offer a way out (download the record, copy the link);
- the game in progress is never replaced by what the page failed to read.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from parlour.page.session import BadSave, Session
from parlour.reader import load_json

SAVE_KEY = "parlour.save"
PREVIOUS_KEY = "parlour.save.previous"
ASIDE_PREFIX = "parlour.save.unreadable."


def read_save(text: str | None) -> Session | None:
    """The session stored as ``text``; None when nothing is stored.

    BadSave names what is wrong (not JSON, another format, a move that
    does not replay...), so the page can say so and set the save aside.
    """
    if text is None or text == "":
        return None
    return Session.from_save(load_json(text, BadSave, "the save"))


def write_save(session: Session) -> str:
    return json.dumps(session.to_save(), separators=(",", ":"))


class Storage(Protocol):
    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> bool:
        """Store ``value``; False when the storage refuses (full, or denied)."""
        ...

    def remove(self, key: str) -> None: ...


@dataclass(frozen=True)
class Loaded:
    """What the page found: a session, or why the save could not be read and where it is."""

    session: Session | None = None
    problem: str | None = None
    aside_key: str | None = None
    """Where the unreadable save was copied; None when it could not be and stays in place."""


@dataclass(frozen=True)
class SaveResult:
    saved: bool
    warn: bool = False
    """True the first time saving fails: say so once, not after every move."""
    held: bool = False
    """Not written because an unreadable save sits in the key until the player chooses."""


class Saves:
    """The autosave of one page."""

    def __init__(self, storage: Storage, now: Callable[[], int]) -> None:
        self.storage = storage
        self.now = now
        self.held_text: str | None = None
        """An unreadable save that could not be copied aside: it must not be overwritten."""
        self.warned = False

    def load(self) -> Loaded:
        text = self.storage.get(SAVE_KEY)
        try:
            return Loaded(session=read_save(text))
        except BadSave as error:
            return Loaded(problem=str(error), aside_key=self.set_aside(text or ""))

    def set_aside(self, text: str) -> str | None:
        """Copy an unreadable save to its own key and free the autosave key; None if it can't."""
        key = f"{ASIDE_PREFIX}{self.now()}"
        if self.storage.set(key, text) and self.storage.get(key) == text:
            self.storage.remove(SAVE_KEY)
            return key
        self.held_text = text
        return None

    def release(self) -> None:
        """The player lets the unreadable save go (after downloading it, or not)."""
        self.held_text = None

    def save(self, session: Session) -> SaveResult:
        if self.held_text is not None:
            return self._failed(held=True)
        if self.storage.set(SAVE_KEY, write_save(session)):
            self.warned = False  # storage works again: a later failure is news
            return SaveResult(saved=True)
        return self._failed(held=False)

    def _failed(self, held: bool) -> SaveResult:
        warn = not self.warned
        self.warned = True
        return SaveResult(saved=False, warn=warn, held=held)

    def keep_previous(self) -> None:
        """Before a shared game replaces it, keep the game in progress under another key."""
        text = self.storage.get(SAVE_KEY)
        if text and self.held_text is None:
            self.storage.set(PREVIOUS_KEY, text)


def record_file(session: Session) -> tuple[str, str]:
    """The file name and text of the game's record, which ``parlour replay`` reads."""
    record = session.record
    name = f"parlour-{record.game}-move-{len(record.moves)}.json"
    return name, json.dumps(record.to_json(), indent=1) + "\n"
