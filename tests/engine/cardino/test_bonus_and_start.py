"""The five-tile bonus (scoring rule 5, D9) and who starts (rule 2, D2-D3)."""

from __future__ import annotations

from collections.abc import Callable

from parlour.games.cardino.rules import CardinoState, first_player, seeded_start
from parlour.games.cardino.tiles import TILE_BY_CODE

Builder = Callable[..., CardinoState]
Play = Callable[..., CardinoState]


def _rack(*codes: str) -> tuple[int, ...]:
    return tuple(sorted(TILE_BY_CODE[c] for c in codes))


def test_five_tiles_of_one_suit_earn_ten(position: Builder, play: Play) -> None:
    """Rule 5: "A bonus of 10 points is added ... when he can ... play 5 tiles of the same
    suit in one turn". The spade tiles here touch nothing, so the 10 is the bonus alone."""
    state = position(racks=(("7S", "9S", "KS", "JS", "10S"), ("7C",)))
    state = play(state, "7S/t", "9S/t", "KS/b", "JS/t", "10S/b")
    placements = [(p.points, p.bonus) for p in state.turn]
    assert sum(points for points, _ in placements) == 0
    assert [bonus for _, bonus in placements] == [0, 0, 0, 0, 10]
    assert state.scores[0] == 10


def test_four_tiles_earn_no_bonus(position: Builder, play: Play) -> None:
    """Rule 5: the bonus needs 5 tiles; four in a turn earn none."""
    state = position(racks=(("7S", "9S", "KS", "JS", "10S"), ("7C",)))
    state = play(state, "7S/t", "9S/t", "KS/b", "JS/t", "end")
    assert state.scores[0] == 0


def test_a_joker_counts_towards_the_bonus(position: Builder, play: Play) -> None:
    """D9: a joker takes its space's suit (D7), so it is one of the five tiles of that suit."""
    state = position(racks=(("7S", "9S", "KS", "JS", "*"), ("7C",)))
    state = play(state, "7S/t", "9S/t", "KS/b", "JS/t", "*:10S/b")
    assert state.scores[0] == 10


def test_the_lowest_tile_starts() -> None:
    """Rule 2: "The player with the lowest valued tile (starting with the 7 of clubs, to the
    7 of diamonds, 7 of hearts, 7 of spades, 8 of clubs, etc.) plays first"."""
    racks = (
        _rack("8C", "AS", "AH", "KD", "QD"),
        _rack("7S", "AC", "AD", "KS", "KH"),
        _rack("7H", "JC", "JD", "QH", "QS"),
    )
    assert first_player(racks) == 2
    assert first_player((_rack("8C", "9C"), _rack("7S", "AS"))) == 1


def test_a_shared_lowest_tile_is_settled_by_the_next_lowest(position: Builder) -> None:
    """D3: two players with 7♣ each: the next-lowest tile decides, then the seat order."""
    racks = (_rack("7C", "9D", "AS", "AH", "KD"), _rack("7C", "8H", "AC", "AD", "KS"))
    assert first_player(racks) == 1
    assert first_player((_rack("7C", "8H"), _rack("7C", "8H"))) == 0


def test_jokers_are_not_low(position: Builder) -> None:
    """D2: a joker ranks above every face when finding the lowest tile."""
    assert first_player((_rack("*", "AS"), _rack("8C", "AH"))) == 1


def test_new_game_deals_five_each_and_starts_with_the_lowest() -> None:
    """Rule 1: "Each player draws 5 tiles"; rule 2 for the first player."""
    for seed in range(20):
        state = seeded_start(3, {}, seed)
        assert [len(r) for r in state.racks] == [5, 5, 5]
        assert len(state.pile) == 66 - 15
        assert state.current_player == first_player(state.racks)
        lowest = min(min(r) for r in state.racks)
        assert lowest in state.racks[state.to_move]
