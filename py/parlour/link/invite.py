"""The invitation: what a host hands the other seats so they can join its table.

It names the game, the player count, the options and the table id the host drew;
it is no message of the protocol (nothing is secret in it) and carries no deck: the
first shuffle step is a friend's (issue 36: an invitation link of at most 300
characters).  As text it is ``parlour-GAME-PLAYERS-CHOICES-CHECK-TABLE``: CHOICES a character
for each of the game's options, in the order the game lists them, the index of its value
among the option's choices (``0-9a-zA-Z``), so Casino's seven options take seven
characters; CHECK four hex digits of a hash of the rest, so that a damaged invitation
is refused; the table id comes last, since it may hold a ``-``.

The protocol's game id (``fair_id``) is the table id and a digest of the game,
the player count and the options: every message carries it, so a seat that
joined with other options refuses the very first message (``message is from
another game``) instead of playing a different game.
"""

from __future__ import annotations

import base64
import hashlib
import json
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field

from parlour import registry
from parlour.core import ParlourError

PREFIX = "parlour-"
MAX_INVITE = 200
"""Characters of an invitation, at most (about 40 with Casino's seven options)."""
CHOICE_MARKS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
"""An option's value by its index among the option's choices, one character."""


class BadInvite(ParlourError):
    """An invitation that cannot be read; the message says why, in one line."""


@dataclass(frozen=True)
class Invite:
    game: str
    players: int
    options: Mapping[str, object] = field(default_factory=dict)
    table: str = ""
    """The table id the host drew: 8 URL-safe characters."""

    @staticmethod
    def new(game: str, players: int, options: Mapping[str, object]) -> Invite:
        """A fresh table for ``game``: the options checked by the game, a random table id."""
        return Invite(game, players, _checked(game, players, options), secrets.token_urlsafe(6))

    @property
    def fair_id(self) -> str:
        """The protocol's game id: the table id and what the game is (at most 40 bytes)."""
        what = json.dumps([self.game, self.players, dict(self.options)], sort_keys=True)
        digest = hashlib.sha256(what.encode()).digest()[:6]
        return f"{self.game[:12]}.{self.table}.{_b64(digest)}"

    def to_text(self) -> str:
        options = registry.get(self.game).spec.options
        choices = "".join(
            CHOICE_MARKS[option.choices.index(option.coerce(self.options[option.name]))]
            for option in options
        )
        body = f"{self.game}-{self.players}-{choices}"
        return f"{PREFIX}{body}-{_check(body, self.table)}-{self.table}"

    @staticmethod
    def from_text(text: str) -> Invite:
        text = text.strip()
        if not text.startswith(PREFIX) or len(text) > MAX_INVITE:
            raise BadInvite(f"an invitation starts with {PREFIX!r} and is short")
        try:
            game, players, choices, check, table = text[len(PREFIX) :].split("-", 4)
            if check != _check(f"{game}-{players}-{choices}", table):
                raise ValueError("a link cut short, or a character changed")
            options = registry.get(game).spec.options
            if len(choices) != len(options):
                raise ValueError("a choice for each option")
            chosen = {
                option.name: option.choices[CHOICE_MARKS.index(mark)]
                for option, mark in zip(options, choices)
            }
            invite = Invite(game, int(players), chosen, table)
        except (ValueError, KeyError, IndexError, ParlourError):
            raise BadInvite("the invitation is damaged: it does not decode") from None
        _checked(invite.game, invite.players, invite.options)
        if not 1 <= len(invite.table) <= 12:
            raise BadInvite("the invitation's table id is not 1 to 12 characters")
        return invite


def _checked(game: str, players: int, options: Mapping[str, object]) -> dict[str, object]:
    """The options resolved (defaults filled in); ParlourError if the game refuses them."""
    spec = registry.get(game).spec
    registry.get(game).opening(players, options)  # the game's own checks of count and options
    return dict(spec.resolve_options(options))


def _check(body: str, table: str) -> str:
    """Four hex digits of the invitation's hash: a cut or mistyped invitation (its table
    id shorter, an option changed) is refused as damaged, not taken for another table."""
    return hashlib.sha256(f"{body}-{table}".encode()).hexdigest()[:4]


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()
