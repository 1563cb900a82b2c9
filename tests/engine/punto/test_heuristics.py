"""What the bots know: win now, block the opponent, estimate the match."""

import random

from parlour.games.punto import GAME
from parlour.games.punto.heuristics import describe_move, evaluate, move_priority
from tests.engine.punto.placements import RED_FOUR, RED_FOUR_CAPPED


def best(state) -> str:
    return str(max(state.legal_moves(), key=lambda m: move_priority(state, m)))


def test_greedy_takes_an_immediate_win(position) -> None:
    """Rulebook: "Bring 5 (with 2 players) ... in a row": the greedy bot completes it."""
    assert best(position(2, RED_FOUR, revealed={0: "R8"})) in ("4,0", "-1,0")


def test_greedy_blocks_the_opponents_visible_win(position) -> None:
    """Rulebook: "Now every player reveals his top card": seat 1 sees red 8 would win at 4,0 or -1,0."""
    state = position(2, RED_FOUR_CAPPED, revealed={0: "R8", 1: "G7"}, turn=1)
    assert best(state) == "4,0"


def test_evaluate_is_a_probability_that_favours_round_wins(position) -> None:
    """evaluate(state, seat) in [0, 1]; a round already won raises the estimate."""
    even = position(2, [(0, 0, "R5")], revealed={1: "B3"}, turn=1)
    for seat in (0, 1):
        assert 0.0 <= evaluate(even, seat) <= 1.0
    assert abs(evaluate(even, 0) + evaluate(even, 1) - 1.0) < 1e-9
    ahead = position(2, [(0, 0, "R5")], revealed={1: "B3"}, turn=1, rounds_won=(1, 0))
    assert evaluate(ahead, 0) > evaluate(even, 0)


def test_evaluate_at_the_end_is_the_result() -> None:
    rng = random.Random(0)
    state = GAME.initial_state(2, {"rounds_to_win": 1}, 0)
    while state.outcome is None:
        state = GAME.play(state, rng.choice(state.legal_moves()))
    assert evaluate(state, 0) == state.outcome.reward(0)


def test_describe_move_names_player_card_and_the_card_it_covers(position) -> None:
    """D21: a card played on another is placed "on" the card the table shows there."""
    state = position(2, [(0, 0, "R5")], revealed={1: "B7"}, turn=1)
    assert describe_move(state.view(0), state.parse_move("0,0")) == "Player 2 plays blue 7 on red 5"


def test_winning_cells_agree_with_trying_every_cell() -> None:
    """Rulebook: "As soon as a player has 4 or 5 of his own cards in the same color in a row ... he wins the round.":
    the fast search for winning cells finds exactly the legal cells that complete a row."""
    for players in (2, 3, 4):
        rng = random.Random(players)
        state = GAME.initial_state(players, {"rounds_to_win": 3}, players)
        checked = 0
        while state.outcome is None and checked < 400:
            for seat in range(players):
                card = state.revealed[seat]
                slow = {c for c in state.legal_cells(card) if state.completes_row(c, card)}
                assert state.winning_cells(seat) == slow
                checked += 1
            state = GAME.play(state, rng.choice(state.legal_moves()))


def test_evaluate_reads_an_immediate_win_and_an_unstoppable_threat(position) -> None:
    """Rulebook: "As soon as a player has 4 or 5 of his own cards in the same color in a row ... he wins the round."
    A player to move who can complete a row is nearly sure of the round; one facing two threats is not."""
    can_win = position(2, RED_FOUR, revealed={0: "R8"}, turn=0)
    assert evaluate(can_win, 0) > 0.7
    # Seat 1 to move with a blue 1; red 8 wins at both ends of the open red line.
    mixed = [(x, y, card.replace("B2", "G1").replace("B4", "G2")) for x, y, card in RED_FOUR]
    facing = position(2, mixed, revealed={0: "R8", 1: "B1"}, turn=1)
    assert not facing.winning_cells(1)
    assert len(facing.winning_cells(0)) == 2
    assert evaluate(facing, 1) < 0.3
