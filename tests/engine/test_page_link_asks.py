"""The requests the page sends the worker for a game by link (issue 36: "the decisions the
page makes for a game by link ... are pure transitions of the page model, tested in
CPython"): made from the link read and the game kept, typed, and read by the desk."""

from __future__ import annotations

import dataclasses

from parlour.link.desk import Desk
from parlour.link.envelope import envelope_for, read
from parlour.link.report import SeatReport, answer_from_json
from parlour.page import bylink, link_asks
from parlour.page.kept_links import KeptGame


def asked(desk: Desk, ask: link_asks.Ask) -> SeatReport:
    """The desk's answer to ``ask`` as the page reads it: through JSON, typed again."""
    answer = answer_from_json(desk.handle(ask.to_json("en")))
    assert isinstance(answer, SeatReport), answer
    return answer


def test_a_game_by_link_is_played_by_the_page_s_requests_alone() -> None:
    desks = [Desk(), Desk()]
    ask = link_asks.new_game("punto", {"rounds_to_win": 1}, 2, "Ana")
    assert ask.names == ("Ana", "")
    reports = [asked(desks[0], ask)]
    invitation = read(envelope_for(reports[0], "Ana", invitation=True).to_fragment())
    joined = link_asks.join(invitation, "Bo")
    assert (joined.seat, joined.names) == (1, ("Ana", "Bo"))  # the host named by the link
    reports.append(asked(desks[1], joined))
    names = ("Ana", "Bo")
    for _ in range(12):  # the set-up links, each opened by the other device
        mover = next((s for s in (0, 1) if reports[s].action == "move"), None)
        if mover is not None:
            break
        sender = next(
            s
            for s in (0, 1)
            if bylink.sending(reports[s]) and reports[1 - s].count < reports[s].count
        )
        link = read(envelope_for(reports[sender], names[sender], False).to_fragment())
        kept = KeptGame.of(reports[1 - sender], names)
        reports[1 - sender] = asked(desks[1 - sender], link_asks.open_link(link, kept, names))
    assert mover is not None
    report = reports[mover]
    kept = KeptGame.of(report, names)
    chosen = link_asks.move(report.table, kept, report.legal[0], names)
    moved = asked(desks[mover], chosen)
    assert moved.count > report.count and moved.log[-1].seat == mover
    # Shown again as kept, on a fresh desk (a reload): the same game and count.
    again = asked(Desk(), link_asks.show(moved.table, KeptGame.of(moved, names)))
    assert (again.table, again.count) == (moved.table, moved.count)


def test_each_request_sends_the_desk_what_it_reads_and_no_more() -> None:
    ask = link_asks.Ask("move", ("Ana", "Bo"), table="t1", export="x", move="a1")
    assert ask.to_json("pt") == {
        "op": "move",
        "lang": "pt",
        "names": ["Ana", "Bo"],
        "table": "t1",
        "export": "x",
        "move": "a1",
    }
    new = link_asks.new_game("casino", {"target": 21}, 3, "Cy").to_json("en")
    assert new == {
        "op": "new",
        "lang": "en",
        "names": ["Cy", "", ""],
        "game": "casino",
        "players": 3,
        "options": {"target": 21},
    }


def test_the_line_after_an_answer_says_a_game_not_kept_or_a_link_seen_before() -> None:
    host = asked(Desk(), link_asks.new_game("punto", {}, 2, "Ana"))
    opened = link_asks.Ask("open", ("Ana", "Bo"))
    assert link_asks.note_after(opened, host, kept=False) == "link.not_kept"
    assert link_asks.note_after(opened, dataclasses.replace(host, taken=0), True) == "link.seen"
    assert link_asks.note_after(opened, dataclasses.replace(host, taken=2), True) is None
    assert link_asks.note_after(link_asks.Ask("show", ()), host, True) is None
    assert link_asks.jumps(link_asks.Ask("show", ()), pace_off=False)
    assert link_asks.jumps(opened, pace_off=True) and not link_asks.jumps(opened, False)
