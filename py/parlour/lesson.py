"""Interactive lessons: a few real positions, each with one move for the learner to make.

A game's package may hold ``lessons.py`` with ``LESSONS``: a tuple of
``Lesson``.  A lesson starts from a real state (a seeded deal, often with
the hidden cards arranged through the game's own JSON so the point shows)
and walks through ``Step``s.  Each step names the learner's move by its
notation, a sentence saying what to do and why, and a sentence that
explains a wrong click.  The other seats' replies are scripted moves, so
every position is one the engine reached by its own rules.

``LessonRun`` is the pure runner the page drives: which target to
highlight, what a click does, and when the lesson is over.  The lesson's
texts come from its own phrasebook, in every language.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property

from parlour.core import GameState, Highlights, Move
from parlour.play import next_targets
from parlour.words import Phrasebook


@dataclass(frozen=True)
class Step:
    """One move the learner makes, with what the lesson says about it."""

    move: str
    """The notation of the learner's move in this step's position."""
    text: str
    """Phrase key: what to do here, and why."""
    wrong: str
    """Phrase key: why another click is not the move this step teaches."""
    replies: tuple[str, ...] = ()
    """Moves of the other seats that follow the learner's, in notation."""


@dataclass(frozen=True)
class Lesson:
    """A short lesson on one game (or one variant of it)."""

    id: str
    game_id: str
    players: int
    options: Mapping[str, object]
    """The setup of the real game the lesson ends by starting."""
    start: Callable[[], GameState]
    steps: tuple[Step, ...]
    say: Phrasebook
    seat: int = 0
    """The learner's seat in every step."""

    @property
    def title(self) -> str:
        return self.say("title")

    @property
    def short(self) -> str:
        """The lesson's name on a button ("Learn to play", "Learn Domino")."""
        return self.say("short")

    @property
    def finale(self) -> str:
        """What the lesson says once the last move is made."""
        return self.say("finale")

    @cached_property
    def positions(self) -> tuple[GameState, ...]:
        """The state before each step, and the state after the last one."""
        state = self.start()
        states = [state]
        for step in self.steps:
            state = state.apply(state.parse_move(step.move))
            for reply in step.replies:
                state = state.apply(state.parse_move(reply))
            states.append(state)
        return tuple(states)


@dataclass(frozen=True)
class Click:
    """What a click in a lesson did: the run after it, and a word if it was wrong."""

    run: LessonRun
    wrong: str = ""
    moved: Move | None = None


@dataclass(frozen=True)
class LessonRun:
    """Where a learner is in a lesson: the step and the targets chosen so far."""

    lesson: Lesson
    step_no: int = 0
    chosen: tuple[str, ...] = field(default=())

    @property
    def done(self) -> bool:
        return self.step_no >= len(self.lesson.steps)

    @property
    def state(self) -> GameState:
        return self.lesson.positions[self.step_no]

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.step_no]

    @property
    def text(self) -> str:
        return self.lesson.finale if self.done else self.lesson.say(self.step.text)

    def expected(self) -> Move:
        return self.state.parse_move(self.step.move)

    def expected_target(self) -> str | None:
        """The one target the learner should click next (None once done)."""
        if self.done:
            return None
        return self.expected().path[len(self.chosen)]

    def highlights(self) -> Highlights:
        """Every legal next target stays clickable, so a wrong one can be explained."""
        wanted = self.expected_target()
        if wanted is None:
            return Highlights()
        legal = next_targets(self.state.legal_moves(), self.chosen)
        return Highlights(
            targets=legal | {wanted}, selected=self.chosen, marked=frozenset({wanted}), focus=wanted
        )

    def click(self, target: str) -> Click:
        """Follow the lesson's move one target at a time; anything else is explained."""
        wanted = self.expected_target()
        if wanted is None:
            return Click(self)
        if target != wanted:
            return Click(self, wrong=self.lesson.say(self.step.wrong))
        chosen = (*self.chosen, target)
        move = self.expected()
        if chosen == move.path:
            return Click(LessonRun(self.lesson, self.step_no + 1), moved=move)
        return Click(LessonRun(self.lesson, self.step_no, chosen))


def lessons_for(game_id: str) -> tuple[Lesson, ...]:
    """The game's lessons (none if its package has no ``lessons`` module).

    Imported only when asked for, so a game's start-up never pays for them.
    """
    package = f"parlour.games.{game_id}"
    try:
        module = importlib.import_module(f"{package}.lessons")
    except ModuleNotFoundError as error:
        if error.name not in (package, f"{package}.lessons"):
            raise
        return ()
    lessons: tuple[Lesson, ...] = module.LESSONS
    return lessons


def lesson(lesson_id: str) -> Lesson:
    """The lesson with this id (``punto``, ``colomino-domino``...)."""
    game_id = lesson_id.split("-")[0]
    for found in lessons_for(game_id):
        if found.id == lesson_id:
            return found
    raise KeyError(f"no lesson {lesson_id!r}")
