"""The SVG and the move log: drawn from the view and the highlights only."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from collections.abc import Callable

from parlour.core import Highlights
from parlour.games.cardino import GAME
from parlour.games.cardino.rules import CardinoState
from parlour.play import next_targets

SVG = "{http://www.w3.org/2000/svg}"
Builder = Callable[..., CardinoState]
Play = Callable[..., CardinoState]


def _targets(svg: str) -> dict[str, ET.Element]:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg" and root.find(f"{SVG}title") is not None
    found = {}
    for element in root.iter(f"{SVG}g"):
        target = element.get("data-target")
        if target is not None:
            assert element.get("role") == "button" and element.get("aria-label")
            found[target] = element
    return found


def test_every_legal_first_step_is_clickable() -> None:
    state = GAME.initial_state(2, None, 3)
    moves = state.legal_moves()
    seat = state.current_player
    assert seat is not None
    targets = next_targets(moves, ())
    found = _targets(GAME.render(state.view(seat), Highlights(targets=targets)))
    assert targets <= set(found)
    assert all("target" in (found[t].get("class") or "") for t in targets)


def test_selected_tile_highlights_its_halves(position: Builder) -> None:
    """After choosing the Q♦ in the rack, its two halves are the targets drawn as such."""
    state = position(racks=(("QD", "KS"), ("7C",)))
    chosen = ("rack:QD",)
    targets = next_targets(state.legal_moves(), chosen)
    assert targets == {"half:QD/t", "half:QD/b"}
    found = _targets(GAME.render(state.view(0), Highlights(targets=targets, selected=chosen)))
    assert "selected" in (found["rack:QD"].get("class") or "")
    assert "target" in (found["half:QD/b"].get("class") or "")
    assert "target" not in (found["half:KS/b"].get("class") or "")


def test_turn_points_and_end_button_are_drawn(position: Builder, play: Play) -> None:
    """What players see: the points each placement scored and the running total."""
    state = play(position(placed={"QD/t": "QD"}, racks=(("JD", "KD"), ("7C",))), "JD/t", "KD/t")
    svg = GAME.render(state.view(0), Highlights(targets=next_targets(state.legal_moves(), ())))
    assert svg.count(">+3</text>") == 2  # a badge on each placed half
    assert "This turn: +6" in svg  # J♦ next to Q♦ 3, K♦ next to Q♦ 3
    assert "end" in _targets(svg)


def test_spectator_and_final_views_render(position: Builder, play: Play) -> None:
    state = play(position(racks=(("QD",), ("AS", "*")), pile=[]), "QD/t", "end")
    svg = GAME.render(state.view(None), Highlights())
    assert "Game over" in svg and "penalty 11" in svg
    _targets(svg)


def test_random_positions_render_as_valid_svg() -> None:
    rng = random.Random(5)
    state = GAME.initial_state(4, None, 8)
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        _targets(
            GAME.render(state.view(seat), Highlights(targets=next_targets(state.legal_moves(), ())))
        )
        for _ in range(9):
            if not state.is_over:
                state = GAME.play(state, rng.choice(state.legal_moves()))


def test_describe_move(position: Builder, play: Play) -> None:
    state = position(placed={"QD/t": "QD", "KD/b": "*"}, racks=(("JD", "KD", "*"), ("7C",)))
    view = state.view(0)
    text = GAME.describe_move(view, state.parse_move("JD/t"))
    assert text == "Player 1 plays J♦ on the top of J♦: 3 points"
    text = GAME.describe_move(view, state.parse_move("KD/b"))
    assert text == "Player 1 plays K♦ on the bottom of K♦, replacing the joker: 0 points"
    assert "joker as A♦" in GAME.describe_move(view, state.parse_move("*:AD/t"))
    after = play(state, "JD/t")
    assert (
        GAME.describe_move(after.view(0), after.parse_move("end"))
        == "Player 1 ends the turn with 3 points"
    )


def _luminance(colour: str) -> float:
    channels = [int(colour.lstrip("#")[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def _contrast(ink: str, paper: str) -> float:
    """The WCAG contrast ratio of two colours (#rrggbb)."""
    light, dark = sorted((_luminance(ink), _luminance(paper)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_boards_words_are_in_the_pages_font_and_a_disabled_button_reads(
    position: Builder,
) -> None:
    """Issue 37: "Cardino's board text ('Your rack', 'End turn', 'This turn: +0') is in a
    serif font, unlike the rest; its disabled End turn is hard to read"."""
    state = position(racks=(("QD", "KS"), ("7C",)))
    svg = GAME.render(state.view(0), Highlights(targets=frozenset({"rack:QD"})))
    root = ET.fromstring(svg)
    assert "sans-serif" in (root.get("font-family") or "")
    assert "Georgia" not in (root.get("font-family") or "")
    end = _targets(svg)["end"]
    assert "disabled" in (end.get("class") or "")  # nothing placed yet
    rect, words = end.find(f"{SVG}rect"), end.find(f".//{SVG}text")
    assert rect is not None and words is not None
    assert _contrast(words.get("fill") or "", rect.get("fill") or "") >= 4.5
    assert ".cardino .disabled{opacity" not in svg  # nor faded on top of its colours
