"""How long the builder's duty lasts (decision D6, option ``duty_lasts``) and what a
position records of it (a build's ``duty_pending``)."""

from __future__ import annotations

import json
import random

import pytest

from parlour.core import BadPosition, IllegalMove
from parlour.games.casino import GAME
from parlour.games.casino.cards import Build, parse_card
from parlour.games.casino.codec import state_from_json, view_from_json
from parlour.games.casino.moves import TRAIL, CasinoMove
from parlour.games.casino.rules import CasinoState, determinize_view


def _builds(state: CasinoState) -> list[Build]:
    return [i for i in state.table if isinstance(i, Build)]


def _next_turn_played(position, **options) -> CasinoState:
    """Seat 0 builds 8s (keeping an 8), seat 1 trails, seat 0 takes a loose 9 instead of
    the build, seat 1 trails: seat 0's next turn after building is over."""
    state = position([["3C", "8C", "9H", "KS"], ["JC", "QC", "AC"]], ["5D", "9S"], **options)
    for notation in ("3C b8 on 5D", "JC t", "9H x 9S", "QC t"):
        state = GAME.play(state, state.parse_move(notation))
    return state


def test_the_duty_binds_on_the_builders_next_turn(position, legal) -> None:
    """Portuguese: "Um jogador que criou uma combinação não pode seguir uma carta na sua
    próxima vez se a combinação criada não tiver sido alterada"; English: "If a player
    starts a build, he must either capture it or put another card from his hand onto it
    during his next turn" (D6): on that turn the builder may not trail."""
    state = position([["3C", "8C", "9H", "KS"], ["KC", "QC"]], ["5D", "9S"])
    state = GAME.play(state, state.parse_move("3C b8 on 5D"))
    assert _builds(state)[0].duty_pending
    state = GAME.play(state, state.parse_move("KC t"))
    moves = legal(state)
    assert not any(m.endswith(" t") for m in moves)
    assert "9H x 9S" in moves  # no-trail (the default duty) still lets the builder take a 9
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, CasinoMove(parse_card("KS"), TRAIL, 0, (), ()))
    assert error.value.rule == "build owner"


def test_the_duty_is_over_after_the_next_turn(position, legal) -> None:
    """Portuguese "na sua próxima vez", English "during his next turn" (D6, default
    ``duty_lasts`` next-turn): once that turn is played, the owner may trail again and may
    even play the last card that takes the build; the build stays theirs."""
    state = _next_turn_played(position)
    build = _builds(state)[0]
    assert build.owner == 0 and not build.duty_pending
    assert {"KS t", "8C t"} <= legal(state)


def test_the_duty_lasting_while_owned_is_an_option(position, legal) -> None:
    """Option ``duty_lasts`` while-owned (pagat.com: as long as the build is yours, D6, D7):
    after the next turn the owner still may not trail nor give up the last 8."""
    state = _next_turn_played(position, duty_lasts="while-owned")
    assert _builds(state)[0].duty_pending is False  # recorded the same way; the option decides
    assert legal(state) == {"8C x [3C+5D=8]"}


def test_capture_or_add_on_the_next_turn(position, legal) -> None:
    """English: "he must either capture it or put another card from his hand onto it during
    his next turn" (option ``owner_duty`` capture-or-add, D6): taking the loose 9 instead is
    not allowed then; adding to the build would make it new, with a new next turn."""
    state = position(
        [["3C", "8C", "9H", "KS"], ["JC", "QC", "AC"]], ["5D", "9S"], owner_duty="capture-or-add"
    )
    for notation in ("3C b8 on 5D", "JC t"):
        state = GAME.play(state, state.parse_move(notation))
    assert legal(state) == {"8C x [3C+5D=8]"}


def test_a_build_altered_by_another_player_frees_its_builder(position, legal) -> None:
    """Portuguese: "... se a combinação criada não tiver sido alterada": when another
    player raises the build it becomes theirs, with the duty on their next turn (D6)."""
    state = position([["3C", "8C", "KS"], ["2D", "10H", "QC"]], ["5D"])
    state = GAME.play(state, state.parse_move("3C b8 on 5D"))
    state = GAME.play(state, state.parse_move("2D b10 on [3C+5D=8]"))
    build = _builds(state)[0]
    assert (build.owner, build.value, build.duty_pending) == (1, 10, True)
    assert "KS t" in legal(state)


def test_positions_record_the_pending_duty(position) -> None:
    """D6: a build's ``duty_pending`` goes into the state and view JSON and back."""
    state = position([["8C", "KS"], ["6C"]], [("3H+5D", 8, 0, False), ("2C+4D", 6, 1, True)])
    data = state.to_json()
    assert [item["duty_pending"] for item in data["table"]] == [False, True]
    assert state_from_json(json.loads(json.dumps(data))) == state
    view = state.view(1)
    assert view_from_json(json.loads(json.dumps(view.to_json()))) == view


def test_old_positions_without_the_field_keep_the_duty(position) -> None:
    """D6: a saved position from before ``duty_pending`` existed loads with it true (the
    duty then bound every owner) and without the new options takes their defaults."""
    state = position([["8C", "KS"], ["KC"]], [("3H+5D", 8, 0, False)])
    data = json.loads(json.dumps(state.to_json()))
    for item in data["table"]:
        del item["duty_pending"]
    del data["options"]["duty_lasts"], data["options"]["add_to_multiple"]
    loaded = state_from_json(data)
    assert _builds(loaded)[0].duty_pending
    assert (loaded.rules.duty_lasts, loaded.rules.add_to_multiple) == ("next-turn", False)
    data["table"][0]["duty_pending"] = "yes"
    with pytest.raises(BadPosition, match="duty_pending"):
        state_from_json(data)


def test_owners_free_of_the_duty_need_no_card_of_its_value(position) -> None:
    """D6, D7: only an owner the duty binds must hold the build's value; a bot's imagined
    deal gives such an owner one, and no other."""
    free = position([["KS", "2H"], ["KC", "QC"]], [("3H+5D", 8, 0, False)])
    assert state_from_json(free.to_json()) == free
    bound = position([["KS", "2H"], ["KC", "QC"]], [("3H+5D", 8, 0, True)])
    with pytest.raises(BadPosition, match="must hold a card of value 8"):
        state_from_json(bound.to_json())
    seen_by_1 = position([["8S", "2H"], ["KC", "QC"]], [("3H+5D", 8, 0, True)]).view(1)
    for seed in range(5):
        guess = determinize_view(seen_by_1, random.Random(seed))
        assert any(card % 13 == 7 for card in guess.hands[0])  # an 8 (rank index 7)


def test_a_real_game_loads_its_own_positions() -> None:
    """D6: every position of a played game survives the JSON round trip, duty included."""
    state = GAME.initial_state(2, {}, 11)
    rng = random.Random(11)
    while state.outcome is None:
        assert state_from_json(json.loads(json.dumps(state.to_json()))) == state
        state = GAME.play(state, rng.choice(state.legal_moves()))
