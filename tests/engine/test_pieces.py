"""Pieces, zones and the flights that show a move (issue 24: "Every move is seen").

Each renderer names the cards and tiles it draws (``data-piece``) and the places they
come from and go to (``data-zone``); ``parlour.pieces.plan`` finds what a move did by
those ids.  Here every game's real moves go through the renderer and the planner, with
each piece placed where the SVG draws it, as the page does with the measured boxes.
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from parlour import registry
from parlour.breaks import round_end
from parlour.core import GameState, Highlights, Move
from parlour.pieces import Box, Flight, Piece, numbered, on_screen, plan
from parlour.words import speaking

SHIPPED = ("cardino", "casino", "colomino", "punto")
SETUPS = {  # game -> (players, options): the smallest tables, and a crowded one
    "punto": [(2, {}), (4, {"teams": True})],
    "casino": [(2, {}), (4, {})],
    "cardino": [(2, {}), (4, {})],
    "colomino": [(2, {"variant": "sideways"}), (3, {"variant": "domino"})],
}


def drawn(svg: str) -> tuple[list[Piece], dict[str, Box]]:
    """The pieces and zones of a picture, each at the first corner drawn inside it."""
    root = ET.fromstring(svg)
    found, zones = [], {}
    for node in root.iter():
        if "data-piece" not in node.attrib and "data-zone" not in node.attrib:
            continue
        box = _box(node)
        if "data-piece" in node.attrib:
            assert box is not None, f"a piece drawn nowhere: {node.attrib}"
            found.append(Piece(node.attrib["data-piece"], box, node.get("data-from")))
        if "data-zone" in node.attrib and box is not None:  # an empty hand is nowhere
            zones.setdefault(node.attrib["data-zone"], box)
    return found, zones


def _box(node: ET.Element) -> Box | None:
    for inner in node.iter():
        if "x" in inner.attrib and "y" in inner.attrib:
            width = float(inner.get("width", "10"))
            height = float(inner.get("height", "10"))
            return Box(float(inner.attrib["x"]), float(inner.attrib["y"]), width, height)
    return None


def played_kind(game_id: str, before: GameState, move: Move) -> str | None:
    """The card or tile the move puts down, as its piece kind (None: it puts none down)."""
    if game_id == "punto":
        view = before.view(None)
        return str(view.to_json()["revealed"][before.current_player])  # type: ignore[index]
    if game_id == "casino":
        return str(move).split(" ")[0]
    if game_id == "cardino":
        return str(move).split(":")[0] if str(move).startswith("*:") else _cardino_tile(move)
    if game_id == "colomino":
        found = re.match(r"[A-Z]\d+", str(move))  # "Y07^ @1,0", "S1^": the card's name
        return found[0] if found else None
    raise AssertionError(game_id)


def _cardino_tile(move: Move) -> str | None:
    text = str(move)
    return None if text in ("end", "pass") else text.split("/")[0]


def games(game_id: str, seeds: range) -> list[tuple[int, list[GameState], list[Move]]]:
    game = registry.get(game_id)
    played = []
    for players, options in SETUPS[game_id]:
        for seed in seeds:
            state, rng = game.initial_state(players, options, seed), random.Random(seed)
            states, moves = [state], []
            while not state.is_over and len(moves) < 50:
                move = rng.choice(state.legal_moves())
                state = game.play(state, move)
                states.append(state)
                moves.append(move)
            played.append((players, states, moves))
    return played


@pytest.mark.parametrize("game_id", SHIPPED)
def test_every_piece_is_named_once_in_a_render_and_alike_in_every_language(game_id: str) -> None:
    game = registry.get(game_id)
    for players, states, _ in games(game_id, range(2)):
        for state in states[::7]:
            for seat in range(players):
                view = state.view(seat)
                with speaking("en"):
                    english, zones = drawn(game.render(view, Highlights()))
                with speaking("pt"):
                    portuguese, _ = drawn(game.render(view, Highlights()))
                ids = [piece.id for piece in english]
                assert not [i for i, n in Counter(ids).items() if n > 1], f"{game_id}: {ids}"
                assert ids == [piece.id for piece in portuguese]  # an identity, never a text
                assert all(" " not in i for i in ids)
                assert any(zone.startswith("hand:") for zone in zones) or game_id == "punto"


@pytest.mark.parametrize("game_id", SHIPPED)
def test_the_card_or_tile_a_move_puts_down_is_seen_to_go_there(game_id: str) -> None:
    """From the mover's side the piece flies from their hand (Punto: the card to play) to
    where it lands; from another side it comes from the mover's hand zone, or, in Punto,
    from the card to play that everyone sees.  A capture's cards go to the mover's pile."""
    game = registry.get(game_id)
    checked = Counter[str]()
    for players, states, moves in games(game_id, range(2)):
        for before, move, after in zip(states, moves, states[1:]):
            kind, mover = played_kind(game_id, before, move), before.current_player
            if kind is None or mover is None or round_end(game, before, after) is not None:
                continue
            if after.is_over:
                continue
            other = (mover + 1) % players
            for viewer in (mover, other):
                old, old_zones = drawn(game.render(before.view(viewer), Highlights()))
                new, new_zones = drawn(game.render(after.view(viewer), Highlights()))
                flights = plan(old, new, old_zones, new_zones, mover).flights
                drawn_in = {p.id for p in new if p.origin}  # new cards drawn or dealt: not this
                mine = [
                    f
                    for f in flights
                    if f.piece.partition("#")[0] == kind
                    and not (f.kind == "enter" and f.piece in drawn_in)
                ]
                captured = game_id == "casino" and " x " in str(move)
                if captured and viewer != mover:
                    assert not mine, "a hidden card taking others stays hidden"
                    pile = new_zones[f"pile:{mover}"]
                    leaving = [f for f in flights if f.kind == "leave"]
                    assert leaving and all(f.end.centre == pile.centre for f in leaving)
                    checked["capture seen"] += 1
                    continue
                assert len(mine) == 1, f"{game_id} {move}: {flights}"
                flight = mine[0]
                if captured:
                    assert flight.kind == "leave"
                    assert flight.end.centre == new_zones[f"pile:{mover}"].centre
                elif viewer == mover or game_id == "punto":
                    assert flight.kind == "move" and flight.start != flight.end
                else:
                    assert flight.kind == "enter"
                    assert flight.start.centre == old_zones[f"hand:{mover}"].centre
                checked["mine" if viewer == mover else "theirs"] += 1
    assert checked["mine"] and checked["theirs"], checked
    assert checked["capture seen"] or game_id != "casino", checked


def test_numbered_counts_copies_in_the_order_given() -> None:
    assert numbered(["R7", "B2", "R7", "R7"]) == ["R7", "B2", "R7#1", "R7#2"]


def test_a_copy_found_where_a_copy_of_its_kind_was_stayed_even_if_its_number_changed() -> None:
    """Two copies swap numbers when the later one is laid first: nothing moved but the laid one."""
    here, there, rack = Box(0, 0, 10, 10), Box(50, 0, 10, 10), Box(0, 90, 10, 10)
    before = [Piece("QD", there), Piece("QD#1", rack)]
    after = [Piece("QD", here), Piece("QD#1", there)]
    found = plan(before, after, {}, {}, mover=0)
    assert [(f.kind, f.start, f.end) for f in found.flights] == [("move", rack, here)]
    assert found.changed == ("QD",)


def test_a_new_piece_comes_from_its_own_zone_else_the_movers_hand() -> None:
    stock, hand = Box(0, 0, 20, 20), Box(100, 0, 20, 20)
    after = [Piece("7C", Box(50, 50, 10, 10), origin="deck"), Piece("JD", Box(70, 50, 10, 10))]
    found = plan([], after, {"deck": stock, "hand:1": hand}, {}, mover=1)
    assert [(f.kind, f.piece, f.start.centre) for f in found.flights] == [
        ("enter", "7C", stock.centre),
        ("enter", "JD", hand.centre),
    ]


def test_a_piece_gone_flies_to_the_movers_pile_or_stays_till_the_rest_land() -> None:
    card, pile = Box(10, 10, 10, 20), Box(200, 0, 40, 20)
    taken = plan([Piece("JH", card)], [], {}, {"pile:2": pile}, mover=2)
    assert taken.flights[0].kind == "leave" and taken.flights[0].end.centre == pile.centre
    assert taken.zones == ("pile:2",)
    covered = plan([Piece("R3", card)], [], {}, {}, mover=2)
    assert covered.flights[0].start == covered.flights[0].end == card and covered.zones == ()


def test_a_whole_new_deal_is_shown_still() -> None:
    after = [Piece(f"C{n}", Box(n * 20, 0, 10, 10), origin="deck") for n in range(30)]
    found = plan([], after, {"deck": Box(0, 0, 5, 5)}, {}, mover=0)
    assert found.flights == () and len(found.changed) == 30


def test_flights_out_of_sight_come_in_from_the_screens_edge_or_are_left_out() -> None:
    """A piece from a panel scrolled below a phone's screen comes up from its bottom edge, or
    out of the caption; one landing out of sight is not flown at all."""
    screen = Box(0, 0, 390, 844)
    panel_card, strip = Box(300, 1500, 40, 40), Box(150, 600, 60, 60)
    shown = on_screen(
        [
            Flight("move", "Y6", panel_card, strip),
            Flight("enter", "B1", strip, Box(300, 1400, 40, 40)),
            Flight("leave", "JH", strip, Box(100, -300, 20, 20)),
        ],
        screen,
    )
    assert [(f.piece, f.start, f.end) for f in shown] == [
        ("Y6", Box(300, 804, 40, 40), strip),
        ("JH", strip, Box(100, 0, 20, 20)),
    ]
    caption = Box(20, 10, 350, 40)  # it names the mover: the card comes out of the words
    from_words = on_screen([Flight("enter", "G7", panel_card, strip)], screen, caption)
    assert from_words[0].start.centre == caption.centre and from_words[0].end == strip
