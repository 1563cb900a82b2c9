"""parlour.learn.review (issue 38, "Review"): a seat's decisions judged from its view by the hard search.

Each game's planted costly move is found the same way: two greedy players play a seeded
game; going back from its end, the first decision of seat 0 where one move wins the game
and another loses it (the rest played by the same greedy players) is replayed with the
losing move.  That is the issue's "position where one move clearly loses points against
the best", found in the game's own play rather than drawn by hand.
"""

from __future__ import annotations

import importlib.util
import json
import random
from dataclasses import dataclass
from itertools import islice
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from parlour import registry
from parlour.ai import make_bot
from parlour.core import Game, GameState
from parlour.record import Record
from parlour.learn.review import (
    THRESHOLDS,
    BadReview,
    Budget,
    Decision,
    Review,
    judge,
    judge_view,
    mark_for,
    review_in_steps,
    review_step,
    summarize,
    walk,
)

SEAT = 0


def finish(game: Game, record: Record, state: GameState) -> tuple[Record, GameState]:
    """The game played on to its end by two greedy players."""
    bots = (make_bot("easy", 1), make_bot("easy", 2))
    while state.current_player is not None:
        seat = state.current_player
        move = bots[seat].choose(game, state.view(seat))
        record, state = record.with_move(str(move)), game.play(state, move)
    return record, state


@dataclass(frozen=True)
class Plant:
    record: Record
    ply: int
    """The planted decision: ``record.moves[ply]`` loses where ``winning`` would have won."""
    winning: tuple[str, ...]


def plant(game_id: str, options: dict[str, Any], seed: int) -> Plant:
    game = registry.get(game_id)
    start = Record.start(game_id, 2, options, seed)
    played, _ = finish(game, start, start.initial_state())
    states = played.states()
    for ply in range(len(played.moves) - 1, -1, -1):
        state = states[ply]
        if state.current_player != SEAT or len(state.legal_moves()) < 2:
            continue
        winning: list[tuple[str, Record]] = []
        losing: list[tuple[str, Record]] = []
        for move in state.legal_moves():
            record, end = finish(
                game, played.truncated(ply).with_move(str(move)), game.play(state, move)
            )
            assert end.outcome is not None
            (winning if SEAT in end.outcome.winners else losing).append((str(move), record))
        if winning and losing:
            return Plant(losing[0][1], ply, tuple(notation for notation, _ in winning))
    raise AssertionError(f"no costly move to plant in {game_id} seed {seed}")


PLANTS: dict[str, tuple[dict[str, Any], int]] = {
    "punto": ({"rounds_to_win": 1}, 1),
    "casino": ({"target": 11}, 3),
    "cardino": ({}, 10),
    "colomino": ({"variant": "sideways"}, 2),
}
"""Each game's setup and seed with a plant the search judges clearly (found by ``plant``)."""


@pytest.fixture(scope="module", params=sorted(PLANTS))
def planted(request: pytest.FixtureRequest) -> Plant:
    options, seed = PLANTS[request.param]
    return plant(request.param, options, seed)


def test_the_planted_costly_move_is_marked_with_a_better_move(planted: Plant) -> None:
    """Issue: "a recorded game with a planted costly move ... is reviewed and that move is
    marked with a better move"; the search has the budget of one Hint."""
    decision = review_step(planted.record, SEAT, planted.ply)
    assert decision.made == planted.record.moves[planted.ply]
    assert decision.mark in ("mistake", "blunder")
    assert decision.best != decision.made
    assert decision.best in planted.winning
    assert decision.cost > decision.noise
    assert decision.best_value is not None and decision.made_value is not None
    assert decision.cost == pytest.approx(decision.best_value - decision.made_value)
    walked = walk(planted.record, SEAT)
    assert decision.best_path == walked.states[planted.ply].parse_move(decision.best).path


def test_the_review_reads_only_the_seats_view(planted: Plant) -> None:
    """Issue: "the review reads only the seat's view (the same hidden-card guard the AI
    tests use)": the decision judged from the record equals the one judged from another
    state that differs from the true one only in what the seat cannot see."""
    walked = walk(planted.record, SEAT)
    game = walked.game
    state = walked.states[planted.ply]
    other = game.determinize(state, SEAT, random.Random(planted.ply))
    assert other != state and other.view(SEAT) == state.view(SEAT)
    made = planted.record.moves[planted.ply]
    budget = Budget(iterations=60)
    from_record = judge(walked, planted.ply, budget)
    assert judge_view(game, other.view(SEAT), made, planted.ply, budget) == from_record


def test_a_forced_move_is_never_marked() -> None:
    """Issue: "For a decision with one legal move ... nothing is marked"; nor is it searched."""
    record, _ = finish(registry.get("cardino"), *_start("cardino", 10))
    walked = walk(record, SEAT)
    forced = [ply for ply in walked.plies if len(walked.states[ply].legal_moves()) == 1]
    assert forced
    for ply in forced[:5]:
        decision = judge(walked, ply)
        assert decision.forced and decision.mark is None
        assert decision.best == decision.made and decision.cost == 0.0
        assert decision.made_value is None and decision.best_value is None


def _start(game_id: str, seed: int) -> tuple[Record, GameState]:
    record = Record.start(game_id, 2, {}, seed)
    return record, record.initial_state()


def test_a_move_within_the_noise_or_below_the_thresholds_is_never_marked() -> None:
    """Issue: "where every move is within the search's noise, nothing is marked"."""
    assert mark_for(0.9, 0.95) is None
    assert mark_for(0.25, 0.25) is None
    assert mark_for(0.09, 0.01) is None
    assert mark_for(0.10, 0.05) == "inaccuracy"
    assert mark_for(0.20, 0.05) == "mistake"
    assert mark_for(0.30, 0.05) == "blunder"
    assert [least for _, least in THRESHOLDS] == sorted(
        (least for _, least in THRESHOLDS), reverse=True
    )


def test_the_move_the_search_finds_best_costs_nothing() -> None:
    plant_ = plant("punto", *PLANTS["punto"])
    walked = walk(plant_.record, SEAT)
    ply = next(p for p in walked.plies if len(walked.states[p].legal_moves()) > 1)
    first = judge(walked, ply, Budget(iterations=80))
    replayed = walk(plant_.record.truncated(ply).with_move(first.best), SEAT)
    again = judge(replayed, ply, Budget(iterations=80))
    assert again.made == again.best == first.best
    assert again.cost == 0.0 and again.mark is None


def test_a_review_runs_a_decision_at_a_time_and_is_the_same_every_time() -> None:
    """Issue: "It runs in the background worker, a move at a time ... the review can be left
    at any time": a generator of decisions in order, each judged alike on every run."""
    plant_ = plant("punto", *PLANTS["punto"])
    budget = Budget(iterations=40)
    walked = walk(plant_.record, SEAT)
    steps = review_in_steps(plant_.record, SEAT, budget)
    first_two = list(islice(steps, 2))  # the page stops here: nothing else is computed
    assert [d.ply for d in first_two] == list(walked.plies[:2])
    assert first_two == [judge(walked, ply, budget) for ply in walked.plies[:2]]
    assert all(d.seat == SEAT for d in first_two)


def test_a_review_round_trips_through_json_and_knows_its_record() -> None:
    """Issue: "A review is kept with the game's record, so it opens again at once"."""
    plant_ = plant("punto", *PLANTS["punto"])
    walked = walk(plant_.record, SEAT)
    review = Review.of(plant_.record, SEAT)
    for decision in review_in_steps(plant_.record, SEAT, Budget(iterations=30)):
        review = review.with_decision(decision)
    assert review.complete(walked)
    assert Review.from_json(review.to_json()) == review
    assert review.belongs_to(plant_.record)
    assert not review.belongs_to(plant_.record.truncated(3))


def test_a_damaged_review_is_refused_in_one_line() -> None:
    decision = Decision(4, 0, "a", "b", ("b",), 0.2, 0.7, 0.5, 0.1, 3, "blunder")
    good = Review("0123456789abcdef", 0, (decision,)).to_json()
    for damage in (
        {"format": "review/0"},
        {"decisions": [decision.to_json() | {"mark": "oops"}]},
        {"decisions": [decision.to_json() | {"best_value": 1.5}]},
        {"decisions": [{"ply": 1}]},
    ):
        with pytest.raises(BadReview) as refused:
            Review.from_json(good | damage)
        assert "\n" not in str(refused.value)


def test_the_summary_counts_the_costly_decisions_and_names_the_costliest() -> None:
    """Issue: "how many decisions, how many costly ... the costliest", and the costliest's drop
    in the chance to win (the values are chances to win: they are never added up)."""
    forced = Decision(0, 0, "a", "a", (), None, None, 0.0, 0.0, 1, None)
    quiet = Decision(2, 0, "a", "b", (), 0.50, 0.55, 0.05, 0.04, 4, None)
    slip = Decision(4, 0, "a", "b", (), 0.40, 0.52, 0.12, 0.05, 4, "inaccuracy")
    blunder = Decision(6, 0, "a", "b", (), 0.10, 0.60, 0.50, 0.05, 4, "blunder")
    summary = summarize((forced, quiet, slip, blunder))
    assert (summary.decisions, summary.costly) == (3, 2)
    assert (summary.inaccuracies, summary.mistakes, summary.blunders) == (1, 0, 1)
    assert summary.costliest == 6
    assert (summary.chance_best, summary.chance_made) == (0.60, 0.10)  # the blunder's
    assert summarize((forced, quiet)).costliest is None


def test_only_the_seats_own_decisions_are_judged() -> None:
    plant_ = plant("punto", *PLANTS["punto"])
    walked = walk(plant_.record, SEAT)
    other = next(p for p in range(len(plant_.record.moves)) if p not in walked.plies)
    with pytest.raises(BadReview, match="not a decision of seat 1"):
        judge(walked, other)
    with pytest.raises(BadReview, match="no seat 3"):
        walk(plant_.record, 2)


def test_the_plant_is_what_it_says() -> None:
    """The planted move loses and a winning move existed, from the same position."""
    plant_ = plant("casino", *PLANTS["casino"])
    game = registry.get("casino")
    state = walk(plant_.record, SEAT).states[plant_.ply]
    winner = state.parse_move(plant_.winning[0])
    _, won = finish(
        game, plant_.record.truncated(plant_.ply).with_move(str(winner)), game.play(state, winner)
    )
    lost = plant_.record.replay()
    assert won.outcome is not None and SEAT in won.outcome.winners
    assert lost.outcome is not None and SEAT not in lost.outcome.winners


def load_worker() -> ModuleType:
    """``py/browser/ai_worker.py`` as the worker runs it (it needs nothing of the browser)."""
    path = Path(__file__).resolve().parents[2] / "py" / "browser" / "ai_worker.py"
    spec = importlib.util.spec_from_file_location("parlour_browser_ai_worker", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_worker_judges_one_decision_per_request() -> None:
    """Issue: "It runs in the background worker, a move at a time": the worker lists the
    decisions, then answers each with the decision judged (the site's budget: one Hint's)."""
    worker = load_worker()
    plant_ = plant("punto", *PLANTS["punto"])
    asked = {"record": plant_.record.to_json(), "seat": SEAT}
    plies = json.loads(worker.review(json.dumps(asked)))["plies"]
    assert plies == list(walk(plant_.record, SEAT).plies)
    answer = json.loads(worker.review(json.dumps(asked | {"ply": plant_.ply})))
    decision = Decision.from_json(answer)
    assert decision.ply == plant_.ply and decision.made == plant_.record.moves[plant_.ply]
    assert decision.mark is not None and decision.best in plant_.winning


def test_the_hard_computers_own_moves_are_not_marked() -> None:
    """The noise rule keeps the review from marking good play: a Punto game of the hard
    computer (as seat 1) against the greedy one, reviewed for the hard seat, has no mark."""
    game = registry.get("punto")
    record = Record.start("punto", 2, {"rounds_to_win": 1}, 11)
    state = record.initial_state()
    bots = (make_bot("hard", 5), make_bot("easy", 2))
    while state.current_player is not None:
        seat = state.current_player
        move = bots[seat].choose(game, state.view(seat))
        record, state = record.with_move(str(move)), game.play(state, move)
    decisions = tuple(review_in_steps(record, SEAT))
    summary = summarize(decisions)
    assert summary.decisions >= 5
    assert summary.costly == 0 and summary.costliest is None
