"""Ends of rounds, hands and sets: where a game pauses and what the summary says.

A game whose play has rounds inside it (Punto rounds, Casino hands, Colomino
sets) gives ``Game.round_end(before, after)``: the one-line summary when the
move from ``before`` to ``after`` finished a round but not the game, else None.
The move log shows the summary as a separator.  Games without rounds need nothing.

The page waits at a round's end only where the rules make a real break: a game
that gives ``Game.round_pause`` (Punto's rounds, Casino's hands), whose words for
the round's winner the countdown says.  Colomino's sets come every three or four
cards and the rulebook goes straight on ("The player to complete a set continues
the game by playing the first card of the next set"): its board says each set's
result beside the next set, and play never stops there (issue 37).

While it waits, the board shows the round as it ended.  Where the next round is
dealt, that is an ordinary state: the move led to a chance state (the round
over, the next not dealt yet), whose view the board shows.  Where no deal
follows (Colomino's sets), ``Game.finished_view`` gives the view to keep.
"""

from __future__ import annotations

from collections.abc import Sequence

from parlour.core import Game, GameState, View


def round_end(game: Game, before: GameState, after: GameState) -> str | None:
    """The summary if the move from ``before`` to ``after`` ended a round (not the game)."""
    if game.round_end is None or after.is_over:
        return None
    return game.round_end(before, after)


def pause(game: Game, before: GameState, after: GameState) -> str | None:
    """Who won, when the move from ``before`` to ``after`` ended a round the page waits at."""
    if game.round_pause is None or round_end(game, before, after) is None:
        return None
    return game.round_pause(before, after)


def break_plies(game: Game, states: Sequence[GameState]) -> dict[int, str]:
    """For each ply (1-based, as the move log counts) that ended a round: its summary."""
    if game.round_end is None:
        return {}
    found = {}
    for ply in range(1, len(states)):
        text = round_end(game, states[ply - 1], states[ply])
        if text is not None:
            found[ply] = text
    return found


def finished_view(
    game: Game, before: GameState, notation: str, after: GameState, seat: int | None
) -> View | None:
    """What ``seat`` sees while the page waits at the round's end that ``notation`` made.

    The state the move led to, before any deal, when a deal follows; else the game's
    ``finished_view``; None when the board may show ``after`` as it is.
    """
    ended = before.apply(before.parse_move(notation))
    if ended.chance is not None:
        return ended.view(seat)
    if game.finished_view is None:
        return None
    return game.finished_view(before, after, seat)
