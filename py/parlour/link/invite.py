"""The invitation: what a host hands the other seats so they can join its table.

It names the game, the player count, the options and the table id the host drew;
it is no message of the protocol (nothing is secret in it).  As text it is
``parlour-`` then base64url of compact JSON, so it fits in a link or a chat.

The protocol's game id (``fair_id``) is the table id and a digest of the game,
the player count and the options: every message carries it, so a seat that
joined with other options refuses the very first message (``message is from
another game``) instead of playing a different game.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field

from parlour import registry
from parlour.core import ParlourError

PREFIX = "parlour-"
MAX_INVITE = 2_000
"""Characters of an invitation, at most (a few options fit in far fewer)."""


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
        data = {"g": self.game, "p": self.players, "o": dict(self.options), "t": self.table}
        return PREFIX + _b64(json.dumps(data, separators=(",", ":"), sort_keys=True).encode())

    @staticmethod
    def from_text(text: str) -> Invite:
        text = text.strip()
        if not text.startswith(PREFIX) or len(text) > MAX_INVITE:
            raise BadInvite(f"an invitation starts with {PREFIX!r} and is short")
        try:
            raw = base64.urlsafe_b64decode(text[len(PREFIX) :] + "=" * (-len(text) % 4))
            data = json.loads(raw)
            invite = Invite(str(data["g"]), int(data["p"]), dict(data["o"]), str(data["t"]))
        except (binascii.Error, ValueError, KeyError, TypeError):
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


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()
