"""The checkpoint a seat's export keeps (issue 36, "Any length of game"): a restore starts
from it and takes only the messages after it, gives the seat the full re-take gives, and
refuses a checkpoint that does not match its log or is damaged, in one line."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest

from parlour.fair import curve
from parlour.link import LinkError, Seat, checkpoint, header, statements
from parlour.link.desk import describe
from parlour.link.seat import seeds_of

from .players import Players, seeded

MESSAGES = 70
"""Messages of the test's Casino game: past two hands' deals and the first hand's seeds."""


@dataclass(frozen=True)
class Kept:
    """A game played by messages, with what each seat's device kept after each message."""

    messages: tuple[str, ...]
    exports: tuple[tuple[str, ...], ...]
    """``exports[n][seat]``: seat's export once the first ``n`` messages were taken."""


@cache
def kept_game(seed: int = 3) -> Kept:
    # The shuffle seeds drawn from a seeded generator (a device draws them from ``secrets``):
    # the same decks each run, so the game is always long enough.
    with pytest.MonkeyPatch.context() as patch:
        seeded(patch, seed)
        players = Players.sit("casino", 2, {"target": 11}, seed)
        players.follow_truth()
        exports = [tuple(seat.export() for seat in players.seats)]
        while len(players.messages) < MESSAGES and players.step() is not None:
            exports.append(tuple(seat.export() for seat in players.seats))
    assert len(players.messages) == MESSAGES, "the game is long enough for the test"
    return Kept(tuple(players.messages), tuple(exports))


def without_checkpoint(export: str) -> str:
    data = json.loads(export)
    del data["checkpoint"]
    return json.dumps(data)


def with_checkpoint(export: str, changed: dict[str, Any], digest: bool = True) -> str:
    """``export`` with its checkpoint's fields ``changed`` (and its digest made again)."""
    data = json.loads(export)
    body = {key: value for key, value in data["checkpoint"].items() if key != "digest"}
    body.update(changed)
    made = checkpoint._digest(body) if digest else data["checkpoint"]["digest"]
    data["checkpoint"] = {**body, "digest": made}
    return json.dumps(data)


def assert_same_seat(seat: Seat, other: Seat) -> None:
    """What the page and the next message rest on: the same."""
    assert seat.export() == other.export()
    assert seat.legal_moves() == other.legal_moves()
    assert seat.action == other.action and seat.duty == other.duty
    assert seat.state.view(seat.seat).to_json() == other.state.view(other.seat).to_json()
    assert seat.engine.states == other.engine.states
    assert describe(seat, ["Ana", "Bo"]).to_json() == describe(other, ["Ana", "Bo"]).to_json()


@pytest.mark.parametrize("taken", [1, 5, 20, 41, MESSAGES])
@pytest.mark.parametrize("seat", [0, 1])
def test_a_restore_from_the_checkpoint_is_the_full_retake(taken: int, seat: int) -> None:
    export = kept_game().exports[taken][seat]
    restored, retaken = Seat.restore_counting(export)
    full, all_of_them = Seat.restore_counting(without_checkpoint(export))
    assert (retaken, all_of_them) == (0, taken)
    assert_same_seat(restored, full)
    assert restored.export() == export


def test_a_seat_restored_from_its_checkpoint_plays_on_as_the_seat_it_was() -> None:
    """From message 20, Bo's restored seat makes every one of his next messages as his device
    made it, and takes Ana's, to message 60: the same seat as his device's all along (the
    decks begun after message 20 with the seeds his device drew for them)."""
    game = kept_game()
    later_log = json.loads(game.exports[60][1])["fair"]["log"]
    seat = dataclasses.replace(Seat.restore(game.exports[20][1]), seeds=seeds_of(later_log))
    for text in game.messages[20:60]:
        message = header.read(text)
        if message.seat == seat.seat:
            made, seat = seat.send(statements.split(message.move)[0])
            assert made == text
        else:
            seat = seat.receive(text)
    assert seat.export() == game.exports[60][1]


def test_a_checkpoint_before_the_end_of_its_log_takes_only_the_messages_after_it() -> None:
    game = kept_game()
    early = json.loads(game.exports[20][1])["checkpoint"]
    data = json.loads(game.exports[50][1])
    data["checkpoint"] = early
    restored, retaken = Seat.restore_counting(json.dumps(data))
    assert retaken == 30
    assert_same_seat(restored, Seat.restore(without_checkpoint(game.exports[50][1])))


def test_a_checkpoint_of_another_transcript_is_refused() -> None:
    ours, theirs = kept_game(), kept_game(seed=4)
    data = json.loads(ours.exports[40][0])
    data["checkpoint"] = json.loads(theirs.exports[40][0])["checkpoint"]
    with pytest.raises(LinkError, match="^the saved game's checkpoint does not match its log"):
        Seat.restore(json.dumps(data))
    # its head alone changed, and its digest made again to fit
    other_head = with_checkpoint(ours.exports[40][0], {"head": "00" * 32})
    with pytest.raises(LinkError, match="^the saved game's checkpoint does not match its log"):
        Seat.restore(other_head)


def test_a_message_changed_in_the_log_is_named_by_the_full_retake() -> None:
    """The log changed under its checkpoint: taken in full, its own checks say what."""
    data = json.loads(kept_game().exports[40][1])
    begin = next(entry for entry in data["fair"]["log"] if entry[0] == "begin")
    begin[3] = "00" * 32
    with pytest.raises(LinkError, match="is not the one this seat committed to"):
        Seat.restore(json.dumps(data))


def test_a_damaged_checkpoint_is_refused() -> None:
    export = kept_game().exports[40][1]
    data = json.loads(export)
    deck = next(iter(data["checkpoint"]["decks"].values()))
    deck["known"][0][1] = (deck["known"][0][1] + 1) % 52  # another card read there
    with pytest.raises(
        LinkError, match="^the saved game's checkpoint is damaged: it does not match its digest$"
    ):
        Seat.restore(json.dumps(data))
    unreadable = with_checkpoint(export, {"decks": "torn"})
    with pytest.raises(
        LinkError, match="^the saved game's checkpoint is damaged: it does not read$"
    ):
        Seat.restore(unreadable)
    with pytest.raises(LinkError, match="^the saved game's checkpoint is damaged"):
        Seat.restore(with_checkpoint(export, {"head": "00"}, digest=False))


def test_a_checkpoint_of_another_version_is_passed_over() -> None:
    export = kept_game().exports[40][1]
    restored, retaken = Seat.restore_counting(with_checkpoint(export, {"version": 99}))
    assert retaken == 40
    assert_same_seat(restored, Seat.restore(without_checkpoint(export)))


@pytest.fixture
def curve_work(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every curve operation made (a square root: a point decompressed or hashed to; a
    multi-scalar sum: any multiplication), by name."""
    done: list[str] = []
    for name in ("sqrt_of", "_straus"):
        original = getattr(curve, name)

        def counted(*args: Any, _original: Any = original, _name: str = name) -> Any:
            done.append(_name)
            return _original(*args)

        monkeypatch.setattr(curve, name, counted)
    yield done


def test_a_restore_does_no_curve_work_however_long_the_game(curve_work: list[str]) -> None:
    """The cost of a restore stays flat: from the checkpoint, no message is taken again and
    no curve operation is made, at message 10 as at message 70; the full re-take's work
    grows with the game."""
    game = kept_game()
    full: dict[int, int] = {}
    for taken in (10, MESSAGES):
        export = game.exports[taken][1]
        curve_work.clear()
        assert Seat.restore_counting(export)[1] == 0
        assert curve_work == []
        Seat.restore(without_checkpoint(export))
        full[taken] = len(curve_work)
    assert 0 < full[10] < full[MESSAGES]


def test_a_checkpoint_whose_boards_do_not_replay_is_passed_over() -> None:
    """A checkpoint that matches its log but holds a move its boards do not take (the CLI's
    whole game met one) costs the work it saves, never the game: every message is taken
    again, with every check (docs/fair-deal.md, "A checkpoint in the kept game")."""
    export = kept_game().exports[40][1]
    engine = json.loads(export)["checkpoint"]["engine"]
    moved = next(event for event in engine["events"] if "move" in event)
    moved["move"] = "not a move"
    restored, retaken = Seat.restore_counting(with_checkpoint(export, {"engine": engine}))
    assert retaken == 40
    assert_same_seat(restored, Seat.restore(without_checkpoint(export)))
