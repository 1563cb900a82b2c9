"""parlour.ai: every level plays legally, reproducibly, from the view alone, and search is strong."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from parlour.ai import LEVELS, BotError, make_bot
from parlour.ai.ismcts import Node, SearchSettings, _Search
from parlour.ai.match import bot_labels, run_match, seat_owners
from parlour.core import Game, GameState, Heuristics
from tests.support.toy_game import TOY_GAME, Pass, Play, ToyState

FAST = {"iterations": 60}


def midgame_states(count: int, players: int = 2) -> list[GameState]:
    """States a few random moves into seeded games."""
    states = []
    for seed in range(count):
        rng = random.Random(seed)
        state = TOY_GAME.initial_state(players, {"size": 4}, seed)
        for _ in range(rng.randrange(4)):
            state = TOY_GAME.play(state, rng.choice(state.legal_moves()))
        if not state.is_over:
            states.append(state)
    return states


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [2, 3])
def test_every_level_plays_a_legal_move(level: str, players: int) -> None:
    bot = make_bot(level, 5, **FAST)
    for state in midgame_states(6, players):
        seat = state.current_player
        assert seat is not None
        assert bot.choose_for_state(TOY_GAME, state, seat) in state.legal_moves()


def test_unknown_level_and_bad_budgets_are_refused() -> None:
    with pytest.raises(
        BotError, match="unknown bot level 'expert'; levels: random, easy, medium, hard"
    ):
        make_bot("expert", 1)
    with pytest.raises(BotError, match="iterations"):
        make_bot("hard", 1, iterations=0)
    with pytest.raises(BotError, match="seconds"):
        make_bot("hard", 1, seconds=0)


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_and_view_give_the_same_move(level: str) -> None:
    for state in midgame_states(5):
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        first = make_bot(level, 77, **FAST)
        moves = {str(first.choose(TOY_GAME, view)) for _ in range(2)}
        moves.add(str(make_bot(level, 77, **FAST).choose(TOY_GAME, view)))
        assert len(moves) == 1


def test_different_seeds_make_different_choices_somewhere() -> None:
    states = midgame_states(12)
    picks = [
        [
            str(make_bot("random", seed).choose_for_state(TOY_GAME, s, s.current_player or 0))
            for s in states
        ]
        for seed in (1, 2)
    ]
    assert picks[0] != picks[1]


@pytest.mark.parametrize("level", LEVELS)
def test_bots_see_only_the_view(level: str) -> None:
    """Two states that differ only in hidden cards (other hand, deck, seed) get the same move."""
    for index, state in enumerate(midgame_states(5)):
        seat = state.current_player
        assert seat is not None
        other = TOY_GAME.determinize(state, seat, random.Random(index))
        assert other != state and other.view(seat) == state.view(seat)
        bot = make_bot(level, 3, **FAST)
        assert bot.choose_for_state(TOY_GAME, state, seat) == bot.choose_for_state(
            TOY_GAME, other, seat
        )


def winning_state() -> ToyState:
    """Seat 0 holds a1 and b1: playing at c1 completes the top row."""
    base = TOY_GAME.initial_state(2, {}, 1)
    assert isinstance(base, ToyState)
    board = ((0, 3), (0, 2), None, (1, 6), (1, 5), None, None, None, None)
    return replace(base, board=board, hands=((1, 4), (2, 3)), to_move=0)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_stronger_levels_take_an_immediate_win(level: str) -> None:
    state = winning_state()
    move = make_bot(level, 9, iterations=300).choose_for_state(TOY_GAME, state, 0)
    assert isinstance(move, Play) and move.cell == 2
    assert state.apply(move).outcome is not None


def test_search_blocks_the_opponents_line() -> None:
    """Seat 1 holds b1 and b2 (no captures): seat 0 must take b3 at once or lose."""
    base = TOY_GAME.initial_state(2, {"captures": False}, 1)
    assert isinstance(base, ToyState)
    board = (None, (1, 3), (0, 1), (0, 2), (1, 4), None, None, None, None)
    state = replace(base, captures=False, board=board, hands=((5, 6), (2, 3)), to_move=0)
    move = make_bot("hard", 4, iterations=600).choose_for_state(TOY_GAME, state, 0)
    assert isinstance(move, Play) and move.cell == 7


def test_greedy_without_priorities_falls_back_to_random() -> None:
    bare = replace(TOY_GAME, heuristics=Heuristics())
    for state in midgame_states(4):
        for level in ("easy", "medium"):
            move = make_bot(level, 1, **FAST).choose_for_state(
                bare, state, state.current_player or 0
            )
            assert move in state.legal_moves()


def test_playouts_stop_at_playout_depth_and_evaluate() -> None:
    calls: list[int] = []

    def evaluate(state: GameState, seat: int) -> float:
        calls.append(seat)
        return 0.5

    cut = replace(
        TOY_GAME, heuristics=replace(TOY_GAME.heuristics, evaluate=evaluate, playout_depth=1)
    )
    state = TOY_GAME.initial_state(2, {"size": 4}, 3)
    move = make_bot("medium", 2, iterations=50).choose_for_state(cut, state, 0)
    assert move in state.legal_moves()
    assert calls and set(calls) <= {0, 1}


def test_a_single_legal_move_is_returned_without_search() -> None:
    base = TOY_GAME.initial_state(2, {"captures": False}, 1)
    assert isinstance(base, ToyState)
    owners = (0, 1, 0, 0, 1, 1, 1, 0, 0)  # a full grid without a line
    stuck = replace(
        base, captures=False, board=tuple((o, 6) for o in owners), hands=((1, 2), (3, 4))
    )
    assert stuck.legal_moves() == (Pass(),)
    assert make_bot("hard", 1).choose_for_state(TOY_GAME, stuck, 0) == Pass()


def test_a_finished_game_or_the_wrong_seat_is_an_error() -> None:
    over = replace(winning_state(), board=((0, 3), (0, 2), (0, 1)) + (None,) * 6)
    with pytest.raises(BotError, match="over"):
        make_bot("easy", 1).choose_for_state(TOY_GAME, over, 0)
    with pytest.raises(BotError, match="seat 0's turn, not seat 1's"):
        make_bot("easy", 1).choose_for_state(TOY_GAME, winning_state(), 1)


def finish_in_steps(bot: object, view: object) -> tuple[str, int]:
    """Drive ``choose_in_steps`` as the page does; the move and how often it paused."""
    steps = bot.choose_in_steps(TOY_GAME, view, 0.0)  # type: ignore[attr-defined]
    pauses = 0
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return str(done.value), pauses
        pauses += 1


@pytest.mark.parametrize("level", LEVELS)
def test_thinking_in_steps_gives_the_move_choose_gives(level: str) -> None:
    # The page thinks in steps while the AI worker starts (issue 15): the same move, with pauses.
    for state in midgame_states(5):
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        move, pauses = finish_in_steps(make_bot(level, 9, **FAST), view)
        assert move == str(make_bot(level, 9, **FAST).choose(TOY_GAME, view))
        if level in ("medium", "hard") and len(state.legal_moves()) > 1:
            assert (
                pauses >= FAST["iterations"] - 1
            )  # a zero-second slice pauses before each iteration


def test_a_time_budget_also_returns_a_legal_move() -> None:
    state = midgame_states(1)[0]
    move = make_bot("hard", 1, seconds=0.05).choose_for_state(
        TOY_GAME, state, state.current_player or 0
    )
    assert move in state.legal_moves()


def test_ucb_uses_availability_not_parent_visits() -> None:
    node = Node(mover=0)
    node.visits, node.total, node.available = 4, 3.0, 16
    assert node.ucb(1.0) == pytest.approx(0.75 + (2.772588722239781 / 4) ** 0.5)


def search_root(game: Game, iterations: int) -> tuple[Node, GameState]:
    state = game.initial_state(2, {"size": 4}, 6)
    view = state.view(0)
    root = Node(mover=-1)
    settings = SearchSettings(iterations=iterations)
    first_sample = game.determinize_view(view, random.Random(2))
    _Search(game, view, random.Random(1), settings).run(root, first_sample)
    return root, state


def test_progressive_widening_adds_children_best_first() -> None:
    """With priorities the root keeps at most base + factor * sqrt(visits) children."""
    root, state = search_root(TOY_GAME, 100)
    settings = SearchSettings()
    assert root.visits == 100
    assert len(root.children) <= settings.widen_base + settings.widen_factor * 100**0.5 + 1
    priority = TOY_GAME.heuristics.move_priority
    assert priority is not None
    best = max(priority(state, move) for move in state.legal_moves())
    top = [str(m) for m in state.legal_moves() if priority(state, m) == best]
    assert any(key in root.children for key in top)


def test_without_priorities_every_move_is_tried() -> None:
    bare = replace(TOY_GAME, heuristics=Heuristics())
    root, state = search_root(bare, 200)
    assert len(root.children) == len(state.legal_moves())


def test_match_rotates_seats_and_labels_duplicates() -> None:
    assert [seat_owners(2, 2, i) for i in range(3)] == [[0, 1], [1, 0], [0, 1]]
    assert seat_owners(4, 2, 1) == [1, 0, 1, 0]
    assert bot_labels(["hard", "easy", "hard"]) == ["hard#1", "easy", "hard#2"]


def test_search_clearly_beats_random() -> None:
    """Statistical, fixed seed: 40 games, medium should win at least 34 (random wins far fewer)."""
    result = run_match(TOY_GAME, ["medium", "random"], 2, {}, 40, seed=1, iterations=150)
    medium, rand = result.bots
    assert result.games == 40
    assert medium.wins >= 34 and rand.wins <= 6


def test_search_beats_random_with_three_players() -> None:
    """Rewards per seat: one searching bot against two random seats wins far above 1/3."""
    result = run_match(TOY_GAME, ["medium", "random", "random"], 3, {}, 40, seed=2, iterations=150)
    assert result.bots[0].wins >= 22  # chance alone gives about 13 of 40


def test_greedy_beats_random() -> None:
    result = run_match(TOY_GAME, ["easy", "random"], 2, {}, 60, seed=3)
    assert result.bots[0].wins >= 45


def test_the_pages_move_in_steps_is_legal_and_pauses() -> None:
    # parlour.page.thinking, while the AI worker starts (issue 15): the hard bot with the
    # page's shorter budget, pausing between slices so the page stays responsive.
    from parlour import registry
    from parlour.page.thinking import computer_move_in_steps

    game = registry.get("punto")
    state = game.initial_state(2, {}, 5)
    rng = random.Random(5)
    for _ in range(4):  # past the opening, where a move may be forced
        state = game.play(state, rng.choice(state.legal_moves()))
    assert len(state.legal_moves()) > 1
    steps = computer_move_in_steps(game, state.view(state.current_player or 0), "hard", 3, 0.0)
    pauses = 0
    while True:
        try:
            next(steps)
        except StopIteration as done:
            move = str(done.value)
            break
        pauses += 1
    assert move in {str(m) for m in state.legal_moves()}
    assert pauses > 0
