"""The page's transitions: each event of the page as a pure function to the next model.

Every function takes the model (a ``Page`` or its ``Play``) and returns a
new one; the session inside is forked before a move, so the model a view
drew is never changed under it.  A transition that does not apply (a click
while the computer thinks, an answer nobody waits for) returns its input.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from parlour import play as clicks
from parlour import registry
from parlour.page.model import (
    NewGame,
    News,
    NewsKind,
    Page,
    Play,
    Request,
    RequestKind,
    computer_to_act,
    first_shown,
    forced,
    human_to_act,
    last_seen_by,
    may_redo,
    may_replay,
    may_undo,
    needs_pass,
    rematch_of,
    setup_of,
    skippable,
)
from parlour.link.report import SeatReport
from parlour.page import bylink
from parlour.page.bylink import LinkPlay
from parlour.page.reviewing import stopped
from parlour.page.session import Session
from parlour.page.hints import Hint
from parlour.page.stepping import replay_step


# -- screens -------------------------------------------------------------------------
def show_menu(page: Page) -> Page:
    """The menu; a review of the game in play stops asking (issue 38)."""
    play = page.play
    if play is not None and play.review is not None and play.review.running:
        play = replace(play, review=stopped(play.review))
    return replace(page, screen="menu", play=play)


def show_friend(page: Page) -> Page:
    """The screen of a game by link (py/browser/ui_link_view.py draws it)."""
    return replace(page, screen="friend")


def show_lesson(page: Page) -> Page:
    """The lesson screen (py/browser/ui_lesson.py draws the lesson itself)."""
    return replace(page, screen="lesson")


def open_setup(page: Page, choice: NewGame) -> Page:
    return replace(page, screen="setup", choice=choice)


def found_save(page: Page, session: Session | None) -> Page:
    return replace(page, saved=session)


def begin(page: Page, session: Session) -> Page:
    """Show ``session`` from its latest position; the game before it stops (its requests too)."""
    game = registry.get(session.record.game)
    number = page.play.number + 1 if page.play is not None else 1
    play = _settle(
        Play(
            game,
            session,
            first_shown(session),
            number=number,
            past_break=len(session.record.moves),
            auto_forced=page.auto_forced,
            seen=len(session.record.moves),  # a game begun is seen as it stands
            show_moves=page.show_moves,
        )
    )  # a save at a round's end goes on
    return replace(page, screen="play", play=play, saved=None)


def new_game(page: Page, choice: NewGame, seed: int) -> Page:
    """Start ``choice`` with the deal ``seed``; ParlourError names a bad option."""
    session = Session.new(
        choice.game_id, choice.seats, dict(choice.options), seed, undo_allowed=choice.undo
    )
    return begin(replace(page, choice=choice), session)


def play_again(page: Page, seed: int) -> Page:
    """The end screen's "Play again": the same setup, a new deal."""
    return page if page.play is None else new_game(page, setup_of(page.play.session), seed)


def rematch(page: Page, seed: int) -> Page:
    """The end screen's "Rematch": everyone one seat on (``model.rematch_of``), a new deal."""
    return page if page.play is None else new_game(page, rematch_of(page.play.session), seed)


def resume(page: Page) -> Page:
    """ "Continue": back to the game in play, or begin the saved one."""
    if page.play is not None and not page.play.session.state.is_over:
        return replace(page, screen="play")
    if page.saved is not None and not page.saved.state.is_over:
        return begin(page, page.saved)
    return page


def in_play(change: Callable[[Play], Play]) -> Callable[[Page], Page]:
    """A transition of the game in play as one of the page (nothing happens with no game)."""

    def on_page(page: Page) -> Page:
        if page.play is None:
            return page
        return replace(page, play=change(page.play))

    return on_page


# -- a game by link: its ``LinkPlay`` in the page, changed as the game in play is ------
def in_link(change: Callable[[LinkPlay], LinkPlay]) -> Callable[[Page], Page]:
    """A transition of the game by link on screen as one of the page (none open: nothing)."""

    def on_page(page: Page) -> Page:
        if page.link is None:
            return page
        changed = change(page.link)
        return page if changed is page.link else replace(page, link=changed)

    return on_page


def took_link(report: SeatReport, names: Sequence[str], jump: bool) -> Callable[[Page], Page]:
    """The worker answered for the game by link: its report on screen, the moves it brought
    to be shown one at a time, or all seen at once (``jump``: the pace is off, or the game
    was only drawn again)."""

    def on_page(page: Page) -> Page:
        link = bylink.took(page.link, report, names)
        return replace(page, link=bylink.skip_showing(link) if jump else link)

    return on_page


def close_link(page: Page) -> Page:
    """No game by link on screen (a name form opens for a new one)."""
    return replace(page, link=None)


# -- moves ---------------------------------------------------------------------------
def _news(play: Play, kind: NewsKind) -> News:
    return News(play.news.number + 1 if play.news else 1, kind)


def _settle(play: Play) -> Play:
    """After a change: the board turns to the person to act, unless the device must pass first."""
    seat = play.session.seat_to_move
    if seat is None or not play.session.is_human(seat) or needs_pass(play, seat):
        return play
    return replace(play, shown=seat)


def play_move(play: Play, notation: str) -> Play:
    """Play ``notation``; IllegalMove (a ParlourError) leaves ``play`` as it was.

    A move the person at the board made is seen at once; any other (the computer's) is
    shown in turn after those still being shown, unless moves are not shown or skipped.
    """
    before = play.session.state
    at_board = before.current_player is not None and before.current_player == play.shown
    seen_now = at_board and play.session.is_human(before.current_player)
    session = play.session.play(notation)
    moved = replace(play, session=session, selection=(), hint=None, waiting=None)
    moved = replace(moved, news=_news(play, "over" if session.state.is_over else "move"))
    if seen_now or play.skipping or not play.show_moves:
        moved = replace(moved, seen=moved.ply)
    # "Skip to my turn" lasts while computers move on, to a person's turn or a round's end.
    going_on = play.skipping and computer_to_act(moved) is not None
    return _settle(replace(moved, skipping=going_on))


def saw(play: Play, number: int, ply: int) -> Play:
    """The board showed the move to ``ply`` of game ``number`` long enough: on to the next.

    Nothing happens if play moved on meanwhile (undo, replay, skip, a new game).
    """
    if play.number != number or play.showing != ply:
        return play
    return replace(play, seen=ply)


def show_from(play: Play, ply: int) -> Play:
    """Show the moves after ``ply`` again, one at a time, each from the position before it.

    One way for every case: the person who takes a shared device sees what the others
    did since their last turn; a move that arrived from elsewhere is shown as it was made.
    """
    if not play.show_moves:
        return play
    return replace(play, seen=max(0, min(ply, play.ply)))


def set_show_moves(page: Page, on: bool) -> Page:
    """The page's pace: moves shown one at a time (on) or not at all (off, for tests)."""
    play = page.play
    if play is not None:
        play = replace(play, show_moves=on, seen=play.seen if on else play.ply)
    return replace(page, show_moves=on, play=play)


def play_forced(play: Play, number: int, ply: int) -> Play:
    """The declaration shown as forced at ``ply`` of game ``number`` is made for the person.

    Nothing happens if play moved on meanwhile (they undid, replayed, began again).
    """
    move = forced(play)
    if move is None or play.number != number or play.ply != ply:
        return play
    return play_move(play, str(move))


def set_auto_forced(page: Page, on: bool) -> Page:
    """The setting "make my forced moves for me", for this game and the next ones."""
    play = None if page.play is None else replace(page.play, auto_forced=on)
    return replace(page, auto_forced=on, play=play)


def skip_to_turn(play: Play) -> Play:
    """The board jumps to the latest position, and the computers play on without pausing
    until a person is to move or a round ends."""
    if not skippable(play):
        return play
    computers_on = play.thinking or computer_to_act(play) is not None
    return replace(play, skipping=computers_on, seen=play.ply)


def click(play: Play, target: str) -> Play:
    """A click on ``target``: the selection grows, steps back, restarts, is dropped (a target
    that is no use now) or completes a move (``parlour.play.choose``)."""
    if human_to_act(play) is None:
        return play
    selection, move = clicks.choose(play.session.state.legal_moves(), play.selection, target)
    if move is None:
        return replace(play, selection=selection)
    return play_move(play, str(move))


def cancel(play: Play) -> Play:
    """Escape or Cancel: drop the half-built move and the hint shown."""
    return replace(play, selection=(), hint=None)


def tap_felt(play: Play) -> Play:
    """A tap on the board away from any target: the half-built move is dropped."""
    return replace(play, selection=()) if play.selection else play


def pass_device(play: Play) -> Play:
    """The next person has the device: the board shows their view, and first what the others
    did since their last turn (their view was hidden meanwhile)."""
    seat = play.session.seat_to_move
    if seat is None or not needs_pass(play, seat):
        return play
    return show_from(replace(play, shown=seat), last_seen_by(play, seat))


def continue_round(play: Play) -> Play:
    """ "Continue" after a round's end: play goes on (parlour.page.model.round_break)."""
    return replace(play, past_break=play.ply)


# -- undo, redo ----------------------------------------------------------------------
def _after_change(play: Play, session: Session) -> Play:
    return _settle(
        replace(
            play,
            session=session,
            selection=(),
            hint=None,
            replay_at=None,
            waiting=None,
            skipping=False,
            seen=len(session.record.moves),
        )
    )


def undo(play: Play) -> Play:
    """Take back the latest human move (and the computer's replies); stops the thinking.

    A forced move taken back would only be made again, so the move before it goes too.
    """
    if not may_undo(play):
        return play
    while play.session.can_undo():
        play = _after_change(play, play.session.undo())
        if forced(play) is None:
            break
    return play


def redo(play: Play) -> Play:
    if not may_redo(play):
        return play
    return _after_change(play, play.session.redo())


# -- replay --------------------------------------------------------------------------
def start_replay(play: Play) -> Play:
    """Step through the game from its latest position; the computer stops thinking."""
    if not may_replay(play):
        return play
    return replace(play, replay_at=play.ply, waiting=None, skipping=False)


def step_replay(play: Play, delta: int) -> Play:
    if play.replay_at is None:
        return play
    return replace(play, replay_at=replay_step(play.replay_at, delta, play.ply))


def stop_replay(play: Play) -> Play:
    return replace(play, replay_at=None, seen=play.ply)


# -- the computer --------------------------------------------------------------------
def _ask(page: Page, kind: RequestKind, seat: int | None) -> Page:
    if page.play is None or seat is None:
        return page
    request = Request(page.issued + 1, kind, seat)
    return replace(page, play=replace(page.play, waiting=request), issued=request.id)


def ask_move(page: Page) -> Page:
    """Ask the computer for its move when a computer seat is to act and nothing is asked yet."""
    return _ask(page, "move", computer_to_act(page.play) if page.play else None)


def ask_hint(page: Page) -> Page:
    """Ask for a hint for the person to act (none in a game without hints: a daily deal)."""
    play = page.play
    if play is None or play.waiting is not None or not play.session.hints_allowed:
        return page
    return _ask(page, "hint", human_to_act(play))


def _awaited(page: Page, request_id: int) -> Play | None:
    """The game in play if it still waits for request ``request_id``; None drops the answer."""
    play = page.play
    if play is None or play.waiting is None or play.waiting.id != request_id:
        return None
    return play


def answer_move(page: Page, request_id: int, notation: str) -> Page:
    """The computer's move arrives: played if it is still awaited, else dropped."""
    play = _awaited(page, request_id)
    return page if play is None else replace(page, play=play_move(play, notation))


def answer_hint(page: Page, request_id: int, hint: Hint) -> Page:
    """The hint arrives: shown with its reason if it is still awaited, else dropped."""
    play = _awaited(page, request_id)
    if play is None:
        return page
    play.session.state.parse_move(hint.notation)  # IllegalMove for a move not legal here
    hinted = replace(play, hint=hint, selection=(), waiting=None, news=_news(play, "hint"))
    return replace(page, play=hinted)


def drop_request(page: Page, request_id: int) -> Page:
    """A request failed: stop waiting for it, so the page does not wait forever."""
    play = _awaited(page, request_id)
    return page if play is None else replace(page, play=replace(play, waiting=None))
