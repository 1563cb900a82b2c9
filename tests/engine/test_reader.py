"""parlour.reader: limits checked before parsing, and every fault raised as the caller's error.

Issue 16 lists the inputs that escaped as tracebacks: deep nesting (RecursionError),
invalid UTF-8 (UnicodeDecodeError), a 5,000-digit seed (ValueError).
"""

from __future__ import annotations

import json

import pytest

from parlour.core import ParlourError
from parlour.reader import MAX_DEPTH, MAX_ECHO, Checker, load_json, nesting_depth, quoted, shorten


class Oops(ParlourError):
    """The calling module's own error."""


def test_good_json_is_read() -> None:
    data = {"a": [1, -2, {"b": "x]}"}], "c": None, "d": 1.5, "e": True}
    assert load_json(json.dumps(data), Oops, "the input") == data
    assert load_json(json.dumps(data).encode(), Oops, "the input") == data


@pytest.mark.parametrize(
    "text, depth",
    [
        ("1", 0),
        ("[]", 1),
        ('[{"a": [1]}]', 3),
        ('["[[[[", "{{{"]', 1),
        (r'["\"[[["]', 1),
    ],
)
def test_depth_is_counted_outside_strings(text: str, depth: int) -> None:
    assert nesting_depth(text) == depth


@pytest.mark.parametrize(
    "text, words",
    [
        ("[" * 10_000, "nested too deeply"),
        ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), "nested too deeply"),
        ('{"seed": ' + "9" * 5_000 + "}", "number too long"),
        ('{"seed": -' + "9" * 21 + "}", "number too long"),
        ("{not json", "not valid JSON"),
        ("[1, 2", "not valid JSON"),
        ("NaN", "holds NaN"),
        ("[Infinity]", "holds Infinity"),
        ("x" * 1_000_001, "too large"),
    ],
)
def test_hostile_text_is_refused_as_the_callers_error(text: str, words: str) -> None:
    with pytest.raises(Oops, match=words) as caught:
        load_json(text, Oops, "the input")
    assert "\n" not in str(caught.value) and str(caught.value).startswith("the input")


def test_the_deepest_allowed_nesting_is_read() -> None:
    text = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    assert nesting_depth(text) == MAX_DEPTH
    load_json(text, Oops, "the input")


def test_bytes_that_are_not_utf8_are_reported() -> None:
    with pytest.raises(Oops, match="not UTF-8 text"):
        load_json(b'{"game": "\xff"}', Oops, "the file")
    assert load_json(b"\xef\xbb\xbf[1]", Oops, "the file") == [1]  # a byte-order mark is fine


def test_echoed_input_is_shortened() -> None:
    assert shorten("x" * 60_000) == "x" * (MAX_ECHO - 1) + "…"
    assert shorten("a\nb") == "a b"
    assert quoted("punto") == "'punto'"
    assert len(quoted("y" * 1000)) == MAX_ECHO + 2


CHECK = Checker(Oops, "game: ")


def test_the_checkers_return_good_values() -> None:
    assert CHECK.obj({"a": 1}, "it", ("a",)) == {"a": 1}
    assert CHECK.lst([1, 2], "it", 2) == [1, 2]
    assert CHECK.text("abc", "it", 3) == "abc"
    assert CHECK.integer(3, "it", 0, 3) == 3
    assert CHECK.boolean(False, "it") is False
    assert CHECK.texts(["a", "b"], "it", 1, 2) == ("a", "b")
    assert CHECK.integers([1, 2], "it", 0, 9, 2) == (1, 2)


@pytest.mark.parametrize(
    "read, words",
    [
        (lambda: CHECK.obj([], "the state"), "game: the state must be a JSON object, not a list"),
        (lambda: CHECK.obj({}, "the state", ("board", "seed")), "the state lacks board, seed"),
        (lambda: CHECK.lst({}, "board"), "board must be a list, not an object"),
        (lambda: CHECK.lst([1], "board", 2), "board must have 2 entries, not 1"),
        (lambda: CHECK.lst([1, 2, 3], "board", max_length=2), "board has 3 entries; at most 2"),
        (lambda: CHECK.text(5, "name"), r"name must be a string, not an integer \(5\)"),
        (lambda: CHECK.text("abcd", "name", 3), "name is 4 characters long; at most 3"),
        (lambda: CHECK.integer(True, "seat"), r"seat must be an integer, not a boolean \(True\)"),
        (lambda: CHECK.integer(1.0, "seat"), "seat must be an integer, not a number"),
        (lambda: CHECK.integer(4, "seat", 0, 3), "seat must be from 0 to 3, not 4"),
        (lambda: CHECK.integer(-1, "score", 0), "score must be at least 0, not -1"),
        (lambda: CHECK.integer(10**30, "seed", None, 5), "seed must be at most 5, not 1000"),
        (lambda: CHECK.boolean(1, "teams"), "teams must be true or false, not an integer"),
        (lambda: CHECK.texts(["a", 1], "names"), "names must be a list of strings"),
        (lambda: CHECK.texts(["a" * 50], "names", 40), "names: an entry is 50 characters long"),
        (lambda: CHECK.texts(["a"] * 5, "names", 40, 4), "names has 5 entries; at most 4"),
        (lambda: CHECK.integers([1, "2"], "scores"), "an entry of scores must be an integer"),
        (lambda: CHECK.text("x" * 10_000 + 5 * "y", "n", 3), "n is 10,005 characters long"),
    ],
)
def test_each_fault_is_one_line_in_the_callers_error(read: object, words: str) -> None:
    with pytest.raises(Oops, match=words) as caught:
        read()  # type: ignore[operator]
    assert "\n" not in str(caught.value) and len(str(caught.value)) < 200
