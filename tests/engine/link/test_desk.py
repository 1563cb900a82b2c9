"""The worker's desk and the link's envelope (issue 26), in CPython: what the site's games by
link rest on.  Two desks play by envelopes' fragments only, as two browsers do."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from parlour.link.desk import Desk
from parlour.link.envelope import BadLink, Envelope, envelope_for, is_link, read, ready


def started(game: str, options: dict[str, object]) -> tuple[dict[int, Desk], dict[int, Any]]:
    """A host's invitation taken by a friend: each seat's desk and last reply."""
    desks = {0: Desk(), 1: Desk()}
    host = desks[0].handle({"op": "new", "game": game, "players": 2, "options": options})
    assert host["ok"], host
    link = read(envelope_for(host, "Ana", invitation=True).to_fragment())
    friend = desks[1].handle(
        {"op": "join", "invite": link.invite, "seat": 1, "messages": list(link.messages)}
    )
    assert friend["ok"], friend
    return desks, {0: host, 1: friend}


def deliver(desks: dict[int, Desk], replies: dict[int, Any], sender: int) -> dict[str, Any]:
    reply = replies[sender]
    link = read(envelope_for(reply, "x", invitation=False).to_fragment())
    other = 1 - sender
    request = {"op": "open", "table": link.table, "export": replies[other]["export"]}
    answer = desks[other].handle(request | {"messages": list(link.messages)})
    if answer["ok"]:
        replies[other] = answer
    return answer


def test_envelope_round_trip_and_bad_links() -> None:
    envelope = Envelope("punto", "abc_DEF-1", 1, "Zé Ana", "", ("AQID", "BAUG"))
    fragment = envelope.to_fragment()
    assert is_link(fragment) and read(fragment) == envelope
    for bad, says in (
        (fragment[: fragment.rindex(".")], "cut short"),
        (fragment.replace("punto", "chess"), "does not have"),
        (fragment.replace("AQID", "AQ!D"), "characters"),
        (fragment.replace(".1.", ".x."), "table or seat"),
    ):
        with pytest.raises(BadLink, match=says):
            read(bad)


def test_only_games_that_play_through_are_offered() -> None:
    assert ready("punto", 2, {}) and ready("casino", 2, {"target": "11"})
    assert ready("colomino", 2, {"variant": "fourways"})
    assert ready("colomino", 2, {"variant": "domino"}) and ready("cardino", 2, {})
    assert not ready("punto", 3, {})  # the site's games by link are for two, so far


def test_links_twice_tampered_and_missing_leave_the_game_as_it_was() -> None:
    desks, replies = started("casino", {"target": 11})
    first = deliver(desks, replies, 1)  # the friend's shuffle step back to the host
    assert first["taken"] == 1
    again = deliver(desks, replies, 1)
    assert again["ok"] and (again["taken"], again["seen"]) == (0, 1)
    sender = next(s for s in (0, 1) if replies[s]["outbox"] and replies[s]["action"] != "move")
    link = read(envelope_for(replies[sender], "x", False).to_fragment())
    text = link.messages[-1]
    tampered = text[:40] + ("A" if text[40] != "A" else "B") + text[41:]
    kept = replies[1 - sender]["export"]
    answer = desks[1 - sender].handle(
        {"op": "open", "table": link.table, "export": kept, "messages": [tampered]}
    )
    assert not answer["ok"] and answer["kind"] == "refused" and "\n" not in answer["error"]
    assert desks[1 - sender].kept(link.table, kept).export() == kept


def test_a_link_after_a_missing_one_is_named() -> None:
    """The friend's device kept an older game than the host's link follows: refused as
    missing (the page asks for the link before it), the kept game unchanged."""
    desks, replies = started("punto", {"rounds_to_win": 1})
    old = replies[1]["export"]
    play(desks, replies, random.Random(1), moves=4)
    newest = json.loads(replies[0]["export"])["fair"]["log"][-1][1]
    answer = Desk().handle(
        {"op": "open", "table": replies[0]["table"], "export": old, "messages": [newest]}
    )
    assert not answer["ok"] and answer["kind"] == "missing"


def play(
    desks: dict[int, Desk], replies: dict[int, Any], rng: random.Random, moves: int
) -> list[tuple[int, int, list[str]]]:
    """Links passed and random moves made, ``moves`` of them at most: the views moved from."""
    views: list[tuple[int, int, list[str]]] = []
    for _ in range(5000):
        sent = False
        for seat in (0, 1):
            reply = replies[seat]
            if reply["outbox"] and reply["action"] != "move" and not reply.get("sent"):
                reply["sent"] = True
                assert deliver(desks, replies, seat)["ok"]
                sent = True
        if sent:
            continue
        seat = next((s for s in (0, 1) if replies[s]["action"] == "move"), None)
        if seat is None or len(views) >= moves:
            break
        reply = replies[seat]
        views.append(
            (seat, reply["view"].get("hand_number", 0), list(reply["view"].get("hand", [])))
        )
        request = {"op": "move", "table": reply["table"], "export": reply["export"]}
        replies[seat] = desks[seat].handle(request | {"move": rng.choice(reply["legal"])})
        assert replies[seat]["ok"], replies[seat]
    return views


def test_a_whole_casino_game_by_link_never_draws_a_stand_in() -> None:
    """Every board drawn shows only cards its seat was shown: each hand drawn is the seat's
    true hand, checked against the decks every seed reveals at the end."""
    desks, replies = started("casino", {"target": 11})
    hands = play(desks, replies, random.Random(3), moves=10_000)
    assert replies[0]["action"] == replies[1]["action"] == "over"
    assert replies[0]["faults"] == [] and replies[0]["winners"] == replies[1]["winners"]
    # A card is dealt to one hand: in each deal, no card drawn in one seat's hand was ever
    # drawn in the other's (a stand-in drawn as a held card would be one, sooner or later).
    for number in {n for _, n, _ in hands}:
        drawn = [
            {c for s, n, h in hands if n == number and s == seat for c in h} for seat in (0, 1)
        ]
        assert drawn[0] and drawn[1] and not drawn[0] & drawn[1]


def test_no_board_before_the_first_deal() -> None:
    """Before both devices have shuffled, the rules' state is a deck waiting to be dealt,
    which Casino's renderer draws as a hand ended with every score 0: the desk says the
    cards are not dealt, and says they are once the seat can read its first hand."""
    desks, replies = started("casino", {"target": 11})
    assert replies[0]["dealt"] is False  # the host has made the first shuffle step only
    assert deliver(desks, replies, 1)["ok"]  # the friend's steps reach the host
    assert replies[0]["dealt"] is True


@pytest.mark.parametrize(
    ("game", "options"), [("cardino", {}), ("colomino", {"variant": "domino"})]
)
def test_cardino_and_domino_play_through_by_link(game: str, options: dict[str, object]) -> None:
    """The games whose shown cards rest on hidden ones (Cardino's starter, rule 2; a Domino
    side out, D30) play to the end by links, both devices agreeing, every card checked."""
    desks, replies = started(game, options)
    play(desks, replies, random.Random(1), moves=10_000)
    assert replies[0]["action"] == replies[1]["action"] == "over"
    assert replies[0]["faults"] == replies[1]["faults"] == []
    assert replies[0]["winners"] == replies[1]["winners"]
