"""The UI catalogues, the rules panel content and its example diagrams.

``py/browser`` is not a package on the path, so its modules are loaded from
their files; loading ``text.py`` this way also checks that it imports
without PyScript.
"""

from __future__ import annotations

import importlib.util
import string
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from parlour import registry
from parlour.examples import example_ids, example_svgs

BROWSER = Path(__file__).resolve().parents[2] / "py" / "browser"


def _load(name: str) -> ModuleType:
    """Load ``py/browser/<name>.py``; its own top-level imports find their siblings."""
    spec = importlib.util.spec_from_file_location(f"parlour_browser_{name}", BROWSER / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while building
    sys.path.append(str(BROWSER))  # at the end, and only while loading: shadows nothing
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(BROWSER))
    return module


text = _load("text")
text_pt = _load("text_pt")
rules_content = _load("rules_content")

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


# --- the rules content ---------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("lang", LANGS)
def test_every_game_has_rules_in_both_languages(game_id: str, lang: str) -> None:
    rules = rules_content.RULES[game_id][lang]
    assert rules.title and rules.summary and rules.turn and rules.scoring
    texts = (*rules.summary, *rules.turn, *rules.scoring, *rules.decisions)
    assert all(part.strip() for part in texts)
    assert rules.diagrams


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("lang", LANGS)
def test_every_option_is_explained(game_id: str, lang: str) -> None:
    spec = registry.get(game_id).spec
    options = rules_content.RULES[game_id][lang].options
    assert set(options) == {option.name for option in spec.options}
    for option in options.values():
        assert option.label.strip() and option.text.strip()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_both_languages_show_the_same_diagrams(game_id: str) -> None:
    by_lang = rules_content.RULES[game_id]
    ids = [[example_id for _, example_id in by_lang[lang].diagrams] for lang in LANGS]
    assert ids[0] == ids[1]
    assert set(ids[0]) <= set(example_ids(game_id))


def test_rules_html_escapes_text() -> None:
    nasty = rules_content.RulesText(
        title="<b>Title</b>",
        summary=("a < b & c",),
        turn=('<script>alert("x")</script>',),
        scoring=("'quoted'",),
        options={"opt": rules_content.OptionText("<i>label</i>", "1 > 0")},
        decisions=("<u>d</u>",),
        diagrams=(("<em>caption</em>", "svg-1"),),
    )
    rules_content.RULES["__test__"] = {"en": nasty}
    try:
        page = rules_content.rules_html("__test__", "en", {"svg-1": "<svg><g/></svg>"})
    finally:
        del rules_content.RULES["__test__"]
    for raw in ("<b>", "<script>", "<i>", "<u>", "<em>", "a < b"):
        assert raw not in page
    assert "&lt;script&gt;" in page and "a &lt; b &amp; c" in page and "1 &gt; 0" in page
    assert "<svg><g/></svg>" in page  # trusted renderer output goes in as is


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("lang", LANGS)
def test_rules_html_is_well_formed(game_id: str, lang: str) -> None:
    svgs = example_svgs(game_id)
    page = rules_content.rules_html(game_id, lang, svgs)
    ET.fromstring(page.replace("inert ", 'inert="" '))  # the HTML is also XML
    for caption, example_id in rules_content.RULES[game_id][lang].diagrams:
        assert svgs[example_id] in page


def test_rules_html_falls_back_to_english_and_skips_missing_diagrams() -> None:
    page = rules_content.rules_html("punto", "xx", {})
    assert 'lang="en"' in page and "<figure" not in page


# --- the example diagrams ------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_example_svgs_render_parseable_svg(game_id: str) -> None:
    svgs = example_svgs(game_id)
    assert set(svgs) == set(example_ids(game_id)) and svgs
    for example_id, svg in svgs.items():
        root = ET.fromstring(svg)
        assert root.tag in ("svg", "{http://www.w3.org/2000/svg}svg"), example_id


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_example_svgs_are_deterministic(game_id: str) -> None:
    assert example_svgs(game_id) == example_svgs(game_id)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_example_whose_move_is_never_found_still_draws(game_id: str) -> None:
    from parlour import examples
    from parlour.core import Highlights

    game = registry.get(game_id)
    example = examples._before(game, lambda state, move: False, 6)
    assert example.marked == frozenset()
    ET.fromstring(game.render(example.state.view(0), Highlights(marked=example.marked)))


@pytest.mark.parametrize("value", ['<a href="x">Tom & Jerry\'s</a>', "plain", "&amp;", 7, "é<>\"'&"])
def test_esc_escapes_exactly_as_html_escape(value: object) -> None:
    """text.esc replaces html.escape at start-up (issue 8): same output, quotes included."""
    import html

    assert text.esc(value) == html.escape(str(value), quote=True)
