"""The page model of a game by link (issue 36), in CPython: the decisions the friend screen
used to make itself (whose turn the strip names, what the next link brings and to whom, the
moves a link brings shown one at a time) are pure functions of the worker's typed report.
Two desks play by envelopes only, as two browsers do (``tests/engine/link/test_desk.py``)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from parlour import registry, words
from parlour.link import envelope
from parlour.core import Highlights, Outcome
from parlour.link.desk import Desk
from parlour.link.envelope import envelope_for, invitation_for, link_number, read
from parlour.link.report import (
    Lacking,
    Refusal,
    SeatReport,
    answer_from_json,
)
from parlour.page import actions, bylink, link_asks
from parlour.page.model import Page, seating
from parlour.page.bylink import LinkPlay, Named, Result
from parlour.page.standings import BadResults
from parlour.page.hints import Hint

NAMES = ["Ana", "Bo"]


def typed(desk: Desk, request: dict[str, Any]) -> SeatReport:
    """The desk's answer as the page reads it: through JSON, typed again."""
    answer = answer_from_json(desk.handle(request | {"names": NAMES}))
    assert isinstance(answer, SeatReport), answer
    return answer


def started(game: str, options: dict[str, object]) -> tuple[list[Desk], list[SeatReport]]:
    desks = [Desk(), Desk()]
    host = typed(desks[0], {"op": "new", "game": game, "players": 2, "options": options})
    link = read(envelope_for(host, "Ana", invitation=True).to_fragment())
    request = {"op": "join", "invite": link.invite, "seat": 1, "messages": list(link.messages)}
    return desks, [host, typed(desks[1], request)]


def deliver(desks: list[Desk], reports: list[SeatReport], sender: int) -> SeatReport:
    """``sender``'s link opened by the other device."""
    link = read(envelope_for(reports[sender], NAMES[sender], False).to_fragment())
    other = 1 - sender
    request = {"op": "open", "table": link.table, "export": reports[other].export}
    reports[other] = typed(desks[other], request | {"messages": list(link.messages)})
    return reports[other]


def move(desks: list[Desk], reports: list[SeatReport], seat: int, notation: str) -> SeatReport:
    report = reports[seat]
    request = {"op": "move", "table": report.table, "export": report.export, "move": notation}
    reports[seat] = typed(desks[seat], request)
    return reports[seat]


def unsent(reports: list[SeatReport]) -> int | None:
    """The seat with a link the other has not opened yet (its messages are not all there)."""
    return next(
        (
            s
            for s in (0, 1)
            if bylink.sending(reports[s]) and reports[1 - s].count < reports[s].count
        ),
        None,
    )


def until_someone_moves(desks: list[Desk], reports: list[SeatReport]) -> int:
    """Set-up links passed back and forth until a seat is to move: that seat."""
    for _ in range(12):
        mover = next((s for s in (0, 1) if reports[s].action == "move"), None)
        if mover is not None:
            return mover
        sender = unsent(reports)
        assert sender is not None, reports
        deliver(desks, reports, sender)
    raise AssertionError("nobody came to move")


def to_the_end(desks: list[Desk], reports: list[SeatReport], rng: random.Random) -> None:
    """Random moves, each link opened by the other device, until the game is over on both
    (a Punto match can run to several hundred messages)."""
    for _ in range(5_000):
        if reports[0].over and reports[1].over:
            return
        mover = next((s for s in (0, 1) if reports[s].action == "move"), None)
        if mover is not None:
            move(desks, reports, mover, rng.choice(reports[mover].legal))
        if (sender := unsent(reports)) is not None:
            deliver(desks, reports, sender)
    raise AssertionError("the game did not end")


def test_the_report_crosses_the_worker_as_json_and_back() -> None:
    desks, reports = started("punto", {"rounds_to_win": 1})
    for report in reports:
        assert SeatReport.from_json(report.to_json()) == report


def test_a_move_a_link_brings_is_shown_before_and_after_with_its_words() -> None:
    """The friend's move reaches the host: the page shows it from the board before it to the
    board after it, captioned with the log's words for it, then the board where the game is
    (the moves-seen rule of the play screen, README "Moves seen")."""
    desks, reports = started("punto", {"rounds_to_win": 1})
    mover = until_someone_moves(desks, reports)
    notation = reports[mover].legal[0]
    moved = move(desks, reports, mover, notation)
    assert moved.fresh == ()  # your own move is not shown to you again
    watcher = deliver(desks, reports, mover)
    (fresh,) = watcher.fresh
    assert fresh.ply == len(watcher.log) and watcher.log[-1].notation == notation
    assert watcher.log[-1].seat == mover and fresh.before != fresh.after
    game = registry.get("punto")
    assert game.view_from_json(fresh.after) == game.view_from_json(watcher.view)
    link = bylink.took(None, watcher, NAMES)
    assert link.showing == fresh and link.caption_ply == fresh.ply
    assert bylink.board_view(link) == fresh.after and not bylink.can_choose(link)
    assert bylink.saw(link, link.number + 1, 0) is link  # a pause of another report
    seen = bylink.saw(link, link.number, 0)
    assert seen.showing is None and bylink.board_view(seen) == watcher.view
    assert bylink.saw(seen, seen.number, 0) is seen  # that pause again: nothing
    assert bylink.can_choose(seen) == (watcher.action == "move")


def test_opening_the_same_link_again_shows_nothing_again() -> None:
    desks, reports = started("punto", {"rounds_to_win": 1})
    mover = until_someone_moves(desks, reports)
    move(desks, reports, mover, reports[mover].legal[0])
    deliver(desks, reports, mover)
    again = deliver(desks, reports, mover)
    assert (again.taken, again.seen, again.fresh) == (0, again.seen, ()) and again.seen >= 1


def test_a_move_is_built_by_clicks_and_only_when_the_board_shows_the_game() -> None:
    """The report carries each legal move with its clicks (the worker's engine listed
    them: the page rebuilds no legal move), and the clicks build one of them."""
    desks, reports = started("punto", {"rounds_to_win": 1})
    mover = until_someone_moves(desks, reports)
    report = reports[mover]
    assert [m.notation for m in report.moves] == list(report.legal) and report.moves
    link = bylink.took(None, report, NAMES)
    assert bylink.targets(link) == frozenset(m.path[0] for m in report.moves)
    path = list(report.moves[0].path)
    for step in path[:-1]:
        link, made = bylink.chose(link, step)
        assert made is None and link.chosen
    link, made = bylink.chose(link, path[-1])
    assert made is not None and str(made) in report.legal and link.chosen == ()


def test_a_hint_is_for_the_report_it_was_asked_for_and_a_move_of_this_seat() -> None:
    """The play screen's hint for a game by link, kept as a fact and said from the seat's
    own view when drawn; a
    hint for an earlier report, or naming no legal move of this seat, is dropped."""
    desks, reports = started("punto", {"rounds_to_win": 1})
    mover = until_someone_moves(desks, reports)
    link = bylink.asking_hint(bylink.took(None, reports[mover], NAMES))
    assert bylink.hint_waiting(link) and link.chosen == ()
    best = reports[mover].moves[0]
    hint = Hint(best.notation, best.path, 0.5)
    assert bylink.hinted(link, link.number + 1, hint) == link  # an earlier report's
    wrong = bylink.hinted(link, link.number, Hint("no such move", (), None))
    assert wrong.hint is None and not bylink.hint_waiting(wrong)
    hinted = bylink.hinted(link, link.number, hint)
    reason = bylink.hint_said(hinted)
    assert hinted.hint == hint and reason is not None and bylink.hint_said(link) is None
    assert reason.percent == 50 and not bylink.hint_waiting(hinted)


def test_the_strip_says_whose_link_comes_and_what_to_send() -> None:
    """Two players: the host waits for the friend to join, then each sends its link back
    ("link.send_to"/"link.send_next"), and the one to move is told so."""
    desks, reports = started("casino", {"target": 11})
    host = bylink.took(None, reports[0], NAMES)
    assert bylink.is_invitation(reports[0]) and bylink.sending(reports[0])
    assert bylink.note(reports[0]) is None  # the invitation holds no shuffle step to speak of
    assert bylink.send_words(reports[0]) == ("link.send_invite", {"name": Named(1)})
    friend = reports[1]
    # The set-up: each sends its shuffle step to the other, no move to come next yet.
    assert bylink.turn(host) == ("link.send_to", {"name": Named(1)})
    assert bylink.turn(bylink.took(None, friend, NAMES)) == ("link.send_to", {"name": Named(0)})
    assert bylink.send_words(friend) == ("link.send_back", {"name": Named(0)})
    mover = until_someone_moves(desks, reports)
    assert bylink.turn(bylink.took(None, reports[mover], NAMES)) == ("link.your_turn", {})
    says = bylink.says(reports[mover], "Ana", "Casino", invitation=False)
    assert says[0] in ("link.says.step", "link.says.move")


def test_the_end_says_who_won_and_whether_it_was_fair() -> None:
    desks, reports = started("punto", {"rounds_to_win": 1})
    to_the_end(desks, reports, random.Random(4))
    for report in reports:
        said = bylink.turn(bylink.took(None, report, NAMES))
        assert isinstance(said, Result) and said.faults == ()
        assert [who.seat for who in said.winners] == list(report.winners)
        assert bylink.board_view(bylink.took(None, report, NAMES)) == report.final


def test_the_last_link_says_it_lets_the_other_check_the_game() -> None:
    """Once the game is over the last link carries the seeds that let the other device
    check every card and move: the page says so, not that a link will come back."""
    desks, reports = started("punto", {"rounds_to_win": 1})
    rng, last = random.Random(4), None
    for _ in range(5_000):
        if reports[0].over and reports[1].over:
            break
        mover = next((s for s in (0, 1) if reports[s].action == "move"), None)
        if mover is not None:
            move(desks, reports, mover, rng.choice(reports[mover].legal))
        if (sender := unsent(reports)) is not None:
            if reports[sender].over:
                last = bylink.send_words(reports[sender])
            deliver(desks, reports, sender)
    assert last is not None and last[0] == "link.send_last"


def test_a_group_host_keeps_an_invitation_a_seat_until_it_hears_from_it() -> None:
    desks = [Desk() for _ in range(3)]
    host = typed(desks[0], {"op": "new", "game": "punto", "players": 3, "options": {}})
    names = ["Ana", "", ""]
    assert bylink.invited_seats(host, names) == (1, 2)
    assert not bylink.sending(host) or host.outbox != host.opening
    link = read(invitation_for(host, "Ana", 1).to_fragment())
    request = {"op": "join", "invite": link.invite, "seat": 1, "messages": list(link.messages)}
    guest = typed(desks[1], request)
    assert bylink.invited_seats(guest, names) == ()  # only the host hands out invitations
    assert bylink.invited_seats(host, ["Ana", "Bo", ""]) == (2,)  # Bo named: his is done
    if bylink.sending(guest):
        assert bylink.send_words(guest) == ("link.send_group", {"number": link_number(guest)})


def opened(desks: list[Desk], reports: list[SeatReport], fragment: str) -> Any:
    """A link's fragment opened by the device it goes to (two players): the typed answer."""
    link = read(fragment)
    other = 1 - link.sender
    request = {"op": "open", "table": link.table, "export": reports[other].export}
    return answer_from_json(desks[other].handle(request | {"messages": list(link.messages)}))


def test_messages_too_long_for_one_link_go_in_several_sent_one_after_another(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A seat's messages in a row that would pass a chat's 4,000 characters in one link go
    in several (``envelope.parts``; a Punto team round's last move and the next round's
    first step, docs/fair-deal.md).  Here every message is a link of its own (a limit of
    1 character), so every outbox of two messages or more is split: the page shows one
    link at a time, "link 1 of 2", the next once one was copied or shared; a later one
    opened first is refused as missing, naming the first by its number; in order, each
    is taken, and the game plays to its end."""
    monkeypatch.setattr(envelope, "LINK_CHARS", 1)
    desks, reports = started("colomino", {"variant": "domino"})
    rng, several = random.Random(2), 0
    for _ in range(5_000):
        if reports[0].over and reports[1].over:
            break
        mover = next((s for s in (0, 1) if reports[s].action == "move"), None)
        if mover is not None:
            move(desks, reports, mover, rng.choice(reports[mover].legal))
        if (sender := unsent(reports)) is None:
            continue
        report = reports[sender]
        link, count = bylink.took(None, report, NAMES), len(envelope.parts(report))
        assert count == len(report.outbox)
        if count > 1:
            several += 1
            last = bylink.to_send(dataclasses.replace(link, part=count - 1), "Bo")
            lacking = opened(desks, reports, last.to_fragment())
            assert isinstance(lacking, Lacking)
            assert lacking.number + 1 == envelope.link_number(report, 0)
        for part in range(count):
            assert link.part == part
            words_ = bylink.send_words(report, part)
            if part + 1 < count:
                assert words_[0] == "link.send_part" and words_[1]["part"] == part + 1
            elif count > 1:
                assert words_[0] == "link.last_part" and words_[1]["parts"] == count
            assert bylink.took(link, report, NAMES).part == part  # a redraw keeps it
            copied = bylink.copied_words(link)
            assert copied == (
                None if part == 0 else ("link.part_copied", {"part": part, "parts": count})
            )
            says = bylink.says(report, "Bo", "Colomino", False, part)
            assert (says[0] == "link.says.part") == (count > 1)
            answer = opened(desks, reports, bylink.to_send(link, "Bo").to_fragment())
            assert isinstance(answer, SeatReport) and answer.taken == 1, answer
            reports[1 - sender] = answer
            link = bylink.posted(link)
        assert link.part == count - 1 and bylink.posted(link) is link
    assert reports[0].over and reports[1].over and reports[0].faults == ()
    assert several >= 3


def test_refusals_cross_the_worker_typed() -> None:
    desks, reports = started("punto", {"rounds_to_win": 1})
    bad = answer_from_json(
        desks[1].handle({"op": "show", "table": reports[1].table, "export": "{}"})
    )
    assert isinstance(bad, Refusal) and bad.why == "bad" and "\n" not in bad.error
    lacking = answer_from_json(Lacking(3, 1, "message #3 from seat 1 has not come").to_json())
    assert lacking == Lacking(3, 1, "message #3 from seat 1 has not come")
    assert isinstance(answer_from_json({"ok": False, "why": "odd", "error": "x"}), Refusal)


def test_link_play_is_frozen() -> None:
    desks, reports = started("punto", {"rounds_to_win": 1})
    link = LinkPlay(reports[0], tuple(NAMES))
    try:
        link.shown = 3  # type: ignore[misc]
    except AttributeError:
        return
    raise AssertionError("LinkPlay took an assignment")


def test_your_record_against_a_friend_counts_each_game_once() -> None:
    """A game by link ends: your result against that friend is counted once, however often
    the game is opened again; the record reads back as written, and a damaged one is refused
    (the page then neither counts nor writes over it)."""
    desks, reports = started("punto", {"rounds_to_win": 1})
    to_the_end(desks, reports, random.Random(9))
    host, friend = reports
    record = bylink.FriendRecord().counting(host, NAMES)
    assert record.counting(host, NAMES) is record  # opened again: not counted again
    line = record.line("punto", "Bo")
    assert line.played == 1 and (line.won == 1) == (0 in host.winners)
    theirs = bylink.FriendRecord().counting(friend, NAMES).line("punto", "Ana")
    assert (theirs.won, theirs.lost) == (line.lost, line.won)
    assert bylink.read_friend_record(record.to_text()) == record
    assert bylink.FriendRecord().counting(reports[0], ["Ana", ""]) == bylink.FriendRecord()
    for bad in ("[", '{"version": 2, "games": {}, "counted": []}', '{"games": 1}'):
        with pytest.raises(BadResults):
            bylink.read_friend_record(bad)


def test_each_deal_checked_is_said_as_soon_as_its_seeds_are_in() -> None:
    """docs/fair-deal.md, "The end: seeds": a deck is checked once its seeds are in; the
    note says all fair, or names the fault, and the end's result says it once over."""
    desks, reports = started("casino", {"target": 11})
    report = reports[0]
    assert bylink.checked(report) is None  # nothing checked yet
    fair = dataclasses.replace(report, checked=("hand 0",))
    assert bylink.checked(fair) == ("link.checked", {})
    faulty = dataclasses.replace(fair, checked_faults=("seat 1 built 9 without a 9",))
    assert bylink.checked(faulty) == ("link.unfair", {"faults": "seat 1 built 9 without a 9"})
    assert bylink.checked(dataclasses.replace(faulty, action="over")) is None


def test_the_board_of_a_link_is_what_the_play_screen_draws_a_move_shown_as() -> None:
    """``bylink.board``, the ``Shown`` value the play screen's board is given too: nothing
    before the first deal; a move a link brought from the board before it, by its seat,
    captioned with its log line and nothing clickable; then where the game is, this
    seat's targets live."""
    desks, reports = started("punto", {"rounds_to_win": 1})
    game = registry.get("punto")
    assert not reports[0].dealt and bylink.board(bylink.took(None, reports[0], NAMES)).view is None
    mover = until_someone_moves(desks, reports)
    move(desks, reports, mover, reports[mover].legal[0])
    watcher = deliver(desks, reports, mover)
    link = bylink.took(None, watcher, NAMES)
    (fresh,) = watcher.fresh
    shown = bylink.board(link, focus=watcher.moves[0].path[0])
    assert (shown.before, shown.view, shown.mover, shown.ply) == (
        game.view_from_json(fresh.before),
        game.view_from_json(fresh.after),
        mover,
        fresh.ply,
    )
    assert shown.marks == Highlights() and shown.hinted == ()  # nothing to click meanwhile
    still = bylink.board(bylink.saw(link, link.number, 0))
    assert (still.before, still.ply, still.view) == (None, None, game.view_from_json(watcher.view))
    assert still.marks.targets == frozenset(m.path[0] for m in watcher.moves)


def test_a_hint_is_marked_on_the_board_as_on_the_play_screen() -> None:
    """The hint's targets are the board's ``hinted`` and its marks, as ``model.shown``'s."""
    desks, reports = started("casino", {"target": 11})
    mover = until_someone_moves(desks, reports)
    link = bylink.asking_hint(bylink.took(None, reports[mover], NAMES))
    legal = reports[mover].moves[0]
    hint = Hint(legal.notation, tuple(legal.path), 0.5)
    shown = bylink.board(bylink.hinted(link, link.number, hint))
    assert shown.hinted == tuple(legal.path) and shown.marks.marked == frozenset(legal.path)


def test_a_half_built_move_is_selected_focused_and_dropped_as_on_the_play_screen() -> None:
    """The move being built is drawn selected, the keyboard's focus marked only on a live
    target, and a tap on the felt (or Escape) drops it (``bylink.dropped``)."""
    desks, reports = started("casino", {"target": 11})
    mover = until_someone_moves(desks, reports)
    link = bylink.took(None, reports[mover], NAMES)
    assert bylink.dropped(link) is link  # nothing being built: nothing changes
    first = reports[mover].moves[0].path[0]
    built, made = bylink.chose(link, first)
    assert made is None and built.chosen == (first,)
    marks = bylink.board(built, focus=first).marks
    assert marks.selected == (first,) and marks.focus == first and first in marks.targets
    assert bylink.board(built, focus="no such target").marks.focus is None
    assert bylink.dropped(built).chosen == ()


def test_round_ends_mark_the_log_where_the_play_screen_marks_them() -> None:
    desks, reports = started("punto", {"rounds_to_win": 2})
    to_the_end(desks, reports, random.Random(5))
    report = reports[0]
    ends = bylink.round_ends(report)
    assert ends and all(report.log[ply - 1].round_end == said for ply, said in ends.items())
    assert bylink.round_summary(report) == ends.get(len(report.log), "")


WON_LOST = {
    "en": {"won": "You won: ", "lost": "You lost: "},
    "pt": {"won": "Você ganhou: ", "lost": "Você perdeu: "},
}


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("punto", {"rounds_to_win": 1}),
        ("casino", {"target": 11}),
        ("cardino", {}),
        ("colomino", {}),
    ],
)
@pytest.mark.parametrize("language", ["en", "pt"])
def test_the_end_speaks_in_the_games_own_words_from_your_side(
    game: str, options: dict[str, object], language: str
) -> None:
    """One voice for results (issue 36): the by-link headline is the game's own
    ``describe_outcome``, as the play screen says it, told from each seat's side."""
    desks, reports = started(game, options)
    to_the_end(desks, reports, random.Random(4))
    previous = words.language()
    words.set_language(language)
    try:
        for report in reports:
            said = bylink.headline(report, NAMES)
            yours = bylink.your_result(report)  # the deal is random: a draw can come
            assert yours in ("won", "lost", "drawn")
            outcome = Outcome.from_json(report.outcome)
            with words.seated(["human", "human"], NAMES, you=report.seat):
                own = registry.get(game).describe_outcome(outcome)
            assert isinstance(said, str) and said == own
            if yours != "drawn":
                assert said.startswith(WON_LOST[language][yours]), said
    finally:
        words.set_language(previous)


def test_the_end_names_the_friends_who_won_in_a_group() -> None:
    """With three, the others are named as their links named them, and you are "You"."""
    desks, reports = started("cardino", {})
    to_the_end(desks, reports, random.Random(4))
    outcome = Outcome((1,), (40.0, 95.0, 61.0), "won")
    three = dataclasses.replace(reports[0], players=3, outcome=outcome.to_json())
    names = ["Ana", "Bo", "Cy"]
    said = [bylink.headline(dataclasses.replace(three, seat=seat), names) for seat in range(3)]
    assert said == [
        "You lost: You 40, Bo 95, Cy 61",
        "You won: Ana 40, you 95, Cy 61",
        "You lost: Ana 40, Bo 95, you 61",
    ]


def test_play_again_asks_the_same_game_of_the_same_friend() -> None:
    desks, reports = started("punto", {"rounds_to_win": 1})
    to_the_end(desks, reports, random.Random(4))
    for report in reports:
        ask = link_asks.again(report, NAMES[report.seat], NAMES)
        assert ask.to_json("en") == {
            "op": "new",
            "lang": "en",
            "names": [NAMES[report.seat], NAMES[1 - report.seat]],
            "game": "punto",
            "players": 2,
            "options": dict(report.options),
        }
        # The new game's host is seat 0; the friend, whichever seat they had, is named.
        title = bylink.others(dataclasses.replace(report, seat=0), ask.names)
        assert title.named and title.names[1] == NAMES[1 - report.seat]
    group = dataclasses.replace(reports[0], players=3)
    assert link_asks.again(group, "Ana", ["Ana", "Bo", "Cy"]).names == ("Ana", "", "")
    assert bylink.others(reports[0], NAMES).named
    assert not bylink.others(reports[0], ["Ana", ""]).named


def test_the_game_by_link_lives_in_the_page_and_changes_by_its_transitions() -> None:
    """The friend screen's ``LinkPlay`` is the page's (``Page.link``), changed by dispatched
    transitions as the game in play is: a report taken (its moves shown, or all seen at
    once), a transition of it, and closed for a new game's name form."""
    desks, reports = started("punto", {"rounds_to_win": 1})
    mover = until_someone_moves(desks, reports)
    move(desks, reports, mover, reports[mover].legal[0])
    watcher = deliver(desks, reports, mover)
    empty = Page()
    assert actions.in_link(bylink.skip_showing)(empty) is empty  # no game by link: nothing
    page = actions.took_link(watcher, NAMES, jump=False)(empty)
    assert page.link is not None and page.link.showing is not None
    jumped = actions.took_link(watcher, NAMES, jump=True)(empty)
    assert jumped.link is not None and jumped.link.showing is None
    seen = actions.in_link(lambda link: bylink.saw(link, link.number, 0))(page)
    assert seen.link is not None and seen.link.showing is None and seen.screen == page.screen
    again = actions.took_link(watcher, NAMES, jump=False)(seen)
    assert again.link is not None and again.link.number == page.link.number + 1
    assert actions.in_link(bylink.dropped)(seen) is seen  # nothing being built: the same page
    assert actions.close_link(seen).link is None


def test_the_board_is_drawn_again_when_a_transition_changes_it_not_for_a_new_report() -> None:
    desks, reports = started("casino", {"target": 11})
    mover = until_someone_moves(desks, reports)
    link = bylink.took(None, reports[mover], NAMES)
    built, _ = bylink.chose(link, reports[mover].moves[0].path[0])
    assert bylink.redraws(link, built) and bylink.redraws(link, bylink.asking_hint(link))
    assert not bylink.redraws(link, link) and not bylink.redraws(None, link)
    assert not bylink.redraws(link, bylink.took(link, reports[mover], NAMES))  # drawn in parts
    assert not bylink.redraws(link, dataclasses.replace(link, part=1))  # the next link to send


def test_a_game_by_links_seats_are_named_by_the_page_model_as_the_play_screens() -> None:
    """``model.seating``: on the friend screen the table is the game by link's people, by
    the names its links brought, so its board is drawn by the game's renderer alone."""
    desks, reports = started("casino", {"target": 11})
    page = actions.took_link(reports[0], NAMES, jump=True)(Page(screen="friend"))
    assert seating(page) == (("human",) * len(NAMES), tuple(NAMES))
    assert seating(dataclasses.replace(page, screen="menu")) == (None, ())


def test_the_end_is_brought_into_view_only_when_the_game_ends_on_this_page() -> None:
    """Issue 37 ("the end screen pushes the final board off screen"): a game that ends as it
    is played scrolls to its end; a game shown again over (a reload) or already over does not."""
    desks, reports = started("punto", {"rounds_to_win": 1})
    playing = [bylink.took(None, report, NAMES) for report in reports]
    to_the_end(desks, reports, random.Random(4))
    for before, report in zip(playing, reports):
        assert report.over
        assert bylink.ends_here(before, report, jump=False)
        assert not bylink.ends_here(before, report, jump=True)
        over = bylink.took(before, report, NAMES)
        assert not bylink.ends_here(over, report, jump=False)
