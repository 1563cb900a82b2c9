"""One name per seat, everywhere (issue 14): the table's names in every game's texts.

``parlour.words.Seating`` names the seats from their kinds and the names a link
gave; the page seats it when a game begins (``parlour.page.actions.begin``), and
every game's log lines, board, hints, round summaries and outcome use it. The
decision is in docs/architecture.md, "Seat names".
"""

from __future__ import annotations

import random
import re

import pytest

from parlour import registry, words
from parlour.core import Highlights, Move, Outcome
from parlour.breaks import break_plies
from parlour.page.actions import begin
from parlour.page.model import Page, seating
from parlour.page.session import SEAT_KINDS, Session
from parlour.words import Seating, seated, speaking

PLAIN_VERBS = {"play", "take", "trail", "lead", "add", "say", "end", "cannot"}
"""What follows "You" at the start of an English log line: the verb without its "s"."""


def names(kinds: tuple[str, ...], links: tuple[str, ...] = (), lang: str = "en") -> list[str]:
    with speaking(lang):
        table = Seating(kinds, links)
        return [table.name(seat) for seat in range(len(kinds))]


@pytest.mark.parametrize(
    ("kinds", "english", "portuguese"),
    [
        (("human", "hard"), ["You", "Computer (hard)"], ["Você", "Computador (difícil)"]),
        (("easy", "human"), ["Computer (easy)", "You"], ["Computador (fácil)", "Você"]),
        (
            ("human", "hard", "easy"),
            ["You", "Computer 1 (hard)", "Computer 2 (easy)"],
            ["Você", "Computador 1 (difícil)", "Computador 2 (fácil)"],
        ),
        (
            ("random", "medium"),
            ["Computer 1 (random)", "Computer 2 (medium)"],
            ["Computador 1 (ao acaso)", "Computador 2 (médio)"],
        ),
        (("human", "human"), ["Player 1", "Player 2"], ["Jogador 1", "Jogador 2"]),
        (
            ("human", "hard", "human", "hard"),
            ["Player 1", "Computer 1 (hard)", "Player 3", "Computer 2 (hard)"],
            ["Jogador 1", "Computador 1 (difícil)", "Jogador 3", "Computador 2 (difícil)"],
        ),
    ],
)
def test_every_mix_of_seats_gets_one_name_each(
    kinds: tuple[str, ...], english: list[str], portuguese: list[str]
) -> None:
    assert names(kinds) == english
    assert names(kinds, lang="pt") == portuguese


def test_hot_seat_people_go_by_their_link_names() -> None:
    """A share link's names (parlour.page.share) replace "Player N"; its default stays translated."""
    assert names(("human", "human"), ("Ana", "Player 2")) == ["Ana", "Player 2"]
    assert names(("human", "human"), ("Ana", "Player 2"), "pt") == ["Ana", "Jogador 2"]
    # The one person against the computer is "You" at their own device, whatever the link says.
    assert names(("human", "hard"), ("Ana", "Player 2")) == ["You", "Computer (hard)"]


def test_every_seat_kind_a_session_allows_has_a_name_in_both_languages() -> None:
    for kind in SEAT_KINDS:
        for lang in words.LANGUAGES:
            assert names(("human", kind), lang=lang)[1], kind


def test_an_unknown_seat_kind_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="unknown seat kind 'expert'"):
        Seating(("human", "expert"))


def test_without_a_table_seats_are_players_and_the_table_comes_back_after_a_block() -> None:
    assert words.seat_name(1) == "Player 2" and words.table() is None
    with seated(("human", "hard")):
        assert words.seat_name(0) == "You" and words.is_you(0) and not words.is_you(1)
        with seated(None):
            assert words.seat_name(0) == "Player 1"
        assert words.seat_name(1) == "Computer (hard)"
    assert words.seat_name(0, you=True) == "Player 1 (you)"


def test_you_inside_a_sentence_is_written_small() -> None:
    with seated(("hard", "human")):
        assert words.seat_names((0, 1)) == "Computer (hard) and you"
        assert words.seat_names((1, 0)) == "You and Computer (hard)"
        with speaking("pt"):
            assert words.seat_names((0, 1), " & ") == "Computador (difícil) & você"


def test_results_are_told_from_the_one_persons_side() -> None:
    with seated(("human", "hard")):
        assert [words.result_for_you(w) for w in ((0,), (1,), (), (0, 1))] == [
            "won",
            "lost",
            "tied",
            "won",
        ]
    with seated(("human", "human")):
        assert words.result_for_you((0,)) is None


def test_beginning_a_game_seats_its_table() -> None:
    """The model names the table (``seating``), and the page names the seats after it as it
    draws: a transition sets no global (issue 36)."""
    session = Session.new("punto", ("hard", "human"), {}, 3)
    before = words.table()
    page = begin(Page(), session)
    assert words.table() is before
    with seated(*seating(page)):
        assert words.seat_name(1) == "You" and words.seat_name(0) == "Computer (hard)"


# -- every game's texts -----------------------------------------------------------------
SETUPS = [
    ("punto", {}),
    ("punto", {"teams": True}),
    ("casino", {"target": 11}),
    ("cardino", {}),
    ("colomino", {"variant": "sideways"}),
    ("colomino", {"variant": "threeways"}),
    ("colomino", {"variant": "domino"}),
]


class Played:
    """A whole game of random moves: the states it passes through and the moves made."""

    def __init__(self, game_id: str, options: dict[str, object], players: int, seed: int) -> None:
        game = registry.get(game_id)
        state = game.initial_state(players, options, seed)
        rng = random.Random(seed)
        self.game_id, self.states, self.moves = game_id, [state], list[Move]()
        while not state.is_over:
            move = rng.choice(state.legal_moves())
            state = game.play(state, move)
            self.states.append(state)
            self.moves.append(move)

    @property
    def outcome(self) -> Outcome:
        outcome = self.states[-1].outcome
        assert outcome is not None
        return outcome

    def log_lines(self) -> list[tuple[int, str]]:
        """(seat, line) for every move, as the page's log says it (parlour.page.log.describe,
        called directly here so that a missing phrase fails instead of showing the notation)."""
        game, lines = registry.get(self.game_id), []
        for before, move in zip(self.states, self.moves, strict=False):
            seat = before.current_player
            assert seat is not None
            lines.append((seat, game.describe_move(before.view(seat), move)))
        return lines


def players_for(game_id: str, options: dict[str, object]) -> int:
    return 4 if options.get("teams") else 2


@pytest.mark.parametrize(("game_id", "options"), SETUPS)
def test_log_lines_name_you_with_the_verb_you_take(
    game_id: str, options: dict[str, object]
) -> None:
    """ "You play red 5", never "You plays red 5"; the computer keeps its own."""
    players = players_for(game_id, options)
    kinds = ("human",) + ("hard",) * (players - 1)
    game = Played(game_id, options, players, 5)
    with seated(kinds):
        bots = [words.seat_name(s) for s in range(1, players)]
        lines = game.log_lines()
        with speaking("pt"):
            portuguese = game.log_lines()
    mine = [line for seat, line in lines if seat == 0]
    assert mine, "the person moved at least once"
    for line in mine:
        first = line.split()[1]
        assert line.startswith("You ") and first in PLAIN_VERBS, line
        assert not line.endswith("passes"), line
    for seat, line in lines:
        if seat:
            assert line.startswith(bots[seat - 1] + " "), line
    assert all(line.startswith("Você ") for seat, line in portuguese if seat == 0)
    assert all("(you)" not in line and "Player" not in line for _, line in lines)


@pytest.mark.parametrize(("game_id", "options"), SETUPS)
def test_the_board_names_seats_as_the_log_does(game_id: str, options: dict[str, object]) -> None:
    players = players_for(game_id, options)
    kinds = ("human",) + ("hard",) * (players - 1)
    state = Played(game_id, options, players, 5).states[3]
    game = registry.get(game_id)
    with seated(kinds):
        svg = game.render(state.view(0), Highlights())
        computer = words.seat_name(1)
    assert computer in svg
    assert "You" in svg and "Player " not in svg and "(you)" not in svg


@pytest.mark.parametrize(("game_id", "options"), SETUPS)
@pytest.mark.parametrize("lang", ["en", "pt"])
def test_the_result_is_told_from_your_side(
    game_id: str, options: dict[str, object], lang: str
) -> None:
    """ "You won ..." when your seat (or side) won, "You lost ..." otherwise; same numbers."""
    players = players_for(game_id, options)
    game = registry.get(game_id)
    for seed in (5, 6, 7):
        outcome = Played(game_id, options, players, seed).outcome
        if not outcome.winners:
            continue
        winner = outcome.winners[0]
        loser = next(s for s in range(players) if s not in outcome.winners)
        won, lost = (
            told(game, outcome, winner, players, lang),
            told(game, outcome, loser, players, lang),
        )
        you = "Você" if lang == "pt" else "You"
        assert won.startswith(f"{you} ") and lost.startswith(f"{you} "), (won, lost)
        assert ("ganh" if lang == "pt" else " won") in won.split(":")[0]
        assert ("perdeu" if lang == "pt" else "lost") in lost.split(":")[0]
        # the game's score, told about another seat (Punto counts your rounds first)
        assert sorted(numbers(won)) == sorted(numbers(lost))
        return
    pytest.fail("no game with a winner among the seeds")


def told(game: object, outcome: Outcome, you: int, players: int, lang: str) -> str:
    kinds = tuple("human" if seat == you else "hard" for seat in range(players))
    with seated(kinds), speaking(lang):
        return game.describe_outcome(outcome)  # type: ignore[attr-defined,no-any-return]


def numbers(text: str) -> list[str]:
    """The numbers of a result, not those in the seats' names ("Computer 3 (hard)")."""
    return re.findall(r"-?\d+", re.sub(r"(Computer|Computador) \d+", "", text))


def test_computers_only_results_name_the_winner() -> None:
    outcome = Played("casino", {"target": 11}, 2, 5).outcome
    assert outcome.winners
    with seated(("hard", "easy")):
        text = registry.get("casino").describe_outcome(outcome)
    winner = "Computer 1 (hard)" if outcome.winners == (0,) else "Computer 2 (easy)"
    assert text.startswith(f"{winner} won: "), text  # one voice (issue 37)


@pytest.mark.parametrize(
    ("game_id", "options"), [("punto", {"rounds_to_win": 3}), ("casino", {"target": 11})]
)
def test_round_and_hand_summaries_use_the_tables_names(
    game_id: str, options: dict[str, object]
) -> None:
    states = Played(game_id, options, 2, 5).states
    with seated(("human", "hard")):
        said = " ".join(break_plies(registry.get(game_id), states).values())
    assert said and "Player" not in said and "(you)" not in said
    assert "You" in said or "Computer (hard)" in said


def test_a_short_name_drops_only_the_computers_level() -> None:
    table = Seating(("human", "hard", "easy"))
    assert [table.name(s, short=True) for s in range(3)] == ["You", "Computer 1", "Computer 2"]
    assert Seating(("hard", "human")).name(0, short=True) == "Computer"


def test_a_narrow_casino_plate_keeps_the_computers_number() -> None:
    """Four players share the top row: "Computador 3 (ao acaso)" cannot fit, "Computador 3" can."""
    state = registry.get("casino").initial_state(4, {}, 3)
    with seated(("human", "random", "random", "random")), speaking("pt"):
        svg = registry.get("casino").render(state.view(0), Highlights())
    for n in (1, 2, 3):
        assert f">Computador {n}</text>" in svg
        assert f'aria-label="Computador {n} (ao acaso)"' in svg
