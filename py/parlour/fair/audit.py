"""The seed reveal's re-check of one seat's whole part in a shuffle.

Once a seat's seed is out (and matches its commitment), everything it did in
the shuffle can be recomputed: its exchange point, every step it made, every key
it released in clear or sealed. ``first_fault`` names the first thing that is not
what the seed gives, in one line, or says None.
"""

from __future__ import annotations

from . import curve, derive
from .shuffle import Shuffle, step_holds


def first_fault(shuffle: Shuffle, seat: int, secrets: derive.Secrets) -> str | None:
    plan = shuffle.plan
    where = f"deck '{plan.deck}'"
    if plan.exchange and shuffle.commitments[seat][1] != secrets.exchange_point:
        return f"seat {seat}'s exchange point for {where} is not the one its seed gives"
    for step in range(plan.steps):
        if plan.seat_of(step) != seat:
            continue
        before = shuffle.decks[step - 1] if step else plan.points
        if not step_holds(plan, step, before, shuffle.decks[step], secrets):
            return (
                f"seat {seat}'s step {step} of {where} is not a permutation of its input "
                "under its keys that its seed gives"
            )
    for (sender, position), key in shuffle.clear.items():
        if sender == seat and key != secrets.key_seeds[position]:
            return f"seat {seat}'s key for position {position} of {where} is not the one its seed gives"
    return _sealed_fault(shuffle, seat, secrets)


def _sealed_fault(shuffle: Shuffle, seat: int, secrets: derive.Secrets) -> str | None:
    """A key ``seat`` sealed to another seat: the pad is recomputed from its exchange key."""
    plan = shuffle.plan
    shared: dict[int, curve.Point] = {}
    for (sender, to, position), value in shuffle.sealed.items():
        if sender != seat:
            continue
        if to not in shared:
            shared[to] = derive.shared_point(secrets.exchange, shuffle.commitments[to][1])
        pad = derive.pad(shared[to], plan.game, plan.deck, sender, to, position)
        if derive.seal(value, pad) != secrets.key_seeds[position]:
            return (
                f"seat {seat}'s key sealed to seat {to} for position {position} of deck "
                f"'{plan.deck}' is not the one its seed gives"
            )
    return None
