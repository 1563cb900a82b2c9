"""Play a friend by link (issue 26): the screen, the links, the games kept in this browser.

The page holds no secret and does no cryptography: each request goes to the ``ai`` worker
(``parlour.link.desk``), which answers with this seat's view, its legal moves, the log and
the messages to send.  The page keeps each game's export in localStorage (key
``parlour.link.<table>``), draws the seat's view with the game's renderer, and hands the
messages over as a link to this page (``parlour.link.envelope``: ``#L1.…``).
"""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Callable
from typing import Any

import ui_keyboard
from dom import announce, el, esc, on, set_text, storage_get, storage_remove, storage_set
from pyscript import document, window
from text import t
from ui_board import prepare_board, show_picture
from ui_saves import download
from ui_friend_play import FriendHint, draw_round_end
from ui_friend_invite import draw_invites, on_invites_click, share_text
from ui_share import clear_fragment, copy_field, page_base
from ui_worker import Thinker

from parlour import play as paths
from parlour import registry, words
from parlour.core import Highlights, Move
from parlour.link.envelope import (
    BadLink,
    Envelope,
    clean_name,
    envelope_for,
    link_number,
    read,
)

PREFIX = "parlour.link."
INDEX = "parlour.link.index"
NAME = "parlour.link.name"


def kept_tables() -> list[str]:
    try:
        tables = json.loads(storage_get(INDEX) or "[]")
    except ValueError:
        return []
    return [str(table) for table in tables if storage_get(PREFIX + str(table))]


def load(table: str) -> dict[str, Any] | None:
    try:
        kept = json.loads(storage_get(PREFIX + table) or "null")
    except ValueError:
        return None
    return kept if isinstance(kept, dict) else None


def messages_in(kept: dict[str, Any]) -> int:
    """How many of the game's messages (links) a kept game or a backup holds; 0 if its
    export does not read."""
    try:
        log = json.loads(str(kept["export"]))["fair"]["log"]
        return sum(1 for entry in log if entry[0] == "message")
    except (ValueError, KeyError, TypeError, IndexError):
        return 0


def keep(reply: dict[str, Any], names: list[str]) -> bool:
    """Store the seat's export and what the home page lists; False if storage refused."""
    table = str(reply["table"])
    last = reply["log"][-1] if reply["log"] else ""
    kept = {
        "game": reply["game"],
        "seat": reply["seat"],
        "players": reply["players"],
        "names": names,
        "export": reply["export"],
        "action": reply["action"],
        "next": reply["next"],
        "sending": sending(reply),
        "last": last,
    }
    if not storage_set(PREFIX + table, json.dumps(kept)):
        return False
    tables = [table] + [other for other in kept_tables() if other != table]
    return storage_set(INDEX, json.dumps(tables))


def sending(reply: dict[str, Any]) -> bool:
    """Whether this seat has a link to send now (messages owed, and no move to choose), or,
    the host of two before any message, the invitation (it carries no message: the
    friend's device shuffles first).  The host of three or four hands out its invitations
    apart (``ui_friend_invite``)."""
    if inviting(reply):
        return True
    return bool(reply["outbox"]) and reply["action"] != "move"


def inviting(reply: dict[str, Any]) -> bool:
    """The host of two players before any message: its link is the invitation."""
    return not is_group(reply) and int(reply["count"]) == 0


def is_group(reply: dict[str, Any]) -> bool:
    """Three or four players: every link goes to a group that everyone opens."""
    return int(reply["players"]) > 2


def name_of(names: list[str], seat: int | None, players: int) -> str:
    """A player's name as the links brought it, or who they are until it comes."""
    if seat is not None and 0 <= seat < len(names) and names[seat]:
        return names[seat]
    if players > 2 and seat is not None:
        return t("link.player", number=seat + 1)
    return t("link.friend")


def joined(names: list[str]) -> str:
    """Names in a sentence: "Bea", "Bea and Cy", "Bea, Cy and Di"."""
    if len(names) < 2:
        return names[0] if names else t("link.friends")
    return t("link.and", first=", ".join(names[:-1]), last=names[-1])


class FriendScreen:
    """The friend screen: name forms, the board of a game by link, the link to send."""

    def __init__(self, thinker: Thinker, show: Callable[[], None], menu: Callable[[], None]):
        self.thinker = thinker
        self.show_screen = show
        self.to_menu = menu
        self.reply: dict[str, Any] | None = None
        self.names: list[str] = []
        self.chosen: tuple[str, ...] = ()
        self.moves: tuple[Move, ...] = ()
        self.pending: Callable[[str], Any] | None = None
        self.busy = False
        self.hints = FriendHint(thinker)
        self.round_said = ""  # the round's end read out last

    def wire(self) -> None:
        on(el("friend-name"), "submit", self.on_name)
        on(el("friend-board"), "click", self.on_click)
        on(el("friend-board"), "keydown", self.on_key)
        on(el("friend-copy"), "click", lambda e: self.spawn(self.copy()))
        on(el("friend-share"), "click", lambda e: self.spawn(self.share()))
        on(el("friend-menu"), "click", lambda e: self.to_menu())
        on(el("links-list"), "click", self.on_list_click)
        on(el("friend-invites"), "click", lambda e: on_invites_click(e, self.spawn))
        on(el("friend-backup"), "click", lambda e: self.backup())
        on(el("friend-hint-btn"), "click", lambda e: self.spawn(self.ask_hint()))
        on(el("links-restore"), "change", lambda e: self.spawn(self.restore(e.target)))

    def spawn(self, work: Any) -> None:
        asyncio.ensure_future(work)

    # -- starting: the host and the friend name themselves ----------------------------
    def host(self, game_id: str, options: dict[str, object], players: int = 2) -> None:
        title = registry.get(game_id).spec.title
        ask = (
            t("link.host_ask_group", title=title, others=players - 1)
            if players > 2
            else t("link.host_ask", title=title)
        )
        self.open_form(
            title,
            ask,
            t("link.host_go"),
            lambda name: self.request(
                {"op": "new", "game": game_id, "players": players, "options": options},
                [name] + [""] * (players - 1),
            ),
        )

    def open_form(self, title: str, ask: str, go: str, then: Callable[[str], Any]) -> None:
        self.reply = None
        self.pending = then
        set_text("friend-title", title)
        set_text("friend-ask", ask)
        set_text("friend-go", go)
        el("friend-name-input").value = storage_get(NAME) or ""
        for part in ("friend-send", "friend-invites", "friend-play", "friend-error"):
            el(part).hidden = True
        el("friend-name").hidden = False
        self.show_screen()
        el("friend-name-input").focus()
        document.body.dataset.link = "name"

    def on_name(self, event: Any) -> None:
        event.preventDefault()
        name = clean_name(str(el("friend-name-input").value))
        if not name or self.pending is None:
            return
        storage_set(NAME, name)
        then, self.pending = self.pending, None
        el("friend-name").hidden = True
        self.spawn(then(name))

    # -- links ---------------------------------------------------------------------------
    def open_link(self, fragment: str) -> None:
        """A link to this page with a game by link in its fragment."""
        clear_fragment()
        try:
            envelope = read(fragment)
        except BadLink as error:
            self.fail(t("link.refused_bad", reason=str(error)))
            return
        kept = load(envelope.table)
        title = envelope.title
        if kept is None:
            if not envelope.invite:
                self.fail(t("link.unknown", title=title, name=envelope.name))
                return
            self.join_form(envelope)
            return
        names = list(kept["names"])
        if envelope.sender == kept["seat"]:
            players = int(kept["players"])
            other = name_of(names, 1 - int(kept["seat"]), players)
            own = t("link.own_group") if players > 2 else t("link.own", name=other)
            self.spawn(self.resume(envelope.table, own))
            return
        if envelope.game != kept["game"] or envelope.sender >= len(names):
            self.fail(t("link.refused_bad", reason=t("link.other_game")))
            return
        names[envelope.sender] = envelope.name or names[envelope.sender]
        request = {
            "op": "open",
            "table": envelope.table,
            "export": kept["export"],
            "messages": list(envelope.messages),
        }
        self.spawn(self.request(request, names))

    def join_form(self, envelope: Envelope) -> None:
        """An invitation: the friend names themselves and takes the seat it is for."""
        title, seat, players = envelope.title, envelope.seat_to_join(), envelope.players
        names = [""] * players
        names[envelope.sender] = envelope.name
        ask = (
            t(
                "link.join_ask_seat",
                name=envelope.name,
                title=title,
                number=seat + 1,
                players=players,
            )
            if players > 2
            else t("link.join_ask", name=envelope.name, title=title)
        )

        def join(name: str) -> Any:
            names[seat] = name
            request = {"op": "join", "invite": envelope.invite, "seat": seat}
            return self.request(request | {"messages": list(envelope.messages)}, names)

        self.open_form(title, ask, t("link.join_go"), join)

    async def resume(self, table: str, note: str = "") -> None:
        kept = load(table)
        if kept is None:
            return
        request = {"op": "show", "table": table, "export": kept["export"]}
        await self.request(request, list(kept["names"]), note=note)

    async def request(self, request: dict[str, Any], names: list[str], note: str = "") -> None:
        """Ask the worker, keep what it answers, draw it; a refusal leaves the game as kept."""
        self.busy = True
        document.body.dataset.link = "busy"
        set_text("status", t("link.working"))
        try:
            request |= {"lang": words.language(), "names": names}
            # The bench splits a link's time at these (docs/performance.md).
            window.performance.mark("parlour:link-asked")
            reply = await self.thinker.link(request)
            window.performance.mark("parlour:link-answered")
        except Exception as error:  # noqa: BLE001 - no worker: say so, keep the game
            self.busy = False
            self.fail(t("link.no_worker", reason=str(error)))
            return
        finally:
            set_text("status", "")
        self.busy = False
        if not reply["ok"]:
            self.refused(reply, names)
            return
        if not keep(reply, names):
            note = t("link.not_kept")
        elif request["op"] == "open" and not reply["taken"]:
            note = note or t("link.seen")  # its own, or taken before: nothing changes
        self.reply, self.names, self.chosen = reply, names, ()
        self.hints.clear()
        self.draw(note)
        if request["op"] == "open" and reply["taken"]:
            self.read_out()

    def read_out(self) -> None:
        """What a link just taken brought, and whose turn it is now, for a screen reader:
        the strip over the board changes on every drawing, so it is no live region."""
        said = [el("friend-last").textContent, el("friend-turn").textContent, self.round_said]
        announce(" ".join(str(part) for part in said if part))

    def refused(self, reply: dict[str, Any], names: list[str]) -> None:
        if reply.get("kind") == "missing":
            name = name_of(names, reply.get("from"), len(names))
            if len(names) > 2:  # the link it lacks, by the number its sender's page showed
                self.fail(t("link.missing_group", name=name, number=int(reply["number"]) + 1))
            else:
                self.fail(t("link.missing", name=name))
        else:  # why in the page's language; the check's own line (English) after it
            why = t(f"link.why.{reply.get('why', 'check')}")
            self.fail(t("link.refused", reason=why, detail=str(reply["error"])))

    def fail(self, message: str) -> None:
        """One line saying what is wrong; the games kept are unchanged.  A game on screen
        stays as it was drawn, with the link it still has to send."""
        el("friend-name").hidden = True
        set_text("friend-error", message)
        el("friend-error").hidden = False
        if self.reply is None:
            set_text("friend-title", t("link.kept_heading"))
            el("friend-play").hidden = True
            el("friend-send").hidden = True
            el("friend-invites").hidden = True
        self.show_screen()
        document.body.dataset.link = "error"
        done()

    def game_id(self) -> str | None:
        return str(self.reply["game"]) if self.reply is not None else None

    def back(self) -> None:
        """This game on screen again (after a lesson opened from its rules)."""
        self.show_screen()
        self.redraw()

    def redraw(self) -> None:
        """The game again in the page's language (the worker tells the log)."""
        if self.reply is not None and not self.busy:
            self.spawn(self.resume(str(self.reply["table"])))

    # -- drawing ---------------------------------------------------------------------------
    def other(self) -> str:
        """The other player of two; with more, the others' names known so far."""
        reply = self.reply
        assert reply is not None
        players, seat = int(reply["players"]), int(reply["seat"])
        if players == 2:
            return name_of(self.names, 1 - seat, players)
        return joined([n for i, n in enumerate(self.names) if i != seat and n])

    def named(self, seat: int | None) -> str:
        reply = self.reply
        assert reply is not None
        return name_of(self.names, seat, int(reply["players"]))

    def draw(self, note: str = "") -> None:
        reply = self.reply
        if reply is None:
            return
        game = registry.get(str(reply["game"]))
        title = game.spec.title
        set_text("friend-title", t("link.title", title=title, name=self.other()))
        el("friend-name").hidden = True
        el("friend-error").hidden = not note
        set_text("friend-error", note)
        el("friend-play").hidden = False
        self.draw_board(game)
        self.draw_words()
        self.draw_send(title)
        draw_invites(reply, self.names, title)
        self.show_screen()
        board = el("friend-board")
        board.dataset.count = str(reply["count"])
        board.dataset.action = str(reply["action"])
        document.body.dataset.link = str(reply["action"])
        show_kept()
        done()

    def draw_board(self, game: Any) -> None:
        reply = self.reply
        assert reply is not None
        over = reply["action"] == "over"
        dealt = over or bool(reply.get("dealt", True))
        board = el("friend-board")
        board.dataset.view = json.dumps(reply["view"])  # this seat's own view: what it was shown
        board.dataset.legal = json.dumps(reply["legal"])
        board.dataset.pending = str(reply.get("pending", 0))
        el("friend-board-wrap").hidden = not dealt
        el("friend-not-dealt").hidden = dealt
        if not dealt:
            el("friend-panel").hidden = True
            self.hints.draw(reply, None)
            return
        view = game.view_from_json(reply["final"] if over else reply["view"])
        legal = set(reply["legal"])
        self.moves = ()
        if legal:
            sample = game.determinize_view(view, random.Random(0))
            self.moves = tuple(m for m in sample.legal_moves() if str(m) in legal)
        targets = paths.live_targets(self.moves, self.chosen)
        names = self.names
        with words.seated(["human"] * len(names), names):
            marks = Highlights(targets=targets, selected=self.chosen, marked=self.hints.marked())
            picture = game.render(view, marks)
        show_picture(board, el("friend-panel"), picture)
        prepare_board(board, targets, el("friend-panel"))
        self.hints.draw(reply, board)
        board.setAttribute("data-renders", str(int(board.getAttribute("data-renders") or 0) + 1))

    def draw_words(self) -> None:
        reply = self.reply
        assert reply is not None
        action, other = str(reply["action"]), self.named(reply["next"])
        log = list(reply["log"])
        if action == "move":
            turn = t("link.your_turn")
        elif action == "over":
            turn = self.result_text()
        elif sending(reply):
            next_move = reply["to_move"] == reply["next"] and reply["duty"] == "move"
            if not is_group(reply):
                turn = t("link.send_next" if next_move else "link.send_to", name=other)
            elif next_move:
                turn = t("link.send_group_next", name=other)
            else:
                turn = self.waiting_text(other)
        else:
            turn = self.waiting_text(other)
        set_text("friend-turn", turn)
        shuffling = not reply.get("dealt", True) and action != "over"
        before_any = t("link.no_moves" if shuffling else "link.no_moves_dealt")
        set_text("friend-last", t("link.last", move=log[-1]) if log else before_any)
        steps = sending(reply) and not log  # set-up only
        note = t("link.auto_step") if steps else ""
        if reply.get("pending"):  # a drawn card's key comes with another's next link
            note = t("link.pending_group" if is_group(reply) else "link.pending", name=other)
        set_text("friend-note", note)
        el("friend-log").innerHTML = "".join(
            f'<li data-ply="{ply}">{esc(line)}</li>' for ply, line in enumerate(log, 1)
        ) or (f'<li class="empty">{esc(t("log.empty"))}</li>')
        self.round_said = draw_round_end(reply, self.round_said)

    def waiting_text(self, other: str) -> str:
        """Whose link comes next and what it brings."""
        reply = self.reply
        assert reply is not None
        if is_group(reply) and reply["next"] not in reply["heard"]:
            return t("link.waiting_joiner", name=other)
        if not is_group(reply) and (reply["count"] == 0 or not self.names[1 - reply["seat"]]):
            return t("link.waiting_join")
        return t(f"link.waiting_{reply['duty']}", name=other)

    def result_text(self) -> str:
        reply = self.reply
        assert reply is not None
        winners = [self.names[w] or t("link.friend") for w in reply.get("winners", [])]
        said = t("play.winner", player=winners[0]) if len(winners) == 1 else t("play.draw")
        if len(winners) > 1:
            said = t("play.winners", players=", ".join(winners))
        faults = reply.get("faults", [])
        check = t("link.unfair", faults="; ".join(faults)) if faults else t("link.fair")
        return f"{said}. {check}"

    def draw_send(self, title: str) -> None:
        reply = self.reply
        assert reply is not None
        el("friend-send").hidden = not sending(reply)
        if not sending(reply):
            return
        own = self.names[int(reply["seat"])]
        invitation = inviting(reply)
        envelope = envelope_for(reply, own, invitation)
        el("friend-url").value = page_base() + envelope.to_fragment()
        other = self.other()
        if is_group(reply):
            set_text("friend-send-text", t("link.send_group", number=link_number(reply)))
        else:
            key = "link.send_invite" if invitation else "link.send_back"
            set_text("friend-send-text", t(key, name=other))
        set_text("friend-copied", "")
        el("friend-share").hidden = not hasattr(window.navigator, "share")
        el("friend-url").dataset.says = self.says(envelope, title)

    def says(self, envelope: Envelope, title: str) -> str:
        """What the link is, in plain words, for the chat it is sent in."""
        reply = self.reply
        assert reply is not None
        if envelope.invite:
            return t("link.says.invite", name=envelope.name, title=title)
        log = reply["log"]
        if is_group(reply):
            said = {"name": envelope.name, "title": title, "number": link_number(reply)}
            if reply["action"] == "over":
                return t("link.says.group_over", **said)
            if log and reply["to_move"] != reply["seat"]:
                return t("link.says.group_move", move=log[-1], **said)
            return t("link.says.group", **said)
        if reply["action"] == "over":
            return t("link.says.over", name=envelope.name, title=title)
        if log and reply["to_move"] != reply["seat"]:
            return t("link.says.move", move=log[-1], title=title)
        return t("link.says.step", name=envelope.name, title=title)

    async def copy(self) -> None:
        field = el("friend-url")
        said = f"{field.dataset.says}\n{field.value}"
        await copy_field("friend-url", "friend-copied", said, "link.copied")

    async def share(self) -> None:
        field = el("friend-url")
        await share_text(str(field.dataset.says), str(field.value))

    # -- moves -----------------------------------------------------------------------------
    def on_click(self, event: Any) -> None:
        node = event.target.closest("[data-target]")
        self.choose(str(node.getAttribute("data-target")) if node else "")

    def on_key(self, event: Any) -> None:
        target = ui_keyboard.focused_target(event)
        key = str(event.key)
        if key in ui_keyboard.PLAY_KEYS and target is not None:
            event.preventDefault()
            self.choose(target, focus=True)
        elif (step := ui_keyboard.next_focus(el("friend-board"), target, key)) is not None:
            event.preventDefault()
            ui_keyboard.focus_target(el("friend-board"), step)

    def choose(self, target: str, focus: bool = False) -> None:
        reply = self.reply
        if reply is None or self.busy or reply["action"] != "move":
            return
        self.chosen, move = paths.choose(self.moves, self.chosen, target)
        if move is None:
            self.draw_board(registry.get(str(reply["game"])))
            if focus:
                live = paths.live_targets(self.moves, self.chosen)
                ui_keyboard.focus_target(el("friend-board"), next(iter(sorted(live)), None))
            return
        self.chosen = ()
        kept = load(str(reply["table"]))
        if kept is None:
            self.fail(t("link.not_kept"))
            return
        request = {"op": "move", "table": reply["table"], "export": kept["export"]}
        self.spawn(self.after_move(request | {"move": str(move)}))

    async def ask_hint(self) -> None:
        """The play screen's hint, for this seat's own view (``ui_friend_play``)."""
        reply = self.reply
        if reply is None or self.busy or reply["action"] != "move":
            return
        self.chosen = ()
        await self.hints.ask(reply, self.moves, self.names)
        if self.reply is reply:
            self.draw_board(registry.get(str(reply["game"])))

    async def after_move(self, request: dict[str, Any]) -> None:
        await self.request(request, self.names)
        if self.reply is not None and not el("friend-send").hidden:
            el("friend-share" if not el("friend-share").hidden else "friend-copy").focus()

    # -- backup and restore: a game's secrets live only in this browser --------------------
    def backup(self) -> None:
        """The kept game as a file: with it, another browser (or this one, cleared) goes on."""
        reply = self.reply
        if reply is None or (kept := load(str(reply["table"]))) is None:
            return
        backup = {"parlour-link-backup": 1, "table": reply["table"], "kept": kept}
        download(f"parlour-{reply['game']}-{reply['table']}.json", json.dumps(backup))

    async def restore(self, field: Any) -> None:
        files = field.files
        if not files.length:
            return
        text = str(await files.item(0).text())
        field.value = ""
        try:
            backup = json.loads(text)
            table, kept = str(backup["table"]), dict(backup["kept"])
            export, names = str(kept["export"]), [str(n) for n in kept["names"]]
        except (ValueError, KeyError, TypeError):
            self.fail(t("link.restore_bad", reason=t("link.not_backup")))
            return
        current = load(table)
        have, backup = (messages_in(current) if current else 0), messages_in(kept)
        if current is not None and have > backup:
            # The newer game's later links were made from secrets this backup also holds,
            # but its own later moves would be made again differently: ask first.
            ask = t("link.restore_older", name=_other_name(current), backup=backup, have=have)
            if not window.confirm(ask):
                self.fail(t("link.restore_kept"))
                return
        request = {"op": "show", "table": table, "export": export}
        await self.request(request, names)

    # -- the home page's list ----------------------------------------------------------------
    def on_list_click(self, event: Any) -> None:
        delete = event.target.closest("[data-delete]")
        item = event.target.closest("[data-table]")
        if delete:
            table = str(delete.dataset.delete)
            kept = load(table)
            name = _other_name(kept) if kept else ""
            if window.confirm(t("link.delete_ask", name=name)):
                storage_remove(PREFIX + table)
                show_kept()
        elif item:
            self.spawn(self.resume(str(item.dataset.table)))


def done() -> None:
    """A marker for tests: one more link or request handled (``body[data-link-done]``)."""
    body = document.body
    body.setAttribute("data-link-done", str(int(body.getAttribute("data-link-done") or 0) + 1))


def _other_name(kept: dict[str, Any]) -> str:
    names = list(kept.get("names", []))
    others = [n for i, n in enumerate(names) if i != kept.get("seat") and n]
    if not others:
        return t("link.friends" if len(names) > 2 else "link.friend")
    return joined(others)


def show_kept() -> None:
    """The home page's list of games by link: game, the others' names, whose turn, last move."""
    items = []
    for table in kept_tables():
        kept = load(table)
        if kept is None:
            continue
        title = registry.get(str(kept["game"])).spec.title
        name = _other_name(kept)
        if kept["action"] == "move":
            state = t("link.kept_you")
        elif kept["action"] == "over":
            state = t("link.kept_over")
        elif kept.get("sending"):
            group = int(kept.get("players", 2)) > 2
            state = t("link.kept_send_group") if group else t("link.kept_send", name=name)
        else:
            waiting_for = name_of(list(kept["names"]), kept.get("next"), int(kept["players"]))
            state = t("link.kept_wait", name=waiting_for)
        last = f" · {kept['last']}" if kept.get("last") else ""
        label = t("link.kept_item", title=title, name=name)
        items.append(
            f'<li><button type="button" class="link-open" data-table="{esc(table)}">'
            f"<strong>{esc(label)}</strong> <span>{esc(state)}{esc(last)}</span></button>"
            f'<button type="button" class="link-delete" data-delete="{esc(table)}" '
            f'aria-label="{esc(t("link.delete_label", title=title, name=name))}">'
            f"{esc(t('link.delete'))}</button></li>"
        )
    el("links-list").innerHTML = "".join(items)
    el("links").hidden = not items
