"""Casino as SVG: the felt (the playing area) left, scores and the last hand right.

The renderer draws what the view and the highlights say and nothing else.
Clickable ids: ``hand:7C`` (a card in your hand), ``table:7C`` or
``table:[3H+4D=7]`` (a table item) and ``play:<notation>`` (one entry of
the menu of legal uses that the UI offers for the selection so far).
The felt is the part ``area`` and holds every target; the part ``panel``
holds the scores and nothing clickable (docs/protocol.md, Rendering).
"""

from __future__ import annotations

import re
from typing import Any

from parlour.core import Highlights
from parlour.games.casino.cards import NAME, SUIT_SYMBOLS, Build, Card, Item, item_name
from parlour.games.casino.drawing import (
    CARD_H,
    CARD_W,
    FONT,
    SEAT_COLOURS,
    card_back,
    card_face,
    card_words,
    defs,
    fitted,
    outline,
    seat_marker,
    text,
    wrapped,
)
from parlour.games.casino.hand_end import hand_result
from parlour.games.casino.rules import BUILDING, GAME_OVER, HAND_OVER, LAST_DEAL, SWEEP
from parlour.games.casino.scoring import ScoreRow
from parlour.games.casino.view import CasinoView
from parlour.games.casino.words import SAY
from parlour.highlight import classes
from parlour import pieces
from parlour.svg import Child, Element, group, svg, tag, wrap
from parlour.textfit import chars_that_fit
from parlour.words import seat_name, seat_names

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
PLATE_H = 56
LIGHT, DIM = "#f5f1e6", "#cfe8d6"


def render(view: Any, highlights: Highlights) -> str:
    assert isinstance(view, CasinoView)
    area, area_h = _area(view, highlights)
    panel, panel_h = _panel(view)
    return str(
        svg(
            f"0 0 {WIDTH} {max(area_h, panel_h):g}",
            tag("title", _title(view)),
            defs(),
            tag(
                "svg",
                tag(
                    "rect",
                    width=AREA_W,
                    height=f"{area_h:g}",
                    rx=24,
                    fill="url(#casino-felt)",
                    stroke="#5a3b1c",
                    stroke_width=6,
                ),
                area,
                data_part="area",
                x=0,
                y=0,
                width=AREA_W,
                height=f"{area_h:g}",
                viewBox=f"0 0 {AREA_W} {area_h:g}",
            ),
            tag(
                "svg",
                tag("rect", x=AREA_W, width=PANEL_W, height=f"{panel_h:g}", rx=18, fill="#10281a"),
                panel,
                data_part="panel",
                x=AREA_W,
                y=0,
                width=PANEL_W,
                height=f"{panel_h:g}",
                viewBox=f"{AREA_W} 0 {PANEL_W} {panel_h:g}",
            ),
            class_="casino",
            font_family=FONT,
        )
    )


def _area(view: CasinoView, highlights: Highlights) -> tuple[list[Child], float]:
    """The felt from the top: the others, the stock and news, the table, your hand, the plays."""
    parts: list[Child] = [_opponents(view, 10), _stock(view, 74), _banner(view, 74)]
    if view.between_hands or view.winner is not None:  # a hand's end, or the game's: its points
        table, y = hand_result(view, MARGIN, 128, INNER_W)
    else:
        table, y = _table(view, highlights, 128)
    parts.append(table)
    me = view.player if view.player is not None else 0
    hand, y = _own_hand(view, me, y + 22, highlights)
    parts.append(hand)
    parts.append(_nameplate(view, me, MARGIN, y + 8, INNER_W))
    menu, y = _menu(highlights, y + 8 + PLATE_H + 10)
    parts.append(menu)
    return parts, y + 10


def _title(view: CasinoView) -> str:
    if view.winner is not None:
        return SAY.count(
            len(_seats_of(view, view.winner)), "title.won", side=_side_name(view, view.winner)
        )
    seat = view.to_move
    mover = SAY.about(seat, "title.to_play", name=seat_name(seat)) if seat is not None else ""
    return SAY("title.hand", hand=view.hand_number + 1, mover=mover)


def _seats_of(view: CasinoView, side: int) -> list[int]:
    return [s for s in range(view.players) if view.side_of(s) == side]


def _side_name(view: CasinoView, side: int) -> str:
    return seat_names(_seats_of(view, side), " & ")


# --- the felt ----------------------------------------------------------------


def _stock(view: CasinoView, y: float) -> Element:
    stock = group(class_="stock", aria_label=SAY("stock.label"), data_zone=pieces.deck())
    if view.stock_count:
        for k in range(min(3, view.stock_count // 12 + 1)):
            stock.add(card_back(MARGIN + 6 + 2 * k, y - 2 * k, 30, 42))
    stock.add(text(MARGIN + 48, y + 18, SAY("stock.count", n=view.stock_count), TEXT))
    if view.last_deal and view.winner is None:
        stock.add(
            tag("rect", x=MARGIN + 44, y=y + 24, width=80, height=22, rx=11, fill="#ffd54f"),
            text(MARGIN + 84, y + 40, SAY("stock.last"), TEXT, "#3a2a00", "middle", "700"),
        )
    return stock


def _item_width(item: Item) -> float:
    return CARD_W if isinstance(item, int) else CARD_W + FAN_STEP * (len(item.cards) - 1)


def _table(view: CasinoView, highlights: Highlights, top: float) -> tuple[Element, float]:
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
    table = group(class_="table", transform=f"translate({MARGIN + 4},{top:g})")
    if not placed:
        table.add(text(INNER_W / 2, TABLE_ROW_H, SAY("table.empty"), TEXT + 2, DIM, "middle"))
    for item, ix, iy in placed:
        table.add(_table_item(view, item, ix, iy, highlights))
    return table, top + height


def _table_item(
    view: CasinoView, item: Item, x: float, y: float, highlights: Highlights
) -> Element:
    target = "table:" + item_name(item)
    if isinstance(item, int):
        label, body = SAY("table.card", card=card_words(item)), [_piece(item, x, y)]
        width = float(CARD_W)
    else:
        label, body = _build_label(item), _build_body(view, item, x, y)
        width = _item_width(item)
    return group(
        outline(target, highlights, x, y, width, CARD_H),
        body,
        data_target=target,
        role="button",
        aria_label=label,
        class_=classes(target, highlights, "table-item"),
        filter="url(#casino-shadow)",
    )


def _piece(card: Card, x: float, y: float, origin: str | None = None) -> Element:
    """A card face up as a piece (parlour.pieces): its name is its id, one deck has no copies."""
    return group(card_face(card, x, y), data_piece=NAME[card], data_from=origin)


def _build_label(build: Build) -> str:
    kind = "multiple" if build.multiple else "single"
    cards = ", ".join(card_words(c) for c in build.cards)
    return SAY.about(
        build.owner,
        f"build.label.{kind}",
        value=build.value,
        cards=cards,
        owner=seat_name(build.owner),
    )


def _build_body(view: CasinoView, build: Build, x: float, y: float) -> list[Element]:
    parts = [_piece(c, x + FAN_STEP * k, y) for k, c in enumerate(build.cards)]
    width = _item_width(build)
    kind = SAY("build.multiple" if build.multiple else "build.single")
    tag_y = y + CARD_H + 2  # two lines of TEXT, descenders and all, inside the label
    return [
        *parts,
        tag(
            "rect",
            x=f"{x:.1f}",
            y=f"{tag_y:.1f}",
            width=f"{width:.1f}",
            height=37,
            rx=6,
            fill="#0b1f13",
            fill_opacity=0.85,
            stroke=SEAT_COLOURS[build.owner % 4],
        ),
        text(x + 5, tag_y + 14, SAY("build.tag", value=build.value), TEXT, weight="700"),
        text(x + 5, tag_y + 31, kind, TEXT, DIM),
        seat_marker(build.owner, x + width - 10, tag_y + 10, 6),
    ]


def _opponents(view: CasinoView, y: float) -> list[Element]:
    """The other seats in a row across the top, in playing order after yours."""
    me = view.player if view.player is not None else 0
    others = [(me + k) % view.players for k in range(1, view.players)]
    width = (INNER_W - 8 * (len(others) - 1)) / len(others)
    return [
        _nameplate(view, seat, MARGIN + k * (width + 8), y, width, backs=True)
        for k, seat in enumerate(others)
    ]


BOLD_EM = 0.7
"""About how wide a bold character is, in ems (the board's sans-serif); textfit's is an average."""
MAX_SQUEEZE = 1.3
"""A name at most this much wider than its room is squeezed in; a longer one is cut."""


def _plate_name(x: float, y: float, seat: int, room: float) -> Element:
    """A seat's name on a narrow plate (four players share a row): whole when it fits, else
    without the computer's level ("Computador 3"), squeezed into ``room`` rather than cut
    so that it keeps its number; the plate's label (``aria_label``) keeps the whole name."""
    name = seat_name(seat)
    if len(name) * TEXT * BOLD_EM > room:
        name = seat_name(seat, short=True)
    wide = len(name) * TEXT * BOLD_EM
    if wide > room * MAX_SQUEEZE:  # a long name from a link: cut, whole in its tooltip
        return fitted(x, y, name, room, TEXT, weight="700")
    squeeze = wide > room
    return tag(
        "text",
        name,
        x=f"{x:.1f}",
        y=f"{y:.1f}",
        font_size=TEXT,
        fill="#f5f1e6",
        font_weight="700",
        font_family=FONT,
        textLength=f"{room:.1f}" if squeeze else None,
        lengthAdjust="spacingAndGlyphs" if squeeze else None,
    )


def _nameplate(
    view: CasinoView, seat: int, x: float, y: float, width: float, backs: bool = False
) -> Element:
    """A seat's name, pile and sweeps, whose turn it is, the dealer's button, its cards face down."""
    moving = view.to_move == seat and view.winner is None
    name = seat_name(seat, you=seat == view.player)
    pile, sweeps = len(view.captured[seat]), view.sweeps[seat]
    detail = (
        SAY("plate.pile_sweeps", n=pile, sweeps=sweeps) if sweeps else SAY("plate.pile", n=pile)
    )
    count = view.hand_counts[seat] if backs else 0
    name_room = width - (34 if backs else 140)
    plate = group(
        tag(
            "rect",
            x=f"{x:.1f}",
            y=f"{y:.1f}",
            width=f"{width:.1f}",
            height=PLATE_H if backs else 40,
            rx=8,
            fill="#0b1f13",
            fill_opacity=0.8,
            stroke="#ffd54f" if moving else "#3c5d48",
            stroke_width=3 if moving else 1,
        ),
        seat_marker(seat, x + 14, y + 19),
        _plate_name(x + 28, y + 25, seat, name_room) if backs else None,
        None if backs else fitted(x + 28, y + 25, name, name_room, TEXT, weight="700"),
        class_=f"seat seat-{seat}",
        aria_label=name,
    )
    if backs:
        plate.add(
            group(
                [card_back(x + 8 + 9 * k, y + 33, 12, 17) for k in range(count)],
                data_zone=pieces.hand(seat),
            ),
            group(
                fitted(x + 16 + 9 * count + 6, y + 48, detail, width - 30 - 9 * count, TEXT, DIM),
                data_zone=pieces.pile(seat),
            ),
        )
    else:
        label = SAY("plate.to_play") if moving else ""
        plate.add(
            group(
                text(
                    x + width - 10,
                    y + 26,
                    f"{detail}  {label}".strip(),
                    TEXT,
                    "#ffd54f" if moving else DIM,
                    "end",
                    "700" if moving else "400",
                ),
                data_zone=pieces.pile(seat),
            )
        )
    if view.dealer == seat:
        plate.add(
            tag(
                "circle",
                cx=f"{x + width - 14:.1f}",
                cy=f"{y + 2:.1f}",
                r=12,
                fill="#fafafa",
                stroke="#333",
            ),
            text(x + width - 14, y + 8, SAY("plate.dealer"), TEXT, "#222", "middle", "700"),
        )
    return plate


def _own_hand(
    view: CasinoView, seat: int, y: float, highlights: Highlights
) -> tuple[list[Element], float]:
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
            group(
                outline(target, highlights, cx, y + lift, CARD_W, CARD_H),
                _piece(card, cx, y + lift, origin=pieces.deck()),  # a new card in hand was dealt
                data_target=target,
                role="button",
                aria_label=label,
                class_=classes(target, highlights, "hand-card"),
                filter="url(#casino-shadow)",
            )
        )
    return [group(parts, data_zone=pieces.hand(seat))], y + CARD_H


def _banner(view: CasinoView, y: float) -> Element | None:
    if view.winner is not None:
        winners = _seats_of(view, view.winner)
        if len(winners) == 1:  # "You win!", not "You wins!"
            message = SAY.about(winners[0], "banner.win.one", side=_side_name(view, view.winner))
        else:  # partners, by their short names: the banner shares the felt's width with the stock
            names = seat_names(winners, " & ", short=True)
            message = SAY.count(len(winners), "banner.win", side=names)
    elif view.announcements:
        message = " \u00b7 ".join(_announcement_words(code) for code in view.announcements)
    else:
        return None
    left = MARGIN + 150
    room = AREA_W - MARGIN - left
    lines = wrap(message, TEXT, room - 20)[:2]
    return group(
        tag(
            "rect",
            x=f"{left:.1f}",
            y=f"{y:g}",
            width=f"{room:.1f}",
            height=10 + 20 * len(lines),
            rx=12,
            fill="#ffd54f",
            stroke="#7a5c00",
        ),
        [
            text(left + room / 2, y + 20 + 20 * k, line, TEXT, "#2b2100", "middle", "700")
            for k, line in enumerate(lines)
        ],
        tag("title", message),
        class_="announcement",
        aria_live="polite",
    )


_ANNOUNCEMENT_KEYS = {
    SWEEP: "announce.sweep",
    LAST_DEAL: "announce.last",
    HAND_OVER: "announce.hand_over",
    GAME_OVER: "announce.game_over",
}
_BUILDING_CODE = re.compile(BUILDING.replace("{value}", r"(\d+)"))


def _announcement_words(code: str) -> str:
    """An announcement code in the current language; an unknown one as it was stored."""
    if code in _ANNOUNCEMENT_KEYS:
        return SAY(_ANNOUNCEMENT_KEYS[code])
    building = _BUILDING_CODE.fullmatch(code)
    return SAY("announce.building", value=building.group(1)) if building else code


# --- the side panel ------------------------------------------------------------


def _panel(view: CasinoView) -> tuple[list[Child], float]:
    """Scores, the last hand's table and the last move, in a column that grows with them."""
    heading = SAY("panel.hand", hand=view.hand_number + 1, target=view.rules.target)
    words, y = wrapped(PANEL_X, 56, heading, PANEL_INNER, 14, DIM)
    parts: list[Child] = [text(PANEL_X, 32, SAY("game"), 24, "#ffd54f", weight="700"), words]
    y += 14
    for side in range(view.sides):
        parts.append(_score_line(view, side, y))
        y += 32
    if view.last_hand:
        parts.append(_hand_table(view, y + 12))
        y += 12 + 40 + 20 * view.sides
    if view.last_move:
        said = _menu_label(view.last_move)  # in words, as the menu says it: "trail Q♦"
        move = SAY("panel.last_move", move=said[:1].lower() + said[1:])
        words, y = wrapped(PANEL_X, y + 14, move, PANEL_INNER, 13, DIM)
        parts.append(words)
    return parts, y + 12


def _score_line(view: CasinoView, side: int, y: float) -> list[Element]:
    seats = _seats_of(view, side)
    score = view.scores[side]
    parts = [seat_marker(s, PANEL_X + 8 + 18 * k, y) for k, s in enumerate(seats)]
    room = PANEL_INNER - 44 - 18 * len(seats)
    name, size = _name_that_fits(seats, room)
    parts.append(fitted(PANEL_X + 12 + 18 * len(seats), y + 5, name, room, size))
    parts.append(text(PANEL_X + PANEL_INNER, y + 5, str(score), 16, weight="700", anchor="end"))
    fill = min(1.0, score / view.rules.target)
    parts.append(
        tag("rect", x=PANEL_X, y=f"{y + 10:g}", width=PANEL_INNER, height=5, rx=2, fill="#2b4535")
    )
    parts.append(
        tag(
            "rect",
            x=PANEL_X,
            y=f"{y + 10:g}",
            width=f"{PANEL_INNER * fill:.1f}",
            height=5,
            rx=2,
            fill=SEAT_COLOURS[seats[0] % 4],
        )
    )
    return parts


def _name_that_fits(seats: list[int], room: float) -> tuple[str, int]:
    """Partners' whole names when they fit, else without the computers' levels ("Computer 1 &
    Computer 3"), a size smaller if need be: never two names cut to "Computer 1 (easy) & Com…"."""
    whole = seat_names(seats, " & ")
    if len(whole) <= chars_that_fit(room, 13):
        return whole, 13
    short = seat_names(seats, " & ", short=True)
    return short, 13 if len(short) <= chars_that_fit(room, 13) else 12


def _hand_table(view: CasinoView, y: float) -> list[Element]:
    """The last hand's score table: counts with the points they earned."""
    if not view.last_hand:
        return []
    parts = [
        text(PANEL_X, y, SAY("scores.heading"), 13, "#ffd54f", weight="700"),
        text(PANEL_X + PANEL_INNER, y, SAY("scores.key"), 12, DIM, "end"),
    ]
    columns = SAY.seq("scores.columns")
    xs = [PANEL_X + 54 + 33 * k for k in range(len(columns))]
    for x, name in zip(xs, columns):
        parts.append(text(x, y + 20, name, 12, DIM, "middle"))
    for side, row in enumerate(view.last_hand):
        row_y = y + 40 + 20 * side
        for k, s in enumerate(_seats_of(view, side)):
            parts.append(seat_marker(s, PANEL_X + 8 + 16 * k, row_y - 4, 6))
        for x, cell in zip(xs, _row_cells(row)):
            parts.append(text(x, row_y, cell, 12, anchor="middle"))
    return parts


def _row_cells(row: ScoreRow) -> list[str]:
    return [
        f"{row.cards}/{row.cards_points}",
        f"{row.spades}/{row.spades_points}",
        str(row.big_casino),
        str(row.little_casino),
        str(row.aces),
        str(row.sweeps),
        str(row.total),
    ]


def _menu(highlights: Highlights, y: float) -> tuple[list[Element], float]:
    """The legal uses of the chosen card, one button each across the felt."""
    plays = sorted(t for t in highlights.targets if t.startswith("play:"))
    if not plays:
        return [], y
    parts = [text(MARGIN + 4, y + 16, SAY("menu.heading"), TEXT, "#ffd54f", weight="700")]
    y += 24
    for target in plays:
        parts.append(_menu_button(target, _menu_label(target[5:]), y, highlights))
        y += MENU_ROW_H
    return parts, y


def _menu_button(target: str, label: str, y: float, highlights: Highlights) -> Element:
    focused = highlights.focus == target
    return group(
        tag(
            "rect",
            x=MARGIN,
            y=f"{y:.1f}",
            width=INNER_W,
            height=MENU_ROW_H - 6,
            rx=8,
            fill="#fff3c4",
            stroke="#ffffff" if focused else "#c49a00",
            stroke_width=3 if focused else 1.5,
        ),
        fitted(MARGIN + 12, y + 25, label, INNER_W - 24, TEXT, "#2b2100"),
        data_target=target,
        role="button",
        aria_label=label,
        class_=classes(target, highlights, "menu-item"),
    )


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
