"""The words games show players (boards, move log, outcomes), in each language.

The browser's catalogue (``py/browser/text.py``) holds the interface's
texts; a game's own texts live beside its renderer in ``words.py`` as a
``Phrasebook``, so the engine stays free of the browser and a new game
brings its words with it.  The page sets the language once with
``set_language``, like ``gettext.install``: renderers and
``describe_move`` keep the protocol's signatures, and tests can switch
language around a call with ``speaking``.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager

LANGUAGES = ("en", "pt")
"""Every language a phrasebook may hold; English is complete in each."""

_current = "en"


def set_language(code: str) -> None:
    """Speak ``code`` from now on (unknown codes fall back to English)."""
    global _current
    _current = code if code in LANGUAGES else "en"


def language() -> str:
    return _current


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Use ``code`` inside a ``with`` block, then go back to the language before it."""
    before = _current
    set_language(code)
    try:
        yield
    finally:
        set_language(before)


class Phrasebook:
    """One game's phrases by language: ``say("key", name=value)``.

    Every language must have exactly English's keys, so a missing
    translation fails when the game is imported, not in front of a player.
    """

    def __init__(self, phrases: Mapping[str, Mapping[str, str]]) -> None:
        english = set(phrases["en"])
        for code, table in phrases.items():
            if code not in LANGUAGES:
                raise ValueError(f"unknown language {code!r} in a phrasebook")
            if set(table) != english:
                missing = sorted(english - set(table))
                extra = sorted(set(table) - english)
                raise ValueError(
                    f"phrasebook {code!r} differs from English: missing {missing}, extra {extra}"
                )
        self.phrases = phrases

    def __call__(self, key: str, **values: object) -> str:
        table = self.phrases.get(_current, self.phrases["en"])
        template = table[key]
        return template.format(**values) if values else template

    def count(self, number: int, key: str, **values: object) -> str:
        """``key.one`` for 1, else ``key.many``, with ``{n}`` set to ``number``."""
        return self(f"{key}.{'one' if number == 1 else 'many'}", n=number, **values)

    def about(self, seat: int, key: str, **values: object) -> str:
        """``key.you`` when ``seat`` is the table's "You" (English says "You play", not
        "You plays"), else ``key``: a sentence whose subject is the seat."""
        return self(f"{key}.you" if is_you(seat) else key, **values)

    def seq(self, key: str) -> tuple[str, ...]:
        """A list phrase written with ``|`` between items (ranks, suits...)."""
        return tuple(self(key).split("|"))


SEATS = Phrasebook(
    {
        "en": {
            "seat": "Player {n}",
            "seat.you": "Player {n} (you)",
            "you": "You",
            "you.inside": "you",
            "computer": "Computer ({level})",
            "computer.numbered": "Computer {n} ({level})",
            "computer.short": "Computer",
            "computer.short.numbered": "Computer {n}",
            "level.random": "random",
            "level.easy": "easy",
            "level.medium": "medium",
            "level.hard": "hard",
            "and": " and ",
            "try": "Try: {move}",
        },
        "pt": {
            "seat": "Jogador {n}",
            "seat.you": "Jogador {n} (você)",
            "you": "Você",
            "you.inside": "você",
            "computer": "Computador ({level})",
            "computer.numbered": "Computador {n} ({level})",
            "computer.short": "Computador",
            "computer.short.numbered": "Computador {n}",
            "level.random": "ao acaso",
            "level.easy": "fácil",
            "level.medium": "médio",
            "level.hard": "difícil",
            "and": " e ",
            "try": "Experimente: {move}",
        },
    }
)
"""How every game and the page name a seat: seat 0 is "Player 1", or the table's name."""


class Seating:
    """Who sits at the table: each seat's kind ("human" or a level) and its name from a link.

    It names every seat once for the whole page (docs/architecture.md, Seat names):
    "You" for the one person playing against the computer, "Computer (hard)" for a
    bot (numbered among the bots when there are several), and "Player N" or the
    link's name for people sharing the device.
    """

    def __init__(
        self, kinds: Sequence[str], links: Sequence[str] = (), you: int | None = None
    ) -> None:
        for kind in kinds:  # "human" or a level of parlour.ai, which has its words here
            if kind != "human" and f"level.{kind}" not in SEATS.phrases["en"]:
                raise ValueError(f"unknown seat kind {kind!r}: human or a computer's level")
        self.kinds = tuple(kinds)
        self.links = tuple(links)
        people = [seat for seat, kind in enumerate(self.kinds) if kind == "human"]
        alone = people[0] if len(people) == 1 and len(self.kinds) > 1 else None
        self.you = alone if you is None else you  # a game by link: each seat its own "You"
        self.bots = [seat for seat, kind in enumerate(self.kinds) if kind != "human"]

    def name(self, seat: int, inside: bool = False, short: bool = False) -> str:
        """The seat's name; ``inside`` a sentence "You" is written "you"; ``short``: a
        computer's without its level ("Computer 2"), where room is scarce."""
        if seat == self.you:
            return SEATS("you.inside" if inside else "you")
        kind = self.kinds[seat] if 0 <= seat < len(self.kinds) else "human"
        if kind != "human":
            level, key = SEATS(f"level.{kind}"), "computer.short" if short else "computer"
            if len(self.bots) == 1:
                return SEATS(key, level=level)
            return SEATS(f"{key}.numbered", n=self.bots.index(seat) + 1, level=level)
        link = self.links[seat] if seat < len(self.links) else ""
        return link if link and link != f"Player {seat + 1}" else SEATS("seat", n=seat + 1)


_table: Seating | None = None


def use_seat_names(
    kinds: Sequence[str] | None, links: Sequence[str] = (), you: int | None = None
) -> None:
    """Name the seats after this table from now on (``None``: "Player N" again), as
    ``set_language`` sets the language: the page calls it when a game starts."""
    global _table
    _table = Seating(kinds, links, you) if kinds is not None else None


def table() -> Seating | None:
    return _table


@contextmanager
def seated(
    kinds: Sequence[str] | None, links: Sequence[str] = (), you: int | None = None
) -> Iterator[None]:
    """Use this table's names inside a ``with`` block, then the names before it (``you``:
    the seat named "You", where several people share the table)."""
    global _table
    before = _table
    use_seat_names(kinds, links, you)
    try:
        yield
    finally:
        _table = before


def is_you(seat: int) -> bool:
    """Whether ``seat`` is the one person at a table against the computer ("You")."""
    return _table is not None and _table.you == seat


def you_seat() -> int | None:
    return _table.you if _table is not None else None


def as_suggestion(sentence: str) -> str:
    """A move as the log tells it ("You play red 5 in the middle"), told as advice.

    In English a sentence whose subject is "You" (``Phrasebook.about``) is already the
    imperative once "You" goes: "Play red 5 in the middle".  Other sentences, and
    Portuguese, whose imperative is another form of the verb, are introduced instead:
    "Try: Player 2 plays red 5 in the middle".
    """
    you = SEATS("you") + " "
    if language() == "en" and sentence.startswith(you):
        rest = sentence[len(you) :]
        return rest[:1].upper() + rest[1:]
    return SEATS("try", move=sentence)


def computer_name(level: str) -> str:
    """ "Computer (hard)": a bot's name when it is the only one, and the setup form's choice."""
    return SEATS("computer", level=SEATS(f"level.{level}"))


def seat_name(seat: int, you: bool = False, inside: bool = False, short: bool = False) -> str:
    """The seat's name at the table in play, else "Player 1" for seat 0 (``you``: "Player 1
    (you)"); ``inside`` a sentence, the table's "You" is written "you"; ``short``: see
    ``Seating.name``."""
    if _table is not None:
        return _table.name(seat, inside, short)
    return SEATS("seat.you" if you else "seat", n=seat + 1)


def seat_names(seats: Sequence[int], joiner: str | None = None, short: bool = False) -> str:
    """The seats' names joined by ``joiner``, by default the language's "and" (``short``:
    see ``Seating.name``)."""
    return (SEATS("and") if joiner is None else joiner).join(
        seat_name(s, inside=i > 0, short=short) for i, s in enumerate(seats)
    )


def result_for_you(winners: Sequence[int]) -> str | None:
    """ "won", "lost" or "tied" for the table's one person (None without one): outcomes are
    told from their side."""
    you = you_seat()
    if you is None:
        return None
    return "tied" if not winners else "won" if you in winners else "lost"


POINTER = Phrasebook(
    {
        "en": {"click": "click", "Click": "Click", "tap": "tap", "Tap": "Tap"},
        "pt": {"click": "clique", "Click": "Clique", "tap": "toque", "Tap": "Toque"},
    }
)
"""The verb a lesson's words use for choosing on the board: a mouse clicks, a finger taps."""


def pointer_words(touch: bool) -> dict[str, str]:
    """The values of ``{click}`` and ``{Click}`` for a mouse, or for a touch screen."""
    verb = "tap" if touch else "click"
    return {"click": POINTER(verb), "Click": POINTER(verb.capitalize())}
