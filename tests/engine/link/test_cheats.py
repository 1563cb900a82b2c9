"""Cheats at the game's level, crafted on purpose and caught (issue 25's threat model).

The cheater writes the message it likes with its own protocol table; the honest seat
refuses it with one line and keeps its game: the very next honest message is taken.
A move whose legality rests on a card only its mover has seen (a Casino build) is
taken as a claim, and the reveal of the seeds names it.
"""

from __future__ import annotations

import dataclasses
import hashlib

import pytest

from parlour.fair import Refused, Reveal, wire
from parlour.games.cardino.tiles import TILE_BY_CODE
from parlour.games.casino.cards import NAME
from parlour.link import BadInvite, Invite, Seat, header

from .players import Players, seeded


def two_seats(monkeypatch: pytest.MonkeyPatch, game: str, options: dict[str, object]) -> Players:
    seeded(monkeypatch, 11)
    table = Players.sit(game, 2, options, seed=11)
    table.follow_truth()
    while not any(seat.action == "move" for seat in table.seats):
        table.step()
    return table


def mover(table: Players) -> Seat:
    return next(seat for seat in table.seats if seat.action == "move")


def refused_and_kept(seat: Seat, text: str, honest: str, words: str) -> Seat:
    with pytest.raises(Refused, match=words) as caught:
        seat.receive(text)
    assert "\n" not in str(caught.value)
    return seat.receive(honest)  # the seat's game is as it was: the honest message is taken


def test_a_move_the_rules_forbid_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    table = two_seats(monkeypatch, "punto", {"rounds_to_win": 1})
    cheat = mover(table)
    other = table.seats[1 - cheat.seat]
    forbidden, _ = cheat.fair.send("9,9")  # far from every card on the board (Punto rule 4)
    honest, _ = cheat.send(cheat.legal_moves()[0])
    refused_and_kept(other, forbidden, honest, r"seat \d's move '9,9' is refused")


def test_a_message_replayed_out_of_order_or_from_another_game_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    table = two_seats(monkeypatch, "casino", {"target": 11})
    sender = mover(table)
    receiver = table.seats[1 - sender.seat]
    replayed = next(m for m in reversed(table.messages) if header.read(m).seat == sender.seat)
    text, after = sender.send(sender.legal_moves()[0])
    later, _ = after.send("") if after.action == "send" else (None, None)
    refused_and_kept(receiver, replayed, text, "already received")
    if later is not None:
        refused_and_kept(receiver, later, text, "out of order")
    elsewhere = Players.sit("casino", 2, {"target": 21}, seed=12)  # another table
    first = next(seat for seat in elsewhere.seats if seat.action == "send")  # a friend's step 0
    stranger = first.fair.send()[0]
    refused_and_kept(receiver, stranger, text, "from another game")


def test_a_changed_earlier_move_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """The cheater's later message is built on a history where its earlier move differs:
    its transcript hash names that history, not the honest seat's."""
    table = two_seats(monkeypatch, "casino", {"target": 11})
    cheat = mover(table)
    honest_seat = table.seats[1 - cheat.seat]
    first, second = cheat.legal_moves()[:2]
    played, cheat_after = cheat.send(first)
    honest_seat = honest_seat.receive(played)
    # the history the cheater pretends: its move was ``second``
    pretended, _ = cheat.send(second)
    real_next, _ = cheat_after.send("") if cheat_after.action == "send" else (None, None)
    message = wire.from_bytes(wire.from_text(pretended))
    head = hashlib.sha256(cheat.fair.head + wire.from_text(pretended)).digest()
    forged = dataclasses.replace(message, number=message.number + 1, previous=head, move="")
    text = wire.to_text(wire.to_bytes(forged))
    with pytest.raises(Refused, match="follows another transcript"):
        honest_seat.receive(text)
    if real_next is not None:
        honest_seat.receive(real_next)


def test_a_build_without_the_card_kept_is_named_at_the_reveal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Casino D-duty: a build needs a card of its value kept in hand.  The other seat
    cannot see the builder's hand, so the build is taken as a claim; at the seed reveal
    the whole deck is known and the claim is named."""
    table = two_seats(monkeypatch, "casino", {"target": 11})
    for _ in range(40):
        cheat = mover(table)
        other = table.seats[1 - cheat.seat]
        found = illegal_build(cheat, other)
        if found is not None:
            move, position = found
            text, cheat_fair = cheat.fair.send(move, [Reveal("hand 0", position)])
            try:
                taken = other.receive(text)
            except Refused:
                found = None
            else:
                break
        table.step()
    assert found is not None, "a build the other seat cannot rule out"
    assert taken.engine.claims and taken.engine.claims[-1].move == move
    seeds, _ = cheat_fair.send(seeds=["hand 0"])
    mine, own_fair = taken.fair.receive(seeds).send(seeds=["hand 0"])
    revealed = dataclasses.replace(taken, fair=own_fair)
    faults, _ = revealed.result()
    assert len(faults) == 1 and move in faults[0] and f"seat {cheat.seat}" in faults[0]


def illegal_build(seat: Seat, other: Seat) -> tuple[str, int] | None:
    """A build of the mover's that the rules forbid (it keeps no card of the build's
    value) but ``other`` cannot rule out (a card of that value is out of its sight),
    with the position of the card it plays; None if there is none."""
    view = seat.state.view(seat.seat)
    held = [NAME[card] for card in view.hand]  # type: ignore[attr-defined]
    loose = [NAME[item] for item in view.table if isinstance(item, int)]  # type: ignore[attr-defined]
    legal = set(seat.legal_moves())
    shuffle = seat.fair.shuffle("hand 0")
    seen = other.fair.shuffle("hand 0")
    seen_ranks = [other.fair.shuffle("hand 0").plan.codes[i][:-1] for i in seen.known.values()]
    for card in held:
        for target in loose:
            if card[:-1] not in RANK or target[:-1] not in RANK:
                continue  # a court card takes no part in a build
            value = RANK[card[:-1]] + RANK[target[:-1]]
            kept = {RANK.get(other[:-1]) for other in held if other != card}
            move = f"{card} b{value} on {target}"
            if value > 10 or value in kept or move in legal:
                continue
            rank = next(name for name, number in RANK.items() if number == value)
            if seen_ranks.count(rank) == 4:
                continue  # the other seat has seen every card of the value: refused at once
            position = next(p for p, i in shuffle.known.items() if shuffle.plan.codes[i] == card)
            return move, position
    return None


RANK = {"A": 1, **{str(n): n for n in range(2, 11)}}


def test_a_seat_that_joined_with_other_options_refuses_the_first_message(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The invitation's options are bound into the protocol's game id: a host that tells
    one seat "to 11 points" and another "to 21" is caught at the first message."""
    seeded(monkeypatch, 13)
    told = Invite.new("casino", 2, {"target": 11})
    other = Invite.from_text(
        Invite(told.game, 2, {**told.options, "target": 21}, told.table).to_text()
    )
    host, joiner = Seat.new(told, 0), Seat.new(other, 1)
    sender = host if host.action == "send" else joiner
    text, _ = sender.send()
    receiver = joiner if sender is host else host
    with pytest.raises(Refused, match="from another game"):
        receiver.receive(text)
    assert Invite.from_text(told.to_text()) == told
    with pytest.raises(BadInvite):
        Invite.from_text(told.to_text()[:-6])


def test_a_false_opening_tile_in_cardino_is_named_at_the_reveal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Cardino rule 2, D3, D17: each player shows its lowest tile to find who starts.  Only
    its holder knows which tile that is, so the others take the one shown; when the seeds
    are revealed the whole pile is known, and a tile that was not the lowest is named."""
    seeded(monkeypatch, 11)
    table = Players.sit("cardino", 2, {}, seed=11)
    table.follow_truth()
    while not any(seat.duty.kind == "state" for seat in table.seats):
        table.step()
    cheat = table.seats[table.seats[0].duty.seat or 0]
    other = table.seats[1 - cheat.seat]
    rack = sorted(
        (p for p in range(5 * cheat.seat, 5 * cheat.seat + 5)),
        key=lambda p: (TILE_BY_CODE[cheat.engine.known["pile"][p]], p),
    )
    text, cheat_fair = cheat.fair.send("", [Reveal("pile", rack[1])])  # its second lowest
    taken = other.receive(text)
    shown = cheat.engine.known["pile"][rack[1]]
    assert taken.fair.card("pile", rack[1]) == shown, "the other seat takes the tile shown"
    seeds, _ = cheat_fair.send(seeds=["pile"])
    _, own_fair = taken.fair.receive(seeds).send(seeds=["pile"])
    faults, _ = dataclasses.replace(taken, fair=own_fair).result()
    assert (
        f"seat {cheat.seat} showed {shown} to find who starts, "
        "not its lowest tiles (rule 2, D3): a false statement"
    ) in faults
