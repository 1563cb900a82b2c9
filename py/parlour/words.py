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

from collections.abc import Iterator, Mapping
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

    def seq(self, key: str) -> tuple[str, ...]:
        """A list phrase written with ``|`` between items (ranks, suits...)."""
        return tuple(self(key).split("|"))


SEATS = Phrasebook(
    {
        "en": {
            "seat": "Player {n}",
            "seat.you": "Player {n} (you)",
            "seat.computer": "Computer {n}",
            "and": " and ",
        },
        "pt": {
            "seat": "Jogador {n}",
            "seat.you": "Jogador {n} (você)",
            "seat.computer": "Computador {n}",
            "and": " e ",
        },
    }
)
"""How every game and the page name a seat: seat 0 is "Player 1"."""


def seat_name(seat: int, you: bool = False, computer: bool = False) -> str:
    """ "Player 1" for seat 0 ("Player 1 (you)", "Computer 1"), in the current language."""
    return SEATS("seat.computer" if computer else "seat.you" if you else "seat", n=seat + 1)


def seat_names(seats: tuple[int, ...] | list[int], joiner: str | None = None) -> str:
    """The seats' names joined by ``joiner``, by default the language's "and"."""
    return (SEATS("and") if joiner is None else joiner).join(seat_name(s) for s in seats)
