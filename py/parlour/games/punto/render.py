"""Punto as SVG: the floating 6 x 6 frame, dice-pip cards and a side panel.

It draws what the view and the highlights say and judges nothing.  Each
colour also has its own pip shape (red circles, blue squares, yellow
diamonds, green triangles) so that colour is never the only signal.
"""

from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from parlour.core import Highlights, View
from parlour.textfit import fitted_text, wrapped_text
from parlour.games.punto.board import REACH, SIDE, X, Y, cell_of, cell_text
from parlour.games.punto.cards import COLOUR_NAMES, card_colour, card_name, card_value, colour_name
from parlour.games.punto.view import PuntoView
from parlour.games.punto.words import SAY, seat_name

WIDTH, HEIGHT = 1000, 720
AREA_WIDTH = 700
"""The playing area is 0..AREA_WIDTH; the players-and-score panel is drawn right of it."""
PANEL_WIDTH = WIDTH - AREA_WIDTH
CELL = 60
GRID_LEFT, GRID_TOP = 30, 30
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
    ".target rect.hint{fill:#ffffff;fill-opacity:.16;stroke:#fff8d0;stroke-width:2;"
    "stroke-dasharray:5 4;cursor:pointer}"
    ".target:hover rect.hint{fill-opacity:.34}"
    ".selected rect.hint{stroke:#ffd23f;stroke-width:4;stroke-dasharray:none}"
    ".focus rect.hint{stroke:#ffffff;stroke-width:4;stroke-dasharray:2 2}"
    "text{font-family:system-ui,-apple-system,'Segoe UI',sans-serif}"
)


def render(view: View, highlights: Highlights) -> str:
    assert isinstance(view, PuntoView)
    title = SAY("title", round=view.round_no + 1, length=view.win_length)
    panel, panel_height = _panel(view)
    height = max(HEIGHT, panel_height)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height:g}" '
        f'class="punto" role="img" aria-label={quoteattr(title)}>',
        f"<title>{escape(title)}</title>",
        f"<style>{STYLE}</style>",
        _defs(),
        _part("area", 0, AREA_WIDTH, HEIGHT, _table(view, highlights)),
        _part("panel", AREA_WIDTH, PANEL_WIDTH, panel_height, panel),
        "</svg>",
    ]
    return "".join(parts)


def _part(name: str, left: float, width: float, height: float, body: str) -> str:
    """A part of the picture the page may show on its own (see docs/protocol.md, Rendering)."""
    return (f'<svg data-part="{name}" x="{left:g}" y="0" width="{width:g}" height="{height:g}" '
            f'viewBox="{left:g} 0 {width:g} {height:g}">'
            f'<rect x="{left:g}" width="{width:g}" height="{height:g}" rx="18" fill="{BACKGROUND}"/>'
            f"{body}</svg>")


def _defs() -> str:
    return ('<defs><radialGradient id="punto-felt" cx="50%" cy="45%" r="70%">'
            '<stop offset="0" stop-color="#2f6b55"/><stop offset="1" stop-color="#1d4538"/>'
            '</radialGradient><filter id="punto-shadow" x="-20%" y="-20%" width="140%" height="140%">'
            '<feDropShadow dx="0" dy="2" stdDeviation="1.6" flood-color="#000" flood-opacity=".45"/>'
            "</filter></defs>")


def _cell_xy(cell: int) -> tuple[int, int]:
    return GRID_LEFT + (X[cell] + REACH) * CELL, GRID_TOP + (Y[cell] + REACH) * CELL


def _table(view: PuntoView, highlights: Highlights) -> str:
    size = SIDE * CELL
    parts = [f'<rect x="{GRID_LEFT - 10}" y="{GRID_TOP - 10}" width="{size + 20}" height="{size + 20}" '
             'rx="14" fill="url(#punto-felt)" stroke="#0f2620" stroke-width="2"/>',
             _grid_lines(), _frame(view)]
    marked = {_target_cell(t) for t in highlights.marked} - {None}
    row = _winning_row(view)
    for cell, stack in sorted(view.stacks.items()):
        x, y = _cell_xy(cell)
        parts.append(_card(x + 4, y + 4, CELL - 8, stack[-1], depth=len(stack)))
        if cell in row:
            parts.append(_ring(x, y, "#fff27a", 4, SAY("ring.winning")))
        elif cell in marked or cell == view.last_cell:
            parts.append(_ring(x, y, "#ffd23f", 3, SAY("ring.last")))
    parts.extend(_targets(view, highlights))
    return "".join(parts)


def _grid_lines() -> str:
    dots = []
    for cell in range(SIDE * SIDE):
        x, y = _cell_xy(cell)
        dots.append(f'<rect x="{x + 3}" y="{y + 3}" width="{CELL - 6}" height="{CELL - 6}" rx="6" '
                    'fill="none" stroke="#ffffff" stroke-opacity=".07"/>')
    return f'<g aria-hidden="true">{"".join(dots)}</g>'


def _frame(view: PuntoView) -> str:
    """The region where cards may still go: it floats with the cards."""
    low_x, low_y, high_x, high_y = view.frame
    x, y = _cell_xy(cell_of(low_x, low_y))
    width, height = (high_x - low_x + 1) * CELL, (high_y - low_y + 1) * CELL
    return (f'<rect class="frame" x="{x}" y="{y}" width="{width}" height="{height}" rx="8" '
            'fill="#ffffff" fill-opacity=".06" stroke="#e9f5c8" stroke-opacity=".55" '
            f'stroke-width="2" stroke-dasharray="10 6"><title>{escape(SAY("frame"))}</title></rect>')


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


def _ring(x: int, y: int, colour: str, width: int, label: str) -> str:
    return (f'<rect class="marked" x="{x + 2}" y="{y + 2}" width="{CELL - 4}" height="{CELL - 4}" '
            f'rx="9" fill="none" stroke="{colour}" stroke-width="{width}">'
            f'<title>{escape(label)}</title></rect>')


def _targets(view: PuntoView, highlights: Highlights) -> list[str]:
    parts = []
    card = view.revealed[view.turn] if view.turn is not None else 0
    what = card_name(card) if card else SAY("place.the_card")
    for target in sorted(highlights.targets):
        cell = _target_cell(target)
        if cell is None:
            continue
        x, y = _cell_xy(cell)
        classes = ["target"]
        if target in highlights.selected:
            classes.append("selected")
        if target == highlights.focus:
            classes.append("focus")
        covered = view.stacks.get(cell)
        label = (SAY("place.on", card=what, covered=card_name(covered[-1]), cell=cell_text(cell))
                 if covered else SAY("place.at", card=what, cell=cell_text(cell)))
        parts.append(f'<g data-target="{target}" role="button" class="{" ".join(classes)}" '
                     f'aria-label={quoteattr(label)}>'
                     f'<rect class="hint" x="{x + 2}" y="{y + 2}" width="{CELL - 4}" '
                     f'height="{CELL - 4}" rx="8" fill="#ffffff" fill-opacity=".16" '
                     'stroke="#fff8d0" stroke-width="2" stroke-dasharray="5 4"/></g>')
    return parts


def _card(x: float, y: float, size: float, card: int, depth: int = 1) -> str:
    colour, value = card_colour(card), card_value(card)
    label = SAY.count(depth - 1, "card.stacked", card=card_name(card)) if depth > 1 else card_name(card)
    parts = [f'<g class="card {COLOUR_NAMES[colour]}" aria-label={quoteattr(label)}>']
    for layer in range(min(depth - 1, 3), 0, -1):  # edges of covered cards peek out below
        parts.append(f'<rect x="{x + 2 * layer}" y="{y + 2 * layer}" width="{size}" height="{size}" '
                     f'rx="{size * 0.14:.1f}" fill="#e8e2d0" stroke="#6d6655"/>')
    parts.append(f'<rect x="{x}" y="{y}" width="{size}" height="{size}" rx="{size * 0.14:.1f}" '
                 f'fill="{FILLS[colour]}" stroke="{EDGES[colour]}" stroke-width="1.5" '
                 'filter="url(#punto-shadow)"/>')
    step, pip = size * 0.27, size * 0.095
    centre_x, centre_y = x + size / 2, y + size / 2
    for dx, dy in PIP_SPOTS[value]:
        parts.append(_pip(colour, centre_x + dx * step, centre_y + dy * step, pip))
    if depth > 1:  # large enough to read when the table is scaled to a phone's width
        parts.append(f'<circle cx="{x + size - 4}" cy="{y + 4}" r="{size * 0.26:.1f}" fill="#101010" '
                     f'stroke="#ffffff" stroke-width="1.5"/><text x="{x + size - 4}" y="{y + 4}" '
                     f'font-size="{size * 0.46:.1f}" font-weight="700" fill="#ffffff" '
                     f'text-anchor="middle" dominant-baseline="central">{depth}</text>')
    parts.append("</g>")
    return "".join(parts)


def _pip(colour: int, cx: float, cy: float, r: float) -> str:
    fill = PIP_FILLS[colour]
    shape = SHAPES[colour]
    if shape == "circle":
        return f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{fill}"/>'
    if shape == "square":
        s = r * 1.7
        return f'<rect x="{cx - s / 2:.1f}" y="{cy - s / 2:.1f}" width="{s:.1f}" height="{s:.1f}" fill="{fill}"/>'
    if shape == "diamond":
        s = r * 1.3
        points = f"{cx:.1f},{cy - s:.1f} {cx + s:.1f},{cy:.1f} {cx:.1f},{cy + s:.1f} {cx - s:.1f},{cy:.1f}"
    else:
        s = r * 1.35
        points = f"{cx:.1f},{cy - s:.1f} {cx + s:.1f},{cy + s * 0.8:.1f} {cx - s:.1f},{cy + s * 0.8:.1f}"
    return f'<polygon points="{points}" fill="{fill}"/>'


def _panel(view: PuntoView) -> tuple[str, float]:
    """The players-and-score column, and its height: it grows with what it has to say."""
    heading = SAY("panel.round", round=view.round_no + 1, length=view.win_length,
                  target=view.rounds_to_win)
    words, top = wrapped_text(heading, PANEL_LEFT, 70, PANEL_INNER, 14, 18, 'fill="#c9d8cf"')
    parts = [f'<text x="{PANEL_LEFT}" y="46" font-size="26" font-weight="700" fill="#f6f1e3">'
             f'{escape(SAY("game"))}</text>', words]
    if view.neutral is not None:
        neutral = SAY("panel.neutral", colour=colour_name(view.neutral).capitalize())
        words, top = wrapped_text(neutral, PANEL_LEFT, top + 2, PANEL_INNER, 13, 17, 'fill="#c9d8cf"')
        parts.append(words)
    top += 2
    box_height = 118 if view.players <= 3 else 100
    for seat in range(view.players):
        parts.append(_seat_box(view, seat, top, box_height - 8))
        top += box_height
    removed, top = _removed(view, top + 6)
    summary, top = _summary(view, top + 10)
    return "".join(parts) + removed + summary, top + 16


def _seat_name(view: PuntoView, seat: int) -> str:
    return SAY("seat.you", n=seat + 1) if seat == view.player else seat_name(seat)


def _seat_box(view: PuntoView, seat: int, top: float, height: int) -> str:
    to_move = view.turn == seat
    stroke = "#ffd23f" if to_move else "#3d5a50"
    card_size = min(64, height - 24)
    parts = [f'<g class="seat{" to-move" if to_move else ""}" aria-label={quoteattr(_seat_name(view, seat))}>',
             f'<rect x="{PANEL_LEFT}" y="{top}" width="{PANEL_INNER}" height="{height}" rx="12" fill="#22403a" '
             f'stroke="{stroke}" stroke-width="{3 if to_move else 1.5}"/>',
             fitted_text(("▶ " if to_move else "") + _seat_name(view, seat), PANEL_LEFT + 12, top + 22,
                         PANEL_INNER - 24 - card_size, 15, 'font-weight="600" fill="#f6f1e3"')]
    for index, colour in enumerate(view.colours[seat]):
        parts.append(_card(PANEL_LEFT + 12 + index * 28, top + 32, 24, (colour + 1) * 10 + 1))
    count = len(view.remaining[seat])
    detail = escape(SAY("deck", n=count))
    parts.append(f'<text x="{PANEL_LEFT + 18 + 28 * len(view.colours[seat])}" y="{top + 49}" '
                 f'font-size="13" fill="#c9d8cf">{detail}</text>')
    parts.append(_round_pips(view, seat, PANEL_LEFT + 12, top + height - 12))
    card = view.revealed[seat]
    card_left = PANEL_LEFT + PANEL_INNER - 12 - card_size
    if card:
        parts.append(f'<text x="{card_left - 6}" y="{top + height - 12}" font-size="12" fill="#c9d8cf" '
                     f'text-anchor="end">{escape(SAY("next"))}</text>')
        parts.append(_card(card_left, top + (height - card_size) / 2, card_size, card))
    else:
        parts.append(f'<text x="{card_left + card_size / 2}" y="{top + height / 2}" font-size="12" '
                     f'fill="#c9d8cf" text-anchor="middle">{escape(SAY("no_cards"))}</text>')
    parts.append("</g>")
    return "".join(parts)


def _round_pips(view: PuntoView, seat: int, x: float, y: float) -> str:
    won = view.rounds_won[seat]
    caption = SAY("won.team", team="AB"[seat % 2]) if view.teams else SAY("won")
    label = SAY("rounds_won", won=won, target=view.rounds_to_win)
    parts = [f'<g aria-label={quoteattr(label)}>']
    for index in range(view.rounds_to_win):
        fill = "#ffd23f" if index < won else "none"
        parts.append(f'<circle cx="{x + 6 + index * 18}" cy="{y - 4}" r="6" fill="{fill}" '
                     'stroke="#ffd23f" stroke-width="1.5"/>')
    parts.append(f'<text x="{x + 8 + view.rounds_to_win * 18}" y="{y}" font-size="12" '
                 f'fill="#c9d8cf">{escape(caption)}</text></g>')
    return "".join(parts)


REMOVED_PER_ROW = 8


def _removed(view: PuntoView, top: float) -> tuple[str, float]:
    heading = SAY("removed") if view.removed else SAY("removed.none")
    parts = [f'<text x="{PANEL_LEFT}" y="{top + 12}" font-size="13" fill="#c9d8cf">'
             f'{escape(heading)}</text>']
    for index, card in enumerate(view.removed):
        row, column = divmod(index, REMOVED_PER_ROW)
        parts.append(_card(PANEL_LEFT + column * 32, top + 22 + row * 32, 26, card))
    rows = -(-len(view.removed) // REMOVED_PER_ROW)
    return "".join(parts), top + 22 + rows * 32


def _summary(view: PuntoView, top: float) -> tuple[str, float]:
    """The match result and the last rounds' results, wrapped to the panel's width."""
    lines = []
    if view.outcome is not None:
        lines.append(view.outcome.summary)
    for summary in view.rounds[-2:]:
        lines.append(view.round_text(summary.number))
    parts = []
    for index, line in enumerate(lines):
        weight = "700" if index == 0 and view.outcome is not None else "400"
        words, top = wrapped_text(line, PANEL_LEFT, top + 16, PANEL_INNER, 12, 16,
                                  f'font-weight="{weight}" fill="#f6f1e3"')
        parts.append(words)
    if view.outcome is None and view.rounds:
        parts.append(_last_board(view, PANEL_LEFT, top + 12))
        top += 12 + MINI_CELL * 6 + 8
    return "".join(parts), top


MINI_CELL = 14


def _last_board(view: PuntoView, left: float, top: float) -> str:
    """The previous round's final table in miniature, its winning row ringed."""
    summary = view.rounds[-1]
    if not summary.final_tops:
        return ""
    low_x = min(X[cell] for cell, _ in summary.final_tops)
    low_y = min(Y[cell] for cell, _ in summary.final_tops)
    parts = [f'<g class="last-round" aria-label={quoteattr(SAY("last_board", n=summary.number + 1))}>',
             f'<rect x="{left}" y="{top}" width="{MINI_CELL * 6 + 8}" height="{MINI_CELL * 6 + 8}" '
             'rx="6" fill="#1d4538" stroke="#3d5a50"/>']
    row = set(summary.row)
    for cell, card in summary.final_tops:
        x = left + 4 + (X[cell] - low_x) * MINI_CELL
        y = top + 4 + (Y[cell] - low_y) * MINI_CELL
        colour = card_colour(card)
        stroke = ' stroke="#ffffff" stroke-width="2"' if cell in row else ""
        parts.append(f'<rect x="{x + 1}" y="{y + 1}" width="{MINI_CELL - 2}" height="{MINI_CELL - 2}" '
                     f'rx="2" fill="{FILLS[colour]}"{stroke}/>')
    parts.append("</g>")
    return "".join(parts)
