"""parlour.page.standings: your record against each computer level, kept once per game (issue 24).

Issue 24: "It also shows your record against each computer level in this browser (wins,
losses, draws, per game) ... counted once per finished game (not again on reload or
replay ...); corrupted data never breaks the page: clear message, data set aside like
ui_saves does."  The decisions are in README.md, "Your record".
"""

from __future__ import annotations

import dataclasses

import json
import random

from parlour.page import actions
from parlour.page.model import NewGame, Page, ended, just_ended, rematch_of, setup_of
from parlour.page.session import Session
from parlour.page.standings import (
    ASIDE_PREFIX,
    RESULTS_KEY,
    Line,
    Results,
    game_key,
    opponent_level,
    read_standings,
    result_of,
    skipped,
)
from tests.engine.test_saves import FakeStorage


def finished(seats: tuple[str, ...], seed: int = 3, undo: bool = False) -> Session:
    """A Punto match of one round played to its end with random moves."""
    session = Session.new("punto", seats, {"rounds_to_win": 1}, seed)
    rng = random.Random(seed)
    while not session.state.is_over:
        session = session.play(str(rng.choice(session.state.legal_moves())))
    session = dataclasses.replace(session, undo_used=undo)
    return session


def results(storage: FakeStorage) -> Results:
    kept = Results(storage, lambda: 77)
    kept.load()
    return kept


def test_a_finished_game_counts_once_under_its_computer_level() -> None:
    storage = FakeStorage()
    session = finished(("human", "hard"))
    expected = result_of(session)
    assert expected in ("won", "lost", "drawn")
    assert results(storage).count(session) == expected
    again = results(storage)  # the page reloaded: the same game is not counted again
    assert again.count(session) is None
    assert again.standings.of("punto") == (("hard", Line().add(expected)),)
    assert json.loads(storage.items[RESULTS_KEY])["version"] == 1


def test_each_deal_counts_and_lines_are_kept_per_level_and_game() -> None:
    kept = results(FakeStorage())
    for seed in range(4):
        kept.count(finished(("human", "easy"), seed))
    kept.count(finished(("medium", "human"), 9))
    lines = dict(kept.standings.of("punto"))
    assert lines["easy"].played == 4 and lines["medium"].played == 1
    assert kept.standings.of("casino") == ()


def test_what_does_not_count() -> None:
    """Undo used, people sharing the device, computers alone: not your record."""
    assert skipped(finished(("human", "easy"), undo=True)) == "undo"
    assert skipped(finished(("human", "human"))) == "people"
    assert skipped(finished(("easy", "hard"))) == "no_person"
    kept = results(FakeStorage())
    for session in (finished(("human", "easy"), undo=True), finished(("human", "human"))):
        assert kept.count(session) is None
    assert kept.standings.games == {}


def test_against_several_computers_the_strongest_level_counts() -> None:
    assert opponent_level(Session.new("punto", ("human", "easy", "hard"), {}, 1)) == "hard"
    assert opponent_level(Session.new("punto", ("random", "human", "medium"), {}, 1)) == "medium"


def test_an_unfinished_game_does_not_count() -> None:
    session = Session.new("punto", ("human", "easy"), {}, 1)
    assert result_of(session) is None and results(FakeStorage()).count(session) is None


def test_clearing_forgets_one_game_only() -> None:
    storage = FakeStorage()
    kept = results(storage)
    kept.count(finished(("human", "easy")))
    kept.clear("punto")
    assert results(storage).standings.of("punto") == ()
    # a game counted before the clearing is still not counted again
    assert results(storage).count(finished(("human", "easy"))) is None


def test_an_unreadable_record_is_set_aside_and_a_new_one_begun() -> None:
    storage = FakeStorage()
    storage.items[RESULTS_KEY] = '{"version": 1, "games": {"punto": {"hard": [1, "x", 0]}}}'
    kept = Results(storage, lambda: 77)
    loaded = kept.load()
    assert loaded.problem and loaded.aside_key == f"{ASIDE_PREFIX}77"
    assert storage.items[loaded.aside_key].startswith('{"version": 1')
    assert RESULTS_KEY not in storage.items
    assert kept.count(finished(("human", "easy"))) is not None  # play goes on
    assert read_standings(storage.items[RESULTS_KEY]).of("punto")


def test_an_unreadable_record_that_cannot_be_copied_is_not_written_over() -> None:
    storage = FakeStorage(quota=200)
    storage.items[RESULTS_KEY] = "x" * 150
    kept = Results(storage, lambda: 77)
    loaded = kept.load()
    assert loaded.problem and loaded.aside_key is None
    kept.count(finished(("human", "easy")))
    assert storage.items[RESULTS_KEY] == "x" * 150


def test_bad_records_are_named_in_one_line() -> None:
    for text, words in (
        ("[1]", "must be a JSON object"),
        ('{"version": 2, "games": {}, "counted": []}', "version 2"),
        ('{"version": 1, "games": {"punto": {"expert": [1, 0, 0]}}, "counted": []}', "expert"),
        ('{"version": 1, "games": {}, "counted": [1]}', "list of strings"),
        ("{" * 100, "nested too deeply"),
    ):
        loaded = Results(FakeStorage(), lambda: 1)
        loaded.storage.set(RESULTS_KEY, text)  # type: ignore[attr-defined]
        problem = loaded.load().problem
        assert problem is not None and words in problem and "\n" not in problem, problem


def test_play_again_keeps_the_setup_and_rematch_moves_everyone_one_seat_on() -> None:
    options = {"rounds_to_win": 1, "teams": False}
    choice = NewGame("punto", ("human", "hard", "easy"), options, undo=False)
    page = actions.new_game(Page(), choice, 5)
    assert page.play is not None
    assert setup_of(page.play.session) == choice
    assert rematch_of(page.play.session).seats == ("easy", "human", "hard")
    again = actions.play_again(page, 6)
    assert again.play is not None and again.play.session.record.seed == 6
    assert setup_of(again.play.session) == choice and again.play.number == 2
    swapped = actions.rematch(page, 7)
    assert swapped.play is not None and swapped.play.session.seats == ("easy", "human", "hard")
    assert swapped.play.session.undo_allowed is False


def test_the_end_screen_shows_once_the_game_is_over_and_counts_only_a_game_ended_here() -> None:
    session = finished(("human", "easy"))
    loaded = actions.begin(Page(), session)  # a finished game opened: shown, not counted
    assert loaded.play is not None and ended(loaded.play) and not just_ended(loaded.play)
    assert not ended(actions.start_replay(loaded.play))
    moves = session.record.moves
    play = actions.undo(loaded.play)  # undone, then made again: the same deal, the same key
    assert not ended(play)
    for notation in moves[play.ply :]:
        play = actions.play_move(play, notation)
    assert ended(play) and just_ended(play)
    assert game_key(play.session) == game_key(session) == "punto:3:human,easy"
