"""Shared look of Cardino's SVG: sizes, colours, CSS and the tile face."""

from __future__ import annotations

from parlour.core import Highlights
from parlour.games.cardino.tiles import JOKER, RANKS, SUIT_SYMBOLS, rank_of, suit_of

AREA_WIDTH = 540
"""The board and rack, 0..AREA_WIDTH: at a phone's width its texts (19 units) read at 11 px."""
PANEL_WIDTH = 330
WIDTH = AREA_WIDTH + PANEL_WIDTH
HEIGHT = 680
TEXT = 19
CELL = 60
"""One tile, i.e. half a space; the board is 8 x 8 tiles."""
SECTION_GAP = 10
BOARD_X = 22
BOARD_Y = 22
PANEL_X = AREA_WIDTH + 12
PANEL_INNER = PANEL_WIDTH - 24
RACK_Y = 550

SUIT_COLOURS = ("#1b7a3a", "#1f5fbf", "#c62828", "#26262b")
"""Four-colour deck (clubs green, diamonds blue, hearts red, spades black); the
suit symbol is always drawn too, so colour is never the only signal."""
SUIT_TINTS = ("#dcefe1", "#dde8f8", "#f8dede", "#e4e4ea")

SEAT_COLOURS = ("#b3261e", "#1d5fa8", "#c98a00", "#2e7d32")
SEAT_SHAPES = ("circle", "square", "triangle", "diamond")

STYLE = """<style>
.cardino .target .ring { stroke: #e0a800; stroke-width: 3; stroke-dasharray: 6 3; }
.cardino .target { cursor: pointer; }
.cardino .target:hover .ring { stroke: #b8860b; fill: rgba(224,168,0,0.18); }
.cardino .selected .ring, .cardino .selected .lift { stroke: #0d47a1; stroke-width: 3.5; }
.cardino .marked .ring { stroke: #6a1b9a; stroke-width: 3; }
.cardino .focus .ring, .cardino .focus .lift { stroke: #000; stroke-width: 3; stroke-dasharray: 2 2; }
.cardino .disabled { opacity: 0.45; }
</style>"""


def classes(target: str, highlights: Highlights, base: str) -> str:
    """CSS classes for a clickable thing, from the highlights alone."""
    names = [base]
    if target in highlights.targets:
        names.append("target")
    if target in highlights.selected:
        names.append("selected")
    if target in highlights.marked:
        names.append("marked")
    if target == highlights.focus:
        names.append("focus")
    return " ".join(names)


def ring_style(target: str, highlights: Highlights) -> str:
    """Inline stroke for the ring, so highlights show without the stylesheet too."""
    if target in highlights.selected:
        return 'stroke="#0d47a1" stroke-width="3.5"'
    if target in highlights.targets:
        return 'stroke="#e0a800" stroke-width="3" stroke-dasharray="6 3"'
    if target in highlights.marked:
        return 'stroke="#6a1b9a" stroke-width="3"'
    return 'stroke="none"'


def tile_face(tile: int, x: float, y: float, width: float, height: float, stands_for: int | None = None) -> str:
    """A tile as players see it: ivory with rank and suit, or the purple MB joker."""
    if tile == JOKER:
        return _joker_face(x, y, width, height, stands_for)
    colour = SUIT_COLOURS[suit_of(tile)]
    rank, symbol = RANKS[rank_of(tile)], SUIT_SYMBOLS[suit_of(tile)]
    big = min(width, height)
    return (
        f'<rect x="{x}" y="{y}" width="{width}" height="{height}" rx="6" fill="#fffaf0" '
        f'stroke="#8d7b5f" stroke-width="1.2"/>'
        f'<rect x="{x + 2}" y="{y + height - 4}" width="{width - 4}" height="3" rx="1.5" fill="#d9ccb4"/>'
        f'<text x="{x + 4}" y="{y + 19}" font-size="{TEXT}" font-weight="bold" fill="{colour}">{rank}</text>'
        f'<text x="{x + width - 4}" y="{y + height - 7}" text-anchor="end" '
        f'font-size="{max(TEXT, big * 0.5):.0f}" fill="{colour}">{symbol}</text>'
    )


def _joker_face(x: float, y: float, width: float, height: float, stands_for: int | None) -> str:
    below = "MB"
    if stands_for is not None:
        below = f"={RANKS[rank_of(stands_for)]}{SUIT_SYMBOLS[suit_of(stands_for)]}"
    return (
        f'<rect x="{x}" y="{y}" width="{width}" height="{height}" rx="6" fill="#5e35b1" '
        f'stroke="#311b92" stroke-width="1.2"/>'
        f'<text x="{x + width / 2}" y="{y + 20}" text-anchor="middle" font-size="{TEXT}" '
        f'font-weight="bold" fill="#ffd54f">★</text>'
        f'<text x="{x + width / 2}" y="{y + height - 7}" text-anchor="middle" font-size="{TEXT}" '
        f'font-weight="bold" fill="#fff">{below}</text>'
    )


def seat_marker(seat: int, cx: float, cy: float, r: float) -> str:
    """A seat's pawn: its colour and its own shape."""
    colour = SEAT_COLOURS[seat % 4]
    shape = SEAT_SHAPES[seat % 4]
    stroke = 'stroke="#fff" stroke-width="1.5"'
    if shape == "circle":
        return f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{colour}" {stroke}/>'
    if shape == "square":
        return f'<rect x="{cx - r}" y="{cy - r}" width="{2 * r}" height="{2 * r}" fill="{colour}" {stroke}/>'
    if shape == "triangle":
        points = f"{cx},{cy - r * 1.15} {cx + r * 1.1},{cy + r * 0.85} {cx - r * 1.1},{cy + r * 0.85}"
        return f'<polygon points="{points}" fill="{colour}" {stroke}/>'
    points = f"{cx},{cy - r * 1.2} {cx + r * 1.2},{cy} {cx},{cy + r * 1.2} {cx - r * 1.2},{cy}"
    return f'<polygon points="{points}" fill="{colour}" {stroke}/>'
