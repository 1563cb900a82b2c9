"""The lesson runner and every game's lessons: real positions, legal moves, both languages.

Issue 14 asks for 4 to 8 steps per lesson, each one move on a real
position, the legal target highlighted and a wrong click explained.
Issue 24: every move that does what the step asks is accepted (Punto's
row may grow at either end), and the words say "tap" on a touch screen.
"""

from __future__ import annotations

import pytest

import re

from parlour import registry
from parlour.core import Highlights
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
                for touch in (False, True):
                    texts += [found.words(step.text, touch), found.words(step.wrong, touch)]
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
    assert click.wrong == found.words(found.steps[0].wrong)
    assert click.run == run and click.moved is None


def test_a_legal_but_other_target_is_explained_too() -> None:
    run = LessonRun(lesson("punto"), step_no=1)  # red 6 may go round the red 5
    other = sorted(run.highlights().targets - run.highlights().marked)[0]
    click = run.click(other)
    assert click.wrong == lesson("punto").words("touch.wrong") and click.run.step_no == 1


def test_a_move_of_several_clicks_is_followed_one_target_at_a_time() -> None:
    run = LessonRun(lesson("casino"))  # 7H x 7S: the hand card, the table card, the play
    first = run.click("hand:7H").run
    assert first.chosen == ("hand:7H",) and first.expected_target() == "table:7S"
    second = first.click("table:7S").run
    done = second.click("play:7H x 7S")
    assert done.moved is not None and done.run.step_no == 1 and done.run.chosen == ()


def accepted_paths(run: LessonRun) -> list[list[str]]:
    """Every way through the lesson from ``run`` by accepted moves, as notations."""
    if run.done:
        return [[]]
    ways = []
    for move in run.accepted():
        assert move in run.state.legal_moves()
        after = run.after(move)  # the replies are legal after this move too
        ways += [[str(move), *rest] for rest in accepted_paths(after)]
    return ways


@pytest.mark.parametrize("found", ALL, ids=lambda found: found.id)
def test_every_accepted_move_leads_through_the_whole_lesson(found: Lesson) -> None:
    ways = accepted_paths(LessonRun(found))
    assert [step.move for step in found.steps] == ways[0]  # the lesson's own way is shown first
    for way in ways:
        run = LessonRun(found)
        for notation in way:
            move = run.state.parse_move(notation)
            for target in move.path:
                click = run.click(target)
                assert not click.wrong, f"{found.id}: {notation} refused at {target}"
                run = click.run
        assert run.done and run.text == found.finale


def test_punto_accepts_either_end_of_the_row() -> None:
    """Issue 24: steps 4 and 5 ask for a longer row; both ends of it do that."""
    run = LessonRun(lesson("punto"), step_no=3)
    assert run.highlights().marked == {"cell:3,0", "cell:-1,0"}
    left = run.click("cell:-1,0")
    assert left.moved is not None and str(left.moved) == "-1,0" and not left.wrong
    fifth = left.run
    assert fifth.step_no == 4 and fifth.highlights().marked == {"cell:3,0", "cell:-2,0"}
    for end in ("cell:3,0", "cell:-2,0"):
        won = fifth.click(end)
        assert won.run.done and won.run.state.is_over and won.run.state.outcome is not None
        assert won.run.state.outcome.winners == (0,)
    on_the_line_apart = fifth.click("cell:4,0")  # on the line, but not touching the reds
    assert on_the_line_apart.wrong == lesson("punto").words("win.wrong")


def test_punto_step_five_accepts_the_other_end_of_the_four_reds() -> None:
    """The newcomer's case: the lesson's own four reds (0,0 to 3,0), then -1,0 wins too."""
    run = LessonRun(lesson("punto"), step_no=4)
    assert run.highlights().marked == {"cell:4,0", "cell:-1,0"}
    assert run.click("cell:-1,0").run.done


CLICK_WORDS = re.compile(r"\b(click|clique|tap|toque|press|carregue)\b", re.IGNORECASE)


@pytest.mark.parametrize("found", ALL, ids=lambda found: found.id)
def test_a_touch_screen_is_told_to_tap(found: Lesson) -> None:
    """Issue 24: "click" is said to a mouse, "tap" to a finger, in both languages; the verb
    is never written into a step's words (it would be wrong on the other device)."""
    said = {"en": ("click", "tap"), "pt": ("clique", "toque")}
    for code in LANGUAGES:
        with speaking(code):
            for step in found.steps:
                for key in (step.text, step.wrong):
                    raw = re.sub(r"\{\w+\}", "", found.say(key))  # the placeholders aside
                    assert not CLICK_WORDS.search(raw), f"{found.id} {key} ({code}): {raw}"
                    mouse, finger = found.words(key), found.words(key, touch=True)
                    verbs = [v.lower() for v in CLICK_WORDS.findall(mouse)]
                    assert set(verbs) <= {said[code][0]}
                    assert [v.lower() for v in CLICK_WORDS.findall(finger)] == [
                        said[code][1]
                    ] * len(verbs)


def test_the_lessons_tell_the_player_to_click_or_tap_somewhere() -> None:
    with speaking("pt"):
        assert "Toque no seu 7♥" in lesson("casino").words("pair", touch=True)
    assert "Tap your 7♥" in lesson("casino").words("pair", touch=True)
    assert "Click your 7♥" in LessonRun(lesson("casino")).words()


def test_punto_lesson_panel_speaks_of_one_round_and_the_finale_of_a_real_match() -> None:
    """Issue 24: the one-round lesson said "First to win 1 rounds", then "best of three"."""
    found = lesson("punto")
    state = found.positions[0]
    board = registry.get("punto").render(state.view(0), Highlights())
    assert "1 rounds" not in board and "The first to win a round" in board
    assert "first to win 2 rounds" in found.finale and "best of three" not in found.finale
    with speaking("pt"):
        board = registry.get("punto").render(state.view(0), Highlights())
        assert "1 rondas" not in board and "quem vencer uma ronda" in board


def test_cardino_gives_the_tile_values_before_it_scores_them() -> None:
    """Issue 24: the first step that scores a tile names the values first."""
    found = lesson("cardino")
    scoring = next(s for s in found.steps if "point" in found.say(s.text))
    assert "ace 5, king 4, queen 3, jack 2" in found.say(scoring.text)
    assert "ace 5" not in found.finale
