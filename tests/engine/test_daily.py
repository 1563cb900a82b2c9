"""parlour.learn.daily (issue 38, "The daily deal"): the deal of the day, its result link, the streak."""

from __future__ import annotations

import base64
import hashlib
from datetime import date, datetime, timedelta, timezone
from functools import cache

import pytest

from parlour import registry, words
from parlour.ai import make_bot
from parlour.learn.daily import (
    DRAWN,
    LOST,
    WON,
    BadResult,
    DailyDeal,
    DailyResult,
    best_streak,
    check_result,
    daily_deal,
    daily_deals,
    daily_seed,
    last_days,
    open_result,
    read_payload,
    result_of,
    result_payload,
    share_line,
    streak,
    utc_day,
    variants,
)
from parlour.record import Record

DAY = date(2026, 12, 6)


@cache
def played(game_id: str, variant: str = "") -> tuple[Record, DailyResult]:
    """The day's deal played to its end: a greedy person against a random computer."""
    deal = daily_deal(game_id, DAY, variant)
    game = registry.get(game_id)
    record = deal.record()
    state = record.initial_state()
    bots = (make_bot("easy", 1), make_bot("random", 2))
    while state.current_player is not None:
        seat = state.current_player
        move = bots[seat].choose(game, state.view(seat))
        record, state = record.with_move(str(move)), game.play(state, move)
    return record, result_of(deal, record)


def test_the_same_day_and_game_give_the_same_deal_and_the_next_day_another() -> None:
    """Issue: "the same for every player on that calendar day (UTC), derived from the date
    and the game"; "a different one the next day"."""
    for deal in daily_deals(DAY):
        again = daily_deal(deal.game, DAY, deal.variant)
        assert again == deal
        assert again.record().initial_state() == deal.record().initial_state()
        tomorrow = daily_deal(deal.game, DAY + timedelta(days=1), deal.variant)
        assert tomorrow.seed != deal.seed
        assert tomorrow.record().initial_state() != deal.record().initial_state()


def test_the_seed_is_the_documented_sha256() -> None:
    """docs/review-and-daily.md: the first 63 bits of SHA-256 of
    "parlour-daily/1|<game>|<variant>|<YYYY-MM-DD>", recomputed with hashlib alone."""
    digest = hashlib.sha256(b"parlour-daily/1|colomino|domino|2026-12-06").digest()
    assert daily_seed("colomino", "domino", DAY) == int.from_bytes(digest[:8], "big") >> 1
    assert daily_deal("colomino", DAY, "domino").seed == daily_seed("colomino", "domino", DAY)


def test_every_game_and_variant_has_a_deal_against_the_same_computer() -> None:
    """Issue: "Each game (and each Colomino variant) has a deal of the day ... everyone plays
    the same cards against the same computer level"."""
    deals = daily_deals(DAY)
    expected = [(g.id, v) for g in registry.all_games() for v in variants(g)]
    assert [(d.game, d.variant) for d in deals] == expected
    assert {d.game for d in deals} == {g.id for g in registry.all_games()}
    assert len({d.seed for d in deals}) == len(deals)
    assert {(d.players, d.seats, d.level) for d in deals} == {(2, ("human", "hard"), "hard")}
    assert all(d.bot_seed == d.seed for d in deals)
    for deal in deals:
        if deal.variant:
            assert deal.options["variant"] == deal.variant
    with pytest.raises(BadResult):
        daily_deal("punto", DAY, "sideways")


def test_the_shared_line_holds_no_spoiler() -> None:
    """Issue: "a short line of text with a link and no spoiler ("Parlour Casino, deal of 6
    Dec: won 14–7 ...")": the game, the day and the score, and no move or card."""
    record, result = played("casino")
    line = share_line(result)
    mine, theirs = result.scores
    verb = {WON: "won", LOST: "lost", DRAWN: "drew"}[result.result]
    assert line.text == f"Parlour Casino, deal of 6 Dec: {verb} {mine}\u2013{theirs}"
    notations = set(record.moves)
    cards = {part for move in record.moves for part in move.replace(",", " ").split()}
    cards -= {"x", "t", "b", "on"} | {str(n) for n in range(40)}
    assert not any(card in line.text for card in cards if len(card) > 1)
    assert not any(notation in line.text for notation in notations)
    with words.speaking("pt"):
        assert share_line(result).text.startswith("Parlour Casino, jogo do dia 6 dez: ")


def test_a_variant_is_named_in_the_line() -> None:
    _, result = played("colomino", "domino")
    assert share_line(result).text.startswith("Parlour Colomino Domino, deal of 6 Dec: ")


@pytest.mark.parametrize("game_id", ["punto", "casino", "cardino", "colomino"])
def test_the_result_link_round_trips_and_checks_the_score(game_id: str) -> None:
    """Issue: "the link carries your moves (compactly), so the friend's page replays your
    game on the day's deal and shows your score as checked, not claimed"."""
    record, result = played(game_id, "sideways" if game_id == "colomino" else "")
    payload = result_payload(result)
    assert len(payload) < 400  # a whole game in a chat message
    assert read_payload(payload) == result
    checked = open_result("#" + payload)
    assert checked.record.moves == record.moves
    assert checked.result.scores == result.scores


def refusal(payload: str) -> str:
    with pytest.raises(BadResult) as refused:
        open_result(payload)
    message = str(refused.value)
    assert "\n" not in message
    return message


def test_an_altered_or_damaged_result_link_is_refused_in_one_line() -> None:
    """Issue: "A damaged or altered result link is refused with one line"; "a result link
    whose moves or score were altered is refused"."""
    _, result = played("punto")
    payload = result_payload(result)
    flipped = payload[:-3] + ("A" if payload[-3] != "A" else "B") + payload[-2:]
    assert "damaged" in refusal(flipped)
    assert "damaged" in refusal(payload[:-6])
    assert "not a Parlour daily result" in refusal("g2.abc")

    mine, theirs = result.scores
    claimed = DailyResult(result.deal, result.moves, (mine + 1, theirs), result.result)
    assert "score does not match" in refusal(result_payload(claimed))
    boasted = DailyResult(result.deal, result.moves, result.scores, DRAWN)
    assert "score does not match" in refusal(result_payload(boasted))

    out_of_range = DailyResult(result.deal, (*result.moves[:5], 999), result.scores, result.result)
    assert "move 6 is not a legal move" in refusal(result_payload(out_of_range))
    assert "does not end" in refusal(result_payload(_with_moves(result, result.moves[:-1])))
    over = _with_moves(result, (*result.moves, 0))
    assert "after the game's end" in refusal(result_payload(over))


def _with_moves(result: DailyResult, moves: tuple[int, ...]) -> DailyResult:
    return DailyResult(result.deal, moves, result.scores, result.result)


def test_another_move_in_the_link_is_refused() -> None:
    """A move of the link changed: as the bytes were sent, the checksum refuses it; made
    anew by someone who recomputed the checksum, the replay refuses any game that does not
    end with the score claimed (here the winning last card
    put where it does not end the game)."""
    record, result = played("punto")
    payload = result_payload(result)
    raw = bytearray(base64.urlsafe_b64decode(payload[3:] + "=" * (-len(payload[3:]) % 4)))
    raw[-5] ^= 1  # the last move's index, just before the checksum
    sent = "d1." + base64.urlsafe_b64encode(bytes(raw)).decode().rstrip("=")
    assert "damaged" in refusal(sent)

    game = registry.get("punto")
    last = record.states()[-2]
    others = [
        index
        for index, move in enumerate(last.legal_moves())
        if index != result.moves[-1] and not game.play(last, move).is_over
    ]
    assert others
    for index in others:
        altered = _with_moves(result, (*result.moves[:-1], index))
        assert "does not end" in refusal(result_payload(altered))


def test_a_result_on_another_days_deal_is_refused() -> None:
    _, result = played("casino")
    tomorrow = daily_deal("casino", DAY + timedelta(days=1))
    moved = DailyResult(tomorrow, result.moves, result.scores, result.result)
    with pytest.raises(BadResult):
        check_result(moved)


def test_a_record_of_another_deal_is_not_a_daily_result() -> None:
    record, _ = played("punto")
    deal = daily_deal("punto", DAY)
    other = DailyDeal(DAY, "punto", "", 2, deal.options, deal.seed + 1)
    with pytest.raises(BadResult, match="not the deal of the day"):
        result_of(other, record)
    with pytest.raises(BadResult, match="not over"):
        result_of(deal, record.truncated(3))


def test_the_streak_counts_days_played_in_a_row() -> None:
    """Issue: "Your result is kept in this browser, with your streak of days played"."""
    today = DAY
    days = [today - timedelta(days=n) for n in (0, 1, 2, 4, 5, 6, 7)]
    assert streak(days, today) == 3
    assert streak(days[1:], today) == 2  # today's deal not played yet: the streak holds
    assert streak(days[2:], today) == 0  # yesterday missed: it is broken
    assert streak([], today) == 0
    assert best_streak(days) == 4
    assert best_streak([]) == 0
    assert streak([today, today, today], today) == 1


def test_the_day_is_the_utc_day() -> None:
    late_in_sao_paulo = datetime(2026, 12, 6, 23, 30, tzinfo=timezone(timedelta(hours=-3)))
    assert utc_day(late_in_sao_paulo) == date(2026, 12, 7)
    assert last_days(DAY, 3) == (DAY, date(2026, 12, 5), date(2026, 12, 4))
