"""Forced moves and "Skip to my turn" in the page model (issue 14).

A person whose only legal move is a declaration has it made for them after a
moment (Colomino's "can't play", rulebook 004_79a9f6842e015dc3.txt rule 9: "he
calls 'can't play' indicating he has no card to follow"); a stretch of computer
moves can be played without pausing.  The browser only draws these decisions
(py/browser/ui_forced.py, ui_computer.py).
"""

from __future__ import annotations

from parlour.core import is_declaration
from parlour.games.cardino.moves import END, PASS, PLACES
from parlour.games.colomino.moves import CANT, Place
from parlour.page import actions
from parlour.page.actions import in_play
from parlour.page.model import (
    NewGame,
    Page,
    computer_streak,
    computer_to_act,
    forced,
    highlights,
    human_to_act,
    pass_to,
    round_break,
    skippable,
    targets,
)
from tests.engine.test_page_model import computer_answers, game, human_moves
from tests.support.toy_game import register_toy

register_toy()
SIDEWAYS = {"variant": "sideways"}


def colomino(*seats: str, seed: int, page: Page | None = None) -> Page:
    return actions.new_game(page or Page(), NewGame("colomino", seats, SIDEWAYS), seed)


def at_cant(page: Page | None = None) -> Page:
    """Deal 4, first legal moves: you lead Y01, the computer covers it, and you cannot follow."""
    page = computer_answers(human_moves(colomino("human", "easy", seed=4, page=page)))
    assert [str(m) for m in game(page).session.state.legal_moves()] == ["cant"]
    return page


def test_declarations_are_the_moves_that_only_speak() -> None:
    assert is_declaration(CANT) and is_declaration(PASS) and is_declaration(END)
    assert not is_declaration(Place(0, 0, 0, 0)) and not is_declaration(PLACES[0][0])


def test_your_only_move_cant_play_is_shown_then_made_for_you() -> None:
    play = game(at_cant())
    assert forced(play) == CANT
    assert human_to_act(play) is None and targets(play) == frozenset()  # nothing to click
    assert highlights(play).selected == ("cant",)  # the board shows it chosen for you
    made = actions.play_forced(play, play.number, play.ply)
    assert made.session.record.moves[-1] == "cant" and made.ply == play.ply + 1
    assert made.news is not None and made.news.kind == "move"
    assert forced(made) is None and computer_to_act(made) == 1


def test_a_forced_move_is_not_made_once_play_has_moved_on() -> None:
    play = game(at_cant())
    assert actions.play_forced(play, play.number, play.ply - 1) is play  # an older position
    assert actions.play_forced(play, play.number + 1, play.ply) is play  # another game


def test_with_the_setting_off_you_make_it_yourself() -> None:
    page = actions.set_auto_forced(at_cant(), False)
    play = game(page)
    assert forced(play) is None and human_to_act(play) == 0
    assert targets(play) == frozenset({"cant"})
    assert actions.play_forced(play, play.number, play.ply) is play
    assert actions.click(play, "cant").session.record.moves[-1] == "cant"
    # The setting is the player's: the next game keeps it.
    later = colomino("human", "easy", seed=9, page=page)
    assert not later.auto_forced and not game(later).auto_forced


def test_never_while_replaying() -> None:
    play = actions.step_replay(actions.start_replay(game(at_cant())), 10**6)
    assert play.replay_at == play.ply and forced(play) is None


def test_never_before_the_device_is_passed() -> None:
    """Hot seat: the same position as ``at_cant``, with a second person in the computer's seat."""
    moves = game(at_cant()).session.record.moves
    play = game(colomino("human", "human", seed=4))
    for notation in moves:
        play = actions.play_move(play, notation)
    assert pass_to(play) == 0 and forced(play) is None  # the board is hidden
    assert forced(actions.pass_device(play)) == CANT


def test_undo_takes_back_the_forced_move_and_the_move_before_it() -> None:
    play = game(at_cant())
    made = actions.play_forced(play, play.number, play.ply)
    answered = game(computer_answers(Page(screen="play", play=made)))
    assert human_to_act(answered) == 0
    undone = actions.undo(answered)
    assert undone.ply == 0 and forced(undone) is None and human_to_act(undone) == 0


def test_cardinos_end_of_turn_is_made_once_nothing_else_fits() -> None:
    """docs/rules/cardino.md: a turn is placements, then ``end`` (D14: at times the only move)."""
    page = actions.new_game(Page(), NewGame("cardino", ("human", "easy")), 2)
    for _ in range(200):
        play = game(page)
        if forced(play) is not None:
            break
        page = computer_answers(page) if human_to_act(play) is None else human_moves(page)
    play = game(page)
    assert forced(play) == END and [str(m) for m in play.session.state.legal_moves()] == ["end"]
    assert play.session.record.moves[-1] != "end"  # a placement came first this turn


# -- "Skip to my turn" ---------------------------------------------------------------
def toy(*seats: str) -> Page:
    return actions.new_game(Page(), NewGame("toy", seats), 1)


def test_skip_is_offered_from_a_computers_second_move_in_a_row() -> None:
    page = human_moves(toy("human", "easy", "easy"))
    assert computer_to_act(game(page)) == 1 and computer_streak(game(page)) == 0
    assert not skippable(game(page))  # one computer move is no stretch
    page = computer_answers(page)
    assert computer_streak(game(page)) == 1 and skippable(game(page))


def test_skip_lasts_until_a_person_is_to_move() -> None:
    page = computer_answers(human_moves(toy("human", "easy", "easy")))
    page = in_play(actions.skip_to_turn)(page)
    assert game(page).skipping and not skippable(game(page))  # pressed once
    page = computer_answers(page)
    assert human_to_act(game(page)) == 0 and not game(page).skipping


def test_no_skip_while_a_person_is_to_move_or_in_a_computers_only_game() -> None:
    assert not game(in_play(actions.skip_to_turn)(toy("human", "easy"))).skipping
    page = computer_answers(toy("easy", "easy"))
    assert computer_to_act(game(page)) == 1 and not skippable(game(page))


def test_skip_goes_on_past_a_sets_end() -> None:
    """Four seats of Sideways: a set is four cards (rulebook 004 rule 8), so one ends soon.
    Issue 37: play goes straight on after a set (rule 8: the completer leads the next), so
    a skip goes on past it to the player's turn; only a real break (Punto's rounds,
    Casino's hands) would stop it."""
    page = colomino("human", "easy", "easy", "easy", seed=3)
    sets_ended_skipping = 0
    for _ in range(200):
        play = game(page)
        assert round_break(play) is None  # Colomino never waits at a set's end
        if play.session.state.is_over:
            break
        if human_to_act(play) is not None:
            page = human_moves(page)
        elif forced(play) is not None:
            page = in_play(lambda p: actions.play_forced(p, p.number, p.ply))(page)
        else:
            page = in_play(actions.skip_to_turn)(page)
            skipping, sets = game(page).skipping, len(game(page).session.state.sets)  # type: ignore[attr-defined]
            page = computer_answers(page)
            after = game(page)
            ended = len(after.session.state.sets) > sets  # type: ignore[attr-defined]
            if skipping and ended and computer_to_act(after) is not None:
                assert after.skipping  # the set's end did not stop the skip
                sets_ended_skipping += 1
    assert sets_ended_skipping, "no computer ended a set with another computer to lead"


def test_undo_and_replay_end_the_skip() -> None:
    page = in_play(actions.skip_to_turn)(
        computer_answers(human_moves(toy("human", "easy", "easy")))
    )
    assert game(page).skipping
    assert not actions.undo(game(page)).skipping
    assert not actions.start_replay(game(page)).skipping
