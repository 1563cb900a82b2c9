"""A game by link as the page shows it (issue 36): one frozen value and its transitions.

The worker answers every request with a ``SeatReport`` (``parlour.link.report``); this
module holds it with what the page adds (the names the links brought, the move being
built, the moves the link brought that are still being shown) and answers what the
friend screen asks: whose turn the strip names, what the next link must bring and to
whom, what the link says in a chat, which move the board is showing and its caption.
Nothing here returns interface text: a ``Words`` is a text key and its values, and a
``Named`` value is a seat the page puts a name to in the current language.

Moves a link brings are shown as a computer's are (``Play.showing``): one at a time, the
board before it, then after it with the pieces flying and the move's own words as the
caption, until the page is told each was seen (``saw``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Literal

from parlour import play as clicks
from parlour import registry, words
from parlour.page import standings
from parlour.core import JSON, Highlights, Move, Outcome
from parlour.link.envelope import Envelope, envelope_for, link_number, parts
from parlour.link.report import FreshMove, Lacking, Refusal, SeatReport
from parlour.reader import Checker, load_json
from parlour.page.hints import Hint, HintReason, hint_reason_in_view
from parlour.page.log import LogEntry
from parlour.page.shown import Shown


@dataclass(frozen=True)
class Named:
    """A seat, to be named in the page's language (its player's name, else who they are)."""

    seat: int | None


@dataclass(frozen=True)
class Others:
    """The other players of a game, to be named together ("Bea", "Bea and Cy"), or who
    they are while no name has come ("your friend", "your friends")."""

    names: tuple[str, ...]
    seat: int
    """Whose game it is: the one not named."""

    @property
    def named(self) -> bool:
        """Whether any of the others has a name yet."""
        return any(name for seat, name in enumerate(self.names) if seat != self.seat)


Words = tuple[str, Mapping[str, object]]
"""A text key and its values (``Named`` and ``Others`` values become names, a ``Words``
value its own text)."""


@dataclass(frozen=True)
class Result:
    """The game's end: who won (several: a draw between them; none: a draw), and the
    faults the check of every card and move found (none: the game was fair)."""

    winners: tuple[Named, ...]
    faults: tuple[str, ...]


@dataclass(frozen=True)
class LinkPlay:
    """The game by link on screen: the worker's last report and what the page adds."""

    report: SeatReport
    names: tuple[str, ...]
    chosen: tuple[str, ...] = ()
    """The targets clicked so far of a move being built."""
    shown: int = 0
    """How many of the report's ``fresh`` moves the player has seen."""
    number: int = 1
    """Which report this is since the page opened: tells a pause's report from the next."""
    hint: Hint | None = None
    """The hint for this report, once the search answered with a move of this seat."""
    hint_asked: bool = False
    part: int = 0
    """Which of the seat's links to send is on screen: an outbox too long for one chat
    message goes in several (``envelope.parts``), sent one after another."""

    @property
    def showing(self) -> FreshMove | None:
        """The move the board is showing now (after its board before), or None."""
        fresh = self.report.fresh
        return fresh[self.shown] if self.shown < len(fresh) else None

    @property
    def caption_ply(self) -> int | None:
        """The log's number (from 1) of the move shown, for its caption."""
        move = self.showing
        return None if move is None else move.ply


# -- transitions ---------------------------------------------------------------------
def took(current: LinkPlay | None, report: SeatReport, names: Sequence[str]) -> LinkPlay:
    """The page after the worker answered: a new report, its fresh moves to be shown."""
    if current is None:
        return LinkPlay(report, tuple(names))
    # the same links to send (a redraw, a language changed): the one on screen stays
    same = (current.report.table, current.report.outbox) == (report.table, report.outbox)
    part = current.part if same else 0
    return LinkPlay(report, tuple(names), number=current.number + 1, part=part)


def ends_here(before: LinkPlay | None, report: SeatReport, jump: bool) -> bool:
    """Whether ``report`` ends the game on this page, as it is played (its end is then
    brought into view with the final board): not a game shown again over (``jump``: a
    reload, a language changed), nor one already over before it."""
    if not report.over or jump:
        return False
    if before is None or before.report.table != report.table:
        return report.taken > 0  # another game's screen, or none: a link that ended it
    return not before.report.over


def posted(link: LinkPlay) -> LinkPlay:
    """The link on screen was copied or shared: the next of the seat's links, if any."""
    if link.part + 1 >= len(parts(link.report)):
        return link
    return replace(link, part=link.part + 1)


def to_send(link: LinkPlay, name: str) -> Envelope:
    """The link on screen to send, under the seat's ``name``."""
    report = link.report
    return envelope_for(report, name, is_invitation(report), link.part)


def saw(link: LinkPlay, number: int, index: int) -> LinkPlay:
    """The player has seen fresh move ``index`` of report ``number`` (a pause ended); a
    pause of an earlier report, or one already past, changes nothing."""
    if number != link.number or index != link.shown or link.showing is None:
        return link
    return replace(link, shown=link.shown + 1)


def skip_showing(link: LinkPlay) -> LinkPlay:
    """Every fresh move seen at once (the player acts, or the pace is off)."""
    return replace(link, shown=len(link.report.fresh))


def asking_hint(link: LinkPlay) -> LinkPlay:
    """Hint pressed: the move being built dropped, the search asked (none while a move a
    link brought is shown, or it is not this seat's turn)."""
    if not can_choose(link):
        return link
    return replace(link, chosen=(), hint=None, hint_asked=True)


def hinted(link: LinkPlay, number: int, hint: Hint) -> LinkPlay:
    """The search's move for report ``number``; a hint for an earlier report, or not a
    move this seat may make, is dropped: no hint rather than a wrong one."""
    if number != link.number or not link.hint_asked:
        return link
    if all(m.notation != hint.notation for m in link.report.moves):
        return replace(link, hint_asked=False)
    return replace(link, hint=hint)


def hint_said(link: LinkPlay) -> HintReason | None:
    """Why the hint, in the game's words from this seat's own view (the one the board
    draws), in the language now used; None with no hint."""
    hint = link.hint
    move = next((m for m in link.report.moves if hint and m.notation == hint.notation), None)
    if hint is None or move is None:
        return None
    game = registry.get(link.report.game)
    view = game.view_from_json(link.report.view)
    with words.seated(["human"] * len(link.names), link.names):
        return hint_reason_in_view(game, view, move, hint)


def dropped(link: LinkPlay) -> LinkPlay:
    """The move being built dropped (Escape, or a tap on the felt), as on the play screen."""
    return replace(link, chosen=()) if link.chosen else link


def chose(link: LinkPlay, target: str) -> tuple[LinkPlay, Move | None]:
    """A click on ``target``: the move built on, and the move when it is complete."""
    if not can_choose(link):
        return link, None
    chosen, move = clicks.choose(link.report.moves, link.chosen, target)
    return replace(link, chosen=() if move is not None else chosen), move


# -- questions the views ask -----------------------------------------------------------
def can_choose(link: LinkPlay) -> bool:
    """The seat is to move and the board shows where it is now."""
    return link.report.action == "move" and link.showing is None


def sending(report: SeatReport) -> bool:
    """Whether this seat has a link to send now (messages owed, and no move to choose), or,
    the host of two before any message, the invitation (it carries no message: the
    friend's device shuffles first).  With three or four, the host's messages before
    anyone else's go in each invitation, which it hands out apart (``invited_seats``)."""
    if is_invitation(report):
        return True
    if report.group and report.outbox == report.opening:
        return False
    return bool(report.outbox) and report.action != "move"


def board_view(link: LinkPlay) -> JSON:
    """The view the board draws now: after the move being shown, else where the game is
    (the end's, all cards shown, once it is over)."""
    moving = link.showing
    if moving is not None:
        return moving.after
    report = link.report
    return report.final if report.over and report.final is not None else report.view


def board(link: LinkPlay, focus: str | None = None) -> Shown:
    """The board of ``link`` as the play screen's is given (``model.shown``): nothing before
    the first deal; a move a link brought from the board before it, by its seat, captioned
    with its log line; else where the game is, the keyboard's ``focus`` marked when it is
    on a target."""
    report, moving = link.report, link.showing
    if not (report.over or report.dealt):
        return Shown(None, Highlights())
    game = registry.get(report.game)
    if moving is not None:
        after, before = game.view_from_json(moving.after), game.view_from_json(moving.before)
        return Shown(after, Highlights(), before, report.log[moving.ply - 1].seat, moving.ply)
    live = targets(link)
    hinted = link.hint.path if link.hint is not None else ()
    marks = Highlights(live, link.chosen, frozenset(hinted), focus if focus in live else None)
    return Shown(game.view_from_json(board_view(link)), marks, hinted=tuple(hinted))


def redraws(drawn: LinkPlay | None, now: LinkPlay | None) -> bool:
    """Whether a transition from the game by link ``drawn`` to ``now`` changes its board (a
    step of a move, a hint, a move seen): not a new report (drawn in parts as it comes), nor
    the next of its links to send on screen."""
    if drawn is None or now is None or now.report is not drawn.report:
        return False
    return (now.shown, now.chosen, now.hint, now.hint_asked) != (
        drawn.shown,
        drawn.chosen,
        drawn.hint,
        drawn.hint_asked,
    )


def targets(link: LinkPlay) -> frozenset[str]:
    """What a tap may use now: the seat's moves' next steps, while it may choose."""
    return clicks.live_targets(link.report.moves, link.chosen) if can_choose(link) else frozenset()


def hint_waiting(link: LinkPlay) -> bool:
    """Hint was pressed and the search has not answered yet."""
    return link.hint_asked and link.hint is None


def is_invitation(report: SeatReport) -> bool:
    """The host of two before any message: its link is the invitation (short: the game,
    its options, the table and the host's name, no deck; docs/fair-deal.md, "The
    invitation")."""
    return report.count == 0 and not report.group and report.seat == 0


def other(report: SeatReport) -> Named:
    """The other player of two, or the seat whose message comes next."""
    return Named(1 - report.seat if report.players == 2 else report.next)


def turn(link: LinkPlay) -> Words | Result:
    """The strip's line: your turn, the result, what to send, or whose link comes next."""
    report = link.report
    if report.action == "move":
        return ("link.your_turn", {})
    if report.over:
        return result(report)
    next_one = Named(report.next)
    if sending(report):
        next_move = report.to_move == report.next and report.duty == "move"
        if not report.group:
            return ("link.send_next" if next_move else "link.send_to", {"name": next_one})
        if next_move:
            return ("link.send_group_next", {"name": next_one})
    return waiting(link)


def waiting(link: LinkPlay) -> Words:
    """Whose link comes next and what it brings."""
    report, next_one = link.report, Named(link.report.next)
    if report.group and report.next not in report.heard:
        return ("link.waiting_joiner", {"name": next_one})
    other_named = 1 - report.seat < len(link.names) and link.names[1 - report.seat]
    if not report.group and (report.count == 0 or not other_named):
        return ("link.waiting_join", {})
    return (f"link.waiting_{report.duty}", {"name": next_one})


def result(report: SeatReport) -> Result:
    """Who won and whether the game was fair (every card and move checked)."""
    return Result(tuple(Named(seat) for seat in report.winners), report.faults)


def last_move(report: SeatReport) -> Words:
    """The line over the board: the last move, or why there is none yet."""
    if report.log:
        return ("link.last", {"move": report.log[-1].text})
    shuffling = not report.dealt and not report.over
    return ("link.no_moves" if shuffling else "link.no_moves_dealt", {})


def note(report: SeatReport) -> Words | None:
    """The small print under the board: a card's key to come, or the set-up sent alone."""
    if report.pending:  # a drawn card's key comes with another's next link
        key = "link.pending_group" if report.group else "link.pending"
        return (key, {"name": Named(report.next)})
    if sending(report) and not report.log and not is_invitation(report):
        return ("link.auto_step", {})  # a shuffle step sent alone (the invitation holds none)
    return None


def checked(report: SeatReport) -> Words | None:
    """What the decks checked so far showed (a Casino hand's at its end): fair, or the
    fault named; nothing before the first is checked, nor once the game is over (its
    result says)."""
    if report.over or not report.checked:
        return None
    if report.checked_faults:
        return ("link.unfair", {"faults": "; ".join(report.checked_faults)})
    return ("link.checked", {})


def send_words(report: SeatReport, part: int = 0) -> Words:
    """What the page says over the link to send; once the game is over, that its last link
    lets the others check the game (no link comes back).  Where the seat's messages go in
    several links (``envelope.parts``), which one this is and that the next follows."""
    count = len(parts(report))
    number = link_number(report, part)
    if part + 1 < count:
        said = {"part": part + 1, "parts": count, "name": other(report), "number": number}
        return ("link.send_group_part" if report.group else "link.send_part", said)
    if report.group:
        key = "link.send_group_last" if report.over else "link.send_group"
        words_: Words = (key, {"number": number})
    elif is_invitation(report):
        words_ = ("link.send_invite", {"name": other(report)})
    else:
        words_ = ("link.send_last" if report.over else "link.send_back", {"name": other(report)})
    return (
        words_
        if count == 1
        else ("link.last_part", {"part": count, "parts": count, "then": words_})
    )


def copied_words(link: LinkPlay) -> Words | None:
    """Once a link of several was copied and the next is on screen: which was copied."""
    if link.part == 0:
        return None
    return ("link.part_copied", {"part": link.part, "parts": len(parts(link.report))})


def says(report: SeatReport, sender: str, title: str, invitation: bool, part: int = 0) -> Words:
    """What the link is, in plain words, for the chat it is sent in; which one of the
    seat's links, where its messages go in several."""
    words_ = _says(report, sender, title, invitation, part)
    count = len(parts(report))
    return (
        words_
        if count == 1
        else ("link.says.part", {"then": words_, "part": part + 1, "parts": count})
    )


def _says(report: SeatReport, sender: str, title: str, invitation: bool, part: int) -> Words:
    said: dict[str, object] = {"name": sender, "title": title}
    moved = bool(report.log) and report.to_move != report.seat
    if invitation:
        return ("link.says.invite", said)
    if report.group:
        said["number"] = link_number(report, part)
        if report.over:
            return ("link.says.group_over", said)
        if moved:
            return ("link.says.group_move", said | {"move": report.log[-1].text})
        return ("link.says.group", said)
    if report.over:
        return ("link.says.over", said)
    if moved:
        return ("link.says.move", {"move": report.log[-1].text, "title": title})
    return ("link.says.step", said)


def log_entries(report: SeatReport) -> list[LogEntry]:
    """The move log as the play screen's log draws it."""
    return [
        LogEntry(number, entry.seat, entry.text, entry.notation)
        for number, entry in enumerate(report.log, 1)
    ]


def round_ends(report: SeatReport) -> dict[int, str]:
    """The log's moves (from 1) that ended a round, with the round's summary."""
    return {ply: entry.round_end for ply, entry in enumerate(report.log, 1) if entry.round_end}


def round_summary(report: SeatReport) -> str:
    """The last move's round summary when it ended a round ("" for none)."""
    return report.log[-1].round_end if report.log else ""


def invited_seats(report: SeatReport, names: Sequence[str]) -> tuple[int, ...]:
    """The host of three or four: the seats whose invitation is still on its screen (not
    heard from yet and not named)."""
    if not report.group or report.seat != 0:
        return ()
    return tuple(
        seat
        for seat in range(1, report.players)
        if seat not in report.heard and not (seat < len(names) and names[seat])
    )


# -- a link opened, a link refused -------------------------------------------------------
@dataclass(frozen=True)
class Opening:
    """What the page does with a link it opens, given the game this browser keeps for its
    table: ``join`` (an invitation: the form to take its seat), ``unknown`` (a game kept
    elsewhere), ``own`` (this seat's own link: nothing changes), ``other_game`` (the
    table's game is another), or ``take`` (the worker takes its messages), with the names
    the link brings added to those kept."""

    kind: Literal["join", "unknown", "own", "other_game", "take"]
    names: tuple[str, ...] = ()


def opening(envelope: Envelope, kept_seat: int | None, kept: Sequence[str], game: str) -> Opening:
    """What to do with ``envelope``: ``kept_seat`` is the seat this browser keeps at its
    table (None: no game kept), ``kept`` that game's names and ``game`` its game."""
    if kept_seat is None:
        return Opening("join" if envelope.invite else "unknown")
    names = list(kept)
    if envelope.sender == kept_seat:
        return Opening("own", tuple(names))
    if envelope.game != game or envelope.sender >= len(names):
        return Opening("other_game")
    names[envelope.sender] = envelope.name or names[envelope.sender]
    return Opening("take", tuple(names))


def own_link(players: int, seat: int, names: Sequence[str]) -> Words:
    """A seat opened its own link: say where it goes."""
    if players > 2:
        return ("link.own_group", {})
    return ("link.own", {"name": Named(1 - seat)})


def refusal(answer: Refusal | Lacking, players: int) -> Words:
    """Why a link was refused, in the page's words, with the check's own line; or which
    link it comes after (by the number its sender's page showed, in a group)."""
    if isinstance(answer, Lacking):
        if players > 2:
            said = {"name": Named(answer.sender), "number": answer.number + 1}
            return ("link.missing_group", said)
        return ("link.missing", {"name": Named(answer.sender)})
    return ("link.refused", {"reason": (f"link.why.{answer.why}", {}), "detail": answer.error})


def others(report: SeatReport, names: Sequence[str]) -> Others:
    return Others(tuple(names), report.seat)


def winners_words(result: Result) -> Words:
    """Who won, by name; a draw."""
    if len(result.winners) > 1:
        return ("play.winners", {"players": result.winners})
    return ("play.winner", {"player": result.winners[0]}) if result.winners else ("play.draw", {})


def headline(report: SeatReport, names: Sequence[str]) -> Words | str:
    """The end's line in the one voice of results: the game's own words for its outcome
    (``describe_outcome``, as the play screen says it: "You won 29–24") from this seat's
    side, the others by the names their links brought, in the language now used; where the
    game has none for it, your win or loss, or who won (a draw, or partners)."""
    described = _described(report, names)
    if described:
        return described
    yours = your_result(report)
    if yours in ("won", "lost"):
        return ("play.you_win" if yours == "won" else "play.you_lose", {})
    return winners_words(result(report))


def _described(report: SeatReport, names: Sequence[str]) -> str:
    if report.outcome is None:
        return ""
    outcome = Outcome.from_json(report.outcome)
    seated = list(names) + [""] * (report.players - len(names))
    with words.seated(["human"] * report.players, seated, you=report.seat):
        return registry.get(report.game).describe_outcome(outcome)


def fairness(result: Result) -> Words:
    """Whether the check of every card and move found the game fair."""
    if result.faults:
        return ("link.unfair", {"faults": "; ".join(result.faults)})
    return ("link.fair", {})


# -- the end: your record against each friend ----------------------------------------------
RESULTS_KEY = "parlour.friends.results"
"""Where this browser keeps your record against each friend, by game (localStorage)."""
KEPT_TABLES = 500
"""Games counted that are remembered, so a game opened again is not counted again."""


def your_result(report: SeatReport) -> standings.Result | None:
    """Your result once the game is over (partners win together)."""
    if not report.over:
        return None
    if not report.winners:
        return "drawn"
    return "won" if report.seat in report.winners else "lost"


def opponents(report: SeatReport, names: Sequence[str]) -> str:
    """Who you played, as your record names them: the others' names, in seat order."""
    return ", ".join(n for seat, n in enumerate(names) if seat != report.seat and n)


@dataclass(frozen=True)
class FriendRecord:
    """Your games against each friend: game id -> the others' names -> won, lost, drawn;
    and the tables counted (a game counts once, however often it is opened)."""

    games: Mapping[str, Mapping[str, standings.Line]] = field(default_factory=dict)
    counted: tuple[str, ...] = ()

    def line(self, game: str, who: str) -> standings.Line:
        return self.games.get(game, {}).get(who, standings.Line())

    def counting(self, report: SeatReport, names: Sequence[str]) -> FriendRecord:
        """The record with this game counted, once it is over; itself otherwise."""
        result, who = your_result(report), opponents(report, names)
        if result is None or not who or report.table in self.counted:
            return self
        games = {game: dict(lines) for game, lines in self.games.items()}
        lines = games.setdefault(report.game, {})
        lines[who] = lines.get(who, standings.Line()).add(result)
        return FriendRecord(games, (*self.counted, report.table)[-KEPT_TABLES:])

    def to_text(self) -> str:
        games = {
            game: {who: [n.won, n.lost, n.drawn] for who, n in lines.items()}
            for game, lines in self.games.items()
        }
        data = {"version": 1, "games": games, "counted": list(self.counted)}
        return json.dumps(data, separators=(",", ":"))


_CHECK = Checker(standings.BadResults)


def read_friend_record(text: str | None) -> FriendRecord:
    """The stored record (none: an empty one); ``standings.BadResults`` says what is wrong,
    and the page then neither counts nor writes over it."""
    if text is None:
        return FriendRecord()
    what = "the record against friends"
    loaded = load_json(text, standings.BadResults, what, max_chars=standings.MAX_TEXT)
    data = _CHECK.obj(loaded, what, ("version", "games", "counted"))
    _CHECK.integer(data["version"], "its version", 1, 1)
    games: dict[str, dict[str, standings.Line]] = {}
    for game, lines in _CHECK.obj(data["games"], "its games").items():
        _CHECK.text(game, "a game id", 40)
        games[game] = {}
        for who, counts in _CHECK.obj(lines, f"the lines of {game}").items():
            _CHECK.text(who, "a friend's name", 200)
            won, lost, drawn = _CHECK.integers(counts, f"{game} {who}", 0, 10**9, 3)
            games[game][who] = standings.Line(won, lost, drawn)
    counted = _CHECK.texts(data["counted"], "the games counted", 40, KEPT_TABLES)
    return FriendRecord(games, counted)
