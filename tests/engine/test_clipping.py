"""Issue 24, item 7: texts and badges that were cut off or drawn over one another.

Each renderer is asked in CPython; positions are the SVG's own (units of its viewBox),
widths estimated as parlour.textfit does (``CHAR_EM`` of the font size per character).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from parlour import registry
from parlour.core import Highlights
from parlour.textfit import CHAR_EM
from parlour.words import seated, speaking

SVG = "{http://www.w3.org/2000/svg}"


def texts(drawn: str) -> list[ET.Element]:
    return list(ET.fromstring(drawn).iter(f"{SVG}text"))


def words_of(node: ET.Element) -> str:
    return "".join(node.itertext()).strip()


def span(node: ET.Element) -> tuple[float, float]:
    """The estimated left and right of a text, from its anchor."""
    x, size = float(node.get("x") or 0), float(node.get("font-size") or 0)
    width = len(words_of(node)) * size * CHAR_EM
    anchor = node.get("text-anchor") or "start"
    left = x - width / 2 if anchor == "middle" else x - width if anchor == "end" else x
    return left, left + width


def test_punto_teams_caption_and_next_do_not_run_into_each_other() -> None:
    """ "ganhas · equipa A" ran into "a seguir ▸": "next" is under the card now."""
    game = registry.get("punto")
    state = game.initial_state(4, {"teams": True, "rounds_to_win": 3}, 5)
    with speaking("pt"):
        drawn = game.render(state.view(0), Highlights())
    nodes = texts(drawn)
    captions = [n for n in nodes if words_of(n).startswith("ganhas · equipa")]
    nexts = [n for n in nodes if words_of(n) == "a seguir ▸"]
    assert len(captions) == 4 and len(nexts) == 4
    for caption, after in zip(captions, nexts):
        same_line = abs(float(caption.get("y") or 0) - float(after.get("y") or 0)) < 12
        assert not same_line or span(caption)[1] < span(after)[0], (
            f"{words_of(caption)!r} meets {words_of(after)!r}"
        )


def test_punto_felt_has_room_on_both_sides() -> None:
    """The felt ran to the right edge of the playing area."""
    game = registry.get("punto")
    drawn = game.render(game.initial_state(2).view(0), Highlights())
    area = ET.fromstring(drawn).find(f'{SVG}svg[@data-part="area"]')
    assert area is not None
    width = float(area.get("width") or 0)
    felt = next(r for r in area.iter(f"{SVG}rect") if r.get("fill") == "url(#punto-felt)")
    left = float(felt.get("x") or 0)
    right = width - left - float(felt.get("width") or 0)
    assert left == right and left >= 8


def test_punto_stack_badge_leaves_the_pips_alone() -> None:
    """The count of covered cards sat over the card's corner pip."""
    from parlour.games.punto.render import _card

    card = _card(0, 0, 52, 19, depth=3)  # red 9: a pip in every corner
    drawn = ET.fromstring(str(card).replace("<g ", f'<g xmlns="{SVG[1:-1]}" ', 1))
    circles = list(drawn.iter(f"{SVG}circle"))
    badge = max(circles, key=lambda c: float(c.get("r") or 0))
    bx, by, br = (float(badge.get(k) or 0) for k in ("cx", "cy", "r"))
    for pip in circles:
        if pip is badge:
            continue
        px, py, pr = (float(pip.get(k) or 0) for k in ("cx", "cy", "r"))
        assert ((px - bx) ** 2 + (py - by) ** 2) ** 0.5 > br + pr, "the badge covers a pip"


def test_cardino_points_badges_lie_over_every_tile_and_inside_their_half() -> None:
    """ "+N" badges were covered by tiles drawn after them, and reached past their half."""
    game = registry.get("cardino")
    state = game.initial_state(2, {}, 3)
    while not any(p.points for p in state.view(0).turn):  # type: ignore[attr-defined]
        state = state.apply(state.legal_moves()[0])
    drawn = game.render(state.view(0), Highlights())
    board = ET.fromstring(drawn).find(f".//{SVG}g[@class='board']")
    assert board is not None
    kids = list(board)
    badges = [k for k, node in enumerate(kids) if node.get("class") == "points"]
    halves = [
        k for k, node in enumerate(kids) if (node.get("data-target") or "").startswith("half:")
    ]
    assert badges and min(badges) > max(halves)
    for k in badges:
        assert kids[k].get("pointer-events") == "none"


def test_colomino_open_end_label_stays_inside_the_chain_area() -> None:
    """ "open end" under the first slot started left of the area."""
    game = registry.get("colomino")
    state = game.initial_state(2, {"variant": "domino"}, 1)
    for code in ("en", "pt"):
        with speaking(code):
            drawn = game.render(state.view(0), Highlights())
            label = next(n for n in texts(drawn) if words_of(n) in ("open end", "ponta aberta"))
            assert span(label)[0] >= 0


def test_casino_partners_are_named_whole_or_without_levels_never_cut() -> None:
    """ "Computer 1 (easy) & Com…": two computers on a side lose their levels instead."""
    game = registry.get("casino")
    state = game.initial_state(4, {"partners": True}, 1)
    for code, word in (("en", "Computer"), ("pt", "Computador")):
        with speaking(code), seated(("human", "easy", "easy", "easy")):
            drawn = game.render(state.view(0), Highlights())
        said = [words_of(n) for n in texts(drawn)]
        assert f"{word} 1 & {word} 3" in said, said
        assert not any(re.search(rf"{word}.*&.*…", s) for s in said)


def test_casino_build_label_holds_its_two_lines() -> None:
    """ "multiple" hung below its build's label."""
    from parlour.games.casino.cards import Build, parse_card
    from parlour.games.casino.render import TEXT, _build_body

    build = Build((parse_card("3H"), parse_card("5C"), parse_card("8D")), 8, 0)
    assert build.multiple
    parts = _build_body(None, build, 0, 0)  # type: ignore[arg-type]
    drawn = ET.fromstring(f'<g xmlns="{SVG[1:-1]}">' + "".join(map(str, parts)) + "</g>")
    label = [r for r in drawn.iter(f"{SVG}rect") if r.get("fill-opacity")][0]
    bottom = float(label.get("y") or 0) + float(label.get("height") or 0)
    for line in drawn.findall(f"{SVG}text"):
        if words_of(line) in ("multiple", "8s"):
            assert float(line.get("y") or 0) + TEXT * 0.25 <= bottom  # descenders inside


def test_punto_strip_names_a_computer_to_move_whole_in_portuguese() -> None:
    """ "Computador 2 (fáci…" under the card to play: the strip's name shrinks to fit first."""
    game = registry.get("punto")
    state = game.initial_state(4, {}, 5)
    while state.view(0).turn != 2:
        state = state.apply(state.legal_moves()[0])
    with speaking("pt"), seated(("human", "easy", "easy", "easy")):
        drawn = game.render(state.view(0), Highlights())
    said = [words_of(n) for n in texts(drawn)]
    assert "Computador 2 (fácil)" in said, said  # the strip's (the panel's starts with ▶)
    assert not any(s.startswith("Computador 2") and s.endswith("…") for s in said), said
