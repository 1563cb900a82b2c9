"""The pure helpers around the page model: saves, the move log, hints, the query, stepping
(parlour.page.saves, log, hints, query, stepping; once one module, ui_logic)."""

from __future__ import annotations

import json
import random

import pytest

from parlour import registry
from parlour.ai import make_bot
from parlour.core import ParlourError
from parlour.page.session import BadSave, Session
from parlour.page.hints import Hint, explainer, hint_for, hint_reason, hint_reason_in_view
from parlour.page.log import log_entries
from parlour.page.saves import read_save, write_save
from parlour.page.stepping import replay_step, step_focus
from parlour.page.query import setup_from_query


def test_a_save_round_trips() -> None:
    session = Session.new("punto", ("human", "easy"), None, seed=5)
    session = session.play(str(session.state.legal_moves()[0]))
    again = read_save(write_save(session))
    assert again is not None and again.record == session.record


def test_nothing_stored_is_no_save() -> None:
    assert read_save(None) is None and read_save("") is None


@pytest.mark.parametrize(
    "text, words",
    [
        ("{not json", "not valid JSON"),
        (json.dumps({"format": 99}), "format 99"),
        (json.dumps([1, 2]), "not a JSON object"),
    ],
)
def test_an_unreadable_save_says_why(text: str, words: str) -> None:
    with pytest.raises(BadSave, match=words):
        read_save(text)


def test_a_save_whose_moves_do_not_replay_is_bad() -> None:
    session = Session.new("punto", ("human", "easy"), None, seed=5)
    data = session.to_save()
    data["record"]["moves"] = ["nonsense"]
    with pytest.raises(BadSave, match="move 1"):
        read_save(json.dumps(data))


@pytest.mark.parametrize("game", [g.id for g in registry.all_games()])
def test_the_log_describes_every_move_with_its_notation(game: str) -> None:
    session = Session.new(game, ("human", "random"), None, seed=2)
    for _ in range(3):
        session = session.play(str(session.state.legal_moves()[0]))
    entries = log_entries(registry.get(game), session.states, session.record.moves)
    assert [e.number for e in entries] == [1, 2, 3]
    assert [e.notation for e in entries] == list(session.record.moves)
    assert all(e.text for e in entries)


def test_focus_steps_round_the_targets() -> None:
    order = ["a", "b", "c"]
    assert step_focus(order, None, 1) == "a"
    assert step_focus(order, None, -1) == "c"
    assert step_focus(order, "c", 1) == "a"
    assert step_focus(order, "a", -1) == "c"
    assert step_focus([], "a", 1) is None


def test_replay_steps_stay_within_the_game() -> None:
    assert replay_step(0, -1, 5) == 0
    assert replay_step(4, 1, 5) == 5
    assert replay_step(5, 1, 5) == 5
    assert replay_step(3, -10, 5) == 0


@pytest.mark.parametrize("game", [g.id for g in registry.all_games()])
def test_the_hint_is_what_hard_would_play(game: str) -> None:
    spec = registry.get(game)
    state = spec.initial_state(2, None, 11)
    view = state.view(state.current_player)
    hint = hint_for(spec, view, seed=3, iterations=40)
    bot = make_bot("hard", 3, iterations=40)
    assert hint.notation == str(bot.choose(spec, view))
    assert state.parse_move(hint.notation).path == hint.path
    assert hint.win_rate is None or 0.0 <= hint.win_rate <= 1.0
    assert Hint.from_json(json.loads(json.dumps(hint.to_json()))) == hint
    reason = hint_reason(spec, state, hint)
    assert reason.explained or reason.described
    # A game by link has the seat's view alone (its state holds stand-ins): the same reason.
    sample = spec.determinize_view(view, random.Random(0))
    move = sample.parse_move(hint.notation)
    assert hint_reason_in_view(spec, view, move, hint) == reason


def test_the_explainer_is_the_games_own_hook() -> None:
    game = registry.get("punto")
    assert explainer(game) is game.explain_hint is not None


def test_the_query_preselects_game_seats_and_options() -> None:
    request = setup_from_query("?game=punto&seats=human,hard&option.rounds_to_win=1&embed=1")
    assert request.game == "punto" and request.seats == ("human", "hard")
    assert request.options["rounds_to_win"] == 1
    assert request.embed and request.autostart


def test_a_query_without_a_game_only_sets_embed() -> None:
    request = setup_from_query("embed=1")
    assert request.game is None and request.embed and not request.autostart


@pytest.mark.parametrize(
    "query, words",
    [
        ("game=chess", "no game 'chess'"),
        ("game=punto&seats=human,wizard", "unknown seat kind"),
        ("game=punto&seats=human", "not 1"),
        ("game=punto&option.rounds_to_win=9", "rounds_to_win"),
        ("game=punto&option.colour=red", "no option"),
    ],
)
def test_a_bad_query_names_what_is_wrong(query: str, words: str) -> None:
    with pytest.raises(ParlourError, match=words):
        setup_from_query(query)


def test_start_0_only_fills_in_the_setup() -> None:
    request = setup_from_query("game=casino&seats=human,hard&start=0")
    assert request.game == "casino" and request.seats == ("human", "hard")
    assert not request.autostart


def test_the_page_may_decode_the_query_itself() -> None:
    """The page passes the browser's URLSearchParams (urllib.parse is slow to import in
    Pyodide); the request read from its values is the one parse_qs gives."""
    query = "?game=punto&seats=human,hard&option.rounds_to_win=1&embed=1"
    asked: list[str] = []

    def decode(text: str) -> dict[str, list[str]]:
        asked.append(text)
        return {
            "game": ["punto"],
            "seats": ["human,hard"],
            "option.rounds_to_win": ["1"],
            "embed": ["1"],
        }

    assert setup_from_query(query, decode) == setup_from_query(query)
    assert asked == [query.lstrip("?")]
