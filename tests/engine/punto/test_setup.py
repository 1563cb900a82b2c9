"""Setup: the cards each seat gets, who starts, where the first card goes."""

from collections import Counter

import pytest

from parlour.core import BadOption
from parlour.games.punto import GAME
from parlour.games.punto.cards import card_colour, card_value
from parlour.games.punto.rules import PuntoState


def cards_of(state: PuntoState, seat: int) -> list[int]:
    return [*state.decks[seat], state.revealed[seat]]


def start(players: int, **options: object) -> PuntoState:
    state = GAME.initial_state(players, options, seed=3)
    assert isinstance(state, PuntoState)
    return state


def test_deck_has_72_cards() -> None:
    """Rulebook: "72 cards: two cards with 1 to 9 points per color." """
    state = start(4)
    every = Counter(c for seat in range(4) for c in cards_of(state, seat))
    assert sum(every.values()) == 72
    assert set(every.values()) == {2}
    assert {card_value(c) for c in every} == set(range(1, 10))
    assert {card_colour(c) for c in every} == {0, 1, 2, 3}


def test_two_players_get_two_whole_colours() -> None:
    """Rulebook: "2 players: Everyone gets all cards of 2 colors." (D15: red+yellow, blue+green)"""
    state = start(2)
    for seat, colours in ((0, {0, 2}), (1, {1, 3})):
        cards = cards_of(state, seat)
        assert len(cards) == 36
        assert {card_colour(c) for c in cards} == colours


def test_three_players_get_one_colour_and_six_neutral() -> None:
    """Rulebook: "3 players: Everyone gets all cards of 1 color and 6 random cards of the fourth, neutral color." """
    state = start(3)
    for seat in range(3):
        colours = Counter(card_colour(c) for c in cards_of(state, seat))
        assert colours == Counter({seat: 18, 3: 6})


def test_four_players_get_one_colour_each() -> None:
    """Rulebook: "4 players: Everyone gets all cards of 1 color." """
    state = start(4)
    for seat in range(4):
        assert Counter(card_colour(c) for c in cards_of(state, seat)) == Counter({seat: 18})


def test_team_partners_split_their_mixed_colours() -> None:
    """Rulebook: "The cards in 2 colors are mixed together. Each team member gets half of the deck." (D6)"""
    state = start(4, teams=True)
    for first, second, colours in ((0, 2, {0, 2}), (1, 3, {1, 3})):
        together = cards_of(state, first) + cards_of(state, second)
        assert len(cards_of(state, first)) == len(cards_of(state, second)) == 18
        assert {card_colour(c) for c in together} == colours
        assert Counter(card_colour(c) for c in together) == Counter({c: 18 for c in colours})


def test_the_deal_depends_on_the_seed_only() -> None:
    """Chance comes only from the seed: the same seed deals the same decks (protocol)."""
    assert GAME.initial_state(2, {}, 11) == GAME.initial_state(2, {}, 11)
    decks = {tuple(GAME.initial_state(2, {}, seed).decks[0]) for seed in range(5)}  # type: ignore[attr-defined]
    assert len(decks) == 5


def test_seat_zero_starts_and_first_card_goes_in_the_middle() -> None:
    """Rulebook: "The youngest player starts. He reveals his top card and places it in the middle." (D1, D18)"""
    state = start(3)
    assert state.current_player == 0
    assert [str(m) for m in state.legal_moves()] == ["0,0"]


def test_everyone_reveals_a_card() -> None:
    """Rulebook: "Now every player reveals his top card." (D12)"""
    state = start(4)
    assert all(state.revealed)
    assert all(len(deck) == 17 for deck in state.decks)


def test_team_game_needs_four_players() -> None:
    """D14: the team game is "Teamgame for Four Players" only."""
    with pytest.raises(BadOption, match="four players"):
        GAME.initial_state(2, {"teams": True}, 0)


def test_rounds_to_win_is_an_option() -> None:
    """Rulebook: "Whoever has won 2 rounds has won the whole game. Of course, you can play more rounds" (D16)."""
    assert start(2, rounds_to_win=3).rounds_to_win == 3
    with pytest.raises(BadOption):
        GAME.initial_state(2, {"rounds_to_win": 4}, 0)
