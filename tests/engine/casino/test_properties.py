"""Properties over random games: the pack is intact, hands score 11, moves are well formed."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from parlour.games.casino import GAME
from parlour.games.casino.cards import FULL_DECK, VALUE, Build, item_cards
from parlour.games.casino.codec import state_from_json
from parlour.games.casino.moves import duty_binds
from parlour.games.casino.rules import CasinoState
from parlour.games.casino.scoring import MOST_CARDS_POINTS, MOST_SPADES_POINTS

SETUPS = st.sampled_from(
    [
        (2, {}),
        (3, {}),
        (4, {}),
        (4, {"partners": False}),
        (2, {"calls": False, "owner_duty": "capture-or-add", "sweeps": False}),
        (2, {"duty_lasts": "while-owned", "add_to_multiple": True}),
        (3, {"owner_duty": "capture-or-add", "duty_lasts": "next-turn"}),
    ]
)


def _all_cards(state: CasinoState) -> list[int]:
    cards = [c for h in state.hands for c in h] + list(state.stock)
    cards += [c for i in state.table for c in item_cards(i)]
    return cards + [c for p in state.captured for c in p]


def _random_game(
    players: int, options: dict[str, object], seed: int, moves: int
) -> list[CasinoState]:
    state = GAME.initial_state(players, options, seed)
    rng = random.Random(seed)
    states = [state]
    for _ in range(moves):
        if state.outcome is not None:
            break
        state = GAME.play(state, rng.choice(state.legal_moves()))
        states.append(state)
    return states  # type: ignore[return-value]


@settings(max_examples=15, deadline=None)
@given(SETUPS, st.integers(0, 10**6))
def test_all_52_cards_always_accounted_for(setup, seed: int) -> None:
    """Every card is in exactly one place at every step (hands, stock, table, piles)."""
    players, options = setup
    for state in _random_game(players, options, seed, 400):
        assert sorted(_all_cards(state)) == list(FULL_DECK)


@settings(max_examples=15, deadline=None)
@given(SETUPS, st.integers(0, 10**6))
def test_hand_points_without_sweeps_are_11(setup, seed: int) -> None:
    """English: "There are 11 points possible" -- 8 when cards tie (and one fewer when
    spades tie, which only three or four sides can do)."""
    players, options = setup
    for state in _random_game(players, options, seed, 400):
        if "Hand over" not in state.announcements:
            continue
        rows = state.last_hand
        cards_tie = not any(r.cards_points for r in rows)
        spades_tie = not any(r.spades_points for r in rows)
        expected = 11 - MOST_CARDS_POINTS * cards_tie - MOST_SPADES_POINTS * spades_tie
        assert sum(r.total - r.sweeps for r in rows) == expected
        counts = sorted((r.cards for r in rows), reverse=True)
        assert cards_tie == (counts[0] == counts[1])
        if len(rows) == 2:
            assert not spades_tie  # 13 spades cannot split evenly between two sides


@settings(max_examples=10, deadline=None)
@given(SETUPS, st.integers(0, 10**6))
def test_moves_and_positions_are_well_formed(setup, seed: int) -> None:
    """Notation unique and parsed back; no path a prefix of another; JSON round trip."""
    players, options = setup
    for number, state in enumerate(_random_game(players, options, seed, 120)):
        moves = state.legal_moves()
        texts = [str(m) for m in moves]
        assert len(set(texts)) == len(texts)
        paths = {m.path for m in moves}
        assert len(paths) == len(moves)
        for path in paths:
            assert not any(other[: len(path)] == path for other in paths if other != path)
        if number % 10 == 0:
            assert state_from_json(state.to_json()) == state
            for move in moves[:5]:
                assert state.parse_move(str(move)) == move


@settings(max_examples=10, deadline=None)
@given(SETUPS, st.integers(0, 10**6))
def test_determinized_states_agree_with_the_view(setup, seed: int) -> None:
    """Bots see only their view: determinize keeps the public parts and the seat's hand,
    re-deals the unseen cards and gives the owners the duty binds (D6, D7) a card of
    their build's value, as the real owners hold one."""
    players, options = setup
    rng = random.Random(seed)
    for number, state in enumerate(_random_game(players, options, seed, 150)):
        if number % 15 or state.outcome is not None:
            continue
        seat = number % players
        view = state.view(seat)
        guess = GAME.determinize_view(view, rng)
        assert isinstance(guess, CasinoState)
        assert guess.hands[seat] == state.hands[seat]
        assert guess.table == state.table and guess.captured == state.captured
        assert [len(h) for h in guess.hands] == [len(h) for h in state.hands]
        assert len(guess.stock) == len(state.stock)
        assert guess.view(seat) == view
        for item in guess.table:
            if isinstance(item, Build) and duty_binds(item, item.owner, guess.rules):
                assert any(VALUE[c] == item.value for c in state.hands[item.owner])
                assert any(VALUE[c] == item.value for c in guess.hands[item.owner])
        if state.current_player == seat:
            assert guess.legal_moves() == state.legal_moves()
