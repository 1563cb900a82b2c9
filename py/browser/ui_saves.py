"""Autosave in localStorage (decisions in parlour.page.saves), and the files a player can download."""

from __future__ import annotations

from dom import storage_get, storage_remove, storage_set
from pyscript import document, window
from text import t

from parlour.page.saves import SAVE_KEY, Loaded, SaveResult, Saves, record_file
from parlour.page.session import Session


class BrowserStorage:
    """localStorage through dom's guarded calls (storage may be full or denied)."""

    def get(self, key: str) -> str | None:
        return storage_get(key)

    def set(self, key: str, value: str) -> bool:
        return storage_set(key, value)

    def remove(self, key: str) -> None:
        storage_remove(key)


SAVES = Saves(BrowserStorage(), lambda: int(window.Date.now()))


def load_autosave() -> Loaded:
    return SAVES.load()


Notice = tuple[str, tuple[str, ...]]
"""A message for the page's notice, and the ids of the notice buttons it offers."""


def autosave(session: Session) -> Notice | None:
    """Save the game; on the first failure, the notice that says so and offers a way out."""
    return failure_notice(SAVES.save(session))


def load_notice(loaded: Loaded) -> Notice | None:
    """What the page says about a save it could not read: where it went, or that it stays."""
    if loaded.problem is None:
        return None
    if loaded.aside_key is not None:
        return t("save.unreadable", reason=loaded.problem, where=loaded.aside_key), ()
    return t("save.kept_in_place", reason=loaded.problem), ("notice-unreadable", "notice-release")


def failure_notice(result: SaveResult) -> Notice | None:
    if not result.warn or storage_denied():  # no storage at all: an embed plays on unsaved
        return None
    ways_out = ("notice-download", "notice-link")
    if result.held:
        return t("save.held"), ("notice-unreadable", "notice-release", *ways_out)
    return t("save.failed"), ways_out


def keep_previous() -> None:
    SAVES.keep_previous()


def storage_denied() -> bool:
    """The browser gives this page no storage at all (an embed elsewhere, a private window)."""
    return bool(document.documentElement.getAttribute("data-storage") == "memory")


def download(name: str, text: str) -> None:
    """Offer ``text`` as a file, from a data: address (nothing leaves the page)."""
    link = document.createElement("a")
    link.setAttribute(
        "href", f"data:application/json;charset=utf-8,{window.encodeURIComponent(text)}"
    )
    link.setAttribute("download", name)
    link.hidden = True
    document.body.append(link)
    link.click()
    link.remove()


def download_record(session: Session) -> None:
    download(*record_file(session))


def download_unreadable() -> None:
    """The unreadable save that stays in place, as a file (its text, exactly)."""
    text = SAVES.held_text if SAVES.held_text is not None else storage_get(SAVE_KEY)
    if text is not None:
        download("parlour-unreadable-save.json", text)


def release_unreadable() -> None:
    SAVES.release()
