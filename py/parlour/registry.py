"""Games registered by id.

Every package under ``parlour.games`` that exposes ``GAME`` is found
automatically, so adding a game never edits a shared list.
"""

from __future__ import annotations

import importlib
import pkgutil

from parlour import games as games_package
from parlour.core import BadOption, Game

DISPLAY_ORDER = ("punto", "casino", "cardino", "colomino")
_games: dict[str, Game] = {}


def register(game: Game) -> Game:
    if game.id in _games and _games[game.id] is not game:
        raise ValueError(f"two games claim the id {game.id!r}")
    _games[game.id] = game
    return game


def _discover() -> None:
    for info in pkgutil.iter_modules(games_package.__path__):
        module = importlib.import_module(f"{games_package.__name__}.{info.name}")
        game = getattr(module, "GAME", None)
        if isinstance(game, Game):
            register(game)


def all_games() -> list[Game]:
    """Every registered game, in the order the site lists them."""
    if not _games:
        _discover()
    rank = {game_id: i for i, game_id in enumerate(DISPLAY_ORDER)}
    return sorted(_games.values(), key=lambda g: (rank.get(g.id, len(rank)), g.id))


def get(game_id: str) -> Game:
    """The game with this id; a clear error names the known ids."""
    if not _games:
        _discover()
    try:
        return _games[game_id]
    except KeyError:
        known = ", ".join(g.id for g in all_games())
        raise BadOption(f"no game {game_id!r}; games: {known}") from None
