"""The host's invitations for three or four (issue 26): one link a seat not heard from yet.

Each invitation carries the game, the host's name and the seat it is for, and no message
(``parlour.link.envelope.invitation_for``); the host copies or shares each in turn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dom import el, esc, set_text
from pyscript import window
from text import t
from ui_share import page_base, send_field

from parlour.link.envelope import invitation_for
from parlour.link.report import SeatReport


def draw_invites(report: SeatReport, seats: tuple[int, ...], host: str, title: str) -> None:
    """The host of three or four: one invitation a seat not heard from yet (``seats``)."""
    el("friend-invites").hidden = not seats
    if not seats:
        return
    share = hasattr(window.navigator, "share")
    rows = []
    for seat in seats:
        envelope = invitation_for(report, host, seat)
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
    # Not ``dataset``: a data- attribute the button lacks raises in Pyodide's proxy of it
    # (AttributeError), where JavaScript would give undefined.
    sharing = bool(button.hasAttribute("data-share"))
    seat = str(button.getAttribute("data-share" if sharing else "data-copy"))
    spawn(send_field(f"invite-url-{seat}", "friend-invites-copied", sharing))
