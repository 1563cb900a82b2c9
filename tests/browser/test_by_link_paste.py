"""Links that survive real chats (issue 36), in the page: the "Paste a link" boxes, a link
cut short, a link whose game this browser does not hold (a chat app's own browser), and
the host's "Send…" on each invitation of a group.

Two contexts pass link text only, as in test_by_link.py; the pasted text is a link as a
chat leaves it: words around it, ``).`` after it and a line break inside it.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from tests.support.browser import open_site
from tests.support.links import (
    PHONE,
    WAIT_MS,
    done_count,
    join_as,
    kept,
    link_to_send,
    open_link,
    play_move,
    shot,
    start,
    two_contexts,
    wait_done,
)
from playwright.sync_api import Page

from parlour.fair import wire
from parlour.link.envelope import Envelope

pytestmark = pytest.mark.browser


def as_a_chat_leaves_it(url: str) -> str:
    """``url`` with words around it, ``).`` after it and a line break inside its fragment."""
    middle = url.index("#") + (len(url) - url.index("#")) // 2
    return f"Your turn (here: {url[:middle]}\n{url[middle:]}). Thanks!"


def paste(page: Page, box: str, text: str) -> None:
    """``text`` pasted into a "Paste a link" box and opened; its link's work done."""
    before = done_count(page)
    page.fill(f"#{box}-text", text)
    page.click(f"#{box} button[type=submit]")
    wait_done(page, before)


def pass_links_until_a_move(seats: dict[int, Page]) -> tuple[int, dict[int, str | None]]:
    """The set-up links passed by opening them, until a seat is to move: that seat."""
    delivered: dict[int, str | None] = {0: None, 1: None}
    for _ in range(40):
        for seat, page in seats.items():
            if page.get_attribute("body", "data-link") == "move":
                return seat, delivered
            url = link_to_send(page)
            if url and url != delivered[seat]:
                open_link(seats[1 - seat], url)
                delivered[seat] = url
    raise AssertionError("no seat came to move")


def test_a_pasted_link_brings_the_move(new_context: Any, base_url: str) -> None:
    """A move's link, pasted as a chat left it into the home page's box, brings the move;
    the link back, pasted into the game's own box, brings the next, and the one after,
    opened with the ``)".`` a chat took into it, the next.  Text with no link is named in
    one line under the box, and the games kept are unchanged."""
    ana, bo, errors = two_contexts(new_context)
    start(ana, bo, base_url, "punto", "Punto", "option.rounds_to_win=1")
    seats = {0: ana, 1: bo}
    mover, _ = pass_links_until_a_move(seats)
    sender, receiver = seats[mover], seats[1 - mover]
    play_move(sender, "punto", random.Random(3))
    url = link_to_send(sender)
    assert url
    receiver.click("#friend-menu")
    receiver.wait_for_selector("#menu:not([hidden]) #home-paste-text")
    before = kept(receiver)
    receiver.fill("#home-paste-text", "see you at 5. Thanks!")
    receiver.click("#home-paste button[type=submit]")
    receiver.wait_for_selector('body[data-paste="none"]', state="attached")
    said = receiver.inner_text("#home-paste-error")
    assert said.startswith("There is no game link in what you pasted") and "\n" not in said
    assert kept(receiver) == before
    shot(receiver, "paste-none")
    paste(receiver, "home-paste", as_a_chat_leaves_it(url))
    assert receiver.get_attribute("body", "data-link") != "error", receiver.inner_text(
        "#friend-error"
    )
    assert receiver.inner_text("#friend-last") == sender.inner_text("#friend-last")
    assert receiver.get_attribute("#friend-board", "data-count") == sender.get_attribute(
        "#friend-board", "data-count"
    )
    assert receiver.input_value("#home-paste-text") == ""
    # The other way: the receiver's next link pasted into the game screen's own box.
    if receiver.get_attribute("body", "data-link") == "move":
        play_move(receiver, "punto", random.Random(4))
    back = link_to_send(receiver)
    assert back
    shot(sender, "paste-friend-box")
    paste(sender, "friend-paste", f"<{back}>.\n")
    assert sender.get_attribute("body", "data-link") != "error", sender.inner_text("#friend-error")
    assert sender.get_attribute("#friend-board", "data-count") == receiver.get_attribute(
        "#friend-board", "data-count"
    )
    # A chat that took the ").", or the quote, into the link it opens: the address has it.
    if sender.get_attribute("body", "data-link") == "move":
        play_move(sender, "punto", random.Random(5))
    onward = link_to_send(sender)
    assert onward and onward != url
    open_link(receiver, onward + ")%22.")
    assert receiver.locator("#friend-error").is_hidden(), receiver.inner_text("#friend-error")
    assert receiver.get_attribute("#friend-board", "data-count") == sender.get_attribute(
        "#friend-board", "data-count"
    )
    assert errors == []


def a_link(table: str, message: bytes, name: str = "Ana") -> str:
    """A link of a game by link this browser has never seen (its message ends whole)."""
    text = wire.to_text(message + wire.checksum(message))
    return Envelope("punto", table, 0, name, "", (text,)).to_fragment()


@pytest.mark.parametrize(
    ("locale", "says"),
    [
        ("en-GB", ("chat app", "Open in browser", "Paste a link", "cut short", "ask Ana")),
        ("pt-PT", ("aplicação de conversa", "Abrir no navegador", "Colar um link", "cortado")),
    ],
)
def test_a_link_this_browser_does_not_hold_and_a_cut_link_say_what_to_do(
    new_context: Any, base_url: str, locale: str, says: tuple[str, ...]
) -> None:
    """A chat app's own browser keeps its own storage: a link of a game kept elsewhere says
    so and how to open it where the game is; a link cut short says to copy it whole again,
    or to ask its sender.  In English and Portuguese."""
    page = new_context(viewport=PHONE, locale=locale).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_site(page, base_url)
    fragment = a_link("chatTbl1", bytes([wire.VERSION]) + bytes(range(40)))
    open_link(page, f"{base_url}{fragment}")
    unknown = page.inner_text("#friend-error")
    assert all(word in unknown for word in says[:3]), unknown
    assert page.locator("#friend-paste-text").is_visible()
    shot(page, f"unknown-{locale}")
    cut = fragment[: len(fragment) - 9]
    paste(page, "friend-paste", f"here: {base_url}{cut}")
    said = page.inner_text("#friend-error")
    assert says[3] in said and (len(says) < 5 or says[4] in said), said
    assert kept(page) == {}
    shot(page, f"cut-{locale}")
    assert errors == []


SHARE = """
Object.defineProperty(navigator, "share", {
  configurable: true,
  value: async (data) => { (window.parlourShared ||= []).push(data); },
});
"""


@pytest.mark.parametrize("players", [3, 4])
def test_send_on_each_invitation_of_a_group_opens_the_share_sheet(
    new_context: Any, base_url: str, players: int
) -> None:
    """A host of three or four with a share sheet (a phone): "Send…" on each invitation
    hands that invitation's link and words to the sheet, and Copy still copies (issue 36:
    "Send… in a group of 3 and of 4")."""
    context = new_context(viewport=PHONE)
    context.add_init_script(SHARE)
    host = context.new_page()
    errors: list[str] = []
    host.on("pageerror", lambda exc: errors.append(str(exc)))
    host.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    seats = ",".join(["human"] * players)
    open_site(host, f"{base_url}?game=punto&start=0&seats={seats}")
    host.click("#setup-link")
    join_as(host, "Ana")
    invitations = host.eval_on_selector_all(
        "#friend-invites-list input", "nodes => nodes.map(n => [n.value, n.dataset.says])"
    )
    assert len(invitations) == players - 1
    for number, (url, says) in enumerate(invitations, start=1):
        host.click(f'#friend-invites-list [data-share="{number}"]')
        host.wait_for_function(
            f"() => (window.parlourShared || []).length >= {number}", timeout=WAIT_MS
        )
        shared = host.evaluate(f"() => window.parlourShared[{number - 1}]")
        assert shared == {"title": says, "text": says, "url": url}
    host.click(f'#friend-invites-list [data-copy="{players - 1}"]')
    host.wait_for_function(
        "() => document.getElementById('friend-invites-copied').textContent !== ''"
    )
    assert errors == []
