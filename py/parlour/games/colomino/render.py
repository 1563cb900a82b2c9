"""Colomino as SVG: the set or chain on the table, the hand, tallies and calls.

The renderer draws what the view and the highlights say and judges
nothing.  Cards are drawn in play order, so later cards hide the squares
they cover, as on a real table.  Every square carries a mark as well as a
colour (yellow triangle, green disc, white ring, and bars or a cross for
red, blue and mauve), so play never depends on telling colours apart.
"""

from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from parlour.core import Highlights, View
from parlour.games.colomino.cards import INDEX_ORDER, NAMES, ORIENTED, TABS, index_type
from parlour.games.colomino.common import SIDE_NAMES, SIDE_SYMBOLS
from parlour.games.colomino.moves import CHAIN_PLACE, hand_target, place_target
from parlour.games.colomino.view import ColominoView, Option, own_burden

WIDTH, HEIGHT = 1000, 720
FILL = {"Y": "#f4c430", "G": "#2f9e5b", "W": "#f8f6ee", "R": "#d64545", "B": "#3c6fd1",
        "M": "#9457b8"}
INK = {"Y": "#6b4e00", "G": "#0d3d20", "W": "#8a8670", "R": "#5e1111", "B": "#0f2552",
       "M": "#3a1552"}
TAB_FILL = {"Y": FILL["Y"], "G": FILL["G"], "S": "#f8f6ee"}
TAB_SYMBOL = {"Y": "\u25b2", "G": "\u25cf", "S": "\u2605"}
COLOUR_WORD = {"Y": "yellow", "G": "green", "W": "white", "R": "red", "B": "blue", "M": "mauve"}
TABLE_BG = "#1d3550"
PANEL_BG = "#274766"
TEXT = "#f3efe2"
ACCENT = "#ffd166"
VARIANT_TITLE = {"sideways": "Sideways", "fourways": "Fourways", "threeways": "Threeways",
                 "domino": "Domino"}

STYLE = """
.target{cursor:pointer}
.target .frame{stroke:#ffd166;stroke-width:3}
.selected .frame{stroke:#ffffff;stroke-width:4}
.focus .frame{stroke:#7fdbff;stroke-width:4;stroke-dasharray:6 3}
.ghost .face{opacity:.5}
.ghost.target:hover .face{opacity:.9}
text{font-family:'Trebuchet MS',Verdana,sans-serif}
"""


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
    scale = size / 22
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
    turn = "upright" if orient == 0 else "turned"
    return f"{NAMES[card]} {turn}: left {_colour_words(left)}; right {_colour_words(right)}"


def _colour_words(column: str) -> str:
    return " ".join(COLOUR_WORD[c] for c in column)


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

def _header(view: ColominoView) -> str:
    title = f"Colomino \u2014 {VARIANT_TITLE[view.variant]}"
    parts = [f'<text x="20" y="34" font-size="24" font-weight="bold" fill="{TEXT}">'
             f'{escape(title)}</text>']
    if view.variant != "domino":
        won = [0, 0]
        drawn = void = 0
        for result in view.sets:
            if result.void:
                void += 1
            elif result.winner is None:
                drawn += 1
            else:
                won[result.winner] += 1
        for side in (0, 1):
            x = 560 + side * 150
            parts.append(f'<rect x="{x}" y="12" width="140" height="30" rx="6" fill="{PANEL_BG}"/>'
                         f'<text x="{x + 10}" y="33" font-size="16" fill="{FILL["YG"[side]]}">'
                         f'{SIDE_SYMBOLS[side]} {SIDE_NAMES[side]} {won[side]}</text>')
        parts.append(f'<text x="870" y="33" font-size="14" fill="{TEXT}">drawn {drawn} \u00b7 '
                     f'void {void}</text>')
    parts.append(_seats(view))
    return "".join(parts)


def _seats(view: ColominoView) -> str:
    parts = []
    width = min(160, (WIDTH - 40) / view.players)
    for seat in range(view.players):
        side = seat % 2
        x = 20 + seat * width
        to_move = view.to_move == seat
        stroke = f' stroke="{ACCENT}" stroke-width="3"' if to_move else ""
        you = " (you)" if seat == view.player else ""
        notes: list[str] = []
        if seat in view.passed:
            notes.append("passed")
        if to_move:
            notes.append("to move")
        note_text = escape(" \u00b7 " + ", ".join(notes)) if notes else ""
        parts.append(
            f'<g aria-label={quoteattr(f"Seat {seat + 1}, {SIDE_NAMES[side]}, {view.hand_sizes[seat]} cards")}>'
            f'<rect x="{x}" y="52" width="{width - 8}" height="40" rx="6" fill="{PANEL_BG}"{stroke}/>'
            f'<text x="{x + 8}" y="70" font-size="14" fill="{FILL["YG"[side]]}">{SIDE_SYMBOLS[side]} '
            f'Seat {seat + 1}{escape(you)}</text>'
            f'<text x="{x + 8}" y="86" font-size="12" fill="{TEXT}">{view.hand_sizes[seat]} cards'
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


def _set_area(view: ColominoView, hl: Highlights) -> str:
    chosen = _selected_card(hl)
    ghosts = [o for o in view.options if chosen and (o.card, o.orient) == chosen]
    cells = [(p.x, p.y) for p in view.table] + [(o.x, o.y) for o in ghosts] or [(0, 0)]
    xs = [x for x, _ in cells] + [x + 1 for x, _ in cells]
    ys = [y for _, y in cells] + [y + 3 for _, y in cells]
    area_x, area_y, area_w, area_h = 20, 105, 620, 350
    cell = min(44.0, area_w / (max(xs) - min(xs) + 2), (area_h - 30) / (max(ys) - min(ys) + 2))
    ox = area_x + (area_w - (max(xs) - min(xs) + 1) * cell) / 2 - min(xs) * cell
    oy = area_y + 28 + (area_h - 30 - (max(ys) - min(ys) + 1) * cell) / 2 - min(ys) * cell
    parts = [f'<rect x="{area_x}" y="{area_y}" width="{area_w}" height="{area_h}" rx="10" '
             f'fill="{PANEL_BG}" opacity="0.6"/>',
             f'<text x="{area_x + 12}" y="{area_y + 22}" font-size="15" fill="{TEXT}">'
             f'Set {len(view.sets) + 1}: {len(view.table)} card(s){_set_status(view)}</text>']
    for k, place in enumerate(view.table):
        mark = ' class="marked"' if k == len(view.table) - 1 and view.table else ""
        parts.append(f'<g{mark} aria-label={quoteattr(_card_label(place.card, place.orient))}>'
                     f'{_card_face(place.card, place.orient, ox + place.x * cell, oy + place.y * cell, cell)}'
                     f'</g>')
    for option in ghosts:
        parts.append(_ghost(option, ox + option.x * cell, oy + option.y * cell, cell, hl))
    return "".join(parts)


def _set_status(view: ColominoView) -> str:
    if view.cant_count:
        return f" \u00b7 {view.cant_count} can't play in a row"
    return ""


def _ghost(option: Option, x: float, y: float, cell: float, hl: Highlights) -> str:
    return _ghost_at(place_target(option.x, option.y), option, x, y, cell, hl,
                     f"Y {option.yellow} \u00b7 G {option.green}")


def _ghost_at(target: str, option: Option, x: float, y: float, cell: float, hl: Highlights,
              badge: str) -> str:
    label = f"Play {_card_label(option.card, option.orient)} here"
    if badge:
        label += f"; the set would show yellow {option.yellow}, green {option.green}"
    body = (f'<g class="face" opacity="0.5">{_card_face(option.card, option.orient, x, y, cell)}</g>'
            f'<rect x="{x - 2:.1f}" y="{y - 2:.1f}" width="{2 * cell + 4:.1f}" height="{4 * cell + 4:.1f}" '
            f'rx="4" fill="none" stroke="{ACCENT}" stroke-width="2.5" stroke-dasharray="7 4"/>')
    badge_svg = ""
    if badge:  # the preview: what the set would show if the card went here
        badge_svg = (f'<rect x="{x + cell - 34:.1f}" y="{y + 2 * cell - 11:.1f}" width="68" '
                     f'height="22" rx="11" fill="#000000cc"/><text x="{x + cell:.1f}" '
                     f'y="{y + 2 * cell + 5:.1f}" text-anchor="middle" font-size="13" '
                     f'fill="{ACCENT}">{escape(badge)}</text>')
    return (f'<g data-target="{target}" role="button" aria-label={quoteattr(label)} '
            f'class="ghost {_classes(target, hl)}">{body}{badge_svg}</g>')


def _last_set(view: ColominoView) -> str:
    x0, y0, w, h = 655, 105, 325, 350
    parts = [f'<rect x="{x0}" y="{y0}" width="{w}" height="{h}" rx="10" fill="{PANEL_BG}" '
             f'opacity="0.6"/>']
    if not view.sets:
        parts.append(f'<text x="{x0 + 12}" y="{y0 + 22}" font-size="15" fill="{TEXT}">'
                     'No set finished yet</text>')
        return "".join(parts)
    result = view.sets[-1]
    verdict = "void (blocked)" if result.void else (
        "draw" if result.winner is None else f"{SIDE_SYMBOLS[result.winner]} {SIDE_NAMES[result.winner]}")
    parts.append(f'<text x="{x0 + 12}" y="{y0 + 22}" font-size="15" fill="{TEXT}">'
                 f'Set {len(view.sets)}: {escape(verdict)}</text>'
                 f'<text x="{x0 + 12}" y="{y0 + 42}" font-size="13" fill="{TEXT}">'
                 f'{SIDE_SYMBOLS[0]} yellow {result.yellow} \u00b7 {SIDE_SYMBOLS[1]} green '
                 f'{result.green} showing</text>')
    places = result.placements
    if places:
        xs = [p.x for p in places] + [p.x + 1 for p in places]
        ys = [p.y for p in places] + [p.y + 3 for p in places]
        cell = min(30.0, (w - 20) / (max(xs) - min(xs) + 1), (h - 70) / (max(ys) - min(ys) + 1))
        ox = x0 + 10 + (w - 20 - (max(xs) - min(xs) + 1) * cell) / 2 - min(xs) * cell
        oy = y0 + 55 - min(ys) * cell
        for place in places:
            parts.append(_card_face(place.card, place.orient, ox + place.x * cell,
                                    oy + place.y * cell, cell))
    return "".join(parts)


# --- the Domino chain --------------------------------------------------------------------

CHAIN_PER_ROW = 20


def _chain_area(view: ColominoView, hl: Highlights) -> str:
    area_x, area_y, area_w, area_h = 20, 105, 960, 350
    cell = 20.0
    step = 2 * cell + 5  # side by side, so touching columns can be compared (r12)
    parts = [f'<rect x="{area_x}" y="{area_y}" width="{area_w}" height="{area_h}" rx="10" '
             f'fill="{PANEL_BG}" opacity="0.6"/>', _chain_status(view, area_x + 12, area_y + 22)]
    slots = len(view.chain) + 1
    rows = max(1, -(-slots // CHAIN_PER_ROW))
    first_row = max(0, rows - 3)  # show the last three rows: the open end matters most
    for k, link in enumerate(view.chain):
        row, col = divmod(k, CHAIN_PER_ROW)
        if row < first_row:
            continue
        x, y = area_x + 14 + col * step, area_y + 40 + (row - first_row) * 100
        mark = ' class="marked"' if k == len(view.chain) - 1 else ""
        star = (f'<text x="{x + cell}" y="{y - 5}" text-anchor="middle" font-size="13" '
                f'fill="{ACCENT}">\u2605</text>' if TABS[link.card] == "S" else "")
        parts.append(f'<g{mark} aria-label={quoteattr(_card_label(link.card, link.orient))}>'
                     f'{star}{_card_face(link.card, link.orient, x, y, cell)}</g>')
    row, col = divmod(len(view.chain), CHAIN_PER_ROW)
    x, y = area_x + 14 + col * step, area_y + 40 + (row - first_row) * 100
    chosen = _selected_card(hl)
    ghost = [o for o in view.options if chosen and (o.card, o.orient) == chosen]
    if ghost:
        parts.append(_ghost_at(CHAIN_PLACE, ghost[0], x, y, cell, hl, ""))
    elif view.outcome is None:
        parts.append(f'<rect x="{x - 1.5}" y="{y - 1.5}" width="{2 * cell + 3}" height="{4 * cell + 3}" '
                     f'rx="3" fill="none" stroke="{ACCENT}" stroke-dasharray="5 4" stroke-width="2"/>'
                     f'<text x="{x + cell}" y="{y + 4 * cell + 16}" text-anchor="middle" '
                     f'font-size="11" fill="{ACCENT}">open end</text>')
    return "".join(parts)


def _chain_status(view: ColominoView, x: float, y: float) -> str:
    stars = sum(1 for link in view.chain if TABS[link.card] == "S")
    text = f"Chain: {len(view.chain)} cards"
    if 0 < stars < 4:
        text += f" \u00b7 \u2605 STAR LOCK: {stars} of 4 stars down, only stars may follow"
    elif stars == 4:
        text += " \u00b7 \u2605 star loop closed"
    if view.idle:
        text += f" \u00b7 {view.idle} turn(s) without a card"
    burden = own_burden(view)
    if burden is not None:
        text += f" \u00b7 your burden: {burden}"
    colour = ACCENT if 0 < stars < 4 else TEXT
    return f'<text x="{x}" y="{y}" font-size="15" fill="{colour}">{escape(text)}</text>'


# --- controls and hand --------------------------------------------------------------------

def _controls(view: ColominoView, hl: Highlights) -> str:
    parts = []
    x = 20.0
    for word, label, text in (("cant", "Say can't play", "Can't play"),
                              ("pass", "Say pass", "Pass"), ("end", "End the turn", "End turn")):
        if word in hl.targets:
            parts.append(_button(word, label, x, 466, 130, 34, text, hl))
            x += 142
    status = _status(view)
    parts.append(f'<text x="{x + 6}" y="{488}" font-size="15" fill="{TEXT}">{escape(status)}</text>')
    return "".join(parts)


def _status(view: ColominoView) -> str:
    if view.outcome is not None:
        return view.outcome.summary
    who = f"Seat {view.turn + 1} ({SIDE_NAMES[view.turn % 2]})"
    if view.player is not None:
        return "Your turn" if view.turn == view.player else f"{who} to move"
    return f"{who} to move"


def _hand(view: ColominoView, hl: Highlights) -> str:
    if not view.hand:
        note = "Spectating" if view.hand is None else "Your hand is empty"
        return f'<text x="20" y="560" font-size="16" fill="{TEXT}">{note}</text>'
    count = len(view.hand)
    cell = max(9.0, min(20.0, ((WIDTH - 40) / count - 8) / 2))
    step = 2 * cell + 8
    chosen = _selected_card(hl)
    parts = []
    for k, card in enumerate(view.hand):
        orient = _hand_orient(card, chosen, hl)
        target = hand_target(card, orient)
        x, y = 20 + k * step, 548
        if chosen and chosen[0] == card:
            y -= 12
        tab = TABS[card]
        tl, br = index_type(card)
        label = f"{_card_label(card, orient)}; tab {tab}; index {tl}/{br}"
        attrs = (f'data-target="{target}" role="button" class="{_classes(target, hl)}"'
                 if target in hl.targets or (chosen and chosen[0] == card)
                 else 'class="idle"' + (' opacity="0.55"' if hl.targets else ""))  # not playable now
        parts.append(
            f'<g {attrs} aria-label={quoteattr(label)}>'
            f'<rect x="{x - 1}" y="{y - 18}" width="{2 * cell + 2}" height="16" rx="3" '
            f'fill="{TAB_FILL[tab]}" stroke="#00000055"/>'
            f'<text x="{x + cell}" y="{y - 6}" text-anchor="middle" font-size="11" fill="#222">'
            f'{TAB_SYMBOL[tab]} {tl}/{br}</text>'
            f'{_card_face(card, orient, x, y, cell)}'
            f'<text x="{x + cell}" y="{y + 4 * cell + 14}" text-anchor="middle" font-size="10" '
            f'fill="{TEXT}">{NAMES[card]}</text></g>')
        parts.append(_turn_chip(view, card, orient, x + cell, y + 4 * cell + 30, chosen, hl))
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
            f'aria-label={quoteattr(f"Turn {NAMES[card]} end over end")}>'
            f'<circle class="frame" cx="{cx:.1f}" cy="{cy:.1f}" r="10" fill="{PANEL_BG}" '
            f'stroke="{ACCENT}" stroke-width="1.5"/><text x="{cx:.1f}" y="{cy + 5:.1f}" '
            f'text-anchor="middle" font-size="14" fill="{ACCENT}">\u21bb</text></g>')


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
    body = [_header(view)]
    if view.variant == "domino":
        body.append(_chain_area(view, hl))
    else:
        body.append(_set_area(view, hl))
        body.append(_last_set(view))
    body.append(_controls(view, hl))
    body.append(_hand(view, hl))
    title = f"Colomino {VARIANT_TITLE[view.variant]}: {_status(view)}"
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
            f'role="img" aria-label={quoteattr(title)}><title>{escape(title)}</title>'
            f'<style>{STYLE}</style><defs>{_marks()}</defs>'
            f'<rect width="{WIDTH}" height="{HEIGHT}" fill="{TABLE_BG}"/>{"".join(body)}</svg>')


__all__ = ["render", "INDEX_ORDER"]
