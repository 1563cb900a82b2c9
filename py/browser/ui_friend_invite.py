"""The host's invitations for three or four (issue 26): one link a seat not heard from yet.

Each invitation carries the game, the host's name and the seat it is for, and no message
(``parlour.link.envelope.invitation_for``); the host copies or shares each in turn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dom import el, esc, set_text
from pyodide.ffi import to_js
from pyscript import window
from text import t
from ui_share import copy_field, page_base

from parlour.link.envelope import invitation_for


def draw_invites(reply: dict[str, Any], names: list[str], title: str) -> None:
    """The host of three or four: one invitation a seat not heard from yet."""
    seats = [
        seat
        for seat in range(1, int(reply["players"]))
        if seat not in reply["heard"] and not names[seat]
    ]
    group = int(reply["players"]) > 2
    el("friend-invites").hidden = not (group and reply["seat"] == 0 and seats)
    if el("friend-invites").hidden:
        return
    host = names[0]
    share = hasattr(window.navigator, "share")
    rows = []
    for seat in seats:
        envelope = invitation_for(reply, host, seat)
        url = page_base() + envelope.to_fragment()
        says = t("link.says.invite_seat", name=host, title=title, number=seat + 1)
        label = t("link.invite_for", number=seat + 1)
        rows.append(
            f'<li><p id="invite-label-{seat}">{esc(label)}</p>'
            f'<input id="invite-url-{seat}" type="text" readonly value="{esc(url)}" '
            f'data-says="{esc(says)}" aria-labelledby="invite-label-{seat}">'
            '<div class="actions">'
            + (
                f'<button type="button" class="primary" data-share="{seat}">'
                f"{esc(t('link.share'))}</button>"
                if share
                else ""
            )
            + f'<button type="button" data-copy="{seat}">{esc(t("link.copy"))}</button>'
            "</div></li>"
        )
    el("friend-invites-list").innerHTML = "".join(rows)
    set_text("friend-invites-copied", "")


def on_invites_click(event: Any, spawn: Callable[[Any], None]) -> None:
    """Copy or share the invitation whose button was pressed."""
    button = event.target.closest("[data-copy], [data-share]")
    if not button:
        return
    seat = str(button.dataset.copy or button.dataset.share)
    field = el(f"invite-url-{seat}")
    if button.dataset.copy:
        said = f"{field.dataset.says}\n{field.value}"
        spawn(copy_field(f"invite-url-{seat}", "friend-invites-copied", said, "link.copied"))
    else:
        spawn(share_text(str(field.dataset.says), str(field.value)))


async def share_text(says: str, url: str) -> None:
    """The phone's share sheet with the link and what it is."""
    data = {"title": says, "text": says, "url": url}
    try:
        await window.navigator.share(to_js(data, dict_converter=window.Object.fromEntries))
    except Exception:  # noqa: BLE001 - the sheet was closed: the link stays to copy
        return
