"""The rules panel: the game's guide (``parlour.guide``) with diagrams drawn by its renderer.

Each diagram shows the renderer's playing area (and hand) only, as the lesson and play
screens do on a phone: its players-and-score panel would be too small to read beside it,
and the captions speak of the area.  The dialog has a Close at the top, kept in view.
"""

from __future__ import annotations

from dom import el
from pyscript import document
from ui_board import split_panel

from parlour import registry
from parlour.guide import rules_html
from parlour.words import seated, speaking

_DIAGRAMS: dict[str, dict[str, str]] = {}
"""Example SVGs per game, drawn once: they do not depend on the language."""


def diagrams(game_id: str) -> dict[str, str]:
    if game_id not in _DIAGRAMS:
        try:
            from parlour.examples import example_svgs

            with seated(None):  # examples are about no table: "Player 1"
                _DIAGRAMS[game_id] = example_svgs(registry.get(game_id))
        except Exception:  # noqa: BLE001 - the rules read well without pictures
            _DIAGRAMS[game_id] = {}
    return _DIAGRAMS[game_id]


def rules_markup(game_id: str, lang: str) -> str:
    with speaking(lang), seated(None):
        return rules_html(registry.get(game_id), diagrams(game_id))


def open_rules(game_id: str, lang: str) -> None:
    el("rules-body").innerHTML = rules_markup(game_id, lang)
    for picture in el("rules-body").querySelectorAll(".rules-svg"):
        split_panel(picture, document.createElement("div"))  # the panel is left out
    dialog = el("rules-dialog")
    dialog.showModal()
    dialog.scrollTop = 0
