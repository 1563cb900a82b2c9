"""SVG pieces for Casino: cards, card backs, seat markers, texts.

Pure drawing: these functions know what a card looks like, nothing about
the rules.  Suits carry their own shapes (the pips), and each seat has a
marker shape as well as a colour, so colour is never the only signal.
"""

from __future__ import annotations

from html import escape

from parlour.core import Highlights
from parlour.games.casino.cards import RANK, SUIT, SUIT_SYMBOLS, SUITS, Card, RANKS
from parlour.games.casino.words import SAY

CARD_W, CARD_H = 58, 84
RED, BLACK = "#b3261e", "#1d1d1f"
SEAT_COLOURS = ("#d64541", "#2e86de", "#e1a100", "#8e44ad")
SEAT_SHAPES = ("circle", "square", "triangle", "diamond")


def esc(text: str) -> str:
    return escape(text, quote=True)


def card_words(card: Card) -> str:
    """"ace of clubs", in the current language."""
    return SAY("card", rank=SAY.seq("ranks")[RANK[card] - 1], suit=SAY.seq("suits")[SUIT[card]])


def state_classes(target_id: str, highlights: Highlights, base: str) -> str:
    """CSS classes for a clickable element from what the UI highlights."""
    classes = [base]
    if target_id in highlights.targets:
        classes.append("target")
    if target_id in highlights.selected:
        classes.append("selected")
    if target_id in highlights.marked:
        classes.append("marked")
    if highlights.focus == target_id:
        classes.append("focus")
    return " ".join(classes)


def outline(target_id: str, highlights: Highlights, x: float, y: float, w: float, h: float) -> str:
    """Inline rings, so highlights show even without the site's stylesheet."""
    rings = []
    if target_id in highlights.targets:
        rings.append(_ring(x - 3, y - 3, w + 6, h + 6, "#ffd54f", "3", ""))
    if target_id in highlights.selected:
        rings.append(_ring(x - 5, y - 5, w + 10, h + 10, "#00e5ff", "4", ""))
    if target_id in highlights.marked:
        rings.append(_ring(x - 4, y - 4, w + 8, h + 8, "#ff8a65", "3", ' stroke-dasharray="6 4"'))
    if highlights.focus == target_id:
        rings.append(_ring(x - 7, y - 7, w + 14, h + 14, "#ffffff", "2", ' stroke-dasharray="2 3"'))
    return "".join(rings)


def _ring(x: float, y: float, w: float, h: float, colour: str, width: str, extra: str) -> str:
    return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="8" '
            f'fill="none" stroke="{colour}" stroke-width="{width}"{extra}/>')


def card_face(card: Card, x: float, y: float, w: float = CARD_W, h: float = CARD_H) -> str:
    suit = SUITS[SUIT[card]]
    colour = RED if suit in "DH" else BLACK
    pip = SUIT_SYMBOLS[suit]
    rank = RANKS[RANK[card] - 1]
    big = h * 0.42
    return (
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="6" fill="#fffdf7" '
        f'stroke="#7a7a7a" stroke-width="1"/>'
        f'<text x="{x + 4:.1f}" y="{y + 18:.1f}" font-size="18" font-weight="700" '
        f'font-family="Georgia, serif" fill="{colour}">{rank}</text>'
        f'<text x="{x + 4:.1f}" y="{y + 34:.1f}" font-size="16" fill="{colour}">{pip}</text>'
        f'<text x="{x + w / 2:.1f}" y="{y + h / 2 + big / 3:.1f}" font-size="{big:.1f}" '
        f'text-anchor="middle" fill="{colour}">{pip}</text>'
        f'<text x="{x + w - 4:.1f}" y="{y + h - 6:.1f}" font-size="16" font-weight="700" '
        f'text-anchor="end" font-family="Georgia, serif" fill="{colour}">{rank}</text>'
    )


def card_back(x: float, y: float, w: float = CARD_W, h: float = CARD_H) -> str:
    return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="6" '
            f'fill="url(#casino-back)" stroke="#f4f4f4" stroke-width="2"/>')


def seat_marker(seat: int, cx: float, cy: float, r: float = 8) -> str:
    """A shape and colour per seat, with a dark edge so it shows on any ground."""
    colour = SEAT_COLOURS[seat % 4]
    shape = SEAT_SHAPES[seat % 4]
    style = f'fill="{colour}" stroke="#111" stroke-width="1.5"'
    if shape == "circle":
        return f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" {style}/>'
    if shape == "square":
        return (f'<rect x="{cx - r:.1f}" y="{cy - r:.1f}" width="{2 * r:.1f}" '
                f'height="{2 * r:.1f}" {style}/>')
    if shape == "triangle":
        points = f"{cx:.1f},{cy - r:.1f} {cx + r:.1f},{cy + r:.1f} {cx - r:.1f},{cy + r:.1f}"
    else:
        points = f"{cx:.1f},{cy - r:.1f} {cx + r:.1f},{cy:.1f} {cx:.1f},{cy + r:.1f} {cx - r:.1f},{cy:.1f}"
    return f'<polygon points="{points}" {style}/>'


def text(x: float, y: float, content: str, size: int = 14, fill: str = "#f5f1e6",
         anchor: str = "start", weight: str = "400") -> str:
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" fill="{fill}" '
            f'text-anchor="{anchor}" font-weight="{weight}" '
            f'font-family="Helvetica, Arial, sans-serif">{esc(content)}</text>')


DEFS = (
    '<defs>'
    '<pattern id="casino-back" width="8" height="8" patternUnits="userSpaceOnUse" '
    'patternTransform="rotate(45)"><rect width="8" height="8" fill="#1f3f8f"/>'
    '<rect width="4" height="8" fill="#2f57b5"/></pattern>'
    '<radialGradient id="casino-felt" cx="50%" cy="45%" r="70%">'
    '<stop offset="0%" stop-color="#2f7d4f"/><stop offset="100%" stop-color="#17472c"/>'
    '</radialGradient>'
    '<filter id="casino-shadow" x="-10%" y="-10%" width="130%" height="130%">'
    '<feDropShadow dx="1" dy="2" stdDeviation="1.5" flood-opacity="0.35"/></filter>'
    '</defs>'
)
