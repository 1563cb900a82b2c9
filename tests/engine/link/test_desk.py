"""The worker's desk and the link's envelope (issue 26), in CPython: what the site's games by
link rest on.  Two desks play by envelopes' fragments only, as two browsers do."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest

from parlour import registry
from parlour.fair import wire
from parlour.link.desk import Desk
from parlour.link.envelope import (
    ADDRESS_CHARS,
    LINK_CHARS,
    MAX_NAME_BYTES,
    BadLink,
    Envelope,
    envelope_for,
    invitation_for,
    is_link,
    link_number,
    parts,
    read,
    ready,
)
from parlour.link.invite import Invite
from parlour.link.report import SeatReport


def report(reply: dict[str, Any]) -> SeatReport:
    """The desk's JSON answer typed again, as the page reads it."""
    return SeatReport.from_json(reply)


LONG_NAME = "é" * (MAX_NAME_BYTES // 2)
"""The longest name a link carries (24 characters of two bytes)."""


def started(game: str, options: dict[str, object]) -> tuple[dict[int, Desk], dict[int, Any]]:
    """A host's invitation taken by a friend: each seat's desk and last reply."""
    desks = {0: Desk(), 1: Desk()}
    host = desks[0].handle({"op": "new", "game": game, "players": 2, "options": options})
    assert host["ok"], host
    link = read(envelope_for(report(host), "Ana", invitation=True).to_fragment())
    friend = desks[1].handle(
        {"op": "join", "invite": link.invite, "seat": 1, "messages": list(link.messages)}
    )
    assert friend["ok"], friend
    return desks, {0: host, 1: friend}


def deliver(desks: dict[int, Desk], replies: dict[int, Any], sender: int) -> dict[str, Any]:
    """``sender``'s links (one, or several in order: ``envelope.parts``) opened by the other
    device: its last answer."""
    sent = report(replies[sender])
    for part in range(len(parts(sent))):
        fragment = envelope_for(sent, LONG_NAME, invitation=False, part=part).to_fragment()
        assert ADDRESS_CHARS + len(fragment) <= LINK_CHARS  # a chat takes it (issue 36)
        link = read(fragment)
        other = 1 - sender
        request = {"op": "open", "table": link.table, "export": replies[other]["export"]}
        answer = desks[other].handle(request | {"messages": list(link.messages)})
        if not answer["ok"]:
            return answer
        replies[other] = answer
    return answer


def breaks(reply: dict[str, Any]) -> dict[int, str]:
    """The log's round ends: the move's number (from 1) and the round's summary."""
    return {ply: entry[3] for ply, entry in enumerate(reply["log"], 1) if entry[3]}


def checksummed(body: bytes) -> str:
    """A message's text as ``parlour.fair.wire`` ends it: its own checksum last."""
    return wire.to_text(body + wire.checksum(body))


def test_envelope_round_trip_and_bad_links() -> None:
    first, second = checksummed(b"\x01\x02\x03"), checksummed(b"\x04\x05\x06")
    envelope = Envelope("punto", "abc_DEF-1", 1, "Zé Ana", "", (first, second))
    fragment = envelope.to_fragment()
    assert is_link(fragment) and read(fragment) == envelope
    for bad, says in (
        (fragment[: fragment.rindex(".")], "cut short"),
        (fragment.replace("punto", "chess"), "does not have"),
        (fragment.replace(first, first[:2] + "!" + first[3:]), "cut short"),  # it ends there
        (fragment.replace(".1.", ".x."), "table or seat"),
    ):
        with pytest.raises(BadLink, match=says):
            read(bad)


def test_only_games_that_play_through_are_offered() -> None:
    assert ready("punto", 2, {}) and ready("casino", 2, {"target": "11"})
    assert ready("colomino", 2, {"variant": "fourways"})
    assert ready("colomino", 2, {"variant": "domino"}) and ready("cardino", 2, {})


def test_links_twice_tampered_and_missing_leave_the_game_as_it_was() -> None:
    desks, replies = started("casino", {"target": 11})
    first = deliver(desks, replies, 1)  # the friend's shuffle step back to the host
    assert first["taken"] == 1
    again = deliver(desks, replies, 1)
    assert again["ok"] and (again["taken"], again["seen"]) == (0, 1)
    sender = 1  # the friend's step 0, which the host took
    link = read(envelope_for(report(replies[sender]), "x", False).to_fragment())
    text = link.messages[-1]
    tampered = text[:40] + ("A" if text[40] != "A" else "B") + text[41:]
    kept = replies[1 - sender]["export"]
    answer = desks[1 - sender].handle(
        {"op": "open", "table": link.table, "export": kept, "messages": [tampered]}
    )
    assert not answer["ok"] and answer["kind"] == "refused" and "\n" not in answer["error"]
    # A link this game took already, changed: it reads as another device's for that seat.
    assert answer["why"] == "another_device"
    assert desks[1 - sender].kept(link.table, kept).export() == kept


def test_a_refusal_says_why_for_the_page_to_say_in_its_language() -> None:
    """Issue 26, "Bad links": a link for a seat another device already plays, and a message
    that reads but fails a check, each refused with a kind the page words (en/pt)."""
    desks, replies = started("punto", {"rounds_to_win": 1})
    invitation = read(envelope_for(report(replies[0]), "Ana", invitation=True).to_fragment())
    deliver(desks, replies, 1)  # Bo's first link, taken by Ana
    laptop = Desk().handle(
        {
            "op": "join",
            "invite": invitation.invite,
            "seat": 1,
            "messages": list(invitation.messages),
        }
    )
    second = read(envelope_for(report(laptop), "Bo", invitation=False).to_fragment())
    request = {"op": "open", "table": second.table, "export": replies[0]["export"]}
    answer = desks[0].handle(request | {"messages": list(second.messages)})
    assert (answer["ok"], answer["why"]) == (False, "another_device"), answer
    # Ana's next link, with a character changed, and with its move changed by a cheat
    # who makes the checksum again: damaged, then failing a check.
    play(desks, replies, random.Random(2), moves=1)
    mover = next(s for s in (0, 1) if replies[s]["action"] == "move")
    reply = replies[mover]
    request = {"op": "move", "table": reply["table"], "export": reply["export"]}
    moved = desks[mover].handle(request | {"move": reply["legal"][0]})
    text = read(envelope_for(report(moved), "x", False).to_fragment()).messages[-1]
    changed = text[:40] + ("A" if text[40] != "A" else "B") + text[41:]
    message = wire.from_bytes(wire.from_text(text))
    forged = wire.to_text(wire.to_bytes(dataclasses.replace(message, move="nonsense")))
    request = {"op": "open", "table": second.table, "export": replies[1 - mover]["export"]}
    for bad, why in ((changed, "damaged"), (forged, "check")):
        answer = desks[1 - mover].handle(request | {"messages": [bad]})
        assert (answer["ok"], answer["why"]) == (False, why), answer
    answer = desks[1].handle({"op": "show", "table": second.table, "export": "{}"})
    assert (answer["ok"], answer["why"]) == (False, "bad"), answer


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
        number = reply["view"].get("hand_number", 0)
        views.append((seat, number, list(reply["view"].get("hand", []))))
        if reply["game"] == "casino":  # every hand before this one checked, and fair
            assert reply["checked"] == [f"hand {n}" for n in range(number)], reply["checked"]
            assert reply["checked_faults"] == []
        request = {"op": "move", "table": reply["table"], "export": reply["export"]}
        replies[seat] = desks[seat].handle(request | {"move": rng.choice(reply["legal"])})
        assert replies[seat]["ok"], replies[seat]
    return views


def test_a_whole_casino_game_by_link_never_draws_a_stand_in() -> None:
    """Every board drawn shows only cards its seat was shown: each hand drawn is the seat's
    true hand, checked against the decks every seed reveals at the end.  The deal is the
    devices' own (``secrets``), so a game to 11 is sometimes won in its first hand (a
    sweep is a point: CI met one): games are played until one takes two hands, at most three."""
    for attempt in range(3):
        played = casino_game_by_link(random.Random(3 + attempt))
        if played >= 1:
            break
    assert played >= 1, "three random games to 11 each ended in their first hand"


def casino_game_by_link(rng: random.Random) -> int:
    """One Casino game to 11 played through by link, checked; the last hand's number."""
    desks, replies = started("casino", {"target": 11})
    hands = play(desks, replies, rng, moves=10_000)
    assert replies[0]["action"] == replies[1]["action"] == "over"
    assert replies[0]["faults"] == [] and replies[0]["winners"] == replies[1]["winners"]
    # A card is dealt to one hand: in each deal, no card drawn in one seat's hand was ever
    # drawn in the other's (a stand-in drawn as a held card would be one, sooner or later).
    for number in {n for _, n, _ in hands}:
        drawn = [
            {c for s, n, h in hands if n == number and s == seat for c in h} for seat in (0, 1)
        ]
        assert drawn[0] and drawn[1] and not drawn[0] & drawn[1]
    # Every hand but the last ends with its summary in both logs (docs/rules/casino.md, "End
    # of hand"), though by link the next deal waits for keys after the hand's last move.
    played = replies[0]["final"]["hand_number"]  # the last hand's number, counted from 0
    ends = breaks(replies[0])
    assert ends == breaks(replies[1]) and len(ends) == played
    for number, line in enumerate(sorted(ends), 1):
        assert ends[line].startswith(f"Hand {number}: ")
    return int(played)


def test_round_ends_by_link_are_the_play_screens() -> None:
    """A Punto match of two rounds to win: each round but the last ends with the summary the
    play screen shows (``parlour.breaks.round_end``: docs/rules/punto.md, a round won), after
    the move that ended it, the same on both devices."""
    desks, replies = started("punto", {"rounds_to_win": 2})
    play(desks, replies, random.Random(5), moves=10_000)
    assert replies[0]["action"] == replies[1]["action"] == "over"
    ends, final = breaks(replies[0]), replies[0]["final"]
    assert ends == breaks(replies[1])
    assert len(ends) == len(final["rounds"]) - 1 >= 1
    game = registry.get("punto")
    told = game.view_from_json(final)
    for number, (line, summary) in enumerate(sorted(ends.items())):
        assert summary == told.round_text(number)
        assert 0 < line < len(replies[0]["log"])


def test_no_board_before_the_first_deal() -> None:
    """Before both devices have shuffled, the rules' state is a deck waiting to be dealt,
    which Casino's renderer draws as a hand ended with every score 0: the desk says the
    cards are not dealt, and says they are once the seat can read its first hand."""
    desks, replies = started("casino", {"target": 11})
    assert replies[0]["dealt"] is False  # the invitation carries no deck
    assert deliver(desks, replies, 1)["ok"]  # the friend's step 0 reaches the host
    assert replies[0]["dealt"] is False  # the host has made step 1: it lacks the friend's keys
    assert deliver(desks, replies, 0)["ok"] and deliver(desks, replies, 1)["ok"]
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


# -- three and four players: every link to the group, every device opens every link ------


def group(game: str, players: int, options: dict[str, object]) -> tuple[list[Desk], list[Any]]:
    """A host's table and one invitation a seat, each taken by its own friend's desk."""
    desks = [Desk() for _ in range(players)]
    host = desks[0].handle({"op": "new", "game": game, "players": players, "options": options})
    assert host["ok"], host
    replies: list[Any] = [host]
    for guest in range(1, players):
        link = read(invitation_for(report(host), "Ana", guest).to_fragment())
        assert (link.guest, link.seat_to_join(), link.players) == (guest, guest, players)
        request = {"op": "join", "invite": link.invite, "seat": guest}
        replies.append(desks[guest].handle(request | {"messages": list(link.messages)}))
        assert replies[-1]["ok"], replies[-1]
    return desks, replies


def post(desks: list[Desk], replies: list[Any], sender: int) -> list[dict[str, Any]]:
    """``sender``'s link posted to the group (or its links, in order: ``envelope.parts``):
    every other device opens it."""
    sent = report(replies[sender])
    answers = []
    for part in range(len(parts(sent))):
        fragment = envelope_for(sent, LONG_NAME, invitation=False, part=part).to_fragment()
        assert ADDRESS_CHARS + len(fragment) <= LINK_CHARS  # a chat takes it (issue 36)
        link = read(fragment)
        for seat, desk in enumerate(desks):
            if seat == sender:
                continue
            request = {"op": "open", "table": link.table, "export": replies[seat]["export"]}
            answer = desk.handle(request | {"messages": list(link.messages)})
            assert answer["ok"], answer
            replies[seat] = answer
            answers.append(answer)
    return answers


def play_group(
    desks: list[Desk], replies: list[Any], rng: random.Random, moves: int
) -> tuple[int, list[str]]:
    """Links posted and random moves made until ``moves`` are made or the game is over:
    the moves made and every link posted (as a group chat holds them)."""
    made, posted = 0, []
    for _ in range(20_000):
        senders = [s for s, r in enumerate(replies) if r["outbox"] and r["action"] != "move"]
        fresh = [s for s in senders if not replies[s].get("posted")]
        if fresh:
            (sender,) = fresh  # one device at a time has a link to post
            replies[sender]["posted"] = True
            posted.append(envelope_for(report(replies[sender]), f"P{sender}", False).to_fragment())
            post(desks, replies, sender)
            continue
        mover = [s for s, r in enumerate(replies) if r["action"] == "move"]
        if not mover or made >= moves:
            break
        (seat,) = mover
        reply = replies[seat]
        request = {"op": "move", "table": reply["table"], "export": reply["export"]}
        replies[seat] = desks[seat].handle(request | {"move": rng.choice(reply["legal"])})
        assert replies[seat]["ok"], replies[seat]
        made += 1
    return made, posted


def test_three_and_four_players_are_offered_by_link() -> None:
    assert ready("punto", 3, {}) and ready("punto", 4, {"teams": True})
    assert ready("casino", 4, {"partners": True}) and ready("cardino", 3, {})
    assert not ready("punto", 1, {})


def test_an_invitation_names_its_seat() -> None:
    three = Invite.new("punto", 3, {})
    envelope = Envelope("punto", three.table, 0, "Ana", three.to_text(), (), 2)
    fragment = envelope.to_fragment()
    assert read(fragment) == envelope and read(fragment).seat_to_join() == 2
    for bad, says in (("~2.", "~3."), ("~2.", "~x."), ("~2.", "."), (".0.", ".3.")):
        with pytest.raises(BadLink, match="seat"):
            read(fragment.replace(*(bad, says)))
    invite = Invite.new("punto", 2, {})
    two = Envelope("punto", invite.table, 0, "Ana", invite.to_text(), ())
    assert read(two.to_fragment()).seat_to_join() == 1  # two players: the other seat


def test_a_three_player_punto_game_by_the_group_to_the_end() -> None:
    """Every device opens every link posted to the group, its own and those it has
    already taken too (nothing changes: ``seen``); all three agree at the end, checked."""
    desks, replies = group("punto", 3, {"rounds_to_win": 1})
    # The host's invitations carry no message: a guest's device makes the first shuffle
    # step as it joins, so that the seat to play first makes the last (fair-deal.md).
    assert replies[0]["opening"] == [] and replies[0]["outbox"] == []
    assert [bool(r["outbox"]) for r in replies] == [False, False, True]
    made, posted = play_group(desks, replies, random.Random(4), moves=10_000)
    assert made >= 9 and all(r["action"] == "over" for r in replies)
    assert all(r["faults"] == [] for r in replies)
    assert replies[0]["winners"] == replies[1]["winners"] == replies[2]["winners"]
    assert replies[0]["heard"] == [0, 1, 2]
    # The whole group chat opened again on every device: nothing taken, nothing refused.
    for seat, desk in enumerate(desks):
        for fragment in posted[::7]:
            link = read(fragment)
            request = {"op": "open", "table": link.table, "export": replies[seat]["export"]}
            answer = desk.handle(request | {"messages": list(link.messages)})
            assert answer["ok"] and answer["taken"] == 0 and answer["seen"] >= 1


def test_a_link_after_a_missing_one_names_whose_and_its_number() -> None:
    """A device that missed a link of the group: the next one is refused as missing,
    naming the seat that sent the link it lacks and that link's number."""
    desks, replies = group("punto", 3, {"rounds_to_win": 1})
    (sender,) = [s for s, r in enumerate(replies) if r["outbox"]]  # the first shuffle step
    number = link_number(report(replies[sender]))
    stale = [reply["export"] for reply in replies]
    post(desks, replies, sender)
    follower = next(s for s, r in enumerate(replies) if s != sender and r["outbox"])
    (late,) = {0, 1, 2} - {sender, follower}  # the device that missed the sender's link
    link = read(envelope_for(report(replies[follower]), "x", False).to_fragment())
    request = {"op": "open", "table": link.table, "export": stale[late]}
    answer = Desk().handle(request | {"messages": list(link.messages)})
    assert not answer["ok"] and answer["kind"] == "missing"
    assert (answer["from"], answer["number"] + 1) == (sender, number)


def test_four_player_casino_with_partners_to_the_second_deal() -> None:
    """Casino for four in partners by the group: each hand drawn is its own seat's, and no
    card drawn in one seat's hand is ever drawn in another's in the same deal."""
    desks, replies = group("casino", 4, {"partners": True, "target": 11})
    hands: list[tuple[int, int, list[str]]] = []
    for _ in range(20):
        for seat, reply in enumerate(replies):
            view = reply["view"]
            if reply.get("dealt") and not reply["pending"]:
                hands.append((seat, view["stock_count"], list(view["hand"])))  # by deal
        play_group(desks, replies, random.Random(len(hands)), moves=1)
    assert {n for _, n, _ in hands} == {32, 16}  # the first deal and the second
    for number in {n for _, n, _ in hands}:
        drawn = [
            {c for s, n, h in hands if n == number and s == seat for c in h} for seat in range(4)
        ]
        assert all(drawn)
        for one in range(4):
            for other in range(one + 1, 4):
                assert not drawn[one] & drawn[other]


def test_a_stored_game_that_does_not_match_its_own_seeds_is_one_line() -> None:
    """A kept game whose seed was changed after its commitment went out (docs/fair-deal.md,
    "What receive checks"): refused in one line as the page's own bad request, and the game
    the desk holds is the one it had."""
    desks, replies = started("casino", {"target": 11})
    play(desks, replies, random.Random(1), moves=2)
    kept = replies[0]["export"]
    data = json.loads(kept)
    begin = next(entry for entry in data["fair"]["log"] if entry[0] == "begin")
    begin[3] = "00" * 32
    request = {"op": "show", "table": replies[0]["table"], "export": json.dumps(data)}
    answer = desks[0].handle(request)
    assert (answer["ok"], answer["why"]) == (False, "bad"), answer
    assert answer["error"] == (
        "the saved game is damaged: the seed stored for deck 'hand 0' is not the one this "
        "seat committed to"
    )
    assert desks[0].handle({"op": "show", "table": replies[0]["table"], "export": kept})["ok"]
