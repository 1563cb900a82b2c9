"""What the page shows, as one frozen value, and the questions the views ask of it.

A ``Page`` is the screen, the game in play (a ``Play``: session, selection,
hint, replay cursor and the computer request it waits for), the setup form's
choice and the saved game.  Views draw it; ``parlour.page.actions`` makes the
next one.  Nothing here returns interface text but ``said`` and ``hint_said``, which put the log's
facts and the hint into words when a view draws them, in the language and the seat names
of then (``seating``: the table's, which the views name the seats by).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal

from parlour import play as clicks
from parlour.breaks import finished_view, pause, round_end
from parlour.core import Game, GameState, Highlights, Move, View, is_declaration
from parlour.page.reviewing import ReviewState
from parlour.record import Record
from parlour.page.session import Session
from parlour.page.hints import Hint, HintReason, hint_reason
from parlour.page.log import LogEntry, Logged, log_entry
from parlour.page.bylink import LinkPlay
from parlour.page.shown import Shown

if TYPE_CHECKING:  # the review's search stays out of the page's start (it lives in the worker)
    from parlour.learn.review import Decision

Screen = Literal["menu", "setup", "play", "lesson", "friend"]
RequestKind = Literal["move", "hint"]
NewsKind = Literal["move", "over", "hint"]


@dataclass(frozen=True)
class NewGame:
    """A game as the setup form shows it, or as one starts: the seats in play only."""

    game_id: str
    seats: tuple[str, ...]
    options: Mapping[str, Any] = field(default_factory=dict)
    undo: bool = True


@dataclass(frozen=True)
class Request:
    """A question put to the computer: a bot's move or a hint, for one seat."""

    id: int
    kind: RequestKind
    seat: int


@dataclass(frozen=True)
class News:
    """The latest thing to tell screen readers; ``number`` tells repeats apart."""

    number: int
    kind: NewsKind


@dataclass(frozen=True)
class Play:
    """The game in play, as the play screen shows it."""

    game: Game
    session: Session
    shown: int | None
    """The seat whose view the board shows (None: nobody's yet, in a hot-seat game)."""
    selection: tuple[str, ...] = ()
    hint: Hint | None = None
    replay_at: int | None = None
    waiting: Request | None = None
    news: News | None = None
    number: int = 1
    """Which game this is since the page opened: tells a new game from the one before."""
    past_break: int = 0
    """The ply whose round's end the player has continued past (parlour.breaks)."""
    auto_forced: bool = True
    """A person's only move, when it is a declaration, is made for them (``forced``)."""
    skipping: bool = False
    """"Skip to my turn": the computers play on without pausing between moves."""
    seen: int = 0
    """The ply the people at the table have seen the board reach.  The moves after it are
    shown one at a time (``showing``), each from the position before it, until ``seen``
    catches up with the game."""
    show_moves: bool = False
    """Moves nobody watched being made (the computer's, the others' at a shared device) are
    shown one at a time; off, the board jumps to the latest position (the page's pace)."""
    review: ReviewState | None = None
    """The review of this finished game, as far as it went (issue 38; ``review_actions``)."""
    back: Play | None = None
    """A try of a better move: the finished game (with its review) it was tried from.
    A try is not counted in the record and not autosaved; "Back to the review" returns."""
    tried: int | None = None
    """The ply a try began at (the review's decision), or None for a game played."""

    @property
    def ply(self) -> int:
        return len(self.session.record.moves)

    @property
    def log(self) -> tuple[Logged, ...]:
        """The moves so far as facts (who, which); the views put them into words."""
        states = self.session.states
        moves = self.session.record.moves
        return tuple(Logged(i + 1, states[i].current_player, n) for i, n in enumerate(moves))

    @property
    def showing(self) -> int | None:
        """The ply whose move the board is showing now (from the position before it), or None."""
        if self.replay_at is not None or self.seen >= self.ply:
            return None
        return self.seen + 1

    @property
    def thinking(self) -> bool:
        """A computer player is choosing its move."""
        return self.waiting is not None and self.waiting.kind == "move"

    @property
    def hint_pending(self) -> bool:
        return self.waiting is not None and self.waiting.kind == "hint"

    @property
    def shown_ply(self) -> int:
        """The ply the board shows: the replay cursor, the move being shown, else the latest."""
        if self.replay_at is not None:
            return self.replay_at
        showing = self.showing
        return self.ply if showing is None else showing

    @property
    def shown_state(self) -> GameState:
        return self.session.states[self.shown_ply]


@dataclass(frozen=True)
class Page:
    """Everything the page shows.  The play screen always has a game, the setup screen a choice."""

    screen: Screen = "menu"
    play: Play | None = None
    choice: NewGame | None = None
    saved: Session | None = None
    """A saved game found at start-up, offered with "Continue" until another begins."""
    issued: int = 0
    """How many computer requests were issued: the next one's id is ``issued + 1``."""
    auto_forced: bool = True
    """The player's setting for the games they begin: forced declarations are made for them."""
    show_moves: bool = False
    """The page's setting for the games it begins: ``Play.show_moves``."""
    link: LinkPlay | None = None
    """The game by link on the friend screen (``parlour.page.bylink``), if one is open."""

    def __post_init__(self) -> None:
        if self.screen == "play" and self.play is None:
            raise ValueError("the play screen needs a game in play")
        if self.screen == "setup" and self.choice is None:
            raise ValueError("the setup screen needs a choice")


# -- who acts -------------------------------------------------------------------
def humans(session: Session) -> list[int]:
    """The seats people play, in seat order."""
    return [seat for seat, kind in enumerate(session.seats) if kind == "human"]


def first_shown(session: Session) -> int | None:
    """With one person at the table the board shows their view from the start."""
    people = humans(session)
    return people[0] if len(people) == 1 else None


def needs_pass(play: Play, seat: int) -> bool:
    """Hot seat: hide the board while a different person takes the device, in a game where
    a seat sees what the others may not (not in Punto, whose views hide nothing private)."""
    return play.game.spec.private_views and len(humans(play.session)) > 1 and play.shown != seat


def undo_asks(play: Play) -> int | None:
    """Hot seat: the person whose move undo would take back, when someone else asks.

    Against the computer undo only takes back your own move (and the replies); between
    people at one device it takes back another person's move, so they are asked first.
    """
    session = play.session
    seat = session.undo_seat()
    if seat is None or len(humans(session)) < 2 or seat == session.seat_to_move:
        return None
    return seat


def _round_ended(play: Play) -> str | None:
    """The summary when the game's last move ended a round the page waits at (Punto's
    rounds, Casino's hands: ``breaks.pause``; never Colomino's sets), not yet continued past."""
    ply = play.ply
    if ply == 0 or play.past_break == ply or play.replay_at is not None:
        return None
    before, after = play.session.states[ply - 1], play.session.states[ply]
    if pause(play.game, before, after) is None:
        return None
    return round_end(play.game, before, after)


def round_break(play: Play) -> str | None:
    """The summary the board waits on when the last move ended a round or hand (once that
    move has been shown)."""
    return None if play.showing is not None else _round_ended(play)


def round_winner(play: Play) -> str | None:
    """Who won the round the board waits on, as the countdown says it (``Game.round_pause``)."""
    if round_break(play) is None:
        return None
    states = play.session.states
    return pause(play.game, states[play.ply - 1], states[play.ply])


def pass_to(play: Play) -> int | None:
    """The person the device must be passed to before the board shows, if any."""
    seat = play.session.seat_to_move
    if seat is None or not play.session.is_human(seat) or play.replay_at is not None:
        return None
    if play.showing is not None or round_break(play) is not None:
        return None  # the moves made are shown, and how the round ended, first
    return seat if needs_pass(play, seat) else None


def may_undo(play: Play) -> bool:
    """Undo is offered: not in replay, nor behind the pass screen (it would show the board
    to whoever holds the device, before the next person has it)."""
    return play.replay_at is None and pass_to(play) is None and play.session.can_undo()


def may_redo(play: Play) -> bool:
    return play.replay_at is None and pass_to(play) is None and play.session.can_redo()


def may_replay(play: Play) -> bool:
    """Replay is offered: a move to see again, and no pass screen hiding the board (replay
    shows the hand of the seat last shown)."""
    return play.replay_at is None and pass_to(play) is None and bool(play.session.record.moves)


def _person_at_board(play: Play) -> int | None:
    """The person to move with their view on the board, nothing else going on."""
    seat = play.session.seat_to_move
    if play.thinking or play.replay_at is not None or seat is None or play.showing is not None:
        return None
    if not play.session.is_human(seat) or play.shown != seat or round_break(play) is not None:
        return None
    return seat


def forced(play: Play) -> Move | None:
    """The declaration the person to act is about to have made for them, or None.

    Only when the setting is on and their one legal move only speaks ("can't play",
    a pass that is the only move: ``core.is_declaration``); never while replaying,
    at a round's end or before the device is passed.  The board shows it a moment first.
    """
    if not play.auto_forced or _person_at_board(play) is None:
        return None
    moves = play.session.state.legal_moves()
    return moves[0] if len(moves) == 1 and is_declaration(moves[0]) else None


def only_move(game: Game, view: View) -> str | None:
    """The notation of a computer seat's move when it has just one, else None.

    Every bot plays that move without searching (``ai.base.Bot.choose``), so the page
    answers it at once: no search to import, no worker to wait for (issue 15).  It is
    found from the seat's view, as the bot finds it: the mover's legal moves depend on
    its view alone (``tools/bench/soak.py`` checks it), so any determinization will do.
    """
    sample = game.determinize_view(view, random.Random(0))
    if sample.current_player is None:
        return None
    moves = sample.legal_moves()
    return str(moves[0]) if len(moves) == 1 else None


def human_to_act(play: Play) -> int | None:
    """The seat whose targets are live now, or None (a forced move is made for them)."""
    seat = _person_at_board(play)
    return None if seat is None or forced(play) is not None else seat


def computer_to_act(play: Play) -> int | None:
    """The computer seat that should be asked for a move now, or None."""
    seat = play.session.seat_to_move
    if play.waiting is not None or play.replay_at is not None or seat is None:
        return None
    if _round_ended(play) is not None:
        return None  # the board shows how the round ended until the player continues
    # While earlier moves are still shown it thinks ahead: the moves are shown in turn anyway.
    return None if play.session.is_human(seat) else seat


def computer_streak(play: Play) -> int:
    """How many moves in a row computers have made up to now."""
    session, count = play.session, 0
    for state in reversed(session.states[:-1]):
        if session.is_human(state.current_player):
            break
        count += 1
    return count


def skippable(play: Play) -> bool:
    """Whether "Skip to my turn" is offered: computers have begun a stretch of moves.

    Shown from a computer's second move in a row on (three computers after a
    person, or a person who is out while the others play on), and while two or more
    moves are still to be shown.
    """
    if play.skipping or play.replay_at is not None or round_break(play) is not None:
        return False
    session, seat = play.session, play.session.seat_to_move
    if not humans(session):
        return False
    if play.showing is not None and play.ply - play.seen >= 2:
        return True
    if seat is None or session.is_human(seat):
        return False
    return computer_streak(play) >= 1


def bot_seed(record: Record) -> int:
    """The seed of the computer's search at this ply: replays of a game think alike."""
    return (record.seed * 1_000_003 + len(record.moves)) % 2**31


# -- the moves shown ---------------------------------------------------------------
def mover(play: Play, ply: int) -> int | None:
    """The seat that made the move leading to ``ply`` (None at the start)."""
    return play.session.states[ply - 1].current_player if ply > 0 else None


def last_seen_by(play: Play, seat: int) -> int:
    """The ply ``seat`` last saw at a shared device: right after their latest move of this
    round (the round's start if they have not moved in it yet; never before the game began)."""
    states = play.session.states
    start = min(play.past_break, play.ply)
    for ply in range(play.ply, start, -1):
        if states[ply - 1].current_player == seat:
            return ply
    return start


def board_view(play: Play, ply: int | None = None) -> View:
    """What the board draws (at ``ply``, else the shown ply): that position from the shown
    seat's side, or, when it ended a round whose next deal cleared the table, the table as
    it ended."""
    ply = play.shown_ply if ply is None else ply
    states = play.session.states
    if ply > 0 and play.replay_at is None and play.past_break != ply:
        before, after = states[ply - 1], states[ply]
        if pause(play.game, before, after) is not None:
            move = play.session.record.moves[ply - 1]
            found = finished_view(play.game, before, move, after, play.shown)
            if found is not None:
                return found
    return states[ply].view(play.shown)


def shown(play: Play, focus: str | None = None) -> Shown:
    """What the board shows now, as a game by link's board says it too (``bylink.board``):
    the shown ply's board and marks; while a move is shown, the board before it and who
    made it; the hint's targets (not in replay)."""
    showing = play.showing
    before = None if showing is None else board_view(play, showing - 1)
    by = None if showing is None else mover(play, showing)
    hinted = play.hint.path if play.hint is not None and play.replay_at is None else ()
    marks = highlights(play, focus)
    return Shown(board_view(play), marks, before, by, showing, tuple(hinted))


# -- what the board marks --------------------------------------------------------
def last_path(play: Play, ply: int) -> tuple[str, ...]:
    """The click path of the move that led to ``ply`` (none at the start)."""
    if ply == 0:
        return ()
    before = play.session.states[ply - 1]
    return tuple(before.parse_move(play.session.record.moves[ply - 1]).path)


def targets(play: Play) -> frozenset[str]:
    """What the person to act may click now (none while nobody may click): the next steps,
    and while a move is half-built the chosen targets and the first steps (``parlour.play``)."""
    if human_to_act(play) is None:
        return frozenset()
    return clicks.live_targets(play.session.state.legal_moves(), play.selection)


def next_steps(play: Play) -> frozenset[str]:
    """The clicks that build the move on (what the page lists for tests and tools)."""
    if human_to_act(play) is None:
        return frozenset()
    return clicks.next_targets(play.session.state.legal_moves(), play.selection)


def half_built(play: Play) -> bool:
    """A move is begun and not finished: the page offers Cancel."""
    return bool(play.selection) and human_to_act(play) is not None


def highlights(play: Play, focus: str | None = None) -> Highlights:
    """What the renderer marks: targets, the selection, the hint or the last move, the focus."""
    live, coming = targets(play), forced(play)
    marked = frozenset(play.hint.path) if play.hint else frozenset(last_path(play, play.shown_ply))
    better = reviewed(play)
    if better is not None:  # the review's better move, drawn as a hint is: its targets
        marked = live = frozenset(better.best_path)  # drawn (not clickable: nobody acts)
    # A forced move shows as chosen, its clicks selected, until it is made.
    selected = play.selection if coming is None else tuple(coming.path)
    return Highlights(
        targets=live, selected=selected, marked=marked, focus=focus if focus in live else None
    )


def reviewed(play: Play) -> Decision | None:
    """The review's decision the board shows (at its ply, in replay), if any."""
    review = play.review
    if review is None or review.selected is None or play.replay_at != review.selected:
        return None
    return review.decision_at(review.selected)


# -- the menu ----------------------------------------------------------------------
def resumable(page: Page) -> Session | None:
    """The unfinished game "Continue" offers: the one in play, else the saved one."""
    session = page.play.session if page.play is not None else page.saved
    return session if session is not None and not session.state.is_over else None


def setup_of(session: Session) -> NewGame:
    """The setup ``session`` was started with: "Play again" starts it anew."""
    record = session.record
    return NewGame(record.game, session.seats, dict(record.options), session.undo_allowed)


def rematch_of(session: Session) -> NewGame:
    """ "Rematch": the same setup with everyone moved one seat on, so with two players they
    swap.  Seat order is who starts (Punto, Casino, Colomino) and which colour or side a
    player has (every game), so a rematch gives the other player the first move."""
    setup = setup_of(session)
    return replace(setup, seats=setup.seats[-1:] + setup.seats[:-1])


def ended(play: Play) -> bool:
    """The game is over and the board shows its end (the last move has been shown): the
    end screen shows."""
    return play.session.state.is_over and play.replay_at is None and play.showing is None


def just_ended(play: Play) -> bool:
    """The last move, made on this page, ended the game (a finished game loaded is not)."""
    return play.news is not None and play.news.kind == "over" and play.session.state.is_over


QUICK_LEVELS = ("random", "easy", "medium", "hard")
"""The computer's levels a card's "Play" may use; the first game is at ``QUICK_LEVEL``."""
QUICK_LEVEL = "easy"


def quick_game(
    game: Game,
    level: str | None,
    players: int | None = None,
    options: Mapping[str, Any] | None = None,
) -> NewGame:
    """A home card's "Play" (issue 24): you against the computer at once, at the level last
    used (``level``, else easy), with the game's smallest table and default options."""
    count = players or game.spec.player_counts[0]
    kind = level if level in QUICK_LEVELS else QUICK_LEVEL
    return NewGame(game.id, ("human",) + (kind,) * (count - 1), dict(options or {}))


def choice_for_new(page: Page, default: NewGame) -> NewGame:
    """What "New game" proposes: the game in play's setup, else the last choice."""
    if page.play is None:
        return page.choice or default
    return setup_of(page.play.session)


# -- words, when drawn ---------------------------------------------------------------
def seating(page: Page) -> tuple[tuple[str, ...] | None, tuple[str, ...]]:
    """Who sits at the table of the game in play (each seat's kind, the names links gave
    them), for ``words.use_seat_names``; on the friend screen, the game by link's people by
    the names its links brought; ``(None, ())`` with no game: "Player N"."""
    if page.screen == "friend" and page.link is not None:
        return ("human",) * len(page.link.names), page.link.names
    if page.play is None:
        return None, ()
    session = page.play.session
    return tuple(session.seats), tuple(session.names)


def said(play: Play, number: int) -> LogEntry:
    """Move ``number`` (from 1) of the log in the game's words, in the language now used."""
    session = play.session
    return log_entry(
        play.game, session.states[number - 1], session.record.moves[number - 1], number
    )


def hint_said(play: Play) -> HintReason | None:
    """Why the hint, in the game's words, in the language now used (None: no hint)."""
    if play.hint is None:
        return None
    return hint_reason(play.game, play.session.state, play.hint)
