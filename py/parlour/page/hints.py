"""The Hint: what the ``hard`` search would play from a seat's view, and why, in the game's
own words (``Game.explain_hint``) or as the move and its win rate."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from parlour.core import Game, GameState, Move, View
from parlour.page.log import describe_in_view


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
    from parlour.ai import HINT_LEVEL, make_bot
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
