"""What the rules show of a seat's own cards, said by that seat: statements.

Where the rules make public a fact that rests on hidden cards, only the holder of those
cards knows it, and every device must agree on it before anyone acts on it (who starts,
whether the game is over).  So the holder says it, in a message every device reads, and
every device plays on with stand-ins that agree with what was said.  Whether it was true
is checked when the cards are revealed (``audit``), and a false statement is named.

- **Cardino, who starts** (rule 2, D3, D17 in docs/rules/cardino.md): every player shows
  its lowest tile; while players tie, the tied ones show their next lowest.  Showing a
  tile is its holder's key of that position, in clear, so everyone reads the very tile.
  Which seats still owe a tile is found from the tiles shown so far (``owed``), which
  every device reads alike; that each was the lowest left in its rack is checked at the
  reveal.
- **Colomino's Domino, a side out** (D30 in docs/rules/colomino.md): a side is out when
  none of its members holds its colour or a star.  A seat says ``OUT`` on the message
  that leaves it none (its move, or the first message it sends once it has read its hand
  after the deal), and every device's stand-ins give the seats that said so none of
  those cards and every other seat at least one (``OutSaid``, drawn to meet it by the
  game's ``stand_ins``: D40 in docs/rules/colomino.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from parlour import fair
from parlour.core import ParlourError
from parlour.games.cardino.rules import PILE, CardinoState, opening_shown
from parlour.games.cardino.tiles import HAND_SIZE, TILE_BY_CODE
from parlour.games.colomino.domino import DominoState
from parlour.games.colomino.pack import DECK
from parlour.games.colomino.stand_ins import OutSaid, burden
from parlour.table import Fact, KnownDecks
from parlour.table import Table as EngineTable

OUT = "out"
"""What a Domino seat says once it holds none of its side's colour and no star."""
SAY = "!"
"""Between a move and what its sender says (a move's notation never holds it)."""


@dataclass(frozen=True)
class Statement:
    """One thing a seat said of its own cards: ``position`` of the deck shown as a Cardino
    opening tile, or (``position`` None) a Domino seat out after ``ply`` moves."""

    seat: int
    ply: int
    position: int | None = None


def split(move: str) -> tuple[str, str]:
    """A message's move field as (the move's notation, what its sender says)."""
    notation, _, said = move.partition(SAY)
    return notation, said


def joined(notation: str, said: str) -> str:
    return f"{notation}{SAY}{said}" if said else notation


# -- Cardino: who starts --------------------------------------------------------------------


def _opening(engine: EngineTable) -> CardinoState | None:
    """Cardino dealt, before its first move: the time of the opening tiles."""
    state = engine.state
    if isinstance(state, CardinoState) and state.order and not engine.moves:
        return state
    return None


def _shown_tiles(table: fair.Table, players: int) -> list[list[tuple[int, int]]]:
    """Each seat's rack positions shown to everyone so far, as (tile, position), lowest first."""
    shown: list[list[tuple[int, int]]] = []
    shuffle = table.shuffles.get(PILE)
    for seat in range(players):
        tiles = []
        for position in range(seat * HAND_SIZE, (seat + 1) * HAND_SIZE):
            card = table.card(PILE, position) if shuffle is not None else None
            if card is not None and table.is_public(PILE, position):
                tiles.append((TILE_BY_CODE[card], position))
        shown.append(sorted(tiles))
    return shown


def owed(table: fair.Table, engine: EngineTable) -> list[int]:
    """The seats that must still show an opening tile, in seat order: every device finds the
    same ones, from the tiles shown so far (D3: the tied ones show their next lowest)."""
    state = _opening(engine)
    if state is None or PILE not in table.shuffles:
        return []
    shown = _shown_tiles(table, state.players)
    tied = list(range(state.players))
    for depth in range(HAND_SIZE):
        short = [seat for seat in tied if len(shown[seat]) <= depth]
        if short:
            return short
        lowest = min(shown[seat][depth][0] for seat in tied)
        tied = [seat for seat in tied if shown[seat][depth][0] == lowest]
        if len(tied) == 1:
            break
    return []


def rack_masks(engine: EngineTable, seat: int) -> dict[str, tuple[int, ...]]:
    """The positions ``seat`` was dealt (its rack at the opening), as masks of the deck:
    it must read them all before it can show its lowest."""
    state = _opening(engine)
    if state is None:
        return {}
    rack = range(seat * HAND_SIZE, (seat + 1) * HAND_SIZE)
    return {PILE: tuple(1 << seat if p in rack else 0 for p in range(len(state.order)))}


def withheld(table: fair.Table, engine: EngineTable, seat: int) -> set[tuple[str, int]]:
    """Positions of ``seat``'s own cards that its state shows everyone but that it must not
    show yet: its rack's tiles beyond the one it owes now (its state, made with stand-ins
    for the others' racks, may see a tie that the tiles shown do not)."""
    state = _opening(engine)
    if state is None or PILE not in table.shuffles:
        return set()
    mine = range(seat * HAND_SIZE, (seat + 1) * HAND_SIZE)
    hidden = [p for p in mine if not table.is_public(PILE, p)]
    held = engine.known.get(PILE, {})
    if seat in owed(table, engine) and all(p in held for p in mine):
        due = min(hidden, key=lambda p: (TILE_BY_CODE[held[p]], p))
        hidden.remove(due)
    return {(PILE, p) for p in hidden}


# -- Colomino's Domino: a side out ----------------------------------------------------------


def facts(engine: EngineTable, said: tuple[Statement, ...]) -> tuple[Fact, ...]:
    """What the engine's stand-ins must agree with, besides the cards shown: in Domino from
    the deal on, when nobody has said anything too (every other seat holds some of its
    burden; else a device whose stand-ins leave a side none would end the game, and show
    its own hand, on a move that does not)."""
    if not isinstance(engine.state, DominoState):
        return ()
    out = frozenset(s.seat for s in said if s.position is None)
    return (OutSaid(engine.seat, out),)


def to_say(engine: EngineTable, said: tuple[Statement, ...]) -> str:
    """What this seat must say in its next message: ``OUT`` once its Domino hand holds none
    of its burden (and it has not said so)."""
    state = engine.state
    if not isinstance(state, DominoState) or state.dealing:
        return ""
    known = engine.known.get(DECK, {})
    if any(p not in known for p in range(engine.seat, len(state.order), state.players)):
        return ""  # its hand is not read yet
    if any(s.seat == engine.seat and s.position is None for s in said):
        return ""
    return OUT if burden(state, engine.seat) == 0 else ""


def heard(
    engine: EngineTable, seat: int, said: str, before: fair.Table, after: fair.Table
) -> tuple[Statement, ...]:
    """The statements one message of ``seat`` made: a Domino ``OUT``, or the Cardino
    opening tiles it showed."""
    if said == OUT:
        return (Statement(seat, len(engine.moves)),)
    if said:
        raise ParlourError(f"seat {seat} says {said!r}, which means nothing here")
    if not isinstance(engine.states[0], CardinoState) or engine.moves:
        return ()
    if PILE not in after.shuffles:
        return ()
    old = before.shuffles[PILE].public if PILE in before.shuffles else frozenset()
    new = after.shuffles[PILE].public - set(old)
    # a rack's tile is its holder's statement, whichever message made it public
    dealt = after.seats * HAND_SIZE
    return tuple(Statement(p // HAND_SIZE, 0, p) for p in sorted(new) if p < dealt)


# -- at the reveal ----------------------------------------------------------------------------


def audit(
    engine: EngineTable, orders: Mapping[str, tuple[str, ...]], said: tuple[Statement, ...]
) -> tuple[str, ...]:
    """Every statement checked against the true decks: the faults, each naming its seat."""
    opening = engine.states[0]
    if isinstance(opening, CardinoState):
        return _audit_opening(opening.players, orders, said)
    if isinstance(opening, DominoState):
        return _audit_out(engine, orders, said)
    return ()


def _audit_opening(
    players: int, orders: Mapping[str, tuple[str, ...]], said: tuple[Statement, ...]
) -> tuple[str, ...]:
    if PILE not in orders:
        return ()
    order = tuple(TILE_BY_CODE[code] for code in orders[PILE])
    true = opening_shown(order, players)
    stated = {s.position for s in said if s.position is not None}
    faults = []
    for seat in range(players):
        rack = set(range(seat * HAND_SIZE, (seat + 1) * HAND_SIZE))
        if (stated & rack) != (true & rack):
            shown = " ".join(orders[PILE][p] for p in sorted(stated & rack)) or "nothing"
            faults.append(
                f"seat {seat} showed {shown} to find who starts, "
                "not its lowest tiles (rule 2, D3): a false statement"
            )
    return tuple(faults)


def _audit_out(
    engine: EngineTable, orders: Mapping[str, tuple[str, ...]], said: tuple[Statement, ...]
) -> tuple[str, ...]:
    """Replay the true game: each seat says ``OUT`` with the move that left it none of its
    burden (or, out from the deal, before its first move), and only then."""
    if DECK not in orders:
        return ()
    dealer = KnownDecks(orders)
    state = engine.game.settle(engine.states[0], dealer)
    if not isinstance(state, DominoState):
        return ()
    players = state.players
    first_out: dict[int, int] = {s: 0 for s in range(players) if burden(state, s) == 0}
    first_move: dict[int, int] = {}
    for ply, notation in enumerate(engine.moves, start=1):
        mover = state.current_player
        if mover is not None:
            first_move.setdefault(mover, ply)
        try:
            state = engine.game.settle(state.apply(state.parse_move(notation)), dealer)
        except ParlourError:
            break
        if not isinstance(state, DominoState):
            break
        for seat in range(players):
            if burden(state, seat) == 0:
                first_out.setdefault(seat, ply)
    faults = []
    when = {s.seat: s.ply for s in said if s.position is None}
    for seat in range(players):
        told, truth = when.get(seat), first_out.get(seat)
        late = first_move.get(seat, len(engine.moves) + 1)
        honest = told == truth or (truth == 0 and told is not None and told <= late)
        if truth is None and told is not None:
            faults.append(f"seat {seat} said it held none of its colour, but it held some")
        elif not honest and truth is not None:
            faults.append(
                f"seat {seat} held none of its colour after move {truth} but did not say so"
            )
    return tuple(faults)
