"""Issue 36: links that survive real chats, and a group that starts quickly.

Counted the way the site counts (docs/fair-deal.md, "The invitation" and "On the site"):
a link is a device's ``outbox`` in an envelope (a seat's messages in a row travel in
one), its size the fragment and a 40-character address.  For every game, Colomino
variant and player count: the invitation is at most 300 characters with the longest
name a link carries; after the invitations the decks are shuffled in at most 2k - 1
links, with the first move in the next link at the latest (Cardino: after the tiles that
find who starts, the rules' own messages); no link passes 4,000 characters.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from parlour import registry
from parlour.link import header
from parlour.link.desk import Desk
from parlour.link.envelope import (
    ADDRESS_CHARS,
    LINK_CHARS,
    MAX_NAME,
    MAX_NAME_BYTES,
    envelope_for,
    invitation_for,
    read,
)

from parlour.link.report import SeatReport

from .test_desk import group, post

LONGEST_NAME = "é" * MAX_NAME
"""24 characters of two bytes each: the most a link carries of a name."""
INVITATION_CHARS = 300
DEALING = {"colomino": "variant", "punto": "teams"}
"""The option of each game that changes what is dealt: every value of it is played."""


def setups() -> Iterator[tuple[str, int, dict[str, object]]]:
    """Every game, player count and value of the option that changes the deal."""
    for game in registry.all_games():
        spec = game.spec
        name = DEALING.get(game.id)
        values = next((o.choices for o in spec.options if o.name == name), (None,))
        for value in values:
            option = next((o for o in spec.options if o.name == name), None)
            counts = option.players_for(value, spec.player_counts) if option else spec.player_counts
            for players in counts:
                yield game.id, players, {} if name is None else {name: value}


SETUPS = list(setups())


def label(setup: tuple[str, int, dict[str, object]]) -> str:
    game, players, options = setup
    return f"{game}-{players}p-" + "-".join(f"{k}={v}" for k, v in options.items())


def size(fragment: str) -> int:
    return ADDRESS_CHARS + len(fragment)


def test_the_longest_name_is_all_a_link_carries() -> None:
    assert len(LONGEST_NAME.encode()) == MAX_NAME_BYTES
    envelope = read(
        envelope_for(SeatReport.from_json(host_reply("punto", 2, {})), "é" * 40, True).to_fragment()
    )
    assert envelope.name == LONGEST_NAME


def host_reply(game: str, players: int, options: dict[str, object]) -> dict[str, Any]:
    reply = Desk().handle({"op": "new", "game": game, "players": players, "options": options})
    assert reply["ok"], reply
    return reply


@pytest.mark.parametrize("setup", SETUPS, ids=label)
def test_an_invitation_is_at_most_300_characters_and_carries_no_message(
    setup: tuple[str, int, dict[str, object]],
) -> None:
    game, players, options = setup
    reply = host_reply(game, players, options)
    links = (
        [envelope_for(SeatReport.from_json(reply), LONGEST_NAME, invitation=True)]
        if players == 2
        else [
            invitation_for(SeatReport.from_json(reply), LONGEST_NAME, guest)
            for guest in range(1, players)
        ]
    )
    for envelope in links:
        fragment = envelope.to_fragment()
        assert size(fragment) <= INVITATION_CHARS, (size(fragment), fragment)
        assert read(fragment).invite and not read(fragment).messages


def opening_links(game: str, players: int, options: dict[str, object]) -> list[str]:
    """The links the group is posted after the invitations, up to the one with the first
    move: each device posts its outbox once it owes nothing more, every other opens it."""
    desks, replies = group(game, players, options)
    posted: list[str] = []
    rng = random.Random(3)
    for _ in range(200):
        senders = [s for s, r in enumerate(replies) if r["outbox"] and r["action"] != "move"]
        fresh = [s for s in senders if not replies[s].get("posted")]
        if fresh:
            (sender,) = fresh
            replies[sender]["posted"] = True
            envelope = envelope_for(SeatReport.from_json(replies[sender]), LONGEST_NAME, False)
            posted.append(envelope.to_fragment())
            if any(header.read(text).move for text in envelope.messages):
                return posted
            post(desks, replies, sender)
            continue
        (seat,) = [s for s, r in enumerate(replies) if r["action"] == "move"]
        reply = replies[seat]
        request = {"op": "move", "table": reply["table"], "export": reply["export"]}
        replies[seat] = desks[seat].handle(request | {"move": rng.choice(reply["legal"])})
        assert replies[seat]["ok"], replies[seat]
    raise AssertionError("no move in 200 links")


@pytest.mark.parametrize("setup", SETUPS, ids=label)
def test_a_game_starts_within_2k_minus_1_links_and_no_link_passes_4000(
    setup: tuple[str, int, dict[str, object]],
) -> None:
    game, players, options = setup
    links = opening_links(game, players, options)
    kinds = [[header.read(text) for text in read(fragment).messages] for fragment in links]
    set_up = [i for i, messages in enumerate(kinds) if any("step" in m.kinds for m in messages)]
    assert set_up == list(range(len(set_up))), "the set-up links come first, in a row"
    assert len(set_up) <= 2 * players - 1
    between = kinds[len(set_up) : -1]
    if game == "cardino":
        # who starts (rule 2): each seat shows its lowest tile, the rules' own messages
        assert all(not m.move and m.kinds == ("keys",) for link in between for m in link)
        assert len(between) <= players + 2
    else:
        assert not between, "the first move is in the link after the set-up at the latest"
    assert max(map(size, links)) <= LINK_CHARS
