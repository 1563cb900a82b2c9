"""What the next card must match (the view's ``needs``) and the hand cards that fit (issue 14).

The needs are the rules' own follow slots (scoring.follow_slots, domino's open end), so these
tests check them against ``legal_moves``, the one source of legality: rulebook
004_79a9f6842e015dc3.txt rule 8, "each following card must have the same colours on the left
hand side" (D9, D11, D13 for the other games' placements), rule 7, "the colours yellow, green
and white are considered the same colour", and rule 12, the Domino cards "must match every
time".
"""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from parlour.core import Highlights
from parlour.games.colomino import GAME
from parlour.games.colomino.cards import NAMES, ORIENTED
from parlour.games.colomino.moves import Link, Place
from parlour.games.colomino.view import ANY, ColominoView, Need
from parlour.play import next_targets
from parlour.words import speaking

from .helpers import scoring

SVG = "{http://www.w3.org/2000/svg}"
GAMES = [("sideways", 2), ("fourways", 4), ("threeways", 2), ("domino", 3)]


def _column(card: int, orient: int, column: int) -> str:
    return ORIENTED[card][orient][column]


def _matches(colours: str, column: str) -> bool:
    """Rule 7: yellow, green and white are one colour for matching."""
    return all(c in "YGW" if want == ANY else c == want for want, c in zip(colours, column))


def _positions(variant: str, players: int, seed: int = 4) -> list[tuple[object, ColominoView]]:
    """The mover's view along one random game, with its state."""
    rng = random.Random(seed)
    state = GAME.initial_state(players, {"variant": variant}, seed)
    seen = []
    while state.outcome is None and len(seen) < 80:
        seen.append((state, state.view(state.current_player)))
        state = GAME.play(state, rng.choice(state.legal_moves()))
    assert sum(1 for _, view in seen if view.needs) > 10  # most positions follow a card
    return seen


@pytest.mark.parametrize("variant, players", GAMES)
def test_every_legal_card_shows_the_needed_colours_where_it_goes(
    variant: str, players: int
) -> None:
    for state, view in _positions(variant, players):
        plays = [m for m in state.legal_moves() if isinstance(m, (Place, Link))]
        if not view.needs:  # leading a set or opening the chain: any card, anywhere (r8, D27)
            assert not view.table and not view.chain
            continue
        for move in plays:
            x, y = (move.x, move.y) if isinstance(move, Place) else (2 * len(view.chain), 0)
            need = next(n for n in view.needs if (n.x, n.y) == (x, y))
            assert _matches(need.colours, _column(move.card, move.orient, need.column))


@pytest.mark.parametrize("variant, players", GAMES[:3])
def test_every_held_card_that_shows_the_needed_colours_is_legal(variant: str, players: int) -> None:
    """The converse in the set games: the needs say all there is to matching."""
    for state, view in _positions(variant, players):
        if not view.needs:
            continue
        legal = {m for m in state.legal_moves() if isinstance(m, Place)}
        showing = {
            Place(card, orient, n.x, n.y)
            for n in view.needs
            for card in view.hand or ()
            for orient in (0, 1)
            if _matches(n.colours, _column(card, orient, n.column))
        }
        assert showing == legal


def test_the_needs_are_public_and_the_same_for_every_seat() -> None:
    state, view = _positions("fourways", 4)[5]
    assert view.needs
    assert all(state.view(seat).needs == view.needs for seat in (None, 0, 1, 2, 3))


def test_a_sideways_need_is_the_preceding_left_column_moved_up() -> None:
    """r8: "the top colour of the previous card becomes the bottom colour of the following
    card", one column right and one row down (D9)."""
    state = scoring("sideways", [("Y01",), ("Y16", "G01")], ("Y06^ @0,0",), turn=1)
    left = ORIENTED[NAMES.index("Y06")][0][0]
    moved = left[1:] + left[0]
    want = "".join(ANY if c in "YGW" else c for c in moved)
    assert state.view(1).needs == (Need(1, 1, 0, want),)


@pytest.mark.parametrize("variant, players", GAMES)
def test_the_cards_marked_as_fitting_are_exactly_those_with_a_legal_move(
    variant: str, players: int
) -> None:
    for state, view in _positions(variant, players)[::7]:
        playable = {m.card for m in state.legal_moves() if isinstance(m, (Place, Link))}
        assert view.fitting == playable
        highlights = Highlights(targets=next_targets(state.legal_moves(), ()))
        root = ET.fromstring(GAME.render(view, highlights))
        marked = {
            str(g.get("data-target")).split(":")[1]
            for g in root.iter(f"{SVG}g")  # a hand card's target holds its card, and its bar
            if g.get("data-target") and any(r.get("class") == "fits" for r in g.iter(f"{SVG}rect"))
        }
        assert marked == {NAMES[c] for c in playable}
        others = state.view((view.player + 1) % players)  # type: ignore[operator]
        assert others.fitting == frozenset()  # not their turn: nothing is marked


def test_the_key_says_what_to_match_in_each_language() -> None:
    state = scoring("sideways", [("Y01",), ("Y16", "G01")], ("Y06^ @0,0",), turn=1)
    with speaking("pt"):
        root = ET.fromstring(GAME.render(state.view(1), Highlights()))
    texts = {"".join(e.itertext()) for e in root.iter(f"{SVG}text")}
    labels = {e.get("aria-label") for e in root.iter(f"{SVG}g") if e.get("class") == "need"}
    assert "Próxima carta" in texts and "↘" in texts  # one place: right and down of the last card
    (label,) = labels
    assert label is not None
    assert label.startswith("O lado esquerdo da próxima carta tem de mostrar, de cima para baixo: ")
    english = GAME.render(state.view(1), Highlights())
    assert "Next card" in english and "Próxima" not in english


def test_a_hinted_card_is_drawn_turned_when_the_hint_plays_it_turned() -> None:
    """The hint's words say "a yellow card below right of the last card" (D38); the board
    shows which card, and which way up, by marking it."""
    state = scoring("sideways", [("Y06",), ("G01",)])  # leading: either way up (r8, D8)
    targets = next_targets(state.legal_moves(), ())
    assert {"hand:Y06:0", "hand:Y06:1"} <= targets
    for marked, way in (("hand:Y06:1", "turned"), ("hand:Y06:0", "upright")):
        hint = Highlights(targets=targets, marked=frozenset({marked}))
        root = ET.fromstring(GAME.render(state.view(0), hint))
        (card,) = [
            g for g in root.iter(f"{SVG}g") if str(g.get("aria-label")).startswith("Yellow card")
        ]
        assert card.get("data-target") == marked
        assert str(card.get("aria-label")).startswith(f"Yellow card {way}:")
