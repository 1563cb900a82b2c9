"""The side panel (status, draw pile, score tracks) and the rack row."""

from __future__ import annotations

from parlour.core import Highlights
from parlour.games.cardino.style import (
    BOARD_X, PANEL_X, RACK_Y, SEAT_COLOURS, seat_marker, tile_face,
)
from parlour.games.cardino.tiles import JOKER, tile_code, tile_symbol
from parlour.games.cardino.track import CHIP_VALUE, TRACK_LENGTH, TrackPosition, track_position
from parlour.games.cardino.view import CardinoView
from parlour.games.cardino.words import SAY
from parlour.highlight import ON_LIGHT, classes, ring
from parlour.svg import Element, group, tag
from parlour.words import seat_name, seat_names

TRACK_TOP = 96
TRACK_BLOCK = 112
STEP = 22
INK, FAINT = "#3e2a17", "#5a4a35"


def panel(view: CardinoView) -> Element:
    return group(_status(view), _pile(view),
                 [_score_block(view, seat) for seat in range(view.players)], class_="panel")


def _name(view: CardinoView, seat: int) -> str:
    name = seat_name(seat)
    return SAY("you", name=name) if seat == view.player else name


def _status(view: CardinoView) -> Element:
    if view.to_move is None:
        text = _final_line(view)
    else:
        name = _name(view, view.to_move)
        text = (SAY("status.turn_points", name=name, n=view.turn_points) if view.turn
                else SAY("status.turn", name=name))
    return tag("text", text, x=PANEL_X, y=40, font_size=20, font_weight="bold", fill=INK)


def _final_line(view: CardinoView) -> str:
    winners = view.winners or ()
    if not winners:
        return SAY("status.draw")
    return SAY.count(len(winners), "status.win", names=seat_names(winners))


def _pile(view: CardinoView) -> Element:
    """The draw pile as a stack of tile backs with its count."""
    x, y = PANEL_X, 54
    backs = [tag("rect", x=x + 3 * i, y=y - 2 * i, width=22, height=28, rx=3, fill="#7b5a3a",
                 stroke="#f4efe4", stroke_width=1) for i in range(min(3, view.pile_size))]
    if not view.pile_size:
        backs = [tag("rect", x=x, y=y, width=22, height=28, rx=3, fill="none", stroke="#7b5a3a",
                     stroke_dasharray="3 2")]
    label = SAY.count(view.pile_size, "pile")
    return group(backs, tag("text", label, x=x + 36, y=y + 18, font_size=14, fill=INK),
                 class_="pile", aria_label=label)


def _score_block(view: CardinoView, seat: int) -> Element:
    top = TRACK_TOP + seat * TRACK_BLOCK
    score = view.scores[seat]
    net = score - view.penalties[seat] if view.penalties is not None else score
    position = track_position(net)
    return group(
        _score_header(view, seat, top, net),
        tag("circle", cx=PANEL_X + 14, cy=top + 46, r=7, fill="none", stroke="#a89878",
            stroke_dasharray="2 2"),
        [_circle(PANEL_X + 14 + n * STEP, top + 34, n) for n in range(1, TRACK_LENGTH // 2 + 1)],
        [_circle(PANEL_X + 14 + (n - 10) * STEP, top + 58, n)
         for n in range(11, TRACK_LENGTH + 1)],
        _chips(position.chips, top), seat_marker(seat, *_pawn_spot(position.pawn, top), 7),
        _footer(view, seat, top),
        class_="track", aria_label=_track_label(view, seat, net, position))


def _track_label(view: CardinoView, seat: int, net: int, position: TrackPosition) -> str:
    """Score, chips and pawn in words, for screen readers."""
    points, chips = SAY.count(net, "points"), SAY.count(position.chips, "chips")
    if position.pawn == 0:
        return SAY("track.start", name=_name(view, seat), points=points, chips=chips)
    return SAY("track.pawn", name=_name(view, seat), points=points, chips=chips, pawn=position.pawn)


def _score_header(view: CardinoView, seat: int, top: float, net: int) -> list[Element]:
    turn_mark = "▶ " if seat == view.to_move else ""
    return [seat_marker(seat, PANEL_X + 8, top + 8, 7),
            tag("text", turn_mark + _name(view, seat), x=PANEL_X + 22, y=top + 13, font_size=15,
                fill=SEAT_COLOURS[seat % 4], font_weight="bold"),
            tag("text", str(net), x=PANEL_X + 318, y=top + 15, text_anchor="end", font_size=22,
                font_weight="bold", fill=INK)]


def _circle(cx: float, cy: float, number: int) -> list[Element]:
    return [tag("circle", cx=cx, cy=cy, r=9, fill="#fffdf7", stroke="#a89878"),
            tag("text", str(number), x=cx, y=cy + 3, text_anchor="middle", font_size=8,
                fill="#6b5b45")]


def _pawn_spot(pawn: int, top: float) -> tuple[float, float]:
    if pawn == 0:
        return PANEL_X + 14, top + 46
    if pawn <= TRACK_LENGTH // 2:
        return PANEL_X + 14 + pawn * STEP, top + 34
    return PANEL_X + 14 + (pawn - 10) * STEP, top + 58


def _chips(chips: int, top: float) -> list[Element]:
    """Poker chips worth 20 each, stacked, with the count written too."""
    x, y = PANEL_X + 262, top + 54
    stack = [tag("ellipse", cx=x, cy=y - 5 * i, rx=14, ry=6, fill="#c62828", stroke="#fff",
                 stroke_width=1.5, stroke_dasharray="4 2") for i in range(min(chips, 5))]
    return [*stack, tag("text", f"{chips}×{CHIP_VALUE}", x=x + 18, y=y + 4, font_size=11, fill=INK)]


def _footer(view: CardinoView, seat: int, top: float) -> Element:
    held = view.rack_sizes[seat]
    text = SAY.count(held, "hand", score=view.scores[seat])
    if view.penalties is not None and view.revealed is not None:
        tiles = " ".join(_tile_name(t) for t in view.revealed[seat]) or SAY("final.none")
        text = SAY("final", score=view.scores[seat], penalty=view.penalties[seat], tiles=tiles)
    return tag("text", text, x=PANEL_X + 22, y=top + 86, font_size=12, fill=FAINT)


def _tile_name(tile: int) -> str:
    return SAY("joker.tile") if tile == JOKER else tile_symbol(tile)


def rack_row(view: CardinoView, highlights: Highlights) -> Element:
    """The viewer's tiles, then the end-turn (and, when offered, pass) buttons."""
    if view.rack is None:
        return tag("text", SAY("rack.spectating"), x=BOARD_X, y=RACK_Y + 40, font_size=16, fill=FAINT)
    rack = group(tag("text", SAY("rack.yours"), x=BOARD_X, y=RACK_Y - 6, font_size=13, fill=FAINT),
                 class_="rack")
    shown: set[str] = set()
    for index, tile in enumerate(view.rack):
        rack.add(_rack_tile(tile, index, highlights, shown))
    if view.to_move is not None:
        rack.add(_button("end", SAY("button.end"), 400, highlights))
    if "pass" in highlights.targets:
        rack.add(_button("pass", SAY("button.pass"), 400, highlights, dy=44))
    if view.turn:
        rack.add(tag("text", SAY("this_turn", n=view.turn_points), x=400 + 60, y=RACK_Y + 92,
                     text_anchor="middle", font_size=13, fill=INK))
    return rack


def _rack_tile(tile: int, index: int, highlights: Highlights, shown: set[str]) -> Element:
    """One rack tile; copies of one tile share a target, so only the first is clickable."""
    target = f"rack:{tile_code(tile)}"
    x, y = BOARD_X + index * 66, RACK_Y
    lift = -8 if target in highlights.selected and target not in shown else 0
    face = tile_face(tile, x, y + lift, 56, 72)
    if target in shown:
        copy = SAY("rack.copy", name=SAY("joker") if tile == JOKER else tile_symbol(tile))
        return group(face, class_="tile", aria_label=copy)
    name = SAY("rack.tile", name=SAY("a_joker") if tile == JOKER else tile_symbol(tile))
    shown.add(target)
    return group(face,
                 tag("rect", class_="lift", x=x - 2, y=y + lift - 2, width=60, height=76, rx=7,
                     fill="none", **ring(target, highlights, ON_LIGHT)),
                 data_target=target, role="button", aria_label=name,
                 class_=classes(target, highlights, "tile"))


def _button(target: str, label: str, x: float, highlights: Highlights, dy: float = 0) -> Element:
    enabled = target in highlights.targets
    kind = classes(target, highlights, "button") + ("" if enabled else " disabled")
    y = RACK_Y + dy
    stroke = ring(target, highlights, ON_LIGHT) if enabled else {}
    return group(
        tag("rect", class_="lift", x=x, y=y, width=120, height=36, rx=18,
            fill="#2e7d32" if enabled else "#9e9e9e", **stroke),
        tag("text", label, x=x + 60, y=y + 23, text_anchor="middle", font_size=15,
            font_weight="bold", fill="#fff"),
        data_target=target, role="button", aria_label=label, class_=kind)
