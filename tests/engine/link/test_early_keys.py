"""Keys sent before the rules show their card (docs/fair-deal.md, "Counting messages",
rule 2): only where some key stays held back from every seat the card will be shown.

A game names the positions its coming events will show and who holds their keys back
(``Game.coming``); ``duties.early`` sends every other seat's key with its messages.
The whole games of ``test_games`` check that no seat can ever read a card before it is
shown, and count the keys-only messages that are left.
"""

from __future__ import annotations

from parlour import registry
from parlour.chance import PUBLIC, Coming, seat_mask
from parlour.games.casino.rules import CasinoState
from parlour.games.punto.rules import PuntoState


def test_a_coming_card_is_safe_only_if_every_reader_lacks_a_withheld_key() -> None:
    # public: one withholder would read it early itself; two lack each other's key
    assert not Coming("d", 1, PUBLIC, frozenset({0})).safe(3)
    assert Coming("d", 1, PUBLIC, frozenset({0, 1})).safe(3)
    # shown to seat 2 alone: one withholder other than seat 2 is enough
    assert Coming("d", 1, seat_mask(2), frozenset({0})).safe(3)
    assert not Coming("d", 1, seat_mask(2), frozenset({2})).safe(3)


def test_punto_names_each_seats_face_down_cards_held_back_by_it_and_the_next_seat() -> None:
    """D12: a seat's next card is turned after its placement; the seat after it moves
    next and reads it then (docs/fair-deal.md, Punto)."""
    state = registry.get("punto").initial_state(3, {"rounds_to_win": 1}, seed=4)
    assert isinstance(state, PuntoState)
    found = registry.get("punto").coming(state)
    for seat in range(3):
        deck = f"round {state.round_no} seat {seat}"
        mine = [c for c in found if c.deck == deck]
        shown = state.shown()[deck]
        assert [c.position for c in mine] == [p for p, m in enumerate(shown) if not m]
        assert all(c.withholders == {seat, (seat + 1) % 3} and c.safe(3) for c in mine)


def test_casino_names_the_next_deal_held_back_by_the_dealer_and_the_leader() -> None:
    """D2: a later deal gives four to each from the dealer's left; the dealer holds back
    its keys of the others' cards, the leader its key of the dealer's."""
    state = registry.get("casino").initial_state(4, {"target": 11}, seed=4)
    assert isinstance(state, CasinoState)
    found = registry.get("casino").coming(state)
    assert len(found) == 16
    assert all(c.safe(4) for c in found)
    leader = (state.dealer + 1) % 4
    for coming in found:
        (reader,) = [s for s in range(4) if coming.mask == seat_mask(s)]
        held = {leader} if reader == state.dealer else {state.dealer}
        assert coming.withholders == held
    # with two players the dealer and the leader are both seats: no key goes early
    two = registry.get("casino").initial_state(2, {"target": 11}, seed=4)
    for coming in registry.get("casino").coming(two):
        readers = {s for s in range(2) if coming.mask == seat_mask(s)}
        assert coming.withholders | readers == {0, 1}
