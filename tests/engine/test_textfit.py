"""parlour.textfit: long SVG texts wrap, or are cut with an ellipsis that keeps the whole (issue 13)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from parlour.textfit import CHAR_EM, fitted_text, shorten, wrap, wrapped_text

SVG = "{http://www.w3.org/2000/svg}"
LONG = "Round 6: Player 2 could not play; tied on rows and points, nobody scores"


def parsed(markup: str) -> ET.Element:
    return ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{markup}</svg>')[0]


def test_wrapped_lines_fit_the_width_and_keep_every_word() -> None:
    lines = wrap(LONG, 260, 12)
    assert len(lines) > 1
    assert all(len(line) * 12 * CHAR_EM <= 260 for line in lines)
    assert " ".join(lines) == LONG


def test_a_wrapped_text_has_a_line_per_tspan_and_says_where_it_ends() -> None:
    markup, bottom = wrapped_text(LONG, 10, 20, 260, 12, 16, 'fill="#fff"')
    spans = parsed(markup).findall(f"{SVG}tspan")
    assert [s.text for s in spans] == wrap(LONG, 260, 12)
    assert [s.get("y") for s in spans] == [str(20 + 16 * k) for k in range(len(spans))]
    assert bottom == 20 + 16 * len(spans)


def test_a_name_that_fits_is_left_whole_and_unlabelled() -> None:
    node = parsed(fitted_text("Player 2", 0, 10, 200, 16))
    assert (
        node.text == "Player 2"
        and node.get("aria-label") is None
        and node.find(f"{SVG}title") is None
    )


def test_a_cut_name_ends_in_an_ellipsis_with_the_whole_as_tooltip_and_name() -> None:
    name = "Bartholomew the Magnificent of Far Away"
    shown = shorten(name, 120, 16)
    assert shown.endswith("…") and name.startswith(shown[:-1]) and len(shown) * 16 * CHAR_EM <= 120
    node = parsed(fitted_text(name, 0, 10, 120, 16, 'fill="#fff"'))
    assert node.get("aria-label") == name and node.findtext(f"{SVG}title") == name
    assert "".join(node.itertext()).endswith(shown) and node.get("fill") == "#fff"
