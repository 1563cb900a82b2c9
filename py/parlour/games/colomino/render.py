"""Colomino as SVG: the set or chain on the table, the hand, tallies and calls.

The renderer draws what the view and the highlights say and judges
nothing.  Cards are drawn in play order, so later cards hide the squares
they cover, as on a real table.  Every square carries a mark as well as a
colour (yellow triangle, green disc, white ring, and bars or a cross for
red, blue and mauve), so play never depends on telling colours apart.

The board is one narrow column (title, seats, table, calls, then the hand
in rows), taller than wide, so a phone held upright shows it at a legible
size; a desktop shows the same column up to the page's height limit.  The
column's height depends only on the game and the number of players (the
hand keeps the rows of a full deal), so the page does not jump as cards
leave the hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from xml.sax.saxutils import escape, quoteattr

from parlour.core import Highlights, View
from parlour.games.colomino.cards import (
    CARD_COUNT, COLOURED_CARDS, NAMES, ORIENTED, TABS, index_type,
)
from parlour.games.colomino.common import SIDE_SYMBOLS
from parlour.games.colomino.moves import CALLS, CHAIN_PLACE, hand_target, place_target
from parlour.games.colomino.view import ColominoView, Option, own_burden
from parlour.games.colomino.words import SAY, describe_outcome, seat_and_side, side_name
from parlour.words import seat_name

WIDTH = 480
"""Narrow enough that a 360 px wide phone shows a square of a hand card at about 10 px."""
MARGIN = 10
INNER = WIDTH - 2 * MARGIN
FILL = {"Y": "#f4c430", "G": "#2f9e5b", "W": "#f8f6ee", "R": "#d64545", "B": "#3c6fd1",
        "M": "#9457b8"}
INK = {"Y": "#6b4e00", "G": "#0d3d20", "W": "#8a8670", "R": "#5e1111", "B": "#0f2552",
       "M": "#3a1552"}
TAB_FILL = {"Y": FILL["Y"], "G": FILL["G"], "S": "#f8f6ee"}
TAB_SYMBOL = {"Y": "\u25b2", "G": "\u25cf", "S": "\u2605"}
COLOUR_LETTERS = "YGWRBM"
"""The square colours in the order of the phrasebook's "colours" list."""
TABLE_BG = "#1d3550"
PANEL_BG = "#274766"
TEXT = "#f3efe2"
ACCENT = "#ffd166"
VARIANT_TITLE = {"sideways": "Sideways", "fourways": "Fourways", "threeways": "Threeways",
                 "domino": "Domino"}
"""The games' names, the same in every language."""
CHAR_WIDTH = 0.55
"""A generous average glyph width in ems, for wrapping text to the width it is given."""
SEPARATOR = " \u00b7 "

STYLE = """
.target{cursor:pointer}
.target .frame{stroke:#ffd166;stroke-width:3}
.selected .frame{stroke:#ffffff;stroke-width:4}
.focus .frame{stroke:#7fdbff;stroke-width:4;stroke-dasharray:6 3}
.ghost .face{opacity:.5}
.ghost.target:hover .face{opacity:.9}
text{font-family:'Trebuchet MS',Verdana,sans-serif}
"""

# --- the column: where each band goes ----------------------------------------------------

TITLE_H = 40
SEATS_PER_ROW = 2
SEAT_H, SEAT_PITCH = 34, 38
SET_AREA_H = 250
"""The set being built and, beside it, the last finished set."""
SET_AREA_W = 270
CHAIN_CELL = 15.0
CHAIN_STEP = 2 * CHAIN_CELL + 5  # side by side, so touching columns can be compared (r12)
CHAIN_PER_ROW = int((INNER - 20 + 5) // CHAIN_STEP)
CHAIN_ROWS_SHOWN = 3
"""Only the chain's last rows are drawn: the open end is what matters."""
CHAIN_HEAD_H = 52
"""Room for three lines of chain status above the first row of cards."""
CHAIN_ROW_PITCH = 4 * CHAIN_CELL + 34  # a star above each card, "open end" below the last
CHAIN_AREA_H = CHAIN_HEAD_H + CHAIN_ROWS_SHOWN * CHAIN_ROW_PITCH
CONTROLS_H = 40
HAND_MAX_PER_ROW = 13
HAND_MAX_CELL = 20.0
HAND_GAP = 8
TAB_H = 14
LIFT = 8
"""How far the chosen card rises out of the hand."""


@dataclass(frozen=True)
class Layout:
    """The bands of the column, top to bottom, for one game and number of players."""

    seat_rows: int
    table_y: float
    table_h: float
    controls_y: float
    hand_y: float
    """Top of the first row of hand cards (their tabs sit just above)."""
    hand_cell: float
    per_row: int
    hand_rows: int
    height: float

    @property
    def hand_pitch(self) -> float:
        return 4 * self.hand_cell + 50  # tab, card, rotate chip, and room to lift a card


def layout(view: ColominoView) -> Layout:
    """The column for ``view``: the hand has the rows of a full deal, in rows of at most 13."""
    pack = CARD_COUNT if view.variant == "domino" else len(COLOURED_CARDS)
    dealt = max(-(-pack // view.players), len(view.hand or ()))
    hand_rows = -(-dealt // HAND_MAX_PER_ROW)
    per_row = -(-dealt // hand_rows)
    cell = min(HAND_MAX_CELL, (INNER / per_row - HAND_GAP) / 2)
    seat_rows = -(-view.players // SEATS_PER_ROW)
    table_y = TITLE_H + seat_rows * SEAT_PITCH + 2
    table_h = CHAIN_AREA_H if view.variant == "domino" else SET_AREA_H
    controls_y = table_y + table_h + 10
    hand_y = controls_y + CONTROLS_H + 12 + TAB_H + LIFT
    pitch = 4 * cell + 50
    height = hand_y + (hand_rows - 1) * pitch + 4 * cell + 30
    return Layout(seat_rows, table_y, table_h, controls_y, hand_y, cell, per_row, hand_rows,
                  round(height))


# --- drawing helpers -------------------------------------------------------------------------

def _marks() -> str:
    """A small mark per square colour, drawn in a darker ink of that colour."""
    shapes = {
        "Y": '<path d="M0,-5 L5,4 L-5,4 Z"/>',
        "G": '<circle r="4.5"/>',
        "W": '<circle r="4" fill="none" stroke-width="1.6"/>',
        "R": '<rect x="-5" y="-1.5" width="10" height="3"/>',
        "B": '<rect x="-1.5" y="-5" width="3" height="10"/>',
        "M": '<path d="M-4,-4 L4,4 M4,-4 L-4,4" stroke-width="2.2" fill="none"/>',
    }
    return "".join(f'<g id="mk-{c}" fill="{INK[c]}" stroke="{INK[c]}">{shape}</g>'
                   for c, shape in shapes.items())


def _square(x: float, y: float, size: float, letter: str) -> str:
    scale = size / 18  # the mark fills about half the square, still visible on small cards
    return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{size:.1f}" height="{size:.1f}" '
            f'fill="{FILL[letter]}" stroke="#00000033" stroke-width="0.6"/>'
            f'<use href="#mk-{letter}" transform="translate({x + size / 2:.1f},{y + size / 2:.1f}) '
            f'scale({scale:.2f})"/>')


def _card_face(card: int, orient: int, x: float, y: float, cell: float, extra: str = "") -> str:
    """The 2 x 4 grid of a card as it lies, with its top-left corner at (x, y)."""
    left, right = ORIENTED[card][orient]
    parts = [f'<rect class="frame" x="{x - 1.5:.1f}" y="{y - 1.5:.1f}" width="{2 * cell + 3:.1f}" '
             f'height="{4 * cell + 3:.1f}" rx="3" fill="#fffdf5" stroke="#20202080" '
             f'stroke-width="1.2"{extra}/>']
    for row in range(4):
        parts.append(_square(x, y + row * cell, cell, left[row]))
        parts.append(_square(x + cell, y + row * cell, cell, right[row]))
    return "".join(parts)


def _card_label(card: int, orient: int) -> str:
    left, right = ORIENTED[card][orient]
    return SAY("card.label", name=NAMES[card], turn=SAY("upright" if orient == 0 else "turned"),
               left=_colour_words(left), right=_colour_words(right))


def _colour_words(column: str) -> str:
    words = dict(zip(COLOUR_LETTERS, SAY.seq("colours")))
    return " ".join(words[c] for c in column)


def _lines(text: str, size: float, width: float) -> list[str]:
    """``text`` broken so each line fits ``width`` at font ``size``.

    Lines break between the " · " parts of a status where they can, so a
    fact such as "your burden: 4" stays on one line, and between words
    only inside a part too long for a line.
    """
    most = max(1, int(width / (size * CHAR_WIDTH)))
    lines: list[str] = []
    for part in text.split(SEPARATOR):
        if lines and len(lines[-1]) + len(SEPARATOR) + len(part) <= most:
            lines[-1] += SEPARATOR + part
        else:
            lines.extend(_words_in_lines(part, most))
    return lines


def _words_in_lines(text: str, most: int) -> list[str]:
    lines: list[str] = []
    for word in text.split(" "):
        if lines and len(lines[-1]) + 1 + len(word) <= most:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _text(x: float, y: float, lines: list[str], size: float, fill: str = TEXT,
          extra: str = "") -> str:
    """One <text> with a line per <tspan>; ``y`` is the first line's baseline."""
    spans = "".join(f'<tspan x="{x:.1f}" dy="{0 if k == 0 else size * 1.2:.1f}">{escape(line)}</tspan>'
                    for k, line in enumerate(lines))
    return f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" fill="{fill}"{extra}>{spans}</text>'


def _button(target: str, label: str, x: float, y: float, w: float, h: float, text: str,
            hl: Highlights) -> str:
    classes = _classes(target, hl)
    return (f'<g data-target="{target}" role="button" aria-label={quoteattr(label)} '
            f'class="{classes}"><rect class="frame" x="{x}" y="{y}" width="{w}" height="{h}" '
            f'rx="8" fill="{PANEL_BG}" stroke="{ACCENT}" stroke-width="2"/>'
            f'<text x="{x + w / 2}" y="{y + h / 2 + 5}" text-anchor="middle" font-size="15" '
            f'fill="{TEXT}">{escape(text)}</text></g>')


def _classes(target: str, hl: Highlights) -> str:
    names = []
    if target in hl.targets:
        names.append("target")
    if target in hl.selected:
        names.append("selected")
    if target in hl.marked:
        names.append("marked")
    if hl.focus == target:
        names.append("focus")
    return " ".join(names)


# --- header: title, tallies, seats --------------------------------------------------

TALLY_W = 104


def _header(view: ColominoView) -> str:
    title = f"Colomino \u2014 {VARIANT_TITLE[view.variant]}"
    parts = [f'<text x="{MARGIN}" y="28" font-size="18" font-weight="bold" fill="{TEXT}">'
             f'{escape(title)}</text>']
    if view.variant != "domino":
        won = [0, 0]
        for result in view.sets:
            if not result.void and result.winner is not None:
                won[result.winner] += 1
        for side in (0, 1):
            x = WIDTH - MARGIN - (2 - side) * TALLY_W - (1 - side) * 6
            parts.append(f'<rect x="{x}" y="10" width="{TALLY_W}" height="26" rx="6" '
                         f'fill="{PANEL_BG}"/><text x="{x + 8}" y="28" font-size="14" '
                         f'fill="{FILL["YG"[side]]}">{SIDE_SYMBOLS[side]} '
                         f'{escape(side_name(side))} {won[side]}</text>')
    parts.append(_seats(view))
    return "".join(parts)


def _seats(view: ColominoView) -> str:
    parts = []
    width = INNER / SEATS_PER_ROW
    for seat in range(view.players):
        side = seat % 2
        row, col = divmod(seat, SEATS_PER_ROW)
        x, y = MARGIN + col * width, TITLE_H + row * SEAT_PITCH
        to_move = view.to_move == seat
        stroke = f' stroke="{ACCENT}" stroke-width="3"' if to_move else ""
        you = SAY("seat.you") if seat == view.player else ""
        notes: list[str] = []
        if seat in view.passed:
            notes.append(SAY("seat.passed"))
        if to_move:
            notes.append(SAY("seat.to_move"))
        note_text = escape(" \u00b7 " + ", ".join(notes)) if notes else ""
        cards = SAY.count(view.hand_sizes[seat], "cards")
        label = SAY("seat.aria", name=seat_name(seat), side=side_name(side), cards=cards)
        parts.append(
            f'<g aria-label={quoteattr(label)}>'
            f'<rect x="{x:.1f}" y="{y}" width="{width - 6:.1f}" height="{SEAT_H}" rx="6" '
            f'fill="{PANEL_BG}"{stroke}/>'
            f'<text x="{x + 8:.1f}" y="{y + 15}" font-size="14" fill="{FILL["YG"[side]]}">'
            f'{SIDE_SYMBOLS[side]} {escape(seat_name(seat) + you)}</text>'
            f'<text x="{x + 8:.1f}" y="{y + 29}" font-size="12" fill="{TEXT}">{escape(cards)}'
            f'{note_text}</text></g>')
    return "".join(parts)


# --- the set being built (scoring games) ---------------------------------------------------

def _selected_card(hl: Highlights) -> tuple[int, int] | None:
    """The (card, orientation) the player has picked from the hand, if any."""
    for target in hl.selected:
        if target.startswith("hand:"):
            _, name, orient = target.split(":")
            if name in NAMES:
                return NAMES.index(name), int(orient)
    return None


SET_HEAD_SIZE = 14


def _set_area(view: ColominoView, hl: Highlights, at: Layout) -> str:
    chosen = _selected_card(hl)
    ghosts = [o for o in view.options if chosen and (o.card, o.orient) == chosen]
    cells = [(p.x, p.y) for p in view.table] + [(o.x, o.y) for o in ghosts] or [(0, 0)]
    xs = [x for x, _ in cells] + [x + 1 for x, _ in cells]
    ys = [y for _, y in cells] + [y + 3 for _, y in cells]
    area_x, area_y, area_w, area_h = MARGIN, at.table_y, SET_AREA_W, at.table_h
    head = _lines(_set_head(view), SET_HEAD_SIZE, area_w - 24)
    top = area_y + 14 + len(head) * SET_HEAD_SIZE * 1.2  # the cards start below the heading
    room_w, room_h = area_w - 16, area_y + area_h - 8 - top
    wide, tall = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    cell = min(40.0, room_w / (wide + 0.5), room_h / (tall + 0.5))
    ox = area_x + (area_w - wide * cell) / 2 - min(xs) * cell
    oy = top + (room_h - tall * cell) / 2 - min(ys) * cell
    parts = [f'<rect x="{area_x}" y="{area_y}" width="{area_w}" height="{area_h}" rx="10" '
             f'fill="{PANEL_BG}" opacity="0.6"/>',
             _text(area_x + 12, area_y + 20, head, SET_HEAD_SIZE)]
    for k, place in enumerate(view.table):
        mark = ' class="marked"' if k == len(view.table) - 1 and view.table else ""
        parts.append(f'<g{mark} aria-label={quoteattr(_card_label(place.card, place.orient))}>'
                     f'{_card_face(place.card, place.orient, ox + place.x * cell, oy + place.y * cell, cell)}'
                     f'</g>')
    for option in ghosts:
        parts.append(_ghost(option, ox + option.x * cell, oy + option.y * cell, cell, hl))
    return "".join(parts)


def _set_head(view: ColominoView) -> str:
    status = SAY("set.cant", n=view.cant_count) if view.cant_count else ""
    return SAY("set.head", n=len(view.sets) + 1, cards=SAY.count(len(view.table), "cards"),
               status=status)


def _ghost(option: Option, x: float, y: float, cell: float, hl: Highlights) -> str:
    return _ghost_at(place_target(option.x, option.y), option, x, y, cell, hl,
                     SAY("ghost.badge", yellow=option.yellow, green=option.green))


def _ghost_at(target: str, option: Option, x: float, y: float, cell: float, hl: Highlights,
              badge: str) -> str:
    label = SAY("ghost.label", card=_card_label(option.card, option.orient))
    if badge:
        label += SAY("ghost.preview", yellow=option.yellow, green=option.green)
    body = (f'<g class="face" opacity="0.5">{_card_face(option.card, option.orient, x, y, cell)}</g>'
            f'<rect x="{x - 2:.1f}" y="{y - 2:.1f}" width="{2 * cell + 4:.1f}" height="{4 * cell + 4:.1f}" '
            f'rx="4" fill="none" stroke="{ACCENT}" stroke-width="2.5" stroke-dasharray="7 4"/>')
    badge_svg = ""
    if badge:  # the preview: what the set would show if the card went here
        badge_svg = (f'<rect x="{x + cell - 30:.1f}" y="{y + 2 * cell - 10:.1f}" width="60" '
                     f'height="20" rx="10" fill="#000000cc"/><text x="{x + cell:.1f}" '
                     f'y="{y + 2 * cell + 5:.1f}" text-anchor="middle" font-size="13" '
                     f'fill="{ACCENT}">{escape(badge)}</text>')
    return (f'<g data-target="{target}" role="button" aria-label={quoteattr(label)} '
            f'class="ghost {_classes(target, hl)}">{body}{badge_svg}</g>')


def _last_set(view: ColominoView, at: Layout) -> str:
    """The last finished set, its verdict and the running count of drawn and void sets."""
    x0, y0 = MARGIN + SET_AREA_W + 10, at.table_y
    w, h = WIDTH - MARGIN - x0, at.table_h
    parts = [f'<rect x="{x0}" y="{y0}" width="{w}" height="{h}" rx="10" fill="{PANEL_BG}" '
             f'opacity="0.6"/>']
    drawn = sum(1 for r in view.sets if not r.void and r.winner is None)
    void = sum(1 for r in view.sets if r.void)
    parts.append(_text(x0 + 10, y0 + h - 10, [SAY("tally.rest", drawn=drawn, void=void)], 12))
    if not view.sets:
        parts.append(_text(x0 + 10, y0 + 20, _lines(SAY("set.none"), 13, w - 20), 13))
        return "".join(parts)
    result = view.sets[-1]
    verdict = SAY("set.void") if result.void else (
        SAY("set.draw") if result.winner is None
        else f"{SIDE_SYMBOLS[result.winner]} {side_name(result.winner)}")
    head = _lines(SAY("set.result", n=len(view.sets), verdict=verdict), 13, w - 20)
    showing = SAY("set.showing", ys=SIDE_SYMBOLS[0], yellow=result.yellow, gs=SIDE_SYMBOLS[1],
                  green=result.green)
    parts.append(_text(x0 + 10, y0 + 20, head, 13))
    showing_y = y0 + 20 + len(head) * 13 * 1.2 + 2
    parts.append(_text(x0 + 10, showing_y, [showing], 12))
    places = result.placements
    if places:
        xs = [p.x for p in places] + [p.x + 1 for p in places]
        ys = [p.y for p in places] + [p.y + 3 for p in places]
        wide, tall = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        top, bottom = showing_y + 10, y0 + h - 26
        cell = min(30.0, (w - 20) / wide, (bottom - top) / tall)
        ox = x0 + (w - wide * cell) / 2 - min(xs) * cell
        oy = top + (bottom - top - tall * cell) / 2 - min(ys) * cell
        for place in places:
            parts.append(_card_face(place.card, place.orient, ox + place.x * cell,
                                    oy + place.y * cell, cell))
    return "".join(parts)


# --- the Domino chain --------------------------------------------------------------------

def _chain_area(view: ColominoView, hl: Highlights, at: Layout) -> str:
    area_x, area_y, area_w, area_h = MARGIN, at.table_y, INNER, at.table_h
    cell, step = CHAIN_CELL, CHAIN_STEP
    left = area_x + (area_w - (CHAIN_PER_ROW * step - 5)) / 2
    parts = [f'<rect x="{area_x}" y="{area_y}" width="{area_w}" height="{area_h}" rx="10" '
             f'fill="{PANEL_BG}" opacity="0.6"/>', _chain_status(view, area_x + 12, area_y + 18)]
    slots = len(view.chain) + 1
    rows = max(1, -(-slots // CHAIN_PER_ROW))
    first_row = max(0, rows - CHAIN_ROWS_SHOWN)
    first_y = area_y + CHAIN_HEAD_H + 14  # room for a star above the first row

    def where(k: int) -> tuple[float, float]:
        row, col = divmod(k, CHAIN_PER_ROW)
        return left + col * step, first_y + (row - first_row) * CHAIN_ROW_PITCH

    for k, link in enumerate(view.chain):
        if k // CHAIN_PER_ROW < first_row:
            continue
        x, y = where(k)
        mark = ' class="marked"' if k == len(view.chain) - 1 else ""
        star = (f'<text x="{x + cell}" y="{y - 4}" text-anchor="middle" font-size="12" '
                f'fill="{ACCENT}">\u2605</text>' if TABS[link.card] == "S" else "")
        parts.append(f'<g{mark} aria-label={quoteattr(_card_label(link.card, link.orient))}>'
                     f'{star}{_card_face(link.card, link.orient, x, y, cell)}</g>')
    x, y = where(len(view.chain))
    chosen = _selected_card(hl)
    ghost = [o for o in view.options if chosen and (o.card, o.orient) == chosen]
    if ghost:
        parts.append(_ghost_at(CHAIN_PLACE, ghost[0], x, y, cell, hl, ""))
    elif view.outcome is None:
        parts.append(f'<rect x="{x - 1.5}" y="{y - 1.5}" width="{2 * cell + 3}" height="{4 * cell + 3}" '
                     f'rx="3" fill="none" stroke="{ACCENT}" stroke-dasharray="5 4" stroke-width="2"/>'
                     f'<text x="{x + cell}" y="{y + 4 * cell + 14}" text-anchor="middle" '
                     f'font-size="12" fill="{ACCENT}">{escape(SAY("chain.open"))}</text>')
    return "".join(parts)


def _chain_status(view: ColominoView, x: float, y: float) -> str:
    stars = sum(1 for link in view.chain if TABS[link.card] == "S")
    text = SAY("chain.head", cards=SAY.count(len(view.chain), "cards"))
    if 0 < stars < 4:
        text += SAY("chain.lock", n=stars)
    elif stars == 4:
        text += SAY("chain.loop")
    if view.idle:
        text += SAY.count(view.idle, "chain.idle")
    burden = own_burden(view)
    if burden is not None:
        text += SAY("chain.burden", n=burden)
    colour = ACCENT if 0 < stars < 4 else TEXT
    return _text(x, y, _lines(text, 13, INNER - 24), 13, colour)


# --- controls and hand --------------------------------------------------------------------

BUTTON_W = 120
STATUS_SIZE = 15


def _controls(view: ColominoView, hl: Highlights, at: Layout) -> str:
    parts = []
    x = float(MARGIN)
    top = at.controls_y
    for word in CALLS:
        if word in hl.targets:
            parts.append(_button(word, SAY(f"call.{word}.aria"), x, top + 3, BUTTON_W, 34,
                                 SAY(f"call.{word}"), hl))
            x += BUTTON_W + 10
    lines = _lines(_status(view), STATUS_SIZE, WIDTH - MARGIN - x)
    baseline = top + 25 if len(lines) == 1 else top + 16
    parts.append(_text(x + 2, baseline, lines, STATUS_SIZE))
    return "".join(parts)


def _status(view: ColominoView) -> str:
    if view.outcome is not None:
        return describe_outcome(view.outcome)
    if view.turn == view.player:
        return SAY("status.you")
    return SAY("status.turn", who=seat_and_side(view.turn))


def _hand(view: ColominoView, hl: Highlights, at: Layout) -> str:
    if not view.hand:
        note = SAY("hand.spectating" if view.hand is None else "hand.empty")
        return _text(MARGIN, at.hand_y + 10, [note], 16)
    cell = at.hand_cell
    step = 2 * cell + HAND_GAP
    left = (WIDTH - (at.per_row * step - HAND_GAP)) / 2
    chosen = _selected_card(hl)
    tab_size = 12 if cell >= 16 else 11
    parts = []
    for k, card in enumerate(view.hand):
        row, col = divmod(k, at.per_row)
        orient = _hand_orient(card, chosen, hl)
        target = hand_target(card, orient)
        x, y = left + col * step, at.hand_y + row * at.hand_pitch
        if chosen and chosen[0] == card:
            y -= LIFT
        tab = TABS[card]
        tl, br = index_type(card)
        label = SAY("hand.card", card=_card_label(card, orient), tab=SAY(f"tab.{tab}"), tl=tl, br=br)
        attrs = (f'data-target="{target}" role="button" class="{_classes(target, hl)}"'
                 if target in hl.targets or (chosen and chosen[0] == card)
                 else 'class="idle"' + (' opacity="0.55"' if hl.targets else ""))  # not playable now
        parts.append(
            f'<g {attrs} aria-label={quoteattr(label)}>'
            f'<rect x="{x - 1.5:.1f}" y="{y - TAB_H - 2:.1f}" width="{2 * cell + 3:.1f}" '
            f'height="{TAB_H}" rx="3" fill="{TAB_FILL[tab]}" stroke="#00000055"/>'
            f'<text x="{x + cell:.1f}" y="{y - 5:.1f}" text-anchor="middle" font-size="{tab_size}" '
            f'fill="#222">{TAB_SYMBOL[tab]}{NAMES[card]}</text>'
            f'{_card_face(card, orient, x, y, cell)}</g>')
        parts.append(_turn_chip(view, card, orient, x + cell, y + 4 * cell + 13, chosen, hl))
    return "".join(parts)


def _turn_chip(view: ColominoView, card: int, orient: int, cx: float, cy: float,
               chosen: tuple[int, int] | None, hl: Highlights) -> str:
    """The rotate toggle under a card: selects the same card turned end over end."""
    target = hand_target(card, 1 - orient)
    selected = chosen is not None and chosen[0] == card
    offered = target in hl.targets or (
        selected and any((o.card, o.orient) == (card, 1 - orient) for o in view.options))
    if not offered:
        return ""
    return (f'<g data-target="{target}" role="button" class="{_classes(target, hl)}" '
            f'aria-label={quoteattr(SAY("hand.turn", name=NAMES[card]))}>'
            f'<circle class="frame" cx="{cx:.1f}" cy="{cy:.1f}" r="9" fill="{PANEL_BG}" '
            f'stroke="{ACCENT}" stroke-width="1.5"/><text x="{cx:.1f}" y="{cy + 4.5:.1f}" '
            f'text-anchor="middle" font-size="13" fill="{ACCENT}">\u21bb</text></g>')


def _hand_orient(card: int, chosen: tuple[int, int] | None, hl: Highlights) -> int:
    """Draw the selected card as selected; others in the first orientation that is legal."""
    if chosen and chosen[0] == card:
        return chosen[1]
    if hand_target(card, 0) not in hl.targets and hand_target(card, 1) in hl.targets:
        return 1
    return 0


def render(view: View, highlights: Highlights) -> str:
    """The whole table for ``view`` as one SVG element."""
    assert isinstance(view, ColominoView)
    hl = highlights
    at = layout(view)
    body = [_header(view)]
    if view.variant == "domino":
        body.append(_chain_area(view, hl, at))
    else:
        body.append(_set_area(view, hl, at))
        body.append(_last_set(view, at))
    body.append(_controls(view, hl, at))
    body.append(_hand(view, hl, at))
    title = SAY("svg.title", variant=VARIANT_TITLE[view.variant], status=_status(view))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {at.height}" '
            f'role="img" aria-label={quoteattr(title)}><title>{escape(title)}</title>'
            f'<style>{STYLE}</style><defs>{_marks()}</defs>'
            f'<rect width="{WIDTH}" height="{at.height}" fill="{TABLE_BG}"/>{"".join(body)}</svg>')


__all__ = ["render", "layout"]
