"""The Colomino lessons do what their words say (rulebook 004_79a9f6842e015dc3.txt)."""

from __future__ import annotations

from typing import Any

from parlour.lesson import lesson

SETS = lesson("colomino-sets")
DOMINO = lesson("colomino-domino")
S: list[Any] = list(SETS.positions)
D: list[Any] = list(DOMINO.positions)


def test_a_set_starts_with_any_card_in_the_middle() -> None:
    # Rule 8: "To start a set, players commence with any card"
    leads = {str(m) for m in S[0].legal_moves()}
    assert len(leads) == 2 * bin(S[0].hands[0]).count("1") and SETS.steps[0].move in leads
    assert all(m.endswith("@0,0") for m in leads)


def test_green_wins_the_first_set_and_leads_the_second() -> None:
    # Rule 8: "each set counts to the side whose colour predominates"; "The player to
    # complete a set continues the game by playing the first card of the next set"
    first = S[2].sets[0]
    assert first.green > first.yellow and len(S[2].table) == 1


def test_the_turned_card_fits_only_turned() -> None:
    step = SETS.steps[2]
    assert step.move.startswith("Y05v")
    assert step.move.replace("v", "^", 1) not in {str(m) for m in S[2].legal_moves()}


def test_the_learners_card_completes_the_set_and_yellow_wins_it() -> None:
    # Rule 8: "Four cards form a set"
    assert len(S[3].table) == 3 and len(S[4].sets) == 2
    second = S[4].sets[1]
    assert (second.yellow, second.green) == (2, 1)  # the finale's "2 squares to 1"


def test_domino_links_on_the_open_end_and_the_turn_goes_on() -> None:
    # Rule 12: "A player at each turn can play cards out as far as he can go."
    assert D[1].current_player == 0 and len(D[1].chain) == 1
    assert D[2].current_player == 0 and len(D[2].chain) == 2
    assert DOMINO.steps[1].move.endswith("v")


def test_domino_cant_play_is_the_only_move_when_nothing_fits() -> None:
    # Rule 9: "he calls 'can't play' indicating he has no card to follow"
    assert [str(m) for m in D[3].legal_moves()] == ["cant"]


def test_domino_the_next_card_fits_after_the_opponent_plays() -> None:
    assert len(D[5].chain) == len(D[4].chain) + 1
    assert D[6].current_player == 1


def test_the_follow_step_shows_the_arrow_the_key_and_the_fitting_card() -> None:
    """Its text points at the board's "Next card" key, the arrow and the bar (D38)."""
    view = S[1].view(0)
    (need,) = view.needs
    last = view.table[-1]
    assert (need.x - last.x, need.y - last.y) == (1, 1)  # one column right, one row down (r8)
    card = S[1].parse_move(SETS.steps[1].move).card
    assert card in view.fitting


def test_the_lesson_teaches_the_drawn_and_void_sets_its_results_name() -> None:
    """Issue 36's phone walk: the game's end counts "drawn" and "void" sets, which the
    lesson never named.  Rule 8: "When opposing colours are equal, the set is considered a
    draw"; D23: when nobody can play, the set is void.  The result's own words are taught."""
    from parlour.words import speaking

    for lang, drawn, void in (("en", "drawn", "void"), ("pt", "empatado", "anulado")):
        with speaking(lang):
            taught = " ".join(SETS.say(key) for key in ("complete", "finale"))
        assert f"the set is {drawn}" in taught or f"o conjunto fica {drawn}" in taught, lang
        assert f"the set is {void}" in taught or f"o conjunto é {void}" in taught, lang
