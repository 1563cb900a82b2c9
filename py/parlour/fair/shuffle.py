"""One deck's joint shuffle: the steps, who makes each, and how each is made and checked.

With k seats in the order ``order`` (the first shuffler first) the shuffle has
2k - 1 steps, each one message's worth of work by one seat on the deck the step
before it left (step 0 starts from the cards' public elements M[0..n-1]):

- steps 0 .. k-2, the LOCK pass: the seat multiplies every card by its one lock e
  and permutes them: out[j] = e * in[perm[j]];
- step k-1, the LAST of that pass: the last seat permutes and puts its per-position
  keys on at once: out[j] = key[j] * in[perm[j]] (a lock it would take off again
  at once would only cost time);
- steps k .. 2k-2, the UNLOCK pass, seats in the same order: each takes its lock
  off and puts its per-position keys on: out[j] = (key[j] / e) * in[j].

An OPEN deck (every card shown to every seat as soon as it is dealt: Punto's split of a
team's cards) needs no keys, only an order nobody chose: its steps carry no points, a
seat's first step its commitment to its seed, and its key step (k-1 for the last seat,
k.. 2k-2 for the others) the seed itself.  The last seat commits and reveals at once, having
seen only the others' commitments; the others reveal after committing.  The order is
every seat's permutation in turn (``final_order``), known once the last seed is in.

Then position j of the final deck holds (product of every seat's key[j]) * M[card],
and only a seat given every other seat's key for j can read it. Every step is
out[j] = scalar[j] * in[source[j]] for the sender's scalars and sources, which its
seed gives; ``step_holds`` checks a step against them with one random linear
combination (two multi-scalar sums instead of n multiplications).
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

from . import curve, derive

FIRST_TRIES = 16
"""The hash's tries per card that ``Plan.card_at`` looks a point's x up in (each try has
an even chance of being a point: 16 miss a card once in 65,536)."""


@dataclass(frozen=True)
class Plan:
    """The public facts of one shuffle: the deck's cards in public order and the seats."""

    game: str
    deck: str
    codes: tuple[str, ...]
    order: tuple[int, ...]
    open: bool = False
    """Shown to every seat when dealt: no points, the seeds revealed in the steps."""
    exchange: bool = True
    """Whether each seat publishes an exchange point, for keys sealed to one seat (a deck
    none of whose cards is shown to some seats but not all needs none)."""
    tag: str = ""
    """The deck's name on the wire, if not ``deck`` (a short one: a message names its deck
    in every section)."""

    @property
    def wire_name(self) -> str:
        return self.tag or self.deck

    @property
    def size(self) -> int:
        return len(self.codes)

    @property
    def steps(self) -> int:
        return 2 * len(self.order) - 1

    def seat_of(self, step: int) -> int:
        return self.order[step % len(self.order)]

    def key_step(self, seat: int) -> int:
        """The step at which ``seat`` puts its per-position keys on."""
        index = self.order.index(seat)
        last = len(self.order) - 1
        return last if index == last else len(self.order) + index

    @cached_property
    def digest(self) -> bytes:
        """Names the deck, its cards and the order: a seat shuffling another deck is refused."""
        kind = ("open" if self.open else "closed") + (" sealing" if self.exchange else "")
        data = derive.frame("plan", self.game, self.deck, *self.codes, bytes(self.order), kind)
        return hashlib.sha256(derive.LABEL + data).digest()[:8]

    @cached_property
    def points(self) -> tuple[curve.Point, ...]:
        return tuple(
            derive.card_point(self.game, self.deck, index, code)
            for index, code in enumerate(self.codes)
        )

    @cached_property
    def index_of(self) -> dict[bytes, int]:
        """Card index by its element's encoding: every card's element computed."""
        return {curve.encode(point): index for index, point in enumerate(self.points)}

    def card_at(self, point: curve.Point) -> int | None:
        """The card index whose element is ``point`` (a decrypted position), or None.

        Every element costs a square root (72 of them for Punto's two decks: most of a
        restore's time in a new tab's worker), so the point's x is looked up among the
        x values the cards' hashes try first, which costs only hashing; the one card it
        names is computed to confirm it.  A card whose element came after more tries
        (about 1 in 65,000) is found among all the elements, as before."""
        index = self._first_tries.get(point[0])
        if index is not None and self._card_point(index) == point:
            return index
        return self.index_of.get(curve.encode(point))

    @cached_property
    def _first_tries(self) -> dict[int, int]:
        return {
            x: index
            for index, code in enumerate(self.codes)
            for x in curve.hash_tries(
                FIRST_TRIES, *derive.card_parts(self.game, self.deck, index, code)
            )
        }

    def _card_point(self, index: int) -> curve.Point:
        if "points" in self.__dict__:
            return self.points[index]
        return derive.card_point(self.game, self.deck, index, self.codes[index])

    def transform(self, step: int, own: derive.Secrets) -> tuple[list[int], Sequence[int]]:
        """The step's scalars and sources: out[j] = scalars[j] * in[sources[j]]."""
        seats = len(self.order)
        if step < seats - 1:
            return [own.lock] * self.size, own.order
        if step == seats - 1:
            return list(own.keys), own.order
        return [key * own.unlock % curve.N for key in own.keys], range(self.size)


def make_step(
    plan: Plan, step: int, before: Sequence[curve.Point], own: derive.Secrets
) -> tuple[curve.Point, ...]:
    scalars, sources = plan.transform(step, own)
    return tuple(curve.multiply_each([(scalars[j], before[sources[j]]) for j in range(plan.size)]))


def step_holds(
    plan: Plan,
    step: int,
    before: Sequence[curve.Point],
    after: Sequence[curve.Point],
    own: derive.Secrets,
) -> bool:
    """Whether ``after`` is step ``step`` made from ``before`` with ``own``'s secrets.

    Checks sum r_j*after[j] = sum (r_j*scalar_j)*before[source_j] for fresh random
    128-bit r_j: a wrong step passes with probability 2^-128 at most."""
    scalars, sources = plan.transform(step, own)
    weights = [secrets.randbits(128) | 1 for _ in range(plan.size)]
    left = curve.multiply_sum(list(zip(weights, after)))
    right = curve.multiply_sum(
        [(weights[j] * scalars[j] % curve.N, before[sources[j]]) for j in range(plan.size)]
    )
    return curve.equal(left, right)


def final_order(plan: Plan, seeds: dict[int, bytes]) -> tuple[int, ...]:
    """Card index at each final position, from every seat's seed."""
    result = list(range(plan.size))
    for step in range(len(plan.order)):
        order = derive.Secrets(seeds[plan.seat_of(step)], plan.size).order
        result = [result[order[j]] for j in range(plan.size)]
    return tuple(result)


@dataclass(frozen=True)
class Shuffle:
    """What one seat knows of one shuffle. Never changed: updates make new values."""

    plan: Plan
    own: derive.Secrets
    decks: tuple[Sequence[curve.Point], ...] = ()
    commitments: dict[int, tuple[bytes, curve.Point]] = field(default_factory=dict)
    clear: dict[tuple[int, int], bytes] = field(default_factory=dict)
    """(seat, position) -> key seed released to every seat."""
    sealed: dict[tuple[int, int, int], bytes] = field(default_factory=dict)
    """(seat, to, position) -> key seed sealed to one seat, as it travelled."""
    mine: dict[tuple[int, int], bytes] = field(default_factory=dict)
    """(seat, position) -> another seat's key seed that this seat holds (clear or unsealed)."""
    seeds: dict[int, bytes] = field(default_factory=dict)
    names: tuple[str, ...] | None = None
    """The cards' codes once the rules name them (``Ledger.name``), if not ``plan.codes``."""
    known: dict[int, int] = field(default_factory=dict)
    """position -> card index, for the positions this seat has been shown."""
    public: frozenset[int] = frozenset()
    carried: tuple[int, ...] = ()
    """The number of the message that carried each step (a checkpoint reads a step's
    points from it again: ``parlour.fair.checkpoint``)."""

    @property
    def done(self) -> bool:
        return len(self.decks) == self.plan.steps

    @property
    def codes(self) -> tuple[str, ...]:
        """The card at each index of the public order, as the rules name it."""
        return self.plan.codes if self.names is None else self.names

    @property
    def audited(self) -> bool:
        return len(self.seeds) == len(self.plan.order)

    def keys_out(self, seat: int) -> bool:
        """Whether ``seat`` has put its per-position keys on (so it may release them)."""
        return len(self.decks) > self.plan.key_step(seat)

    def holds(self, seat: int, position: int, me: int) -> bool:
        """Whether this seat (``me``) holds ``seat``'s key for ``position``."""
        return seat == me or (seat, position) in self.mine

    def only_mine_left(self, me: int) -> bool:
        """Whether the one step left is ``me``'s: the deck then holds every other seat's
        keys and ``me``'s lock, so ``me`` can read its cards before making that step
        (with two seats, seat 0 reads its hand before the message that carries its
        first move)."""
        return len(self.decks) == self.plan.steps - 1 and self.plan.seat_of(len(self.decks)) == me

    def readable(self, position: int, me: int) -> bool:
        if not (self.done or self.only_mine_left(me)):
            return False
        return all(self.holds(s, position, me) for s in self.plan.order)

    def key_of(self, seat: int, position: int, me: int) -> int:
        """What ``seat`` put on ``position`` in the current deck, as far as ``me`` holds it."""
        if seat != me:
            return derive.key_scalar(self.mine[(seat, position)])
        return self.own.keys[position] if self.done else self.own.lock

    def seeded_key(self, seat: int, position: int, otherwise: bytes) -> bytes:
        """``seat``'s key seed for ``position`` from its revealed seed; ``otherwise`` before
        the reveal."""
        if seat not in self.seeds:
            return otherwise
        return derive.key_seed(self.seeds[seat], position)
