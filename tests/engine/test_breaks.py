"""Ends of rounds, hands and sets (issue 14): found where the rules end them, never at the end.

Punto rounds (rulebook 002_da36c05bff356ce3.txt: "Whoever has won 2 rounds has won the
whole game"), Casino hands (docs/rules/casino.md, "End of hand") and Colomino sets
(rulebook 004_79a9f6842e015dc3.txt rule 8: "Four cards form a set").  Where a deal
follows (Punto, Casino), the board waits on the state the move led to: the round over
and the next not dealt yet, a chance state (issue 25).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

import random

import pytest

from parlour import registry
from parlour.breaks import break_plies, finished_view, pause, round_end
from parlour.core import Game, GameState, Highlights
from parlour.words import speaking


def random_game(game_id: str, options: dict[str, object], seed: int) -> list[GameState]:
    return played(game_id, options, seed)[0]


def played(
    game_id: str, options: dict[str, object], seed: int
) -> tuple[list[GameState], list[str]]:
    """A random game: the states after each move (dealt by the seeded dealer), and the moves."""
    game = registry.get(game_id)
    state = game.initial_state(2, options, seed)
    rng, states, moves = random.Random(seed), [state], []
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        state = game.play(state, move)
        states.append(state)
        moves.append(str(move))
    return states, moves


def shown_at_break(game: Game, states: list[GameState], moves: list[str], ply: int) -> object:
    return finished_view(game, states[ply - 1], moves[ply - 1], states[ply], 0)


PUNTO, CASINO, COLOMINO = (registry.get(g) for g in ("punto", "casino", "colomino"))


@pytest.mark.parametrize("seed", [1, 2])
def test_punto_pauses_after_each_round_but_the_last(seed: int) -> None:
    states = random_game("punto", {"rounds_to_win": 2}, seed)
    plies = break_plies(PUNTO, states)
    rounds = [len(s.rounds) for s in states]  # type: ignore[attr-defined]
    ended = [ply for ply in range(1, len(states)) if rounds[ply] > rounds[ply - 1]]
    assert list(plies) == ended[:-1]  # the last round ends the match: its result shows instead
    assert all(text.startswith(f"Round {n}: ") for n, text in enumerate(plies.values(), 1))


def test_casino_pauses_after_each_hand_with_each_sides_points() -> None:
    states = random_game("casino", {"target": 11}, 4)
    plies = break_plies(CASINO, states)
    assert plies, "a game to 11 takes more than one hand"
    for n, (ply, text) in enumerate(plies.items(), 1):
        after = states[ply]
        assert after.hand_number == n  # type: ignore[attr-defined]
        assert text.startswith(f"Hand {n}: Player 1 ")
        totals = [row.total for row in after.last_hand]  # type: ignore[attr-defined]
        assert f"Player 1 {totals[0]}" in text and f"Player 2 {totals[1]}" in text
    with speaking("pt"):
        ply = next(iter(plies))
        assert round_end(CASINO, states[ply - 1], states[ply]).startswith("Ronda 1: ")  # type: ignore[union-attr]


def test_casino_says_why_a_tie_past_the_target_plays_on() -> None:
    """Issue 24: 11-11 in a game to 11 said only "Continue". D12 (docs/rules/casino.md): an
    exact tie for the highest total plays another hand; the pause now says so."""
    states = random_game("casino", {"target": 11}, 2)
    tied = [
        (ply, text)
        for ply, text in break_plies(registry.get("casino"), states).items()
        if max(states[ply].scores) >= 11  # type: ignore[attr-defined]
    ]
    assert tied, "seed 2 ties 11-11 at the end of a hand"
    ply, text = tied[0]
    assert states[ply].scores == (11, 11)  # type: ignore[attr-defined]
    assert text.endswith(". Tied for the lead at 11, with 11 reached: another hand decides")
    with speaking("pt"):
        said = round_end(registry.get("casino"), states[ply - 1], states[ply])
        assert said is not None and said.endswith("outra ronda decide")
    for ply, text in break_plies(
        registry.get("casino"), states
    ).items():  # said exactly when it is so
        assert ("Tied for the lead" in text) == (max(states[ply].scores) >= 11)  # type: ignore[attr-defined]


def test_colomino_marks_each_set_in_the_log_and_never_pauses() -> None:
    """Issue 37: "A 'Going on in 6 s' bar came 15 times in one Sideways game."  Rulebook
    004_79a9f6842e015dc3.txt rule 8: "The player to complete a set continues the game by
    playing the first card of the next set": no break, so Colomino gives no round_pause
    (docs/rules/colomino.md, D41); each set's end still marks the log, in words."""
    states = random_game("colomino", {"variant": "sideways"}, 5)
    plies = break_plies(COLOMINO, states)
    sets = [len(s.sets) for s in states]  # type: ignore[attr-defined]
    ended = [ply for ply in range(1, len(states)) if sets[ply] > sets[ply - 1]]
    assert list(plies) == [ply for ply in ended if not states[ply].is_over]
    first = states[ended[0]].sets[0]  # type: ignore[attr-defined]
    side, won, lost = ("Yellow", first.yellow, first.green)
    if first.green > first.yellow:
        side, won, lost = ("Green", first.green, first.yellow)
    assert first.yellow != first.green, "seed 5's first set is won"
    assert plies[ended[0]] == f"Set 1 to {side}, {won} square{'s' * (won != 1)} to {lost}"
    assert COLOMINO.round_pause is None
    assert all(pause(COLOMINO, states[p - 1], states[p]) is None for p in plies)
    with speaking("pt"):
        said = round_end(COLOMINO, states[ended[0] - 1], states[ended[0]])
        assert said is not None and said.startswith("Conjunto 1 para o ")
    assert break_plies(COLOMINO, random_game("colomino", {"variant": "domino"}, 5)) == {}


def test_punto_and_casino_pauses_say_who_won() -> None:
    """Issue 37, item 7: the countdown says who won the round ("You won round 1")."""
    states = random_game("punto", {"rounds_to_win": 2}, 1)
    ply = next(iter(break_plies(PUNTO, states)))
    said = pause(PUNTO, states[ply - 1], states[ply])
    winners = states[ply].rounds[0].winners  # type: ignore[attr-defined]
    assert said == (f"Player {winners[0] + 1} won round 1" if winners else "Nobody won round 1")
    states = random_game("casino", {"target": 11}, 4)
    for ply in break_plies(CASINO, states):
        said = pause(CASINO, states[ply - 1], states[ply])
        totals = [row.total for row in states[ply].last_hand]  # type: ignore[attr-defined]
        n = states[ply - 1].hand_number + 1  # type: ignore[attr-defined]
        if totals[0] == totals[1]:
            assert said == f"Hand {n} level at {totals[0]} points each"
        else:
            who = "Player 1" if totals[0] > totals[1] else "Player 2"
            assert said == f"{who} won hand {n}, {max(totals)}\u2013{min(totals)}"
        with speaking("pt"):
            said = pause(CASINO, states[ply - 1], states[ply])
            assert said is not None and f"ronda {n}" in said.lower()


def test_a_game_without_rounds_never_pauses() -> None:
    assert break_plies(registry.get("cardino"), random_game("cardino", {}, 3)) == {}


@pytest.mark.parametrize("game_id", ["punto", "casino"])
def test_the_move_that_ends_a_round_leads_to_the_round_over_and_not_dealt(game_id: str) -> None:
    # Issue 25: chance is its own state.  The move that ends a Punto round or a Casino
    # hand leads to a state where nobody moves and nothing is over: the next deal waits.
    states, moves = played(game_id, {"rounds_to_win": 3} if game_id == "punto" else {}, 2)
    game = registry.get(game_id)
    for ply in break_plies(game, states):
        before = states[ply - 1]
        ended = before.apply(before.parse_move(moves[ply - 1]))
        assert ended.chance is not None and ended.current_player is None
        assert not ended.is_over and ended.legal_moves() == ()
        assert game.settle(ended) == states[ply]
        # By link the deal waits for keys: the log marks the round's end all the same,
        # with the same words, before the next round is dealt.
        assert round_end(game, before, ended) == round_end(game, before, states[ply])


@pytest.mark.parametrize("seed", [1, 3])
def test_punto_keeps_the_finished_table_of_a_round_for_the_pause(seed: int) -> None:
    # The board waits on the state the round's last card led to: its final table,
    # with the winning row ringed, before the next round is dealt.
    states, moves = played("punto", {"rounds_to_win": 3}, seed)
    for ply in break_plies(PUNTO, states):
        after = states[ply]
        view = shown_at_break(PUNTO, states, moves, ply)
        assert view is not None and view.turn is None  # type: ignore[attr-defined]
        summary = after.rounds[-1]  # type: ignore[attr-defined]
        tops = {cell: stack[-1] for cell, stack in view.stacks.items()}  # type: ignore[attr-defined]
        assert tops == dict(summary.final_tops)
        drawn = PUNTO.render(view, Highlights())
        assert drawn.count("winning row") == (len(summary.row) if summary.reason == "row" else 0)
    states, moves = played("casino", {"target": 11}, 4)
    assert shown_at_break(CASINO, states, moves, 1) is None


def test_casino_keeps_the_hands_last_table_with_its_score_table() -> None:
    # docs/rules/casino.md, "End of hand": the last capturer takes the table, then the hand
    # is scored (most cards 3, most spades 1, 10♦ 2, 2♠ 1, each ace 1, each sweep 1).
    states, moves = played("casino", {"target": 11}, 4)
    for ply in break_plies(CASINO, states):
        after = states[ply]
        view = shown_at_break(CASINO, states, moves, ply)
        assert view is not None and view.between_hands  # type: ignore[attr-defined]
        assert view.table == () and sum(map(len, view.captured)) == 52  # type: ignore[attr-defined]
        assert view.last_hand == after.last_hand and view.scores == after.scores  # type: ignore[attr-defined]
        assert view.hand_number + 1 == after.hand_number  # type: ignore[attr-defined]
        drawn = CASINO.render(view, Highlights())
        assert 'class="hand-result"' in drawn and f"Hand {after.hand_number}: the points" in drawn  # type: ignore[attr-defined]
        for label in ("Most cards", "Most spades", "Big Casino 10♦", "Little Casino 2♠", "Aces"):
            assert label in drawn
        for row in after.last_hand:  # type: ignore[attr-defined]
            assert f"{row.cards_points} ({row.cards})" in drawn
        assert 'class="hand-result"' not in CASINO.render(after.view(0), Highlights())


def said(svg: str) -> str:
    """Every text of a picture, a wrapped text's lines joined by spaces."""
    texts = ET.fromstring(svg).iter("{http://www.w3.org/2000/svg}text")
    return "\n".join(" ".join(t.itertext()) for t in texts)


def test_colomino_shows_the_finished_set_beside_the_next_one() -> None:
    """Issue 37: a set's end is shown on the board with its result in words, and play goes
    straight on: the next set's leader sees the finished set left of the next set's place."""
    states, moves = played("colomino", {"variant": "sideways"}, 5)
    for ply, summary in break_plies(COLOMINO, states).items():
        after = states[ply]
        assert shown_at_break(COLOMINO, states, moves, ply) is None  # nothing held back
        drawn = COLOMINO.render(after.view(0), Highlights())
        assert summary in said(drawn) and 'class="last-set"' in drawn
        assert drawn.count('class="set-done"') == 1 and 'class="set-over"' not in drawn
        later = states[ply + 1]  # the next set's first card is down: the result stays in words
        drawn = COLOMINO.render(later.view(0), Highlights())
        if not later.is_over and later.table:  # type: ignore[attr-defined]
            assert summary in said(drawn) and 'class="last-set"' not in drawn
