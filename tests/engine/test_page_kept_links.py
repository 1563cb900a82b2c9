"""The page's model of the games by link a browser keeps and of a link it opens
(issue 36: "The decisions the page makes for a game by link ... are pure transitions of
the page model, tested in CPython"): ``parlour.page.kept_links`` and ``bylink.opening``."""

from __future__ import annotations

import json
import random

import pytest

from parlour.link.envelope import envelope_for, read
from parlour.link.report import Lacking, Refusal
from parlour.page import bylink
from parlour.page.bylink import Named, Others
from parlour.page.kept_links import (
    BadBackup,
    KeptGame,
    backup_text,
    first_in_index,
    kept_state,
    read_backup,
    read_index,
    read_kept,
    restore_asks,
)

from .test_page_bylink import NAMES, deliver, move, started, to_the_end, until_someone_moves


def test_a_kept_game_reads_back_as_kept_and_unreadable_text_is_none() -> None:
    desks, reports = started("punto", {"rounds_to_win": 1})
    kept = KeptGame.of(reports[1], NAMES)
    assert read_kept(kept.to_text()) == kept
    assert (kept.game, kept.seat, kept.players, kept.names) == ("punto", 1, 2, ("Ana", "Bo"))
    assert kept.messages == reports[1].count >= 1
    for damaged in (None, "", "{", "[]", '{"game": "punto"}', '{"seat": "x"}'):
        assert read_kept(damaged) is None


def test_a_kept_game_stored_before_sending_was_kept_still_reads() -> None:
    """Stores written before a field was added read with its default."""
    desks, reports = started("punto", {"rounds_to_win": 1})
    data = KeptGame.of(reports[0], NAMES).to_json()
    del data["sending"], data["last"]
    kept = read_kept(json.dumps(data))
    assert kept is not None and (kept.sending, kept.last) == (False, "")


def test_the_index_lists_the_last_used_first_and_ignores_what_does_not_read() -> None:
    assert first_in_index(["a", "b", "c"], "b") == ["b", "a", "c"]
    assert first_in_index([], "x") == ["x"]
    assert read_index('["a", 2]') == ["a", "2"]
    assert read_index("{") == [] and read_index('{"a": 1}') == [] and read_index(None) == []


def test_the_home_list_says_whose_turn_or_what_to_send() -> None:
    desks, reports = started("punto", {"rounds_to_win": 1})
    mover = until_someone_moves(desks, reports)
    assert kept_state(KeptGame.of(reports[mover], NAMES)) == ("link.kept_you", {})
    moved = move(desks, reports, mover, reports[mover].legal[0])
    sent = KeptGame.of(moved, NAMES)
    assert sent.sending and kept_state(sent) == ("link.kept_send", {"name": sent.others})
    assert sent.others == Others(("Ana", "Bo"), mover)
    other = deliver(desks, reports, mover)
    waiting = KeptGame(**{**KeptGame.of(other, NAMES).to_json(), "names": ("Ana", "Bo")})
    waiting = KeptGame(**{**waiting.__dict__, "action": "wait", "sending": False, "next": 0})
    assert kept_state(waiting) == ("link.kept_wait", {"name": Named(0)})


def test_a_backup_reads_back_and_anything_else_is_refused_in_one_line() -> None:
    desks, reports = started("punto", {"rounds_to_win": 1})
    kept = KeptGame.of(reports[1], NAMES)
    assert read_backup(backup_text(reports[1].table, kept)) == (reports[1].table, kept)
    for text in ("", "{}", '{"table": "t"}', '{"table": "t", "kept": []}', "not json"):
        with pytest.raises(BadBackup, match="not a backup of a game by link"):
            read_backup(text)


def test_an_older_backup_asks_before_it_replaces_the_newer_game() -> None:
    """A backup with fewer links than the game kept would make its later moves again
    differently: the page asks first; an equal or newer backup goes ahead."""
    desks, reports = started("punto", {"rounds_to_win": 1})
    older = KeptGame.of(reports[0], NAMES)
    mover = until_someone_moves(desks, reports)
    newer = KeptGame.of(move(desks, reports, mover, reports[mover].legal[0]), NAMES)
    if newer.seat != older.seat:
        older = KeptGame.of(reports[newer.seat], NAMES)
        older = KeptGame(**{**older.__dict__, "export": KeptGame.of(reports[0], NAMES).export})
    asked = restore_asks(newer, older)
    assert asked is not None and asked[0] == "link.restore_older"
    assert asked[1]["have"] == newer.messages > asked[1]["backup"] == older.messages
    assert restore_asks(older, newer) is None and restore_asks(None, older) is None


def test_a_link_opened_is_joined_taken_refused_or_said_to_be_ones_own() -> None:
    desks, reports = started("punto", {"rounds_to_win": 1})
    invitation = read(envelope_for(reports[0], "Ana", invitation=True).to_fragment())
    assert bylink.opening(invitation, None, (), "").kind == "join"
    mover = until_someone_moves(desks, reports)
    moved = move(desks, reports, mover, reports[mover].legal[0])
    sent = read(envelope_for(moved, NAMES[mover], False).to_fragment())
    other = 1 - mover
    assert bylink.opening(sent, None, (), "").kind == "unknown"
    assert bylink.opening(sent, mover, NAMES, "punto").kind == "own"
    assert bylink.opening(sent, other, NAMES, "casino").kind == "other_game"
    unnamed = ["", ""]
    unnamed[other] = NAMES[other]
    taken = bylink.opening(sent, other, unnamed, "punto")
    assert taken == bylink.Opening("take", tuple(NAMES))  # the name the link brought


def test_a_refusal_is_said_in_the_page_words_with_the_check_line() -> None:
    refused = bylink.refusal(Refusal("damaged", "checksum"), 2)
    assert refused == ("link.refused", {"reason": ("link.why.damaged", {}), "detail": "checksum"})
    assert bylink.refusal(Lacking(4, 1, "x"), 2) == ("link.missing", {"name": Named(1)})
    group = bylink.refusal(Lacking(4, 2, "x"), 3)
    assert group == ("link.missing_group", {"name": Named(2), "number": 5})
    assert bylink.own_link(2, 0, NAMES) == ("link.own", {"name": Named(1)})
    assert bylink.own_link(3, 0, NAMES) == ("link.own_group", {})


def test_a_finished_game_in_the_list_says_who_won() -> None:
    """Issue 36's phone walk: after Play again the list held two "Punto with Ana", the
    finished game and the new one; the finished one says so, and who won, from each side
    (and so it reads back from storage)."""
    desks, reports = started("punto", {"rounds_to_win": 1})
    to_the_end(desks, reports, random.Random(3))
    winner = reports[0].winners[0]
    won, lost = (
        read_kept(KeptGame.of(reports[seat], NAMES).to_text()) for seat in (winner, 1 - winner)
    )
    assert won is not None and lost is not None
    assert kept_state(won) == ("link.kept_you_won", {})
    assert kept_state(lost) == ("link.kept_won_one", {"names": (Named(winner),)})


def test_a_finished_game_kept_before_its_winners_were_kept_still_says_finished() -> None:
    desks, reports = started("punto", {"rounds_to_win": 1})
    to_the_end(desks, reports, random.Random(3))
    data = KeptGame.of(reports[0], NAMES).to_json()
    del data["winners"]
    kept = read_kept(json.dumps(data))
    assert kept is not None and kept_state(kept) == ("link.kept_over", {})
    drawn = KeptGame(**{**kept.__dict__, "winners": ()})
    assert kept_state(drawn) == ("link.kept_drawn", {})
