"""The protocol every Parlour game follows.

A game is data plus pure functions: a frozen state value whose ``apply``
returns a new state, moves that are small frozen values with a text
notation, and a typed outcome.  ``legal_moves`` is the single source of
legality: ``apply`` and ``parse_move`` both defer to it.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Generic, Protocol, TypeVar, overload

from parlour.chance import Chance, Coming, Order, Shown
from parlour.echo import quoted, shorten
from parlour.words import Phrasebook, pointer_words

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


class BadDeal(ParlourError):
    """An order that is not a shuffle of the deck waiting to be dealt, or no deck waits."""


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


T = TypeVar("T")


class cached(Generic[T]):  # noqa: N801 - used like functools.cached_property
    """A value a frozen state derives once, on first use: every game caches its
    ``legal_moves`` (and what they are made from) this one way.

    Like ``functools.cached_property``, it stores the value in the instance's
    ``__dict__`` (frozen dataclasses without slots allow that), where later lookups
    find it directly; unlike it, the first lookup takes no lock, which
    ``functools.cached_property`` does on CPython 3.11 (a first lookup costs about
    four times as much there, and bots make hundreds of thousands of states).
    """

    def __init__(self, func: Callable[[Any], T]) -> None:
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> cached[T]: ...

    @overload
    def __get__(self, obj: object, owner: type | None = None) -> T: ...

    def __get__(self, obj: object, owner: type | None = None) -> T | cached[T]:
        if obj is None:
            return self
        value = self.func(obj)
        obj.__dict__[self.name] = value
        return value


class GameState(ABC):
    """Base of every game's frozen state dataclass.

    Subclasses implement the abstract members; the shared behaviour here
    keeps legality in one place (``legal_moves``).

    Chance has states of its own (``parlour.chance``): a state whose ``chance``
    is not None waits for a dealer to shuffle that deck (``deal``); nobody is to
    move there and the game is not over.  A state lists, for each deck it still
    uses, who has been shown each position (``shown``) and the cards there
    (``orders``); ``with_orders`` is the same history dealt otherwise, which is
    how a device that does not know the deck plays on stand-ins (``parlour.link.partial``).
    """

    seed: int
    """Where the seeded dealer's chance comes from (``Game.dealer``); never in a view."""

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

    @property
    def chance(self) -> Chance | None:
        """The deck this state waits to have shuffled, or None: someone moves, or it is over."""
        return None

    def deal(self, order: Order) -> GameState:
        """The state once the dealer has shuffled ``self.chance`` into ``order``."""
        chance = self.chance
        if chance is None:
            raise BadDeal("no deck is waiting to be dealt here")
        try:
            chance.check(order)
        except ValueError as error:
            raise BadDeal(str(error)) from None
        return self._deal(order)

    def _deal(self, order: Order) -> GameState:
        """The dealt state; ``order`` is known to hold the chance's cards."""
        raise BadDeal(f"{type(self).__name__} deals no cards")

    def shown(self) -> Shown:
        """For each deck still in use, the seats shown each position (``parlour.chance``)."""
        return {}

    def orders(self) -> dict[str, Order]:
        """For each deck still in use, its cards by position (stand-ins on a table)."""
        return {}

    def with_orders(self, orders: Mapping[str, Order]) -> GameState:
        """This position had those decks been dealt in ``orders`` instead.

        Only positions that nobody's moves have depended on may differ (positions
        no one has been shown, or that only their holder has); the caller keeps
        the rest.  A game without decks has nothing to change.
        """
        if orders:
            raise ParlourError(f"{type(self).__name__} has no decks to deal otherwise")
        return self

    def illegal_reason(self, move: Move) -> IllegalMove:
        """Why ``move`` is illegal here.  Games override to name the rule."""
        return IllegalMove("legal moves", f"{move} is not a legal move here")

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    def apply(self, move: Move) -> GameState:
        """Return the state after ``move``; raise IllegalMove if it is not legal.

        The result may be a chance state (a hand ended, the next is not dealt yet):
        ``Game.settle`` deals it from the seed, as records and bots do.
        """
        if self.is_over:
            raise IllegalMove("end of game", "the game is over")
        if self.chance is not None:
            raise IllegalMove("chance", "the cards are being dealt: nobody moves now")
        if move not in self.legal_moves():
            raise self.illegal_reason(move)
        return self._apply_legal(move)

    def parse_move(self, text: str) -> Move:
        """The legal move whose notation is ``text``."""
        if self.chance is not None:
            raise IllegalMove("chance", f"the cards are being dealt, so {text!r} cannot be played")
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


class Dealer(Protocol):
    """Whoever answers chance: a shuffled order for the deck a chance state waits for.

    The seeded dealer (``SeededDealer``) reproduces every game from its seed; a
    known deck (``parlour.link.partial.KnownDecks``) deals orders fixed in advance; a
    cryptographic protocol between devices answers without any one of them knowing
    the order (docs/fair-deal.md).
    """

    def order(self, state: GameState, chance: Chance) -> Order: ...


def shuffle_from_seed(state: GameState, chance: Chance) -> Order:
    """The default seeded shuffle: the deck's cards in their canonical order, shuffled by
    ``rng_for(state.seed, chance.deck)``."""
    cards = list(chance.cards)
    rng_for(state.seed, chance.deck).shuffle(cards)
    return tuple(cards)


@dataclass(frozen=True)
class SeededDealer:
    """Chance from the state's seed: ``shuffle(state, chance)`` is the game's own seeded
    shuffle (each game's reproduces the deals it has always made from a seed)."""

    shuffle: Callable[[GameState, Chance], Order] = shuffle_from_seed

    def order(self, state: GameState, chance: Chance) -> Order:
        return self.shuffle(state, chance)


MAX_CHANCES = 1000
"""No game needs more decks in a row than this before someone moves (a loop guard)."""


def settle(state: GameState, dealer: Dealer) -> GameState:
    """``state`` with every chance answered by ``dealer``, up to a player's move or the end."""
    for _ in range(MAX_CHANCES):
        chance = state.chance
        if chance is None:
            return state
        state = state.deal(dealer.order(state, chance))
    raise ParlourError("the game keeps asking for decks: a chance state never ends")


@dataclass(frozen=True)
class Step:
    """One move the learner makes, with what the lesson says about it."""

    move: str
    """The notation of the learner's move in this step's position."""
    text: str
    """Phrase key: what to do here, and why."""
    wrong: str
    """Phrase key: why another click is not the move this step teaches."""
    replies: tuple[str, ...] = ()
    """Moves of the other seats that follow the learner's, in notation."""
    aim: Callable[[GameState, Move], bool] | None = None
    """What the step asks, when more than one move does it ("make five in a row"): every
    legal move for which it holds is accepted.  None: only ``move``."""


@dataclass(frozen=True)
class Lesson:
    """A short lesson on one game (or one variant of it); run by ``parlour.lesson``."""

    id: str
    game_id: str
    players: int
    options: Mapping[str, object]
    """The setup of the real game the lesson ends by starting."""
    start: Callable[[], GameState]
    steps: tuple[Step, ...]
    say: Phrasebook
    seat: int = 0
    """The learner's seat in every step."""

    @property
    def title(self) -> str:
        return self.say("title")

    @property
    def short(self) -> str:
        """The lesson's name on a button ("Learn to play", "Learn Domino")."""
        return self.say("short")

    @property
    def finale(self) -> str:
        """What the lesson says once the last move is made."""
        return self.say("finale")

    def words(self, key: str, touch: bool = False) -> str:
        """A step's phrase, saying "tap" rather than "click" on a touch screen."""
        return self.say(key, **pointer_words(touch))

    @cached_property
    def positions(self) -> tuple[GameState, ...]:
        """The state before each step, and the state after the last one.

        A lesson stays inside one deal: a step that left a hand to be dealt anew
        would need the dealer, so it is refused here.
        """
        state = self.start()
        states = [state]
        for step in self.steps:
            for notation in (step.move, *step.replies):
                state = state.apply(state.parse_move(notation))
                if state.chance is not None:
                    raise ParlourError(f"lesson {self.id}: {notation} leaves cards to be dealt")
            states.append(state)
        return tuple(states)


RoundEnd = Callable[[GameState, GameState], "str | None"]
"""The summary when the move from the first state to the second ended a round, else None."""
FinishedView = Callable[[GameState, GameState, "int | None"], "View | None"]
"""What a seat's board keeps while the page waits at a round's end (before, after, seat)."""
StandIns = Callable[
    [GameState, Mapping[str, Sequence[int]], tuple[object, ...], "str | None", random.Random],
    "Mapping[str, Order] | None",
]
"""A game's own draw of a table's stand-ins (``parlour.link.partial``): (state, the positions by
deck the table has not been shown, what the holders said of their cards (its facts), the
notation of the move being received or None, the table's generator) -> those positions
drawn again, met by construction, or None where it cannot."""


@dataclass(frozen=True)
class Statement:
    """One thing a seat said of its own cards in a game by link, after ``ply`` moves: a word
    of its game's (``word``: Domino's "out"), or one of its cards it showed everyone
    (``shown``: the deck and the position; Cardino's opening tiles)."""

    seat: int
    ply: int
    word: str = ""
    shown: tuple[str, int] | None = None


@dataclass(frozen=True)
class Knowledge:
    """What one device of a game by link knows, as plain data: what a game's ``Statements``
    read.  Every device holds the same but ``known`` and the stand-ins in ``state``."""

    state: GameState
    """The game as this device knows it: stand-ins for the cards its seat was not shown."""
    ply: int
    """How many moves have been played (with the move of the message being heard)."""
    seat: int
    """The device's own seat."""
    known: Mapping[str, Mapping[int, str]]
    """The cards this seat has been shown, by deck and position."""
    public: Mapping[str, Mapping[int, str]]
    """The cards shown to everyone, by position, of each deck the devices have begun to
    shuffle (a seat shows a card of its own by putting every key of it in the clear)."""


Agreement = Callable[[GameState], int]
"""What was said, as how far a state's stand-ins are from it (0: they agree), as
``parlour.link.partial.Fact``."""
Heard = Callable[[Knowledge, int, str, Mapping[str, frozenset[int]]], tuple[Statement, ...]]
"""(what the device knows, a sender, its word, the positions its message made public by
deck) -> the statements the message made."""
Audit = Callable[[Mapping[str, Order], Sequence[GameState], tuple[Statement, ...]], tuple[str, ...]]
"""(the decks as dealt, the game replayed with them, what was said) -> the false statements."""


@dataclass(frozen=True)
class Statements:
    """What a seat playing by link says of its own cards where the rules make public a fact
    that rests on them (docs/fair-deal.md, "Statements"): only the holder knows it, so it
    says it in a message every device reads, every device plays on with stand-ins that
    agree, and the reveal checks it.  ``parlour.link.statements`` calls these with what the
    device knows and knows no game; each default states nothing."""

    words: frozenset[str] = frozenset()
    """The words a seat may say on a message (Domino's "out"); any other is refused."""
    to_say: Callable[[Knowledge, tuple[Statement, ...]], str] = field(
        default=lambda knowledge, said: ""
    )
    """The word this device's seat says on its next message ("": none), given what was said
    so far."""
    heard: Heard = field(default=lambda knowledge, seat, word, shown: ())
    """The statements one message of a seat made: (what the device knows with the message's
    move played, the sender, its word, the positions the message made public by deck)."""
    facts: Callable[[Knowledge, tuple[Statement, ...]], tuple[Agreement, ...]] = field(
        default=lambda knowledge, said: ()
    )
    """What the stand-ins must agree with, given what was said (and what was not)."""
    owed: Callable[[Knowledge], tuple[int, ...]] = field(default=lambda knowledge: ())
    """The seats that must still show a card of their own before anyone moves, in seat
    order, found from what is public, so every device finds the same."""
    rests_on: Callable[[Knowledge, int], Shown] = field(default=lambda knowledge, seat: {})
    """The positions of a seat's own cards its statement rests on, as masks by deck: a seat
    owing one reads them all before it states."""
    withheld: Callable[[Knowledge], frozenset[tuple[str, int]]] = field(
        default=lambda knowledge: frozenset()
    )
    """Positions of the device's own cards that its state shows everyone, made with
    stand-ins, but that its seat must not show yet: it shows only what it owes."""
    audit: Audit = field(default=lambda orders, truth, said: ())
    """Every statement checked at the reveal: (the decks as dealt, the game replayed with
    them: the dealt opening, then the state after each move up to the first the true decks
    refuse, what was said) -> the false statements, each naming its seat."""


def no_lessons() -> tuple[Lesson, ...]:
    return ()


def nothing_coming(state: GameState) -> tuple[Coming, ...]:
    """A game that names no card ahead of its showing: keys go out when the rules show it."""
    return ()


@dataclass(frozen=True)
class Tally:
    """One side's score in the strip over the board: the seats it counts for (a player,
    partners or a side), its name as the players read it, and the score, short."""

    seats: tuple[int, ...]
    name: str
    score: str


@dataclass(frozen=True)
class Scores:
    """The score line of a view: each side's ``Tally`` and what the numbers count
    ("rounds won, first to 2"), in the current language (``Game.scores``)."""

    tallies: tuple[Tally, ...]
    counts: str


def no_scores(view: View) -> Scores | None:
    """A game without a score line: the strip says only whose turn it is."""
    return None


@dataclass(frozen=True)
class Game:
    """One registered game: its spec and the pure functions that play it.

    Every hook a game offers is a field here, so a misspelt one is a TypeError when
    the game's ``__init__`` builds its ``Game``, never a hook silently not found.
    """

    spec: GameSpec
    new_state: Callable[[int, dict[str, Any], int], GameState]
    """The opening state: a chance state waiting for the first deal, or, in a game
    without cards to deal, the first position."""
    state_from_json: Callable[[JSON], GameState]
    view_from_json: Callable[[JSON], View]
    determinize_view: Callable[[View, random.Random], GameState]
    render: Callable[[View, Highlights], str]
    describe_move: Callable[[View, Move], str] = field(default=lambda view, move: str(move))
    describe_outcome: Callable[[Outcome], str] = field(default=lambda outcome: "")
    """The outcome in words, in the current language ("": the page says who won)."""
    heuristics: Heuristics = field(default_factory=Heuristics)
    guide: Guide = field(default_factory=Guide)
    dealer: Dealer = field(default_factory=SeededDealer)
    """Chance from the seed: how records, saves, links and bots' simulations are dealt."""
    round_end: RoundEnd | None = None
    """A game with rounds inside it (hands, sets): the summary where one ended
    (``parlour.breaks``); the move log marks it."""
    round_pause: RoundEnd | None = None
    """Where the rules make a real break between rounds (Punto's rounds, Casino's hands):
    who won the round that ended, in a few words, which the page's countdown says while it
    waits there.  None: play goes on at once and the board says how the round went
    (Colomino's sets, issue 37)."""
    finished_view: FinishedView | None = None
    """Where a round ends without a deal (Colomino's sets): the view the board keeps
    while the page waits.  A game that deals the next round needs none: the board
    shows the chance state, the round over and the next not dealt yet."""
    lessons: Callable[[], tuple[Lesson, ...]] = no_lessons
    """The game's lessons, loaded when asked for (a game's start-up never pays for them)."""
    explain_hint: Callable[[View, Move], str] | None = None
    """Why the hint's move is good, in the game's words ("" or None: the page's own)."""
    scores: Callable[[View], Scores | None] = no_scores
    """Each side's score in a view, for the strip over the board and the end screen
    (the game's ``strip.scores``)."""
    stand_ins: StandIns | None = None
    """Where what is public of hidden cards binds them more than a search of a few swaps
    can meet (Colomino's Domino: who said it is out), stand-ins drawn to meet it by
    construction; a table tries them before its own search, and checks them as any."""
    coming: Callable[[GameState], tuple[Coming, ...]] = nothing_coming
    """The positions coming events will show, before anyone needs them (Punto: each
    seat's next card; Casino: the next deal's hands), with the seats that hold their keys
    back until then: play by messages sends the others' keys early, so the reader needs no
    message of keys alone (docs/fair-deal.md, "Counting messages")."""
    statements: Statements | None = None
    """What a seat playing by link says of its own cards where the rules show a fact that
    rests on them (Cardino's opening tiles, Colomino's Domino "out"); None: it says nothing."""

    @property
    def id(self) -> str:
        return self.spec.id

    def opening(
        self, players: int, options: Mapping[str, object] | None = None, seed: int = 0
    ) -> GameState:
        """The state before the first deal (``initial_state`` deals it from the seed)."""
        self.spec.check_players(players)
        return self.new_state(players, self.spec.resolve_options(options), seed)

    def initial_state(
        self, players: int, options: Mapping[str, object] | None = None, seed: int = 0
    ) -> GameState:
        """The first position, dealt by the seeded dealer: chance in the whole game comes
        from ``seed``."""
        return self.settle(self.opening(players, options, seed))

    def settle(self, state: GameState, dealer: Dealer | None = None) -> GameState:
        """``state`` with its pending chance answered (by the seeded dealer unless given)."""
        return settle(state, dealer or self.dealer)

    def play(self, state: GameState, move: Move) -> GameState:
        """``move`` applied, and any deal it leads to made by the seeded dealer."""
        return self.settle(state.apply(move))

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
