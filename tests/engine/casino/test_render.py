"""The Casino picture at the game's end (casino/render.py, casino/hand_end.py)."""

from __future__ import annotations

import random

from parlour.core import Highlights
from parlour.games.casino import GAME
from parlour.words import seated


def test_the_games_end_keeps_the_last_hands_points_and_says_you_win() -> None:
    """At the game's end the felt shows the last hand's score table, as after every other
    hand (casino/hand_end.py), and the banner speaks to the person: "You win!"."""
    state, rng = GAME.initial_state(2, {}, 3), random.Random(1)
    while not state.is_over:
        state = GAME.play(state, rng.choice(state.legal_moves()))
    view = state.view(0)
    assert view.winner == 0 and view.last_hand
    with seated(["human", "random"]):
        svg = GAME.render(view, Highlights())
    assert "You win!" in svg and "You wins!" not in svg
    assert "the points" in svg and "Score, to 21" in svg
    with seated(["random", "random"]):
        assert "Computer 1 (random) wins!" in GAME.render(view, Highlights())


def test_the_last_play_is_told_in_words() -> None:
    """The panel's last play reads as the menu does ("trail 5♦"), not as notation ("5♦ t")."""
    state, rng = GAME.initial_state(2, {}, 4), random.Random(2)
    for _ in range(3):
        state = GAME.play(state, rng.choice(state.legal_moves()))
    view = state.view(0)
    with seated(["human", "random"]):
        svg = GAME.render(view, Highlights())
    line = svg.split("Last play: ", 1)[1].split("<", 1)[0]
    assert line.split()[0] in ("trail", "take", "build"), line
