"""The "Paste a link" boxes (issue 36): a game by link copied as text opens as if opened.

A chat whose own browser would open a link apart from the game (its storage is not the
browser's), or a chat that will not open it at all: the player copies the link, with
whatever the chat put around it, and pastes it here.  The engine finds the link in the
text (``parlour.link.envelope.found``, the same reading as a link opened); the page then
opens it exactly as a link opened in the address bar.  Text with no link in it is named
in one line under the box, and nothing kept changes.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from dom import el, on, set_text
from pyscript import document
from text import t

from parlour.link.envelope import BadLink, found

BOXES = ("home-paste", "friend-paste")
"""Each box's form; its text area is ``<form>-text`` and its error line ``<form>-error``."""


def wire_paste(open_link: Callable[[str], None]) -> None:
    for form in BOXES:
        on(el(form), "submit", partial(pasted, form=form, open_link=open_link))


def pasted(event: Any, form: str, open_link: Callable[[str], None]) -> None:
    event.preventDefault()
    field = el(f"{form}-text")
    try:
        fragment = found(str(field.value))
    except BadLink as error:  # too long to be a link
        fragment, why = None, str(error)
    else:
        why = ""
    if fragment is None:
        say(form, t("link.paste_none") + (f" ({why})" if why else ""))
        document.body.dataset.paste = "none"
        return
    field.value = ""
    say(form, "")
    document.body.dataset.paste = "opened"
    open_link(fragment)


def say(form: str, message: str) -> None:
    set_text(f"{form}-error", message)
    el(f"{form}-error").hidden = not message


def place_home_box(games_kept: bool) -> None:
    """The home page's box under its games by link, where a move's link is pasted; with
    none kept (an invitation's link, a first visit), at the page's foot beside "Restore a
    game by link", below the games."""
    box = el("home-paste")
    if games_kept:
        el("links").append(box)
    else:
        el("links-restore").parentElement.before(box)
