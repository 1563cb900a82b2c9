"""Casino as SVG: the felt with seats and table on the left, scores and the play menu right.

The renderer draws what the view and the highlights say and nothing else.
Clickable ids: ``hand:7C`` (a card in your hand), ``table:7C`` or
``table:[3H+4D=7]`` (a table item) and ``play:<notation>`` (one entry of
the menu of legal uses that the UI offers for the selection so far).
"""

from __future__ import annotations

import re
from typing import Any

from parlour.core import Highlights
from parlour.games.casino.cards import NAME, SUIT_SYMBOLS, Build, Item, item_name
from parlour.games.casino.drawing import (
    CARD_H, CARD_W, DEFS, SEAT_COLOURS, card_back, card_face, card_words, esc, outline,
    seat_marker, state_classes, text,
)
from parlour.games.casino.rules import BUILDING, GAME_OVER, HAND_OVER, LAST_DEAL, SWEEP
from parlour.games.casino.scoring import ScoreRow
from parlour.games.casino.view import CasinoView
from parlour.games.casino.words import SAY, seat_name
from parlour.textfit import fitted_text, wrap, wrapped_text

AREA_W = 460
"""The felt is drawn for a phone's width: its texts are 16 units, its cards 58."""
PANEL_W = 300
WIDTH = AREA_W + PANEL_W
PANEL_X = AREA_W + 16
PANEL_INNER = PANEL_W - 32
MARGIN = 8
INNER_W = AREA_W - 2 * MARGIN
TEXT = 16
"""The felt's text size: 11 px or more on screen at a 360 px wide phone."""
FAN_STEP = 17
"""Horizontal offset between the cards of a build's fan."""
TABLE_ROW_H = CARD_H + 40
TABLE_GAP = 10
HAND_STEP = CARD_W + 10
MENU_ROW_H = 44


def render(view: Any, highlights: Highlights) -> str:
    assert isinstance(view, CasinoView)
    area, area_h = _area(view, highlights)
    panel, panel_h = _panel(view)
    height = max(area_h, panel_h)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height:g}" '
        f'class="casino" font-family="Helvetica, Arial, sans-serif">',
        f"<title>{esc(_title(view))}</title>", DEFS,
        f'<svg data-part="area" x="0" y="0" width="{AREA_W}" height="{area_h:g}" '
        f'viewBox="0 0 {AREA_W} {area_h:g}">'
        f'<rect width="{AREA_W}" height="{area_h:g}" rx="24" fill="url(#casino-felt)" '
        f'stroke="#5a3b1c" stroke-width="6"/>{area}</svg>',
        f'<svg data-part="panel" x="{AREA_W}" y="0" width="{PANEL_W}" height="{panel_h:g}" '
        f'viewBox="{AREA_W} 0 {PANEL_W} {panel_h:g}">'
        f'<rect x="{AREA_W}" width="{PANEL_W}" height="{panel_h:g}" rx="18" fill="#10281a"/>'
        f"{panel}</svg>",
        "</svg>",
    ]
    return "".join(parts)


def _area(view: CasinoView, highlights: Highlights) -> tuple[str, float]:
    """The felt from the top: the others, the stock and news, the table, your hand, the plays."""
    parts = [_opponents(view, 10)]
    parts.append(_stock(view, 74))
    parts.append(_banner(view, 74))
    table, y = _table(view, highlights, 128)
    parts.append(table)
    me = view.player if view.player is not None else 0
    hand, y = _own_hand(view, me, y + 22, highlights)
    parts.append(hand)
    parts.append(_nameplate(view, me, MARGIN, y + 8, INNER_W))
    menu, y = _menu(highlights, y + 8 + PLATE_H + 10)
    parts.append(menu)
    return "".join(parts), y + 10


def _title(view: CasinoView) -> str:
    if view.winner is not None:
        return SAY.count(len(_seats_of(view, view.winner)), "title.won",
                         side=_side_name(view, view.winner))
    mover = SAY("title.to_play", n=view.to_move + 1) if view.to_move is not None else ""
    return SAY("title.hand", hand=view.hand_number + 1, mover=mover)


def _seats_of(view: CasinoView, side: int) -> list[int]:
    return [s for s in range(view.players) if view.side_of(s) == side]


def _side_name(view: CasinoView, side: int) -> str:
    return " & ".join(seat_name(s) for s in _seats_of(view, side))


# --- the felt ----------------------------------------------------------------

def _stock(view: CasinoView, y: float) -> str:
    parts = [f'<g class="stock" aria-label="{esc(SAY("stock.label"))}">']
    if view.stock_count:
        for k in range(min(3, view.stock_count // 12 + 1)):
            parts.append(card_back(MARGIN + 6 + 2 * k, y - 2 * k, 30, 42))
    parts.append(text(MARGIN + 48, y + 18, SAY("stock.count", n=view.stock_count), TEXT))
    if view.last_deal and view.winner is None:
        parts.append(f'<rect x="{MARGIN + 44}" y="{y + 24}" width="80" height="22" rx="11" fill="#ffd54f"/>')
        parts.append(text(MARGIN + 84, y + 40, SAY("stock.last"), TEXT, "#3a2a00", "middle", "700"))
    parts.append("</g>")
    return "".join(parts)


def _item_width(item: Item) -> float:
    return CARD_W if isinstance(item, int) else CARD_W + FAN_STEP * (len(item.cards) - 1)


def _table(view: CasinoView, highlights: Highlights, top: float) -> tuple[str, float]:
    """Table items flow in rows across the felt, which grows to hold them (two rows at least)."""
    x, y = 0.0, 0.0
    placed: list[tuple[Item, float, float]] = []
    for item in view.table:
        width = min(float(INNER_W), _item_width(item))
        if x and x + width > INNER_W:
            x, y = 0.0, y + TABLE_ROW_H
        placed.append((item, x, y))
        x += width + TABLE_GAP
    height = max(2 * TABLE_ROW_H, y + TABLE_ROW_H)
    parts = [f'<g class="table" transform="translate({MARGIN + 4},{top})">']
    if not placed:
        parts.append(text(INNER_W / 2, TABLE_ROW_H, SAY("table.empty"), TEXT + 2, "#cfe8d6", "middle"))
    for item, ix, iy in placed:
        parts.append(_table_item(view, item, ix, iy, highlights))
    parts.append("</g>")
    return "".join(parts), top + height


def _table_item(view: CasinoView, item: Item, x: float, y: float, highlights: Highlights) -> str:
    target = "table:" + item_name(item)
    if isinstance(item, int):
        label, body = SAY("table.card", card=card_words(item)), card_face(item, x, y)
        width = float(CARD_W)
    else:
        label, body = _build_label(item), _build_body(view, item, x, y)
        width = _item_width(item)
    return (f'<g data-target="{esc(target)}" role="button" aria-label="{esc(label)}" '
            f'class="{state_classes(target, highlights, "table-item")}" '
            f'filter="url(#casino-shadow)">'
            f'{outline(target, highlights, x, y, width, CARD_H)}{body}</g>')


def _build_label(build: Build) -> str:
    kind = "multiple" if build.multiple else "single"
    cards = ", ".join(card_words(c) for c in build.cards)
    return SAY(f"build.label.{kind}", value=build.value, cards=cards, owner=seat_name(build.owner))


def _build_body(view: CasinoView, build: Build, x: float, y: float) -> str:
    parts = [card_face(c, x + FAN_STEP * k, y) for k, c in enumerate(build.cards)]
    width = _item_width(build)
    kind = SAY("build.multiple" if build.multiple else "build.single")
    tag_y = y + CARD_H + 4
    parts.append(f'<rect x="{x:.1f}" y="{tag_y:.1f}" width="{width:.1f}" height="30" rx="6" '
                 f'fill="#0b1f13" fill-opacity="0.85" stroke="{SEAT_COLOURS[build.owner % 4]}"/>')
    parts.append(text(x + 5, tag_y + 14, SAY("build.tag", value=build.value), TEXT, weight="700"))
    parts.append(text(x + 5, tag_y + 29, kind, TEXT, "#cfe8d6"))
    parts.append(seat_marker(build.owner, x + width - 10, tag_y + 10, 6))
    return "".join(parts)


PLATE_H = 56


def _opponents(view: CasinoView, y: float) -> str:
    """The other seats in a row across the top, in playing order after yours."""
    me = view.player if view.player is not None else 0
    others = [(me + k) % view.players for k in range(1, view.players)]
    width = (INNER_W - 8 * (len(others) - 1)) / len(others)
    return "".join(_nameplate(view, seat, MARGIN + k * (width + 8), y, width, backs=True)
                   for k, seat in enumerate(others))


def _nameplate(view: CasinoView, seat: int, x: float, y: float, width: float,
               backs: bool = False) -> str:
    """A seat's name, pile and sweeps, whose turn it is, the dealer's button, its cards face down."""
    moving = view.to_move == seat and view.winner is None
    name = SAY("seat.you", n=seat + 1) if seat == view.player else seat_name(seat)
    pile, sweeps = len(view.captured[seat]), view.sweeps[seat]
    detail = SAY("plate.pile_sweeps", n=pile, sweeps=sweeps) if sweeps else SAY("plate.pile", n=pile)
    count = view.hand_counts[seat] if backs else 0
    name_room = width - 40 - (0 if backs else 100)
    parts = [
        f'<g class="seat seat-{seat}" aria-label="{esc(name)}">',
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{width:.1f}" height="{PLATE_H if backs else 40}" rx="8" '
        f'fill="#0b1f13" fill-opacity="0.8" stroke="{"#ffd54f" if moving else "#3c5d48"}" '
        f'stroke-width="{3 if moving else 1}"/>',
        seat_marker(seat, x + 14, y + 19),
        fitted_text(name, x + 28, y + 25, name_room, TEXT,
                    'font-weight="700" fill="#f5f1e6" font-family="Helvetica, Arial, sans-serif"'),
    ]
    if backs:
        for k in range(count):
            parts.append(card_back(x + 8 + 9 * k, y + 33, 12, 17))
        parts.append(fitted_text(detail, x + 16 + 9 * count + 6, y + 48, width - 30 - 9 * count, TEXT,
                                 'fill="#cfe8d6" font-family="Helvetica, Arial, sans-serif"'))
    else:
        label = SAY("plate.to_play") if moving else ""
        parts.append(text(x + width - 10, y + 26, f"{detail}  {label}".strip(), TEXT,
                          "#ffd54f" if moving else "#cfe8d6", "end", "700" if moving else "400"))
    if view.dealer == seat:
        parts.append(f'<circle cx="{x + width - 14:.1f}" cy="{y + 2:.1f}" r="12" fill="#fafafa" stroke="#333"/>')
        parts.append(text(x + width - 14, y + 8, SAY("plate.dealer"), TEXT, "#222", "middle", "700"))
    parts.append("</g>")
    return "".join(parts)


def _own_hand(view: CasinoView, seat: int, y: float, highlights: Highlights) -> tuple[str, float]:
    """Your cards face up (a spectator sees the first seat's backs), centred under the table."""
    cards = view.hand if seat == view.player else [None] * view.hand_counts[seat]
    start = AREA_W / 2 - (HAND_STEP * len(cards) - 10) / 2
    parts = []
    for k, card in enumerate(cards):
        cx = start + HAND_STEP * k
        if card is None:
            parts.append(card_back(cx, y))
            continue
        target = "hand:" + NAME[card]
        lift = -14 if target in highlights.selected else 0
        label = SAY("hand.card", card=card_words(card))
        parts.append(
            f'<g data-target="{target}" role="button" aria-label="{esc(label)}" '
            f'class="{state_classes(target, highlights, "hand-card")}" filter="url(#casino-shadow)">'
            f'{outline(target, highlights, cx, y + lift, CARD_W, CARD_H)}'
            f'{card_face(card, cx, y + lift)}</g>')
    return "".join(parts), y + CARD_H


def _banner(view: CasinoView, y: float) -> str:
    if view.winner is not None:
        message = SAY.count(len(_seats_of(view, view.winner)), "banner.win",
                            side=_side_name(view, view.winner))
    elif view.announcements:
        message = " \u00b7 ".join(_announcement_words(code) for code in view.announcements)
    else:
        return ""
    left = MARGIN + 150
    room = AREA_W - MARGIN - left
    lines = wrap(message, room - 20, TEXT)[:2]
    height = 10 + 20 * len(lines)
    spans = "".join(text(left + room / 2, y + 20 + 20 * k, line, TEXT, "#2b2100", "middle", "700")
                    for k, line in enumerate(lines))
    return (f'<g class="announcement" aria-live="polite"><rect x="{left:.1f}" y="{y:.1f}" '
            f'width="{room:.1f}" height="{height}" rx="12" fill="#ffd54f" stroke="#7a5c00"/>'
            f"{spans}<title>{esc(message)}</title></g>")


_ANNOUNCEMENT_KEYS = {SWEEP: "announce.sweep", LAST_DEAL: "announce.last",
                      HAND_OVER: "announce.hand_over", GAME_OVER: "announce.game_over"}
_BUILDING_CODE = re.compile(BUILDING.replace("{value}", r"(\d+)"))


def _announcement_words(code: str) -> str:
    """An announcement code in the current language; an unknown one as it was stored."""
    if code in _ANNOUNCEMENT_KEYS:
        return SAY(_ANNOUNCEMENT_KEYS[code])
    building = _BUILDING_CODE.fullmatch(code)
    return SAY("announce.building", value=building.group(1)) if building else code


# --- the side panel ------------------------------------------------------------

def _panel(view: CasinoView) -> tuple[str, float]:
    """Scores, the last hand's table and the last move, in a column that grows with them."""
    heading = SAY("panel.hand", hand=view.hand_number + 1, target=view.rules.target)
    words, y = wrapped_text(heading, PANEL_X, 56, PANEL_INNER, 14, 18,
                            'fill="#cfe8d6" font-family="Helvetica, Arial, sans-serif"')
    parts = [text(PANEL_X, 32, SAY("game"), 24, "#ffd54f", weight="700"), words]
    y += 14
    for side in range(view.sides):
        parts.append(_score_line(view, side, y))
        y += 32
    if view.last_hand:
        parts.append(_hand_table(view, y + 12))
        y += 12 + 40 + 20 * view.sides
    if view.last_move:
        move = SAY("panel.last_move", move=_prettify(view.last_move))
        words, y = wrapped_text(move, PANEL_X, y + 14, PANEL_INNER, 13, 17,
                                'fill="#cfe8d6" font-family="Helvetica, Arial, sans-serif"')
        parts.append(words)
    return "".join(parts), y + 12


def _score_line(view: CasinoView, side: int, y: float) -> str:
    seats = [s for s in range(view.players) if view.side_of(s) == side]
    score = view.scores[side]
    parts = [seat_marker(s, PANEL_X + 8 + 18 * k, y) for k, s in enumerate(seats)]
    parts.append(fitted_text(_side_name(view, side), PANEL_X + 12 + 18 * len(seats), y + 5,
                             PANEL_INNER - 50 - 18 * len(seats), 13,
                             'fill="#f5f1e6" font-family="Helvetica, Arial, sans-serif"'))
    parts.append(text(PANEL_X + PANEL_INNER, y + 5, str(score), 16, weight="700", anchor="end"))
    fill = min(1.0, score / view.rules.target)
    parts.append(f'<rect x="{PANEL_X}" y="{y + 10}" width="{PANEL_INNER}" height="5" rx="2" fill="#2b4535"/>')
    parts.append(f'<rect x="{PANEL_X}" y="{y + 10}" width="{PANEL_INNER * fill:.1f}" height="5" rx="2" '
                 f'fill="{SEAT_COLOURS[seats[0] % 4]}"/>')
    return "".join(parts)


def _hand_table(view: CasinoView, y: float) -> str:
    """The last hand's score table: counts with the points they earned."""
    if not view.last_hand:
        return ""
    parts = [text(PANEL_X, y, SAY("scores.heading"), 13, "#ffd54f", weight="700"),
             text(PANEL_X + PANEL_INNER, y, SAY("scores.key"), 12, "#cfe8d6", "end")]
    columns = SAY.seq("scores.columns")
    xs = [PANEL_X + 54 + 33 * k for k in range(len(columns))]
    for x, name in zip(xs, columns):
        parts.append(text(x, y + 20, name, 12, "#cfe8d6", "middle"))
    for side, row in enumerate(view.last_hand):
        row_y = y + 40 + 20 * side
        seats = [s for s in range(view.players) if view.side_of(s) == side]
        for k, s in enumerate(seats):
            parts.append(seat_marker(s, PANEL_X + 8 + 16 * k, row_y - 4, 6))
        for x, cell in zip(xs, _row_cells(row)):
            parts.append(text(x, row_y, cell, 12, anchor="middle"))
    return "".join(parts)


def _row_cells(row: ScoreRow) -> list[str]:
    return [f"{row.cards}/{row.cards_points}", f"{row.spades}/{row.spades_points}",
            str(row.big_casino), str(row.little_casino), str(row.aces), str(row.sweeps),
            str(row.total)]


def _menu(highlights: Highlights, y: float) -> tuple[str, float]:
    """The legal uses of the chosen card, one button each across the felt."""
    plays = sorted(t for t in highlights.targets if t.startswith("play:"))
    if not plays:
        return "", y
    parts = [text(MARGIN + 4, y + 16, SAY("menu.heading"), TEXT, "#ffd54f", weight="700")]
    y += 24
    for target in plays:
        parts.append(_menu_button(target, _menu_label(target[5:]), y, highlights))
        y += MENU_ROW_H
    return "".join(parts), y


def _menu_button(target: str, label: str, y: float, highlights: Highlights) -> str:
    focused = highlights.focus == target
    return (f'<g data-target="{esc(target)}" role="button" aria-label="{esc(label)}" '
            f'class="{state_classes(target, highlights, "menu-item")}">'
            f'<rect x="{MARGIN}" y="{y:.1f}" width="{INNER_W}" height="{MENU_ROW_H - 6}" rx="8" '
            f'fill="#fff3c4" stroke="{"#ffffff" if focused else "#c49a00"}" '
            f'stroke-width="{3 if focused else 1.5}"/>'
            + fitted_text(label, MARGIN + 12, y + 25, INNER_W - 24, TEXT,
                          'fill="#2b2100" font-family="Helvetica, Arial, sans-serif"')
            + "</g>")


_CARD_TOKEN = re.compile(r"\b(10|[2-9AJQK])([CDHS])\b")


def _prettify(notation: str) -> str:
    return _CARD_TOKEN.sub(lambda m: m.group(1) + SUIT_SYMBOLS[m.group(2)], notation)


def _menu_label(notation: str) -> str:
    card, _, rest = notation.partition(" ")
    card = _prettify(card)
    if rest == "t":
        return SAY("menu.trail", card=card)
    if rest.startswith("x "):
        return SAY("menu.take", items=_prettify(rest[2:]), card=card)
    value, _, listed = rest[1:].partition(" on ")
    return SAY("menu.build", value=value, card=card, items=_prettify(listed))
