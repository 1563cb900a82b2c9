"""The page as a model: who acts, the pass screen, clicks, undo, hints, replay, computer requests.

These are the decisions the browser layer only draws (py/browser/ui_play.py,
ui_computer.py); here they run in CPython on the toy game, whose moves take
two clicks (a card, then a cell) and whose hands are hidden.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from parlour.ai.budget import SECONDS_CAP
from parlour.core import Game, View
from parlour import words
from parlour.page import actions, thinking
from parlour.page.actions import in_play
from parlour.page.model import (
    NewGame,
    Page,
    Play,
    board_view,
    bot_seed,
    choice_for_new,
    computer_to_act,
    ended,
    highlights,
    half_built,
    hint_said,
    human_to_act,
    last_seen_by,
    may_redo,
    may_replay,
    may_undo,
    mover,
    next_steps,
    pass_to,
    resumable,
    round_break,
    said,
    seating,
    shown,
    skippable,
    targets,
    undo_asks,
)
from parlour.page.session import Session
from parlour.words import speaking
from parlour.page.hints import Hint
from tests.support.toy_game import register_toy

TOY = register_toy()


def started(*seats: str, seed: int = 1, shown: bool = False) -> Page:
    """A new toy game; ``shown``: other seats' moves are shown one at a time (the page's pace)."""
    return actions.new_game(Page(show_moves=shown), NewGame("toy", seats), seed)


def game(page: Page) -> Play:
    assert page.play is not None
    return page.play


def first_path(play: Play) -> tuple[str, ...]:
    return tuple(play.session.state.legal_moves()[0].path)


def human_moves(page: Page) -> Page:
    """The person to act plays the first legal move, click by click."""
    for target in first_path(game(page)):
        page = in_play(lambda play, target=target: actions.click(play, target))(page)
    return page


def computer_answers(page: Page) -> Page:
    """The computer is asked for its move and answers with the first legal one."""
    page = actions.ask_move(page)
    request = game(page).waiting
    assert request is not None and request.kind == "move"
    notation = str(game(page).session.state.legal_moves()[0])
    return actions.answer_move(page, request.id, notation)


# -- who acts, and the pass screen --------------------------------------------------
def test_alone_at_the_table_the_board_shows_your_view_and_waits_for_you() -> None:
    play = game(started("human", "easy"))
    assert play.shown == 0 and human_to_act(play) == 0
    assert computer_to_act(play) is None and pass_to(play) is None
    assert targets(play) == {path[0] for path in (m.path for m in play.session.state.legal_moves())}


def test_a_computer_seat_to_act_is_asked_and_nobody_may_click() -> None:
    play = game(started("easy", "human"))
    assert computer_to_act(play) == 0 and human_to_act(play) is None
    assert targets(play) == frozenset()
    asked = game(actions.ask_move(started("easy", "human")))
    assert asked.thinking and computer_to_act(asked) is None  # asked once, not twice


def test_hot_seat_with_hidden_hands_hides_the_board_until_the_device_is_passed() -> None:
    page = started("human", "human")
    assert pass_to(game(page)) == 0 and human_to_act(game(page)) is None
    page = in_play(actions.pass_device)(page)
    assert game(page).shown == 0 and pass_to(game(page)) is None and human_to_act(game(page)) == 0
    page = human_moves(page)
    assert game(page).shown == 0  # the board stays on the mover's view behind the pass screen
    assert pass_to(game(page)) == 1 and human_to_act(game(page)) is None


def test_the_pass_screen_holds_undo_redo_and_replay_until_the_device_is_passed() -> None:
    """Issue 37: "The hot-seat pass screen leaves Undo and Replay enabled": each would show
    the board, a hand, to whoever holds the device before the next person has it."""
    page = human_moves(in_play(actions.pass_device)(started("human", "human")))
    page = human_moves(in_play(actions.pass_device)(page))
    page = in_play(actions.undo)(in_play(actions.pass_device)(page))
    behind = game(page)  # the device to pass again, one move to redo
    assert pass_to(behind) is not None and behind.session.can_undo()
    assert behind.session.can_redo() and behind.session.record.moves
    assert not may_undo(behind) and not may_redo(behind) and not may_replay(behind)
    assert actions.undo(behind) is behind and actions.redo(behind) is behind
    assert actions.start_replay(behind) is behind
    passed = actions.pass_device(behind)
    assert may_undo(passed) and may_redo(passed) and may_replay(passed)


def test_hot_seat_without_private_views_needs_no_pass() -> None:
    page = started("human", "human")
    open_game = replace(TOY, spec=replace(TOY.spec, private_views=False))
    page = replace(page, play=replace(game(page), game=open_game, shown=0))  # as begin settles it
    page = human_moves(page)
    assert pass_to(game(page)) is None and game(page).shown == 1 and human_to_act(game(page)) == 1


def test_punto_at_one_device_passes_nothing() -> None:
    """Issue 24: Punto's decks are hidden from every seat alike and its next cards are shown
    to all, so people sharing a device never see a pass screen (a card game still does)."""
    page = actions.new_game(Page(), NewGame("punto", ("human", "human", "human")), 3)
    for _ in range(4):
        play = game(page)
        assert pass_to(play) is None and human_to_act(play) == play.session.seat_to_move
        page = human_moves(page)
    cards = actions.new_game(Page(), NewGame("casino", ("human", "human")), 3)
    assert pass_to(game(cards)) == 0


def test_the_bots_seed_depends_on_the_deal_and_the_ply_only() -> None:
    one, same = game(started("human", "easy", seed=7)), game(started("human", "easy", seed=7))
    other_deal = game(started("human", "easy", seed=8))
    assert bot_seed(one.session.record) == bot_seed(same.session.record)
    assert bot_seed(one.session.record) != bot_seed(other_deal.session.record)
    later = game(human_moves(started("human", "easy", seed=7)))
    assert bot_seed(later.session.record) != bot_seed(one.session.record)
    assert 0 <= bot_seed(later.session.record) < 2**31


# -- clicks --------------------------------------------------------------------------
def test_clicks_build_the_move_and_the_last_one_plays_it() -> None:
    page = started("human", "easy")
    card, cell = first_path(game(page))
    half = in_play(lambda play: actions.click(play, card))(page)
    assert game(half).selection == (card,) and game(half).ply == 0
    assert cell in targets(game(half))
    done = in_play(lambda play: actions.click(play, cell))(half)
    play = game(done)
    assert play.ply == 1 and play.selection == () and len(play.log) == 1
    assert play.log[0].notation == play.session.record.moves[0]
    assert play.news is not None and play.news.kind == "move"
    assert highlights(play).marked == {card, cell}  # the last move is marked
    assert game(half).ply == 0 and len(game(half).session.states) == 1  # the model drawn stays


def test_a_click_while_the_computer_thinks_changes_nothing() -> None:
    page = actions.ask_move(human_moves(started("human", "easy")))
    play = game(page)
    target = next(iter(targets(replace(play, waiting=None, shown=1))), "a1")
    assert actions.click(play, target) is play


def test_escape_drops_the_half_built_move() -> None:
    page = started("human", "easy")
    card = first_path(game(page))[0]
    half = game(in_play(lambda play: actions.click(play, card))(page))
    assert actions.cancel(half).selection == ()


def test_a_half_built_move_can_be_changed_or_dropped_by_touch() -> None:
    """Issue 24: tap the chosen card again, another card, or the felt; Cancel shows meanwhile."""
    play = game(started("human", "easy"))
    first = sorted(next_steps(play))
    assert not half_built(play)
    half = actions.click(play, first[0])
    assert half_built(half) and half.selection == (first[0],)
    assert {first[0], first[1]} <= targets(half)  # the chosen card and the others stay live
    assert next_steps(half) == targets(half) - set(first)  # the places it may go
    assert actions.click(half, first[0]).selection == ()  # tapped again: put back
    assert actions.click(half, first[1]).selection == (first[1],)  # another: switched
    assert actions.tap_felt(half).selection == () and not half_built(actions.tap_felt(half))
    assert actions.tap_felt(play) is play  # nothing chosen: a tap on the felt does nothing


# -- undo and redo -------------------------------------------------------------------
def test_undo_takes_back_your_move_and_the_reply_and_redo_puts_them_back() -> None:
    page = computer_answers(human_moves(started("human", "easy")))
    assert game(page).ply == 2 and len(game(page).log) == 2
    undone = in_play(actions.undo)(page)
    assert game(undone).ply == 0 and game(undone).log == () and game(undone).session.undo_used
    assert human_to_act(game(undone)) == 0
    assert game(page).ply == 2  # the model before the undo is untouched
    redone = in_play(actions.redo)(undone)
    assert game(redone).session.record.moves == game(page).session.record.moves
    assert [e.notation for e in game(redone).log] == list(game(page).session.record.moves)


def test_undo_while_the_computer_thinks_drops_its_answer() -> None:
    page = computer_answers(human_moves(started("human", "easy")))
    page = actions.ask_move(human_moves(page))
    request = game(page).waiting
    assert request is not None
    undone = in_play(actions.undo)(page)
    assert game(undone).waiting is None
    late = actions.answer_move(undone, request.id, str(game(page).session.state.legal_moves()[0]))
    assert late is undone


def test_hot_seat_undo_asks_the_person_whose_move_it_takes_back() -> None:
    # Issue 24: "In hot-seat, player 2 can undo player 1's move without asking."
    page = human_moves(in_play(actions.pass_device)(started("human", "human")))
    assert game(page).session.seat_to_move == 1
    assert undo_asks(game(page)) == 0  # player 2 asks for player 1's move
    page = human_moves(in_play(actions.pass_device)(page))
    assert undo_asks(game(page)) == 1


def test_undo_against_the_computer_asks_nobody() -> None:
    page = computer_answers(human_moves(started("human", "easy")))
    assert undo_asks(game(page)) is None
    assert undo_asks(game(started("human", "human"))) is None  # nothing to take back


# -- hints ---------------------------------------------------------------------------
def test_a_hint_is_asked_for_the_person_to_act_and_shown_when_it_arrives() -> None:
    page = started("human", "easy")
    asked = actions.ask_hint(page)
    request = game(asked).waiting
    assert request is not None and request.kind == "hint" and request.seat == 0
    assert game(asked).hint_pending and not game(asked).thinking
    assert human_to_act(game(asked)) == 0  # a hint does not stop the player
    move = game(page).session.state.legal_moves()[0]
    hinted = game(actions.answer_hint(asked, request.id, Hint(str(move), move.path, 0.5)))
    assert hinted.hint is not None and hinted.hint.notation == str(move)
    reason = hint_said(hinted)
    assert reason is not None and reason.percent == 50
    assert hinted.waiting is None and hinted.news is not None and hinted.news.kind == "hint"
    assert highlights(hinted).marked == frozenset(move.path)
    assert shown(hinted).hinted == tuple(move.path)  # marked on the board too
    assert shown(replace(hinted, replay_at=0)).hinted == ()  # not over a position replayed


def test_a_language_switch_tells_the_hint_again_in_the_new_language() -> None:
    """Issue 37: the hint's reason in both languages, as the move log is; issue 36: the
    model keeps the hint and the moves as facts, put into words when drawn."""
    page = actions.new_game(Page(), NewGame("casino", ("human", "easy")), 3)
    asked = actions.ask_hint(page)
    request = game(asked).waiting
    assert request is not None
    move = game(page).session.state.legal_moves()[0]
    hinted = game(actions.answer_hint(asked, request.id, Hint(str(move), move.path, 0.5)))
    english = hint_said(hinted)
    with speaking("pt"):
        told = hint_said(hinted)
        expected = game(page).game.describe_move(game(page).session.state.view(0), move)
    assert told is not None and english is not None and told.described != english.described
    assert told.described == expected


def test_the_log_is_kept_as_facts_and_said_in_the_language_and_names_of_when_drawn() -> None:
    """Issue 36: log entries are stored as facts (seat, move) and put into words when
    drawn, in the current language, with the seat names the model gives."""
    page = actions.new_game(Page(), NewGame("casino", ("human", "easy")), 3)
    for _ in range(2):
        notation = str(game(page).session.state.legal_moves()[0])
        page = in_play(lambda play, n=notation: actions.play_move(play, n))(page)
    play = game(page)
    assert [(e.number, e.seat, e.notation) for e in play.log] == [
        (1, 0, play.session.record.moves[0]),
        (2, 1, play.session.record.moves[1]),
    ]
    with words.seated(*seating(page)):
        english = said(play, 1).text
        with speaking("pt"):
            portuguese = said(play, 1).text
    assert english.startswith("You ") and english != portuguese
    with words.seated(None):
        assert said(play, 1).text.startswith("Player 1 ")
    assert seating(page) == (play.session.seats, play.session.names)
    assert seating(Page()) == (None, ())


def test_a_hint_that_arrives_after_the_move_is_dropped() -> None:
    asked = actions.ask_hint(started("human", "easy"))
    request = game(asked).waiting
    assert request is not None
    moved = human_moves(asked)
    move = game(moved).session.states[0].legal_moves()[0]
    assert actions.answer_hint(moved, request.id, Hint(str(move), move.path, 0.5)) is moved


def test_no_hint_is_asked_while_the_computer_is_to_act() -> None:
    page = started("easy", "human")
    assert actions.ask_hint(page) is page


# -- replay --------------------------------------------------------------------------
def test_replay_steps_within_the_game_and_stops_the_computer() -> None:
    page = actions.ask_move(human_moves(computer_answers(human_moves(started("human", "easy")))))
    play = game(page)
    assert play.ply == 3 and play.thinking
    replay = actions.start_replay(play)
    assert replay.replay_at == 3 and replay.waiting is None and computer_to_act(replay) is None
    assert actions.step_replay(replay, -1).shown_ply == 2
    assert actions.step_replay(replay, -(10**6)).shown_ply == 0
    assert actions.step_replay(replay, 10**6).shown_ply == 3
    assert actions.step_replay(replay, -1).shown_state == play.session.states[2]
    assert targets(replay) == frozenset() and pass_to(replay) is None
    resumed = actions.stop_replay(replay)
    assert resumed.replay_at is None and computer_to_act(resumed) == 1  # asked again


def test_a_game_without_moves_has_nothing_to_replay() -> None:
    play = game(started("human", "easy"))
    assert actions.start_replay(play) is play


# -- computer requests ---------------------------------------------------------------
def test_each_request_has_a_new_id_and_only_the_awaited_answer_plays() -> None:
    page = actions.ask_move(human_moves(started("human", "easy")))
    first = game(page).waiting
    assert first is not None and first.id == 1 and page.issued == 1
    notation = str(game(page).session.state.legal_moves()[0])
    assert actions.answer_move(page, first.id + 1, notation) is page  # nobody asked that
    answered = actions.answer_move(page, first.id, notation)
    assert game(answered).ply == 2 and game(answered).waiting is None
    assert actions.answer_move(answered, first.id, notation) is answered  # answered once
    again = actions.ask_hint(answered)
    assert game(again).waiting is not None and game(again).waiting.id == 2  # type: ignore[union-attr]


def test_a_new_game_drops_the_answer_the_old_one_waited_for() -> None:
    page = actions.ask_move(started("easy", "human"))
    request = game(page).waiting
    assert request is not None
    notation = str(game(page).session.state.legal_moves()[0])
    fresh = actions.new_game(page, NewGame("toy", ("easy", "human")), seed=2)
    assert game(fresh).number == game(page).number + 1
    assert actions.answer_move(fresh, request.id, notation) is fresh
    assert game(actions.ask_move(fresh)).waiting.id == request.id + 1  # type: ignore[union-attr]


def test_a_failed_hint_stops_the_wait() -> None:
    asked = actions.ask_hint(started("human", "easy"))
    request = game(asked).waiting
    assert request is not None
    assert game(actions.drop_request(asked, request.id)).waiting is None


# -- screens -------------------------------------------------------------------------
def test_the_play_screen_always_has_a_game_and_the_setup_screen_a_choice() -> None:
    with pytest.raises(ValueError, match="game in play"):
        Page(screen="play")
    with pytest.raises(ValueError, match="choice"):
        Page(screen="setup")


def test_the_menu_keeps_the_game_and_continue_returns_to_it() -> None:
    page = actions.show_menu(human_moves(started("human", "easy")))
    assert page.screen == "menu" and resumable(page) is game(page).session
    back = actions.resume(page)
    assert back.screen == "play" and back.play is page.play


def test_continue_begins_a_saved_game() -> None:
    saved = Session.new("toy", ("human", "easy"), None, seed=3)
    page = actions.found_save(Page(), saved)
    assert resumable(page) is saved
    resumed = actions.resume(page)
    assert resumed.screen == "play" and game(resumed).session is saved and resumed.saved is None


def test_new_game_proposes_the_setup_of_the_game_in_play() -> None:
    default = NewGame("toy", ("human", "easy"))
    assert choice_for_new(Page(), default) is default
    page = actions.new_game(Page(), NewGame("toy", ("human", "hard", "easy"), {"size": 4}), seed=1)
    proposed = choice_for_new(page, default)
    assert proposed.seats == ("human", "hard", "easy") and proposed.options["size"] == 4


# -- moves shown one at a time (issue 24) -------------------------------------------
def saw(page: Page, ply: int) -> Page:
    """The browser has shown the move to ``ply`` long enough."""
    return in_play(lambda play: actions.saw(play, play.number, ply))(page)


def test_the_computers_move_is_shown_before_the_person_may_act() -> None:
    page = computer_answers(human_moves(started("human", "easy", shown=True)))
    play = game(page)
    assert play.seen == 1 and play.showing == 2 and play.shown_ply == 2
    assert mover(play, 2) == 1  # the computer's move, from the position before it
    assert human_to_act(play) is None and targets(play) == frozenset()
    assert actions.click(play, first_path(play)[0]) is play  # nobody clicks a move being shown
    assert highlights(play).marked == frozenset(play.session.states[1].legal_moves()[0].path)
    done = game(saw(page, 2))
    assert done.showing is None and done.shown_ply == 2 and human_to_act(done) == 0


def test_the_board_shown_is_one_value_as_a_game_by_links_is() -> None:
    """``model.shown``, the ``Shown`` a game by link's board is given too (``bylink.board``):
    while the computer's move is shown, the board before it, who made it and its ply, and
    nothing clickable; once seen, the board where the game is, the person's targets live."""
    page = computer_answers(human_moves(started("human", "easy", shown=True)))
    play = game(page)
    showing = shown(play)
    assert (showing.before, showing.view) == (board_view(play, 1), board_view(play, 2))
    assert (showing.mover, showing.ply, showing.marks.targets) == (1, 2, frozenset())
    seen = game(saw(page, 2))
    focus = first_path(seen)[0]
    still = shown(seen, focus)
    assert (still.before, still.mover, still.ply) == (None, None, None)
    assert still.view == board_view(seen) and still.marks == highlights(seen, focus)
    assert still.marks.focus == focus and still.hinted == ()


def test_your_own_move_is_seen_at_once() -> None:
    play = game(human_moves(started("human", "easy", shown=True)))
    assert play.seen == play.ply == 1 and play.showing is None


def test_moves_in_a_row_are_shown_in_turn_while_the_next_computer_thinks_ahead() -> None:
    page = human_moves(started("human", "easy", "easy", shown=True))
    page = computer_answers(page)  # the first computer's move: shown now
    assert game(page).showing == 2
    assert actions.ask_move(page) != page  # the next computer thinks meanwhile
    page = computer_answers(page)
    play = game(page)
    assert play.ply == 3 and play.showing == 2  # still the first, the second waits its turn
    assert game(saw(page, 3)) is game(page)  # a step out of turn changes nothing
    page = saw(page, 2)
    assert game(page).showing == 3 and human_to_act(game(page)) is None
    page = saw(page, 3)
    assert game(page).showing is None and human_to_act(game(page)) == 0
    assert actions.saw(game(page), game(page).number + 1, 3) is game(page)  # another game's


def test_skip_to_my_turn_jumps_over_the_moves_left_to_show() -> None:
    page = computer_answers(
        computer_answers(human_moves(started("human", "easy", "easy", shown=True)))
    )
    assert game(page).showing == 2 and skippable(game(page))  # two moves still to show
    skipped = game(in_play(actions.skip_to_turn)(page))
    assert skipped.showing is None and skipped.shown_ply == 3 and human_to_act(skipped) == 0
    assert not skipped.skipping  # nobody is left to skip: your next move is not skipped over


def test_undo_and_replay_end_the_showing() -> None:
    page = computer_answers(human_moves(started("human", "easy", shown=True)))
    assert game(page).showing == 2
    undone = game(in_play(actions.undo)(page))
    assert undone.ply == 0 and undone.showing is None
    replay = actions.start_replay(game(page))
    assert replay.showing is None and replay.shown_ply == 2
    assert actions.stop_replay(replay).showing is None


def test_with_the_pace_off_nothing_is_shown() -> None:
    page = computer_answers(human_moves(started("human", "easy")))
    assert game(page).showing is None and human_to_act(game(page)) == 0
    on = actions.set_show_moves(page, True)
    assert on.show_moves and game(on).show_moves and game(on).showing is None
    page = computer_answers(human_moves(on))
    assert game(page).showing == 4
    off = actions.set_show_moves(page, False)
    assert game(off).showing is None and human_to_act(game(off)) == 0


def test_hot_seat_the_next_person_sees_what_the_others_did_since_their_last_turn() -> None:
    """Issue 24: "the person who takes the device should see what the others did since their
    last turn (after the pass screen), since their view was hidden meanwhile"."""
    page = human_moves(in_play(actions.pass_device)(started("human", "human", "easy", shown=True)))
    assert pass_to(game(page)) == 1 and last_seen_by(game(page), 1) == 0  # not moved yet
    page = in_play(actions.pass_device)(page)
    assert game(page).shown == 1 and game(page).showing == 1  # player 1's move, on 2's view
    assert human_to_act(game(page)) is None
    page = human_moves(saw(page, 1))
    page = computer_answers(page)  # the computer's move, shown on player 2's side
    assert game(page).shown == 1 and game(page).showing == 3 and pass_to(game(page)) is None
    page = saw(page, 3)
    assert pass_to(game(page)) == 0 and last_seen_by(game(page), 0) == 1
    page = in_play(actions.pass_device)(page)
    assert game(page).shown == 0 and game(page).showing == 2  # player 2's move, then the computer's
    page = saw(saw(page, 2), 3)
    assert human_to_act(game(page)) == 0


def test_show_from_shows_any_stretch_of_moves_again() -> None:
    """The general mechanism: a move that arrived from elsewhere is shown as it was made."""
    page = computer_answers(human_moves(started("human", "easy")))
    play = replace(game(page), show_moves=True)
    again = actions.show_from(play, 0)
    assert again.showing == 1 and again.shown_ply == 1
    assert actions.show_from(play, 99).showing is None  # never past the game
    assert actions.show_from(replace(play, show_moves=False), 0).showing is None


def _punto_before_a_round_end(seed: int = 1) -> tuple[Page, str]:
    """A two-player Punto, the computer to move, with a move that ends the round."""
    page = actions.new_game(
        Page(show_moves=True), NewGame("punto", ("easy", "human"), {"rounds_to_win": 2}), seed
    )
    rng = random.Random(seed)
    while True:
        play = game(page)
        state = play.session.state
        for move in state.legal_moves():
            after = state.apply(move)
            if state.current_player == 0 and len(after.rounds) > len(state.rounds):  # type: ignore[attr-defined]
                return page, str(move)
        moved = actions.play_move(play, str(rng.choice(state.legal_moves())))
        # Everything seen and every round continued past, on to the round's end wanted.
        page = replace(page, play=replace(moved, seen=moved.ply, past_break=moved.ply))


def test_a_round_ending_move_is_shown_on_the_finished_table_before_the_round_break() -> None:
    page, move = _punto_before_a_round_end()
    page = actions.ask_move(page)
    request = game(page).waiting
    assert request is not None
    page = actions.answer_move(page, request.id, move)
    play = game(page)
    assert play.showing == play.ply and round_break(play) is None  # the move first
    assert computer_to_act(play) is None  # and nobody plays on past the round's end
    shown = board_view(play)
    assert shown.turn is None and shown.placements[-1][1] != 0  # type: ignore[attr-defined]
    assert len(shown.rounds) == len(play.session.state.rounds)  # type: ignore[attr-defined]
    done = game(saw(page, play.ply))
    assert round_break(done) is not None and board_view(done) == shown
    after = actions.continue_round(done)
    assert board_view(after) == after.session.state.view(1)  # the next round's deal


def _before_the_computers_last_move() -> tuple[Page, str]:
    """A toy game, every move seen, where the computer is to make the move that ends it."""
    for seed in range(1, 40):
        page = started("human", "easy", seed=seed, shown=True)
        while not game(page).session.state.is_over:
            play = game(page)
            if play.session.is_human(play.session.seat_to_move):
                page = human_moves(page)
                continue
            state = play.session.state
            last = [str(m) for m in state.legal_moves() if state.apply(m).is_over]
            if last:
                return page, last[0]
            page = saw(computer_answers(page), play.ply + 1)
    raise AssertionError("the computer never ends a toy game")


def test_the_end_screen_waits_until_the_move_that_ended_the_game_is_shown() -> None:
    page, last = _before_the_computers_last_move()
    page = actions.ask_move(page)
    request = game(page).waiting
    assert request is not None
    play = game(actions.answer_move(page, request.id, last))
    assert play.session.state.is_over and play.showing == play.ply
    assert not ended(play)  # the last move first, then the end screen
    assert ended(actions.saw(play, play.number, play.ply))


# -- the computer's thinking on the site ---------------------------------------------
def test_the_site_caps_every_search_at_the_same_seconds(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[float | None] = []
    real = thinking.make_bot

    def spy(level: str, seed: int, **budget: float | int | None) -> object:
        asked.append(budget.get("seconds"))  # type: ignore[arg-type]
        return real(level, seed, **budget)  # type: ignore[arg-type]

    real_hint = thinking.hint_for

    def hint_spy(
        game: Game,
        view: View,
        seed: int,
        iterations: int | None = None,
        seconds: float | None = None,
    ) -> Hint:
        asked.append(seconds)
        return real_hint(game, view, seed, iterations, seconds)

    monkeypatch.setattr(thinking, "make_bot", spy)
    monkeypatch.setattr(thinking, "hint_for", hint_spy)
    play = game(started("human", "hard"))
    view = play.session.state.view(0)
    legal = {str(m) for m in play.session.state.legal_moves()}
    assert thinking.computer_move(play.game, view, "hard", seed=1) in legal
    assert thinking.computer_hint(play.game, view, seed=1).notation in legal
    assert asked == [SECONDS_CAP, SECONDS_CAP]


def test_a_cards_play_is_you_against_the_computer_at_the_level_last_used() -> None:
    """Issue 24: "Play" starts at once, the smallest table, the level remembered (else easy)."""
    from parlour import registry
    from parlour.page.model import quick_game

    punto = registry.get("punto")
    assert quick_game(punto, None) == NewGame("punto", ("human", "easy"), {})
    assert quick_game(punto, "hard").seats == ("human", "hard")
    assert quick_game(punto, "nonsense").seats == ("human", "easy")  # a stored value gone bad
    after_lesson = quick_game(registry.get("colomino"), "medium", 2, {"variant": "domino"})
    assert after_lesson == NewGame("colomino", ("human", "medium"), {"variant": "domino"})
