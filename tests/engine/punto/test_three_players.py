"""The game of three: the neutral colour counts for nobody and is shared out again."""

from collections import Counter

from parlour.games.punto.cards import card_colour

GREEN = 3
BLUE_THREE = [(0, 0, "B1"), (1, 0, "G1"), (0, 1, "B2"), (1, 1, "G2"), (0, 2, "B3")]


def greens(cards) -> int:
    return sum(1 for c in cards if c and card_colour(c) == GREEN)


def test_four_neutral_cards_in_a_row_win_nothing(position, place) -> None:
    """Rulebook: "In the game of three, the neutral color doesn't count." """
    cards = [(0, 0, "G1"), (1, 0, "R1"), (0, 1, "G2"), (1, 1, "R2"), (0, 2, "G3")]
    state = place(position(3, cards, revealed={2: "G4"}, turn=2), "0,3")
    assert state.rounds == () and len(state.placements) == 6


def test_four_of_a_colour_win_with_three(position, place) -> None:
    """Rulebook: "Bring ... 4 (with 3 or 4 players) of your color cards in a row." """
    state = place(position(3, BLUE_THREE, revealed={1: "B9"}, turn=1), "0,3")
    assert state.rounds[-1].winners == (1,)


def test_neutral_rows_are_not_counted_at_a_tie_break(position, place) -> None:
    """Rulebook: "the neutral color doesn't count" so its rows of 3 score for nobody (D8)."""
    cards = [(0, 0, "G1"), (1, 0, "G2"), (2, 0, "G3"), (0, 1, "R4"), (1, 1, "R5"), (2, 1, "R6")]
    state = place(position(3, cards, revealed={2: "Y1"}, turn=2, empty_decks=(0,)), "-1,-1")
    summary = state.rounds[-1]
    assert [t.rows for t in summary.tallies] == [1, 0, 0]
    assert summary.winners == (0,)


def test_played_neutral_cards_are_shared_out_again(position, place) -> None:
    """Rulebook: "distribute the played neutral color cards evenly among the players. The remaining neutral cards stay in the deck of the players." (D5)"""
    before = position(3, BLUE_THREE, revealed={1: "B9"}, turn=1)
    held = [greens((*before.decks[s], before.revealed[s])) for s in range(3)]
    after = place(before, "0,3")
    assert after.starter == 2
    now = [greens((*after.decks[s], after.revealed[s])) for s in range(3)]
    # Two green cards were played: one each to the two players after the new starter.
    assert now == [held[0] + 1, held[1] + 1, held[2]]
    assert sum(now) == 18


def test_each_player_keeps_their_own_colour_apart_from_removed_cards(position, place) -> None:
    """Rulebook: "All other cards will be sorted again and shuffled." """
    after = place(position(3, BLUE_THREE, revealed={1: "B9"}, turn=1), "0,3")
    for seat in range(3):
        own = Counter(card_colour(c) for c in (*after.decks[seat], after.revealed[seat]))
        assert own[seat] == (17 if seat == 1 else 18)
        assert set(own) <= {seat, GREEN}
