"""Game knowledge for the bots, and the move log text.

Scoring games: a card is worth the set's visible own-minus-opponent colour
after it, weighted up when it completes the set (then the set is decided).
Domino: getting rid of own-colour cards and stars is what wins.
"""

from __future__ import annotations

import math

from parlour.core import GameState, Heuristics, Move, View
from parlour.games.colomino.cards import FULL_MASK, SIDE_COLOUR, STAR_TAB, TABS, mask_of
from parlour.games.colomino.common import seats_of, side_of, visible_counts
from parlour.games.colomino.domino import BURDEN_MASK, STARS_IN_LOOP, DominoState
from parlour.games.colomino.moves import CALLS, CANT, END, PASS, Link, Place
from parlour.games.colomino.scoring import SET_SIZE, ScoringState
from parlour.games.colomino.sets import SetResult, tally
from parlour.games.colomino.view import ColominoView, own_burden
from parlour.games.colomino.words import SAY, side_name
from parlour.words import seat_name

COMPLETION_WEIGHT = 3.0
"""A completed set is scored at once, so its margin counts more than a passing lead."""
PASS_BONUS = 0.25
"""Passing keeps the set as it is and may let a partner play a better card (r9)."""
PLAYOUT_DEPTH = 24
"""Playouts stop after this many moves and ``evaluate`` judges the position."""


def _margin(counts: tuple[int, int], side: int) -> int:
    return counts[side] - counts[1 - side]


def move_priority(state: GameState, move: Move) -> float:
    if isinstance(state, DominoState):
        return _domino_priority(state, move)
    assert isinstance(state, ScoringState)
    side = side_of(state.turn)
    if isinstance(move, Place):
        margin = float(_margin(state.counts_after(move), side))
        complete = len(state.table) + 1 == SET_SIZE[state.variant]
        return margin * COMPLETION_WEIGHT if complete else margin
    if move == PASS:
        return _margin(state.counts, side) + PASS_BONUS
    return 0.0


def _domino_priority(state: DominoState, move: Move) -> float:
    if isinstance(move, Link):
        tab = TABS[move.card]
        if tab == STAR_TAB:
            return 3.0  # stars lock the chain for everyone else and are a burden
        return 2.0 if tab == SIDE_COLOUR[side_of(state.turn)] else 0.5
    return 1.0 if move == END else 0.0


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def evaluate(state: GameState, seat: int) -> float:
    """Estimated chance that ``seat``'s side wins, from sets won or burden left."""
    outcome = state.outcome
    if outcome is not None:
        return outcome.reward(seat)
    side = side_of(seat)
    if isinstance(state, DominoState):
        own, opp = state.burdens[side], state.burdens[1 - side]
        return _logistic(1.5 * (opp - own) / math.sqrt(1 + own + opp))
    assert isinstance(state, ScoringState)
    yellow, green, _, _ = tally(state.sets)
    lead = float(yellow - green if side == 0 else green - yellow)
    lead += 0.3 * _sign(_margin(state.counts, side))
    cards_left = sum(h.bit_count() for h in state.hands) + len(state.table)
    sets_left = cards_left / SET_SIZE[state.variant]
    return _logistic(1.5 * lead / math.sqrt(1 + sets_left))


def _sign(value: int) -> int:
    return (value > 0) - (value < 0)


def describe_move(view: View, move: Move) -> str:
    """A log line such as 'Player 2 plays a green card below right of the last card:
    Yellow 2, Green 3 showing': the card by its colour, the place from the last card (D38)."""
    assert isinstance(view, ColominoView)
    seat = view.turn
    who = seat_name(seat)
    if isinstance(move, Place):
        card = SAY(f"card.{TABS[move.card]}")
        if not view.table:
            return SAY.about(seat, "log.lead", who=who, card=card)
        last = view.table[-1]
        yellow, green = visible_counts((*view.table, move))
        return SAY.about(
            seat,
            "log.place",
            who=who,
            card=card,
            where=SAY(f"where.{move.x - last.x},{move.y - last.y}"),
            yellow=yellow,
            green=green,
        )
    if isinstance(move, Link):
        return SAY.about(seat, "log.link", who=who, card=SAY(f"card.{TABS[move.card]}"))
    if str(move) in CALLS:
        return SAY.about(seat, f"log.{move}", who=who)
    return f"{who} {move}"


# Search budgets: one iteration cost ~1.0 ms when set (CPython 3.11, 2 players, default
# options).  Hard beat easy 30-0 in three of the games at 700 iterations: 400 keeps ample
# strength (measured over 200 games per game, docs/performance.md) and answers in about
# half the time, which Pyodide's slower Python needs; hard then took 208 ms a move.
ITERATIONS = (("medium", 180), ("hard", 400))

HEURISTICS = Heuristics(move_priority, evaluate, PLAYOUT_DEPTH, iterations=ITERATIONS)


# --- the hint's reason -----------------------------------------------------------
# One sentence on why the hard player suggests a move, from the mover's view
# alone.  The move itself is shown beside it, so the reason says what the move
# does to the set or to the burden, never which card it is.


def explain_hint(view: View, move: Move) -> str:
    """Why ``move`` is good for the player to move, in one short sentence."""
    assert isinstance(view, ColominoView)
    if view.variant == "domino":
        return _domino_reason(view, move)
    return _set_reason(view, move)


def _set_reason(view: ColominoView, move: Move) -> str:
    if move == PASS:
        return _pass_reason(view)
    if move == CANT or not isinstance(move, Place):
        return SAY("hint.cant")
    if not view.table:
        return _lead_reason(view, move)
    if len(view.table) + 1 == SET_SIZE[view.variant]:
        return _completion_reason(view, move)
    return _progress_reason(view, move)


def _mine_theirs(view: ColominoView, counts: tuple[int, int]) -> tuple[int, int]:
    """A (yellow, green) pair as (the mover's colour, the opponents' colour)."""
    side = side_of(view.turn)
    return counts[side], counts[1 - side]


def _best_margin(view: ColominoView) -> int:
    """The best own-minus-opponent showing any legal placement gives (the view's previews)."""
    margins = (
        mine - theirs
        for mine, theirs in (_mine_theirs(view, (o.yellow, o.green)) for o in view.options)
    )
    return max(margins, default=0)


def _lead_reason(view: ColominoView, move: Place) -> str:
    side = side_of(view.turn)
    number = len(view.sets) + 1
    if TABS[move.card] == SIDE_COLOUR[side]:
        mine, _ = _mine_theirs(view, visible_counts((move,)))
        return SAY("hint.lead.own", n=number, squares=SAY.count(mine, f"hint.squares.{side}"))
    kept = sum(1 for c in view.hand or () if c != move.card and TABS[c] == SIDE_COLOUR[side])
    if not kept:
        return SAY("hint.lead.none", n=number, kind=SAY(f"hint.kind.{SIDE_COLOUR[side]}"))
    return SAY(
        "hint.lead.other",
        n=number,
        kind=SAY(f"hint.kind.{TABS[move.card]}"),
        kept=SAY.count(kept, f"hint.kept.{side}"),
    )


def _completion_reason(view: ColominoView, move: Place) -> str:
    side = side_of(view.turn)
    number = len(view.sets) + 1
    yellow, green = visible_counts((*view.table, move))
    mine, theirs = _mine_theirs(view, (yellow, green))
    sets = (*view.sets, SetResult((*view.table, move), yellow, green))
    standing = _sets_standing(sets, last=sum(view.hand_sizes) == 1)
    if mine > theirs:
        return SAY(
            "hint.set.win",
            n=number,
            side=side_name(side),
            mine=mine,
            theirs=theirs,
            standing=standing,
        )
    if mine == theirs:
        return SAY(
            "hint.set.draw", n=number, mine=mine, opponent=side_name(1 - side), standing=standing
        )
    if mine - theirs == _best_margin(view):
        return SAY(
            "hint.set.least", n=number, mine=mine, theirs=theirs, opponent=side_name(1 - side)
        )
    return SAY("hint.set.close", n=number, standing=standing)


def _sets_standing(sets: tuple[SetResult, ...], last: bool) -> str:
    """'Yellow leads 2-1 in sets', or who wins the game when these are all the sets."""
    yellow, green, _, _ = tally(sets)
    if yellow == green:
        return SAY("hint.game.drawn" if last else "hint.sets.level", n=yellow)
    leader = 0 if yellow > green else 1
    return SAY(
        "hint.game.won" if last else "hint.sets.lead",
        side=side_name(leader),
        a=max(yellow, green),
        b=min(yellow, green),
    )


def _progress_reason(view: ColominoView, move: Place) -> str:
    side = side_of(view.turn)
    mine_before, theirs_before = _mine_theirs(view, visible_counts(view.table))
    yellow, green = visible_counts((*view.table, move))
    mine, theirs = _mine_theirs(view, (yellow, green))
    if theirs < theirs_before:
        first = SAY(
            "hint.covers", squares=SAY.count(theirs_before - theirs, f"hint.squares.{1 - side}")
        )
    elif mine > mine_before:
        first = SAY("hint.adds", squares=SAY.count(mine - mine_before, f"hint.squares.{side}"))
    elif theirs == theirs_before:
        first = SAY("hint.quiet", opponent=side_name(1 - side))
    elif mine - theirs == _best_margin(view):
        first = SAY("hint.best")
    else:
        first = SAY("hint.follows")
    left = SAY.count(SET_SIZE[view.variant] - len(view.table) - 1, "hint.left")
    if yellow == green:
        return SAY("hint.standing.level", first=first, a=yellow, left=left)
    return SAY(
        "hint.standing.lead",
        first=first,
        side=side_name(0 if yellow > green else 1),
        a=max(yellow, green),
        b=min(yellow, green),
        left=left,
    )


def _pass_reason(view: ColominoView) -> str:
    playable = {o.card for o in view.options}
    yellow, green = visible_counts(view.table)
    return SAY.count(
        len(playable),
        "hint.pass",
        opponent=side_name(1 - side_of(view.turn)),
        yellow=yellow,
        green=green,
    )


# --- Domino --------------------------------------------------------------------


def _fitting(chain: tuple[Link, ...], players: int) -> int:
    """Every card that could join ``chain`` next, star lock included: the rules' own matching."""
    mask = 0
    for card, _ in DominoState(players, 0, (0,) * players, chain)._candidates:
        mask |= 1 << card
    return mask


def _unseen(hand: int, chain: tuple[Link, ...]) -> int:
    """Cards the mover cannot see, so somebody else may hold them."""
    return FULL_MASK & ~hand & ~mask_of(link.card for link in chain)


def _domino_reason(view: ColominoView, move: Move) -> str:
    hand = mask_of(view.hand or ())
    side = side_of(view.turn)
    if isinstance(move, Link):
        return _link_reason(view, move, hand & ~(1 << move.card), side)
    if move == END:
        return _end_reason(view, hand, side)
    if 0 < sum(TABS[link.card] == STAR_TAB for link in view.chain) < STARS_IN_LOOP:
        return SAY("hint.domino.cant.lock")
    return SAY("hint.domino.cant")


def _link_reason(view: ColominoView, move: Link, hand: int, side: int) -> str:
    burden = (hand & BURDEN_MASK[side]).bit_count()
    partners_out = all(
        view.hand_sizes[s] == 0 for s in seats_of(side, view.players) if s != view.turn
    )
    tab = TABS[move.card]
    if tab in (SIDE_COLOUR[side], STAR_TAB) and burden == 0 and partners_out:
        return SAY("hint.domino.win", side=side_name(side))
    chain = (*view.chain, move)
    first = _link_first(move, chain, burden, side)
    fits = _fitting(chain, view.players)
    shed_next = (fits & hand & BURDEN_MASK[side]).bit_count()
    if shed_next:
        return SAY.count(shed_next, "hint.then.shed", first=first)
    return _with_block(first, fits & _unseen(hand, chain), side)


def _link_first(move: Link, chain: tuple[Link, ...], burden: int, side: int) -> str:
    """The link's own effect: the star loop, or the burden shed, or none shed."""
    tab = TABS[move.card]
    if tab == STAR_TAB:
        stars = sum(TABS[link.card] == STAR_TAB for link in chain)
        key = "hint.star.loop" if stars == STARS_IN_LOOP else "hint.star.lock"
        return SAY(key, n=stars)
    if tab == SIDE_COLOUR[side]:
        return SAY.count(burden, "hint.sheds", kind=SAY(f"hint.kind.{tab}"))
    return SAY("hint.no_burden", kind=SAY(f"hint.kind.{tab}"))


def _with_block(first: str, open_to: int, side: int) -> str:
    """Add that the opponents cannot follow, or cannot shed, when that is so."""
    if not open_to:
        return SAY("hint.then.nobody", first=first)
    if not open_to & BURDEN_MASK[1 - side]:
        return SAY("hint.then.no_shed", first=first, opponent=side_name(1 - side))
    return first


def _end_reason(view: ColominoView, hand: int, side: int) -> str:
    fits = _fitting(view.chain, view.players)
    playable = fits & hand
    if not playable:
        return SAY("hint.end.none")
    if not fits & _unseen(hand, view.chain) & BURDEN_MASK[1 - side]:
        return SAY("hint.end.block", opponent=side_name(1 - side))
    if not playable & BURDEN_MASK[side]:
        return SAY("hint.end.spare", kind=SAY(f"hint.kinds.{SIDE_COLOUR[1 - side]}"))
    return SAY.count(own_burden(view) or 0, "hint.end.stop")
