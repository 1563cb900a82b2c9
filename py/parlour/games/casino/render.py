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
    CARD_H,
    CARD_W,
    FONT,
    SEAT_COLOURS,
    button,
    card_back,
    card_face,
    card_words,
    defs,
    outline,
    seat_marker,
    text,
)
from parlour.games.casino.rules import BUILDING, GAME_OVER, HAND_OVER, LAST_DEAL, SWEEP
from parlour.games.casino.scoring import ScoreRow
from parlour.games.casino.view import CasinoView
from parlour.games.casino.words import SAY
from parlour.highlight import classes
from parlour.svg import Child, Element, group, svg, tag
from parlour.words import seat_name, seat_names

WIDTH, HEIGHT, FELT_W = 1000, 720, 700
PANEL_X = FELT_W + 12
TABLE_X, TABLE_Y, TABLE_W, TABLE_H = 130, 150, 440, 370
FAN_STEP = 17
"""Horizontal offset between the cards of a build's fan."""
SEAT_SPOTS = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
}
"""Where each seat sits, counted from the viewer round to the left."""


def render(view: Any, highlights: Highlights) -> str:
    assert isinstance(view, CasinoView)
    return str(
        svg(
            f"0 0 {WIDTH} {HEIGHT}",
            tag("title", _title(view)),
            defs(),
            tag("rect", width=WIDTH, height=HEIGHT, fill="#10281a"),
            tag(
                "rect",
                x=4,
                y=4,
                width=FELT_W - 8,
                height=HEIGHT - 8,
                rx=28,
                fill="url(#casino-felt)",
                stroke="#5a3b1c",
                stroke_width=8,
            ),
            _stock(view),
            _table(view, highlights),
            _seats(view, highlights),
            _banner(view),
            _panel(view, highlights),
            class_="casino",
            font_family=FONT,
        )
    )


def _title(view: CasinoView) -> str:
    if view.winner is not None:
        return SAY.count(
            len(_seats_of(view, view.winner)), "title.won", side=_side_name(view, view.winner)
        )
    mover = SAY("title.to_play", n=view.to_move + 1) if view.to_move is not None else ""
    return SAY("title.hand", hand=view.hand_number + 1, mover=mover)


def _seats_of(view: CasinoView, side: int) -> list[int]:
    return [s for s in range(view.players) if view.side_of(s) == side]


def _side_name(view: CasinoView, side: int) -> str:
    return seat_names(_seats_of(view, side), " & ")


# --- the felt ----------------------------------------------------------------


def _stock(view: CasinoView) -> Element:
    stock = group(class_="stock", aria_label=SAY("stock.label"))
    if view.stock_count:
        for k in range(min(4, view.stock_count // 8 + 1)):
            stock.add(card_back(24 + 2 * k, 22 - 2 * k, 44, 64))
    stock.add(text(48, 108, SAY("stock.count", n=view.stock_count), 13, anchor="middle"))
    if view.last_deal and view.winner is None:
        stock.add(
            tag("rect", x=14, y=116, width=68, height=22, rx=11, fill="#ffd54f"),
            text(48, 132, SAY("stock.last"), 13, "#3a2a00", "middle", "700"),
        )
    return stock


def _item_width(item: Item) -> float:
    return CARD_W if isinstance(item, int) else CARD_W + FAN_STEP * (len(item.cards) - 1)


def _table(view: CasinoView, highlights: Highlights) -> Element:
    """Table items flow in rows; the group shrinks if a crowded table would overflow."""
    x, y, row_h, gap = 0.0, 0.0, CARD_H + 40, 14
    placed: list[tuple[Item, float, float]] = []
    for item in view.table:
        width = _item_width(item)
        if x and x + width > TABLE_W:
            x, y = 0.0, y + row_h
        placed.append((item, x, y))
        x += width + gap
    height = y + row_h
    scale = min(1.0, TABLE_H / height) if placed else 1.0
    table = group(class_="table", transform=f"translate({TABLE_X},{TABLE_Y}) scale({scale:.3f})")
    if not placed:
        table.add(text(TABLE_W / 2, TABLE_H / 2, SAY("table.empty"), 18, "#cfe8d6", "middle"))
    for item, ix, iy in placed:
        table.add(_table_item(view, item, ix, iy, highlights))
    return table


def _table_item(
    view: CasinoView, item: Item, x: float, y: float, highlights: Highlights
) -> Element:
    target = "table:" + item_name(item)
    if isinstance(item, int):
        label, body = SAY("table.card", card=card_words(item)), card_face(item, x, y)
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


def _build_label(build: Build) -> str:
    kind = "multiple" if build.multiple else "single"
    cards = ", ".join(card_words(c) for c in build.cards)
    return SAY(f"build.label.{kind}", value=build.value, cards=cards, owner=seat_name(build.owner))


def _build_body(view: CasinoView, build: Build, x: float, y: float) -> list[Element]:
    parts = [face for k, c in enumerate(build.cards) for face in card_face(c, x + FAN_STEP * k, y)]
    width = _item_width(build)
    kind = SAY("build.multiple" if build.multiple else "build.single")
    tag_y = y + CARD_H + 4
    return [
        *parts,
        tag(
            "rect",
            x=f"{x:.1f}",
            y=f"{tag_y:.1f}",
            width=f"{width:.1f}",
            height=30,
            rx=6,
            fill="#0b1f13",
            fill_opacity=0.85,
            stroke=SEAT_COLOURS[build.owner % 4],
        ),
        text(x + 6, tag_y + 13, SAY("build.tag", value=build.value), 12, weight="700"),
        text(x + 6, tag_y + 26, kind, 11, "#cfe8d6"),
        seat_marker(build.owner, x + width - 12, tag_y + 15, 7),
    ]


def _spot_of(view: CasinoView, seat: int) -> str:
    me = view.player if view.player is not None else 0
    return SEAT_SPOTS[view.players][(seat - me) % view.players]


def _seats(view: CasinoView, highlights: Highlights) -> list[Element]:
    return [_seat(view, seat, _spot_of(view, seat), highlights) for seat in range(view.players)]


def _seat(view: CasinoView, seat: int, spot: str, highlights: Highlights) -> Element:
    plate_x, plate_y, cards_x, cards_y, vertical = {
        "bottom": (200, 672, 350, 560, False),
        "top": (200, 14, 350, 50, False),
        "left": (12, 170, 40, 236, True),
        "right": (578, 170, 610, 236, True),
    }[spot]
    drawn = group(_nameplate(view, seat, plate_x, plate_y, spot), class_=f"seat seat-{seat}")
    count = view.hand_counts[seat]
    if seat == view.player:
        drawn.add(_own_hand(view, cards_x, cards_y, highlights))
    else:
        for k in range(count):
            dx, dy = (0, 34 * k) if vertical else (30 * k - 15 * (count - 1) - 20, 0)
            drawn.add(card_back(cards_x + dx, cards_y + dy, 40, 58))
    return drawn


def _nameplate(view: CasinoView, seat: int, x: float, y: float, spot: str) -> list[Element]:
    width = 110 if spot in ("left", "right") else 300
    moving = view.to_move == seat and view.winner is None
    name = seat_name(seat, you=seat == view.player)
    pile, sweeps = len(view.captured[seat]), view.sweeps[seat]
    detail = (
        SAY("plate.pile_sweeps", n=pile, sweeps=sweeps) if sweeps else SAY("plate.pile", n=pile)
    )
    parts = [
        tag(
            "rect",
            x=x,
            y=y,
            width=width,
            height=44 if width < 200 else 34,
            rx=8,
            fill="#0b1f13",
            fill_opacity=0.8,
            stroke="#ffd54f" if moving else "#3c5d48",
            stroke_width=3 if moving else 1,
        ),
        seat_marker(seat, x + 14, y + 17),
        text(x + 28, y + 16, name, 13, weight="700"),
    ]
    if width < 200:
        parts.append(text(x + 28, y + 34, detail, 11, "#cfe8d6"))
    else:
        parts.append(text(x + 28, y + 29, detail, 11, "#cfe8d6"))
        if moving:
            parts.append(
                text(x + width - 10, y + 22, SAY("plate.to_play"), 12, "#ffd54f", "end", "700")
            )
    if view.dealer == seat:
        parts.append(tag("circle", cx=x + width - 12, cy=y - 2, r=9, fill="#fafafa", stroke="#333"))
        parts.append(text(x + width - 12, y + 2, SAY("plate.dealer"), 11, "#222", "middle", "700"))
    return parts


def _own_hand(view: CasinoView, centre_x: float, y: float, highlights: Highlights) -> list[Element]:
    width = 66
    start = centre_x - width * len(view.hand) / 2
    parts = []
    for k, card in enumerate(view.hand):
        target = "hand:" + NAME[card]
        cx = start + width * k
        lift = -14 if target in highlights.selected else 0
        label = SAY("hand.card", card=card_words(card))
        parts.append(
            group(
                outline(target, highlights, cx, y + lift, CARD_W, CARD_H),
                card_face(card, cx, y + lift),
                data_target=target,
                role="button",
                aria_label=label,
                class_=classes(target, highlights, "hand-card"),
                filter="url(#casino-shadow)",
            )
        )
    return parts


def _banner(view: CasinoView) -> Element | None:
    if view.winner is not None:
        message = SAY.count(
            len(_seats_of(view, view.winner)), "banner.win", side=_side_name(view, view.winner)
        )
    elif view.announcements:
        message = " \u00b7 ".join(_announcement_words(code) for code in view.announcements)
    else:
        return None
    width = max(160, 11 * len(message))
    x = FELT_W / 2 - width / 2
    return group(
        tag(
            "rect",
            x=f"{x:.1f}",
            y=122,
            width=width,
            height=26,
            rx=13,
            fill="#ffd54f",
            stroke="#7a5c00",
        ),
        text(FELT_W / 2, 140, message, 14, "#2b2100", "middle", "700"),
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


def _panel(view: CasinoView, highlights: Highlights) -> list[Child]:
    parts: list[Child] = [
        text(PANEL_X, 30, SAY("game"), 24, "#ffd54f", weight="700"),
        text(
            PANEL_X,
            50,
            SAY("panel.hand", hand=view.hand_number + 1, target=view.rules.target),
            13,
            "#cfe8d6",
        ),
    ]
    y = 72.0
    for side in range(view.sides):
        parts.append(_score_line(view, side, y))
        y += 30
    parts.append(_hand_table(view, y + 10))
    menu_y = y + 60 + (18 * (view.sides + 1) if view.last_hand else 0)
    parts.append(_menu(highlights, menu_y))
    if view.last_move:
        parts.append(
            text(
                PANEL_X,
                HEIGHT - 14,
                SAY("panel.last_move", move=_prettify(view.last_move)),
                12,
                "#cfe8d6",
            )
        )
    return parts


def _score_line(view: CasinoView, side: int, y: float) -> list[Element]:
    seats = [s for s in range(view.players) if view.side_of(s) == side]
    score = view.scores[side]
    parts = [seat_marker(s, PANEL_X + 8 + 18 * k, y) for k, s in enumerate(seats)]
    parts.append(text(PANEL_X + 12 + 18 * len(seats), y + 5, _side_name(view, side), 13))
    parts.append(text(PANEL_X + 276, y + 5, str(score), 16, weight="700", anchor="end"))
    fill = min(1.0, score / view.rules.target)
    parts.append(tag("rect", x=PANEL_X, y=y + 10, width=276, height=5, rx=2, fill="#2b4535"))
    parts.append(
        tag(
            "rect",
            x=PANEL_X,
            y=y + 10,
            width=f"{276 * fill:.1f}",
            height=5,
            rx=2,
            fill=SEAT_COLOURS[seats[0] % 4],
        )
    )
    return parts


def _hand_table(view: CasinoView, y: float) -> list[Element]:
    """The last hand's score table: counts with the points they earned."""
    if not view.last_hand:
        return []
    parts = [
        text(PANEL_X, y, SAY("scores.heading"), 13, "#ffd54f", weight="700"),
        text(PANEL_X + 276, y, SAY("scores.key"), 10, "#cfe8d6", "end"),
    ]
    columns = SAY.seq("scores.columns")
    xs = [PANEL_X + 64 + 31 * k for k in range(len(columns))]
    for x, name in zip(xs, columns):
        parts.append(text(x, y + 18, name, 10, "#cfe8d6", "middle"))
    for side, row in enumerate(view.last_hand):
        row_y = y + 36 + 18 * side
        seats = [s for s in range(view.players) if view.side_of(s) == side]
        for k, s in enumerate(seats):
            parts.append(seat_marker(s, PANEL_X + 8 + 16 * k, row_y - 4, 6))
        for x, cell in zip(xs, _row_cells(row)):
            parts.append(text(x, row_y, cell, 11, anchor="middle"))
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


def _menu(highlights: Highlights, y: float) -> list[Element]:
    plays = sorted(t for t in highlights.targets if t.startswith("play:"))
    if not plays:
        return []
    room = HEIGHT - 40 - (y + 10)
    step = min(30.0, room / len(plays))
    parts = [text(PANEL_X, y, SAY("menu.heading"), 13, "#ffd54f", weight="700")]
    for k, target in enumerate(plays):
        parts.append(
            button(
                target,
                _menu_label(target[5:]),
                PANEL_X,
                y + 8 + step * k,
                276,
                step - 4,
                highlights,
            )
        )
    return parts


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
