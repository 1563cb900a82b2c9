"""The model's words for a game by link in the page's language (issue 36).

``parlour.page.bylink`` and ``parlour.page.kept_links`` answer in ``Words``: a text key and
its values, where a ``Named`` value is a seat, ``Others`` the other players, a tuple of
``Named`` several seats and a ``Words`` value a text of its own.  Here each becomes text,
a seat by the name its links brought, or who it is while none has come.
"""

from __future__ import annotations

from collections.abc import Sequence

from text import t

from parlour.page.bylink import Named, Others, Result, Words, fairness, winners_words


def say(said: Words | Result, names: Sequence[str]) -> str:
    """``said`` in the page's language, each seat named from ``names``."""
    if isinstance(said, Result):
        return f"{say(winners_words(said), names)}. {say(fairness(said), names)}"
    key, values = said
    return t(key, **{name: _value(value, names) for name, value in values.items()})


def _value(value: object, names: Sequence[str]) -> object:
    if isinstance(value, Named):
        return name_of(names, value.seat)
    if isinstance(value, Others):
        return others_text(value)
    if isinstance(value, tuple) and value and all(isinstance(v, Named) for v in value):
        return ", ".join(name_of(names, v.seat) for v in value)
    if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str):
        return say((value[0], value[1]), names)
    return value


def name_of(names: Sequence[str], seat: int | None) -> str:
    """A player's name as the links brought it, or who they are until it comes."""
    if seat is not None and 0 <= seat < len(names) and names[seat]:
        return names[seat]
    if len(names) > 2 and seat is not None:
        return t("link.player", number=seat + 1)
    return t("link.friend")


def others_text(others: Others) -> str:
    """The other players' names known so far in a sentence: "Bea", "Bea and Cy", "Bea, Cy
    and Di"; who they are while none is known."""
    names = [n for seat, n in enumerate(others.names) if seat != others.seat and n]
    if not names:
        return t("link.friends" if len(others.names) > 2 else "link.friend")
    return joined(names)


def joined(names: Sequence[str]) -> str:
    if len(names) < 2:
        return names[0] if names else t("link.friends")
    return t("link.and", first=", ".join(names[:-1]), last=names[-1])
