"""Helpers for the Casino tests: build a position from card names."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from parlour.games.casino.cards import FULL_DECK, Build, Item, parse_card, sort_cards
from parlour.games.casino.cardjson import Rules, side_count
from parlour.games.casino.rules import SPEC, CasinoState

TableSpec = str | tuple[str, int, int] | tuple[str, int, int, bool]
"""A loose card ("7C") or a build ("3H+4D", value, owner[, duty_pending])."""


def table_item(spec: TableSpec) -> Item:
    if isinstance(spec, str):
        return parse_card(spec)
    cards, value, owner, *pending = spec
    return Build(sort_cards([parse_card(c) for c in cards.split("+")]), value, owner, *pending)


def make_position(
    hands: Sequence[Sequence[str]],
    table: Sequence[TableSpec] = (),
    *,
    to_move: int = 0,
    captured: Sequence[Sequence[str]] | None = None,
    stock: Sequence[str] = (),
    last_capturer: int | None = None,
    scores: Sequence[int] | None = None,
    sweep_counts: Sequence[int] | None = None,
    dealer: int | None = None,
    rest_to: int = -1,
    **options: Any,
) -> CasinoState:
    """A position; cards named nowhere go to seat ``rest_to``'s capture pile
    unless ``captured`` is given, so every test position holds the whole pack."""
    players = len(hands)
    rules = Rules(**SPEC.resolve_options(options))
    hand_cards = [tuple(parse_card(c) for c in h) for h in hands]
    items = tuple(table_item(t) for t in table)
    stock_cards = tuple(parse_card(c) for c in stock)
    if captured is None:
        used = {c for h in hand_cards for c in h} | set(stock_cards)
        used |= {c for i in items for c in ((i,) if isinstance(i, int) else i.cards)}
        piles = [()] * players
        piles[rest_to] = tuple(c for c in FULL_DECK if c not in used)
    else:
        piles = [tuple(parse_card(c) for c in p) for p in captured]  # type: ignore[misc]
    sides = side_count(players, rules)
    return CasinoState(
        players,
        rules,
        7,
        0,
        players - 1 if dealer is None else dealer,
        to_move,
        tuple(sort_cards(h) for h in hand_cards),
        items,
        stock_cards,
        tuple(piles),
        tuple(sweep_counts or (0,) * players),
        last_capturer,
        tuple(scores or (0,) * sides),
    )


def notations(state: CasinoState) -> set[str]:
    return {str(m) for m in state.legal_moves()}


@pytest.fixture
def position() -> Callable[..., CasinoState]:
    return make_position


@pytest.fixture
def legal() -> Callable[[CasinoState], set[str]]:
    return notations
