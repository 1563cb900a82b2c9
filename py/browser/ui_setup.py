"""The new-game form: players, seats, options and "Allow undo", for any game.

It offers only setups that can be played (``parlour.setups``): the player
counts that suit the chosen options, and the option values that suit the
player count.  Labels, values and help come from the game's guide.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from dom import el, esc
from text import LEVELS, counts_text, t

from parlour.link.envelope import ready as link_ready
from parlour.core import BadOption, Game, OptionSpec
from parlour.guide import choice_label, option_help, option_label, value_text
from parlour.setups import choices_allowed, fit, narrowing, players_allowed
from parlour.words import computer_name


@dataclass
class SetupChoice:
    """What the form shows (and, read back, what the player chose)."""

    game_id: str
    players: int
    seats: list[str]
    options: dict[str, Any] = field(default_factory=dict)
    undo: bool = True


def _select(
    name: str, element_id: str, choices: list[tuple[str, str]], current: str, extra: str = ""
) -> str:
    opts = "".join(
        f'<option value="{esc(v)}"{" selected" if v == current else ""}>{esc(label)}</option>'
        for v, label in choices
    )
    return f'<select name="{esc(name)}" id="{esc(element_id)}"{extra}>{opts}</select>'


def _field(label: str, control: str, for_id: str, help_text: str = "") -> str:
    small = f"<small>{esc(help_text)}</small>" if help_text else ""
    return (
        f'<div class="field"><label for="{esc(for_id)}">{esc(label)}</label>{control}{small}</div>'
    )


def _seat_rows(choice: SetupChoice) -> str:
    kinds = [("human", t("setup.human"))] + [(lv, computer_name(lv)) for lv in LEVELS]
    rows = []
    for i in range(choice.players):
        current = choice.seats[i] if i < len(choice.seats) else "easy"
        rows.append(
            _field(
                t("setup.seat", n=i + 1),
                _select(f"seat{i}", f"seat{i}", kinds, current),
                f"seat{i}",
            )
        )
    return "".join(rows)


def _option_row(game: Game, option: OptionSpec, players: int, chosen: dict[str, Any]) -> str:
    choices = [
        (value_text(value), choice_label(game, option, value))
        for value in choices_allowed(game.spec, option, players)
    ]
    element_id = f"opt-{option.name}"
    control = _select(
        f"opt:{option.name}",
        element_id,
        choices,
        value_text(chosen[option.name]),
        f' data-option="{esc(option.name)}"',
    )
    return _field(option_label(game, option), control, element_id, option_help(game, option))


def _why_these_counts(game: Game, choice: SetupChoice) -> str:
    """Why the form offers fewer player counts than the game has, and how to have the others
    (after a team game, "New game" offers 4 players only)."""
    said = []
    for option in narrowing(game.spec, choice.options):
        value = choice.options.get(option.name, option.default)
        counts = players_allowed(game.spec, {option.name: value})
        said.append(
            t(
                "setup.players_for",
                option=option_label(game, option),
                value=choice_label(game, option, value),
                counts=counts_text(counts),
            )
        )
    return " ".join(said)


def playable(game: Game, choice: SetupChoice) -> SetupChoice:
    """``choice`` made playable: options that do not suit its player count give way."""
    try:
        players, options = fit(game.spec, choice.players, choice.options)
    except BadOption:  # a value from an old link or save: start from the defaults
        players, options = fit(game.spec, choice.players, {})
    seats = choice.seats + ["easy"] * (players - len(choice.seats))
    return SetupChoice(choice.game_id, players, seats, options, choice.undo)


def setup_html(game: Game, choice: SetupChoice) -> str:
    spec = game.spec
    choice = playable(game, choice)
    counts = [(str(n), str(n)) for n in players_allowed(spec, choice.options)]
    options = "".join(_option_row(game, o, choice.players, choice.options) for o in spec.options)
    options_html = (
        f"<fieldset><legend>{esc(t('setup.options'))}</legend>{options}</fieldset>"
        if options
        else ""
    )
    checked = " checked" if choice.undo else ""
    return (
        f"<h2>{esc(t('setup.heading', title=spec.title))}</h2>"
        f'<input type="hidden" name="game" id="setup-game" value="{esc(game.id)}">'
        + _field(
            t("setup.players"),
            _select("players", "setup-players", counts, str(choice.players)),
            "setup-players",
            _why_these_counts(game, choice),
        )
        + f"<fieldset><legend>{esc(t('setup.seats'))}</legend>{_seat_rows(choice)}</fieldset>"
        f"{options_html}"
        f'<label class="check"><input type="checkbox" id="setup-undo"{checked}> '
        f"{esc(t('setup.undo'))}</label>"
        f'<div class="actions"><button type="submit" class="primary" id="setup-start">'
        f"{esc(t('setup.start'))}</button>"
        f'<button type="button" id="setup-rules">{esc(t("play.rules"))}</button>'
        f'<button type="button" id="setup-back">{esc(t("setup.back"))}</button></div>'
        + _by_link(game, choice)
    )


def _by_link(game: Game, choice: SetupChoice) -> str:
    """ "Play a friend by link" where the game plays by link with these players and options."""
    if not link_ready(game.id, choice.players, choice.options):
        return ""
    note = (
        t("link.play_group_note", players=choice.players)
        if choice.players > 2
        else t("link.play_friend_note")
    )
    return (
        f'<div class="by-link"><button type="button" id="setup-link">'
        f"{esc(t('link.play_friend'))}</button>"
        f'<p class="muted">{esc(note)}</p></div>'
    )


def redraws_setup(target: Any) -> bool:
    """Whether a change to this control changes what else the form offers."""
    return bool(target.id == "setup-players" or target.hasAttribute("data-option"))


def read_setup() -> SetupChoice:
    """The form's current values."""
    players = int(el("setup-players").value)
    seats = []
    for i in range(players):
        select = el(f"seat{i}")
        seats.append(str(select.value) if select else "easy")
    options = {
        str(s.dataset.option): str(s.value) for s in el("setup").querySelectorAll("[data-option]")
    }
    return SetupChoice(
        str(el("setup-game").value), players, seats, options, bool(el("setup-undo").checked)
    )


def default_choice(game: Game, players: int | None = None) -> SetupChoice:
    count = players or game.spec.player_counts[0]
    return SetupChoice(game.id, count, ["human"] + ["easy"] * (count - 1))
