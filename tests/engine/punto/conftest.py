"""Building Punto positions for the tests: cards placed by hand, decks kept whole.

Every position built here still holds exactly the 72 cards, so it is a valid
position (its JSON loads back), not just a value the engine happens to accept.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

import pytest

from parlour.games.punto import GAME
from parlour.games.punto.board import cell_of
from parlour.games.punto.cards import parse_card
from parlour.games.punto.rules import PuntoState, with_board

Builder = Callable[..., PuntoState]


def _take(pools: list[list[int]], card: int, seat: int | None = None) -> None:
    seats = [seat] if seat is not None else range(len(pools))
    for s in seats:
        if card in pools[s]:
            pools[s].remove(card)
            return
    raise AssertionError(f"no copy of {card} left for seat {seat}")


def _swap_in(pools: list[list[int]], card: int, seat: int) -> None:
    """Give ``seat`` a copy of ``card`` held by another seat, in exchange for one of
    its own cards of that colour (the neutral cards of three, partners' cards)."""
    if card in pools[seat]:
        return
    giver = next(s for s in range(len(pools)) if card in pools[s])
    spare = next(c for c in pools[seat] if c // 10 == card // 10)
    pools[giver].remove(card)
    pools[giver].append(spare)
    pools[seat].remove(spare)
    pools[seat].append(card)


def build(
    players: int = 2,
    cards: Iterable[tuple[int, int, str]] = (),
    *,
    revealed: dict[int, str] | None = None,
    turn: int = 0,
    teams: bool = False,
    seed: int = 1,
    empty_decks: Iterable[int] = (),
    **fields: Any,
) -> PuntoState:
    """A position of round 1 with ``cards`` placed in order and ``turn`` to move."""
    options = {"teams": True} if teams else {}
    base = GAME.initial_state(players, options, seed)
    assert isinstance(base, PuntoState)
    pools = [sorted((*base.decks[s], base.revealed[s])) for s in range(players)]
    placements = []
    for x, y, text in cards:
        card = parse_card(text)
        _take(pools, card)
        placements.append((cell_of(x, y), card))
    for card in fields.get("removed", ()):
        _take(pools, card)
    shown = [0] * players
    for seat in empty_decks:  # a seat out of cards: its cards leave the game
        fields["removed"] = (*fields.get("removed", ()), *pools[seat])
        pools[seat] = []
    for seat, text in (revealed or {}).items():
        shown[seat] = parse_card(text)
        _swap_in(pools, shown[seat], seat)
        _take(pools, shown[seat], seat)
    for seat in range(players):
        if not shown[seat] and pools[seat]:
            shown[seat] = pools[seat].pop()
    removed = tuple(sorted(fields.pop("removed", ())))
    state = replace(
        base,
        placements=tuple(placements),
        revealed=tuple(shown),
        decks=tuple(tuple(p) for p in pools),
        turn=turn,
        starter=(turn - len(placements)) % players,
        removed=removed,
        **fields,
    )
    return with_board(state)


@pytest.fixture
def position() -> Builder:
    return build


def play(state: PuntoState, *notations: str) -> PuntoState:
    for text in notations:
        after = GAME.play(state, state.parse_move(text))
        assert isinstance(after, PuntoState)
        state = after
    return state


@pytest.fixture
def place() -> Callable[..., PuntoState]:
    return play
