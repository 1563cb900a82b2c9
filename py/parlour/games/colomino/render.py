"""Colomino as SVG: the set or chain on the table, the hand, tallies and calls.

The renderer draws what the view and the highlights say and judges
nothing.  Cards are drawn in play order, so later cards hide the squares
they cover, as on a real table.  Every square carries a mark as well as a
colour (yellow triangle, green disc, white ring, and bars or a cross for
red, blue and mauve), so play never depends on telling colours apart.

The picture has three parts (docs/protocol.md, Rendering): the table (the
set or chain, the calls and the status), the hand (in rows of at most 7
cards, each wide enough to touch on a phone) and the panel (title, tallies,
seats, the last finished set).  The page stacks table and hand on a narrow
screen and puts them side by side on a wide one.  The heights depend only
on the game and the number of players (the hand keeps the rows of a full
deal), so the page does not jump as cards leave the hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from xml.sax.saxutils import escape, quoteattr

from parlour.core import Highlights, View
from parlour.games.colomino.cards import (
    CARD_COUNT, COLOURED_CARDS, NAMES, ORIENTED, TABS, index_type,
)
from parlour.games.colomino.common import SIDE_SYMBOLS, seat_name, side_name
from parlour.games.colomino.moves import CALLS, CHAIN_PLACE, hand_target, place_target
from parlour.games.colomino.view import ColominoView, Option, own_burden
from parlour.games.colomino.words import SAY
from parlour.textfit import fitted_text

WIDTH = 460
"""The table's and the hand's width: a 360 px phone shows them at about 0.7 px per unit."""
PANEL_W = 300
PANEL_X = WIDTH + 14
PANEL_INNER = PANEL_W - 28
MARGIN = 10
INNER = WIDTH - 2 * MARGIN
SIZE = 17
"""The table's and hand's text size: 11 px or more on screen at a phone's width."""
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

SEAT_H, SEAT_PITCH = 40, 46
SET_AREA_H = 230
"""The set being built."""
LAST_SET_H = 240
"""The panel's box for the last finished set."""
CHAIN_CELL = 14.0
CHAIN_STEP = 2 * CHAIN_CELL + 5  # side by side, so touching columns can be compared (r12)
CHAIN_PER_ROW = int((INNER - 20 + 5) // CHAIN_STEP)
CHAIN_ROWS_SHOWN = 2
"""Only the chain's last rows are drawn: the open end is what matters."""
CHAIN_HEAD_H = 62
"""Room for three lines of chain status above the first row of cards."""
CHAIN_SIZE = 16
CHAIN_ROW_PITCH = 4 * CHAIN_CELL + 36  # a star above each card, "open end" below the last
CHAIN_AREA_H = CHAIN_HEAD_H + CHAIN_ROWS_SHOWN * CHAIN_ROW_PITCH
CONTROLS_H = 48
HAND_MAX_PER_ROW = 7
HAND_MAX_CELL = 27.0
HAND_GAP = 8
TAB_H = 34
"""The tab above a hand card, tall enough to touch: it turns the card when that is legal."""
LIFT = 8
"""How far the chosen card rises out of the hand."""


@dataclass(frozen=True)
class Layout:
    """The bands of the column, top to bottom, for one game and number of players."""

    table_y: float
    table_h: float
    controls_y: float
    hand_top: float
    """Where the hand part starts (the table part ends)."""
    hand_y: float
    """Top of the first row of hand cards (their tabs sit just above)."""
    hand_cell: float
    per_row: int
    hand_rows: int
    height: float

    @property
    def hand_pitch(self) -> float:
        return TAB_H + 4 * self.hand_cell + 14  # tab, card, and room to lift a card


def layout(view: ColominoView) -> Layout:
    """The column for ``view``: the hand has the rows of a full deal, in rows of at most 13."""
    pack = CARD_COUNT if view.variant == "domino" else len(COLOURED_CARDS)
    dealt = max(-(-pack // view.players), len(view.hand or ()))
    hand_rows = -(-dealt // HAND_MAX_PER_ROW)
    per_row = -(-dealt // hand_rows)
    cell = min(HAND_MAX_CELL, (INNER / per_row - HAND_GAP) / 2)
    table_y = MARGIN
    table_h = CHAIN_AREA_H if view.variant == "domino" else SET_AREA_H
    controls_y = table_y + table_h + 6
    hand_top = controls_y + CONTROLS_H + 4
    hand_y = hand_top + 6 + TAB_H
    pitch = TAB_H + 4 * cell + 14
    height = hand_y + (hand_rows - 1) * pitch + 4 * cell + 10
    return Layout(table_y, table_h, controls_y, hand_top, hand_y, cell, per_row, hand_rows,
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
            f'<text x="{x + w / 2}" y="{y + h / 2 + 6}" text-anchor="middle" font-size="{SIZE}" '
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

TALLY_W = (PANEL_INNER - 8) / 2


def _panel(view: ColominoView) -> tuple[str, float]:
    """Title, the sides' tallies, a box per seat and the last finished set; its height is fixed
    by the game and the number of players."""
    title = f"Colomino \u2014 {VARIANT_TITLE[view.variant]}"
    parts = [f'<text x="{PANEL_X}" y="32" font-size="20" font-weight="bold" fill="{TEXT}">'
             f'{escape(title)}</text>']
    top = 48.0
    if view.variant != "domino":
        won = [0, 0]
        for result in view.sets:
            if not result.void and result.winner is not None:
                won[result.winner] += 1
        for side in (0, 1):
            x = PANEL_X + side * (TALLY_W + 8)
            tally = f"{SIDE_SYMBOLS[side]} {side_name(side)} {won[side]}"
            parts.append(f'<rect x="{x:.1f}" y="{top}" width="{TALLY_W:.1f}" height="28" rx="6" '
                         f'fill="{PANEL_BG}"/>'
                         + fitted_text(tally, x + 8, top + 19, TALLY_W - 12, 15,
                                       f'fill="{FILL["YG"[side]]}"'))
        top += 38
    parts.append(_seats(view, top))
    top += view.players * SEAT_PITCH + 4
    if view.variant != "domino":
        parts.append(_last_set(view, top))
        top += LAST_SET_H + 10
    return "".join(parts), top + 4


def _seats(view: ColominoView, top: float) -> str:
    parts = []
    width = PANEL_INNER
    for seat in range(view.players):
        side = seat % 2
        x, y = PANEL_X, top + seat * SEAT_PITCH
        to_move = view.to_move == seat
        stroke = f' stroke="{ACCENT}" stroke-width="3"' if to_move else ""
        you = SAY("seat.you") if seat == view.player else ""
        notes: list[str] = []
        if seat in view.passed:
            notes.append(SAY("seat.passed"))
        if to_move:
            notes.append(SAY("seat.to_move"))
        note_text = " \u00b7 " + ", ".join(notes) if notes else ""
        cards = SAY.count(view.hand_sizes[seat], "cards")
        label = SAY("seat.aria", n=seat + 1, side=side_name(side), cards=cards)
        name = f'{SIDE_SYMBOLS[side]} {SAY("seat.label", n=seat + 1)}{you}'
        parts.append(
            f'<g class="seat" aria-label={quoteattr(label)}>'
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{width:.1f}" height="{SEAT_H}" rx="6" '
            f'fill="{PANEL_BG}"{stroke}/>'
            + fitted_text(name, x + 8, y + 17, width - 16, 14, f'fill="{FILL["YG"[side]]}"')
            + fitted_text(cards + note_text, x + 8, y + 34, width - 16, 13, f'fill="{TEXT}"')
            + "</g>")
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


SET_HEAD_SIZE = SIZE


def _set_area(view: ColominoView, hl: Highlights, at: Layout) -> str:
    chosen = _selected_card(hl)
    ghosts = [o for o in view.options if chosen and (o.card, o.orient) == chosen]
    cells = [(p.x, p.y) for p in view.table] + [(o.x, o.y) for o in ghosts] or [(0, 0)]
    xs = [x for x, _ in cells] + [x + 1 for x, _ in cells]
    ys = [y for _, y in cells] + [y + 3 for _, y in cells]
    area_x, area_y, area_w, area_h = MARGIN, at.table_y, INNER, at.table_h
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
    hit_w, hit_h = max(2 * cell + 4, 36), max(4 * cell + 4, 36)  # touchable, however small the card
    body = (f'<rect x="{x + cell - hit_w / 2:.1f}" y="{y + 2 * cell - hit_h / 2:.1f}" width="{hit_w:.1f}" '
            f'height="{hit_h:.1f}" fill="transparent"/>'
            f'<g class="face" opacity="0.5">{_card_face(option.card, option.orient, x, y, cell)}</g>'
            f'<rect x="{x - 2:.1f}" y="{y - 2:.1f}" width="{2 * cell + 4:.1f}" height="{4 * cell + 4:.1f}" '
            f'rx="4" fill="none" stroke="{ACCENT}" stroke-width="2.5" stroke-dasharray="7 4"/>')
    badge_svg = ""
    if badge:  # the preview: what the set would show if the card went here
        badge_svg = (f'<rect x="{x + cell - 42:.1f}" y="{y + 2 * cell - 13:.1f}" width="84" '
                     f'height="26" rx="13" fill="#000000cc"/><text x="{x + cell:.1f}" '
                     f'y="{y + 2 * cell + 6:.1f}" text-anchor="middle" font-size="{SIZE}" '
                     f'fill="{ACCENT}">{escape(badge)}</text>')
    return (f'<g data-target="{target}" role="button" aria-label={quoteattr(label)} '
            f'class="ghost {_classes(target, hl)}">{body}{badge_svg}</g>')


def _last_set(view: ColominoView, top: float) -> str:
    """The last finished set, its verdict and the running count of drawn and void sets."""
    x0, y0 = PANEL_X, top
    w, h = PANEL_INNER, LAST_SET_H
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
    showing_lines = _lines(showing, 12, w - 20)
    parts.append(_text(x0 + 10, showing_y, showing_lines, 12))
    showing_y += (len(showing_lines) - 1) * 12 * 1.2
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
    first_y = area_y + CHAIN_HEAD_H + 16  # room for a star above the first row

    def where(k: int) -> tuple[float, float]:
        row, col = divmod(k, CHAIN_PER_ROW)
        return left + col * step, first_y + (row - first_row) * CHAIN_ROW_PITCH

    for k, link in enumerate(view.chain):
        if k // CHAIN_PER_ROW < first_row:
            continue
        x, y = where(k)
        mark = ' class="marked"' if k == len(view.chain) - 1 else ""
        star = (f'<text x="{x + cell}" y="{y - 4}" text-anchor="middle" font-size="{SIZE}" '
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
                     f'<text x="{x + cell}" y="{y + 4 * cell + 18}" text-anchor="middle" '
                     f'font-size="{SIZE}" fill="{ACCENT}">{escape(SAY("chain.open"))}</text>')
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
    return _cut_text(x, y, text, CHAIN_SIZE, INNER - 24, 3, colour)


def _cut_text(x: float, y: float, text: str, size: float, width: float, most: int,
              fill: str = TEXT) -> str:
    """Wrapped lines, at most ``most``: when cut, the last ends in an ellipsis and the whole
    text is the tooltip and the accessible name."""
    lines = _lines(text, size, width)
    if len(lines) <= most:
        return _text(x, y, lines, size, fill)
    shown = [*lines[: most - 1], lines[most - 1].rstrip() + "\u2026"]
    return (f'<g aria-label={quoteattr(text)}><title>{escape(text)}</title>'
            f"{_text(x, y, shown, size, fill)}</g>")


# --- controls and hand --------------------------------------------------------------------

BUTTON_W = 120
STATUS_SIZE = SIZE


def _controls(view: ColominoView, hl: Highlights, at: Layout) -> str:
    parts = []
    x = float(MARGIN)
    top = at.controls_y
    for word in CALLS:
        if word in hl.targets:
            parts.append(_button(word, SAY(f"call.{word}.aria"), x, top + 3, BUTTON_W, 40,
                                 SAY(f"call.{word}"), hl))
            x += BUTTON_W + 10
    status, room = _status(view), WIDTH - MARGIN - x - 4
    baseline = top + 28 if len(_lines(status, STATUS_SIZE, room)) == 1 else top + 18
    parts.append(_cut_text(x + 2, baseline, status, STATUS_SIZE, room, 2))  # the turn line has it whole
    return "".join(parts)


def _status(view: ColominoView) -> str:
    if view.outcome is not None:
        return view.outcome.summary
    if view.turn == view.player:
        return SAY("status.you")
    return SAY("status.turn", who=seat_name(view.turn))


def _hand(view: ColominoView, hl: Highlights, at: Layout) -> str:
    if not view.hand:
        note = SAY("hand.spectating" if view.hand is None else "hand.empty")
        return _text(MARGIN, at.hand_y + 10, _lines(note, SIZE, INNER), SIZE)
    cell = at.hand_cell
    step = 2 * cell + HAND_GAP
    left = (WIDTH - (at.per_row * step - HAND_GAP)) / 2
    chosen = _selected_card(hl)
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
        parts.append(f'<g {attrs} aria-label={quoteattr(label)}>{_card_face(card, orient, x, y, cell)}</g>')
        parts.append(_tab(view, card, orient, x, y - TAB_H - 2, cell, chosen, hl))
    return "".join(parts)


def _tab(view: ColominoView, card: int, orient: int, x: float, y: float, cell: float,
         chosen: tuple[int, int] | None, hl: Highlights) -> str:
    """The card's tab above it (its symbol and name); when the card may also be played turned
    end over end, the tab is the rotate toggle (marked with an arrow)."""
    tab = TABS[card]
    target = hand_target(card, 1 - orient)
    selected = chosen is not None and chosen[0] == card
    offered = target in hl.targets or (
        selected and any((o.card, o.orient) == (card, 1 - orient) for o in view.options))
    words = f"{TAB_SYMBOL[tab]}{NAMES[card]}" + (" \u21bb" if offered else "")
    body = (f'<rect class="frame" x="{x - 1.5:.1f}" y="{y:.1f}" width="{2 * cell + 3:.1f}" '
            f'height="{TAB_H}" rx="5" fill="{TAB_FILL[tab]}" stroke="{ACCENT if offered else "#00000055"}" '
            f'stroke-width="{2 if offered else 1}"/>'
            f'<text x="{x + cell:.1f}" y="{y + TAB_H / 2 + 5.5:.1f}" text-anchor="middle" '
            f'font-size="{15 if offered else 16}" fill="#222">{escape(words)}</text>')
    if not offered:
        return f'<g aria-hidden="true">{body}</g>'
    return (f'<g data-target="{target}" role="button" class="{_classes(target, hl)}" '
            f'aria-label={quoteattr(SAY("hand.turn", name=NAMES[card]))}>{body}</g>')


def _hand_orient(card: int, chosen: tuple[int, int] | None, hl: Highlights) -> int:
    """Draw the selected card as selected; others in the first orientation that is legal."""
    if chosen and chosen[0] == card:
        return chosen[1]
    if hand_target(card, 0) not in hl.targets and hand_target(card, 1) in hl.targets:
        return 1
    return 0


def render(view: View, highlights: Highlights) -> str:
    """The table, the hand and the panel for ``view``: one SVG element in three parts."""
    assert isinstance(view, ColominoView)
    hl = highlights
    at = layout(view)
    table = []
    if view.variant == "domino":
        table.append(_chain_area(view, hl, at))
    else:
        table.append(_set_area(view, hl, at))
    table.append(_controls(view, hl, at))
    panel, panel_h = _panel(view)
    height = max(at.height, panel_h)
    title = SAY("svg.title", variant=VARIANT_TITLE[view.variant], status=_status(view))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH + PANEL_W} {height:g}" '
            f'role="img" aria-label={quoteattr(title)}><title>{escape(title)}</title>'
            f'<style>{STYLE}</style><defs>{_marks()}</defs>'
            + _part("area", 0, 0, WIDTH, at.hand_top, "".join(table))
            + _part("hand", 0, at.hand_top, WIDTH, at.height - at.hand_top, _hand(view, hl, at))
            + _part("panel", WIDTH, 0, PANEL_W, panel_h, panel) + "</svg>")


def _part(name: str, left: float, top: float, width: float, height: float, body: str) -> str:
    """A part the page may show on its own (docs/protocol.md, Rendering)."""
    box = f"{left:g} {top:g} {width:g} {height:g}"
    return (f'<svg data-part="{name}" x="{left:g}" y="{top:g}" width="{width:g}" height="{height:g}" '
            f'viewBox="{box}"><rect x="{left:g}" y="{top:g}" width="{width:g}" height="{height:g}" '
            f'fill="{TABLE_BG}"/>{body}</svg>')


__all__ = ["render", "layout"]
