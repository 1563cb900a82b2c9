"""The games by link kept in this browser (issue 36): their storage, the home page's list
of them, and a game's backup file.

What a kept game holds, what the list says of it and whether a backup may replace it are
decided in ``parlour.page.kept_links``; this module reads and writes localStorage and
draws the list.  A game's secrets live only here, so nothing unreadable is written over.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from dom import el, esc, on, storage_get, storage_remove, storage_set
from pyscript import window
from text import t
from ui_paste import place_home_box
from ui_said import others_text, say
from ui_saves import download

from parlour import registry
from parlour.link.report import SeatReport
from parlour.page.kept_links import (
    INDEX,
    PREFIX,
    BadBackup,
    KeptGame,
    backup_text,
    first_in_index,
    kept_state,
    read_index,
    read_backup,
    read_kept,
    restore_asks,
)


def load(table: str) -> KeptGame | None:
    return read_kept(storage_get(PREFIX + table))


def kept_tables() -> list[str]:
    return [table for table in read_index(storage_get(INDEX)) if storage_get(PREFIX + table)]


def keep(report: SeatReport, names: list[str]) -> bool:
    """Store the seat's game as the worker answered it; False if storage refused."""
    if not storage_set(PREFIX + report.table, KeptGame.of(report, names).to_text()):
        return False
    return storage_set(INDEX, json.dumps(first_in_index(kept_tables(), report.table)))


def backup(table: str, game: str) -> None:
    """The kept game as a file: with it, another browser (or this one, cleared) goes on."""
    if (kept := load(table)) is not None:
        download(f"parlour-{game}-{table}.json", backup_text(table, kept))


async def chosen_backup(field: Any) -> tuple[str, KeptGame] | str | None:
    """The backup file chosen in ``field``: its table and game once the player agrees to
    what it replaces; what to say if it is not a backup or the player declined; None
    when no file was chosen."""
    files = field.files
    if not files.length:
        return None
    text = str(await files.item(0).text())
    field.value = ""
    try:
        table, kept = read_backup(text)
    except BadBackup:
        return t("link.restore_bad", reason=t("link.not_backup"))
    current = load(table)
    ask = restore_asks(current, kept)
    if current is not None and ask is not None and not window.confirm(say(ask, current.names)):
        return t("link.restore_kept")
    return table, kept


class KeptList:
    """The home page's list of games by link: each game, the others, whose turn, its last
    move; a tap opens it (``resume``), Delete forgets it once confirmed."""

    def __init__(self, resume: Callable[[str], None]) -> None:
        self.resume = resume

    def wire(self) -> None:
        on(el("links-list"), "click", self.on_click)

    def on_click(self, event: Any) -> None:
        delete = event.target.closest("[data-delete]")
        item = event.target.closest("[data-table]")
        if delete:
            table = str(delete.dataset.delete)
            kept = load(table)
            name = others_text(kept.others) if kept else ""
            if window.confirm(t("link.delete_ask", name=name)):
                storage_remove(PREFIX + table)
                show_kept()
        elif item:
            self.resume(str(item.dataset.table))


def show_kept() -> None:
    """Draw the home page's list of the games by link kept here."""
    items = [_item(table, kept) for table in kept_tables() if (kept := load(table)) is not None]
    el("links-list").innerHTML = "".join(items)
    el("links").hidden = not items
    place_home_box(bool(items))


def _item(table: str, kept: KeptGame) -> str:
    title = registry.get(kept.game).spec.title
    name = others_text(kept.others)
    state = say(kept_state(kept), kept.names)
    last = f" · {kept.last}" if kept.last else ""
    label = t("link.kept_item", title=title, name=name)
    return (
        f'<li><button type="button" class="link-open" data-table="{esc(table)}">'
        f"<strong>{esc(label)}</strong> <span>{esc(state)}{esc(last)}</span></button>"
        f'<button type="button" class="link-delete" data-delete="{esc(table)}" '
        f'aria-label="{esc(t("link.delete_label", title=title, name=name))}">'
        f"{esc(t('link.delete'))}</button></li>"
    )
