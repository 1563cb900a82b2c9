"""Cardino's rules: the spec, the frozen state and how moves change it.

Decision ids (D1, D2, ...) refer to docs/rules/cardino.md.

The 66 tiles are one deck, ``"pile"``, shuffled by the dealer once
(``parlour.chance``): the game opens waiting for it.  The state keeps its order
and which positions each seat has drawn, so it can say who has been shown each
position: a seat its own tiles as it draws them, everyone a tile once it is
placed, the tiles shown to find who starts (D13), and every rack at the end.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
import random
from collections import Counter
from typing import Any

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
from parlour.games.cardino.moves import (
    END,
    PASS,
    PLACES,
    CardinoMove,
    End,
    Pass,
    Place,
    Placement,
    display_to_ascii,
    face_name,
)
from parlour.games.cardino.tiles import (
    ALL_HALVES,
    BONUS_POINTS,
    BONUS_TILES,
    EMPTY,
    FACE_HALVES,
    FULL_SET,
    HALF_COUNT,
    HALF_SUIT,
    HALF_VALUE,
    HAND_SIZE,
    JOKER,
    NEIGHBOURS,
    SPACE_FACE,
    SUIT_HALVES,
    SUIT_WORDS,
    penalty_value,
    TILE_BY_CODE,
    suit_of,
    tile_code,
    tile_symbol,
)
from parlour.games.cardino.view import CardinoView, unseen_tiles

SPEC = GameSpec(
    id="cardino",
    title="Cardino",
    rules_version="1",
    player_counts=(2, 3, 4),
    options=(
        OptionSpec(
            "same_space_neighbours",
            False,
            (False, True),
            "Variant: the two halves of one space also score as neighbours (D5)",
        ),
    ),
)


def placement_points(board: tuple[int, ...], half: int, same_space: bool) -> int:
    """Scoring rules 1-3: the total value of the tiles next to ``half`` now.

    A joker counts as the face of the space it stands on (D6), so the
    value of an occupied half is a table look-up.
    """
    total = 0
    for neighbour in NEIGHBOURS[same_space][half]:
        if board[neighbour] != EMPTY:
            total += HALF_VALUE[neighbour]
    return total


def face_fits(board: tuple[int, ...], turn: tuple[Placement, ...], half: int) -> bool:
    """Whether a face tile may go on ``half``: vacant, or a joker placed in an earlier turn.

    Scoring rule 7 lets a face replace "a previously placed Joker" (D8), so
    a joker put down in the turn in progress stays until a later turn.
    The one test of it: legal moves and the bots' turn search both use it.
    """
    occupant = board[half]
    if occupant == EMPTY:
        return True
    return occupant == JOKER and not any(placement.half == half for placement in turn)


def rack_penalty(rack: tuple[int, ...]) -> int:
    """Rule 7: the tiles left in hand, a joker counting 6."""
    return sum(penalty_value(tile) for tile in rack)


def first_player(racks: tuple[tuple[int, ...], ...]) -> int:
    """Rule 2: the holder of the lowest tile starts.

    Racks are sorted with the joker highest, so comparing whole racks
    breaks a tie on the lowest tile by the next-lowest tile, then by seat
    (D3).
    """
    return min(range(len(racks)), key=lambda seat: (racks[seat], seat))


def _without(rack: tuple[int, ...], tile: int) -> tuple[int, ...]:
    index = rack.index(tile)
    return rack[:index] + rack[index + 1 :]


@dataclass(frozen=True)
class CardinoState(GameState):
    """A whole game of Cardino, hidden tiles and draw pile included."""

    players: int
    seed: int
    board: tuple[int, ...]
    """One entry per half (see tiles.py): a tile, or EMPTY."""
    racks: tuple[tuple[int, ...], ...]
    """Each seat's tiles, sorted."""
    pile: tuple[int, ...]
    """The draw pile, drawn from the front."""
    scores: tuple[int, ...]
    to_move: int
    turn: tuple[Placement, ...] = ()
    """Placements made so far in the turn in progress."""
    last_turn: tuple[Placement, ...] = ()
    """The previous seat's placements (empty after a pass): shown to everyone."""
    passes: int = 0
    """Consecutive passes; when every seat has passed the game ends (D11)."""
    retired_jokers: int = 0
    """Jokers replaced by their face and out of the game (scoring rule 7)."""
    same_space_neighbours: bool = False
    dealing: bool = False
    """The opening chance state: the pile waits to be shuffled."""
    order: tuple[int, ...] = field(default=(), compare=False)
    """The pile as the dealer shuffled it, position 0 first.  Empty in a state built
    without its deal (from a view, for a bot, or from JSON that lacks it), which
    tracks no deck."""
    drawn: tuple[tuple[int, ...], ...] = field(default=(), compare=False)
    """The positions of ``order`` each seat has drawn, in the order drawn."""

    # -- the protocol ------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.game_over or self.dealing else self.to_move

    @cached
    def game_over(self) -> bool:
        """Rule 6: a player is out of tiles once the turn is done; or D11."""
        if self.dealing:
            return False
        if self.passes >= self.players:
            return True
        return not self.turn and any(not rack for rack in self.racks)

    @cached
    def penalties(self) -> tuple[int, ...]:
        return tuple(rack_penalty(rack) for rack in self.racks)

    @property
    def outcome(self) -> Outcome | None:
        if not self.game_over:
            return None
        net = tuple(score - penalty for score, penalty in zip(self.scores, self.penalties))
        return _outcome_from_net(net)

    def legal_moves(self) -> tuple[Move, ...]:
        return self._legal

    @cached
    def _legal(self) -> tuple[Move, ...]:
        if self.game_over or self.dealing:
            return ()
        placements = self._placements()
        if self.turn:
            return (*placements, END)
        return placements if placements else (PASS,)

    def _placements(self) -> tuple[Place, ...]:
        suit = self.turn_suit
        board, turn = self.board, self.turn
        found: list[Place] = []
        previous = -1
        for tile in self.racks[self.to_move]:
            if tile == previous:
                continue  # copies of a tile give the same moves
            previous = tile
            if tile == JOKER:
                halves = ALL_HALVES if suit is None else SUIT_HALVES[suit]
                row = PLACES[JOKER]
                found.extend(row[h] for h in halves if board[h] == EMPTY)
            elif suit is None or suit_of(tile) == suit:
                row = PLACES[tile]
                found.extend(row[h] for h in FACE_HALVES[tile] if face_fits(board, turn, h))
        return tuple(found)

    @property
    def turn_suit(self) -> int | None:
        """The suit section this turn is confined to (rule 3, D7), once a tile is down."""
        return HALF_SUIT[self.turn[0].half] if self.turn else None

    def _apply_legal(self, move: Move) -> CardinoState:
        if isinstance(move, Place):
            return self._place(move)
        if isinstance(move, End):
            return self._end_turn()
        return self._pass()

    def _place(self, move: Place) -> CardinoState:
        seat = self.to_move
        replaced_joker = self.board[move.half] == JOKER
        board = list(self.board)
        board[move.half] = move.tile
        points = placement_points(self.board, move.half, self.same_space_neighbours)
        bonus = BONUS_POINTS if len(self.turn) + 1 == BONUS_TILES else 0
        scores = list(self.scores)
        scores[seat] += points + bonus
        racks = list(self.racks)
        racks[seat] = _without(self.racks[seat], move.tile)
        # The constructor is called directly: dataclasses.replace is several
        # times slower, and search applies millions of moves.
        return CardinoState(
            self.players,
            self.seed,
            tuple(board),
            tuple(racks),
            self.pile,
            tuple(scores),
            seat,
            (*self.turn, Placement(move.tile, move.half, points, bonus)),
            self.last_turn,
            self.passes,
            self.retired_jokers + replaced_joker,
            self.same_space_neighbours,
            False,
            self.order,
            self.drawn,
        )

    def _end_turn(self) -> CardinoState:
        """Rule 5: draw back up to five while the pile lasts; the next seat plays."""
        seat = self.to_move
        wanted = HAND_SIZE - len(self.racks[seat])
        racks = list(self.racks)
        racks[seat] = tuple(sorted(self.racks[seat] + self.pile[:wanted]))
        drawn = self.drawn
        if drawn:
            first = len(self.order) - len(self.pile)
            taken = tuple(range(first, first + min(wanted, len(self.pile))))
            drawn = drawn[:seat] + (drawn[seat] + taken,) + drawn[seat + 1 :]
        return CardinoState(
            self.players,
            self.seed,
            self.board,
            tuple(racks),
            self.pile[wanted:],
            self.scores,
            (seat + 1) % self.players,
            (),
            self.turn,
            0,
            self.retired_jokers,
            self.same_space_neighbours,
            False,
            self.order,
            drawn,
        )

    def _pass(self) -> CardinoState:
        return replace(
            self,
            last_turn=(),
            passes=self.passes + 1,
            to_move=(self.to_move + 1) % self.players,
        )

    def illegal_reason(self, move: Move) -> IllegalMove:
        if isinstance(move, End):
            return IllegalMove(
                "at least one tile", "a player must play at least one tile before ending the turn"
            )
        if isinstance(move, Pass):
            return IllegalMove(
                "pass only when stuck", "passing is allowed only when no tile can be placed (D10)"
            )
        if isinstance(move, Place):
            return self._illegal_placement(move)
        return super().illegal_reason(move)

    def _illegal_placement(self, move: Place) -> IllegalMove:
        if move.tile not in self.racks[self.to_move]:
            return IllegalMove("own rack", f"{tile_symbol(move.tile)} is not in the rack")
        if move.tile != JOKER and SPACE_FACE[move.half // 2] != move.tile:
            return IllegalMove(
                "matching face space",
                f"{tile_symbol(move.tile)} must go on its own face's space, not on {face_name(move.half)}",
            )
        occupant = self.board[move.half]
        if occupant != EMPTY and (move.tile == JOKER or occupant != JOKER):
            return IllegalMove("vacant half", f"that half of {face_name(move.half)} is taken")
        if not face_fits(self.board, self.turn, move.half):
            return IllegalMove(
                "previously placed joker",
                f"the joker on {face_name(move.half)} was placed this turn: "
                "it can be replaced only in a later turn (D8)",
            )
        suit = self.turn_suit
        if suit is not None and HALF_SUIT[move.half] != suit:
            return IllegalMove(
                "one suit per turn", f"this turn's tiles must all be {SUIT_WORDS[suit]}"
            )
        return IllegalMove("legal moves", f"{move} is not a legal move here")

    def parse_move(self, text: str) -> Move:
        """As the protocol's, also accepting the display forms ``Q♦b`` and ``*:Q♦t``."""
        return super().parse_move(display_to_ascii(text))

    # -- chance: the pile -----------------------------------------------------------------

    @property
    def chance(self) -> Chance | None:
        if not self.dealing:
            return None
        dealt = tuple(
            seat_mask(position // HAND_SIZE) if position < self.players * HAND_SIZE else UNSEEN
            for position in range(len(FULL_SET))
        )
        return Chance(PILE, tuple(tile_code(t) for t in FULL_SET), dealt)

    def _deal(self, order: Order) -> CardinoState:
        tiles = tuple(TILE_BY_CODE[code] for code in order)
        racks, pile = deal(self.players, tiles)
        return CardinoState(
            players=self.players,
            seed=self.seed,
            board=self.board,
            racks=racks,
            pile=pile,
            scores=self.scores,
            to_move=first_player(racks),
            same_space_neighbours=self.same_space_neighbours,
            order=tiles,
            drawn=tuple(
                tuple(range(seat * HAND_SIZE, (seat + 1) * HAND_SIZE))
                for seat in range(self.players)
            ),
        )

    def shown(self) -> Shown:
        if not self.order:
            return {}
        masks = [UNSEEN] * len(self.order)
        opening = opening_shown(self.order, self.players)
        for seat, positions in enumerate(self.drawn):
            placed = placed_positions(self.order, positions, self.racks[seat])
            for position in positions:
                public = self.game_over or position in placed or position in opening
                masks[position] = PUBLIC if public else seat_mask(seat)
        return {PILE: tuple(masks)}

    def orders(self) -> dict[str, Order]:
        return {PILE: tuple(tile_code(t) for t in self.order)} if self.order else {}

    def with_orders(self, orders: Mapping[str, Order]) -> CardinoState:
        if set(orders) - {PILE}:
            raise ParlourError("Cardino deals only the pile")
        if PILE not in orders:
            return self
        if not self.order:
            raise ParlourError("this Cardino position was not dealt by a dealer: it tracks no deck")
        new = tuple(TILE_BY_CODE[code] for code in orders[PILE])
        if Counter(new) != Counter(self.order):
            raise ParlourError("an order of the pile must hold the 66 tiles")
        racks = []
        for seat, positions in enumerate(self.drawn):
            placed = Counter(self.order[p] for p in positions)
            placed.subtract(self.racks[seat])
            held = Counter(new[p] for p in positions)
            held.subtract(placed)
            if min(held.values(), default=0) < 0:
                raise ParlourError(f"seat {seat} would not hold the tiles it placed")
            racks.append(tuple(sorted(held.elements())))
        first = len(self.order) - len(self.pile)
        moved = any(half != EMPTY for half in self.board) or self.turn or self.passes
        starter = self.to_move if moved else first_player(tuple(racks))  # rule 2 rests on the racks
        return replace(self, racks=tuple(racks), pile=new[first:], order=new, to_move=starter)

    def view(self, player: int | None) -> CardinoView:
        over = self.game_over
        outcome = self.outcome
        return CardinoView(
            player=player,
            players=self.players,
            board=self.board,
            rack=None if player is None else self.racks[player],
            rack_sizes=tuple(len(r) for r in self.racks),
            pile_size=len(self.pile),
            scores=self.scores,
            to_move=self.current_player,
            turn=self.turn,
            last_turn=self.last_turn,
            passes=self.passes,
            retired_jokers=self.retired_jokers,
            same_space_neighbours=self.same_space_neighbours,
            revealed=self.racks if over else None,
            penalties=self.penalties if over else None,
            winners=outcome.winners if outcome is not None else None,
        )

    def to_json(self) -> JSON:
        return {
            "players": self.players,
            "seed": self.seed,
            "board": list(self.board),
            "racks": [list(r) for r in self.racks],
            "pile": list(self.pile),
            "scores": list(self.scores),
            "to_move": self.to_move,
            "turn": [p.to_json() for p in self.turn],
            "last_turn": [p.to_json() for p in self.last_turn],
            "passes": self.passes,
            "retired_jokers": self.retired_jokers,
            "options": {"same_space_neighbours": self.same_space_neighbours},
            **({"dealing": True} if self.dealing else {}),
            **({"order": list(self.order)} if self.order else {}),
            **({"drawn": [list(d) for d in self.drawn]} if self.drawn else {}),
        }


def _outcome_from_net(net: tuple[int, ...]) -> Outcome:
    """Rule 8, with ties shared (D12): all players level is a draw."""
    best = max(net)
    winners = tuple(seat for seat, score in enumerate(net) if score == best)
    scores = tuple(float(score) for score in net)
    if len(winners) == len(net):
        return Outcome((), scores, "drawn")
    return Outcome(winners, scores, "won")


def deal(
    players: int, tiles: tuple[int, ...]
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Rule 1: five tiles each from the front of ``tiles``; the rest is the pile."""
    racks = tuple(tuple(sorted(tiles[i * HAND_SIZE : (i + 1) * HAND_SIZE])) for i in range(players))
    return racks, tiles[players * HAND_SIZE :]


PILE = "pile"
"""The id of Cardino's one deck."""


def new_state(players: int, options: dict[str, Any], seed: int) -> CardinoState:
    """Setup step 4: the 66 tiles wait to be shuffled; rule 1 deals five each (``_deal``)."""
    return CardinoState(
        players=players,
        seed=seed,
        board=(EMPTY,) * HALF_COUNT,
        racks=((),) * players,
        pile=(),
        scores=(0,) * players,
        to_move=0,
        same_space_neighbours=bool(options.get("same_space_neighbours", False)),
        dealing=True,
    )


def shuffle_from_seed(state: GameState, chance: Chance) -> Order:
    """Cardino's seeded dealer: the pile as ``rng_for(seed, "pile")`` shuffles the set."""
    tiles = list(FULL_SET)
    rng_for(state.seed, "pile").shuffle(tiles)
    return tuple(tile_code(t) for t in tiles)


DEALER = SeededDealer(shuffle_from_seed)
"""Cardino's seeded dealer (``Game.dealer``)."""


def seeded_start(players: int, options: dict[str, Any], seed: int) -> CardinoState:
    """The deal as the seeded dealer makes it (lessons and tests start here)."""
    state = settle(new_state(players, options, seed), DEALER)
    assert isinstance(state, CardinoState)
    return state


def placed_positions(
    order: tuple[int, ...], positions: tuple[int, ...], rack: tuple[int, ...]
) -> set[int]:
    """Which of a seat's drawn ``positions`` it has placed: of equal tiles, the one drawn
    first is placed first (D13), so a tile shows the earliest position that held it."""
    left = Counter(order[p] for p in positions)
    left.subtract(rack)
    placed = set()
    for position in sorted(positions):
        if left[order[position]] > 0:
            left[order[position]] -= 1
            placed.add(position)
    return placed


def opening_shown(order: tuple[int, ...], players: int) -> set[int]:
    """The positions shown to everyone to find who starts (rule 2, D3, D13).

    Each player shows their lowest tile; while several tie for the lowest, those
    show their next lowest, and so on.  Of equal tiles in a rack, the one dealt
    first is shown.
    """
    racks = [
        sorted(range(s * HAND_SIZE, (s + 1) * HAND_SIZE), key=lambda p: (order[p], p))
        for s in range(players)
    ]
    shown: set[int] = set()
    tied = list(range(players))
    for depth in range(HAND_SIZE):
        shown.update(racks[seat][depth] for seat in tied)
        lowest = min(order[racks[seat][depth]] for seat in tied)
        tied = [seat for seat in tied if order[racks[seat][depth]] == lowest]
        if len(tied) == 1:
            break
    return shown


def determinize_view(view: CardinoView, rng: random.Random) -> CardinoState:
    """A full state consistent with ``view``: hidden racks and pile re-dealt from unseen tiles."""
    if view.to_move is None and view.winners is None:  # nothing dealt yet
        options = {"same_space_neighbours": view.same_space_neighbours}
        return new_state(view.players, options, rng.getrandbits(32))
    racks, pile = _deal_unseen(view, rng)
    return CardinoState(
        players=view.players,
        seed=rng.getrandbits(32),
        board=view.board,
        racks=racks,
        pile=pile,
        scores=view.scores,
        to_move=0 if view.to_move is None else view.to_move,
        turn=view.turn,
        last_turn=view.last_turn,
        passes=view.passes,
        retired_jokers=view.retired_jokers,
        same_space_neighbours=view.same_space_neighbours,
    )


def _known_racks(view: CardinoView) -> tuple[tuple[int, ...] | None, ...]:
    """Racks the viewer knows: its own, or all of them once revealed."""
    if view.revealed is not None:
        return view.revealed
    return tuple(view.rack if seat == view.player else None for seat in range(view.players))


def _deal_unseen(
    view: CardinoView, rng: random.Random
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    known = _known_racks(view)
    unseen = Counter(unseen_tiles(view))
    for seat, rack in enumerate(known):
        if rack is not None and seat != view.player:
            unseen.subtract(rack)
    tiles = sorted(unseen.elements())
    rng.shuffle(tiles)
    hidden = sum(size for seat, size in enumerate(view.rack_sizes) if known[seat] is None)
    if hidden + view.pile_size != len(tiles) or min(unseen.values(), default=0) < 0:
        raise BadPosition("cardino: the view's rack sizes and pile do not match the unseen tiles")
    racks: list[tuple[int, ...]] = []
    start = 0
    for seat, size in enumerate(view.rack_sizes):
        rack = known[seat]
        if rack is None:
            rack = tuple(sorted(tiles[start : start + size]))
            start += size
        racks.append(rack)
    return tuple(racks), tuple(tiles[start:])


__all__ = [
    "SPEC",
    "CardinoState",
    "CardinoMove",
    "new_state",
    "determinize_view",
    "placement_points",
    "first_player",
    "rack_penalty",
    "face_fits",
    "END",
    "PASS",
    "Place",
]
