"""The deal of the day (issue 38): one deal per game and variant per UTC day, the same for
everyone, and a result that proves itself.

The deal's seed is derived from the day and the game alone (``daily_seed``), so anyone
can derive it: it is for fun, not a ranking.  A result travels as a compact link payload
(``result_payload``) holding every move of the game, the person's and the computer's, as
indices into the legal moves at each ply; a friend's page replays them on the day's deal
and accepts the result only if the moves are legal and the game ends with the score and
result the payload claims (``open_result``).  The computer's moves travel in the link
because a search on the site is capped in seconds, so it does not replay alike on every
machine.  docs/review-and-daily.md says it all in full.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Any

from parlour import registry
from parlour.core import Game, GameState, ParlourError
from parlour.record import Record
from parlour.words import Phrasebook

DAILY_VERSION = "parlour-daily/1"
DAILY_LEVEL = "hard"
"""The computer every daily deal is played against."""
DAILY_PLAYERS = 2
"""A daily deal is one person against the computer, where the game allows two."""
DAILY_SEAT = 0
"""The person's seat: the same for everyone, so results compare."""
VARIANT_OPTION = "variant"
"""A game with an option of this name has a deal of the day for each of its values."""

RESULT_PREFIX = "d1."
PAYLOAD_VERSION = 1
MAX_PAYLOAD_CHARS = 4_000
CHECK_BYTES = 4
LOST, WON, DRAWN = 0, 1, 2


class BadResult(ParlourError):
    """A daily result link that is damaged, altered, or does not match the day's deal."""


# -- the deal ---------------------------------------------------------------------------
@dataclass(frozen=True)
class DailyDeal:
    """The deal of ``day`` for one game (and variant, "" for a game without variants)."""

    day: date
    game: str
    variant: str
    players: int
    options: dict[str, Any]
    seed: int

    @property
    def level(self) -> str:
        return DAILY_LEVEL

    @property
    def seat(self) -> int:
        return DAILY_SEAT

    @property
    def bot_seed(self) -> int:
        """The computer's seed on the page: the deal's own, so that the same moves meet the
        same replies wherever the search's iterations, not its time cap, bound it.  Results
        do not rely on it: the link carries the computer's moves (module docstring)."""
        return self.seed

    @property
    def seats(self) -> tuple[str, ...]:
        """Who sits where: the person, and the computer in every other seat."""
        return tuple("human" if s == DAILY_SEAT else DAILY_LEVEL for s in range(self.players))

    def record(self) -> Record:
        """The record before the first move: the page starts the game from it."""
        return Record.start(self.game, self.players, self.options, self.seed, self.seats)


def daily_seed(game_id: str, variant: str, day: date) -> int:
    """The first 63 bits of SHA-256 of "parlour-daily/1|<game>|<variant>|<YYYY-MM-DD>"."""
    text = f"{DAILY_VERSION}|{game_id}|{variant}|{day.isoformat()}"
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big") >> 1


def variants(game: Game) -> tuple[str, ...]:
    """The variants with a deal of their own: the values of the game's "variant" option
    that two can play (or ("",) for a game without one)."""
    for option in game.spec.options:
        if option.name == VARIANT_OPTION:
            return tuple(str(v) for v in option.choices if _players_for(game, str(v)))
    return ("",)


def _players_for(game: Game, variant: str) -> int | None:
    counts: tuple[int, ...] = game.spec.player_counts
    if variant:
        counts = game.spec.players_for(game.spec.option(VARIANT_OPTION), variant)
    if DAILY_PLAYERS in counts:
        return DAILY_PLAYERS
    return min((n for n in counts if n > 1), default=None)


def daily_deal(game_id: str, day: date, variant: str = "") -> DailyDeal:
    """The deal of ``day`` for a game and variant; ParlourError names a bad one."""
    game = registry.get(game_id)
    if variant not in variants(game):
        raise BadResult(f"{game.spec.title} has no daily deal {variant!r}")
    players = _players_for(game, variant)
    assert players is not None, "variants() lists only variants two or more can play"
    options = game.spec.resolve_options({VARIANT_OPTION: variant} if variant else {})
    return DailyDeal(day, game_id, variant, players, options, daily_seed(game_id, variant, day))


def daily_deals(day: date) -> tuple[DailyDeal, ...]:
    """Every deal of ``day``, game by game in the menu's order, variants in their order."""
    return tuple(
        daily_deal(game.id, day, variant)
        for game in registry.all_games()
        for variant in variants(game)
    )


def utc_day(moment: datetime | None = None) -> date:
    """The UTC calendar day of ``moment`` (now if None): the day whose deal is played."""
    return (moment or datetime.now(UTC)).astimezone(UTC).date()


def utc_day_of(milliseconds: float) -> date:
    """The UTC day of a JavaScript time (``Date.now()``), for the page."""
    return datetime.fromtimestamp(milliseconds / 1000, UTC).date()


def last_days(today: date, count: int) -> tuple[date, ...]:
    """Today and the days before it, newest first: the home card's list of past deals."""
    return tuple(today - timedelta(days=back) for back in range(count))


# -- the result ---------------------------------------------------------------------------
@dataclass(frozen=True)
class DailyResult:
    """A finished daily game: the deal, every move as an index into the legal moves of its
    ply (both seats'), the final scores by seat, and how it went for the person."""

    deal: DailyDeal
    moves: tuple[int, ...]
    scores: tuple[int, ...]
    result: int
    """LOST, WON or DRAWN, for the person's seat."""

    @property
    def won(self) -> bool:
        return self.result == WON


def result_of(deal: DailyDeal, record: Record) -> DailyResult:
    """The result of a finished record of ``deal``; BadResult if it is not one."""
    made = (record.game, record.seed, record.players, record.options)
    if made != (deal.game, deal.seed, deal.players, deal.options):
        raise BadResult("the game is not the deal of the day")
    states = record.states()
    outcome = states[-1].outcome
    if outcome is None:
        raise BadResult("the game is not over")
    indices = tuple(
        _index(state, notation) for state, notation in zip(states, record.moves, strict=False)
    )
    return DailyResult(deal, indices, _scores(outcome.scores), _result(states[-1], deal.seat))


def _index(state: GameState, notation: str) -> int:
    return [str(move) for move in state.legal_moves()].index(notation)


def _scores(scores: tuple[float, ...]) -> tuple[int, ...]:
    return tuple(round(score) for score in scores)


def _result(state: GameState, seat: int) -> int:
    outcome = state.outcome
    assert outcome is not None
    if outcome.is_draw:
        return DRAWN
    return WON if seat in outcome.winners else LOST


# -- the result link's payload ----------------------------------------------------------------
def result_payload(result: DailyResult) -> str:
    """The fragment (without '#') that carries ``result``: "d1." and URL-safe base64
    (unpadded) of the bytes docs/review-and-daily.md lays out, ending in their CRC-32."""
    deal = result.deal
    game = registry.get(deal.game)
    body = bytearray([PAYLOAD_VERSION])
    for text in (deal.game, deal.variant, game.spec.rules_version):
        _put_text(body, text)
    _put_varint(body, deal.day.toordinal())
    _put_varint(body, result.result)
    _put_varint(body, len(result.scores))
    for score in result.scores:
        _put_varint(body, _zigzag(score))
    _put_varint(body, len(result.moves))
    for index in result.moves:
        _put_varint(body, index)
    body += zlib.crc32(bytes(body)).to_bytes(CHECK_BYTES, "big")
    return RESULT_PREFIX + base64.urlsafe_b64encode(bytes(body)).decode("ascii").rstrip("=")


def read_payload(fragment: str) -> DailyResult:
    """The result a payload claims, read but not yet replayed; BadResult if damaged."""
    fragment = fragment.strip().lstrip("#")
    if not fragment.startswith(RESULT_PREFIX):
        raise BadResult("the link is not a Parlour daily result")
    text = fragment[len(RESULT_PREFIX) :]
    if len(text) > MAX_PAYLOAD_CHARS:
        raise BadResult("the daily result link is too long")
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise BadResult("the daily result link is damaged: it cannot be decoded") from None
    body, check = raw[:-CHECK_BYTES], raw[-CHECK_BYTES:]
    if len(raw) <= CHECK_BYTES or zlib.crc32(body).to_bytes(CHECK_BYTES, "big") != check:
        raise BadResult("the daily result link is damaged: its checksum does not match")
    return _Reader(body).result()


class _Reader:
    """The fields of a payload in order; BadResult where one is missing or wrong."""

    def __init__(self, body: bytes) -> None:
        self.body = body
        self.at = 0

    def result(self) -> DailyResult:
        if self.byte() != PAYLOAD_VERSION:
            raise BadResult("the daily result link is of a version this site cannot read")
        game_id, variant, rules = self.text(), self.text(), self.text()
        try:
            game = registry.get(game_id)
        except ParlourError:
            raise BadResult(
                f"the daily result is for a game this site lacks: {game_id!r}"
            ) from None
        if rules != game.spec.rules_version:
            raise BadResult("the daily result was played under other rules than this site's")
        try:
            day = date.fromordinal(self.varint())
        except (ValueError, OverflowError):
            raise BadResult("the daily result link's day is not a date") from None
        deal = daily_deal(game_id, day, variant)
        result = self.varint()
        scores = tuple(_unzigzag(self.varint()) for _ in range(self.count(deal.players)))
        moves = tuple(self.varint() for _ in range(self.count(MAX_PAYLOAD_CHARS)))
        if self.at != len(self.body):
            raise BadResult("the daily result link is damaged: it has bytes left over")
        return DailyResult(deal, moves, scores, result)

    def byte(self) -> int:
        if self.at >= len(self.body):
            raise BadResult("the daily result link is damaged: it is cut short")
        self.at += 1
        return self.body[self.at - 1]

    def varint(self) -> int:
        value, shift = 0, 0
        while True:
            byte = self.byte()
            value |= (byte & 0x7F) << shift
            if byte < 0x80:
                return value
            shift += 7
            if shift > 63:
                raise BadResult("the daily result link is damaged: a number is too long")

    def count(self, most: int) -> int:
        count = self.varint()
        if count > most:
            raise BadResult("the daily result link is damaged: a count is too large")
        return count

    def text(self) -> str:
        length = self.count(40)
        raw = bytes(self.byte() for _ in range(length))
        try:
            return raw.decode("ascii")
        except UnicodeDecodeError:
            raise BadResult("the daily result link is damaged: a name is not text") from None


def _put_varint(body: bytearray, value: int) -> None:
    """LEB128: seven bits a byte, low bits first, the top bit set on all but the last."""
    while True:
        low = value & 0x7F
        value >>= 7
        if value:
            body.append(low | 0x80)
        else:
            body.append(low)
            return


def _put_text(body: bytearray, text: str) -> None:
    raw = text.encode("ascii")
    _put_varint(body, len(raw))
    body += raw


def _zigzag(value: int) -> int:
    """Signed to unsigned so a small negative score stays one byte (Cardino's net scores)."""
    return value * 2 if value >= 0 else -value * 2 - 1


def _unzigzag(value: int) -> int:
    return value // 2 if value % 2 == 0 else -(value + 1) // 2


@dataclass(frozen=True)
class Checked:
    """A result replayed on its day's deal: the claim holds; ``record`` is the game, for
    the friend's page to show or replay."""

    result: DailyResult
    record: Record


def check_result(result: DailyResult) -> Checked:
    """Replay the moves on the day's deal; BadResult names the first thing that fails."""
    game = registry.get(result.deal.game)
    record = result.deal.record()
    state = game.initial_state(record.players, record.options, record.seed)
    for number, index in enumerate(result.moves, start=1):
        if state.is_over:
            raise BadResult(f"the daily result has moves after the game's end (move {number})")
        moves = state.legal_moves()
        if index >= len(moves):
            raise BadResult(f"the daily result's move {number} is not a legal move of its deal")
        record = record.with_move(str(moves[index]))
        state = game.play(state, moves[index])
    outcome = state.outcome
    if outcome is None:
        raise BadResult("the daily result's game does not end: moves are missing")
    if _scores(outcome.scores) != result.scores or _result(state, DAILY_SEAT) != result.result:
        raise BadResult("the daily result's score does not match its moves")
    return Checked(result, record)


def open_result(fragment: str) -> Checked:
    """A friend's result link read and checked: the one call the page makes."""
    return check_result(read_payload(fragment))


# -- what is shared, and the streak ---------------------------------------------------------
WORDS = Phrasebook(
    {
        "en": {
            "months": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
            "day": "{day} {month}",
            "share.won": "Parlour {game}, deal of {date}: won {score}",
            "share.lost": "Parlour {game}, deal of {date}: lost {score}",
            "share.drawn": "Parlour {game}, deal of {date}: drew {score}",
        },
        "pt": {
            "months": "jan fev mar abr mai jun jul ago set out nov dez",
            "day": "{day} {month}",
            "share.won": "Parlour {game}, jogo do dia {date}: ganhei {score}",
            "share.lost": "Parlour {game}, jogo do dia {date}: perdi {score}",
            "share.drawn": "Parlour {game}, jogo do dia {date}: empatei {score}",
        },
    }
)
"""The shared line's words, in the current language (``parlour.words.set_language``)."""


@dataclass(frozen=True)
class ShareLine:
    """The shared line as a key and its values, for a page that has its own catalogue; the
    values hold no move or card: only the game, the day and the score."""

    key: str
    game: str
    date: str
    score: str

    @property
    def text(self) -> str:
        return WORDS(self.key, game=self.game, date=self.date, score=self.score)


def day_label(day: date) -> str:
    """ "6 Dec" ("6 dez"), in the current language."""
    month = WORDS("months").split()[day.month - 1]
    return WORDS("day", day=day.day, month=month)


def share_line(result: DailyResult, game_name: str | None = None) -> ShareLine:
    """The spoiler-free line: the game, the day and the score, the person's first.  The
    page may pass the game's name as its players read it (a variant's name)."""
    deal = result.deal
    name = game_name or " ".join(
        filter(None, (registry.get(deal.game).spec.title, deal.variant.capitalize()))
    )
    mine = result.scores[deal.seat]
    others = [score for seat, score in enumerate(result.scores) if seat != deal.seat]
    score = "\u2013".join(str(s) for s in (mine, *others))
    key = {WON: "share.won", LOST: "share.lost", DRAWN: "share.drawn"}[result.result]
    return ShareLine(key, name, day_label(deal.day), score)


def streak(days: Iterable[date], today: date) -> int:
    """Days played in a row up to today, or up to yesterday while today's is not played
    yet (a streak is lost only once a whole day passes without a deal played)."""
    played = set(days)
    day = today if today in played else today - timedelta(days=1)
    count = 0
    while day in played:
        count += 1
        day -= timedelta(days=1)
    return count


def best_streak(days: Iterable[date]) -> int:
    """The longest run of days played in a row."""
    played = set(days)
    return max(
        (_run_from(day, played) for day in played if day - timedelta(days=1) not in played),
        default=0,
    )


def _run_from(day: date, played: set[date]) -> int:
    count = 0
    while day in played:
        count += 1
        day += timedelta(days=1)
    return count
