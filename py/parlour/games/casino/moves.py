"""Casino moves and their enumeration.

A move is one card from hand plus what it does: capture a chosen set of
disjoint groups, build (possibly a multiple build, a raise or a call), or
trail.  Table items are handled as bitmasks over their table positions so
that enumerating groups stays cheap inside search.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from parlour.core import cached
from parlour.games.casino.cardjson import Rules
from parlour.games.casino.cards import (
    MAX_VALUE,
    NAME,
    PRETTY,
    RANK,
    VALUE,
    Build,
    Card,
    Item,
    item_name,
    item_value,
)

CAPTURE, BUILD, TRAIL = "capture", "build", "trail"

NO_TRAIL, CAPTURE_OR_ADD = "no-trail", "capture-or-add"
"""The build owner's duty (option ``owner_duty``, decision D6)."""
NEXT_TURN, WHILE_OWNED = "next-turn", "while-owned"
"""How long that duty lasts (option ``duty_lasts``, decision D6)."""


def duty_binds(item: Item, seat: int, rules: Rules) -> bool:
    """Whether ``item`` is a build whose owner's duty (D6) binds ``seat`` now."""
    return (
        isinstance(item, Build)
        and item.owner == seat
        and (item.duty_pending or rules.duty_lasts == WHILE_OWNED)
    )


@dataclass(frozen=True)
class CasinoMove:
    """Play ``card`` from hand.

    ``groups`` are the table items taken or built on, grouped by value.  For
    a build the first group holds the items the hand card itself joins
    (empty for a call, one build for a raise).  ``items`` lists the same
    items in table order, which is the order the UI clicks them.
    """

    card: Card
    kind: str
    value: int
    groups: tuple[tuple[Item, ...], ...]
    items: tuple[Item, ...]

    @cached
    def notation(self) -> str:
        """Made once: search asks for it often."""
        card = NAME[self.card]
        if self.kind == TRAIL:
            return f"{card} t"
        listed = ", ".join("+".join(item_name(i) for i in g) for g in self.groups if g)
        if self.kind == CAPTURE:
            return f"{card} x {listed}"
        return f"{card} b{self.value} on {listed}"

    @property
    def path(self) -> tuple[str, ...]:
        # The final "play:" step makes every path end in a target no other
        # path contains, so no legal path is a prefix of another.
        table = tuple("table:" + item_name(i) for i in self.items)
        return ("hand:" + NAME[self.card], *table, "play:" + self.notation)

    @property
    def is_raise(self) -> bool:
        return self.kind == BUILD and bool(self.groups[0]) and isinstance(self.groups[0][0], Build)

    def __str__(self) -> str:
        return self.notation

    def pretty(self) -> str:
        """The move with suit symbols, for menus and the log."""
        card = PRETTY[self.card]
        if self.kind == TRAIL:
            return f"trail {card}"
        listed = ", ".join(" + ".join(_pretty_item(i) for i in g) for g in self.groups if g)
        if self.kind == CAPTURE:
            return f"{card} takes {listed}"
        return f"{card} builds {self.value}s on {listed}"


def _pretty_item(item: Item) -> str:
    if isinstance(item, int):
        return PRETTY[item]
    return f"[{item.pretty}]"


class TableIndex:
    """The table's groups, precomputed once per position.

    ``sums[v]`` lists bitmasks of loose number cards adding up to v (single
    cards included); builds appear only as whole units, never inside a sum
    (English rulebook: "the cards that make it up can only be captured as a
    unit").
    """

    def __init__(self, table: Sequence[Item]) -> None:
        self.table = table
        loose = sorted(
            ((i, VALUE[it]) for i, it in enumerate(table) if isinstance(it, int) and VALUE[it]),
            key=lambda pair: pair[1],
        )
        self.sums: list[list[int]] = [[] for _ in range(MAX_VALUE + 1)]
        self._collect_sums(loose, 0, 0, 0)
        self.builds: list[list[int]] = [[] for _ in range(MAX_VALUE + 1)]
        self.single_builds: list[list[int]] = [[] for _ in range(MAX_VALUE + 1)]
        self.build_mask = 0
        self._items: dict[int, tuple[Item, ...]] = {}
        self._unions: dict[int, dict[int, tuple[int, ...]]] = {}
        self._joinable: dict[int, dict[int, tuple[int, ...]]] = {}
        for i, it in enumerate(table):
            if isinstance(it, Build):
                self.builds[it.value].append(1 << i)
                self.build_mask |= 1 << i
                if not it.multiple:
                    self.single_builds[it.value].append(1 << i)

    def _collect_sums(
        self, loose: list[tuple[int, int]], start: int, total: int, mask: int
    ) -> None:
        for j in range(start, len(loose)):
            index, value = loose[j]
            new_total = total + value
            if new_total > MAX_VALUE:
                break  # sorted by value, so every later card overshoots too
            new_mask = mask | (1 << index)
            self.sums[new_total].append(new_mask)
            self._collect_sums(loose, j + 1, new_total, new_mask)

    def groups_of(self, value: int) -> list[int]:
        """Every group worth ``value``: sums of loose cards, or a whole build."""
        return self.sums[value] + self.builds[value]

    def items_of(self, mask: int) -> tuple[Item, ...]:
        items = self._items.get(mask)
        if items is None:
            items = self._items[mask] = tuple(
                it for i, it in enumerate(self.table) if mask >> i & 1
            )
        return items

    def grouped(self, partition: tuple[int, ...]) -> tuple[tuple[Item, ...], ...]:
        return tuple(self.items_of(g) for g in partition)

    def unions_of(self, value: int) -> dict[int, tuple[int, ...]]:
        """``disjoint_unions`` of the groups worth ``value``, memoised per table."""
        unions = self._unions.get(value)
        if unions is None:
            unions = self._unions[value] = disjoint_unions(self.groups_of(value))
        return unions

    def joinable_unions_of(self, value: int, multiple_too: bool) -> dict[int, tuple[int, ...]]:
        """The unions of groups that may join a build of ``value``: as ``unions_of``,
        less multiple builds unless ``multiple_too`` (option ``add_to_multiple``, D5)."""
        if multiple_too or len(self.single_builds[value]) == len(self.builds[value]):
            return self.unions_of(value)
        unions = self._joinable.get(value)
        if unions is None:
            groups = self.sums[value] + self.single_builds[value]
            unions = self._joinable[value] = disjoint_unions(groups)
        return unions


def disjoint_unions(groups: list[int]) -> dict[int, tuple[int, ...]]:
    """Each distinct union of pairwise disjoint groups, with one partition of it.

    Moves are told apart by what they take, not by how it is grouped, so
    two groupings of the same cards are one move (decision D9).
    """
    found: dict[int, tuple[int, ...]] = {}

    def extend(start: int, used: int, chosen: tuple[int, ...]) -> None:
        for i in range(start, len(groups)):
            group = groups[i]
            if group & used:
                continue
            union = used | group
            picked = (*chosen, group)
            found.setdefault(union, picked)
            extend(i + 1, union, picked)

    extend(0, 0, ())
    return found


@dataclass(frozen=True)
class Duty:
    """What the mover's own builds demand of a move (None of this if they own none)."""

    owned_mask: int
    owned_values: tuple[tuple[int, int], ...]
    """(bit, value) of each build the mover owns."""
    style: str

    def allows(self, mask: int, rest_values: frozenset[int]) -> bool:
        """A capture or build using the table items in ``mask`` (owners never trail)."""
        if self.style == CAPTURE_OR_ADD and not mask & self.owned_mask:
            return False
        # Pagat: never play so as to keep no card of an owned build's value.
        return all(mask & bit or value in rest_values for bit, value in self.owned_values)


def generate_moves(
    hand: tuple[Card, ...], table: tuple[Item, ...], mover: int, rules: Rules
) -> tuple[CasinoMove, ...]:
    """Every legal move of ``mover`` holding ``hand``: the one source of legality."""
    index = TableIndex(table)
    owned = tuple(
        (1 << i, item_value(it)) for i, it in enumerate(table) if duty_binds(it, mover, rules)
    )
    duty = Duty(sum(bit for bit, _ in owned), owned, rules.owner_duty) if owned else None
    values = [VALUE[c] for c in hand]
    moves: list[CasinoMove] = []
    for position, card in enumerate(hand):
        rest = frozenset(v for j, v in enumerate(values) if j != position)
        found = _moves_with(card, rest, index, rules)
        if duty is None:
            moves.extend(move for _, move in found)
            # Trail: "If neither of these goals will work, a player can trail."
            moves.append(CasinoMove(card, TRAIL, 0, (), ()))
        else:
            # The owner of a build the duty binds may not trail (both sources, decision D6).
            moves.extend(move for mask, move in found if duty.allows(mask, rest))
    return tuple(moves)


def _moves_with(
    card: Card, rest: frozenset[int], index: TableIndex, rules: Rules
) -> list[tuple[int, CasinoMove]]:
    """Captures and builds with ``card``, each with the bitmask of table items it uses."""
    value = VALUE[card]
    if value == 0:
        return _face_captures(card, index)
    found = [
        (union, CasinoMove(card, CAPTURE, value, index.grouped(partition), index.items_of(union)))
        for union, partition in index.unions_of(value).items()
    ]
    for target in sorted(rest):
        if target >= value:
            found.extend(_builds(card, target, index, rules))
    return found


def _face_captures(card: Card, index: TableIndex) -> list[tuple[int, CasinoMove]]:
    # "Face cards can only capture a matching face card and only one at a time."
    return [
        (1 << i, CasinoMove(card, CAPTURE, 0, ((item,),), (item,)))
        for i, item in enumerate(index.table)
        if isinstance(item, int) and RANK[item] == RANK[card]
    ]


def _builds(
    card: Card, target: int, index: TableIndex, rules: Rules
) -> list[tuple[int, CasinoMove]]:
    """Builds of ``target`` made by playing ``card``; the player holds another ``target``.

    A multiple build is never raised, and joins only if ``rules.add_to_multiple`` (D5)."""
    needed = target - VALUE[card]
    # A call (needed 0): the card alone is already worth the target; otherwise the
    # card joins loose cards, or raises one single build.
    hand_parts = [0] if needed == 0 else index.sums[needed] + index.single_builds[needed]
    extras = index.joinable_unions_of(target, rules.add_to_multiple)
    found: dict[int, CasinoMove] = {}
    for part in hand_parts:
        for union, partition in ((0, ()), *extras.items()):
            whole = part | union
            if part & union or whole == 0 or whole in found:
                continue
            if part == 0 and not rules.calls and not union & index.build_mask:
                continue  # without calls, a lone card may only join a build
            groups = (index.items_of(part), *index.grouped(partition))
            found[whole] = CasinoMove(card, BUILD, target, groups, index.items_of(whole))
    return list(found.items())
