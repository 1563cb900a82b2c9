"""Pure helpers behind the site's interface, tested in CPython.

The browser layer (``py/browser``) stays thin: reading saves, the move
log, keyboard focus order, replay stepping, the hint and the query
parameters of an embed are decided here, the same way for every game.
Nothing here returns interface text: the browser turns the facts into
words with its catalogue (games' own texts, such as ``describe_move``,
pass through unchanged).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from parlour import registry
from parlour.core import Game, GameState, Move, ParlourError, View
from parlour.reader import load_json, quoted
from parlour.session import SEAT_KINDS, BadSave, Session

HINT_LEVEL = "hard"
MAX_QUERY = 2_000
"""Longest query the page reads: a setup needs a few hundred characters."""


# -- saves ------------------------------------------------------------------
def read_save(text: str | None) -> Session | None:
    """The session stored as ``text``; None when nothing is stored.

    BadSave names what is wrong (not JSON, another format, a move that
    does not replay...), so the page can say so and set the save aside.
    """
    if text is None or text == "":
        return None
    return Session.from_save(load_json(text, BadSave, "the save"))


def write_save(session: Session) -> str:
    return json.dumps(session.to_save(), separators=(",", ":"))


# -- move log ---------------------------------------------------------------
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


# -- keyboard ---------------------------------------------------------------
def step_focus(order: Sequence[str], current: str | None, delta: int) -> str | None:
    """The target ``delta`` places after ``current`` in ``order``, wrapping round."""
    if not order:
        return None
    if current not in order:
        return order[0] if delta >= 0 else order[-1]
    return order[(order.index(current) + delta) % len(order)]


# -- replay -----------------------------------------------------------------
def replay_step(index: int, delta: int, moves: int) -> int:
    """The replay position after stepping ``delta`` from ``index`` (0..moves)."""
    return max(0, min(moves, index + delta))


# -- hint -------------------------------------------------------------------
@dataclass(frozen=True)
class Hint:
    """The hard bot's move for a view, with the share of simulations it won."""

    notation: str
    path: tuple[str, ...]
    win_rate: float | None

    def to_json(self) -> dict[str, Any]:
        return {"notation": self.notation, "path": list(self.path), "win_rate": self.win_rate}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Hint:
        rate = data.get("win_rate")
        return cls(
            str(data["notation"]), tuple(data["path"]), None if rate is None else float(rate)
        )


def hint_for(
    game: Game, view: View, seed: int, iterations: int | None = None, seconds: float | None = None
) -> Hint:
    """What ``hard`` would play from ``view``: the same search, keeping its statistics."""
    # Imported here, not at the top: the page starts without the bots (they live in
    # the AI worker), and every import is start-up time in Pyodide (issue 8).
    from parlour.ai import make_bot
    from parlour.ai.base import legal_moves_for
    from parlour.ai.budget import search_settings
    from parlour.ai.ismcts import Node, _most_visited, _Search

    settings = search_settings(HINT_LEVEL, game, iterations, seconds)
    rng = make_bot(HINT_LEVEL, seed).rng_for_view(view)
    sample = game.determinize_view(view, rng)
    moves = legal_moves_for(sample, view)
    if len(moves) == 1:
        return Hint(str(moves[0]), moves[0].path, None)
    root = Node(mover=-1)
    _Search(game, view, rng, settings).run(root, first_sample=sample)
    move = _most_visited(root, moves)
    child = root.children.get(str(move))
    rate = child.total / child.visits if child and child.visits else None
    return Hint(str(move), move.path, rate)


def explainer(game: Game) -> Callable[[View, Move], str] | None:
    """The game's optional ``explain_hint(view, move)`` (a field of its ``Game``)."""
    return game.explain_hint


@dataclass(frozen=True)
class HintReason:
    """Why the hint: the game's own words, or the move and its win rate."""

    explained: str | None
    described: str
    percent: int | None


def hint_reason(game: Game, state: GameState, hint: Hint) -> HintReason:
    move = state.parse_move(hint.notation)
    return hint_reason_in_view(game, state.view(state.current_player), move, hint)


def hint_reason_in_view(game: Game, view: View, move: Move, hint: Hint) -> HintReason:
    """Why the hint, from the view of the seat to move alone (a game by link has no more)."""
    percent = None if hint.win_rate is None else round(hint.win_rate * 100)
    hook = explainer(game)
    explained = None
    if hook is not None:
        try:
            explained = str(hook(view, move)) or None
        except Exception:  # noqa: BLE001 - fall back to the generic reason
            explained = None
    return HintReason(explained, describe_in_view(game, view, move), percent)


# -- query parameters (embeds and links to a setup) --------------------------
QueryDecoder = Callable[[str], dict[str, list[str]]]
"""A query (without "?") to each name's values in order, blank values kept."""


@dataclass(frozen=True)
class SetupRequest:
    """A game preselected by the page's query: ``?game=punto&seats=human,hard&option.x=1``."""

    game: str | None = None
    seats: tuple[str, ...] = ()
    options: dict[str, Any] = field(default_factory=dict)
    embed: bool = False
    autostart: bool = False


def setup_from_query(query: str, decode: QueryDecoder | None = None) -> SetupRequest:
    """Read the query; ParlourError names a bad game, seat kind or option.

    ``decode`` splits the query into each name's values, as ``urllib.parse.parse_qs``
    does (the default).  The page passes the browser's own ``URLSearchParams``:
    importing urllib.parse (and with it ipaddress) takes 50-130 ms in Pyodide, on
    every link that opens a game (docs/performance.md).
    """
    query = query.lstrip("?")
    if not query:
        return SetupRequest()
    if len(query) > MAX_QUERY:
        raise ParlourError(
            f"the address is too long ({len(query):,} characters; at most {MAX_QUERY:,})"
        )
    params = (decode or _parse_qs)(query)
    embed = _last(params, "embed") in ("1", "true", "yes")
    game_id = _last(params, "game")
    if not game_id:
        return SetupRequest(embed=embed)
    game = registry.get(game_id)
    seats = _seats(_last(params, "seats"), game)
    options = {
        key[len("option.") :]: values[-1]
        for key, values in params.items()
        if key.startswith("option.")
    }
    resolved = game.spec.resolve_options(options)
    autostart = _last(params, "start") not in ("0", "false", "no")
    return SetupRequest(game.id, seats, resolved, embed, autostart and bool(seats))


def _parse_qs(query: str) -> dict[str, list[str]]:
    from urllib.parse import parse_qs  # imported only here: see setup_from_query

    return parse_qs(query, keep_blank_values=True)


def _last(params: dict[str, list[str]], key: str) -> str:
    values = params.get(key)
    return values[-1] if values else ""


def _seats(text: str, game: Game) -> tuple[str, ...]:
    if not text:
        return ()
    seats = tuple(part.strip() for part in text.split(","))
    for kind in seats:
        if kind not in SEAT_KINDS:
            raise ParlourError(f"unknown seat kind {quoted(kind)}; kinds: {', '.join(SEAT_KINDS)}")
    game.spec.check_players(len(seats))
    return seats
