"""Interactive lessons: a few real positions, each with one move for the learner to make.

A game's package may hold ``lessons.py`` with ``LESSONS``: a tuple of
``Lesson`` (``parlour.core``), which its ``Game.lessons`` hook loads when
asked.  A lesson starts from a real state (a seeded deal, often with
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

from dataclasses import dataclass, field

from parlour import registry
from parlour.core import GameState, Highlights, Lesson, Move, ParlourError, Step
from parlour.play import next_targets

__all__ = ["Click", "Lesson", "LessonRun", "Step", "lesson", "lessons_for"]


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
    """The lessons of the game ``game_id`` (``Game.lessons``; none for an unknown game).

    The game loads them only when asked, so its start-up never pays for them.
    """
    try:
        game = registry.get(game_id)
    except ParlourError:
        return ()
    return game.lessons()


def lesson(lesson_id: str) -> Lesson:
    """The lesson with this id (``punto``, ``colomino-domino``...)."""
    game_id = lesson_id.split("-")[0]
    for found in lessons_for(game_id):
        if found.id == lesson_id:
            return found
    raise KeyError(f"no lesson {lesson_id!r}")
