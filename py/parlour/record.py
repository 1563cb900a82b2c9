"""Game records: the seed and the moves, which replay a game exactly."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from parlour import registry
from parlour.core import JSON, GameState, ParlourError
from parlour.reader import Checker

RECORD_KEYS = ("game", "version", "options", "players", "seed", "moves")
MAX_PLAYERS = 16
MAX_SEED = 2**63
MAX_MOVES = 100_000
MAX_NOTATION = 200
MAX_NAME = 40
"""Longest game id, rules version, seat kind or player name."""


class BadRecord(ParlourError):
    """A record that is malformed or does not replay; names the move if one failed."""

    def __init__(self, reason: str, move_number: int | None = None) -> None:
        self.reason = reason
        self.move_number = move_number
        where = f"move {move_number}: " if move_number is not None else ""
        super().__init__(f"{where}{reason}")


_CHECK = Checker(BadRecord)


@dataclass(frozen=True)
class Record:
    """Everything needed to replay a game: the players' moves; chance comes from ``seed``
    alone (the game's seeded dealer answers every deal)."""

    game: str
    version: str
    options: dict[str, Any]
    players: int
    seed: int
    moves: tuple[str, ...] = ()
    seats: tuple[str, ...] = field(default=(), compare=False)
    """Who sat where ("human", "hard", ...): informative, not needed to replay."""

    @classmethod
    def start(
        cls,
        game_id: str,
        players: int,
        options: dict[str, Any] | None,
        seed: int,
        seats: tuple[str, ...] = (),
    ) -> Record:
        game = registry.get(game_id)
        game.spec.check_players(players)
        resolved = game.spec.resolve_options(options)
        return cls(game_id, game.spec.rules_version, resolved, players, seed, (), seats)

    def with_move(self, notation: str) -> Record:
        return Record(
            self.game,
            self.version,
            self.options,
            self.players,
            self.seed,
            (*self.moves, notation),
            self.seats,
        )

    def truncated(self, length: int) -> Record:
        return Record(
            self.game,
            self.version,
            self.options,
            self.players,
            self.seed,
            self.moves[:length],
            self.seats,
        )

    def to_json(self) -> JSON:
        data: dict[str, Any] = {
            "game": self.game,
            "version": self.version,
            "options": dict(self.options),
            "players": self.players,
            "seed": self.seed,
            "moves": list(self.moves),
        }
        if self.seats:
            data["seats"] = list(self.seats)
        return data

    @classmethod
    def from_json(cls, data: JSON) -> Record:
        """Check the shape of ``data``; raise BadRecord naming the first fault."""
        if not isinstance(data, dict):
            raise BadRecord("a record must be a JSON object")
        missing = [key for key in RECORD_KEYS if key not in data]
        if missing:
            raise BadRecord(f"the record lacks {', '.join(missing)}")
        check = _CHECK
        game = check.text(data["game"], "game", MAX_NAME)
        version = check.text(data["version"], "version", MAX_NAME)
        options = dict(check.obj(data["options"], "options"))
        players = check.integer(data["players"], "players", 1, MAX_PLAYERS)
        seed = check.integer(data["seed"], "seed", -MAX_SEED, MAX_SEED)
        moves = check.lst(data["moves"], "moves", max_length=MAX_MOVES)
        if not all(isinstance(m, str) for m in moves):
            raise BadRecord("every move must be a string of move notation")
        return cls(
            game,
            version,
            options,
            players,
            seed,
            check.texts(moves, "moves", MAX_NOTATION),
            check.texts(data.get("seats", []), "seats", MAX_NAME, MAX_PLAYERS),
        )

    def initial_state(self) -> GameState:
        try:
            game = registry.get(self.game)
        except ParlourError as error:
            raise BadRecord(str(error)) from None
        if self.version != game.spec.rules_version:
            raise BadRecord(
                f"the record is for rules version {self.version}, "
                f"this site plays {game.spec.rules_version}"
            )
        try:
            return game.initial_state(self.players, self.options, self.seed)
        except ParlourError as error:
            raise BadRecord(str(error)) from None

    def states(self) -> list[GameState]:
        """The state before the first move and after each move, every deal made by the
        seeded dealer from ``seed`` (a record holds the players' moves only)."""
        states = [self.initial_state()]
        game = registry.get(self.game)
        for number, notation in enumerate(self.moves, start=1):
            try:
                move = states[-1].parse_move(notation)
            except ParlourError as error:
                raise BadRecord(str(error), number) from None
            states.append(game.play(states[-1], move))
        return states

    def replay(self) -> GameState:
        """The state after every move; BadRecord names the move that fails."""
        return self.states()[-1]
