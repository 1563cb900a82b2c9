"""parlour.textfit: a long SVG text is cut with an ellipsis (issue 13)."""

from __future__ import annotations

from parlour.textfit import CHAR_EM, shorten


def test_a_name_that_fits_is_left_whole() -> None:
    assert shorten("Player 2", 200, 16) == "Player 2"


def test_a_cut_name_ends_in_an_ellipsis_and_fits() -> None:
    name = "Bartholomew the Magnificent of Far Away"
    shown = shorten(name, 120, 16)
    assert shown.endswith("…") and name.startswith(shown[:-1]) and len(shown) * 16 * CHAR_EM <= 120
