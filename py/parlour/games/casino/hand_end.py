"""The end of a hand drawn over the felt: each side's points, with the reason for each.

The page waits at a hand's end on the state the hand's last play led to:
taken and scored, the next pack not dealt yet (nobody to move, nobody has
won, ``CasinoView.between_hands``); in
its place on the felt this draws the hand's score table from the view's
``last_hand`` rows, the running scores under it.  It knows no rules: every
number is in the view.
"""

from __future__ import annotations

from collections.abc import Callable

from parlour.games.casino.drawing import fitted, seat_marker, text
from parlour.games.casino.scoring import ScoreRow
from parlour.games.casino.view import CasinoView
from parlour.svg import Element, group, tag
from parlour.textfit import shorten
from parlour.words import Phrasebook, seat_name

SAY = Phrasebook(
    {
        "en": {
            "heading": "Hand {n}: the points",
            "key": "points (cards counted)",
            "cards": "Most cards",
            "spades": "Most spades",
            "big": "Big Casino 10♦",
            "little": "Little Casino 2♠",
            "aces": "Aces",
            "sweeps": "Sweeps",
            "total": "This hand",
            "score": "Score, to {target}",
            "label": "Hand {n} scores",
        },
        "pt": {
            "heading": "Ronda {n}: os pontos",
            "key": "pontos (cartas contadas)",
            "cards": "Mais cartas",
            "spades": "Mais espadas",
            "big": "Grande Casino 10♦",
            "little": "Pequeno Casino 2♠",
            "aces": "Ases",
            "sweeps": "Mesas limpas",
            "total": "Nesta ronda",
            "score": "Total, até {target}",
            "label": "Pontos da ronda {n}",
        },
    }
)

Cell = Callable[[ScoreRow], str]
ROWS: tuple[tuple[str, Cell], ...] = (
    ("cards", lambda r: f"{r.cards_points} ({r.cards})"),
    ("spades", lambda r: f"{r.spades_points} ({r.spades})"),
    ("big", lambda r: str(r.big_casino)),
    ("little", lambda r: str(r.little_casino)),
    ("aces", lambda r: str(r.aces)),
    ("sweeps", lambda r: str(r.sweeps)),
    ("total", lambda r: str(r.total)),
)
ROW_H = 30
LABEL_W = 180
"""Room for the longest row label at 16: "Pequeno Casino 2♠"."""
NAME_SIZE = 16
"""The side names' size: 11 px or more on a 360 px phone, as every text of the felt."""
GOLD, LIGHT, DIM = "#ffd54f", "#f5f1e6", "#cfe8d6"


def hand_result(view: CasinoView, x: float, top: float, width: float) -> tuple[Element, float]:
    """The score table of the hand just ended, ``width`` wide from (x, top); and its bottom."""
    n = view.hand_number + 1  # the view counts hands from 0
    rows = [(key, cell) for key, cell in ROWS if key != "sweeps" or view.rules.sweeps]
    column = (width - LABEL_W - 16) / view.sides
    # Partners' names go one under the other: "You" / "& Computer 2" (short names, no level).
    headings = [_names(view, side, column - 6) for side in range(view.sides)]
    names_h = NAME_SIZE * 1.2 * (max(map(len, headings)) - 1)
    height = 104 + names_h + ROW_H * (len(rows) + 1)
    card = group(
        tag("rect", x=x, y=top, width=width, height=height, rx=14, fill="#0b1f13", stroke=GOLD),
        text(x + 14, top + 30, SAY("heading", n=n), 20, GOLD, weight="700"),
        text(x + 14, top + 52, SAY("key"), 16, DIM),
        class_="hand-result",
        role="table",
        aria_label=SAY("label", n=n),
    )
    for side in range(view.sides):
        cx = x + LABEL_W + column * (side + 0.5)
        seats = [s for s in range(view.players) if view.side_of(s) == side]
        for k, seat in enumerate(seats):
            card.add(seat_marker(seat, cx - 8 * (len(seats) - 1) + 16 * k, top + 66, 7))
        for line, name in enumerate(headings[side]):
            y = top + 92 + line * NAME_SIZE * 1.2
            card.add(fitted(cx, y, name, column - 6, NAME_SIZE, LIGHT, "middle"))
    y = top + 92 + names_h
    for key, cell in rows:
        y += ROW_H
        card.add(_line(x, y, width, SAY(key), [cell(r) for r in view.last_hand], column))
    y += ROW_H
    scores = [str(s) for s in view.scores]
    label = SAY("score", target=view.rules.target)
    card.add(_line(x, y, width, label, scores, column, GOLD))
    return card, top + height


def _names(view: CasinoView, side: int, room: float) -> list[str]:
    """The side's column heading, a line per seat: "You" alone, or "You", "& Computer 2";
    a computer's short name ("Computer 2", without its level) when the whole is too wide."""
    seats = [s for s in range(view.players) if view.side_of(s) == side]
    if len(seats) == 1:
        whole = seat_name(seats[0])
        return [
            whole if shorten(whole, room, NAME_SIZE) == whole else seat_name(seats[0], short=True)
        ]
    partners = [seat_name(s, inside=True, short=True) for s in seats[1:]]
    joined = ["& " + name for name in partners]  # without "&" when that is what does not fit
    fits = all(shorten(line, room, NAME_SIZE) == line for line in joined)
    return [seat_name(seats[0], short=True), *(joined if fits else partners)]


def _line(
    x: float, y: float, width: float, label: str, cells: list[str], column: float, fill: str = ""
) -> Element:
    strong = bool(fill)
    parts = [
        tag("line", x1=x + 10, x2=x + width - 10, y1=y - 21, y2=y - 21, stroke="#2b4535"),
        fitted(x + 14, y, label, LABEL_W - 18, 16, fill or DIM, weight="700" if strong else "400"),
    ]
    for side, cell in enumerate(cells):
        cx = x + LABEL_W + column * (side + 0.5)
        scored = not cell.startswith("0")
        colour = fill or (LIGHT if scored else DIM)
        parts.append(text(cx, y, cell, 16, colour, "middle", "700" if strong or scored else "400"))
    return group(parts, role="row")
