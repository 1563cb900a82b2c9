"""Who sends the next message, and which keys a seat's message must carry.

Every device computes these from what every device knows alike: the protocol's
public record (each shuffle's steps, every key released and to whom, the seeds)
and the game's public state (whose turn, the deck a chance state waits for, which
positions the rules have shown to whom).  So all devices agree on the next sender
without a word, and a message from anyone else is refused.

The order of duties (docs/fair-deal.md, "The join"):

1. a shuffle under way: the seat that makes its next step;
2. a deal waiting for keys: the first seat that still owes a key of a position the
   deal shows another seat (the set-up messages carry them, so this is rare);
3. the game over: each seat in turn, until every seed is in (the last move carries
   the keys of the cards it shows, so that every device sees the same end).  A deck's
   seeds go out before that, each in its seat's next message, once nothing of the deck
   is hidden any more (``seeds_due``);
4. a statement owed: the first seat that must still say what the rules show of its own
   cards (Cardino's opening tiles; ``statements``);
5. keys still owed for cards the rules have shown: the first seat after the last
   sender that owes one and lacks none, else the first that owes one other than the
   player to move (who moves once it has its cards, and sends its keys with its move;
   any other seat sends them in a keys-only message).  A device waiting for a card may
   hold a stand-in that decides more than it should (Punto's next card: can it be
   placed?), so no move is made while any shown card is unread;
6. otherwise the player to move.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from parlour import fair
from parlour.chance import PUBLIC, Chance, Shown, seen
from parlour.core import GameState
from parlour.fair.shuffle import Shuffle
from parlour.link.partial import PartialTable

from . import statements

MAX_DECKS_A_DEAL = 8


def deal_chances(engine: PartialTable) -> list[Chance]:
    """The decks of the deal the engine waits for, in the order the rules deal them, found
    by dealing each in its public order (the cards of a later one may differ in truth)."""
    chances: list[Chance] = []
    state = engine.state
    while state.chance is not None and len(chances) < MAX_DECKS_A_DEAL:
        chances.append(state.chance)
        state = state.deal(state.chance.cards)
    return chances


def dealt_ahead(engine: PartialTable) -> GameState:
    """The state once the deal the engine waits for is made with every deck in its public
    order (its own state with no deal waiting): who acts first, and which positions coming
    events show, rest on no card."""
    state = engine.state
    for _ in range(MAX_DECKS_A_DEAL):
        if state.chance is None:
            break
        state = state.deal(state.chance.cards)
    return state


def audience(mask: int, players: int) -> frozenset[int]:
    """The seats a position with this mask is shown to."""
    return frozenset(s for s in range(players) if seen(mask, s))


def masks_now(engine: PartialTable) -> Shown:
    """Each deck's masks now: the dealt state's, or at a chance state the deal's own, for
    every deck of the deal (they are shuffled together)."""
    masks = dict(engine.state.shown())
    for chance in deal_chances(engine):
        masks[chance.deck] = chance.dealt
    return masks


def has_key(shuffle: Shuffle, holder: int, reader: int, position: int) -> bool:
    """Whether ``holder``'s key of ``position`` has been released where ``reader`` has it (an
    open deck has no keys: its seeds show every card)."""
    return (
        shuffle.plan.open
        or holder == reader
        or (holder, position) in shuffle.clear
        or (holder, reader, position) in shuffle.sealed
    )


def owing(shuffle: Shuffle, masks: tuple[int, ...], readers: Iterable[int]) -> list[int]:
    """The seats that still owe a key ``readers`` need, for positions shown to them."""
    return sorted({holder for holder, _ in debts(shuffle, masks, readers)})


def debts(
    shuffle: Shuffle, masks: tuple[int, ...], readers: Iterable[int]
) -> Iterator[tuple[int, int]]:
    """(holder, reader) for every key a reader lacks of a position the rules showed it."""
    players = len(shuffle.plan.order)
    wanted = set(readers)
    for position, mask in enumerate(masks):
        if not mask:
            continue
        for reader in audience(mask, players) & wanted:
            for holder in range(players):
                if not has_key(shuffle, holder, reader, position):
                    yield holder, reader


@dataclass(frozen=True)
class Duty:
    """Who sends the next message, and why: ``step`` (a shuffle step), ``deal`` (keys a
    deal shows), ``state`` (a statement of its own cards), ``keys`` (keys of cards the rules have shown; the player to move may move
    with them), ``move``, ``seeds`` (the game is over), ``done`` (every seed is in)."""

    seat: int | None
    kind: str


def next_duty(table: fair.Ledger, engine: PartialTable, last: int | None) -> Duty:
    """The next message's sender and kind, as every device computes it alike (``last``:
    the sender of the last message, None before the first)."""
    for shuffle in table.shuffles.values():
        if not shuffle.done:
            return Duty(shuffle.plan.seat_of(len(shuffle.decks)), "step")
    players = table.seats
    everyone = range(players)
    chance = engine.chance
    if chance is not None and chance.deck in table.shuffles:
        owed = owing(table.shuffles[chance.deck], chance.dealt, everyone)
        if owed:
            return Duty(owed[0], "deal")
    if engine.state.is_over:
        missing = [
            seat
            for seat in everyone
            if any(seat not in shuffle.seeds for shuffle in table.shuffles.values())
        ]
        return Duty(missing[0], "seeds") if missing else Duty(None, "done")
    stating = statements.owed(table, engine)
    if stating:
        # it reads its own cards first: keys of them held back from a long set-up message
        lacking = {
            holder
            for deck, masks in statements.rests_on(table, engine, stating[0]).items()
            if deck in table.shuffles
            for holder, _ in debts(table.shuffles[deck], masks, [stating[0]])
        }
        return Duty(min(lacking), "keys") if lacking else Duty(stating[0], "state")
    holders, readers = set(), set()
    for deck, masks in engine.state.shown().items():
        if deck in table.shuffles:
            for holder, reader in debts(table.shuffles[deck], masks, everyone):
                holders.add(holder)
                readers.add(reader)
    mover = engine.state.current_player
    if holders and mover in readers:
        after = -1 if last is None else last
        turn = [(after + offset) % players for offset in range(1, players + 1)]
        free = [seat for seat in turn if seat in holders - readers]
        others = [seat for seat in turn if seat in holders and seat != mover]
        return Duty((free or others)[0] if free or others else mover, "keys")
    return Duty(mover, "move")


def seeds_due(table: fair.Ledger, engine: PartialTable, seat: int) -> list[str]:
    """The decks whose seed ``seat``'s next message reveals (docs/fair-deal.md, "The end:
    seeds"): shuffled, its seed not yet out, and nothing of the deck left to hide, for a
    seed shows every card its seat could read there and every key it holds back: every
    position shown to every seat, or the deck no longer in use (the round it served is
    over), or the game over.

    Which decks are in use is asked of the state once the deal the engine waits for is
    made (``dealt_ahead``, in public order: which decks a deal retires rests on no card),
    with that deal's decks at their dealt masks.  Every deck of a deal is begun, shuffled
    and dealt together, and the seat to act first moves in the message that makes the
    last step: a Punto round's decks, which its rules show until the next round is dealt,
    would otherwise go unchecked until after the next round's first move.

    And a deck with no masks is "no longer in use" only once the rules have dealt it
    (``engine.orders``): a deck begun with the deal and not dealt yet (a later deck of it,
    named when it is dealt) is waiting, not done with, and its seed would show every card
    of it before the rules do.  The deal's decks have their masks here already; this keeps
    that guarantee should one begun with them be missing (a deal whose later decks the
    public order would not name alike)."""
    masks = dict(dealt_ahead(engine).shown())
    for chance in deal_chances(engine):
        masks[chance.deck] = chance.dealt
    over = engine.state.is_over
    return [
        deck
        for deck, shuffle in table.shuffles.items()
        if shuffle.done
        and seat not in shuffle.seeds
        and (
            over
            or (deck not in masks and deck in engine.orders)
            or (deck in masks and all(mask == PUBLIC for mask in masks[deck]))
        )
    ]


def reveals(
    table: fair.Ledger, engine: PartialTable, seat: int, ahead: bool = True
) -> list[fair.Reveal]:
    """Every position the rules have shown some seat that needs ``seat``'s key, of the decks
    whose keys ``seat`` has put on (or puts on in its next message's shuffle step), and
    (``ahead``) the positions coming events will show that it may send early."""
    found = []
    owed_steps = set(table.owes())
    withheld = statements.withheld(table, engine)
    for deck, masks in masks_now(engine).items():
        shuffle = table.shuffles.get(deck)
        if shuffle is None:
            continue
        if not keys_on(shuffle, seat, deck in owed_steps):
            continue
        for position, mask in enumerate(masks):
            if not mask:
                continue
            seats = audience(mask, table.seats)
            if seats == {seat} or (deck, position) in withheld:
                continue
            if all(has_key(shuffle, seat, reader, position) for reader in seats):
                continue
            found.append(fair.Reveal(deck, position, None if mask == PUBLIC else seats))
    if not ahead:
        return found
    return found + early(table, engine, seat, {(r.deck, r.position) for r in found})


def keys_on(shuffle: Shuffle, seat: int, step_owed: bool) -> bool:
    """Whether ``seat``'s keys of this deck are on (or go on with the step it owes now)."""
    return shuffle.keys_out(seat) or (
        step_owed and len(shuffle.decks) == shuffle.plan.key_step(seat)
    )


def early(
    table: fair.Ledger, engine: PartialTable, seat: int, listed: set[tuple[str, int]]
) -> list[fair.Reveal]:
    """``seat``'s keys of the positions coming events will show (``Game.coming``) that it
    need not hold back, not yet sent: so that a seat that must read one when it is shown
    needs no message of keys alone ("Counting messages", rule 2).  A coming position
    whose withholders would leave a seat every key before the event is never sent."""
    if engine.state.is_over:
        return []
    owed_steps = set(table.owes())
    found = []
    for coming in engine.game.coming(dealt_ahead(engine)):
        shuffle = table.shuffles.get(coming.deck)
        if (
            seat in coming.withholders
            or (coming.deck, coming.position) in listed
            or shuffle is None
            or not keys_on(shuffle, seat, coming.deck in owed_steps)
            or not coming.safe(table.seats)
        ):
            continue
        seats = audience(coming.mask, table.seats)
        if all(has_key(shuffle, seat, reader, coming.position) for reader in seats):
            continue
        to = None if coming.mask == PUBLIC else seats
        found.append(fair.Reveal(coming.deck, coming.position, to))
    return found
