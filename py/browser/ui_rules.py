"""The rules panel: each game's rules (rules_content.py) with diagrams drawn by its renderer."""

from __future__ import annotations

from dom import el, esc
from text import t

_DIAGRAMS: dict[str, dict[str, str]] = {}
"""Example SVGs per game, drawn once: they do not depend on the language."""


def diagrams(game_id: str) -> dict[str, str]:
    if game_id not in _DIAGRAMS:
        try:
            from parlour.examples import example_svgs

            _DIAGRAMS[game_id] = example_svgs(game_id)
        except Exception:  # noqa: BLE001 - the rules read well without pictures
            _DIAGRAMS[game_id] = {}
    return _DIAGRAMS[game_id]


def rules_markup(game_id: str, lang: str) -> str:
    try:
        from rules_content import RULES, rules_html
    except ImportError:
        return f"<p>{esc(t('rules.none'))}</p>"
    if game_id not in RULES:
        return f"<p>{esc(t('rules.none'))}</p>"
    return rules_html(game_id, lang, diagrams(game_id))


def open_rules(game_id: str, lang: str) -> None:
    el("rules-body").innerHTML = rules_markup(game_id, lang)
    dialog = el("rules-dialog")
    dialog.showModal()
    dialog.scrollTop = 0
