"""What one seat may see (rules.determinize_view rebuilds full states from it for bots).

A view holds the table (public), the viewer's own hand, everyone's hand
size and the public inferences from "can't play" and "pass" calls.  It
never holds other hands or the seed.  ``options`` lists the viewer's legal
placements with the set's visible yellow and green if played there, so
the renderer can show previews without knowing any rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from parlour.core import JSON, Outcome
from parlour.games.colomino.cards import (
    CLASS_LETTER,
    NAMES,
    SIDE_COLOUR,
    STAR_TAB,
    TAB_MASK,
    cards_of,
    hand_order,
    mask_of,
)
from parlour.games.colomino.common import card_json
from parlour.games.colomino.moves import Link, Place
from parlour.games.colomino.sets import SetResult

VARIANTS = ("sideways", "fourways", "threeways", "domino")


@dataclass(frozen=True)
class Option:
    """A legal placement for the viewer, with the set's visible (yellow, green) after it."""

    card: int
    orient: int
    x: int
    y: int
    yellow: int = 0
    green: int = 0

    def to_json(self) -> JSON:
        return [NAMES[self.card], self.orient, self.x, self.y, self.yellow, self.green]


ANY = "*"
"""In a ``Need``: a yellow, green or white square, which all match each other (r7)."""


@dataclass(frozen=True)
class Need:
    """Where the next card may go and the colours its touching column must show (public).

    ``column`` 0 is the new card's left column, 1 its right; ``colours`` are four letters,
    top to bottom, R, B, M or ``ANY``.  The board draws them so a player sees what to match.
    """

    x: int
    y: int
    column: int
    colours: str

    def to_json(self) -> JSON:
        return [self.x, self.y, self.column, self.colours]


def need_colours(classes: tuple[int, ...]) -> str:
    """A column's colour classes (0 special, 1 red, 2 blue, 3 mauve) as a Need's letters."""
    return "".join(CLASS_LETTER.get(k, ANY) for k in classes)


@dataclass(frozen=True)
class ColominoView:
    """One seat's view (``player`` None: a spectator, who sees no hand)."""

    player: int | None
    variant: str
    players: int
    hand: tuple[int, ...] | None
    hand_sizes: tuple[int, ...]
    turn: int
    table: tuple[Place, ...] = ()
    sets: tuple[SetResult, ...] = ()
    cant_count: int = 0
    passed: tuple[int, ...] = ()
    last_player: int = 0
    chain: tuple[Link, ...] = ()
    played: int = 0
    idle: int = 0
    excluded: tuple[int, ...] = ()
    must_hold: tuple[tuple[int, ...], ...] = ()
    options: tuple[Option, ...] = ()
    outcome: Outcome | None = None
    revealed: tuple[int, ...] = ()
    """Every hand (card masks), shown once a Domino game is over so burdens can be counted."""
    needs: tuple[Need, ...] = ()
    """Where the next card may go and what it must match: the same for every seat."""
    set_over: bool = False
    """The table shows the set just finished, while the page waits (breaks.finished_view)."""
    dealing: bool = False
    """Nothing is dealt yet: the pack waits for the dealer, and nobody is to move."""

    @property
    def to_move(self) -> int | None:
        return None if self.outcome is not None or self.dealing else self.turn

    def to_json(self) -> JSON:
        return {
            "player": self.player,
            "variant": self.variant,
            "players": self.players,
            "hand": None if self.hand is None else [NAMES[c] for c in self.hand],
            "hand_sizes": list(self.hand_sizes),
            "turn": self.turn,
            "table": [str(p) for p in self.table],
            "sets": [r.to_json() for r in self.sets],
            "cant_count": self.cant_count,
            "passed": list(self.passed),
            "last_player": self.last_player,
            "chain": [str(link) for link in self.chain],
            "played": self.played,
            "idle": self.idle,
            "excluded": [card_json(m) for m in self.excluded],
            "must_hold": [[card_json(m) for m in groups] for groups in self.must_hold],
            "options": [o.to_json() for o in self.options],
            "outcome": None if self.outcome is None else self.outcome.to_json(),
            "revealed": [card_json(m) for m in self.revealed],
            "needs": [n.to_json() for n in self.needs],
            **({"set_over": True} if self.set_over else {}),
            **({"dealing": True} if self.dealing else {}),
        }

    @property
    def fitting(self) -> frozenset[int]:
        """The viewer's hand cards that have a legal placement now (from ``options``)."""
        return frozenset(o.card for o in self.options)


def own_hand(hands: tuple[int, ...], player: int | None) -> tuple[int, ...] | None:
    return None if player is None else hand_order(cards_of(hands[player]))


def own_burden(view: ColominoView) -> int | None:
    """Domino: own-colour cards and stars in the viewer's hand (D29)."""
    if view.hand is None or view.player is None:
        return None
    burden = TAB_MASK[SIDE_COLOUR[view.player % 2]] | TAB_MASK[STAR_TAB]
    return (mask_of(view.hand) & burden).bit_count()
