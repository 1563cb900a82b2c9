"""Domino (r12): one chain, cards joined along the four-colour side.

A turn is one or more ``Link`` moves and then ``end``; a seat with no
matching card says ``cant``.  The side that first holds no card of its own
colour and no STAR wins at once (D29, D30); ``players`` turns in a row
without a card end a blocked game, won by the smaller burden (D31).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields

from parlour.chance import Chance, Order, Shown
from parlour.core import JSON, GameState, IllegalMove, Move, Outcome, cached
from parlour.games.colomino import pack
from parlour.games.colomino.cards import (
    NAMES,
    BY_LEFT,
    PERMS,
    RIGHT_PERM,
    SIDE_COLOUR,
    STAR_CARDS,
    TAB_MASK,
    TABS,
    STAR_TAB,
)
from parlour.games.colomino.common import card_json, not_held, seats_of
from parlour.games.colomino.moves import CANT, END, PASS, Call, Link
from parlour.games.colomino.view import ColominoView, Need, Option, need_colours, own_hand

STAR_MASK = TAB_MASK[STAR_TAB]
BURDEN_MASK = tuple(TAB_MASK[SIDE_COLOUR[side]] | STAR_MASK for side in (0, 1))
"""What a side must get rid of: its own colour and any stars (r12, D29)."""
STARS_IN_LOOP = len(STAR_CARDS)


def side_burden(hands: tuple[int, ...], side: int) -> int:
    """Own-colour cards plus stars held by the members of ``side``."""
    held = 0
    for seat in range(side, len(hands), 2):
        held |= hands[seat]
    return (held & BURDEN_MASK[side]).bit_count()


@dataclass(frozen=True)
class DominoState(GameState):
    """A Domino position: hands as card bitmasks, the chain in play order.

    ``played`` counts the cards laid in the current turn; ``idle`` the turns
    in a row without a card.  ``excluded`` records, per seat, cards it
    showed it cannot hold by saying "can't play".
    """

    players: int
    seed: int
    hands: tuple[int, ...]
    chain: tuple[Link, ...] = ()
    turn: int = 0
    played: int = 0
    idle: int = 0
    excluded: tuple[int, ...] = ()
    dealing: bool = False
    """The opening chance state: the pack waits to be shuffled and dealt."""
    order: tuple[int, ...] = field(default=(), compare=False)
    """The pack as dealt, position 0 first (pack.py); empty in a state built without its
    deal (from a view, for a bot), which tracks no deck."""

    variant = "domino"

    @property
    def current_player(self) -> int | None:
        return None if self.outcome is not None or self.dealing else self.turn

    # --- chance: the deal ------------------------------------------------------

    @property
    def chance(self) -> Chance | None:
        return pack.chance("domino", self.players) if self.dealing else None

    def _deal(self, order: Order) -> DominoState:
        cards = pack.parse(order)
        hands = pack.hands_of(cards, self.players)
        return _changed(self, hands=hands, dealing=False, order=cards)

    def shown(self) -> Shown:
        return pack.shown(self.order, self.hands, revealed=self.outcome is not None)

    def orders(self) -> dict[str, Order]:
        return pack.orders(self.order)

    def with_orders(self, orders: Mapping[str, Order]) -> DominoState:
        order, hands = pack.reordered(self.order, self.hands, orders)
        return _changed(self, hands=hands, order=order)

    @cached
    def burdens(self) -> tuple[int, int]:
        return side_burden(self.hands, 0), side_burden(self.hands, 1)

    @cached
    def stars_down(self) -> int:
        return sum(1 for link in self.chain if TABS[link.card] == STAR_TAB)

    @property
    def star_lock(self) -> bool:
        """Once a star is down, the other three must follow first (r12, D28)."""
        return 0 < self.stars_down < STARS_IN_LOOP

    @cached
    def end_perm(self) -> int | None:
        """The classes of the chain's open end, or None before the first card."""
        if not self.chain:
            return None
        last = self.chain[-1]
        return RIGHT_PERM[last.card][last.orient]

    @cached
    def outcome(self) -> Outcome | None:
        if self.dealing:
            return None
        burdens = self.burdens
        out = [side for side in (0, 1) if burdens[side] == 0]
        details: tuple[tuple[str, int], ...] = ()
        if len(out) == 1:
            winners, reason, details = seats_of(out[0], self.players), "out", (("side", out[0]),)
        elif out:
            winners, reason = (), "both_out"
        elif self.idle >= self.players:
            winners = (
                ()
                if burdens[0] == burdens[1]
                else seats_of(0 if burdens[0] < burdens[1] else 1, self.players)
            )
            reason = "blocked"
        else:
            return None
        scores = tuple(float(burdens[s % 2]) for s in range(self.players))
        return Outcome(
            winners, scores, reason, (*details, ("yellow", burdens[0]), ("green", burdens[1]))
        )

    def legal_moves(self) -> tuple[Move, ...]:
        return self._legal

    @cached
    def _legal(self) -> tuple[Link | Call, ...]:
        if self.outcome is not None or self.dealing:
            return ()
        links = self._links
        if self.played:
            return (*links, END)  # he may go on "as far as he can go", or stop (D26)
        return links if links else (CANT,)

    @cached
    def _links(self) -> tuple[Link, ...]:
        hand = self.hands[self.turn]
        return tuple(Link(c, o) for c, o in self._candidates if hand >> c & 1)

    @cached
    def _candidates(self) -> tuple[tuple[int, int], ...]:
        """Every (card, orientation) that would fit the open end now, whoever holds it."""
        if self.end_perm is None:  # D27: the opening card is free
            return tuple((c, o) for c in range(len(TABS)) for o in (0, 1))
        fits = BY_LEFT[self.end_perm]
        if self.star_lock:
            return tuple((c, o) for c, o in fits if TABS[c] == STAR_TAB)
        return fits

    def _apply_legal(self, move: Move) -> DominoState:
        if isinstance(move, Link):
            hands = _replaced(self.hands, self.turn, self.hands[self.turn] & ~(1 << move.card))
            return _changed(
                self, hands=hands, chain=(*self.chain, move), played=self.played + 1, idle=0
            )
        if move == END:
            return _changed(self, played=0)._next_turn()
        mask = 0
        for card, _ in self._candidates:
            mask |= 1 << card
        excluded = _replaced(self.excluded, self.turn, self.excluded[self.turn] | mask)
        return _changed(self, excluded=excluded, idle=self.idle + 1)._next_turn()

    def _next_turn(self) -> DominoState:
        """Hand the turn on; an empty hand can't play and is passed over (D35)."""
        seat, idle = self.turn, self.idle
        for _ in range(self.players):
            if idle >= self.players:
                break
            seat = (seat + 1) % self.players
            if self.hands[seat]:
                break
            idle += 1
        return _changed(self, turn=seat, idle=idle)

    def illegal_reason(self, move: Move) -> IllegalMove:
        if isinstance(move, Link):
            held = not_held(self.hands, self.turn, move.card)
            if held:
                return held
            if self.star_lock and TABS[move.card] != STAR_TAB:
                return IllegalMove(
                    "r12 star lock (D28)", "after a STAR card the other stars must follow first"
                )
            return IllegalMove("r12 matching", f"{move} does not match the open end of the chain")
        if move == END:
            return IllegalMove("D26 must play", "play at least one card before ending the turn")
        if move == CANT:
            if self.played:
                return IllegalMove("D26 end of turn", "you have played this turn: say end")
            return IllegalMove("r12 can't play", "you hold a card that fits the chain")
        if move == PASS:
            return IllegalMove(
                "r9 pass", "pass applies to Sideways, Fourways and Threeways, not Domino"
            )
        return IllegalMove("legal moves", f"{move} is not a Domino move")

    def view(self, player: int | None) -> ColominoView:
        options: tuple[Option, ...] = ()
        if player is not None and self.current_player == player:
            slot = len(self.chain)
            options = tuple(
                Option(m.card, m.orient, 2 * slot, 0)
                for m in self.legal_moves()
                if isinstance(m, Link)
            )
        return ColominoView(
            player,
            "domino",
            self.players,
            own_hand(self.hands, player),
            tuple(h.bit_count() for h in self.hands),
            self.turn,
            chain=self.chain,
            played=self.played,
            idle=self.idle,
            excluded=self.excluded,
            options=options,
            outcome=self.outcome,
            revealed=self.hands if self.outcome is not None else (),
            needs=self._needs,
            dealing=self.dealing,
        )

    @property
    def _needs(self) -> tuple[Need, ...]:
        """The open end's colours, which the next card's left column must show (r12)."""
        if self.end_perm is None or self.outcome is not None:
            return ()
        return (Need(2 * len(self.chain), 0, 0, need_colours(PERMS[self.end_perm])),)

    def to_json(self) -> JSON:
        return {
            "variant": "domino",
            "players": self.players,
            "seed": self.seed,
            "hands": [card_json(h) for h in self.hands],
            "chain": [str(link) for link in self.chain],
            "turn": self.turn,
            "played": self.played,
            "idle": self.idle,
            "excluded": [card_json(m) for m in self.excluded],
            **({"dealing": True} if self.dealing else {}),
            **({"order": [NAMES[c] for c in self.order]} if self.order else {}),
        }


FIELDS = tuple(f.name for f in fields(DominoState))


def _changed(state: DominoState, **changes: object) -> DominoState:
    """``dataclasses.replace`` without its introspection (bots call this very often)."""
    values = state.__dict__
    new = object.__new__(DominoState)
    new.__dict__.update({name: values[name] for name in FIELDS})
    new.__dict__.update(changes)
    return new


def _replaced(values: tuple[int, ...], seat: int, value: int) -> tuple[int, ...]:
    return values[:seat] + (value,) + values[seat + 1 :]
