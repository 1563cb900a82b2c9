"""Winning a round with a row, removing its highest card, and winning the match."""

from parlour.games.punto import GAME
from parlour.games.punto.board import cell_of
from parlour.games.punto.cards import parse_card
from tests.engine.punto.placements import RED_FOUR


def test_five_of_one_colour_in_a_row_wins_for_two(position, place) -> None:
    """Rulebook: "Bring 5 (with 2 players) ... of your color cards in a row." """
    state = place(position(2, RED_FOUR, revealed={0: "R8"}), "4,0")
    summary = state.rounds[-1]
    assert summary.winners == (0,) and summary.reason == "row"
    assert summary.row == tuple(cell_of(x, 0) for x in range(5))
    assert state.rounds_won == (1, 0)


def test_four_in_a_row_is_not_enough_for_two(position, place) -> None:
    """Rulebook: "Bring 5 (with 2 players) or 4 (with 3 or 4 players)" """
    cards = RED_FOUR[:6]
    state = place(position(2, cards, revealed={0: "R8"}), "3,0")
    assert state.rounds == () and len(state.placements) == 7


def test_two_colours_of_one_player_do_not_make_a_row(position, place) -> None:
    """Rulebook: "4 or 5 of his own cards in the same color in a row" (D15: a player's two colours do not mix)."""
    cards = [(x, y, c.replace("R3", "Y3")) for x, y, c in RED_FOUR]
    state = place(position(2, cards, revealed={0: "R8"}), "4,0")
    assert state.rounds == ()


def test_vertical_and_diagonal_rows_win(position, place) -> None:
    """Rulebook: "This can either be horizontally, vertically or diagonally." """
    column = [(0, 0, "B1"), (1, 0, "R1"), (0, 1, "B2"), (1, 1, "R2"), (0, 2, "B3")]
    state = place(position(4, column, revealed={1: "B9"}, turn=1), "0,3")
    assert state.rounds[-1].winners == (1,)
    diagonal = [(0, 0, "B1"), (0, 1, "R1"), (1, 1, "B2"), (1, 2, "R2"), (2, 2, "B3")]
    state = place(position(4, diagonal, revealed={1: "B9"}, turn=1), "3,3")
    assert state.rounds[-1].winners == (1,)
    anti = [(0, 0, "B1"), (0, 1, "R1"), (1, -1, "B2"), (1, 0, "R2"), (2, -2, "B3")]
    state = place(position(4, anti, revealed={1: "B9"}, turn=1), "3,-3")
    assert state.rounds[-1].row == (cell_of(0, 0), cell_of(1, -1), cell_of(2, -2), cell_of(3, -3))


def test_a_row_counts_the_top_card_of_a_stack(position, place) -> None:
    """Rulebook: "Lara places her 5 on the red 4 and wins." a covered card is replaced by the top one."""
    cards = [(0, 0, "B1"), (1, 0, "B2"), (2, 0, "R4"), (0, 1, "R1"), (1, 1, "R2")]
    state = place(position(4, cards, revealed={1: "B5"}, turn=1), "2,0")
    assert state.rounds == ()  # only three blue so far: no win yet
    state = place(position(4, [*cards, (3, 0, "B3")], revealed={1: "B5"}, turn=1), "2,0")
    assert state.rounds[-1].winners == (1,)


def test_a_covered_card_no_longer_counts(position, place) -> None:
    """Rulebook: "The card that you place on top of a card..." covers it, so it leaves the row (D8)."""
    cards = [*RED_FOUR, (1, 0, "B5")]  # blue 5 covers the red 2
    state = place(position(2, cards, revealed={0: "R8"}, turn=1), "0,-1")
    assert state.current_player == 0
    assert "4,0" in {str(m) for m in state.legal_moves()}
    after = place(state, "4,0")
    assert after.rounds == ()


def test_the_winner_removes_the_highest_card_of_the_row(position, place) -> None:
    """Rulebook: "He now takes the card with the most points in his row out of the game" """
    state = place(position(2, RED_FOUR, revealed={0: "R2"}), "4,0")
    assert state.removed == (parse_card("R4"),)
    assert state.rounds[-1].removed_card == parse_card("R4")
    cards_left = [c for deck in state.decks for c in deck] + list(state.revealed)
    assert cards_left.count(parse_card("R4")) == 1
    assert len(state.decks[0]) + 1 == 35


def test_the_next_round_starts_left_of_the_winner(position, place) -> None:
    """Rulebook: "a new round begins with the player to the left of the winner of the round." (D2)"""
    column = [(0, 0, "B1"), (1, 0, "R1"), (0, 1, "B2"), (1, 1, "R2"), (0, 2, "B3")]
    state = place(position(3, column, revealed={1: "B9"}, turn=1), "0,3")
    assert state.round_no == 1 and state.starter == 2 and state.current_player == 2
    assert state.placements == () and [str(m) for m in state.legal_moves()] == ["0,0"]


def test_second_round_win_wins_the_match(position, place) -> None:
    """Rulebook: "Whoever has won 2 rounds has won the whole game." """
    first = place(position(2, RED_FOUR, revealed={0: "R8"}), "4,0")
    second = position(
        2,
        RED_FOUR,
        revealed={0: "R7"},
        round_no=1,
        rounds=first.rounds,
        rounds_won=first.rounds_won,
        removed=first.removed,
    )
    assert GAME.state_from_json(second.to_json()) == second
    final = place(second, "4,0")
    assert final.outcome is not None and final.outcome.winners == (0,)
    assert final.outcome.scores == (2.0, 0.0)
    assert final.legal_moves() == () and final.current_player is None
    assert final.placements[-1] == (cell_of(4, 0), parse_card("R7"))  # the final board stays


def test_one_round_match_option(position, place) -> None:
    """D16: rounds_to_win=1 ends the match with the first round."""
    state = place(position(2, RED_FOUR, revealed={0: "R8"}, rounds_to_win=1), "4,0")
    assert state.outcome is not None and state.outcome.winners == (0,)
