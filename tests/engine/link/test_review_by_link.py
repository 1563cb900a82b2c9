"""The review of a game by link (issue 38: "The end screen of every game ... and by link for
your own seat offers Review"): it judges the seat's decisions from the seat's own table,
which holds the cards that seat was shown and stand-ins for the rest, never the truth.

The harness (``players.Players``) plays a whole game by messages between two ``Seat``s and
knows the true decks beside them, so the review's input can be compared with the truth:
its views are the true views, its states are not the true states (the stand-ins differ),
and a decision judged from it is the one judged from the true game.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

from parlour.link import Seat
from parlour.learn.review import Budget, Walk, judge, walk_table

from .players import Players, seeded

SEAT = 0


@pytest.fixture(scope="module")
def played() -> Seat:
    """Seat 0 of a whole Punto game to one round, played by messages (the same decks each run)."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        seeded(monkeypatch, 7)
        table = Players.sit("punto", 2, {"rounds_to_win": 1}, seed=7)
        table.play(check=False)
    seat = table.seats[SEAT]
    assert seat.action == "over"
    return seat


def test_the_review_of_a_seat_by_link_reads_only_that_seats_view(played: Seat) -> None:
    orders = played.true_orders()
    assert orders is not None, "every seed is in at the end"
    truth = played.replayed(orders)  # the true state before each move, then the end
    walked = walk_table(played.engine)
    assert walked.moves == played.engine.moves and len(truth) == len(walked.moves) + 1
    assert walked.plies == tuple(
        ply for ply in range(len(walked.moves)) if truth[ply].current_player == SEAT
    )
    assert len(walked.plies) >= 5
    for ply in walked.plies:
        assert walked.view_at(ply) == truth[ply].view(SEAT)
    # The review's states are the seat's knowledge, not the truth: its stand-ins differ.
    assert any(walked.states[ply] != truth[ply] for ply in walked.plies)
    from_truth = Walk("punto", SEAT, truth, walked.moves, walked.plies)
    chosen = [ply for ply in walked.plies if len(truth[ply].legal_moves()) > 1][:2]
    assert chosen, "the seat had decisions with a choice"
    budget = Budget(iterations=60)
    for ply in chosen:
        assert judge(walked, ply, budget) == judge(from_truth, ply, budget)


def load_worker() -> ModuleType:
    """``py/browser/ai_worker.py`` as the worker runs it (it needs nothing of the browser)."""
    path = Path(__file__).resolve().parents[3] / "py" / "browser" / "ai_worker.py"
    spec = importlib.util.spec_from_file_location("parlour_browser_ai_worker_link", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_worker_reviews_a_game_by_link_from_the_kept_game(played: Seat) -> None:
    """The page sends the kept game (table and export), as for every request by link; the
    worker lists the seat's decisions with its view at each, then judges one at a time."""
    worker = load_worker()
    link = {"table": played.invite.table, "export": played.export()}
    listed = json.loads(worker.review(json.dumps({"link": link, "seat": SEAT})))
    walked = walk_table(played.engine)
    assert listed["plies"] == list(walked.plies)
    assert listed["views"] == [walked.view_at(ply).to_json() for ply in walked.plies]
    ply = walked.plies[0]
    answer = json.loads(worker.review(json.dumps({"link": link, "seat": SEAT, "ply": ply})))
    assert answer["ply"] == ply and answer["seat"] == SEAT
    assert answer["made"] == walked.moves[ply]
