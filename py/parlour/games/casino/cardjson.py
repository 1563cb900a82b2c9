"""JSON encoding of Casino's cards, table items and options, with checks.

Decoders raise ValueError with a readable reason; the state and view
loaders turn it into ``BadPosition``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from parlour.core import JSON
from parlour.games.casino.cards import (
    MAX_VALUE,
    VALUE,
    Build,
    Card,
    Item,
    NAME,
    parse_card,
    sort_cards,
)


@dataclass(frozen=True)
class Rules:
    """The resolved options of one game (see SPEC in rules.py); JSON-able, so here."""

    sweeps: bool = True
    target: int = 21
    partners: bool = True
    calls: bool = True
    owner_duty: str = "no-trail"
    duty_lasts: str = "next-turn"
    add_to_multiple: bool = False

    def to_json(self) -> JSON:
        return {
            "sweeps": self.sweeps,
            "target": self.target,
            "partners": self.partners,
            "calls": self.calls,
            "owner_duty": self.owner_duty,
            "duty_lasts": self.duty_lasts,
            "add_to_multiple": self.add_to_multiple,
        }


def side_count(players: int, rules: Rules) -> int:
    """How many sides score: two partnerships, or every player alone."""
    return 2 if players == 4 and rules.partners else players


def cards_to_json(cards: tuple[Card, ...]) -> list[str]:
    return [NAME[c] for c in cards]


def item_to_json(item: Item) -> JSON:
    if isinstance(item, int):
        return NAME[item]
    return {
        "cards": cards_to_json(item.cards),
        "value": item.value,
        "owner": item.owner,
        "duty_pending": item.duty_pending,
    }


def card_from_json(data: JSON) -> Card:
    if not isinstance(data, str):
        raise ValueError(f"a card must be a name such as 7C, not {data!r}")
    return parse_card(data)


def cards_from_json(data: JSON, what: str) -> tuple[Card, ...]:
    if not isinstance(data, list):
        raise ValueError(f"{what} must be a list of card names")
    return tuple(card_from_json(c) for c in data)


def int_from_json(data: JSON, what: str, low: int, high: int) -> int:
    if not isinstance(data, int) or isinstance(data, bool) or not low <= data <= high:
        raise ValueError(f"{what} must be an integer from {low} to {high}, not {data!r}")
    return data


def item_from_json(data: JSON, players: int) -> Item:
    if isinstance(data, str):
        return card_from_json(data)
    if not isinstance(data, dict):
        raise ValueError(f"a table item is a card name or a build object, not {data!r}")
    cards = cards_from_json(data.get("cards"), "a build's cards")
    value = int_from_json(data.get("value"), "a build's value", 1, MAX_VALUE)
    owner = int_from_json(data.get("owner"), "a build's owner", 0, players - 1)
    # Saves from before decision D6 recorded no duty: true, the owner's duty
    # still stands, as it did for every owner then (docs/rules/casino.md).
    duty_pending = data.get("duty_pending", True)
    if not isinstance(duty_pending, bool):
        raise ValueError(f"a build's duty_pending must be true or false, not {duty_pending!r}")
    check_build(cards, value)
    return Build(sort_cards(cards), value, owner, duty_pending)


def check_build(cards: tuple[Card, ...], value: int) -> None:
    """A build holds at least two number cards adding up to a multiple of its value."""
    if len(cards) < 2 or any(VALUE[c] == 0 for c in cards):
        raise ValueError("a build holds two or more number cards")
    if sum(VALUE[c] for c in cards) % value:
        raise ValueError(f"build cards {cards_to_json(cards)} do not make groups of {value}")


def items_from_json(data: JSON, players: int) -> tuple[Item, ...]:
    if not isinstance(data, list):
        raise ValueError("the table must be a list")
    return tuple(item_from_json(i, players) for i in data)


def rules_from_json(data: JSON, resolve: Any) -> Rules:
    """Options checked through the spec's ``resolve_options`` (unknown names refused)."""
    if not isinstance(data, dict):
        raise ValueError("options must be an object")
    resolved = resolve(data)
    return Rules(**resolved)


def field(data: dict[str, Any], key: str) -> JSON:
    if key not in data:
        raise ValueError(f"missing field {key!r}")
    return data[key]


def ints_from_json(data: JSON, what: str, length: int, high: int = 10_000) -> tuple[int, ...]:
    if not isinstance(data, list) or len(data) != length:
        raise ValueError(f"{what} must be a list of {length} integers")
    return tuple(int_from_json(x, what, 0, high) for x in data)
