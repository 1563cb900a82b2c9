"""Cardino as SVG: the board of suit sections, the score tracks, the rack.

The renderer draws what the view and the highlights say; it decides no
rules.  Every clickable thing is a ``<g data-target=...>``: the halves of
the board (``half:QD/t``), the rack tiles (``rack:QD``, ``rack:*``), the
``end`` button, and ``pass`` when the highlights offer it.
"""

from __future__ import annotations

from parlour.core import Highlights
from parlour.games.cardino.moves import Placement
from parlour.games.cardino.panel import panel, piece_ids, rack_row
from parlour.games.cardino.style import (
    AREA_WIDTH,
    BOARD_X,
    BOARD_Y,
    CELL,
    FACE_FONT,
    FONT,
    HEIGHT,
    PANEL_WIDTH,
    SECTION_GAP,
    STYLE,
    SUIT_COLOURS,
    SUIT_TINTS,
    TEXT,
    WIDTH,
    tile_face,
)
from parlour.games.cardino.tiles import (
    COLUMNS,
    EMPTY,
    HALF_CODES,
    HALF_COUNT,
    JOKER,
    RANKS,
    SPACE_COUNT,
    SPACE_FACE,
    SUIT_SYMBOLS,
    grid_position,
    rank_of,
    suit_of,
    tile_symbol,
)
from parlour.games.cardino.view import CardinoView
from parlour.games.cardino.words import SAY
from parlour.highlight import ON_LIGHT, classes, ring
from parlour.svg import Child, Element, group, svg, tag
from parlour.words import seat_name


def render(view: CardinoView, highlights: Highlights) -> str:
    rack, area_height = rack_row(view, highlights)
    side, panel_height = panel(view)
    area_height = max(HEIGHT, area_height)
    return str(
        svg(
            f"0 0 {WIDTH} {max(area_height, panel_height):g}",
            tag("title", _title(view)),
            tag("style", STYLE),
            _part("area", 0, AREA_WIDTH, area_height, [_board(view, highlights), rack]),
            _part("panel", AREA_WIDTH, PANEL_WIDTH, panel_height, side),
            class_="cardino",
            font_family=FONT,
        )
    )


def _part(name: str, left: float, width: float, height: float, body: Child) -> Element:
    """A part the page may show on its own (docs/protocol.md, Rendering)."""
    return tag(
        "svg",
        tag("rect", x=left, width=width, height=f"{height:g}", rx=12, fill="#f4efe4"),
        body,
        data_part=name,
        x=left,
        y=0,
        width=width,
        height=f"{height:g}",
        viewBox=f"{left:g} 0 {width:g} {height:g}",
    )


def _title(view: CardinoView) -> str:
    if view.to_move is None:
        return SAY("title.over")
    return SAY.about(view.to_move, "title.turn", name=seat_name(view.to_move))


def cell_origin(half: int) -> tuple[float, float]:
    """Top-left corner of a half's cell: an 8 x 8 grid with a gap between sections."""
    row, column = grid_position(half)
    x = BOARD_X + column * CELL + (SECTION_GAP if column >= COLUMNS // 2 else 0)
    y = BOARD_Y + row * CELL + (SECTION_GAP if row >= 4 else 0)
    return x, y


def _board(view: CardinoView, highlights: Highlights) -> Element:
    size = 8 * CELL + SECTION_GAP
    points = _points_by_half(view)
    laid, _ = piece_ids(view)
    return group(
        tag(
            "rect",
            x=BOARD_X - 12,
            y=BOARD_Y - 12,
            width=size + 24,
            height=size + 24,
            rx=14,
            fill="#6b4a2b",
            stroke="#3e2a17",
            stroke_width=2,
        ),
        [_section(suit) for suit in range(4)],
        [_space(space) for space in range(SPACE_COUNT)],
        [_half(view, half, highlights, laid.get(half)) for half in range(HALF_COUNT)],
        # Over every half, so that no tile drawn later covers a badge.
        [_badge(placed, *cell_origin(half), bool(view.turn)) for half, placed in points.items()],
        class_="board",
    )


def _section(suit: int) -> Element:
    """A tinted block per suit, with a large faint suit symbol (not colour alone)."""
    column = 0 if suit in (0, 2) else COLUMNS // 2
    row = 0 if suit in (0, 1) else 4
    x = BOARD_X + column * CELL + (SECTION_GAP if column else 0) - 4
    y = BOARD_Y + row * CELL + (SECTION_GAP if row else 0) - 4
    width, height = 4 * CELL + 8, 4 * CELL + 8
    return group(
        tag("rect", x=x, y=y, width=width, height=height, rx=8, fill=SUIT_TINTS[suit]),
        tag(
            "text",
            SUIT_SYMBOLS[suit],
            x=x + width / 2,
            y=y + height / 2 + 40,
            text_anchor="middle",
            font_size=120,
            fill=SUIT_COLOURS[suit],
            opacity=0.08,
        ),
        class_="section",
        aria_label=SAY("section", suit=SAY.seq("suits")[suit]),
    )


def _space(space: int) -> list[Element]:
    """The outline of a space: two halves drawn as one printed card face."""
    x, y = cell_origin(2 * space)
    colour = SUIT_COLOURS[suit_of(SPACE_FACE[space])]
    return [
        tag(
            "rect",
            x=x + 2,
            y=y + 2,
            width=CELL - 4,
            height=2 * CELL - 4,
            rx=5,
            fill="#fffdf7",
            stroke=colour,
            stroke_opacity=0.55,
            stroke_width=1.5,
        ),
        tag(
            "line",
            x1=x + 8,
            y1=y + CELL,
            x2=x + CELL - 8,
            y2=y + CELL,
            stroke=colour,
            stroke_opacity=0.35,
            stroke_dasharray="3 3",
        ),
    ]


def _points_by_half(view: CardinoView) -> dict[int, Placement]:
    """Where this turn's (or, between turns, last turn's) placements scored."""
    shown = view.turn or view.last_turn
    return {placement.half: placement for placement in shown}


def _half(view: CardinoView, half: int, highlights: Highlights, piece: str | None) -> Element:
    target = f"half:{HALF_CODES[half]}"
    x, y = cell_origin(half)
    tile = view.board[half]
    face = SPACE_FACE[half // 2]
    body = (
        _printed_face(face, x, y)
        if tile == EMPTY
        else group(tile_face(tile, x + 5, y + 5, CELL - 10, CELL - 10, face), data_piece=piece)
    )
    return group(
        tag("rect", x=x, y=y, width=CELL, height=CELL, fill="transparent"),
        body,
        tag(
            "rect",
            class_="ring",
            x=x + 3,
            y=y + 3,
            width=CELL - 6,
            height=CELL - 6,
            rx=6,
            fill="none",
            **ring(target, highlights, ON_LIGHT),
        ),
        data_target=target,
        role="button",
        aria_label=_half_label(half, tile),
        class_=classes(target, highlights, "half"),
    )


def _half_label(half: int, tile: int) -> str:
    """What a screen reader says for a half: which half of which space, and what lies there."""
    content = (
        SAY("half.vacant")
        if tile == EMPTY
        else (SAY("a_joker") if tile == JOKER else tile_symbol(tile))
    )
    part = "half.top" if half % 2 == 0 else "half.bottom"
    return SAY(part, face=_face_words(SPACE_FACE[half // 2]), content=content)


def _face_words(face: int) -> str:
    return f"{RANKS[rank_of(face)]}{SUIT_SYMBOLS[suit_of(face)]}"


def _printed_face(face: int, x: float, y: float) -> Element:
    return tag(
        "text",
        _face_words(face),
        x=x + CELL / 2,
        y=y + CELL / 2 + 7,
        text_anchor="middle",
        font_size=20,
        font_family=FACE_FONT,
        fill=SUIT_COLOURS[suit_of(face)],
        opacity=0.4,
    )


def _badge(placement: Placement, x: float, y: float, recent: bool) -> Element:
    """The points a placement scored, where it landed (gold now, grey for last turn), in the
    top corner of its half, inside it (a click goes through it to the half)."""
    words = f"+{placement.points}"
    width = max(30, 12 * len(words) + 6)  # a pill as wide as "+12" needs
    return group(
        tag(
            "rect",
            x=x + CELL - 1 - width,
            y=y + 1,
            width=width,
            height=30,
            rx=15,
            fill="#d4a017" if recent else "#8a8478",
            stroke="#fff",
            stroke_width=1.5,
        ),
        tag(
            "text",
            words,
            x=x + CELL - 1 - width / 2,
            y=y + 22,
            text_anchor="middle",
            font_size=TEXT,
            font_weight="bold",
            fill="#fff",
        ),
        class_="points",
        pointer_events="none",
    )
