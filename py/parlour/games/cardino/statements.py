"""Who starts, in Cardino played by link: each player shows its lowest tile (rule 2, D3, D17).

While players tie, the tied ones show their next lowest.  Only a rack's holder knows which
tile is its lowest, so each shows its own: showing a tile is its holder's key of that
position in the clear, so everyone reads the very tile.  Which seats still owe a tile is
found from the tiles shown so far (``owed``), which every device reads alike; that each
was the lowest left in its rack is checked at the reveal (``audit``).

Wired as ``Game.statements`` (docs/fair-deal.md, "Statements").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from parlour.chance import Order, Shown
from parlour.core import GameState, Knowledge, Statement, Statements
from parlour.games.cardino.rules import PILE, CardinoState, opening_shown
from parlour.games.cardino.tiles import HAND_SIZE, TILE_BY_CODE


def _opening(knowledge: Knowledge) -> CardinoState | None:
    """Cardino dealt, before its first move: the time of the opening tiles."""
    state = knowledge.state
    if isinstance(state, CardinoState) and state.order and not knowledge.ply:
        return state
    return None


def _rack(seat: int) -> range:
    """The positions of the pile dealt to ``seat``."""
    return range(seat * HAND_SIZE, (seat + 1) * HAND_SIZE)


def _shown_tiles(public: Mapping[int, str], players: int) -> list[list[tuple[int, int]]]:
    """Each seat's rack positions shown to everyone so far, as (tile, position), lowest first."""
    return [
        sorted((TILE_BY_CODE[public[p]], p) for p in _rack(seat) if p in public)
        for seat in range(players)
    ]


def owed(knowledge: Knowledge) -> tuple[int, ...]:
    """The seats that must still show an opening tile, in seat order: every device finds the
    same ones, from the tiles shown so far (D3: the tied ones show their next lowest)."""
    state = _opening(knowledge)
    if state is None or PILE not in knowledge.public:
        return ()
    shown = _shown_tiles(knowledge.public[PILE], state.players)
    tied = list(range(state.players))
    for depth in range(HAND_SIZE):
        short = [seat for seat in tied if len(shown[seat]) <= depth]
        if short:
            return tuple(short)
        lowest = min(shown[seat][depth][0] for seat in tied)
        tied = [seat for seat in tied if shown[seat][depth][0] == lowest]
        if len(tied) == 1:
            break
    return ()


def rests_on(knowledge: Knowledge, seat: int) -> Shown:
    """The positions ``seat`` was dealt (its rack at the opening), as masks of the pile:
    it must read them all before it can show its lowest."""
    state = _opening(knowledge)
    if state is None:
        return {}
    rack = _rack(seat)
    return {PILE: tuple(1 << seat if p in rack else 0 for p in range(len(state.order)))}


def withheld(knowledge: Knowledge) -> frozenset[tuple[str, int]]:
    """The device's rack tiles that its state shows everyone but that it must not show yet:
    those beyond the one it owes now (its state, made with stand-ins for the others' racks,
    may see a tie that the tiles shown do not)."""
    if _opening(knowledge) is None or PILE not in knowledge.public:
        return frozenset()
    mine = _rack(knowledge.seat)
    hidden = [p for p in mine if p not in knowledge.public[PILE]]
    held = knowledge.known.get(PILE, {})
    if knowledge.seat in owed(knowledge) and all(p in held for p in mine):
        due = min(hidden, key=lambda p: (TILE_BY_CODE[held[p]], p))
        hidden.remove(due)
    return frozenset((PILE, p) for p in hidden)


def heard(
    knowledge: Knowledge, seat: int, word: str, shown: Mapping[str, frozenset[int]]
) -> tuple[Statement, ...]:
    """The opening tiles a message showed: a rack's tile is its holder's statement, whichever
    message made it public."""
    state = knowledge.state
    if not isinstance(state, CardinoState) or knowledge.ply or PILE not in shown:
        return ()
    dealt = state.players * HAND_SIZE
    return tuple(
        Statement(p // HAND_SIZE, 0, shown=(PILE, p)) for p in sorted(shown[PILE]) if p < dealt
    )


def audit(
    orders: Mapping[str, Order], truth: Sequence[GameState], said: tuple[Statement, ...]
) -> tuple[str, ...]:
    """The opening tiles shown, checked against the true racks: each seat that did not show
    its lowest tiles, named."""
    if PILE not in orders or not truth or not isinstance(truth[0], CardinoState):
        return ()
    players = truth[0].players
    order = tuple(TILE_BY_CODE[code] for code in orders[PILE])
    true = opening_shown(order, players)
    stated = {s.shown[1] for s in said if s.shown is not None and s.shown[0] == PILE}
    faults = []
    for seat in range(players):
        rack = set(_rack(seat))
        if (stated & rack) != (true & rack):
            shown = " ".join(orders[PILE][p] for p in sorted(stated & rack)) or "nothing"
            faults.append(
                f"seat {seat} showed {shown} to find who starts, "
                "not its lowest tiles (rule 2, D3): a false statement"
            )
    return tuple(faults)


STATEMENTS = Statements(owed=owed, rests_on=rests_on, withheld=withheld, heard=heard, audit=audit)
