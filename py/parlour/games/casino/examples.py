"""Casino's example positions for the rules panel: a capture of a sum, a build, a build made."""

from __future__ import annotations

from parlour import examples
from parlour.core import Example, Game, GameState, Move
from parlour.games.casino.cards import VALUE
from parlour.games.casino.moves import BUILD, CAPTURE, CasinoMove


def _sum_capture(state: GameState, move: Move) -> bool:
    """A capture that takes a group of several cards adding up to the card played."""
    return (
        isinstance(move, CasinoMove)
        and move.kind == CAPTURE
        and any(len(group) > 1 for group in move.groups)
    )


def _plain_build(state: GameState, move: Move) -> bool:
    """A new single build on loose cards, of a value other than the card played."""
    return (
        isinstance(move, CasinoMove)
        and move.kind == BUILD
        and len(move.groups) == 1
        and bool(move.groups[0])
        and all(isinstance(item, int) for item in move.items)
        and VALUE[move.card] != move.value
    )


def capture(game: Game) -> Example:
    return examples.before(game, _sum_capture, 6, options={"calls": True})


def build(game: Game) -> Example:
    return examples.before(game, _plain_build, 4, options={"calls": True})


def built(game: Game) -> Example:
    """The same kind of build once made: one labelled stack, taken only whole."""
    found = examples.find(game, _plain_build, options={"calls": True}, skip=3)
    if found is None:
        return Example(examples.walk(game, 5))
    state, move = found
    after = state.apply(move)
    stack = frozenset(
        step for reply in after.legal_moves() for step in reply.path if step.startswith("table:[")
    )
    return Example(after, stack)


EXAMPLES = (("casino-capture", capture), ("casino-build", build), ("casino-built", built))
