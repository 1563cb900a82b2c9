"""Every game's score line (``Game.scores``): the strip over the board and the end screen.

Issue 24: "The score and whose turn it is sit in a compact strip on the board ... The strip
should come from the model (whose turn, scores per seat via the view/outcome)".  Each
seat is counted in exactly one tally, the scores are numbers, and the words are in both
languages.
"""

from __future__ import annotations

import random

import pytest

from parlour import registry, words
from parlour.core import Scores
from parlour.page.session import Session

SETUPS = (
    ("punto", 2, {}),
    ("punto", 4, {"teams": True}),
    ("casino", 2, {}),
    ("casino", 4, {"partners": True}),
    ("cardino", 3, {}),
    ("colomino", 2, {"variant": "sideways"}),
    ("colomino", 4, {"variant": "fourways"}),
    ("colomino", 3, {"variant": "domino"}),
)


def check(scores: Scores | None, players: int) -> None:
    assert scores is not None and scores.counts
    seats = sorted(seat for tally in scores.tallies for seat in tally.seats)
    assert seats == list(range(players))  # every seat once
    for tally in scores.tallies:
        assert tally.name and tally.score.removeprefix("-").isdigit()  # Cardino nets may be < 0


@pytest.mark.parametrize(("game_id", "players", "options"), SETUPS)
def test_the_score_line_counts_every_seat_once_in_both_languages(
    game_id: str, players: int, options: dict[str, object]
) -> None:
    game = registry.get(game_id)
    session = Session.new(game_id, ("human",) + ("random",) * (players - 1), options, 5)
    rng = random.Random(5)
    with words.seated(session.seats):
        while True:
            view = session.state.view(0)
            for language in words.LANGUAGES:
                with words.speaking(language):
                    check(game.scores(view), players)
            if session.state.is_over:
                break
            for _ in range(9):
                if not session.state.is_over:
                    session = session.play(str(rng.choice(session.state.legal_moves())))
    with words.speaking("en"):
        english = game.scores(view)
    with words.speaking("pt"):
        portuguese = game.scores(view)
    assert english is not None and portuguese is not None
    assert english.counts != portuguese.counts


def test_the_casino_score_is_the_points_of_each_side() -> None:
    """Casino: "The game is a sequence of hands until a side reaches the target" (D rules)."""
    session = Session.new("casino", ("human", "random"), {"target": 11}, 2)
    rng = random.Random(2)
    while not session.state.is_over:
        session = session.play(str(rng.choice(session.state.legal_moves())))
    scores = registry.get("casino").scores(session.state.view(0))
    outcome = session.state.outcome
    assert scores is not None and outcome is not None
    assert [int(t.score) for t in scores.tallies] == list(outcome.scores)


def test_the_cardino_score_at_the_end_is_net_of_the_tiles_left() -> None:
    """Cardino, scoring rule 7: "all players who have tiles left are penalized at their tile
    value ... deduct them from their scores, leaving a net total score": the strip and the end
    screen show the net score the outcome names (the end screen said 113 beside "You 111")."""
    game = registry.get("cardino")
    penalised = 0
    for seed in range(1, 6):
        session = Session.new("cardino", ("human", "random"), {}, seed)
        rng = random.Random(seed)
        while not session.state.is_over:
            session = session.play(str(rng.choice(session.state.legal_moves())))
        view, outcome = session.state.view(0), session.state.outcome
        scores = game.scores(view)
        assert scores is not None and outcome is not None
        assert [int(t.score) for t in scores.tallies] == list(outcome.scores)
        penalised += sum(view.penalties or ())  # type: ignore[attr-defined]
    assert penalised > 0  # some game ended with tiles left, so the net was tested
