"""A game played from one seat's knowledge: the table a device holds when no device knows the deck.

A ``PartialTable`` knows the public moves, the cards its seat has been shown (by deck and
position), and nothing else.  Every other position holds a *stand-in*: a card drawn
by the device's own randomness from those it has not seen, never the truth.  The
rules stay in one place: the table plays them on a full state made of its known
cards and its stand-ins, so its seat's view and legal moves are exactly the true
ones (they depend on that view alone), and another seat's move is checked with the
same ``legal_moves``.

- ``dealt(cards)`` answers the deal the game waits for, with the cards the deal
  shows this seat (the rest stand-ins).
- ``play(notation)`` makes this seat's move and returns the cards it reveals to the
  others (the positions it knows that the move shows someone else).
- ``receive(seat, notation, cards)`` takes another seat's move with every card the
  move shows this seat.  The cards replace stand-ins; the move must then be legal.
  Where its legality rests on cards only the mover has seen (a Casino build needs a
  held card of its value, Cardino's pass an unplayable rack), the stand-ins are chosen
  again so that it is, if any choice of them allows it, and the move is kept as a
  ``Claim`` to check when the deck is revealed (``verify``).  No choice: refused.
- ``learn(cards)`` takes cards shown later (a deal that this seat's own move led to).

Every step checks that the stand-ins agree with everything public: no stand-in lies
where the rules show this seat a card, and every card it was shown lies where the
rules show it.  A refused step raises ``TableError`` with a one-line reason, and the
table is unchanged: a ``PartialTable`` is a frozen value and each step returns a new one.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace

from parlour.chance import Chance, Order, newly_shown, seen, shown_to
from parlour.core import JSON, Game, GameState, Move, ParlourError, View

Cards = Mapping[tuple[str, int], str]
"""Cards by (deck, position)."""
Fact = Callable[[GameState], int]
"""What a holder said of its own cards, as how far a state is from it (0: it agrees):
the stand-ins must agree with it as with the cards shown (``parlour.link.statements``)."""

RESTARTS = 16
"""Fresh draws of the stand-ins tried when changing a few of them does not do."""
MOVER_DRAWS = 2000
"""Draws of the mover's stand-ins tried, for a move changing one of them does not allow
(a Casino owner bound to keep a seven who builds 10 needs a seven and a ten at once:
drawn at random from 40 unseen cards into two places, about one draw in 80 does it)."""
QUICK_RESTARTS = 2
"""Fresh draws tried where a failure costs nothing (stand-ins merely preferred)."""
PROBES = 4
"""Draws of the stand-ins tried to tell whether a move's legality rests on hidden cards."""
MAX_STEPS = 60
"""Swaps of stand-ins in one descent, at most."""
LEVEL_STEPS = 30
"""Of them, swaps that bring the stand-ins no closer to agreeing, at most."""


class TableError(ParlourError):
    """A step a table refuses: a move that is not legal, cards shown too early or that
    contradict what was seen.  The table it was asked of stays as it was."""


@dataclass(frozen=True)
class KnownDecks:
    """A dealer that knows every deck in advance: its orders by deck id.

    Tests deal whole games with it while each seat's table sees only its own cards;
    ``fallback`` answers the decks not listed (say, the game's seeded dealer)."""

    orders: Mapping[str, Order]
    fallback: Callable[[GameState, Chance], Order] | None = None

    def order(self, state: GameState, chance: Chance) -> Order:
        if chance.deck in self.orders:
            return self.orders[chance.deck]
        if self.fallback is None:
            raise ParlourError(f"no order known for deck {chance.deck!r}")
        return self.fallback(state, chance)


@dataclass(frozen=True)
class Claim:
    """A move whose legality rests on cards only its mover had seen: checked at the reveal."""

    ply: int
    """Its index among the table's moves."""
    seat: int
    move: str


@dataclass(frozen=True)
class _Deal:
    deck: str


@dataclass(frozen=True)
class _Moved:
    seat: int
    move: Move
    notation: str


Event = _Deal | _Moved


@dataclass(frozen=True)
class PartialTable:
    """One seat's game (see the module's docstring).  Build it with ``PartialTable.sit``."""

    game: Game
    seat: int
    entropy: int
    """The device's own randomness: where its stand-ins come from."""
    states: tuple[GameState, ...]
    """The state before each event, then the current one."""
    events: tuple[Event, ...] = ()
    orders: Mapping[str, Order] = field(default_factory=dict)
    """Every deck dealt so far: known cards where shown, stand-ins elsewhere."""
    known: Mapping[str, Mapping[int, str]] = field(default_factory=dict)
    """The cards this seat has been shown, by deck and position."""
    claims: tuple[Claim, ...] = ()
    pending: frozenset[tuple[str, int]] = frozenset()
    """Positions this seat's own last move shows it, whose cards it has not learned yet."""
    facts: tuple[Fact, ...] = ()
    """What the holders said of their cards, which the stand-ins must agree with too."""

    @classmethod
    def sit(
        cls, game: Game, players: int, options: Mapping[str, object] | None, seat: int, entropy: int
    ) -> PartialTable:
        """The table of ``seat`` at a new game, before the first deal."""
        game.spec.check_players(players)
        if not 0 <= seat < players:
            raise TableError(f"there is no seat {seat} in a {players}-player game")
        return cls(game, seat, entropy, (game.opening(players, options, 0),))

    # -- what the seat sees -------------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The current state: known cards and stand-ins (never to be shown as the truth)."""
        return self.states[-1]

    @property
    def view(self) -> View:
        return self.state.view(self.seat)

    @property
    def chance(self) -> Chance | None:
        """The deck the game waits for (``dealt``), else None."""
        return self.state.chance

    @property
    def my_turn(self) -> bool:
        """This seat moves now, and has every card the rules have shown it."""
        return not self.pending and self.state.current_player == self.seat

    def legal_moves(self) -> tuple[Move, ...]:
        """This seat's legal moves now (none when it is not its turn): the true ones."""
        if not self.my_turn:
            return ()
        return self.state.legal_moves()

    @property
    def moves(self) -> tuple[str, ...]:
        """The public record: every move so far, in notation."""
        return tuple(e.notation for e in self.events if isinstance(e, _Moved))

    @property
    def moved(self) -> tuple[tuple[int, int, Move], ...]:
        """Every move so far as (the index in ``states`` of the state before it, its seat,
        the move): what a log or a replay of this seat's game walks."""
        return tuple(
            (index, event.seat, event.move)
            for index, event in enumerate(self.events)
            if isinstance(event, _Moved)
        )

    # -- steps ----------------------------------------------------------------------------
    def dealt(self, cards: Cards, partial: bool = False) -> PartialTable:
        """The deal the game waits for, with the cards it shows this seat.  ``partial``: some
        of them are not known yet (their keys are still to come); they wait in ``pending``
        for ``learn``, and the seat cannot move until then."""
        chance = self.chance
        if chance is None:
            raise TableError("no deck is waiting to be dealt")
        if any(deck != chance.deck for deck, _ in cards):
            raise TableError(f"the cards shown must be of deck {chance.deck!r}")
        rng = self._rng("deal")
        stand_ins = _fill(chance.cards, {p: c for (_, p), c in cards.items()}, rng, chance.deck)
        after = self.state.deal(stand_ins)
        later = newly_shown(self.state.shown(), after.shown(), self.seat) - set(cards)
        table = replace(
            self,
            states=(*self.states, after),
            events=(*self.events, _Deal(chance.deck)),
            orders={**self.orders, chance.deck: stand_ins},
            known=_with(self.known, cards),
            pending=self.pending | later if partial else self.pending,
        )
        return table._settled(None, rng)

    def play(self, notation: str) -> tuple[PartialTable, Cards]:
        """This seat's move; the new table and the cards it reveals to the others."""
        if not self.my_turn:
            raise TableError("it is not this seat's turn, or it waits for cards it was shown")
        state = self.state
        try:
            move = state.parse_move(notation)
        except ParlourError as error:
            raise TableError(str(error)) from None
        after = state.apply(move)
        before_shown, after_shown = state.shown(), after.shown()
        mine = {(d, p) for d, masks in self.known.items() for p in masks}
        reveals = {}
        for deck, masks in after_shown.items():
            old = before_shown.get(deck, ())
            for position, mask in enumerate(masks):
                gained = mask & ~(old[position] if position < len(old) else 0)
                if gained and (deck, position) in mine and gained != 1 << self.seat:
                    reveals[(deck, position)] = self.known[deck][position]
        pending = frozenset(newly_shown(before_shown, after_shown, self.seat) - mine)
        moved = _Moved(self.seat, move, str(move))
        table = replace(
            self, states=(*self.states, after), events=(*self.events, moved), pending=pending
        )
        return table, reveals

    def receive(
        self, seat: int, notation: str, cards: Cards, partial: bool = False
    ) -> PartialTable:
        """Another seat's move, with every card it shows this seat (it must be legal).
        ``partial``: the move may show this seat cards it does not know yet (their keys
        come later); they wait in ``pending`` for ``learn``."""
        if seat == self.seat:
            raise TableError("this seat's own moves are made with play")
        if self.chance is not None:
            raise TableError("the cards are being dealt: nobody moves now")
        if self.state.is_over:
            raise TableError("the game is over")
        table = self._with_cards(cards)
        target = _Target(seat, notation.strip(), frozenset(cards), partial)
        rng = self._rng("receive")
        legal_as_drawn = target.fits(table.state)
        table = table._settled(target, rng)
        state = table.state
        move = state.parse_move(target.notation)
        moved = _Moved(seat, move, str(move))
        claimed = not legal_as_drawn or table._rests_on_hidden(target, rng)
        claim = (Claim(len(table.moves), seat, str(move)),) if claimed else ()
        after = state.apply(move)
        later = target.later(state, after, self.seat)
        return replace(
            table,
            states=(*table.states, after),
            events=(*table.events, moved),
            claims=(*table.claims, *claim),
            pending=frozenset((table.pending | later) & shown_to(after.shown(), self.seat)),
        )

    def learn(self, cards: Cards, partial: bool = False) -> PartialTable:
        """Every card this seat's own last move showed it (its new cards, say), once known;
        ``partial``: some of the cards waited for (``pending``) are known, the rest to come."""
        table = self._with_cards(cards)
        if not partial:
            return replace(table, pending=frozenset())._settled(None, self._rng("learn"))
        # A card shown elsewhere than a stand-in said (Cardino's lowest tile, which rests on
        # the rack) moves the stand-ins: stand-ins that show this seat nothing it waits for
        # are preferred (one descent), and what the rules no longer show waits no more.
        rng = self._rng("learn")
        bare = replace(table, pending=frozenset())
        if table.pending and bare._cost(None)[:2] != (0, 0):
            found = bare._search(None, rng, QUICK_RESTARTS)
            if found is not None:
                return found
        unseen = {(deck, q) for deck, positions in table._unseen().items() for q in positions}
        loose = replace(table, pending=frozenset(table.pending | unseen))
        settled = loose._settled(None, rng)
        still = shown_to(settled.state.shown(), self.seat)
        return replace(settled, pending=frozenset(settled.pending & still))

    def agreeing(self, facts: tuple[Fact, ...]) -> PartialTable:
        """The table with stand-ins that agree with ``facts`` too (what the holders said of
        their cards); TableError when no stand-ins can."""
        table = replace(self, facts=facts)
        return table if facts == self.facts else table._settled(None, self._rng("facts"))

    def not_shown(self, positions: frozenset[tuple[str, int]]) -> PartialTable:
        """The table with stand-ins under which the rules do not show this seat ``positions``
        it was waiting for (their holder has said, by not opening them, that they are not
        shown: of Cardino's equal tiles, which one a placement shows rests on the rack).
        TableError when no stand-ins can."""
        table = replace(self, pending=self.pending - positions)
        if table._cost(None)[:2] == (0, 0):
            return table
        found = table._search(None, self._rng("not shown"), QUICK_RESTARTS)
        if found is None:
            raise TableError("the cards shown: no cards the others could hold agree with it")
        return found

    def verify(self, orders: Mapping[str, Order]) -> tuple[str, ...]:
        """At the reveal, with the true order of the decks revealed so far: each move
        replayed with the rules in full as far as they go (up to the deal of a deck not
        yet revealed), and every card this seat was shown of them checked.  The faults
        found, if any."""
        faults = []
        for deck, cards in self.known.items():
            order = orders.get(deck)
            if order is None:
                continue
            for position, card in cards.items():
                if position >= len(order) or order[position] != card:
                    faults.append(f"{deck} position {position} was shown as {card}")
        state = self.states[0]
        for event in self.events:
            if isinstance(event, _Deal):
                if event.deck not in orders:
                    break  # the moves after rest on cards not yet revealed
                try:
                    state = state.deal(orders[event.deck])
                except (KeyError, ParlourError):
                    faults.append(f"the order revealed for {event.deck} is not a shuffle of it")
                    break
                continue
            if state.current_player != event.seat:
                faults.append(f"{event.notation} was played out of turn by seat {event.seat}")
                break
            try:
                state = state.apply(state.parse_move(event.notation))
            except ParlourError as error:
                faults.append(f"seat {event.seat}: {error}")
                break
        return tuple(faults)

    def to_json(self) -> JSON:
        """What the device stores: the public moves, its own cards and its stand-ins."""
        return {
            "game": self.game.id,
            "seat": self.seat,
            "events": [
                {"deal": e.deck} if isinstance(e, _Deal) else {"seat": e.seat, "move": e.notation}
                for e in self.events
            ],
            "known": {d: {str(p): c for p, c in cards.items()} for d, cards in self.known.items()},
            "stand_ins": {d: list(order) for d, order in self.orders.items()},
            "claims": [[c.ply, c.seat, c.move] for c in self.claims],
        }

    # -- stand-ins agreeing with what is public ----------------------------------------------
    def _rng(self, step: str) -> random.Random:
        return random.Random(f"table/{self.entropy}/{self.seat}/{len(self.events)}/{step}")

    def _with_cards(self, cards: Cards) -> PartialTable:
        """Shown ``cards`` put where they lie, each stand-in of that card moved to where the
        card was thought to be, and the current state re-derived (``with_orders``)."""
        known = _with(self.known, cards)
        orders = {deck: list(order) for deck, order in self.orders.items()}
        fixed = {(deck, p) for deck, positions in self.known.items() for p in positions}
        for (deck, position), card in cards.items():
            if deck not in orders:
                raise TableError(f"no deck {deck!r} has been dealt")
            order = orders[deck]
            if not 0 <= position < len(order):
                raise TableError(f"{deck} has no position {position}")
            fixed.add((deck, position))
            if order[position] == card:
                continue
            spare = next(
                (q for q, c in enumerate(order) if c == card and (deck, q) not in fixed), None
            )
            if spare is None:
                raise TableError(f"{deck} holds no other {card}: this seat has seen every one")
            order[spare], order[position] = order[position], card
        changed = {d: tuple(o) for d, o in orders.items() if tuple(o) != self.orders[d]}
        table = replace(self, known=known, pending=self.pending - set(cards))
        return table._reordered(changed, replay=False) if changed else table

    def _settled(self, target: _Target | None, rng: random.Random) -> PartialTable:
        """The table with stand-ins that agree with everything public (and make ``target``
        legal); TableError when none can."""
        if self._cost(target)[:2] == (0, 0):
            return self
        best = self._search(target, rng)
        if best is None:
            what = f"seat {target.seat}'s {target.notation}" if target else "the cards shown"
            raise TableError(f"{what}: no cards the others could hold agree with it")
        return best

    def _cost(self, target: _Target | None) -> tuple[int, int, int, int]:
        """How far the stand-ins are from agreeing with what is public, as (the move is not
        legal, disagreements, the mover's other moves, stand-ins shown to this seat):
        (0, 0, ...) agrees."""
        state = self.state
        if target is None:
            total, stand_ins = self._disagreements(state, set(self.pending))
            return (0, total, 0, stand_ins)
        if not target.fits(state):
            # What was said holds after the move (a Domino seat out with its last card).
            total, stand_ins = self._disagreements(state, set(self.pending), target.cards, False)
            return (1, total, target.spread(state), stand_ins)
        after = state.apply(state.parse_move(target.notation))
        later = target.later(state, after, self.seat)
        total, stand_ins = self._disagreements(after, set(self.pending | later))
        return (0, total, 0, stand_ins)

    def _disagreements(
        self,
        state: GameState,
        allowed: set[tuple[str, int]],
        later: frozenset[tuple[str, int]] = frozenset(),
        facts: bool = True,
    ) -> tuple[int, int]:
        """Cards this seat was shown that ``state`` does not show it (but those a move is to
        show, ``later``), stand-ins it shows it (but ``allowed`` ones, still to come), and
        how far it is from the ``facts``: all together, and the stand-ins alone."""
        hidden = stand_ins = 0
        if facts:
            hidden += sum(fact(state) for fact in self.facts)
        for deck, masks in state.shown().items():
            cards = self.known.get(deck, {})
            for position, mask in enumerate(masks):
                key, shown_here = (deck, position), seen(mask, self.seat)
                if position in cards:
                    hidden += not shown_here and key not in later
                else:
                    stand_ins += shown_here and key not in allowed
        return hidden + stand_ins, stand_ins

    def _search(
        self, target: _Target | None, rng: random.Random, restarts: int = RESTARTS
    ) -> PartialTable | None:
        """Stand-ins that agree with what is public: swaps of a few of them first; for a
        move, the mover's stand-ins drawn again; then every stand-in drawn afresh.  Each
        candidate is kept only if replaying the deal agrees too."""
        for found in self._candidates(target, rng, restarts):
            if found is not None:
                replayed = found._reordered(found.orders, replay=True)
                if replayed._cost(target)[:2] == (0, 0):
                    return replayed
        return None

    def _candidates(
        self, target: _Target | None, rng: random.Random, restarts: int = RESTARTS
    ) -> Iterator[PartialTable | None]:
        """Tables to try, cheapest first: the game's own draw (``Game.stand_ins``), which
        meets what it knows by construction; then the generic search.  A descent for a move
        that is not legal yet goes by legality alone, then also by the mover's other moves,
        fewer being nearer: a declaration ("I cannot play") becomes legal as they run out,
        a build does not."""
        yield self._drawn_by_game(target, rng)
        yield self._descend(target, rng)
        if target is not None:
            yield self._descend(target, rng, by_spread=True)
            for _ in range(MOVER_DRAWS):
                yield self._mover_drawn_again(target, rng)
        for attempt in range(restarts):
            drawn = self._reordered(self._drawn_afresh(rng), replay=False)
            yield drawn._descend(target, rng, by_spread=attempt % 2 == 1)

    def _drawn_by_game(self, target: _Target | None, rng: random.Random) -> PartialTable | None:
        """The stand-ins drawn by the game's own ``stand_ins`` for ``target`` and the facts,
        if the game offers one and it finds some (``_search`` checks them as any other)."""
        draw = self.game.stand_ins
        if draw is None:
            return None
        if target is not None and self.state.current_player != target.seat:
            return None
        orders = draw(
            self.state, self._unseen(), self.facts, target.notation if target else None, rng
        )
        return None if orders is None else self._reordered(orders, replay=False)

    def _mover_drawn_again(self, target: _Target, rng: random.Random) -> PartialTable | None:
        """The stand-ins the mover holds exchanged for as many others drawn at random: a
        move may need several of its cards at once (a Casino build of 7 by the owner of a
        build of 8 needs a seven and an eight kept)."""
        shown, orders = self.state.shown(), {}
        for deck, positions in self._unseen().items():
            held = [p for p in positions if seen(shown[deck][p], target.seat)]
            if not held:
                continue
            order = list(self.orders[deck])
            drawn = rng.sample(positions, len(held))
            given = [order[q] for q in drawn]
            rng.shuffle(given)
            spare = [order[p] for p in held if p not in drawn]
            for q in drawn:
                if q not in held:
                    order[q] = spare.pop()
            for p, card in zip(held, given):
                order[p] = card
            orders[deck] = tuple(order)
        candidate = self._reordered(orders, replay=False)
        return candidate if candidate._cost(target)[:2] == (0, 0) else None

    def _descend(
        self, target: _Target | None, rng: random.Random, by_spread: bool = False
    ) -> PartialTable | None:
        """Swap stand-ins, a pair at a time (the first swap found that brings the table
        closer; else, a while, one that keeps it as close, to cross a level stretch: Cardino's
        rack whose every hidden tile must lie above the one it showed), until it agrees.
        Only a level stretch where the rules show this seat a stand-in is walked: what a
        still illegal move lacks, or a card shown where no card's value moves it, no
        sequence of level swaps gives."""
        table, cost, level = self, self._cost(target), LEVEL_STEPS
        ranked = 3 if by_spread else 2
        for _ in range(MAX_STEPS):
            if cost[:2] == (0, 0):
                return table
            alike: list[PartialTable] = []
            for orders in table._swaps(target, rng):
                candidate = table._reordered(orders, replay=False)
                score = candidate._cost(target)
                if score[:ranked] < cost[:ranked]:
                    table, cost = candidate, score
                    break
                if score[:2] == cost[:2]:
                    alike.append(candidate)
            else:
                if not alike or level == 0 or cost[0] or not cost[3]:
                    return None  # only stand-ins the rules show this seat are walked about
                level -= 1
                table = rng.choice(alike)
                cost = table._cost(target)
        return table if cost[:2] == (0, 0) else None

    def _unseen(self) -> dict[str, list[int]]:
        """The positions of the decks in play whose cards this seat has not been shown."""
        return {
            deck: [p for p in range(len(masks)) if p not in self.known.get(deck, {})]
            for deck, masks in self.state.shown().items()
        }

    def _swaps(self, target: _Target | None, rng: random.Random) -> list[dict[str, Order]]:
        """Orders with two stand-ins exchanged: one of them held by the mover or lying where
        the rules show this seat a card, the other any different stand-in of that deck."""
        shown = self.state.shown()
        found = []
        for deck, positions in self._unseen().items():
            order, masks = list(self.orders[deck]), shown[deck]
            focus = [
                p
                for p in positions
                if seen(masks[p], self.seat) or (target is not None and seen(masks[p], target.seat))
            ] or positions
            for p in focus:
                tried = set()
                for q in positions:
                    key = (order[q], masks[q])
                    if order[q] == order[p] or key in tried:
                        continue
                    tried.add(key)
                    swapped = list(order)
                    swapped[p], swapped[q] = swapped[q], swapped[p]
                    found.append({deck: tuple(swapped)})
        rng.shuffle(found)
        return found

    def _drawn_afresh(
        self, rng: random.Random, unseen: dict[str, list[int]] | None = None
    ) -> dict[str, Order]:
        """Every stand-in of the decks in play drawn again at random."""
        orders = {}
        for deck, positions in (unseen or self._unseen()).items():
            order = list(self.orders[deck])
            cards = [order[p] for p in positions]
            rng.shuffle(cards)
            for p, card in zip(positions, cards):
                order[p] = card
            orders[deck] = tuple(order)
        return orders

    def _reordered(self, orders: Mapping[str, Order], replay: bool) -> PartialTable:
        """The table with these decks' stand-ins: the current state re-derived (``with_orders``),
        or, with ``replay``, every state since the earliest of them was dealt."""
        merged = {**self.orders, **orders}
        live = set(self.state.shown())
        if not replay:
            changed = {d: o for d, o in orders.items() if d in live}
            state = self.state.with_orders(changed)
            return replace(self, orders=merged, states=(*self.states[:-1], state))
        # Earlier states keep the stand-ins they were derived with: replay from the deal
        # of the first deck still in play, every deck dealt from the orders as they are now.
        first = min(
            (
                i
                for i, e in enumerate(self.events)
                if isinstance(e, _Deal) and (e.deck in orders or e.deck in live)
            ),
            default=len(self.events),
        )
        states = list(self.states[: first + 1])
        for event in self.events[first:]:
            state = states[-1]
            if isinstance(event, _Deal):
                states.append(state.deal(merged[event.deck]))
            else:
                states.append(state._apply_legal(event.move))
        return replace(self, orders=merged, states=tuple(states))

    def _rests_on_hidden(self, target: _Target, rng: random.Random) -> bool:
        """Whether ``target``'s legality could change with cards this seat has not seen: only
        cards the mover has seen can matter, so only a mover holding some is probed."""
        shown, unseen = self.state.shown(), self._unseen()
        if not any(seen(shown[deck][p], target.seat) for deck, ps in unseen.items() for p in ps):
            return False
        for _ in range(PROBES):
            other = self._reordered(self._drawn_afresh(rng, unseen), replay=False)
            if not target.fits(other.state):
                return True
        return False


@dataclass(frozen=True)
class _Target:
    """Another seat's move being received: it must be that seat's and legal."""

    seat: int
    notation: str
    cards: frozenset[tuple[str, int]]
    """The positions it shows this seat (not shown before it is made)."""
    partial: bool = False
    """Some positions it shows this seat may come later (``later``)."""

    def later(self, before: GameState, after: GameState, seat: int) -> frozenset[tuple[str, int]]:
        """The positions the move shows ``seat`` whose cards come later (with ``partial``)."""
        if not self.partial:
            return frozenset()
        return frozenset(newly_shown(before.shown(), after.shown(), seat) - self.cards)

    def fits(self, state: GameState) -> bool:
        if state.current_player != self.seat:
            return False
        return any(str(move) == self.notation for move in state.legal_moves())

    def spread(self, state: GameState) -> int:
        """How many other moves the mover has: for a declaration ("I cannot play"), fewer
        is nearer to legal."""
        return len(state.legal_moves()) if state.current_player == self.seat else 0


def _with(known: Mapping[str, Mapping[int, str]], cards: Cards) -> dict[str, dict[int, str]]:
    """``known`` with ``cards`` added; TableError if a card contradicts one already shown."""
    merged = {deck: dict(positions) for deck, positions in known.items()}
    for (deck, position), card in cards.items():
        already = merged.setdefault(deck, {}).get(position)
        if already is not None and already != card:
            raise TableError(f"{deck} position {position} was shown as {already}, now {card}")
        merged[deck][position] = card
    return merged


def _fill(cards: tuple[str, ...], shown: Mapping[int, str], rng: random.Random, deck: str) -> Order:
    """An order of ``cards`` with the ``shown`` ones in place and stand-ins elsewhere."""
    rest = Counter(cards)
    for position, card in shown.items():
        if not 0 <= position < len(cards) or rest[card] <= 0:
            raise TableError(f"{deck} holds no card {card} for position {position}")
        rest[card] -= 1
    pool = list(rest.elements())
    rng.shuffle(pool)
    stand_ins = iter(pool)
    return tuple(shown[p] if p in shown else next(stand_ins) for p in range(len(cards)))
