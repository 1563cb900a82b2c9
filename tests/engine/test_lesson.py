"""The lesson runner and every game's lessons: real positions, legal moves, both languages.

Issue 14 asks for 4 to 8 steps per lesson, each one move on a real
position, the legal target highlighted and a wrong click explained.
"""

from __future__ import annotations

import pytest

from parlour import registry
from parlour.lesson import Lesson, LessonRun, lesson, lessons_for
from parlour.play import next_targets
from parlour.words import LANGUAGES, speaking

ALL = [found for game in registry.all_games() for found in lessons_for(game.id)]
EXPECTED_IDS = {"punto", "casino", "cardino", "colomino-sets", "colomino-domino"}


def test_every_game_has_its_lessons() -> None:
    assert {found.id for found in ALL} == EXPECTED_IDS
    assert lesson("colomino-domino").options == {"variant": "domino"}


def test_a_game_without_a_lessons_module_has_none() -> None:
    assert lessons_for("no_such_game") == ()
    with pytest.raises(KeyError):
        lesson("punto-advanced")


@pytest.mark.parametrize("found", ALL, ids=lambda found: found.id)
def test_each_step_is_a_legal_move_of_the_learner(found: Lesson) -> None:
    assert 4 <= len(found.steps) <= 8
    game = registry.get(found.game_id)
    game.initial_state(found.players, found.options)  # the closing game's setup is valid
    for state, step in zip(found.positions, found.steps):
        assert state.current_player == found.seat
        assert step.move in {str(m) for m in state.legal_moves()}


@pytest.mark.parametrize("found", ALL, ids=lambda found: found.id)
def test_every_text_is_there_in_every_language(found: Lesson) -> None:
    for code in LANGUAGES:
        with speaking(code):
            texts = [found.title, found.short, found.finale]
            for step in found.steps:
                texts += [found.say(step.text), found.say(step.wrong)]
        assert all(text.strip() for text in texts)
    with speaking("pt"):
        portuguese = found.say(found.steps[0].text)
    assert portuguese != found.say(found.steps[0].text)


@pytest.mark.parametrize("found", ALL, ids=lambda found: found.id)
def test_clicking_the_highlighted_targets_completes_the_lesson(found: Lesson) -> None:
    run = LessonRun(found)
    moves = []
    while not run.done:
        wanted = run.expected_target()
        assert wanted is not None
        shown = run.highlights()
        assert wanted in shown.marked and wanted in shown.targets
        assert next_targets(run.state.legal_moves(), run.chosen) <= shown.targets
        click = run.click(wanted)
        assert not click.wrong
        if click.moved is not None:
            moves.append(str(click.moved))
        run = click.run
    assert moves == [step.move for step in found.steps]
    assert run.text == found.finale
    assert run.highlights().targets == frozenset()


@pytest.mark.parametrize("found", ALL, ids=lambda found: found.id)
def test_a_wrong_click_is_explained_and_changes_nothing(found: Lesson) -> None:
    run = LessonRun(found)
    wrong = "nowhere"
    click = run.click(wrong)
    assert click.wrong == found.say(found.steps[0].wrong)
    assert click.run == run and click.moved is None


def test_a_legal_but_other_target_is_explained_too() -> None:
    run = LessonRun(lesson("punto"), step_no=1)  # red 6 may go round the red 5
    other = sorted(run.highlights().targets - run.highlights().marked)[0]
    click = run.click(other)
    assert click.wrong == lesson("punto").say("touch.wrong") and click.run.step_no == 1


def test_a_move_of_several_clicks_is_followed_one_target_at_a_time() -> None:
    run = LessonRun(lesson("casino"))  # 7H x 7S: the hand card, the table card, the play
    first = run.click("hand:7H").run
    assert first.chosen == ("hand:7H",) and first.expected_target() == "table:7S"
    second = first.click("table:7S").run
    done = second.click("play:7H x 7S")
    assert done.moved is not None and done.run.step_no == 1 and done.run.chosen == ()
