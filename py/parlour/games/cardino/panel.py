"""The side panel (status, draw pile, score tracks) and the rack row."""

from __future__ import annotations

from html import escape

from parlour.core import Highlights
from parlour.games.cardino.style import (
    BOARD_X, PANEL_X, RACK_Y, SEAT_COLOURS, classes, ring_style, seat_marker, tile_face,
)
from parlour.games.cardino.tiles import JOKER, tile_code, tile_symbol
from parlour.games.cardino.track import CHIP_VALUE, TRACK_LENGTH, TrackPosition, track_position
from parlour.games.cardino.view import CardinoView
from parlour.games.cardino.words import SAY
from parlour.words import seat_name, seat_names

TRACK_TOP = 96
TRACK_BLOCK = 112
STEP = 22


def panel(view: CardinoView) -> str:
    parts = [_status(view), _pile(view)]
    parts.extend(_score_block(view, seat) for seat in range(view.players))
    return f'<g class="panel">{"".join(parts)}</g>'


def _name(view: CardinoView, seat: int) -> str:
    name = seat_name(seat)
    return SAY("you", name=name) if seat == view.player else name


def _status(view: CardinoView) -> str:
    if view.to_move is None:
        text = _final_line(view)
    else:
        name = _name(view, view.to_move)
        text = (SAY("status.turn_points", name=name, n=view.turn_points) if view.turn
                else SAY("status.turn", name=name))
    return (f'<text x="{PANEL_X}" y="40" font-size="20" font-weight="bold" fill="#3e2a17">'
            f"{escape(text)}</text>")


def _final_line(view: CardinoView) -> str:
    winners = view.winners or ()
    if not winners:
        return SAY("status.draw")
    return SAY.count(len(winners), "status.win", names=seat_names(winners))


def _pile(view: CardinoView) -> str:
    """The draw pile as a stack of tile backs with its count."""
    x, y = PANEL_X, 54
    backs = "".join(
        f'<rect x="{x + 3 * i}" y="{y - 2 * i}" width="22" height="28" rx="3" fill="#7b5a3a" '
        f'stroke="#f4efe4" stroke-width="1"/>' for i in range(min(3, view.pile_size)))
    if not view.pile_size:
        backs = (f'<rect x="{x}" y="{y}" width="22" height="28" rx="3" fill="none" '
                 f'stroke="#7b5a3a" stroke-dasharray="3 2"/>')
    label = escape(SAY.count(view.pile_size, "pile"))
    return (f'<g class="pile" aria-label="{label}">{backs}'
            f'<text x="{x + 36}" y="{y + 18}" font-size="14" fill="#3e2a17">{label}</text></g>')


def _score_block(view: CardinoView, seat: int) -> str:
    top = TRACK_TOP + seat * TRACK_BLOCK
    score = view.scores[seat]
    net = score - view.penalties[seat] if view.penalties is not None else score
    position = track_position(net)
    header = _score_header(view, seat, top, net)
    circles = "".join(_circle(PANEL_X + 14 + n * STEP, top + 34, n) for n in range(1, TRACK_LENGTH // 2 + 1))
    circles += "".join(_circle(PANEL_X + 14 + (n - 10) * STEP, top + 58, n) for n in range(11, TRACK_LENGTH + 1))
    start = (f'<circle cx="{PANEL_X + 14}" cy="{top + 46}" r="7" fill="none" stroke="#a89878" '
             f'stroke-dasharray="2 2"/>')
    pawn = seat_marker(seat, *_pawn_spot(position.pawn, top), 7)
    return (f'<g class="track" aria-label="{escape(_track_label(view, seat, net, position))}">'
            f"{header}{start}{circles}{_chips(position.chips, top)}{pawn}"
            f"{_footer(view, seat, top)}</g>")


def _track_label(view: CardinoView, seat: int, net: int, position: TrackPosition) -> str:
    """Score, chips and pawn in words, for screen readers."""
    points, chips = SAY.count(net, "points"), SAY.count(position.chips, "chips")
    if position.pawn == 0:
        return SAY("track.start", name=_name(view, seat), points=points, chips=chips)
    return SAY("track.pawn", name=_name(view, seat), points=points, chips=chips, pawn=position.pawn)


def _score_header(view: CardinoView, seat: int, top: float, net: int) -> str:
    turn_mark = "▶ " if seat == view.to_move else ""
    return (f'{seat_marker(seat, PANEL_X + 8, top + 8, 7)}'
            f'<text x="{PANEL_X + 22}" y="{top + 13}" font-size="15" fill="{SEAT_COLOURS[seat % 4]}" '
            f'font-weight="bold">{turn_mark}{escape(_name(view, seat))}</text>'
            f'<text x="{PANEL_X + 318}" y="{top + 15}" text-anchor="end" font-size="22" '
            f'font-weight="bold" fill="#3e2a17">{net}</text>')


def _circle(cx: float, cy: float, number: int) -> str:
    return (f'<circle cx="{cx}" cy="{cy}" r="9" fill="#fffdf7" stroke="#a89878"/>'
            f'<text x="{cx}" y="{cy + 3}" text-anchor="middle" font-size="8" fill="#6b5b45">{number}</text>')


def _pawn_spot(pawn: int, top: float) -> tuple[float, float]:
    if pawn == 0:
        return PANEL_X + 14, top + 46
    if pawn <= TRACK_LENGTH // 2:
        return PANEL_X + 14 + pawn * STEP, top + 34
    return PANEL_X + 14 + (pawn - 10) * STEP, top + 58


def _chips(chips: int, top: float) -> str:
    """Poker chips worth 20 each, stacked, with the count written too."""
    x, y = PANEL_X + 262, top + 54
    stack = "".join(
        f'<ellipse cx="{x}" cy="{y - 5 * i}" rx="14" ry="6" fill="#c62828" stroke="#fff" '
        f'stroke-width="1.5" stroke-dasharray="4 2"/>' for i in range(min(chips, 5)))
    return stack + (f'<text x="{x + 18}" y="{y + 4}" font-size="11" fill="#3e2a17">'
                    f"{chips}×{CHIP_VALUE}</text>")


def _footer(view: CardinoView, seat: int, top: float) -> str:
    held = view.rack_sizes[seat]
    text = SAY.count(held, "hand", score=view.scores[seat])
    if view.penalties is not None and view.revealed is not None:
        tiles = " ".join(_tile_name(t) for t in view.revealed[seat]) or SAY("final.none")
        text = SAY("final", score=view.scores[seat], penalty=view.penalties[seat], tiles=tiles)
    return (f'<text x="{PANEL_X + 22}" y="{top + 86}" font-size="12" fill="#5a4a35">'
            f"{escape(text)}</text>")


def _tile_name(tile: int) -> str:
    return SAY("joker.tile") if tile == JOKER else tile_symbol(tile)


def rack_row(view: CardinoView, highlights: Highlights) -> str:
    """The viewer's tiles, then the end-turn (and, when offered, pass) buttons."""
    if view.rack is None:
        return (f'<text x="{BOARD_X}" y="{RACK_Y + 40}" font-size="16" fill="#5a4a35">'
                f'{escape(SAY("rack.spectating"))}</text>')
    parts = [f'<text x="{BOARD_X}" y="{RACK_Y - 6}" font-size="13" fill="#5a4a35">'
             f'{escape(SAY("rack.yours"))}</text>']
    shown: set[str] = set()
    for index, tile in enumerate(view.rack):
        parts.append(_rack_tile(tile, index, highlights, shown))
    if view.to_move is not None:
        parts.append(_button("end", SAY("button.end"), 400, highlights))
    if "pass" in highlights.targets:
        parts.append(_button("pass", SAY("button.pass"), 400, highlights, dy=44))
    if view.turn:
        parts.append(f'<text x="{400 + 60}" y="{RACK_Y + 92}" text-anchor="middle" font-size="13" '
                     f'fill="#3e2a17">{escape(SAY("this_turn", n=view.turn_points))}</text>')
    return f'<g class="rack">{"".join(parts)}</g>'


def _rack_tile(tile: int, index: int, highlights: Highlights, shown: set[str]) -> str:
    """One rack tile; copies of one tile share a target, so only the first is clickable."""
    target = f"rack:{tile_code(tile)}"
    x, y = BOARD_X + index * 66, RACK_Y
    lift = -8 if target in highlights.selected and target not in shown else 0
    face = tile_face(tile, x, y + lift, 56, 72)
    if target in shown:
        copy = SAY("rack.copy", name=SAY("joker") if tile == JOKER else tile_symbol(tile))
        return f'<g class="tile" aria-label="{escape(copy)}">{face}</g>'
    name = SAY("rack.tile", name=SAY("a_joker") if tile == JOKER else tile_symbol(tile))
    shown.add(target)
    ring = (f'<rect class="lift" x="{x - 2}" y="{y + lift - 2}" width="60" height="76" rx="7" '
            f'fill="none" {ring_style(target, highlights)}/>')
    return (f'<g data-target="{target}" role="button" aria-label="{escape(name)}" '
            f'class="{classes(target, highlights, "tile")}">{face}{ring}</g>')


def _button(target: str, label: str, x: float, highlights: Highlights, dy: float = 0) -> str:
    enabled = target in highlights.targets
    kind = classes(target, highlights, "button") + ("" if enabled else " disabled")
    fill = "#2e7d32" if enabled else "#9e9e9e"
    y = RACK_Y + dy
    text = escape(label)
    return (f'<g data-target="{target}" role="button" aria-label="{text}" class="{kind}">'
            f'<rect class="lift" x="{x}" y="{y}" width="120" height="36" rx="18" fill="{fill}" '
            f'{ring_style(target, highlights) if enabled else ""}/>'
            f'<text x="{x + 60}" y="{y + 23}" text-anchor="middle" font-size="15" font-weight="bold" '
            f'fill="#fff">{text}</text></g>')
