"""A round nobody completes: most rows, then fewer points, then a void round."""

from parlour.games.punto.board import cell_of
from parlour.games.punto.cards import parse_card
from parlour.games.punto.rounds import Tally
from tests.engine.punto.placements import BLUE_15, RED_17

# Four players, rows of 3 count.  Red 5+4+8=17 against blue 3+7+5=15, the rulebook's example.
FILLER = [(0, 1, "G2")]


def end_four(position, place, cards):
    """Seat 3 places a harmless green 1; then seat 0, out of cards, cannot play."""
    state = position(4, cards, revealed={3: "G1"}, turn=3, empty_decks=(0,))
    return place(state, "-1,-1")


def test_no_card_left_ends_the_round(position, place) -> None:
    """Rulebook: "If a player can't play a card on his turn" the round is judged (D7: automatically)."""
    state = end_four(position, place, RED_17 + FILLER + BLUE_15)
    assert state.round_no == 1
    assert state.rounds[-1].stuck_seat == 0


def test_fewer_points_wins_a_tie_on_rows(position, place) -> None:
    """Rulebook: "At Another Tie The player with the fewer points in his row(s) wins. Example: orange has 5+4+8=17 points; red has 3+7+5=15 points. Red wins!" """
    state = end_four(position, place, RED_17 + FILLER + BLUE_15)
    summary = state.rounds[-1]
    assert summary.winners == (1,) and summary.reason == "fewer points"
    assert summary.tallies[0] == Tally(1, 17) and summary.tallies[1] == Tally(1, 15)
    assert summary.removed_card == parse_card("B7")  # D4: highest card of the counted row
    assert state.starter == 2  # left of the winner


def test_most_rows_wins(position, place) -> None:
    """Rulebook: "the player with the most rows of 3 (or 4) wins" (D8: rows of 3 with four players)."""
    more_blue = [*BLUE_15, (0, 3, "B1"), (1, 3, "B2"), (2, 3, "B4")]
    state = end_four(position, place, RED_17 + FILLER + more_blue)
    summary = state.rounds[-1]
    assert summary.winners == (1,) and summary.reason == "most rows"
    assert summary.tallies[1].rows == 2


def test_equal_rows_and_points_void_the_round(position, place) -> None:
    """D10: still tied after the points, nobody wins the round and no card is removed."""
    blue_17 = [(0, 2, "B8"), (1, 2, "B4"), (2, 2, "B5")]
    before = position(4, RED_17 + FILLER + blue_17, revealed={3: "G1"}, turn=3, empty_decks=(0,))
    state = place(before, "-1,-1")
    summary = state.rounds[-1]
    assert summary.winners == () and summary.reason == "tie" and summary.removed_card == 0
    assert state.rounds_won == (0, 0, 0, 0) and state.removed == before.removed
    previous_starter = (3 - len(RED_17 + FILLER + blue_17)) % 4
    assert state.starter == (previous_starter + 1) % 4  # D2 for a void round


def test_rows_of_four_count_with_two_players(position, place) -> None:
    """D8: with two players (five wins) rows of 4 are counted, rows of 3 are not."""
    red_four = [(x, 0, f"R{x + 1}") for x in range(4)]
    blue_three = [(x, 1, f"B{x + 1}") for x in range(3)]
    state = position(2, red_four + blue_three, revealed={1: "G1"}, turn=1, empty_decks=(0,))
    state = place(state, "-1,2")
    summary = state.rounds[-1]
    assert summary.winners == (0,) and summary.reason == "most rows"
    assert summary.tallies[0] == Tally(1, 10) and summary.tallies[1] == Tally(0, 0)


def test_a_full_frame_and_a_one_leaves_no_place(position, place) -> None:
    """Rulebook: "If a player can't play a card on his turn": a 1 cannot cover and the 6 x 6 frame is full."""
    cards = []
    counts: dict[str, int] = {}
    for y in range(6):
        for x in range(6):
            side = (x + y) % 2
            letter = ("R", "Y")[x % 2] if side == 0 else ("B", "G")[x % 2]
            value = 2 + counts.get(letter, 0) // 2
            counts[letter] = counts.get(letter, 0) + 1
            cards.append((x, y, f"{letter}{value}"))
    last = cards.pop()
    assert last[:2] == (5, 5)
    state = position(2, cards, revealed={0: f"{last[2][0]}9", 1: "B1"}, turn=0)
    assert "5,5" in {str(m) for m in state.legal_moves()}
    state = place(state, "5,5")
    summary = state.rounds[-1]
    assert summary.stuck_seat == 1
    assert summary.final_tops[-1] == (cell_of(5, 5), parse_card(f"{last[2][0]}9"))


def test_the_round_summary_explains_the_tie_break(position, place) -> None:
    """The issue: the view carries a round summary: who won and why, with the numbers (D8, D9).
    Issue 36's phone walk: it leads with who won the round and how, then says why the rows
    were counted (rulebook, "No Line Was Completed?": "If a player can't play a card on his
    turn, the player with the most rows of 3 (or 4) wins")."""
    state = end_four(position, place, RED_17 + FILLER + BLUE_15)
    text = state.view(None).round_text(0)
    assert text == (
        "Round 1: Player 2 won on fewer points: 1 row (15 pts) against 1 row (17 pts),"
        " 0 rows (0 pts), 0 rows (0 pts). Player 1 could not play, so rows of 3 were counted."
    )


def test_the_tie_break_wins_a_round_of_the_match(position, place) -> None:
    """Rulebook, "No Line Was Completed?": "If a player can't play a card on his turn, the
    player with the most rows of 3 (or 4) wins the game." D20: "the game" is read as the
    round, which counts toward the match like a round won with a row ("Whoever has won 2
    rounds has won the whole game"): the match goes on with the next round."""
    state = end_four(position, place, RED_17 + FILLER + BLUE_15)
    assert state.rounds_won == (0, 1, 0, 0)
    assert state.outcome is None and state.round_no == 1 and not state.placements
    one_round = position(
        4, RED_17 + FILLER + BLUE_15, revealed={3: "G1"}, turn=3, empty_decks=(0,), rounds_to_win=1
    )
    finished = place(one_round, "-1,-1")
    assert finished.outcome is not None and finished.outcome.winners == (1,)


def test_a_void_round_says_nobody_won_then_who_could_not_play() -> None:
    """D10: a tie on rows and points scores for nobody.  The line leads with the round's
    result, then the seat that could not play, in both languages."""
    from parlour.games.punto.rounds import RoundSummary, summary_text
    from parlour.words import speaking

    summary = RoundSummary(0, (), "tie", (), 0, 1, (), ())
    assert summary_text(summary, (0, 1), 4) == (
        "Round 1: nobody won, tied on rows and points."
        " Player 2 could not play, so rows of 4 were counted."
    )
    with speaking("pt"):
        assert summary_text(summary, (0, 1), 4) == (
            "Ronda 1: ninguém ganhou, empate em linhas e pontos."
            " Jogador 2 não pôde jogar, por isso contaram as linhas de 4."
        )
    alone = RoundSummary(0, (), "tie", (), 0, None, (), ())
    assert summary_text(alone, (0, 1), 4) == "Round 1: nobody won, tied on rows and points."


def test_the_strip_under_the_grid_shows_whole_sentences(position, place) -> None:
    """A four-seat tie-break is too long for the strip's three lines: it shows the round's
    result whole, and the panel beside it the whole line, rather than a line cut short."""
    from parlour.core import Highlights
    from parlour.games.punto import GAME
    from tests.support.svg_text import shown_texts

    cards = RED_17 + FILLER + BLUE_15
    state = position(4, cards, revealed={3: "G1"}, turn=3, empty_decks=(0,), rounds_to_win=1)
    state = place(state, "-1,-1")  # the match's end: its table stays, under the words
    result, why = state.view(None).round_parts(0)
    said = shown_texts(GAME.render(state.view(None), Highlights())).splitlines()
    assert result in said and f"{result} {why}" in said
