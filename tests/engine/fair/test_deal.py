"""Whole shuffles and reveals among 2, 3, 4 and 6 seats: each seat learns exactly what it is shown.

Each game shuffles a deck, deals one position to each seat (every other seat
releases its key), shows one position to two seats (reveal-to-some, keys sealed
between the two), shows one to every seat, then shows all and reveals the
seeds: every seat's audit passes and gives the true order.
"""

from __future__ import annotations

import pytest

from parlour.fair import Reveal, Ledger, curve, shuffle, wire
from parlour.fair.derive import card_point

from .tables import Game, codes

CASES = [(2, 52), (3, 66), (4, 72), (6, 72), (2, 4), (3, 5), (4, 6), (6, 8)]
"""(seats, cards): the decks of the four games, and the smallest with a position for each reveal."""


def play_out(seats: int, size: int) -> tuple[Game, dict[int, set[int]]]:
    """The game above; returns it and the positions each seat was shown."""
    game = Game(seats)
    game.begin("main", codes(size), first=seats - 1)
    assert len(game.shuffle("main")) == 2 * seats - 1
    shown: dict[int, set[int]] = {seat: set() for seat in range(seats)}
    hands = [Reveal("main", seat, frozenset({seat})) for seat in range(seats)]
    for seat in range(seats):
        game.send(seat, "deal", [hand for hand in hands if seat not in (hand.to or ())])
    for hand in hands:
        shown[min(hand.to or ())].add(hand.position)
    pair = Reveal("main", seats, frozenset({0, 1}))
    for seat in range(seats):
        game.send(seat, "show two", [pair])
    shown[0].add(pair.position)
    shown[1].add(pair.position)
    public = Reveal("main", size - 1)
    for seat in range(seats):
        game.send(seat, "show all", [public])
    for seat in range(seats):
        shown[seat].add(public.position)
    return game, shown


@pytest.mark.parametrize(("seats", "size"), CASES)
def test_each_seat_reads_exactly_what_it_was_shown_and_the_seeds_recheck_it(
    seats: int, size: int
) -> None:
    game, shown = play_out(seats, size)
    truth = game.truth("main")
    assert sorted(truth) == sorted(codes(size))
    for seat, table in enumerate(game.tables):
        read = {p: table.card("main", p) for p in range(size) if table.card("main", p) is not None}
        assert read == {position: truth[position] for position in shown[seat]}
        # With two seats, "seats 0 and 1" is every seat: that card is public.
        public = {size - 1, seats} if seats == 2 else {size - 1}
        assert {p for p in range(size) if table.is_public("main", p)} == public
    # Then every card is shown and every seed revealed: each seat re-checks the others.
    for seat in range(seats):
        game.send(seat, "", [Reveal("main", position) for position in range(size)])
    assert all(table.card("main", p) == truth[p] for table in game.tables for p in range(size))
    for seat in range(seats):
        assert game.tables[seat].deck_order("main") is None
        game.send(seat, "", seeds=["main"])
    assert all(table.deck_order("main") == truth for table in game.tables)


def test_a_later_shuffle_has_its_own_seeds_and_elements() -> None:
    game = Game(2)
    game.begin("round 1", codes(4))
    game.begin("round 2", codes(4))
    game.shuffle("round 1")
    game.shuffle("round 2")
    first, second = game.seeds("round 1"), game.seeds("round 2")
    assert all(first[seat].seed != second[seat].seed for seat in first)
    assert set(first[0].keys).isdisjoint(second[0].keys)
    assert card_point("test-game", "round 1", 0, "c0") != card_point(
        "test-game", "round 2", 0, "c0"
    )


def test_two_copies_of_a_card_have_different_elements() -> None:
    # Punto has two of each card: equal elements would stay equal through the first
    # pass's single lock, showing every seat which two positions hold a pair.
    assert card_point("g", "main", 0, "c0") != card_point("g", "main", 1, "c0")


def test_the_keys_a_seat_needs_can_come_before_the_unlock_pass() -> None:
    # Two seats: the last of the first pass (seat 1) puts its keys on at once, so it
    # can release seat 0's hand in its set-up message; seat 0 reads it before its turn.
    game = Game(2)
    game.begin("main", codes(10))
    game.send(0)
    text = game.send(1, "", [Reveal("main", 0, frozenset({0}))])
    assert game.tables[0].owes() == ("main",)
    assert game.tables[0].card("main", 0) == game.truth("main")[0]
    game.send(0, "first move")
    assert game.tables[0].card("main", 0) == game.truth("main")[0]
    assert game.tables[1].card("main", 0) is None
    assert len(game.sent) == 3 and text in game.sent


def test_keys_size_is_what_a_reveal_adds_to_the_message() -> None:
    """``Ledger.keys_size``: the bytes the keys of some reveals take in the sender's next
    message, counted without making them (Seat cuts a set-up message at 3,000 characters
    by it): keys in clear, keys sealed to each other reader, none twice, none already out,
    and in a message whose shuffle step puts the keys on (the last of the first pass)."""
    game = Game(3)
    game.begin("main", codes(140))
    game.send(0)
    game.send(1)
    setup_table = game.tables[2]  # its step puts its keys on: they may go with it
    game.shuffle("main")
    game.send(0, "", [Reveal("main", 5)])
    cases = [
        (setup_table, [Reveal("main", p, frozenset({p % 2})) for p in range(40)]),
        (game.tables[0], [Reveal("main", 3, frozenset({1}))]),  # in clear: 0 does not read it
        (game.tables[0], [Reveal("main", 4, frozenset({0, 1, 2}))]),  # every seat: in clear
        (game.tables[0], [Reveal("main", 7, frozenset({0, 1, 2})), Reveal("main", 7)]),
        (game.tables[0], [Reveal("main", 130, frozenset({0, 1})), Reveal("main", 131)]),
        (game.tables[0], [Reveal("main", 5)]),  # already out in clear: nothing
        (game.tables[0], [Reveal("main", p, frozenset({0, 2})) for p in range(120, 140)]),
    ]
    for table, reveal in cases:
        bare = len(wire.from_text(table.send("m")[0]))
        with_keys = len(wire.from_text(table.send("m", reveal)[0]))
        assert table.keys_size(reveal) == with_keys - bare, reveal
    assert cases[5][0].keys_size(cases[5][1]) == 0


def test_a_card_is_read_from_its_point_by_the_hashs_tries_or_by_every_point(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Plan.card_at reads a decrypted point without computing every card's element; it
    # must name the same card as the table of every element, and no card for a point
    # that is none (a wrong key), whether the tries find it or the fallback does.
    plan = shuffle.Plan("g", "main", codes(12), (0, 1))
    every = {curve.encode(point): index for index, point in enumerate(plan.points)}
    not_a_card = curve.multiply(7, plan.points[3])
    assert not_a_card is not None
    for first_tries in (shuffle.FIRST_TRIES, 0):  # 0: the tries miss, every point is used
        monkeypatch.setattr(shuffle, "FIRST_TRIES", first_tries)
        fresh = shuffle.Plan("g", "main", codes(12), (0, 1))
        for index in range(12):
            point = card_point("g", "main", index, codes(12)[index])
            assert fresh.card_at(point) == every[curve.encode(point)] == index
        assert fresh.card_at(not_a_card) is None
        assert fresh.card_at(curve.negate(plan.points[5])) is None  # its x, the other y


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_decks_begun_together_are_shuffled_in_the_same_2k_minus_1_messages(seats: int) -> None:
    """Issue 36: every deck of a deal in the same messages, in one seat order the caller
    chooses (a friend first); an open deck (Punto's split of a team's cards) carries no
    points, each seat's seed committed and then revealed in its key step; a deck whose
    cards an earlier one decides is named once they are known, its points unchanged."""
    order = tuple(range(1, seats)) + (0,)
    game = Game(seats)
    game.tables = [
        table.begin("split", codes(8), order=order, open=True)
        .begin("hand", ("x",) * 6, order=order, exchange=False, tag="1")
        .begin("rest", codes(10), order=order, exchange=False, tag="2")
        for table in game.tables
    ]
    while not all(game.tables[0].shuffled(deck) for deck in ("split", "hand", "rest")):
        seat = next(s for s, table in enumerate(game.tables) if table.owes())
        assert len(game.tables[seat].owes()) == 3
        game.send(seat)
    assert len(game.sent) == 2 * seats - 1
    assert wire.from_bytes(wire.from_text(game.sent[0])).seat == order[0] != 0
    split = [game.tables[seat].deck_order("split") for seat in range(seats)]
    assert split[0] is not None and all(order == split[0] for order in split)
    assert all(table.card("split", 3) == split[0][3] for table in game.tables)
    named = [table.name("hand", tuple("abcdef")) for table in game.tables]
    game.tables = named
    for seat in range(seats):
        game.send(seat, "", [Reveal("hand", 0)])
    read = {table.card("hand", 0) for table in game.tables}
    assert len(read) == 1 and read <= set("abcdef")
    restored = Ledger.restore(game.tables[1].export())
    assert restored.card("hand", 0) == game.tables[1].card("hand", 0)
    if seats > 2:  # a card shown to two seats of three: a key sealed, which needs exchange points
        with pytest.raises(ValueError, match="sealed"):
            game.tables[0].send("", [Reveal("rest", 1, frozenset({0, 1}))])
