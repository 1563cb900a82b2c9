"""parlour.record: records round-trip, and every malformed record names its fault."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from parlour.core import BadOption
from parlour.record import BadRecord, Record
from tests.support.toy_game import register_toy

GAME = register_toy()


def played(moves: int, seed: int = 4) -> Record:
    record = Record.start("toy", 2, {"size": 4}, seed, seats=("human", "hard"))
    state = record.initial_state()
    rng = random.Random(seed)
    for _ in range(moves):
        move = rng.choice(state.legal_moves())
        record = record.with_move(str(move))
        state = GAME.play(state, move)
    return record


def good_json() -> dict[str, Any]:
    data = played(5).to_json()
    assert isinstance(data, dict)
    return data


def test_start_resolves_options_and_version() -> None:
    record = Record.start("toy", 3, {"captures": "false"}, 9)
    assert record.options == {"size": 3, "hand": 2, "captures": False, "style": "plain"}
    assert record.version == GAME.spec.rules_version and record.moves == ()


def test_start_rejects_unknown_game_and_bad_players() -> None:
    with pytest.raises(BadOption, match="no game 'chess'"):
        Record.start("chess", 2, {}, 1)
    with pytest.raises(BadOption):
        Record.start("toy", 7, {}, 1)


def test_json_round_trip_keeps_everything() -> None:
    record = played(6)
    again = Record.from_json(json.loads(json.dumps(record.to_json())))
    assert again == record
    assert again.seats == ("human", "hard")
    assert again.replay() == record.replay()


def test_seats_are_optional_and_not_part_of_equality() -> None:
    data = good_json()
    del data["seats"]
    assert Record.from_json(data) == played(5)
    assert "seats" not in Record.from_json(data).to_json()


def test_replay_matches_playing_the_moves() -> None:
    record = played(7)
    states = record.states()
    assert len(states) == 8
    state = GAME.initial_state(2, {"size": 4}, 4)
    for notation in record.moves:
        state = GAME.play(state, state.parse_move(notation))
    assert record.replay() == state == states[-1]
    assert record.truncated(3).replay() == states[3]


@pytest.mark.parametrize("key", ["game", "version", "options", "players", "seed", "moves"])
def test_missing_key_is_named(key: str) -> None:
    data = good_json()
    del data[key]
    with pytest.raises(BadRecord, match=f"the record lacks {key}"):
        Record.from_json(data)


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("game", 3, "game must be a string, not an integer"),
        ("version", None, "version must be a string, not null"),
        ("options", [], "options must be a JSON object, not a list"),
        ("players", "2", "players must be an integer, not a string"),
        ("players", True, "players must be an integer, not a boolean"),
        ("seed", 1.5, "seed must be an integer, not a number"),
        ("moves", "1@a1", "moves must be a list, not a string"),
        ("moves", ["1@a1", 2], "every move must be a string"),
        ("seats", "human", "seats must be a list"),
    ],
)
def test_wrong_types_are_named(key: str, value: Any, message: str) -> None:
    data = {**good_json(), key: value}
    with pytest.raises(BadRecord, match=message) as caught:
        Record.from_json(data)
    assert caught.value.move_number is None


def test_a_record_must_be_an_object() -> None:
    with pytest.raises(BadRecord, match="JSON object"):
        Record.from_json(["toy"])


def test_wrong_version_unknown_game_and_bad_options_fail_on_replay() -> None:
    with pytest.raises(BadRecord, match="rules version 0"):
        Record.from_json({**good_json(), "version": "0"}).replay()
    with pytest.raises(BadRecord, match="no game 'chess'"):
        Record.from_json({**good_json(), "game": "chess"}).replay()
    with pytest.raises(BadRecord, match="option 'size' cannot be 9"):
        Record.from_json({**good_json(), "options": {"size": 9}}).replay()
    with pytest.raises(BadRecord, match="not 6"):
        Record.from_json({**good_json(), "players": 6}).replay()


@pytest.mark.parametrize("number", [1, 3, 6])
def test_an_illegal_move_names_its_number(number: int) -> None:
    data = good_json()
    moves = [*data["moves"][: number - 1], "9@z9"]
    with pytest.raises(BadRecord) as caught:
        Record.from_json({**data, "moves": moves}).replay()
    assert caught.value.move_number == number
    assert str(caught.value).startswith(f"move {number}: ")
    assert "'9@z9' is not a legal move" in caught.value.reason


def test_a_move_after_the_end_is_refused() -> None:
    record = played(0)
    state = record.initial_state()
    rng = random.Random(1)
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        record, state = record.with_move(str(move)), GAME.play(state, move)
    extra = record.with_move("1@a1")
    with pytest.raises(BadRecord, match="the game is over") as caught:
        extra.replay()
    assert caught.value.move_number == len(extra.moves)
