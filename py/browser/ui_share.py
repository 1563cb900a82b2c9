"""Share links and the embed snippet, shown in dialogs with a copy button."""

from __future__ import annotations

from typing import Any

from dom import el, esc, set_text
from pyodide.ffi import to_js
from pyscript import window
from text import t

from parlour.page import share
from parlour.page.session import Session


def page_base() -> str:
    """This page's address without query or fragment."""
    location = window.location
    return f"{location.origin}{location.pathname}"


def share_url(session: Session) -> str:
    return f"{page_base()}#{share.encode(session)}"


def open_share_dialog(session: Session) -> None:
    """The link, and a warning when it would show hidden cards (a game in progress)."""
    el("share-warning").hidden = not share.reveals_hidden(session)
    open_dialog("share-dialog", "share-url", share_url(session))


def embed_query(session: Session) -> str:
    record = session.record
    parts = ["embed=1", f"game={record.game}", f"seats={','.join(session.seats)}"]
    parts += [f"option.{name}={_value(value)}" for name, value in sorted(record.options.items())]
    return "&".join(parts)


def _value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def embed_snippet(session: Session, title: str) -> str:
    src = f"{page_base()}?{embed_query(session)}"
    return (
        f'<iframe src="{esc(src)}" width="800" height="720" '
        f'title="{esc(t("embed.title", title=title))}" style="border:0;max-width:100%" '
        f'loading="lazy"></iframe>'
    )


def open_dialog(dialog_id: str, field_id: str, value: str) -> None:
    el(field_id).value = value
    set_text(dialog_id.replace("-dialog", "-done"), "")
    el(dialog_id).showModal()
    el(field_id).select()


async def copy_field(
    field_id: str, done_id: str, text: str | None = None, copied: str = "share.copied"
) -> bool:
    """Copy ``text`` (the field's value unless given); if the clipboard refuses, select the
    field for the player to copy.  Whether it was copied."""
    field: Any = el(field_id)
    try:
        await window.navigator.clipboard.writeText(field.value if text is None else text)
        set_text(done_id, t(copied))
        return True
    except Exception:  # noqa: BLE001 - clipboard refused: let the player copy
        field.select()
        set_text(done_id, t("share.copy_failed"))
        return False


def close_dialog(event: Any) -> None:
    dialog = event.target.closest("dialog")
    if dialog:
        dialog.close()


def current_fragment() -> str:
    return str(window.location.hash or "")


def clear_fragment() -> None:
    """Drop the link from the address bar, so a reload resumes the autosave instead."""
    window.history.replaceState(None, "", f"{window.location.pathname}{window.location.search}")


async def send_field(field_id: str, done_id: str, sharing: bool) -> bool:
    """A link's field sent, by the share sheet or the clipboard: the link and what it says
    (its ``data-says``: a game by link's link, each invitation of a group); whether it went."""
    field = el(field_id)
    says, url = str(field.dataset.says), str(field.value)
    if sharing:
        return await share_text(says, url)
    return await copy_field(field_id, done_id, f"{says}\n{url}", "link.copied")


async def share_text(says: str, url: str) -> bool:
    """The phone's share sheet with the link and what it is (a game by link's, a daily
    result's); whether it was shared."""
    data = {"title": says, "text": says, "url": url}
    try:
        await window.navigator.share(to_js(data, dict_converter=window.Object.fromEntries))
    except Exception:  # noqa: BLE001 - the sheet was closed: the link stays to copy
        return False
    return True
