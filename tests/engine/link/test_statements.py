"""What a seat says of its own cards is its game's (``Game.statements``, issue 36).

Play by link knows no game: a word said on a message means what the game's statements
say it means, and a word the game does not know is refused with one line.  Domino's
``out`` means nothing in Punto, nor in Cardino, whose statements are tiles shown.
"""

from __future__ import annotations

import pytest

from parlour.fair import Refused

from .players import Players, seeded

OPTIONS: dict[str, dict[str, object]] = {"punto": {"rounds_to_win": 1}, "cardino": {}}


@pytest.mark.parametrize("game", sorted(OPTIONS))
def test_a_word_the_game_does_not_know_is_refused(
    monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    seeded(monkeypatch, 11)
    table = Players.sit(game, 2, OPTIONS[game], seed=11)
    table.follow_truth()
    while not any(seat.action == "move" for seat in table.seats):
        table.step()  # Cardino's opening tiles shown on the way
    cheat = next(seat for seat in table.seats if seat.action == "move")
    other = table.seats[1 - cheat.seat]
    move = cheat.legal_moves()[0]
    said, _ = cheat.fair.send(f"{move}!out")
    with pytest.raises(Refused, match=rf"seat {cheat.seat} says 'out', which means nothing here"):
        other.receive(said)
    honest, _ = cheat.send(move)
    other.receive(honest)  # the seat's game is as it was
