"""The phrasebook games use for their own texts (py/parlour/words.py)."""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil

import pytest

from parlour import words
from parlour.words import Phrasebook, speaking
from tests.support.page_text import load_text

BOOK = Phrasebook(
    {
        "en": {
            "hello": "Hello {name}",
            "tile.one": "{n} tile",
            "tile.many": "{n} tiles",
            "suits": "Clubs|Spades",
        },
        "pt": {
            "hello": "Olá {name}",
            "tile.one": "{n} peça",
            "tile.many": "{n} peças",
            "suits": "Paus|Espadas",
        },
    }
)


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


def test_one_seat_naming_function_speaks_every_language() -> None:
    """Issue 17: every game and the page name seats through parlour.words.seat_name."""
    assert words.seat_name(0) == "Player 1" and words.seat_name(2, you=True) == "Player 3 (you)"
    assert words.seat_names((0, 2)) == "Player 1 and Player 3"
    with speaking("pt"):
        assert words.seat_name(1) == "Jogador 2"
        assert words.seat_names([0, 2]) == "Jogador 1 e Jogador 3"
        assert words.seat_names([0, 2], " & ") == "Jogador 1 & Jogador 3"


def test_the_page_catalogue_follows_the_one_language_setting() -> None:
    """Issue 17: the page's texts (py/browser/text.py) are a Phrasebook too and speak the
    language parlour.words.set_language sets; there is no second setting to keep in step."""
    text = load_text("parlour_browser_text_words")
    assert not hasattr(text, "set_language") and not hasattr(text, "LANG")
    assert isinstance(text.PAGE, Phrasebook)
    assert text.t("status.loading") == "Getting the games ready…"
    with speaking("pt"):
        assert text.t("status.loading") == "A preparar os jogos…"
    assert text.t("no.such.key") == "no.such.key"


def test_a_move_told_as_advice() -> None:
    """The hint tells the person what to do: the log's "You play…" becomes "Play…" in
    English; other sentences, and Portuguese, are introduced ("Try:", "Experimente:")."""
    with speaking("en"):
        assert words.as_suggestion("You play red 5 in the middle") == "Play red 5 in the middle"
        assert (
            words.as_suggestion("You pass: no tile can be placed") == "Pass: no tile can be placed"
        )
        assert words.as_suggestion("Player 2 plays red 5") == "Try: Player 2 plays red 5"
        assert words.as_suggestion("Younger plays") == "Try: Younger plays"
    with speaking("pt"):
        assert (
            words.as_suggestion("Você joga o vermelho 5") == "Experimente: Você joga o vermelho 5"
        )
