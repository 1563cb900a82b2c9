"""Sideways, Fourways and Threeways: the three set-scoring games (r8-r11).

One frozen state serves all three; only the placement rule (``follow_slots``)
and the set size differ.  Legality lives in ``legal_moves`` alone.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields

from parlour.chance import Chance, Order, Shown
from parlour.core import JSON, GameState, IllegalMove, Move, Outcome, cached
from parlour.games.colomino import pack
from parlour.games.colomino.cards import (
    BY_LEFT,
    BY_RIGHT,
    DOWN,
    LEFT_PERM,
    NAMES,
    PERMS,
    RIGHT_PERM,
    SIDE_COLOUR,
    TAB_MASK,
    TABS,
    THREE,
    UP,
)
from parlour.games.colomino.common import (
    CARD_CELLS,
    card_json,
    first_seat_with_cards,
    not_held,
    seats_of,
    side_of,
    visible_counts,
    visible_squares,
)
from parlour.games.colomino.moves import CANT, PASS, Call, Place
from parlour.games.colomino.sets import SetResult, tally
from parlour.games.colomino.view import ColominoView, Need, Option, need_colours, own_hand

SET_SIZE = {"sideways": 4, "fourways": 4, "threeways": 3}
LEFT, RIGHT = 0, 1
PLACEMENT_RULE = {
    "sideways": "r8 Sideways placement",
    "fourways": "r10 Fourways placement",
    "threeways": "r11 Threeways placement",
}


@dataclass(frozen=True)
class Slot:
    """Where a following card may go: its anchor and the column that must match."""

    x: int
    y: int
    column: int
    perm: int


def follow_slots(variant: str, table: tuple[Place, ...]) -> tuple[Slot, ...]:
    """The places a card may follow the preceding one, with the column it must show."""
    prev = table[-1]
    left, right = LEFT_PERM[prev.card][prev.orient], RIGHT_PERM[prev.card][prev.orient]
    if variant == "sideways":  # D9: one right, one down; L = up(preceding L)
        return (Slot(prev.x + 1, prev.y + 1, LEFT, UP[left]),)
    if variant == "threeways":  # D11, D12: one right, level; L = three(preceding L)
        return (Slot(prev.x + 1, prev.y, LEFT, THREE[left]),)
    used = {(p.x, p.y) for p in table}  # D14: no anchor twice in a set
    corners = (
        Slot(prev.x + 1, prev.y + 1, LEFT, UP[left]),  # right-down, as Sideways
        Slot(prev.x + 1, prev.y - 1, LEFT, DOWN[left]),  # right-up
        Slot(prev.x - 1, prev.y + 1, RIGHT, UP[right]),  # left-down (D13 mirror)
        Slot(prev.x - 1, prev.y - 1, RIGHT, DOWN[right]),
    )  # left-up
    return tuple(s for s in corners if (s.x, s.y) not in used)


def _slot_mask(slot: Slot) -> int:
    mask = 0
    for card, _ in (BY_LEFT if slot.column == LEFT else BY_RIGHT)[slot.perm]:
        mask |= 1 << card
    return mask


@dataclass(frozen=True)
class ScoringState(GameState):
    """A position of Sideways, Fourways or Threeways.

    ``hands`` are card bitmasks.  ``table`` is the set being built, in play
    order.  ``cant_count`` counts "can't play" calls since the last card or
    pass; ``passed`` is a bitmask of seats that passed since the last card
    (rule 9).  ``excluded`` and ``must_hold`` are the public inferences from
    those calls (cards a seat cannot hold; card groups it holds one of),
    which determinization respects.
    """

    variant: str
    players: int
    seed: int
    hands: tuple[int, ...]
    table: tuple[Place, ...] = ()
    turn: int = 0
    cant_count: int = 0
    passed: int = 0
    last_player: int = 0
    sets: tuple[SetResult, ...] = ()
    excluded: tuple[int, ...] = ()
    must_hold: tuple[tuple[int, ...], ...] = ()
    dealing: bool = False
    """The opening chance state: the pack waits to be shuffled and dealt."""
    order: tuple[int, ...] = field(default=(), compare=False)
    """The pack as dealt, position 0 first (pack.py); empty in a state built without its
    deal (from a view, for a bot), which tracks no deck."""

    # --- the protocol ----------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.is_finished or self.dealing else self.turn

    @cached
    def is_finished(self) -> bool:
        """The cards are exhausted (r8); the last set was closed with the last card."""
        return not self.dealing and not any(self.hands)

    # --- chance: the deal ------------------------------------------------------

    @property
    def chance(self) -> Chance | None:
        return pack.chance(self.variant, self.players) if self.dealing else None

    def _deal(self, order: Order) -> ScoringState:
        cards = pack.parse(order)
        hands = pack.hands_of(cards, self.players)
        return _changed(self, hands=hands, dealing=False, order=cards)

    def shown(self) -> Shown:
        return pack.shown(self.order, self.hands, revealed=False)

    def orders(self) -> dict[str, Order]:
        return pack.orders(self.order)

    def with_orders(self, orders: Mapping[str, Order]) -> ScoringState:
        order, hands = pack.reordered(self.order, self.hands, orders)
        return _changed(self, hands=hands, order=order)

    @cached
    def outcome(self) -> Outcome | None:
        if not self.is_finished:
            return None
        yellow, green, drawn, void = tally(self.sets)
        won = (yellow, green)
        winners: tuple[int, ...] = ()
        if yellow != green:  # D25: equal numbers of sets make a drawn game
            winners = seats_of(0 if yellow > green else 1, self.players)
        scores = tuple(float(won[side_of(s)]) for s in range(self.players))
        return Outcome(
            winners,
            scores,
            "sets",
            (("yellow", yellow), ("green", green), ("drawn", drawn), ("void", void)),
        )

    def legal_moves(self) -> tuple[Move, ...]:
        return self._legal

    @cached
    def _legal(self) -> tuple[Place | Call, ...]:
        if self.is_finished or self.dealing:
            return ()
        if not self.table:  # leading: any card, either end up, at the origin (r8)
            return tuple(Place(c, o, 0, 0) for c in self._hand_cards for o in (0, 1))
        plays = self._plays
        if not plays:
            return (CANT,)
        return (*plays, PASS) if self._may_pass else plays

    @cached
    def _hand_cards(self) -> tuple[int, ...]:
        hand = self.hands[self.turn]
        return tuple(c for c in range(hand.bit_length()) if hand >> c & 1)

    @cached
    def slots(self) -> tuple[Slot, ...]:
        """Where the next card of the set may go (empty when the set is not started)."""
        return follow_slots(self.variant, self.table) if self.table else ()

    @cached
    def _plays(self) -> tuple[Place, ...]:
        hand = self.hands[self.turn]
        plays = []
        for slot in self.slots:
            for card, orient in (BY_LEFT if slot.column == LEFT else BY_RIGHT)[slot.perm]:
                if hand >> card & 1:
                    plays.append(Place(card, orient, slot.x, slot.y))
        return tuple(plays)

    @cached
    def cells(self) -> dict[tuple[int, int], str]:
        """The visible square of every covered cell of the current set."""
        return visible_squares(self.table)

    @cached
    def counts(self) -> tuple[int, int]:
        """Visible (yellow, green) in the current set."""
        squares = "".join(self.cells.values())
        return squares.count(SIDE_COLOUR[0]), squares.count(SIDE_COLOUR[1])

    def counts_after(self, move: Place) -> tuple[int, int]:
        """Visible (yellow, green) if ``move`` were laid on the current set."""
        cells = self.cells
        yellow, green = self.counts
        for dx, dy, letter in CARD_CELLS[move.card][move.orient]:
            old = cells.get((move.x + dx, move.y + dy))
            yellow += (letter == "Y") - (old == "Y")
            green += (letter == "G") - (old == "G")
        return yellow, green

    @cached
    def _candidates(self) -> int:
        """Every card that could follow now, whoever holds it."""
        mask = 0
        for slot in self.slots:
            mask |= _slot_mask(slot)
        return mask

    @property
    def _own_tab(self) -> str:
        return SIDE_COLOUR[side_of(self.turn)]

    @cached
    def _may_pass(self) -> bool:
        """Rule 9 pass (D19, D20, D22): following, not passed since the last card,
        and every playable card is of the opponents' colour."""
        if not self.table or self.passed >> self.turn & 1:
            return False
        own = self._own_tab
        return bool(self._plays) and all(TABS[p.card] != own for p in self._plays)

    def _apply_legal(self, move: Move) -> ScoringState:
        if isinstance(move, Place):
            return self._after_card(move)
        if move == PASS:
            return self._after_pass()
        return self._after_cant()

    # --- transitions -------------------------------------------------------------

    def _after_card(self, move: Place) -> ScoringState:
        hands = _with_hand(self.hands, self.turn, self.hands[self.turn] & ~(1 << move.card))
        must = _with_hand_t(
            self.must_hold,
            self.turn,
            tuple(m for m in self.must_hold[self.turn] if not m >> move.card & 1),
        )
        played = _changed(
            self,
            hands=hands,
            table=(*self.table, move),
            cant_count=0,
            passed=0,
            last_player=self.turn,
            must_hold=must,
        )
        if len(played.table) == SET_SIZE[self.variant]:
            return played._close_set(void=False, leader=self.turn)  # D24: completer leads
        if not any(hands):
            return played._close_set(void=True, leader=self.turn)
        return played._next_turn()

    def _after_pass(self) -> ScoringState:
        own = TAB_MASK[self._own_tab]
        excluded = _with_hand(
            self.excluded, self.turn, self.excluded[self.turn] | self._candidates & own
        )
        must = _with_hand_t(
            self.must_hold, self.turn, (*self.must_hold[self.turn], self._candidates & ~own)
        )
        return _changed(
            self,
            passed=self.passed | 1 << self.turn,
            cant_count=0,
            excluded=excluded,
            must_hold=must,
        )._next_turn()

    def _after_cant(self) -> ScoringState:
        excluded = _with_hand(self.excluded, self.turn, self.excluded[self.turn] | self._candidates)
        state = _changed(self, excluded=excluded, cant_count=self.cant_count + 1)
        if state.cant_count >= self.players:
            return state._close_set(void=True, leader=self.last_player)  # D23
        return state._next_turn()

    def _next_turn(self) -> ScoringState:
        """Hand the turn on; a seat with no cards can't play, so it is passed over (D35)."""
        seat, cant = self.turn, self.cant_count
        for _ in range(self.players):
            seat = (seat + 1) % self.players
            if self.hands[seat]:
                return _changed(self, turn=seat, cant_count=cant)
            cant += 1
            if cant >= self.players:
                return _changed(self, cant_count=cant)._close_set(
                    void=True, leader=self.last_player
                )
        raise AssertionError("a set is open but nobody holds a card")

    def _close_set(self, void: bool, leader: int) -> ScoringState:
        yellow, green = visible_counts(self.table)
        result = SetResult(self.table, yellow, green, void)
        seat = first_seat_with_cards(self.hands, leader)
        return _changed(
            self,
            table=(),
            sets=(*self.sets, result),
            cant_count=0,
            passed=0,
            turn=leader if seat is None else seat,
            last_player=leader,
        )

    # --- errors and JSON -------------------------------------------------------------

    def illegal_reason(self, move: Move) -> IllegalMove:
        rule = PLACEMENT_RULE[self.variant]
        if isinstance(move, Place):
            held = not_held(self.hands, self.turn, move.card)
            if held:
                return held
            if not self.table:
                return IllegalMove("r8 start of a set", "the first card of a set goes at 0,0")
            if self.passed >> self.turn & 1 and not self.legal_moves():
                return IllegalMove(rule, "no card can follow")
            if (move.x, move.y) not in {(s.x, s.y) for s in self.slots}:
                return IllegalMove(
                    rule, f"{move.x},{move.y} is not a place where a card may follow"
                )
            return IllegalMove(
                "r7 matching",
                f"{NAMES[move.card]} does not match the preceding card there in that orientation",
            )
        if move == CANT:
            if not self.table:
                return IllegalMove("D18 leading", "the leader must lead a card")
            return IllegalMove("r9 can't play", "you hold a card that can be played")
        if move == PASS:
            if not self.table:
                return IllegalMove("D18 leading", "the leader may not pass")
            if self.passed >> self.turn & 1:
                return IllegalMove(
                    "r9 pass (D22)", "no card was played since you passed: you must play"
                )
            if not self.legal_moves() or self.legal_moves() == (CANT,):
                return IllegalMove("r9 pass (D20)", "you hold no card that can be played: say cant")
            own = SIDE_COLOUR[self.turn % 2]
            return IllegalMove(
                "r9 pass (D19, D20)",
                f"you can play a card of your own colour ({own}), so you may not pass",
            )
        return IllegalMove("legal moves", f"{move} is not a move of {self.variant}")

    def view(self, player: int | None) -> ColominoView:
        options: tuple[Option, ...] = ()
        if player is not None and self.current_player == player:
            options = tuple(
                Option(m.card, m.orient, m.x, m.y, *visible_counts((*self.table, m)))
                for m in self.legal_moves()
                if isinstance(m, Place)
            )
        return ColominoView(
            player,
            self.variant,
            self.players,
            own_hand(self.hands, player),
            tuple(h.bit_count() for h in self.hands),
            self.turn,
            self.table,
            self.sets,
            self.cant_count,
            tuple(s for s in range(self.players) if self.passed >> s & 1),
            self.last_player,
            excluded=self.excluded,
            must_hold=self.must_hold,
            options=options,
            outcome=self.outcome,
            needs=tuple(Need(s.x, s.y, s.column, need_colours(PERMS[s.perm])) for s in self.slots),
            dealing=self.dealing,
        )

    def to_json(self) -> JSON:
        return {
            "variant": self.variant,
            "players": self.players,
            "seed": self.seed,
            "hands": [card_json(h) for h in self.hands],
            "table": [str(p) for p in self.table],
            "turn": self.turn,
            "cant_count": self.cant_count,
            "passed": [s for s in range(self.players) if self.passed >> s & 1],
            "last_player": self.last_player,
            "sets": [r.to_json() for r in self.sets],
            "excluded": [card_json(m) for m in self.excluded],
            "must_hold": [[card_json(m) for m in groups] for groups in self.must_hold],
            **({"dealing": True} if self.dealing else {}),
            **({"order": [NAMES[c] for c in self.order]} if self.order else {}),
        }

    def __str__(self) -> str:
        return f"{self.variant} set {len(self.sets) + 1}: {' '.join(map(str, self.table))}"


FIELDS = tuple(f.name for f in fields(ScoringState))


def _changed(state: ScoringState, **changes: object) -> ScoringState:
    """``dataclasses.replace`` without its introspection: bots call this very often.

    Only the fields are copied, never the cached properties of ``state``.
    """
    values = state.__dict__
    new = object.__new__(ScoringState)
    new.__dict__.update({name: values[name] for name in FIELDS})
    new.__dict__.update(changes)
    return new


def _with_hand(values: tuple[int, ...], seat: int, value: int) -> tuple[int, ...]:
    return values[:seat] + (value,) + values[seat + 1 :]


def _with_hand_t(
    values: tuple[tuple[int, ...], ...], seat: int, value: tuple[int, ...]
) -> tuple[tuple[int, ...], ...]:
    return values[:seat] + (value,) + values[seat + 1 :]
