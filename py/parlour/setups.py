"""Which setups a game can be played with: player counts and option values together.

Each option choice may be for some player counts only (``OptionSpec.only_for``);
the setup form and ``parlour games`` offer exactly the combinations allowed here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from parlour.core import GameSpec, OptionSpec


def players_allowed(spec: GameSpec, options: Mapping[str, object]) -> tuple[int, ...]:
    """The player counts that suit every chosen value of ``options`` (coerced first)."""
    resolved = spec.resolve_options(options)
    return tuple(
        n
        for n in spec.player_counts
        if all(n in spec.players_for(o, resolved[o.name]) for o in spec.options)
    )


def narrowing(spec: GameSpec, options: Mapping[str, object]) -> tuple[OptionSpec, ...]:
    """The options whose chosen value rules out player counts the game has (Punto's teams
    are for 4 players): the setup form says so beside the player count."""
    resolved = spec.resolve_options(options)
    return tuple(
        o
        for o in spec.options
        if set(spec.players_for(o, resolved[o.name])) < set(spec.player_counts)
    )


def choices_allowed(
    spec: GameSpec, option: OptionSpec, players: int
) -> tuple[bool | int | str, ...]:
    """The values ``option`` may take with ``players`` players."""
    return tuple(value for value in option.choices if players in spec.players_for(option, value))


def fit(spec: GameSpec, players: int, options: Mapping[str, object]) -> tuple[int, dict[str, Any]]:
    """A playable setup close to the one asked for: the player count is kept if the
    game allows it, and each option value that does not suit it gives way to the
    option's default (or its first value that suits).  Bad names or values raise BadOption."""
    resolved = spec.resolve_options(options)
    if players not in spec.player_counts:
        players = spec.player_counts[0]
    for option in spec.options:
        allowed = choices_allowed(spec, option, players)
        if resolved[option.name] not in allowed:
            resolved[option.name] = option.default if option.default in allowed else allowed[0]
    return players, resolved


def combinations(spec: GameSpec) -> list[tuple[int, dict[str, Any]]]:
    """Every option value with every player count it allows, the other options fitted.

    Far fewer than the full cross product, yet every value and every count is met;
    each setup once.  With no options, one setup per player count.
    """
    found: list[tuple[int, dict[str, Any]]] = [(n, {}) for n in spec.player_counts]
    if spec.options:
        found = []
        for option in spec.options:
            for value in option.choices:
                for players in spec.players_for(option, value):
                    setup = fit_keeping(spec, players, option, value)
                    if setup not in found:  # the defaults come up once per option
                        found.append(setup)
    return found


def fit_keeping(
    spec: GameSpec, players: int, option: OptionSpec, value: object
) -> tuple[int, dict[str, Any]]:
    """``fit``, with ``option`` held at ``value`` (which must suit ``players``)."""
    count, options = fit(spec, players, {option.name: value})
    if count != players or options[option.name] != value:
        raise ValueError(f"{spec.id}: {option.name}={value} does not suit {players} players")
    return count, options
