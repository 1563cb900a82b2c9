"""Casino: the spec, the state machine of a whole game to 21, and JSON loading.

A "hand" is one pack: dealt four at a time until it is used up, then
scored.  The game is a sequence of hands until a side reaches the target.

Each hand's pack is a deck of its own, ``"hand n"``, shuffled by the dealer
(``parlour.chance``): the game opens waiting for ``"hand 0"``, and the move
that ends a hand leads to a state where the hand is over, taken and scored,
and the next pack is not dealt yet.  ``pack`` keeps the hand's order, so the
state can say which seats have been shown each position (D13).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
import random
from typing import Any, cast

from parlour.chance import PUBLIC, UNSEEN, Chance, Order, Shown, seat_mask
from parlour.core import (
    JSON,
    BadPosition,
    GameSpec,
    GameState,
    IllegalMove,
    Move,
    OptionSpec,
    Outcome,
    ParlourError,
    SeededDealer,
    cached,
    rng_for,
    settle,
)
from parlour.games.casino import cardjson
from parlour.games.casino.cards import (
    CARD_BY_NAME,
    DECK_SIZE,
    FULL_DECK,
    NAME,
    VALUE,
    Build,
    Card,
    Item,
    item_cards,
    sort_cards,
)
from parlour.games.casino.cardjson import Rules, side_count
from parlour.games.casino.moves import (
    BUILD,
    CAPTURE,
    CAPTURE_OR_ADD,
    NEXT_TURN,
    NO_TRAIL,
    WHILE_OWNED,
    CasinoMove,
    duty_binds,
    generate_moves,
)
from parlour.games.casino.scoring import ScoreRow, game_winner, score_hand
from parlour.games.casino.view import CasinoView

CARDS_PER_DEAL = 4
DEAL_PACKET = 2
"""Both rulebooks deal "two at a time"."""
RESIDUE_TO_DEALER_IF_NO_CAPTURE = True
"""D10: if nobody captured in a whole hand, the dealer takes the table."""
SWEEP_ON_LAST_PLAY = True
"""D8: clearing the table with the hand's very last card is a sweep too."""

SWEEP, LAST_DEAL, HAND_OVER, GAME_OVER = "Sweep", "Last", "Hand over", "Game over"
BUILDING = "Building {value}s"
"""Announcement codes.  They are kept in states, views and saved games, so they
stay the same in every language; the renderer puts them into words."""

SPEC = GameSpec(
    id="casino",
    title="Casino",
    rules_version="1",
    player_counts=(2, 3, 4),
    options=(
        OptionSpec(
            "sweeps",
            True,
            (True, False),
            "A capture that clears the table scores 1 (English rulebook).",
        ),
        OptionSpec("target", 21, (11, 21, 31), "Points needed to win the game."),
        OptionSpec(
            "partners",
            True,
            (True, False),
            "With 4 players, opposite seats (0&2, 1&3) play as partners.",
        ),
        OptionSpec(
            "calls",
            True,
            (True, False),
            "A card may be paired onto an equal table card to be taken later "
            "(the Portuguese rulebook's 'combinação de chamada').",
        ),
        OptionSpec(
            "owner_duty",
            NO_TRAIL,
            (NO_TRAIL, CAPTURE_OR_ADD),
            "A build's owner may not trail (pagat.com, Portuguese rulebook), or "
            "must capture or add to the build (English rulebook, literally).",
        ),
        OptionSpec(
            "duty_lasts",
            NEXT_TURN,
            (NEXT_TURN, WHILE_OWNED),
            "next-turn: the builder's duty holds on their next turn only (both "
            "rulebooks). while-owned: as long as the build is theirs (pagat.com).",
        ),
        OptionSpec(
            "add_to_multiple",
            False,
            (False, True),
            "Whether a multiple build (two or more sets of its value) can be added to. "
            "No: it must be captured as it is (English rulebook).",
        ),
    ),
)


@dataclass(frozen=True)
class CasinoState(GameState):
    """A whole game of Casino.  ``scores`` and ``last_hand`` are per side."""

    players: int
    rules: Rules
    seed: int
    hand_number: int
    dealer: int
    to_move: int
    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Item, ...]
    stock: tuple[Card, ...]
    captured: tuple[tuple[Card, ...], ...]
    sweeps: tuple[int, ...]
    last_capturer: int | None
    scores: tuple[int, ...]
    last_hand: tuple[ScoreRow, ...] = ()
    announcements: tuple[str, ...] = ()
    last_move: str = ""
    winner: int | None = None
    """The winning side once the game is over."""
    dealing: bool = False
    """A chance state: the next hand's pack waits for the dealer (at the start, and
    after each hand but the last)."""
    pack: tuple[Card, ...] = field(default=(), compare=False)
    """The hand's pack by position, as the dealer shuffled it: what ``shown`` and
    ``orders`` read.  Empty in a state built without its deal (from a view, for a
    bot, or from JSON that lacks it), which tracks no deck."""

    # --- seats and sides -------------------------------------------------
    @property
    def sides(self) -> int:
        return side_count(self.players, self.rules)

    def side_of(self, seat: int) -> int:
        return seat % self.sides

    def seats_of(self, side: int) -> tuple[int, ...]:
        return tuple(s for s in range(self.players) if self.side_of(s) == side)

    # --- the protocol ----------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.winner is not None or self.dealing else self.to_move

    @property
    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        seats = self.seats_of(self.winner)
        return Outcome(
            seats,
            tuple(float(self.scores[self.side_of(s)]) for s in range(self.players)),
            "won",
            (("points", self.scores),),
        )

    def legal_moves(self) -> tuple[Move, ...]:
        return self.moves

    @cached
    def moves(self) -> tuple[CasinoMove, ...]:
        """The legal moves, computed once: ``apply`` checks them and search reuses them."""
        if self.winner is not None or self.dealing:
            return ()
        return generate_moves(self.hands[self.to_move], self.table, self.to_move, self.rules)

    def illegal_reason(self, move: Move) -> IllegalMove:
        return illegal_reason(self, move)

    def _apply_legal(self, move: Move) -> CasinoState:
        return _play(self, cast(CasinoMove, move))

    # --- chance --------------------------------------------------------------
    @property
    def next_hand(self) -> int:
        """The number of the hand the dealer deals next (from a chance state)."""
        return self.hand_number if self.opening else self.hand_number + 1

    @property
    def chance(self) -> Chance | None:
        if not self.dealing:
            return None
        plan = first_deal_plan(self.players, self.next_dealer)
        masks = tuple(PUBLIC if who is None else seat_mask(who) for who in plan) + (UNSEEN,) * (
            DECK_SIZE - len(plan)
        )
        return Chance(f"hand {self.next_hand}", tuple(NAME[c] for c in FULL_DECK), masks)

    @property
    def next_dealer(self) -> int:
        """Who deals the next hand: the deal passes to the left after each hand (D1)."""
        return self.dealer if self.opening else (self.dealer + 1) % self.players

    def _deal(self, order: Order) -> CasinoState:
        pack = [CARD_BY_NAME[name] for name in order]
        return _start_hand(
            self.players,
            self.rules,
            self.seed,
            self.next_hand,
            self.next_dealer,
            self.scores,
            self.last_hand,
            self.announcements,
            pack,
        )

    @property
    def opening(self) -> bool:
        """The game's first chance state: no card dealt yet."""
        return self.dealing and not any(self.captured)

    def shown(self) -> Shown:
        pack = self.pack
        if not pack:
            return {}
        hidden = len(self.stock)
        holder = {card: seat for seat, hand in enumerate(self.hands) for card in hand}
        masks = tuple(
            UNSEEN
            if position >= DECK_SIZE - hidden
            else seat_mask(holder[card])
            if card in holder
            else PUBLIC
            for position, card in enumerate(pack)
        )
        return {f"hand {self.hand_number}": masks}

    def orders(self) -> dict[str, Order]:
        pack = self.pack
        return {f"hand {self.hand_number}": tuple(NAME[c] for c in pack)} if pack else {}

    def with_orders(self, orders: Mapping[str, Order]) -> CasinoState:
        deck = f"hand {self.hand_number}"
        if set(orders) - {deck}:
            raise ParlourError(f"this Casino position deals only {deck!r}")
        if deck not in orders:
            return self
        old = self.pack
        if not old:
            raise ParlourError("this Casino position was not dealt by a dealer: it tracks no deck")
        new = tuple(CARD_BY_NAME[name] for name in orders[deck])
        if sorted(new) != list(FULL_DECK):
            raise ParlourError(f"an order of {deck!r} must hold the 52 cards once each")
        swap = {a: b for a, b in zip(old, new) if a != b}
        hidden = {c for h in self.hands for c in h} | set(self.stock)
        if any(card not in hidden for card in swap):
            raise ParlourError("only cards in hands or the stock may be dealt otherwise")
        return replace(
            self,
            hands=tuple(sort_cards([swap.get(c, c) for c in h]) for h in self.hands),
            stock=tuple(swap.get(c, c) for c in self.stock),
            pack=new,
        )

    def view(self, player: int | None) -> CasinoView:
        if player is not None and not 0 <= player < self.players:
            raise ValueError(f"there is no seat {player} in a {self.players}-player game")
        return CasinoView(
            player,
            self.players,
            self.rules,
            self.hand_number,
            self.dealer,
            self.current_player,
            self.hands[player] if player is not None else (),
            tuple(len(h) for h in self.hands),
            self.table,
            len(self.stock),
            self.captured,
            self.sweeps,
            self.last_capturer,
            self.scores,
            self.last_hand,
            self.announcements,
            self.last_move,
            self.winner,
        )

    def to_json(self) -> JSON:
        return {
            "players": self.players,
            "options": self.rules.to_json(),
            "seed": self.seed,
            "hand_number": self.hand_number,
            "dealer": self.dealer,
            "to_move": self.to_move,
            "hands": [cardjson.cards_to_json(h) for h in self.hands],
            "table": [cardjson.item_to_json(i) for i in self.table],
            "stock": cardjson.cards_to_json(self.stock),
            "captured": [cardjson.cards_to_json(c) for c in self.captured],
            "sweeps": list(self.sweeps),
            "last_capturer": self.last_capturer,
            "scores": list(self.scores),
            "last_hand": [r.to_json() for r in self.last_hand],
            "announcements": list(self.announcements),
            "last_move": self.last_move,
            "winner": self.winner,
            **({"dealing": True} if self.dealing else {}),
            **({"pack": cardjson.cards_to_json(self.pack)} if self.pack else {}),
        }


def illegal_reason(state: CasinoState, move: Move) -> IllegalMove:
    """Name the rule a non-legal move breaks, as precisely as cheaply possible."""
    if not isinstance(move, CasinoMove):
        return IllegalMove("move", f"{move} is not a Casino move")
    hand = state.hands[state.to_move]
    if move.card not in hand:
        return IllegalMove("hand", f"{NAME[move.card]} is not in your hand")
    owns = any(duty_binds(i, state.to_move, state.rules) for i in state.table)
    if move.kind == "trail" and owns:
        return IllegalMove(
            "build owner",
            "you made or added to a build on your last turn, "
            "so you must capture or build now, not trail",
        )
    if any(i not in state.table for i in move.items):
        return IllegalMove("table", "that play uses cards that are not on the table")
    if move.kind == BUILD and move.is_raise and cast(Build, move.groups[0][0]).multiple:
        return IllegalMove("multiple build", "a multiple build can never be raised")
    if (
        move.kind == BUILD
        and not state.rules.add_to_multiple
        and any(isinstance(i, Build) and i.multiple for i in move.items)
    ):
        return IllegalMove("multiple build", "a multiple build cannot be added to")
    if move.kind == BUILD and not any(VALUE[c] == move.value for c in hand if c != move.card):
        return IllegalMove(
            "build", f"you must keep a card of value {move.value} to build {move.value}s"
        )
    if owns:
        return IllegalMove("build owner", "you must keep a card of your build's value in hand")
    return IllegalMove("legal moves", f"{move} is not a legal move here")


# --- dealing -------------------------------------------------------------


def shuffled_pack(seed: int, hand_number: int) -> list[Card]:
    """The seeded dealer's pack for hand ``hand_number``: the order every record replays."""
    pack = list(FULL_DECK)
    rng_for(seed, "hand", hand_number).shuffle(pack)
    return pack


def shuffle_from_seed(state: GameState, chance: Chance) -> Order:
    """Casino's seeded dealer: deck ``"hand n"`` is ``rng_for(seed, "hand", n)``'s shuffle."""
    number = int(chance.deck.split()[1])
    return tuple(NAME[c] for c in shuffled_pack(state.seed, number))


DEALER = SeededDealer(shuffle_from_seed)
"""Casino's seeded dealer (``Game.dealer``)."""


def seeded_start(players: int, options: dict[str, Any], seed: int) -> CasinoState:
    """The first hand as the seeded dealer deals it (lessons and tests start here)."""
    return cast(CasinoState, settle(new_state(players, options, seed), DEALER))


def first_deal_plan(players: int, dealer: int) -> list[int | None]:
    """Who gets each position of the first deal (None: the table), D2."""
    seats = _left_of(dealer, players)
    return _plan([*seats[:-1], None, seats[-1]])


def later_deal_plan(players: int, dealer: int) -> list[int | None]:
    """Who gets each position of a later deal: four each from the dealer's left."""
    return _plan(list(_left_of(dealer, players)))


def _plan(order: list[int | None]) -> list[int | None]:
    """Two at a time to ``order``, twice round."""
    return [who for _ in range(CARDS_PER_DEAL // DEAL_PACKET) for who in order for _ in range(2)]


def _deal_round(
    pack: list[Card], order: list[int | None], players: int
) -> tuple[list[list[Card]], list[Card]]:
    """Deal two at a time to ``order`` (None: the table), twice round."""
    hands: list[list[Card]] = [[] for _ in range(players)]
    table: list[Card] = []
    for _ in range(CARDS_PER_DEAL // DEAL_PACKET):
        for who in order:
            packet, pack[:DEAL_PACKET] = pack[:DEAL_PACKET], []
            (table if who is None else hands[who]).extend(packet)
    return hands, table


def _left_of(dealer: int, players: int) -> list[int]:
    """Seats from the dealer's left round to the dealer."""
    return [(dealer + k) % players for k in range(1, players + 1)]


def _start_hand(
    players: int,
    rules: Rules,
    seed: int,
    hand_number: int,
    dealer: int,
    scores: tuple[int, ...],
    last_hand: tuple[ScoreRow, ...],
    announcements: tuple[str, ...],
    pack: list[Card],
) -> CasinoState:
    """Make the first deal from ``pack``: D2 (Portuguese order) deals the table its
    packet after the other players and before the dealer."""
    order = tuple(pack)
    seats = _left_of(dealer, players)
    deal_order: list[int | None] = [*seats[:-1], None, seats[-1]]
    hands, table = _deal_round(pack, deal_order, players)
    return CasinoState(
        players,
        rules,
        seed,
        hand_number,
        dealer,
        seats[0],
        tuple(sort_cards(h) for h in hands),
        tuple(table),
        tuple(pack),
        tuple(() for _ in range(players)),
        tuple(0 for _ in range(players)),
        None,
        scores,
        last_hand,
        announcements,
        pack=order,
    )


def new_state(players: int, options: dict[str, Any], seed: int) -> CasinoState:
    """D1: the last seat deals the first hand, so seat 0 leads it.  The game opens
    waiting for the first pack."""
    rules = Rules(**options)
    sides = side_count(players, rules)
    return CasinoState(
        players,
        rules,
        seed,
        0,
        players - 1,
        0,
        tuple(() for _ in range(players)),
        (),
        (),
        tuple(() for _ in range(players)),
        (0,) * players,
        None,
        (0,) * sides,
        dealing=True,
    )


# --- playing -------------------------------------------------------------


def _play(state: CasinoState, move: CasinoMove) -> CasinoState:
    mover = state.to_move
    hands = list(state.hands)
    hands[mover] = tuple(c for c in hands[mover] if c != move.card)
    captured, sweeps = state.captured, state.sweeps
    last_capturer = state.last_capturer
    announcements: tuple[str, ...] = ()
    table = tuple(i for i in state.table if i not in move.items) if move.items else state.table
    if move.kind == CAPTURE:
        taken = (move.card, *(c for i in move.items for c in item_cards(i)))
        captured = _bump(captured, mover, taken)
        last_capturer = mover
        if not table and state.rules.sweeps and (SWEEP_ON_LAST_PLAY or not _is_last_play(state)):
            sweeps = tuple(n + (s == mover) for s, n in enumerate(sweeps))
            announcements = (SWEEP,)
    elif move.kind == BUILD:
        cards = sort_cards([move.card, *(c for i in move.items for c in item_cards(i))])
        table = (*_duty_done(table, mover), Build(cards, move.value, mover))
        announcements = (BUILDING.format(value=move.value),)
    else:
        table = (*table, move.card)
    if move.kind != BUILD:
        table = _duty_done(table, mover)
    after = CasinoState(
        state.players,
        state.rules,
        state.seed,
        state.hand_number,
        state.dealer,
        (mover + 1) % state.players,
        tuple(hands),
        table,
        state.stock,
        captured,
        sweeps,
        last_capturer,
        state.scores,
        state.last_hand,
        announcements,
        move.notation,
        pack=state.pack,
    )
    if any(after.hands):
        return after
    if after.stock:
        return _deal_more(after)
    return _score_hand(after)


def _duty_done(table: tuple[Item, ...], mover: int) -> tuple[Item, ...]:
    """The mover has had their next turn: their builds' next-turn duty is over (D6)."""
    if not any(isinstance(i, Build) and i.owner == mover and i.duty_pending for i in table):
        return table
    return tuple(
        replace(i, duty_pending=False) if isinstance(i, Build) and i.owner == mover else i
        for i in table
    )


def _is_last_play(state: CasinoState) -> bool:
    return not state.stock and sum(len(h) for h in state.hands) == 1


def _bump(
    piles: tuple[tuple[Card, ...], ...], seat: int, cards: tuple[Card, ...]
) -> tuple[tuple[Card, ...], ...]:
    return tuple((*p, *cards) if s == seat else p for s, p in enumerate(piles))


def _deal_more(state: CasinoState) -> CasinoState:
    """Four more each, none to the table; the dealer announces "Last" on the final deal."""
    pack = list(state.stock)
    hands, _ = _deal_round(pack, list(_left_of(state.dealer, state.players)), state.players)
    news = (LAST_DEAL,) if not pack else ()
    return _with(
        state,
        hands=tuple(sort_cards(h) for h in hands),
        stock=tuple(pack),
        announcements=state.announcements + news,
    )


def _with(state: CasinoState, **changes: Any) -> CasinoState:
    return replace(state, **changes)


def _score_hand(state: CasinoState) -> CasinoState:
    """The last capturer takes the table (not a sweep) and the hand is scored: the game
    is won, or the next pack waits for the dealer (a chance state)."""
    taker = state.last_capturer
    if taker is None and RESIDUE_TO_DEALER_IF_NO_CAPTURE:
        taker = state.dealer
    residue = tuple(c for i in state.table for c in item_cards(i))
    captured = _bump(state.captured, cast(int, taker), residue)
    piles: list[list[Card]] = [[] for _ in range(state.sides)]
    sweeps = [0] * state.sides
    for seat in range(state.players):
        piles[state.side_of(seat)].extend(captured[seat])
        sweeps[state.side_of(seat)] += state.sweeps[seat]
    rows = score_hand(piles, sweeps, state.rules.sweeps)
    scores = tuple(s + r.total for s, r in zip(state.scores, rows))
    winner = game_winner(scores, state.rules.target)
    news = state.announcements + (HAND_OVER,) + ((GAME_OVER,) if winner is not None else ())
    return _with(
        state,
        table=(),
        captured=captured,
        scores=scores,
        last_hand=rows,
        winner=winner,
        announcements=news,
        dealing=winner is None,
    )


def check_state(state: CasinoState) -> None:
    """Every card once; hands sorted; hand sizes fit the deal; owners bound by the duty
    hold their build's value (D7); a pack, when given, is the one these cards came from."""
    seen = [c for h in state.hands for c in h] + list(state.stock)
    seen += [c for i in state.table for c in item_cards(i)] + [c for p in state.captured for c in p]
    if state.opening:
        if seen or state.pack:
            raise BadPosition("before the first deal no card may be anywhere")
        return
    if sorted(seen) != list(FULL_DECK):
        raise BadPosition(f"the position must hold each of the {DECK_SIZE} cards exactly once")
    if state.dealing and (any(state.hands) or state.stock or state.table):
        raise BadPosition("between hands every card has been played and taken")
    if any(h != sort_cards(h) for h in state.hands):
        raise BadPosition("hands must be listed in rank order")
    if state.stock and len(state.stock) % (CARDS_PER_DEAL * state.players):
        raise BadPosition("the stock must hold whole deals of four cards per player")
    sizes = [len(h) for h in state.hands]
    if any(n > CARDS_PER_DEAL for n in sizes):
        raise BadPosition("no hand holds more than four cards")
    for item in state.table:
        if (
            isinstance(item, Build)
            and state.winner is None
            and duty_binds(item, item.owner, state.rules)
            and not any(VALUE[c] == item.value for c in state.hands[item.owner])
        ):
            raise BadPosition(f"the owner of {item.name} must hold a card of value {item.value}")
    if state.pack:
        check_pack(state)


def check_pack(state: CasinoState) -> None:
    """The pack holds every card once, ends with the stock, and each hand's cards lie at
    positions the deals gave that seat (D2)."""
    pack = state.pack
    if sorted(pack) != list(FULL_DECK):
        raise BadPosition("the pack must hold each card once")
    dealt = DECK_SIZE - len(state.stock)
    if pack[dealt:] != state.stock:
        raise BadPosition("the stock must be the undealt end of the pack")
    plan = (
        first_deal_plan(state.players, state.dealer)
        + later_deal_plan(state.players, state.dealer) * DECK_SIZE
    )[:dealt]
    for seat, hand in enumerate(state.hands):
        if any(plan[pack.index(card)] != seat for card in hand):
            raise BadPosition(f"seat {seat} holds a card the deal gave elsewhere")


def determinize_view(view: Any, rng: random.Random) -> CasinoState:
    """A full state consistent with ``view``: unseen cards re-dealt at random.

    The only public constraint on hidden hands is that the owner of a build
    still bound by the duty holds a card of its value (they built it holding
    one and may not play so as to keep none, D7), so each such owner gets
    one first.  The seed is fresh from ``rng``.
    """
    if not isinstance(view, CasinoView):
        raise TypeError("determinize_view needs a CasinoView")
    if view.between_hands and not any(view.captured):
        return new_state(view.players, view.rules.to_json(), rng.getrandbits(48))
    seen = set(view.hand) | {c for i in view.table for c in item_cards(i)}
    seen |= {c for p in view.captured for c in p}
    unseen = [c for c in FULL_DECK if c not in seen]
    rng.shuffle(unseen)
    hands: list[list[Card]] = [[] for _ in range(view.players)]
    if view.player is not None:
        hands[view.player] = list(view.hand)
    for owner, value in _owner_needs(view):
        card = next((c for c in unseen if VALUE[c] == value), None)
        if card is None:
            raise BadPosition(f"no unseen card of value {value} for the build's owner")
        unseen.remove(card)
        hands[owner].append(card)
    for seat in range(view.players):
        missing = view.hand_counts[seat] - len(hands[seat])
        if missing < 0:
            raise BadPosition(f"seat {seat} owns more builds than it holds cards")
        hands[seat].extend(unseen[:missing])
        del unseen[:missing]
    if len(unseen) != view.stock_count:
        raise BadPosition("the view's card counts do not add up to a pack")
    state = CasinoState(
        view.players,
        view.rules,
        rng.getrandbits(48),
        view.hand_number,
        view.dealer,
        view.to_move if view.to_move is not None else 0,
        tuple(sort_cards(h) for h in hands),
        view.table,
        tuple(unseen),
        view.captured,
        view.sweeps,
        view.last_capturer,
        view.scores,
        view.last_hand,
        view.announcements,
        view.last_move,
        view.winner,
        dealing=view.between_hands,
    )
    check_state(state)
    return state


def _owner_needs(view: CasinoView) -> list[tuple[int, int]]:
    """(owner, value) for builds whose owner's hand is hidden from ``view`` and whom the
    duty binds (D6, D7); the build's ``duty_pending`` says whether it still does."""
    needs = {
        (i.owner, i.value)
        for i in view.table
        if isinstance(i, Build) and i.owner != view.player and duty_binds(i, i.owner, view.rules)
    }
    return sorted(needs)
