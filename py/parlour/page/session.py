"""A game in progress as the site holds it: who sits where, the record,
undo and redo, and the save format.  Pure Python, so the browser layer
stays thin and all of this is tested in CPython.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from parlour import registry
from parlour.core import JSON, GameState, ParlourError
from parlour.reader import Checker, quoted
from parlour.record import MAX_NAME, MAX_PLAYERS, BadRecord, Record

SAVE_FORMAT = 1
SEAT_KINDS = ("human", "random", "easy", "medium", "hard")


class BadSave(ParlourError):
    """A saved game this version cannot read."""


_CHECK = Checker(BadSave)


@dataclass(frozen=True)
class Session:
    """The record plus the states it passes through, and the seats' kinds and names.

    A frozen value: a move, an undo or a redo returns a new session, so the model a view
    drew is never changed under it."""

    record: Record
    seats: tuple[str, ...]
    names: tuple[str, ...] = ()
    undo_allowed: bool = True
    undo_used: bool = False
    redo_stack: tuple[str, ...] = ()
    states: tuple[GameState, ...] = ()
    hints_allowed: bool = True
    """False for the deal of the day: everyone plays it alone against the same computer, so
    results compare fairly (docs/review-and-daily.md, "No Hint in the deal of the day")."""

    def __post_init__(self) -> None:
        if len(self.seats) != self.record.players:
            raise BadRecord(f"{len(self.seats)} seats given for {self.record.players} players")
        for kind in self.seats:
            if kind not in SEAT_KINDS:
                raise BadRecord(f"unknown seat kind {quoted(kind)}; kinds: {', '.join(SEAT_KINDS)}")
        if any(len(name) > MAX_NAME for name in self.names):
            raise BadRecord(f"a player's name is longer than {MAX_NAME} characters")
        # The defaults are derived once, as the value is made (it is frozen after).
        if not self.names:
            names = tuple(f"Player {i + 1}" for i in range(self.record.players))
            object.__setattr__(self, "names", names)
        if not self.states:
            object.__setattr__(self, "states", tuple(self.record.states()))

    @classmethod
    def new(
        cls,
        game_id: str,
        seats: tuple[str, ...],
        options: dict[str, Any] | None,
        seed: int,
        undo_allowed: bool = True,
    ) -> Session:
        record = Record.start(game_id, len(seats), options, seed, seats)
        return cls(record, seats, undo_allowed=undo_allowed)

    @property
    def state(self) -> GameState:
        return self.states[-1]

    @property
    def seat_to_move(self) -> int | None:
        return self.state.current_player

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat] == "human"

    @property
    def computer_to_move(self) -> bool:
        seat = self.seat_to_move
        return seat is not None and not self.is_human(seat)

    def play(self, notation: str) -> Session:
        """The session after a move given in notation; IllegalMove if it is not legal.

        A deal the move leads to is made at once by the seeded dealer; the state
        before it (the hand over, the next not dealt) is ``parlour.breaks.finished_view``'s.
        """
        return self._played(notation, redo_stack=())

    def _played(self, notation: str, redo_stack: tuple[str, ...]) -> Session:
        state = self.state
        game = registry.get(self.record.game)
        new_state = game.play(state, state.parse_move(notation))
        record = self.record.with_move(notation)
        return replace(self, record=record, states=(*self.states, new_state), redo_stack=redo_stack)

    def can_undo(self) -> bool:
        return self.undo_allowed and self._undo_target() is not None

    def _undo_target(self) -> int | None:
        """How many moves to keep: back to before the latest human move.

        Against the computer that takes back your move and its replies at once.
        """
        for kept in range(len(self.record.moves) - 1, -1, -1):
            if self.is_human(self.states[kept].current_player):
                return kept
        return None

    def undo_seat(self) -> int | None:
        """The seat whose move undo would take back, if undo can act."""
        target = self._undo_target()
        if not self.undo_allowed or target is None:
            return None
        return self.states[target].current_player

    def undo(self) -> Session:
        target = self._undo_target()
        if not self.undo_allowed or target is None:
            raise ParlourError("there is no move of yours to take back")
        undone = self.record.moves[target:]
        return replace(
            self,
            redo_stack=(*undone, *self.redo_stack),
            states=self.states[: target + 1],
            record=self.record.truncated(target),
            undo_used=True,
        )

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def redo(self) -> Session:
        """Replay the moves undone up to the next human decision."""
        if not self.redo_stack:
            raise ParlourError("there is nothing to redo")
        first, *rest = self.redo_stack
        session = self._played(first, tuple(rest))
        while session.redo_stack and not session.is_human(session.seat_to_move):
            first, *rest = session.redo_stack
            session = session._played(first, tuple(rest))
        return session

    def to_save(self) -> JSON:
        return {
            "format": SAVE_FORMAT,
            "record": self.record.to_json(),
            "seats": list(self.seats),
            "names": list(self.names),
            "undo_allowed": self.undo_allowed,
            "undo_used": self.undo_used,
            # Written only when off: every other save stays as it was.
            **({} if self.hints_allowed else {"hints_allowed": False}),
        }

    @classmethod
    def from_save(cls, data: JSON) -> Session:
        """Rebuild a session; BadSave explains why a save cannot be read."""
        if not isinstance(data, dict):
            raise BadSave("the save is not a JSON object")
        if data.get("format") != SAVE_FORMAT:
            raise BadSave(
                f"the save has format {quoted(data.get('format'))}; this site reads {SAVE_FORMAT}"
            )
        try:
            record = Record.from_json(data.get("record"))
            seats = _CHECK.texts(data.get("seats"), "seats", MAX_NAME, MAX_PLAYERS)
            names = _CHECK.texts(data.get("names", []), "names", MAX_NAME, MAX_PLAYERS)
            undo_allowed = _CHECK.boolean(data.get("undo_allowed", True), "undo_allowed")
            undo_used = _CHECK.boolean(data.get("undo_used", False), "undo_used")
            hints = _CHECK.boolean(data.get("hints_allowed", True), "hints_allowed")
            return cls(record, seats, names, undo_allowed, undo_used, hints_allowed=hints)
        except ParlourError as error:
            raise BadSave(str(error)) from None
