"""Cardino as SVG: the board of suit sections, the score tracks, the rack.

The renderer draws what the view and the highlights say; it decides no
rules.  Every clickable thing is a ``<g data-target=...>``: the halves of
the board (``half:QD/t``), the rack tiles (``rack:QD``, ``rack:*``), the
``end`` button, and ``pass`` when the highlights offer it.
"""

from __future__ import annotations

from html import escape

from parlour.core import Highlights
from parlour.games.cardino.panel import panel, rack_row
from parlour.games.cardino.style import (
    AREA_WIDTH, BOARD_X, BOARD_Y, CELL, HEIGHT, PANEL_WIDTH, SECTION_GAP, STYLE, SUIT_COLOURS,
    SUIT_TINTS, TEXT, WIDTH, classes, ring_style, tile_face,
)
from parlour.games.cardino.moves import Placement
from parlour.games.cardino.rules import player_name
from parlour.games.cardino.tiles import (
    COLUMNS, EMPTY, HALF_CODES, HALF_COUNT, JOKER, RANKS, SPACE_COUNT, SPACE_FACE,
    SUIT_SYMBOLS, grid_position, rank_of, suit_of, tile_symbol,
)
from parlour.games.cardino.view import CardinoView
from parlour.games.cardino.words import SAY


def render(view: CardinoView, highlights: Highlights) -> str:
    rack, area_height = rack_row(view, highlights)
    side, panel_height = panel(view)
    height = max(HEIGHT, area_height, panel_height)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height:g}" '
        f'class="cardino" font-family="Georgia, \'Times New Roman\', serif">',
        f"<title>{escape(_title(view))}</title>",
        STYLE,
        _part("area", 0, AREA_WIDTH, max(HEIGHT, area_height), _board(view, highlights) + rack),
        _part("panel", AREA_WIDTH, PANEL_WIDTH, panel_height, side),
        "</svg>",
    ]
    return "".join(parts)


def _part(name: str, left: float, width: float, height: float, body: str) -> str:
    """A part the page may show on its own (docs/protocol.md, Rendering)."""
    return (f'<svg data-part="{name}" x="{left:g}" y="0" width="{width:g}" height="{height:g}" '
            f'viewBox="{left:g} 0 {width:g} {height:g}">'
            f'<rect x="{left:g}" width="{width:g}" height="{height:g}" rx="12" fill="#f4efe4"/>'
            f"{body}</svg>")


def _title(view: CardinoView) -> str:
    if view.to_move is None:
        return SAY("title.over")
    return SAY("title.turn", name=player_name(view.to_move))


def cell_origin(half: int) -> tuple[float, float]:
    """Top-left corner of a half's cell: an 8 x 8 grid with a gap between sections."""
    row, column = grid_position(half)
    x = BOARD_X + column * CELL + (SECTION_GAP if column >= COLUMNS // 2 else 0)
    y = BOARD_Y + row * CELL + (SECTION_GAP if row >= 4 else 0)
    return x, y


def _board(view: CardinoView, highlights: Highlights) -> str:
    size = 8 * CELL + SECTION_GAP
    parts = [
        f'<rect x="{BOARD_X - 12}" y="{BOARD_Y - 12}" width="{size + 24}" height="{size + 24}" '
        f'rx="14" fill="#6b4a2b" stroke="#3e2a17" stroke-width="2"/>',
        *(_section(suit) for suit in range(4)),
        *(_space(space) for space in range(SPACE_COUNT)),
    ]
    points = _points_by_half(view)
    parts.extend(_half(view, half, highlights, points.get(half)) for half in range(HALF_COUNT))
    return f'<g class="board">{"".join(parts)}</g>'


def _section(suit: int) -> str:
    """A tinted block per suit, with a large faint suit symbol (not colour alone)."""
    column = 0 if suit in (0, 2) else COLUMNS // 2
    row = 0 if suit in (0, 1) else 4
    x = BOARD_X + column * CELL + (SECTION_GAP if column else 0) - 4
    y = BOARD_Y + row * CELL + (SECTION_GAP if row else 0) - 4
    width, height = 4 * CELL + 8, 4 * CELL + 8
    return (
        f'<g class="section" aria-label="{SAY("section", suit=SAY.seq("suits")[suit])}">'
        f'<rect x="{x}" y="{y}" width="{width}" height="{height}" rx="8" fill="{SUIT_TINTS[suit]}"/>'
        f'<text x="{x + width / 2}" y="{y + height / 2 + 40}" text-anchor="middle" font-size="120" '
        f'fill="{SUIT_COLOURS[suit]}" opacity="0.08">{SUIT_SYMBOLS[suit]}</text></g>'
    )


def _space(space: int) -> str:
    """The outline of a space: two halves drawn as one printed card face."""
    x, y = cell_origin(2 * space)
    face = SPACE_FACE[space]
    colour = SUIT_COLOURS[suit_of(face)]
    return (
        f'<rect x="{x + 2}" y="{y + 2}" width="{CELL - 4}" height="{2 * CELL - 4}" rx="5" '
        f'fill="#fffdf7" stroke="{colour}" stroke-opacity="0.55" stroke-width="1.5"/>'
        f'<line x1="{x + 8}" y1="{y + CELL}" x2="{x + CELL - 8}" y2="{y + CELL}" '
        f'stroke="{colour}" stroke-opacity="0.35" stroke-dasharray="3 3"/>'
    )


def _points_by_half(view: CardinoView) -> dict[int, Placement]:
    """Where this turn's (or, between turns, last turn's) placements scored."""
    shown = view.turn or view.last_turn
    return {placement.half: placement for placement in shown}


def _half(view: CardinoView, half: int, highlights: Highlights, scored: Placement | None) -> str:
    target = f"half:{HALF_CODES[half]}"
    x, y = cell_origin(half)
    tile = view.board[half]
    face = SPACE_FACE[half // 2]
    label = _half_label(half, tile)
    kind = classes(target, highlights, "half")
    body = _printed_face(face, x, y) if tile == EMPTY else tile_face(tile, x + 5, y + 5, CELL - 10, CELL - 10, face)
    ring = f'<rect class="ring" x="{x + 3}" y="{y + 3}" width="{CELL - 6}" height="{CELL - 6}" rx="6" fill="none" {ring_style(target, highlights)}/>'
    badge = _badge(scored, x, y, recent=bool(view.turn)) if scored is not None else ""
    return (f'<g data-target="{target}" role="button" aria-label="{escape(label)}" class="{kind}">'
            f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="transparent"/>'
            f"{body}{ring}{badge}</g>")


def _half_label(half: int, tile: int) -> str:
    """What a screen reader says for a half: which half of which space, and what lies there."""
    content = SAY("half.vacant") if tile == EMPTY else (SAY("a_joker") if tile == JOKER else tile_symbol(tile))
    part = "half.top" if half % 2 == 0 else "half.bottom"
    return SAY(part, face=_face_words(SPACE_FACE[half // 2]), content=content)


def _face_words(face: int) -> str:
    return f"{RANKS[rank_of(face)]}{SUIT_SYMBOLS[suit_of(face)]}"


def _printed_face(face: int, x: float, y: float) -> str:
    colour = SUIT_COLOURS[suit_of(face)]
    return (f'<text x="{x + CELL / 2}" y="{y + CELL / 2 + 7}" text-anchor="middle" font-size="20" '
            f'fill="{colour}" opacity="0.4">{RANKS[rank_of(face)]}{SUIT_SYMBOLS[suit_of(face)]}</text>')


def _badge(placement: Placement, x: float, y: float, recent: bool) -> str:
    """The points a placement scored, where it landed (gold now, grey for last turn)."""
    fill = "#d4a017" if recent else "#8a8478"
    text = f"+{placement.points}"
    return (f'<g class="points"><circle cx="{x + CELL - 12}" cy="{y + 12}" r="15" fill="{fill}" '
            f'stroke="#fff" stroke-width="1.5"/><text x="{x + CELL - 12}" y="{y + 18}" '
            f'text-anchor="middle" font-size="{TEXT}" font-weight="bold" fill="#fff">{text}</text></g>')
