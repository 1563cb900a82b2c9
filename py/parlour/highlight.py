"""How every board shows the UI's highlights: the class names, strokes and CSS.

``core.Highlights`` says which targets are legal, chosen, marked or focused;
a renderer asks this module how to show that, so the four states look
alike in every game.  Each state also differs in width or dash, never in
colour alone.  ``ON_DARK`` suits a dark table (Punto, Casino, Colomino),
``ON_LIGHT`` a light board (Cardino).
"""

from __future__ import annotations

from dataclasses import dataclass

from parlour.core import Highlights

STATES = ("target", "marked", "selected", "focus")
"""The class names, in the order their CSS is written: a later one wins."""


@dataclass(frozen=True)
class Stroke:
    colour: str
    width: float
    dash: str = ""

    def attributes(self) -> dict[str, object]:
        """Keyword attributes for ``parlour.svg.tag``."""
        return {
            "stroke": self.colour,
            "stroke_width": self.width,
            "stroke_dasharray": self.dash or None,
        }

    def css(self) -> str:
        return (
            f"stroke:{self.colour};stroke-width:{self.width};stroke-dasharray:{self.dash or 'none'}"
        )


@dataclass(frozen=True)
class Palette:
    target: Stroke
    marked: Stroke
    selected: Stroke
    focus: Stroke

    def stroke(self, state: str) -> Stroke:
        stroke: Stroke = getattr(self, state)
        return stroke


ON_DARK = Palette(
    target=Stroke("#ffd166", 3, "6 3"),
    marked=Stroke("#ff8a65", 3, "6 4"),
    selected=Stroke("#ffffff", 4),
    focus=Stroke("#7fdbff", 4, "2 2"),
)
ON_LIGHT = Palette(
    target=Stroke("#e0a800", 3, "6 3"),
    marked=Stroke("#6a1b9a", 3),
    selected=Stroke("#0d47a1", 3.5),
    focus=Stroke("#000000", 3, "2 2"),
)


def states(target: str, highlights: Highlights) -> tuple[str, ...]:
    """The highlight states of ``target``, from the highlights alone."""
    found = (
        target in highlights.targets,
        target in highlights.marked,
        target in highlights.selected,
        target == highlights.focus,
    )
    return tuple(state for state, on in zip(STATES, found) if on)


def classes(target: str, highlights: Highlights, base: str = "") -> str:
    """The ``class`` of a clickable thing: ``base`` and its highlight states."""
    return " ".join(filter(None, (base, *states(target, highlights))))


def strokes(target: str, highlights: Highlights, palette: Palette) -> tuple[Stroke, ...]:
    """The strokes to draw round ``target``, innermost first: rings that show the
    highlights even where the page's stylesheet does not reach."""
    return tuple(palette.stroke(state) for state in states(target, highlights))


def stylesheet(shape: str, palette: Palette, scope: str) -> str:
    """CSS that strokes ``shape`` (a selector inside the clickable group) per state.  An
    inline SVG's style reaches the whole page, so ``scope`` (the board's class) bounds it."""
    rules = [f"{scope} .{state} {shape}{{{palette.stroke(state).css()}}}" for state in STATES]
    return f"{scope} .target{{cursor:pointer}}" + "".join(rules)


def ring(target: str, highlights: Highlights, palette: Palette) -> dict[str, object]:
    """Inline stroke attributes of a ring round ``target``: its strongest state, so it shows
    without the stylesheet too (focus, which only the keyboard brings, is left to the CSS)."""
    shown = [state for state in states(target, highlights) if state != "focus"]
    return palette.stroke(shown[-1]).attributes() if shown else {"stroke": "none"}
