"""The page's query string: a game preselected by an embed or a link to a setup
(``?game=punto&seats=human,hard&option.x=1``), read with a clear error for a bad one."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from parlour import registry
from parlour.core import Game, ParlourError
from parlour.page.session import SEAT_KINDS
from parlour.reader import quoted

MAX_QUERY = 2_000
"""Longest query the page reads: a setup needs a few hundred characters."""


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
