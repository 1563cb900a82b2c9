"""Putting the chosen language on the page's static texts (marked data-t / data-t-label)."""

from __future__ import annotations

import text
from parlour import words
from dom import el, storage_get, storage_set
from pyscript import document, window
from text import t

LANG_KEY = "parlour.lang"


def choose_language() -> None:
    """The saved choice, else the browser's language, else English."""
    stored, browser = storage_get(LANG_KEY), str(window.navigator.language or "")
    words.set_language(text.pick_language(stored, browser))  # the page's and the games' texts


def switch_language(code: str) -> None:
    words.set_language(code)
    storage_set(LANG_KEY, words.language())


def apply_static_texts() -> None:
    document.documentElement.lang = words.language()
    document.title = t("app.name")
    for node in document.querySelectorAll("[data-t]"):
        node.textContent = t(str(node.dataset.t))
    for node in document.querySelectorAll("[data-t-label]"):
        node.setAttribute("aria-label", t(str(node.dataset.tLabel)))
    enable_choice()


def enable_choice() -> None:
    """The language select, usable once Python runs (the static page has it disabled)."""
    select = el("lang")
    select.disabled = len(text.languages()) < 2
    select.value = words.language()


def page_speaks_it() -> bool:
    """Whether the page's static texts are already in the chosen language: the build wrote
    them in one, and ``apply_static_texts`` marks the one they are in on <html lang>."""
    return str(document.documentElement.lang) == words.language()
