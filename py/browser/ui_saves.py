"""Autosave in localStorage: the game in progress, and unreadable saves set aside."""

from __future__ import annotations

from dataclasses import dataclass

from dom import storage_get, storage_remove, storage_set
from pyscript import window

from parlour.session import BadSave, Session
from parlour.ui_logic import read_save, write_save

SAVE_KEY = "parlour.save"
PREVIOUS_KEY = "parlour.save.previous"
ASIDE_PREFIX = "parlour.save.unreadable."


@dataclass(frozen=True)
class Loaded:
    """What the page found in storage: a session, or why the save was set aside."""

    session: Session | None = None
    problem: str | None = None
    aside_key: str | None = None


def load_autosave() -> Loaded:
    text = storage_get(SAVE_KEY)
    try:
        return Loaded(session=read_save(text))
    except BadSave as error:
        return Loaded(problem=str(error), aside_key=set_aside(text or ""))


def set_aside(text: str) -> str:
    """Move an unreadable save to its own key (never drop it); return that key."""
    key = f"{ASIDE_PREFIX}{int(window.Date.now())}"
    if storage_set(key, text):
        storage_remove(SAVE_KEY)
        return key
    return SAVE_KEY


def autosave(session: Session) -> None:
    storage_set(SAVE_KEY, write_save(session))


def keep_previous() -> None:
    """Before a shared game replaces it, keep the game in progress under another key."""
    text = storage_get(SAVE_KEY)
    if text:
        storage_set(PREVIOUS_KEY, text)
