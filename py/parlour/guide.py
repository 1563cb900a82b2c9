"""The words a game's guide gives players: its rules panel and its options.

A game's ``Guide.words`` is a ``Phrasebook`` with these keys (each in
every language, which the phrasebook checks):

- ``summary.1``, ``summary.2``...: short paragraphs on the aim, the material, the seating;
- ``turn.N``: how a turn works; ``scoring.N``: how points, rounds and the game are won;
- ``decision.N``: our readings where the rulebook is silent;
- ``example.<id>``: the caption of the example ``<id>`` of ``Guide.examples``;
- ``option.<name>``, ``option.<name>.help``: an option's label and what it does;
- ``option.<name>.<value>``: a choice's label (``value`` as the CLI writes it);
  yes/no choices and numbers may leave it out.

Everything here is pure and speaks the language of ``parlour.words``.
"""

from __future__ import annotations

from parlour.core import Game, OptionSpec
from parlour.words import Phrasebook, language

PANEL = Phrasebook(
    {
        "en": {
            "turn": "How a turn works",
            "scoring": "Scoring and winning",
            "options": "Options",
            "examples": "Examples",
            "decisions": "Our decisions where the rulebook is silent",
            "none": "The rules of this game are not written up yet.",
            "yes": "Yes",
            "no": "No",
        },
        "pt": {
            "turn": "Como se joga",
            "scoring": "Pontuação e vitória",
            "options": "Opções",
            "examples": "Exemplos",
            "decisions": "As nossas decisões onde o livro de regras é omisso",
            "none": "As regras deste jogo ainda não estão escritas.",
            "yes": "Sim",
            "no": "Não",
        },
    }
)
"""The panel's own headings, the same for every game."""

_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def _esc(value: object) -> str:
    """``html.escape``, without importing ``html`` on the page's start-up path."""
    return str(value).translate(_ESCAPES)


def has(words: Phrasebook | None, key: str) -> bool:
    return words is not None and key in words.phrases["en"]


def numbered(words: Phrasebook | None, prefix: str) -> tuple[str, ...]:
    """The phrases ``prefix.1``, ``prefix.2``... up to the first one missing."""
    found: list[str] = []
    while words is not None and has(words, f"{prefix}.{len(found) + 1}"):
        found.append(words(f"{prefix}.{len(found) + 1}"))
    return tuple(found)


def value_text(value: object) -> str:
    """A choice as the CLI and the forms write it (``OptionSpec.coerce`` reads it back)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def option_label(game: Game, option: OptionSpec) -> str:
    words = game.guide.words
    key = f"option.{option.name}"
    return words(key) if words is not None and has(words, key) else option.name.replace("_", " ")


def option_help(game: Game, option: OptionSpec) -> str:
    """The option's help in the player's words; empty when the guide has none."""
    words = game.guide.words
    key = f"option.{option.name}.help"
    return words(key) if words is not None and has(words, key) else ""


def choice_label(game: Game, option: OptionSpec, value: object) -> str:
    words = game.guide.words
    key = f"option.{option.name}.{value_text(value)}"
    if words is not None and has(words, key):
        return words(key)
    if isinstance(value, bool):
        return PANEL("yes" if value else "no")
    return str(value)


def rules_html(game: Game, diagram_svgs: dict[str, str]) -> str:
    """The rules panel of ``game`` in the current language, as HTML.

    Every text is escaped.  ``diagram_svgs`` maps example ids to SVG drawn by
    the game's own renderer (trusted markup, put in as is, inside an inert
    wrapper so its click targets never act); a diagram without its SVG is left out.
    """
    words = game.guide.words
    if words is None or not has(words, "summary.1"):
        return f"<p>{_esc(PANEL('none'))}</p>"
    parts = [
        f'<article class="rules" lang="{_esc(language())}" data-game="{_esc(game.id)}">',
        f"<h2>{_esc(game.spec.title)}</h2>",
        *(f"<p>{_esc(text)}</p>" for text in numbered(words, "summary")),
        f"<h3>{_esc(PANEL('turn'))}</h3>",
        _list(numbered(words, "turn")),
        f"<h3>{_esc(PANEL('scoring'))}</h3>",
        _list(numbered(words, "scoring")),
    ]
    if game.spec.options:
        items = "".join(
            f"<dt>{_esc(option_label(game, o))}</dt><dd>{_esc(option_help(game, o))}</dd>"
            for o in game.spec.options
        )
        parts += [f"<h3>{_esc(PANEL('options'))}</h3>", f'<dl class="rules-options">{items}</dl>']
    figures = [
        f'<figure class="rules-diagram"><div class="rules-svg" inert aria-hidden="true">'
        f"{diagram_svgs[example_id]}</div><figcaption>{_esc(words(f'example.{example_id}'))}"
        "</figcaption></figure>"
        for example_id, _ in game.guide.examples
        if example_id in diagram_svgs and has(words, f"example.{example_id}")
    ]
    if figures:
        parts += [f"<h3>{_esc(PANEL('examples'))}</h3>", *figures]
    decisions = numbered(words, "decision")
    if decisions:
        parts += [
            f'<details class="rules-decisions"><summary>{_esc(PANEL("decisions"))}</summary>',
            _list(decisions),
            "</details>",
        ]
    parts.append("</article>")
    return "".join(parts)


def _list(items: tuple[str, ...]) -> str:
    return "<ul>" + "".join(f"<li>{_esc(item)}</li>" for item in items) + "</ul>"
