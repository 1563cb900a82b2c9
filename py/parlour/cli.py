"""The command line: ``PYTHONPATH=py python3 -m parlour {games,match,replay,link} ...``.

Exit status 0 on success, 2 for a bad request (unknown game, bad option,
malformed or illegal record), as argparse does for bad arguments.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from parlour import registry
from parlour.ai import LEVELS
from parlour.ai.match import MatchResult, run_match
from parlour.core import Game, GameSpec, GameState, OptionSpec, Outcome, ParlourError
from parlour.link.cli import add_commands as add_link_commands
from parlour.reader import MAX_CHARS, load_json, shorten
from parlour.record import BadRecord, Record

USAGE_ERROR = 2


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        return int(args.run(args))
    except ParlourError as error:
        print(f"parlour {args.command}: {error}", file=sys.stderr)
        return USAGE_ERROR


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m parlour", description="Parlour games engine")
    commands = parser.add_subparsers(dest="command", required=True)

    games = commands.add_parser("games", help="list the games, player counts and options")
    games.add_argument(
        "--json",
        action="store_true",
        help="print a JSON list: each option value with the player counts it allows",
    )
    games.set_defaults(run=_games)

    match = commands.add_parser("match", help="bots play each other")
    match.add_argument("game", help="game id (see the games command)")
    match.add_argument(
        "--seats",
        required=True,
        type=_levels,
        help=f"comma-separated bot levels, rotated over the seats ({', '.join(LEVELS)})",
    )
    match.add_argument("--players", type=int, help="number of players (default: one per bot)")
    match.add_argument(
        "--option",
        action="append",
        default=[],
        type=_option,
        metavar="KEY=VALUE",
        help="a game option; may be repeated",
    )
    match.add_argument("--games", type=int, default=10, help="games to play (default 10)")
    match.add_argument("--seed", type=int, default=0, help="match seed (default 0)")
    match.add_argument("--iterations", type=int, help="search iterations per move (medium/hard)")
    match.add_argument("--seconds", type=float, help="search seconds per move (medium/hard)")
    match.add_argument("--json", action="store_true", help="print the result as one JSON object")
    match.add_argument("--progress", action="store_true", help="report each game on stderr")
    match.set_defaults(run=_match)

    replay = commands.add_parser("replay", help="check a game record and show where it ends")
    replay.add_argument("file", help="record JSON file, or - for standard input")
    replay.set_defaults(run=_replay)
    add_link_commands(commands)
    return parser


def _levels(text: str) -> list[str]:
    levels = [part.strip() for part in text.split(",") if part.strip()]
    unknown = [level for level in levels if level not in LEVELS]
    if unknown or not levels:
        raise argparse.ArgumentTypeError(
            f"unknown bot level(s) {', '.join(unknown) or '(none given)'}; levels: {', '.join(LEVELS)}"
        )
    return levels


def _option(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        raise argparse.ArgumentTypeError(f"expected KEY=VALUE, not {text!r}")
    return key.strip(), value.strip()


def _games(args: argparse.Namespace) -> int:
    if args.json:
        print(json.dumps([_game_json(game) for game in registry.all_games()]))
        return 0
    for game in registry.all_games():
        print(_game_line(game))
    return 0


def _game_json(game: Game) -> dict[str, Any]:
    spec = game.spec
    return {
        "id": spec.id,
        "title": spec.title,
        "players": list(spec.player_counts),
        "options": [
            {
                "name": option.name,
                "default": option.default,
                "choices": [
                    {"value": value, "players": list(spec.players_for(option, value))}
                    for value in option.choices
                ],
            }
            for option in spec.options
        ],
    }


def _game_line(game: Game) -> str:
    spec = game.spec
    counts = ",".join(map(str, spec.player_counts))
    options = " ".join(_option_text(spec, option) for option in spec.options) or "(no options)"
    return f"{spec.id:<10} {spec.title:<20} players {counts:<7} {options}"


def _option_text(spec: GameSpec, option: OptionSpec) -> str:
    """``name=default [a,b]``; a value for some player counts only shows them: ``b(4)``."""

    def choice_text(value: bool | int | str) -> str:
        counts = spec.players_for(option, value)
        limit = "" if counts == spec.player_counts else f"({','.join(map(str, counts))})"
        return _scalar(value) + limit

    choices = ",".join(choice_text(choice) for choice in option.choices)
    return f"{option.name}={_scalar(option.default)} [{choices}]"


def _scalar(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _match(args: argparse.Namespace) -> int:
    game = registry.get(args.game)
    players = args.players if args.players is not None else len(args.seats)
    if args.games < 1:
        raise ParlourError(f"--games must be at least 1, not {args.games}")
    result = run_match(
        game,
        args.seats,
        players,
        dict(args.option),
        args.games,
        args.seed,
        iterations=args.iterations,
        seconds=args.seconds,
        progress=_print_progress if args.progress else None,
    )
    if args.json:
        print(json.dumps(result.to_json(), sort_keys=True))
    else:
        _print_match(result)
    return 0


def _print_progress(index: int, result: MatchResult) -> None:
    wins = ", ".join(f"{bot.label} {bot.wins}" for bot in result.bots)
    print(f"game {index + 1}: {wins}, draws {result.draws}", file=sys.stderr, flush=True)


def _print_match(result: MatchResult, out: TextIO | None = None) -> None:
    out = out or sys.stdout
    options = " ".join(f"{k}={_scalar(v)}" for k, v in result.options.items()) or "default options"
    print(
        f"{result.game}, {result.players} players, {options}, {result.games} games, "
        f"seed {result.seed}",
        file=out,
    )
    print(
        f"{'bot':<12} {'wins':>6} {'win %':>7} {'mean score':>11} {'ms/move':>9} {'max ms':>8} "
        f"{'cpu ms':>8}",
        file=out,
    )
    for bot in result.bots:
        data: dict[str, Any] = bot.to_json(result.games)
        print(
            f"{bot.label:<12} {bot.wins:>6} {100 * data['win_rate']:>6.1f}% "
            f"{data['mean_score']:>11.2f} {bot.ms_per_move:>9.2f} {data['max_ms']:>8.0f} "
            f"{data['cpu_ms_per_move']:>8.2f}",
            file=out,
        )
    print(
        f"draws {result.draws}; mean moves per game "
        f"{result.total_moves / max(1, result.games):.1f}",
        file=out,
    )


def _replay(args: argparse.Namespace) -> int:
    record = Record.from_json(_load_json(args.file))
    state = record.replay()
    print(
        f"{record.game}: {len(record.moves)} moves replayed, {record.players} players, "
        f"seed {record.seed}"
    )
    print(_state_summary(state, registry.get(record.game).describe_outcome))
    return 0


def _load_json(name: str) -> Any:
    """The JSON in a file (or standard input), read within the reader's limits."""
    limit = MAX_CHARS * 4  # bytes: UTF-8 takes up to 4 per character
    what = "standard input" if name == "-" else shorten(name)
    try:
        if name == "-":
            stream = getattr(sys.stdin, "buffer", sys.stdin)
            data: str | bytes = stream.read(limit + 1)
        else:
            with open(name, "rb") as file:
                data = file.read(limit + 1)
    except OSError as error:
        raise BadRecord(f"cannot read {what}: {error.strerror}") from None
    if len(data) > limit:
        raise BadRecord(f"{what} is too large (more than {limit:,} bytes)")
    return load_json(data, BadRecord, what)


def _state_summary(state: GameState, describe: Callable[[Outcome], str]) -> str:
    outcome = state.outcome
    if outcome is None:
        return f"in progress: seat {state.current_player} to move"
    winners = ", ".join(f"seat {seat}" for seat in outcome.winners) or "nobody (draw)"
    scores = ", ".join(_scalar(score) for score in outcome.scores)
    return f"over: won by {winners}; scores {scores}; {describe(outcome)}"
