"""The review on the page as data (issue 38): ``parlour.page.reviewing`` and
``parlour.page.review_actions``, in CPython."""

from __future__ import annotations

import json
import random
from dataclasses import replace

from parlour.page import actions, review_actions
from parlour.page.model import Page, Play, ended, highlights
from parlour.page.review_actions import (
    back_to_review,
    close_decision,
    got_decision,
    got_plies,
    may_review,
    review_seat,
    show_decision,
    start_review,
    stop_review,
    try_it,
)
from parlour.page.reviewing import SYMBOLS, costliest_move, next_ply, wants_plies
from parlour.page.reviewing import begun, kept_key, progress_text, read_kept, status
from parlour.page.reviewing import stopped, summary_text
from parlour.words import speaking
from parlour.learn.review import Decision, Review, record_key, walk
from parlour.page.session import Session
from tests.support.page_text import load_text

text = load_text("parlour_browser_text_review")


def finished(seats: tuple[str, ...] = ("human", "hard"), seed: int = 3) -> Page:
    """A Punto game of one round played to its end with random moves."""
    session = Session.new("punto", seats, {"rounds_to_win": 1}, seed)
    rng = random.Random(seed)
    while not session.state.is_over:
        session = session.play(str(rng.choice(session.state.legal_moves())))
    page = actions.begin(Page(), session)
    assert page.play is not None and ended(page.play)
    return page


def decision(ply: int, seat: int = 0, mark: str | None = None, cost: float = 0.0) -> Decision:
    best = ("b",) if mark else ("a",)
    return Decision(ply, seat, "a", best[0], best, 0.4, 0.4 + cost, cost, 0.05, 3, mark)


def playing(page: Page) -> Play:
    assert page.play is not None
    return page.play


def test_review_is_offered_for_the_one_person_at_the_end() -> None:
    play = playing(finished())
    assert review_seat(play) == 0 and may_review(play)
    bots = playing(finished(("hard", "easy")))
    assert review_seat(bots) is None and not may_review(bots)


def test_hot_seat_reviews_the_seat_shown() -> None:
    play = replace(playing(finished(("human", "human"))), shown=1)
    assert review_seat(play) == 1


def test_hot_seat_offers_each_person_their_own_moves() -> None:
    """Issue 38: every game's end offers Review, each person their own moves: in hot seat
    each seat's review (the board turned to that side), kept apart from the other's."""
    play = playing(finished(("human", "human")))
    assert review_actions.review_seats(play) == (0, 1)
    key = record_key(play.session.record)
    second = start_review(play, key, seat=1)
    assert second.shown == 1 and second.review is not None and second.review.seat == 1
    first = start_review(second, key, seat=0)
    assert first.shown == 0 and first.review is not None and first.review.seat == 0
    kept = Review(key, 1, (decision(1, seat=1),))
    again = start_review(first, key, kept, seat=1)  # seat 1's kept review, not seat 0's
    assert again.review is not None and again.review.decisions == kept.decisions
    assert kept_key(key, 1) == kept_key(key) + ".1" and kept_key(key, 0) == kept_key(key)
    opened = replace(play, shown=None)  # a finished hot-seat game opened: no side shown yet
    assert not may_review(opened) and start_review(opened, key, seat=1).shown == 1
    alone = playing(finished())
    assert review_actions.review_seats(alone) == (0,)
    assert start_review(alone, key, seat=1) is alone  # the computer's moves: not offered


def test_a_review_runs_one_decision_at_a_time_in_order() -> None:
    play = playing(finished())
    key = record_key(play.session.record)
    play = start_review(play, key)
    assert play.review is not None and play.review.running and wants_plies(play.review)
    assert next_ply(play.review) is None  # the plies first
    play = got_plies(play, key, (0, 2, 4))
    assert next_ply(play.review) == 0
    play = got_decision(play, key, decision(2))  # not the one asked: dropped
    assert play.review.done == 0
    play = got_decision(play, key, decision(0))
    play = got_decision(play, "another record", decision(2))
    assert play.review.done == 1 and next_ply(play.review) == 2
    play = got_decision(play, key, decision(2, mark="mistake", cost=0.25))
    play = got_decision(play, key, decision(4, mark="blunder", cost=0.4))
    review = play.review
    assert review.complete and not review.running and next_ply(review) is None
    assert [d.ply for d in review.marked] == [2, 4]
    assert review.summary.costly == 2
    assert (review.summary.chance_best, review.summary.chance_made) == (0.8, 0.4)  # ply 4's
    assert costliest_move(review.summary) == 5
    assert SYMBOLS["blunder"] == "??"


def judged(*decisions: Decision, plies: tuple[int, ...] = (2, 4, 6)) -> Play:
    """A review of seat 0 at plies ``plies`` with ``decisions`` judged, still running."""
    play = playing(finished())
    key = record_key(play.session.record)
    play = got_plies(start_review(play, key), key, plies)
    for made in decisions:
        play = got_decision(play, key, made)
    return play


def test_the_progress_names_the_games_move_and_counts_the_persons_own() -> None:
    """The progress names the move being judged as the move log numbers it (ply + 1), as the
    marks and the summary do; "of your N moves" counts the person's own."""
    play = judged(decision(2))
    assert play.review is not None and next_ply(play.review) == 4
    assert progress_text(play.review, text.t) == "Reviewing move 5 (2 of your 3 moves)…"
    with speaking("pt"):
        assert progress_text(play.review, text.t) == "A rever a jogada 5 (2 das suas 3 jogadas)…"
    held = stopped(play.review)
    assert progress_text(held, text.t) == (
        "Review stopped before move 5: 1 of your 3 moves reviewed."
    )
    with speaking("pt"):
        assert progress_text(held, text.t) == (
            "Revisão parada antes da jogada 5: 1 das suas 3 jogadas revistas."
        )


def test_the_summary_names_the_costliest_move_and_its_drop_in_the_chance_to_win() -> None:
    """Issue 38's summary, for a game judged by the chance to win (every game's search is:
    ``parlour.learn.review.Summary``): how many decisions, how many costly, and the costliest
    move by the log's number with its drop; chances to win are never added up (two drops of
    40 points are not "80 points")."""
    slip = decision(2, mark="mistake", cost=0.45)  # 40% to 85%
    worse = replace(decision(6, mark="blunder", cost=0.5), made_value=0.3, best_value=0.8)
    play = judged(slip, decision(4), worse)
    assert play.review is not None and play.review.complete
    said = summary_text(play.review, text.t)
    assert said == (
        "2 costly moves out of 3 with a choice; the costliest was move 7,"
        " where your chance to win fell from about 80% to 30%."
    )
    with speaking("pt"):
        assert summary_text(play.review, text.t) == (
            "2 jogadas caras em 3 com escolha; a mais cara foi a jogada 7,"
            " onde as suas hipóteses de ganhar caíram de cerca de 80% para 30%."
        )
    one = judged(slip)
    assert one.review is not None
    assert summary_text(one.review, text.t) == (
        "So far: One costly move out of 1 with a choice: move 3,"
        " where your chance to win fell from about 85% to 40%."
    )
    clean = judged(decision(2), decision(4), decision(6))
    assert clean.review is not None
    assert (
        summary_text(clean.review, text.t) == "No costly moves out of 3 with a choice: well played."
    )
    with speaking("pt"):
        assert summary_text(clean.review, text.t) == (
            "Nenhuma jogada cara em 3 com escolha: bem jogado."
        )
    forced = replace(decision(2), choices=1)
    alone = judged(forced)
    assert alone.review is not None and summary_text(alone.review, text.t) is None


def test_stop_asks_nothing_more_and_drops_a_late_answer() -> None:
    play = playing(finished())
    key = record_key(play.session.record)
    play = got_plies(start_review(play, key), key, (0, 2))
    play = stop_review(play)
    assert play.review is not None and next_ply(play.review) is None
    assert got_decision(play, key, decision(0)) is play
    play = start_review(play, key)  # resumed where it stopped
    assert play.review is not None and play.review.running and next_ply(play.review) == 0


def test_the_menu_stops_the_review_and_a_new_game_drops_it() -> None:
    page = finished()
    key = record_key(playing(page).session.record)
    page = actions.in_play(lambda p: start_review(p, key))(page)
    menu = actions.show_menu(page)
    assert playing(menu).review is not None and not playing(menu).review.running  # type: ignore[union-attr]
    again = actions.play_again(page, 9)
    assert playing(again).review is None


def test_a_kept_review_opens_at_once_and_one_of_another_record_is_not_used() -> None:
    play = playing(finished())
    key = record_key(play.session.record)
    kept = Review(key, 0, (decision(0), decision(2)))
    play = got_plies(start_review(play, key, kept), key, (0, 2))
    assert play.review is not None and play.review.complete and not play.review.running
    other = begun(key, 0, Review("0" * 16, 0, (decision(0),)))
    assert other.decisions == ()
    # A kept part that does not fit the seat's decisions is judged again.
    part = got_plies(
        start_review(playing(finished()), key, Review(key, 0, (decision(1),))), key, (0, 2)
    )
    assert part.review is not None and part.review.done == 0


def test_a_decision_shows_the_board_at_its_ply_with_the_better_move_marked() -> None:
    play = playing(finished())
    key = record_key(play.session.record)
    plies = walk(play.session.record, 0).plies
    play = got_plies(start_review(play, key), key, plies)
    costly = replace(decision(plies[1], mark="mistake", cost=0.3), best_path=("x", "y"))
    play = got_decision(got_decision(play, key, decision(plies[0])), key, costly)
    shown = show_decision(play, plies[1])
    assert shown.replay_at == plies[1] and shown.shown == 0 and not ended(shown)
    assert highlights(shown).marked == frozenset({"x", "y"}) == highlights(shown).targets
    assert show_decision(play, 999) is play
    back = close_decision(shown)
    assert back.replay_at is None and ended(back) and highlights(back).marked != {"x", "y"}


def test_try_it_plays_on_from_the_decision_and_comes_back() -> None:
    page = finished()
    play = playing(page)
    key = record_key(play.session.record)
    plies = walk(play.session.record, 0).plies
    play = got_plies(start_review(play, key), key, plies)
    play = got_decision(play, key, decision(plies[0]))
    page = replace(page, play=play)
    tried = try_it(page, plies[0])
    trial = playing(tried)
    assert trial.back is not None and trial.tried == plies[0]
    assert trial.ply == plies[0] and not trial.session.state.is_over
    assert trial.session.undo_allowed and trial.session.undo_used  # never counted
    assert review_seat(trial) is None  # a try is not reviewed
    back = playing(back_to_review(tried))
    assert back.review is not None and play.review is not None
    assert back.review.decisions == play.review.decisions and back.session is play.session
    assert back.number > trial.number
    assert review_actions.try_it(page, 999) is page


def test_a_kept_review_is_read_back_and_a_corrupt_one_named_in_one_line() -> None:
    key = "ab" * 8
    review = Review(key, 0, (decision(0), decision(2, mark="mistake", cost=0.25)))
    text = json.dumps(review.to_json())
    assert read_kept(text, key) == (review, None)
    assert read_kept(None, key) == (None, None)
    assert read_kept(text, "cd" * 8) == (None, None)  # another record's
    for bad in ("{", '{"format": "review/9"}', text.replace('"mistake"', '"oops"')):
        kept, problem = read_kept(bad, key)
        assert kept is None and problem is not None and "\n" not in problem
    assert kept_key(key) == "parlour.review." + key
    assert status(None) == "" and status(begun(key, 0)) == "running"


def test_an_answer_of_the_worker_redraws_the_review_alone() -> None:
    # Each answer redraws only what it changes (parlour.page.redraw): the board and the log
    # stay as drawn unless the decision shown, or anything but the review, changed.
    from parlour.page.redraw import review_only

    page = finished()
    key = record_key(playing(page).session.record)
    started = actions.in_play(lambda p: start_review(p, key))(page)
    assert review_only(page, started)  # the review's box appears; the board stays
    plies = actions.in_play(lambda p: got_plies(p, key, (0, 2, 4)))(started)
    judged = actions.in_play(lambda p: got_decision(p, key, decision(0, mark="blunder")))(plies)
    assert review_only(started, plies) and review_only(plies, judged)
    assert not review_only(judged, judged)  # a refresh (the language) draws it all
    shown = actions.in_play(lambda p: show_decision(p, 0))(judged)
    assert not review_only(judged, shown)  # the board at the decision, its better move
    later = actions.in_play(lambda p: got_decision(p, key, decision(2)))(shown)
    assert review_only(shown, later)  # the same decision shown: the board stays
    assert not review_only(judged, replace(judged, screen="menu"))
    elsewhere = replace(plies, play=replace(playing(plies), seen=0))
    assert not review_only(elsewhere, judged)  # the review and more changed: drawn whole
