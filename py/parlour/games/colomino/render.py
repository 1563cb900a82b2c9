"""Colomino as SVG: the set or chain on the table, the hand, tallies and calls.

The renderer draws what the view and the highlights say and judges
nothing: the legal placements come in the view (``options``, with the set's
preview), the clickable targets in the highlights.  Cards are drawn in play
order, so later cards hide the squares they cover, as on a real table.
Every square carries a mark as well as a colour (yellow triangle, green
disc, white ring, and bars or a cross for red, blue and mauve), so play
never depends on telling colours apart.  The picture has three parts
(docs/protocol.md, Rendering): the table (``area``: the set or chain, the
calls, the status), the ``hand`` and the ``panel`` (title, tallies, seats,
the last set).  The bands are layout.py's, the look style.py's, the panel,
calls and hand panel.py's.
"""

from __future__ import annotations

from dataclasses import replace

from parlour.core import Highlights, View
from parlour.games.colomino.breaks import set_summary
from parlour.games.colomino.cards import NAMES, TABS
from parlour.games.colomino.layout import (
    CHAIN_HEAD_H,
    CHAIN_SIZE,
    INNER,
    MARGIN,
    PANEL_W,
    SIZE,
    WIDTH,
    Layout,
    layout,
)
from parlour.games.colomino.moves import CHAIN_PLACE, place_target
from parlour.games.colomino.needs import key, key_width, open_place
from parlour.games.colomino.panel import (
    VARIANT_TITLE,
    controls,
    cut_lines,
    hand,
    panel,
    selected_card,
    status,
)
from parlour.games.colomino.style import (
    ACCENT,
    PANEL_BG,
    STYLE,
    TABLE_BG,
    TEXT,
    card_face,
    card_label,
    marks,
    need_face,
    need_label,
)
from parlour.games.colomino.sets import SetResult
from parlour.games.colomino.view import ColominoView, Need, Option, own_burden
from parlour.games.colomino.words import SAY
from parlour import pieces
from parlour.highlight import classes
from parlour.svg import Child, Element, group, svg, tag, text_lines, wrap
from parlour.textfit import CHAR_EM

SET_HEAD_SIZE = SIZE


def render(view: View, highlights: Highlights) -> str:
    """The table, the hand and the panel for ``view``: one SVG element in three parts."""
    assert isinstance(view, ColominoView)
    at = layout(view)
    table = (
        _chain_area(view, highlights, at)
        if view.variant == "domino"
        else _set_area(view, highlights, at)
    )
    side, panel_h = panel(view)
    title = SAY("svg.title", variant=VARIANT_TITLE[view.variant], status=status(view))
    hand_h = at.height - at.hand_top
    return str(
        svg(
            f"0 0 {at.hand_width + PANEL_W:g} {max(at.height, panel_h):g}",
            tag("title", title),
            tag("style", STYLE),
            tag("defs", marks()),
            _part("area", 0, 0, WIDTH, at.hand_top, [table, controls(view, highlights, at)]),
            _part(
                "hand",
                0,
                at.hand_top,
                at.hand_width,
                hand_h,
                group(hand(view, highlights, at), data_zone=_own_zone(view)),
            ),
            # Drawn whole (the rules panel, the home page), a long hand reaches under the
            # panel's place: the panel then stands right of the hand.
            _part("panel", WIDTH, 0, PANEL_W, panel_h, side, at.hand_width - WIDTH),
            class_="colomino",
            role="img",
            aria_label=title,
        )
    )


def _part(
    name: str, left: float, top: float, width: float, height: float, body: Child, shift: float = 0
) -> Element:
    """A part the page may show on its own (docs/protocol.md, Rendering), drawn ``shift``
    units right of its own coordinates in the whole picture."""
    return tag(
        "svg",
        tag(
            "rect",
            x=f"{left:g}",
            y=f"{top:g}",
            width=f"{width:g}",
            height=f"{height:g}",
            fill=TABLE_BG,
        ),
        body,
        data_part=name,
        x=f"{left + shift:g}",
        y=f"{top:g}",
        width=f"{width:g}",
        height=f"{height:g}",
        viewBox=f"{left:g} {top:g} {width:g} {height:g}",
    )


def _own_zone(view: ColominoView) -> str | None:
    return None if view.player is None else pieces.hand(view.player)


def _area(x: float, y: float, w: float, h: float) -> Element:
    return tag("rect", x=x, y=y, width=w, height=h, rx=10, fill=PANEL_BG, opacity=0.6)


def _laid(card: int, orient: int, x: float, y: float, cell: float, last: bool) -> Element:
    return group(
        card_face(card, orient, x, y, cell),
        class_="marked" if last else None,
        aria_label=card_label(card, orient),
        data_piece=NAMES[card],  # one deck: a card's name is its id as a piece
    )


# --- the set being built (scoring games) ---------------------------------------------------


def _set_area(view: ColominoView, hl: Highlights, at: Layout) -> list[Element]:
    if view.outcome is not None and not view.table and view.sets:
        # The game is over: the table keeps the last set with its result, not an empty one.
        view = replace(view, table=view.sets[-1].placements, set_over=True)
    # A set just finished and the next not begun: the finished set stays on the table, left
    # of the next one's place, its result the heading; play goes straight on (issue 37).
    last = view.sets[-1] if view.sets and not view.table and not view.set_over else None
    ghosts = [o for o in _chosen_options(view, hl) if place_target(o.x, o.y) in hl.targets]
    needs = [n for n in view.needs if (n.x, n.y) not in {(o.x, o.y) for o in ghosts}]
    cells = [(p.x, p.y) for p in view.table] + [(o.x, o.y) for o in ghosts]
    cells = cells + [(n.x, n.y) for n in needs] or [(0, 0)]
    shift = _beside(last)
    finished = [(p.x + shift[0], p.y + shift[1]) for p in last.placements] if last else []
    xs = [x for x, _ in cells + finished] + [x + 1 for x, _ in cells + finished]
    ys = [y for _, y in cells + finished] + [y + 3 for _, y in cells + finished]
    area_x, area_y, area_w, area_h = MARGIN, at.table_y, INNER, at.table_h
    over = view.set_over  # the finished set, framed, its result the heading (in bold, wider)
    said = [(_set_head(view), over)]
    if view.sets and not over:  # the last set's result: above the next set, or below its heading
        result = (set_summary(view.sets[-1], len(view.sets)), last is not None)
        said = [result, *said] if last else [*said, result]
    head: list[tuple[str, bool]] = []
    for words, bold in said:
        head += [
            (line, bold)
            for line in wrap(words, SET_HEAD_SIZE, (area_w - 24) * (0.88 if bold else 1))
        ]
    top = area_y + 14 + len(head) * SET_HEAD_SIZE * 1.2  # the cards start below the heading
    keyed = list(view.needs)  # the key stays while a chosen card's ghost is drawn
    room_w, room_h = area_w - 16 - key_width(keyed), area_y + area_h - 8 - top
    wide, tall = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    cell = min(48.0, room_w / (wide + 0.5), room_h / (tall + 0.5))
    ox = area_x + 8 + (room_w - wide * cell) / 2 - min(xs) * cell
    oy = top + (room_h - tall * cell) / 2 - min(ys) * cell
    parts = [_area(area_x, area_y, area_w, area_h)]
    for k, (line, bold) in enumerate(head):
        parts.append(
            text_lines(
                area_x + 12,
                area_y + 20 + k * SET_HEAD_SIZE * 1.2,
                [line],
                SET_HEAD_SIZE,
                fill=ACCENT if bold else TEXT,
                font_weight="700" if bold else None,
            )
        )
    parts += key(view, keyed, area_x + area_w - 8, top - 4, room_h)
    if over:
        parts.append(
            tag(
                "rect",
                x=area_x + 2,
                y=area_y + 2,
                width=area_w - 4,
                height=area_h - 4,
                rx=10,
                fill="none",
                stroke=ACCENT,
                stroke_width=3,
                class_="set-over",
            )
        )
    if last is not None:
        parts.append(_last_set(last, finished, ox, oy, cell))
        if not ghosts:  # the next set's place: any card may lead it
            parts.append(group(need_face(0, "", ox, oy, cell), class_="lead", aria_hidden="true"))
    for k, place in enumerate(view.table):
        parts.append(
            _laid(
                place.card,
                place.orient,
                ox + place.x * cell,
                oy + place.y * cell,
                cell,
                last=k == len(view.table) - 1,
            )
        )
    for need in needs:
        parts.append(open_place(view, need, ox + need.x * cell, oy + need.y * cell, cell))
    for option in ghosts:
        parts.append(_ghost(option, ox + option.x * cell, oy + option.y * cell, cell, hl, top))
    return parts


def _beside(last: SetResult | None) -> tuple[int, int]:
    """How far the finished set is moved, in cells, to lie left of the next set's first
    place (0,0), a column apart, its top level with it."""
    if last is None or not last.placements:
        return (0, 0)
    right = max(p.x for p in last.placements) + 2  # a card is two columns wide
    return (-1 - right, -min(p.y for p in last.placements))


def _last_set(
    last: SetResult, cells: list[tuple[int, int]], ox: float, oy: float, cell: float
) -> Element:
    """The set just finished, framed, its cards as they lay (the last one marked)."""
    parts: list[Element] = []
    if cells:
        left = min(x for x, _ in cells) * cell + ox
        right = (max(x for x, _ in cells) + 2) * cell + ox
        top = min(y for _, y in cells) * cell + oy
        bottom = (max(y for _, y in cells) + 4) * cell + oy
        parts.append(
            tag(
                "rect",
                x=f"{left - 6:.1f}",
                y=f"{top - 6:.1f}",
                width=f"{right - left + 12:.1f}",
                height=f"{bottom - top + 12:.1f}",
                rx=8,
                fill="none",
                stroke=ACCENT,
                stroke_width=2,
                class_="last-set",
            )
        )
    for k, (place, (x, y)) in enumerate(zip(last.placements, cells)):
        parts.append(
            _laid(
                place.card,
                place.orient,
                ox + x * cell,
                oy + y * cell,
                cell,
                last=k == len(last.placements) - 1,
            )
        )
    return group(*parts, class_="set-done")


def _need(need: Need, x: float, y: float, cell: float) -> Element:
    """An open place and the colours the next card must show there (the view's ``needs``)."""
    return group(
        need_face(need.column, need.colours, x, y, cell),
        class_="need",
        aria_label=need_label(need.column, need.colours),
    )


def _chosen_options(view: ColominoView, hl: Highlights) -> list[Option]:
    """The view's previews of the chosen card: drawn where the highlights offer a place."""
    chosen = selected_card(hl)
    return [o for o in view.options if chosen and (o.card, o.orient) == chosen]


def _set_head(view: ColominoView) -> str:
    if view.set_over:
        return set_summary(view.sets[-1], len(view.sets))
    state = SAY("set.cant", n=view.cant_count) if view.cant_count else ""
    return SAY(
        "set.head", n=len(view.sets) + 1, cards=SAY.count(len(view.table), "cards"), status=state
    )


def _ghost(option: Option, x: float, y: float, cell: float, hl: Highlights, top: float) -> Element:
    """A place the chosen card may go; its preview badge sits above it (below it at the top
    of the table), never over its squares or its neighbours' (issue 24)."""
    badge_y = y - BADGE_H - 3 if y - BADGE_H - 3 >= top - 4 else y + 4 * cell + 3
    return _ghost_at(
        place_target(option.x, option.y),
        option,
        x,
        y,
        cell,
        hl,
        SAY("ghost.badge", yellow=option.yellow, green=option.green),
        badge_y,
    )


BADGE_H = 22


def _ghost_at(
    target: str,
    option: Option,
    x: float,
    y: float,
    cell: float,
    hl: Highlights,
    badge: str,
    badge_y: float = 0,
) -> Element:
    label = SAY("ghost.label", card=card_label(option.card, option.orient))
    if badge:
        label += SAY("ghost.preview", yellow=option.yellow, green=option.green)
    hit_w, hit_h = max(2 * cell + 4, 36), max(4 * cell + 4, 36)  # touchable, however small the card
    ghost = group(
        tag(
            "rect",
            x=f"{x + cell - hit_w / 2:.1f}",
            y=f"{y + 2 * cell - hit_h / 2:.1f}",
            width=f"{hit_w:.1f}",
            height=f"{hit_h:.1f}",
            fill="transparent",
        ),
        group(card_face(option.card, option.orient, x, y, cell), class_="face", opacity=0.5),
        tag(
            "rect",
            x=f"{x - 2:.1f}",
            y=f"{y - 2:.1f}",
            width=f"{2 * cell + 4:.1f}",
            height=f"{4 * cell + 4:.1f}",
            rx=4,
            fill="none",
            stroke=ACCENT,
            stroke_width=2.5,
            stroke_dasharray="7 4",
        ),
        data_target=target,
        role="button",
        aria_label=label,
        class_=classes(target, hl, "ghost"),
    )
    if badge:  # the preview: what the set would show if the card went here
        width = len(badge) * SIZE * 0.62 + 10
        ghost.add(
            tag(
                "rect",
                x=f"{x + cell - width / 2:.1f}",
                y=f"{badge_y:.1f}",
                width=f"{width:.1f}",
                height=BADGE_H,
                rx=BADGE_H / 2,
                fill="#000000cc",
                class_="badge",
            ),
            tag(
                "text",
                badge,
                x=f"{x + cell:.1f}",
                y=f"{badge_y + BADGE_H / 2 + 6:.1f}",
                text_anchor="middle",
                font_size=SIZE,
                fill=ACCENT,
            ),
        )
    return ghost


# --- the Domino chain --------------------------------------------------------------------


def _chain_area(view: ColominoView, hl: Highlights, at: Layout) -> list[Element]:
    area_x, area_y, area_w, area_h = MARGIN, at.table_y, INNER, at.table_h
    cell, step, per_row = at.chain_cell, at.chain_step, at.chain_per_row
    left = area_x + (area_w - (per_row * step - 5)) / 2
    slots = len(view.chain) + 1
    rows = max(1, -(-slots // per_row))
    first_row = max(0, rows - at.chain_rows)
    shown = len(view.chain) - first_row * per_row
    parts = [
        _area(area_x, area_y, area_w, area_h),
        _chain_status(view, area_x + 12, area_y + 18, shown),
    ]
    first_y = area_y + CHAIN_HEAD_H + 16  # room for a star above the first row

    def where(k: int) -> tuple[float, float]:
        row, col = divmod(k, per_row)
        return left + col * step, first_y + (row - first_row) * at.chain_row_pitch

    for k, link in enumerate(view.chain):
        if k // per_row < first_row:
            continue
        x, y = where(k)
        laid = _laid(link.card, link.orient, x, y, cell, last=k == len(view.chain) - 1)
        if TABS[link.card] == "S":
            laid.children.insert(
                0,
                tag(
                    "text",
                    "\u2605",
                    x=x + cell,
                    y=y - 4,
                    text_anchor="middle",
                    font_size=SIZE,
                    fill=ACCENT,
                ),
            )
        parts.append(laid)
    x, y = where(len(view.chain))
    ghost = _chosen_options(view, hl) if CHAIN_PLACE in hl.targets else []
    if ghost:
        parts.append(_ghost_at(CHAIN_PLACE, ghost[0], x, y, cell, hl, ""))
    elif view.outcome is None:
        parts.extend(_need(need, x, y, cell) for need in view.needs)
        if not view.needs:  # the first card: any card opens the chain
            parts.append(group(need_face(0, "", x, y, cell)))
        parts.append(_open_end_label(x + cell, y + 4 * cell + 18, area_x, area_x + area_w))
    return parts


def _open_end_label(middle: float, y: float, left: float, right: float) -> Element:
    """ "open end" under the slot, moved inward where centring would cross the area's edge
    (the first slot is at the left edge, and the label is wider than a card)."""
    words = SAY("chain.open")
    half = len(words) * SIZE * CHAR_EM / 2 + 4
    x = min(max(middle, left + half), right - half)
    return tag("text", words, x=f"{x:.1f}", y=y, text_anchor="middle", font_size=SIZE, fill=ACCENT)


def _chain_status(view: ColominoView, x: float, y: float, shown: int) -> Element:
    """The chain in words; ``shown``: how many of its last cards are drawn (the open end)."""
    stars = sum(1 for link in view.chain if TABS[link.card] == "S")
    words = SAY("chain.head", cards=SAY.count(len(view.chain), "cards"))
    if shown < len(view.chain):
        words += SAY("chain.shown", n=shown)
    if 0 < stars < 4:
        words += SAY("chain.lock", n=stars)
    elif stars == 4:
        words += SAY("chain.loop")
    if view.idle:
        words += SAY.count(view.idle, "chain.idle")
    burden = own_burden(view)
    if burden is not None:
        words += SAY("chain.burden", n=burden)
    return cut_lines(x, y, words, CHAIN_SIZE, INNER - 24, 3, ACCENT if 0 < stars < 4 else TEXT)
