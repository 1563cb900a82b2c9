"""Issue 36: no link of a whole game passes 4,000 characters (Telegram's and WhatsApp's
message limit), not only the opening links (``test_short_links.py``).

A link is a seat's messages in a row (its outbox: a move, then a new deal's shuffle step
and the seeds the deal retires) in an envelope, counted with the longest name a link
carries and a 40-character address (docs/fair-deal.md, "The invitation and the first
links").  Every game, Colomino variant and player count is played whole, by messages, in
``test_games.py``, which checks its links too (``players.assert_links_fit_a_chat``); this
file plays the games that went over: Punto's team game, whose later rounds' set-up
messages carry six decks' steps, 72 points and four seeds.  Seeded (the moves, the
shuffle seeds, the table id), so the same decks are dealt each run.
"""

from __future__ import annotations

import pytest

from parlour.fair import wire
from parlour.link.envelope import (
    ADDRESS_CHARS,
    LINK_CHARS,
    LONGEST_NAME,
    envelope_for,
    link_number,
    parts,
    read,
    split,
)
from parlour.link.report import SeatReport

from .players import (
    Players,
    assert_links_fit_a_chat,
    assert_punto_keys_only_after_a_full_set_up,
    seeded,
)

TEAMS = {"rounds_to_win": 1, "teams": True}


@pytest.mark.parametrize(
    ("seed", "messages"),
    [
        (8, 10_000),  # a whole game; its second round's first set-up message was 4,805
        (15, 62),  # a round's last move and the next round's first step in a row: 4,085
    ],
)
def test_no_link_of_a_punto_team_game_passes_4000(
    seed: int, messages: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    seeded(monkeypatch, seed)
    table = Players.sit("punto", 4, TEAMS, seed)
    table.follow_truth()
    while len(table.messages) < messages and table.step() is not None:
        pass
    assert len(table.seats[0].fair.shuffles) > 6, "the game reaches a second round"
    assert_links_fit_a_chat(table)
    assert_punto_keys_only_after_a_full_set_up(table)
    if messages > 1_000:
        assert all(seat.action == "over" for seat in table.seats)
        assert all(seat.result()[0] == () for seat in table.seats)
    # a seat's messages in a row went in more than one link (``envelope.split``)
    runs = [s for s, _ in table.links()]
    assert any(a == b for a, b in zip(runs, runs[1:], strict=False)) == (seed == 15)


def checksummed(size: int, fill: int) -> str:
    """A message's text of about ``size`` characters, its own checksum last."""
    body = bytes([fill]) * (size * 3 // 4 - 4)
    return wire.to_text(body + wire.checksum(body))


def report_with(outbox: tuple[str, ...], count: int) -> SeatReport:
    """A seat's report whose outbox is ``outbox``, the last of ``count`` messages."""
    fields = {name: None for name in SeatReport.__dataclass_fields__}
    fields |= {"game": "punto", "table": "tbl", "seat": 2, "outbox": outbox, "count": count}
    return SeatReport(**fields)  # type: ignore[arg-type]


def test_an_outbox_too_long_for_one_link_goes_in_as_few_as_fit_in_order() -> None:
    move, step, seeds = checksummed(350, 1), checksummed(3_600, 2), checksummed(200, 3)
    report = report_with((move, step, seeds), count=40)
    assert parts(report) == ((move,), (step, seeds))
    links = [envelope_for(report, LONGEST_NAME, False, part) for part in range(2)]
    assert [read(link.to_fragment()).messages for link in links] == [(move,), (step, seeds)]
    assert all(ADDRESS_CHARS + len(link.to_fragment()) <= LINK_CHARS for link in links)
    # each link numbered by its first message: the next one starts where it stops
    assert [link_number(report, part) for part in range(2)] == [38, 39]
    # one that fits stays one link, whatever the name
    short = report_with((move, seeds), count=2)
    assert parts(short) == ((move, seeds),) and link_number(short) == 1
    assert split("punto", "tbl", 0, ()) == ((),)
