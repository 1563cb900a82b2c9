"""The team game for four: partners opposite, mixed colours, five in a row."""

from collections import Counter

from parlour.games.punto.cards import card_colour, parse_card
from tests.engine.punto.placements import RED_BY_BOTH


def test_a_row_of_five_by_partners_wins_for_the_team(position, place) -> None:
    """Rulebook: "The team members sit opposite each other." and "Goal: to have 5 cards in a row of the same color." """
    state = place(position(4, RED_BY_BOTH, revealed={0: "R9"}, turn=0, teams=True), "4,0")
    summary = state.rounds[-1]
    assert summary.winners == (0, 2)
    assert state.rounds_won == (1, 0, 1, 0)
    assert state.starter == 1


def test_four_in_a_row_does_not_win_the_team_game(position, place) -> None:
    """Rulebook: "Goal: to have 5 cards in a row of the same color." """
    state = place(position(4, RED_BY_BOTH[:6], revealed={0: "R9"}, turn=2, teams=True), "3,0")
    assert state.rounds == ()


def test_the_team_loses_the_removed_card_and_partners_share_the_rest(position, place) -> None:
    """Rulebook: "He now takes the card with the most points in his row out of the game" (D6, D17)."""
    state = place(position(4, RED_BY_BOTH, revealed={0: "R9"}, turn=0, teams=True), "4,0")
    assert state.removed == (parse_card("R9"),)
    team = [*state.decks[0], state.revealed[0], *state.decks[2], state.revealed[2]]
    assert Counter(card_colour(c) for c in team) == Counter({0: 17, 2: 18})
    assert sorted((len(state.decks[0]), len(state.decks[2]))) == [16, 17]


def test_team_match_outcome_names_both_partners(position, place) -> None:
    """Protocol: Outcome.winners lists every partner; rounds_to_win option (D16)."""
    state = place(
        position(4, RED_BY_BOTH, revealed={0: "R9"}, turn=0, teams=True, rounds_to_win=1), "4,0"
    )
    assert state.outcome is not None and state.outcome.winners == (0, 2)
    assert state.outcome.reward(2) == 1.0 and state.outcome.reward(1) == 0.0
