"""The SVG (docs/protocol.md, Rendering): well formed, clickable targets, previews, no rules."""

from __future__ import annotations

import dataclasses

import random
import xml.etree.ElementTree as ET

import pytest

from parlour.core import Highlights
from parlour.games.colomino import GAME
from parlour.games.colomino.layout import HAND_FOOT, HAND_MAX_CELL, TAB_H, layout
from parlour.play import next_targets

from parlour.games.colomino.common import visible_counts
from parlour.games.colomino.moves import Place

from .helpers import cid, domino, scoring

SVG = "{http://www.w3.org/2000/svg}"


def _targets(svg: str) -> set[str]:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg" and root.find(f"{SVG}title") is not None
    return {e.get("data-target") for e in root.iter() if e.get("data-target")}  # type: ignore[misc]


def test_previews_and_rotate_toggle_for_the_selected_card() -> None:
    """Every legal place of the selected card is a target with its yellow/green preview,
    and the rotate toggle offers the same card turned when that is legal too (D8)."""
    state = scoring("fourways", [("Y01",), ("G14", "G15", "G16")], ("Y06^ @0,0",), turn=1)
    view = state.view(1)
    moves = state.legal_moves()
    first = next_targets(moves, ())
    assert first <= _targets(GAME.render(view, Highlights(targets=first)))
    chosen = ("hand:G14:1",)
    second = next_targets(moves, chosen)
    svg = GAME.render(view, Highlights(targets=second, selected=chosen))
    assert second <= _targets(svg) <= second | {"hand:G14:1"}  # and the chosen card itself
    previews = [o for o in view.options if (o.card, o.orient) == (cid("G14"), 1)]
    assert previews
    for option in previews:
        assert f"\u25b2{option.yellow} \u25cf{option.green}" in svg  # the sides' shapes
        assert (option.yellow, option.green) == visible_counts(
            (*state.table, Place(option.card, option.orient, option.x, option.y))
        )


def test_the_renderer_offers_only_the_targets_it_is_given() -> None:
    """Issue 17: the board judges nothing; a target is clickable only if the highlights say
    so (here none, then only one rotate toggle) or the view offers the chosen card turned."""
    state = scoring("fourways", [("Y01",), ("G14", "G15", "G16")], ("Y06^ @0,0",), turn=1)
    view = state.view(1)
    assert view.options
    assert _targets(GAME.render(view, Highlights())) == set()
    only = frozenset({"hand:G14:0"})
    assert _targets(GAME.render(view, Highlights(targets=only, selected=("hand:G14:1",)))) == {
        "hand:G14:0",
        "hand:G14:1",
    }  # the chosen card stays clickable to keep or drop it


def test_square_marks_are_not_colour_alone() -> None:
    """Colours are never the only signal: every square colour has its own mark symbol."""
    svg = GAME.render(scoring("sideways", [("Y06", "G06"), ("G01",)]).view(0), Highlights())
    for letter in "YGWRBM":
        assert f'id="mk-{letter}"' in svg and f'href="#mk-{letter}"' in svg


def test_domino_shows_star_lock_and_calls() -> None:
    """r12 star lock is shown; 'end' is a clickable button when legal."""
    state = domino([("S1", "S2", "Y01"), ("G01",)]).apply(
        next(
            iter(
                m for m in domino([("S1", "S2", "Y01"), ("G01",)]).legal_moves() if str(m) == "S1^"
            )
        )
    )
    moves = state.legal_moves()
    svg = GAME.render(state.view(0), Highlights(targets=next_targets(moves, ())))
    assert "STAR LOCK" in svg and "end" in _targets(svg)
    spectator = GAME.render(state.view(None), Highlights())
    assert "Spectating" in spectator


# --- phones held upright (issue: "Screens. Phone portrait through desktop") ---------------

PHONE_BOARD_WIDTH = 326
"""A 360 px phone less the page's margins: the table and hand parts are shown this wide, stacked
(tests/browser/test_layout.py measures the built page itself)."""


def _squares(root: ET.Element) -> list[float]:
    """The side of every coloured square drawn (hand, table, last set, chain)."""
    return [
        float(e.get("width", "0"))
        for e in root.iter(f"{SVG}rect")
        if e.get("stroke") == "#00000033"
    ]


def _boards_along_a_game(variant: str, players: int) -> list[str]:
    """Boards of one seeded game: the mover's view every few plies, some with a card chosen."""
    rng = random.Random(players)
    state = GAME.initial_state(players, {"variant": variant}, 17)
    boards = []
    for ply in range(200):
        if state.outcome is not None:
            break
        moves = state.legal_moves()
        if ply % 6 == 0:
            longer = sorted({m.path[0] for m in moves if len(m.path) > 1})
            chosen = (rng.choice(longer),) if longer and ply % 12 == 0 else ()
            boards.append(
                GAME.render(
                    state.view(state.current_player),
                    Highlights(targets=next_targets(moves, chosen), selected=chosen),
                )
            )
        state = GAME.play(state, rng.choice(moves))
    boards.append(GAME.render(state.view(0), Highlights()))
    return boards


@pytest.mark.parametrize("variant", ["sideways", "fourways", "threeways", "domino"])
@pytest.mark.parametrize("players", [2, 6])
def test_the_table_and_hand_are_phone_width_parts_of_one_size(variant: str, players: int) -> None:
    """The picture's parts (table, hand, panel: docs/protocol.md, Rendering): the table and
    the panel keep their sizes through the game, so the set never moves; the hand has the
    rows of its cards, as wide as the table (colomino/layout.py; issue 37: a long hand has
    rows of at most eight, up to four rows, so a phone shows it all without scrolling); and
    at a phone's width every square of every card in them is at least 8 CSS px."""
    sizes = set()
    widths: set[float] = set()
    hand_heights: list[float] = []
    for svg in _boards_along_a_game(variant, players):
        parts = {part.get("data-part"): part for part in ET.fromstring(svg).findall(f"{SVG}svg")}
        assert set(parts) == {"area", "hand", "panel"}
        boxes = {
            name: tuple(float(v) for v in str(part.get("viewBox")).split())
            for name, part in parts.items()
        }
        hand_heights.append(boxes["hand"][3])
        sizes.add(tuple(sorted((k, v) for k, v in boxes.items() if k != "hand")))
        widths.add(boxes["hand"][2])
        assert boxes["hand"][2] == boxes["area"][2]
        assert boxes["hand"][3] <= 4 * (TAB_H + 4 * HAND_MAX_CELL + 14) + TAB_H
        scale = PHONE_BOARD_WIDTH / boxes["area"][2]
        squares = _squares(parts["area"]) + _squares(parts["hand"])
        assert not squares or min(squares) * scale >= 8.0  # the last board may show no cards
    assert len(sizes) == 1, sizes
    assert len(widths) == 1, widths  # the cards never move sideways as others leave
    assert len(set(hand_heights)) > 1, "the hand lost a row"


@pytest.mark.parametrize("variant", ["sideways", "domino"])
def test_a_short_hand_leaves_no_empty_rows_and_the_table_stays(variant: str) -> None:
    """colomino/layout.py: on a phone the hand part is as tall as the rows in hand, so
    Undo and Hint below it are not pushed off the screen by empty rows."""
    full = GAME.initial_state(2, {"variant": variant}, 5).view(0)
    assert full.hand is not None
    short = dataclasses.replace(full, hand=full.hand[:3])
    before, after = layout(full), layout(short)
    assert before.hand_rows > 1
    assert (after.table_y, after.table_h, after.hand_top, after.hand_y, after.per_row) == (
        before.table_y,
        before.table_h,
        before.hand_top,
        before.hand_y,
        before.per_row,
    )
    assert after.height == round(after.hand_y + 4 * after.hand_cell + HAND_FOOT)  # one row
    assert after.height < before.height


def test_a_long_chain_says_how_many_of_its_cards_are_drawn() -> None:
    """Only the chain's last rows are drawn (the open end, layout.CHAIN_ROWS_SHOWN); the
    status says so rather than let "Chain: 45 cards" stand over 13 drawn ones."""
    rng = random.Random(3)
    state = GAME.initial_state(2, {"variant": "domino"}, 3)
    while state.outcome is None and len(state.view(0).chain) < 30:
        state = GAME.play(state, rng.choice(state.legal_moves()))
    view = state.view(0)
    assert len(view.chain) >= 30
    svg = GAME.render(view, Highlights())
    said = svg.split("the last ", 1)[1].split(" shown", 1)[0]
    assert 0 < int(said) < len(view.chain)
    short = GAME.render(GAME.initial_state(2, {"variant": "domino"}, 3).view(0), Highlights())
    assert "the last " not in short
