"""parlour.core: options, outcomes, seeded chance and the shared GameState behaviour."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from parlour.core import (
    BadOption,
    BadPosition,
    Game,
    GameSpec,
    IllegalMove,
    OptionSpec,
    Outcome,
    rng_for,
)
from tests.support.toy_game import SPEC, TOY_GAME, Pass, Play, ToyState

SIZE = OptionSpec("size", 3, (3, 4))
FLAG = OptionSpec("captures", True, (True, False))
STYLE = OptionSpec("style", "plain", ("plain", "fancy"))


def test_option_coerces_command_line_text() -> None:
    assert SIZE.coerce("4") == 4
    assert FLAG.coerce("no") is False
    assert FLAG.coerce("TRUE") is True
    assert STYLE.coerce("fancy") == "fancy"


def test_option_rejects_a_value_outside_its_choices_naming_them() -> None:
    with pytest.raises(BadOption, match=r"option 'size' cannot be 5; allowed: 3, 4"):
        SIZE.coerce(5)
    with pytest.raises(BadOption, match=r"allowed: true, false"):
        FLAG.coerce("maybe")


def test_option_does_not_confuse_bool_and_int() -> None:
    """True == 1 in Python, but an int option must not accept a bool."""
    one = OptionSpec("n", 1, (1, 2))
    with pytest.raises(BadOption):
        one.coerce(True)
    with pytest.raises(BadOption):
        FLAG.coerce(1)


@given(st.one_of(st.integers(), st.text(), st.booleans()))
def test_option_coerce_returns_a_choice_or_raises(value: object) -> None:
    try:
        result = SIZE.coerce(value)
    except BadOption:
        return
    assert result in SIZE.choices and type(result) is int


def test_resolve_options_fills_defaults_and_checks_names() -> None:
    assert SPEC.resolve_options(None) == {"size": 3, "hand": 2, "captures": True, "style": "plain"}
    assert SPEC.resolve_options({"size": "4"})["size"] == 4
    with pytest.raises(
        BadOption, match=r"toy has no option 'colour'; options: size, hand, captures, style"
    ):
        SPEC.resolve_options({"colour": "red"})


def test_spec_without_options_says_none() -> None:
    bare = GameSpec("bare", "Bare", "1", (2,))
    with pytest.raises(BadOption, match="options: none"):
        bare.option("x")


def test_check_players_names_the_allowed_counts() -> None:
    SPEC.check_players(3)
    with pytest.raises(BadOption, match="Toy Line is for 2, 3 players, not 5"):
        SPEC.check_players(5)


def test_initial_state_validates_players_and_options() -> None:
    with pytest.raises(BadOption):
        TOY_GAME.initial_state(4)
    with pytest.raises(BadOption):
        TOY_GAME.initial_state(2, {"hand": 9})
    assert isinstance(TOY_GAME.initial_state(2, {"hand": "3"}), ToyState)


def test_outcome_reward_win_loss_draw() -> None:
    team = Outcome((0, 2), (5.0, 1.0, 5.0, 1.0), "won", (("record", (2, 1)), ("target", 2)))
    assert [team.reward(s) for s in range(4)] == [1.0, 0.0, 1.0, 0.0]
    assert not team.is_draw
    draw = Outcome((), (2.0, 2.0))
    assert draw.is_draw and draw.reward(0) == draw.reward(1) == 0.5


def test_an_outcome_holds_facts_and_its_json_round_trips() -> None:
    """Issue 17: an outcome carries a reason key and its values, never a sentence."""
    team = Outcome((0, 2), (5.0, 1.0, 5.0, 1.0), "won", (("record", (2, 1)), ("target", 2)))
    assert team.numbers("record") == (2, 1) and team.number("target") == 2
    data = team.to_json()
    assert data == {
        "winners": [0, 2],
        "scores": [5.0, 1.0, 5.0, 1.0],
        "reason": "won",
        "details": {"record": [2, 1], "target": 2},
    }
    assert Outcome.from_json(data) == team
    with pytest.raises(KeyError, match="rounds"):
        team.detail("rounds")
    with pytest.raises(BadPosition):
        Outcome.from_json({"winners": [0], "scores": [1.0], "details": {"x": [True]}})


def test_an_outcome_saved_with_a_summary_sentence_still_loads() -> None:
    """JSON written before reasons carried a ``summary`` sentence: the facts load, the words go."""
    old = {"winners": [1], "scores": [0.0, 2.0], "summary": "Green wins (blocked game)"}
    assert Outcome.from_json(old) == Outcome((1,), (0.0, 2.0))


def test_rng_for_is_deterministic_and_label_sensitive() -> None:
    first = [rng_for(42, "deal", 1).random() for _ in range(3)]
    assert len(set(first)) == 1
    assert rng_for(42, "deal", 1).random() != rng_for(42, "deal", 2).random()
    assert rng_for(42, "deal").random() != rng_for(43, "deal").random()
    # Text seeding: independent of PYTHONHASHSEED and the same in Pyodide.
    assert rng_for(7, "x").random() == random.Random("7/x").random()


def test_same_seed_gives_the_same_game() -> None:
    assert TOY_GAME.initial_state(2, {}, 11) == TOY_GAME.initial_state(2, {}, 11)
    assert TOY_GAME.initial_state(2, {}, 11) != TOY_GAME.initial_state(2, {}, 12)


def _state(**changes: object) -> ToyState:
    base = TOY_GAME.initial_state(2, {}, 3)
    assert isinstance(base, ToyState)
    return replace(base, **changes)


def test_apply_rejects_an_illegal_move_with_the_games_rule() -> None:
    state = _state(hands=((1, 2), (5, 6)))
    with pytest.raises(IllegalMove) as caught:
        state.apply(Play(6, 0, 3))
    assert caught.value.rule == "play from hand"
    assert "you hold no 6" in str(caught.value)


def test_apply_falls_back_to_the_generic_reason() -> None:
    state = _state(hands=((1, 2), (5, 6)))
    with pytest.raises(IllegalMove) as caught:
        state.apply(Pass())
    assert caught.value.rule == "placement"


def test_apply_and_parse_refuse_after_the_end() -> None:
    board = ((0, 1), (0, 1), (0, 1)) + (None,) * 6
    over = _state(board=board)
    assert over.is_over and over.current_player is None
    with pytest.raises(IllegalMove) as caught:
        over.apply(Pass())
    assert caught.value.rule == "end of game"
    with pytest.raises(IllegalMove, match="the game is over"):
        over.parse_move("1@c3")


def test_parse_move_finds_the_legal_move_and_strips_spaces() -> None:
    state = _state(hands=((1, 2), (5, 6)))
    assert state.parse_move("  2@b2 ") == Play(2, 4, 3)
    with pytest.raises(IllegalMove) as caught:
        state.parse_move("5@b2")
    assert caught.value.rule == "legal moves" and "'5@b2'" in str(caught.value)


def test_apply_is_pure() -> None:
    state = _state(hands=((1, 2), (5, 6)))
    before = state.to_json()
    after = state.apply(Play(1, 0, 3))
    assert state.to_json() == before and after != state


def test_determinize_uses_the_view_only() -> None:
    state = TOY_GAME.initial_state(3, {}, 8)
    sample = TOY_GAME.determinize(state, 1, random.Random(0))
    assert sample.view(1) == state.view(1)
    assert sample != state  # hidden hands, deck and seed were re-dealt


def test_game_default_describe_move_is_the_notation() -> None:
    plain = Game(
        spec=SPEC,
        new_state=TOY_GAME.new_state,
        state_from_json=TOY_GAME.state_from_json,
        view_from_json=TOY_GAME.view_from_json,
        determinize_view=TOY_GAME.determinize_view,
        render=TOY_GAME.render,
    )
    state = plain.initial_state(2, {}, 1)
    move = state.legal_moves()[0]
    assert plain.describe_move(state.view(0), move) == str(move)
    assert plain.heuristics.move_priority is None and plain.heuristics.playout_depth == 0
