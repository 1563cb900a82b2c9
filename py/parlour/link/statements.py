"""What the rules show of a seat's own cards, said by that seat: statements.

Where the rules make public a fact that rests on hidden cards, only the holder of those
cards knows it, and every device must agree on it before anyone acts on it (who starts,
whether the game is over).  So the holder says it, in a message every device reads, and
every device plays on with stand-ins that agree with what was said.  Whether it was true
is checked when the cards are revealed (``audit``), and a false statement is named.

A statement is a word on a message (the move field's ``notation!word``), or a card of the
sender's own shown to everyone (every key of it in the clear).  What each game's
statements are is the game's own hook (``Game.statements``, a ``parlour.core.Statements``:
Cardino's opening tiles, Colomino's Domino "out"); this module feeds it what the device
knows (``Knowledge``) and knows no game.  A game without the hook states nothing, and a
word said in it is refused.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from parlour import fair
from parlour.chance import Order, Shown
from parlour.core import GameState, Knowledge, ParlourError, Statement, Statements
from parlour.link.partial import Fact
from parlour.link.partial import PartialTable

SAY = "!"
"""Between a move and what its sender says (a move's notation never holds it)."""


def split(move: str) -> tuple[str, str]:
    """A message's move field as (the move's notation, what its sender says)."""
    notation, _, said = move.partition(SAY)
    return notation, said


def joined(notation: str, said: str) -> str:
    return f"{notation}{SAY}{said}" if said else notation


def knowledge(table: fair.Ledger, engine: PartialTable, ply: int | None = None) -> Knowledge:
    """What this device knows, as the game's statements read it (``ply``: the moves played,
    if not the engine's)."""
    public = {
        deck: {p: card for p in sorted(shuffle.public) if (card := table.card(deck, p)) is not None}
        for deck, shuffle in table.shuffles.items()
    }
    moves = len(engine.moves) if ply is None else ply
    return Knowledge(engine.state, moves, engine.seat, engine.known, public)


def owed(table: fair.Ledger, engine: PartialTable) -> tuple[int, ...]:
    """The seats that must still show a card of their own before anyone moves, in seat
    order: every device finds the same ones, from the cards shown so far."""
    hook = engine.game.statements
    return hook.owed(knowledge(table, engine)) if hook else ()


def rests_on(table: fair.Ledger, engine: PartialTable, seat: int) -> Shown:
    """The positions of ``seat``'s own cards its statement rests on, as masks of the decks:
    it must read them all before it states."""
    hook = engine.game.statements
    return hook.rests_on(knowledge(table, engine), seat) if hook else {}


def withheld(table: fair.Ledger, engine: PartialTable) -> frozenset[tuple[str, int]]:
    """Positions of this seat's own cards that its state shows everyone but that it must not
    show yet (its state, made with stand-ins for the others' cards, may see more shown than
    what was said so far)."""
    hook = engine.game.statements
    return hook.withheld(knowledge(table, engine)) if hook else frozenset()


def facts(
    table: fair.Ledger, engine: PartialTable, said: tuple[Statement, ...]
) -> tuple[Fact, ...]:
    """What the engine's stand-ins must agree with, besides the cards shown, given what was
    said (and what nobody has said, from the deal on)."""
    hook = engine.game.statements
    return hook.facts(knowledge(table, engine), said) if hook else ()


def to_say(table: fair.Ledger, engine: PartialTable, said: tuple[Statement, ...]) -> str:
    """What this seat must say in its next message ("": nothing)."""
    hook = engine.game.statements
    return hook.to_say(knowledge(table, engine), said) if hook else ""


def heard(
    engine: PartialTable, seat: int, said: str, before: fair.Ledger, after: fair.Ledger
) -> tuple[Statement, ...]:
    """The statements one message of ``seat`` made (``engine``: with its move played): its
    word, and the cards of its own it showed."""
    hook = _hearing(engine, seat, said)
    if hook is None:
        return ()
    return hook.heard(knowledge(after, engine), seat, said, _newly_public(before, after))


def _newly_public(before: fair.Ledger, after: fair.Ledger) -> dict[str, frozenset[int]]:
    """The positions of each deck a message made public (``before`` and ``after`` it)."""
    was: dict[str, frozenset[int]] = {d: s.public for d, s in before.shuffles.items()}
    return {d: s.public - was.get(d, frozenset()) for d, s in after.shuffles.items()}


def heard_with_move(
    table: fair.Ledger, engine: PartialTable, seat: int, said: str
) -> tuple[Statement, ...]:
    """What ``seat`` says with a move not yet taken (``engine``: before it): the stand-ins
    must agree with it before the move is."""
    hook = _hearing(engine, seat, said)
    if hook is None:
        return ()
    return hook.heard(knowledge(table, engine, len(engine.moves) + 1), seat, said, {})


def _hearing(engine: PartialTable, seat: int, said: str) -> Statements | None:
    """The game's statements, once ``said`` is found to be one of its words (or nothing)."""
    hook = engine.game.statements
    if said and (hook is None or said not in hook.words):
        raise ParlourError(f"seat {seat} says {said!r}, which means nothing here")
    return hook


def audit(
    engine: PartialTable,
    orders: Mapping[str, Order],
    truth: Sequence[GameState],
    said: tuple[Statement, ...],
) -> tuple[str, ...]:
    """Every statement checked against the true decks (``truth``: the game replayed with
    them): the faults, each naming its seat."""
    hook = engine.game.statements
    return hook.audit(orders, truth, said) if hook else ()
