"""Interactive lessons: a few real positions, each with one move for the learner to make.

A game's package may hold ``lessons.py`` with ``LESSONS``: a tuple of
``Lesson`` (``parlour.core``), which its ``Game.lessons`` hook loads when
asked.  A lesson starts from a real state (a seeded deal, often with
the hidden cards arranged through the game's own JSON so the point shows)
and walks through ``Step``s.  Each step names the learner's move by its
notation, a sentence saying what to do and why, and a sentence that
explains a wrong click.  Where the step's aim allows several moves (either
end of a row), its ``aim`` accepts every legal move that does it; the named
move is the one shown first.  The other seats' replies are scripted moves,
so every position is one the engine reached by its own rules.

A step's words may say ``{click}`` or ``{Click}``: the page fills in "click"
or, on a touch screen, "tap" (``Lesson.words``), in every language.

``LessonRun`` is the pure runner the page drives: which target to
highlight, what a click does, and when the lesson is over.  The lesson's
texts come from its own phrasebook, in every language.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

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
    """Where a learner is in a lesson: the step, the position and the targets chosen so far."""

    lesson: Lesson
    step_no: int = 0
    chosen: tuple[str, ...] = field(default=())
    position: GameState | None = None
    """The state before this step once the learner has moved (an accepted move may differ
    from the lesson's); None: the lesson's own position for the step."""

    @property
    def done(self) -> bool:
        return self.step_no >= len(self.lesson.steps)

    @property
    def state(self) -> GameState:
        if self.position is not None:
            return self.position
        return self.lesson.positions[self.step_no]

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.step_no]

    @property
    def text(self) -> str:
        return self.words()

    def words(self, touch: bool = False) -> str:
        """What the lesson says now, with "tap" for "click" on a touch screen."""
        return self.lesson.finale if self.done else self.lesson.words(self.step.text, touch)

    def wrong_words(self, touch: bool = False) -> str:
        return self.lesson.words(self.step.wrong, touch)

    def accepted(self) -> tuple[Move, ...]:
        """The moves that do what this step asks, the lesson's own first."""
        state, step = self.state, self.step
        if step.aim is None:
            return (state.parse_move(step.move),)
        fits = [move for move in state.legal_moves() if step.aim(state, move)]
        return tuple(sorted(fits, key=lambda move: str(move) != step.move))

    def _open(self) -> list[Move]:
        """The accepted moves that the targets chosen so far begin."""
        depth = len(self.chosen)
        return [move for move in self.accepted() if move.path[:depth] == self.chosen]

    def expected(self) -> Move:
        return self._open()[0]

    def expected_target(self) -> str | None:
        """The target the lesson shows first for the learner's next click (None once done)."""
        if self.done:
            return None
        return self.expected().path[len(self.chosen)]

    def highlights(self) -> Highlights:
        """Every legal next target stays clickable, so a wrong one can be explained; every
        target that leads to an accepted move is marked."""
        wanted = self.expected_target()
        if wanted is None:
            return Highlights()
        depth = len(self.chosen)
        marked = frozenset(move.path[depth] for move in self._open())
        legal = next_targets(self.state.legal_moves(), self.chosen)
        return Highlights(targets=legal | marked, selected=self.chosen, marked=marked, focus=wanted)

    def click(self, target: str, touch: bool = False) -> Click:
        """Follow an accepted move one target at a time; anything else is explained."""
        if self.done:
            return Click(self)
        chosen = (*self.chosen, target)
        depth = len(chosen)
        fitting = [move for move in self.accepted() if move.path[:depth] == chosen]
        if not fitting:
            return Click(self, wrong=self.wrong_words(touch))
        made = next((move for move in fitting if move.path == chosen), None)
        if made is None:
            return Click(replace(self, chosen=chosen))
        return Click(self.after(made), moved=made)

    def after(self, move: Move) -> LessonRun:
        """The next step, from the position the learner's move and the replies made."""
        state = self.state.apply(move)
        for reply in self.step.replies:
            state = state.apply(state.parse_move(reply))
        return LessonRun(self.lesson, self.step_no + 1, position=state)


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
