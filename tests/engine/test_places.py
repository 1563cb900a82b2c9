"""The move log, the hints and the lessons name places a player can see (issue 14).

No game draws coordinates at its board's edges, so no text a player reads may hold one:
Punto names a place by the card next to it or under it (docs/rules/punto.md, D21),
Colomino names a card by its colour and its place from the last card, never by the
notation's card id (docs/rules/colomino.md, D38); Casino and Cardino name cards only.
"""

from __future__ import annotations

import random
import re

import pytest

from parlour import registry
from parlour.core import Game
from parlour.lesson import lessons_for
from parlour.page.log import describe
from parlour.page.hints import explainer
from parlour.words import LANGUAGES, speaking

COORDINATE = re.compile(r"(?<![\w.])-?\d+,-?\d+(?![\w.])")
"""'2,-1': a cell by numbers, as the notation writes it ("1, 1 card to go" is no cell)."""
CARD_ID = re.compile(r"\b[YGS]\d{1,2}\b")
"""'Y07', 'S1': Colomino's notation for a card."""

SETUPS = [
    ("punto", 2, {}),
    ("punto", 3, {}),
    ("punto", 4, {"teams": True}),
    ("casino", 2, {}),
    ("cardino", 2, {}),
    ("cardino", 4, {}),
    ("colomino", 2, {"variant": "sideways"}),
    ("colomino", 4, {"variant": "fourways"}),
    ("colomino", 2, {"variant": "threeways"}),
    ("colomino", 3, {"variant": "domino"}),
]


def unseen_places(text: str) -> list[str]:
    return COORDINATE.findall(text) + CARD_ID.findall(text)


def test_the_patterns_catch_what_the_old_texts_said() -> None:
    """The texts this issue replaced, so a pattern that matches nothing cannot pass."""
    assert unseen_places("Player 1 plays red 9 at 0,-1 (on blue 3)") == ["0,-1"]
    assert unseen_places("plays Y01 upright at 1,1: Yellow 2, Green 0 showing") == ["1,1", "Y01"]
    assert unseen_places("plays a green card below right of the last card: Yellow 2, Green 0") == []


@pytest.mark.parametrize("game_id, players, options", SETUPS)
def test_no_log_line_or_hint_of_a_random_game_names_an_unseen_place(
    game_id: str, players: int, options: dict[str, object]
) -> None:
    game = registry.get(game_id)
    hint = explainer(game)
    rng = random.Random(players)
    state = game.initial_state(players, options, 11)
    for _ in range(150):
        if state.outcome is not None:
            break
        moves = state.legal_moves()
        move = rng.choice(moves)
        for code in LANGUAGES:
            with speaking(code):
                said = [describe(game, state, move)]
                if hint is not None:
                    said.append(hint(state.view(state.current_player), rng.choice(moves)))
            for text in said:
                assert not unseen_places(text), (code, text)
        state = game.play(state, move)


@pytest.mark.parametrize("game", registry.all_games(), ids=lambda g: g.id)
def test_no_lesson_text_names_an_unseen_place(game: Game) -> None:
    for lesson in lessons_for(game.id):
        for code in LANGUAGES:
            with speaking(code):
                texts = [lesson.title, lesson.finale]
                texts += [lesson.say(s.text) for s in lesson.steps]
                texts += [lesson.say(s.wrong) for s in lesson.steps]
            for text in texts:
                assert not unseen_places(text), (lesson.id, code, text)
