"""Colomino's Domino with 5 and 6 players by messages: the stand-ins meet what was said (D40).

A device draws the cards it was not shown so that every "can't play", the move it
receives and what the seats said (a seat ``out`` holds none of its burden, every other
at least one) all hold.  A search of pairwise swaps and restarts missed such hands now
and then, and refused an honest move; the seeds below are games that stopped
(``python3 -m tools.bench.link --honest N --match domino`` lists them).  The game's own
draw (``Game.stand_ins``: docs/rules/colomino.md D40) is a matching, which finds hands
whenever any exist, so each of these games ends, with no fault found at the reveal.
"""

from __future__ import annotations

import random

import pytest

from parlour import registry
from parlour.games.colomino.deal import matching_one_of
from parlour.games.colomino.domino import BURDEN_MASK
from parlour.games.colomino.stand_ins import OutSaid, draw
from parlour.link import Invite, Seat
from parlour.link.partial import PartialTable
from tests.support.link_games import honest

STOPPED_BEFORE = [(6, 3), (5, 46)]
"""(players, seed) of honest games that stopped on an honest link, "no cards the others
could hold agree with it" (6 players, seeds 3 and 6 of 1-30; 5 players, seeds 46, 52, 64, 73
and 75 of 31-80).  6p seed 3: the swaps found no hands for an out said.  5p seed 46: before
anyone had said ``out`` the stand-ins were free, so the mover's device, whose stand-ins
left its partner no burden, ended the game by its own reckoning and showed its last
card; every other device, knowing the partner holds some, refused the move.  From the
deal on, every device's stand-ins give each seat that has not said ``out`` some of its
burden (``statements.facts``)."""


@pytest.mark.parametrize(("players", "seed"), STOPPED_BEFORE)
def test_an_honest_domino_game_that_stopped_before_ends(players: int, seed: int) -> None:
    assert honest("colomino", players, {"variant": "domino"}, seed) == ""


def test_the_matching_gives_each_seat_not_out_a_card_of_its_burden() -> None:
    """D40: one place of a seat not out is kept for its burden; the rest honour exclusions."""
    yellow, green = BURDEN_MASK
    yellows = [c for c in range(52) if yellow >> c & 1 and not green >> c & 1][:6]
    greens = [c for c in range(52) if green >> c & 1 and not yellow >> c & 1][:6]
    cards, sizes = yellows + greens, {1: 4, 2: 4, 3: 4}
    # seat 1 out (no yellow), seat 2 must hold the one yellow card seat 3 may not take
    excluded = {1: yellow, 3: 1 << yellows[0]}
    for attempt in range(20):
        rng = random.Random(attempt)
        hands = matching_one_of(cards, sizes, excluded, {2: 1 << yellows[0]}, rng)
        assert hands is not None
        assert sorted(c for h in hands.values() for c in range(52) if h >> c & 1) == sorted(cards)
        assert all(hands[s].bit_count() == n for s, n in sizes.items())
        assert hands[1] & yellow == 0 and hands[2] >> yellows[0] & 1


def test_no_hands_when_the_facts_contradict() -> None:
    """No card of the group left for a seat that must hold one: None, not a wrong deal."""
    cards = [0, 1, 2, 3]
    assert matching_one_of(cards, {1: 2, 2: 2}, {}, {1: 1 << 9}, random.Random(1)) is None
    assert matching_one_of(cards, {1: 2, 2: 2}, {1: 0b1111}, {}, random.Random(1)) is None


def test_a_six_player_table_draws_stand_ins_that_agree_with_every_out() -> None:
    """Seat 0 said out (D30: the yellow side is not out while seats 2 and 4 hold some):
    the game's draw gives it no yellow card or star, every other seat some of its burden,
    and the table's own check (``legal_moves``, the facts) accepts it."""
    game = registry.get("colomino")
    table = PartialTable.sit(game, 6, {"variant": "domino"}, 1, entropy=5)
    chance = table.chance
    assert chance is not None
    order = list(chance.cards)
    table = table.dealt({(chance.deck, p): order[p] for p in range(1, len(order), 6)})
    fact = OutSaid(1, frozenset({0}))
    orders = draw(table.state, table._unseen(), (fact,), None, random.Random(3))
    assert orders is not None
    agreed = table._reordered(orders, replay=False)
    assert fact(agreed.state) == 0
    assert fact(table.agreeing((fact,)).state) == 0


def test_the_stand_ins_agree_with_what_nobody_said_from_the_deal_on() -> None:
    """Before anyone says ``out``, each seat holds some of its burden (D30, D40): a device's
    stand-ins must not end the game by themselves."""
    invite = Invite.new("colomino", 5, {"variant": "domino"})
    seat = Seat.new(invite, 2, entropy=1)
    assert seat.engine.facts == (OutSaid(2, frozenset()),)
