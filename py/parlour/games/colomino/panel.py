"""Colomino's panel (title, tallies, seats, the last set), the calls and status, and the hand.

Which hand cards and calls are clickable comes from the highlights; the
rotate toggle of the chosen card also shows when the view offers that card
turned (its ``options``).  The panel judges no legality itself.
"""

from __future__ import annotations

from parlour.core import Highlights
from parlour.games.colomino.cards import NAMES, TABS, index_type
from parlour.games.colomino.breaks import set_verdict
from parlour.games.colomino.common import SIDE_SYMBOLS
from parlour.games.colomino.layout import (
    BUTTON_W,
    INNER,
    LAST_SET_H,
    LIFT,
    MARGIN,
    PANEL_INNER,
    PANEL_X,
    SEAT_H,
    SEAT_PITCH,
    SIZE,
    STATUS_SIZE,
    TAB_H,
    TALLY_W,
    WIDTH,
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
from parlour.games.colomino.words import SAY, describe_outcome, side_name
from parlour import pieces
from parlour.highlight import classes
from parlour.svg import Element, group, tag, text_lines, wrap
from parlour.textfit import shorten
from parlour.words import seat_name

VARIANT_TITLE = {
    "sideways": "Sideways",
    "fourways": "Fourways",
    "threeways": "Threeways",
    "domino": "Domino",
}
"""The games' names, the same in every language."""


def panel(view: ColominoView) -> tuple[list[Element], float]:
    """Title, the sides' tallies, a box per seat and the last finished set; its height is fixed
    by the game and the number of players."""
    title = f"Colomino \u2014 {VARIANT_TITLE[view.variant]}"
    parts = [tag("text", title, x=PANEL_X, y=32, font_size=20, font_weight="bold", fill=TEXT)]
    top = 48.0
    if view.variant != "domino":
        won = [0, 0]
        for result in view.sets:
            if not result.void and result.winner is not None:
                won[result.winner] += 1
        for side in (0, 1):
            x = PANEL_X + side * (TALLY_W + 8)
            tally = f"{SIDE_SYMBOLS[side]} {side_name(side)} {won[side]}"
            parts.append(
                tag(
                    "rect",
                    x=f"{x:.1f}",
                    y=f"{top:g}",
                    width=f"{TALLY_W:.1f}",
                    height=28,
                    rx=6,
                    fill=PANEL_BG,
                )
            )
            parts.append(_fitted(tally, x + 8, top + 19, TALLY_W - 12, 15, fill=FILL["YG"[side]]))
        top += 38
    parts.extend(_seats(view, top))
    top += view.players * SEAT_PITCH + 4
    if view.variant != "domino":
        parts.extend(last_set(view, top))
        top += LAST_SET_H + 10
    return parts, top + 4


def _fitted(words: str, x: float, y: float, width: float, size: int, **more: object) -> Element:
    """One line; when cut, it ends in an ellipsis and the whole is its tooltip and name."""
    shown = shorten(words, width, size)
    cut = shown != words
    return tag(
        "text",
        tag("title", words) if cut else None,
        shown,
        x=f"{x:.1f}",
        y=f"{y:.1f}",
        font_size=size,
        aria_label=words if cut else None,
        **more,
    )


def _seats(view: ColominoView, top: float) -> list[Element]:
    parts = []
    for seat in range(view.players):
        side = seat % 2
        x, y = PANEL_X, top + seat * SEAT_PITCH
        to_move = view.to_move == seat
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
                    y=f"{y:.1f}",
                    width=PANEL_INNER,
                    height=SEAT_H,
                    rx=6,
                    fill=PANEL_BG,
                    stroke=ACCENT if to_move else None,
                    stroke_width=3 if to_move else None,
                ),
                _fitted(
                    f"{SIDE_SYMBOLS[side]} {seat_name(seat, you=seat == view.player)}",
                    x + 8,
                    y + 17,
                    PANEL_INNER - 16,
                    14,
                    fill=FILL["YG"[side]],
                ),
                _fitted(
                    cards + (" \u00b7 " + ", ".join(notes) if notes else ""),
                    x + 8,
                    y + 34,
                    PANEL_INNER - 16,
                    13,
                    fill=TEXT,
                ),
                class_="seat",
                aria_label=SAY(
                    "seat.aria", name=seat_name(seat), side=side_name(side), cards=cards
                ),
                data_zone=None if seat == view.player else pieces.hand(seat),  # yours: the hand
            )
        )
    return parts


def _box(x: float, y: float, w: float, h: float) -> Element:
    return tag(
        "rect",
        x=f"{x:g}",
        y=f"{y:g}",
        width=f"{w:g}",
        height=f"{h:g}",
        rx=10,
        fill=PANEL_BG,
        opacity=0.6,
    )


def last_set(view: ColominoView, top: float) -> list[Element]:
    """The last finished set, its verdict and the running count of drawn and void sets."""
    x0, y0, w, h = PANEL_X, top, PANEL_INNER, LAST_SET_H
    drawn = sum(1 for r in view.sets if not r.void and r.winner is None)
    void = sum(1 for r in view.sets if r.void)
    parts = [
        _box(x0, y0, w, h),
        text_lines(
            x0 + 10, y0 + h - 10, [SAY("tally.rest", drawn=drawn, void=void)], 12, fill=TEXT
        ),
    ]
    if not view.sets:
        parts.append(text_lines(x0 + 10, y0 + 20, wrap(SAY("set.none"), 13, w - 20), 13, fill=TEXT))
        return parts
    result = view.sets[-1]
    verdict = (
        SAY("set.void")
        if result.void
        else (
            SAY("set.draw")
            if result.winner is None
            else f"{SIDE_SYMBOLS[result.winner]} {side_name(result.winner)}"
        )
    )
    head = wrap(SAY("set.result", n=len(view.sets), verdict=verdict), 13, w - 20)
    showing = wrap(
        SAY(
            "set.showing",
            ys=SIDE_SYMBOLS[0],
            yellow=result.yellow,
            gs=SIDE_SYMBOLS[1],
            green=result.green,
        ),
        12,
        w - 20,
    )
    parts.append(text_lines(x0 + 10, y0 + 20, head, 13, fill=TEXT))
    showing_y = y0 + 20 + len(head) * 13 * 1.2 + 2
    parts.append(text_lines(x0 + 10, showing_y, showing, 12, fill=TEXT))
    showing_y += (len(showing) - 1) * 12 * 1.2
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
            parts.extend(
                card_face(place.card, place.orient, ox + place.x * cell, oy + place.y * cell, cell)
            )
    return parts


def status(view: ColominoView) -> str:
    if view.outcome is not None:
        return describe_outcome(view.outcome)
    if view.set_over:  # the page waits at the set's end: say who won it
        return SAY("set.result", n=len(view.sets), verdict=set_verdict(view.sets[-1]))
    if view.turn == view.player:
        return SAY("status.you")
    return SAY("status.turn", who=seat_name(view.turn))


def controls(view: ColominoView, hl: Highlights, at: Layout) -> list[Element]:
    parts = []
    x = float(MARGIN)
    top = at.controls_y
    for word in CALLS:
        if word in hl.targets or word in hl.selected:  # selected: a forced call, about to be made
            parts.append(
                _button(
                    word,
                    SAY(f"call.{word}.aria"),
                    x,
                    top + 3,
                    BUTTON_W,
                    40,
                    SAY(f"call.{word}"),
                    hl,
                )
            )
            x += BUTTON_W + 10
    # At a set's end the table's heading says how it went: the status does not repeat it.
    words = "" if view.set_over and view.outcome is None else status(view)
    room = WIDTH - MARGIN - x - 4
    baseline = top + 28 if len(wrap(words, STATUS_SIZE, room)) == 1 else top + 18
    said = cut_lines(x + 2, baseline, words, STATUS_SIZE, room, 2)  # the title has it whole
    parts.append(group(said, class_="turn-status"))  # hidden while a move is shown (style.css)
    return parts


def cut_lines(
    x: float, y: float, words: str, size: int, width: float, most: int, fill: str = TEXT
) -> Element:
    """Wrapped lines, at most ``most``: when cut, the last ends in an ellipsis and the whole
    text is the tooltip and the accessible name."""
    lines = wrap(words, size, width)
    if len(lines) <= most:
        return text_lines(x, y, lines, size, fill=fill)
    shown = [*lines[: most - 1], lines[most - 1].rstrip() + "\u2026"]
    return group(tag("title", words), text_lines(x, y, shown, size, fill=fill), aria_label=words)


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
            y=y + h / 2 + 6,
            text_anchor="middle",
            font_size=SIZE,
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
        return [text_lines(MARGIN, at.hand_y + 10, wrap(note, SIZE, INNER), SIZE, fill=TEXT)]
    cell, step = at.hand_cell, at.hand_step
    left = (at.hand_width - (at.per_row * step - (step - 2 * cell))) / 2
    chosen = selected_card(hl)
    parts: list[Element] = []
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
        face = card_face(card, orient, x, y, cell)
        if card in view.fitting:  # marked from the view's legal placements, never judged here
            label += SAY("hand.fits.aria")
            face.append(_fit_mark(x, y + 4 * cell + 4, cell))
        if target in hl.targets or target in hl.selected:
            # The whole of the card's place is its touch target, the gaps beside it too.
            reach = tag(
                "rect",
                x=f"{x + cell - step / 2:.1f}",
                y=f"{y:.1f}",
                width=f"{step:.1f}",
                height=f"{4 * cell:.1f}",
                fill="transparent",
            )
            piece = group(face, data_piece=NAMES[card])
            parts.append(
                group(
                    reach,
                    piece,
                    aria_label=label,
                    data_target=target,
                    role="button",
                    class_=classes(target, hl),
                )
            )
        else:  # not playable now
            shade = "0.55" if hl.targets else None
            parts.append(
                group(face, aria_label=label, data_piece=NAMES[card], class_="idle", opacity=shade)
            )
        parts.append(_tab(view, card, orient, x, y - TAB_H - 2, cell, hl, step))
    return parts


def _fit_mark(x: float, y: float, cell: float) -> Element:
    """The bar under a hand card that can be played now."""
    return tag(
        "rect",
        class_="fits",
        x=f"{x - 1.5:.1f}",
        y=f"{y:.1f}",
        width=f"{2 * cell + 3:.1f}",
        height=6,
        rx=3,
        fill=ACCENT,
        aria_hidden="true",
    )


def _tab(
    view: ColominoView,
    card: int,
    orient: int,
    x: float,
    y: float,
    cell: float,
    hl: Highlights,
    step: float,
) -> Element:
    """The card's tab above it (its symbol and name); when the highlights offer the card turned
    end over end, or the view previews the chosen card turned, the tab is the rotate toggle,
    the whole width of the card's place its touch target (``step``, as the card's)."""
    tab = TABS[card]
    target = hand_target(card, 1 - orient)
    chosen = hand_target(card, orient) in hl.selected
    offered = target in hl.targets or (
        chosen and any((o.card, o.orient) == (card, 1 - orient) for o in view.options)
    )
    words = TAB_SYMBOL[tab] + (" \u21bb" if offered else "")  # the card's id is no player's
    body = [
        tag(
            "rect",
            class_="frame",
            x=f"{x - 1.5:.1f}",
            y=f"{y:.1f}",
            width=f"{2 * cell + 3:.1f}",
            height=TAB_H,
            rx=5,
            fill=TAB_FILL[tab],
            stroke=ACCENT if offered else "#00000055",
            stroke_width=2 if offered else 1,
        ),
        tag(
            "text",
            words,
            x=f"{x + cell:.1f}",
            y=f"{y + TAB_H / 2 + 5.5:.1f}",
            text_anchor="middle",
            font_size=16,
            fill="#222",
        ),
    ]
    if not offered:
        return group(body, aria_hidden="true")
    reach = tag(
        "rect",
        x=f"{x + cell - step / 2:.1f}",
        y=f"{y:.1f}",
        width=f"{step:.1f}",
        height=TAB_H,
        fill="transparent",
    )
    return group(
        reach,
        body,
        data_target=target,
        role="button",
        class_=classes(target, hl),
        aria_label=SAY("hand.turn", name=card_label(card, orient)),
    )


def _hand_orient(card: int, chosen: tuple[int, int] | None, hl: Highlights) -> int:
    """Draw the selected card as selected, a hinted card as the hint plays it (the hint's
    words name no orientation); others in the first orientation offered."""
    if chosen and chosen[0] == card:
        return chosen[1]
    if hand_target(card, 1) in hl.marked and hand_target(card, 1) in hl.targets:
        return 1
    if hand_target(card, 0) not in hl.targets and hand_target(card, 1) in hl.targets:
        return 1
    return 0
