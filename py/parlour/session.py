"""A game in progress as the site holds it: who sits where, the record,
undo and redo, and the save format.  Pure Python, so the browser layer
stays thin and all of this is tested in CPython.
"""

from __future__ import annotations

from dataclasses import dataclass, field
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


@dataclass
class Session:
    """The record plus the states it passes through, and the seats' kinds."""

    record: Record
    seats: tuple[str, ...]
    names: tuple[str, ...] = ()
    undo_allowed: bool = True
    undo_used: bool = False
    redo_stack: list[str] = field(default_factory=list)
    states: list[GameState] = field(default_factory=list)

    def __post_init__(self) -> None:
        if len(self.seats) != self.record.players:
            raise BadRecord(f"{len(self.seats)} seats given for {self.record.players} players")
        for kind in self.seats:
            if kind not in SEAT_KINDS:
                raise BadRecord(f"unknown seat kind {quoted(kind)}; kinds: {', '.join(SEAT_KINDS)}")
        if any(len(name) > MAX_NAME for name in self.names):
            raise BadRecord(f"a player's name is longer than {MAX_NAME} characters")
        if not self.names:
            self.names = tuple(f"Player {i + 1}" for i in range(self.record.players))
        if not self.states:
            self.states = self.record.states()

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

    def play(self, notation: str) -> GameState:
        """Play a move given in notation; IllegalMove leaves the session unchanged.

        A deal the move leads to is made at once by the seeded dealer; the state
        before it (the hand over, the next not dealt) is ``parlour.breaks.finished_view``'s.
        """
        state = self.state
        game = registry.get(self.record.game)
        new_state = game.play(state, state.parse_move(notation))
        self.states.append(new_state)
        self.record = self.record.with_move(notation)
        self.redo_stack.clear()
        return new_state

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

    def undo(self) -> None:
        target = self._undo_target()
        if not self.undo_allowed or target is None:
            raise ParlourError("there is no move of yours to take back")
        undone = self.record.moves[target:]
        self.redo_stack = list(undone) + self.redo_stack
        self.states = self.states[: target + 1]
        self.record = self.record.truncated(target)
        self.undo_used = True

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def redo(self) -> None:
        """Replay the moves undone up to the next human decision."""
        if not self.redo_stack:
            raise ParlourError("there is nothing to redo")
        stack = list(self.redo_stack)
        self.play(stack.pop(0))
        while stack and not self.is_human(self.seat_to_move):
            self.play(stack.pop(0))
        self.redo_stack = stack

    def to_save(self) -> JSON:
        return {
            "format": SAVE_FORMAT,
            "record": self.record.to_json(),
            "seats": list(self.seats),
            "names": list(self.names),
            "undo_allowed": self.undo_allowed,
            "undo_used": self.undo_used,
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
            return cls(record, seats, names, undo_allowed, undo_used)
        except ParlourError as error:
            raise BadSave(str(error)) from None
