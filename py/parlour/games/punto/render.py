"""Punto as SVG: the floating 6 x 6 frame, dice-pip cards and a side panel.

It draws what the view and the highlights say and judges nothing.  Each
colour also has its own pip shape (red circles, blue squares, yellow
diamonds, green triangles) so that colour is never the only signal.
"""

from __future__ import annotations

from parlour.core import Highlights, View
from parlour.highlight import ON_DARK, classes, stylesheet
from parlour import pieces
from parlour.games.punto.board import REACH, SIDE, X, Y, cell_of
from parlour.games.punto.cards import (
    COLOUR_NAMES,
    card_colour,
    card_name,
    card_text,
    card_value,
    colour_name,
)
from parlour.games.punto.places import place_words
from parlour.games.punto.view import PuntoView
from parlour.games.punto.words import SAY, describe_outcome
from parlour.svg import Child, Element, group, svg, tag, text_lines, wrap
from parlour.textfit import CHAR_EM, shorten
from parlour.words import seat_name

WIDTH = 1000
STRIP_TOP = 706
"""Under the grid, the card to be played now (``_strip``)."""
STRIP_CARD = 84
HEIGHT = STRIP_TOP + STRIP_CARD + 24
AREA_WIDTH = 700
"""The playing area is 0..AREA_WIDTH; the players-and-score panel is drawn right of it."""
PANEL_WIDTH = WIDTH - AREA_WIDTH
CELL = 60
GRID_LEFT, GRID_TOP = 20, 30
"""The felt (the grid and 10 units round it) has as much room left of it as right of it."""
PANEL_LEFT = AREA_WIDTH + 20
PANEL_INNER = PANEL_WIDTH - 40
BACKGROUND = "#18302a"
FILLS = ("#d2403a", "#2f6fd6", "#f0b928", "#2e9a57")
EDGES = ("#8e2320", "#1b4591", "#a97c0c", "#1b6438")
PIP_FILLS = ("#fff7ef", "#f2f7ff", "#3b2a05", "#f1fff5")
SHAPES = ("circle", "square", "diamond", "triangle")
PIP_SPOTS = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)),
    7: ((-1, -1), (-1, 0), (-1, 1), (0, 0), (1, -1), (1, 0), (1, 1)),
    8: ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)),
    9: tuple((dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1)),
}
STYLE = (
    stylesheet("rect.hint", ON_DARK, ".punto")
    + ".punto .target rect.hint{fill:#ffffff;fill-opacity:.16}"
    ".punto .target:hover rect.hint{fill-opacity:.34}"
    ".punto text{font-family:system-ui,-apple-system,'Segoe UI',sans-serif}"
)
PANEL_TEXT = "#c9d8cf"
LIGHT_TEXT = "#f6f1e3"


def render(view: View, highlights: Highlights) -> str:
    assert isinstance(view, PuntoView)
    title = SAY("title", round=view.round_no + 1, length=view.win_length)
    panel, panel_height = _panel(view)
    return str(
        svg(
            f"0 0 {WIDTH} {max(HEIGHT, panel_height):g}",
            tag("title", title),
            tag("style", STYLE),
            _defs(),
            _part("area", 0, AREA_WIDTH, HEIGHT, [*_table(view, highlights), *_strip(view)]),
            _part("panel", AREA_WIDTH, PANEL_WIDTH, panel_height, panel),
            class_="punto",
            role="img",
            aria_label=title,
        )
    )


def _part(name: str, left: float, width: float, height: float, body: Child) -> Element:
    """A part of the picture the page may show on its own (docs/protocol.md, Rendering)."""
    return tag(
        "svg",
        tag("rect", x=left, width=width, height=f"{height:g}", rx=18, fill=BACKGROUND),
        body,
        data_part=name,
        x=left,
        y=0,
        width=width,
        height=f"{height:g}",
        viewBox=f"{left:g} 0 {width:g} {height:g}",
    )


def _fitted(
    x: float,
    y: float,
    words: str,
    width: float,
    size: int,
    fill: str,
    smallest: int | None = None,
    **more: object,
) -> Element:
    """One line, in a smaller size down to ``smallest`` if that fits it whole; when cut,
    it ends in an ellipsis and the whole is its tooltip and name."""
    while smallest is not None and size > smallest and shorten(words, width, size) != words:
        size -= 1
    shown = shorten(words, width, size)
    cut = shown != words
    return tag(
        "text",
        tag("title", words) if cut else None,
        shown,
        x=x,
        y=y,
        font_size=size,
        fill=fill,
        aria_label=words if cut else None,
        **more,
    )


def _wrapped(
    x: float, y: float, words: str, size: int, fill: str, **more: object
) -> tuple[Element, float]:
    """The text wrapped to the panel's width, and the baseline below its last line."""
    lines = wrap(words, size, PANEL_INNER)
    return text_lines(x, y, lines, size, fill=fill, **more), y + len(lines) * size * 1.2


def _defs() -> Element:
    return tag(
        "defs",
        tag(
            "radialGradient",
            tag("stop", offset=0, stop_color="#2f6b55"),
            tag("stop", offset=1, stop_color="#1d4538"),
            id="punto-felt",
            cx="50%",
            cy="45%",
            r="70%",
        ),
        tag(
            "filter",
            tag(
                "feDropShadow",
                dx=0,
                dy=2,
                stdDeviation=1.6,
                flood_color="#000",
                flood_opacity=".45",
            ),
            id="punto-shadow",
            x="-20%",
            y="-20%",
            width="140%",
            height="140%",
        ),
    )


def _cell_xy(cell: int) -> tuple[int, int]:
    return GRID_LEFT + (X[cell] + REACH) * CELL, GRID_TOP + (Y[cell] + REACH) * CELL


def _table(view: PuntoView, highlights: Highlights) -> list[Element]:
    size = SIDE * CELL
    parts = [
        tag(
            "rect",
            x=GRID_LEFT - 10,
            y=GRID_TOP - 10,
            width=size + 20,
            height=size + 20,
            rx=14,
            fill="url(#punto-felt)",
            stroke="#0f2620",
            stroke_width=2,
        ),
        _grid_lines(),
        _frame(view),
    ]
    marked = {_target_cell(t) for t in highlights.marked} - {None}
    row = _winning_row(view)
    tops = _top_pieces(view)
    for cell, stack in sorted(view.stacks.items()):
        x, y = _cell_xy(cell)
        parts.append(_card(x + 4, y + 4, CELL - 8, stack[-1], depth=len(stack), piece=tops[cell]))
        if cell in row:
            parts.append(_ring(x, y, "#fff27a", 4, SAY("ring.winning")))
        elif cell in marked or cell == view.last_cell:
            parts.append(_ring(x, y, "#ffd23f", 3, SAY("ring.last")))
    parts.extend(_targets(view, highlights))
    return parts


def _top_pieces(view: PuntoView) -> dict[int, str]:
    """Each stack's top card as a piece (parlour.pieces): copies counted in the order laid."""
    ids = pieces.numbered(card_text(card) for _, card in view.placements)
    return {cell: piece for (cell, _), piece in zip(view.placements, ids)}


def _revealed_piece(view: PuntoView, seat: int) -> str:
    """The id the seat's revealed card will keep once laid: the next copy of it."""
    card = view.revealed[seat]
    laid = [c for _, c in view.placements] + [c for c in view.revealed[:seat] if c == card]
    return pieces.numbered([*map(card_text, laid), card_text(card)])[-1]


def _grid_lines() -> Element:
    dots = []
    for cell in range(SIDE * SIDE):
        x, y = _cell_xy(cell)
        dots.append(
            tag(
                "rect",
                x=x + 3,
                y=y + 3,
                width=CELL - 6,
                height=CELL - 6,
                rx=6,
                fill="none",
                stroke="#ffffff",
                stroke_opacity=".07",
            )
        )
    return group(dots, aria_hidden="true")


def _frame(view: PuntoView) -> Element:
    """The region where cards may still go: it floats with the cards."""
    low_x, low_y, high_x, high_y = view.frame
    x, y = _cell_xy(cell_of(low_x, low_y))
    width, height = (high_x - low_x + 1) * CELL, (high_y - low_y + 1) * CELL
    return tag(
        "rect",
        tag("title", SAY("frame")),
        class_="frame",
        x=x,
        y=y,
        width=width,
        height=height,
        rx=8,
        fill="#ffffff",
        fill_opacity=".06",
        stroke="#e9f5c8",
        stroke_opacity=".55",
        stroke_width=2,
        stroke_dasharray="10 6",
    )


def _target_cell(target: str) -> int | None:
    if not target.startswith("cell:"):
        return None
    try:
        x_text, y_text = target[5:].split(",")
        return cell_of(int(x_text), int(y_text))
    except ValueError:
        return None


def _winning_row(view: PuntoView) -> frozenset[int]:
    """The completed row, drawn while the final board of the match is shown."""
    last = view.last_round
    if view.turn is None and last is not None and last.reason == "row":
        return frozenset(last.row)
    return frozenset()


def _ring(x: int, y: int, colour: str, width: int, label: str) -> Element:
    return tag(
        "rect",
        tag("title", label),
        class_="marked",
        x=x + 2,
        y=y + 2,
        width=CELL - 4,
        height=CELL - 4,
        rx=9,
        fill="none",
        stroke=colour,
        stroke_width=width,
    )


def _targets(view: PuntoView, highlights: Highlights) -> list[Element]:
    parts = []
    card = view.revealed[view.turn] if view.turn is not None else 0
    what = card_name(card) if card else SAY("place.the_card")
    for target in sorted(highlights.targets):
        cell = _target_cell(target)
        if cell is None:
            continue
        x, y = _cell_xy(cell)
        label = SAY("place.at", card=what, where=place_words(view, cell, card))
        parts.append(
            group(
                tag(
                    "rect",
                    class_="hint",
                    x=x + 2,
                    y=y + 2,
                    width=CELL - 4,
                    height=CELL - 4,
                    rx=8,
                    fill="#ffffff",
                    fill_opacity=".16",
                    stroke="#fff8d0",
                    stroke_width=2,
                    stroke_dasharray="5 4",
                ),
                data_target=target,
                role="button",
                class_=classes(target, highlights),
                aria_label=label,
            )
        )
    return parts


def _card(
    x: float,
    y: float,
    size: float,
    card: int,
    depth: int = 1,
    piece: str | None = None,
    origin: str | None = None,
) -> Element:
    """A card, or a stack's top with the edges of those under it; ``piece``: its id as a
    piece (parlour.pieces), ``origin`` the zone it comes from when it is new."""
    colour, value = card_colour(card), card_value(card)
    label = (
        SAY.count(depth - 1, "card.stacked", card=card_name(card)) if depth > 1 else card_name(card)
    )
    drawn = group(
        class_=f"card {COLOUR_NAMES[colour]}", aria_label=label, data_piece=piece, data_from=origin
    )
    corner = f"{size * 0.14:.1f}"
    for layer in range(min(depth - 1, 3), 0, -1):  # edges of covered cards peek out below
        drawn.add(
            tag(
                "rect",
                x=x + 2 * layer,
                y=y + 2 * layer,
                width=size,
                height=size,
                rx=corner,
                fill="#e8e2d0",
                stroke="#6d6655",
            )
        )
    drawn.add(
        tag(
            "rect",
            x=x,
            y=y,
            width=size,
            height=size,
            rx=corner,
            fill=FILLS[colour],
            stroke=EDGES[colour],
            stroke_width=1.5,
            filter="url(#punto-shadow)",
        )
    )
    step, pip = size * 0.27, size * 0.095
    centre_x, centre_y = x + size / 2, y + size / 2
    for dx, dy in PIP_SPOTS[value]:
        drawn.add(_pip(colour, centre_x + dx * step, centre_y + dy * step, pip))
    if depth > 1:  # large enough to read when the table is scaled to a phone's width
        # Centred on the card's corner, clear of the corner pip (0.27 of the card in from the
        # middle): 0.21 + 0.095 < 0.23 * sqrt(2).
        drawn.add(
            tag(
                "circle",
                cx=x + size,
                cy=y,
                r=f"{size * 0.21:.1f}",
                fill="#101010",
                stroke="#ffffff",
                stroke_width=1.5,
            ),
            tag(
                "text",
                str(depth),
                x=x + size,
                y=y,
                font_size=f"{size * 0.46:.1f}",
                font_weight=700,
                fill="#ffffff",
                text_anchor="middle",
                dominant_baseline="central",
            ),
        )
    return drawn


def _pip(colour: int, cx: float, cy: float, r: float) -> Element:
    fill = PIP_FILLS[colour]
    shape = SHAPES[colour]
    if shape == "circle":
        return tag("circle", cx=f"{cx:.1f}", cy=f"{cy:.1f}", r=f"{r:.1f}", fill=fill)
    if shape == "square":
        s = r * 1.7
        return tag(
            "rect",
            x=f"{cx - s / 2:.1f}",
            y=f"{cy - s / 2:.1f}",
            width=f"{s:.1f}",
            height=f"{s:.1f}",
            fill=fill,
        )
    if shape == "diamond":
        s = r * 1.3
        points = f"{cx:.1f},{cy - s:.1f} {cx + s:.1f},{cy:.1f} {cx:.1f},{cy + s:.1f} {cx - s:.1f},{cy:.1f}"
    else:
        s = r * 1.35
        points = (
            f"{cx:.1f},{cy - s:.1f} {cx + s:.1f},{cy + s * 0.8:.1f} {cx - s:.1f},{cy + s * 0.8:.1f}"
        )
    return tag("polygon", points=points, fill=fill)


def _text(
    x: float, y: float, words: str, size: int, fill: str = PANEL_TEXT, **more: object
) -> Element:
    return tag("text", words, x=x, y=y, font_size=size, fill=fill, **more)


def _strip(view: PuntoView) -> list[Element]:
    """The card to be played now and whose it is, under the grid: on a phone the panel,
    which shows every seat's next card too, is below the buttons, out of sight."""
    seat = view.turn
    if seat is None and view.rounds:  # a round's end, or the match's: how it ended, in words
        lines = _round_lines(view)
        top = STRIP_TOP + STRIP_CARD / 2 - (len(lines) - 1) * 14 + 8
        return [text_lines(AREA_WIDTH / 2, top, lines, 24, fill=LIGHT_TEXT, text_anchor="middle")]
    if seat is None or not view.revealed[seat]:
        return []
    left = AREA_WIDTH / 2 - STRIP_CARD - 8
    middle = STRIP_TOP + STRIP_CARD / 2
    return [
        _card(left, STRIP_TOP, STRIP_CARD, view.revealed[seat], piece=_revealed_piece(view, seat)),
        _text(left + STRIP_CARD + 16, middle - 8, SAY("strip.card"), 24),
        _fitted(
            left + STRIP_CARD + 16,
            middle + 26,
            _seat_name(view, seat),
            AREA_WIDTH / 2 - 40,
            28,
            LIGHT_TEXT,
            smallest=20,  # "Computador 2 (fácil)" whole rather than cut
            font_weight=600,
        ),
    ]


STRIP_LINES = 3
"""Lines of a round's end under the grid: the whole summary if it fits, else its result."""


def _round_lines(view: PuntoView) -> list[str]:
    number = len(view.rounds) - 1
    lines = wrap(view.round_text(number), 24, AREA_WIDTH - 80)
    if len(lines) <= STRIP_LINES:
        return lines
    return wrap(view.round_parts(number)[0], 24, AREA_WIDTH - 80)[:STRIP_LINES]


def _panel(view: PuntoView) -> tuple[list[Element | None], float]:
    """The players-and-score column, and its height: it grows with what it has to say."""
    heading = SAY("panel.round", round=view.round_no + 1, length=view.win_length)
    words, top = _wrapped(PANEL_LEFT, 70, heading, 14, PANEL_TEXT)
    match, top = _wrapped(
        PANEL_LEFT, top + 2, SAY.count(view.rounds_to_win, "panel.match"), 13, PANEL_TEXT
    )
    parts: list[Element | None] = [
        _text(PANEL_LEFT, 46, SAY("game"), 26, LIGHT_TEXT, font_weight=700),
        words,
        match,
    ]
    if view.neutral is not None:
        neutral = SAY("panel.neutral", colour=colour_name(view.neutral).capitalize())
        words, top = _wrapped(PANEL_LEFT, top + 2, neutral, 13, PANEL_TEXT)
        parts.append(words)
    top += 2
    box_height = 118 if view.players <= 3 else 100
    for seat in range(view.players):
        parts.append(_seat_box(view, seat, top, box_height - 8))
        top += box_height
    removed, top = _removed(view, top + 6)
    summary, top = _summary(view, top + 10)
    return [*parts, *removed, *summary], top + 16


def _seat_name(view: PuntoView, seat: int) -> str:
    return seat_name(seat, you=seat == view.player)


def _seat_box(view: PuntoView, seat: int, top: float, height: int) -> Element:
    to_move = view.turn == seat
    card_size = min(64, height - 34)  # room for "next" under the card
    box = group(
        tag(
            "rect",
            x=PANEL_LEFT,
            y=top,
            width=PANEL_INNER,
            height=height,
            rx=12,
            fill="#22403a",
            stroke="#ffd23f" if to_move else "#3d5a50",
            stroke_width=3 if to_move else 1.5,
        ),
        _fitted(
            PANEL_LEFT + 12,
            top + 22,
            ("▶ " if to_move else "") + _seat_name(view, seat),
            PANEL_INNER - 24 - card_size,
            15,
            LIGHT_TEXT,
            font_weight=600,
        ),
        class_="seat to-move" if to_move else "seat",
        aria_label=_seat_name(view, seat),
    )
    for index, colour in enumerate(view.colours[seat]):
        box.add(_card(PANEL_LEFT + 12 + index * 28, top + 32, 24, (colour + 1) * 10 + 1))
    box.add(
        group(
            _text(
                PANEL_LEFT + 18 + 28 * len(view.colours[seat]),
                top + 49,
                SAY("deck", n=len(view.remaining[seat])),
                13,
            ),
            data_zone=pieces.deck(seat),
        ),
        _round_pips(view, seat, PANEL_LEFT + 12, top + height - 12),
    )
    if view.outcome is not None:
        return box  # the game is over: no card comes next (the revealed ones stay unplayed)
    card = view.revealed[seat]
    box_right = PANEL_LEFT + PANEL_INNER
    card_left = box_right - 12 - card_size
    if card:  # "next" under the card, so the rounds-won line has the box's width up to it
        half = len(SAY("next")) * 12 * CHAR_EM / 2  # never left of the card, nor out of the box
        middle = min(max(card_left + card_size / 2, card_left + half), box_right - 4 - half)
        # The card to play now is the strip's piece; the others' next cards are the panel's.
        piece = None if seat == view.turn else _revealed_piece(view, seat)
        box.add(
            _text(middle, top + height - 6, SAY("next"), 12, text_anchor="middle"),
            _card(
                card_left,
                top + (height - card_size - 14) / 2,
                card_size,
                card,
                piece=piece,
                origin=pieces.deck(seat),
            ),
        )
    else:
        box.add(
            _text(
                card_left + card_size / 2,
                top + height / 2,
                SAY("no_cards"),
                12,
                text_anchor="middle",
            )
        )
    return box


PIP_STEP = 16
"""Between the rounds-won circles (radius 6)."""


def _round_pips(view: PuntoView, seat: int, x: float, y: float) -> Element:
    won = view.rounds_won[seat]
    caption = SAY("won.team", team="AB"[seat % 2]) if view.teams else SAY("won")
    pips = [
        tag(
            "circle",
            cx=x + 6 + index * PIP_STEP,
            cy=y - 4,
            r=6,
            fill="#ffd23f" if index < won else "none",
            stroke="#ffd23f",
            stroke_width=1.5,
        )
        for index in range(view.rounds_to_win)
    ]
    return group(
        pips,
        _text(x + 4 + view.rounds_to_win * PIP_STEP, y, caption, 12),
        aria_label=SAY.count(view.rounds_to_win, "rounds_won", won=won),
    )


REMOVED_PER_ROW = 8


def _removed(view: PuntoView, top: float) -> tuple[list[Element], float]:
    heading = SAY("removed") if view.removed else SAY("removed.none")
    parts = [_text(PANEL_LEFT, top + 12, heading, 13)]
    for index, card in enumerate(view.removed):
        row, column = divmod(index, REMOVED_PER_ROW)
        parts.append(_card(PANEL_LEFT + column * 32, top + 22 + row * 32, 26, card))
    rows = -(-len(view.removed) // REMOVED_PER_ROW)
    return parts, top + 22 + rows * 32


def _summary(view: PuntoView, top: float) -> tuple[list[Element | None], float]:
    """The match result and the last rounds' results, wrapped to the panel's width."""
    lines = []
    if view.outcome is not None:
        lines.append(describe_outcome(view.outcome))
    for summary in view.rounds[-2:]:
        lines.append(view.round_text(summary.number))
    parts: list[Element | None] = []
    for index, line in enumerate(lines):
        weight = 700 if index == 0 and view.outcome is not None else 400
        words, top = _wrapped(PANEL_LEFT, top + 16, line, 12, LIGHT_TEXT, font_weight=weight)
        parts.append(words)
    if view.outcome is None and view.rounds:
        parts.append(_last_board(view, PANEL_LEFT, top + 12))
        top += 12 + MINI_CELL * 6 + 8
    return parts, top


MINI_CELL = 14


def _last_board(view: PuntoView, left: float, top: float) -> Element | None:
    """The previous round's final table in miniature, its winning row ringed."""
    summary = view.rounds[-1]
    if not summary.final_tops:
        return None
    low_x = min(X[cell] for cell, _ in summary.final_tops)
    low_y = min(Y[cell] for cell, _ in summary.final_tops)
    board = group(
        tag(
            "rect",
            x=left,
            y=top,
            width=MINI_CELL * 6 + 8,
            height=MINI_CELL * 6 + 8,
            rx=6,
            fill="#1d4538",
            stroke="#3d5a50",
        ),
        class_="last-round",
        aria_label=SAY("last_board", n=summary.number + 1),
    )
    row = set(summary.row)
    for cell, card in summary.final_tops:
        x = left + 4 + (X[cell] - low_x) * MINI_CELL
        y = top + 4 + (Y[cell] - low_y) * MINI_CELL
        ringed = cell in row
        board.add(
            tag(
                "rect",
                x=x + 1,
                y=y + 1,
                width=MINI_CELL - 2,
                height=MINI_CELL - 2,
                rx=2,
                fill=FILLS[card_colour(card)],
                stroke="#ffffff" if ringed else None,
                stroke_width=2 if ringed else None,
            )
        )
    return board
