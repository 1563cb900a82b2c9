"""Cheats at the game's level, crafted on purpose and caught (issue 25's threat model).

The cheater writes the message it likes with its own protocol table; the honest seat
refuses it with one line and keeps its game: the very next honest message is taken.
A move whose legality rests on a card only its mover has seen (a Casino build) is
taken as a claim, and the reveal of the seeds names it.
"""

from __future__ import annotations

import dataclasses
import hashlib
import random

import pytest

from parlour.fair import Refused, Reveal, curve, wire
from parlour.games.cardino.tiles import TILE_BY_CODE
from parlour.games.casino.cards import NAME
from parlour.games.casino.rules import CasinoState
from parlour.link import BadInvite, Invite, Seat, duties, header

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
    checks = revealed.checks()  # the hand's deck checked: named then, not at the game's end
    assert checks.decks == ("hand 0",)
    faults = checks.faults
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


def test_a_deal_stacked_in_the_first_hand_is_named_when_that_hand_ends(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """docs/fair-deal.md, "The end: seeds": a seat reveals a deck's seed in the next message
    it sends once nothing of the deck is hidden, so a Casino hand's deal is checked when the
    hand ends, not at the game's end.  The first hand's dealer stacks its shuffle step (the
    cards in an order of its own, not the one its committed seed gives: nothing shows it
    before the seed).  Its last play of the hand must carry its seed (held back, the play
    is refused); with it, the other seat names the stacked step, before any move of hand 2.

    The stacker's own device would not send that seed: once the other seat's seed of the
    deck is in, its own table re-checks the deal and refuses its own stacked step.  So the
    stacker sends what a modified client would: the play made with its protocol table, its
    seed added by hand."""
    seeded(monkeypatch, 11)
    seats = Players.sit("casino", 2, {"target": 11}, seed=11).seats
    rng = random.Random(11)
    while not any(seat.fair.owes() and seat.fair.shuffle("hand 0").decks for seat in seats):
        sender = next(seat for seat in seats if seat.action == "send")
        deliver(seats, *sender.send())
    stacker = next(seat for seat in seats if seat.fair.owes())
    honest_text, _ = stacker.send()
    stacked = stacked_step(stacker, honest_text)
    deliver(seats, stacked, stacker._resent(stacked, ""))
    while True:
        sender = next(seat for seat in seats if seat.action in ("move", "send"))
        move = rng.choice(sender.legal_moves()) if sender.action == "move" else ""
        engine = sender.engine.play(move)[0] if move else sender.engine
        due = duties.seeds_due(sender.fair, engine, sender.seat)
        if sender.seat == stacker.seat and "hand 0" in due:
            break
        deliver(seats, *sender.send(move))
    honest = seats[1 - stacker.seat]
    state = honest.state
    assert isinstance(state, CasinoState) and state.hand_number == 0 and not state.stock
    chance = engine.chance  # the stacker's last play ends the hand: hand 2 is next
    assert chance is not None and chance.deck == "hand 1"
    assert honest.checks().decks == ()
    assert "hand 0" in duties.seeds_due(honest.fair, engine, stacker.seat)
    held_back, _ = sender.fair.send(move, duties.reveals(sender.fair, engine, sender.seat))
    with pytest.raises(Refused, match="holds back its seed of deck 'hand 0'"):
        honest.receive(held_back)
    text = with_seeds(sender, held_back, due)
    with pytest.raises(Refused) as caught:
        honest.receive(text)
    assert str(caught.value) == (
        f"seat {stacker.seat}'s step 1 of deck 'hand 0' is not a permutation of its input "
        "under its keys that its seed gives"
    )


def deliver(seats: list[Seat], text: str, sender: Seat) -> None:
    """``sender`` (the seat once it sent ``text``) kept, and ``text`` taken by every other."""
    seats[sender.seat] = sender
    for other in seats:
        if other.seat != sender.seat:
            seats[other.seat] = other.receive(text)


def with_seeds(seat: Seat, text: str, decks: list[str]) -> str:
    """``text``, a message of ``seat``'s, with its seeds of ``decks`` added as ``fair.Ledger``
    would add them, but with none of the checks its own table makes of what it sends."""
    message = wire.from_bytes(wire.from_text(text))
    seeds = []
    for deck in decks:
        shuffle = seat.fair.shuffle(deck)
        seeds.append(wire.Seed(shuffle.plan.wire_name, shuffle.own.seed))
    sections = (*message.sections, *seeds)
    return wire.to_text(wire.to_bytes(dataclasses.replace(message, sections=sections)))


def stacked_step(seat: Seat, honest: str) -> str:
    """``honest``, the seat's message with its step of deck 'hand 0', with that step made
    from the cards in the reverse of the order its seed gives (its own keys kept)."""
    message = wire.from_bytes(wire.from_text(honest))
    step = message.sections[0]
    shuffle = seat.fair.shuffle("hand 0")
    assert isinstance(step, wire.Step) and step.deck == shuffle.plan.tag  # its wire name
    scalars, sources = shuffle.plan.transform(step.step, shuffle.own)
    chosen = list(sources)[::-1]
    before = shuffle.decks[-1]
    points = curve.multiply_each([(scalars[j], before[chosen[j]]) for j in range(len(chosen))])
    stacked = dataclasses.replace(step, points=wire.Points.of(points))
    sections = (stacked, *message.sections[1:])
    return wire.to_text(wire.to_bytes(dataclasses.replace(message, sections=sections)))
