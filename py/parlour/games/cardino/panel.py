"""The side panel (status, draw pile, score tracks) and the rack row."""

from __future__ import annotations

from parlour.core import Highlights
from parlour.games.cardino.style import (
    AREA_WIDTH,
    BOARD_X,
    BUTTON_OFF,
    BUTTON_OFF_EDGE,
    BUTTON_OFF_INK,
    BUTTON_ON,
    PANEL_INNER,
    PANEL_X,
    RACK_Y,
    SEAT_COLOURS,
    TEXT,
    seat_marker,
    tile_face,
)
from parlour.games.cardino.tiles import EMPTY, JOKER, tile_code, tile_symbol
from parlour.games.cardino.track import CHIP_VALUE, TRACK_LENGTH, TrackPosition, track_position
from parlour.games.cardino.view import CardinoView
from parlour.games.cardino.words import SAY
from parlour import pieces
from parlour.highlight import ON_LIGHT, classes, ring
from parlour.svg import Element, group, tag, text_lines, wrap
from parlour.textfit import shorten
from parlour.words import result_for_you, seat_name, seat_names

STEP = 24
INK, FAINT = "#3e2a17", "#5a4a35"
RACK_STEP = 76
RACK_TILE_W, RACK_TILE_H = 68, 84
RACK_PER_ROW = 5
BUTTON_X, BUTTON_W, BUTTON_H = BOARD_X + RACK_PER_ROW * RACK_STEP, 132, 42


def piece_ids(view: CardinoView) -> tuple[dict[int, str], list[str]]:
    """The tiles as pieces (parlour.pieces): each half's tile, and the rack's in order.

    Copies are counted over the board, half by half, then the rack: a tile laid from the
    rack keeps its id when no copy of it lies on a later half."""
    laid = [(half, tile) for half, tile in enumerate(view.board) if tile != EMPTY]
    ids = pieces.numbered(tile_code(t) for t in [*(t for _, t in laid), *(view.rack or ())])
    return {half: ids[k] for k, (half, _) in enumerate(laid)}, ids[len(laid) :]


def panel(view: CardinoView) -> tuple[Element, float]:
    """The status, the draw pile and a score block per seat; its height follows its texts."""
    status, top = _wrapped(
        view_status(view), PANEL_X, 32, PANEL_INNER, 18, font_weight="bold", fill=INK
    )
    parts: list[Element] = [status, _pile(view, top + 4)]
    top += 48
    for seat in range(view.players):
        block, top = _score_block(view, seat, top)
        parts.append(block)
    return group(parts, class_="panel"), top + 8


def _wrapped(
    text: str, x: float, y: float, width: float, size: int, **more: object
) -> tuple[Element, float]:
    lines = wrap(text, size, width)
    return text_lines(x, y, lines, size, **more), y + len(lines) * size * 1.2


def _fitted(text: str, x: float, y: float, width: float, size: int, **more: object) -> Element:
    """One line; when cut, it ends in an ellipsis and the whole is its tooltip and name."""
    shown = shorten(text, width, size)
    cut = shown != text
    return tag(
        "text",
        tag("title", text) if cut else None,
        shown,
        x=x,
        y=y,
        font_size=size,
        aria_label=text if cut else None,
        **more,
    )


def _name(view: CardinoView, seat: int) -> str:
    return seat_name(seat, you=seat == view.player)


def view_status(view: CardinoView) -> str:
    if view.to_move is None:
        return _final_line(view)
    name, seat = _name(view, view.to_move), view.to_move
    return (
        SAY.about(seat, "status.turn_points", name=name, n=view.turn_points)
        if view.turn
        else SAY.about(seat, "status.turn", name=name)
    )


def _final_line(view: CardinoView) -> str:
    winners = view.winners or ()
    if not winners:
        return SAY("status.draw")
    if result_for_you(winners) == "lost":
        return SAY("status.lost")
    return SAY.count(len(winners), "status.win", names=seat_names(winners))


def _pile(view: CardinoView, y: float) -> Element:
    """The draw pile as a stack of tile backs with its count."""
    x = PANEL_X
    backs = [
        tag(
            "rect",
            x=x + 3 * i,
            y=y - 2 * i,
            width=22,
            height=28,
            rx=3,
            fill="#7b5a3a",
            stroke="#f4efe4",
            stroke_width=1,
        )
        for i in range(min(3, view.pile_size))
    ]
    if not view.pile_size:
        backs = [
            tag(
                "rect",
                x=x,
                y=y,
                width=22,
                height=28,
                rx=3,
                fill="none",
                stroke="#7b5a3a",
                stroke_dasharray="3 2",
            )
        ]
    label = SAY.count(view.pile_size, "pile")
    return group(
        backs,
        tag("text", label, x=x + 36, y=y + 18, font_size=14, fill=INK),
        class_="pile",
        aria_label=label,
        data_zone=pieces.deck(),
    )


def _score_block(view: CardinoView, seat: int, top: float) -> tuple[Element, float]:
    score = view.scores[seat]
    net = score - view.penalties[seat] if view.penalties is not None else score
    position = track_position(net)
    footer, bottom = _footer(view, seat, top)
    return group(
        _score_header(view, seat, top, net),
        tag(
            "circle",
            cx=PANEL_X + 14,
            cy=top + 49,
            r=8,
            fill="none",
            stroke="#a89878",
            stroke_dasharray="2 2",
        ),
        [_circle(PANEL_X + 14 + n * STEP, top + 36, n) for n in range(1, TRACK_LENGTH // 2 + 1)],
        [_circle(PANEL_X + 14 + (n - 10) * STEP, top + 62, n) for n in range(11, TRACK_LENGTH + 1)],
        _chips(position.chips, top),
        seat_marker(seat, *_pawn_spot(position.pawn, top), 8),
        footer,
        class_="track",
        aria_label=_track_label(view, seat, net, position),
    ), bottom + 12


def _track_label(view: CardinoView, seat: int, net: int, position: TrackPosition) -> str:
    """Score, chips and pawn in words, for screen readers."""
    points, chips = SAY.count(net, "points"), SAY.count(position.chips, "chips")
    if position.pawn == 0:
        return SAY("track.start", name=_name(view, seat), points=points, chips=chips)
    return SAY("track.pawn", name=_name(view, seat), points=points, chips=chips, pawn=position.pawn)


def _score_header(view: CardinoView, seat: int, top: float, net: int) -> list[Element]:
    turn_mark = "▶ " if seat == view.to_move else ""
    return [
        seat_marker(seat, PANEL_X + 8, top + 8, 7),
        _fitted(
            turn_mark + _name(view, seat),
            PANEL_X + 22,
            top + 13,
            PANEL_INNER - 70,
            15,
            fill=SEAT_COLOURS[seat % 4],
            font_weight="bold",
        ),
        tag(
            "text",
            str(net),
            x=PANEL_X + PANEL_INNER,
            y=top + 15,
            text_anchor="end",
            font_size=22,
            font_weight="bold",
            fill=INK,
        ),
    ]


def _circle(cx: float, cy: float, number: int) -> list[Element]:
    return [
        tag("circle", cx=cx, cy=cy, r=11.5, fill="#fffdf7", stroke="#a89878"),
        tag(
            "text",
            str(number),
            x=cx,
            y=cy + 4.5,
            text_anchor="middle",
            font_size=12,
            fill="#6b5b45",
        ),
    ]


def _pawn_spot(pawn: int, top: float) -> tuple[float, float]:
    if pawn == 0:
        return PANEL_X + 14, top + 49
    if pawn <= TRACK_LENGTH // 2:
        return PANEL_X + 14 + pawn * STEP, top + 36
    return PANEL_X + 14 + (pawn - 10) * STEP, top + 62


def _chips(chips: int, top: float) -> list[Element]:
    """Poker chips worth 20 each, stacked, with the count written too."""
    x, y = PANEL_X + PANEL_INNER - 22, top + 48
    stack = [
        tag(
            "ellipse",
            cx=x,
            cy=y - 5 * i,
            rx=14,
            ry=6,
            fill="#c62828",
            stroke="#fff",
            stroke_width=1.5,
            stroke_dasharray="4 2",
        )
        for i in range(min(chips, 5))
    ]
    return [
        *stack,
        tag(
            "text",
            f"{chips}×{CHIP_VALUE}",
            x=x,
            y=y + 22,
            font_size=12,
            text_anchor="middle",
            fill=INK,
        ),
    ]


def _footer(view: CardinoView, seat: int, top: float) -> tuple[Element, float]:
    held = view.rack_sizes[seat]
    text = SAY.count(held, "hand", score=view.scores[seat])
    if view.penalties is not None and view.revealed is not None:
        tiles = " ".join(_tile_name(t) for t in view.revealed[seat]) or SAY("final.none")
        text = SAY("final", score=view.scores[seat], penalty=view.penalties[seat], tiles=tiles)
    words, bottom = _wrapped(text, PANEL_X + 22, top + 92, PANEL_INNER - 22, 13, fill=FAINT)
    rack_drawn = seat == view.player  # the rack is that seat's hand zone
    return group(words, data_zone=None if rack_drawn else pieces.hand(seat)), bottom


def _tile_name(tile: int) -> str:
    return SAY("joker.tile") if tile == JOKER else tile_symbol(tile)


def rack_row(view: CardinoView, highlights: Highlights) -> tuple[Element, float]:
    """The viewer's tiles, then the end-turn (and, when offered, pass) buttons; and the bottom."""
    if view.rack is None:
        words, bottom = _wrapped(
            SAY("rack.spectating"), BOARD_X, RACK_Y + 30, AREA_WIDTH - 2 * BOARD_X, TEXT, fill=FAINT
        )
        return words, bottom + 10
    rack = group(
        tag("text", SAY("rack.yours"), x=BOARD_X, y=RACK_Y - 6, font_size=TEXT, fill=FAINT),
        class_="rack",
        data_zone=pieces.hand(view.player) if view.player is not None else None,
    )
    shown: set[str] = set()
    _, ids = piece_ids(view)
    for index, tile in enumerate(view.rack):
        rack.add(_rack_tile(tile, index, highlights, shown, ids[index]))
    rows = max(1, -(-len(view.rack) // RACK_PER_ROW))
    bottom = RACK_Y + 8 + rows * (RACK_TILE_H + 12)
    if view.to_move is not None:
        rack.add(_button("end", SAY("button.end"), BUTTON_X, highlights))
    if "pass" in highlights.targets or "pass" in highlights.selected:  # or forced
        rack.add(_button("pass", SAY("button.pass"), BUTTON_X, highlights, dy=BUTTON_H + 8))
    if view.turn:
        rack.add(
            tag(
                "text",
                SAY("this_turn", n=view.turn_points),
                x=BUTTON_X + BUTTON_W / 2,
                y=RACK_Y + 2 * BUTTON_H + 36,
                text_anchor="middle",
                font_size=TEXT,
                fill=INK,
            )
        )
        bottom = max(bottom, RACK_Y + 2 * BUTTON_H + 48)
    return rack, bottom


def _rack_tile(
    tile: int, index: int, highlights: Highlights, shown: set[str], piece: str
) -> Element:
    """One rack tile; copies of one tile share a target, so only the first is clickable."""
    target = f"rack:{tile_code(tile)}"
    row, column = divmod(index, RACK_PER_ROW)
    x, y = BOARD_X + column * RACK_STEP, RACK_Y + 4 + row * (RACK_TILE_H + 12)
    lift = -8 if target in highlights.selected and target not in shown else 0
    face = group(  # a new tile in the rack was drawn from the pile
        tile_face(tile, x, y + lift, RACK_TILE_W, RACK_TILE_H),
        data_piece=piece,
        data_from=pieces.deck(),
    )
    if target in shown:
        copy = SAY("rack.copy", name=SAY("joker") if tile == JOKER else tile_symbol(tile))
        return group(face, class_="tile", aria_label=copy)
    name = SAY("rack.tile", name=SAY("a_joker") if tile == JOKER else tile_symbol(tile))
    shown.add(target)
    return group(
        face,
        tag(
            "rect",
            class_="lift",
            x=x - 2,
            y=y + lift - 2,
            width=RACK_TILE_W + 4,
            height=RACK_TILE_H + 4,
            rx=7,
            fill="none",
            **ring(target, highlights, ON_LIGHT),
        ),
        data_target=target,
        role="button",
        aria_label=name,
        class_=classes(target, highlights, "tile"),
    )


def _button(target: str, label: str, x: float, highlights: Highlights, dy: float = 0) -> Element:
    enabled = target in highlights.targets
    kind = classes(target, highlights, "button") + ("" if enabled else " disabled")
    y = RACK_Y + 4 + dy
    edge: dict[str, object] = {"stroke": BUTTON_OFF_EDGE, "stroke_width": 1.5}
    stroke = ring(target, highlights, ON_LIGHT) if enabled else edge
    return group(
        tag(
            "rect",
            class_="lift",
            x=x,
            y=y,
            width=BUTTON_W,
            height=BUTTON_H,
            rx=21,
            fill=BUTTON_ON if enabled else BUTTON_OFF,
            **stroke,
        ),
        _fitted(
            label,
            x + BUTTON_W / 2,
            y + 28,
            BUTTON_W - 16,
            TEXT,
            text_anchor="middle",
            font_weight="bold",
            fill="#fff" if enabled else BUTTON_OFF_INK,
        ),
        data_target=target,
        role="button",
        aria_label=label,
        class_=kind,
    )
