"""The menu and setup screens' views, and which screen shows."""

from __future__ import annotations

from dom import el, set_text
from pyscript import document
from text import t
from ui_setup import SetupChoice, default_choice, read_setup, setup_html

from parlour import registry
from parlour.page.model import NewGame, Page, Screen, resumable

SCREENS: tuple[Screen, ...] = ("menu", "setup", "play", "lesson", "friend")


def show_screen(screen: Screen) -> None:
    for name in SCREENS:
        el(name).hidden = name != screen
    document.body.dataset.screen = screen


def draw_resume(page: Page) -> None:
    """The menu's "Continue" line, for the unfinished game in play or saved."""
    session = resumable(page)
    el("resume").hidden = session is None
    if session is not None:
        title = registry.get(session.record.game).spec.title
        ply = len(session.record.moves)  # none after Play again: not "in progress (move 0)"
        set_text("resume-text", t("resume.text" if ply else "resume.new", title=title, ply=ply))


# -- the setup form ------------------------------------------------------------------
def to_form(choice: NewGame) -> SetupChoice:
    return SetupChoice(
        choice.game_id, len(choice.seats), list(choice.seats), dict(choice.options), choice.undo
    )


def from_form(form: SetupChoice) -> NewGame:
    return NewGame(form.game_id, tuple(form.seats[: form.players]), dict(form.options), form.undo)


def form_now() -> NewGame:
    """What the setup form shows now, as the player has set it."""
    return from_form(read_setup())


def default_new(game_id: str) -> NewGame:
    return from_form(default_choice(registry.get(game_id)))


class SetupView:
    """Draws the form for each new choice, and leaves it alone while the player fills it in."""

    def __init__(self) -> None:
        self.drawn: NewGame | None = None

    def draw(self, choice: NewGame) -> None:
        if choice is self.drawn:
            return
        self.drawn = choice
        el("setup").innerHTML = setup_html(registry.get(choice.game_id), to_form(choice))
        el("setup-start").focus()
