"""Each cheat of the threat model (docs/fair-deal.md, "Threat model"), crafted and caught.

A cheat is caught when its message arrives or, at the latest, when the cheater's
seed is revealed; the refusal is one line naming what is wrong, and the honest
seat's table is as it was: it still takes the honest message that comes next.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from parlour.fair import Refused, Reveal, Ledger, curve, wire
from parlour.fair.derive import Secrets

from .tables import Game, codes


def key_seed(value: int) -> bytes:
    """A made-up key seed (16 bytes on the wire)."""
    return value.to_bytes(wire.KEY_BYTES, "big")


def other_than(key: bytes) -> bytes:
    """A key seed one bit away from ``key``."""
    return bytes((key[0] ^ 1,)) + key[1:]


def forge(table: Ledger, seat: int, sections: Sequence[wire.Section], move: str = "") -> str:
    """A message from ``seat`` that follows ``table``'s transcript, with any content."""
    message = wire.Message(
        table.game, seat, len(table.transcript), table.head, move, tuple(sections)
    )
    return wire.to_text(wire.to_bytes(message))


def sealed(body: bytes) -> str:
    """A message's text from its bytes without the checksum: a cheat recomputes it."""
    return wire.to_text(body + wire.checksum(body))


def refused(table: Ledger, text: str, match: str) -> str:
    """Asserts ``table`` refuses ``text`` with one line holding ``match``; returns the line."""
    before = table.export()
    with pytest.raises(Refused) as caught:
        table.receive(text)
    line = str(caught.value)
    assert match in line, line
    assert "\n" not in line
    assert table.export() == before
    return line


def shuffled(seats: int, size: int = 8) -> Game:
    game = Game(seats)
    game.begin("main", codes(size))
    game.shuffle("main")
    return game


def adopt(game: Game, sender: int, text: str, takers: Sequence[int]) -> None:
    """The cheater keeps its own forged message (as its device would), and ``takers``,
    who cannot see anything wrong in it yet, take it."""
    game.tables[sender] = game.tables[sender]._apply(text, game.tables[sender].peek(text), None)
    for seat in takers:
        game.tables[seat] = game.tables[seat].receive(text)


def crafted_step(game: Game, seat: int, sources: Sequence[int]) -> wire.Step:
    """``seat``'s next step made with its own keys but from ``sources`` (any list)."""
    table = game.tables[seat]
    shuffle = table.shuffle("main")
    step = len(shuffle.decks)
    before = shuffle.decks[-1] if shuffle.decks else shuffle.plan.points
    scalars, _ = shuffle.plan.transform(step, shuffle.own)
    points = curve.multiply_each([(scalars[j], before[sources[j]]) for j in range(len(sources))])
    first = step == shuffle.plan.order.index(seat)
    honest = table._my_step("main")
    return wire.Step(
        "main",
        step,
        tuple(points),
        honest.digest,
        honest.commitment if first else None,
        honest.exchange if first else None,
    )


def test_a_wrong_key_to_the_reader_is_caught_on_arrival() -> None:
    game = shuffled(2)
    cheat = forge(
        game.tables[1], 1, [wire.Keys("main", (wire.Key(0, wire.EVERYONE, key_seed(12345)),))]
    )
    refused(
        game.tables[0],
        cheat,
        "position 0 of deck 'main' does not decrypt to a card: a key from seat 1 is wrong",
    )
    game.send(1, "deal", [Reveal("main", 0, frozenset({0}))])
    assert game.tables[0].card("main", 0) == game.truth("main")[0]


def test_a_wrong_key_for_another_seat_is_named_at_the_seed_reveal() -> None:
    game = shuffled(3)
    game.send(0, "", [Reveal("main", 2, frozenset({2}))])
    wrong = wire.Keys("main", (wire.Key(2, wire.EVERYONE, key_seed(777)),))
    cheat = forge(game.tables[1], 1, [wrong])
    refused(
        game.tables[2],
        cheat,
        "position 2 of deck 'main' does not decrypt to a card: a key from seat 0, 1 is wrong",
    )
    # Seat 0 cannot check a key meant for seat 2: it takes the message...
    adopt(game, 1, cheat, [0])
    # ...and the seed reveal names the cheat.
    seed = wire.Seed("main", game.tables[1].shuffle("main").own.seed)
    line = "seat 1's key for position 2 of deck 'main' is not the one its seed gives"
    refused(game.tables[0], forge(game.tables[1], 1, [seed]), line)


def test_a_wrong_sealed_key_is_caught_by_the_seat_it_was_sealed_to() -> None:
    game = shuffled(3)
    game.send(2, "", [Reveal("main", 3, frozenset({0, 1}))])
    sealed = wire.Keys("main", (wire.Key(3, 1, key_seed(99)),))
    refused(
        game.tables[1],
        forge(game.tables[0], 0, [sealed]),
        "position 3 of deck 'main' does not decrypt to a card",
    )
    game.send(0, "", [Reveal("main", 3, frozenset({0, 1}))])
    assert game.tables[1].card("main", 3) == game.truth("main")[3]


def test_a_card_the_mover_does_not_hold_is_refused_by_the_game_side() -> None:
    game = shuffled(2)
    game.send(0, "", [Reveal("main", 5, frozenset({1}))])
    truth = game.truth("main")

    def plays_what_it_shows(seat: int, move: str, table: Ledger) -> str | None:
        # The game side: "play P C" puts down card C from position P of the mover's hand.
        _, position, code = move.split()
        shown = (
            table.card("main", int(position)) if table.is_public("main", int(position)) else None
        )
        return None if shown == code else f"position {position} holds {shown}, not {code}"

    lie = "c99" if truth[5] != "c99" else "c98"
    own_key = game.tables[1].shuffle("main").own.key_seeds[5]
    keys = [wire.Keys("main", (wire.Key(5, wire.EVERYONE, own_key),))]
    text = forge(game.tables[1], 1, keys, move=f"play 5 {lie}")
    with pytest.raises(
        Refused,
        match=f"seat 1's move 'play 5 {lie}' is refused: position 5 holds {truth[5]}, not {lie}",
    ):
        game.tables[0].receive(text, plays_what_it_shows)
    game.send(1, f"play 5 {truth[5]}", [Reveal("main", 5)], check_move=plays_what_it_shows)
    assert game.tables[0].card("main", 5) == truth[5]


def test_a_duplicated_ciphertext_is_caught_on_arrival() -> None:
    game = Game(2)
    game.begin("main", codes(6))
    game.send(0)
    step = crafted_step(game, 1, [0, 0, 2, 3, 4, 5])
    same = wire.Step(
        "main", step.step, (step.points[0],) * 6, step.digest, step.commitment, step.exchange
    )
    refused(
        game.tables[0],
        forge(game.tables[1], 1, [same]),
        "seat 1's step 1 of deck 'main' holds one card twice",
    )


def test_a_duplicated_and_a_missing_card_are_caught_when_shown_and_named_at_the_seed() -> None:
    # Seat 1 re-encrypts card 0 in place of card 1: no two points are equal, but the
    # deck holds one card twice and lacks another.
    game = Game(2)
    game.begin("main", codes(6))
    game.send(0)
    honest = game.tables[1].shuffle("main").own.order
    sources = [honest[0], honest[0], *honest[2:]]
    cheat = forge(game.tables[1], 1, [crafted_step(game, 1, sources)])
    adopt(game, 1, cheat, [0])
    game.send(0)
    # Seat 0 shows positions 0 and 1 (the cheater's own device is not asked: forge
    # follows the honest seat's transcript, the same as the cheater's).
    game.tables[0] = game.tables[0].send("", [Reveal("main", 0), Reveal("main", 1)])[1]
    cheater = game.tables[1].shuffle("main").own
    keys = [
        wire.Keys("main", tuple(wire.Key(p, wire.EVERYONE, cheater.key_seeds[p]) for p in (0, 1)))
    ]
    refused(game.tables[0], forge(game.tables[0], 1, keys), "holds the card already at position 0")
    seed = wire.Seed("main", cheater.seed)
    refused(
        game.tables[0],
        forge(game.tables[0], 1, [seed]),
        "seat 1's step 1 of deck 'main' is not a permutation of its input under its keys that its seed gives",
    )


def test_a_lock_pass_that_is_not_a_permutation_is_caught_on_arrival() -> None:
    # One lock on every card: a card taken twice is the same point twice.
    game = Game(3)
    game.begin("main", codes(6))
    order = game.tables[0].shuffle("main").own.order
    cheat = forge(game.tables[0], 0, [crafted_step(game, 0, [order[0]] * 3 + [order[1]] * 3)])
    refused(game.tables[1], cheat, "seat 0's step 0 of deck 'main' holds one card twice")


def test_a_card_swapped_for_another_point_is_named_at_the_seed_reveal() -> None:
    game = Game(3)
    game.begin("main", codes(6))
    honest = crafted_step(game, 0, game.tables[0].shuffle("main").own.order)
    stranger = curve.multiply(
        game.tables[0].shuffle("main").own.lock, curve.hash_to_point(b"not a card")
    )
    assert stranger is not None
    points = (stranger, *honest.points[1:])
    step = wire.Step("main", 0, points, honest.digest, honest.commitment, honest.exchange)
    adopt(game, 0, forge(game.tables[0], 0, [step]), [1, 2])
    game.shuffle("main")
    seed = wire.Seed("main", game.tables[0].shuffle("main").own.seed)
    line = "seat 0's step 0 of deck 'main' is not a permutation of its input under its keys that its seed gives"
    refused(game.tables[1], forge(game.tables[1], 0, [seed]), line)


def test_a_seed_other_than_the_committed_one_is_refused() -> None:
    game = shuffled(2)
    other = wire.Seed("main", bytes(32))
    refused(
        game.tables[0],
        forge(game.tables[1], 1, [other]),
        "seat 1's seed for deck 'main' is not the one it committed to",
    )


def step_message(game: Game) -> tuple[wire.Step, bytes, bytes]:
    """Seat 1's honest step 1 of deck 'main' as message bytes without the checksum, and the
    same with card 2 made an x no point of the curve has."""
    game.begin("main", codes(4))
    game.send(0)
    step = crafted_step(game, 1, game.tables[1].shuffle("main").own.order)
    x = 5
    while curve.sqrt_of((x**3 + 7) % curve.P) is not None:
        x += 1
    data = wire.to_bytes(wire.Message("test-game", 1, 1, game.tables[1].head, "", (step,)))[:-4]
    return step, data, data.replace(curve.encode(step.points[2]), b"\x02" + x.to_bytes(32, "big"))


def test_a_point_off_the_curve_is_refused() -> None:
    game = Game(2)
    step, data, bad = step_message(game)
    good = curve.encode(step.points[2])
    refused(
        game.tables[0],
        sealed(bad),
        "card 2 of step 1 of deck 'main' is not a point of the curve: no point of the curve has that x coordinate",
    )
    wrong_prefix = data.replace(good, b"\x05" + good[1:])
    refused(game.tables[0], sealed(wrong_prefix), "starts with 02 or 03")


def test_a_kept_message_is_read_again_with_each_point_checked_when_it_is_read() -> None:
    """A restore reads the device's own stored log again without decompressing every point
    up front (wire.Points); a point is still checked to be in the group when it is read,
    with the same line as on arrival."""
    step, _, bad = step_message(Game(2))
    whole = bad + wire.checksum(bad)
    with pytest.raises(wire.Unreadable, match="card 2 of step 1 of deck 'main' is not a point"):
        wire.from_bytes(whole)
    kept = wire.from_bytes(whole, checked=False)
    (section,) = kept.sections
    assert isinstance(section, wire.Step)
    assert section.points[1] == step.points[1]
    with pytest.raises(wire.Unreadable, match="card 2 of step 1 of deck 'main' is not a point"):
        section.points[2]
    assert wire.to_bytes(kept) == whole  # read lazily, written back as it came


def test_order_replays_and_other_games_are_refused() -> None:
    game = Game(3)
    game.begin("main", codes(4))
    text, game.tables[0] = game.tables[0].send()
    second, _ = game.tables[0].send("a move")
    refused(game.tables[1], second, "message #1 is out of order: #0 comes next")
    game.tables[1] = game.tables[1].receive(text)
    refused(game.tables[1], text, "message #0 was already received (a replay)")
    elsewhere = Ledger.new("another-game", 3, 2).begin("main", codes(4))
    refused(elsewhere, text, "message is from another game ('test-game', not 'another-game')")
    game.tables[1] = game.tables[1].receive(second)


def test_a_changed_earlier_move_is_refused() -> None:
    game = Game(2)
    game.begin("main", codes(4))
    game.shuffle("main")
    before = game.tables[1]
    game.send(1, "honest move")
    changed = before.send("another move")[1]  # seat 1 rewrites its move after sending it
    later = changed.send("next move")[0]
    refused(
        game.tables[0],
        later,
        "message #4 follows another transcript: an earlier message or move differs",
    )


def test_seats_and_steps_that_are_not_the_senders_are_refused() -> None:
    game = Game(3)
    game.begin("main", codes(4))
    mine = forge(game.tables[0], 1, [game.tables[0]._my_step("main")])
    refused(game.tables[2], mine, "step 0 of deck 'main' is seat 0's, not seat 1's")
    refused(
        game.tables[0], forge(game.tables[0], 0, []), "claims to be from this device's own seat 0"
    )
    refused(game.tables[0], forge(game.tables[0], 7, []), "names seat 7, but the table has 3 seats")


def test_another_deck_is_refused() -> None:
    game = Game(2)
    game.begin("main", codes(4))
    elsewhere = Ledger.new("test-game", 2, 1).begin("main", ("a", "b", "c", "e"))
    refused(
        elsewhere,
        game.tables[0].send()[0],
        "seat 0 shuffles another deck 'main': its cards or seat order differ",
    )


def test_unreadable_and_non_canonical_text_is_refused() -> None:
    game = Game(2)
    game.begin("main", codes(4))
    text = game.tables[1].send()[0]
    table = game.tables[0]
    refused(
        table,
        text[:40],
        "message is not readable: the message is damaged: its checksum does not match",
    )
    refused(table, text + "!", "message is not readable: the message has characters other than")
    refused(table, "", "message is not readable")
    refused(
        table, "A" * 70_000, "message is not readable: the message is longer than 65536 characters"
    )
    body = wire.from_text(text)[:-4]
    refused(table, sealed(body[:40]), "message is not readable: the message ends inside")
    refused(
        table,
        sealed(body + b"\x09\x00"),
        "message is not readable: the message has a section of unknown kind 9",
    )
    refused(
        table,
        sealed(b"\x02" + body[1:]),
        "message is not readable: the message is of protocol version 2, not 3",
    )
    # The same bytes in another base64 spelling (the last character's unused bits set).
    last = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    spelled = text[:-1] + last[last.index(text[-1]) + 1] if len(text) % 4 else None
    if spelled is not None and wire.from_text(spelled) == wire.from_text(text):
        refused(table, spelled, "message is not in its one canonical form")


def test_keys_before_the_senders_step_and_out_of_range_are_refused() -> None:
    game = Game(3)
    game.begin("main", codes(4))
    early = wire.Keys("main", (wire.Key(0, wire.EVERYONE, key_seed(5)),))
    refused(
        game.tables[1],
        forge(game.tables[0], 0, [early]),
        "seat 0 releases keys for deck 'main' before putting them on",
    )
    game.shuffle("main")
    far = wire.Keys("main", (wire.Key(9, wire.EVERYONE, key_seed(5)),))
    refused(
        game.tables[1],
        forge(game.tables[0], 0, [far]),
        "position 9 of deck 'main', which the deck does not have",
    )
    to_self = wire.Keys("main", (wire.Key(1, 0, key_seed(5)),))
    refused(
        game.tables[1],
        forge(game.tables[0], 0, [to_self]),
        "seals a key for position 1 of deck 'main' to seat 0, which cannot take it",
    )
    key = game.tables[0].shuffle("main").own.key_seeds[1]
    game.send(0, "", [Reveal("main", 1)])
    twice = wire.Keys("main", (wire.Key(1, wire.EVERYONE, other_than(key)),))
    refused(
        game.tables[1],
        forge(game.tables[0], 0, [twice]),
        "seat 0 sent two different keys for position 1 of deck 'main'",
    )
    assert Secrets(game.tables[0].shuffle("main").own.seed, 4).key_seeds[1] == key


def test_a_key_after_the_seed_reveal_must_be_the_seeds() -> None:
    game = shuffled(2, size=4)
    game.send(0, "", [Reveal("main", p) for p in range(4)])
    game.send(1, "", [Reveal("main", p) for p in range(4)])
    game.send(1, "", seeds=["main"])
    key = game.tables[1].shuffle("main").own.key_seeds[2]
    wrong = wire.Keys("main", (wire.Key(2, wire.EVERYONE, other_than(key)),))
    refused(
        game.tables[0],
        forge(game.tables[0], 1, [wrong]),
        "seat 1's key for position 2 of deck 'main' is not the one its seed gives",
    )


def test_a_reveal_to_seats_not_at_the_table_is_a_caller_error() -> None:
    game = shuffled(2, size=4)
    with pytest.raises(ValueError, match="a reveal to seats of this table"):
        game.tables[0].send("", [Reveal("main", 1, frozenset({5}))])
    with pytest.raises(ValueError, match="deck 'main' has no position 4"):
        game.tables[0].send("", [Reveal("main", 4)])


def test_every_mutation_of_a_message_is_refused_with_one_line() -> None:
    # Any character changed, dropped or added in a set-up message and in a key message:
    # the table refuses it with Refused (never another error) and stays as it was.
    game = Game(2)
    game.begin("main", codes(4))
    game.send(0)
    step = game.tables[1].send("", [Reveal("main", 0, frozenset({0}))])[0]
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    rng = random.Random(25)
    mutations = [step[:cut] for cut in range(0, len(step), 7)]
    for _ in range(300):
        at = rng.randrange(len(step))
        mutations.append(step[:at] + rng.choice(alphabet) + step[at + 1 :])
        mutations.append(step[:at] + step[at + 1 :])
        mutations.append(step[:at] + rng.choice(alphabet) + step[at:])
    table, before = game.tables[0], game.tables[0].export()
    for text in mutations:
        if text == step:
            continue
        with pytest.raises(Refused) as caught:
            table.receive(text)
        assert "\n" not in str(caught.value)
    assert table.export() == before
    assert table.receive(step).card("main", 0) == game.truth("main")[0]
