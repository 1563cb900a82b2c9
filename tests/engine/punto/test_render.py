"""The SVG: well formed, clickable legal cells, pips and shapes for every colour."""

import random
import xml.etree.ElementTree as ET

from parlour.core import Highlights
from parlour.games.punto import GAME
from parlour.games.punto.board import cell_of
from parlour.games.punto.render import PIP_SPOTS, SHAPES
from tests.engine.punto.placements import RED_FOUR

NS = "{http://www.w3.org/2000/svg}"


def svg_of(state, seat=0, **marks) -> ET.Element:
    targets = frozenset(m.path[0] for m in state.legal_moves())
    return ET.fromstring(GAME.render(state.view(seat), Highlights(targets=targets, **marks)))


def test_svg_parses_with_title_and_targets(position) -> None:
    """Protocol: one <svg> with a <title>; every clickable thing has data-target, role and aria-label."""
    state = position(2, [(0, 0, "R5"), (1, 0, "B3")], revealed={0: "Y4"})
    root = svg_of(state)
    assert root.tag == f"{NS}svg" and root.find(f"{NS}title") is not None
    clickable = [g for g in root.iter(f"{NS}g") if "data-target" in g.attrib]
    assert {g.get("data-target") for g in clickable} == {m.path[0] for m in state.legal_moves()}
    assert all(g.get("role") == "button" and g.get("aria-label") for g in clickable)


def test_cards_show_their_value_as_pips() -> None:
    """The issue: cards show their value as dots like dice pips, 1 to 9."""
    assert [len(PIP_SPOTS[v]) for v in range(1, 10)] == list(range(1, 10))


def test_each_colour_has_its_own_pip_shape() -> None:
    """Colours are never the only signal: red circles, blue squares, yellow diamonds, green triangles."""
    assert len(set(SHAPES)) == 4


def test_card_labels_name_colour_and_value(position) -> None:
    """Accessibility: each card says what it is."""
    state = position(2, [(0, 0, "R5"), (1, 0, "B3")], revealed={0: "Y4"})
    labels = {g.get("aria-label") for g in svg_of(state).iter(f"{NS}g")}
    assert {"red 5", "blue 3", "yellow 4"} <= labels


def test_selected_and_focus_are_drawn(position) -> None:
    """Highlights: selected and focus targets get their classes."""
    state = position(2, [(0, 0, "R5")], revealed={1: "B3"}, turn=1)
    root = svg_of(state, 1, selected=("cell:1,0",), focus="cell:0,1")
    classes = {
        g.get("data-target"): g.get("class") for g in root.iter(f"{NS}g") if g.get("data-target")
    }
    assert "selected" in classes["cell:1,0"] and "focus" in classes["cell:0,1"]


def test_every_seating_renders_through_a_match() -> None:
    """The renderer copes with every player count and the team game at any moment."""
    for players, options in ((2, {}), (3, {}), (4, {}), (4, {"teams": True})):
        rng = random.Random(players)
        state = GAME.initial_state(players, options, players)
        while state.outcome is None:
            state = GAME.play(state, rng.choice(state.legal_moves()))
        root = svg_of(state, None)
        assert root.find(f"{NS}title") is not None


def test_winning_row_is_marked_at_the_end(position, place) -> None:
    """The issue: "the winning row highlighted"."""
    state = place(position(2, RED_FOUR, revealed={0: "R8"}, rounds_to_win=1), "4,0")
    assert state.rounds[-1].row == tuple(cell_of(x, 0) for x in range(5))
    text = GAME.render(state.view(None), Highlights())
    assert text.count("<title>winning row</title>") == 5


def test_the_card_to_play_is_under_the_grid(position) -> None:
    """A phone shows the table part alone, with the panel below the buttons: the card to
    be played, and whose it is, are drawn in the table part, under the grid."""
    state = position(2, [(0, 0, "R5")], revealed={0: "Y4", 1: "B7"}, turn=1)
    root = svg_of(state, seat=0)
    area = next(p for p in root.iter(f"{NS}svg") if p.get("data-part") == "area")
    texts = ["".join(t.itertext()) for t in area.iter(f"{NS}text")]
    assert "Card to play" in texts and "Player 2" in texts
    labels = [
        g.get("aria-label") for g in area.iter(f"{NS}g") if g.get("class", "").startswith("card")
    ]
    assert labels.count("blue 7") == 1 and "yellow 4" not in labels  # the mover's, not seat 0's
    top, height = float(area.get("y") or 0), float(area.get("height") or 0)
    assert all(float(t.get("y") or 0) < top + height for t in area.iter(f"{NS}text"))


def test_nothing_says_what_comes_next_once_the_match_is_over(position, place) -> None:
    """The panel's "next ▸" cards are the coming turns': at the end no turn comes, so
    neither the card nor its word is drawn (issue 36), for the players and a spectator."""
    going = position(2, RED_FOUR, revealed={0: "R8", 1: "B2"}, rounds_to_win=1)
    assert "next ▸" in GAME.render(going.view(0), Highlights())
    state = place(going, "4,0")
    assert state.outcome is not None and any(state.view(None).revealed)
    for seat in (0, 1, None):
        text = GAME.render(state.view(seat), Highlights())
        assert "next ▸" not in text
