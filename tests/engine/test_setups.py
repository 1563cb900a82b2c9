"""Issue 14: only what can be played is offered.

The game spec says which player counts each option value allows
(``OptionSpec.only_for``); ``parlour games --json`` lists them, the setup
form offers them (``parlour.setups``), and every one of them plays.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from parlour import registry
from parlour.ai.match import run_match
from parlour.cli import main
from parlour.core import BadOption, Game, OptionSpec
from parlour.setups import choices_allowed, combinations, fit, narrowing, players_allowed
from tests.support.toy_game import TOY_GAME, register_toy

register_toy()
GAMES = registry.all_games()


def _listed(capsys: pytest.CaptureFixture[str]) -> list[dict[str, Any]]:
    assert main(["games", "--json"]) == 0
    listed: list[dict[str, Any]] = json.loads(capsys.readouterr().out)
    return listed


def test_games_json_lists_the_player_counts_of_each_value(
    capsys: pytest.CaptureFixture[str],
) -> None:
    by_id = {entry["id"]: entry for entry in _listed(capsys)}
    assert [entry for entry in by_id] == [game.id for game in GAMES]
    for game in GAMES:
        entry = by_id[game.id]
        assert entry["title"] == game.spec.title and entry["players"] == list(
            game.spec.player_counts
        )
        assert [o["name"] for o in entry["options"]] == [o.name for o in game.spec.options]
        for listed, option in zip(entry["options"], game.spec.options):
            assert listed["default"] == option.default
            assert [c["value"] for c in listed["choices"]] == list(option.choices)
            for choice in listed["choices"]:
                assert choice["players"] == list(game.spec.players_for(option, choice["value"]))


def test_games_json_names_the_restricted_values(capsys: pytest.CaptureFixture[str]) -> None:
    """Punto's team game is for four (punto.md, "Team game"); Colomino's set games for 2, 4
    or 6 players (colomino.md r2); the toy's fancy style for two."""
    by_id = {entry["id"]: entry for entry in _listed(capsys)}

    def players(game_id: str, option: str, value: object) -> list[int]:
        entry = next(o for o in by_id[game_id]["options"] if o["name"] == option)
        return next(c["players"] for c in entry["choices"] if c["value"] == value)

    assert players("punto", "teams", True) == [4] and players("punto", "teams", False) == [2, 3, 4]
    for variant in ("sideways", "fourways", "threeways"):
        assert players("colomino", "variant", variant) == [2, 4, 6]
    assert players("colomino", "variant", "domino") == [2, 3, 4, 5, 6]
    assert players("toy", "style", "fancy") == [2]


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_a_value_refuses_exactly_the_player_counts_it_does_not_list(game: Game) -> None:
    """The spec's counts agree with the game's own checks in ``new_state``."""
    spec = game.spec
    for option in spec.options:
        for value in option.choices:
            allowed = spec.players_for(option, value)
            for players in spec.player_counts:
                _, options = fit(spec, players, {})
                options[option.name] = value
                if players in allowed:
                    game.initial_state(players, options, 0)
                else:
                    with pytest.raises(BadOption):
                        game.initial_state(players, options, 0)


SETUPS = [
    pytest.param(
        game,
        players,
        options,
        id=f"{game.id}-{players}p-" + "-".join(f"{k}={v}" for k, v in options.items()),
    )
    for game in GAMES
    for players, options in combinations(game.spec)
]


@pytest.mark.parametrize(("game", "players", "options"), SETUPS)
def test_every_listed_combination_plays_a_whole_game(
    game: Game, players: int, options: dict[str, Any]
) -> None:
    """Each option value with each player count it allows (the others fitted to it): one
    seeded game between random bots, to the end."""
    result = run_match(game, ["random"] * players, players, options, 1, seed=players)
    assert result.games == 1 and result.total_moves > 0
    assert sum(bot.wins for bot in result.bots) + result.draws >= 1


def test_combinations_meet_every_value_and_count() -> None:
    for game in GAMES:
        spec = game.spec
        found = combinations(spec)
        for option in spec.options:
            for value in option.choices:
                met = {n for n, options in found if options[option.name] == value}
                assert met == set(spec.players_for(option, value)), (game.id, option.name, value)
        assert len(found) == len({(n, tuple(sorted(o.items()))) for n, o in found})


def test_fit_keeps_the_count_and_gives_way_on_the_value() -> None:
    colomino = registry.get("colomino").spec
    assert fit(colomino, 3, {"variant": "threeways"}) == (3, {"variant": "domino"})
    assert fit(colomino, 4, {"variant": "threeways"}) == (4, {"variant": "threeways"})
    assert fit(colomino, 9, {}) == (2, {"variant": "sideways"})
    with pytest.raises(BadOption):
        fit(colomino, 2, {"variant": "chess"})


def test_each_choice_narrows_the_other() -> None:
    punto = registry.get("punto").spec
    teams = punto.option("teams")
    assert choices_allowed(punto, teams, 2) == (False,)
    assert choices_allowed(punto, teams, 4) == (False, True)
    assert players_allowed(punto, {"teams": "true"}) == (4,)
    assert players_allowed(TOY_GAME.spec, {"style": "fancy"}) == (2,)
    assert players_allowed(TOY_GAME.spec, {}) == (2, 3)


def test_a_limited_choice_is_matched_by_value_and_type() -> None:
    """``True == 1`` in Python; an option limits True, never the number 1."""
    teams = OptionSpec("teams", False, (False, True), only_for=((True, (4,)),))
    assert teams.players_for(True, (2, 3, 4)) == (4,)
    assert teams.players_for(1, (2, 3, 4)) == (2, 3, 4)
    assert teams.players_for(False, (2, 3, 4)) == (2, 3, 4)


def test_the_option_that_narrows_the_player_count_is_named() -> None:
    """Issue 24: after a team game, "New game" offered 4 players only, with no hint why; the
    form names the option that fixes the count (Punto's teams are for 4 players)."""
    punto = registry.get("punto").spec
    assert [o.name for o in narrowing(punto, {"teams": True})] == ["teams"]
    assert narrowing(punto, {"teams": False}) == ()
    colomino = registry.get("colomino").spec
    assert [o.name for o in narrowing(colomino, {"variant": "sideways"})] == ["variant"]
    assert narrowing(colomino, {"variant": "domino"}) == ()
