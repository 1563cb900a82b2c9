"""Whole games by messages between seats on one machine, seeded: what the link tests and
the link benches (tools/bench/link.py) play."""

from __future__ import annotations

import hashlib
import random
from typing import Any

from parlour import registry
from parlour.core import ParlourError
from parlour.fair import Refused
from parlour.link import Invite, Seat


MAX_MESSAGES = 5_000


def seated(game: str, players: int, options: dict[str, Any], seed: int) -> list[Seat]:
    """Seats of a game fixed by ``seed``: the table id, each seat's entropy and its seed of
    the first deck (a device draws them from ``secrets``; later decks still do)."""
    invite = Invite.new(game, players, options)
    invite = Invite(invite.game, players, invite.options, f"bench{seed}")
    chance = registry.get(game).opening(players, invite.options).chance
    decks = [chance.deck] if chance is not None else []
    return [
        Seat.new(
            invite,
            seat,
            1000 * seed + seat,
            {deck: hashlib.sha256(f"{seed}/{seat}/{deck}".encode()).digest() for deck in decks},
        )
        for seat in range(players)
    ]


def honest(game: str, players: int, options: dict[str, Any], seed: int) -> str:
    """One seeded game of random legal moves by messages: "" if it ends with every seed in
    and no fault found, else why it stopped (one line)."""
    rng = random.Random(f"honest/{seed}")
    seats = seated(game, players, options, seed)
    for _ in range(MAX_MESSAGES):
        actions = [seat.action for seat in seats]
        if all(action == "over" for action in actions):
            faults, _ = seats[0].result()
            return f"faults: {faults[0]}" if faults else ""
        senders = [s for s, action in enumerate(actions) if action in ("move", "send")]
        if len(senders) != 1:
            return f"the devices disagree on who sends next: {actions}"
        sender = senders[0]
        choice = rng.choice(seats[sender].legal_moves()) if actions[sender] == "move" else ""
        try:
            text, seats[sender] = seats[sender].send(choice)
            for other in range(players):
                if other != sender:
                    seats[other] = seats[other].receive(text)
        except (ParlourError, Refused) as error:
            return str(error)
    return f"no end after {MAX_MESSAGES} messages"
