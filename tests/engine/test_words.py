"""The phrasebook games use for their own texts (py/parlour/words.py)."""

from __future__ import annotations

import importlib
import pkgutil

import pytest

from parlour import words
from parlour.words import Phrasebook, speaking

BOOK = Phrasebook({
    "en": {"hello": "Hello {name}", "tile.one": "{n} tile", "tile.many": "{n} tiles",
           "suits": "Clubs|Spades"},
    "pt": {"hello": "Olá {name}", "tile.one": "{n} peça", "tile.many": "{n} peças",
           "suits": "Paus|Espadas"},
})


def test_the_current_language_chooses_the_phrase() -> None:
    assert BOOK("hello", name="Ana") == "Hello Ana"
    with speaking("pt"):
        assert BOOK("hello", name="Ana") == "Olá Ana"
        assert BOOK.seq("suits") == ("Paus", "Espadas")
    assert words.language() == "en"  # restored after the block


def test_count_picks_one_or_many() -> None:
    assert BOOK.count(1, "tile") == "1 tile"
    assert BOOK.count(0, "tile") == "0 tiles"
    with speaking("pt"):
        assert BOOK.count(3, "tile") == "3 peças"


def test_an_unknown_language_falls_back_to_english() -> None:
    with speaking("xx"):
        assert words.language() == "en"
        assert BOOK("hello", name="Bo") == "Hello Bo"


def test_a_translation_missing_a_key_fails_at_import_time() -> None:
    with pytest.raises(ValueError, match="missing \\['b'\\]"):
        Phrasebook({"en": {"a": "A", "b": "B"}, "pt": {"a": "A"}})


def test_every_game_package_has_a_phrasebook_in_both_languages() -> None:
    import parlour.games
    packages = [info.name for info in pkgutil.iter_modules(parlour.games.__path__) if info.ispkg]
    assert len(packages) >= 4
    for name in packages:
        book = importlib.import_module(f"parlour.games.{name}.words").SAY
        assert set(book.phrases) == set(words.LANGUAGES), name
