"""Colomino's header (title, tallies, seats), the calls and status, and the hand.

Which hand cards and calls are clickable comes from the highlights; the
rotate toggle of the chosen card also shows when the view offers that card
turned (its ``options``).  The panel judges no legality itself.
"""

from __future__ import annotations

from parlour.core import Highlights
from parlour.games.colomino.cards import NAMES, TABS, index_type
from parlour.games.colomino.common import SIDE_SYMBOLS
from parlour.games.colomino.layout import (
    BUTTON_W,
    INNER,
    LIFT,
    MARGIN,
    SEAT_H,
    SEAT_PITCH,
    SEATS_PER_ROW,
    STATUS_SIZE,
    TAB_H,
    TALLY_W,
    TITLE_H,
    WIDTH,
    HAND_GAP,
    Layout,
)
from parlour.games.colomino.moves import CALLS, hand_target
from parlour.games.colomino.style import (
    ACCENT,
    FILL,
    PANEL_BG,
    TAB_FILL,
    TAB_SYMBOL,
    TEXT,
    card_face,
    card_label,
)
from parlour.games.colomino.view import ColominoView
from parlour.games.colomino.words import SAY, describe_outcome, seat_and_side, side_name
from parlour.highlight import classes
from parlour.svg import Element, group, tag, text_lines, wrap
from parlour.words import seat_name

VARIANT_TITLE = {
    "sideways": "Sideways",
    "fourways": "Fourways",
    "threeways": "Threeways",
    "domino": "Domino",
}
"""The games' names, the same in every language."""


def header(view: ColominoView) -> list[Element]:
    title = f"Colomino \u2014 {VARIANT_TITLE[view.variant]}"
    parts = [tag("text", title, x=MARGIN, y=28, font_size=18, font_weight="bold", fill=TEXT)]
    if view.variant != "domino":
        won = [0, 0]
        for result in view.sets:
            if not result.void and result.winner is not None:
                won[result.winner] += 1
        for side in (0, 1):
            x = WIDTH - MARGIN - (2 - side) * TALLY_W - (1 - side) * 6
            parts.append(tag("rect", x=x, y=10, width=TALLY_W, height=26, rx=6, fill=PANEL_BG))
            parts.append(
                tag(
                    "text",
                    f"{SIDE_SYMBOLS[side]} {side_name(side)} {won[side]}",
                    x=x + 8,
                    y=28,
                    font_size=14,
                    fill=FILL["YG"[side]],
                )
            )
    return [*parts, *_seats(view)]


def _seats(view: ColominoView) -> list[Element]:
    parts = []
    width = INNER / SEATS_PER_ROW
    for seat in range(view.players):
        side = seat % 2
        row, col = divmod(seat, SEATS_PER_ROW)
        x, y = MARGIN + col * width, TITLE_H + row * SEAT_PITCH
        to_move = view.to_move == seat
        you = SAY("seat.you") if seat == view.player else ""
        notes: list[str] = []
        if seat in view.passed:
            notes.append(SAY("seat.passed"))
        if to_move:
            notes.append(SAY("seat.to_move"))
        cards = SAY.count(view.hand_sizes[seat], "cards")
        parts.append(
            group(
                tag(
                    "rect",
                    x=f"{x:.1f}",
                    y=y,
                    width=f"{width - 6:.1f}",
                    height=SEAT_H,
                    rx=6,
                    fill=PANEL_BG,
                    stroke=ACCENT if to_move else None,
                    stroke_width=3 if to_move else None,
                ),
                tag(
                    "text",
                    f"{SIDE_SYMBOLS[side]} {seat_name(seat)}{you}",
                    x=f"{x + 8:.1f}",
                    y=y + 15,
                    font_size=14,
                    fill=FILL["YG"[side]],
                ),
                tag(
                    "text",
                    cards + (" \u00b7 " + ", ".join(notes) if notes else ""),
                    x=f"{x + 8:.1f}",
                    y=y + 29,
                    font_size=12,
                    fill=TEXT,
                ),
                aria_label=SAY(
                    "seat.aria", name=seat_name(seat), side=side_name(side), cards=cards
                ),
            )
        )
    return parts


def status(view: ColominoView) -> str:
    if view.outcome is not None:
        return describe_outcome(view.outcome)
    if view.turn == view.player:
        return SAY("status.you")
    return SAY("status.turn", who=seat_and_side(view.turn))


def controls(view: ColominoView, hl: Highlights, at: Layout) -> list[Element]:
    parts = []
    x = float(MARGIN)
    top = at.controls_y
    for word in CALLS:
        if word in hl.targets:
            parts.append(
                _button(
                    word,
                    SAY(f"call.{word}.aria"),
                    x,
                    top + 3,
                    BUTTON_W,
                    34,
                    SAY(f"call.{word}"),
                    hl,
                )
            )
            x += BUTTON_W + 10
    lines = wrap(status(view), STATUS_SIZE, WIDTH - MARGIN - x)
    baseline = top + 25 if len(lines) == 1 else top + 16
    parts.append(text_lines(x + 2, baseline, lines, STATUS_SIZE, fill=TEXT))
    return parts


def _button(
    target: str, label: str, x: float, y: float, w: float, h: float, words: str, hl: Highlights
) -> Element:
    return group(
        tag(
            "rect",
            class_="frame",
            x=x,
            y=y,
            width=w,
            height=h,
            rx=8,
            fill=PANEL_BG,
            stroke=ACCENT,
            stroke_width=2,
        ),
        tag(
            "text",
            words,
            x=x + w / 2,
            y=y + h / 2 + 5,
            text_anchor="middle",
            font_size=15,
            fill=TEXT,
        ),
        data_target=target,
        role="button",
        aria_label=label,
        class_=classes(target, hl),
    )


def selected_card(hl: Highlights) -> tuple[int, int] | None:
    """The (card, orientation) the player has picked from the hand, if any."""
    for target in hl.selected:
        if target.startswith("hand:"):
            _, name, orient = target.split(":")
            if name in NAMES:
                return NAMES.index(name), int(orient)
    return None


def hand(view: ColominoView, hl: Highlights, at: Layout) -> list[Element]:
    if not view.hand:
        note = SAY("hand.spectating" if view.hand is None else "hand.empty")
        return [text_lines(MARGIN, at.hand_y + 10, [note], 16, fill=TEXT)]
    cell = at.hand_cell
    step = 2 * cell + HAND_GAP
    left = (WIDTH - (at.per_row * step - HAND_GAP)) / 2
    chosen = selected_card(hl)
    tab_size = 12 if cell >= 16 else 11
    parts: list[Element | None] = []
    for k, card in enumerate(view.hand):
        row, col = divmod(k, at.per_row)
        orient = _hand_orient(card, chosen, hl)
        target = hand_target(card, orient)
        x, y = left + col * step, at.hand_y + row * at.hand_pitch
        if chosen and chosen[0] == card:
            y -= LIFT
        tab = TABS[card]
        tl, br = index_type(card)
        label = SAY("hand.card", card=card_label(card, orient), tab=SAY(f"tab.{tab}"), tl=tl, br=br)
        if target in hl.targets or target in hl.selected:
            state: dict[str, object] = {
                "data_target": target,
                "role": "button",
                "class_": classes(target, hl),
            }
        else:  # not playable now
            state = {"class_": "idle", "opacity": "0.55" if hl.targets else None}
        parts.append(
            group(
                tag(
                    "rect",
                    x=f"{x - 1.5:.1f}",
                    y=f"{y - TAB_H - 2:.1f}",
                    width=f"{2 * cell + 3:.1f}",
                    height=TAB_H,
                    rx=3,
                    fill=TAB_FILL[tab],
                    stroke="#00000055",
                ),
                tag(
                    "text",
                    f"{TAB_SYMBOL[tab]}{NAMES[card]}",
                    x=f"{x + cell:.1f}",
                    y=f"{y - 5:.1f}",
                    text_anchor="middle",
                    font_size=tab_size,
                    fill="#222",
                ),
                card_face(card, orient, x, y, cell),
                aria_label=label,
                **state,
            )
        )
        parts.append(_turn_chip(view, card, orient, x + cell, y + 4 * cell + 13, hl))
    return [p for p in parts if p is not None]


def _turn_chip(
    view: ColominoView, card: int, orient: int, cx: float, cy: float, hl: Highlights
) -> Element | None:
    """The rotate toggle under a card: selects the same card turned end over end."""
    target = hand_target(card, 1 - orient)
    chosen = hand_target(card, orient) in hl.selected
    turned = any((o.card, o.orient) == (card, 1 - orient) for o in view.options)
    if target not in hl.targets and not (chosen and turned):
        return None
    return group(
        tag(
            "circle",
            class_="frame",
            cx=f"{cx:.1f}",
            cy=f"{cy:.1f}",
            r=9,
            fill=PANEL_BG,
            stroke=ACCENT,
            stroke_width=1.5,
        ),
        tag(
            "text",
            "\u21bb",
            x=f"{cx:.1f}",
            y=f"{cy + 4.5:.1f}",
            text_anchor="middle",
            font_size=13,
            fill=ACCENT,
        ),
        data_target=target,
        role="button",
        class_=classes(target, hl),
        aria_label=SAY("hand.turn", name=NAMES[card]),
    )


def _hand_orient(card: int, chosen: tuple[int, int] | None, hl: Highlights) -> int:
    """Draw the selected card as selected; others in the first orientation offered."""
    if chosen and chosen[0] == card:
        return chosen[1]
    if hand_target(card, 0) not in hl.targets and hand_target(card, 1) in hl.targets:
        return 1
    return 0
