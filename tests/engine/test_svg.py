"""The SVG builder escapes by construction, and the shared highlight styles (issue 17)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from parlour.core import Highlights
from parlour.highlight import ON_DARK, classes, strokes, stylesheet
from parlour.svg import group, scoped, svg, tag


def test_text_and_attributes_are_always_escaped() -> None:
    hostile = '"><script>alert(1)</script>&'
    drawn = str(svg("0 0 10 10", group(tag("text", hostile, x=1), aria_label=hostile)))
    root = ET.fromstring(drawn)  # still one well-formed element: nothing was injected
    text = root.find("{http://www.w3.org/2000/svg}g/{http://www.w3.org/2000/svg}text")
    assert text is not None and text.text == hostile
    assert root[0].get("aria-label") == hostile
    assert "<script>" not in drawn


def test_keyword_names_become_attribute_names_and_none_is_left_out() -> None:
    drawn = str(
        tag(
            "rect",
            class_="hint",
            data_target="cell:0,0",
            stroke_width=2,
            fill=None,
            hidden=False,
            x=1.5,
        )
    )
    assert drawn == '<rect class="hint" data-target="cell:0,0" stroke-width="2" x="1.5"/>'


def test_children_may_be_nested_lists_and_none() -> None:
    drawn = str(group([tag("circle"), None, [tag("rect"), "a & b"]], None))
    assert drawn == "<g><circle/><rect/>a &amp; b</g>"


def test_highlight_classes_and_strokes_follow_the_highlights_alone() -> None:
    marks = Highlights(
        targets=frozenset({"a", "b"}), selected=("b",), marked=frozenset({"c"}), focus="b"
    )
    assert classes("a", marks, "tile") == "tile target"
    assert classes("b", marks) == "target selected focus"
    assert classes("z", marks, "tile") == "tile"
    assert strokes("c", marks, ON_DARK) == (ON_DARK.marked,)
    css = stylesheet(".ring", ON_DARK, ".board")
    # selected and focus come after target, so they win where a target is also chosen
    assert (
        css.index(".board .target .ring")
        < css.index(".board .selected .ring")
        < css.index(".board .focus .ring")
    )


def test_scoped_prefixes_every_id_and_every_reference_to_one() -> None:
    """Issue 24: the page shows several boards at once; each one's ids must be its own."""
    drawn = str(
        svg(
            "0 0 10 10",
            tag("defs", tag("radialGradient", id="felt"), tag("g", id="mk-Y")),
            tag("rect", fill="url(#felt)", aria_label='id="felt" url(#felt) as text'),
            tag("use", href="#mk-Y"),
            tag("text", 'id="felt"'),
        )
    )
    scoped_svg = scoped(drawn, "play")
    root = ET.fromstring(scoped_svg)
    ids = {node.get("id") for node in root.iter() if node.get("id")}
    assert ids == {"play-felt", "play-mk-Y"}
    rect = root.find("{http://www.w3.org/2000/svg}rect")
    use = root.find("{http://www.w3.org/2000/svg}use")
    assert rect is not None and rect.get("fill") == "url(#play-felt)"
    assert use is not None and use.get("href") == "#play-mk-Y"
    text = root.find("{http://www.w3.org/2000/svg}text")
    assert text is not None and text.text == 'id="felt"'  # a text is never rewritten
    assert rect.get("aria-label") == 'id="felt" url(#felt) as text'
    assert scoped(drawn, "a") != scoped(drawn, "b")
