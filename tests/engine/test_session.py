"""The session the site keeps: undo and redo against the computer, and saves."""

from __future__ import annotations

import json
import random

import pytest

from parlour.core import IllegalMove, ParlourError
from parlour.page.session import SAVE_FORMAT, BadSave, Session


def first_legal(session: Session) -> str:
    return str(session.state.legal_moves()[0])


def play_computer_replies(session: Session) -> Session:
    while session.computer_to_move:
        session = session.play(first_legal(session))
    return session


def test_undo_against_the_computer_takes_back_the_move_and_its_replies() -> None:
    session = Session.new("punto", ("human", "easy"), None, seed=3)
    session = session.play(first_legal(session))
    session = play_computer_replies(session)
    before_second_move = session.state
    session = session.play(first_legal(session))
    session = play_computer_replies(session)
    session = session.undo()
    assert session.state == before_second_move
    assert session.seat_to_move == 0
    assert session.undo_used


def test_a_session_is_a_frozen_value_a_move_makes_a_new_one() -> None:
    """Issue 36: a move, undo or redo returns a new session; the one a view drew stays."""
    session = Session.new("punto", ("human", "easy"), None, seed=3)
    moved = session.play(first_legal(session))
    assert session.record.moves == () and len(session.states) == 1
    assert len(moved.record.moves) == 1 and len(moved.states) == 2
    undone = play_computer_replies(moved).undo()
    assert undone.redo_stack and not moved.redo_stack and not moved.undo_used
    with pytest.raises(AttributeError):
        moved.undo_used = True  # type: ignore[misc]


def test_redo_replays_the_human_move_and_the_replies() -> None:
    session = Session.new("punto", ("human", "easy"), None, seed=4)
    session = session.play(first_legal(session))
    session = play_computer_replies(session)
    after = session.state
    session = session.undo()
    session = session.redo()
    assert session.state == after
    assert not session.can_redo()


def test_undo_is_refused_when_the_player_turned_it_off() -> None:
    session = Session.new("punto", ("human", "easy"), None, seed=5, undo_allowed=False)
    session = session.play(first_legal(session))
    assert not session.can_undo()
    with pytest.raises(ParlourError):
        session = session.undo()


def test_an_illegal_move_leaves_the_session_as_it_was() -> None:
    session = Session.new("punto", ("human", "human"), None, seed=6)
    session = session.play(first_legal(session))
    moves_before = session.record.moves
    with pytest.raises(IllegalMove):
        session = session.play("not-a-move")
    assert session.record.moves == moves_before


def test_a_save_round_trips_through_json() -> None:
    session = Session.new("punto", ("human", "hard"), {"rounds_to_win": 1}, seed=7)
    rng = random.Random(0)
    for _ in range(5):
        session = session.play(str(rng.choice(session.state.legal_moves())))
    restored = Session.from_save(json.loads(json.dumps(session.to_save())))
    assert restored.state == session.state
    assert restored.seats == session.seats
    assert restored.record == session.record


@pytest.mark.parametrize(
    "broken, words",
    [
        ("not an object", "not a JSON object"),
        ({"format": SAVE_FORMAT + 1}, "format"),
        ({"format": SAVE_FORMAT, "record": {"game": "punto"}}, "lacks"),
    ],
)
def test_a_save_that_cannot_be_read_says_why(broken: object, words: str) -> None:
    with pytest.raises(BadSave, match=words):
        Session.from_save(broken)


def test_a_save_whose_moves_do_not_replay_names_the_move() -> None:
    session = Session.new("punto", ("human", "human"), None, seed=8)
    session = session.play(first_legal(session))
    save = session.to_save()
    save["record"]["moves"].append("zz")
    with pytest.raises(BadSave, match="move 2"):
        Session.from_save(save)
