"""The side panel (status, draw pile, score tracks) and the rack row."""

from __future__ import annotations

from html import escape

from parlour.core import Highlights
from parlour.games.cardino.rules import player_name, player_names
from parlour.games.cardino.style import (
    AREA_WIDTH, BOARD_X, PANEL_INNER, PANEL_X, RACK_Y, SEAT_COLOURS, TEXT, classes, ring_style,
    seat_marker, tile_face,
)
from parlour.games.cardino.tiles import JOKER, tile_code, tile_symbol
from parlour.games.cardino.track import CHIP_VALUE, TRACK_LENGTH, TrackPosition, track_position
from parlour.games.cardino.view import CardinoView
from parlour.games.cardino.words import SAY
from parlour.textfit import fitted_text, wrapped_text

TRACK_BLOCK = 96
"""The height of a seat's score block, without its footer's lines."""
STEP = 24
RACK_STEP = 76
RACK_TILE_W, RACK_TILE_H = 68, 84
RACK_PER_ROW = 5
BUTTON_X, BUTTON_W, BUTTON_H = BOARD_X + RACK_PER_ROW * RACK_STEP, 132, 42
INK = 'fill="#3e2a17"'


def panel(view: CardinoView) -> tuple[str, float]:
    """The status, the draw pile and a score block per seat; its height follows its texts."""
    status, top = _status(view)
    parts = [status, _pile(view, top + 4)]
    top += 48
    for seat in range(view.players):
        block, top = _score_block(view, seat, top)
        parts.append(block)
    return f'<g class="panel">{"".join(parts)}</g>', top + 8


def _name(view: CardinoView, seat: int) -> str:
    name = player_name(seat)
    return SAY("you", name=name) if seat == view.player else name


def _status(view: CardinoView) -> tuple[str, float]:
    if view.to_move is None:
        text = _final_line(view)
    else:
        name = _name(view, view.to_move)
        text = (SAY("status.turn_points", name=name, n=view.turn_points) if view.turn
                else SAY("status.turn", name=name))
    return wrapped_text(text, PANEL_X, 32, PANEL_INNER, 18, 23, f'font-weight="bold" {INK}')


def _final_line(view: CardinoView) -> str:
    winners = view.winners or ()
    if not winners:
        return SAY("status.draw")
    return SAY.count(len(winners), "status.win", names=player_names(winners))


def _pile(view: CardinoView, y: float) -> str:
    """The draw pile as a stack of tile backs with its count."""
    x = PANEL_X
    backs = "".join(
        f'<rect x="{x + 3 * i}" y="{y - 2 * i}" width="22" height="28" rx="3" fill="#7b5a3a" '
        f'stroke="#f4efe4" stroke-width="1"/>' for i in range(min(3, view.pile_size)))
    if not view.pile_size:
        backs = (f'<rect x="{x}" y="{y}" width="22" height="28" rx="3" fill="none" '
                 f'stroke="#7b5a3a" stroke-dasharray="3 2"/>')
    label = escape(SAY.count(view.pile_size, "pile"))
    return (f'<g class="pile" aria-label="{label}">{backs}'
            f'<text x="{x + 36}" y="{y + 18}" font-size="14" fill="#3e2a17">{label}</text></g>')


def _score_block(view: CardinoView, seat: int, top: float) -> tuple[str, float]:
    score = view.scores[seat]
    net = score - view.penalties[seat] if view.penalties is not None else score
    position = track_position(net)
    header = _score_header(view, seat, top, net)
    circles = "".join(_circle(PANEL_X + 14 + n * STEP, top + 36, n) for n in range(1, TRACK_LENGTH // 2 + 1))
    circles += "".join(_circle(PANEL_X + 14 + (n - 10) * STEP, top + 62, n) for n in range(11, TRACK_LENGTH + 1))
    start = (f'<circle cx="{PANEL_X + 14}" cy="{top + 49}" r="8" fill="none" stroke="#a89878" '
             f'stroke-dasharray="2 2"/>')
    pawn = seat_marker(seat, *_pawn_spot(position.pawn, top), 8)
    footer, bottom = _footer(view, seat, top)
    return (f'<g class="track" aria-label="{escape(_track_label(view, seat, net, position))}">'
            f"{header}{start}{circles}{_chips(position.chips, top)}{pawn}"
            f"{footer}</g>"), bottom + 12


def _track_label(view: CardinoView, seat: int, net: int, position: TrackPosition) -> str:
    """Score, chips and pawn in words, for screen readers."""
    points, chips = SAY.count(net, "points"), SAY.count(position.chips, "chips")
    if position.pawn == 0:
        return SAY("track.start", name=_name(view, seat), points=points, chips=chips)
    return SAY("track.pawn", name=_name(view, seat), points=points, chips=chips, pawn=position.pawn)


def _score_header(view: CardinoView, seat: int, top: float, net: int) -> str:
    turn_mark = "▶ " if seat == view.to_move else ""
    name = fitted_text(turn_mark + _name(view, seat), PANEL_X + 22, top + 13, PANEL_INNER - 70, 15,
                       f'fill="{SEAT_COLOURS[seat % 4]}" font-weight="bold"')
    return (f'{seat_marker(seat, PANEL_X + 8, top + 8, 7)}{name}'
            f'<text x="{PANEL_X + PANEL_INNER}" y="{top + 15}" text-anchor="end" font-size="22" '
            f'font-weight="bold" {INK}>{net}</text>')


def _circle(cx: float, cy: float, number: int) -> str:
    return (f'<circle cx="{cx}" cy="{cy}" r="11.5" fill="#fffdf7" stroke="#a89878"/>'
            f'<text x="{cx}" y="{cy + 4.5}" text-anchor="middle" font-size="12" fill="#6b5b45">{number}</text>')


def _pawn_spot(pawn: int, top: float) -> tuple[float, float]:
    if pawn == 0:
        return PANEL_X + 14, top + 49
    if pawn <= TRACK_LENGTH // 2:
        return PANEL_X + 14 + pawn * STEP, top + 36
    return PANEL_X + 14 + (pawn - 10) * STEP, top + 62


def _chips(chips: int, top: float) -> str:
    """Poker chips worth 20 each, stacked, with the count written too."""
    x, y = PANEL_X + PANEL_INNER - 22, top + 48
    stack = "".join(
        f'<ellipse cx="{x}" cy="{y - 5 * i}" rx="14" ry="6" fill="#c62828" stroke="#fff" '
        f'stroke-width="1.5" stroke-dasharray="4 2"/>' for i in range(min(chips, 5)))
    return stack + (f'<text x="{x}" y="{y + 22}" font-size="12" text-anchor="middle" {INK}>'
                    f"{chips}×{CHIP_VALUE}</text>")


def _footer(view: CardinoView, seat: int, top: float) -> tuple[str, float]:
    held = view.rack_sizes[seat]
    text = SAY.count(held, "hand", score=view.scores[seat])
    if view.penalties is not None and view.revealed is not None:
        tiles = " ".join(_tile_name(t) for t in view.revealed[seat]) or SAY("final.none")
        text = SAY("final", score=view.scores[seat], penalty=view.penalties[seat], tiles=tiles)
    return wrapped_text(text, PANEL_X + 22, top + 92, PANEL_INNER - 22, 13, 17, 'fill="#5a4a35"')


def _tile_name(tile: int) -> str:
    return SAY("joker.tile") if tile == JOKER else tile_symbol(tile)


def rack_row(view: CardinoView, highlights: Highlights) -> tuple[str, float]:
    """The viewer's tiles, then the end-turn (and, when offered, pass) buttons; and the bottom."""
    if view.rack is None:
        words, bottom = wrapped_text(SAY("rack.spectating"), BOARD_X, RACK_Y + 30,
                                     AREA_WIDTH - 2 * BOARD_X, TEXT, 24, 'fill="#5a4a35"')
        return words, bottom + 10
    parts = [f'<text x="{BOARD_X}" y="{RACK_Y - 6}" font-size="{TEXT}" fill="#5a4a35">'
             f'{escape(SAY("rack.yours"))}</text>']
    shown: set[str] = set()
    for index, tile in enumerate(view.rack):
        parts.append(_rack_tile(tile, index, highlights, shown))
    rows = max(1, -(-len(view.rack) // RACK_PER_ROW))
    bottom = RACK_Y + 8 + rows * (RACK_TILE_H + 12)
    if view.to_move is not None:
        parts.append(_button("end", SAY("button.end"), BUTTON_X, highlights))
    if "pass" in highlights.targets:
        parts.append(_button("pass", SAY("button.pass"), BUTTON_X, highlights, dy=BUTTON_H + 8))
    if view.turn:
        parts.append(f'<text x="{BUTTON_X + BUTTON_W / 2}" y="{RACK_Y + 2 * BUTTON_H + 36}" '
                     f'text-anchor="middle" font-size="{TEXT}" {INK}>'
                     f'{escape(SAY("this_turn", n=view.turn_points))}</text>')
        bottom = max(bottom, RACK_Y + 2 * BUTTON_H + 48)
    return f'<g class="rack">{"".join(parts)}</g>', bottom


def _rack_tile(tile: int, index: int, highlights: Highlights, shown: set[str]) -> str:
    """One rack tile; copies of one tile share a target, so only the first is clickable."""
    target = f"rack:{tile_code(tile)}"
    row, column = divmod(index, RACK_PER_ROW)
    x, y = BOARD_X + column * RACK_STEP, RACK_Y + 4 + row * (RACK_TILE_H + 12)
    lift = -8 if target in highlights.selected and target not in shown else 0
    face = tile_face(tile, x, y + lift, RACK_TILE_W, RACK_TILE_H)
    if target in shown:
        copy = SAY("rack.copy", name=SAY("joker") if tile == JOKER else tile_symbol(tile))
        return f'<g class="tile" aria-label="{escape(copy)}">{face}</g>'
    name = SAY("rack.tile", name=SAY("a_joker") if tile == JOKER else tile_symbol(tile))
    shown.add(target)
    ring = (f'<rect class="lift" x="{x - 2}" y="{y + lift - 2}" width="{RACK_TILE_W + 4}" '
            f'height="{RACK_TILE_H + 4}" rx="7" fill="none" {ring_style(target, highlights)}/>')
    return (f'<g data-target="{target}" role="button" aria-label="{escape(name)}" '
            f'class="{classes(target, highlights, "tile")}">{face}{ring}</g>')


def _button(target: str, label: str, x: float, highlights: Highlights, dy: float = 0) -> str:
    enabled = target in highlights.targets
    kind = classes(target, highlights, "button") + ("" if enabled else " disabled")
    fill = "#2e7d32" if enabled else "#9e9e9e"
    y = RACK_Y + 4 + dy
    return (f'<g data-target="{target}" role="button" aria-label="{escape(label)}" class="{kind}">'
            f'<rect class="lift" x="{x}" y="{y}" width="{BUTTON_W}" height="{BUTTON_H}" rx="21" '
            f'fill="{fill}" {ring_style(target, highlights) if enabled else ""}/>'
            + fitted_text(label, x + BUTTON_W / 2, y + 28, BUTTON_W - 16, TEXT,
                          'text-anchor="middle" font-weight="bold" fill="#fff"')
            + "</g>")
