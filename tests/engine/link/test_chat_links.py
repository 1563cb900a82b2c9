"""Links that survive real chats (issue 36): a link opens after what chats and people do
to it (punctuation after it, brackets or quotes around it, words before and after, spaces
and line breaks inside), a link cut short is named as cut, and text with no link in it is
refused in one line.  The links are real ones, their messages a game's own."""

from __future__ import annotations

import pytest
from .test_desk import deliver, report, started

from parlour.link.envelope import (
    BadLink,
    CutLink,
    Envelope,
    whole_message,
    envelope_for,
    found,
    read,
)

SITE = "https://parlour.example/play/"


@pytest.fixture(scope="module")
def links() -> list[tuple[str, Envelope]]:
    """Two real links as a player sends them: the host's invitation, and a link of two
    messages (the friend's first and the host's answer, each ending with its own
    checksum)."""
    desks, replies = started("casino", {"target": 11})
    invitation = envelope_for(report(replies[0]), "Ana", invitation=True)
    first = replies[1]["outbox"]
    deliver(desks, replies, 1)  # the host takes the friend's first link and answers it
    messages = (*first, *replies[0]["outbox"])
    assert len(messages) >= 2
    two = Envelope("casino", str(replies[1]["table"]), 1, "Bo Zé", "", messages)
    return [(SITE + e.to_fragment(), e) for e in (invitation, two)]


AROUND = [
    ("", "."),
    ("", ","),
    ("", "!"),
    ("", "?"),
    ("", ")"),
    ("", "]"),
    ("", ">"),
    ("", '"'),
    ("", "'"),
    ("", ")."),
    ("", "..."),
    ("", "!?"),
    ("", '".'),
    ("", "”."),
    ("", "'),"),
    ("<", ">"),
    ('"', '"'),
    ("'", "'"),
    ("(", ")"),
    ("(", ")."),
    ("“", "”"),
    ("[", "]"),
    ("_", "_"),
    ("here: ", " thanks!"),
    ("here: ", ". Thanks!"),
    ("Your turn → ", "\n\nsee you tomorrow at 5.30"),
    ("  ", "  \n"),
    ("Ana:\n", "\t"),
    ("(see ", ", then send yours)."),
]


@pytest.mark.parametrize(("before", "after"), AROUND)
def test_a_link_opens_with_what_a_chat_puts_around_it(
    links: list[tuple[str, Envelope]], before: str, after: str
) -> None:
    for url, envelope in links:
        assert read(before + url + after) == envelope


@pytest.mark.parametrize("space", ["\n", "\r\n", " ", "\n\n", " \n "])
def test_a_line_break_or_space_anywhere_in_a_link_is_dropped(
    links: list[tuple[str, Envelope]], space: str
) -> None:
    """At every place of the link, in its fragment too (between two messages, around a
    field's ``.``), with the chat's ``).`` after it and words around it."""
    for url, envelope in links:
        step = 1 if space == "\n" else 7
        for at in range(0, len(url), step):
            text = f"Your turn: {url[:at]}{space}{url[at:]}). Thanks"
            assert read(text) == envelope, (at, url[at - 5 : at + 5])


def test_a_link_wrapped_as_an_email_wraps_it_opens(links: list[tuple[str, Envelope]]) -> None:
    for url, envelope in links:
        wrapped = "\n".join(url[at : at + 76] for at in range(0, len(url), 76))
        assert read(f"Hi,\n\n{wrapped}\n\nAna") == envelope


def test_a_link_as_the_address_bar_holds_it_opens(links: list[tuple[str, Envelope]]) -> None:
    """A chat that took the ``).`` or quotes into the link: the address has them after the
    ``#``, some escaped."""
    for url, envelope in links:
        fragment = url[url.index("#") :]
        for mangled in (fragment + ").", fragment + "%29.", fragment + "%22", fragment + "%3E"):
            assert read(mangled) == envelope
        middle = len(fragment) // 2
        assert read(fragment[:middle] + "%20" + fragment[middle:] + "%20") == envelope


def test_a_link_cut_short_is_named_as_cut(links: list[tuple[str, Envelope]]) -> None:
    """Cut at every place, with or without words typed after it: named as cut, with its
    sender once the part that came names them.  The cut no check can see is one exactly at
    a message's end (``~`` next): the link reads as the messages before it, and the next
    link names the one missing (the desk's ``Missing``)."""
    for url, envelope in links:
        fragment = url[url.index("#") :]
        named_from = [at for at, char in enumerate(fragment) if char == "."][4]  # its name's end
        boundaries = {at for at, char in enumerate(fragment) if char == "~"}
        if envelope.invite:  # right after the invitation: one that carries no message
            boundaries.add(fragment.rindex(".") + 1)
        cut, damaged = 0, 0
        for at in range(len("#L1."), len(fragment)):
            text = fragment[:at] + (" thanks" if at % 3 == 0 else "")
            if at in boundaries:
                shorter = read(text)
                assert shorter.messages == envelope.messages[: len(shorter.messages)]
                assert len(shorter.messages) < len(envelope.messages)
                continue
            try:
                read(text)
            except CutLink as error:
                cut += 1
                assert error.kind == "cut" and "cut short" in str(error)
                assert error.name == (envelope.name if at > named_from else "")
                continue
            except BadLink as error:
                raise AssertionError(f"a link cut at {at}: {error}") from None
            if not whole_message(read(text).messages[-1]):
                # A cut that leaves a message's layout whole (at a section's end, its last
                # bytes taken for its checksum) reads as a changed message: the worker
                # refuses it as damaged (``desk.take``), as every message that fails.
                damaged += 1
                continue
            raise AssertionError(f"a link cut at {at} was read")
        assert cut > 0.99 * (cut + damaged), (cut, damaged)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "hello",
        "https://parlour.example/play/",
        "https://parlour.example/play/#g1.abc",
        "L1.casino.abc",
        "#L2.casino.abc.0..",
        "see you at 5. Thanks!",
    ],
)
def test_text_without_a_link_is_refused_in_one_line(text: str) -> None:
    assert found(text) is None
    with pytest.raises(BadLink) as refused:
        read(text)
    assert refused.value.kind == "bad" and "\n" not in str(refused.value)
    assert "not a link to a game by link" in str(refused.value)


def test_a_changed_message_is_no_cut_the_worker_refuses_it(
    links: list[tuple[str, Envelope]],
) -> None:
    url, envelope = links[1]
    last = envelope.messages[-1]
    middle = len(last) // 2
    changed = last[:middle] + ("B" if last[middle] == "A" else "A") + last[middle + 1 :]
    assert read(url.replace(last, changed) + ").").messages[-1] == changed
    with pytest.raises(BadLink, match="does not have"):
        read(url.replace("casino", "chess") + ").")
