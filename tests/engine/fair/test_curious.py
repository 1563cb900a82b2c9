"""A curious seat reads every message and all its device stores: no card it was not shown.

The threat model's curious player (docs/fair-deal.md): after a game of deals,
reveals to one seat, to two and to all, seat 1's stored table is rebuilt and
searched, compared against the true deck (from every seat's seed, which no
device holds in play).
"""

from __future__ import annotations

import itertools

from parlour.fair import Reveal, Ledger, curve
from parlour.fair.derive import key_scalar

from .tables import Game, codes

SIZE = 12


def played() -> tuple[Game, dict[int, str]]:
    """Four seats; returns the game and what seat 1 was shown (position -> card)."""
    game = Game(4)
    game.begin("main", codes(SIZE), first=2)
    game.shuffle("main")
    hands = {seat: (2 * seat, 2 * seat + 1) for seat in range(4)}
    for seat in range(4):
        others = [
            Reveal("main", p, frozenset({o})) for o, ps in hands.items() if o != seat for p in ps
        ]
        game.send(seat, "deal", others)
    for seat in range(4):
        game.send(
            seat,
            "show",
            [Reveal("main", 8, frozenset({1, 3})), Reveal("main", 9, frozenset({0, 2}))],
        )
    for seat in range(4):
        game.send(seat, "table card", [Reveal("main", 10)])
    truth = game.truth("main")
    return game, {p: truth[p] for p in (2, 3, 8, 10)}


def test_the_stored_table_reads_only_the_cards_shown() -> None:
    game, shown = played()
    stored = game.tables[1].export()
    table = Ledger.restore(stored)
    assert {p: table.card("main", p) for p in range(SIZE) if table.card("main", p)} == shown
    others = [game.tables[seat].shuffle("main").own.seed.hex() for seat in (0, 2, 3)]
    assert not any(seed in stored for seed in others)


def test_no_combination_of_the_keys_held_reads_another_card() -> None:
    game, shown = played()
    table = Ledger.restore(game.tables[1].export())
    shuffle = table.shuffle("main")
    cards = set(shuffle.plan.index_of)
    final = shuffle.decks[-1]
    mine = {where: key_scalar(seed) for where, seed in shuffle.mine.items()}
    held = [shuffle.own.lock, shuffle.own.unlock, *shuffle.own.keys, *mine.values()]
    for position in range(SIZE):
        if position in shown:
            # The check below can tell: with every key, a shown position reads its card.
            total = shuffle.own.keys[position]
            for (_, p), key in mine.items():
                total = total * key % curve.N if p == position else total
            point = curve.multiply(pow(total, -1, curve.N), final[position])
            assert point is not None
            assert shuffle.plan.codes[shuffle.plan.index_of[curve.encode(point)]] == shown[position]
            continue
        # Every subset of the keys held for this position, and every single key held at all.
        for_position = [shuffle.own.keys[position]] + [
            key for (seat, p), key in mine.items() if p == position
        ]
        tries = [
            combo
            for size in range(1, len(for_position) + 1)
            for combo in itertools.combinations(for_position, size)
        ] + [(key,) for key in held]
        for combo in tries:
            total = 1
            for key in combo:
                total = total * key % curve.N
            point = curve.multiply(pow(total, -1, curve.N), final[position])
            assert point is not None and curve.encode(point) not in cards
    # The partly unlocked decks of the shuffle's steps do not show a card either.
    for deck in shuffle.decks:
        assert not cards & {curve.encode(point) for point in deck}
