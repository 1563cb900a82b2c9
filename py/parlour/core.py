"""The protocol every Parlour game follows.

A game is data plus pure functions: a frozen state value whose ``apply``
returns a new state, moves that are small frozen values with a text
notation, and a typed outcome.  ``legal_moves`` is the single source of
legality: ``apply`` and ``parse_move`` both defer to it.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from parlour.echo import quoted, shorten
from parlour.words import Phrasebook

JSON = Any
"""A value made of dicts, lists, str, int, float, bool and None."""


class ParlourError(Exception):
    """Base class of every error the engine raises on purpose."""


class IllegalMove(ParlourError):
    """A move that the rules forbid; ``rule`` names the rule it breaks."""

    def __init__(self, rule: str, detail: str) -> None:
        self.rule = rule
        self.detail = detail
        super().__init__(f"{detail} [{rule}]")


class BadOption(ParlourError):
    """An option name or value that the game does not accept."""


class BadPosition(ParlourError):
    """A JSON position that does not describe a valid state."""


class Move(Protocol):
    """What every game's move value offers.

    ``str(move)`` is its notation.  ``path`` is the sequence of click
    targets (ids the renderer puts in ``data-target``) that selects it in
    the UI, so one generic controller serves every game.
    """

    @property
    def path(self) -> tuple[str, ...]: ...

    def __str__(self) -> str: ...


def is_declaration(move: object) -> bool:
    """A move that only speaks ("can't play", "pass", "end my turn") and puts nothing down.

    A game marks such move classes with ``declaration = True``; the page makes a
    person's only legal move for them when it is one (``parlour.page.model.forced``).
    """
    return getattr(move, "declaration", False) is True


@dataclass(frozen=True)
class OptionSpec:
    """A named game option with its default and the values it allows."""

    name: str
    default: bool | int | str
    choices: tuple[bool | int | str, ...]
    help: str = ""
    """A line for developers (the CLI); players read the game's guide instead."""
    only_for: tuple[tuple[bool | int | str, tuple[int, ...]], ...] = ()
    """(choice, player counts) pairs: a choice listed here is for those counts
    only; any other choice suits every count the game allows."""

    def players_for(self, value: object, counts: tuple[int, ...]) -> tuple[int, ...]:
        """The player counts, out of ``counts``, with which ``value`` can be played."""
        for choice, allowed in self.only_for:
            if choice == value and type(choice) is type(value):
                return tuple(n for n in counts if n in allowed)
        return counts

    def coerce(self, value: object) -> bool | int | str:
        """Return ``value`` as one of the choices, accepting CLI text."""
        if isinstance(value, str) and not isinstance(self.default, str):
            value = _parse_scalar(value)
        for choice in self.choices:
            if value == choice and type(value) is type(choice):
                return choice
        allowed = ", ".join(_format_scalar(c) for c in self.choices)
        raise BadOption(
            f"option {self.name!r} cannot be {_format_scalar(value)}; allowed: {allowed}"
        )


def _parse_scalar(text: str) -> object:
    lowered = text.strip().lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    try:
        return int(lowered)
    except ValueError:
        return text


def _format_scalar(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return shorten(str(value))  # a value may come from a link or a query


@dataclass(frozen=True)
class GameSpec:
    """The facts about a game that do not depend on a particular play."""

    id: str
    title: str
    rules_version: str
    player_counts: tuple[int, ...]
    options: tuple[OptionSpec, ...] = ()
    hidden_information: bool = True
    """Something is hidden from some player (hands, a deck's order): a share link, which
    carries the seed, says that it shows it."""
    private_views: bool = True
    """A seat sees what another may not (its own hand): people sharing one device pass it
    between turns.  Punto's decks are hidden from everyone alike, so it passes nothing."""

    def players_for(self, option: OptionSpec, value: object) -> tuple[int, ...]:
        """The player counts with which ``option`` may take ``value``."""
        return option.players_for(value, self.player_counts)

    def option(self, name: str) -> OptionSpec:
        for spec in self.options:
            if spec.name == name:
                return spec
        known = ", ".join(o.name for o in self.options) or "none"
        raise BadOption(f"{self.id} has no option {quoted(name)}; options: {known}")

    def resolve_options(self, given: Mapping[str, object] | None) -> dict[str, Any]:
        """Defaults overlaid with ``given``; unknown names and bad values raise."""
        resolved: dict[str, Any] = {o.name: o.default for o in self.options}
        for name, value in (given or {}).items():
            resolved[name] = self.option(name).coerce(value)
        return resolved

    def check_players(self, players: int) -> None:
        if players not in self.player_counts:
            counts = ", ".join(map(str, self.player_counts))
            raise BadOption(f"{self.title} is for {counts} players, not {players}")


Fact = int | str | tuple[int, ...]
"""A value an outcome's words need: a number, a key, or numbers (seats, scores)."""


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game or match: facts, never sentences.

    ``winners`` lists every seat that won (both partners of a winning
    team); it is empty for a draw.  ``scores`` has one entry per seat.
    ``reason`` names how the game ended (a key the game's
    ``describe_outcome`` knows, such as ``"won"`` or ``"blocked"``) and
    ``details`` holds the values its words need, as (name, value) pairs.
    The words are made when shown, in the language of that moment.
    """

    winners: tuple[int, ...]
    scores: tuple[float, ...]
    reason: str = ""
    details: tuple[tuple[str, Fact], ...] = ()

    @property
    def is_draw(self) -> bool:
        return not self.winners

    def detail(self, name: str) -> Fact:
        """The value of detail ``name``; KeyError names it if the outcome lacks it."""
        for key, value in self.details:
            if key == name:
                return value
        raise KeyError(f"the outcome {self.reason!r} has no detail {name!r}")

    def number(self, name: str) -> int:
        value = self.detail(name)
        if not isinstance(value, int):
            raise TypeError(f"the outcome's detail {name!r} is not a number")
        return value

    def numbers(self, name: str) -> tuple[int, ...]:
        value = self.detail(name)
        if not isinstance(value, tuple):
            raise TypeError(f"the outcome's detail {name!r} is not a list of numbers")
        return value

    def reward(self, seat: int) -> float:
        """1 for a win, 0 for a loss, 0.5 for a draw: what search maximises."""
        if self.is_draw:
            return 0.5
        return 1.0 if seat in self.winners else 0.0

    def to_json(self) -> JSON:
        details = {key: list(v) if isinstance(v, tuple) else v for key, v in self.details}
        return {
            "winners": list(self.winners),
            "scores": list(self.scores),
            "reason": self.reason,
            "details": details,
        }

    @classmethod
    def from_json(cls, data: JSON) -> Outcome:
        """The outcome ``to_json`` wrote.  JSON from before reasons (a ``summary`` sentence
        instead of ``reason`` and ``details``) loads with no reason: only facts are kept."""
        if not isinstance(data, dict):
            raise BadPosition("an outcome must be a JSON object")
        winners, scores = data.get("winners", ()), data.get("scores", ())
        reason, details = data.get("reason", ""), data.get("details", {})
        if (
            not _ints(winners)
            or not isinstance(scores, list)
            or not all(isinstance(s, (int, float)) and not isinstance(s, bool) for s in scores)
        ):
            raise BadPosition("an outcome's winners must be seats and its scores numbers")
        if not isinstance(reason, str) or not isinstance(details, dict):
            raise BadPosition("an outcome's reason must be text and its details an object")
        facts: list[tuple[str, Fact]] = []
        for key, value in details.items():
            if isinstance(value, list) and _ints(value):
                facts.append((key, tuple(value)))
            elif isinstance(value, (int, str)) and not isinstance(value, bool):
                facts.append((key, value))
            else:
                raise BadPosition(f"the outcome's detail {key!r} is not a number, text or numbers")
        return cls(tuple(winners), tuple(float(s) for s in scores), reason, tuple(facts))


def _ints(value: object) -> bool:
    return isinstance(value, list) and all(
        isinstance(v, int) and not isinstance(v, bool) for v in value
    )


@dataclass(frozen=True)
class Highlights:
    """What the UI wants emphasised; the renderer draws it without judging it."""

    targets: frozenset[str] = frozenset()
    """Clickable target ids that are legal next steps."""
    selected: tuple[str, ...] = ()
    """Target ids already chosen in a move being built."""
    marked: frozenset[str] = frozenset()
    """Ids to mark, such as the last move or a winning row."""
    focus: str | None = None
    """The target that has keyboard focus."""


class View(Protocol):
    """What one seat may see.  Frozen, and convertible to JSON."""

    @property
    def player(self) -> int | None: ...

    def to_json(self) -> JSON: ...


class GameState(ABC):
    """Base of every game's frozen state dataclass.

    Subclasses implement the abstract members; the shared behaviour here
    keeps legality in one place (``legal_moves``).
    """

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat to move, or None once the game is over."""

    @property
    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""

    @abstractmethod
    def legal_moves(self) -> tuple[Move, ...]:
        """Every move the current player may make, in a stable order."""

    @abstractmethod
    def _apply_legal(self, move: Move) -> GameState:
        """The successor state; ``move`` is known to be legal."""

    @abstractmethod
    def view(self, player: int | None) -> View:
        """What ``player`` may see (None: a spectator, who sees no hand)."""

    @abstractmethod
    def to_json(self) -> JSON:
        """The whole state as JSON; ``Game.state_from_json`` reverses it."""

    def illegal_reason(self, move: Move) -> IllegalMove:
        """Why ``move`` is illegal here.  Games override to name the rule."""
        return IllegalMove("legal moves", f"{move} is not a legal move here")

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    def apply(self, move: Move) -> GameState:
        """Return the state after ``move``; raise IllegalMove if it is not legal."""
        if self.is_over:
            raise IllegalMove("end of game", "the game is over")
        if move not in self.legal_moves():
            raise self.illegal_reason(move)
        return self._apply_legal(move)

    def parse_move(self, text: str) -> Move:
        """The legal move whose notation is ``text``."""
        if self.is_over:
            raise IllegalMove("end of game", f"the game is over, so {text!r} cannot be played")
        wanted = text.strip()
        for move in self.legal_moves():
            if str(move) == wanted:
                return move
        raise IllegalMove("legal moves", f"{text!r} is not a legal move here")


@dataclass(frozen=True)
class Heuristics:
    """Optional game knowledge that bots use; every field may be left None.

    ``move_priority(state, move)`` ranks moves for the greedy bot and for
    playouts (higher is better for the player to move).  ``evaluate(state,
    seat)`` estimates the chance that ``seat`` wins, in [0, 1], so search
    can stop a playout early.
    """

    move_priority: Callable[[GameState, Move], float] | None = None
    evaluate: Callable[[GameState, int], float] | None = None
    playout_depth: int = 0
    """Stop playouts after this many moves and call ``evaluate`` (0: play out fully)."""
    iterations: tuple[tuple[str, int], ...] = ()
    """(level, iterations) pairs: how long each search level thinks in this game,
    overriding ``parlour.ai.budget.DEFAULT_ITERATIONS``."""


@dataclass(frozen=True)
class Example:
    """A position for the rules panel: the state to draw and the target ids to mark."""

    state: GameState
    marked: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Guide:
    """What a game tells its players about itself, all of it optional.

    ``words`` holds the rules panel's text and the options' words in every
    language, under the keys ``parlour.guide`` documents.  ``examples`` are
    (id, builder) pairs; a builder makes its position through the game's
    public protocol.  Games are listed by ``rank``, lowest first.
    """

    words: Phrasebook | None = None
    examples: tuple[tuple[str, Callable[[Game], Example]], ...] = ()
    rank: int = 1000


@dataclass(frozen=True)
class Game:
    """One registered game: its spec and the pure functions that play it."""

    spec: GameSpec
    new_state: Callable[[int, dict[str, Any], int], GameState]
    state_from_json: Callable[[JSON], GameState]
    view_from_json: Callable[[JSON], View]
    determinize_view: Callable[[View, random.Random], GameState]
    render: Callable[[View, Highlights], str]
    describe_move: Callable[[View, Move], str] = field(default=lambda view, move: str(move))
    describe_outcome: Callable[[Outcome], str] = field(default=lambda outcome: "")
    """The outcome in words, in the current language ("": the page says who won)."""
    heuristics: Heuristics = field(default_factory=Heuristics)
    guide: Guide = field(default_factory=Guide)

    @property
    def id(self) -> str:
        return self.spec.id

    def initial_state(
        self, players: int, options: Mapping[str, object] | None = None, seed: int = 0
    ) -> GameState:
        """The opening state; chance in the whole game comes from ``seed``."""
        self.spec.check_players(players)
        return self.new_state(players, self.spec.resolve_options(options), seed)

    def determinize(self, state: GameState, player: int, rng: random.Random) -> GameState:
        """A full state consistent with what ``player`` sees.

        It is built from the view alone, so a bot that uses it cannot peek.
        """
        return self.determinize_view(state.view(player), rng)


def rng_for(seed: int, *labels: object) -> random.Random:
    """A private generator for one chance event of one game.

    Seeding with text is stable across runs and platforms, and labels
    (such as the round number) keep the events independent.
    """
    return random.Random("/".join(map(str, (seed, *labels))))
