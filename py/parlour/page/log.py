"""The move log as the page keeps it: each move a fact (``Logged``), put into the game's
words (``LogEntry``) when drawn, in the language and seat names of then."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from parlour.core import Game, GameState, Move, View


@dataclass(frozen=True)
class LogEntry:
    """One line of the move log: the game's words and the notation."""

    number: int
    seat: int | None
    text: str
    notation: str


@dataclass(frozen=True)
class Logged:
    """One move of the log as a fact: its number (from 1), who made it, its notation.  It
    is put into words (``log_entry``) when drawn, in the language and names of then."""

    number: int
    seat: int | None
    notation: str


def describe(game: Game, before: GameState, move: Move) -> str:
    """The game's description of ``move`` played from ``before``, else its notation."""
    return describe_in_view(game, before.view(before.current_player), move)


def describe_in_view(game: Game, view: View, move: Move) -> str:
    """The game's description of ``move`` made by the seat that sees ``view``."""
    try:
        return game.describe_move(view, move)
    except Exception:  # noqa: BLE001 - a log line must never break the page
        return str(move)


def log_entry(game: Game, before: GameState, notation: str, number: int) -> LogEntry:
    move = before.parse_move(notation)
    return LogEntry(number, before.current_player, describe(game, before, move), notation)


def log_entries(game: Game, states: Sequence[GameState], moves: Sequence[str]) -> list[LogEntry]:
    """A log entry for each move; ``states[i]`` is the state before ``moves[i]``."""
    return [log_entry(game, states[i], notation, i + 1) for i, notation in enumerate(moves)]
