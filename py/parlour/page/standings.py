"""Your record against the computer in this browser: wins, losses and draws per game and level.

Kept in any key-value storage (the page's localStorage, a dict in tests) under
``RESULTS_KEY`` as versioned JSON.  The decisions (README.md, "Your record"):

- a game counts once, when it ends by a move made on the page: loading a finished
  game, reloading, replaying it or undoing its last move and making it again does not
  count it again (the games counted are remembered by their deal, ``game_key``);
- only a game of one person against the computer counts, and not when undo was used;
- against several computers, the game counts under the strongest level at the table;
- a record the page cannot read is never lost: it is copied aside (or, where the copy
  fails, left where it is and nothing is counted over it) and the page says why.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from parlour.core import ParlourError
from parlour.reader import Checker, load_json
from parlour.page.saves import Storage
from parlour.page.session import SEAT_KINDS, Session

RESULTS_KEY = "parlour.results"
ASIDE_PREFIX = "parlour.results.unreadable."
VERSION = 1
KEPT_KEYS = 500
"""How many counted games are remembered (oldest forgotten first): far more than a
game ever stays in the autosave, which is what could bring one back."""
MAX_TEXT = 100_000

Result = Literal["won", "lost", "drawn"]
Skipped = Literal["undo", "people", "no_person"]


class BadResults(ParlourError):
    """A stored record of results this version cannot read."""


_CHECK = Checker(BadResults)


@dataclass(frozen=True)
class Line:
    """Games won, lost and drawn against one level."""

    won: int = 0
    lost: int = 0
    drawn: int = 0

    def add(self, result: Result) -> Line:
        return Line(
            self.won + (result == "won"),
            self.lost + (result == "lost"),
            self.drawn + (result == "drawn"),
        )

    @property
    def played(self) -> int:
        return self.won + self.lost + self.drawn


@dataclass(frozen=True)
class Standings:
    """The whole record: game id -> computer level -> ``Line``; and the games counted."""

    games: Mapping[str, Mapping[str, Line]] = field(default_factory=dict)
    counted: tuple[str, ...] = ()

    def of(self, game_id: str) -> tuple[tuple[str, Line], ...]:
        """One game's lines, weakest level first."""
        lines = self.games.get(game_id, {})
        return tuple((level, lines[level]) for level in LEVELS if level in lines)

    def to_json(self) -> dict[str, object]:
        return {
            "version": VERSION,
            "games": {
                game: {level: [n.won, n.lost, n.drawn] for level, n in lines.items()}
                for game, lines in self.games.items()
            },
            "counted": list(self.counted),
        }


LEVELS = tuple(kind for kind in SEAT_KINDS if kind != "human")
"""The computer's levels, weakest first (``parlour.page.session.SEAT_KINDS``)."""


def read_standings(text: str | None) -> Standings:
    """The stored record (none stored: an empty one); BadResults says what is wrong."""
    if text is None:
        return Standings()
    data = _CHECK.obj(
        load_json(text, BadResults, "the record of results", max_chars=MAX_TEXT),
        "the record of results",
        ("version", "games", "counted"),
    )
    version = _CHECK.integer(data["version"], "its version", 1)
    if version != VERSION:
        raise BadResults(f"the record of results is version {version}; this page reads {VERSION}")
    games: dict[str, dict[str, Line]] = {}
    for game, lines in _CHECK.obj(data["games"], "its games").items():
        _CHECK.text(game, "a game id", 40)
        games[game] = {}
        for level, counts in _CHECK.obj(lines, f"the lines of {game}").items():
            if level not in LEVELS:
                raise BadResults(f"the record of {game} names an unknown level {level!r}")
            won, lost, drawn = _CHECK.integers(counts, f"{game} {level}", 0, 10**9, 3)
            games[game][level] = Line(won, lost, drawn)
    counted = _CHECK.texts(data["counted"], "the games counted", 200, KEPT_KEYS)
    return Standings(games, counted)


def game_key(session: Session) -> str:
    """One game, whatever happens to it on the page: its game, its deal (seed) and seats."""
    record = session.record
    return f"{record.game}:{record.seed}:{','.join(session.seats)}"


def opponent_level(session: Session) -> str | None:
    """The strongest computer level at the table (None: no computer)."""
    levels = [kind for kind in session.seats if kind in LEVELS]
    return max(levels, key=LEVELS.index) if levels else None


def skipped(session: Session) -> Skipped | None:
    """Why this game is not counted, or None: it counts."""
    people = [seat for seat, kind in enumerate(session.seats) if kind == "human"]
    if not people:
        return "no_person"
    if len(people) > 1 or opponent_level(session) is None:
        return "people"
    return "undo" if session.undo_used else None


def result_of(session: Session) -> Result | None:
    """The one person's result once the game is over (partners win together)."""
    outcome = session.state.outcome
    people = [seat for seat, kind in enumerate(session.seats) if kind == "human"]
    if outcome is None or len(people) != 1:
        return None
    if not outcome.winners:
        return "drawn"
    return "won" if people[0] in outcome.winners else "lost"


@dataclass(frozen=True)
class Loaded:
    standings: Standings
    problem: str | None = None
    aside_key: str | None = None
    """Where an unreadable record was copied; None when it could not be and stays in place."""


class Results:
    """The record of one page, read once and written after each game counted."""

    def __init__(self, storage: Storage, now: Callable[[], int]) -> None:
        self.storage = storage
        self.now = now
        self.standings = Standings()
        self.held = False
        """An unreadable record that could not be set aside: nothing is written over it."""

    def load(self) -> Loaded:
        text = self.storage.get(RESULTS_KEY)
        try:
            self.standings = read_standings(text)
            return Loaded(self.standings)
        except BadResults as error:
            self.standings = Standings()
            return Loaded(self.standings, str(error), self._set_aside(text or ""))

    def _set_aside(self, text: str) -> str | None:
        key = f"{ASIDE_PREFIX}{self.now()}"
        if self.storage.set(key, text) and self.storage.get(key) == text:
            self.storage.remove(RESULTS_KEY)
            return key
        self.held = True
        return None

    def count(self, session: Session) -> Result | None:
        """Count a game that has just ended, once; the result counted, or None."""
        result, level, key = result_of(session), opponent_level(session), game_key(session)
        if result is None or level is None or skipped(session) or key in self.standings.counted:
            return None
        game = session.record.game
        games = {g: dict(lines) for g, lines in self.standings.games.items()}
        lines = games.setdefault(game, {})
        lines[level] = lines.get(level, Line()).add(result)
        self._store(Standings(games, (*self.standings.counted, key)[-KEPT_KEYS:]))
        return result

    def clear(self, game_id: str) -> None:
        """Forget one game's record (the games counted stay counted)."""
        games = {g: lines for g, lines in self.standings.games.items() if g != game_id}
        self._store(Standings(games, self.standings.counted))

    def _store(self, standings: Standings) -> None:
        self.standings = standings
        if not self.held:
            self.storage.set(RESULTS_KEY, json.dumps(standings.to_json(), separators=(",", ":")))
