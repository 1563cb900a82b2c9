"""The games by link this browser keeps (issue 36): what is stored, and what the home page
and a backup say of each.

A game by link lives only in the browser that plays it: its seeds are in the seat's
``export``, which no other device holds.  The page stores one ``KeptGame`` a table
(localStorage ``parlour.link.<table>``) and the tables in order of last use
(``parlour.link.index``); a backup file is the same record with its table.  Everything
here is pure: the page reads and writes the texts, this module decides what they hold.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from parlour.core import ParlourError
from parlour.link.report import SeatReport
from parlour.page.bylink import Named, Others, Words, sending

PREFIX = "parlour.link."
"""Each kept game's key is this and its table."""
INDEX = "parlour.link.index"
NAME = "parlour.link.name"
"""The name this browser's player gave last, offered on the next form."""
BACKUP_MARK = "parlour-link-backup"


class BadBackup(ParlourError):
    """A file that is not a game by link's backup."""


@dataclass(frozen=True)
class KeptGame:
    """One game by link as this browser keeps it: the seat's export (its secrets), the
    names the links brought, and what the home page's list says of it."""

    game: str
    seat: int
    players: int
    names: tuple[str, ...]
    export: str
    action: str = "wait"
    next: int | None = None
    sending: bool = False
    last: str = ""
    winners: tuple[int, ...] | None = None
    """Who won, once the game is over (none: a draw); None while it goes on, or when it
    was kept before the list said who won."""

    @staticmethod
    def of(report: SeatReport, names: Sequence[str]) -> KeptGame:
        return KeptGame(
            game=report.game,
            seat=report.seat,
            players=report.players,
            names=tuple(names),
            export=report.export,
            action=report.action,
            next=report.next,
            sending=sending(report),
            last=report.log[-1].text if report.log else "",
            winners=tuple(report.winners) if report.over else None,
        )

    def to_json(self) -> dict[str, Any]:
        winners = None if self.winners is None else list(self.winners)
        return {name: getattr(self, name) for name in self.__dataclass_fields__} | {
            "names": list(self.names),
            "winners": winners,
        }

    def to_text(self) -> str:
        return json.dumps(self.to_json())

    @property
    def messages(self) -> int:
        """How many of the game's messages (links) it holds; 0 if its export does not read."""
        try:
            log = json.loads(self.export)["fair"]["log"]
            return sum(1 for entry in log if entry[0] == "message")
        except (ValueError, KeyError, TypeError, IndexError):
            return 0

    @property
    def own_name(self) -> str:
        """The name of the player whose game it is."""
        return self.names[self.seat] if 0 <= self.seat < len(self.names) else ""

    @property
    def others(self) -> Others:
        return Others(self.names, self.seat)


def kept_from_json(data: Any) -> KeptGame:
    """The kept game stored as JSON; KeyError, TypeError or ValueError if it is not one."""
    if not isinstance(data, dict):
        raise TypeError("not a kept game")
    following, winners = data.get("next"), data.get("winners")
    return KeptGame(
        game=str(data["game"]),
        seat=int(data["seat"]),
        players=int(data["players"]),
        names=tuple(str(name) for name in data["names"]),
        export=str(data["export"]),
        action=str(data.get("action", "wait")),
        next=None if following is None else int(following),
        sending=bool(data.get("sending", False)),
        last=str(data.get("last", "")),
        winners=None if winners is None else tuple(int(seat) for seat in winners),
    )


def read_kept(text: str | None) -> KeptGame | None:
    """The kept game stored as ``text``; None when there is none or it does not read."""
    try:
        return kept_from_json(json.loads(text or "null"))
    except (ValueError, KeyError, TypeError):
        return None


def read_index(text: str | None) -> list[str]:
    """The kept tables, last used first; none when the index does not read."""
    try:
        tables = json.loads(text or "[]")
    except ValueError:
        return []
    return [str(table) for table in tables] if isinstance(tables, list) else []


def first_in_index(tables: Sequence[str], table: str) -> list[str]:
    """The index with ``table`` as the last used."""
    return [table, *(other for other in tables if other != table)]


def kept_state(kept: KeptGame) -> Words:
    """What the home page's list says of a kept game: whose turn, or what to send."""
    if kept.action == "move":
        return ("link.kept_you", {})
    if kept.action == "over":
        return over_state(kept)
    if kept.sending:
        if kept.players > 2:
            return ("link.kept_send_group", {})
        return ("link.kept_send", {"name": kept.others})
    return ("link.kept_wait", {"name": Named(kept.next)})


def over_state(kept: KeptGame) -> Words:
    """A finished game: that it is, and who won ("finished: you won"), so a finished game
    and the new one with the same friend read apart in the list."""
    if kept.winners is None:
        return ("link.kept_over", {})
    if not kept.winners:
        return ("link.kept_drawn", {})
    if kept.seat in kept.winners:  # partners win together
        return ("link.kept_you_won", {})
    key = "link.kept_won_one" if len(kept.winners) == 1 else "link.kept_won_many"
    return (key, {"names": tuple(Named(seat) for seat in kept.winners)})


# -- backups ---------------------------------------------------------------------------
def backup_text(table: str, kept: KeptGame) -> str:
    """The kept game as a file: with it, another browser (or this one, cleared) goes on."""
    return json.dumps({BACKUP_MARK: 1, "table": table, "kept": kept.to_json()})


def read_backup(text: str) -> tuple[str, KeptGame]:
    """The table and kept game of a backup file; ``BadBackup`` if it is not one."""
    try:
        backup = json.loads(text)
        return str(backup["table"]), kept_from_json(backup["kept"])
    except (ValueError, KeyError, TypeError):
        raise BadBackup("this file is not a backup of a game by link") from None


def restore_asks(current: KeptGame | None, backup: KeptGame) -> Words | None:
    """What to ask before a backup replaces the game kept, or None to go ahead: a backup
    older than the kept game would replace its later links, whose own moves this seat
    would make again differently (the links already sent cannot be made again)."""
    have, backed = (current.messages if current else 0), backup.messages
    if current is None or have <= backed:
        return None
    return ("link.restore_older", {"name": current.others, "backup": backed, "have": have})
