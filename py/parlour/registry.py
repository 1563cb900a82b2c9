"""Games registered by id.

Every package under ``parlour.games`` that exposes ``GAME`` is found
automatically, so adding a game never edits a shared list.
"""

from __future__ import annotations

import importlib

from parlour import games as games_package
from parlour.core import BadOption, Game
from parlour.reader import quoted

_games: dict[str, Game] = {}
_shipped: set[str] = set()  # ids found in parlour.games: what the site lists


def register(game: Game) -> Game:
    if game.id in _games and _games[game.id] is not game:
        raise ValueError(f"two games claim the id {game.id!r}")
    _games[game.id] = game
    return game


_discovered = False


def _load(name: str) -> None:
    module = importlib.import_module(f"{games_package.__name__}.{name}")
    game = getattr(module, "GAME", None)
    if isinstance(game, Game):
        register(game)
        _shipped.add(game.id)


def _discover() -> None:
    import pkgutil  # only the full list needs it, not the page's start-up (issue 8)

    global _discovered
    for info in pkgutil.iter_modules(games_package.__path__):
        _load(info.name)
    _discovered = True


def all_games() -> list[Game]:
    """Every registered game, in the order the site lists them: by each guide's rank."""
    if not _discovered:
        _discover()
    return sorted(_games.values(), key=lambda g: (g.guide.rank, g.id))


def shipped_games() -> list[Game]:
    """The games of ``parlour.games`` (what the site ships), without any a test registered."""
    return [game for game in all_games() if game.id in _shipped]


def is_shipped(game_id: str) -> bool:
    """Whether ``game_id`` names a game of ``parlour.games``, importing that game alone."""
    try:
        get(game_id)
    except BadOption:
        return False
    return game_id in _shipped


def get(game_id: str) -> Game:
    """The game with this id; a clear error names the known ids.

    Only that game's package is imported, which keeps the site's start-up
    from paying for games the player has not opened.
    """
    if game_id not in _games and game_id.isidentifier() and not game_id.startswith("_"):
        try:
            _load(game_id)
        except ModuleNotFoundError as error:
            if error.name != f"{games_package.__name__}.{game_id}":
                raise
    try:
        return _games[game_id]
    except KeyError:
        known = ", ".join(g.id for g in all_games())
        raise BadOption(f"no game {quoted(game_id)}; games: {known}") from None
