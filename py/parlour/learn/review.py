"""The review of a finished game (issue 38): each decision of one seat judged by the hard search.

A decision is judged from the seat's view at that moment, never from the state: the
search is the Hint's (``parlour.page.hints.hint_for``), with the same level and budget,
so a review cannot teach what the seat could not have known.  The search rates the move
made against the best it finds as the expected reward it computes for the seat (the win
rate, or the game's ``evaluate`` where playouts stop early), both in 0..1.  A move is
marked only when it cost at least a threshold AND more than the search's own noise
(docs/review-and-daily.md, "Values, cost, noise and marks").

Everything is incremental: ``walk`` replays the record once, ``judge`` rates one
decision, so a worker can do one at a time and the page can stop whenever it likes;
``review_in_steps`` yields the decisions in order.  A ``Review`` (the decisions and the
record they belong to) round-trips through JSON, to be kept with the record.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Protocol

from parlour import registry
from parlour.core import JSON, Game, GameState, Move, ParlourError, View
from parlour.reader import Checker
from parlour.record import MAX_NOTATION, Record

REVIEW_FORMAT = "review/1"

MARKS = ("inaccuracy", "mistake", "blunder")
"""The marks a costly decision may get, mildest first."""

THRESHOLDS: tuple[tuple[str, float], ...] = (
    ("blunder", 0.30),
    ("mistake", 0.20),
    ("inaccuracy", 0.10),
)
"""The least cost (drop of the expected reward, 0..1) for each mark, worst first: the
drops of winning chances Lichess uses (10, 20 and 30 points of win percentage)."""

NOISE_Z = 2.0
"""A cost counts only when above this many standard errors of the two moves' values."""

VARIANCE_FLOOR = 0.01
"""The least variance assumed of a move's rewards (a standard deviation of 0.1): a move
whose few playouts happened to agree is not taken as known exactly."""

MADE_SHARE = 0.2
"""The share of the search's iterations that go through the move made at least: progressive
widening may never add a poor move to the tree on its own, and a value needs visits."""


class BadReview(ParlourError):
    """A kept review that cannot be read, or a decision that is not the seat's."""


_CHECK = Checker(BadReview, "review: ")


@dataclass(frozen=True)
class Budget:
    """How long the search thinks on each decision: iterations, seconds or both (whichever
    runs out first).  None for both: the hard level's iterations for the game, as a Hint."""

    iterations: int | None = None
    seconds: float | None = None


SITE_SHARE = 0.4
"""A decision's budget on the site as a share of one Hint's (iterations and time cap alike):
a review costs no more per decision than a Hint, and a whole Casino game's (about 40
decisions) stays under 30 seconds in the browser (docs/review-and-daily.md, "The search")."""


def site_budget(game: Game) -> Budget:
    """A decision's budget on the site: SITE_SHARE of one Hint's
    (``parlour.page.thinking.computer_hint``: the hard level's iterations for the game,
    stopped at SECONDS_CAP).  The cap makes a slow machine's review differ from a fast
    one's; it is kept with the record, so it is made once."""
    from parlour.ai import HINT_LEVEL
    from parlour.ai.budget import SECONDS_CAP, default_iterations

    iterations = max(1, round(default_iterations(HINT_LEVEL, game) * SITE_SHARE))
    return Budget(iterations, SECONDS_CAP * SITE_SHARE)


_DECISION_KEYS = (
    "ply",
    "seat",
    "made",
    "best",
    "best_path",
    "made_value",
    "best_value",
    "cost",
    "noise",
    "choices",
    "mark",
)


@dataclass(frozen=True)
class Decision:
    """One decision of the seat, judged.  ``ply`` counts moves before it (the log's number
    is ``ply + 1``); values are the expected reward for the seat, 0..1 (None for a forced
    move, which is not searched)."""

    ply: int
    seat: int
    made: str
    best: str
    best_path: tuple[str, ...]
    """The clicks that make the best move: the page draws it as it draws a hint."""
    made_value: float | None
    best_value: float | None
    cost: float
    """How much the move made lost against the best, never below 0."""
    noise: float
    """NOISE_Z standard errors of the difference: a smaller cost is not told apart from 0."""
    choices: int
    """The legal moves there were: 1 is a forced move, never marked."""
    mark: str | None

    @property
    def forced(self) -> bool:
        return self.choices == 1

    def to_json(self) -> JSON:
        return {
            "ply": self.ply,
            "seat": self.seat,
            "made": self.made,
            "best": self.best,
            "best_path": list(self.best_path),
            "made_value": self.made_value,
            "best_value": self.best_value,
            "cost": self.cost,
            "noise": self.noise,
            "choices": self.choices,
            "mark": self.mark,
        }

    @classmethod
    def from_json(cls, data: JSON) -> Decision:
        check = _CHECK
        data = check.obj(data, "a decision", _DECISION_KEYS)
        mark = data["mark"]
        if mark is not None and mark not in MARKS:
            raise BadReview(f"review: a decision's mark must be one of {', '.join(MARKS)}")
        return cls(
            check.integer(data["ply"], "a decision's ply", 0),
            check.integer(data["seat"], "a decision's seat", 0),
            check.text(data["made"], "a decision's move", MAX_NOTATION),
            check.text(data["best"], "a decision's best move", MAX_NOTATION),
            check.texts(data["best_path"], "a decision's best path", MAX_NOTATION),
            _value(data["made_value"], "value of the move made"),
            _value(data["best_value"], "value of the best move"),
            _number(data["cost"], "cost"),
            _number(data["noise"], "noise"),
            check.integer(data["choices"], "a decision's number of choices", 1),
            mark,
        )


def _number(value: object, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 1:
        raise BadReview(f"review: a decision's {what} must be a number from 0 to 1")
    return float(value)


def _value(value: object, what: str) -> float | None:
    return None if value is None else _number(value, what)


@dataclass(frozen=True)
class Summary:
    """The review in one line: how many decisions, how many costly, and the costliest with
    the drop it made in the seat's chance to win ("3 costly moves of 36 with a choice; the
    costliest was move 12, where your chance to win fell from about 76% to 36%").

    Every game's search judges a move by the seat's chance to win (``Outcome.reward`` and
    each game's ``evaluate``), never by the game's points, and chances to win are not added
    up: two drops of 40 points are not 80 points of anything.  So the summary names the
    costliest drop, not a total."""

    decisions: int
    """Decisions with a choice (forced moves left out)."""
    costly: int
    """Decisions marked (any mark)."""
    inaccuracies: int
    mistakes: int
    blunders: int
    costliest: int | None
    """The ply of the costliest marked decision (the log's move ``costliest + 1``)."""
    chance_best: float = 0.0
    """The seat's chance to win after the better move at the costliest decision, 0..1."""
    chance_made: float = 0.0
    """The seat's chance to win after the move made there, 0..1."""


def summarize(decisions: tuple[Decision, ...]) -> Summary:
    marked = [d for d in decisions if d.mark is not None]
    costliest = max(marked, key=lambda d: (d.cost, -d.ply), default=None)
    return Summary(
        decisions=sum(1 for d in decisions if not d.forced),
        costly=len(marked),
        inaccuracies=sum(1 for d in marked if d.mark == "inaccuracy"),
        mistakes=sum(1 for d in marked if d.mark == "mistake"),
        blunders=sum(1 for d in marked if d.mark == "blunder"),
        costliest=None if costliest is None else costliest.ply,
        chance_best=0.0 if costliest is None else costliest.best_value or 0.0,
        chance_made=0.0 if costliest is None else costliest.made_value or 0.0,
    )


def mark_for(cost: float, noise: float) -> str | None:
    """The mark of a decision that cost ``cost`` with the search's noise ``noise``."""
    if cost <= noise:
        return None
    for mark, least in THRESHOLDS:
        if cost >= least:
            return mark
    return None


# -- judging one decision from a view --------------------------------------------------
def review_seed(game_id: str, ply: int) -> int:
    """The search's seed for a decision: from the game and the ply only.  The record's own
    seed is left out on purpose, as it holds the deal; the bot mixes in the view itself
    (``Bot.rng_for_view``), so the same view at the same ply is always judged alike."""
    digest = hashlib.sha256(f"parlour-review/1|{game_id}|{ply}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def judge_view(
    game: Game, view: View, made: str, ply: int, budget: Budget | None = None
) -> Decision:
    """The decision of the seat that sees ``view`` (its turn) to play ``made``, judged."""
    # The search is imported here: the page reads reviews (this module's values and JSON)
    # without loading the bots, which live in the worker.
    from parlour.ai import HINT_LEVEL, make_bot
    from parlour.ai.base import legal_moves_for
    from parlour.ai.budget import search_settings
    from parlour.ai.ismcts import Node, _most_visited
    from parlour.learn.search import ReviewSearch

    seat = view.player
    if seat is None:
        raise BadReview("review: an onlooker's view has no decision to judge")
    rng = make_bot(HINT_LEVEL, review_seed(game.id, ply)).rng_for_view(view)
    sample = game.determinize_view(view, rng)
    moves = legal_moves_for(sample, view)
    made_move = _find(moves, made)
    if len(moves) == 1:
        path = made_move.path
        return Decision(ply, seat, made, made, path, None, None, 0.0, 0.0, 1, None)
    budget = budget or Budget()
    settings = search_settings(HINT_LEVEL, game, budget.iterations, budget.seconds)
    search = ReviewSearch(game, view, rng, settings, made, MADE_SHARE, VARIANCE_FLOOR)
    root = Node(mover=-1)
    search.run(root, first_sample=sample)
    best = _most_visited(root, moves)
    ratings = (_Rating(*search.rating(root, made)), _Rating(*search.rating(root, str(best))))
    return _decision(ply, seat, made, best, *ratings, len(moves))


def _find(moves: tuple[Move, ...], notation: str) -> Move:
    for move in moves:
        if str(move) == notation:
            return move
    raise BadReview(f"review: {notation!r} is not a legal move of the seat here")


@dataclass(frozen=True)
class _Rating:
    value: float
    error: float
    """The standard error of ``value``."""


def _decision(
    ply: int,
    seat: int,
    made: str,
    best: Move,
    made_rating: _Rating,
    best_rating: _Rating,
    choices: int,
) -> Decision:
    if str(best) == made:
        cost, noise = 0.0, 0.0
    else:
        cost = max(0.0, best_rating.value - made_rating.value)
        noise = min(1.0, NOISE_Z * math.hypot(best_rating.error, made_rating.error))
    return Decision(
        ply,
        seat,
        made,
        str(best),
        best.path,
        made_rating.value,
        best_rating.value,
        cost,
        noise,
        choices,
        mark_for(cost, noise),
    )


# -- walking a record ------------------------------------------------------------------
@dataclass(frozen=True)
class Walk:
    """A game replayed once, and the plies at which ``seat`` decided: a record's (``walk``),
    or a game by link's as its seat's own table knows it (``walk_table``)."""

    game_id: str
    seat: int
    states: tuple[GameState, ...]
    """The state before each move (by ply), then the end: only ``view_at`` is judged."""
    moves: tuple[str, ...]
    plies: tuple[int, ...]

    @property
    def game(self) -> Game:
        return registry.get(self.game_id)

    def view_at(self, ply: int) -> View:
        """The seat's view as it decided at ``ply``: what the page draws for the decision
        (and gives ``hint_reason_in_view`` for the better move's reason)."""
        return self.states[ply].view(self.seat)


def walk(record: Record, seat: int) -> Walk:
    """Replay ``record`` (BadRecord names a move that fails) and find ``seat``'s decisions."""
    if not 0 <= seat < record.players:
        raise BadReview(f"review: the game has no seat {seat + 1}")
    states = tuple(record.states())
    plies = tuple(ply for ply in range(len(record.moves)) if states[ply].current_player == seat)
    return Walk(record.game, seat, states, record.moves, plies)


class SeatTable(Protocol):
    """What ``walk_table`` reads of a seat's own table in a game by link
    (``parlour.link.partial.PartialTable``; the review knows no more of it, so learning
    stays apart from play by link)."""

    @property
    def game(self) -> Game: ...
    @property
    def seat(self) -> int: ...
    @property
    def states(self) -> tuple[GameState, ...]: ...
    @property
    def state(self) -> GameState: ...
    @property
    def moves(self) -> tuple[str, ...]: ...
    @property
    def moved(self) -> tuple[tuple[int, int, Move], ...]: ...


def walk_table(table: SeatTable) -> Walk:
    """A game by link as its seat played it: the seat's own table (``PartialTable``),
    which holds the cards the seat was shown and stand-ins for the rest, never another seat's
    cards.  Only its views are judged, and a seat's view is the true one (the stand-ins are
    what it does not see), so the review reads what the seat knew and nothing else."""
    moved = table.moved
    states = tuple(table.states[index] for index, _, _ in moved) + (table.state,)
    plies = tuple(ply for ply, (_, mover, _) in enumerate(moved) if mover == table.seat)
    return Walk(table.game.id, table.seat, states, table.moves, plies)


def judge(walked: Walk, ply: int, budget: Budget | None = None) -> Decision:
    """The seat's decision at ``ply`` judged, from its view alone."""
    if ply not in walked.plies:
        raise BadReview(f"review: move {ply + 1} is not a decision of seat {walked.seat + 1}")
    made = walked.moves[ply]
    return judge_view(walked.game, walked.view_at(ply), made, ply, budget)


def review_step(record: Record, seat: int, ply: int, budget: Budget | None = None) -> Decision:
    """One decision judged, from the record alone (``walk`` then ``judge``)."""
    return judge(walk(record, seat), ply, budget)


def review_in_steps(record: Record, seat: int, budget: Budget | None = None) -> Iterator[Decision]:
    """The seat's decisions judged in order, one per step: stop whenever you like."""
    walked = walk(record, seat)
    for ply in walked.plies:
        yield judge(walked, ply, budget)


# -- a review kept with its record -----------------------------------------------------
def record_key(record: Record) -> str:
    """Which record a review belongs to: a digest of its game, deal and moves."""
    text = json.dumps(record.to_json() | {"seats": []}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def link_key(table: str, seat: int) -> str:
    """Which game by link a review belongs to: its table and the seat reviewed (a game by
    link that is over changes no more, and it has no record with a seed to digest)."""
    text = f"parlour-review-link/1|{table}|{seat}"
    return hashlib.sha256(text.encode()).hexdigest()[:16]


@dataclass(frozen=True)
class Review:
    """The decisions of one seat judged so far, for one record."""

    record: str
    """``record_key`` of the record reviewed."""
    seat: int
    decisions: tuple[Decision, ...]

    @classmethod
    def of(cls, record: Record, seat: int, decisions: tuple[Decision, ...] = ()) -> Review:
        return cls(record_key(record), seat, decisions)

    def belongs_to(self, record: Record) -> bool:
        return self.record == record_key(record)

    def with_decision(self, decision: Decision) -> Review:
        return Review(self.record, self.seat, (*self.decisions, decision))

    def complete(self, walked: Walk) -> bool:
        """Every decision of the walk is judged."""
        return tuple(d.ply for d in self.decisions) == walked.plies

    @property
    def summary(self) -> Summary:
        return summarize(self.decisions)

    def to_json(self) -> JSON:
        return {
            "format": REVIEW_FORMAT,
            "record": self.record,
            "seat": self.seat,
            "decisions": [d.to_json() for d in self.decisions],
        }

    @classmethod
    def from_json(cls, data: JSON) -> Review:
        """The review ``to_json`` wrote; BadReview names the first fault."""
        data = _CHECK.obj(data, "the review", ("format", "record", "seat", "decisions"))
        if data["format"] != REVIEW_FORMAT:
            raise BadReview(f"review: the format must be {REVIEW_FORMAT}")
        entries: list[Any] = _CHECK.lst(data["decisions"], "the decisions", max_length=10_000)
        decisions = tuple(Decision.from_json(entry) for entry in entries)
        return cls(
            _CHECK.text(data["record"], "the record's key", 64),
            _CHECK.integer(data["seat"], "the seat", 0),
            decisions,
        )
