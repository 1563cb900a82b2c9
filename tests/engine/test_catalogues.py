"""The UI catalogues, each game's guide (rules panel, option words) and its example diagrams.

``py/browser`` is not a package on the path, so its modules are loaded from
their files; loading ``text.py`` this way also checks that it imports
without PyScript.
"""

from __future__ import annotations

import re
import string
import sys
import xml.etree.ElementTree as ET
from dataclasses import replace

import pytest

from parlour import examples, registry
from parlour.core import Game, Guide, Highlights
from parlour.examples import example_ids, example_svgs
from parlour.guide import choice_label, has, numbered, option_help, option_label, rules_html
from parlour.words import Phrasebook, speaking
from tests.support.page_text import load_text, load_text_pt
from tests.support.toy_game import TOY_GAME

text = load_text()
text_pt = load_text_pt()

GAME_IDS = [game.id for game in registry.all_games()]
LANGS = ("en", "pt")


def _placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


# --- the UI catalogue ----------------------------------------------------------------


def test_text_imports_without_pyscript() -> None:
    assert "pyscript" not in sys.modules
    assert "js" not in sys.modules
    assert text.TEXT["en"]


def test_text_offers_the_portuguese_catalogue() -> None:
    if "pt" in text.TEXT:  # text.py picks text_pt up when it is there
        assert text.TEXT["pt"] == text_pt.PT


def test_portuguese_has_exactly_the_english_keys() -> None:
    english = set(text.TEXT["en"])
    portuguese = set(text_pt.PT)
    assert english - portuguese == set(), "missing in text_pt.PT"
    assert portuguese - english == set(), "not in TEXT['en'] (stale?)"


@pytest.mark.parametrize("key", sorted(text.TEXT["en"]))
def test_portuguese_keeps_the_placeholders(key: str) -> None:
    english = text.TEXT["en"][key]
    portuguese = text_pt.PT.get(key, "")
    assert portuguese.strip(), f"{key} is empty"
    assert _placeholders(portuguese) == _placeholders(english), key
    values = {name: "x" for name in _placeholders(english)}
    portuguese.format(**values)  # no stray braces


# --- each game's guide -----------------------------------------------------------------

GAMES = [registry.get(game_id) for game_id in GAME_IDS]


def _ids(game: Game) -> str:
    return game.id


@pytest.mark.parametrize("game", GAMES, ids=_ids)
@pytest.mark.parametrize("lang", LANGS)
def test_every_game_has_rules_in_both_languages(game: Game, lang: str) -> None:
    words = game.guide.words
    assert words is not None and lang in words.phrases
    with speaking(lang):
        parts = [numbered(words, part) for part in ("summary", "turn", "scoring", "decision")]
        assert all(parts[:3]), "summary, turn and scoring each need a paragraph"
        assert all(text.strip() for part in parts for text in part)
        for example_id in example_ids(game):
            assert words(f"example.{example_id}").strip(), example_id


RAW_OR_INTERNAL = ("(D", "rulebook", "livro de regras", "pagat", "_", "next-turn", "no-trail")
"""What a player must not read in the setup: decision numbers, rulebook names, raw values."""


@pytest.mark.parametrize("game", GAMES, ids=_ids)
@pytest.mark.parametrize("lang", LANGS)
def test_every_option_is_in_the_players_words(game: Game, lang: str) -> None:
    """Issue 14: every option label, value and help text in both languages, no internal notes."""
    with speaking(lang):
        for option in game.spec.options:
            label, help_text = option_label(game, option), option_help(game, option)
            assert has(game.guide.words, f"option.{option.name}"), option.name
            assert label.strip() and help_text.strip(), option.name
            values = [choice_label(game, option, value) for value in option.choices]
            for value, shown in zip(option.choices, values):
                if isinstance(value, str):
                    assert shown != value, f"{option.name}: the raw value {value!r} is shown"
            for text in (label, help_text, *values):
                assert not [bad for bad in RAW_OR_INTERNAL if bad in text], (option.name, text)


@pytest.mark.parametrize("game", GAMES, ids=_ids)
def test_portuguese_option_labels_differ_from_english(game: Game) -> None:
    for option in game.spec.options:
        with speaking("en"):
            english = option_label(game, option)
        with speaking("pt"):
            assert option_label(game, option) != english, option.name


def test_rules_html_escapes_text() -> None:
    words = Phrasebook(
        {
            "en": {
                "summary.1": "a < b & c",
                "turn.1": '<script>alert("x")</script>',
                "scoring.1": "'quoted'",
                "decision.1": "<u>d</u>",
                "example.svg-1": "<em>caption</em>",
                "option.size": "<i>label</i>",
                "option.size.help": "1 > 0",
            }
        }
    )
    guide = Guide(words=words, examples=(("svg-1", TOY_GAME.guide.examples[0][1]),))
    game = replace(TOY_GAME, spec=replace(TOY_GAME.spec, title="<b>Title</b>"), guide=guide)
    page = rules_html(game, {"svg-1": "<svg><g/></svg>"})
    for raw in ("<b>", "<script>", "<i>", "<u>", "<em>", "a < b"):
        assert raw not in page
    assert "&lt;script&gt;" in page and "a &lt; b &amp; c" in page and "1 &gt; 0" in page
    assert "<svg><g/></svg>" in page  # trusted renderer output goes in as is


@pytest.mark.parametrize("game", GAMES, ids=_ids)
@pytest.mark.parametrize("lang", LANGS)
def test_rules_html_is_well_formed(game: Game, lang: str) -> None:
    svgs = example_svgs(game)
    with speaking(lang):
        page = rules_html(game, svgs)
    ET.fromstring(page.replace("inert ", 'inert="" '))  # the HTML is also XML
    assert f'lang="{lang}"' in page
    for example_id in example_ids(game):
        assert svgs[example_id] in page
    for option in game.spec.options:
        assert f"<code>{option.name}</code>" not in page  # no raw option names


def test_rules_html_falls_back_to_english_and_skips_missing_diagrams() -> None:
    with speaking("xx"):
        page = rules_html(GAMES[0], {})
    assert 'lang="en"' in page and "<figure" not in page


def test_a_game_without_a_guide_says_its_rules_are_not_written() -> None:
    assert "not written up" in rules_html(replace(TOY_GAME, guide=Guide()), {})


# --- the example diagrams ------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES, ids=_ids)
def test_example_svgs_render_parseable_svg(game: Game) -> None:
    svgs = example_svgs(game)
    assert set(svgs) == set(example_ids(game)) and svgs
    for example_id, svg in svgs.items():
        root = ET.fromstring(svg)
        assert root.tag in ("svg", "{http://www.w3.org/2000/svg}svg"), example_id


@pytest.mark.parametrize("game", GAMES, ids=_ids)
def test_each_example_svg_has_ids_of_its_own(game: Game) -> None:
    """Issue 24: the rules panel shows several examples over the game's board; a reference
    to a shared id painted with the first one found, hidden or not."""
    seen: set[str] = set()
    for example_id, svg in example_svgs(game).items():
        ids = set(re.findall(r'\sid="([^"]+)"', svg))
        referred = set(re.findall(r'(?:url\(#|href="#)([^")]+)', svg))
        assert all(i.startswith(f"example-{example_id}-") for i in ids), (example_id, ids)
        assert referred <= ids, (example_id, referred - ids)
        assert not ids & seen
        seen |= ids


@pytest.mark.parametrize("game", GAMES, ids=_ids)
def test_example_svgs_are_deterministic(game: Game) -> None:
    assert example_svgs(game) == example_svgs(game)


@pytest.mark.parametrize("game", GAMES, ids=_ids)
def test_every_example_finds_the_position_it_looks_for(game: Game) -> None:
    """Moves are chosen by what they are, so each example shows its move (marked), or a
    finished game; never the plain fallback position."""
    for example_id, build in game.guide.examples:
        example = build(game)
        assert example.marked or example.state.is_over, example_id


@pytest.mark.parametrize("game", GAMES, ids=_ids)
def test_an_example_whose_move_is_never_found_still_draws(game: Game) -> None:
    example = examples.before(game, lambda state, move: False, 6)
    assert example.marked == frozenset()
    ET.fromstring(game.render(example.state.view(0), Highlights(marked=example.marked)))


@pytest.mark.parametrize(
    "value", ['<a href="x">Tom & Jerry\'s</a>', "plain", "&amp;", 7, "é<>\"'&"]
)
def test_esc_escapes_exactly_as_html_escape(value: object) -> None:
    """text.esc replaces html.escape at start-up (issue 8): same output, quotes included."""
    import html

    assert text.esc(value) == html.escape(str(value), quote=True)


# --- words a phone walk found wanting (issue 36's follow-ups) ------------------------------


def test_the_invitations_send_box_names_the_friend_when_known() -> None:
    """After Play again the page knows the friend's name (``bylink.again``) and
    ``send_words`` passes it (``Named``): the invitation's send box says it, in both
    languages ("your friend" is what ``ui_said`` names a seat without a name)."""
    for template in (text.TEXT["en"]["link.send_invite"], text_pt.PT["link.send_invite"]):
        assert "Bo" in template.format(name="Bo")


def test_the_set_up_sent_alone_says_the_cards_were_shuffled() -> None:
    """A set-up link taken, no move of this seat's: the page says what happened."""
    assert text.TEXT["en"]["link.auto_step"] == "Your device has shuffled the cards."
    assert text_pt.PT["link.auto_step"] == "O seu aparelho baralhou as cartas."


def test_the_portuguese_invitation_assumes_no_gender() -> None:
    """ "convida-o" and "como jogador" assume the friend is a man: an invitation is worded
    so it fits anyone ("envia-lhe um convite", "no lugar 2")."""
    gendered = re.compile(r"convida-o|como jogador|ao seu amigo")
    assert [key for key, words in text_pt.PT.items() if gendered.search(words)] == []
