"""SVG built as elements, so every text and attribute is escaped by construction.

The model is python-chess's ``chess.svg``, which builds ElementTree elements
instead of pasting strings: a renderer here never writes markup itself, so
a player's name, a translation or a label cannot break the board or inject
markup.  ``tag("text", "A < B", x=4, font_size=12)`` is
``<text x="4" font-size="12">A &lt; B</text>``: keyword names lose a trailing
``_`` (``class_``) and turn ``_`` into ``-`` (``aria_label``, ``data_target``);
an attribute whose value is None or False is left out.  Children are
elements, texts, None (skipped) or iterables of those.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Union

Child = Union["Element", str, None, Iterable["Child"]]

SVG_NS = "http://www.w3.org/2000/svg"

_TEXT = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})
_ATTRIBUTE = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"})


class Element:
    """One SVG element: its opening tag (attributes escaped when it was made) and its
    children, made into markup by ``str``."""

    __slots__ = ("name", "head", "children")

    def __init__(self, name: str, head: str, children: list[Element | str]) -> None:
        self.name = name
        self.head = head
        self.children = children

    def add(self, *children: Child) -> Element:
        """Append children (as ``tag`` takes them) and return the element."""
        _flatten(children, self.children)
        return self

    def __str__(self) -> str:
        out: list[str] = []
        self._write(out)
        return "".join(out)

    def _write(self, out: list[str]) -> None:
        if not self.children:
            out.append(self.head + "/>")
            return
        out.append(self.head + ">")
        for child in self.children:
            if isinstance(child, str):
                out.append(child.translate(_TEXT))
            else:
                child._write(out)
        out.append(f"</{self.name}>")


def tag(name: str, *children: Child, **attributes: object) -> Element:
    """An element named ``name`` with ``children`` and ``attributes`` (see the module doc)."""
    return Element(name, _head(name, attributes), _flatten(children, []) if children else [])


def svg(view_box: str, *children: Child, **attributes: object) -> Element:
    """The root ``<svg>`` element, in the SVG namespace."""
    return tag("svg", *children, xmlns=SVG_NS, viewBox=view_box, **attributes)


def group(*children: Child, **attributes: object) -> Element:
    return tag("g", *children, **attributes)


_NAMES: dict[str, str] = {}
"""Keyword -> attribute name, made once per keyword: renders are hot."""


def _head(name: str, given: dict[str, object], names: dict[str, str] = _NAMES) -> str:
    parts = ["<" + name]
    for key, value in given.items():
        if value is None or value is False:
            continue
        attribute = names.get(key) or _name(key)
        if not isinstance(value, str):
            text = str(value)  # a number: nothing to escape
        elif "&" in value or "<" in value or ">" in value or '"' in value:
            text = value.translate(_ATTRIBUTE)
        else:
            text = value  # most texts are formatted numbers: skip the copy
        parts.append(f'{attribute}="{text}"')
    return " ".join(parts)


def _name(key: str) -> str:
    attribute = _NAMES[key] = key.rstrip("_").replace("_", "-")
    return attribute


def _flatten(children: Iterable[Child], into: list[Element | str]) -> list[Element | str]:
    for child in children:
        if child is None:
            continue
        if isinstance(child, (Element, str)):
            into.append(child)
        else:
            _flatten(child, into)
    return into


def wrap(text: str, size: float, width: float, separator: str = " \u00b7 ") -> list[str]:
    """``text`` broken so each line fits ``width`` at font ``size`` (a generous 0.55 em a glyph).

    Lines break between the ``separator`` parts of a status where they can, so a
    fact such as "your burden: 4" stays on one line, and between words only
    inside a part too long for a line.
    """
    most = max(1, int(width / (size * 0.55)))
    lines: list[str] = []
    for part in text.split(separator):
        if lines and len(lines[-1]) + len(separator) + len(part) <= most:
            lines[-1] += separator + part
        else:
            lines.extend(_words_in_lines(part, most))
    return lines


def _words_in_lines(text: str, most: int) -> list[str]:
    lines: list[str] = []
    for word in text.split(" "):
        if lines and len(lines[-1]) + 1 + len(word) <= most:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def text_lines(x: float, y: float, lines: list[str], size: float, **attributes: object) -> Element:
    """One ``<text>`` with a ``<tspan>`` per line; ``y`` is the first line's baseline."""
    spans = [
        tag("tspan", line, x=f"{x:.1f}", dy=f"{0 if k == 0 else size * 1.2:.1f}")
        for k, line in enumerate(lines)
    ]
    return tag("text", spans, x=f"{x:.1f}", y=f"{y:.1f}", font_size=size, **attributes)


_TAG = re.compile(r"<[^>]*>")
"""An opening or closing tag: texts and attribute values never hold ``<`` or ``>`` (escaped)."""
_ID_REFERENCE = re.compile(r'(\s(?:id="|(?:xlink:)?href="#)|="url\(#)([^"()]+)')
"""An element's id, and the two ways an attribute refers to one: ``href="#x"`` (``xlink:href``
too) and ``url(#x)`` (a ``fill``, ``stroke``, ``filter`` or ``clip-path``)."""


def scoped(markup: str, prefix: str) -> str:
    """``markup`` with every id, and every reference to one, starting with ``prefix-``.

    A renderer names its gradients and symbols once (``punto-felt``); the page shows
    several pictures at once (the lesson's board kept hidden, the rules panel's
    examples, the game), and an id is global to the page: a reference resolves to the
    first element of that id in the document, hidden or not.  Each picture is
    inserted scoped by its own prefix, so its references resolve inside itself.
    Only tags are rewritten, never the texts between them.
    """

    def in_tag(found: re.Match[str]) -> str:
        return _ID_REFERENCE.sub(lambda ref: f"{ref.group(1)}{prefix}-{ref.group(2)}", found[0])

    return _TAG.sub(in_tag, markup)
