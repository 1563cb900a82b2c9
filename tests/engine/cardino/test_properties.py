"""Properties over random games (hypothesis): legality, termination, bookkeeping."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings, strategies as st

from parlour.games.cardino import GAME
from parlour.games.cardino.moves import Place
from parlour.games.cardino.rules import CardinoState
from parlour.games.cardino.tiles import EMPTY, FACE_HALVES, FULL_SET, JOKER

MOVE_BOUND = 66 + 2 + 66 * 4 + 8
"""At most 66 placements (64 halves + 2 joker replacements); each end needs one; passes
come at most ``players`` in a row (D11): so a game is short."""


def _random_game(seed: int, players: int, same_space: bool) -> list[CardinoState]:
    state = GAME.initial_state(players, {"same_space_neighbours": same_space}, seed)
    assert isinstance(state, CardinoState)
    rng = random.Random(seed)
    states = [state]
    while not state.is_over:
        after = GAME.play(state, rng.choice(state.legal_moves()))
        assert isinstance(after, CardinoState)
        state = after
        states.append(state)
        assert len(states) < MOVE_BOUND
    return states


games = st.tuples(st.integers(0, 10**6), st.sampled_from((2, 3, 4)), st.booleans())


@settings(max_examples=25, deadline=None)
@given(games)
def test_a_face_tile_can_always_be_placed_at_the_start_of_a_turn(
    game: tuple[int, int, bool],
) -> None:
    """Property (docs, "Always a move"): at the start of a turn, every face tile in the rack
    has a legal placement.  Only two copies exist and the holder has one, so at most one
    half of its space holds a face; the other is vacant or holds a joker (rule 7 lets the
    face replace it).  Mid-turn this holds only for tiles of the turn's suit (rule 3)."""
    for state in _random_game(*game):
        if state.is_over or state.turn:
            continue
        placeable = {m.tile for m in state.legal_moves() if isinstance(m, Place)}
        for tile in state.racks[state.to_move]:
            if tile != JOKER:
                assert tile in placeable
                assert any(state.board[h] in (EMPTY, JOKER) for h in FACE_HALVES[tile])


@settings(max_examples=25, deadline=None)
@given(games)
def test_games_end_and_every_tile_is_accounted_for(game: tuple[int, int, bool]) -> None:
    """Setup (66 tiles) and rule 7 (a replaced joker leaves the game): board, racks, pile and
    retired jokers always make up the set; the game ends with an outcome for each seat."""
    states = _random_game(*game)
    for state in states[::7]:
        seen = Counter(t for t in state.board if t != EMPTY) + Counter(state.pile)
        for rack in state.racks:
            seen.update(rack)
        seen[JOKER] += state.retired_jokers
        assert seen == Counter(FULL_SET)
    outcome = states[-1].outcome
    assert outcome is not None and len(outcome.scores) == states[-1].players
    for state in states[:-1]:
        assert state.outcome is None and state.legal_moves()


@settings(max_examples=15, deadline=None)
@given(games)
def test_moves_are_unique_round_trip_and_paths_are_prefix_free(game: tuple[int, int, bool]) -> None:
    """Protocol: notation unique and parsed back; no path a prefix of another."""
    for state in _random_game(*game)[::5]:
        moves = state.legal_moves()
        notations = [str(m) for m in moves]
        assert len(set(notations)) == len(notations)
        assert all(state.parse_move(str(m)) == m for m in moves)
        paths = {m.path for m in moves}
        assert len(paths) == len(moves)
        for path in paths:
            assert not any(other != path and other[: len(path)] == path for other in paths)


@settings(max_examples=15, deadline=None)
@given(games)
def test_json_round_trip_and_honest_determinization(game: tuple[int, int, bool]) -> None:
    """Protocol: JSON round trip; a determinization shows the seat exactly its own view."""
    rng = random.Random(game[0])
    for state in _random_game(*game)[::9]:
        assert GAME.state_from_json(state.to_json()) == state
        for seat in range(state.players):
            view = state.view(seat)
            sample = GAME.determinize(state, seat, rng)
            assert sample.view(seat) == view
            assert GAME.view_from_json(view.to_json()) == view
