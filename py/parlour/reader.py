"""The one bounded reader for untrusted input: share links, saves, record files, query values.

Every limit is checked before the text is parsed: ``json`` recurses once per
nesting level, and in Pyodide a document of 10,000 ``[`` overflows the stack
and stops the page for good, so depth is counted by scanning the text.
Integers are bounded as they are parsed (a 5,000-digit number would otherwise
raise ValueError deep inside ``int``).  Every failure is raised as the caller's
own error class (BadLink, BadSave, BadRecord, BadPosition...) with a one-line
reason, so a caller catches exactly one thing.

The ``Checker`` methods read values out of parsed JSON: the games' codecs,
records and saves use them, so "an integer from 0 to 3" is checked, and worded,
the same way everywhere.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from parlour.core import JSON, ParlourError
from parlour.echo import MAX_ECHO as MAX_ECHO, quoted as quoted, shorten as shorten

MAX_CHARS = 1_000_000
"""Longest text read as JSON: a long record is a few kilobytes."""
MAX_DEPTH = 24
"""Deepest nesting of lists and objects: records and saves use four levels, positions six."""
MAX_INT_DIGITS = 20
"""Longest integer literal: seeds and counts fit in 64 bits."""

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def decode_text(data: bytes, error: type[ParlourError], what: str) -> str:
    """UTF-8 text (a byte-order mark is allowed); ``error`` if it is not."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as failure:
        raise error(f"{what} is not UTF-8 text (bad byte at position {failure.start})") from None


def nesting_depth(text: str) -> int:
    """How deeply lists and objects nest in JSON ``text``, without parsing it."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    depth = deepest = 0
    for char in brackets:
        if char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def load_json(
    text: str | bytes,
    error: type[ParlourError],
    what: str,
    *,
    max_chars: int = MAX_CHARS,
    max_depth: int = MAX_DEPTH,
) -> JSON:
    """Parse ``text`` within the limits; any fault is raised as ``error("<what> ...")``."""
    if isinstance(text, bytes):
        text = decode_text(text, error, what)
    if len(text) > max_chars:
        raise error(f"{what} is too large ({len(text):,} characters; at most {max_chars:,})")
    if nesting_depth(text) > max_depth:
        raise error(f"{what} is nested too deeply (more than {max_depth} levels)")
    try:
        return json.loads(
            text, parse_int=_bounded_int(error, what), parse_constant=_no_constant(error, what)
        )
    except ValueError as failure:
        if isinstance(failure, json.JSONDecodeError):
            raise error(
                f"{what} is not valid JSON ({failure.msg}, at character {failure.pos})"
            ) from None
        raise error(f"{what} is not valid JSON") from None
    except RecursionError:  # the depth scan makes this unreachable; kept as a last guard
        raise error(f"{what} is nested too deeply") from None


def _bounded_int(error: type[ParlourError], what: str) -> Any:
    def parse(literal: str) -> int:
        if len(literal.lstrip("-")) > MAX_INT_DIGITS:
            raise error(
                f"{what} holds a number too long to be read "
                f"({len(literal):,} digits; at most {MAX_INT_DIGITS})"
            )
        return int(literal)

    return parse


def _no_constant(error: type[ParlourError], what: str) -> Any:
    def parse(name: str) -> float:
        raise error(f"{what} holds {name}, which is not JSON")

    return parse


@dataclass(frozen=True)
class Checker:
    """Typed reads of parsed JSON values, failing as ``error`` with a one-line reason.

    ``what`` names the value in the message ("seed", "the record's moves").
    """

    error: type[ParlourError]
    prefix: str = ""
    """Put before every message, e.g. "cardino: "."""

    def fail(self, reason: str) -> ParlourError:
        return self.error(f"{self.prefix}{reason}")

    def obj(self, value: object, what: str, keys: tuple[str, ...] = ()) -> dict[str, Any]:
        """A JSON object having every one of ``keys``."""
        if not isinstance(value, dict):
            raise self.fail(f"{what} must be a JSON object, not {_kind(value)}")
        missing = [key for key in keys if key not in value]
        if missing:
            raise self.fail(f"{what} lacks {', '.join(missing)}")
        return value

    def lst(
        self, value: object, what: str, length: int | None = None, max_length: int | None = None
    ) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(f"{what} must be a list, not {_kind(value)}")
        if length is not None and len(value) != length:
            raise self.fail(f"{what} must have {length} entries, not {len(value)}")
        if max_length is not None and len(value) > max_length:
            raise self.fail(f"{what} has {len(value):,} entries; at most {max_length:,}")
        return value

    def text(self, value: object, what: str, max_length: int | None = None) -> str:
        if not isinstance(value, str):
            raise self.fail(f"{what} must be a string, not {_kind(value)}")
        if max_length is not None and len(value) > max_length:
            raise self.fail(f"{what} is {len(value):,} characters long; at most {max_length}")
        return value

    def integer(
        self, value: object, what: str, low: int | None = None, high: int | None = None
    ) -> int:
        """An integer (never a bool) within ``low``..``high`` inclusive, where given."""
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.fail(f"{what} must be an integer, not {_kind(value)}")
        if (low is not None and value < low) or (high is not None and value > high):
            raise self.fail(f"{what} must be {_range(low, high)}, not {shorten(value)}")
        return value

    def boolean(self, value: object, what: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(f"{what} must be true or false, not {_kind(value)}")
        return value

    def texts(
        self, value: object, what: str, max_length: int | None = None, max_count: int | None = None
    ) -> tuple[str, ...]:
        """A list of strings, each at most ``max_length`` characters."""
        items = self.lst(value, what, max_length=max_count)
        if not all(isinstance(item, str) for item in items):
            raise self.fail(f"{what} must be a list of strings")
        longest = max(map(len, items), default=0)
        if max_length is not None and longest > max_length:
            raise self.fail(
                f"{what}: an entry is {longest:,} characters long; at most {max_length}"
            )
        return tuple(items)

    def integers(
        self,
        value: object,
        what: str,
        low: int | None = None,
        high: int | None = None,
        length: int | None = None,
    ) -> tuple[int, ...]:
        items = self.lst(value, what, length)
        return tuple(self.integer(item, f"an entry of {what}", low, high) for item in items)


def _kind(value: object) -> str:
    """How a wrong value is named in a message: its JSON kind, and the value if it is short."""
    kinds = {
        dict: "an object",
        list: "a list",
        str: "a string",
        bool: "a boolean",
        int: "an integer",
        float: "a number",
        type(None): "null",
    }
    kind = kinds.get(type(value), type(value).__name__)
    if isinstance(value, (bool, int, float, str)) or value is None:
        return f"{kind} ({quoted(value, 20)})" if value is not None else kind
    return kind


def _range(low: int | None, high: int | None) -> str:
    if low is not None and high is not None:
        return f"from {low} to {high}"
    return f"at least {low}" if low is not None else f"at most {high}"
