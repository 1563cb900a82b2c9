"""The site's code paths, run inside Pyodide at build time (issue 27).

tools/build/stdlib_record.mjs runs these under the pinned Pyodide in Node, with the built
engine wheel and UI modules unpacked as the page has them, and records every file of
the standard library that got imported: that is the standard library the site ships
(tools/build/stdlib.py).  So this must reach what the page and the AI worker reach:

- every module of the engine and of the browser layer, imported (PyScript's
  ``pyscript`` package is there, talking to stand-ins for the browser); a module
  that cannot be imported outside a browser has its import statements run one by
  one, so a new module's standard-library imports are recorded whatever it does;
- every game in every player count and option value: random games with each
  state and view through JSON, drawn, described, in both languages; the record,
  a share link and a save of each; the bots of every level, hints, the page's
  stepped search; the lessons; the rules panel; bad links, saves and queries;
- the AI worker's script, its functions called as the page calls them.

Only the standard library and the site's own code are imported here, so what is
recorded is what the site uses.  A step that fails is reported (the build prints
it) and the others go on: the shipped library is then short of that step's
imports, which the page would fetch from the full library on a miss, and the
browser tests would fail on (they forbid that fetch).
"""

from __future__ import annotations

import ast
import asyncio
import importlib
import importlib.util
import json
import os
import pkgutil
import random
import sys
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from functools import partial
from typing import Any

MOVES_PER_GAME = 40
"""Moves of each random game (a whole game is not needed to reach its code)."""
CHECK_EVERY = 4
"""Every how many moves a state goes through JSON (drawn at the start, middle and end)."""
ITERATIONS = 12
"""The searches' budget here: the same code as the page's budget, far quicker."""
SEED = 27


class Problems:
    """What could not be run, one line each (the build prints them)."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    @contextmanager
    def step(self, what: str) -> Iterator[None]:
        try:
            yield
        except Exception as error:  # noqa: BLE001 - note it, go on with the other steps
            where = traceback.extract_tb(error.__traceback__)[-1]
            self.lines.append(
                f"{what}: {type(error).__name__}: {error} ({where.filename}:{where.lineno})"[:400]
            )


def run_imports_of(path: str, problems: Problems) -> None:
    """Each import statement of a file, one at a time (for a module that cannot run here)."""
    with open(path, encoding="utf-8") as source:
        tree = ast.parse(source.read())
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom) and not getattr(node, "level", 0):
            code = compile(ast.Module(body=[node], type_ignores=[]), path, "exec")
            with problems.step(f"{path}:{node.lineno}: an import"):
                exec(code, {"__name__": "_parlour_imports"})


def import_everything(scripts: list[str], skip: list[str], problems: Problems) -> None:
    """Every engine and UI module; the scripts' own imports (running them needs a page)."""
    import parlour

    names = [
        module.name
        for module in pkgutil.walk_packages(parlour.__path__, "parlour.")
        if module.name not in skip
    ]
    names += sorted(
        name[:-3]
        for name in os.listdir(".")
        if name.endswith(".py") and name not in scripts and name != "sitecustomize.py"
    )
    for name in ["pyscript", *names]:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001 - it needs a browser: its imports alone then
            spec = importlib.util.find_spec(name)
            if spec is None or spec.origin is None:
                problems.lines.append(f"import {name}: not found")
                continue
            run_imports_of(spec.origin, problems)
    for script in scripts:
        run_imports_of(script, problems)


def option_sets(game: Any) -> Iterator[tuple[int, dict[str, Any]]]:
    """Every player count with the default options, and with each other value of each option."""
    from parlour.core import BadOption

    wanted: list[dict[str, Any]] = [{}]
    wanted += [
        {option.name: choice}
        for option in game.spec.options
        for choice in option.choices
        if choice != option.default
    ]
    for players in game.spec.player_counts:
        for options in wanted:
            try:
                game.initial_state(players, options, SEED)
            except BadOption:
                continue
            yield players, options


def through_json(game: Any, state: Any, draw: bool) -> None:
    from parlour.core import Highlights

    game.state_from_json(json.loads(json.dumps(state.to_json())))
    for seat in (state.current_player, None):
        view = state.view(seat)
        game.view_from_json(json.loads(json.dumps(view.to_json())))
        if draw:  # drawing is the slow part, and the same code every time
            targets = frozenset(move.path[0] for move in state.legal_moves())
            game.render(view, Highlights(targets=targets))
        if not state.is_over:
            game.determinize_view(view, random.Random(SEED))


def play_random_game(game: Any, players: int, options: dict[str, Any], seed: int) -> Any:
    """A random game with every state checked as the page and worker handle them."""
    from parlour.page import share
    from parlour import words
    from parlour.page.session import Session
    from parlour.page.log import log_entries
    from parlour.page.saves import read_save, write_save

    rng = random.Random(seed)
    seats = ("human",) + ("random",) * (players - 1)
    session = Session.new(game.id, seats, options, seed)
    for number in range(MOVES_PER_GAME):
        state = session.state
        if state.is_over:
            break
        if number % CHECK_EVERY == 0:
            through_json(game, state, draw=number in (0, MOVES_PER_GAME // 2))
        move = rng.choice(state.legal_moves())
        game.describe_move(state.view(state.current_player), move)
        state.parse_move(str(move))
        session = session.play(str(move))
    state = session.state
    through_json(game, state, draw=True)
    if state.outcome is not None:
        for code in words.LANGUAGES:
            with words.speaking(code):
                game.describe_outcome(state.outcome)
    share.decode(share.encode(session))
    read_save(write_save(session))
    session.record.replay()
    log_entries(game, session.states, list(session.record.moves))
    return session


def exercise_games(problems: Problems) -> list[Any]:
    from parlour import registry, words

    sessions = []
    for game in registry.all_games():
        for number, (players, options) in enumerate(option_sets(game)):
            code = words.LANGUAGES[number % len(words.LANGUAGES)]
            with (
                problems.step(f"{game.id} {players} players {options} in {code}"),
                words.speaking(code),
            ):
                sessions.append(play_random_game(game, players, options, SEED + number))
    return sessions


def exercise_pages(sessions: list[Any], problems: Problems) -> None:
    """What the page does besides playing: saves, records, the rules panel, lessons, setup."""
    from parlour import guide, lesson, registry, setups, words
    from parlour.page import saves

    class Memory:
        def __init__(self) -> None:
            self.items: dict[str, str] = {}

        def get(self, key: str) -> str | None:
            return self.items.get(key)

        def set(self, key: str, value: str) -> bool:
            self.items[key] = value
            return True

        def remove(self, key: str) -> None:
            self.items.pop(key, None)

    kept = saves.Saves(Memory(), lambda: 0)
    for session in sessions[:8]:
        with problems.step("saves"):
            kept.save(session)
            kept.load()
            saves.record_file(session)
    for game in registry.all_games():
        for code in words.LANGUAGES:
            with (
                problems.step(f"{game.id}: the rules panel, lessons, setup in {code}"),
                words.speaking(code),
            ):
                calls: list[tuple[str, Callable[[], object]]] = [
                    ("the rules panel", partial(_rules_panel, game.id)),
                    ("the rules", partial(guide.rules_html, game, {})),
                    ("the setup form", partial(setups.players_allowed, game.spec, {})),
                ]
                for what, call in calls:
                    with problems.step(f"{game.id}: {what}"):
                        call()
                for each in lesson.lessons_for(game.id):
                    run = lesson.LessonRun(each)
                    run.click("not a target")
                    while not run.done:
                        run.highlights()
                        target = run.expected_target()
                        assert target is not None
                        run = run.click(target).run
                    _ = run.text
    with problems.step("the deal of the day"):
        exercise_daily(Memory())


def exercise_daily(storage: Any) -> None:
    """A deal of the day played, kept, shared, opened as a friend's link (issue 38)."""
    from parlour.learn import daily
    from parlour import registry, words
    from parlour.page import daily as kept

    day = daily.utc_day_of(1_765_000_000_000)
    for deal in daily.daily_deals(day)[:1]:
        record, state = deal.record(), deal.record().initial_state()
        game = registry.get(deal.game)
        rng = random.Random(SEED)
        while not state.is_over:
            move = rng.choice(state.legal_moves())
            record, state = record.with_move(str(move)), game.play(state, move)
        result = daily.result_of(deal, record)
        kept.keep(storage, result, day)
        kept.read(storage.get(kept.RESULTS_KEY))
        kept.daily_of(record, deal.seats, day)
        daily.open_result(daily.result_payload(result))
        for code in ("en", "pt"):
            with words.speaking(code):
                _ = daily.share_line(result).text
        daily.streak(daily.last_days(day, 3), day)
    for bad in ("d1.AAAA", "d1.not-base64!", "g2.x"):
        with suppress(daily.BadResult):
            daily.open_result(bad)


def _rules_panel(game_id: str) -> object:
    import ui_rules

    return ui_rules.diagrams(game_id)


def exercise_bad_input(problems: Problems) -> None:
    from parlour.page import share
    from parlour.reader import load_json
    from parlour.page.saves import read_save
    from parlour.page.query import setup_from_query

    from parlour.core import ParlourError

    bad: list[Callable[[], object]] = [
        lambda: share.decode("g2.AAAA"),
        lambda: share.decode("g1.not-base64!"),
        lambda: share.decode("g2." + "A" * 40),
        lambda: read_save("[" * 10_000),
        lambda: read_save('{"version": 99}'),
        lambda: read_save("\udcff"),
        lambda: load_json('{"a": 1e999999}', ParlourError, "test"),
        lambda: load_json("9" * 40, ParlourError, "test"),
        lambda: setup_from_query("game=nope&seats=human", lambda q: {"game": ["nope"]}),
    ]
    for call in bad:
        try:
            call()
        except ParlourError:
            pass
        except Exception as error:  # noqa: BLE001 - the page shows these too
            problems.lines.append(f"bad input: {type(error).__name__}: {error}"[:300])


def exercise_bots(problems: Problems) -> None:
    from parlour import registry
    from parlour.ai import LEVELS, make_bot
    from parlour.ai.budget import DEFAULT_ITERATIONS
    from parlour.page.thinking import computer_move, computer_move_in_steps
    from parlour.page.hints import hint_for

    for game in registry.all_games():
        state = game.initial_state(game.spec.player_counts[0], {}, SEED)
        rng = random.Random(SEED)
        for _ in range(3):  # a position a little into the game
            if not state.is_over:
                state = state.apply(rng.choice(state.legal_moves()))
        if state.is_over:
            continue
        view = state.view(state.current_player)
        for level in LEVELS:
            with problems.step(f"{game.id}: {level} bot"):
                if level in DEFAULT_ITERATIONS:  # the searches, on a small budget
                    make_bot(level, SEED, iterations=ITERATIONS).choose(game, view)
                else:
                    computer_move(game, view, level, SEED)
        with problems.step(f"{game.id}: the page's stepped search"):
            steps = computer_move_in_steps(game, view, "easy", SEED, 0.02)
            try:
                while True:
                    next(steps)
            except StopIteration:
                pass
        with problems.step(f"{game.id}: a hint"):
            hint_for(game, view, SEED, ITERATIONS)


async def exercise_site(scripts: list[str], skip: list[str]) -> list[str]:
    """The page's part: every module imported, every game, page and bot path run."""
    problems = Problems()
    with problems.step("importing every module"):
        import_everything(list(scripts), list(skip), problems)
    sessions: list[Any] = []
    with problems.step("games"):
        sessions = exercise_games(problems)
    with problems.step("the page's other paths"):
        exercise_pages(sessions, problems)
    with problems.step("bad input"):
        exercise_bad_input(problems)
    with problems.step("bots"):
        exercise_bots(problems)
    await asyncio.sleep(0)
    return problems.lines


async def exercise_worker(script: str) -> list[str]:
    """The AI worker: its script run, its functions called with the page's payloads."""
    from parlour import registry
    from parlour.record import Record

    problems = Problems()
    namespace: dict[str, Any] = {"__name__": "__main__"}
    with problems.step(f"running {script}"), open(script, encoding="utf-8") as source:
        exec(compile(source.read(), script, "exec"), namespace)
    for game in registry.all_games():
        state = game.initial_state(game.spec.player_counts[0], {}, SEED)
        view = state.view(state.current_player).to_json()
        move = {"game": game.id, "view": view, "level": "easy", "seed": SEED}
        hint = {**move, "lang": "pt", "table": {"kinds": ["human", "hard"], "links": []}}
        first = str(state.legal_moves()[0])
        record = Record.start(game.id, game.spec.player_counts[0], {}, SEED).with_move(first)
        # The decisions listed, not judged: that imports all a review needs, without a
        # Hint's search per game added to every build.
        review = {"record": record.to_json(), "seat": state.current_player}
        for name, payload in (("choose", move), ("hint", hint), ("review", review)):
            with problems.step(f"the worker's {name} for {game.id}"):
                namespace[name](json.dumps(payload))
    await asyncio.sleep(0)
    return problems.lines


if (
    __name__ == "__main__"
):  # a quick look in CPython: PYTHONPATH=py python3 tools/build/stdlib_paths.py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
    found = Problems()
    sessions = exercise_games(found)
    exercise_pages(sessions, found)
    exercise_bad_input(found)
    exercise_bots(found)
    print("\n".join(found.lines) or f"{len(sessions)} games, no problems")
