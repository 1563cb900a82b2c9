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
from ui_end import scores_table
from ui_friend_invite import draw_invites, on_invites_click, share_text
from ui_friend_play import FriendHint, draw_round_end
from ui_moves import Moves, Snapshot
from ui_paste import place_home_box
from ui_saves import download
from ui_share import clear_fragment, copy_field, page_base
from ui_worker import Thinker

from parlour import registry, words
from parlour.core import Highlights, Move, ParlourError
from parlour.link.envelope import BadLink, CutLink, Envelope, clean_name, envelope_for, read
from parlour.link.report import Lacking, Refusal, SeatReport, answer_from_json
from parlour.page import bylink
from parlour.page.bylink import LinkPlay, Named, Result, Words

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


def keep(report: SeatReport, names: list[str]) -> bool:
    """Store the seat's export and what the home page lists; False if storage refused."""
    kept = {
        "game": report.game,
        "seat": report.seat,
        "players": report.players,
        "names": names,
        "export": report.export,
        "action": report.action,
        "next": report.next,
        "sending": bylink.sending(report),
        "last": report.log[-1].text if report.log else "",
    }
    if not storage_set(PREFIX + report.table, json.dumps(kept)):
        return False
    tables = [report.table] + [other for other in kept_tables() if other != report.table]
    return storage_set(INDEX, json.dumps(tables))


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

    def __init__(
        self,
        thinker: Thinker,
        show: Callable[[], None],
        menu: Callable[[], None],
        moves: Moves,
    ):
        self.thinker = thinker
        self.show_screen = show
        self.to_menu = menu
        self.flights = moves  # the play screen's flights and pace: a link's move is seen alike
        self.link: LinkPlay | None = None
        self.names: list[str] = []  # the names the links brought, the form's while joining
        self.moves: tuple[Move, ...] = ()  # this seat's legal moves, for the report drawn
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
        on(el("friend-again"), "click", lambda e: self.spawn(self.again()))
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
        self.link = None
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
        except CutLink as error:
            self.fail(t("link.cut", name=error.name or t("link.friend")))
            return
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
            answer = answer_from_json(await self.thinker.link(request))
            window.performance.mark("parlour:link-answered")
        except Exception as error:  # noqa: BLE001 - no worker: say so, keep the game
            self.busy = False
            self.fail(t("link.no_worker", reason=str(error)))
            return
        finally:
            set_text("status", "")
        self.busy = False
        if not isinstance(answer, SeatReport):
            self.refused(answer, names)
            return
        if not keep(answer, names):
            note = t("link.not_kept")
        elif request["op"] == "open" and not answer.taken:
            note = note or t("link.seen")  # its own, or taken before: nothing changes
        self.link = bylink.took(self.link, answer, names)
        if self.flights.pace == "off" or request["op"] == "show":
            self.link = bylink.skip_showing(self.link)  # the board jumps to where it is
        self.names = names
        self.hints.clear()
        self.draw(note)
        done()
        if request["op"] == "open" and answer.taken:
            self.read_out()

    def read_out(self) -> None:
        """What a link just taken brought, and whose turn it is now, for a screen reader:
        the strip over the board changes on every drawing, so it is no live region."""
        said = [el("friend-last").textContent, el("friend-turn").textContent, self.round_said]
        announce(" ".join(str(part) for part in said if part))

    def refused(self, answer: Refusal | Lacking, names: list[str]) -> None:
        if isinstance(answer, Lacking):
            name = name_of(names, answer.sender, len(names))
            if len(names) > 2:  # the link it lacks, by the number its sender's page showed
                self.fail(t("link.missing_group", name=name, number=answer.number + 1))
            else:
                self.fail(t("link.missing", name=name))
        else:  # why in the page's language; the check's own line (English) after it
            why = t(f"link.why.{answer.why}")
            self.fail(t("link.refused", reason=why, detail=answer.error))

    def fail(self, message: str) -> None:
        """One line saying what is wrong; the games kept are unchanged.  A game on screen
        stays as it was drawn, with the link it still has to send."""
        el("friend-name").hidden = True
        set_text("friend-error", message)
        el("friend-error").hidden = False
        if self.link is None:
            set_text("friend-title", t("link.kept_heading"))
            el("friend-play").hidden = True
            el("friend-send").hidden = True
            el("friend-invites").hidden = True
        self.show_screen()
        document.body.dataset.link = "error"
        done()

    def game_id(self) -> str | None:
        return self.link.report.game if self.link is not None else None

    def back(self) -> None:
        """This game on screen again (after a lesson opened from its rules)."""
        self.show_screen()
        self.redraw()

    def redraw(self) -> None:
        """The game again in the page's language (the worker tells the log)."""
        if self.link is not None and not self.busy:
            self.spawn(self.resume(self.link.report.table))

    # -- words -----------------------------------------------------------------------------
    def say(self, said: Words | Result) -> str:
        """The model's words in the page's language, each seat named."""
        if isinstance(said, Result):
            return self.result_text(said)
        key, values = said
        return t(
            key,
            **{name: self.named(v) if isinstance(v, Named) else v for name, v in values.items()},
        )

    def named(self, who: Named) -> str:
        return name_of(self.names, who.seat, len(self.names))

    def other(self) -> str:
        """The other player of two; with more, the others' names known so far."""
        assert self.link is not None
        report = self.link.report
        if report.players == 2:
            return name_of(self.names, 1 - report.seat, report.players)
        return joined([n for i, n in enumerate(self.names) if i != report.seat and n])

    def result_text(self, result: Result) -> str:
        return f"{self.winners_text(result)}. {fairness_text(result)}"

    def winners_text(self, result: Result) -> str:
        names = self.names
        winners = [names[w.seat] or t("link.friend") for w in result.winners if w.seat is not None]
        if len(winners) > 1:
            return t("play.winners", players=", ".join(winners))
        return t("play.winner", player=winners[0]) if winners else t("play.draw")

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, note: str = "") -> None:
        link = self.link
        if link is None:
            return
        report = link.report
        game = registry.get(report.game)
        title = game.spec.title
        set_text("friend-title", t("link.title", title=title, name=self.other()))
        el("friend-name").hidden = True
        el("friend-error").hidden = not note
        set_text("friend-error", note)
        el("friend-play").hidden = False
        self.draw_words()
        self.draw_send(title)
        draw_invites(report, bylink.invited_seats(report, self.names), self.names[0], title)
        self.draw_end(game)
        self.show_screen()
        self.draw_board(game)
        board = el("friend-board")
        board.dataset.count = str(report.count)
        board.dataset.action = report.action
        document.body.dataset.link = report.action
        show_kept()

    def draw_board(self, game: Any) -> None:
        """The board where the game is, or, while a link's moves are shown, the board before
        the move shown, then after it, its pieces flying, its words the caption."""
        link = self.link
        assert link is not None
        report = link.report
        dealt = report.over or report.dealt
        board = el("friend-board")
        board.dataset.view = json.dumps(report.view)  # this seat's own view: what it was shown
        board.dataset.legal = json.dumps(list(report.legal))
        board.dataset.pending = str(int(report.pending))
        el("friend-board-wrap").hidden = not dealt
        el("friend-not-dealt").hidden = dealt
        self.draw_caption()
        if not dealt:
            el("friend-panel").hidden = True
            self.hints.draw(report, None)
            return
        self.moves = self.legal_moves(game)
        hosts = [board, el("friend-panel")]
        self.flights.land(hosts)  # what still flies lands: the board is drawn anew under it
        moving = link.showing
        if moving is None:
            self.picture(game, bylink.board_view(link), bylink.targets(link, self.moves))
        else:  # the board before the move, measured, then after it: the move flies
            self.picture(game, moving.before, frozenset())
            old = Snapshot(hosts)
            self.picture(game, moving.after, frozenset())
            mover = report.log[moving.ply - 1].seat
            board.dataset.step = str(moving.ply)
            self.flights.fly_from(old, hosts, board, mover, el("friend-caption"))
            body = document.body  # a marker for tests: one more move a link brought, seen
            body.setAttribute(
                "data-link-seen", str(int(body.getAttribute("data-link-seen") or 0) + 1)
            )
            self.spawn(self.pause(link.number, link.shown))
        self.hints.draw(report, board)
        el("friend-hint-bar").hidden = not bylink.can_choose(link)  # not while a move is shown
        board.setAttribute("data-renders", str(int(board.getAttribute("data-renders") or 0) + 1))

    def legal_moves(self, game: Any) -> tuple[Move, ...]:
        """This seat's legal moves as moves: the notations the worker listed, parsed on any
        state that agrees with the seat's view (its own moves depend on that view alone)."""
        report = self.link.report if self.link is not None else None
        if report is None or not report.legal:
            return ()
        sample = game.determinize_view(game.view_from_json(report.view), random.Random(0))
        legal = set(report.legal)
        return tuple(m for m in sample.legal_moves() if str(m) in legal)

    def picture(self, game: Any, view_json: Any, targets: frozenset[str]) -> None:
        link = self.link
        assert link is not None
        board = el("friend-board")
        view = game.view_from_json(view_json)
        with words.seated(["human"] * len(self.names), self.names):
            marks = Highlights(targets=targets, selected=link.chosen, marked=self.hints.marked())
            picture = game.render(view, marks)
        show_picture(board, el("friend-panel"), picture)
        prepare_board(board, targets, el("friend-panel"))

    def draw_caption(self) -> None:
        """The words of the move the board shows, as the play screen's caption."""
        link = self.link
        caption = el("friend-caption")
        ply = None if link is None else link.caption_ply
        document.body.dataset.linkShowing = "" if ply is None else str(ply)
        if link is None or ply is None:
            caption.hidden = True
            return
        caption.innerHTML = f"<span>{esc(link.report.log[ply - 1].text)}</span>"
        caption.hidden = False

    async def pause(self, number: int, index: int) -> None:
        """The pace's pause on a move a link brought; then the next one, or where it is."""
        await asyncio.sleep(self.flights.seconds()[0])
        if self.link is None or self.busy:
            return
        seen = bylink.saw(self.link, number, index)
        if seen is not self.link:
            self.link = seen
            self.draw_board(registry.get(seen.report.game))

    def draw_words(self) -> None:
        link = self.link
        assert link is not None
        report = link.report
        set_text("friend-turn", self.say(bylink.turn(link)))
        set_text("friend-last", self.say(bylink.last_move(report)))
        note = bylink.note(report) or bylink.checked(report)
        set_text("friend-note", self.say(note) if note is not None else "")
        el("friend-log").innerHTML = "".join(
            f'<li data-ply="{ply}">{esc(entry.text)}</li>'
            for ply, entry in enumerate(report.log, 1)
        ) or (f'<li class="empty">{esc(t("log.empty"))}</li>')
        self.round_said = draw_round_end(report, self.round_said)

    def draw_send(self, title: str) -> None:
        link = self.link
        assert link is not None
        report = link.report
        el("friend-send").hidden = not bylink.sending(report)
        if not bylink.sending(report):
            return
        own = self.names[report.seat]
        invitation = bylink.is_invitation(report)
        envelope = envelope_for(report, own, invitation)
        el("friend-url").value = page_base() + envelope.to_fragment()
        set_text("friend-send-text", self.say(bylink.send_words(report)))
        set_text("friend-copied", "")
        el("friend-share").hidden = not hasattr(window.navigator, "share")
        said = bylink.says(report, envelope.name, title, bool(envelope.invite))
        el("friend-url").dataset.says = self.say(said)

    async def copy(self) -> None:
        field = el("friend-url")
        said = f"{field.dataset.says}\n{field.value}"
        await copy_field("friend-url", "friend-copied", said, "link.copied")

    async def share(self) -> None:
        field = el("friend-url")
        await share_text(str(field.dataset.says), str(field.value))

    # -- the end: the result in the game's terms, the check, your record, Play again --------
    def draw_end(self, game: Any) -> None:
        link = self.link
        assert link is not None
        report = link.report
        el("friend-end").hidden = not report.over
        el("friend-turn").classList.toggle("visually-hidden", False)
        if not report.over or report.final is None:
            return
        result = bylink.result(report)
        yours = bylink.your_result(report)  # said from your side, as against the computer
        headline = {"won": "play.you_win", "lost": "play.you_lose"}.get(yours or "", "")
        el("friend-end-result").textContent = t(headline) if headline else self.winners_text(result)
        el("friend-turn").classList.toggle("visually-hidden", True)  # the end says it
        el("friend-end-fair").textContent = fairness_text(result)
        with words.seated(["human"] * len(self.names), self.names):
            scores = game.scores(game.view_from_json(report.final))
            el("friend-end-scores").hidden = scores is None
            el("friend-end-scores").innerHTML = "" if scores is None else scores_table(scores)
        record = count_against_friends(report, self.names)
        who = bylink.opponents(report, self.names)
        line = record.line(report.game, who) if record is not None else None
        el("friend-end-record").hidden = line is None or not who
        if line is not None and who:
            title = game.spec.title
            said = {"won": line.won, "lost": line.lost, "drawn": line.drawn}
            el("friend-end-record").textContent = t("link.record", name=who, title=title, **said)

    async def again(self) -> None:
        """Play again: a new game by link with the same game, options and table size; the
        invitation is on screen at once, ready to send to the same friends."""
        link = self.link
        if link is None or self.busy:
            return
        report = link.report
        others = [n for seat, n in enumerate(self.names) if seat != report.seat and n]
        name = self.names[report.seat] or storage_get(NAME) or ""
        request = {"op": "new", "game": report.game, "players": report.players}
        names = [name] + [""] * (report.players - 1)
        await self.request(request | {"options": dict(report.options)}, names)
        if self.link is not None and self.link.report.table != report.table and others:
            set_text("friend-error", t("link.again_note", name=joined(others)))
            el("friend-error").hidden = False
            el("friend-share" if not el("friend-share").hidden else "friend-copy").focus()

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
        link = self.link
        if link is None or self.busy or not bylink.can_choose(link):
            return
        self.link, move = bylink.chose(link, self.moves, target)
        report = link.report
        if move is None:
            self.draw_board(registry.get(report.game))
            if focus:
                live = bylink.targets(self.link, self.moves)
                ui_keyboard.focus_target(el("friend-board"), next(iter(sorted(live)), None))
            return
        kept = load(report.table)
        if kept is None:
            self.fail(t("link.not_kept"))
            return
        request = {"op": "move", "table": report.table, "export": kept["export"]}
        self.spawn(self.after_move(request | {"move": str(move)}))

    async def ask_hint(self) -> None:
        """The play screen's hint, for this seat's own view (``ui_friend_play``)."""
        link = self.link
        if link is None or self.busy or not bylink.can_choose(link):
            return
        self.link = link = bylink.cleared(link)
        await self.hints.ask(link.report, self.moves, self.names)
        if self.link is link:
            self.draw_board(registry.get(link.report.game))

    async def after_move(self, request: dict[str, Any]) -> None:
        await self.request(request, self.names)
        if self.link is not None and not el("friend-send").hidden:
            el("friend-share" if not el("friend-share").hidden else "friend-copy").focus()

    # -- backup and restore: a game's secrets live only in this browser --------------------
    def backup(self) -> None:
        """The kept game as a file: with it, another browser (or this one, cleared) goes on."""
        if self.link is None or (kept := load(self.link.report.table)) is None:
            return
        report = self.link.report
        backup = {"parlour-link-backup": 1, "table": report.table, "kept": kept}
        download(f"parlour-{report.game}-{report.table}.json", json.dumps(backup))

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
        link = self.link
        if link is not None and link.report.table == table and not storage_get(NAME):
            # A fresh browser goes on as the backup's player: its next invitation (Play
            # again) asks for a name already known.
            storage_set(NAME, names[link.report.seat] if link.report.seat < len(names) else "")

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


def fairness_text(result: Result) -> str:
    """Whether the check of every card and move found the game fair."""
    faults = result.faults
    return t("link.unfair", faults="; ".join(faults)) if faults else t("link.fair")


def count_against_friends(report: SeatReport, names: list[str]) -> bylink.FriendRecord | None:
    """Your record against the friends of this game, with it counted (once); None when
    the record kept cannot be read (it is left as it is, never written over)."""
    try:
        record = bylink.read_friend_record(storage_get(bylink.RESULTS_KEY))
    except ParlourError:
        return None
    counted = record.counting(report, names)
    if counted is not record:
        storage_set(bylink.RESULTS_KEY, counted.to_text())
    return counted


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
    place_home_box(bool(items))
