"""Toy Line: a tiny hidden-information game for testing the protocol and the bots.

It exists so that the AI, the CLI and the conformance tests do not depend
on the real games, which are written in parallel.  It has everything the
protocol must cope with: hidden hands, a hidden deck dealt from the seed,
options of each kind, 2 or 3 players, two-step click paths, a pass move
and draws.

Rules: a deck of cards 1..6 (three of each) is shuffled from the seed and
each player gets ``hand`` cards.  On your turn play a card from your hand
onto an empty cell of the ``size`` x ``size`` grid, or (with ``captures``)
onto a cell held by another player with a lower card, which is discarded.
Then draw.  Whoever makes a full row, column or diagonal of their own cells
wins at once.  If nobody can, the game ends when every hand is empty or
every player passed in turn (``pass`` is legal only with no other move);
then most cells wins, and a tie for most cells between all players is a
draw.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any
from xml.sax.saxutils import escape

from parlour import examples, registry
from parlour.chance import Chance
from parlour.core import (
    JSON,
    BadOption,
    BadPosition,
    Example,
    Game,
    GameSpec,
    GameState,
    Guide,
    Heuristics,
    Highlights,
    IllegalMove,
    Move,
    OptionSpec,
    Outcome,
    View,
    cached,
)
from parlour.words import Phrasebook, seat_names

VALUES = (1, 2, 3, 4, 5, 6)
COPIES = 3
FULL_DECK = tuple(sorted(VALUES * COPIES))
COLOURS = ("#c0392b", "#2471a3", "#1e8449")
SHAPES = ("circle", "square", "triangle")

SPEC = GameSpec(
    id="toy",
    title="Toy Line",
    rules_version="1",
    player_counts=(2, 3),
    options=(
        OptionSpec("size", 3, (3, 4), "grid side"),
        OptionSpec("hand", 2, (1, 2, 3), "cards in hand"),
        OptionSpec("captures", True, (True, False), "may cover a lower card"),
        OptionSpec(
            "style",
            "plain",
            ("plain", "fancy"),
            "a text option, for tests",
            only_for=(("fancy", (2,)),),
        ),
    ),
)

Cell = tuple[int, int] | None
"""(owner, value) of a card on the grid, or None for an empty cell."""


def cell_name(index: int, size: int) -> str:
    return f"{'abcd'[index % size]}{index // size + 1}"


@dataclass(frozen=True)
class Play:
    value: int
    cell: int
    size: int

    @property
    def path(self) -> tuple[str, ...]:
        return (f"card-{self.value}", cell_name(self.cell, self.size))

    def __str__(self) -> str:
        return f"{self.value}@{cell_name(self.cell, self.size)}"


@dataclass(frozen=True)
class Pass:
    @property
    def path(self) -> tuple[str, ...]:
        return ("pass",)

    def __str__(self) -> str:
        return "pass"


def lines_of(size: int) -> tuple[tuple[int, ...], ...]:
    rows = [tuple(r * size + c for c in range(size)) for r in range(size)]
    cols = [tuple(r * size + c for r in range(size)) for c in range(size)]
    diagonals = [
        tuple(i * size + i for i in range(size)),
        tuple(i * size + size - 1 - i for i in range(size)),
    ]
    return tuple(rows + cols + diagonals)


LINES = {size: lines_of(size) for size in (3, 4)}


def find_outcome(
    board: tuple[Cell, ...], size: int, hand_counts: tuple[int, ...], passes: int
) -> Outcome | None:
    players = len(hand_counts)
    cells = tuple(float(sum(1 for c in board if c and c[0] == p)) for p in range(players))
    for line in LINES[size]:
        owners = {cell[0] if (cell := board[i]) else None for i in line}
        if len(owners) == 1 and None not in owners:
            (owner,) = owners
            assert owner is not None
            return Outcome((owner,), cells, "line")
    if any(hand_counts) and passes < players:
        return None
    best = max(cells)
    winners = tuple(p for p in range(players) if cells[p] == best)
    if len(winners) == players:
        return Outcome((), cells, "drawn")
    return Outcome(winners, cells, "most cells")


@dataclass(frozen=True)
class ToyView:
    player: int | None
    size: int
    captures: bool
    board: tuple[Cell, ...]
    hand: tuple[int, ...] | None
    hand_counts: tuple[int, ...]
    deck_count: int
    discard: tuple[int, ...]
    to_move: int
    passes: int
    hand_size: int
    style: str

    @property
    def outcome(self) -> Outcome | None:
        if self.to_move < 0:  # nothing dealt yet
            return None
        return find_outcome(self.board, self.size, self.hand_counts, self.passes)

    def to_json(self) -> JSON:
        return {
            "player": self.player,
            "size": self.size,
            "captures": self.captures,
            "board": [list(c) if c else None for c in self.board],
            "hand": list(self.hand) if self.hand is not None else None,
            "hand_counts": list(self.hand_counts),
            "deck_count": self.deck_count,
            "discard": list(self.discard),
            "to_move": self.to_move,
            "passes": self.passes,
            "hand_size": self.hand_size,
            "style": self.style,
        }


@dataclass(frozen=True)
class ToyState(GameState):
    size: int
    hand_size: int
    captures: bool
    style: str
    seed: int
    board: tuple[Cell, ...]
    hands: tuple[tuple[int, ...], ...]
    deck: tuple[int, ...]
    discard: tuple[int, ...]
    to_move: int
    passes: int
    players: int = 2
    dealing: bool = False
    """The opening: the deck waits for the dealer (the default seeded shuffle)."""

    @cached
    def outcome(self) -> Outcome | None:
        if self.dealing:
            return None
        return find_outcome(self.board, self.size, tuple(map(len, self.hands)), self.passes)

    @property
    def current_player(self) -> int | None:
        return None if self.outcome or self.dealing else self.to_move

    @property
    def chance(self) -> Chance | None:
        if not self.dealing:
            return None
        cards = tuple(map(str, FULL_DECK))
        dealt = tuple(
            1 << (p // self.hand_size) if p < self.players * self.hand_size else 0
            for p in range(len(cards))
        )
        return Chance("deal", cards, dealt)

    def _deal(self, order: tuple[str, ...]) -> GameState:
        deck = [int(card) for card in order]
        hand = self.hand_size
        hands = tuple(tuple(sorted(deck[p * hand : (p + 1) * hand])) for p in range(self.players))
        return replace(self, hands=hands, deck=tuple(deck[self.players * hand :]), dealing=False)

    @cached
    def _legal(self) -> tuple[Move, ...]:
        if self.outcome or self.dealing:
            return ()
        me = self.to_move
        moves: list[Move] = []
        for value in sorted(set(self.hands[me])):
            for index, cell in enumerate(self.board):
                if cell is None or (self.captures and cell[0] != me and cell[1] < value):
                    moves.append(Play(value, index, self.size))
        return tuple(moves) if moves else (Pass(),)

    def legal_moves(self) -> tuple[Move, ...]:
        return self._legal

    def illegal_reason(self, move: Move) -> IllegalMove:
        if isinstance(move, Play) and move.value not in self.hands[self.to_move]:
            return IllegalMove("play from hand", f"you hold no {move.value}")
        return IllegalMove("placement", f"{move} is not a legal move here")

    def _apply_legal(self, move: Move) -> GameState:
        nxt = (self.to_move + 1) % len(self.hands)
        if not isinstance(move, Play):
            return replace(self, to_move=nxt, passes=self.passes + 1)
        board = list(self.board)
        old = board[move.cell]
        board[move.cell] = (self.to_move, move.value)
        hand = list(self.hands[self.to_move])
        hand.remove(move.value)
        deck = self.deck
        if deck:
            hand.append(deck[0])
            deck = deck[1:]
        hands = list(self.hands)
        hands[self.to_move] = tuple(sorted(hand))
        discard = tuple(sorted((*self.discard, old[1]))) if old else self.discard
        return replace(
            self,
            board=tuple(board),
            hands=tuple(hands),
            deck=deck,
            discard=discard,
            to_move=nxt,
            passes=0,
        )

    def view(self, player: int | None) -> ToyView:
        hand = self.hands[player] if player is not None else None
        return ToyView(
            player,
            self.size,
            self.captures,
            self.board,
            hand,
            tuple(map(len, self.hands)),
            len(self.deck),
            self.discard,
            -1 if self.dealing else self.to_move,
            self.passes,
            self.hand_size,
            self.style,
        )

    def to_json(self) -> JSON:
        return {
            "size": self.size,
            "hand_size": self.hand_size,
            "captures": self.captures,
            "style": self.style,
            "seed": self.seed,
            "board": [list(c) if c else None for c in self.board],
            "hands": [list(h) for h in self.hands],
            "deck": list(self.deck),
            "discard": list(self.discard),
            "to_move": self.to_move,
            "passes": self.passes,
            **({"players": self.players, "dealing": True} if self.dealing else {}),
        }


def new_state(players: int, options: dict[str, Any], seed: int) -> ToyState:
    """The deck waits to be shuffled (by the default seeded dealer: rng_for(seed, "deal"))."""
    if options["style"] == "fancy" and players != 2:
        raise BadOption("the fancy toy is for two players")
    return ToyState(
        options["size"],
        options["hand"],
        options["captures"],
        options["style"],
        seed,
        (None,) * options["size"] ** 2,
        ((),) * players,
        (),
        (),
        0,
        0,
        players,
        True,
    )


def _cells(data: Any) -> tuple[Cell, ...]:
    return tuple((int(c[0]), int(c[1])) if c is not None else None for c in data)


def state_from_json(data: JSON) -> ToyState:
    try:
        state = ToyState(
            int(data["size"]),
            int(data["hand_size"]),
            bool(data["captures"]),
            str(data["style"]),
            int(data["seed"]),
            _cells(data["board"]),
            tuple(tuple(int(v) for v in h) for h in data["hands"]),
            tuple(int(v) for v in data["deck"]),
            tuple(int(v) for v in data["discard"]),
            int(data["to_move"]),
            int(data["passes"]),
            int(data.get("players", len(data["hands"]))),
            bool(data.get("dealing", False)),
        )
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise BadPosition(f"not a Toy Line position: {error!r}") from None
    if state.size not in LINES or len(state.board) != state.size**2:
        raise BadPosition("Toy Line: the board does not match the grid size")
    if len(state.hands) not in SPEC.player_counts or not 0 <= state.to_move < len(state.hands):
        raise BadPosition("Toy Line: bad number of hands or player to move")
    return state


def view_from_json(data: JSON) -> ToyView:
    try:
        hand = data["hand"]
        return ToyView(
            data["player"],
            int(data["size"]),
            bool(data["captures"]),
            _cells(data["board"]),
            tuple(int(v) for v in hand) if hand is not None else None,
            tuple(int(v) for v in data["hand_counts"]),
            int(data["deck_count"]),
            tuple(int(v) for v in data["discard"]),
            int(data["to_move"]),
            int(data["passes"]),
            int(data["hand_size"]),
            str(data["style"]),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise BadPosition(f"not a Toy Line view: {error!r}") from None


def determinize_view(view: View, rng: random.Random) -> ToyState:
    assert isinstance(view, ToyView)
    unseen = Counter(FULL_DECK)
    unseen.subtract(c[1] for c in view.board if c)
    unseen.subtract(view.discard)
    unseen.subtract(view.hand or ())
    pool = sorted(unseen.elements())
    rng.shuffle(pool)
    hands = []
    for seat, count in enumerate(view.hand_counts):
        if seat == view.player and view.hand is not None:
            hands.append(view.hand)
        else:
            hands.append(tuple(sorted(pool[:count])))
            pool = pool[count:]
    return (
        ToyState(
            view.size,
            view.hand_size,
            view.captures,
            view.style,
            rng.getrandbits(32),
            view.board,
            tuple(hands),
            tuple(pool),
            view.discard,
            view.to_move,
            view.passes,
            len(view.hand_counts),
            view.to_move < 0,
        )
        if view.to_move >= 0
        else new_state(
            len(view.hand_counts),
            {
                "size": view.size,
                "hand": view.hand_size,
                "captures": view.captures,
                "style": view.style,
            },
            rng.getrandbits(32),
        )
    )


def _shape(seat: int, x: float, y: float) -> str:
    colour = COLOURS[seat]
    if SHAPES[seat] == "circle":
        return f'<circle cx="{x}" cy="{y}" r="9" fill="{colour}"/>'
    if SHAPES[seat] == "square":
        return f'<rect x="{x - 8}" y="{y - 8}" width="16" height="16" fill="{colour}"/>'
    return f'<polygon points="{x},{y - 10} {x + 9},{y + 7} {x - 9},{y + 7}" fill="{colour}"/>'


def _target(target: str, label: str, body: str, highlights: Highlights) -> str:
    classes = ["target"] if target in highlights.targets else []
    classes += ["selected"] if target in highlights.selected else []
    return (
        f'<g data-target="{target}" role="button" aria-label="{escape(label)}" '
        f'class="{" ".join(classes)}">{body}</g>'
    )


def render(view: View, highlights: Highlights) -> str:
    assert isinstance(view, ToyView)
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300">',
        "<title>Toy Line</title>",
    ]
    for index, cell in enumerate(view.board):
        x, y = 20 + 50 * (index % view.size), 20 + 50 * (index // view.size)
        body = f'<rect x="{x}" y="{y}" width="46" height="46" fill="#f4ecd8"/>'
        if cell:
            body += _shape(cell[0], x + 14, y + 23)
            body += f'<text x="{x + 30}" y="{y + 28}">{cell[1]}</text>'
        name = cell_name(index, view.size)
        parts.append(_target(name, f"cell {name}", body, highlights))
    for slot, value in enumerate(sorted(set(view.hand or ()))):
        body = f'<rect x="{20 + 30 * slot}" y="240" width="26" height="36" fill="#fff"/>'
        body += f'<text x="{28 + 30 * slot}" y="262">{value}</text>'
        parts.append(_target(f"card-{value}", f"card {value}", body, highlights))
    parts.append(
        _target("pass", "pass", '<rect x="250" y="240" width="40" height="36"/>', highlights)
    )
    parts.append("</svg>")
    return "".join(parts)


def describe_move(view: View, move: Move) -> str:
    assert isinstance(view, ToyView)
    who = f"Player {view.to_move + 1}"
    if isinstance(move, Play):
        return f"{who} plays {move.value} at {cell_name(move.cell, move.size)}"
    return f"{who} passes"


def move_priority(state: GameState, move: Move) -> float:
    """Complete own lines, then capture, then take the centre: simple but far from random."""
    assert isinstance(state, ToyState)
    if not isinstance(move, Play):
        return 0.0
    me = state.to_move
    score = 0.0
    for line in LINES[state.size]:
        if move.cell in line:
            mine = sum(1 for i in line if (cell := state.board[i]) and cell[0] == me)
            score += 10.0**mine
    if state.board[move.cell] is not None:
        score += 5.0
    return score - move.value * 0.1


def evaluate(state: GameState, seat: int) -> float:
    assert isinstance(state, ToyState)
    mine = sum(1 for c in state.board if c and c[0] == seat)
    taken = sum(1 for c in state.board if c)
    return (mine + 1) / (taken + len(state.hands))


WORDS = Phrasebook(
    {
        "en": {
            "summary.1": "Make a full line of your own cards on a small grid.",
            "turn.1": "Play a card from your hand onto an empty cell, or onto a lower card.",
            "scoring.1": "A full row, column or diagonal wins; otherwise most cells wins.",
            "decision.1": "Pass only when nothing else can be played.",
            "example.toy-corner": "A card just played in a corner.",
            "option.size": "Grid size",
            "option.size.help": "How many cells each side of the grid has.",
            "option.hand": "Cards in hand",
            "option.hand.help": "How many cards each player holds.",
            "option.captures": "Cover lower cards",
            "option.captures.help": "You may play onto another player's lower card.",
            "option.style": "Look",
            "option.style.help": "The fancy look is for two players.",
            "option.style.plain": "Plain",
            "option.style.fancy": "Fancy",
        },
        "pt": {
            "summary.1": "Faça uma linha inteira das suas cartas numa grelha pequena.",
            "turn.1": "Jogue uma carta da mão numa casa vazia, ou sobre uma carta mais baixa.",
            "scoring.1": "Uma linha, coluna ou diagonal inteira ganha; senão ganha quem tiver mais casas.",
            "decision.1": "Só se passa quando não há outra jogada.",
            "example.toy-corner": "Uma carta acabada de jogar num canto.",
            "option.size": "Tamanho da grelha",
            "option.size.help": "Quantas casas tem cada lado da grelha.",
            "option.hand": "Cartas na mão",
            "option.hand.help": "Quantas cartas tem cada jogador.",
            "option.captures": "Tapar cartas mais baixas",
            "option.captures.help": "Pode jogar sobre uma carta mais baixa de outro jogador.",
            "option.style": "Aspeto",
            "option.style.help": "O aspeto elegante é para dois jogadores.",
            "option.style.plain": "Simples",
            "option.style.fancy": "Elegante",
        },
    }
)


def _corner(state: GameState, move: Move) -> bool:
    """Chosen by what the move is: a card played into the grid's first cell."""
    return isinstance(move, Play) and move.cell == 0


def corner_example(game: Game) -> Example:
    return examples.after(game, _corner, 2)


RANK = 10_000
"""After every real game, so the site's first game stays a real one."""

OUTCOMES = Phrasebook(
    {
        "en": {
            "line": "{name} completes a line",
            "drawn": "Draw: equal cells",
            "most cells": "{names} most cells",
        },
        "pt": {
            "line": "{name} completa uma linha",
            "drawn": "Empate: casas iguais",
            "most cells": "{names}: mais casas",
        },
    }
)


def describe_outcome(outcome: Outcome) -> str:
    """The toy's outcome in words: its reason key is a phrase of its own phrasebook."""
    names = seat_names(outcome.winners)
    return OUTCOMES(outcome.reason, name=names, names=names)


TOY_GAME = Game(
    spec=SPEC,
    new_state=new_state,
    state_from_json=state_from_json,
    view_from_json=view_from_json,
    determinize_view=determinize_view,
    render=render,
    describe_move=describe_move,
    describe_outcome=describe_outcome,
    heuristics=Heuristics(
        move_priority=move_priority, evaluate=evaluate, iterations=(("medium", 40), ("hard", 90))
    ),
    guide=Guide(words=WORDS, examples=(("toy-corner", corner_example),), rank=RANK),
)


def register_toy() -> Game:
    """Register the toy after the real games were discovered (discovery runs only once)."""
    registry.all_games()
    return registry.register(TOY_GAME)
