"""Small builders for Colomino rules tests: positions are made by hand, not played."""

from __future__ import annotations

from parlour.games.colomino.cards import CARD_ID, mask_of
from parlour.games.colomino.domino import DominoState
from parlour.games.colomino.moves import Link, Place
from parlour.games.colomino.scoring import ScoringState


def cid(name: str) -> int:
    return CARD_ID[name]


def hand(*names: str) -> int:
    return mask_of(cid(n) for n in names)


def place(text: str) -> Place:
    """'Y06^ @0,0' -> Place."""
    card, at = text.split(" @")
    x, y = (int(v) for v in at.split(","))
    return Place(cid(card[:-1]), "^v".index(card[-1]), x, y)


def link(text: str) -> Link:
    return Link(cid(text[:-1]), "^v".index(text[-1]))


def scoring(
    variant: str,
    hands: list[tuple[str, ...]],
    table: tuple[str, ...] = (),
    turn: int = 0,
    **kw: object,
) -> ScoringState:
    players = len(hands)
    return ScoringState(
        variant,
        players,
        0,
        tuple(hand(*h) for h in hands),
        tuple(place(t) for t in table),
        turn,
        excluded=(0,) * players,
        must_hold=((),) * players,
        **kw,
    )  # type: ignore[arg-type]


def domino(
    hands: list[tuple[str, ...]], chain: tuple[str, ...] = (), turn: int = 0, **kw: object
) -> DominoState:
    players = len(hands)
    return DominoState(
        players,
        0,
        tuple(hand(*h) for h in hands),
        tuple(link(t) for t in chain),
        turn,
        excluded=(0,) * players,
        **kw,
    )  # type: ignore[arg-type]


def notations(state: object) -> set[str]:
    return {str(m) for m in state.legal_moves()}  # type: ignore[attr-defined]
