"""Punto: the rules as a frozen state machine over a whole match.

A move places the card the player to move has revealed; the only choice is
the cell.  A round ends at once when a row is completed or when the next
player cannot place a card (the engine judges that round automatically,
D7).  The state it leads to keeps the finished table, and waits for the next
round's decks (``parlour.chance``): in the team game each team's pool split
between the partners and in the game of three the neutral cards, both public
shuffles, then each seat's face-down deck, whose top card is turned at once.
The seeded dealer makes them as ``rng_for(seed, "round", n)`` always has.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
import random
from typing import Any

from collections.abc import Mapping

from parlour.chance import PUBLIC, UNSEEN, Chance, Order, Shown
from parlour.core import (
    JSON,
    BadOption,
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
    settle,
)
from parlour.games.punto import board
from parlour.games.punto.board import (
    NEIGHBOURHOOD,
    NEIGHBOURS,
    ORIGIN,
    X,
    Y,
    Box,
    cell_of,
    cell_text,
    on_table,
)
from parlour.games.punto.cards import NO_CARD, card_text, card_value, parse_card
from parlour.games.punto.rounds import (
    FIRST_STARTER,
    MAX_ROUNDS,
    RoundSummary,
    highest_card,
    neutral_hands,
    neutral_pool,
    seeded_round,
    side_pools,
    split_side,
    tally_rows,
    tie_break_winner,
)
from parlour.games.punto.seating import Seating, seating
from parlour.games.punto.view import PuntoView, cards_json, public_json

SPEC = GameSpec(
    id="punto",
    title="Punto",
    rules_version="1",
    player_counts=(2, 3, 4),
    options=(
        OptionSpec(
            "teams",
            False,
            (False, True),
            "four players in two teams of partners sitting opposite; five in a row wins",
            only_for=((True, (4,)),),
        ),
        OptionSpec("rounds_to_win", 2, (1, 2, 3), "rounds a player must win to win the match"),
    ),
    private_views=False,
)


@dataclass(frozen=True)
class Place:
    """Place the revealed card on a cell: written "x,y" with the first card at 0,0."""

    x: int
    y: int

    @property
    def cell(self) -> int:
        return cell_of(self.x, self.y)

    @property
    def path(self) -> tuple[str, ...]:
        return (f"cell:{self.x},{self.y}",)

    def __str__(self) -> str:
        return f"{self.x},{self.y}"


PLACES = tuple(Place(X[c], Y[c]) for c in board.CELLS)
"""One shared move value per cell, so legal_moves builds no objects."""


@dataclass(frozen=True)
class PuntoState(GameState):
    players: int
    teams: bool
    rounds_to_win: int
    seed: int
    round_no: int
    starter: int
    """The seat that placed (or will place) the first card of this round."""
    turn: int | None
    placements: tuple[tuple[int, int], ...]
    """(cell, card) of every card placed this round, in order."""
    revealed: tuple[int, ...]
    """Each seat's face-up next card, NO_CARD when its deck is used up."""
    decks: tuple[tuple[int, ...], ...]
    """Each seat's face-down cards, the next to reveal first: the hidden part."""
    removed: tuple[int, ...]
    """Cards taken out of the game by round winners, sorted."""
    rounds_won: tuple[int, ...]
    rounds: tuple[RoundSummary, ...]
    dealt: tuple[tuple[int, ...], ...] = ()
    """Between rounds (a chance state): the decks of the next round dealt so far."""
    # Derived from the fields above and kept up to date by apply, for speed.
    tops: tuple[int, ...] = field(default=(), compare=False, repr=False)
    box: Box | None = field(default=None, compare=False, repr=False)
    reachable: frozenset[int] = field(default=frozenset(), compare=False, repr=False)
    """Occupied cells and their neighbours: the cells a card may go, frame aside."""
    occupied: frozenset[int] = field(default=frozenset(), compare=False, repr=False)

    @cached
    def seating(self) -> Seating:
        return seating(self.players, self.teams)

    @property
    def current_player(self) -> int | None:
        return self.turn

    @cached
    def outcome(self) -> Outcome | None:
        if self.turn is not None or not self.decided:
            return None
        return match_outcome(self)

    @property
    def decided(self) -> bool:
        """A side has won enough rounds, or the match has run to its last round (D11)."""
        return max(self.rounds_won) >= self.rounds_to_win or len(self.rounds) >= MAX_ROUNDS

    # --- chance: the decks of a round ----------------------------------------------------
    @property
    def chance(self) -> Chance | None:
        if self.turn is not None or self.decided:
            return None
        return self._deal_step[0]

    @cached
    def _deal_step(self) -> tuple[Chance | None, tuple[tuple[int, ...], ...]]:
        """The next deck to deal for the coming round, or None and every seat's deck
        (kept: a game by link asks a state for its chance many times over).

        In order: each team's pool, split between the partners (D6); the neutral
        cards of the game of three (D5); then each seat's deck.  A deck's cards are
        known to all before it is shuffled: only the order of a seat's deck is hidden.
        """
        seats, answers = self.seating, iter(self.dealt)
        number = len(self.rounds)
        hands: list[tuple[int, ...]] = [()] * self.players
        pools = side_pools(seats, self.removed)
        for side, pool in enumerate(pools):
            members = seats.seats_of_side[side]
            if len(members) > 1:
                order = next(answers, None)
                if order is None:
                    return _public(f"round {number} side {side}", pool), ()
                for seat, share in zip(members, split_side(seats, side, order)):
                    hands[seat] = share
            else:
                hands[members[0]] = pool
        if seats.neutral is not None:
            order = next(answers, None)
            if order is None:
                pool = neutral_pool(seats, number, self._neutral_played())
                return _public(f"round {number} neutral", pool), ()
            extra = neutral_hands(seats, number, order, self._neutral_held(), self.next_starter)
            hands = [hand + more for hand, more in zip(hands, extra)]
        decks = []
        for seat, hand in enumerate(hands):
            order = next(answers, None)
            if order is None:
                cards = tuple(card_text(c) for c in sorted(hand))
                turned = (PUBLIC,) + (UNSEEN,) * (len(cards) - 1) if cards else ()
                return Chance(f"round {number} seat {seat}", cards, turned), ()
            decks.append(order)
        return None, tuple(decks)

    @property
    def next_starter(self) -> int:
        """Who starts the coming round: the player to the left of the round's winner (the
        winning side's seat that placed last), or of the starter after a void round (D2)."""
        if not self.rounds:
            return FIRST_STARTER
        winners = self.rounds[-1].winners
        if not winners:
            return (self.starter + 1) % self.players
        side = self.seating.side_of_seat[winners[0]]
        return (self._last_placer(side) + 1) % self.players

    def _deal(self, order: Order) -> PuntoState:
        dealt = replace(self, dealt=(*self.dealt, tuple(parse_card(c) for c in order)))
        chance, decks = dealt._deal_step
        if chance is not None:
            return dealt
        return start_round(self, decks)

    def _seat_decks(self) -> dict[str, tuple[list[int], int]]:
        """Each deck still in use, by position, with how many positions are turned up.

        A round's seat deck holds the cards its seat placed, its turned card, then the
        face-down rest; while the next round is dealt, its decks dealt so far come too:
        a team's split or the neutral cards all face up, a seat's deck its top card."""
        decks: dict[str, tuple[list[int], int]] = {}
        if self.turn is not None or self.rounds:
            placed: list[list[int]] = [[] for _ in range(self.players)]
            for index, (_, card) in enumerate(self.placements):
                placed[(self.starter + index) % self.players].append(card)
            for seat in range(self.players):
                turned = [self.revealed[seat]] if self.revealed[seat] else []
                cards = placed[seat] + turned + list(self.decks[seat])
                decks[f"round {self.round_no} seat {seat}"] = (cards, len(placed[seat] + turned))
        if self.dealt:
            number = len(self.rounds)
            shared = [
                f"round {number} side {side}"
                for side, m in enumerate(self.seating.seats_of_side)
                if len(m) > 1
            ]
            if self.seating.neutral is not None:
                shared.append(f"round {number} neutral")
            for deck, order in zip(shared, self.dealt):
                decks[deck] = (list(order), len(order))  # shuffled in the open
            for seat, order in enumerate(self.dealt[len(shared) :]):
                decks[f"round {number} seat {seat}"] = (list(order), min(1, len(order)))
        return decks

    def shown(self) -> Shown:
        return {
            deck: (PUBLIC,) * turned + (UNSEEN,) * (len(cards) - turned)
            for deck, (cards, turned) in self._seat_decks().items()
        }

    def orders(self) -> dict[str, Order]:
        return {
            deck: tuple(card_text(c) for c in cards)
            for deck, (cards, _) in self._seat_decks().items()
        }

    def with_orders(self, orders: Mapping[str, Order]) -> PuntoState:
        """Each deck's cards rearranged: never a card already placed (the table shows it);
        a seat's turned card and face-down rest, and the decks being dealt, freely."""
        revealed, decks, dealt = list(self.revealed), list(self.decks), list(self.dealt)
        current = self._seat_decks()
        dealing = list(current)[len(current) - len(self.dealt) :] if self.dealt else []
        for deck, order in orders.items():
            if deck not in current:
                raise ParlourError(f"this Punto position has no deck {deck!r} in play")
            cards, _ = current[deck]
            new = [parse_card(c) for c in order]
            if sorted(new) != sorted(cards):
                raise ParlourError(f"an order of {deck!r} must hold the same cards")
            if deck in dealing:
                dealt[dealing.index(deck)] = tuple(new)
                continue
            seat = int(deck.rsplit(" ", 1)[1])
            placed = len(cards) - len(decks[seat]) - (1 if revealed[seat] else 0)
            if new[:placed] != cards[:placed]:
                raise ParlourError(f"the cards placed from {deck!r} cannot be dealt otherwise")
            if revealed[seat]:
                revealed[seat], decks[seat] = new[placed], tuple(new[placed + 1 :])
        return replace(self, revealed=tuple(revealed), decks=tuple(decks), dealt=tuple(dealt))

    def legal_moves(self) -> tuple[Move, ...]:
        return self._legal

    @cached
    def _legal(self) -> tuple[Place, ...]:
        if self.turn is None:
            return ()
        return tuple(PLACES[c] for c in self.legal_cells(self.revealed[self.turn]))

    def legal_cells(self, card: int) -> tuple[int, ...]:
        """Where ``card`` may go: next to a card or on a lower one, inside the frame."""
        return cells_for(card, self.tops, self.box, self.reachable, self.occupied)

    @cached
    def _winning_cells(self) -> dict[int, frozenset[int]]:
        return {}

    def winning_cells(self, seat: int) -> frozenset[int]:
        """Cells where ``seat``'s revealed card would complete a winning row now."""
        cache = self._winning_cells
        if seat not in cache:
            cache[seat] = self._find_winning_cells(self.revealed[seat])
        return cache[seat]

    def _find_winning_cells(self, card: int) -> frozenset[int]:
        # Only a cell touching the end of a line of the card's colour can complete
        # a row, so walk those lines instead of trying every legal cell.
        tag = card // 10
        needed = self.seating.win_length - 1
        if not card or self.seating.side_of_tag[tag] < 0 or self.tag_counts[tag] < needed:
            return frozenset()
        tops = self.tops
        starts = [c for c in self.occupied if tops[c] // 10 == tag]
        legal = set(self.legal_cells(card))
        found: set[int] = set()
        for direction in range(4):
            touching: dict[int, int] = {}
            for start in starts:
                forward, backward = board.RAYS[start][direction]
                if backward and tops[backward[0]] // 10 == tag:
                    continue  # inside a line: counted from the line's start
                length = 1
                for other in forward:
                    if tops[other] // 10 != tag:
                        touching[other] = touching.get(other, 0) + length
                        break
                    length += 1
                if backward:
                    touching[backward[0]] = touching.get(backward[0], 0) + length
            found.update(c for c, length in touching.items() if length >= needed and c in legal)
        return frozenset(found)

    @cached
    def tag_counts(self) -> tuple[int, ...]:
        """How many top cards of each colour tag lie on the table (index 0 unused)."""
        counts = [0] * 5
        for cell in self.occupied:
            counts[self.tops[cell] // 10] += 1
        return tuple(counts)

    def completes_row(self, cell: int, card: int) -> bool:
        """Would ``card`` on ``cell`` make a winning row?  The bots' hottest question."""
        tag = card // 10
        needed = self.seating.win_length - 1
        if self.seating.side_of_tag[tag] < 0 or self.tag_counts[tag] < needed:
            return False  # the neutral colour never wins; too few cards cannot
        tops = self.tops
        for forward, backward in board.RAYS[cell]:
            found = 0
            for other in forward:
                if tops[other] // 10 != tag:
                    break
                found += 1
            for other in backward:
                if found >= needed or tops[other] // 10 != tag:
                    break
                found += 1
            if found >= needed:
                return True
        return False

    def illegal_reason(self, move: Move) -> IllegalMove:
        if not isinstance(move, Place):
            return IllegalMove("moves", f"{move} is not a Punto move; a move is a cell like 1,-2")
        card = self.revealed[self.turn] if self.turn is not None else NO_CARD
        return placement_fault(self, move, card)

    def _apply_legal(self, move: Move) -> PuntoState:
        assert isinstance(move, Place) and self.turn is not None
        seat, cell = self.turn, move.cell
        card = self.revealed[seat]
        tops = self.tops[:cell] + (card,) + self.tops[cell + 1 :]
        deck = self.decks[seat]
        revealed = _put(self.revealed, seat, deck[0] if deck else NO_CARD)
        decks = _put(self.decks, seat, deck[1:])
        placed = PuntoState(
            self.players,
            self.teams,
            self.rounds_to_win,
            self.seed,
            self.round_no,
            self.starter,
            (seat + 1) % self.players,
            self.placements + ((cell, card),),
            revealed,
            decks,
            self.removed,
            self.rounds_won,
            self.rounds,
            (),
            tops,
            board.grow_box(self.box, cell),
            self.reachable | NEIGHBOURHOOD[cell],
            self.occupied | {cell},
        )
        row = placed.completed_row(cell, card)
        if row:
            return placed.end_round_with_row(seat, row)
        if not placed._legal:
            return placed.end_round_stuck()
        return placed

    def completed_row(self, cell: int, card: int) -> tuple[int, ...]:
        """The winning row through ``cell`` after ``card`` went there, else ()."""
        if not self.completes_row(cell, card):
            return ()
        for direction in range(4):
            run = board.run_through(self.tops, cell, direction, card // 10)
            if len(run) >= self.seating.win_length:
                return run  # several rows at once: the first direction counts (D3)
        raise AssertionError("completes_row and run_through disagree")

    def end_round_with_row(self, seat: int, row: tuple[int, ...]) -> PuntoState:
        side = self.seating.side_of_seat[seat]
        summary = RoundSummary(
            self.round_no,
            self.seating.seats_of_side[side],
            "row",
            row,
            highest_card([self.tops[c] for c in row]),
            None,
            (),
            self._final_tops(),
        )
        return self.next_round(summary)

    def end_round_stuck(self) -> PuntoState:
        """The player to move cannot place a card: most rows, then fewer points (D7-D10)."""
        tallies, cells = tally_rows(self.seating, self.tops)
        side, reason = tie_break_winner(tallies)
        winners = () if side is None else self.seating.seats_of_side[side]
        row = () if side is None else tuple(sorted(set(cells[side])))
        removed = NO_CARD if side is None else highest_card([self.tops[c] for c in row])
        summary = RoundSummary(
            self.round_no, winners, reason, row, removed, self.turn, tallies, self._final_tops()
        )
        return self.next_round(summary)

    def _final_tops(self) -> tuple[tuple[int, int], ...]:
        return tuple((c, t) for c, t in enumerate(self.tops) if t)

    def _last_placer(self, side: int) -> int:
        """The winning side's seat that placed a card last (its left starts next, D2)."""
        seats = self.seating.seats_of_side[side]
        for index in range(len(self.placements) - 1, -1, -1):
            placer = (self.starter + index) % self.players
            if placer in seats:
                return placer
        return seats[0]

    def next_round(self, summary: RoundSummary) -> PuntoState:
        """Record the round: the match is over, or the next round waits for its decks."""
        rounds_won = tuple(
            won + (seat in summary.winners) for seat, won in enumerate(self.rounds_won)
        )
        removed = self.removed
        if summary.removed_card != NO_CARD:
            removed = tuple(sorted((*removed, summary.removed_card)))
        return PuntoState(
            self.players,
            self.teams,
            self.rounds_to_win,
            self.seed,
            self.round_no,
            self.starter,
            None,
            self.placements,
            self.revealed,
            self.decks,
            removed,
            rounds_won,
            (*self.rounds, summary),
            (),
            self.tops,
            self.box,
            self.reachable,
            self.occupied,
        )

    def _neutral_held(self) -> tuple[tuple[int, ...], ...]:
        neutral = self.seating.neutral
        if neutral is None:
            return ()
        return tuple(
            tuple(c for c in (self.revealed[s], *self.decks[s]) if c and c // 10 == neutral + 1)
            for s in range(self.players)
        )

    def _neutral_played(self) -> tuple[int, ...]:
        neutral = self.seating.neutral
        if neutral is None:
            return ()
        return tuple(card for _, card in self.placements if card // 10 == neutral + 1)

    def view(self, player: int | None) -> PuntoView:
        if player is not None and not 0 <= player < self.players:
            raise ValueError(f"no seat {player} in a {self.players}-player game")
        return PuntoView(
            player,
            self.players,
            self.teams,
            self.rounds_to_win,
            self.round_no,
            self.starter,
            self.turn,
            self.placements,
            self.revealed,
            tuple(tuple(sorted(d)) for d in self.decks),
            self.removed,
            self.rounds_won,
            self.rounds,
            board.allowed_box(self.box),
            self.outcome,
        )

    def to_json(self) -> JSON:
        data = public_json(self.view(None))
        data["seed"] = self.seed
        data["decks"] = [cards_json(deck) for deck in self.decks]
        if self.dealt:
            data["dealt"] = [cards_json(deck) for deck in self.dealt]
        return data


def cells_for(
    card: int,
    tops: tuple[int, ...] | list[int],
    box: Box | None,
    reachable: frozenset[int] | set[int],
    occupied: frozenset[int] | set[int],
) -> tuple[int, ...]:
    """Where ``card`` may go on a table with these top cards, frame and neighbours.

    The one placement rule, shared by ``PuntoState.legal_cells`` and the codec's
    check that a saved table was built by legal placements.
    """
    if card == NO_CARD:
        return ()
    if not occupied:
        return (ORIGIN,)
    value = card_value(card)
    # Set operations run in C: every empty cell next to a card inside the frame,
    # plus the cards (always inside the frame) with a lower value.
    empty = (reachable & board.cells_in(board.allowed_box(box))) - occupied
    return tuple(sorted(empty.union([c for c in occupied if tops[c] % 10 < value])))


def _put(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return values[:index] + (value,) + values[index + 1 :]


def with_board(state: PuntoState) -> PuntoState:
    """``state`` with its derived board fields rebuilt from ``placements``."""
    tops = [NO_CARD] * len(board.CELLS)
    box: Box | None = None
    reachable: set[int] = set()
    for cell, card in state.placements:
        tops[cell] = card
        box = board.grow_box(box, cell)
        reachable.add(cell)
        reachable.update(NEIGHBOURS[cell])
    return PuntoState(
        state.players,
        state.teams,
        state.rounds_to_win,
        state.seed,
        state.round_no,
        state.starter,
        state.turn,
        state.placements,
        state.revealed,
        state.decks,
        state.removed,
        state.rounds_won,
        state.rounds,
        state.dealt,
        tuple(tops),
        box,
        frozenset(reachable),
        frozenset(cell for cell, _ in state.placements),
    )


def replace(state: PuntoState, **changes: Any) -> PuntoState:
    """``state`` with ``changes`` to its fields, the board rebuilt."""
    return with_board(dataclasses.replace(state, **changes))


def _public(deck: str, cards: tuple[int, ...]) -> Chance:
    """A deck shuffled in the open: every position shown to all as soon as it is dealt."""
    return Chance(deck, tuple(card_text(c) for c in cards), (PUBLIC,) * len(cards))


def start_round(ended: PuntoState, decks: tuple[tuple[int, ...], ...]) -> PuntoState:
    """A fresh round from ``decks``: everyone reveals the top card of their deck (D12)."""
    starter = ended.next_starter
    revealed = tuple(deck[0] if deck else NO_CARD for deck in decks)
    state = PuntoState(
        ended.players,
        ended.teams,
        ended.rounds_to_win,
        ended.seed,
        len(ended.rounds),
        starter,
        starter,
        (),
        revealed,
        tuple(deck[1:] for deck in decks),
        ended.removed,
        ended.rounds_won,
        ended.rounds,
    )
    return with_board(state)


def shuffle_from_seed(state: GameState, chance: Chance) -> Order:
    """Punto's seeded dealer: each deck of round n as ``rng_for(seed, "round", n)`` shuffles it."""
    assert isinstance(state, PuntoState)
    words = chance.deck.split()
    seeded = seeded_round(
        state.seating,
        state.seed,
        int(words[1]),
        state.removed,
        state._neutral_held(),
        state._neutral_played(),
        state.next_starter,
    )
    kind = words[2]
    cards = (
        seeded.neutral
        if kind == "neutral"
        else seeded.sides[int(words[3])]
        if kind == "side"
        else seeded.decks[int(words[3])]
    )
    return tuple(card_text(c) for c in cards)


DEALER = SeededDealer(shuffle_from_seed)
"""Punto's seeded dealer (``Game.dealer``)."""


def determinize_view(view: object, rng: random.Random) -> PuntoState:
    """A full state consistent with ``view``: each deck shuffled afresh, a new seed."""
    if not isinstance(view, PuntoView):
        raise BadPosition("determinize_view needs a Punto view")
    decks = []
    for cards in view.remaining:
        deck = list(cards)
        rng.shuffle(deck)
        decks.append(tuple(deck))
    state = PuntoState(
        view.players,
        view.teams,
        view.rounds_to_win,
        rng.getrandbits(62),
        view.round_no,
        view.starter,
        view.turn,
        view.placements,
        view.revealed,
        tuple(decks),
        view.removed,
        view.rounds_won,
        view.rounds,
    )
    return with_board(state)


def new_state(players: int, options: dict[str, Any], seed: int) -> PuntoState:
    """The match before its first round is dealt."""
    teams = bool(options.get("teams", False))
    if teams and players != 4:
        raise BadOption("the team game is for four players")
    rounds_to_win = int(options.get("rounds_to_win", 2))
    state = PuntoState(
        players,
        teams,
        rounds_to_win,
        seed,
        0,
        FIRST_STARTER,
        None,
        (),
        (NO_CARD,) * players,
        ((),) * players,
        (),
        (0,) * players,
        (),
    )
    return with_board(state)


def seeded_start(players: int, options: dict[str, Any], seed: int) -> PuntoState:
    """The first round as the seeded dealer deals it (lessons and tests start here)."""
    state = settle(new_state(players, options, seed), DEALER)
    assert isinstance(state, PuntoState)
    return state


def match_outcome(state: PuntoState) -> Outcome:
    seats = state.seating
    winners: tuple[int, ...] = ()
    for side_seats in seats.seats_of_side:
        if state.rounds_won[side_seats[0]] >= state.rounds_to_win:
            winners = side_seats
    scores = tuple(float(w) for w in state.rounds_won)
    if not winners:
        return Outcome(
            (), scores, "drawn", (("target", state.rounds_to_win), ("rounds", MAX_ROUNDS))
        )
    record = tuple(state.rounds_won[s[0]] for s in seats.seats_of_side)
    return Outcome(winners, scores, "won", (("record", record),))


def placement_fault(state: PuntoState, move: Place, card: int) -> IllegalMove:
    """The rule a placement breaks, for error messages."""
    x, y = move.x, move.y
    if state.turn is None:
        return IllegalMove("end of game", "the match is over")
    if not state.placements:
        return IllegalMove("first card", "the first card of a round goes in the middle, at 0,0")
    low_x, low_y, high_x, high_y = board.allowed_box(state.box)
    if not on_table(x, y) or not (low_x <= x <= high_x and low_y <= y <= high_y):
        return IllegalMove("6 x 6 grid", f"{move} would make the cards exceed the 6 x 6 grid")
    top = state.tops[move.cell]
    if top != NO_CARD:
        return IllegalMove(
            "placed on top",
            f"a card on top must have more points than the "
            f"card underneath: {card_value(card)} is not more than {card_value(top)}",
        )
    return IllegalMove(
        "place next to a card", f"{cell_text(move.cell)} touches no card, not even at a corner"
    )
