"""What a rendered picture says: its texts, with wrapped lines joined again."""

from __future__ import annotations

import xml.etree.ElementTree as ET

SVG_TEXT = "{http://www.w3.org/2000/svg}text"


def shown_texts(svg: str) -> str:
    """Every ``<text>`` of the picture on a line of its own, its ``<tspan>`` lines joined by spaces."""
    return "\n".join(" ".join(node.itertext()) for node in ET.fromstring(svg).iter(SVG_TEXT))
