"""Games played from partial knowledge (issue 25): each seat's ``PartialTable`` sees only its cards.

A known-deck dealer deals the true game; every seat plays on its own table, which is
given the public moves and, at each step, exactly the cards the rules have just shown
that seat (``state.shown``).  At every ply each table shows its seat the true view and
the true legal moves; no table holds a card its seat was not shown, nor the true order
of a deck; and every game ends as the seeded game with the same deck and moves does.
Moves whose legality rests on cards only their mover had seen are claims, checked when
the decks are revealed (``PartialTable.verify``); a move no cards could make legal is refused.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import pytest

from parlour import registry
from parlour import chance
from parlour.chance import Order, newly_shown, shown_to
from parlour.core import Game, GameState, settle
from parlour.record import Record
from parlour.link.partial import KnownDecks, PartialTable, TableError

from tests.support.setups import SETUPS  # every game and count the tables play (one list)


def setup_id(setup: tuple[str, int, dict[str, Any]]) -> str:
    game, players, options = setup
    return f"{game}-{players}p" + "".join(f"-{k}={v}" for k, v in options.items())


@dataclass
class Played:
    """A game played through the seats' tables, and what the checks found."""

    game: Game
    truth: GameState
    tables: list[PartialTable]
    orders: dict[str, Order] = field(default_factory=dict)
    moves: list[str] = field(default_factory=list)
    seen: list[dict[tuple[str, int], str]] = field(default_factory=list)
    """Every card each seat has truly been shown, by (deck, position)."""
    hidden_checks: int = 0


def cards_at(state: GameState, positions: set[tuple[str, int]]) -> dict[tuple[str, int], str]:
    orders = state.orders()
    return {(deck, p): orders[deck][p] for deck, p in positions}


def play_through_tables(
    game_id: str, players: int, options: dict[str, Any], seed: int, dealer: Any = None
) -> Played:
    """A whole game: the truth dealt by a dealer that knows the decks (the game's seeded
    shuffles unless given), each seat's table told only what the rules show it."""
    game = registry.get(game_id)
    dealer = dealer or KnownDecks({}, fallback=game.dealer.order)
    played = Played(
        game,
        game.opening(players, options, seed),
        [PartialTable.sit(game, players, options, s, 1000 + seed) for s in range(players)],
        seen=[{} for _ in range(players)],
    )
    rng = random.Random(f"tables/{game_id}/{players}/{options}/{seed}")
    while True:
        truth = played.truth
        if truth.chance is not None:
            order = dealer.order(truth, truth.chance)
            played.orders[truth.chance.deck] = order
            played.truth = truth.deal(order)
            for seat in range(players):
                cards = cards_at(
                    played.truth, newly_shown(truth.shown(), played.truth.shown(), seat)
                )
                played.tables[seat] = played.tables[seat].dealt(cards)
                played.seen[seat].update(cards)
            check_tables(played)
            continue
        if truth.is_over:
            return played
        mover = truth.current_player
        assert mover is not None
        table = played.tables[mover]
        assert sorted(map(str, table.legal_moves())) == sorted(map(str, truth.legal_moves()))
        notation = str(rng.choice(table.legal_moves()))
        played.truth = truth.apply(truth.parse_move(notation))
        before, after = truth.shown(), played.truth.shown()
        played.tables[mover], revealed = table.play(notation)
        others = set().union(*(newly_shown(before, after, s) for s in range(players) if s != mover))
        opened = chance.reveals(before, after, players)  # what the dealing protocol opens
        for seat in range(players):
            to_seat = {(deck, p) for deck, p, seats in opened if seat in seats}
            assert newly_shown(before, after, seat) <= to_seat
        assert set(revealed) <= {(deck, p) for deck, p, _ in opened}
        assert set(revealed) <= others and revealed == cards_at(played.truth, set(revealed))
        for seat in range(players):
            cards = cards_at(played.truth, newly_shown(before, after, seat))
            played.seen[seat].update(cards)
            if seat == mover:
                played.tables[seat] = played.tables[seat].learn(cards)
            else:
                played.tables[seat] = played.tables[seat].receive(mover, notation, cards)
        played.moves.append(notation)
        check_tables(played)


def check_tables(played: Played) -> None:
    """Every table shows its seat the true view, holds only cards that seat was shown, and
    not the true order of a deck of which it has not seen many cards.  (Where few are
    unseen, what is public can leave one way to place them: Colomino's two players each
    know the other's hand, a Casino owner's duty pins a card.  A table may deduce them.)"""
    truth = played.truth
    true_orders = truth.orders()
    for seat, table in enumerate(played.tables):
        assert table.view == truth.view(seat), f"seat {seat}'s view after {played.moves[-3:]}"
        for deck, cards in table.known.items():
            for position, card in cards.items():
                assert played.seen[seat].get((deck, position)) == card, "a card never shown"
        assert shown_to(table.state.shown(), seat) == shown_to(truth.shown(), seat)
        stored = table.to_json()
        for deck, order in true_orders.items():
            unseen = [p for p in range(len(order)) if (deck, p) not in played.seen[seat]]
            if len(unseen) >= 10 and len({order[p] for p in unseen}) >= 5:
                assert stored["stand_ins"][deck] != list(order), f"seat {seat} holds {deck}"
                played.hidden_checks += 1


@pytest.mark.parametrize("setup", SETUPS, ids=setup_id)
def test_a_whole_game_through_the_tables_ends_as_the_seeded_game(
    setup: tuple[str, int, dict[str, Any]],
) -> None:
    game_id, players, options = setup
    played = play_through_tables(game_id, players, options, seed=3)
    truth = played.truth
    for table in played.tables:
        assert table.state.outcome == truth.outcome and table.moves == tuple(played.moves)
        assert table.verify(played.orders) == (), "every claim holds at the reveal"
    record = Record.start(game_id, players, options, 3)
    for move in played.moves:
        record = record.with_move(move)
    assert record.replay() == truth, "the seeded game with the same deck and moves"
    assert played.hidden_checks > 0


@pytest.mark.parametrize(
    ("setup", "claims"),
    [
        (("casino", 3, {}), True),  # builds: a card of the value kept in hand
        (("colomino", 4, {"variant": "fourways"}), True),  # "can't play", pass
        (("punto", 3, {}), False),  # every placement's legality is public
        (("colomino", 2, {"variant": "sideways"}), False),  # each sees all the other holds
    ],
    ids=lambda value: setup_id(value) if isinstance(value, tuple) else str(value),
)
def test_moves_resting_on_hidden_cards_are_claims(
    setup: tuple[str, int, dict[str, Any]], claims: bool
) -> None:
    played = play_through_tables(*setup, seed=3)
    found = [claim for table in played.tables for claim in table.claims]
    assert bool(found) == claims
    for table in played.tables:
        assert all(claim.seat != table.seat for claim in table.claims), "no claim on itself"


def test_a_known_deck_deals_the_game_its_orders_say() -> None:
    """KnownDecks: any order, not only the seeded ones; the tables follow it too."""
    game = registry.get("casino")
    canonical = game.opening(2, {}, 0).chance
    assert canonical is not None
    orders = {f"hand {n}": tuple(reversed(canonical.cards)) for n in range(40)}
    dealt = settle(game.opening(2, {}, 0), KnownDecks(orders))
    assert dealt.orders() == {"hand 0": orders["hand 0"]}
    played = play_through_tables("casino", 2, {"target": 11}, 5, KnownDecks(orders))
    assert played.truth.is_over and set(played.orders.values()) == {orders["hand 0"]}
    for table in played.tables:
        assert table.verify(played.orders) == ()


@pytest.mark.parametrize("setup", SETUPS[::3], ids=setup_id)
def test_a_tables_stand_ins_do_not_depend_on_the_cards_its_seat_was_not_shown(
    setup: tuple[str, int, dict[str, Any]],
) -> None:
    """Two decks that agree on every position seat 0 is shown, the rest shuffled otherwise:
    seat 0's table after the deal is the same value with either."""
    game_id, players, options = setup
    game = registry.get(game_id)
    opening = game.opening(players, options, 8)
    truths, tables = [], []
    for shuffle in range(2):
        state = opening
        while state.chance is not None:
            order = list(game.dealer.order(state, state.chance))
            mine = {
                p
                for d, p in shown_to(state.deal(tuple(order)).shown(), 0)
                if d == state.chance.deck
            }
            if shuffle and not state.chance.public:
                rest = [p for p in range(len(order)) if p not in mine]
                cards = [order[p] for p in rest]
                random.Random(shuffle).shuffle(cards)
                for p, card in zip(rest, cards):
                    order[p] = card
            state = state.deal(tuple(order))
        truths.append(state)
    for truth in truths:
        table = PartialTable.sit(game, players, options, 0, 77)
        state = opening
        while table.chance is not None:
            deck = table.chance.deck
            cards = cards_at(truth, {(d, p) for d, p in shown_to(truth.shown(), 0) if d == deck})
            table = table.dealt(cards)
        tables.append(table)
        assert table.view == truth.view(0)
    assert tables[0] == tables[1] and tables[0].to_json() == tables[1].to_json()
    if game_id != "cardino":  # Cardino shows each rack's lowest tile to find who starts
        assert truths[0].orders() != truths[1].orders()


def casino_table(seed: int = 4) -> tuple[Played, PartialTable]:
    """Seat 0's table and the truth, at seat 1's first turn of a two-player Casino game."""
    played = play_through_tables_until(
        "casino", 2, {}, seed, lambda truth: truth.current_player == 1
    )
    return played, played.tables[0]


def play_through_tables_until(
    game_id: str, players: int, options: dict[str, Any], seed: int, stop: Any
) -> Played:
    """As ``play_through_tables``, stopping at the first ply where ``stop(truth)`` holds."""
    game = registry.get(game_id)
    played = Played(
        game,
        game.opening(players, options, seed),
        [PartialTable.sit(game, players, options, s, 50 + s) for s in range(players)],
        seen=[{} for _ in range(players)],
    )
    rng = random.Random(seed)
    while not (played.truth.chance is None and stop(played.truth)):
        truth = played.truth
        if truth.chance is not None:
            order = game.dealer.order(truth, truth.chance)
            played.orders[truth.chance.deck] = order
            played.truth = truth.deal(order)
            for seat in range(players):
                cards = cards_at(
                    played.truth, newly_shown(truth.shown(), played.truth.shown(), seat)
                )
                played.tables[seat] = played.tables[seat].dealt(cards)
            continue
        mover = truth.current_player
        assert mover is not None
        notation = str(rng.choice(truth.legal_moves()))
        played.truth = truth.apply(truth.parse_move(notation))
        before, after = truth.shown(), played.truth.shown()
        played.tables[mover] = played.tables[mover].play(notation)[0]
        for seat in range(players):
            cards = cards_at(played.truth, newly_shown(before, after, seat))
            table = played.tables[seat]
            played.tables[seat] = (
                table.learn(cards) if seat == mover else table.receive(mover, notation, cards)
            )
        played.moves.append(notation)
    return played


def test_a_refused_move_names_why_in_one_line_and_changes_nothing() -> None:
    played, table = casino_table()
    for notation in ("nonsense", "KS x KS"):
        with pytest.raises(TableError) as caught:
            table.receive(1, notation, {})
        assert str(caught.value) and "\n" not in str(caught.value)
    assert table == played.tables[0], "a table is a value: a refusal leaves it as it was"
    with pytest.raises(TableError, match="own moves"):
        table.receive(0, "anything", {})
    with pytest.raises(TableError, match="not this seat's turn"):
        table.play(str(played.truth.legal_moves()[0]))


def test_cards_that_contradict_what_was_shown_are_refused() -> None:
    played, table = casino_table()
    deck, cards = next(iter(table.known.items()))
    position, card = next(iter(cards.items()))
    other = next(c for c in played.orders[deck] if c != card)
    with pytest.raises(TableError, match="was shown as"):
        table.receive(1, str(played.truth.legal_moves()[0]), {(deck, position): other})


def test_a_card_shown_before_the_rules_show_it_is_refused() -> None:
    """Issue 25: a seat learns a card when the rules show it, never earlier: the stock's
    next card, sent with a move that does not deal it, cannot agree with the rules."""
    played, table = casino_table()
    truth = played.truth
    move = next(m for m in truth.legal_moves() if str(m).endswith(" t"))  # a trail deals nothing
    after = truth.apply(move)
    played_card = cards_at(after, newly_shown(truth.shown(), after.shown(), 0))
    stock = len(truth.stock)  # type: ignore[attr-defined]
    early = cards_at(truth, {("hand 0", 52 - stock)})
    assert table.receive(1, str(move), played_card).known  # as the rules show it: accepted
    with pytest.raises(TableError):
        table.receive(1, str(move), {**played_card, **early})


def casino_deck(first: list[str]) -> Order:
    """A Casino pack whose first positions hold ``first``, the rest in canonical order.

    Two players, seat 1 dealing (D1, D2): positions 0-1 and 6-7 go to seat 0, 2-3 and
    8-9 to the table, 4-5 and 10-11 to seat 1; the stock follows."""
    chance = registry.get("casino").opening(2, {}, 0).chance
    assert chance is not None
    return (*first, *(card for card in chance.cards if card not in first))


def sevens_table(first: list[str]) -> tuple[PartialTable, Order]:
    """Seat 0's table after its opening trail of the king, dealt ``casino_deck(first)``."""
    order = casino_deck(first)
    game = registry.get("casino")
    truth = game.opening(2, {}, 0).deal(order)
    table = PartialTable.sit(game, 2, {}, 0, 9).dealt(cards_at(truth, shown_to(truth.shown(), 0)))
    table, _ = table.play("KC t")
    return table.learn({}), order


def test_a_build_no_card_out_of_sight_allows_is_refused() -> None:
    """Seat 0 holds three sevens and the fourth lies on the table: seat 1 cannot hold a
    seven, so its build of 7 (which needs one kept in hand) is refused at once."""
    table, _ = sevens_table(
        ["7C", "7D", "7S", "4D", "3C", "AC", "7H", "KC", "QC", "JC", "2C", "KD"]
    )
    with pytest.raises(TableError, match="no cards the others could hold agree") as caught:
        table.receive(1, "3C b7 on 4D", {("hand 0", 4): "3C"})
    assert "\n" not in str(caught.value)


def test_a_build_a_card_out_of_sight_allows_is_a_claim_caught_at_the_reveal() -> None:
    """The fourth seven is in the stock, out of seat 0's sight: seat 1 might hold it, so
    its table accepts the build as a claim; the reveal of the deck shows seat 1 held no
    seven, and names the move (issue 25's threat model)."""
    table, order = sevens_table(
        ["7C", "7D", "QS", "4D", "3C", "AC", "7H", "KC", "QC", "JC", "2C", "KD"]
    )
    accepted = table.receive(1, "3C b7 on 4D", {("hand 0", 4): "3C"})
    assert accepted.claims and accepted.claims[-1].move == "3C b7 on 4D"
    assert accepted.claims[-1].seat == 1
    faults = accepted.verify({"hand 0": order})
    assert len(faults) == 1 and "3C b7 on 4D" in faults[0]
    honest = table.receive(1, "3C t", {("hand 0", 4): "3C"})
    assert honest.claims == () and honest.verify({"hand 0": order}) == ()


def test_a_table_stores_only_what_its_seat_was_shown() -> None:
    """What a device keeps (``to_json``): public moves, its own cards and stand-ins."""
    played, table = casino_table()
    stored = table.to_json()
    assert stored["events"][-1]["move"] == played.moves[-1]
    known = {(d, int(p)): c for d, cards in stored["known"].items() for p, c in cards.items()}
    assert known == {key: played.orders[key[0]][key[1]] for key in known}
    assert set(known) <= shown_to(played.truth.shown(), 0)
